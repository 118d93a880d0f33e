//! The club rules, decided without HTTP or SQL: names, invitations, who may enter the club
//! workspace, what a plan allows, ratings. Failures are [`ClubError`].

use crate::{
    auth::store::{CoachStatus, Role},
    invitations::{self, Closed},
    plans::{
        rules::{ClubStanding, StoredPlan},
        PlanError,
    },
    validation::FieldError,
};

pub use crate::invitations::InvitationStatus;

/// The longest club name.
pub const NAME_MAX: usize = 120;
/// The longest reason for declining an attestation.
pub const REASON_MAX: usize = 500;
/// The longest evaluation comments.
pub const COMMENTS_MAX: usize = 2000;
/// Ratings run from 1 to 5.
pub const RATINGS: std::ops::RangeInclusive<i64> = 1..=5;
/// The roster shows each athlete's newest tests, at most this many.
pub const LATEST_TESTS: i64 = 3;
/// Profile views the roster shows, in days back.
pub const ACTIVITY_DAYS: i64 = 90;

crate::text_enum! {
    /// Whom an invitation is for.
    pub enum InvitationKind {
        Athlete = "athlete",
        Coach = "coach",
    }
}

crate::text_enum! {
    /// Where an athlete's attestation request stands.
    pub enum RequestStatus {
        Requested = "requested",
        Declined = "declined",
        Confirmed = "confirmed",
    }
}

crate::text_enum! {
    /// The kind of result an attestation is for.
    pub enum ResultKind {
        Erg = "erg",
        Race = "race",
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ClubError {
    #[error("This area is for coaches.")]
    NotACoach,
    #[error("Create your club team on the club page first; verification vouches for you at that club.")]
    NoClub,
    #[error("The club workspace is for verified club coaches. An administrator checks your club's name and your email, usually within 2 business days, and emails you the decision.")]
    Unverified,
    #[error("This is for athletes.")]
    AthletesOnly,
    #[error("This invitation is for an athlete. Sign in with your athlete account to accept it.")]
    NotAnAthlete,
    #[error("This invitation is for a coach. Sign in with your coach account to accept it.")]
    NotACoachInvitation,
    #[error("You already coach a club team.")]
    AlreadyInClub,
    #[error("You recruit for a college program. Club teams are for club coaches.")]
    HasProgram,
    #[error("This address already has a pending invitation to your club.")]
    AlreadyInvited,
    #[error("This athlete is already on your roster.")]
    AlreadyOnRoster,
    #[error("This invitation has expired. Ask the club coach for a new one.")]
    InvitationExpired,
    #[error("The club withdrew this invitation. Ask the club coach for a new one.")]
    InvitationRevoked,
    #[error("This invitation has already been answered.")]
    InvitationUsed,
    #[error("This result is already verified by a club coach.")]
    AlreadyAttested,
    #[error("You already asked a club coach to verify this result.")]
    AlreadyRequested,
    #[error("This request has already been answered.")]
    AlreadyDecided,
    #[error("The athlete asked for your club's evaluation to be withdrawn.")]
    EvaluationWithdrawn,
    #[error("{0}")]
    NotFound(&'static str),
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error(transparent)]
    Plan(#[from] PlanError),
}

impl ClubError {
    /// The error code a refusal is sent with.
    pub fn code(&self) -> &'static str {
        match self {
            ClubError::NotACoach | ClubError::AthletesOnly => "forbidden",
            ClubError::NoClub => "no_club",
            ClubError::Unverified => "coach_unverified",
            ClubError::NotAnAthlete => "not_an_athlete",
            ClubError::NotACoachInvitation => "not_a_coach",
            ClubError::AlreadyInClub => "already_in_club",
            ClubError::HasProgram => "has_program",
            ClubError::AlreadyInvited => "already_invited",
            ClubError::AlreadyOnRoster => "already_on_roster",
            ClubError::InvitationExpired | ClubError::InvitationRevoked => "invitation_expired",
            ClubError::InvitationUsed => "invitation_used",
            ClubError::AlreadyAttested => "already_attested",
            ClubError::AlreadyRequested => "already_requested",
            ClubError::AlreadyDecided => "already_decided",
            ClubError::EvaluationWithdrawn => "evaluation_withdrawn",
            ClubError::NotFound(_) => "not_found",
            ClubError::Field(_) => "validation_failed",
            ClubError::Plan(plan) => plan.code(),
        }
    }
}

impl From<Closed> for ClubError {
    fn from(closed: Closed) -> Self {
        match closed {
            Closed::Expired => ClubError::InvitationExpired,
            Closed::Used => ClubError::InvitationUsed,
            Closed::Revoked => ClubError::InvitationRevoked,
        }
    }
}

/// A club's name: trimmed, 1 to 120 characters.
pub fn club_name(input: Option<&str>) -> Result<String, FieldError> {
    let name = input.map(str::trim).unwrap_or_default();
    if name.is_empty() {
        return Err(FieldError::new("name", "Enter your club's name"));
    }
    if name.chars().count() > NAME_MAX {
        return Err(FieldError::new(
            "name",
            format!("The club's name must be at most {NAME_MAX} characters"),
        ));
    }
    Ok(name.to_owned())
}

/// The reason a coach declines an attestation: trimmed, 1 to 500 characters.
pub fn decline_reason(input: Option<&str>) -> Result<String, FieldError> {
    let reason = input.map(str::trim).unwrap_or_default();
    if reason.is_empty() {
        return Err(FieldError::new(
            "reason",
            "Say why you decline, so the athlete can correct it",
        ));
    }
    if reason.chars().count() > REASON_MAX {
        return Err(FieldError::new(
            "reason",
            format!("The reason must be at most {REASON_MAX} characters"),
        ));
    }
    Ok(reason.to_owned())
}

/// An evaluation that passed every rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidEvaluation {
    pub technique: i64,
    pub fitness: i64,
    pub coachability: i64,
    pub comments: String,
}

/// Checks an evaluation: three ratings from 1 to 5, comments of at most 2000 characters.
pub fn evaluation(
    technique: Option<i64>,
    fitness: Option<i64>,
    coachability: Option<i64>,
    comments: Option<&str>,
) -> Result<ValidEvaluation, Vec<FieldError>> {
    let mut failures = Vec::new();
    let mut rating = |value: Option<i64>, field: &'static str| match value {
        Some(v) if RATINGS.contains(&v) => v,
        _ => {
            failures.push(FieldError::new(field, "Rate from 1 to 5"));
            0
        }
    };
    let technique = rating(technique, "technique");
    let fitness = rating(fitness, "fitness");
    let coachability = rating(coachability, "coachability");
    let comments = comments.map(str::trim).unwrap_or_default().to_owned();
    if comments.chars().count() > COMMENTS_MAX {
        failures.push(FieldError::new(
            "comments",
            format!("Comments must be at most {COMMENTS_MAX} characters"),
        ));
    }
    if failures.is_empty() {
        Ok(ValidEvaluation {
            technique,
            fitness,
            coachability,
            comments,
        })
    } else {
        Err(failures)
    }
}

