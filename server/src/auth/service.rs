//! The credential and session use cases: checking a sign-in, opening, refreshing and ending
//! sessions, password recovery and change. Each applies the rules, writes through the store,
//! queues the mail and writes the audit trail; the HTTP edge (`routes`, `session`) turns what
//! they return into cookies and answers.

use super::{
    audit::{Action, Audit},
    links::{self, LinkKind},
    password,
    rules::{self, AuthError},
    session::{IDLE_TTL_MS, REFRESH_GRACE_MS},
    store::{self, Refresh, SessionKind, SessionUser, TokenPurpose, UserRecord},
};
use crate::{
    db,
    email::EmailAddress,
    http::{
        client_address::ClientAddress,
        error::{ApiError, ApiResult},
    },
    mail::{self, templates},
    validation::FieldError,
    AppState,
};

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

/// The account of `email` when `password` is its password and the account may sign in. A
/// wrong password counts against the sign-in limits of the client (`known_device`: this browser
/// signed in to the account before) and is audited; a stored hash made with weaker settings
/// than today's is replaced, since the password has just been proved.
pub async fn authenticate(
    state: &AppState,
    client: &ClientAddress,
    audit: &Audit,
    email: &EmailAddress,
    password: String,
    known_device: bool,
) -> ApiResult<UserRecord> {
    // Counted as a failure unless the password turns out right.
    state.rate_limits.sign_in.begin(client, email.as_str(), known_device)?;
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
        .succeeded(client, email.as_str(), known_device);
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
    rehash_if_weaker(state, &user, password).await?;
    Ok(user)
}

/// Re-hashes the password when its stored hash was made with weaker settings than today's.
async fn rehash_if_weaker(state: &AppState, user: &UserRecord, password: String) -> ApiResult<()> {
    if password::needs_rehash(&user.password_hash) {
        let stronger = password::hash(password).await?;
        store::upgrade_password_hash(&state.db, &user.id, &user.password_hash, &stronger).await?;
    }
    Ok(())
}

/// Opens a session of `kind` for the account: the session and its first refresh token.
pub async fn open_session(
    state: &AppState,
    user_id: &str,
    kind: SessionKind,
    remember: bool,
) -> Result<(SessionUser, String), sqlx::Error> {
    let ttl = rules::session_ttl(kind, remember);
    store::create_session(&state.db, &state.sessions, user_id, kind, remember, ttl).await
}

/// What a refresh token buys.
pub enum Refreshed {
    /// The session goes on: its next refresh token, and when the rotation happened (the new
    /// access token's issue time).
    Session {
        user: SessionUser,
        next: String,
        rotated_at: i64,
    },
    /// No session goes on (the token was used again too late, which ends its session, or is
    /// unknown): the answer, sent with the session cookies removed.
    Ended(ApiError),
}

/// Exchanges a refresh token for its successor (see `store::rotate_refresh`).
pub async fn refresh(state: &AppState, audit: &Audit, token: &str) -> ApiResult<Refreshed> {
    let key = state.config.secret_key.expose();
    Ok(
        match store::rotate_refresh(&state.db, token, key, REFRESH_GRACE_MS, IDLE_TTL_MS).await? {
            Refresh::Rotated { user, next, rotated_at } => {
                audit.success(Action::Refresh, Some(&user.id));
                Refreshed::Session { user, next, rotated_at }
            }
            Refresh::Reused { user_id } => {
                Refreshed::Ended(audit.failure(Action::RefreshReuse, Some(&user_id), AuthError::RefreshTokenReused))
            }
            Refresh::Invalid => Refreshed::Ended(ApiError::session_missing()),
        },
    )
}

