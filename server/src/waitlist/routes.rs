//! The waitlist's handlers and wire types.

use std::collections::BTreeMap;

use axum::{
    extract::State,
    http::{header, HeaderMap},
    response::Response,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, JoinInput, WaitlistError, WaitlistSearch},
    service,
    store::{self, WaitlistRecord},
};
use crate::{
    auth::session::AdminUser,
    db,
    http::{
        client_address::ClientAddress,
        download,
        error::{ApiError, ApiJson, ApiQuery, ApiResult, ErrorBody},
    },
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(join))
        .routes(routes!(check_access_code))
        .routes(routes!(site))
        .routes(routes!(stats))
        .routes(routes!(exists))
        .routes(routes!(list))
        .routes(routes!(export_csv))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JoinRequest {
    email: Option<String>,
    /// Where the sign-up came from (default coming_soon_page).
    source: Option<String>,
    /// The page referrer, or null.
    referrer: Option<String>,
    /// Flat and small: at most 20 keys, each a number, true/false or text of at most 500
    /// characters. The keys are the caller's and are stored as sent (`user_agent`, `timestamp`,
    /// `page_url`…); the server adds `user_agent` when missing, and `received_at`.
    #[serde(default)]
    metadata: serde_json::Map<String, serde_json::Value>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitlistEntry {
    pub id: String,
    pub email: String,
    pub source: String,
    pub referrer: Option<String>,
    /// The caller's metadata with the server's `user_agent` and `received_at`.
    pub metadata: serde_json::Map<String, serde_json::Value>,
    pub created_at: String,
}

impl From<WaitlistRecord> for WaitlistEntry {
    fn from(record: WaitlistRecord) -> Self {
        WaitlistEntry {
            id: record.id,
            email: record.email,
            source: record.source,
            referrer: record.referrer,
            metadata: serde_json::from_str(&record.metadata).unwrap_or_default(),
            created_at: db::ms_to_rfc3339(record.created_at),
        }
    }
}

/// The answer to joining, the same whether or not the address was on the list already.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitlistJoined {
    /// The address as stored: trimmed and lower-cased.
    pub email: String,
    pub message: String,
}

const JOINED: &str = "You're on the list! We'll email you as soon as RowRecruit opens.";

/// Adds an email to the waitlist (stored trimmed and lower-cased, once). An address already on
/// the list gets the same answer, so the answer tells no one who is on it.
#[utoipa::path(post, path = "/api/waitlist", tag = "waitlist", request_body = JoinRequest,
    responses((status = 200, body = WaitlistJoined), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn join(
    State(state): State<AppState>,
    client: ClientAddress,
    headers: HeaderMap,
    ApiJson(request): ApiJson<JoinRequest>,
) -> ApiResult<Json<WaitlistJoined>> {
    let input = JoinInput {
        email: request.email,
        source: request.source,
        referrer: request.referrer,
        metadata: request.metadata,
        user_agent: headers
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned),
    };
    let entry = service::join(&state, &client, input).await?;
    Ok(Json(WaitlistJoined {
        email: entry.email.as_str().to_owned(),
        message: JOINED.into(),
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccessCodeRequest {
    code: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccessGranted {
    pub granted: bool,
}

/// Checks a preview access code against the operator's setting.
#[utoipa::path(post, path = "/api/preview/access", tag = "waitlist", request_body = AccessCodeRequest,
    responses((status = 200, body = AccessGranted), (status = 403, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn check_access_code(
    State(state): State<AppState>,
    client: ClientAddress,
    ApiJson(request): ApiJson<AccessCodeRequest>,
) -> ApiResult<Json<AccessGranted>> {
    service::check_access_code(&state, &client, request.code)?;
    Ok(Json(AccessGranted { granted: true }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteSettings {
    /// true: `/` is the landing page; false: the coming-soon page.
    pub live: bool,
    /// Whether an access code can open the preview.
    pub preview_access: bool,
    pub environment: Environment,
    pub sentry_dsn: Option<String>,
}

/// Which kind of deployment answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Environment {
    Production,
    Development,
}

/// Public settings the web app needs at start.
#[utoipa::path(get, path = "/api/site", tag = "waitlist", responses((status = 200, body = SiteSettings)))]
async fn site(State(state): State<AppState>) -> Json<SiteSettings> {
    Json(SiteSettings {
        live: state.config.site_live,
        preview_access: state.config.access_code.is_some(),
        environment: if state.config.production {
            Environment::Production
        } else {
            Environment::Development
        },
        sentry_dsn: state.config.browser_sentry_dsn.clone(),
    })
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitlistStats {
    pub total: i64,
    /// Since midnight in the operator's time zone.
    pub today: i64,
    pub time_zone: String,
    pub by_source: BTreeMap<String, i64>,
}

/// Exact total, count since local midnight, counts by source (admins only).
#[utoipa::path(get, path = "/api/admin/waitlist/stats", tag = "admin",
    responses((status = 200, body = WaitlistStats), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn stats(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<Json<WaitlistStats>> {
    let counts = service::counts(&state).await?;
    Ok(Json(WaitlistStats {
        total: counts.total,
        today: counts.today,
        time_zone: state.config.time_zone_name.clone(),
        by_source: counts.by_source,
    }))
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct ExistsQuery {
    email: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Exists {
    pub exists: bool,
}

/// Whether an email is on the waitlist (admins only).
#[utoipa::path(get, path = "/api/admin/waitlist/exists", tag = "admin", params(ExistsQuery),
    responses((status = 200, body = Exists), (status = 403, body = ErrorBody)))]
async fn exists(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<ExistsQuery>,
) -> ApiResult<Json<Exists>> {
    let exists = store::contains(&state.db, &rules::lookup_email(&query.email)).await?;
    Ok(Json(Exists { exists }))
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct ListQuery {
    /// Part of an email address.
    q: Option<String>,
    /// 1 to 500 (default 50).
    limit: Option<i64>,
}

/// Newest waitlist entries, searchable by email (admins only).
#[utoipa::path(get, path = "/api/admin/waitlist", tag = "admin", params(ListQuery),
    responses((status = 200, body = [WaitlistEntry]), (status = 403, body = ErrorBody)))]
async fn list(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<ListQuery>,
) -> ApiResult<Json<Vec<WaitlistEntry>>> {
    let search = WaitlistSearch::new(query.q.as_deref(), query.limit);
    let entries = store::search(&state.db, &search).await?;
    Ok(Json(entries.into_iter().map(WaitlistEntry::from).collect()))
}

/// The whole waitlist as CSV (admins only).
#[utoipa::path(get, path = "/api/admin/waitlist.csv", tag = "admin",
    responses((status = 200, description = "text/csv"), (status = 403, body = ErrorBody)))]
async fn export_csv(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<Response> {
    let mut out = String::from("email,source,referrer,created_at\n");
    for e in store::search(&state.db, &WaitlistSearch::everything()).await? {
        let created_at = db::ms_to_rfc3339(e.created_at);
        out.push_str(&download::csv_line(&[
            &e.email,
            &e.source,
            e.referrer.as_deref().unwrap_or_default(),
            &created_at,
        ]));
    }
    Ok(download::attachment("waitlist.csv", "text/csv; charset=utf-8", out))
}

impl From<WaitlistError> for ApiError {
    fn from(error: WaitlistError) -> Self {
        match error {
            WaitlistError::Field(field) => field.into(),
            WaitlistError::InvalidAccessCode => ApiError::Forbidden {
                code: "invalid_access_code",
                message: error.to_string(),
            },
        }
    }
}
