//! Storage of accounts (`users`), sessions, refresh tokens and one-time tokens: every SQL
//! statement on those tables. Writes that race (token use, refresh rotation) are single
//! conditional statements, so they are atomic on both backends.

use std::sync::{Arc, LazyLock};

use sqlx::{Any, Executor, FromRow};

use crate::tokens::{random_token, successor_token, token_hash};
use crate::{
    db::{self, is_contention, Db, SqlValue, WriteTx},
    user_cache::{UserCache, UserChanges},
};

crate::text_enum! {
    /// What an account is for (`users.role`).
    pub enum Role {
        Student = "student",
        Parent = "parent",
        Coach = "coach",
        Admin = "admin",
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

crate::text_enum! {
    /// What a one-time link token is for (`one_time_tokens.purpose`).
    pub enum TokenPurpose {
        Confirm = "confirm",
        Recovery = "recovery",
        EmailChange = "email_change",
        /// Sent to the old address after an email change: puts the old address back.
        EmailChangeUndo = "email_change_undo",
    }
}

// ---- users ----

#[derive(sqlx::FromRow)]
pub struct UserRecord {
    pub id: String,
    pub email: String,
    pub password_hash: String,
    #[sqlx(try_from = "String")]
    pub role: Role,
    pub email_confirmed_at: Option<i64>,
    pub disabled_at: Option<i64>,
    /// A parent refused further collection: the account cannot sign in.
    pub frozen_at: Option<i64>,
}

const USER_COLUMNS: &str = "id, email, password_hash, role, email_confirmed_at, disabled_at, frozen_at";

pub async fn find_user_by_email(db: &Db, email: &str) -> Result<Option<UserRecord>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {USER_COLUMNS} FROM users WHERE email = $1"))
        .bind(email)
        .fetch_optional(&db.pool)
        .await
}

pub async fn find_user_by_id<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
) -> Result<Option<UserRecord>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1"))
        .bind(user_id)
        .fetch_optional(executor)
        .await
}

/// A new account as sign-up stores it.
pub struct NewUser<'a> {
    pub id: &'a str,
    pub email: &'a str,
    pub password_hash: &'a str,
    pub role: Role,
    /// The registration metadata, as stored JSON.
    pub metadata: &'a str,
    pub consent_status: ConsentStatus,
    pub coach_status: Option<CoachStatus>,
    pub now_ms: i64,
}

/// Inserts the account; false when the address is already taken (two sign-ups racing). After
/// false the transaction is spoiled on PostgreSQL: drop it.
pub async fn insert_user(tx: &mut sqlx::AnyConnection, user: NewUser<'_>) -> Result<bool, sqlx::Error> {
    let inserted = sqlx::query(
        "INSERT INTO users (id, email, password_hash, role, metadata, consent_status, coach_status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
    )
    .bind(user.id)
    .bind(user.email)
    .bind(user.password_hash)
    .bind(user.role.as_str())
    .bind(user.metadata)
    .bind(user.consent_status.as_str())
    .bind(user.coach_status.map(CoachStatus::as_str))
    .bind(user.now_ms)
    .execute(&mut *tx)
    .await;
    match inserted {
        Ok(_) => Ok(true),
        Err(e) if db::is_unique_violation(&e) => Ok(false),
        Err(e) => Err(e),
    }
}

/// Marks the address confirmed (once: a second confirmation keeps the first time).
pub async fn confirm_email(tx: &mut WriteTx, user_id: &str, now_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE users SET email_confirmed_at = $1, updated_at = $1 WHERE id = $2 AND email_confirmed_at IS NULL",
    )
    .bind(now_ms)
    .bind(user_id)
    .execute(&mut **tx)
    .await?;
    tx.mark_user_changed(user_id);
    Ok(())
}

/// Confirms the address unless it is confirmed already, leaving `updated_at` alone (a recovery
/// link proves the address too).
pub async fn confirm_email_if_unconfirmed(db: &Db, user_id: &str, now_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $1) WHERE id = $2")
        .bind(now_ms)
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    db.changes.user_changed(user_id);
    Ok(())
}

pub async fn mark_recovery_sent(tx: &mut WriteTx, user_id: &str, now_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET recovery_sent_at = $1 WHERE id = $2")
        .bind(now_ms)
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    tx.mark_user_changed(user_id);
    Ok(())
}

