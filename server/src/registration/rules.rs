//! Registration decisions, free of HTTP and storage: the role asked for, the account's starting
//! states, the compliance events of a sign-up, the parent's decision.

use crate::{
    auth::store::{CoachStatus, ConsentStatus, Role},
    compliance::{
        log,
        rules::VerifiedRegistration,
        store::{ConsentRow, ParentalConsentStatus},
    },
    plans::rules::{self as plans, Plan, PlanError},
    validation::FieldError,
};

pub const CHECK_EMAIL: &str = "Check your email for a confirmation link.";
pub const CONFIRMED: &str = "Your email is confirmed. You can now sign in.";
const INVALID_CONFIRMATION: &str = "This confirmation link is invalid or has expired. Ask for a new one to be sent.";
const INVALID_CONSENT: &str = "This consent link is invalid or has expired.";

#[derive(Debug, thiserror::Error)]
pub enum RegistrationError {
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error("{INVALID_CONFIRMATION}")]
    InvalidConfirmationLink,
    #[error("{INVALID_CONSENT}")]
    InvalidConsentLink,
    /// The request was answered before the parent opened it.
    #[error("This request was already answered ({0}).")]
    AlreadyDecided(ParentalConsentStatus),
    /// Another answer won the race.
    #[error("This request was already answered.")]
    AnsweredMeanwhile,
}

/// The role asked for at sign-up: student unless parent or coach is named.
pub fn parse_role(role: Option<&str>) -> Result<Role, FieldError> {
    match role {
        None | Some("") | Some("student") => Ok(Role::Student),
        Some("parent") => Ok(Role::Parent),
        Some("coach") => Ok(Role::Coach),
        Some(_) => Err(FieldError::new("role", "Choose student, parent or coach")),
    }
}

/// The plan whose free trial a sign-up starts: a rower plan for an athlete, a family plan for a
/// parent. A coach's trial is their club's or program's, which starts on its own.
pub fn trial_plan(plan: Option<&str>, role: Role) -> Result<Option<&'static Plan>, FieldError> {
    let Some(id) = plan.map(str::trim).filter(|id| !id.is_empty()) else {
        return Ok(None);
    };
    let refused = || FieldError::new("plan", PlanError::NotYourPlan.to_string());
    let audience = plans::audience_of(role).ok_or_else(refused)?;
    plans::trial_choice(id, audience, None, false)
        .map(Some)
        .map_err(|_| refused())
}

/// A new account's parental consent: pending for a minor, otherwise not required.
pub fn consent_status_of(verified: &VerifiedRegistration) -> ConsentStatus {
    match verified.parent {
        Some(_) => ConsentStatus::Pending,
        None => ConsentStatus::NotRequired,
    }
}

/// A coach waits for the operator's verification.
pub fn coach_status_of(role: Role) -> Option<CoachStatus> {
    (role == Role::Coach).then_some(CoachStatus::Pending)
}

/// The parent's answer: approved or declined.
pub fn parse_decision(decision: &str) -> Result<ParentalConsentStatus, FieldError> {
    match decision {
        "approve" => Ok(ParentalConsentStatus::Approved),
        "decline" => Ok(ParentalConsentStatus::Declined),
        _ => Err(FieldError::new("decision", "Choose approve or decline")),
    }
}

/// Whether a consent link still opens its page: a pending request only until it expires.
pub fn consent_link_usable(consent: &ConsentRow, now_ms: i64) -> bool {
    !(consent.status == ParentalConsentStatus::Pending && consent.expires_at <= now_ms)
}

/// Whether a consent link shows the request (the child's address, birth date, state…): only
/// while it waits for the parent. Once answered it shows the answer alone, since an email link
/// can be opened again by anyone who sees the email later.
pub fn shows_request(status: ParentalConsentStatus) -> bool {
    status == ParentalConsentStatus::Pending
}

/// The compliance events of a new account: its age verification, and each notice, opt-out
/// and consent request that came with it. Details keep the log's stored spelling.
pub fn compliance_events(verified: &VerifiedRegistration) -> Vec<(&'static str, serde_json::Value)> {
    let a = &verified.assessment;
    let mut events = vec![(
        log::AGE_VERIFIED,
        serde_json::json!({
            "birth_date": verified.metadata.birth_date, "age": a.age, "age_group": a.age_group,
            "user_state": verified.state, "min_age": a.min_age, "parental_consent_age": a.parental_consent_age,
            "needs_parental_consent": a.needs_parental_consent, "state_privacy_required": a.state_privacy_required,
        }),
    )];
    if verified.metadata.privacy_notice_accepted_at.is_some() {
        events.push((log::NOTICE_ACCEPTED, serde_json::json!({"user_state": verified.state})));
    }
    if verified.metadata.opt_out_sale == Some(true) {
        events.push((
            log::OPTED_OUT_OF_SALE,
            serde_json::json!({"user_state": verified.state}),
        ));
    }
    if let Some((parent_email, relation)) = &verified.parent {
        events.push((
            log::CONSENT_REQUESTED,
            serde_json::json!({"parent_email": parent_email.as_str(), "relation": relation}),
        ));
    }
    events
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_default_to_student_and_admin_cannot_be_asked_for() {
        assert_eq!(parse_role(None), Ok(Role::Student));
        assert_eq!(parse_role(Some("")), Ok(Role::Student));
        assert_eq!(parse_role(Some("coach")), Ok(Role::Coach));
        assert_eq!(parse_role(Some("admin")).unwrap_err().field, "role");
        assert_eq!(coach_status_of(Role::Coach), Some(CoachStatus::Pending));
        assert_eq!(coach_status_of(Role::Student), None);
    }

    #[test]
    fn decisions_and_expired_links() {
        assert_eq!(parse_decision("approve"), Ok(ParentalConsentStatus::Approved));
        assert_eq!(parse_decision("decline"), Ok(ParentalConsentStatus::Declined));
        assert_eq!(parse_decision("maybe").unwrap_err().field, "decision");
        let consent = |status, expires_at| ConsentRow {
            child_user_id: "c".into(),
            parent_email: "p@example.com".into(),
            relation: "parent".into(),
            status,
            created_at: 0,
            expires_at,
            decided_at: None,
        };
        assert!(consent_link_usable(&consent(ParentalConsentStatus::Pending, 11), 10));
        assert!(!consent_link_usable(&consent(ParentalConsentStatus::Pending, 10), 10));
        assert!(consent_link_usable(&consent(ParentalConsentStatus::Approved, 10), 10));
        assert!(shows_request(ParentalConsentStatus::Pending));
        assert!(!shows_request(ParentalConsentStatus::Approved));
        assert!(!shows_request(ParentalConsentStatus::Declined));
    }
}
