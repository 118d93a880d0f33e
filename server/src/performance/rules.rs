//! The performance log's rules: which pieces and boats exist, the plausible range of each erg
//! piece, dates, seats, links, and the split per 500 m. Plain functions; failures are
//! `PerformanceError`, never HTTP.

use jiff::civil::Date;

use crate::{rowing, validation::FieldError};

pub const NOTES_MAX: usize = 500;
pub const VERIFICATION_CODE_MAX: usize = 32;
pub const NAME_MAX: usize = 120;
pub const URL_MESSAGE: &str = "Enter a link that starts with http:// or https://";
/// Race times: from 1:00.0 to 40:00.0.
pub const RACE_TENTHS: (i64, i64) = (600, 24_000);

crate::text_enum! {
    /// An erg test piece (`erg_tests.piece`): a distance rowed for time, or a time rowed for distance.
    pub enum Piece {
        M2000 = "2k",
        M6000 = "6k",
        M5000 = "5k",
        M1000 = "1k",
        M500 = "500m",
        Min30 = "30min",
        Min60 = "60min",
    }
}

crate::text_enum! {
    /// A racing shell (`race_results.boat_class`).
    pub enum BoatClass {
        Single = "1x",
        Double = "2x",
        Pair = "2-",
        Quad = "4x",
        CoxedFour = "4+",
        Four = "4-",
        Eight = "8+",
    }
}

crate::text_enum! {
    /// A seat in a boat (`race_results.seat`): the coxswain or a rower numbered from the bow.
    pub enum Seat {
        Cox = "cox",
        S1 = "1",
        S2 = "2",
        S3 = "3",
        S4 = "4",
        S5 = "5",
        S6 = "6",
        S7 = "7",
        S8 = "8",
    }
}

/// What a piece measures and the plausible result, inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    /// A distance in meters, rowed for a time in tenths of a second between the two bounds.
    Time {
        meters: i64,
        min_tenths: i64,
        max_tenths: i64,
    },
    /// A time in tenths of a second, rowed for a distance in meters between the two bounds.
    Distance {
        tenths: i64,
        min_meters: i64,
        max_meters: i64,
    },
}

/// Every piece with its name in messages and its plausible range. Source: the recruiting rules
/// file (`shared/spec/recruiting-rules.md`, "Valid ranges for input checks": 2k 5:20.0-12:00.0,
/// 6k 17:00.0-40:00.0) and, for the other pieces, the issue 14 API contract
/// (`recruiting-contract.md`, section 2). The profile's own 2k and 6k use the same rows.
pub const PIECES: [(Piece, &str, Measure); 7] = [
    (
        Piece::M500,
        "500m",
        Measure::Time {
            meters: 500,
            min_tenths: 750,
            max_tenths: 1_800,
        },
    ),
    (
        Piece::M1000,
        "1k",
        Measure::Time {
            meters: 1_000,
            min_tenths: 1_600,
            max_tenths: 3_600,
        },
    ),
    (
        Piece::M2000,
        "2k",
        Measure::Time {
            meters: 2_000,
            min_tenths: 3_200,
            max_tenths: 7_200,
        },
    ),
    (
        Piece::M5000,
        "5k",
        Measure::Time {
            meters: 5_000,
            min_tenths: 8_400,
            max_tenths: 19_200,
        },
    ),
    (
        Piece::M6000,
        "6k",
        Measure::Time {
            meters: 6_000,
            min_tenths: 10_200,
            max_tenths: 24_000,
        },
    ),
    (
        Piece::Min30,
        "30 min",
        Measure::Distance {
            tenths: 18_000,
            min_meters: 5_000,
            max_meters: 10_000,
        },
    ),
    (
        Piece::Min60,
        "60 min",
        Measure::Distance {
            tenths: 36_000,
            min_meters: 10_000,
            max_meters: 20_000,
        },
    ),
];

/// The row of `piece` in [`PIECES`].
pub fn piece_rule(piece: Piece) -> (&'static str, Measure) {
    PIECES
        .iter()
        .find(|(p, _, _)| *p == piece)
        .map(|(_, label, measure)| (*label, *measure))
        .expect("every piece has a row")
}

