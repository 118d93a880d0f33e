//! What decides between club and college coaches: a recommendation's note and projected level,
//! the plan that allows recommending, what a parent's consent holds back, the verified results a
//! recommendation carries, the name a club coach signs with, and [`ClubCollegeError`].

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    messaging::rules::{Limit, MessagingError},
    performance::rules::Piece,
    plans::rules::{ClubStanding, PlanError},
    rowing,
    validation::FieldError,
    workspace::rules::display_name,
};

/// A recommendation's note, in characters.
pub const NOTE_MAX_CHARS: usize = 1000;
/// The athlete's projected level in the club coach's words, in characters.
pub const LEVEL_MAX_CHARS: usize = 200;

crate::text_enum! {
    /// Which coaches wrote a message: the club's or the program's.
    pub enum CoachSide {
        Club = "club",
        College = "college",
    }
}

crate::text_enum! {
    /// Where a recommendation stands: waiting for the athlete, agreed (the program sees it) or
    /// declined (nobody but the club and the athlete ever sees it).
    pub enum RecommendationStatus {
        Waiting = "waiting",
        Agreed = "agreed",
        Declined = "declined",
    }
}

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ClubCollegeError {
    /// No such conversation, or not the caller's club's or program's: the two are not told apart.
    #[error("There is no such conversation.")]
    NoSuchConversation,
    #[error("There is no such recommendation.")]
    NoSuchRecommendation,
    #[error("This athlete is not on your club's roster.")]
    NotOnRoster,
    #[error("There is no such athlete profile.")]
    NoSuchAthlete,
    #[error("There is no such program.")]
    NoSuchProgram,
    #[error("This athlete is not on that club's roster, or the club has no verified coach on RowRecruit.")]
    NoSuchClub,
    #[error("No coach of this program is verified on RowRecruit yet, so there is nobody to write to.")]
    NoProgramCoach,
    #[error("Conversations between club and college coaches are for verified coaches.")]
    NotACoach,
    #[error("This is for athletes.")]
    AthletesOnly,
    #[error("This athlete's account is still waiting for a parent's consent: coaches cannot write about them until the parent approves.")]
    AwaitingConsent,
    #[error("This athlete's parent has turned coach communications off: coaches cannot write about them until the parent turns them back on.")]
    ParentPaused,
    #[error("Your club has already recommended this athlete to this program.")]
    AlreadyRecommended,
    #[error("This recommendation has already been answered.")]
    AlreadyDecided,
    #[error("{}", .0.message)]
    Field(FieldError),
    #[error(transparent)]
    Plan(#[from] PlanError),
}

impl ClubCollegeError {
    /// The error code a refusal is sent with.
    pub fn code(&self) -> &'static str {
        match self {
            ClubCollegeError::NoSuchConversation
            | ClubCollegeError::NoSuchRecommendation
            | ClubCollegeError::NotOnRoster
            | ClubCollegeError::NoSuchAthlete
            | ClubCollegeError::NoSuchProgram
            | ClubCollegeError::NoSuchClub => "not_found",
            ClubCollegeError::NoProgramCoach => "no_verified_coach",
            ClubCollegeError::NotACoach | ClubCollegeError::AthletesOnly => "forbidden",
            ClubCollegeError::AwaitingConsent => Limit::AwaitingConsent.code(),
            ClubCollegeError::ParentPaused => Limit::ParentPausedCoachContact.code(),
            ClubCollegeError::AlreadyRecommended => "already_recommended",
            ClubCollegeError::AlreadyDecided => "already_decided",
            ClubCollegeError::Field(_) => "validation_failed",
            ClubCollegeError::Plan(plan) => plan.code(),
        }
    }
}

/// A message's text, by messaging's rule (not empty, at most its length).
pub fn message_body(body: &str) -> Result<String, ClubCollegeError> {
    crate::messaging::rules::message_body(body).map_err(|error| match error {
        MessagingError::Invalid(field) => ClubCollegeError::Field(field),
        other => ClubCollegeError::Field(FieldError::new("body", other.to_string())),
    })
}

/// What a parent's consent holds back (messaging's `parental_hold`), as this domain refuses it.
pub fn parental_refusal(hold: Option<Limit>) -> Result<(), ClubCollegeError> {
    match hold {
        None => Ok(()),
        Some(Limit::AwaitingConsent) => Err(ClubCollegeError::AwaitingConsent),
        Some(_) => Err(ClubCollegeError::ParentPaused),
    }
}

/// Whether the club's plan sells recommendations; the refusal names the club's plan.
pub fn may_recommend(standing: &ClubStanding) -> Result<(), ClubCollegeError> {
    if standing.limits.recommendations {
        Ok(())
    } else {
        Err(PlanError::Recommendations { plan: standing.name }.into())
    }
}

