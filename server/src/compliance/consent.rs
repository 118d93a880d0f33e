//! Real parental consent. A minor's parent or guardian receives an email whose link opens a
//! page showing what the child signed up for, where they approve or decline. Until approval
//! the minor's account is limited (see `Limits` in docs/compliance.md). Declining, or no answer
//! within 30 days, deletes the minor's data; every decision is logged.

use axum::extract::{ConnectInfo, State};
use serde::{Deserialize, Serialize};
use sqlx::{Any, Row as _};
use std::net::SocketAddr;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::log::{self, Event};
use crate::{
    auth::tokens::{random_token, token_hash},
    db::{self, Db},
    http::error::{ApiError, ApiJson, ApiResult},
    mail::{self, templates},
    AppState,
};

/// A parent has 30 days to answer.
pub const CONSENT_TTL_MS: i64 = 30 * 24 * 3_600_000;

pub const STATUS_NOT_REQUIRED: &str = "not_required";
pub const STATUS_PENDING: &str = "pending";
pub const STATUS_APPROVED: &str = "approved";

const INVALID: &str = "This consent link is invalid or has expired.";

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(view)).routes(routes!(decide))
}

/// Records a consent request and queues the parent's email, inside the sign-up transaction.
pub async fn request(
    tx: &mut sqlx::Transaction<'_, Any>,
    public_url: &url::Url,
    child_id: &str,
    child_email: &str,
    parent_email: &str,
    relation: &str,
) -> Result<(), sqlx::Error> {
    let now = db::now_ms();
    let token = random_token();
    sqlx::query(
        "INSERT INTO parental_consents (id, child_user_id, parent_email, relation, token_hash, status, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(child_id)
    .bind(parent_email)
    .bind(relation)
    .bind(token_hash(&token))
    .bind(STATUS_PENDING)
    .bind(now)
    .bind(now + CONSENT_TTL_MS)
    .execute(&mut **tx)
    .await?;
    let mut link = public_url.clone();
    link.set_path("/parental-consent");
    link.set_fragment(Some(&format!("token={token}")));
    mail::enqueue(
        &mut **tx,
        &templates::parental_consent(parent_email, child_email, link.as_str()),
    )
    .await
}

#[derive(Deserialize, ToSchema)]
pub struct ConsentTokenRequest {
    token: String,
}

#[derive(Deserialize, ToSchema)]
pub struct DecisionRequest {
    token: String,
    /// approve or decline
    decision: String,
}

/// What the parent is asked to approve.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentView {
    pub child_email: String,
    pub role: String,
    pub birth_date: Option<String>,
    pub user_state: Option<String>,
    pub opt_out_sale: bool,
    pub relation: String,
    pub parent_email: String,
    pub status: String,
    pub requested_at: String,
    pub expires_at: String,
    /// What the product keeps about the child, in plain words.
    pub data_collected: Vec<&'static str>,
}

const DATA_COLLECTED: &[&str] = &[
    "Email address and password (stored as a secure hash)",
    "Date of birth and state, to apply age and privacy rules",
    "Athlete profile details the athlete chooses to add: name, graduation year, school and club, academics (GPA, SAT), height and weight, erg times, a short bio",
    "The list of college programs the athlete saves",
];

struct Pending {
    child_id: String,
    child_email: String,
    parent_email: String,
}

async fn find(db: &Db, token: &str) -> Result<Option<(Pending, ConsentView)>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT c.child_user_id, c.parent_email, c.relation, c.status, c.created_at, c.expires_at,
                u.email, u.role, u.metadata
         FROM parental_consents c JOIN users u ON u.id = c.child_user_id
         WHERE c.token_hash = $1",
    )
    .bind(token_hash(token))
    .fetch_optional(&db.pool)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let expires_at: i64 = row.try_get("expires_at")?;
    let status: String = row.try_get("status")?;
    if status == STATUS_PENDING && expires_at <= db::now_ms() {
        return Ok(None);
    }
    let metadata: String = row.try_get("metadata")?;
    let metadata: super::RegistrationMetadata = serde_json::from_str(&metadata).unwrap_or_default();
    let pending = Pending {
        child_id: row.try_get("child_user_id")?,
        child_email: row.try_get("email")?,
        parent_email: row.try_get("parent_email")?,
    };
    let view = ConsentView {
        child_email: pending.child_email.clone(),
        role: row.try_get("role")?,
        birth_date: metadata.birth_date,
        user_state: metadata.user_state,
        opt_out_sale: metadata.opt_out_sale.unwrap_or(false),
        relation: row.try_get("relation")?,
        parent_email: pending.parent_email.clone(),
        status,
        requested_at: db::ms_to_rfc3339(row.try_get("created_at")?),
        expires_at: db::ms_to_rfc3339(expires_at),
        data_collected: DATA_COLLECTED.to_vec(),
    };
    Ok(Some((pending, view)))
}

fn invalid() -> ApiError {
    ApiError::BadRequest {
        code: "invalid_token",
        message: INVALID.into(),
    }
}

