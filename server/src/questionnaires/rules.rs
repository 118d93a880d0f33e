//! What a questionnaire accepts: the program's own questions, the athlete's answers, who may
//! send one, what is filled in from the profile, and [`QuestionnaireError`]. No HTTP, no SQL.

use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    auth::store::Role,
    performance::rules::{check_time, Piece},
    profiles::rules::{Side, Squad},
    rowing,
    validation::FieldError,
};

/// The most questions a program adds to the standard ones.
pub const QUESTIONS_MAX: usize = 10;
pub const QUESTION_MAX_CHARS: usize = 300;
/// Short answers (a major, a club, a name, a contact).
pub const SHORT_MAX_CHARS: usize = 200;
/// Long answers (race results, why this program, the answer to a program's question).
pub const LONG_MAX_CHARS: usize = 2000;
/// Race results filled in from the performance log.
pub const RACES_FILLED_IN: usize = 5;
/// Graduation years offered from this year on, as the profile does.
pub const GRAD_YEAR_CHOICES: i64 = crate::profiles::rules::GRAD_YEAR_CHOICES;

/// A question of the program's own, in its order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    pub id: String,
    pub text: String,
}

/// A question as a coach writes it: an id keeps an existing question, none adds one.
#[derive(Debug, Clone, Default)]
pub struct QuestionDraft {
    pub id: Option<String>,
    pub text: String,
}

/// The program's questions after the checks: each trimmed, known ids kept, the rest new.
pub fn questions(
    drafts: Vec<QuestionDraft>,
    current: &[Question],
    new_id: impl Fn() -> String,
) -> Result<Vec<Question>, QuestionnaireError> {
    let mut failures = Vec::new();
    if drafts.len() > QUESTIONS_MAX {
        failures.push(FieldError::new(
            "questions",
            format!("Add at most {QUESTIONS_MAX} questions of your own"),
        ));
    }
    let mut kept: Vec<Question> = Vec::new();
    for (index, draft) in drafts.into_iter().enumerate() {
        let text = draft.text.trim().to_owned();
        let length = text.chars().count();
        if length == 0 || length > QUESTION_MAX_CHARS {
            failures.push(FieldError::new(
                question_field(index),
                format!("Each question needs 1 to {QUESTION_MAX_CHARS} characters"),
            ));
            continue;
        }
        let id = draft
            .id
            .filter(|id| current.iter().any(|q| &q.id == id) && !kept.iter().any(|k| &k.id == id))
            .unwrap_or_else(&new_id);
        kept.push(Question { id, text });
    }
    if !failures.is_empty() {
        return Err(QuestionnaireError::Invalid(failures));
    }
    Ok(kept)
}

/// The wire name of the question at `index` (`questions.0` … `questions.9`, then `questions`).
fn question_field(index: usize) -> &'static str {
    const NAMES: [&str; QUESTIONS_MAX] = [
        "questions.0",
        "questions.1",
        "questions.2",
        "questions.3",
        "questions.4",
        "questions.5",
        "questions.6",
        "questions.7",
        "questions.8",
        "questions.9",
    ];
    NAMES.get(index).copied().unwrap_or("questions")
}

/// The wire name of the answer to the program's question at `index`.
fn custom_field(index: usize) -> &'static str {
    const NAMES: [&str; QUESTIONS_MAX] = [
        "custom.0", "custom.1", "custom.2", "custom.3", "custom.4", "custom.5", "custom.6", "custom.7", "custom.8",
        "custom.9",
    ];
    NAMES.get(index).copied().unwrap_or("custom")
}

/// The answer to one of the program's own questions, kept with the question as it was asked.
#[derive(Serialize, Deserialize, ToSchema, Debug, Clone, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
#[schema(as = QuestionnaireCustomAnswer)]
pub struct CustomAnswer {
    pub question_id: String,
    /// The question as the athlete read it (filled in by the server; not needed when sending).
    #[serde(default)]
    pub question: String,
    pub answer: String,
}