pub async fn set_password(
    tx: &mut WriteTx,
    user_id: &str,
    password_hash: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET password_hash = $1, recovery_sent_at = NULL, updated_at = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(now_ms)
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    tx.mark_user_changed(user_id);
    Ok(())
}

/// Puts a stronger hash of the same password in place of `old_hash`, unless the password was
/// changed in the meantime.
pub async fn upgrade_password_hash(db: &Db, user_id: &str, old_hash: &str, new_hash: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2 AND password_hash = $3")
        .bind(new_hash)
        .bind(user_id)
        .bind(old_hash)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Changes the address; false when another account has it.  After false the transaction is
/// spoiled on PostgreSQL: drop it.
pub async fn set_email(tx: &mut WriteTx, user_id: &str, email: &str, now_ms: i64) -> Result<bool, sqlx::Error> {
    let updated = sqlx::query("UPDATE users SET email = $1, updated_at = $2 WHERE id = $3")
        .bind(email)
        .bind(now_ms)
        .bind(user_id)
        .execute(&mut **tx)
        .await;
    match updated {
        Ok(_) => {
            tx.mark_user_changed(user_id);
            Ok(true)
        }
        Err(e) if db::is_unique_violation(&e) => Ok(false),
        Err(e) => Err(e),
    }
}

pub async fn set_consent_status(
    tx: &mut WriteTx,
    user_id: &str,
    status: ConsentStatus,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET consent_status = $1, updated_at = $2 WHERE id = $3")
        .bind(status.as_str())
        .bind(now_ms)
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    tx.mark_user_changed(user_id);
    Ok(())
}

/// The registration metadata of the account, as stored JSON.
pub async fn metadata_of<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
) -> Result<String, sqlx::Error> {
    sqlx::query_scalar("SELECT metadata FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_one(executor)
        .await
}

pub async fn set_metadata<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
    metadata: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET metadata = $1, updated_at = $2 WHERE id = $3")
        .bind(metadata)
        .bind(now_ms)
        .bind(user_id)
        .execute(executor)
        .await?;
    Ok(())
}

/// What the account keeps beyond its credentials (for the export and the consent page).
#[derive(sqlx::FromRow)]
pub struct AccountFacts {
    pub id: String,
    pub email: String,
    #[sqlx(try_from = "String")]
    pub role: Role,
    /// The registration metadata, as stored JSON.
    pub metadata: String,
    #[sqlx(try_from = "String")]
    pub consent_status: ConsentStatus,
    pub coach_status: Option<String>,
    pub email_confirmed_at: Option<i64>,
    pub created_at: i64,
    /// A parent refused further collection.
    pub frozen_at: Option<i64>,
}

pub async fn account_facts(db: &Db, user_id: &str) -> Result<Option<AccountFacts>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, email, role, metadata, consent_status, coach_status, email_confirmed_at, created_at, frozen_at
         FROM users WHERE id = $1",
    )
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await
}

/// What deciding who sees a recruiting profile needs of an account: the athlete's consent and
/// whether the account is disabled, the viewer's role and coach verification.
#[derive(sqlx::FromRow)]
pub struct VisibilityFacts {
    #[sqlx(try_from = "String")]
    pub role: Role,
    pub coach_status: Option<String>,
    #[sqlx(try_from = "String")]
    pub consent_status: ConsentStatus,
    pub disabled_at: Option<i64>,
    pub frozen_at: Option<i64>,
}

impl VisibilityFacts {
    /// Disabled by an operator or frozen by a parent: shown to no one.
    pub fn inactive(&self) -> bool {
        self.disabled_at.is_some() || self.frozen_at.is_some()
    }

    pub fn coach_status(&self) -> Option<CoachStatus> {
        self.coach_status.as_deref().and_then(CoachStatus::parse)
    }
}

