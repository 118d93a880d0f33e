//! The credential and session endpoints: sign-in, refresh, sign-out, the current session,
//! password recovery and change. Recovery answers the same whether or not the address is
//! registered.

use std::collections::BTreeMap;

use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use axum_extra::extract::cookie::CookieJar;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    audit::{Action, Audit},
    links::{self, LinkKind},
    password::{self, Weakness},
    rules::{self, AuthError},
    session::{
        self, clear_session_cookies, session_cookies, MaybeUser, UserOrRecovery, ACCESS_TTL_MS, IDLE_TTL_MS,
        REFRESH_COOKIE, REFRESH_GRACE_MS,
    },
    store::{self, ConsentStatus, Refresh, Role, SessionKind, SessionUser, TokenPurpose},
    tokens,
};
use crate::{
    db,
    http::{
        client_address::ClientAddress,
        cookies::Cookies,
        error::{ApiError, ApiJson, ApiResult, PasswordReason},
    },
    mail::{self, templates},
    profiles,
    validation::FieldError,
    AppState,
};

const RECOVERY_SENT: &str = "If an account exists for this email, a password reset link has been sent.";

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
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
    /// Parental consent of a minor.
    pub parental_consent: ConsentStatus,
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
#[serde(rename_all = "camelCase")]
pub struct MessageResponse {
    pub message: String,
}

impl MessageResponse {
    pub fn json(message: impl Into<String>) -> axum::Json<MessageResponse> {
        axum::Json(MessageResponse {
            message: message.into(),
        })
    }
}

