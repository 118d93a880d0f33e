//! What a board accepts and how its columns are ordered. No HTTP, no SQL.

use crate::{plans::PlanError, validation::FieldError};

crate::text_enum! {
    /// Where an athlete stands with the program, in the order of the board's columns.
    pub enum Stage {
        Identified = "identified",
        Contacted = "contacted",
        Evaluating = "evaluating",
        Visit = "visit",
        Offer = "offer",
        Committed = "committed",
        NotAFit = "not_a_fit",
    }
}

impl Stage {
    /// The column's heading.
    pub fn label(self) -> &'static str {
        match self {
            Stage::Identified => "Identified",
            Stage::Contacted => "Contacted",
            Stage::Evaluating => "Evaluating",
            Stage::Visit => "Visit",
            Stage::Offer => "Offer",
            Stage::Committed => "Committed",
            Stage::NotAFit => "Not a fit",
        }
    }

    /// The column's place on the board, from 0.
    pub fn order(self) -> usize {
        Stage::ALL.iter().position(|s| *s == self).unwrap_or(0)
    }
}

/// Where a starred athlete starts.
pub const FIRST_STAGE: Stage = Stage::Identified;
pub const NOTES_MAX_CHARS: usize = 2000;
pub const TAGS_MAX: usize = 10;
pub const TAG_MAX_CHARS: usize = 30;

/// A change to a card as asked for; every part optional.
#[derive(Debug, Default, Clone)]
pub struct CardChange {
    pub notes: Option<String>,
    pub tags: Option<Vec<String>>,
    pub stage: Option<Stage>,
    pub position: Option<i64>,
    /// A day (yyyy-mm-dd) to follow up on the athlete; empty clears it.
    pub follow_up_on: Option<String>,
}

/// A change that passed the checks: notes trimmed, tags trimmed and without repeats.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ValidChange {
    pub notes: Option<String>,
    pub tags: Option<Vec<String>>,
    pub stage: Option<Stage>,
    pub position: Option<usize>,
    /// `Some(None)` clears the follow-up day.
    pub follow_up_on: Option<Option<String>>,
}

/// Checks a change, naming every input that breaks a rule.
pub fn card_change(change: CardChange) -> Result<ValidChange, BoardError> {
    let mut failures = Vec::new();
    let notes = change.notes.map(|notes| notes.trim().to_owned());
    if notes.as_ref().is_some_and(|n| n.chars().count() > NOTES_MAX_CHARS) {
        failures.push(FieldError::new(
            "notes",
            format!("Notes must be at most {NOTES_MAX_CHARS} characters"),
        ));
    }
    let tags = change.tags.map(|tags| tags_of(tags, &mut failures));
    let position = match change.position {
        Some(p) if p < 0 => {
            failures.push(FieldError::new("position", "Position must be 0 or more"));
            None
        }
        Some(p) => Some(usize::try_from(p).unwrap_or(usize::MAX)),
        None => None,
    };
    let follow_up_on = change.follow_up_on.map(|day| {
        let day = day.trim();
        if day.is_empty() {
            return None;
        }
        if day.parse::<jiff::civil::Date>().is_err() {
            failures.push(FieldError::new("followUpOn", "Enter the follow-up day as a date"));
        }
        Some(day.to_owned())
    });
    if !failures.is_empty() {
        return Err(BoardError::Invalid(failures));
    }
    Ok(ValidChange {
        notes,
        tags,
        stage: change.stage,
        position,
        follow_up_on,
    })
}

/// Trimmed tags, the first spelling of each kept (repeats are told apart without case).
fn tags_of(tags: Vec<String>, failures: &mut Vec<FieldError>) -> Vec<String> {
    let mut kept: Vec<String> = Vec::new();
    for (index, tag) in tags.iter().enumerate() {
        let tag = tag.trim();
        let length = tag.chars().count();
        if length == 0 || length > TAG_MAX_CHARS {
            failures.push(FieldError::new(
                tag_field(index),
                format!("Each tag needs 1 to {TAG_MAX_CHARS} characters"),
            ));
        } else if !kept.iter().any(|k| k.to_lowercase() == tag.to_lowercase()) {
            kept.push(tag.to_owned());
        }
    }
    if kept.len() > TAGS_MAX {
        failures.push(FieldError::new("tags", format!("Use at most {TAGS_MAX} tags")));
    }
    kept
}