pub async fn visibility_facts(db: &Db, user_id: &str) -> Result<Option<VisibilityFacts>, sqlx::Error> {
    sqlx::query_as("SELECT role, coach_status, consent_status, disabled_at, frozen_at FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(&db.pool)
        .await
}

/// Deletes the account; profile, sessions, tokens, personal API tokens, saved schools, consent
/// requests, erg tests and race results go with it (foreign keys cascade).
pub async fn delete_user(tx: &mut WriteTx, user_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM users WHERE id = $1")
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    tx.mark_user_changed(user_id);
    Ok(())
}

// ---- sessions ----

/// The user behind an open session, as every authenticated request sees it.
#[derive(Clone, Debug)]
pub struct SessionUser {
    pub id: String,
    pub email: String,
    pub role: Role,
    pub email_confirmed_at: Option<i64>,
    pub recovery_sent_at: Option<i64>,
    pub session_id: String,
    pub session_kind: SessionKind,
    pub session_expires_at: i64,
    pub remember: bool,
    /// Parental consent of a minor.
    pub consent_status: ConsentStatus,
}

impl SessionUser {
    pub fn is_recovery(&self) -> bool {
        self.session_kind == SessionKind::Recovery
    }
}

/// A session row joined with its user; `remember` is a 0/1 column.
#[derive(sqlx::FromRow)]
struct SessionRow {
    id: String,
    email: String,
    #[sqlx(try_from = "String")]
    role: Role,
    email_confirmed_at: Option<i64>,
    recovery_sent_at: Option<i64>,
    #[sqlx(try_from = "String")]
    consent_status: ConsentStatus,
    session_id: String,
    #[sqlx(try_from = "String")]
    session_kind: SessionKind,
    session_expires_at: i64,
    remember: i64,
}

impl From<SessionRow> for SessionUser {
    fn from(row: SessionRow) -> Self {
        SessionUser {
            id: row.id,
            email: row.email,
            role: row.role,
            email_confirmed_at: row.email_confirmed_at,
            recovery_sent_at: row.recovery_sent_at,
            session_id: row.session_id,
            session_kind: row.session_kind,
            session_expires_at: row.session_expires_at,
            remember: row.remember != 0,
            consent_status: row.consent_status,
        }
    }
}

const SESSION_USER_COLUMNS: &str = "u.id, u.email, u.role, u.email_confirmed_at, u.recovery_sent_at, u.consent_status,
    s.id AS session_id, s.kind AS session_kind, s.expires_at AS session_expires_at, s.remember";

/// An open session (`$1`) of an enabled user (`$2`) at `$3`, with that user.
static READ_OPEN_SESSION: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {SESSION_USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = $1 AND u.id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3 AND u.disabled_at IS NULL
           AND u.frozen_at IS NULL"
    )
});

/// Open sessions recently read, by session id.
pub type SessionCache = UserCache<SessionUser>;

/// Open sessions held in memory; an entry is a few hundred bytes.
const SESSIONS_KEPT: usize = 50_000;

/// The cache of open sessions, voided by `changes` (the database's, see [`crate::user_cache`]).
pub fn session_cache(changes: &Arc<UserChanges>) -> SessionCache {
    UserCache::new(changes, SESSIONS_KEPT)
}

/// The user of session `session_id` when the session is open and the account enabled.
pub async fn open_session_user(
    db: &Db,
    sessions: &SessionCache,
    session_id: &str,
    user_id: &str,
) -> Result<Option<SessionUser>, sqlx::Error> {
    let now = db::now_ms();
    let cached = sessions.get(session_id, user_id, now);
    if let Some(user) = cached.filter(|user| user.session_expires_at > now) {
        return Ok(Some(user));
    }
    let ticket = sessions.ticket(user_id);
    let row: Option<SessionRow> = db
        .read_optional(&READ_OPEN_SESSION, &[session_id.into(), user_id.into(), now.into()])
        .await?;
    let user = row.map(SessionUser::from);
    if let Some(user) = &user {
        sessions.put(session_id, user_id, ticket, user.clone(), now);
    }
    Ok(user)
}

