//! Who may use the coach area, and what its page says, decided without HTTP or SQL.

use crate::{
    auth::store::{CoachStatus, Role},
    plans::{
        rules::{Standing, StoredPlan},
        PlanError,
    },
};

#[derive(Debug, thiserror::Error)]
pub enum CoachError {
    #[error("This area is for coaches.")]
    NotACoach,
    #[error("Athlete search and the recruiting board are for verified college coaches. An administrator checks your coaching role, usually within 2 business days, and emails you the decision.")]
    Unverified,
    #[error("Name the program you recruit for on the coach page first; verification vouches for you at that program.")]
    NoProgram,
    #[error("Choose your program from the list.")]
    UnknownProgram,
    #[error("You coach a club team. College programs are for college coaches.")]
    InClub,
    #[error(transparent)]
    Plan(#[from] PlanError),
}

impl CoachError {
    /// The error code a refusal is sent with.
    pub fn code(&self) -> &'static str {
        match self {
            CoachError::NotACoach => "forbidden",
            CoachError::Unverified => "coach_unverified",
            CoachError::NoProgram => "no_program",
            CoachError::UnknownProgram => "validation_failed",
            CoachError::InClub => "already_in_club",
            CoachError::Plan(plan) => plan.code(),
        }
    }
}

/// Whether a coach may use the recruiting workspace: verified, with a program, on an active
/// plan, in one of its seats (`seat` counts from 1 in the order verified coaches joined).
pub fn workspace_access(
    status: CoachStatus,
    has_program: bool,
    plan: Option<&StoredPlan>,
    seat: i64,
    now_ms: i64,
) -> Result<Standing, CoachError> {
    if status != CoachStatus::Verified {
        return Err(CoachError::Unverified);
    }
    if !has_program {
        return Err(CoachError::NoProgram);
    }
    let standing = crate::plans::rules::standing(plan, now_ms)?;
    match standing.limits.coach_seats {
        Some(seats) if seat > i64::from(seats) => Err(PlanError::SeatsTaken {
            plan: standing.name,
            seats,
        }
        .into()),
        _ => Ok(standing),
    }
}

/// "Athletes Viewing" counts the program page's visitors of the last 30 days.
pub const VIEWING_DAYS: i64 = 30;
/// The most viewing athletes listed at once.
pub const VIEWERS_LISTED: i64 = 100;

/// The start of the "Athletes Viewing" window ending at `now_ms`.
pub fn viewing_since(now_ms: i64) -> i64 {
    now_ms - VIEWING_DAYS * 24 * 60 * 60 * 1000
}

/// A coach who changes program is verified again, for the new program.
pub fn status_after_program_change(status: CoachStatus, changed: bool) -> CoachStatus {
    if changed {
        CoachStatus::Pending
    } else {
        status
    }
}

/// Only coaches enter the coach area.
pub fn require_coach(role: Role) -> Result<(), CoachError> {
    if role == Role::Coach {
        Ok(())
    } else {
        Err(CoachError::NotACoach)
    }
}

/// The part of the email before '@', or 'Coach'.
pub fn display_name(email: &str) -> &str {
    match email.split('@').next() {
        Some(local) if !local.is_empty() => local,
        _ => "Coach",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_coaches_enter() {
        assert!(require_coach(Role::Coach).is_ok());
        for role in [Role::Student, Role::Parent, Role::Admin] {
            assert!(matches!(require_coach(role), Err(CoachError::NotACoach)));
        }
    }

    #[test]
    fn the_workspace_needs_verification_a_program_a_plan_and_a_seat() {
        use crate::plans::rules::{trial_end, StoredPlan, RECRUITER, TRIAL};
        let recruiter = StoredPlan::Plan("recruiter".into());
        let trial = StoredPlan::Trial { ends_at: trial_end(0) };
        let access = |status, program, plan, seat| workspace_access(status, program, plan, seat, 1);
        assert!(matches!(
            access(CoachStatus::Pending, true, Some(&trial), 1),
            Err(CoachError::Unverified)
        ));
        assert!(matches!(
            access(CoachStatus::Rejected, true, Some(&trial), 1),
            Err(CoachError::Unverified)
        ));
        assert!(matches!(
            access(CoachStatus::Verified, false, Some(&trial), 1),
            Err(CoachError::NoProgram)
        ));
        assert!(matches!(
            access(CoachStatus::Verified, true, None, 1),
            Err(CoachError::Plan(PlanError::NoPlan))
        ));
        assert_eq!(
            access(CoachStatus::Verified, true, Some(&trial), 5).unwrap().limits,
            TRIAL
        );
        assert!(matches!(
            access(CoachStatus::Verified, true, Some(&trial), 6),
            Err(CoachError::Plan(PlanError::SeatsTaken { seats: 5, .. }))
        ));
        assert_eq!(
            access(CoachStatus::Verified, true, Some(&recruiter), 1).unwrap().limits,
            RECRUITER
        );
        assert!(matches!(
            access(CoachStatus::Verified, true, Some(&recruiter), 2),
            Err(CoachError::Plan(PlanError::SeatsTaken { seats: 1, .. }))
        ));
    }

    #[test]
    fn changing_program_asks_for_verification_again() {
        assert_eq!(
            status_after_program_change(CoachStatus::Verified, true),
            CoachStatus::Pending
        );
        assert_eq!(
            status_after_program_change(CoachStatus::Verified, false),
            CoachStatus::Verified
        );
        assert_eq!(
            status_after_program_change(CoachStatus::Rejected, true),
            CoachStatus::Pending
        );
    }

    #[test]
    fn athletes_viewing_looks_back_thirty_days() {
        let day = 24 * 60 * 60 * 1000;
        assert_eq!(viewing_since(100 * day), 70 * day);
    }

    #[test]
    fn the_page_greets_the_local_part() {
        assert_eq!(display_name("j.smith@uw.edu"), "j.smith");
        assert_eq!(display_name("@uw.edu"), "Coach");
    }
}
