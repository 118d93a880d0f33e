//! Mail decisions without I/O: when a failed delivery is retried, and when the development
//! mailbox may be read. How long outbox rows are kept is in `crate::retention::rules`.

/// How long a claimed message stays reserved for the instance sending it.
pub const CLAIM_MS: i64 = 60_000;
/// The longest wait between two attempts.
pub const MAX_BACKOFF_MS: i64 = 10 * 60_000;
/// How many messages the development mailbox shows.
pub const MAILBOX_SIZE: i64 = 50;
/// What a delivered message's bodies are replaced with (see `store::mark_sent`).
pub const REDACTED: &str = "[removed after delivery]";

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// The development mailbox is closed (not turned on, SMTP is configured, or this is
    /// production): it answers as if it did not exist.
    #[error("There is no such API endpoint.")]
    MailboxClosed,
}

/// Why the development mailbox is closed, or `None` when it is open. It shows sign-in links, so
/// it opens only when asked for (`ROWRECRUIT_DEV_MAILBOX=on`, which configuration accepts on a
/// loopback bind only), never in production, and not when SMTP delivers the mail.
pub fn mailbox_closed_because(asked: bool, smtp_configured: bool, production: bool) -> Option<&'static str> {
    if !asked {
        Some("ROWRECRUIT_DEV_MAILBOX is off")
    } else if production {
        Some("ROWRECRUIT_ENV is production")
    } else if smtp_configured {
        Some("SMTP_URL is set, so mail is delivered")
    } else {
        None
    }
}

/// The outbox can be read over HTTP only when [`mailbox_closed_because`] finds no reason not to.
pub fn mailbox_open(asked: bool, smtp_configured: bool, production: bool) -> Result<(), MailError> {
    match mailbox_closed_because(asked, smtp_configured, production) {
        None => Ok(()),
        Some(_) => Err(MailError::MailboxClosed),
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
    fn the_mailbox_opens_only_when_asked_for_in_development_without_smtp() {
        assert!(mailbox_open(true, false, false).is_ok());
        assert!(mailbox_open(false, false, false).is_err());
        assert!(mailbox_open(true, true, false).is_err());
        assert!(mailbox_open(true, false, true).is_err());
    }
}
