//! The append-only compliance log: who, what, when, under which rule version, from where.
//! Rows are only ever inserted; nothing in the product updates or deletes them.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use sqlx::{Any, Executor, Row as _};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::rules::RULE_VERSION;
use crate::{
    auth::session::AdminUser,
    db,
    http::error::{ApiQuery, ApiResult},
    AppState,
};

pub const AGE_VERIFIED: &str = "age_verification";
pub const AGE_REFUSED: &str = "age_verification_refused";
pub const NOTICE_ACCEPTED: &str = "privacy_notice_accepted";
pub const OPTED_OUT_OF_SALE: &str = "opt_out_of_sale";
pub const CONSENT_REQUESTED: &str = "parental_consent_requested";
pub const CONSENT_APPROVED: &str = "parental_consent_approved";
pub const CONSENT_DECLINED: &str = "parental_consent_declined";
pub const CONSENT_EXPIRED: &str = "parental_consent_expired";
pub const OPTED_IN_TO_SALE: &str = "opt_in_to_sale";
pub const ACCOUNT_DELETED: &str = "account_deleted";

pub struct Event<'a> {
    pub user_id: Option<&'a str>,
    pub email: &'a str,
    pub event_type: &'static str,
    pub details: serde_json::Value,
    pub ip: Option<&'a str>,
}

pub async fn append<'e, E: Executor<'e, Database = Any>>(executor: E, event: Event<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO compliance_log (id, user_id, email, event_type, details, rule_version, ip, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(event.user_id)
    .bind(event.email)
    .bind(event.event_type)
    .bind(event.details.to_string())
    .bind(RULE_VERSION)
    .bind(event.ip)
    .bind(db::now_ms())
    .execute(executor)
    .await?;
    Ok(())
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LogQuery {
    /// Only events of this user id or email.
    user: Option<String>,
    /// Only events of this type.
    event_type: Option<String>,
    /// At most this many rows (1 to 500, default 100).
    limit: Option<i64>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogEntry {
    pub id: String,
    pub user_id: Option<String>,
    pub email: String,
    pub event_type: String,
    pub details: serde_json::Value,
    pub rule_version: String,
    pub ip: Option<String>,
    pub created_at: String,
}

/// The compliance log, newest first (admins only).
#[utoipa::path(get, path = "/api/admin/compliance-log", tag = "admin", params(LogQuery),
    responses((status = 200, body = [LogEntry]), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody)))]
async fn list(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<LogQuery>,
) -> ApiResult<axum::Json<Vec<LogEntry>>> {
    let limit = query.limit.unwrap_or(100).clamp(1, 500);
    let user = query.user.map(|u| u.trim().to_lowercase()).filter(|u| !u.is_empty());
    let rows = sqlx::query(
        "SELECT id, user_id, email, event_type, details, rule_version, ip, created_at FROM compliance_log
         WHERE ($1 IS NULL OR user_id = $1 OR email = $1) AND ($2 IS NULL OR event_type = $2)
         ORDER BY created_at DESC, id DESC LIMIT $3",
    )
    .bind(user)
    .bind(query.event_type)
    .bind(limit)
    .fetch_all(&state.db.pool)
    .await?;
    let entries = rows
        .iter()
        .map(|row| {
            let details: String = row.try_get("details")?;
            Ok(LogEntry {
                id: row.try_get("id")?,
                user_id: row.try_get("user_id")?,
                email: row.try_get("email")?,
                event_type: row.try_get("event_type")?,
                details: serde_json::from_str(&details).unwrap_or(serde_json::Value::Null),
                rule_version: row.try_get("rule_version")?,
                ip: row.try_get("ip")?,
                created_at: db::ms_to_rfc3339(row.try_get("created_at")?),
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok(axum::Json(entries))
}