/// Whether a coach may use the club workspace: in a club, verified, on an active club plan, in
/// one of its coach seats (`seat` counts from 1 in the order verified coaches joined).
pub fn workspace_access(
    status: CoachStatus,
    has_club: bool,
    plan: Option<&StoredPlan>,
    seat: i64,
    now_ms: i64,
) -> Result<ClubStanding, ClubError> {
    if !has_club {
        return Err(ClubError::NoClub);
    }
    if status != CoachStatus::Verified {
        return Err(ClubError::Unverified);
    }
    let standing = crate::plans::rules::club_standing(plan, now_ms)?;
    match standing.limits.coaches {
        Some(seats) if seat > i64::from(seats) => Err(PlanError::ClubSeatsTaken {
            plan: standing.name,
            seats,
        }
        .into()),
        _ => Ok(standing),
    }
}

/// One more athlete on a roster of `count`?
pub fn room_for_athlete(standing: &ClubStanding, count: i64) -> Result<(), PlanError> {
    match standing.limits.roster {
        Some(limit) if !crate::plans::rules::within(Some(limit), count) => Err(PlanError::RosterFull {
            plan: standing.name,
            limit,
        }),
        _ => Ok(()),
    }
}

/// One more coach beside `count` coaches?
pub fn room_for_coach(standing: &ClubStanding, count: i64) -> Result<(), PlanError> {
    if crate::plans::rules::within(standing.limits.coaches, count) {
        Ok(())
    } else {
        Err(PlanError::ClubCoaches { plan: standing.name })
    }
}

/// Whether an invitation may still be answered at `now_ms`.
pub fn invitation_open(status: InvitationStatus, expires_at: i64, now_ms: i64) -> Result<(), ClubError> {
    invitations::usable(status, expires_at, now_ms).map_err(ClubError::from)
}

