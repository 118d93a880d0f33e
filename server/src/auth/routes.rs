//! The session endpoints: refresh, sign-out, the current session and password recovery; the
//! wire types of sessions, and auth's errors as the API answers them. Sign-in and the password
//! change are the `registration` domain's endpoints (a sign-in also links a parent's family, a
//! new password is checked against the person's name). Recovery answers the same whether or not
//! the address is registered.

use std::collections::BTreeMap;

use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use axum_extra::extract::cookie::CookieJar;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    audit::Audit,
    model::{EmailRequest, MessageResponse, SessionResponse, TokenRequest},
    password::Weakness,
    rules::AuthError,
    service::{self, Refreshed},
    session::{self, clear_session_cookies, with_tokens, MaybeUser, REFRESH_COOKIE},
};
use crate::{
    db,
    http::{
        client_address::ClientAddress,
        cookies::Cookies,
        error::{ApiError, ApiJson, ApiResult, PasswordReason},
    },
    tokens, AppState,
};

const RECOVERY_SENT: &str = "If an account exists for this email, a password reset link has been sent.";

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(refresh))
        .routes(routes!(sign_out))
        .routes(routes!(get_session))
        .routes(routes!(recover))
        .routes(routes!(verify_recovery))
}

// ---- wire types ----

// ---- helpers ----

// ---- handlers ----

/// Exchanges the refresh cookie for new tokens. The same refresh token used again within 30
/// seconds gets the same new tokens; used again later, it ends its session. A session unused for
/// 7 days no longer refreshes.
#[utoipa::path(post, path = "/api/auth/refresh", tag = "auth",
    responses((status = 200, body = SessionResponse), (status = 401, body = crate::http::error::ErrorBody)))]
async fn refresh(State(state): State<AppState>, audit: Audit, jar: CookieJar) -> ApiResult<Response> {
    let Some(token) = Cookies::of(&state).read(&jar, REFRESH_COOKIE) else {
        return Err(ApiError::session_missing());
    };
    match service::refresh(&state, &audit, &token).await? {
        Refreshed::Session { user, next, rotated_at } => {
            let (jar, body) = with_tokens(&state, jar, &user, next, rotated_at);
            Ok((jar, axum::Json(body)).into_response())
        }
        Refreshed::Ended(error) => Ok((clear_session_cookies(jar, &state), error).into_response()),
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
    let refresh_token = Cookies::of(&state).read(&jar, REFRESH_COOKIE);
    service::sign_out(&state, &audit, user, refresh_token).await?;
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
    service::recover(&state, &client, audit, request.email).await?;
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
    let (user, refresh) = service::verify_recovery(&state, &client, &audit, &request.token).await?;
    let (jar, body) = with_tokens(&state, jar, &user, refresh, db::now_ms());
    // The mailbox is proved: this browser signs in past the budget of unknown devices, so
    // guesses from elsewhere never keep the owner out.
    let jar = session::remember_device(jar, &state, &user.email);
    Ok((jar, axum::Json(body)).into_response())
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
