//! Accounts and sessions: sign-up with email confirmation, sign-in, refresh with rotation and
//! reuse detection, global sign-out, password recovery and change.
//!
//! Sign-up, resend and recovery answer the same whether or not the address is registered.

pub mod password;
pub mod session;
pub mod store;
pub mod tokens;

use std::net::SocketAddr;

use axum::{
    extract::{ConnectInfo, State},
    http::StatusCode,
    response::{IntoResponse, Response},
};
use axum_extra::extract::cookie::CookieJar;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    compliance::{self, consent, log as compliance_log, RegistrationMetadata, VerifiedRegistration},
    db,
    email::EmailAddress,
    http::error::{ApiError, ApiJson, ApiResult},
    mail::{self, templates},
    AppState,
};
use session::{
    clear_session_cookies, session_cookies, MaybeUser, UserOrRecovery, ACCESS_TTL_MS, BROWSER_SESSION_TTL_MS,
    RECOVERY_TTL_MS, REFRESH_COOKIE, REMEMBER_TTL_MS,
};
use store::{Refresh, Role, SessionUser};

/// A confirmation link works for 24 hours, a recovery link for 1 hour.
pub const CONFIRM_TTL_MS: i64 = 24 * 3_600_000;
pub const RECOVERY_LINK_TTL_MS: i64 = 3_600_000;

const REQUIRED: &str = "Email and password are required";
const INVALID_CREDENTIALS: &str = "Invalid login credentials";
const CHECK_EMAIL: &str = "Check your email for a confirmation link.";
const RECOVERY_SENT: &str = "If an account exists for this email, a password reset link has been sent.";
const INVALID_LINK: &str = "This password reset link is invalid or has expired. Please request a new one.";

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sign_up))
        .routes(routes!(confirm))
        .routes(routes!(resend))
        .routes(routes!(sign_in))
        .routes(routes!(refresh))
        .routes(routes!(sign_out))
        .routes(routes!(get_session))
        .routes(routes!(recover))
        .routes(routes!(verify_recovery))
        .routes(routes!(update_user))
}

// ---- wire types ----

/// The signed-in user as the client sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    pub id: String,
    pub email: String,
    pub role: Role,
    pub email_confirmed_at: Option<String>,
    /// When a password-recovery email was last sent.
    pub recovery_sent_at: Option<String>,
    /// Parental consent of a minor: not_required, pending or approved.
    pub parental_consent: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    /// When the access token expires; the client refreshes before then.
    pub expires_at: String,
    /// A recovery session only allows choosing a new password.
    pub recovery: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionResponse {
    pub user: Option<UserView>,
    pub session: Option<SessionView>,
    /// True when there is no valid access token but a refresh cookie is present.
    pub can_refresh: bool,
}

#[derive(Serialize, ToSchema)]
pub struct MessageResponse {
    pub message: String,
}

impl SessionResponse {
    fn of(user: &SessionUser, access_expires_at: i64) -> Self {
        SessionResponse {
            user: Some(user_view(user)),
            session: Some(SessionView {
                expires_at: db::ms_to_rfc3339(access_expires_at),
                recovery: user.is_recovery(),
            }),
            can_refresh: false,
        }
    }
}

fn user_view(user: &SessionUser) -> UserView {
    UserView {
        id: user.id.clone(),
        email: user.email.clone(),
        role: user.role,
        email_confirmed_at: user.email_confirmed_at.map(db::ms_to_rfc3339),
        recovery_sent_at: user.recovery_sent_at.map(db::ms_to_rfc3339),
        parental_consent: user.consent_status.clone(),
    }
}

#[derive(Deserialize, ToSchema)]
pub struct SignUpRequest {
    email: Option<String>,
    password: Option<String>,
    #[serde(default)]
    data: RegistrationMetadata,
}

#[derive(Deserialize, ToSchema)]
pub struct SignInRequest {
    email: Option<String>,
    password: Option<String>,
    /// Keep the session for 30 days instead of until the browser closes.
    #[serde(default)]
    remember: bool,
}

#[derive(Deserialize, ToSchema)]
pub struct EmailRequest {
    email: Option<String>,
}

