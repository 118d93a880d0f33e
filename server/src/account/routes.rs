//! The account endpoints.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use axum_extra::extract::cookie::CookieJar;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, AccountError, EMAIL_CHANGE_TTL_MS, EMAIL_CHANGE_UNDO_TTL_MS},
    service::{delete_user, export_download},
};
use crate::http::client_address::ClientAddress;
use crate::{
    auth::{
        audit::{Action, Audit},
        service::check_password,
        session::{clear_session_cookies, CurrentUser},
        store::{self as accounts, Role, TokenPurpose},
    },
    compliance::{
        log::{self, Event},
        rules::RegistrationMetadata,
        store as compliance_store,
    },
    db,
    http::error::{ApiError, ApiJson, ApiResult},
    mail::{self, links, templates},
    performance, profiles, recruiting, schools, AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(dashboard))
        .routes(routes!(export))
        .routes(routes!(get_privacy, set_privacy))
        .routes(routes!(delete_account))
        .routes(routes!(request_email_change))
        .routes(routes!(confirm_email_change))
        .routes(routes!(undo_email_change))
        .merge(super::emails::routes())
        .merge(super::children::routes())
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    pub saved_schools: i64,
    /// Views of the profile by college coaches in the last 30 days (one per coach and day).
    pub profile_views: i64,
    /// Unread messages from college coaches (or, for a coach, from athletes).
    pub messages: i64,
    pub completeness: profiles::Completeness,
    /// The latest erg test, the best 2k, and the 2k's change over the last twelve months.
    pub performance: performance::PerformanceSummary,
}

/// The dashboard's figures, all real.
#[utoipa::path(get, path = "/api/dashboard", tag = "account",
    responses((status = 200, body = Dashboard), (status = 401, body = crate::http::error::ErrorBody)))]
async fn dashboard(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<axum::Json<Dashboard>> {
    let saved = schools::store::saved_count(&state.db, &user.id).await?;
    let profile = profiles::load_or_create(&state, &user).await?;
    let performance = performance::summary(&state.db, &user.id, profile.best2k.clone()).await?;
    Ok(axum::Json(Dashboard {
        saved_schools: saved,
        profile_views: recruiting::service::recent_views(&state.db, &user.id, db::now_ms()).await?,
        messages: crate::messaging::service::unread_for(&state, &user).await?,
        completeness: profile.completeness,
        performance,
    }))
}

/// Everything the product holds about the signed-in user, as a JSON download.
#[utoipa::path(get, path = "/api/account/export", tag = "account",
    responses((status = 200, description = "JSON document"), (status = 401, body = crate::http::error::ErrorBody)))]
async fn export(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Response> {
    export_download(&state, &user).await
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
    let metadata = accounts::metadata_of(&state.db.pool, &user.id).await?;
    Ok(axum::Json(PrivacySettings {
        opt_out_sale: RegistrationMetadata::from_stored(&metadata)
            .opt_out_sale
            .unwrap_or(false),
    }))
}

/// Opts out of (or back into) the sale or sharing of personal data; logged.
#[utoipa::path(put, path = "/api/account/privacy", tag = "account", request_body = PrivacyRequest,
    responses((status = 200, body = PrivacySettings), (status = 401, body = crate::http::error::ErrorBody)))]