/// Checks a time (tenths) against the plausible range of a distance piece; the message names it.
pub fn check_time(piece: Piece, tenths: i64, field: &'static str) -> Result<i64, FieldError> {
    match piece_rule(piece) {
        (
            label,
            Measure::Time {
                min_tenths, max_tenths, ..
            },
        ) if !(min_tenths..=max_tenths).contains(&tenths) => Err(FieldError::new(
            field,
            format!(
                "{label} time must be between {} and {}",
                rowing::format_tenths(min_tenths),
                rowing::format_tenths(max_tenths)
            ),
        )),
        _ => Ok(tenths),
    }
}

/// The split per 500 m, in tenths of a second, rounded to the nearest tenth.
pub fn split_tenths(piece: Piece, tenths: Option<i64>, meters: Option<i64>) -> Option<i64> {
    let (time, distance) = match piece_rule(piece).1 {
        Measure::Time { meters, .. } => (tenths?, meters),
        Measure::Distance { tenths, .. } => (tenths, meters?),
    };
    (distance > 0).then(|| (time * 500 + distance / 2) / distance)
}

/// Why a performance request was refused.
#[derive(Debug, thiserror::Error)]
pub enum PerformanceError {
    #[error("Please correct the highlighted fields.")]
    Invalid(Vec<FieldError>),
    /// No such entry of this user (another user's entry is not told apart).
    #[error("There is no such entry.")]
    NotFound,
}

/// Collects the failures of one validation, one per field.
#[derive(Default)]
struct Failures(Vec<FieldError>);

impl Failures {
    fn keep<T>(&mut self, result: Result<T, FieldError>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(error) => {
                self.0.retain(|e| e.field != error.field);
                self.0.push(error);
                None
            }
        }
    }

    fn finish<T>(self, value: impl FnOnce() -> T) -> Result<T, PerformanceError> {
        if self.0.is_empty() {
            Ok(value())
        } else {
            Err(PerformanceError::Invalid(self.0))
        }
    }
}

fn trimmed(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

fn required<T>(value: Option<T>, field: &'static str, message: &str) -> Result<T, FieldError> {
    value.ok_or_else(|| FieldError::new(field, message))
}

fn at_most(value: Option<String>, field: &'static str, label: &str, max: usize) -> Result<Option<String>, FieldError> {
    match trimmed(value) {
        Some(v) if v.chars().count() > max => Err(FieldError::new(
            field,
            format!("{label} must be at most {max} characters"),
        )),
        v => Ok(v),
    }
}

/// The earliest date a result may have.
pub const FIRST_DATE: Date = jiff::civil::date(2000, 1, 1);

/// A `yyyy-mm-dd` date, required, not after `today` and not before 2000-01-01.
pub fn result_date(value: Option<String>, field: &'static str, message: &str, today: Date) -> Result<Date, FieldError> {
    let text = required(trimmed(value), field, message)?;
    let well_formed = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    let date = well_formed
        .then(|| text.parse::<Date>().ok())
        .flatten()
        .ok_or_else(|| FieldError::new(field, "Enter the date as yyyy-mm-dd"))?;
    if date > today {
        return Err(FieldError::new(field, "The date cannot be in the future"));
    }
    if date < FIRST_DATE {
        return Err(FieldError::new(field, "The date cannot be before 2000-01-01"));
    }
    Ok(date)
}

/// True for an absolute http(s) URL with a host.
pub fn is_web_link(text: &str) -> bool {
    url::Url::parse(text)
        .ok()
        .is_some_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some_and(|h| !h.is_empty()))
}

/// An optional http(s) link, trimmed.
pub fn web_link(value: Option<String>, field: &'static str) -> Result<Option<String>, FieldError> {
    match trimmed(value) {
        Some(v) if !is_web_link(&v) => Err(FieldError::new(field, URL_MESSAGE)),
        v => Ok(v),
    }
}

fn time_text(value: Option<String>, field: &'static str, required_message: &str) -> Result<i64, FieldError> {
    let text = required(trimmed(value), field, required_message)?;
    rowing::parse_tenths(&text).ok_or_else(|| FieldError::new(field, "Enter the time as M:SS.S, e.g. 6:58.4"))
}

