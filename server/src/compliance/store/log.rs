//! The append-only compliance log. Rows are only ever inserted; nothing in the product
//! changes or deletes them.

use sqlx::{Any, Executor};

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
