//! The pre-launch waitlist, the preview access code and the public site settings.

use std::{collections::BTreeMap, net::SocketAddr};

use axum::{
    extract::{ConnectInfo, State},
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use sqlx::Row as _;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::session::AdminUser,
    db::{self, Row},
    email::EmailAddress,
    http::error::{ApiError, ApiJson, ApiQuery, ApiResult},
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

pub const DEFAULT_SOURCE: &str = "coming_soon_page";
/// Caller metadata is kept small: at most this many keys, each value this long, this much in all.
pub const METADATA_MAX_KEYS: usize = 20;
pub const METADATA_VALUE_MAX: usize = 500;
pub const METADATA_MAX_BYTES: usize = 4096;
pub const DUPLICATE: &str = "This email is already on the waitlist!";

#[derive(Deserialize, ToSchema)]
pub struct JoinRequest {
    email: Option<String>,
    /// Where the sign-up came from (default coming_soon_page).
    source: Option<String>,
    /// The page referrer, or null.
    referrer: Option<String>,
    /// user_agent, timestamp, page_url and anything else the caller adds (flat, small).
    #[serde(default)]
    metadata: serde_json::Map<String, serde_json::Value>,
}

#[derive(Serialize, ToSchema)]
pub struct WaitlistEntry {
    pub id: String,
    pub email: String,
    pub source: String,
    pub referrer: Option<String>,
    pub metadata: serde_json::Value,
    pub created_at: String,
}

fn entry(row: &Row) -> Result<WaitlistEntry, sqlx::Error> {
    let metadata: String = row.try_get("metadata")?;
    Ok(WaitlistEntry {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        source: row.try_get("source")?,
        referrer: row.try_get("referrer")?,
        metadata: serde_json::from_str(&metadata).unwrap_or_default(),
        created_at: db::ms_to_rfc3339(row.try_get("created_at")?),
    })
}

fn short(value: Option<String>, field: &str, max: usize) -> ApiResult<Option<String>> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());
    if value.as_ref().is_some_and(|v| v.chars().count() > max) {
        return Err(ApiError::validation(field, format!("Must be at most {max} characters")));
    }
    Ok(value)
}

/// Checks the caller's metadata and adds what the server knows.
fn metadata(
    mut given: serde_json::Map<String, serde_json::Value>,
    headers: &HeaderMap,
) -> ApiResult<serde_json::Value> {
    let too_big = || ApiError::validation("metadata", "Metadata is too large");
    if given.len() > METADATA_MAX_KEYS {
        return Err(too_big());
    }
    for value in given.values() {
        let ok = match value {
            serde_json::Value::String(s) => s.chars().count() <= METADATA_VALUE_MAX,
            serde_json::Value::Number(_) | serde_json::Value::Bool(_) | serde_json::Value::Null => true,
            _ => false,
        };
        if !ok {
            return Err(ApiError::validation(
                "metadata",
                "Metadata values must be short text, numbers or true/false",
            ));
        }
    }
    if !given.contains_key("user_agent") {
        if let Some(agent) = headers.get(header::USER_AGENT).and_then(|v| v.to_str().ok()) {
            let agent: String = agent.chars().take(METADATA_VALUE_MAX).collect();
            given.insert("user_agent".into(), agent.into());
        }
    }
    given.insert("received_at".into(), db::ms_to_rfc3339(db::now_ms()).into());
    let value = serde_json::Value::Object(given);
    if value.to_string().len() > METADATA_MAX_BYTES {
        return Err(too_big());
    }
    Ok(value)
}

/// Adds an email to the waitlist (stored trimmed and lower-cased, once).
#[utoipa::path(post, path = "/api/waitlist", tag = "waitlist", request_body = JoinRequest,
    responses((status = 201, body = WaitlistEntry), (status = 409, description = "Already on the waitlist", body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody), (status = 429, body = crate::http::error::ErrorBody)))]
