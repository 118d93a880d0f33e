//! What the club and family invitations decide alike, without HTTP or SQL: how long a link
//! works, where an invitation goes, where it stands and whether it may still be answered. Each
//! domain keeps its own table and error enum, and maps [`Closed`] to its own refusal.
//! - [`store`]: the statements both tables share (answering, revoking, finding by token,
//!   retention); the table is chosen by [`store::Kind`].

use crate::{email::EmailAddress, validation::FieldError};

pub mod store;

/// An invitation works for 14 days.
pub const TTL_MS: i64 = 14 * 24 * 60 * 60 * 1000;

crate::text_enum! {
    /// Where an invitation stands (`club_invitations.status`, `family_invitations.status`). A
    /// pending one past its expiry is expired. Family invitations are never declined.
    pub enum InvitationStatus {
        Pending = "pending",
        Accepted = "accepted",
        Declined = "declined",
        Revoked = "revoked",
    }
}

/// The address an invitation goes to.
pub fn address(input: Option<&str>) -> Result<EmailAddress, FieldError> {
    EmailAddress::parse(input.unwrap_or_default()).map_err(|message| FieldError::new("email", message))
}

/// Why an invitation may no longer be answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    /// Pending, but past its expiry.
    Expired,
    /// Already accepted or declined.
    Used,
    /// Withdrawn by whoever sent it.
    Revoked,
}

/// Whether an invitation may still be answered at `now_ms`: pending and not yet expired.
pub fn usable(status: InvitationStatus, expires_at: i64, now_ms: i64) -> Result<(), Closed> {
    match status {
        InvitationStatus::Accepted | InvitationStatus::Declined => Err(Closed::Used),
        InvitationStatus::Revoked => Err(Closed::Revoked),
        InvitationStatus::Pending if expires_at <= now_ms => Err(Closed::Expired),
        InvitationStatus::Pending => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invitations_are_answered_once_before_they_expire() {
        assert_eq!(usable(InvitationStatus::Pending, 10, 9), Ok(()));
        assert_eq!(usable(InvitationStatus::Pending, 10, 10), Err(Closed::Expired));
        assert_eq!(usable(InvitationStatus::Accepted, 10, 0), Err(Closed::Used));
        assert_eq!(usable(InvitationStatus::Declined, 10, 0), Err(Closed::Used));
        assert_eq!(usable(InvitationStatus::Revoked, 10, 0), Err(Closed::Revoked));
    }

    #[test]
    fn a_link_works_for_fourteen_days() {
        assert_eq!(TTL_MS, 1_209_600_000);
    }
}
