//! The signed-in user's own account: dashboard figures, email change, the sale opt-out,
//! a download of everything held about them, and deletion.

use axum::{
    extract::{ConnectInfo, State},
    http::header,
    response::{IntoResponse, Response},
};
use axum_extra::extract::cookie::CookieJar;
use serde::{Deserialize, Serialize};
use sqlx::Row as _;
use std::net::SocketAddr;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::{password, session::clear_session_cookies, session::CurrentUser, store},
    compliance::log::{self, Event},
    db,
    email::EmailAddress,
    http::error::{ApiError, ApiJson, ApiResult},
    mail::{self, templates},
    profiles, AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(dashboard))
        .routes(routes!(export))
        .routes(routes!(get_privacy, set_privacy))
        .routes(routes!(delete_account))
        .routes(routes!(request_email_change))
        .routes(routes!(confirm_email_change))
}

const PURPOSE_EMAIL_CHANGE: &str = "email_change";
const EMAIL_CHANGE_TTL_MS: i64 = 24 * 3_600_000;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    pub saved_schools: i64,
    /// Views of the profile by coaches; no coach can view profiles yet, so 0.
    pub profile_views: i64,
    /// Messages received; messaging does not exist yet, so 0.
    pub messages: i64,
    pub completeness: profiles::Completeness,
}

/// The dashboard's figures, all real.
#[utoipa::path(get, path = "/api/dashboard", tag = "account",
    responses((status = 200, body = Dashboard), (status = 401, body = crate::http::error::ErrorBody)))]
async fn dashboard(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<axum::Json<Dashboard>> {
    let saved: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM saved_schools WHERE user_id = $1")
        .bind(&user.id)
        .fetch_one(&state.db.pool)
        .await?;
    let profile = profiles::load_or_create(&state.db, &user).await?;
    Ok(axum::Json(Dashboard {
        saved_schools: saved,
        profile_views: 0,
        messages: 0,
        completeness: profile.completeness,
    }))
}

/// Everything the product holds about the signed-in user, as a JSON download.
#[utoipa::path(get, path = "/api/account/export", tag = "account",
    responses((status = 200, description = "JSON document"), (status = 401, body = crate::http::error::ErrorBody)))]
async fn export(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Response> {
    let account = sqlx::query(
        "SELECT id, email, role, metadata, consent_status, coach_status, email_confirmed_at, created_at FROM users WHERE id = $1",
    )
    .bind(&user.id)
    .fetch_one(&state.db.pool)
    .await?;
    let metadata: String = account.try_get("metadata")?;
    let profile = profiles::load_or_create(&state.db, &user).await?;
    let saved = sqlx::query(
        "SELECT s.id, s.name, v.notes, v.created_at FROM saved_schools v JOIN schools s ON s.id = v.school_id
         WHERE v.user_id = $1 ORDER BY v.created_at",
    )
    .bind(&user.id)
    .fetch_all(&state.db.pool)
    .await?
    .iter()
    .map(|r| {
        Ok(serde_json::json!({
            "schoolId": r.try_get::<String, _>("id")?, "name": r.try_get::<String, _>("name")?,
            "notes": r.try_get::<Option<String>, _>("notes")?,
            "savedAt": db::ms_to_rfc3339(r.try_get("created_at")?),
        }))
    })
    .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let events = sqlx::query(
        "SELECT event_type, details, rule_version, created_at FROM compliance_log WHERE user_id = $1 ORDER BY created_at",
    )
    .bind(&user.id)
    .fetch_all(&state.db.pool)
    .await?
    .iter()
    .map(|r| {
        let details: String = r.try_get("details")?;
        Ok(serde_json::json!({
            "eventType": r.try_get::<String, _>("event_type")?,
            "details": serde_json::from_str::<serde_json::Value>(&details).unwrap_or_default(),
            "ruleVersion": r.try_get::<String, _>("rule_version")?,
            "at": db::ms_to_rfc3339(r.try_get("created_at")?),
        }))
    })
    .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let document = serde_json::json!({
        "exportedAt": db::ms_to_rfc3339(db::now_ms()),
        "account": {
            "id": user.id, "email": user.email, "role": user.role,
            "registration": serde_json::from_str::<serde_json::Value>(&metadata).unwrap_or_default(),
            "parentalConsent": account.try_get::<String, _>("consent_status")?,
            "coachVerification": account.try_get::<Option<String>, _>("coach_status")?,
            "emailConfirmedAt": account.try_get::<Option<i64>, _>("email_confirmed_at")?.map(db::ms_to_rfc3339),
            "createdAt": db::ms_to_rfc3339(account.try_get("created_at")?),
        },
        "profile": profile,
        "savedSchools": saved,
        "complianceEvents": events,
    });
    Ok((
        [
            (header::CONTENT_TYPE, "application/json"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"rowrecruit-my-data.json\"",
            ),
        ],
        serde_json::to_string_pretty(&document).map_err(anyhow::Error::from)?,
    )
        .into_response())
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PrivacyRequest {
    opt_out_sale: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PrivacySettings {
    pub opt_out_sale: bool,
}

/// The signed-in user's privacy choices.
#[utoipa::path(get, path = "/api/account/privacy", tag = "account",
    responses((status = 200, body = PrivacySettings), (status = 401, body = crate::http::error::ErrorBody)))]
async fn get_privacy(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<axum::Json<PrivacySettings>> {
    let metadata: String = sqlx::query_scalar("SELECT metadata FROM users WHERE id = $1")
        .bind(&user.id)
        .fetch_one(&state.db.pool)
        .await?;
    let metadata: serde_json::Value = serde_json::from_str(&metadata).unwrap_or_default();
    Ok(axum::Json(PrivacySettings {
        opt_out_sale: metadata["opt_out_sale"].as_bool().unwrap_or(false),
    }))
}

/// Opts out of (or back into) the sale or sharing of personal data; logged.
#[utoipa::path(put, path = "/api/account/privacy", tag = "account", request_body = PrivacyRequest,
    responses((status = 200, body = PrivacySettings), (status = 401, body = crate::http::error::ErrorBody)))]