/// Opens a session and returns it with its first refresh token.
pub async fn create_session(
    db: &Db,
    sessions: &SessionCache,
    user_id: &str,
    kind: SessionKind,
    remember: bool,
    ttl_ms: i64,
) -> Result<(SessionUser, String), sqlx::Error> {
    let now = db::now_ms();
    let session_id = uuid::Uuid::new_v4().to_string();
    let refresh = random_token();
    let mut tx = db.begin_write().await?;
    sqlx::query(
        "INSERT INTO sessions (id, user_id, kind, remember, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(&session_id)
    .bind(user_id)
    .bind(kind.as_str())
    .bind(i64::from(remember))
    .bind(now)
    .bind(now + ttl_ms)
    .execute(&mut *tx)
    .await?;
    insert_refresh(&mut *tx, &session_id, &refresh, now).await?;
    tx.commit().await?;
    let user = open_session_user(db, sessions, &session_id, user_id)
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
    /// The token was current, or was rotated moments ago (the grace window): the session, its
    /// next refresh token, and when the rotation happened (the new access token's issue time),
    /// the same for every request that rotates the same token.
    Rotated {
        user: SessionUser,
        next: String,
        rotated_at: i64,
    },
    /// The token had been rotated before the grace window: its whole session was revoked.
    Reused { user_id: String },
    /// Unknown token, or its session is closed, expired or idle too long.
    Invalid,
}

#[derive(sqlx::FromRow)]
struct RefreshRow {
    #[sqlx(flatten)]
    session: SessionRow,
    revoked_at: Option<i64>,
    disabled_at: Option<i64>,
    frozen_at: Option<i64>,
    /// When the presented token was issued: the session's last use (sign-in or refresh).
    issued_at: i64,
    /// When its successor was stored: the token's rotation.
    rotated_at: Option<i64>,
}

/// Exchanges a refresh token for its successor. Rotating a token again within `grace_ms` hands
/// out the same successor (two tabs, a retried request); after that it revokes the session
/// family. A session unused for `idle_ms` no longer refreshes: its last use is when its newest
/// token was issued, so a rotation writes nothing to the session itself.
///
/// A token is used once its successor is stored: the successor is derived from it, so storing
/// it is the claim. On SQLite the token and its session are read and the successor stored in one
/// transaction on the writing connection. Elsewhere they are read first, from any connection, and
/// a rotation is then that one insert; of two concurrent uses only one inserts, and the other
/// reads the successor the first stored.
pub async fn rotate_refresh(
    db: &Db,
    token: &str,
    key: &[u8],
    grace_ms: i64,
    idle_ms: i64,
) -> Result<Refresh, sqlx::Error> {
    let now = db::now_ms();
    let hash = token_hash(token);
    let next = successor_token(token, key);
    let next_hash = token_hash(&next);
    let read = [hash.as_str().into(), next_hash.as_str().into()];
    let claim = [next_hash.as_str().into(), now.into(), hash.as_str().into()];
    let in_one = db.direct_transaction(|tx| {
        let Some(mut row) = tx
            .read_row(&READ_REFRESH, &read)?
            .map(|row| RefreshRow::from_row(&row))
            .transpose()?
        else {
            return Ok(None);
        };
        if row.rotated_at.is_none() && row.open(now, idle_ms) && tx.execute(CLAIM, &claim)? == 1 {
            row.rotated_at = Some(now);
        }
        Ok(Some(row))
    });
    let row = match in_one.await {
        Some(Err(error)) if is_contention(&error) => claim_on_pool(db, &read, &claim, now, idle_ms).await?,
        Some(done) => done?,
        None => claim_on_pool(db, &read, &claim, now, idle_ms).await?,
    };
    let Some(row) = row else {
        return Ok(Refresh::Invalid);
    };
    let open = row.open(now, idle_ms);
    let user = SessionUser::from(row.session);
    match row.rotated_at {
        Some(rotated_at) if now - rotated_at > grace_ms => {
            let revoke = "UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL";
            db.write_one(revoke, &[now.into(), user.session_id.as_str().into()])
                .await?;
            db.changes.user_changed(&user.id);
            Ok(Refresh::Reused { user_id: user.id })
        }
        Some(rotated_at) if open => Ok(Refresh::Rotated { user, next, rotated_at }),
        _ => Ok(Refresh::Invalid),
    }
}

/// [`rotate_refresh`]'s read and claim on the pool: the token and its session, rotated if
/// it is still current and its session open.
async fn claim_on_pool(
    db: &Db,
    read: &[SqlValue<'_>],
    claim: &[SqlValue<'_>],
    now: i64,
    idle_ms: i64,
) -> Result<Option<RefreshRow>, sqlx::Error> {
    let Some(mut row) = db.read_optional::<RefreshRow>(&READ_REFRESH, read).await? else {
        return Ok(None);
    };
    if row.rotated_at.is_none() && row.open(now, idle_ms) {
        if db.write_one(CLAIM, claim).await? == 1 {
            row.rotated_at = Some(now);
        } else {
            // A concurrent use rotated it first.
            return db.read_optional(&READ_REFRESH, read).await;
        }
    }
    Ok(Some(row))
}

/// Stores the successor of a refresh token (`$3`, the token's hash) unless it is there already.
const CLAIM: &str = "INSERT INTO refresh_tokens (token_hash, session_id, created_at)
    SELECT $1, session_id, $2 FROM refresh_tokens WHERE token_hash = $3
    ON CONFLICT (token_hash) DO NOTHING";

/// A refresh token (`$1`, its hash) with its session, and when its successor (`$2`) was stored.
static READ_REFRESH: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {SESSION_USER_COLUMNS}, s.revoked_at, u.disabled_at, u.frozen_at,
             t.created_at AS issued_at, n.created_at AS rotated_at
         FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id JOIN users u ON u.id = s.user_id
         LEFT JOIN refresh_tokens n ON n.token_hash = $2
         WHERE t.token_hash = $1"
    )
});

