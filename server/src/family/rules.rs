//! The family rules, decided without HTTP or SQL: limits, who may unlink whom, validation.
//! Failures are [`FamilyError`].

use crate::{
    email::EmailAddress,
    http::error::ApiError,
    invitations::{self, Closed},
    plans::{
        rules::{within, FamilyStanding},
        PlanError,
    },
    validation::FieldError,
};

pub use crate::invitations::InvitationStatus;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;
/// An athlete has at most two parents or guardians linked.
pub const MAX_PARENTS: i64 = 2;
/// The digest is weekly: at most one every 7 days, covering the 7 days before it.
pub const DIGEST_EVERY_MS: i64 = 7 * DAY_MS;

crate::text_enum! {
    /// How a parent came to be linked (`family_links.via`).
    pub enum LinkVia {
        Consent = "consent",
        Invitation = "invitation",
    }
}

crate::text_enum! {
    /// The athlete's decision at 18 (`family_links.adult_decision`); removing is deleting the link.
    pub enum AdultDecision {
        Kept = "kept",
    }
}

crate::text_enum! {
    /// Who the linked adult is to the athlete.
    pub enum Relation {
        Parent = "parent",
        Guardian = "guardian",
    }
}

#[derive(Debug, thiserror::Error)]
pub enum FamilyError {
    #[error("The parent portal is for parent and guardian accounts.")]
    ParentsOnly,
    #[error("This is for athletes.")]
    AthletesOnly,
    #[error(
        "This invitation is for a parent or guardian. Sign in with a parent account, or create one, to accept it."
    )]
    NotAParent,
    #[error("This invitation has expired. Ask the athlete for a new one.")]
    InvitationExpired,
    #[error("This invitation has already been used.")]
    InvitationUsed,
    #[error("An athlete can have at most two parents linked.")]
    ParentsFull,
    #[error("This address already has a pending invitation.")]
    AlreadyInvited,
    #[error("This parent or guardian is already linked.")]
    AlreadyLinked,
    #[error("This athlete is 18 or over and decides for themselves.")]
    ChildIsAdult,
    #[error("An athlete under 18 keeps the parent or guardian who gave consent linked.")]
    MinorNeedsParent,
    #[error("The decision about linked parents is yours once you turn 18.")]
    NoDecisionNeeded,
    #[error("{0}")]
    NotFound(&'static str),
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error(transparent)]
    Plan(#[from] PlanError),
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

impl FamilyError {
    /// The error code a refusal is sent with.
    pub fn code(&self) -> &'static str {
        match self {
            FamilyError::ParentsOnly | FamilyError::AthletesOnly => "forbidden",
            FamilyError::NotAParent => "not_a_parent",
            FamilyError::InvitationExpired => "invitation_expired",
            FamilyError::InvitationUsed => "invitation_used",
            FamilyError::ParentsFull => "parents_full",
            FamilyError::AlreadyInvited => "already_invited",
            FamilyError::AlreadyLinked => "already_linked",
            FamilyError::ChildIsAdult => "child_is_adult",
            FamilyError::MinorNeedsParent => "minor_needs_parent",
            FamilyError::NoDecisionNeeded => "no_decision_needed",
            FamilyError::NotFound(_) => "not_found",
            FamilyError::Field(_) => "validation_failed",
            FamilyError::Plan(plan) => plan.code(),
            FamilyError::Database(_) => "internal_error",
        }
    }
}

impl From<Closed> for FamilyError {
    /// A revoked invitation reads as expired to the parent.
    fn from(closed: Closed) -> Self {
        match closed {
            Closed::Expired | Closed::Revoked => FamilyError::InvitationExpired,
            Closed::Used => FamilyError::InvitationUsed,
        }
    }
}

impl From<FamilyError> for ApiError {
    fn from(error: FamilyError) -> Self {
        let code = error.code();
        match error {
            FamilyError::ParentsOnly
            | FamilyError::AthletesOnly
            | FamilyError::NotAParent
            | FamilyError::ChildIsAdult
            | FamilyError::MinorNeedsParent => ApiError::Forbidden {
                code,
                message: error.to_string(),
            },
            FamilyError::InvitationUsed
            | FamilyError::ParentsFull
            | FamilyError::AlreadyInvited
            | FamilyError::AlreadyLinked
            | FamilyError::NoDecisionNeeded => ApiError::Conflict {
                code,
                message: error.to_string(),
            },
            FamilyError::InvitationExpired => ApiError::Gone {
                code,
                message: error.to_string(),
            },
            FamilyError::NotFound(message) => ApiError::NotFound(message.to_owned()),
            FamilyError::Field(field) => field.into(),
            FamilyError::Plan(plan) => plan.into(),
            FamilyError::Database(e) => e.into(),
        }
    }
}

/// The address an invitation goes to: valid, and not the athlete's own.
pub fn invitation_email(input: Option<&str>, own: &str) -> Result<EmailAddress, FieldError> {
    let email = EmailAddress::parse(input.unwrap_or_default()).map_err(|message| FieldError::new("email", message))?;
    if email.as_str().eq_ignore_ascii_case(own) {
        return Err(FieldError::new(
            "email",
            "Enter your parent or guardian's own email address",
        ));
    }
    Ok(email)
}

/// Parent (the default) or guardian, as on the consent form.
pub fn relation(input: Option<&str>) -> Result<Relation, FieldError> {
    match input.map(str::trim) {
        None | Some("") => Ok(Relation::Parent),
        Some(text) => Relation::parse(text).ok_or_else(|| FieldError::new("relation", "Choose parent or guardian")),
    }
}