#[derive(Deserialize, ToSchema)]
pub struct TokenRequest {
    token: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpdateUserRequest {
    password: Option<String>,
    /// Required outside a recovery session.
    current_password: Option<String>,
}

// ---- helpers ----

fn credentials(email: Option<String>, password: Option<String>) -> ApiResult<(EmailAddress, String)> {
    let email = email.filter(|e| !e.trim().is_empty());
    let password = password.filter(|p| !p.is_empty());
    let (Some(email), Some(password)) = (email, password) else {
        return Err(ApiError::Validation {
            message: REQUIRED.into(),
            fields: Default::default(),
        });
    };
    let email = EmailAddress::parse(&email).map_err(|m| ApiError::validation("email", m))?;
    Ok((email, password))
}

fn required_email(email: Option<String>) -> ApiResult<EmailAddress> {
    let email = email
        .filter(|e| !e.trim().is_empty())
        .ok_or_else(|| ApiError::validation("email", "Email is required"))?;
    EmailAddress::parse(&email).map_err(|m| ApiError::validation("email", m))
}

fn check_strength(password: &str, email: &str) -> ApiResult<()> {
    let reasons = password::weaknesses(password, email);
    if reasons.is_empty() {
        Ok(())
    } else {
        Err(ApiError::WeakPassword(reasons))
    }
}

fn link(state: &AppState, path: &str, token: Option<&str>) -> String {
    let mut url = state.config.public_url.clone();
    url.set_path(path);
    if let Some(token) = token {
        // In the fragment, so the token never reaches a server log or a Referer header.
        url.set_fragment(Some(&format!("token={token}")));
    }
    url.to_string()
}

fn ip(addr: &SocketAddr) -> String {
    addr.ip().to_string()
}

/// Runs work whose cost depends on whether an account exists after answering, so the answer's
/// timing says nothing about the address.
fn after_answer<F>(work: F)
where
    F: std::future::Future<Output = Result<(), ApiError>> + Send + 'static,
{
    tokio::spawn(async move {
        if let Err(error) = work.await {
            tracing::error!(?error, "background account work failed");
        }
    });
}

async fn issue_session(
    state: &AppState,
    jar: CookieJar,
    user_id: &str,
    kind: &str,
    remember: bool,
) -> ApiResult<(CookieJar, SessionResponse)> {
    let ttl = match (kind, remember) {
        (store::KIND_RECOVERY, _) => RECOVERY_TTL_MS,
        (_, true) => REMEMBER_TTL_MS,
        (_, false) => BROWSER_SESSION_TTL_MS,
    };
    let (user, refresh) = store::create_session(&state.db, user_id, kind, remember, ttl).await?;
    Ok(with_tokens(state, jar, &user, refresh))
}

fn with_tokens(state: &AppState, jar: CookieJar, user: &SessionUser, refresh: String) -> (CookieJar, SessionResponse) {
    let expires_at = (db::now_ms() + ACCESS_TTL_MS).min(user.session_expires_at);
    let access = tokens::sign_access(
        &tokens::AccessClaims {
            sid: user.session_id.clone(),
            uid: user.id.clone(),
            exp: expires_at,
        },
        state.config.secret_key.expose(),
    );
    let jar = session_cookies(jar, state, access, refresh, user.remember);
    (jar, SessionResponse::of(user, expires_at))
}

// ---- handlers ----

/// Creates an account and emails a confirmation link (to `/welcome`). Every age, state and
/// consent rule is checked here, whatever the client decided. Answers the same for a
/// registered address, which gets an informative email instead.
#[utoipa::path(post, path = "/api/auth/signup", tag = "auth", request_body = SignUpRequest,
    responses((status = 200, body = MessageResponse), (status = 422, body = crate::http::error::ErrorBody),
              (status = 429, body = crate::http::error::ErrorBody)))]