impl RefreshRow {
    /// The session still refreshes: not revoked, expired or idle, the account usable.
    fn open(&self, now: i64, idle_ms: i64) -> bool {
        self.revoked_at.is_none()
            && self.disabled_at.is_none()
            && self.frozen_at.is_none()
            && self.session.session_expires_at > now
            && self.issued_at + idle_ms > now
    }
}

/// Ends every session of the user, except `keep` when given.
pub async fn revoke_user_sessions(tx: &mut WriteTx, user_id: &str, keep: Option<&str>) -> Result<u64, sqlx::Error> {
    let revoked =
        sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL AND id <> $3")
            .bind(db::now_ms())
            .bind(user_id)
            .bind(keep.unwrap_or(""))
            .execute(&mut **tx)
            .await?
            .rows_affected();
    tx.mark_user_changed(user_id);
    Ok(revoked)
}

/// The user behind a refresh token, whatever the state of its session (used by sign-out).
pub async fn user_of_refresh(db: &Db, token: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT s.user_id FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.token_hash = $1",
    )
    .bind(token_hash(token))
    .fetch_optional(&db.pool)
    .await
}

/// The account as a [`SessionUser`] without a session of its own, for reading its data on its
/// behalf (a parent's read-only view of a child's account through the owners' functions).
pub async fn stand_in<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
) -> Result<Option<SessionUser>, sqlx::Error> {
    let row: Option<SessionRow> = sqlx::query_as(
        "SELECT u.id, u.email, u.role, u.email_confirmed_at, u.recovery_sent_at, u.consent_status,
            '' AS session_id, 'password' AS session_kind, 0 AS session_expires_at, 0 AS remember
         FROM users u WHERE u.id = $1",
    )
    .bind(user_id)
    .fetch_optional(executor)
    .await?;
    Ok(row.map(SessionUser::from))
}

/// Freezes the account (a parent refused further collection) or lifts the freeze; a freeze ends
/// every session at once. False when there is no such account.
pub async fn set_frozen(tx: &mut WriteTx, user_id: &str, frozen: bool, now_ms: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE users SET frozen_at = $1, updated_at = $2 WHERE id = $3")
        .bind(frozen.then_some(now_ms))
        .bind(now_ms)
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    tx.mark_user_changed(user_id);
    if frozen {
        revoke_user_sessions(tx, user_id, None).await?;
    }
    Ok(done.rows_affected() == 1)
}

// ---- one-time tokens ----

/// Issues a one-time link token, replacing any unused one of the same purpose.
pub async fn issue_one_time(
    tx: &mut sqlx::AnyConnection,
    user_id: &str,
    purpose: TokenPurpose,
    ttl_ms: i64,
) -> Result<String, sqlx::Error> {
    issue_one_time_with(tx, user_id, purpose, ttl_ms, None).await
}

/// Issues a one-time link token that carries `payload` (the new address of an email change).
pub async fn issue_one_time_with(
    tx: &mut sqlx::AnyConnection,
    user_id: &str,
    purpose: TokenPurpose,
    ttl_ms: i64,
    payload: Option<&str>,
) -> Result<String, sqlx::Error> {
    sqlx::query("UPDATE one_time_tokens SET used_at = $1 WHERE user_id = $2 AND purpose = $3 AND used_at IS NULL")
        .bind(db::now_ms())
        .bind(user_id)
        .bind(purpose.as_str())
        .execute(&mut *tx)
        .await?;
    add_one_time(tx, user_id, purpose, ttl_ms, payload).await
}