impl SessionResponse {
    fn of(user: &SessionUser, access_expires_at: i64) -> Self {
        SessionResponse {
            user: Some(UserView {
                id: user.id.clone(),
                email: user.email.clone(),
                role: user.role,
                email_confirmed_at: user.email_confirmed_at.map(db::ms_to_rfc3339),
                recovery_sent_at: user.recovery_sent_at.map(db::ms_to_rfc3339),
                parental_consent: user.consent_status,
            }),
            session: Some(SessionView {
                expires_at: db::ms_to_rfc3339(access_expires_at),
                recovery: user.is_recovery(),
            }),
            can_refresh: false,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInRequest {
    email: Option<String>,
    password: Option<String>,
    /// Keep the session for 30 days instead of until the browser closes.
    #[serde(default)]
    remember: bool,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailRequest {
    pub email: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenRequest {
    pub token: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpdateUserRequest {
    password: Option<String>,
    /// Required outside a recovery session.
    current_password: Option<String>,
}

// ---- helpers ----

/// Runs work whose cost depends on whether an account exists after answering, so the answer's
/// timing says nothing about the address.
pub fn after_answer<F>(work: F)
where
    F: std::future::Future<Output = Result<(), sqlx::Error>> + Send + 'static,
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
    kind: SessionKind,
    remember: bool,
) -> Result<(CookieJar, SessionResponse), AuthError> {
    let ttl = rules::session_ttl(kind, remember);
    let (user, refresh) = store::create_session(&state.db, &state.sessions, user_id, kind, remember, ttl).await?;
    Ok(with_tokens(state, jar, &user, refresh, db::now_ms()))
}

/// The cookies and answer of a session's tokens issued at `issued_at` (the same tokens for the
/// same session, refresh token and time).
fn with_tokens(
    state: &AppState,
    jar: CookieJar,
    user: &SessionUser,
    refresh: String,
    issued_at: i64,
) -> (CookieJar, SessionResponse) {
    let expires_at = (issued_at + ACCESS_TTL_MS).min(user.session_expires_at);
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

/// Signs in with email and password; sets the session cookies.
#[utoipa::path(post, path = "/api/auth/login", tag = "auth", request_body = SignInRequest,
    responses((status = 200, body = SessionResponse), (status = 400, body = crate::http::error::ErrorBody),
              (status = 403, description = "Email not confirmed, or account disabled", body = crate::http::error::ErrorBody),
              (status = 429, description = "Too many failed attempts from this address; see Retry-After", body = crate::http::error::ErrorBody)))]
async fn sign_in(
    State(state): State<AppState>,
    client: ClientAddress,
    audit: Audit,
    jar: CookieJar,
    ApiJson(request): ApiJson<SignInRequest>,
) -> ApiResult<Response> {
    let (email, password) = rules::credentials(request.email, request.password)?;
    let known_device = session::is_known_device(&jar, &state, email.as_str());
    // Counted as a failure unless the password turns out right.
    state.rate_limits.sign_in.begin(&client, email.as_str(), known_device)?;
    let user = store::find_user_by_email(&state.db, email.as_str()).await?;
    let matches = password::verify(password.clone(), user.as_ref().map(|u| u.password_hash.clone())).await?;
    let user = match user {
        Some(user) if matches => user,
        user => {
            let user_id = user.as_ref().map(|u| u.id.as_str());
            return Err(audit.failure(Action::SignIn, user_id, AuthError::InvalidCredentials));
        }
    };
    state
        .rate_limits
        .sign_in
        .succeeded(&client, email.as_str(), known_device);
    // Only someone who knows the password learns these states.
    if user.disabled_at.is_some() {
        return Err(audit.failure(Action::SignIn, Some(&user.id), AuthError::AccountDisabled));
    }
    if user.frozen_at.is_some() {
        return Err(audit.failure(Action::SignIn, Some(&user.id), AuthError::AccountFrozen));
    }
    if user.email_confirmed_at.is_none() {
        return Err(audit.failure(Action::SignIn, Some(&user.id), AuthError::EmailNotConfirmed));
    }
    rehash_if_weaker(&state, &user, password).await?;
    if user.role == Role::Parent {
        // A parent who approved a minor's account from the consent email follows it from now on.
        if let Err(error) = crate::family::link_by_consent(&state, &user.id, &user.email).await {
            tracing::warn!(%error, "could not link a parent to the accounts they approved");
        }
    }
    let (jar, body) = issue_session(&state, jar, &user.id, SessionKind::Password, request.remember).await?;
    let jar = session::remember_device(jar, &state, email.as_str());
    audit.success(Action::SignIn, Some(&user.id));
    Ok((jar, axum::Json(body)).into_response())
}

/// Re-hashes the password when its stored hash was made with weaker settings than today's; the
/// sign-in has just proved it.
async fn rehash_if_weaker(state: &AppState, user: &store::UserRecord, password: String) -> Result<(), AuthError> {
    if password::needs_rehash(&user.password_hash) {
        let stronger = password::hash(password).await?;
        store::upgrade_password_hash(&state.db, &user.id, &user.password_hash, &stronger).await?;
    }
    Ok(())
}

/// Exchanges the refresh cookie for new tokens. The same refresh token used again within 30
/// seconds gets the same new tokens; used again later, it ends its session. A session unused for
/// 7 days no longer refreshes.
#[utoipa::path(post, path = "/api/auth/refresh", tag = "auth",
    responses((status = 200, body = SessionResponse), (status = 401, body = crate::http::error::ErrorBody)))]
async fn refresh(State(state): State<AppState>, audit: Audit, jar: CookieJar) -> ApiResult<Response> {
    let Some(token) = Cookies::of(&state).read(&jar, REFRESH_COOKIE) else {
        return Err(ApiError::session_missing());
    };
    let key = state.config.secret_key.expose();
    match store::rotate_refresh(&state.db, &token, key, REFRESH_GRACE_MS, IDLE_TTL_MS).await? {
        Refresh::Rotated { user, next, rotated_at } => {
            audit.success(Action::Refresh, Some(&user.id));
            let (jar, body) = with_tokens(&state, jar, &user, next, rotated_at);
            Ok((jar, axum::Json(body)).into_response())
        }
        Refresh::Reused { user_id } => {
            let error = audit.failure(Action::RefreshReuse, Some(&user_id), AuthError::RefreshTokenReused);
            Ok((clear_session_cookies(jar, &state), error).into_response())
        }
        Refresh::Invalid => Ok((clear_session_cookies(jar, &state), ApiError::session_missing()).into_response()),
    }
}

/// Signs out everywhere: every session of the user ends at once.
#[utoipa::path(post, path = "/api/auth/logout", tag = "auth", responses((status = 204)))]
async fn sign_out(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    audit: Audit,
    jar: CookieJar,
) -> ApiResult<Response> {
    let user_id = match user {
        Some(user) => Some(user.id),
        None => match Cookies::of(&state).read(&jar, REFRESH_COOKIE) {
            Some(token) => store::user_of_refresh(&state.db, &token).await?,
            None => None,
        },
    };
    if let Some(user_id) = &user_id {
        let mut tx = state.db.begin_write().await?;
        store::revoke_user_sessions(&mut tx, user_id, None).await?;
        tx.commit().await?;
    }
    audit.success(Action::SignOut, user_id.as_deref());
    Ok((clear_session_cookies(jar, &state), StatusCode::NO_CONTENT).into_response())
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
            let expires_at = Cookies::of(&state)
                .read(&jar, session::ACCESS_COOKIE)
                .and_then(|token| tokens::verify_access(&token, state.config.secret_key.expose(), db::now_ms()))
                .map(|claims| claims.exp)
                .unwrap_or(user.session_expires_at);
            SessionResponse::of(&user, expires_at)
        }
        None => SessionResponse {
            user: None,
            session: None,
            can_refresh: Cookies::of(&state).read(&jar, REFRESH_COOKIE).is_some(),
        },
    })
}