/// Ends every session of the signed-in user, or else of the owner of `refresh_token`.
pub async fn sign_out(
    state: &AppState,
    audit: &Audit,
    user: Option<SessionUser>,
    refresh_token: Option<String>,
) -> ApiResult<()> {
    let user_id = match (user, refresh_token) {
        (Some(user), _) => Some(user.id),
        (None, Some(token)) => store::user_of_refresh(&state.db, &token).await?,
        (None, None) => None,
    };
    if let Some(user_id) = &user_id {
        let mut tx = state.db.begin_write().await?;
        store::revoke_user_sessions(&mut tx, user_id, None).await?;
        tx.commit().await?;
    }
    audit.success(Action::SignOut, user_id.as_deref());
    Ok(())
}

/// Emails a password reset link to the account of `email`, if there is one, after answering.
pub async fn recover(state: &AppState, client: &ClientAddress, audit: Audit, email: Option<String>) -> ApiResult<()> {
    let email = rules::required_email(email)?;
    state.rate_limits.recovery.check(&client.bucket(), email.as_str())?;
    let work_state = state.clone();
    after_answer(async move {
        match links::send_to_address(&work_state, &email, LinkKind::Recovery).await? {
            Some(user_id) => audit.success(Action::RecoveryRequest, Some(&user_id)),
            None => audit.event(Action::RecoveryRequest, None, "no_link_sent").log(),
        }
        Ok(())
    });
    Ok(())
}

/// Opens a recovery session from a reset link's token (single use): the session and its first
/// refresh token. Following the link proves the address, so it also confirms an unconfirmed
/// account.
pub async fn verify_recovery(
    state: &AppState,
    client: &ClientAddress,
    audit: &Audit,
    token: &str,
) -> ApiResult<(SessionUser, String)> {
    state.rate_limits.recovery_verify.check(&client.bucket())?;
    let mut tx = state.db.begin_write().await?;
    let user_id = store::consume_one_time(&mut tx, token, TokenPurpose::Recovery).await?;
    tx.commit().await?;
    let Some(user_id) = user_id else {
        return Err(audit.failure(Action::RecoveryVerify, None, AuthError::InvalidRecoveryLink));
    };
    audit.success(Action::RecoveryVerify, Some(&user_id));
    store::confirm_email_if_unconfirmed(&state.db, &user_id, db::now_ms()).await?;
    Ok(open_session(state, &user_id, SessionKind::Recovery, false).await?)
}

/// Changes the password of `user` (called `name`, which the new password may not contain). In a
/// recovery session every session ends; otherwise `current_password` must be right and the
/// other sessions end. Either way every pending one-time link of the account (email change,
/// confirmation, recovery) stops working.
pub async fn change_password(
    state: &AppState,
    audit: &Audit,
    user: &SessionUser,
    new_password: String,
    name: Option<&str>,
    current_password: Option<String>,
) -> ApiResult<()> {
    let action = if user.is_recovery() {
        Action::RecoveryComplete
    } else {
        Action::PasswordChange
    };
    rules::check_strength(&new_password, &user.email, name)?;
    let stored = store::find_user_by_id(&state.db.pool, &user.id)
        .await?
        .map(|u| u.password_hash);
    let same = if user.is_recovery() {
        password::verify(new_password.clone(), stored).await?
    } else {
        let current = current_password.unwrap_or_default();
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
    Ok(())
}

/// Whether `password` is the signed-in user's password.
pub async fn verify_password(state: &AppState, user: &SessionUser, password: String) -> ApiResult<bool> {
    let stored = store::find_user_by_email(&state.db, &user.email)
        .await?
        .map(|u| u.password_hash);
    Ok(password::verify(password, stored).await?)
}

/// Refuses (422 on `password`) unless `password` is the signed-in user's own: the confirmation
/// every irreversible account action asks for.
pub async fn check_password(state: &AppState, user: &SessionUser, password: Option<String>) -> ApiResult<()> {
    let password = password.filter(|p| !p.is_empty()).unwrap_or_default();
    if password.is_empty() || !verify_password(state, user, password).await? {
        return Err(FieldError::new("password", "Password is incorrect").into());
    }
    Ok(())
}
