//! Session cookies and the extractor that turns them into the signed-in user.
//!
//! The access token is short-lived and signed; every request also checks that its session is
//! still open, so a global sign-out or a disabled account stops access at once.

use axum::{extract::FromRequestParts, http::request::Parts};
use axum_extra::extract::cookie::{CookieJar, SameSite};
// The cookie crate takes its Max-Age in its own duration type.
use cookie::time::Duration;

use super::{
    model::SessionResponse,
    store::{self, SessionUser},
};
use crate::{
    db,
    http::{cookies::Cookies, error::ApiError},
    tokens, AppState,
};

pub const ACCESS_COOKIE: &str = "rr_access";
pub const REFRESH_COOKIE: &str = "rr_refresh";
/// The accounts this browser signed in to (`tokens::device_mark`s joined with dots): failed
/// sign-ins from unknown devices share a budget per account that these browsers skip.
pub const DEVICE_COOKIE: &str = "rr_device";

/// A browser stays known to an account for a year after it last signed in to it.
pub const KNOWN_DEVICE_TTL_MS: i64 = 365 * 24 * 3_600_000;
/// Accounts one browser is known to at most (a family's shared computer), newest first.
const KNOWN_DEVICE_ACCOUNTS: usize = 5;

/// Access tokens live 15 minutes; the client refreshes them before they expire.
pub const ACCESS_TTL_MS: i64 = 15 * 60_000;
/// A remembered session lasts 30 days (spec: refresh token 30 days).
pub const REMEMBER_TTL_MS: i64 = 30 * 24 * 3_600_000;
/// A session that is not remembered ends with the browser, or after 12 hours at the latest.
pub const BROWSER_SESSION_TTL_MS: i64 = 12 * 3_600_000;
/// A recovery session only serves to choose a new password.
pub const RECOVERY_TTL_MS: i64 = 30 * 60_000;
/// A session unused (not refreshed) for 7 days ends, whatever its absolute lifetime: a
/// remembered session on a forgotten device should not stay usable for a month.
pub const IDLE_TTL_MS: i64 = 7 * 24 * 3_600_000;
/// Rotating the same refresh token again within 30 seconds returns the same new tokens instead of
/// counting as theft: two tabs refreshing at once, or a retry after a lost response, are normal.
/// Long enough for a slow retry, short enough that a token stolen later still trips reuse detection.
pub const REFRESH_GRACE_MS: i64 = 30_000;

/// The cookies of a newly issued or refreshed session.
pub fn session_cookies(jar: CookieJar, state: &AppState, access: String, refresh: String, remember: bool) -> CookieJar {
    let cookies = Cookies::of(state);
    let mut access = cookies.build(ACCESS_COOKIE, access, "/api");
    access.set_max_age(Duration::milliseconds(ACCESS_TTL_MS));
    let mut refresh = cookies.build(REFRESH_COOKIE, refresh, "/api/auth");
    refresh.set_same_site(SameSite::Strict);
    if remember {
        refresh.set_max_age(Duration::milliseconds(REMEMBER_TTL_MS));
    }
    jar.add(access).add(refresh)
}

pub fn clear_session_cookies(jar: CookieJar, state: &AppState) -> CookieJar {
    let cookies = Cookies::of(state);
    let jar = cookies.remove(jar, ACCESS_COOKIE, "/api");
    cookies.remove(jar, REFRESH_COOKIE, "/api/auth")
}

/// Whether this browser signed in to the account of `email` before (or followed its reset link).
pub fn is_known_device(jar: &CookieJar, state: &AppState, email: &str) -> bool {
    let mark = tokens::device_mark(email, state.config.secret_key.expose());
    Cookies::of(state)
        .read(jar, DEVICE_COOKIE)
        .is_some_and(|marks| marks.split('.').any(|m| m == mark))
}

/// Remembers that this browser signed in to the account of `email`.
pub fn remember_device(jar: CookieJar, state: &AppState, email: &str) -> CookieJar {
    let cookies = Cookies::of(state);
    let mark = tokens::device_mark(email, state.config.secret_key.expose());
    let earlier = cookies.read(&jar, DEVICE_COOKIE).unwrap_or_default();
    let marks: Vec<&str> = std::iter::once(mark.as_str())
        .chain(earlier.split('.').filter(|m| !m.is_empty() && *m != mark))
        .take(KNOWN_DEVICE_ACCOUNTS)
        .collect();
    let mut cookie = cookies.build(DEVICE_COOKIE, marks.join("."), "/api/auth");
    cookie.set_same_site(SameSite::Strict);
    cookie.set_max_age(Duration::milliseconds(KNOWN_DEVICE_TTL_MS));
    jar.add(cookie)
}

/// The signed-in user of this request; answers 401 when there is none.
pub struct CurrentUser(pub SessionUser);

/// The signed-in user, who must be an admin (403 otherwise).
pub struct AdminUser(pub SessionUser);

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        if user.role != store::Role::Admin {
            return Err(ApiError::Forbidden {
                code: "forbidden",
                message: "Only administrators can do this.".into(),
            });
        }
        Ok(AdminUser(user))
    }
}

/// The signed-in user if there is one.
pub struct MaybeUser(pub Option<SessionUser>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let jar = CookieJar::from_headers(&parts.headers);
        let Some(token) = Cookies::of(state).read(&jar, ACCESS_COOKIE) else {
            return Ok(MaybeUser(None));
        };
        let Some(claims) = tokens::verify_access(&token, state.config.secret_key.expose(), db::now_ms()) else {
            return Ok(MaybeUser(None));
        };
        Ok(MaybeUser(
            store::open_session_user(&state.db, &state.sessions, &claims.sid, &claims.uid).await?,
        ))
    }
}

/// A recovery session only serves to choose a new password: everywhere else it counts as
/// signed out.
impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        match MaybeUser::from_request_parts(parts, state).await? {
            MaybeUser(Some(user)) if !user.is_recovery() => Ok(CurrentUser(user)),
            _ => Err(ApiError::session_missing()),
        }
    }
}

/// The signed-in user, in a normal or a password-recovery session (for changing the password).
pub struct UserOrRecovery(pub SessionUser);

impl FromRequestParts<AppState> for UserOrRecovery {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        match MaybeUser::from_request_parts(parts, state).await? {
            MaybeUser(Some(user)) => Ok(UserOrRecovery(user)),
            MaybeUser(None) => Err(ApiError::session_missing()),
        }
    }
}

/// The cookies and answer of a session's tokens issued at `issued_at` (the same tokens for the
/// same session, refresh token and time).
pub fn with_tokens(
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