async fn sign_up(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    ApiJson(request): ApiJson<SignUpRequest>,
) -> ApiResult<axum::Json<MessageResponse>> {
    let (email, password) = credentials(request.email, request.password)?;
    state.rate_limits.sign_up.check(&ip(&addr), email.as_str())?;
    check_strength(&password, email.as_str())?;
    let role = match request.data.role.as_deref() {
        None | Some("") | Some("student") => Role::Student,
        Some("parent") => Role::Parent,
        Some("coach") => Role::Coach,
        Some(_) => return Err(ApiError::validation("role", "Choose student, parent or coach")),
    };
    let now = db::ms_to_rfc3339(db::now_ms());
    let mut verified = match compliance::verify_registration(&request.data, &email, db::today_utc(), &now) {
        Ok(verified) => verified,
        Err(error) => {
            log_refused_age(&state, &email, &request.data, &error, &ip(&addr)).await?;
            return Err(error);
        }
    };
    verified.metadata.role = Some(role.as_str().into());

    // Both paths hash the password, so they take the same time.
    let hash = password::hash(password).await?;
    let existing = store::find_user_by_email(&state.db, email.as_str()).await?;
    if existing.is_some() {
        let notice = templates::already_registered(
            email.as_str(),
            &link(&state, "/login", None),
            &link(&state, "/forgot-password", None),
        );
        mail::enqueue(&state.db.pool, &notice).await?;
    } else {
        create_account(&state, &email, &hash, role, &verified, &ip(&addr)).await?;
    }
    Ok(axum::Json(MessageResponse {
        message: CHECK_EMAIL.into(),
    }))
}

/// An age refusal is itself an age verification event, kept without an account.
async fn log_refused_age(
    state: &AppState,
    email: &EmailAddress,
    data: &RegistrationMetadata,
    error: &ApiError,
    ip: &str,
) -> ApiResult<()> {
    if let ApiError::Validation { fields, message } = error {
        if fields.contains_key("birth_date") {
            let event = compliance_log::Event {
                user_id: None,
                email: email.as_str(),
                event_type: compliance_log::AGE_REFUSED,
                details: serde_json::json!({"birth_date": data.birth_date, "user_state": data.user_state, "reason": message}),
                ip: Some(ip),
            };
            compliance_log::append(&state.db.pool, event).await?;
        }
    }
    Ok(())
}