/// Emails a single-use password reset link (1 hour) to `/reset-password`.
#[utoipa::path(post, path = "/api/auth/recover", tag = "auth", request_body = EmailRequest,
    responses((status = 200, body = MessageResponse), (status = 429, body = crate::http::error::ErrorBody)))]
async fn recover(
    State(state): State<AppState>,
    client: ClientAddress,
    audit: Audit,
    ApiJson(request): ApiJson<EmailRequest>,
) -> ApiResult<axum::Json<MessageResponse>> {
    let email = rules::required_email(request.email)?;
    state.rate_limits.recovery.check(&client.bucket(), email.as_str())?;
    let work_state = state.clone();
    after_answer(async move {
        match links::send_to_address(&work_state, &email, LinkKind::Recovery).await? {
            Some(user_id) => audit.success(Action::RecoveryRequest, Some(&user_id)),
            None => audit.event(Action::RecoveryRequest, None, "no_link_sent").log(),
        }
        Ok(())
    });
    Ok(MessageResponse::json(RECOVERY_SENT))
}

/// Opens a recovery session from a reset link's token (single use).
#[utoipa::path(post, path = "/api/auth/recover/verify", tag = "auth", request_body = TokenRequest,
    responses((status = 200, body = SessionResponse), (status = 400, body = crate::http::error::ErrorBody),
              (status = 429, body = crate::http::error::ErrorBody)))]
async fn verify_recovery(
    State(state): State<AppState>,
    client: ClientAddress,
    audit: Audit,
    jar: CookieJar,
    ApiJson(request): ApiJson<TokenRequest>,
) -> ApiResult<Response> {
    state.rate_limits.recovery_verify.check(&client.bucket())?;
    let mut tx = state.db.begin_write().await?;
    let user_id = store::consume_one_time(&mut tx, &request.token, TokenPurpose::Recovery).await?;
    tx.commit().await?;
    let Some(user_id) = user_id else {
        return Err(audit.failure(Action::RecoveryVerify, None, AuthError::InvalidRecoveryLink));
    };
    audit.success(Action::RecoveryVerify, Some(&user_id));
    // Following the link proves the address, so it also confirms an unconfirmed account.
    store::confirm_email_if_unconfirmed(&state.db, &user_id, db::now_ms()).await?;
    let (mut jar, body) = issue_session(&state, jar, &user_id, SessionKind::Recovery, false).await?;
    // The mailbox is proved: this browser signs in past the budget of unknown devices, so
    // guesses from elsewhere never keep the owner out.
    if let Some(user) = &body.user {
        jar = session::remember_device(jar, &state, &user.email);
    }
    Ok((jar, axum::Json(body)).into_response())
}