async fn join(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ApiJson(request): ApiJson<JoinRequest>,
) -> ApiResult<(StatusCode, axum::Json<WaitlistEntry>)> {
    state.rate_limits.waitlist.check(&addr.ip().to_string())?;
    let email = request
        .email
        .filter(|e| !e.trim().is_empty())
        .ok_or_else(|| ApiError::validation("email", "Email is required"))?;
    let email = EmailAddress::parse(&email).map_err(|m| ApiError::validation("email", m))?;
    let source = short(request.source, "source", 64)?.unwrap_or_else(|| DEFAULT_SOURCE.into());
    let referrer = short(request.referrer, "referrer", 2048)?;
    let metadata = metadata(request.metadata, &headers)?;
    let id = uuid::Uuid::new_v4().to_string();
    let inserted = sqlx::query(
        "INSERT INTO waitlist (id, email, source, referrer, metadata, created_at) VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, email, source, referrer, metadata, created_at",
    )
    .bind(&id)
    .bind(email.as_str())
    .bind(&source)
    .bind(&referrer)
    .bind(metadata.to_string())
    .bind(db::now_ms())
    .fetch_one(&state.db.pool)
    .await;
    match inserted {
        Ok(row) => Ok((StatusCode::CREATED, axum::Json(entry(&row)?))),
        Err(e) if db::is_unique_violation(&e) => Err(ApiError::Conflict {
            code: "already_on_waitlist",
            message: DUPLICATE.into(),
        }),
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize, ToSchema)]
pub struct AccessCodeRequest {
    code: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct AccessGranted {
    pub granted: bool,
}

/// Checks a preview access code against the operator's setting.
#[utoipa::path(post, path = "/api/preview/access", tag = "waitlist", request_body = AccessCodeRequest,
    responses((status = 200, body = AccessGranted), (status = 403, body = crate::http::error::ErrorBody), (status = 429, body = crate::http::error::ErrorBody)))]
async fn check_access_code(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    ApiJson(request): ApiJson<AccessCodeRequest>,
) -> ApiResult<axum::Json<AccessGranted>> {
    state.rate_limits.access_code.check(&addr.ip().to_string())?;
    let given = request.code.unwrap_or_default();
    let right = state.config.access_code.as_ref().is_some_and(|code| {
        let expected = code.expose();
        given.len() == expected.len() && given.bytes().zip(expected).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
    });
    if right {
        Ok(axum::Json(AccessGranted { granted: true }))
    } else {
        Err(ApiError::Forbidden {
            code: "invalid_access_code",
            message: "Invalid access code".into(),
        })
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteSettings {
    /// true: `/` is the landing page; false: the coming-soon page.
    pub live: bool,
    /// Whether an access code can open the preview.
    pub preview_access: bool,
    pub environment: &'static str,
    pub sentry_dsn: Option<String>,
}

/// Public settings the web app needs at start.
#[utoipa::path(get, path = "/api/site", tag = "waitlist", responses((status = 200, body = SiteSettings)))]
async fn site(State(state): State<AppState>) -> axum::Json<SiteSettings> {
    axum::Json(SiteSettings {
        live: state.config.site_live,
        preview_access: state.config.access_code.is_some(),
        environment: if state.config.production {
            "production"
        } else {
            "development"
        },
        sentry_dsn: state.config.browser_sentry_dsn.clone(),
    })
}

/// The instant of the last midnight in `tz` at or before `now_ms`.
pub fn local_midnight_ms(now_ms: i64, tz: &jiff::tz::TimeZone) -> i64 {
    jiff::Timestamp::from_millisecond(now_ms)
        .ok()
        .and_then(|t| t.to_zoned(tz.clone()).start_of_day().ok())
        .map(|z| z.timestamp().as_millisecond())
        .unwrap_or(now_ms)
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
    responses((status = 200, body = WaitlistStats), (status = 401, body = crate::http::error::ErrorBody), (status = 403, body = crate::http::error::ErrorBody)))]
async fn stats(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<axum::Json<WaitlistStats>> {
    let midnight = local_midnight_ms(db::now_ms(), &state.config.time_zone);
    let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM waitlist")
        .fetch_one(&state.db.pool)
        .await?;
    let today: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM waitlist WHERE created_at >= $1")
        .bind(midnight)
        .fetch_one(&state.db.pool)
        .await?;
    let by_source = sqlx::query("SELECT source, COUNT(*) AS n FROM waitlist GROUP BY source")
        .fetch_all(&state.db.pool)
        .await?
        .iter()
        .map(|r| Ok((r.try_get("source")?, r.try_get("n")?)))
        .collect::<Result<_, sqlx::Error>>()?;
    Ok(axum::Json(WaitlistStats {
        total,
        today,
        time_zone: state.config.time_zone_name.clone(),
        by_source,
    }))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExistsQuery {
    email: String,
}

#[derive(Serialize, ToSchema)]
pub struct Exists {
    pub exists: bool,
}

/// Whether an email is on the waitlist (admins only).
#[utoipa::path(get, path = "/api/admin/waitlist/exists", tag = "admin", params(ExistsQuery),
    responses((status = 200, body = Exists), (status = 403, body = crate::http::error::ErrorBody)))]
async fn exists(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<ExistsQuery>,
) -> ApiResult<axum::Json<Exists>> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM waitlist WHERE email = $1")
        .bind(query.email.trim().to_lowercase())
        .fetch_one(&state.db.pool)
        .await?;
    Ok(axum::Json(Exists { exists: n > 0 }))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Part of an email address.
    q: Option<String>,
    /// 1 to 500 (default 50).
    limit: Option<i64>,
}

