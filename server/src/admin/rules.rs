//! What the operator console decides, without HTTP or SQL: coach decisions and filters, a coach's
//! email domain, user searches, who may be disabled, admin passwords.

use crate::{
    auth::{password::Weakness, store::CoachStatus},
    plans::rules::{self as plans, StoredPlan},
    validation::FieldError,
};

#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    /// One input breaks a rule.
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error("There is no such coach.")]
    NoSuchCoach,
    #[error("There is no such account.")]
    NoSuchAccount,
    #[error("There is no such program.")]
    NoSuchProgram,
    #[error("There is no such club.")]
    NoSuchClub,
    #[error("There is no such athlete or parent account.")]
    NoSuchPayer,
    /// Verification vouches for a coach at a program or a club, so there must be one to vouch for.
    #[error("This coach has not named their program or created their club yet. Verify them once they have.")]
    NoProgramToVerify,
    /// `create-admin` for an address without an account, and no password given.
    #[error("a new admin needs a password: set ROWRECRUIT_ADMIN_PASSWORD or type it when asked")]
    PasswordNeeded,
    #[error("password refused: {}", .0.iter().map(|r| r.message()).collect::<Vec<_>>().join("; "))]
    PasswordRefused(Vec<Weakness>),
    #[error("{0:#}")]
    Hashing(anyhow::Error),
}

crate::text_enum! {
    /// What the operator decides about a coach.
    pub enum Decision {
        Approve = "approve",
        Reject = "reject",
    }
}

/// The longest reason a coach can be given.
pub const REASON_MAX: usize = 500;

/// A checked decision: the coach's new status and the reason they are sent.
#[derive(Debug, PartialEq, Eq)]
pub struct CoachVerdict {
    pub status: CoachStatus,
    pub reason: Option<String>,
}

/// Approve, or reject with a reason (at most 500 characters; blank counts as none).
pub fn coach_verdict(decision: &str, reason: Option<String>) -> Result<CoachVerdict, AdminError> {
    let reason = reason.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty());
    let status = match Decision::parse(decision) {
        Some(Decision::Approve) => CoachStatus::Verified,
        Some(Decision::Reject) if reason.is_some() => CoachStatus::Rejected,
        Some(Decision::Reject) => return Err(FieldError::new("reason", "Give a reason for the coach").into()),
        None => return Err(FieldError::new("decision", "Choose approve or reject").into()),
    };
    if reason.as_ref().is_some_and(|r| r.chars().count() > REASON_MAX) {
        return Err(FieldError::new("reason", "The reason must be at most 500 characters").into());
    }
    Ok(CoachVerdict { status, reason })
}

/// The operator's choice of plan for a program: a college plan's id, or `trial` until
/// `trial_ends_on` (a date after `today`; 14 days from now when not given).
pub fn program_plan(
    plan: &str,
    trial_ends_on: Option<&str>,
    today: jiff::civil::Date,
    now_ms: i64,
) -> Result<StoredPlan, AdminError> {
    if plan == plans::TRIAL_ID {
        let Some(text) = trial_ends_on else {
            return Ok(StoredPlan::Trial {
                ends_at: plans::trial_end(now_ms),
            });
        };
        let date: jiff::civil::Date = text
            .parse()
            .map_err(|_| FieldError::new("trialEndsOn", "Enter the trial's last day as yyyy-mm-dd"))?;
        if date <= today {
            return Err(FieldError::new("trialEndsOn", "The trial must end after today").into());
        }
        let end = date
            .tomorrow()
            .and_then(|d| d.to_zoned(jiff::tz::TimeZone::UTC))
            .map_err(|_| FieldError::new("trialEndsOn", "Enter the trial's last day as yyyy-mm-dd"))?;
        return Ok(StoredPlan::Trial {
            ends_at: end.timestamp().as_millisecond(),
        });
    }
    match plans::find(plan) {
        Some(found) if found.limits.is_some() => Ok(StoredPlan::Plan(found.id.to_owned())),
        _ => Err(FieldError::new("plan", "Choose trial, recruiter, division-iii or division-i-ii").into()),
    }
}

/// A club's plan as the operator chooses it: `trial` starts a new 14-day trial now.
pub fn club_plan(plan: &str, now_ms: i64) -> Result<StoredPlan, AdminError> {
    if plan == plans::TRIAL_ID {
        return Ok(StoredPlan::Trial {
            ends_at: plans::trial_end(now_ms),
        });
    }
    match plans::find(plan) {
        Some(found) if found.club_limits.is_some() => Ok(StoredPlan::Plan(found.id.to_owned())),
        _ => Err(FieldError::new("plan", "Choose trial, coach-essential, coach-premium or club-pro").into()),
    }
}

/// An account's own plan as an operator sets it: a rower plan for an athlete, a family plan for a
/// parent, or none (the free level).
pub fn account_plan(plan: Option<&str>, audience: plans::Audience) -> Result<Option<&'static str>, AdminError> {
    match plan {
        None => Ok(None),
        Some(id) => match plans::find(id) {
            Some(found) if found.audience == audience => Ok(Some(found.id)),
            _ => {
                let choices: Vec<&str> = plans::PLANS
                    .iter()
                    .filter(|p| p.audience == audience)
                    .map(|p| p.id)
                    .collect();
                Err(FieldError::new("plan", format!("Choose {} or none", choices.join(", "))).into())
            }
        },
    }
}

/// The coach queue's filter: one status (pending when not given), or `None` for all.
pub fn coach_filter(status: Option<&str>) -> Result<Option<CoachStatus>, AdminError> {
    match status.unwrap_or(CoachStatus::Pending.as_str()) {
        "all" => Ok(None),
        other => CoachStatus::parse(other)
            .map(Some)
            .ok_or_else(|| FieldError::new("status", "Choose pending, verified, rejected or all").into()),
    }
}

