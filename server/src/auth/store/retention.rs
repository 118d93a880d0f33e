//! Account queries of the retention jobs and of an operator's under-13 report: accounts left
//! unconfirmed, expired one-time tokens, and accounts whose erasure is scheduled.

use sqlx::AnyConnection;

use crate::db::Db;

/// An account to erase: its id and address.
#[derive(Debug, sqlx::FromRow)]
pub struct Doomed {
    pub id: String,
    pub email: String,
}

/// Accounts created before `created_before` whose address was never confirmed.
pub async fn unconfirmed_before(db: &Db, created_before: i64) -> Result<Vec<Doomed>, sqlx::Error> {
    sqlx::query_as("SELECT id, email FROM users WHERE email_confirmed_at IS NULL AND created_at < $1")
        .bind(created_before)
        .fetch_all(&db.pool)
        .await
}

/// Accounts whose scheduled erasure is due at `now_ms`.
pub async fn erasure_due(db: &Db, now_ms: i64) -> Result<Vec<Doomed>, sqlx::Error> {
    sqlx::query_as("SELECT id, email FROM users WHERE erase_after IS NOT NULL AND erase_after <= $1")
        .bind(now_ms)
        .fetch_all(&db.pool)
        .await
}

/// Schedules the account's erasure at `at`, or cancels it with `None`.
pub async fn schedule_erasure(conn: &mut AnyConnection, id: &str, at: Option<i64>) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET erase_after = $1 WHERE id = $2")
        .bind(at)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Deletes one-time tokens that expired before `now_ms` (used or not, they can no longer be
/// used); returns how many.
pub async fn purge_expired_tokens(db: &Db, now_ms: i64) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query("DELETE FROM one_time_tokens WHERE expires_at < $1")
        .bind(now_ms)
        .execute(&db.pool)
        .await?
        .rows_affected())
}

/// Deletes sessions (and, by cascade, their refresh tokens) that ended before `ended_before`:
/// expired, revoked, or unused for longer than `idle_ms` (no refresh token issued since).
pub async fn purge_ended_sessions(db: &Db, ended_before: i64, idle_ms: i64) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query(
        "DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1
             OR NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.session_id = sessions.id AND t.created_at >= $2)",
    )
    .bind(ended_before)
    .bind(ended_before - idle_ms)
    .execute(&db.pool)
    .await?
    .rows_affected())
}

/// Takes the account for erasure if it is still unconfirmed and was created before
/// `created_before` (the row stays locked until the transaction ends).
pub async fn claim_unconfirmed(conn: &mut AnyConnection, id: &str, created_before: i64) -> Result<bool, sqlx::Error> {
    let claimed = sqlx::query(
        "UPDATE users SET updated_at = updated_at WHERE id = $1 AND email_confirmed_at IS NULL AND created_at < $2",
    )
    .bind(id)
    .bind(created_before)
    .execute(conn)
    .await?
    .rows_affected();
    Ok(claimed == 1)
}

/// Takes the account for erasure if its scheduled erasure is still due at `now_ms`.
pub async fn claim_erasure_due(conn: &mut AnyConnection, id: &str, now_ms: i64) -> Result<bool, sqlx::Error> {
    let claimed = sqlx::query(
        "UPDATE users SET updated_at = updated_at WHERE id = $1 AND erase_after IS NOT NULL AND erase_after <= $2",
    )
    .bind(id)
    .bind(now_ms)
    .execute(conn)
    .await?
    .rows_affected();
    Ok(claimed == 1)
}
