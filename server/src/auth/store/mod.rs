//! Storage of accounts, sessions and one-time tokens. Writes that race (token use, refresh
//! rotation) are single conditional statements, so they are atomic on both backends.

use sqlx::{Any, Executor, Row as _};

use super::tokens::{random_token, token_hash};
use crate::db::{self, Db, Row};

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Student,
    Parent,
    Coach,
    Admin,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Student => "student",
            Role::Parent => "parent",
            Role::Coach => "coach",
            Role::Admin => "admin",
        }
    }

    pub fn parse(text: &str) -> Option<Role> {
        match text {
            "student" => Some(Role::Student),
            "parent" => Some(Role::Parent),
            "coach" => Some(Role::Coach),
            "admin" => Some(Role::Admin),
            _ => None,
        }
    }
}

crate::text_enum! {
    /// The kind of a session: a normal sign-in, or a password-recovery session that may only
    /// choose a new password.
    pub enum SessionKind {
        Password = "password",
        Recovery = "recovery",
    }
}

pub const KIND_PASSWORD: &str = "password";
pub const KIND_RECOVERY: &str = "recovery";

crate::text_enum! {
    /// Parental consent of the account (`users.consent_status`): a minor's account waits for a
    /// parent's approval; a parent's decline deletes the account.
    pub enum ConsentStatus {
        NotRequired = "not_required",
        Pending = "pending",
        Approved = "approved",
    }
}

crate::text_enum! {
    /// Verification of a college or club coach by the operator (`users.coach_status`).
    pub enum CoachStatus {
        Pending = "pending",
        Verified = "verified",
        Rejected = "rejected",
    }
}

/// One-time token purposes.
pub const PURPOSE_CONFIRM: &str = "confirm";
pub const PURPOSE_RECOVERY: &str = "recovery";

pub struct UserRecord {
    pub id: String,
    pub email: String,
    pub password_hash: String,
    pub role: Role,
    pub email_confirmed_at: Option<i64>,
    pub disabled_at: Option<i64>,
}

/// The user behind an open session, as every authenticated request sees it.
#[derive(Clone, Debug)]
pub struct SessionUser {
    pub id: String,
    pub email: String,
    pub role: Role,
    pub email_confirmed_at: Option<i64>,
    pub recovery_sent_at: Option<i64>,
    pub session_id: String,
    pub session_kind: String,
    pub session_expires_at: i64,
    pub remember: bool,
    /// not_required, pending or approved (parental consent of a minor).
    pub consent_status: String,
}

impl SessionUser {
    pub fn is_recovery(&self) -> bool {
        self.session_kind == KIND_RECOVERY
    }
}

fn role_of(row: &Row, column: &str) -> Result<Role, sqlx::Error> {
    let text: String = row.try_get(column)?;
    Role::parse(&text).ok_or_else(|| sqlx::Error::Decode(format!("unknown role '{text}'").into()))
}

pub async fn find_user_by_email(db: &Db, email: &str) -> Result<Option<UserRecord>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT id, email, password_hash, role, email_confirmed_at, disabled_at FROM users WHERE email = $1",
    )
    .bind(email)
    .fetch_optional(&db.pool)
    .await?;
    row.map(|row| {
        Ok(UserRecord {
            id: row.try_get("id")?,
            email: row.try_get("email")?,
            password_hash: row.try_get("password_hash")?,
            role: role_of(&row, "role")?,
            email_confirmed_at: row.try_get("email_confirmed_at")?,
            disabled_at: row.try_get("disabled_at")?,
        })
    })
    .transpose()
}

const SESSION_USER_COLUMNS: &str = "u.id, u.email, u.role, u.email_confirmed_at, u.recovery_sent_at, u.consent_status,
    s.id AS session_id, s.kind, s.expires_at, s.remember";

fn session_user(row: &Row) -> Result<SessionUser, sqlx::Error> {
    Ok(SessionUser {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        role: role_of(row, "role")?,
        email_confirmed_at: row.try_get("email_confirmed_at")?,
        recovery_sent_at: row.try_get("recovery_sent_at")?,
        session_id: row.try_get("session_id")?,
        session_kind: row.try_get("kind")?,
        session_expires_at: row.try_get("expires_at")?,
        remember: row.try_get::<i64, _>("remember")? != 0,
        consent_status: row.try_get("consent_status")?,
    })
}

/// The user of session `session_id` when the session is open and the account enabled.
pub async fn open_session_user(db: &Db, session_id: &str, user_id: &str) -> Result<Option<SessionUser>, sqlx::Error> {
    let row = sqlx::query(&format!(
        "SELECT {SESSION_USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = $1 AND u.id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3 AND u.disabled_at IS NULL"
    ))
    .bind(session_id)
    .bind(user_id)
    .bind(db::now_ms())
    .fetch_optional(&db.pool)
    .await?;
    row.as_ref().map(session_user).transpose()
}