/// An erg test as the client sent it.
#[derive(Debug, Default, Clone)]
pub struct ErgTestDraft {
    pub piece: Option<Piece>,
    pub time: Option<String>,
    pub meters: Option<i64>,
    pub date: Option<String>,
    pub stroke_rate: Option<i64>,
    pub notes: Option<String>,
    pub verification_code: Option<String>,
}

/// An erg test that passed every rule, in stored form.
#[derive(Debug, Clone, PartialEq)]
pub struct ValidErgTest {
    pub piece: Piece,
    /// Distance pieces: the time in tenths of a second.
    pub tenths: Option<i64>,
    /// Timed pieces: the meters rowed.
    pub meters: Option<i64>,
    pub date: Date,
    pub stroke_rate: Option<i64>,
    pub notes: Option<String>,
    pub verification_code: Option<String>,
}

/// Checks an erg test (contract section 2); `today` bounds the date.
pub fn erg_test(input: ErgTestDraft, today: Date) -> Result<ValidErgTest, PerformanceError> {
    let mut failures = Failures::default();
    let piece = failures.keep(required(input.piece, "piece", "Choose the test piece"));
    let (mut tenths, mut meters) = (None, None);
    match piece.map(piece_rule) {
        Some((_, Measure::Time { .. })) => {
            tenths = failures
                .keep(time_text(input.time, "time", "Enter the time, e.g. 6:58.4"))
                .and_then(|t| failures.keep(check_time(piece.unwrap(), t, "time")));
        }
        Some((
            label,
            Measure::Distance {
                min_meters, max_meters, ..
            },
        )) => {
            meters = failures.keep(
                required(input.meters, "meters", "Enter the distance in meters").and_then(|m| {
                    if (min_meters..=max_meters).contains(&m) {
                        Ok(m)
                    } else {
                        Err(FieldError::new(
                            "meters",
                            format!("{label} distance must be between {min_meters} and {max_meters} meters"),
                        ))
                    }
                }),
            );
        }
        None => {}
    }
    let date = failures.keep(result_date(input.date, "date", "Enter the date of the test", today));
    let stroke_rate = failures.keep(match input.stroke_rate {
        Some(rate) if !(10..=60).contains(&rate) => {
            Err(FieldError::new("strokeRate", "Stroke rate must be between 10 and 60"))
        }
        rate => Ok(rate),
    });
    let notes = failures.keep(at_most(input.notes, "notes", "Notes", NOTES_MAX));
    let verification_code = failures.keep(match trimmed(input.verification_code) {
        Some(code)
            if code.chars().count() > VERIFICATION_CODE_MAX || !code.chars().all(|c| c.is_ascii_alphanumeric()) =>
        {
            Err(FieldError::new(
                "verificationCode",
                "The verification code is at most 32 letters and digits",
            ))
        }
        code => Ok(code),
    });
    failures.finish(|| ValidErgTest {
        piece: piece.unwrap(),
        tenths,
        meters,
        date: date.unwrap(),
        stroke_rate: stroke_rate.flatten(),
        notes: notes.flatten(),
        verification_code: verification_code.flatten(),
    })
}

/// How many rowers a boat seats, and whether it carries a coxswain.
pub fn seats_of(boat: BoatClass) -> (usize, bool) {
    match boat {
        BoatClass::Single => (1, false),
        BoatClass::Double | BoatClass::Pair => (2, false),
        BoatClass::Quad | BoatClass::Four => (4, false),
        BoatClass::CoxedFour => (4, true),
        BoatClass::Eight => (8, true),
    }
}

/// Whether `seat` exists in `boat`.
pub fn seat_exists(boat: BoatClass, seat: Seat) -> bool {
    let (rowers, coxed) = seats_of(boat);
    match seat {
        Seat::Cox => coxed,
        numbered => numbered.as_str().parse::<usize>().is_ok_and(|n| n <= rowers),
    }
}

/// A race result as the client sent it.
#[derive(Debug, Default, Clone)]
pub struct RaceDraft {
    pub regatta: Option<String>,
    pub date: Option<String>,
    pub event: Option<String>,
    pub boat_class: Option<BoatClass>,
    pub seat: Option<Seat>,
    pub place: Option<i64>,
    pub time: Option<String>,
    pub results_url: Option<String>,
}