/// A recommendation's words, trimmed and checked.
#[derive(Debug, Clone, PartialEq)]
pub struct ValidRecommendation {
    pub note: String,
    pub projected_level: String,
}

/// The note (1 to [`NOTE_MAX_CHARS`]) and projected level (1 to [`LEVEL_MAX_CHARS`]), trimmed.
pub fn recommendation(note: &str, projected_level: &str) -> Result<ValidRecommendation, Vec<FieldError>> {
    let mut failures = Vec::new();
    let note = note.trim();
    let level = projected_level.trim();
    if note.is_empty() {
        failures.push(FieldError::new("note", "Write a short note about the athlete."));
    } else if note.chars().count() > NOTE_MAX_CHARS {
        failures.push(FieldError::new(
            "note",
            format!("A note can be at most {NOTE_MAX_CHARS} characters."),
        ));
    }
    if level.is_empty() {
        failures.push(FieldError::new(
            "projectedLevel",
            "Say what level you project the athlete at.",
        ));
    } else if level.chars().count() > LEVEL_MAX_CHARS {
        failures.push(FieldError::new(
            "projectedLevel",
            format!("The projected level can be at most {LEVEL_MAX_CHARS} characters."),
        ));
    }
    if failures.is_empty() {
        Ok(ValidRecommendation {
            note: note.to_owned(),
            projected_level: level.to_owned(),
        })
    } else {
        Err(failures)
    }
}

/// An erg test as the recommendation reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct ErgResult<'a> {
    pub piece: Piece,
    pub tenths: Option<i64>,
    pub meters: Option<i64>,
    /// yyyy-mm-dd
    pub test_date: &'a str,
    /// The club whose coach verified it, if one did.
    pub attested_club_name: Option<&'a str>,
}

/// A club-verified erg result, as the recommendation keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerifiedResult {
    pub piece: Piece,
    /// M:SS.S for a distance piece.
    pub time: Option<String>,
    /// Metres, for a timed piece.
    pub meters: Option<i64>,
    /// yyyy-mm-dd
    pub date: String,
    pub verified_by: String,
}

/// The athlete's best verified result of each piece (fastest time, or longest distance for a
/// timed piece; the earlier of equals), in the order of the pieces.
pub fn verified_results(tests: &[ErgResult<'_>]) -> Vec<VerifiedResult> {
    let mut best: Vec<&ErgResult<'_>> = Vec::new();
    for test in tests.iter().filter(|t| t.attested_club_name.is_some()) {
        if test.tenths.is_none() && test.meters.is_none() {
            continue;
        }
        match best.iter_mut().find(|b| b.piece == test.piece) {
            Some(current) => {
                if better(test, current) {
                    *current = test;
                }
            }
            None => best.push(test),
        }
    }
    best.sort_by_key(|t| piece_order(t.piece));
    best.into_iter()
        .map(|t| VerifiedResult {
            piece: t.piece,
            time: t.tenths.map(rowing::format_tenths),
            meters: if t.tenths.is_some() { None } else { t.meters },
            date: t.test_date.to_owned(),
            verified_by: t.attested_club_name.unwrap_or_default().to_owned(),
        })
        .collect()
}

fn better(test: &ErgResult<'_>, current: &ErgResult<'_>) -> bool {
    let key = |t: &ErgResult<'_>| match t.tenths {
        Some(tenths) => (tenths, t.test_date.to_owned()),
        None => (-t.meters.unwrap_or(0), t.test_date.to_owned()),
    };
    key(test) < key(current)
}

fn piece_order(piece: Piece) -> usize {
    [
        Piece::M2000,
        Piece::M6000,
        Piece::M5000,
        Piece::M1000,
        Piece::M500,
        Piece::Min30,
        Piece::Min60,
    ]
    .iter()
    .position(|p| *p == piece)
    .unwrap_or(usize::MAX)
}

/// The name a club coach signs with: the name on their coach profile, else on their account,
/// else their address's local part.
pub fn club_coach_name(profile_name: Option<&str>, account_name: Option<&str>, email: &str) -> String {
    [profile_name, account_name]
        .into_iter()
        .flatten()
        .map(str::trim)
        .find(|n| !n.is_empty())
        .unwrap_or_else(|| display_name(email))
        .to_owned()
}

