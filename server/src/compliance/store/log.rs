//! The compliance log. Rows are appended and never deleted; the only changes are those privacy
//! requires: an erased account's rows lose its email, IP address and personal details, and IP
//! addresses are blanked once old.

use sqlx::{Any, AnyConnection, Executor};

use crate::{compliance::rules::RULE_VERSION, db, db::Db};

/// One event to log.
pub struct Event<'a> {
    pub user_id: Option<&'a str>,
    pub email: &'a str,
    pub event_type: &'static str,
    pub details: serde_json::Value,
    pub ip: Option<&'a str>,
}

pub async fn append<'e, E: Executor<'e, Database = Any>>(executor: E, event: Event<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO compliance_log (id, user_id, email, event_type, details, rule_version, ip, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(event.user_id)
    .bind(event.email)
    .bind(event.event_type)
    .bind(event.details.to_string())
    .bind(RULE_VERSION)
    .bind(event.ip)
    .bind(db::now_ms())
    .execute(executor)
    .await?;
    Ok(())
}

/// A logged event as stored; `details` is JSON text.
#[derive(sqlx::FromRow)]
pub struct LogRow {
    pub id: String,
    pub user_id: Option<String>,
    pub email: String,
    pub event_type: String,
    pub details: String,
    pub rule_version: String,
    pub ip: Option<String>,
    pub created_at: i64,
}

const LOG_COLUMNS: &str = "id, user_id, email, event_type, details, rule_version, ip, created_at";

/// The log, newest first: only events of `user` (an id or an email) and of `event_type` when given.
pub async fn list(
    db: &Db,
    user: Option<&str>,
    event_type: Option<&str>,
    limit: i64,
) -> Result<Vec<LogRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {LOG_COLUMNS} FROM compliance_log
         WHERE ($1 IS NULL OR user_id = $1 OR email = $1) AND ($2 IS NULL OR event_type = $2)
         ORDER BY created_at DESC, id DESC LIMIT $3"
    ))
    .bind(user)
    .bind(event_type)
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// Every event of one user, oldest first (for the account export).
pub async fn events_of_user(db: &Db, user_id: &str) -> Result<Vec<LogRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {LOG_COLUMNS} FROM compliance_log WHERE user_id = $1 ORDER BY created_at"
    ))
    .bind(user_id)
    .fetch_all(&db.pool)
    .await
}

/// Blanks the email and IP address of every row of `user_id`; returns each row's id and details
/// so the caller can remove personal details (see [`set_details`]).
pub async fn anonymise_user(conn: &mut AnyConnection, user_id: &str) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query("UPDATE compliance_log SET email = '', ip = NULL WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query_as("SELECT id, details FROM compliance_log WHERE user_id = $1")
        .bind(user_id)
        .fetch_all(&mut *conn)
        .await
}

pub async fn set_details(conn: &mut AnyConnection, id: &str, details: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE compliance_log SET details = $1 WHERE id = $2")
        .bind(details)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Blanks the IP address of rows logged before `before`; returns how many.
pub async fn blank_ips_before(db: &Db, before: i64) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("UPDATE compliance_log SET ip = NULL WHERE ip IS NOT NULL AND created_at < $1")
            .bind(before)
            .execute(&db.pool)
            .await?
            .rows_affected(),
    )
}