/// Opens a session and returns it with its first refresh token.
pub async fn create_session(
    db: &Db,
    user_id: &str,
    kind: &str,
    remember: bool,
    ttl_ms: i64,
) -> Result<(SessionUser, String), sqlx::Error> {
    let now = db::now_ms();
    let session_id = uuid::Uuid::new_v4().to_string();
    let refresh = random_token();
    let mut tx = db.pool.begin().await?;
    sqlx::query(
        "INSERT INTO sessions (id, user_id, kind, remember, created_at, expires_at, last_used_at)
         VALUES ($1, $2, $3, $4, $5, $6, $5)",
    )
    .bind(&session_id)
    .bind(user_id)
    .bind(kind)
    .bind(i64::from(remember))
    .bind(now)
    .bind(now + ttl_ms)
    .execute(&mut *tx)
    .await?;
    insert_refresh(&mut *tx, &session_id, &refresh, now).await?;
    tx.commit().await?;
    let user = open_session_user(db, &session_id, user_id)
        .await?
        .ok_or(sqlx::Error::RowNotFound)?;
    Ok((user, refresh))
}

async fn insert_refresh<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    session_id: &str,
    token: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)")
        .bind(token_hash(token))
        .bind(session_id)
        .bind(now)
        .execute(executor)
        .await?;
    Ok(())
}

pub enum Refresh {
    /// The token was current: here is the session and its next refresh token.
    Rotated(SessionUser, String),
    /// The token had been used before: its whole session was revoked.
    Reused,
    /// Unknown token, or its session is closed.
    Invalid,
}

/// Exchanges a refresh token for a new one. Using a token twice revokes its session family.
pub async fn rotate_refresh(db: &Db, token: &str) -> Result<Refresh, sqlx::Error> {
    let now = db::now_ms();
    let hash = token_hash(token);
    // Claim the token with one conditional write: of two concurrent uses, only one succeeds.
    let claimed = sqlx::query("UPDATE refresh_tokens SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL")
        .bind(now)
        .bind(&hash)
        .execute(&db.pool)
        .await?
        .rows_affected()
        == 1;
    let row = sqlx::query(&format!(
        "SELECT {SESSION_USER_COLUMNS}, s.revoked_at, u.disabled_at FROM refresh_tokens t
         JOIN sessions s ON s.id = t.session_id JOIN users u ON u.id = s.user_id
         WHERE t.token_hash = $1"
    ))
    .bind(&hash)
    .fetch_optional(&db.pool)
    .await?;
    let Some(row) = row else {
        return Ok(Refresh::Invalid);
    };
    let user = session_user(&row)?;
    if !claimed {
        revoke_session(db, &user.session_id).await?;
        return Ok(Refresh::Reused);
    }
    let revoked: Option<i64> = row.try_get("revoked_at")?;
    let disabled: Option<i64> = row.try_get("disabled_at")?;
    if revoked.is_some() || disabled.is_some() || user.session_expires_at <= now {
        return Ok(Refresh::Invalid);
    }
    let next = random_token();
    let mut tx = db.pool.begin().await?;
    insert_refresh(&mut *tx, &user.session_id, &next, now).await?;
    sqlx::query("UPDATE sessions SET last_used_at = $1 WHERE id = $2")
        .bind(now)
        .bind(&user.session_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Refresh::Rotated(user, next))
}

pub async fn revoke_session(db: &Db, session_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
        .bind(db::now_ms())
        .bind(session_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Ends every session of the user, except `keep` when given.
pub async fn revoke_user_sessions<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
    keep: Option<&str>,
) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL AND id <> $3")
            .bind(db::now_ms())
            .bind(user_id)
            .bind(keep.unwrap_or(""))
            .execute(executor)
            .await?
            .rows_affected(),
    )
}

/// The user behind a refresh token, whatever the state of its session (used by sign-out).
pub async fn user_of_refresh(db: &Db, token: &str) -> Result<Option<String>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT s.user_id FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.token_hash = $1",
    )
    .bind(token_hash(token))
    .fetch_optional(&db.pool)
    .await?;
    row.map(|r| r.try_get("user_id")).transpose()
}

/// Issues a one-time link token, replacing any unused one of the same purpose.
pub async fn issue_one_time<'c>(
    tx: &mut sqlx::Transaction<'c, Any>,
    user_id: &str,
    purpose: &str,
    ttl_ms: i64,
) -> Result<String, sqlx::Error> {
    let now = db::now_ms();
    sqlx::query("UPDATE one_time_tokens SET used_at = $1 WHERE user_id = $2 AND purpose = $3 AND used_at IS NULL")
        .bind(now)
        .bind(user_id)
        .bind(purpose)
        .execute(&mut **tx)
        .await?;
    let token = random_token();
    sqlx::query(
        "INSERT INTO one_time_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(token_hash(&token))
    .bind(user_id)
    .bind(purpose)
    .bind(now)
    .bind(now + ttl_ms)
    .execute(&mut **tx)
    .await?;
    Ok(token)
}

/// Uses a one-time token: the user id when it was valid, unused and unexpired.
pub async fn consume_one_time<'c>(
    tx: &mut sqlx::Transaction<'c, Any>,
    token: &str,
    purpose: &str,
) -> Result<Option<String>, sqlx::Error> {
    let now = db::now_ms();
    let row = sqlx::query(
        "UPDATE one_time_tokens SET used_at = $1
         WHERE token_hash = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $1
         RETURNING user_id",
    )
    .bind(now)
    .bind(token_hash(token))
    .bind(purpose)
    .fetch_optional(&mut **tx)
    .await?;
    row.map(|r| r.try_get("user_id")).transpose()
}

pub mod operator;
