//! Delivers the outbox over SMTP. Several server instances may run a worker each: a message is
//! claimed with a conditional update before it is sent, so only one instance sends it.

use std::time::Duration;

use lettre::{
    message::{Mailbox, MultiPart},
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};
use sqlx::Row as _;

use crate::db::{self, Db};

/// How long a claimed message stays reserved for the instance sending it.
const CLAIM_MS: i64 = 60_000;
const POLL: Duration = Duration::from_millis(500);
const MAX_BACKOFF_MS: i64 = 10 * 60_000;

struct Claimed {
    id: String,
    to: String,
    subject: String,
    text: String,
    html: String,
    attempts: i64,
}

/// Runs until the process ends.
pub async fn run(db: Db, smtp_url: url::Url, from: String) {
    let transport = match AsyncSmtpTransport::<Tokio1Executor>::from_url(smtp_url.as_str()) {
        Ok(builder) => builder.timeout(Some(Duration::from_secs(20))).build(),
        Err(error) => {
            tracing::error!(%error, "SMTP_URL cannot be used; mail stays in the outbox");
            return;
        }
    };
    let from: Mailbox = match from.parse() {
        Ok(m) => m,
        Err(error) => {
            tracing::error!(%error, "ROWRECRUIT_MAIL_FROM is not a mailbox; mail stays in the outbox");
            return;
        }
    };
    tracing::info!(host = smtp_url.host_str().unwrap_or_default(), "mail worker started");
    loop {
        match claim(&db).await {
            Ok(Some(message)) => deliver(&db, &transport, &from, message).await,
            Ok(None) => tokio::time::sleep(POLL).await,
            Err(error) => {
                tracing::warn!(%error, "mail worker cannot read the outbox");
                tokio::time::sleep(Duration::from_secs(2)).await;
            }
        }
    }
}

async fn claim(db: &Db) -> Result<Option<Claimed>, sqlx::Error> {
    let now = db::now_ms();
    let row = sqlx::query(
        "UPDATE mail_outbox SET locked_until = $1
         WHERE id = (SELECT id FROM mail_outbox
                     WHERE sent_at IS NULL AND next_attempt_at <= $2
                       AND (locked_until IS NULL OR locked_until < $2)
                     ORDER BY next_attempt_at LIMIT 1)
           AND sent_at IS NULL AND (locked_until IS NULL OR locked_until < $2)
         RETURNING id, recipient, subject, text_body, html_body, attempts",
    )
    .bind(now + CLAIM_MS)
    .bind(now)
    .fetch_optional(&db.pool)
    .await?;
    row.map(|row| {
        Ok(Claimed {
            id: row.try_get("id")?,
            to: row.try_get("recipient")?,
            subject: row.try_get("subject")?,
            text: row.try_get("text_body")?,
            html: row.try_get("html_body")?,
            attempts: row.try_get("attempts")?,
        })
    })
    .transpose()
}

async fn deliver(db: &Db, transport: &AsyncSmtpTransport<Tokio1Executor>, from: &Mailbox, message: Claimed) {
    let result = match build(from, &message) {
        Ok(email) => transport.send(email).await.map(|_| ()).map_err(|e| e.to_string()),
        Err(e) => Err(e),
    };
    let now = db::now_ms();
    let update = match result {
        Ok(()) => {
            tracing::info!(id = %message.id, "email sent");
            sqlx::query(
                "UPDATE mail_outbox SET sent_at = $1, locked_until = NULL, attempts = attempts + 1 WHERE id = $2",
            )
            .bind(now)
            .bind(&message.id)
            .execute(&db.pool)
            .await
        }
        Err(error) => {
            let delay = backoff_ms(message.attempts + 1);
            tracing::warn!(id = %message.id, attempts = message.attempts + 1, retry_in_ms = delay, %error, "email not sent");
            sqlx::query(
                "UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = $1, locked_until = NULL, last_error = $2
                 WHERE id = $3",
            )
            .bind(now + delay)
            .bind(error)
            .bind(&message.id)
            .execute(&db.pool)
            .await
        }
    };
    if let Err(error) = update {
        // The claim expires by itself; the message is retried then (at-least-once).
        tracing::warn!(%error, id = %message.id, "could not record the delivery outcome");
    }
}

fn build(from: &Mailbox, message: &Claimed) -> Result<Message, String> {
    let to: Mailbox = message.to.parse().map_err(|e| format!("bad recipient: {e}"))?;
    Message::builder()
        .from(from.clone())
        .to(to)
        .subject(&message.subject)
        .multipart(MultiPart::alternative_plain_html(
            message.text.clone(),
            message.html.clone(),
        ))
        .map_err(|e| e.to_string())
}

/// 1 s, 2 s, 4 s … doubling per failed attempt, at most ten minutes.
pub fn backoff_ms(attempts: i64) -> i64 {
    let exponent = attempts.clamp(1, 20) - 1;
    (1_000i64 << exponent).min(MAX_BACKOFF_MS)
}

#[cfg(test)]
mod tests {
    use super::backoff_ms;

    #[test]
    fn backoff_doubles_and_is_capped() {
        assert_eq!(backoff_ms(1), 1_000);
        assert_eq!(backoff_ms(2), 2_000);
        assert_eq!(backoff_ms(5), 16_000);
        assert_eq!(backoff_ms(30), 600_000);
    }
}
