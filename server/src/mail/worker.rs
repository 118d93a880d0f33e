//! Delivers the outbox over SMTP. Several server instances may run a worker each: a message is
//! claimed (a conditional update in a write transaction, see `store::claim`) before it is sent,
//! so only one instance sends it.

use std::time::Duration;

use lettre::{
    message::{Mailbox, MultiPart},
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};

use super::{
    rules::{backoff_ms, CLAIM_MS},
    store::{self, Claimed},
};
use crate::db::{self, Db};

const POLL: Duration = Duration::from_millis(500);

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
        match store::claim(&db, db::now_ms(), CLAIM_MS).await {
            Ok(Some(message)) => deliver(&db, &transport, &from, message).await,
            Ok(None) => tokio::time::sleep(POLL).await,
            Err(error) => {
                tracing::warn!(%error, "mail worker cannot read the outbox");
                tokio::time::sleep(Duration::from_secs(2)).await;
            }
        }
    }
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
            store::mark_sent(db, &message.id, now).await
        }
        Err(error) => {
            let delay = backoff_ms(message.attempts + 1);
            tracing::warn!(id = %message.id, attempts = message.attempts + 1, retry_in_ms = delay, %error, "email not sent");
            store::mark_failed(db, &message.id, now + delay, &error).await
        }
    };
    if let Err(error) = update {
        // The claim expires by itself; the message is retried then (at-least-once).
        tracing::warn!(%error, id = %message.id, "could not record the delivery outcome");
    }
}

fn build(from: &Mailbox, message: &Claimed) -> Result<Message, String> {
    let to: Mailbox = message.recipient.parse().map_err(|e| format!("bad recipient: {e}"))?;
    Message::builder()
        .from(from.clone())
        .to(to)
        .subject(&message.subject)
        .multipart(MultiPart::alternative_plain_html(
            message.text_body.clone(),
            message.html_body.clone(),
        ))
        .map_err(|e| e.to_string())
}