/// The part of an address after '@' (empty without one).
pub fn email_domain(email: &str) -> &str {
    email.rsplit_once('@').map(|(_, d)| d).unwrap_or_default()
}

/// The most programs the console lists at once.
pub const PROGRAMS_LISTED: i64 = 50;

/// Admin user lists: the default and the largest number of accounts.
pub const USERS_DEFAULT: i64 = 50;
pub const USERS_MAX: i64 = 200;

/// The operator's account search, validated: a `LIKE` pattern on the email (or none) and a limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserSearch {
    pub pattern: Option<String>,
    pub limit: i64,
}

impl UserSearch {
    /// `q` is part of an email address (blank: everyone); `limit` 1 to 200, default 50.
    pub fn new(q: Option<&str>, limit: Option<i64>) -> UserSearch {
        UserSearch {
            pattern: crate::waitlist::rules::email_pattern(q),
            limit: limit.unwrap_or(USERS_DEFAULT).clamp(1, USERS_MAX),
        }
    }
}

/// An admin cannot disable (or re-enable) their own account.
pub fn may_change_disabled(admin_id: &str, target_id: &str) -> Result<(), AdminError> {
    if admin_id == target_id {
        return Err(FieldError::new("id", "You cannot disable your own account").into());
    }
    Ok(())
}

/// An admin's password must pass the rules every account's does.
pub fn check_admin_password(password: &str, email: &str) -> Result<(), AdminError> {
    crate::auth::password::check_length("password", password)?;
    let reasons = crate::auth::password::weaknesses(password, email, None);
    if reasons.is_empty() {
        Ok(())
    } else {
        Err(AdminError::PasswordRefused(reasons))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_operator_gives_a_college_plan_or_a_trial_ending_after_today() {
        let today: jiff::civil::Date = "2026-11-25".parse().unwrap();
        let now = 1_000;
        assert_eq!(
            program_plan("recruiter", None, today, now).unwrap(),
            StoredPlan::Plan("recruiter".into())
        );
        assert_eq!(
            program_plan("trial", None, today, now).unwrap(),
            StoredPlan::Trial {
                ends_at: plans::trial_end(now)
            }
        );
        // The trial runs through its last day, UTC.
        let until: i64 = "2026-12-10T00:00:00Z"
            .parse::<jiff::Timestamp>()
            .unwrap()
            .as_millisecond();
        assert_eq!(
            program_plan("trial", Some("2026-12-09"), today, now).unwrap(),
            StoredPlan::Trial { ends_at: until }
        );
        for (plan, ends, field) in [
            ("elite", None, "plan"),
            ("gold", None, "plan"),
            ("trial", Some("2026-11-25"), "trialEndsOn"),
            ("trial", Some("next week"), "trialEndsOn"),
        ] {
            match program_plan(plan, ends, today, now) {
                Err(AdminError::Field(error)) => assert_eq!(error.field, field, "{plan} {ends:?}"),
                other => panic!("{plan} {ends:?}: {other:?}"),
            }
        }
    }

    fn field_of<T: std::fmt::Debug>(result: Result<T, AdminError>) -> (&'static str, String) {
        match result {
            Err(AdminError::Field(f)) => (f.field, f.message),
            other => panic!("expected a field error, got {other:?}"),
        }
    }

    #[test]
    fn a_rejection_needs_a_short_reason() {
        assert_eq!(
            coach_verdict("approve", Some("  ".into())).unwrap(),
            CoachVerdict {
                status: CoachStatus::Verified,
                reason: None
            }
        );
        assert_eq!(
            coach_verdict("reject", Some(" No staff page ".into())).unwrap(),
            CoachVerdict {
                status: CoachStatus::Rejected,
                reason: Some("No staff page".into())
            }
        );
        assert_eq!(
            field_of(coach_verdict("reject", None)),
            ("reason", "Give a reason for the coach".into())
        );
        assert_eq!(field_of(coach_verdict("reject", Some("x".repeat(501)))).0, "reason");
        assert_eq!(
            field_of(coach_verdict("maybe", None)),
            ("decision", "Choose approve or reject".into())
        );
    }

    #[test]
    fn the_coach_filter_defaults_to_pending() {
        assert_eq!(coach_filter(None).unwrap(), Some(CoachStatus::Pending));
        assert_eq!(coach_filter(Some("rejected")).unwrap(), Some(CoachStatus::Rejected));
        assert_eq!(coach_filter(Some("all")).unwrap(), None);
        assert_eq!(field_of(coach_filter(Some("new"))).0, "status");
    }

    #[test]
    fn user_searches_are_escaped_and_bounded() {
        assert_eq!(
            UserSearch::new(Some("Kid_1@"), None),
            UserSearch {
                pattern: Some("%kid\\_1@%".into()),
                limit: USERS_DEFAULT
            }
        );
        assert_eq!(UserSearch::new(Some(""), Some(1_000)).limit, USERS_MAX);
        assert_eq!(
            UserSearch::new(None, Some(-5)),
            UserSearch {
                pattern: None,
                limit: 1
            }
        );
    }

    #[test]
    fn nobody_disables_themselves() {
        assert!(may_change_disabled("a", "b").is_ok());
        assert_eq!(field_of(may_change_disabled("a", "a")).0, "id");
    }

    #[test]
    fn weak_admin_passwords_are_refused_with_every_reason() {
        assert!(check_admin_password("Erg-2k-6:45.0", "ops@rowrecruit.com").is_ok());
        let refused = check_admin_password("Zq7-x", "ops@rowrecruit.com").unwrap_err();
        assert_eq!(
            refused.to_string(),
            "password refused: Password must be at least 8 characters"
        );
    }
}
