//! Who may use the coach area, and what its page says, decided without HTTP or SQL.

use crate::{
    auth::store::{CoachStatus, Role},
    plans::{
        rules::{Standing, StoredPlan},
        PlanError,
    },
    validation::FieldError,
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
    now_ms - VIEWING_DAYS * crate::db::DAY_MS
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

// ---- the coach's profile: the name athletes and parents see ----

/// The titles a coach chooses from.
pub const COACH_TITLES: &[&str] = &[
    "Head Coach",
    "Associate Head Coach",
    "Assistant Coach",
    "Volunteer Assistant Coach",
    "Recruiting Coordinator",
    "Director of Operations",
];
/// The longest full name.
pub const FULL_NAME_MAX: usize = 80;
/// The longest bio.
pub const BIO_MAX: usize = 600;
/// A phone number, when given: 7 to 20 characters of digits, spaces and `+ ( ) - .`.
const PHONE_CHARS: &str = "0123456789 +()-.";

crate::text_enum! {
    /// A squad a coach coaches.
    pub enum CoachedSquad {
        Women = "women",
        Men = "men",
        WomenLightweight = "women_lightweight",
        MenLightweight = "men_lightweight",
    }
}

/// A coach's profile as typed.
#[derive(Debug, Default, Clone)]
pub struct CoachProfileDraft {
    pub full_name: Option<String>,
    pub title: Option<String>,
    pub squads: Vec<String>,
    pub bio: Option<String>,
    pub phone: Option<String>,
}

/// A checked coach's profile.
#[derive(Debug, Clone, PartialEq)]
pub struct ValidCoachProfile {
    pub full_name: String,
    pub title: &'static str,
    pub squads: Vec<CoachedSquad>,
    pub bio: Option<String>,
    pub phone: Option<String>,
}

fn trimmed(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}

/// Checks a coach's profile, every problem named at once.
pub fn coach_profile(draft: CoachProfileDraft) -> Result<ValidCoachProfile, Vec<FieldError>> {
    let mut errors = Vec::new();
    let full_name = trimmed(draft.full_name);
    match &full_name {
        None => errors.push(FieldError::new("fullName", "Please enter your full name")),
        Some(name) if name.chars().count() > FULL_NAME_MAX => errors.push(FieldError::new(
            "fullName",
            format!("Your name can be at most {FULL_NAME_MAX} characters"),
        )),
        Some(_) => {}
    }
    let title = trimmed(draft.title).and_then(|t| COACH_TITLES.iter().copied().find(|known| *known == t));
    if title.is_none() {
        errors.push(FieldError::new("title", "Choose your title from the list"));
    }
    let mut squads = Vec::new();
    for squad in &draft.squads {
        match CoachedSquad::parse(squad) {
            Some(s) if !squads.contains(&s) => squads.push(s),
            Some(_) => {}
            None => errors.push(FieldError::new("squads", "Choose squads from the list")),
        }
    }
    let bio = trimmed(draft.bio);
    if bio.as_ref().is_some_and(|b| b.chars().count() > BIO_MAX) {
        errors.push(FieldError::new(
            "bio",
            format!("Your bio can be at most {BIO_MAX} characters"),
        ));
    }
    let phone = trimmed(draft.phone);
    if let Some(phone) = &phone {
        let digits = phone.chars().filter(char::is_ascii_digit).count();
        if !(7..=20).contains(&phone.len()) || digits < 7 || !phone.chars().all(|c| PHONE_CHARS.contains(c)) {
            errors.push(FieldError::new("phone", "Enter a phone number, or leave it empty"));
        }
    }
    match (full_name, title) {
        (Some(full_name), Some(title)) if errors.is_empty() => Ok(ValidCoachProfile {
            full_name,
            title,
            squads,
            bio,
            phone,
        }),
        _ => Err(errors),
    }
}

/// How a coach signs to athletes, parents and in emails: "<full name>, <title>, <program>".
pub fn signature(full_name: &str, title: &str, program: &str) -> String {
    format!("{full_name}, {title}, {program}")
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
        let day = crate::db::DAY_MS;
        assert_eq!(viewing_since(100 * day), 70 * day);
    }

    #[test]
    fn the_page_greets_the_local_part() {
        assert_eq!(display_name("j.smith@uw.edu"), "j.smith");
        assert_eq!(display_name("@uw.edu"), "Coach");
    }

    #[test]
    fn a_coach_profile_needs_a_name_and_a_known_title() {
        let draft = |name: &str, title: &str| CoachProfileDraft {
            full_name: Some(name.into()),
            title: Some(title.into()),
            ..Default::default()
        };
        let valid = coach_profile(draft("  Jane Doe ", "Assistant Coach")).unwrap();
        assert_eq!(valid.full_name, "Jane Doe");
        assert_eq!(valid.title, "Assistant Coach");
        let fields = |d| {
            coach_profile(d)
                .unwrap_err()
                .into_iter()
                .map(|e| e.field)
                .collect::<Vec<_>>()
        };
        assert_eq!(fields(draft(" ", "Coach of everything")), ["fullName", "title"]);
        assert_eq!(fields(draft(&"x".repeat(81), "Head Coach")), ["fullName"]);
        let with_phone = |phone: &str| CoachProfileDraft {
            phone: Some(phone.into()),
            ..draft("Jane Doe", "Head Coach")
        };
        assert!(coach_profile(with_phone("+1 (207) 555-0100")).is_ok());
        assert_eq!(fields(with_phone("call me")), ["phone"]);
        assert_eq!(fields(with_phone("123")), ["phone"]);
        let squads = CoachProfileDraft {
            squads: vec!["women".into(), "women".into(), "men_lightweight".into()],
            ..draft("Jane Doe", "Head Coach")
        };
        assert_eq!(
            coach_profile(squads).unwrap().squads,
            [CoachedSquad::Women, CoachedSquad::MenLightweight]
        );
        assert_eq!(
            signature("Jane Doe", "Assistant Coach", "Bates College"),
            "Jane Doe, Assistant Coach, Bates College"
        );
    }
}