async fn create_account(
    state: &AppState,
    email: &EmailAddress,
    hash: &str,
    role: Role,
    verified: &VerifiedRegistration,
    ip: &str,
) -> ApiResult<()> {
    let now = db::now_ms();
    let id = uuid::Uuid::new_v4().to_string();
    let consent_status = match verified.parent {
        Some(_) => consent::STATUS_PENDING,
        None => consent::STATUS_NOT_REQUIRED,
    };
    let mut tx = state.db.pool.begin().await?;
    let inserted = sqlx::query(
        "INSERT INTO users (id, email, password_hash, role, metadata, consent_status, coach_status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
    )
    .bind(&id)
    .bind(email.as_str())
    .bind(hash)
    .bind(role.as_str())
    .bind(serde_json::to_string(&verified.metadata).map_err(anyhow::Error::from)?)
    .bind(consent_status)
    .bind((role == Role::Coach).then_some("pending"))
    .bind(now)
    .execute(&mut *tx)
    .await;
    match inserted {
        // Two sign-ups racing for one address: the loser is told what the winner is told.
        Err(e) if db::is_unique_violation(&e) => return Ok(()),
        other => other?,
    };
    let token = store::issue_one_time(&mut tx, &id, store::PURPOSE_CONFIRM, CONFIRM_TTL_MS).await?;
    mail::enqueue(
        &mut *tx,
        &templates::confirm_account(email.as_str(), &link(state, "/welcome", Some(&token))),
    )
    .await?;
    for (event_type, details) in compliance_events(verified) {
        let event = compliance_log::Event {
            user_id: Some(&id),
            email: email.as_str(),
            event_type,
            details,
            ip: Some(ip),
        };
        compliance_log::append(&mut *tx, event).await?;
    }
    if let Some((parent_email, relation)) = &verified.parent {
        consent::request(
            &mut tx,
            &state.config.public_url,
            &id,
            email.as_str(),
            parent_email.as_str(),
            relation,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// The compliance events of a new account: its age verification, and each notice, opt-out
/// and consent request that came with it.
fn compliance_events(verified: &VerifiedRegistration) -> Vec<(&'static str, serde_json::Value)> {
    let a = &verified.assessment;
    let mut events = vec![(
        compliance_log::AGE_VERIFIED,
        serde_json::json!({
            "birth_date": verified.metadata.birth_date, "age": a.age, "age_group": a.age_group,
            "user_state": verified.state, "min_age": a.min_age, "parental_consent_age": a.parental_consent_age,
            "needs_parental_consent": a.needs_parental_consent, "state_privacy_required": a.state_privacy_required,
        }),
    )];
    if verified.metadata.privacy_notice_accepted_at.is_some() {
        events.push((
            compliance_log::NOTICE_ACCEPTED,
            serde_json::json!({"user_state": verified.state}),
        ));
    }
    if verified.metadata.opt_out_sale == Some(true) {
        events.push((
            compliance_log::OPTED_OUT_OF_SALE,
            serde_json::json!({"user_state": verified.state}),
        ));
    }
    if let Some((parent_email, relation)) = &verified.parent {
        events.push((
            compliance_log::CONSENT_REQUESTED,
            serde_json::json!({"parent_email": parent_email.as_str(), "relation": relation}),
        ));
    }
    events
}

/// Confirms an email address from the link's token and creates the profile.
#[utoipa::path(post, path = "/api/auth/confirm", tag = "auth", request_body = TokenRequest,
    responses((status = 200, body = MessageResponse), (status = 400, body = crate::http::error::ErrorBody)))]
async fn confirm(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<TokenRequest>,
) -> ApiResult<axum::Json<MessageResponse>> {
    let now = db::now_ms();
    let mut tx = state.db.pool.begin().await?;
    let Some(user_id) = store::consume_one_time(&mut tx, &request.token, store::PURPOSE_CONFIRM).await? else {
        return Err(ApiError::BadRequest {
            code: "invalid_token",
            message: "This confirmation link is invalid or has expired. Ask for a new one to be sent.".into(),
        });
    };
    sqlx::query(
        "UPDATE users SET email_confirmed_at = $1, updated_at = $1 WHERE id = $2 AND email_confirmed_at IS NULL",
    )
    .bind(now)
    .bind(&user_id)
    .execute(&mut *tx)
    .await?;
    // The profile row (id, email, role) exists from confirmation on.
    sqlx::query(
        "INSERT INTO profiles (id, email, user_role, created_at, updated_at)
         SELECT id, email, role, $1, $1 FROM users WHERE id = $2
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(now)
    .bind(&user_id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(axum::Json(MessageResponse {
        message: "Your email is confirmed. You can now sign in.".into(),
    }))
}

/// Sends a new confirmation link to an unconfirmed account; answers the same for any address.
#[utoipa::path(post, path = "/api/auth/resend", tag = "auth", request_body = EmailRequest,
    responses((status = 200, body = MessageResponse), (status = 429, body = crate::http::error::ErrorBody)))]
async fn resend(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    ApiJson(request): ApiJson<EmailRequest>,
) -> ApiResult<axum::Json<MessageResponse>> {
    let email = required_email(request.email)?;
    state.rate_limits.resend.check(&ip(&addr), email.as_str())?;
    let work_state = state.clone();
    after_answer(async move {
        let state = work_state;
        if let Some(user) = store::find_user_by_email(&state.db, email.as_str()).await? {
            if user.email_confirmed_at.is_none() && user.disabled_at.is_none() {
                let mut tx = state.db.pool.begin().await?;
                let token = store::issue_one_time(&mut tx, &user.id, store::PURPOSE_CONFIRM, CONFIRM_TTL_MS).await?;
                mail::enqueue(
                    &mut *tx,
                    &templates::confirm_account(&user.email, &link(&state, "/welcome", Some(&token))),
                )
                .await?;
                tx.commit().await?;
            }
        }
        Ok(())
    });
    Ok(axum::Json(MessageResponse {
        message: CHECK_EMAIL.into(),
    }))
}

/// Signs in with email and password; sets the session cookies.
#[utoipa::path(post, path = "/api/auth/login", tag = "auth", request_body = SignInRequest,
    responses((status = 200, body = SessionResponse), (status = 400, body = crate::http::error::ErrorBody),
              (status = 403, description = "Email not confirmed, or account disabled", body = crate::http::error::ErrorBody),
              (status = 429, body = crate::http::error::ErrorBody)))]