/// The answers of a questionnaire, as stored (JSON) and sent; every one optional but the
/// graduation year and the squad.
#[derive(Serialize, Deserialize, ToSchema, Debug, Clone, PartialEq, Default)]
#[serde(rename_all = "camelCase", default)]
#[schema(as = QuestionnaireAnswers)]
pub struct Answers {
    pub grad_year: Option<i64>,
    pub squad: Option<Squad>,
    pub side: Option<Side>,
    /// M:SS.S
    pub best2k: Option<String>,
    /// yyyy-mm-dd
    pub best2k_date: Option<String>,
    /// M:SS.S
    pub best6k: Option<String>,
    /// yyyy-mm-dd
    pub best6k_date: Option<String>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    /// Pounds.
    pub weight: Option<i64>,
    pub wingspan_inches: Option<i64>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub act_score: Option<i64>,
    pub intended_major: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub club_coach_name: Option<String>,
    /// The club coach's email or phone.
    pub club_coach_contact: Option<String>,
    pub race_results: Option<String>,
    pub why_this_program: Option<String>,
    /// Answers to the program's own questions, in their order.
    pub custom: Vec<CustomAnswer>,
}

/// Answers as the athlete sends them: the program's questions are named by id.
#[derive(Debug, Clone, Default)]
pub struct AnswersDraft {
    pub answers: Answers,
    /// (question id, answer)
    pub custom: Vec<(String, String)>,
}

fn text(
    value: Option<String>,
    field: &'static str,
    label: &str,
    max: usize,
    failures: &mut Vec<FieldError>,
) -> Option<String> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
    if value.chars().count() > max {
        failures.push(FieldError::new(
            field,
            format!("{label} must be at most {max} characters"),
        ));
        return None;
    }
    Some(value)
}

fn bounded(
    value: Option<i64>,
    field: &'static str,
    range: std::ops::RangeInclusive<i64>,
    message: &str,
    failures: &mut Vec<FieldError>,
) -> Option<i64> {
    match value {
        Some(v) if !range.contains(&v) => {
            failures.push(FieldError::new(field, message));
            None
        }
        other => other,
    }
}

/// An erg time in the plausible range of the log's table, formatted again (`06:45.0` → `6:45.0`).
fn erg(value: Option<String>, field: &'static str, piece: Piece, failures: &mut Vec<FieldError>) -> Option<String> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
    let Some(tenths) = rowing::parse_tenths(&value) else {
        failures.push(FieldError::new(field, "Use the format MM:SS.S, for example 6:45.3"));
        return None;
    };
    match check_time(piece, tenths, field) {
        Ok(tenths) => Some(rowing::format_tenths(tenths)),
        Err(failure) => {
            failures.push(failure);
            None
        }
    }
}

/// A day no later than today.
fn past_day(value: Option<String>, field: &'static str, today: Date, failures: &mut Vec<FieldError>) -> Option<String> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
    match value.parse::<Date>() {
        Ok(day) if day <= today => Some(day.to_string()),
        Ok(_) => {
            failures.push(FieldError::new(field, "The date cannot be in the future"));
            None
        }
        Err(_) => {
            failures.push(FieldError::new(field, "Enter the date as yyyy-mm-dd"));
            None
        }
    }
}