/// Holds the user's row until `tx` ends, so two transactions deciding something about one account
/// (whether a link mail may go) take turns. On SQLite a write transaction holds the whole
/// database already.
pub async fn lock_user(tx: &mut WriteTx, backend: db::Backend, user_id: &str) -> Result<(), sqlx::Error> {
    if backend == db::Backend::Postgres {
        sqlx::query("SELECT id FROM users WHERE id = $1 FOR UPDATE")
            .bind(user_id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// When the newest one-time link of `purpose` was issued to the user, if one was.
pub async fn last_one_time_issued(
    tx: &mut sqlx::AnyConnection,
    user_id: &str,
    purpose: TokenPurpose,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT MAX(created_at) FROM one_time_tokens WHERE user_id = $1 AND purpose = $2")
        .bind(user_id)
        .bind(purpose.as_str())
        .fetch_one(&mut *tx)
        .await
}

/// Issues a one-time link token beside any others of the same purpose (each undo link of an
/// email change must keep working, whatever changes follow).
pub async fn add_one_time(
    tx: &mut sqlx::AnyConnection,
    user_id: &str,
    purpose: TokenPurpose,
    ttl_ms: i64,
    payload: Option<&str>,
) -> Result<String, sqlx::Error> {
    let now = db::now_ms();
    let token = random_token();
    sqlx::query(
        "INSERT INTO one_time_tokens (token_hash, user_id, purpose, created_at, expires_at, payload)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(token_hash(&token))
    .bind(user_id)
    .bind(purpose.as_str())
    .bind(now)
    .bind(now + ttl_ms)
    .bind(payload)
    .execute(&mut *tx)
    .await?;
    Ok(token)
}

/// Voids every unused one-time link of the user (email change, confirmation, recovery), except
/// those of purpose `keep`.
pub async fn void_one_time_tokens<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
    keep: Option<TokenPurpose>,
    now_ms: i64,
) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("UPDATE one_time_tokens SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL AND purpose <> $3")
            .bind(now_ms)
            .bind(user_id)
            .bind(keep.map_or("", TokenPurpose::as_str))
            .execute(executor)
            .await?
            .rows_affected(),
    )
}

/// A used one-time token: whose it was, and what it carried.
#[derive(sqlx::FromRow)]
pub struct UsedToken {
    pub user_id: String,
    pub payload: Option<String>,
}

/// Uses a one-time token: its user when it was valid, unused and unexpired.
pub async fn consume_one_time(
    tx: &mut sqlx::AnyConnection,
    token: &str,
    purpose: TokenPurpose,
) -> Result<Option<String>, sqlx::Error> {
    Ok(consume_one_time_with(tx, token, purpose)
        .await?
        .map(|used| used.user_id))
}

/// Uses a one-time token, returning its payload too.
pub async fn consume_one_time_with(
    tx: &mut sqlx::AnyConnection,
    token: &str,
    purpose: TokenPurpose,
) -> Result<Option<UsedToken>, sqlx::Error> {
    sqlx::query_as(
        "UPDATE one_time_tokens SET used_at = $1
         WHERE token_hash = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $1
         RETURNING user_id, payload",
    )
    .bind(db::now_ms())
    .bind(token_hash(token))
    .bind(purpose.as_str())
    .fetch_optional(&mut *tx)
    .await
}

pub mod operator;
pub mod retention;

/// Whether the account gets message notification emails.
pub async fn message_emails_on<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
) -> Result<bool, sqlx::Error> {
    let off: Option<Option<i64>> = sqlx::query_scalar("SELECT message_emails_off_at FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(executor)
        .await?;
    Ok(off.flatten().is_none())
}

/// Turns message notification emails off (since `off_at`) or back on (`None`).
pub async fn set_message_emails<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
    off_at: Option<i64>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET message_emails_off_at = $1 WHERE id = $2")
        .bind(off_at)
        .bind(user_id)
        .execute(executor)
        .await?;
    Ok(())
}
