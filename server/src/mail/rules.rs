//! Mail decisions without I/O: when a failed delivery is retried, and when the development
//! mailbox may be read.

use crate::http::error::ApiError;

/// How long a claimed message stays reserved for the instance sending it.
pub const CLAIM_MS: i64 = 60_000;
/// The longest wait between two attempts.
pub const MAX_BACKOFF_MS: i64 = 10 * 60_000;
/// How many messages the development mailbox shows.
pub const MAILBOX_SIZE: i64 = 50;

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// The development mailbox is closed (SMTP is configured, or this is production): it
    /// answers as if it did not exist.
    #[error("There is no such API endpoint.")]
    MailboxClosed,
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

impl From<MailError> for ApiError {
    fn from(error: MailError) -> Self {
        match error {
            MailError::MailboxClosed => ApiError::NotFound(error.to_string()),
            MailError::Database(e) => e.into(),
        }
    }
}

/// The outbox can be read over HTTP only without SMTP, and never in production.
pub fn mailbox_open(smtp_configured: bool, production: bool) -> Result<(), MailError> {
    if smtp_configured || production {
        Err(MailError::MailboxClosed)
    } else {
        Ok(())
    }
}

/// 1 s, 2 s, 4 s … doubling per failed attempt, at most ten minutes.
pub fn backoff_ms(attempts: i64) -> i64 {
    let exponent = attempts.clamp(1, 20) - 1;
    (1_000i64 << exponent).min(MAX_BACKOFF_MS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_and_is_capped() {
        assert_eq!(backoff_ms(1), 1_000);
        assert_eq!(backoff_ms(2), 2_000);
        assert_eq!(backoff_ms(5), 16_000);
        assert_eq!(backoff_ms(30), 600_000);
    }

    #[test]
    fn the_mailbox_is_for_development_without_smtp() {
        assert!(mailbox_open(false, false).is_ok());
        assert!(mailbox_open(true, false).is_err());
        assert!(mailbox_open(false, true).is_err());
    }
}
