//! The family rules, decided without HTTP or SQL: limits, which parent may do what for a child,
//! who may unlink whom, validation.
//! Failures are [`FamilyError`].

use crate::{
    db::DAY_MS,
    email::EmailAddress,
    invitations::{self, Closed},
    plans::{
        rules::{within, FamilyStanding},
        PlanError,
    },
    validation::FieldError,
};

pub use crate::invitations::InvitationStatus;

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
    /// A linked parent's rights over a minor (`family_links.rights`). The parent who gave consent
    /// always holds full rights; another parent follows unless the consenting parent granted them
    /// full rights.
    pub enum Rights {
        /// The rights the law gives the consenting parent: every choice for the child.
        Full = "full",
        /// Reads the child's recruiting; may only make a choice that protects more.
        Follow = "follow",
    }
}

/// What a parent asks to do for a child.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParentAction {
    /// Withdraw a consent scope, or refuse further collection (freeze): protects more, so any
    /// linked parent of a minor may.
    Protect,
    /// Give a consent scope, lift a freeze, delete the account: full rights, minors only.
    Decide,
    /// Download the child's data: full rights.
    Export,
    /// Grant or revoke another parent's full rights: the consenting parent, minors only.
    Grant,
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
    #[error(
        "An athlete under 18 keeps linked the parent or guardian who gave consent, and any parent they gave full rights to."
    )]
    MinorNeedsParent,
    #[error("The decision about linked parents is yours once you turn 18.")]
    NoDecisionNeeded,
    #[error("Only the parent who gave consent, or a parent they gave full rights to, can make this choice.")]
    FullRightsRequired,
    #[error("Only the parent who gave consent can grant or revoke full rights.")]
    ConsentingParentOnly,
    #[error("The parent who gave consent always holds full rights.")]
    ConsentingParentRights,
    #[error("{0}")]
    NotFound(&'static str),
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error(transparent)]
    Plan(#[from] PlanError),
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
            FamilyError::FullRightsRequired => "full_rights_required",
            FamilyError::ConsentingParentOnly => "consenting_parent_only",
            FamilyError::ConsentingParentRights => "consenting_parent_rights",
            FamilyError::NotFound(_) => "not_found",
            FamilyError::Field(_) => "validation_failed",
            FamilyError::Plan(plan) => plan.code(),
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

/// The address an invitation goes to: valid, and not the athlete's own.
pub fn invitation_email(input: Option<&str>, own: &str) -> Result<EmailAddress, FieldError> {
    let email = invitations::address(input)?;
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

/// A parent's rights over the child: the parent who gave consent (`consenting`) always holds full
/// rights, another parent those stored on their link.
pub fn rights(stored: Rights, consenting: bool) -> Rights {
    if consenting {
        Rights::Full
    } else {
        stored
    }
}

/// Whether a linked parent holding `rights` may do `action` for the child. A parent's choices
/// apply to minors only (the export aside); what protects more is any linked parent's; the rest
/// needs full rights, and granting them is the consenting parent's alone.
pub fn may_act(
    action: ParentAction,
    child_is_adult: bool,
    rights: Rights,
    consenting: bool,
) -> Result<(), FamilyError> {
    if child_is_adult && action != ParentAction::Export {
        return Err(FamilyError::ChildIsAdult);
    }
    match action {
        ParentAction::Protect => Ok(()),
        ParentAction::Grant if !consenting => Err(FamilyError::ConsentingParentOnly),
        ParentAction::Grant => Ok(()),
        ParentAction::Decide | ParentAction::Export if rights == Rights::Full => Ok(()),
        ParentAction::Decide | ParentAction::Export => Err(FamilyError::FullRightsRequired),
    }
}

/// Setting consent scopes to `wanted` (`None`: left as it is): withdrawing protects more; asking
/// to give one decides, even one given already (what is given may change meanwhile).
pub fn scope_change(wanted: &[Option<bool>]) -> ParentAction {
    if wanted.contains(&Some(true)) {
        ParentAction::Decide
    } else {
        ParentAction::Protect
    }
}

/// Whether the consenting parent may set the rights of the parent linked by `target_consenting`:
/// the consenting parent's own rights are not theirs to give up.
pub fn may_set_rights(target_consenting: bool) -> Result<(), FamilyError> {
    if target_consenting {
        return Err(FamilyError::ConsentingParentRights);
    }
    Ok(())
}

/// Whether a link may be removed: an adult athlete decides; while the athlete is a minor the
/// consenting parent stays, and so does a parent holding full rights unless they leave
/// themselves (`by_parent`); a parent who follows may go, or be removed, at any time.
pub fn may_unlink(child_is_adult: bool, consenting: bool, rights: Rights, by_parent: bool) -> Result<(), FamilyError> {
    if child_is_adult || (!consenting && (rights == Rights::Follow || by_parent)) {
        return Ok(());
    }
    Err(FamilyError::MinorNeedsParent)
}

/// The link that gives up its place when the consenting parent is linked to a child whose places
/// are taken: the newest of those who follow, else the newest. `links` are oldest first, as
/// `(parent id, rights)`.
pub fn place_for_consenting_parent(links: &[(String, Rights)]) -> Option<&str> {
    links
        .iter()
        .rev()
        .find(|(_, rights)| *rights == Rights::Follow)
        .or(links.last())
        .map(|(id, _)| id.as_str())
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
        // The parent-access add-on never sells more parents than anyone may have.
        assert_eq!(i64::from(crate::plans::rules::MAX_EXTRA_PARENTS), MAX_PARENTS);
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
    fn a_minor_keeps_the_consenting_parent_and_those_with_full_rights() {
        use Rights::{Follow, Full};
        assert!(may_unlink(true, true, Full, false).is_ok());
        assert!(may_unlink(false, false, Follow, false).is_ok());
        assert!(may_unlink(false, false, Follow, true).is_ok());
        assert!(matches!(
            may_unlink(false, true, Full, false),
            Err(FamilyError::MinorNeedsParent)
        ));
        assert!(matches!(
            may_unlink(false, true, Full, true),
            Err(FamilyError::MinorNeedsParent)
        ));
        // A parent granted full rights is not the minor's to remove, but may leave.
        assert!(matches!(
            may_unlink(false, false, Full, false),
            Err(FamilyError::MinorNeedsParent)
        ));
        assert!(may_unlink(false, false, Full, true).is_ok());
    }

    #[test]
    fn a_follower_only_protects_more_and_only_the_consenting_parent_grants() {
        use ParentAction::{Decide, Export, Grant, Protect};
        use Rights::{Follow, Full};
        assert_eq!(rights(Follow, true), Full);
        assert_eq!(rights(Follow, false), Follow);
        assert_eq!(rights(Full, false), Full);
        assert!(may_act(Protect, false, Follow, false).is_ok());
        for action in [Decide, Export] {
            assert!(matches!(
                may_act(action, false, Follow, false),
                Err(FamilyError::FullRightsRequired)
            ));
            assert!(may_act(action, false, Full, false).is_ok());
        }
        assert!(matches!(
            may_act(Grant, false, Full, false),
            Err(FamilyError::ConsentingParentOnly)
        ));
        assert!(may_act(Grant, false, Full, true).is_ok());
        // An adult decides for themselves; the export stays a full-rights parent's.
        for action in [Protect, Decide, Grant] {
            assert!(matches!(
                may_act(action, true, Full, true),
                Err(FamilyError::ChildIsAdult)
            ));
        }
        assert!(may_act(Export, true, Full, true).is_ok());
        assert!(may_act(Export, true, Follow, false).is_err());
        assert_eq!(scope_change(&[Some(false), None, Some(false)]), Protect);
        assert_eq!(scope_change(&[Some(false), Some(true), None]), Decide);
        assert!(may_set_rights(false).is_ok());
        assert!(matches!(may_set_rights(true), Err(FamilyError::ConsentingParentRights)));
    }

    #[test]
    fn the_consenting_parent_takes_the_newest_followers_place() {
        let links = |l: &[(&str, Rights)]| l.iter().map(|(id, r)| (id.to_string(), *r)).collect::<Vec<_>>();
        let both = links(&[("a", Rights::Follow), ("b", Rights::Follow)]);
        assert_eq!(place_for_consenting_parent(&both), Some("b"));
        let granted = links(&[("a", Rights::Follow), ("b", Rights::Full)]);
        assert_eq!(place_for_consenting_parent(&granted), Some("a"));
        let full = links(&[("a", Rights::Full), ("b", Rights::Full)]);
        assert_eq!(place_for_consenting_parent(&full), Some("b"));
        assert_eq!(place_for_consenting_parent(&[]), None);
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