/// A race result that passed every rule, in stored form.
#[derive(Debug, Clone, PartialEq)]
pub struct ValidRace {
    pub regatta: String,
    pub date: Date,
    pub event: String,
    pub boat_class: BoatClass,
    pub seat: Seat,
    pub place: Option<i64>,
    pub tenths: Option<i64>,
    pub results_url: Option<String>,
}

/// Checks a race result (contract section 2); `today` bounds the date.
pub fn race(input: RaceDraft, today: Date) -> Result<ValidRace, PerformanceError> {
    let mut failures = Failures::default();
    let regatta = failures.keep(
        at_most(input.regatta, "regatta", "Regatta", NAME_MAX)
            .and_then(|v| required(v, "regatta", "Enter the regatta")),
    );
    let date = failures.keep(result_date(input.date, "date", "Enter the date of the race", today));
    let event = failures.keep(
        at_most(input.event, "event", "Event", NAME_MAX)
            .and_then(|v| required(v, "event", "Enter the event, e.g. Women's Youth 8+")),
    );
    let boat_class = failures.keep(required(input.boat_class, "boatClass", "Choose the boat class"));
    let seat = failures.keep(required(input.seat, "seat", "Choose the seat"));
    if let (Some(boat), Some(s)) = (boat_class, seat) {
        if !seat_exists(boat, s) {
            failures.keep::<()>(Err(FieldError::new("seat", format!("Seat must be a seat of a {boat}"))));
        }
    }
    let place = failures.keep(match input.place {
        Some(p) if p < 1 => Err(FieldError::new("place", "Place must be 1 or more")),
        p => Ok(p),
    });
    let tenths = failures.keep(match trimmed(input.time) {
        None => Ok(None),
        Some(text) => match rowing::parse_tenths(&text) {
            None => Err(FieldError::new("time", "Enter the time as M:SS.S, e.g. 6:58.4")),
            Some(t) if !(RACE_TENTHS.0..=RACE_TENTHS.1).contains(&t) => {
                Err(FieldError::new("time", "Race time must be between 1:00.0 and 40:00.0"))
            }
            Some(t) => Ok(Some(t)),
        },
    });
    let results_url = failures.keep(web_link(input.results_url, "resultsUrl"));
    failures.finish(|| ValidRace {
        regatta: regatta.unwrap(),
        date: date.unwrap(),
        event: event.unwrap(),
        boat_class: boat_class.unwrap(),
        seat: seat.unwrap(),
        place: place.flatten(),
        tenths: tenths.flatten(),
        results_url: results_url.flatten(),
    })
}

/// A 2k's improvement over a season: the first test's time, the best, and best minus first
/// (negative = faster).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeasonChange {
    pub from_tenths: i64,
    pub to_tenths: i64,
    pub change_tenths: i64,
}

/// The season is the twelve months up to `today`: its first day.
pub fn season_start(today: Date) -> Date {
    today - jiff::Span::new().years(1)
}