/// Checks the athlete's answers, naming every input that breaks a rule. Answers to questions the
/// program no longer asks are dropped; each kept one carries its question's text.
pub fn answers(draft: AnswersDraft, questions: &[Question], today: Date) -> Result<Answers, QuestionnaireError> {
    let mut failures = Vec::new();
    let a = draft.answers;
    let this_year = i64::from(today.year());
    let last_year = this_year + GRAD_YEAR_CHOICES - 1;
    let grad_year = match a.grad_year {
        None => {
            failures.push(FieldError::new("gradYear", "Graduation year is required"));
            None
        }
        year => bounded(
            year,
            "gradYear",
            this_year..=last_year,
            &format!("Graduation year must be between {this_year} and {last_year}"),
            &mut failures,
        ),
    };
    if a.squad.is_none() {
        failures.push(FieldError::new("squad", "Choose the squad you row for"));
    }
    let gpa = match a.gpa {
        Some(gpa) if !gpa.is_finite() || !(0.0..=4.0).contains(&gpa) => {
            failures.push(FieldError::new("gpa", "GPA must be between 0 and 4.0"));
            None
        }
        Some(gpa) if ((gpa * 100.0).round() - gpa * 100.0).abs() > 1e-6 => {
            failures.push(FieldError::new("gpa", "GPA can have at most two decimal places"));
            None
        }
        gpa => gpa,
    };
    let height_feet = bounded(
        a.height_feet,
        "heightFeet",
        4..=7,
        "Height must be between 4 and 7 feet",
        &mut failures,
    );
    let height_inches = bounded(
        a.height_inches,
        "heightInches",
        0..=11,
        "Inches must be between 0 and 11",
        &mut failures,
    );
    if height_inches.is_some() && a.height_feet.is_none() {
        failures.push(FieldError::new("heightFeet", "Enter feet too, or leave inches empty"));
    }
    let mut custom = Vec::new();
    for (index, (question_id, answer)) in draft.custom.into_iter().enumerate() {
        let Some(question) = questions.iter().find(|q| q.id == question_id) else {
            continue;
        };
        let answer = answer.trim().to_owned();
        if answer.chars().count() > LONG_MAX_CHARS {
            failures.push(FieldError::new(
                custom_field(index),
                format!("Each answer must be at most {LONG_MAX_CHARS} characters"),
            ));
            continue;
        }
        if !answer.is_empty() && !custom.iter().any(|c: &CustomAnswer| c.question_id == question.id) {
            custom.push(CustomAnswer {
                question_id: question.id.clone(),
                question: question.text.clone(),
                answer,
            });
        }
    }
    custom.sort_by_key(|c| questions.iter().position(|q| q.id == c.question_id));
    let valid = Answers {
        grad_year,
        squad: a.squad,
        side: a.side,
        best2k: erg(a.best2k, "best2k", Piece::M2000, &mut failures),
        best2k_date: past_day(a.best2k_date, "best2kDate", today, &mut failures),
        best6k: erg(a.best6k, "best6k", Piece::M6000, &mut failures),
        best6k_date: past_day(a.best6k_date, "best6kDate", today, &mut failures),
        height_feet,
        height_inches,
        weight: bounded(
            a.weight,
            "weight",
            90..=300,
            "Weight must be between 90 and 300 lbs",
            &mut failures,
        ),
        wingspan_inches: bounded(
            a.wingspan_inches,
            "wingspanInches",
            48..=96,
            "Wingspan must be between 48 and 96 inches",
            &mut failures,
        ),
        gpa,
        sat_score: bounded(
            a.sat_score,
            "satScore",
            400..=1600,
            "SAT score must be between 400 and 1600",
            &mut failures,
        ),
        act_score: bounded(
            a.act_score,
            "actScore",
            1..=36,
            "ACT score must be between 1 and 36",
            &mut failures,
        ),
        intended_major: text(
            a.intended_major,
            "intendedMajor",
            "Intended major",
            SHORT_MAX_CHARS,
            &mut failures,
        ),
        high_school: text(
            a.high_school,
            "highSchool",
            "High school",
            SHORT_MAX_CHARS,
            &mut failures,
        ),
        club_team: text(a.club_team, "clubTeam", "Club", SHORT_MAX_CHARS, &mut failures),
        club_coach_name: text(
            a.club_coach_name,
            "clubCoachName",
            "Club coach",
            SHORT_MAX_CHARS,
            &mut failures,
        ),
        club_coach_contact: text(
            a.club_coach_contact,
            "clubCoachContact",
            "Club coach contact",
            SHORT_MAX_CHARS,
            &mut failures,
        ),
        race_results: text(
            a.race_results,
            "raceResults",
            "Race results",
            LONG_MAX_CHARS,
            &mut failures,
        ),
        why_this_program: text(
            a.why_this_program,
            "whyThisProgram",
            "Why this program",
            LONG_MAX_CHARS,
            &mut failures,
        ),
        custom,
    };
    if !failures.is_empty() {
        return Err(QuestionnaireError::Invalid(failures));
    }
    Ok(valid)
}