/// Whether an invitation can still be accepted.
pub fn invitation_open(status: InvitationStatus, expires_at: i64, now_ms: i64) -> Result<(), FamilyError> {
    invitations::usable(status, expires_at, now_ms).map_err(FamilyError::from)
}

/// Room for one more parent beside the `parents` already linked.
pub fn room_for_parent(parents: i64) -> Result<(), FamilyError> {
    if parents >= MAX_PARENTS {
        return Err(FamilyError::ParentsFull);
    }
    Ok(())
}

/// Room for one more child on the parent's family plan beside the `children` already followed.
pub fn room_for_child(standing: &FamilyStanding, children: i64) -> Result<(), PlanError> {
    if within(standing.limits.children, children) {
        return Ok(());
    }
    Err(PlanError::FamilyFull {
        plan: standing.name,
        limit: standing.limits.children.unwrap_or(0),
    })
}

/// Whether a link may be removed: an adult athlete decides; a minor keeps the parent who gave
/// consent (another parent, linked by invitation, may go).
pub fn may_unlink(child_is_adult: bool, parent_gave_consent: bool) -> Result<(), FamilyError> {
    if child_is_adult || !parent_gave_consent {
        return Ok(());
    }
    Err(FamilyError::MinorNeedsParent)
}

/// A parent's choices for a child (consent scopes, freezing, deletion) apply to minors only.
pub fn minor_only(child_is_adult: bool) -> Result<(), FamilyError> {
    if child_is_adult {
        return Err(FamilyError::ChildIsAdult);
    }
    Ok(())
}

/// Whether the parent is the one who gave consent: their address is the approved consent's.
pub fn gave_consent(parent_email: &str, consent_parent_email: Option<&str>, approved: bool) -> bool {
    approved && consent_parent_email.is_some_and(|e| e.trim().eq_ignore_ascii_case(parent_email.trim()))
}

/// The start of the period a digest at `now_ms` covers: the last digest, at most 7 days back.
pub fn digest_since(last_sent: Option<i64>, now_ms: i64) -> i64 {
    let week = now_ms - DIGEST_EVERY_MS;
    last_sent.map_or(week, |sent| sent.max(week))
}

/// Whether a digest is due: none sent yet, or the last one at least 7 days ago.
pub fn digest_due(last_sent: Option<i64>, now_ms: i64) -> bool {
    last_sent.is_none_or(|sent| now_ms - sent >= DIGEST_EVERY_MS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plans::rules::family_standing;

    #[test]
    fn two_parents_at_most() {
        assert!(room_for_parent(1).is_ok());
        assert!(matches!(room_for_parent(2), Err(FamilyError::ParentsFull)));
    }

    #[test]
    fn the_family_plan_limits_children_and_the_refusal_names_larger_plans() {
        let free = family_standing(None);
        assert!(room_for_child(&free, 0).is_ok());
        let refused = room_for_child(&free, 1).unwrap_err();
        assert_eq!(refused.code(), "plan_limit");
        assert!(refused
            .to_string()
            .starts_with("Your Family Basic plan follows 1 athlete."));
        let plus = family_standing(Some("family-plus"));
        assert!(room_for_child(&plus, 2).is_ok());
        assert!(room_for_child(&plus, 3).is_err());
        assert!(room_for_child(&family_standing(Some("family-premier")), 1000).is_ok());
    }

    #[test]
    fn a_minor_keeps_the_consenting_parent() {
        assert!(may_unlink(true, true).is_ok());
        assert!(may_unlink(false, false).is_ok());
        assert!(matches!(may_unlink(false, true), Err(FamilyError::MinorNeedsParent)));
        assert!(gave_consent("Mom@Example.com", Some("mom@example.com"), true));
        assert!(!gave_consent("mom@example.com", Some("mom@example.com"), false));
        assert!(!gave_consent("dad@example.com", Some("mom@example.com"), true));
    }

    #[test]
    fn invitations_expire_and_work_once() {
        assert!(invitation_open(InvitationStatus::Pending, 10, 5).is_ok());
        assert!(matches!(
            invitation_open(InvitationStatus::Pending, 10, 10),
            Err(FamilyError::InvitationExpired)
        ));
        assert!(matches!(
            invitation_open(InvitationStatus::Accepted, 10, 5),
            Err(FamilyError::InvitationUsed)
        ));
        assert!(matches!(
            invitation_open(InvitationStatus::Revoked, 10, 5),
            Err(FamilyError::InvitationExpired)
        ));
    }

    #[test]
    fn relations_and_addresses_are_checked() {
        assert_eq!(relation(None).unwrap(), Relation::Parent);
        assert_eq!(relation(Some("guardian")).unwrap(), Relation::Guardian);
        assert!(relation(Some("uncle")).is_err());
        assert!(invitation_email(Some("ava@example.com"), "Ava@example.com").is_err());
        assert!(invitation_email(Some("mom@example.com"), "ava@example.com").is_ok());
    }

    #[test]
    fn the_digest_is_weekly_and_covers_the_week_before_it() {
        let now = 100 * DIGEST_EVERY_MS;
        assert!(digest_due(None, now));
        assert!(!digest_due(Some(now - DIGEST_EVERY_MS + 1), now));
        assert!(digest_due(Some(now - DIGEST_EVERY_MS), now));
        assert_eq!(digest_since(None, now), now - DIGEST_EVERY_MS);
        assert_eq!(digest_since(Some(now - 1000), now), now - 1000);
    }
}