/// Changes the password. In a recovery session every session ends (sign in again); otherwise
/// the current password is required and the other sessions end. Either way every pending
/// one-time link of the account (email change, confirmation, recovery) stops working.
#[utoipa::path(put, path = "/api/auth/user", tag = "auth", request_body = UpdateUserRequest,
    responses((status = 200, body = MessageResponse), (status = 401, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn update_user(
    State(state): State<AppState>,
    UserOrRecovery(user): UserOrRecovery,
    audit: Audit,
    jar: CookieJar,
    ApiJson(request): ApiJson<UpdateUserRequest>,
) -> ApiResult<Response> {
    let action = if user.is_recovery() {
        Action::RecoveryComplete
    } else {
        Action::PasswordChange
    };
    let new_password = request
        .password
        .filter(|p| !p.is_empty())
        .ok_or_else(|| FieldError::new("password", "Please enter a new password"))?;
    let name = profiles::store::find(&state.db, &user.id)
        .await?
        .and_then(|p| p.full_name);
    rules::check_strength(&new_password, &user.email, name.as_deref())?;
    let stored = store::find_user_by_id(&state.db.pool, &user.id)
        .await?
        .map(|u| u.password_hash);
    let same = if user.is_recovery() {
        password::verify(new_password.clone(), stored).await?
    } else {
        let current = request.current_password.unwrap_or_default();
        if current.is_empty() || !password::verify(current.clone(), stored).await? {
            let wrong = FieldError::new("currentPassword", "Current password is incorrect");
            return Err(audit.failure(action, Some(&user.id), wrong));
        }
        current == new_password
    };
    rules::refuse_same_password(same)?;
    let hash = password::hash(new_password).await?;
    let keep = (!user.is_recovery()).then_some(user.session_id.as_str());
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    store::set_password(&mut tx, &user.id, &hash, now).await?;
    store::revoke_user_sessions(&mut tx, &user.id, keep).await?;
    // Whoever once had a session may have left a link pending (an email change to their own
    // address): a new password ends them all. Undo links stay: they protect the owner.
    store::void_one_time_tokens(&mut *tx, &user.id, Some(TokenPurpose::EmailChangeUndo), now).await?;
    mail::enqueue(&mut *tx, &templates::password_changed(&user.email)).await?;
    tx.commit().await?;
    audit.success(action, Some(&user.id));
    let body = MessageResponse::json("Your password has been updated.");
    Ok(if user.is_recovery() {
        (clear_session_cookies(jar, &state), body).into_response()
    } else {
        body.into_response()
    })
}

/// Whether `password` is the signed-in user's password.
pub async fn verify_password(state: &AppState, user: &SessionUser, password: String) -> Result<bool, AuthError> {
    let stored = store::find_user_by_email(&state.db, &user.email)
        .await?
        .map(|u| u.password_hash);
    Ok(password::verify(password, stored).await?)
}

// ---- errors as the API answers them ----

impl From<AuthError> for ApiError {
    fn from(error: AuthError) -> Self {
        let message = error.to_string();
        match error {
            AuthError::CredentialsRequired => ApiError::Validation {
                message,
                fields: BTreeMap::new(),
            },
            AuthError::Field(field) => field.into(),
            AuthError::WeakPassword(reasons) => reasons.into(),
            AuthError::InvalidCredentials => ApiError::BadRequest {
                code: "invalid_credentials",
                message,
            },
            AuthError::AccountDisabled => ApiError::Forbidden {
                code: "account_disabled",
                message,
            },
            AuthError::AccountFrozen => ApiError::Forbidden {
                code: "account_frozen",
                message,
            },
            AuthError::EmailNotConfirmed => ApiError::Forbidden {
                code: "email_not_confirmed",
                message,
            },
            AuthError::InvalidRecoveryLink => ApiError::BadRequest {
                code: "invalid_token",
                message,
            },
            AuthError::RefreshTokenReused => ApiError::Unauthorized {
                code: "refresh_token_reused",
                message,
            },
            AuthError::Database(error) => error.into(),
            AuthError::Internal(error) => ApiError::Internal(error),
        }
    }
}

/// A password refused for `reasons`: 422 `weak_password`, with every reason.
impl From<Vec<Weakness>> for ApiError {
    fn from(reasons: Vec<Weakness>) -> Self {
        let reasons = reasons
            .into_iter()
            .map(|reason| PasswordReason {
                code: reason.code(),
                message: reason.message(),
            })
            .collect();
        ApiError::WeakPassword(reasons)
    }
}