/// Shows the parent what the child signed up for.
#[utoipa::path(post, path = "/api/consent/view", tag = "compliance", request_body = ConsentTokenRequest,
    responses((status = 200, body = ConsentView), (status = 400, body = crate::http::error::ErrorBody)))]
async fn view(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<ConsentTokenRequest>,
) -> ApiResult<axum::Json<ConsentView>> {
    let (_, view) = find(&state.db, &request.token).await?.ok_or_else(invalid)?;
    Ok(axum::Json(view))
}

#[derive(Serialize, ToSchema)]
pub struct DecisionResponse {
    /// approved or declined
    pub status: String,
    pub message: String,
}

/// The parent approves or declines. Declining deletes the child's account and data.
#[utoipa::path(post, path = "/api/consent/decide", tag = "compliance", request_body = DecisionRequest,
    responses((status = 200, body = DecisionResponse), (status = 400, body = crate::http::error::ErrorBody),
              (status = 409, body = crate::http::error::ErrorBody)))]
async fn decide(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    ApiJson(request): ApiJson<DecisionRequest>,
) -> ApiResult<axum::Json<DecisionResponse>> {
    let approve = match request.decision.as_str() {
        "approve" => true,
        "decline" => false,
        _ => return Err(ApiError::validation("decision", "Choose approve or decline")),
    };
    let (pending, view) = find(&state.db, &request.token).await?.ok_or_else(invalid)?;
    if view.status != STATUS_PENDING {
        return Err(ApiError::Conflict {
            code: "already_decided",
            message: format!("This request was already answered ({}).", view.status),
        });
    }
    let ip = addr.ip().to_string();
    let now = db::now_ms();
    let mut tx = state.db.pool.begin().await?;
    // Claim the pending request: of two answers racing, one wins.
    let claimed =
        sqlx::query("UPDATE parental_consents SET status = $1, decided_at = $2 WHERE token_hash = $3 AND status = $4")
            .bind(if approve { STATUS_APPROVED } else { "declined" })
            .bind(now)
            .bind(token_hash(&request.token))
            .bind(STATUS_PENDING)
            .execute(&mut *tx)
            .await?
            .rows_affected();
    if claimed != 1 {
        return Err(ApiError::Conflict {
            code: "already_decided",
            message: "This request was already answered.".into(),
        });
    }
    let details = serde_json::json!({"parent_email": pending.parent_email, "relation": view.relation});
    let (event, status, message) = if approve {
        sqlx::query("UPDATE users SET consent_status = $1, updated_at = $2 WHERE id = $3")
            .bind(STATUS_APPROVED)
            .bind(now)
            .bind(&pending.child_id)
            .execute(&mut *tx)
            .await?;
        mail::enqueue(&mut *tx, &templates::consent_approved(&pending.child_email)).await?;
        (
            log::CONSENT_APPROVED,
            "approved",
            "Thank you. Your consent is recorded and the account is now fully active.",
        )
    } else {
        delete_child(&mut tx, &pending.child_id).await?;
        (
            log::CONSENT_DECLINED,
            "declined",
            "Consent declined. The account and its data have been deleted.",
        )
    };
    log::append(
        &mut *tx,
        Event {
            user_id: Some(&pending.child_id),
            email: &pending.child_email,
            event_type: event,
            details,
            ip: Some(&ip),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(axum::Json(DecisionResponse {
        status: status.into(),
        message: message.into(),
    }))
}

/// Deletes the account; profile, sessions, tokens and the consent request go with it.
async fn delete_child(tx: &mut sqlx::Transaction<'_, Any>, child_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM users WHERE id = $1")
        .bind(child_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Deletes minors whose parent did not answer within 30 days; returns how many.
pub async fn expire_overdue(db: &Db) -> Result<u64, sqlx::Error> {
    let now = db::now_ms();
    let rows = sqlx::query(
        "SELECT c.child_user_id, c.parent_email, u.email FROM parental_consents c JOIN users u ON u.id = c.child_user_id
         WHERE c.status = $1 AND c.expires_at <= $2",
    )
    .bind(STATUS_PENDING)
    .bind(now)
    .fetch_all(&db.pool)
    .await?;
    let mut expired = 0;
    for row in rows {
        let child_id: String = row.try_get("child_user_id")?;
        let email: String = row.try_get("email")?;
        let parent_email: String = row.try_get("parent_email")?;
        let mut tx = db.pool.begin().await?;
        let claimed = sqlx::query(
            "UPDATE parental_consents SET status = 'expired', decided_at = $1 WHERE child_user_id = $2 AND status = $3",
        )
        .bind(now)
        .bind(&child_id)
        .bind(STATUS_PENDING)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if claimed == 1 {
            delete_child(&mut tx, &child_id).await?;
            log::append(
                &mut *tx,
                Event {
                    user_id: Some(&child_id),
                    email: &email,
                    event_type: log::CONSENT_EXPIRED,
                    details: serde_json::json!({"parent_email": parent_email}),
                    ip: None,
                },
            )
            .await?;
            expired += 1;
        }
        tx.commit().await?;
    }
    Ok(expired)
}