/// The wire name of the tag at `index` (`tags.0` … `tags.9`, then `tags`).
fn tag_field(index: usize) -> &'static str {
    const NAMES: [&str; TAGS_MAX] = [
        "tags.0", "tags.1", "tags.2", "tags.3", "tags.4", "tags.5", "tags.6", "tags.7", "tags.8", "tags.9",
    ];
    NAMES.get(index).copied().unwrap_or("tags")
}

/// A column's cards in their order after `moving` is put at `index` among the cards the board
/// shows (`column` lists `(athlete id, shown)` in the current order, with or without `moving`).
/// Hidden cards keep their places relative to the shown ones; an index past the end means last.
pub fn column_after_move(column: &[(String, bool)], moving: &str, index: usize) -> Vec<String> {
    let mut rest: Vec<&(String, bool)> = column.iter().filter(|(id, _)| id != moving).collect();
    let at = rest
        .iter()
        .enumerate()
        .filter(|(_, (_, shown))| *shown)
        .nth(index)
        .map_or(rest.len(), |(at, _)| at);
    let moved = (moving.to_owned(), true);
    rest.insert(at, &moved);
    rest.into_iter().map(|(id, _)| id.clone()).collect()
}

/// When a stage change is recorded: now, but always after the card's previous change, so the
/// history keeps its order even for two changes within one millisecond.
pub fn change_time(now_ms: i64, previous_ms: i64) -> i64 {
    now_ms.max(previous_ms + 1)
}

/// Whether the board may take one more athlete; the refusal names the plan.
pub fn may_star(plan: &'static str, limit: Option<u32>, count: i64) -> Result<(), PlanError> {
    match limit {
        Some(limit) if !crate::plans::rules::within(Some(limit), count) => {
            Err(PlanError::WatchlistFull { plan, limit })
        }
        _ => Ok(()),
    }
}

#[derive(Debug, thiserror::Error)]
pub enum BoardError {
    #[error("Please correct the highlighted fields.")]
    Invalid(Vec<FieldError>),
    /// Not on the program's board, or not shown to coaches: the two are not told apart.
    #[error("This athlete is not on your program's board.")]
    NotOnBoard,
    /// No such athlete, or one not shown to coaches.
    #[error("There is no such athlete profile.")]
    NoSuchAthlete,
    #[error(transparent)]
    Plan(#[from] PlanError),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(result: Result<ValidChange, BoardError>) -> Vec<(&'static str, String)> {
        match result {
            Err(BoardError::Invalid(f)) => f.into_iter().map(|f| (f.field, f.message)).collect(),
            other => panic!("expected field errors, got {other:?}"),
        }
    }

    #[test]
    fn stages_have_their_wire_texts_labels_and_order() {
        assert_eq!(Stage::NotAFit.as_str(), "not_a_fit");
        assert_eq!(Stage::NotAFit.label(), "Not a fit");
        assert_eq!(Stage::Identified.order(), 0);
        assert_eq!(Stage::NotAFit.order(), 6);
        assert_eq!(FIRST_STAGE, Stage::Identified);
    }

