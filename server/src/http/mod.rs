//! The HTTP surface: the API router, the web app, and the layers every response passes through.

pub mod client_address;
pub mod csrf;
pub mod download;
pub mod error;
pub mod health;
pub mod security;
pub mod spa;

use std::time::Duration;

use axum::{
    body::Body,
    extract::Request,
    http::{header, HeaderName, HeaderValue, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
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

use crate::AppState;
use error::{ApiError, ErrorBody, ErrorDetail};

/// Largest request body the API reads.
const MAX_BODY_BYTES: usize = 256 * 1024;
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

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
        .routes(routes!(health::health))
        .routes(routes!(health::ready))
        .merge(crate::auth::routes())
        .merge(crate::registration::routes())
        .merge(crate::compliance::routes())
        .merge(crate::profiles::routes())
        .merge(crate::performance::routes())
        .merge(crate::recruiting::routes())
        .merge(crate::account::routes())
        .merge(crate::coach::routes())
        .merge(crate::club::routes())
        .merge(crate::family::routes())
        .merge(crate::board::routes())
        .merge(crate::calendar::routes())
        .merge(crate::athlete_search::routes())
        .merge(crate::plans::routes())
        .merge(crate::schools::routes())
        .merge(crate::waitlist::routes())
        .merge(crate::admin::routes())
        .merge(crate::messaging::routes())
        .merge(crate::mail::dev_mailbox::routes())
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
    let (inline_hashes, pages) = spa::read_public_pages(&state.config.web_dir);
    let policy = security::Policy::from_config(&state.config, &inline_hashes);
    let web = spa::router(&state.config.web_dir, spa::Home::from_config(&state.config), pages);
    let (api, openapi) = api_routes().split_for_parts();
    let openapi = with_operation_ids(openapi);
    let csrf = middleware::from_fn_with_state(state.clone(), csrf::protect);
    let api = api.with_state(state);
    let openapi_json = openapi.to_json().expect("OpenAPI document serialises");

    let api = api
        .route(
            "/api/openapi.json",
            get(move || async move { ([(header::CONTENT_TYPE, "application/json")], openapi_json) }),
        )
        .route("/api", axum::routing::any(api_not_found))
        .route("/api/", axum::routing::any(api_not_found))
        .route("/api/{*rest}", axum::routing::any(api_not_found))
        .layer(CatchPanicLayer::custom(panic_response))
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(middleware::from_fn(api_response_rules))
        .layer(middleware::from_fn(crate::error_reporting::report_server_errors));

    Router::new().merge(api).merge(web).layer(
        ServiceBuilder::new()
            .layer(SetRequestIdLayer::new(REQUEST_ID, MakeRequestUuid))
            .layer(
                TraceLayer::new_for_http()
                    .make_span_with(|request: &Request<Body>| {
                        let id = request
                            .headers()
                            .get(REQUEST_ID)
                            .and_then(|v| v.to_str().ok())
                            .unwrap_or("-");
                        // The path only: query strings can carry one-time tokens.
                        let path = loggable_path(request.uri().path());
                        tracing::info_span!("request", method = %request.method(), path = %path, request_id = %id)
                    })
                    .on_response(DefaultOnResponse::new().level(tracing::Level::INFO)),
            )
            .layer(PropagateRequestIdLayer::new(REQUEST_ID))
            .layer(middleware::from_fn_with_state(policy, security::headers))
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

/// Paths that carry a secret are logged and reported without it: a calendar feed's address, a
/// share link's API path and its page. (Every other link carries its token in the fragment,
/// which never reaches the server.)
pub fn loggable_path(path: &str) -> std::borrow::Cow<'_, str> {
    const SECRET_PATHS: [&str; 3] = ["/api/calendar/feed/", "/api/share/", "/p/"];
    for prefix in SECRET_PATHS {
        if path.strip_prefix(prefix).is_some_and(|rest| !rest.is_empty()) {
            return format!("{prefix}[token]").into();
        }
    }
    path.into()
}

/// A panic in an API handler answers 500 in the error shape; the panic hook has reported it.
fn panic_response(_panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let mut response = ApiError::Internal(anyhow::anyhow!("the request handler panicked")).into_response();
    response.extensions_mut().insert(crate::error_reporting::Panicked);
    response
}

async fn api_not_found() -> ApiError {
    ApiError::NotFound("There is no such API endpoint.".into())
}

/// API responses are never cached, any error the framework produced on its own (wrong method,
/// body too large, time-out, panic) is rewritten into the error shape, and a server error
/// carries the request's id for the user to quote.
async fn api_response_rules(request: Request, next: Next) -> Response {
    let request_id = request
        .headers()
        .get(REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .filter(|id| is_quotable(id))
        .map(str::to_owned);
    let response = next.run(request).await;
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    let mut response = if (status.is_client_error() || status.is_server_error()) && !is_json {
        framework_error(status, response)
    } else {
        response
    };
    if status.is_server_error() {
        if let Some(id) = request_id {
            response = with_request_id(response, &id).await;
        }
    }
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// The id is echoed into a body the page shows, so only plain ids are (a client may send its own).
fn is_quotable(id: &str) -> bool {
    (1..=64).contains(&id.len()) && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Adds `error.requestId` to an error body and names it in the message.
async fn with_request_id(response: Response, id: &str) -> Response {
    let (mut parts, body) = response.into_parts();
    // Error bodies are small; a limit keeps a surprise from being read whole.
    let Ok(bytes) = axum::body::to_bytes(body, 64 * 1024).await else {
        return Response::from_parts(parts, Body::empty());
    };
    let Ok(mut value) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return Response::from_parts(parts, Body::from(bytes));
    };
    if let Some(error) = value.get_mut("error").and_then(|e| e.as_object_mut()) {
        if let Some(message) = error.get("message").and_then(|m| m.as_str()) {
            let message = format!("{message} If it happens again, quote reference {id} when you contact us.");
            error.insert("message".into(), message.into());
        }
        error.insert("requestId".into(), id.into());
    }
    let bytes = serde_json::to_vec(&value).unwrap_or_else(|_| bytes.to_vec());
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(bytes))
}

fn framework_error(status: StatusCode, original: Response) -> Response {
    let (code, message) = match status {
        StatusCode::METHOD_NOT_ALLOWED => ("method_not_allowed", "This endpoint does not accept that method."),
        StatusCode::PAYLOAD_TOO_LARGE => ("payload_too_large", "The request body is too large."),
        StatusCode::REQUEST_TIMEOUT => ("timeout", "The request took too long. Please try again."),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ("unsupported_media_type", "Send the request body as JSON."),
        StatusCode::NOT_FOUND => ("not_found", "There is no such API endpoint."),
        s if s.is_server_error() => ("internal_error", "Something went wrong on our side. Please try again."),
        _ => ("bad_request", "The request could not be understood."),
    };
    let allow = original.headers().get(header::ALLOW).cloned();
    let body = ErrorBody {
        error: ErrorDetail {
            code: code.into(),
            message: message.into(),
            fields: Default::default(),
            reasons: Vec::new(),
            request_id: None,
        },
    };
    let mut response = (status, axum::Json(body)).into_response();
    if let Some(allow) = allow {
        response.headers_mut().insert(header::ALLOW, allow);
    }
    response
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
    fn tokens_stay_out_of_logged_paths() {
        for (path, logged) in [
            ("/api/calendar/feed/abcDEF123.ics", "/api/calendar/feed/[token]"),
            ("/api/share/abc-DEF_123", "/api/share/[token]"),
            ("/api/share/abc/more", "/api/share/[token]"),
            ("/p/abc-DEF_123", "/p/[token]"),
            ("/p/abc-DEF_123/", "/p/[token]"),
            ("/api/calendar/feed", "/api/calendar/feed"),
            ("/api/calendar", "/api/calendar"),
            ("/api/share/", "/api/share/"),
            ("/p/", "/p/"),
            ("/pricing", "/pricing"),
            ("/api/profile/share-link", "/api/profile/share-link"),
        ] {
            assert_eq!(super::loggable_path(path), logged, "{path}");
        }
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