async fn sign_in(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    jar: CookieJar,
    ApiJson(request): ApiJson<SignInRequest>,
) -> ApiResult<Response> {
    let (email, password) = credentials(request.email, request.password)?;
    state.rate_limits.sign_in.check(&ip(&addr), email.as_str())?;
    let user = store::find_user_by_email(&state.db, email.as_str()).await?;
    let matches = password::verify(password, user.as_ref().map(|u| u.password_hash.clone())).await?;
    let user = match user {
        Some(user) if matches => user,
        _ => {
            return Err(ApiError::BadRequest {
                code: "invalid_credentials",
                message: INVALID_CREDENTIALS.into(),
            })
        }
    };
    // Only someone who knows the password learns these states.
    if user.disabled_at.is_some() {
        return Err(ApiError::Forbidden {
            code: "account_disabled",
            message: "This account has been disabled. Contact support@rowrecruit.com.".into(),
        });
    }
    if user.email_confirmed_at.is_none() {
        return Err(ApiError::Forbidden {
            code: "email_not_confirmed",
            message: "Please confirm your email address before signing in. Check your inbox for the confirmation link, or send it again.".into(),
        });
    }
    let (jar, body) = issue_session(&state, jar, &user.id, store::KIND_PASSWORD, request.remember).await?;
    Ok((jar, axum::Json(body)).into_response())
}

/// Exchanges the refresh cookie for new tokens. A refresh token used twice ends its session.
#[utoipa::path(post, path = "/api/auth/refresh", tag = "auth",
    responses((status = 200, body = SessionResponse), (status = 401, body = crate::http::error::ErrorBody)))]
async fn refresh(State(state): State<AppState>, jar: CookieJar) -> ApiResult<Response> {
    let Some(token) = jar.get(REFRESH_COOKIE).map(|c| c.value().to_owned()) else {
        return Err(ApiError::session_missing());
    };
    match store::rotate_refresh(&state.db, &token).await? {
        Refresh::Rotated(user, next) => {
            let (jar, body) = with_tokens(&state, jar, &user, next);
            Ok((jar, axum::Json(body)).into_response())
        }
        Refresh::Reused => {
            tracing::warn!("refresh token reused; its session was revoked");
            let error = ApiError::Unauthorized {
                code: "refresh_token_reused",
                message: "Your session has ended for your security. Please sign in again.".into(),
            };
            Ok((clear_session_cookies(jar), error).into_response())
        }
        Refresh::Invalid => Ok((clear_session_cookies(jar), ApiError::session_missing()).into_response()),
    }
}

/// Signs out everywhere: every session of the user ends at once.
#[utoipa::path(post, path = "/api/auth/logout", tag = "auth", responses((status = 204)))]
async fn sign_out(State(state): State<AppState>, MaybeUser(user): MaybeUser, jar: CookieJar) -> ApiResult<Response> {
    let user_id = match user {
        Some(user) => Some(user.id),
        None => match jar.get(REFRESH_COOKIE) {
            Some(token) => store::user_of_refresh(&state.db, token.value()).await?,
            None => None,
        },
    };
    if let Some(user_id) = user_id {
        store::revoke_user_sessions(&state.db.pool, &user_id, None).await?;
    }
    Ok((clear_session_cookies(jar), StatusCode::NO_CONTENT).into_response())
}

/// The current user and session, or nulls when signed out.
#[utoipa::path(get, path = "/api/auth/session", tag = "auth", responses((status = 200, body = SessionResponse)))]
async fn get_session(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    jar: CookieJar,
) -> axum::Json<SessionResponse> {
    axum::Json(match user {
        Some(user) => {
            let expires_at = jar
                .get(session::ACCESS_COOKIE)
                .and_then(|c| tokens::verify_access(c.value(), state.config.secret_key.expose(), db::now_ms()))
                .map(|claims| claims.exp)
                .unwrap_or(user.session_expires_at);
            SessionResponse::of(&user, expires_at)
        }
        None => SessionResponse {
            user: None,
            session: None,
            can_refresh: jar.get(REFRESH_COOKIE).is_some(),
        },
    })
}

/// Emails a single-use password reset link (1 hour) to `/reset-password`.
#[utoipa::path(post, path = "/api/auth/recover", tag = "auth", request_body = EmailRequest,
    responses((status = 200, body = MessageResponse), (status = 429, body = crate::http::error::ErrorBody)))]