async fn entries(state: &AppState, q: Option<&str>, limit: i64) -> Result<Vec<WaitlistEntry>, ApiError> {
    let pattern = q
        .map(|q| db::escape_like(&q.trim().to_lowercase()))
        .filter(|q| !q.is_empty())
        .map(|q| format!("%{q}%"));
    let rows = sqlx::query(
        "SELECT id, email, source, referrer, metadata, created_at FROM waitlist
         WHERE ($1 IS NULL OR email LIKE $1 ESCAPE '\\') ORDER BY created_at DESC, id DESC LIMIT $2",
    )
    .bind(pattern)
    .bind(limit)
    .fetch_all(&state.db.pool)
    .await?;
    Ok(rows.iter().map(entry).collect::<Result<_, _>>()?)
}

/// Newest waitlist entries, searchable by email (admins only).
#[utoipa::path(get, path = "/api/admin/waitlist", tag = "admin", params(ListQuery),
    responses((status = 200, body = [WaitlistEntry]), (status = 403, body = crate::http::error::ErrorBody)))]
async fn list(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<ListQuery>,
) -> ApiResult<axum::Json<Vec<WaitlistEntry>>> {
    let limit = query.limit.unwrap_or(50).clamp(1, 500);
    Ok(axum::Json(entries(&state, query.q.as_deref(), limit).await?))
}

/// Quotes a CSV field and defuses spreadsheet formulas.
pub fn csv_field(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    format!("\"{}\"", value.replace('"', "\"\""))
}

/// The whole waitlist as CSV (admins only).
#[utoipa::path(get, path = "/api/admin/waitlist.csv", tag = "admin",
    responses((status = 200, description = "text/csv"), (status = 403, body = crate::http::error::ErrorBody)))]
async fn export_csv(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<Response> {
    let mut out = String::from("email,source,referrer,created_at\n");
    for e in entries(&state, None, i64::MAX).await? {
        out.push_str(&format!(
            "{},{},{},{}\n",
            csv_field(&e.email),
            csv_field(&e.source),
            csv_field(e.referrer.as_deref().unwrap_or_default()),
            csv_field(&e.created_at)
        ));
    }
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (header::CONTENT_DISPOSITION, "attachment; filename=\"waitlist.csv\""),
        ],
        out,
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn midnight_is_local_to_the_operator() {
        let ny = jiff::tz::TimeZone::get("America/New_York").unwrap();
        // 2026-11-21 04:59:59.999Z is 23:59:59.999 on the 20th in New York (UTC-5).
        let before = 1_795_237_199_999;
        assert_eq!(local_midnight_ms(before, &ny), 1_795_150_800_000); // 2026-11-20 05:00Z
                                                                       // One millisecond later it is the 21st's midnight.
        assert_eq!(local_midnight_ms(before + 1, &ny), before + 1);
        let utc = jiff::tz::TimeZone::UTC;
        assert_eq!(local_midnight_ms(before, &utc), 1_795_219_200_000); // 2026-11-21 00:00Z
    }

    #[test]
    fn csv_fields_are_quoted_and_formulas_defused() {
        assert_eq!(csv_field("a\"b"), "\"a\"\"b\"");
        assert_eq!(csv_field("=HYPERLINK(1)"), "\"'=HYPERLINK(1)\"");
    }
}