/// Who may accept an invitation of `kind`: an athlete's is for athletes, a coach's for coaches.
pub fn may_accept(kind: InvitationKind, role: Role) -> Result<(), ClubError> {
    match (kind, role) {
        (InvitationKind::Athlete, Role::Student) | (InvitationKind::Coach, Role::Coach) => Ok(()),
        (InvitationKind::Athlete, _) => Err(ClubError::NotAnAthlete),
        (InvitationKind::Coach, _) => Err(ClubError::NotACoachInvitation),
    }
}

/// A coach joins a club only when in no club and with no program.
pub fn may_join_as_coach(in_club: bool, has_program: bool) -> Result<(), ClubError> {
    if has_program {
        Err(ClubError::HasProgram)
    } else if in_club {
        Err(ClubError::AlreadyInClub)
    } else {
        Ok(())
    }
}

/// "I checked the verification code" needs a code to have been checked.
pub fn code_checked(checked: bool, has_code: bool) -> Result<bool, FieldError> {
    if checked && !has_code {
        Err(FieldError::new(
            "codeChecked",
            "This test has no verification code to check",
        ))
    } else {
        Ok(checked)
    }
}

/// The result an attestation request names: exactly one of an erg test and a race result.
pub fn one_result(
    erg_test_id: Option<String>,
    race_result_id: Option<String>,
) -> Result<(ResultKind, String), FieldError> {
    match (erg_test_id, race_result_id) {
        (Some(id), None) => Ok((ResultKind::Erg, id)),
        (None, Some(id)) => Ok((ResultKind::Race, id)),
        _ => Err(FieldError::new("ergTestId", "Name one erg test or one race result")),
    }
}

/// Whether someone born on `birth_date` (yyyy-mm-dd) is under 18 on `today`.
pub fn is_minor(birth_date: Option<&str>, today: jiff::civil::Date) -> bool {
    birth_date
        .and_then(crate::compliance::rules::parse_birth_date)
        .is_some_and(|birth| crate::compliance::rules::age_on(birth, today) < 18)
}

