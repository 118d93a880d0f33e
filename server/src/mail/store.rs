//! Storage of the `mail_outbox` table. A message is pending until `sent_at` is set; while an
//! instance sends it, `locked_until` reserves it. Once sent, its bodies (which carry link
//! tokens) are replaced by [`REDACTED`]; recipient, subject and times stay for the operator.

use sqlx::{Any, AnyConnection, Executor};

use super::{rules::REDACTED, Email, EmailKind};
use crate::db::{self, Db};

/// Writes `email` to the outbox, due at once.
pub async fn insert<'e, E: Executor<'e, Database = Any>>(executor: E, email: &Email) -> Result<(), sqlx::Error> {
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
#[derive(Debug, sqlx::FromRow)]
pub struct OutboxRecord {
    pub id: String,
    pub recipient: String,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub created_at: i64,
}

/// The newest messages first.
pub async fn recent(db: &Db, limit: i64) -> Result<Vec<OutboxRecord>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, recipient, subject, text_body, html_body, created_at FROM mail_outbox
         ORDER BY created_at DESC, id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// A message this instance has reserved for sending.
#[derive(Debug, sqlx::FromRow)]
pub struct Claimed {
    pub id: String,
    pub recipient: String,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub attempts: i64,
}

/// Reserves the message due first for `claim_ms`, or `None` when nothing is due. Several
/// instances may claim at once: the write is conditional on the message still being free, so
/// only one of them gets it.
pub async fn claim(db: &Db, now_ms: i64, claim_ms: i64) -> Result<Option<Claimed>, sqlx::Error> {
    const DUE: &str = "FROM mail_outbox
         WHERE sent_at IS NULL AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until < $1)";
    // The worker polls: an idle outbox is seen without taking the write lock.
    let any_due: Option<String> = sqlx::query_scalar(&format!("SELECT id {DUE} LIMIT 1"))
        .bind(now_ms)
        .fetch_optional(&db.pool)
        .await?;
    if any_due.is_none() {
        return Ok(None);
    }
    let mut tx = db.begin_write().await?;
    let due: Option<Claimed> = sqlx::query_as(&format!(
        "SELECT id, recipient, subject, text_body, html_body, attempts {DUE} ORDER BY next_attempt_at LIMIT 1"
    ))
    .bind(now_ms)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(message) = due else {
        return Ok(None);
    };
    let taken = sqlx::query(
        "UPDATE mail_outbox SET locked_until = $1
         WHERE id = $2 AND sent_at IS NULL AND (locked_until IS NULL OR locked_until < $3)",
    )
    .bind(now_ms + claim_ms)
    .bind(&message.id)
    .bind(now_ms)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    Ok((taken == 1).then_some(message))
}

/// Records a delivery, frees the message and removes its bodies: the links they carry are no
/// one's business once the recipient has them.
pub async fn mark_sent(db: &Db, id: &str, now_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE mail_outbox SET sent_at = $1, locked_until = NULL, attempts = attempts + 1, text_body = $3, html_body = $3
         WHERE id = $2",
    )
    .bind(now_ms)
    .bind(id)
    .bind(REDACTED)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Deletes every message to `recipient` (an erased account's mail); returns how many.
pub async fn forget_recipient(conn: &mut AnyConnection, recipient: &str) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query("DELETE FROM mail_outbox WHERE recipient = $1")
        .bind(recipient)
        .execute(conn)
        .await?
        .rows_affected())
}

/// Deletes messages sent before `sent_before`, and messages never sent that were queued before
/// `unsent_before`; returns how many.
pub async fn purge(db: &Db, sent_before: i64, unsent_before: i64) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query(
        "DELETE FROM mail_outbox
         WHERE (sent_at IS NOT NULL AND sent_at < $1) OR (sent_at IS NULL AND created_at < $2)",
    )
    .bind(sent_before)
    .bind(unsent_before)
    .execute(&db.pool)
    .await?
    .rows_affected())
}

/// Records a failed attempt and when to try again.
pub async fn mark_failed(db: &Db, id: &str, retry_at_ms: i64, error: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = $1, locked_until = NULL, last_error = $2
         WHERE id = $3",
    )
    .bind(retry_at_ms)
    .bind(error)
    .bind(id)
    .execute(&db.pool)
    .await?;
    Ok(())
}

// ---- email_settings ----

/// When an account turned a kind of email off and how, and when it revoked the kind's links.
/// Whether the kind is on is its owner's (see `account::emails`).
#[derive(Debug, Default, sqlx::FromRow)]
pub struct EmailSettingRow {
    pub kind: String,
    pub off_at: Option<i64>,
    /// 1 when an email's one-click link turned it off.
    pub off_from_link: i64,
    pub links_revoked_at: Option<i64>,
}

/// The account's rows, one per kind it ever switched or revoked.
pub async fn email_settings<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
) -> Result<Vec<EmailSettingRow>, sqlx::Error> {
    sqlx::query_as("SELECT kind, off_at, off_from_link, links_revoked_at FROM email_settings WHERE user_id = $1")
        .bind(user_id)
        .fetch_all(executor)
        .await
}

/// When the account last revoked the links of `kind`, if ever.
pub async fn links_revoked_at<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
    kind: EmailKind,
) -> Result<Option<i64>, sqlx::Error> {
    let revoked: Option<Option<i64>> =
        sqlx::query_scalar("SELECT links_revoked_at FROM email_settings WHERE user_id = $1 AND kind = $2")
            .bind(user_id)
            .bind(kind.as_str())
            .fetch_optional(executor)
            .await?;
    Ok(revoked.flatten())
}

/// The one rule of turning a kind of email on or off, wherever the switch is: when it already
/// is so (`was_on == on`) nothing changes, so the first "off" keeps its date and how; otherwise
/// the change is recorded and the caller, the kind's owner, writes its own flag. Whether it
/// changed.
pub async fn switched(
    conn: &mut AnyConnection,
    user_id: &str,
    kind: EmailKind,
    was_on: bool,
    on: bool,
    from_link: bool,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    if was_on == on {
        return Ok(false);
    }
    record_switch(conn, user_id, kind, (!on).then_some(now_ms), from_link).await?;
    Ok(true)
}

/// Records that `kind` was turned off at `off_at` (from an email's link or not), or back on
/// (`None`, which clears both).
pub async fn record_switch(
    conn: &mut AnyConnection,
    user_id: &str,
    kind: EmailKind,
    off_at: Option<i64>,
    from_link: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO email_settings (user_id, kind, off_at, off_from_link) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, kind) DO UPDATE SET off_at = excluded.off_at, off_from_link = excluded.off_from_link",
    )
    .bind(user_id)
    .bind(kind.as_str())
    .bind(off_at)
    .bind(i64::from(off_at.is_some() && from_link))
    .execute(conn)
    .await?;
    Ok(())
}

/// Every link of `kind` emailed to the account up to `now_ms` stops working.
pub async fn revoke_links(
    conn: &mut AnyConnection,
    user_id: &str,
    kind: EmailKind,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO email_settings (user_id, kind, links_revoked_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, kind) DO UPDATE SET links_revoked_at = excluded.links_revoked_at",
    )
    .bind(user_id)
    .bind(kind.as_str())
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}
