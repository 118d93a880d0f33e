//! The API router: every domain's routes with their OpenAPI descriptions, the OpenAPI document
//! with its operation ids, and the layers every request passes through (`crate::http` holds the
//! pieces; this assembles them).

use std::time::Duration;

use axum::{
    body::Body,
    extract::Request,
    http::{header, StatusCode},
    middleware,
    routing::get,
    Router,
};
use tower::ServiceBuilder;
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::CompressionLayer,
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    timeout::TimeoutLayer,
    trace::{DefaultOnResponse, TraceLayer},
};
use utoipa::OpenApi;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    http::{
        self,
        error::{ErrorBody, ErrorDetail},
    },
    AppState,
};

/// Largest request body the API reads.
const MAX_BODY_BYTES: usize = 256 * 1024;
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

#[derive(OpenApi)]
#[openapi(
    info(
        title = "RowRecruit API",
        description = "The RowRecruit college rowing recruitment API. \
Every error answers with the ErrorBody shape."
    ),
    components(schemas(ErrorBody, ErrorDetail))
)]
struct ApiDoc;

/// Every API route, each carrying its OpenAPI description.
fn api_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(http::health::health))
        .routes(routes!(http::health::ready))
        .merge(crate::auth::routes())
        .merge(crate::registration::routes())
        .merge(crate::compliance::routes())
        .merge(crate::profiles::routes())
        .merge(crate::performance::routes())
        .merge(crate::recruiting::routes())
        .merge(crate::account::routes())
        .merge(crate::coach::routes())
        .merge(crate::club::routes())
        .merge(crate::branding::routes())
        .merge(crate::club_college::routes())
        .merge(crate::family::routes())
        .merge(crate::board::routes())
        .merge(crate::questionnaires::routes())
        .merge(crate::calendar::routes())
        .merge(crate::athlete_search::routes())
        .merge(crate::plans::routes())
        .merge(crate::billing::routes())
        .merge(crate::schools::routes())
        .merge(crate::waitlist::routes())
        .merge(crate::stats::routes())
        .merge(crate::support::routes())
        .merge(crate::export_api::routes())
        .merge(crate::admin::routes())
        .merge(crate::messaging::routes())
        .merge(crate::offers::routes())
        .merge(crate::mail::routes())
}

/// The OpenAPI document, generated from the route annotations.
pub fn openapi_document() -> utoipa::openapi::OpenApi {
    with_operation_ids(api_routes().split_for_parts().1)
}

/// Names each operation after its method and path (`GET /api/admin/waitlist` is
/// `getAdminWaitlist`): handler names repeat across domains, and generated clients need unique ids.
fn with_operation_ids(mut openapi: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    for (path, item) in openapi.paths.paths.iter_mut() {
        let operations = [
            ("get", &mut item.get),
            ("put", &mut item.put),
            ("post", &mut item.post),
            ("delete", &mut item.delete),
            ("patch", &mut item.patch),
        ];
        for (method, operation) in operations {
            if let Some(operation) = operation {
                operation.operation_id = Some(operation_id(method, path));
            }
        }
    }
    openapi
}

fn operation_id(method: &str, path: &str) -> String {
    let mut id = method.to_owned();
    let words = path
        .trim_start_matches("/api")
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty());
    for word in words {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            id.push(first.to_ascii_uppercase());
            id.extend(chars);
        }
    }
    id
}

pub fn router(state: AppState) -> Router {
    let (inline_hashes, pages) = http::spa::read_public_pages(&state.config.web_dir);
    let policy = http::security::Policy::from_config(&state.config, &inline_hashes);
    let web = http::spa::router(
        &state.config.web_dir,
        http::spa::Home::from_config(&state.config),
        pages,
    );
    let (api, openapi) = api_routes().split_for_parts();
    let openapi = with_operation_ids(openapi);
    let csrf = middleware::from_fn_with_state(state.clone(), http::csrf::protect);
    let api = api.with_state(state);
    let openapi_json = openapi.to_json().expect("OpenAPI document serialises");

    let api = api
        .route(
            "/api/openapi.json",
            get(move || async move { ([(header::CONTENT_TYPE, "application/json")], openapi_json) }),
        )
        .route("/api", axum::routing::any(http::api_not_found))
        .route("/api/", axum::routing::any(http::api_not_found))
        .route("/api/{*rest}", axum::routing::any(http::api_not_found))
        .layer(CatchPanicLayer::custom(http::panic_response))
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(middleware::from_fn(http::api_response_rules))
        .layer(middleware::from_fn(crate::error_reporting::report_server_errors));

    Router::new().merge(api).merge(web).layer(
        ServiceBuilder::new()
            .layer(SetRequestIdLayer::new(http::REQUEST_ID, MakeRequestUuid))
            .layer(
                TraceLayer::new_for_http()
                    .make_span_with(|request: &Request<Body>| {
                        let id = request
                            .headers()
                            .get(http::REQUEST_ID)
                            .and_then(|v| v.to_str().ok())
                            .unwrap_or("-");
                        // The path only: query strings can carry one-time tokens.
                        let path = crate::telemetry::loggable_path(request.uri().path());
                        tracing::info_span!("request", method = %request.method(), path = %path, request_id = %id)
                    })
                    .on_response(DefaultOnResponse::new().level(tracing::Level::INFO)),
            )
            .layer(PropagateRequestIdLayer::new(http::REQUEST_ID))
            .layer(middleware::from_fn_with_state(policy, http::security::headers))
            .layer(csrf)
            // Level 4: most of the size gain at a small part of the CPU cost of the defaults
            // (brotli's default, 11, costs milliseconds per response). Static files come precompressed.
            .layer(CompressionLayer::new().quality(tower_http::CompressionLevel::Precise(4)))
            .layer(CatchPanicLayer::new())
            .layer(TimeoutLayer::with_status_code(
                StatusCode::REQUEST_TIMEOUT,
                REQUEST_TIMEOUT,
            )),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn operation_ids_follow_method_and_path() {
        assert_eq!(
            super::operation_id("get", "/api/admin/waitlist.csv"),
            "getAdminWaitlistCsv"
        );
        assert_eq!(
            super::operation_id("put", "/api/schools/{id}/saved"),
            "putSchoolsIdSaved"
        );
    }

    #[test]
    fn every_operation_has_a_unique_id() {
        let document = super::openapi_document();
        let mut seen = std::collections::BTreeSet::new();
        for item in document.paths.paths.values() {
            for operation in [&item.get, &item.put, &item.post, &item.delete, &item.patch]
                .into_iter()
                .flatten()
            {
                let id = operation.operation_id.clone().expect("every operation is named");
                assert!(seen.insert(id.clone()), "{id} is used twice");
            }
        }
    }
}
