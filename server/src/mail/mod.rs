//! Outgoing mail. An email is written to the outbox in the same transaction as the change
//! that causes it; a worker delivers the outbox over SMTP with retries and back-off, so no
//! email is lost when the SMTP server is down or the process restarts mid-send.
//! Without `SMTP_URL`, mail stays in the outbox and the development mailbox shows it.

pub mod dev_mailbox;
pub mod templates;
pub mod worker;

use serde::Serialize;
use sqlx::{Any, Executor, Row as _};
use utoipa::ToSchema;

use crate::db::{self, Db};

/// One rendered email.
#[derive(Debug, Clone)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// Queues `email`; pass the transaction of the change that causes it.
pub async fn enqueue<'e, E: Executor<'e, Database = Any>>(executor: E, email: &Email) -> Result<(), sqlx::Error> {
    let now = db::now_ms();
    sqlx::query(
        "INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body, created_at, attempts, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, 0, $7)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(&email.to)
    .bind(&email.subject)
    .bind(&email.text)
    .bind(&email.html)
    .bind(now)
    .bind(now)
    .execute(executor)
    .await?;
    Ok(())
}

/// A message as the development mailbox shows it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMessage {
    pub id: String,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub created_at: String,
}

/// The newest messages first.
pub async fn recent(db: &Db, limit: i64) -> Result<Vec<OutboxMessage>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, recipient, subject, text_body, html_body, created_at FROM mail_outbox
         ORDER BY created_at DESC, id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(OutboxMessage {
                id: row.try_get("id")?,
                to: row.try_get("recipient")?,
                subject: row.try_get("subject")?,
                text: row.try_get("text_body")?,
                html: row.try_get("html_body")?,
                created_at: db::ms_to_rfc3339(row.try_get("created_at")?),
            })
        })
        .collect()
}