/// A race result as the questionnaire lists it.
#[derive(Debug, Clone)]
pub struct RaceLine<'a> {
    /// yyyy-mm-dd
    pub date: &'a str,
    pub regatta: &'a str,
    pub event: &'a str,
    pub place: Option<i64>,
    pub tenths: Option<i64>,
}

/// "1st", "2nd", "3rd", "11th"…
pub fn ordinal(n: i64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The latest races, one a line ("2026-05-10 Head of the Charles, Youth 8+: 3rd, 15:02.4").
pub fn race_results_text(races: &[RaceLine]) -> Option<String> {
    let lines: Vec<String> = races
        .iter()
        .take(RACES_FILLED_IN)
        .map(|r| {
            let mut line = format!("{} {}, {}", r.date, r.regatta, r.event);
            let result: Vec<String> = r
                .place
                .map(ordinal)
                .into_iter()
                .chain(r.tenths.map(rowing::format_tenths))
                .collect();
            if !result.is_empty() {
                line.push_str(": ");
                line.push_str(&result.join(", "));
            }
            line
        })
        .collect();
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// Why an athlete's profile is not shown to coaches, as far as the questionnaire tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hidden {
    AwaitingConsent,
    ParentPausedCoachContact,
    PrivateProfile,
}

/// Whether the athlete may send a program a questionnaire: only an athlete coaches may see, since
/// the answers go on the program's board.
pub fn may_send(
    role: Role,
    shown_to_coaches: bool,
    awaiting_consent: bool,
    parent_paused: bool,
) -> Result<(), QuestionnaireError> {
    if role != Role::Student {
        return Err(QuestionnaireError::AthletesOnly);
    }
    if shown_to_coaches {
        return Ok(());
    }
    Err(QuestionnaireError::Hidden(if awaiting_consent {
        Hidden::AwaitingConsent
    } else if parent_paused {
        Hidden::ParentPausedCoachContact
    } else {
        Hidden::PrivateProfile
    }))
}

#[derive(Debug, thiserror::Error)]
pub enum QuestionnaireError {
    #[error("Please correct the highlighted fields.")]
    Invalid(Vec<FieldError>),
    #[error("Only athletes fill in recruiting questionnaires.")]
    AthletesOnly,
    #[error("{}", hidden_message(*.0))]
    Hidden(Hidden),
    #[error("There is no such program.")]
    NoSuchProgram,
}

fn hidden_message(hidden: Hidden) -> &'static str {
    match hidden {
        Hidden::AwaitingConsent => {
            "Your parent or guardian has not approved your account yet. Coaches will see your questionnaire once they do."
        }
        Hidden::ParentPausedCoachContact => {
            "Your parent or guardian has paused contact with coaches, so coaches cannot see your profile or a questionnaire."
        }
        Hidden::PrivateProfile => {
            "Your profile is private. Show it to coaches in your profile's visibility setting to send a questionnaire."
        }
    }
}

