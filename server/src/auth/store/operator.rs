//! Queries on the account tables that the operator console needs (user search, disable, coach
//! verification, admin creation), and the coach page's read of its own verification.

use sqlx::AnyConnection;

use super::{CoachStatus, ConsentStatus, Role};
use crate::db::{Db, WriteTx};

/// A coach as the verification queue shows them (no decision yet reads as pending).
#[derive(Debug, sqlx::FromRow)]
pub struct CoachQueueEntry {
    pub id: String,
    pub email: String,
    #[sqlx(try_from = "String")]
    pub coach_status: CoachStatus,
    pub coach_status_reason: Option<String>,
    pub created_at: i64,
    pub email_confirmed_at: Option<i64>,
}

/// Coaches in sign-up order, only those of `status` when given.
pub async fn coach_queue(db: &Db, status: Option<CoachStatus>) -> Result<Vec<CoachQueueEntry>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, email, COALESCE(coach_status, 'pending') AS coach_status, coach_status_reason, created_at,
                email_confirmed_at
         FROM users
         WHERE role = $1 AND ($2 IS NULL OR COALESCE(coach_status, 'pending') = $2)
         ORDER BY created_at ASC",
    )
    .bind(Role::Coach.as_str())
    .bind(status.map(CoachStatus::as_str))
    .fetch_all(&db.pool)
    .await
}

/// The email of coach `id`, or `None` when there is no such coach.
pub async fn coach_email(conn: &mut AnyConnection, id: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT email FROM users WHERE id = $1 AND role = $2")
        .bind(id)
        .bind(Role::Coach.as_str())
        .fetch_optional(conn)
        .await
}

/// Records the operator's decision on a coach.
pub async fn decide_coach(
    conn: &mut AnyConnection,
    id: &str,
    status: CoachStatus,
    reason: Option<&str>,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET coach_status = $1, coach_status_reason = $2, coach_decided_at = $3 WHERE id = $4")
        .bind(status.as_str())
        .bind(reason)
        .bind(now_ms)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// A coach's verification status inside a transaction (no decision yet reads as pending).
pub async fn coach_status(conn: &mut AnyConnection, id: &str) -> Result<CoachStatus, sqlx::Error> {
    let status: Option<String> = sqlx::query_scalar("SELECT coach_status FROM users WHERE id = $1")
        .bind(id)
        .fetch_one(conn)
        .await?;
    Ok(status
        .as_deref()
        .and_then(CoachStatus::parse)
        .unwrap_or(CoachStatus::Pending))
}

/// A coach's own verification, as the coach page shows it.
#[derive(Debug, sqlx::FromRow)]
pub struct CoachVerification {
    #[sqlx(try_from = "String")]
    pub status: CoachStatus,
    pub reason: Option<String>,
    pub decided_at: Option<i64>,
}

pub async fn coach_verification(db: &Db, user_id: &str) -> Result<CoachVerification, sqlx::Error> {
    sqlx::query_as(
        "SELECT COALESCE(coach_status, 'pending') AS status, coach_status_reason AS reason,
                coach_decided_at AS decided_at
         FROM users WHERE id = $1",
    )
    .bind(user_id)
    .fetch_one(&db.pool)
    .await
}

#[derive(sqlx::FromRow)]
struct UserSearchRow {
    id: String,
    email: String,
    role: String,
    email_confirmed_at: Option<i64>,
    #[sqlx(try_from = "String")]
    consent_status: ConsentStatus,
    disabled_at: Option<i64>,
    created_at: i64,
}

/// An account as the operator's user search lists it.
#[derive(Debug)]
pub struct UserSummary {
    pub id: String,
    pub email: String,
    pub role: Role,
    pub email_confirmed: bool,
    pub consent_status: ConsentStatus,
    pub disabled: bool,
    pub created_at: i64,
}

/// Newest accounts first; `pattern` is a `LIKE` pattern (escaped with `\`) on the email.
pub async fn search_users(db: &Db, pattern: Option<&str>, limit: i64) -> Result<Vec<UserSummary>, sqlx::Error> {
    let rows: Vec<UserSearchRow> = sqlx::query_as(
        "SELECT id, email, role, email_confirmed_at, consent_status, disabled_at, created_at FROM users
         WHERE ($1 IS NULL OR email LIKE $1 ESCAPE '\\') ORDER BY created_at DESC LIMIT $2",
    )
    .bind(pattern)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    rows.into_iter()
        .map(|row| {
            let role = Role::parse(&row.role)
                .ok_or_else(|| sqlx::Error::Decode(format!("unknown role '{}'", row.role).into()))?;
            Ok(UserSummary {
                id: row.id,
                email: row.email,
                role,
                email_confirmed: row.email_confirmed_at.is_some(),
                consent_status: row.consent_status,
                disabled: row.disabled_at.is_some(),
                created_at: row.created_at,
            })
        })
        .collect()
}

/// Disables an account, ending every session at once, or re-enables it. False when there is no
/// such account.
pub async fn set_disabled(tx: &mut WriteTx, id: &str, disabled: bool, now_ms: i64) -> Result<bool, sqlx::Error> {
    let changed = sqlx::query("UPDATE users SET disabled_at = $1, updated_at = $2 WHERE id = $3")
        .bind(disabled.then_some(now_ms))
        .bind(now_ms)
        .bind(id)
        .execute(&mut **tx)
        .await?
        .rows_affected();
    if changed == 0 {
        return Ok(false);
    }
    tx.mark_user_changed(id);
    if disabled {
        super::revoke_user_sessions(tx, id, None).await?;
    }
    Ok(true)
}

/// The id of the account with this (stored-form) email.
pub async fn user_id_by_email(conn: &mut AnyConnection, email: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
        .bind(email)
        .fetch_optional(conn)
        .await
}

/// Makes an existing account an admin with a confirmed email, with a new password when given.
pub async fn promote_to_admin(
    tx: &mut WriteTx,
    id: &str,
    password_hash: Option<&str>,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE users SET role = $1, email_confirmed_at = COALESCE(email_confirmed_at, $2), updated_at = $2 WHERE id = $3",
    )
    .bind(Role::Admin.as_str())
    .bind(now_ms)
    .bind(id)
    .execute(&mut **tx)
    .await?;
    tx.mark_user_changed(id);
    if let Some(hash) = password_hash {
        sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
            .bind(hash)
            .bind(id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// Creates a confirmed admin account.
pub async fn insert_admin(
    conn: &mut AnyConnection,
    id: &str,
    email: &str,
    password_hash: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO users (id, email, password_hash, role, metadata, email_confirmed_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, '{}', $5, $5, $5)",
    )
    .bind(id)
    .bind(email)
    .bind(password_hash)
    .bind(Role::Admin.as_str())
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}