/// Compares the first 2k of the season with its best; `tests` are (date, tenths) of the season's
/// 2k tests in any order. `None` with fewer than two tests.
pub fn season_change(tests: &[(Date, i64)]) -> Option<SeasonChange> {
    if tests.len() < 2 {
        return None;
    }
    let first = tests.iter().min_by_key(|(date, _)| *date)?.1;
    let best = tests.iter().map(|(_, t)| *t).min()?;
    Some(SeasonChange {
        from_tenths: first,
        to_tenths: best,
        change_tenths: best - first,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const TODAY: Date = jiff::civil::date(2026, 6, 15);

    fn erg(piece: Piece, time: Option<&str>, meters: Option<i64>) -> ErgTestDraft {
        ErgTestDraft {
            piece: Some(piece),
            time: time.map(Into::into),
            meters,
            date: Some("2026-06-01".into()),
            ..Default::default()
        }
    }

    fn fields(result: Result<impl std::fmt::Debug, PerformanceError>) -> Vec<(&'static str, String)> {
        match result {
            Ok(_) => vec![],
            Err(PerformanceError::Invalid(f)) => f.into_iter().map(|f| (f.field, f.message)).collect(),
            Err(other) => panic!("{other:?}"),
        }
    }

    #[test]
    fn every_piece_is_checked_at_and_beyond_its_bounds() {
        for (piece, label, measure) in PIECES {
            match measure {
                Measure::Time {
                    min_tenths, max_tenths, ..
                } => {
                    for ok in [min_tenths, max_tenths] {
                        let input = erg(piece, Some(&rowing::format_tenths(ok)), None);
                        assert_eq!(fields(erg_test(input, TODAY)), vec![], "{label} {ok}");
                    }
                    for bad in [min_tenths - 1, max_tenths + 1] {
                        let input = erg(piece, Some(&rowing::format_tenths(bad)), None);
                        let message = format!(
                            "{label} time must be between {} and {}",
                            rowing::format_tenths(min_tenths),
                            rowing::format_tenths(max_tenths)
                        );
                        assert_eq!(fields(erg_test(input, TODAY)), vec![("time", message)], "{label} {bad}");
                    }
                }
                Measure::Distance {
                    min_meters, max_meters, ..
                } => {
                    for ok in [min_meters, max_meters] {
                        assert_eq!(fields(erg_test(erg(piece, None, Some(ok)), TODAY)), vec![]);
                    }
                    for bad in [min_meters - 1, max_meters + 1] {
                        let message = format!("{label} distance must be between {min_meters} and {max_meters} meters");
                        assert_eq!(
                            fields(erg_test(erg(piece, None, Some(bad)), TODAY)),
                            vec![("meters", message)]
                        );
                    }
                }
            }
        }
        assert_eq!(
            check_time(Piece::M2000, 3_199, "erg2k").unwrap_err().message,
            "2k time must be between 5:20.0 and 12:00.0"
        );
    }

    #[test]
    fn required_fields_and_their_messages() {
        let got = fields(erg_test(ErgTestDraft::default(), TODAY));
        assert_eq!(
            got,
            vec![
                ("piece", "Choose the test piece".to_owned()),
                ("date", "Enter the date of the test".to_owned())
            ]
        );
        assert_eq!(
            fields(erg_test(erg(Piece::M2000, None, Some(2000)), TODAY)),
            vec![("time", "Enter the time, e.g. 6:58.4".to_owned())]
        );
        assert_eq!(
            fields(erg_test(erg(Piece::Min30, Some("30:00.0"), None), TODAY)),
            vec![("meters", "Enter the distance in meters".to_owned())]
        );
    }

    #[test]
    fn dates_stroke_rate_notes_and_codes() {
        let with = |change: fn(&mut ErgTestDraft)| {
            let mut input = erg(Piece::M2000, Some("6:58.4"), None);
            change(&mut input);
            fields(erg_test(input, TODAY))
                .into_iter()
                .map(|(f, m)| format!("{f}: {m}"))
                .collect::<Vec<_>>()
        };
        assert!(with(|i| i.date = Some("2026-06-15".into())).is_empty());
        assert_eq!(
            with(|i| i.date = Some("2026-06-16".into())),
            ["date: The date cannot be in the future"]
        );
        assert!(with(|i| i.date = Some("2000-01-01".into())).is_empty());
        assert_eq!(
            with(|i| i.date = Some("1999-12-31".into())),
            ["date: The date cannot be before 2000-01-01"]
        );
        assert_eq!(
            with(|i| i.date = Some("2026-6-1".into())),
            ["date: Enter the date as yyyy-mm-dd"]
        );
        assert_eq!(
            with(|i| i.date = Some("2026-02-30".into())),
            ["date: Enter the date as yyyy-mm-dd"]
        );
        assert!(with(|i| i.stroke_rate = Some(10)).is_empty());
        assert!(with(|i| i.stroke_rate = Some(60)).is_empty());
        assert_eq!(with(|i| i.stroke_rate = Some(61)).len(), 1);
        assert_eq!(with(|i| i.stroke_rate = Some(9)).len(), 1);
        assert!(with(|i| i.notes = Some("n".repeat(500))).is_empty());
        assert_eq!(
            with(|i| i.notes = Some("n".repeat(501))),
            ["notes: Notes must be at most 500 characters"]
        );
        assert!(with(|i| i.verification_code = Some("A".repeat(32))).is_empty());
        assert_eq!(with(|i| i.verification_code = Some("A".repeat(33))).len(), 1);
        assert_eq!(with(|i| i.verification_code = Some("AB-12".into())).len(), 1);
    }

    #[test]
    fn splits_per_500_meters() {
        assert_eq!(split_tenths(Piece::M2000, Some(4184), None), Some(1046));
        assert_eq!(rowing::format_tenths(1046), "1:44.6");
        assert_eq!(split_tenths(Piece::M500, Some(905), None), Some(905));
        // 30 minutes for 7,500 m: 1800 s / 15 = 120.0 s.
        assert_eq!(split_tenths(Piece::Min30, None, Some(7_500)), Some(1_200));
        // 6k in 21:30.0 = 12900 tenths / 12 = 1075.
        assert_eq!(split_tenths(Piece::M6000, Some(12_900), None), Some(1_075));
        // Rounded to the nearest tenth: 2k in 7:00.1 = 4201 / 4 = 1050.25.
        assert_eq!(split_tenths(Piece::M2000, Some(4_201), None), Some(1_050));
        assert_eq!(split_tenths(Piece::M2000, Some(4_202), None), Some(1_051));
    }

    #[test]
    fn seats_must_exist_in_the_boat() {
        assert!(seat_exists(BoatClass::Eight, Seat::Cox));
        assert!(seat_exists(BoatClass::Eight, Seat::S8));
        assert!(seat_exists(BoatClass::CoxedFour, Seat::Cox));
        assert!(!seat_exists(BoatClass::CoxedFour, Seat::S5));
        assert!(seat_exists(BoatClass::Four, Seat::S4));
        assert!(!seat_exists(BoatClass::Four, Seat::Cox));
        assert!(seat_exists(BoatClass::Single, Seat::S1));
        assert!(!seat_exists(BoatClass::Single, Seat::S2));
        assert!(!seat_exists(BoatClass::Pair, Seat::S3));
        let input = RaceDraft {
            regatta: Some("Head of the Charles".into()),
            date: Some("2025-10-19".into()),
            event: Some("Women's Youth 4+".into()),
            boat_class: Some(BoatClass::CoxedFour),
            seat: Some(Seat::S5),
            ..Default::default()
        };
        assert_eq!(
            fields(race(input, TODAY)),
            vec![("seat", "Seat must be a seat of a 4+".to_owned())]
        );
    }

    #[test]
    fn race_bounds() {
        let base = || RaceDraft {
            regatta: Some("Youth Nationals".into()),
            date: Some("2026-06-10".into()),
            event: Some("Women's Youth 8+".into()),
            boat_class: Some(BoatClass::Eight),
            seat: Some(Seat::Cox),
            ..Default::default()
        };
        assert!(race(base(), TODAY).is_ok());
        let mut r = base();
        r.place = Some(0);
        assert_eq!(fields(race(r, TODAY))[0].1, "Place must be 1 or more");
        for (time, ok) in [
            ("1:00.0", true),
            ("0:59.9", false),
            ("40:00.0", true),
            ("40:00.1", false),
        ] {
            let mut r = base();
            r.time = Some(time.into());
            assert_eq!(race(r, TODAY).is_ok(), ok, "{time}");
        }
        for (link, ok) in [
            ("https://regattacentral.com/r/1", true),
            ("http://example.org", true),
            ("ftp://example.org", false),
            ("example.org", false),
            ("javascript:alert(1)", false),
        ] {
            let mut r = base();
            r.results_url = Some(link.into());
            assert_eq!(race(r, TODAY).is_ok(), ok, "{link}");
        }
        let got = fields(race(RaceDraft::default(), TODAY));
        let names: Vec<_> = got.iter().map(|(f, _)| *f).collect();
        assert_eq!(names, ["regatta", "date", "event", "boatClass", "seat"]);
        let mut r = base();
        r.regatta = Some("r".repeat(121));
        assert_eq!(fields(race(r, TODAY))[0].1, "Regatta must be at most 120 characters");
    }

    #[test]
    fn season_change_compares_first_and_best() {
        let d = |m, day| jiff::civil::date(2026, m, day);
        assert_eq!(season_change(&[(d(1, 1), 4200)]), None);
        assert_eq!(
            season_change(&[(d(3, 1), 4150), (d(1, 1), 4200), (d(5, 1), 4170)]),
            Some(SeasonChange {
                from_tenths: 4200,
                to_tenths: 4150,
                change_tenths: -50
            })
        );
        assert_eq!(season_start(TODAY), jiff::civil::date(2025, 6, 15));
    }
}