    #[test]
    fn notes_are_trimmed_and_capped() {
        let valid = card_change(CardChange {
            notes: Some(format!("  {}  ", "n".repeat(NOTES_MAX_CHARS))),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(valid.notes.unwrap().len(), NOTES_MAX_CHARS);
        let refused = card_change(CardChange {
            notes: Some("é".repeat(NOTES_MAX_CHARS + 1)),
            ..Default::default()
        });
        assert_eq!(
            fields(refused),
            [("notes", "Notes must be at most 2000 characters".into())]
        );
    }

    #[test]
    fn tags_are_trimmed_kept_once_and_limited() {
        let tags = |list: &[&str]| CardChange {
            tags: Some(list.iter().map(|t| t.to_string()).collect()),
            ..Default::default()
        };
        let valid = card_change(tags(&[" Port ", "port", "PORT", "Lightweight"])).unwrap();
        assert_eq!(valid.tags.unwrap(), ["Port", "Lightweight"]);
        let eleven: Vec<String> = (0..11).map(|i| format!("t{i}")).collect();
        let refs: Vec<&str> = eleven.iter().map(String::as_str).collect();
        assert_eq!(
            fields(card_change(tags(&refs))),
            [("tags", "Use at most 10 tags".into())]
        );
        // Ten distinct tags after repeats are dropped are fine.
        let mut repeated = refs[..10].to_vec();
        repeated.push("T0");
        assert_eq!(card_change(tags(&repeated)).unwrap().tags.unwrap().len(), 10);
        let long = "x".repeat(TAG_MAX_CHARS + 1);
        let refused = fields(card_change(tags(&["ok", "  ", &long])));
        assert_eq!(
            refused,
            [
                ("tags.1", "Each tag needs 1 to 30 characters".into()),
                ("tags.2", "Each tag needs 1 to 30 characters".into())
            ]
        );
    }

    #[test]
    fn a_position_is_not_negative() {
        let refused = card_change(CardChange {
            position: Some(-1),
            ..Default::default()
        });
        assert_eq!(fields(refused)[0].0, "position");
        let valid = card_change(CardChange {
            position: Some(3),
            stage: Some(Stage::Offer),
            ..Default::default()
        })
        .unwrap();
        assert_eq!((valid.position, valid.stage), (Some(3), Some(Stage::Offer)));
    }

    #[test]
    fn a_follow_up_day_is_a_date_or_empty_to_clear() {
        let day = |text: &str| {
            card_change(CardChange {
                follow_up_on: Some(text.into()),
                ..Default::default()
            })
        };
        assert_eq!(
            day(" 2026-12-01 ").unwrap().follow_up_on,
            Some(Some("2026-12-01".into()))
        );
        assert_eq!(day("").unwrap().follow_up_on, Some(None));
        assert_eq!(
            fields(day("next week")),
            [("followUpOn", "Enter the follow-up day as a date".into())]
        );
        assert_eq!(card_change(CardChange::default()).unwrap().follow_up_on, None);
    }

    #[test]
    fn a_moved_card_lands_at_its_index_among_the_shown_cards() {
        let column: Vec<(String, bool)> = [("a", true), ("h", false), ("b", true), ("c", true)]
            .iter()
            .map(|(id, shown)| (id.to_string(), *shown))
            .collect();
        assert_eq!(column_after_move(&column, "c", 0), ["c", "a", "h", "b"]);
        assert_eq!(column_after_move(&column, "a", 1), ["h", "b", "a", "c"]);
        assert_eq!(column_after_move(&column, "a", 9), ["h", "b", "c", "a"]);
        // A card coming from another column.
        assert_eq!(column_after_move(&column, "z", 1), ["a", "h", "z", "b", "c"]);
        assert_eq!(column_after_move(&[], "z", 0), ["z"]);
    }

    #[test]
    fn a_stage_change_is_recorded_after_the_one_before() {
        assert_eq!(change_time(1_000, 400), 1_000);
        assert_eq!(change_time(1_000, 1_000), 1_001);
    }

    #[test]
    fn a_full_board_refuses_the_next_athlete_and_names_the_plan() {
        assert!(may_star("Recruiter", Some(100), 99).is_ok());
        let refused = may_star("Recruiter", Some(100), 100).unwrap_err();
        assert_eq!(
            refused,
            PlanError::WatchlistFull {
                plan: "Recruiter",
                limit: 100
            }
        );
        assert_eq!(refused.code(), "plan_limit");
        assert!(refused.to_string().contains("Recruiter plan holds 100 athletes"));
        assert!(may_star("Division I/II", None, 10_000).is_ok());
    }
}