impl Hidden {
    pub fn code(self) -> &'static str {
        match self {
            Hidden::AwaitingConsent => "awaiting_parental_consent",
            Hidden::ParentPausedCoachContact => "parent_paused_coach_contact",
            Hidden::PrivateProfile => "profile_private",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> Date {
        jiff::civil::date(2026, 11, 28)
    }

    fn fields<T: std::fmt::Debug>(result: Result<T, QuestionnaireError>) -> Vec<(&'static str, String)> {
        match result {
            Err(QuestionnaireError::Invalid(f)) => f.into_iter().map(|f| (f.field, f.message)).collect(),
            other => panic!("expected field errors, got {other:?}"),
        }
    }

    fn draft(text: &str) -> QuestionDraft {
        QuestionDraft {
            id: None,
            text: text.into(),
        }
    }

    fn numbered() -> impl Fn() -> String {
        let next = std::cell::Cell::new(0);
        move || {
            next.set(next.get() + 1);
            format!("new-{}", next.get())
        }
    }

    fn minimal() -> AnswersDraft {
        AnswersDraft {
            answers: Answers {
                grad_year: Some(2028),
                squad: Some(Squad::Womens),
                ..Default::default()
            },
            custom: Vec::new(),
        }
    }

    #[test]
    fn a_program_asks_at_most_ten_questions_of_its_own() {
        let ten: Vec<QuestionDraft> = (0..10).map(|i| draft(&format!(" Question {i}? "))).collect();
        let kept = questions(ten.clone(), &[], numbered()).unwrap();
        assert_eq!(kept.len(), 10);
        assert_eq!(
            kept[0],
            Question {
                id: "new-1".into(),
                text: "Question 0?".into()
            }
        );
        let mut eleven = ten;
        eleven.push(draft("One more?"));
        assert_eq!(
            fields(questions(eleven, &[], numbered())),
            [("questions", "Add at most 10 questions of your own".into())]
        );
    }

    #[test]
    fn each_question_has_one_to_three_hundred_characters() {
        let long = "q".repeat(QUESTION_MAX_CHARS + 1);
        assert_eq!(
            fields(questions(
                vec![draft("Fine?"), draft("   "), draft(&long)],
                &[],
                numbered()
            )),
            [
                ("questions.1", "Each question needs 1 to 300 characters".into()),
                ("questions.2", "Each question needs 1 to 300 characters".into())
            ]
        );
        assert!(questions(vec![draft(&"é".repeat(QUESTION_MAX_CHARS))], &[], numbered()).is_ok());
    }

    #[test]
    fn a_known_question_keeps_its_id_and_a_stranger_id_gets_a_new_one() {
        let current = [Question {
            id: "q1".into(),
            text: "Old?".into(),
        }];
        let kept = questions(
            vec![
                QuestionDraft {
                    id: Some("q1".into()),
                    text: "Reworded?".into(),
                },
                QuestionDraft {
                    id: Some("q1".into()),
                    text: "Copy?".into(),
                },
                QuestionDraft {
                    id: Some("elsewhere".into()),
                    text: "Other?".into(),
                },
            ],
            &current,
            numbered(),
        )
        .unwrap();
        let ids: Vec<&str> = kept.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(ids, ["q1", "new-1", "new-2"]);
    }

    #[test]
    fn the_graduation_year_and_squad_are_required() {
        let refused = answers(AnswersDraft::default(), &[], today());
        assert_eq!(
            fields(refused),
            [
                ("gradYear", "Graduation year is required".into()),
                ("squad", "Choose the squad you row for".into())
            ]
        );
        let mut late = minimal();
        late.answers.grad_year = Some(2031);
        assert_eq!(
            fields(answers(late, &[], today())),
            [("gradYear", "Graduation year must be between 2026 and 2030".into())]
        );
        assert!(answers(minimal(), &[], today()).is_ok());
    }

    #[test]
    fn figures_and_dates_are_checked_and_texts_trimmed() {
        let mut draft = minimal();
        draft.answers.best2k = Some(" 07:05.0 ".into());
        draft.answers.best2k_date = Some("2026-10-01".into());
        draft.answers.best6k = Some("2:00.0".into());
        draft.answers.best6k_date = Some("2027-01-01".into());
        draft.answers.gpa = Some(4.5);
        draft.answers.sat_score = Some(1700);
        draft.answers.act_score = Some(36);
        draft.answers.height_inches = Some(5);
        draft.answers.intended_major = Some("m".repeat(SHORT_MAX_CHARS + 1));
        draft.answers.why_this_program = Some("  The coaching.  ".into());
        let failed: Vec<&str> = fields(answers(draft.clone(), &[], today()))
            .into_iter()
            .map(|f| f.0)
            .collect();
        assert_eq!(
            failed,
            ["gpa", "heightFeet", "best6k", "best6kDate", "satScore", "intendedMajor"]
        );
        draft.answers.best6k = None;
        draft.answers.best6k_date = None;
        draft.answers.gpa = Some(3.85);
        draft.answers.sat_score = Some(1450);
        draft.answers.height_feet = Some(5);
        draft.answers.intended_major = Some(" Biology ".into());
        let valid = answers(draft, &[], today()).unwrap();
        assert_eq!(valid.best2k.as_deref(), Some("7:05.0"));
        assert_eq!(valid.intended_major.as_deref(), Some("Biology"));
        assert_eq!(valid.why_this_program.as_deref(), Some("The coaching."));
    }

    #[test]
    fn answers_to_the_programs_questions_carry_the_question_and_are_limited() {
        let asked = [
            Question {
                id: "a".into(),
                text: "Which camp?".into(),
            },
            Question {
                id: "b".into(),
                text: "Visited?".into(),
            },
        ];
        let mut draft = minimal();
        draft.custom = vec![
            ("b".into(), " Yes ".into()),
            ("gone".into(), "dropped".into()),
            ("a".into(), "Summer".into()),
        ];
        let valid = answers(draft.clone(), &asked, today()).unwrap();
        assert_eq!(
            valid.custom,
            [
                CustomAnswer {
                    question_id: "a".into(),
                    question: "Which camp?".into(),
                    answer: "Summer".into()
                },
                CustomAnswer {
                    question_id: "b".into(),
                    question: "Visited?".into(),
                    answer: "Yes".into()
                },
            ]
        );
        draft.custom = vec![("a".into(), "x".repeat(LONG_MAX_CHARS + 1))];
        assert_eq!(
            fields(answers(draft, &asked, today())),
            [("custom.0", "Each answer must be at most 2000 characters".into())]
        );
    }

    #[test]
    fn race_results_are_listed_one_a_line() {
        let races = [
            RaceLine {
                date: "2026-05-10",
                regatta: "Head of the Schuylkill",
                event: "Youth 8+",
                place: Some(3),
                tenths: Some(9024),
            },
            RaceLine {
                date: "2026-04-02",
                regatta: "Spring Sprints",
                event: "W2x",
                place: None,
                tenths: None,
            },
        ];
        assert_eq!(
            race_results_text(&races).unwrap(),
            "2026-05-10 Head of the Schuylkill, Youth 8+: 3rd, 15:02.4\n2026-04-02 Spring Sprints, W2x"
        );
        assert_eq!(race_results_text(&[]), None);
        assert_eq!(
            [ordinal(1), ordinal(2), ordinal(11), ordinal(22), ordinal(113)],
            ["1st", "2nd", "11th", "22nd", "113th"]
        );
    }

    #[test]
    fn only_an_athlete_shown_to_coaches_may_send_and_a_refusal_says_why() {
        assert!(may_send(Role::Student, true, false, false).is_ok());
        assert!(matches!(
            may_send(Role::Parent, true, false, false),
            Err(QuestionnaireError::AthletesOnly)
        ));
        let why = |pending, paused| match may_send(Role::Student, false, pending, paused) {
            Err(QuestionnaireError::Hidden(h)) => h,
            other => panic!("{other:?}"),
        };
        assert_eq!(why(true, false), Hidden::AwaitingConsent);
        assert_eq!(why(false, true), Hidden::ParentPausedCoachContact);
        assert_eq!(why(false, false), Hidden::PrivateProfile);
        assert!(QuestionnaireError::Hidden(Hidden::AwaitingConsent)
            .to_string()
            .contains("parent or guardian"));
        assert!(QuestionnaireError::Hidden(Hidden::PrivateProfile)
            .to_string()
            .contains("private"));
    }
}