/// How the program's board names a recommendation: "Recommended by <coach>, <club>".
pub fn recommended_by(coach_name: &str, club_name: &str) -> String {
    format!("Recommended by {coach_name}, {club_name}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plans::rules::{CLUB_PRO, CLUB_TRIAL, COACH_ESSENTIAL, COACH_PREMIUM};

    fn standing(name: &'static str, limits: crate::plans::rules::ClubLimits) -> ClubStanding {
        ClubStanding {
            id: "x",
            name,
            limits,
            trial_ends_at: None,
        }
    }

    #[test]
    fn only_coach_premium_and_club_pro_recommend_and_a_refusal_names_the_plan() {
        assert_eq!(may_recommend(&standing("Coach Premium", COACH_PREMIUM)), Ok(()));
        assert_eq!(may_recommend(&standing("Club Pro", CLUB_PRO)), Ok(()));
        let refused = may_recommend(&standing("Coach Essential", COACH_ESSENTIAL)).unwrap_err();
        assert_eq!(refused.code(), "plan_limit");
        assert!(
            refused.to_string().contains("Your club is on Coach Essential."),
            "{refused}"
        );
        let trial = may_recommend(&standing("Free trial", CLUB_TRIAL)).unwrap_err();
        assert!(trial.to_string().contains("Free trial"), "{trial}");
    }

    #[test]
    fn a_recommendation_needs_a_note_and_a_level_within_their_lengths() {
        let valid = recommendation("  Strong catch, great teammate. ", " D1 walk-on ").unwrap();
        assert_eq!(valid.note, "Strong catch, great teammate.");
        assert_eq!(valid.projected_level, "D1 walk-on");
        let failures = recommendation(" ", "").unwrap_err();
        let fields: Vec<_> = failures.iter().map(|f| f.field).collect();
        assert_eq!(fields, ["note", "projectedLevel"]);
        assert!(recommendation(&"n".repeat(NOTE_MAX_CHARS), &"l".repeat(LEVEL_MAX_CHARS)).is_ok());
        let failures = recommendation(&"n".repeat(NOTE_MAX_CHARS + 1), &"l".repeat(LEVEL_MAX_CHARS + 1)).unwrap_err();
        assert_eq!(failures.len(), 2);
        assert!(failures[0].message.contains("1000"));
        assert!(failures[1].message.contains("200"));
    }

    #[test]
    fn messages_follow_messagings_text_rule() {
        assert_eq!(message_body("  Hello coach  ").unwrap(), "Hello coach");
        let ClubCollegeError::Field(field) = message_body("   ").unwrap_err() else {
            panic!("a field error")
        };
        assert_eq!(field.field, "body");
        assert!(message_body(&"x".repeat(crate::messaging::rules::MAX_MESSAGE_CHARS + 1)).is_err());
    }

    #[test]
    fn a_parents_hold_is_refused_in_words_saying_why() {
        assert_eq!(parental_refusal(None), Ok(()));
        assert_eq!(
            parental_refusal(Some(Limit::AwaitingConsent)),
            Err(ClubCollegeError::AwaitingConsent)
        );
        let paused = parental_refusal(Some(Limit::ParentPausedCoachContact)).unwrap_err();
        assert_eq!(paused.code(), "parent_paused_coach_contact");
        assert!(paused.to_string().contains("turned coach communications off"));
    }

    #[test]
    fn a_recommendation_carries_the_best_verified_result_of_each_piece() {
        let erg = |piece, tenths, meters, date, club| ErgResult {
            piece,
            tenths,
            meters,
            test_date: date,
            attested_club_name: club,
        };
        let tests = [
            erg(Piece::M6000, Some(22_800), None, "2026-03-01", Some("Riverside RC")),
            erg(Piece::M2000, Some(4_300), None, "2026-02-01", Some("Riverside RC")),
            // Faster, but nobody verified it.
            erg(Piece::M2000, Some(4_150), None, "2026-04-01", None),
            erg(Piece::M2000, Some(4_250), None, "2026-05-01", Some("Riverside RC")),
            erg(Piece::Min30, None, Some(7_900), "2026-01-01", Some("Riverside RC")),
            erg(Piece::Min30, None, Some(8_100), "2026-01-08", Some("Riverside RC")),
        ];
        let results = verified_results(&tests);
        let summary: Vec<_> = results
            .iter()
            .map(|r| (r.piece, r.time.clone(), r.meters, r.date.as_str()))
            .collect();
        assert_eq!(
            summary,
            [
                (Piece::M2000, Some("7:05.0".to_owned()), None, "2026-05-01"),
                (Piece::M6000, Some("38:00.0".to_owned()), None, "2026-03-01"),
                (Piece::Min30, None, Some(8_100), "2026-01-08"),
            ]
        );
        assert_eq!(results[0].verified_by, "Riverside RC");
        assert!(verified_results(&[]).is_empty());
    }

    #[test]
    fn a_club_coach_signs_with_the_best_name_there_is() {
        assert_eq!(
            club_coach_name(Some("Jo Hart"), Some("J. Hart"), "jo@rc.org"),
            "Jo Hart"
        );
        assert_eq!(club_coach_name(Some("  "), Some("J. Hart"), "jo@rc.org"), "J. Hart");
        assert_eq!(club_coach_name(None, None, "jo@rc.org"), "jo");
        assert_eq!(
            recommended_by("Jo Hart", "Riverside RC"),
            "Recommended by Jo Hart, Riverside RC"
        );
    }
}