async fn set_privacy(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    ApiJson(request): ApiJson<PrivacyRequest>,
) -> ApiResult<axum::Json<PrivacySettings>> {
    let metadata: String = sqlx::query_scalar("SELECT metadata FROM users WHERE id = $1")
        .bind(&user.id)
        .fetch_one(&state.db.pool)
        .await?;
    let mut metadata: serde_json::Value = serde_json::from_str(&metadata).unwrap_or_else(|_| serde_json::json!({}));
    metadata["opt_out_sale"] = serde_json::Value::Bool(request.opt_out_sale);
    let mut tx = state.db.pool.begin().await?;
    sqlx::query("UPDATE users SET metadata = $1, updated_at = $2 WHERE id = $3")
        .bind(metadata.to_string())
        .bind(db::now_ms())
        .bind(&user.id)
        .execute(&mut *tx)
        .await?;
    let event = Event {
        user_id: Some(&user.id),
        email: &user.email,
        event_type: if request.opt_out_sale {
            log::OPTED_OUT_OF_SALE
        } else {
            log::OPTED_IN_TO_SALE
        },
        details: serde_json::json!({"source": "settings"}),
        ip: Some(&addr.ip().to_string()),
    };
    log::append(&mut *tx, event).await?;
    tx.commit().await?;
    Ok(axum::Json(PrivacySettings {
        opt_out_sale: request.opt_out_sale,
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct PasswordConfirmation {
    password: Option<String>,
}

async fn check_password(state: &AppState, user: &store::SessionUser, password: Option<String>) -> ApiResult<()> {
    let password = password.filter(|p| !p.is_empty()).unwrap_or_default();
    let stored = store::find_user_by_email(&state.db, &user.email)
        .await?
        .map(|u| u.password_hash);
    if password.is_empty() || !password::verify(password, stored).await? {
        return Err(ApiError::validation("password", "Password is incorrect"));
    }
    Ok(())
}

/// Deletes the account and all its data, after the password is confirmed; every session ends.
#[utoipa::path(post, path = "/api/account/delete", tag = "account", request_body = PasswordConfirmation,
    responses((status = 204), (status = 401, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
async fn delete_account(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    jar: CookieJar,
    ApiJson(request): ApiJson<PasswordConfirmation>,
) -> ApiResult<Response> {
    check_password(&state, &user, request.password).await?;
    delete_user(
        &state,
        &user.id,
        &user.email,
        "account holder",
        Some(&addr.ip().to_string()),
    )
    .await?;
    Ok((clear_session_cookies(jar), http::StatusCode::NO_CONTENT).into_response())
}

/// Removes a user and everything that cascades from it; the deletion itself is logged.
pub async fn delete_user(
    state: &AppState,
    user_id: &str,
    email: &str,
    requested_by: &str,
    ip: Option<&str>,
) -> ApiResult<()> {
    let mut tx = state.db.pool.begin().await?;
    sqlx::query("DELETE FROM users WHERE id = $1")
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
    let event = Event {
        user_id: Some(user_id),
        email,
        event_type: log::ACCOUNT_DELETED,
        details: serde_json::json!({"requested_by": requested_by}),
        ip,
    };
    log::append(&mut *tx, event).await?;
    mail::enqueue(&mut *tx, &templates::account_deleted(email)).await?;
    tx.commit().await?;
    Ok(())
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailChangeRequest {
    new_email: Option<String>,
    password: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Message {
    pub message: String,
}

/// Sends a confirmation link to the new address; the email changes when it is followed.
#[utoipa::path(post, path = "/api/account/email", tag = "account", request_body = EmailChangeRequest,
    responses((status = 200, body = Message), (status = 422, body = crate::http::error::ErrorBody)))]
async fn request_email_change(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(request): ApiJson<EmailChangeRequest>,
) -> ApiResult<axum::Json<Message>> {
    let new_email = request
        .new_email
        .filter(|e| !e.trim().is_empty())
        .ok_or_else(|| ApiError::validation("newEmail", "Please enter your new email address"))?;
    let new_email = EmailAddress::parse(&new_email).map_err(|m| ApiError::validation("newEmail", m))?;
    if new_email.as_str() == user.email {
        return Err(ApiError::validation("newEmail", "This is already your email address"));
    }
    check_password(&state, &user, request.password).await?;
    let mut tx = state.db.pool.begin().await?;
    let token = store::issue_one_time(&mut tx, &user.id, PURPOSE_EMAIL_CHANGE, EMAIL_CHANGE_TTL_MS).await?;
    sqlx::query("UPDATE one_time_tokens SET payload = $1 WHERE token_hash = $2")
        .bind(new_email.as_str())
        .bind(crate::auth::tokens::token_hash(&token))
        .execute(&mut *tx)
        .await?;
    let mut link = state.config.public_url.clone();
    link.set_path("/settings/confirm-email");
    link.set_fragment(Some(&format!("token={token}")));
    mail::enqueue(
        &mut *tx,
        &templates::confirm_email_change(new_email.as_str(), link.as_str()),
    )
    .await?;
    tx.commit().await?;
    Ok(axum::Json(Message {
        message: format!("We sent a confirmation link to {new_email}. Your email changes when you follow it."),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct TokenBody {
    token: String,
}

/// Follows the link sent to the new address.
#[utoipa::path(post, path = "/api/account/email/confirm", tag = "account", request_body = TokenBody,
    responses((status = 200, body = Message), (status = 400, body = crate::http::error::ErrorBody)))]
async fn confirm_email_change(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<TokenBody>,
) -> ApiResult<axum::Json<Message>> {
    let invalid = || ApiError::BadRequest {
        code: "invalid_token",
        message: "This confirmation link is invalid or has expired. Request the change again from Settings.".into(),
    };
    let mut tx = state.db.pool.begin().await?;
    let now = db::now_ms();
    let row = sqlx::query(
        "UPDATE one_time_tokens SET used_at = $1
         WHERE token_hash = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $1
         RETURNING user_id, payload",
    )
    .bind(now)
    .bind(crate::auth::tokens::token_hash(&request.token))
    .bind(PURPOSE_EMAIL_CHANGE)
    .fetch_optional(&mut *tx)
    .await?
    .ok_or_else(invalid)?;
    let user_id: String = row.try_get("user_id")?;
    let new_email: String = row.try_get::<Option<String>, _>("payload")?.ok_or_else(invalid)?;
    let updated = sqlx::query("UPDATE users SET email = $1, updated_at = $2 WHERE id = $3")
        .bind(&new_email)
        .bind(now)
        .bind(&user_id)
        .execute(&mut *tx)
        .await;
    match updated {
        Err(e) if db::is_unique_violation(&e) => {
            return Err(ApiError::Conflict {
                code: "email_unavailable",
                message: "This email address cannot be used for your account.".into(),
            })
        }
        other => other?,
    };
    sqlx::query("UPDATE profiles SET email = $1 WHERE id = $2")
        .bind(&new_email)
        .bind(&user_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(axum::Json(Message {
        message: format!("Your email address is now {new_email}."),
    }))
}