async fn recover(
    State(state): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    ApiJson(request): ApiJson<EmailRequest>,
) -> ApiResult<axum::Json<MessageResponse>> {
    let email = required_email(request.email)?;
    state.rate_limits.recovery.check(&ip(&addr), email.as_str())?;
    let work_state = state.clone();
    after_answer(async move {
        let state = work_state;
        if let Some(user) = store::find_user_by_email(&state.db, email.as_str()).await? {
            if user.disabled_at.is_none() {
                let mut tx = state.db.pool.begin().await?;
                let token =
                    store::issue_one_time(&mut tx, &user.id, store::PURPOSE_RECOVERY, RECOVERY_LINK_TTL_MS).await?;
                sqlx::query("UPDATE users SET recovery_sent_at = $1 WHERE id = $2")
                    .bind(db::now_ms())
                    .bind(&user.id)
                    .execute(&mut *tx)
                    .await?;
                mail::enqueue(
                    &mut *tx,
                    &templates::reset_password(&user.email, &link(&state, "/reset-password", Some(&token))),
                )
                .await?;
                tx.commit().await?;
            }
        }
        Ok(())
    });
    Ok(axum::Json(MessageResponse {
        message: RECOVERY_SENT.into(),
    }))
}

/// Opens a recovery session from a reset link's token (single use).
#[utoipa::path(post, path = "/api/auth/recover/verify", tag = "auth", request_body = TokenRequest,
    responses((status = 200, body = SessionResponse), (status = 400, body = crate::http::error::ErrorBody)))]
async fn verify_recovery(
    State(state): State<AppState>,
    jar: CookieJar,
    ApiJson(request): ApiJson<TokenRequest>,
) -> ApiResult<Response> {
    let mut tx = state.db.pool.begin().await?;
    let user_id = store::consume_one_time(&mut tx, &request.token, store::PURPOSE_RECOVERY).await?;
    tx.commit().await?;
    let Some(user_id) = user_id else {
        return Err(ApiError::BadRequest {
            code: "invalid_token",
            message: INVALID_LINK.into(),
        });
    };
    // Following the link proves the address, so it also confirms an unconfirmed account.
    sqlx::query("UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $1) WHERE id = $2")
        .bind(db::now_ms())
        .bind(&user_id)
        .execute(&state.db.pool)
        .await?;
    let (jar, body) = issue_session(&state, jar, &user_id, store::KIND_RECOVERY, false).await?;
    Ok((jar, axum::Json(body)).into_response())
}

/// Changes the password. In a recovery session every session ends (sign in again); otherwise
/// the current password is required and the other sessions end.
#[utoipa::path(put, path = "/api/auth/user", tag = "auth", request_body = UpdateUserRequest,
    responses((status = 200, body = MessageResponse), (status = 401, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn update_user(
    State(state): State<AppState>,
    UserOrRecovery(user): UserOrRecovery,
    jar: CookieJar,
    ApiJson(request): ApiJson<UpdateUserRequest>,
) -> ApiResult<Response> {
    let new_password = request
        .password
        .filter(|p| !p.is_empty())
        .ok_or_else(|| ApiError::validation("password", "Please enter a new password"))?;
    check_strength(&new_password, &user.email)?;
    if !user.is_recovery() {
        let current = request.current_password.unwrap_or_default();
        let stored = store::find_user_by_email(&state.db, &user.email)
            .await?
            .map(|u| u.password_hash);
        if current.is_empty() || !password::verify(current, stored).await? {
            return Err(ApiError::validation("currentPassword", "Current password is incorrect"));
        }
    }
    let hash = password::hash(new_password).await?;
    let now = db::now_ms();
    let keep = (!user.is_recovery()).then_some(user.session_id.as_str());
    let mut tx = state.db.pool.begin().await?;
    sqlx::query("UPDATE users SET password_hash = $1, recovery_sent_at = NULL, updated_at = $2 WHERE id = $3")
        .bind(&hash)
        .bind(now)
        .bind(&user.id)
        .execute(&mut *tx)
        .await?;
    store::revoke_user_sessions(&mut *tx, &user.id, keep).await?;
    mail::enqueue(&mut *tx, &templates::password_changed(&user.email)).await?;
    tx.commit().await?;
    let body = axum::Json(MessageResponse {
        message: "Your password has been updated.".into(),
    });
    Ok(if user.is_recovery() {
        (clear_session_cookies(jar), body).into_response()
    } else {
        body.into_response()
    })
}