async fn set_privacy(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    client: ClientAddress,
    ApiJson(request): ApiJson<PrivacyRequest>,
) -> ApiResult<axum::Json<PrivacySettings>> {
    let mut tx = state.db.begin_write().await?;
    let metadata = accounts::metadata_of(&mut *tx, &user.id).await?;
    let metadata = rules::with_opt_out(&metadata, request.opt_out_sale);
    accounts::set_metadata(&mut *tx, &user.id, &metadata, db::now_ms()).await?;
    let event = Event {
        user_id: Some(&user.id),
        email: &user.email,
        event_type: if request.opt_out_sale {
            log::OPTED_OUT_OF_SALE
        } else {
            log::OPTED_IN_TO_SALE
        },
        details: serde_json::json!({"source": "settings"}),
        ip: Some(&client.to_string()),
    };
    log::append(&mut *tx, event).await?;
    tx.commit().await?;
    Ok(axum::Json(PrivacySettings {
        opt_out_sale: request.opt_out_sale,
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordConfirmation {
    password: Option<String>,
}

/// Deletes the account and all its data, after the password is confirmed; every session ends.
#[utoipa::path(post, path = "/api/account/delete", tag = "account", request_body = PasswordConfirmation,
    responses((status = 204), (status = 401, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
async fn delete_account(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    client: ClientAddress,
    audit: Audit,
    jar: CookieJar,
    ApiJson(request): ApiJson<PasswordConfirmation>,
) -> ApiResult<Response> {
    if let Err(error) = check_password(&state, &user, request.password).await {
        return Err(audit.failure(Action::AccountDeletion, Some(&user.id), error));
    }
    delete_user(
        &state,
        &user.id,
        &user.email,
        "account holder",
        Some(&client.to_string()),
    )
    .await?;
    audit.success(Action::AccountDeletion, Some(&user.id));
    Ok((clear_session_cookies(jar, &state), http::StatusCode::NO_CONTENT).into_response())
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailChangeRequest {
    new_email: Option<String>,
    password: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Message {
    pub message: String,
}

/// Sends a confirmation link to the new address; the email changes when it is followed.
#[utoipa::path(post, path = "/api/account/email", tag = "account", request_body = EmailChangeRequest,
    responses((status = 200, body = Message), (status = 422, body = crate::http::error::ErrorBody)))]
async fn request_email_change(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    audit: Audit,
    ApiJson(request): ApiJson<EmailChangeRequest>,
) -> ApiResult<axum::Json<Message>> {
    let new_email = rules::new_email(request.new_email, &user.email)?;
    if let Err(error) = check_password(&state, &user, request.password).await {
        return Err(audit.failure(Action::EmailChangeRequest, Some(&user.id), error));
    }
    let mut tx = state.db.begin_write().await?;
    let token = accounts::issue_one_time_with(
        &mut tx,
        &user.id,
        TokenPurpose::EmailChange,
        EMAIL_CHANGE_TTL_MS,
        Some(new_email.as_str()),
    )
    .await?;
    let link = links::link(&state, "/settings/confirm-email", Some(&token));
    mail::enqueue(&mut *tx, &templates::confirm_email_change(new_email.as_str(), &link)).await?;
    tx.commit().await?;
    audit.success(Action::EmailChangeRequest, Some(&user.id));
    Ok(axum::Json(Message {
        message: format!("We sent a confirmation link to {new_email}. Your email changes when you follow it."),
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenBody {
    token: String,
}

/// Follows the link sent to the new address. The old address is told, with a link that undoes
/// the change for 7 days.
#[utoipa::path(post, path = "/api/account/email/confirm", tag = "account", request_body = TokenBody,
    responses((status = 200, body = Message), (status = 400, body = crate::http::error::ErrorBody)))]
async fn confirm_email_change(
    State(state): State<AppState>,
    audit: Audit,
    ApiJson(request): ApiJson<TokenBody>,
) -> ApiResult<axum::Json<Message>> {
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let used = accounts::consume_one_time_with(&mut tx, &request.token, TokenPurpose::EmailChange).await?;
    let Some((user_id, new_email)) = used.and_then(|used| Some((used.user_id, used.payload?))) else {
        return Err(audit.failure(Action::EmailChangeConfirm, None, AccountError::InvalidEmailLink));
    };
    let account = accounts::find_user_by_id(&mut *tx, &user_id)
        .await?
        .ok_or(AccountError::InvalidEmailLink)?;
    let old_email = account.email;
    if account.role == Role::Parent {
        // The consents given from the old address stay with the account, not with the address.
        compliance_store::claim_approved(&mut *tx, &user_id, &old_email, None).await?;
    }
    if !accounts::set_email(&mut tx, &user_id, &new_email, now).await? {
        return Err(audit.failure(
            Action::EmailChangeConfirm,
            Some(&user_id),
            AccountError::EmailUnavailable,
        ));
    }
    profiles::store::set_email(&mut *tx, &user_id, &new_email).await?;
    let undo = accounts::add_one_time(
        &mut tx,
        &user_id,
        TokenPurpose::EmailChangeUndo,
        EMAIL_CHANGE_UNDO_TTL_MS,
        Some(&old_email),
    )
    .await?;
    let link = links::link(&state, "/settings/undo-email-change", Some(&undo));
    mail::enqueue(&mut *tx, &templates::email_changed(&old_email, &new_email, &link)).await?;
    tx.commit().await?;
    audit.success(Action::EmailChangeConfirm, Some(&user_id));
    Ok(axum::Json(Message {
        message: format!("Your email address is now {new_email}."),
    }))
}

/// Follows the link sent to the old address after an email change: the old address comes back,
/// every session of the account ends and every pending link stops working. Whoever made the
/// change knew the password, so the answer tells the owner to reset it.
#[utoipa::path(post, path = "/api/account/email/undo", tag = "account", request_body = TokenBody,
    responses((status = 200, body = Message), (status = 400, body = crate::http::error::ErrorBody),
              (status = 409, body = crate::http::error::ErrorBody)))]
async fn undo_email_change(
    State(state): State<AppState>,
    audit: Audit,
    jar: CookieJar,
    ApiJson(request): ApiJson<TokenBody>,
) -> ApiResult<Response> {
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let used = accounts::consume_one_time_with(&mut tx, &request.token, TokenPurpose::EmailChangeUndo).await?;
    let Some((user_id, old_email)) = used.and_then(|used| Some((used.user_id, used.payload?))) else {
        return Err(audit.failure(Action::EmailChangeUndo, None, AccountError::InvalidUndoLink));
    };
    if !accounts::set_email(&mut tx, &user_id, &old_email, now).await? {
        return Err(audit.failure(Action::EmailChangeUndo, Some(&user_id), AccountError::EmailUnavailable));
    }
    profiles::store::set_email(&mut *tx, &user_id, &old_email).await?;
    accounts::revoke_user_sessions(&mut tx, &user_id, None).await?;
    accounts::void_one_time_tokens(&mut *tx, &user_id, None, now).await?;
    tx.commit().await?;
    audit.success(Action::EmailChangeUndo, Some(&user_id));
    let body = axum::Json(Message {
        message: format!(
            "Your email address is {old_email} again, and every session of your account has been signed out. \
Whoever changed it knew your password: reset your password now."
        ),
    });
    Ok((clear_session_cookies(jar, &state), body).into_response())
}

impl From<AccountError> for ApiError {
    fn from(error: AccountError) -> Self {
        let message = error.to_string();
        match error {
            AccountError::Field(field) => field.into(),
            AccountError::InvalidEmailLink | AccountError::InvalidUndoLink => ApiError::BadRequest {
                code: "invalid_token",
                message,
            },
            AccountError::EmailUnavailable => ApiError::Conflict {
                code: "email_unavailable",
                message,
            },
            AccountError::InvalidUnsubscribeLink => ApiError::BadRequest {
                code: "invalid_link",
                message,
            },
            AccountError::NoSuchEmail => ApiError::NotFound(message),
            AccountError::Internal(error) => ApiError::Internal(error),
        }
    }
}