/// What the invitation email and the athlete's dashboard call the inviting coach.
pub fn inviter_name(full_name: Option<&str>) -> Option<String> {
    full_name.map(str::trim).filter(|n| !n.is_empty()).map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plans::rules::{trial_end, CLUB_PRO, COACH_ESSENTIAL, COACH_PREMIUM};

    fn standing(name: &'static str, limits: crate::plans::rules::ClubLimits) -> ClubStanding {
        ClubStanding {
            id: "x",
            name,
            limits,
            trial_ends_at: None,
        }
    }

    #[test]
    fn names_are_required_and_short() {
        assert_eq!(club_name(Some("  Riverside RC ")).unwrap(), "Riverside RC");
        assert_eq!(club_name(Some("  ")).unwrap_err().field, "name");
        assert_eq!(club_name(None).unwrap_err().field, "name");
        assert!(club_name(Some(&"x".repeat(120))).is_ok());
        assert!(club_name(Some(&"x".repeat(121))).is_err());
    }

    #[test]
    fn the_workspace_needs_a_club_verification_a_plan_and_a_seat() {
        let trial = StoredPlan::Trial { ends_at: trial_end(0) };
        let essential = StoredPlan::Plan("coach-essential".into());
        let pro = StoredPlan::Plan("club-pro".into());
        let recruiter = StoredPlan::Plan("recruiter".into());
        let access = |status, club, plan, seat| workspace_access(status, club, plan, seat, 1);
        assert!(matches!(
            access(CoachStatus::Verified, false, Some(&trial), 1),
            Err(ClubError::NoClub)
        ));
        assert!(matches!(
            access(CoachStatus::Pending, true, Some(&trial), 1),
            Err(ClubError::Unverified)
        ));
        assert!(matches!(
            access(CoachStatus::Verified, true, None, 1),
            Err(ClubError::Plan(PlanError::ClubNoPlan))
        ));
        // A college plan is not a club plan.
        assert!(matches!(
            access(CoachStatus::Verified, true, Some(&recruiter), 1),
            Err(ClubError::Plan(PlanError::ClubNoPlan))
        ));
        assert_eq!(
            access(CoachStatus::Verified, true, Some(&trial), 1).unwrap().limits,
            COACH_ESSENTIAL
        );
        assert!(matches!(
            access(CoachStatus::Verified, true, Some(&essential), 2),
            Err(ClubError::Plan(PlanError::ClubSeatsTaken { seats: 1, .. }))
        ));
        assert_eq!(
            access(CoachStatus::Verified, true, Some(&pro), 40).unwrap().limits,
            CLUB_PRO
        );
    }

    #[test]
    fn rosters_fill_at_the_plans_limit() {
        let essential = standing("Coach Essential", COACH_ESSENTIAL);
        assert!(room_for_athlete(&essential, 9).is_ok());
        assert_eq!(
            room_for_athlete(&essential, 10),
            Err(PlanError::RosterFull {
                plan: "Coach Essential",
                limit: 10
            })
        );
        let premium = standing("Coach Premium", COACH_PREMIUM);
        assert!(room_for_athlete(&premium, 24).is_ok());
        assert!(room_for_athlete(&premium, 25).is_err());
        let pro = standing("Club Pro", CLUB_PRO);
        assert!(room_for_athlete(&pro, 10_000).is_ok());
        assert!(room_for_coach(&pro, 50).is_ok());
        assert_eq!(
            room_for_coach(&premium, 1),
            Err(PlanError::ClubCoaches { plan: "Coach Premium" })
        );
    }

    #[test]
    fn invitations_are_answered_once_before_they_expire() {
        assert!(invitation_open(InvitationStatus::Pending, 10, 9).is_ok());
        assert!(matches!(
            invitation_open(InvitationStatus::Pending, 10, 10),
            Err(ClubError::InvitationExpired)
        ));
        assert!(matches!(
            invitation_open(InvitationStatus::Accepted, 10, 0),
            Err(ClubError::InvitationUsed)
        ));
        assert!(matches!(
            invitation_open(InvitationStatus::Revoked, 10, 0),
            Err(ClubError::InvitationRevoked)
        ));
    }

    #[test]
    fn invitations_go_to_the_right_role() {
        assert!(may_accept(InvitationKind::Athlete, Role::Student).is_ok());
        assert!(may_accept(InvitationKind::Coach, Role::Coach).is_ok());
        for role in [Role::Parent, Role::Coach, Role::Admin] {
            assert_eq!(
                may_accept(InvitationKind::Athlete, role).unwrap_err().code(),
                "not_an_athlete"
            );
        }
        assert_eq!(
            may_accept(InvitationKind::Coach, Role::Student).unwrap_err().code(),
            "not_a_coach"
        );
        assert!(matches!(may_join_as_coach(false, true), Err(ClubError::HasProgram)));
        assert!(matches!(may_join_as_coach(true, false), Err(ClubError::AlreadyInClub)));
    }

    #[test]
    fn evaluations_rate_one_to_five() {
        let valid = evaluation(Some(1), Some(5), Some(3), Some("  Works hard ")).unwrap();
        assert_eq!(valid.comments, "Works hard");
        let fields: Vec<_> = evaluation(Some(0), None, Some(6), Some(&"x".repeat(2001)))
            .unwrap_err()
            .into_iter()
            .map(|f| f.field)
            .collect();
        assert_eq!(fields, ["technique", "fitness", "coachability", "comments"]);
        assert_eq!(evaluation(Some(2), Some(2), Some(2), None).unwrap().comments, "");
    }

    #[test]
    fn a_code_is_checked_only_when_there_is_one() {
        assert_eq!(code_checked(true, true), Ok(true));
        assert_eq!(code_checked(false, false), Ok(false));
        assert_eq!(code_checked(true, false).unwrap_err().field, "codeChecked");
    }

    #[test]
    fn a_request_names_exactly_one_result() {
        assert_eq!(
            one_result(Some("e".into()), None).unwrap(),
            (ResultKind::Erg, "e".into())
        );
        assert_eq!(
            one_result(None, Some("r".into())).unwrap(),
            (ResultKind::Race, "r".into())
        );
        assert!(one_result(None, None).is_err());
        assert!(one_result(Some("e".into()), Some("r".into())).is_err());
    }

    #[test]
    fn reasons_are_required_and_short() {
        assert_eq!(decline_reason(Some(" Wrong date ")).unwrap(), "Wrong date");
        assert!(decline_reason(Some(" ")).is_err());
        assert!(decline_reason(Some(&"x".repeat(501))).is_err());
    }

    #[test]
    fn minors_are_under_eighteen() {
        let today: jiff::civil::Date = "2027-06-01".parse().unwrap();
        assert!(is_minor(Some("2010-06-02"), today));
        assert!(!is_minor(Some("2009-06-01"), today));
        assert!(!is_minor(None, today));
    }
}
