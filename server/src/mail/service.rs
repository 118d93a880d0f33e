//! The development mailbox's use cases: whether it is open (said once at start-up), and reading
//! the outbox while it is.

use super::{
    rules::{self, MailError, MAILBOX_SIZE},
    store::{self, OutboxRecord},
};
use crate::{http::error::ApiResult, AppState, Config};

fn closed_because(config: &Config) -> Option<&'static str> {
    rules::mailbox_closed_because(config.dev_mailbox, config.smtp_url.is_some(), config.production)
}

/// Says at start-up whether the mailbox is open, and why not when it was asked for.
pub fn log_state(config: &Config) {
    match closed_because(config) {
        None => tracing::warn!(
            bind = %config.bind,
            "development mailbox ON at /api/dev/mailbox: anyone who can reach this address reads sign-in links"
        ),
        Some(reason) if config.dev_mailbox => {
            tracing::warn!(reason, "development mailbox asked for but OFF")
        }
        Some(reason) => tracing::info!(reason, "development mailbox off"),
    }
}

/// The newest outgoing emails, while the mailbox is open.
pub async fn recent_mail(state: &AppState) -> ApiResult<Vec<OutboxRecord>> {
    if closed_because(&state.config).is_some() {
        return Err(MailError::MailboxClosed.into());
    }
    Ok(store::recent(&state.db, MAILBOX_SIZE).await?)
}
