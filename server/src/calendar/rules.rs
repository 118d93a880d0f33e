//! The calendar's rules, decided without HTTP or SQL: the key-date table (dates computed from the
//! graduation year), the recruiting period kinds, event kinds, the checks on events, periods and
//! settings, reminder timing, and [`CalendarError`].
//!
//! Every NCAA date and definition lives in one table here with its source and the month it was
//! checked, so a rule change is one edit.

use jiff::{
    civil::{Date, Time},
    tz::TimeZone,
    Timestamp,
};
use serde::Deserialize;
use utoipa::ToSchema;

pub use crate::key_dates::{key_dates, DatedKeyDate, KeyDateRule, When, KEY_DATES};
use crate::{
    messaging::rules::{long_date, Limit, MessagingError},
    validation::FieldError,
};

pub const TITLE_MAX: usize = 120;
pub const LOCATION_MAX: usize = 200;
pub const NOTES_MAX: usize = 2000;
/// Events one owner may keep.
pub const MAX_EVENTS: i64 = 500;
pub const FIRST_YEAR: i16 = 2000;
pub const LAST_YEAR: i16 = 2100;
/// A recruiting period's note and source.
pub const PERIOD_NOTE_MAX: usize = 500;
pub const PERIOD_SOURCE_MAX: usize = 300;
/// Longer than any IANA name; bounds what is looked up.
const TIME_ZONE_MAX: usize = 64;
/// Until the owner chooses one: most of the product's users are in the United States.
pub const DEFAULT_TIME_ZONE: &str = "America/New_York";
/// Reminders go out the day before an event, from this hour of the owner's day.
pub const REMIND_FROM_HOUR: i8 = 8;

crate::text_enum! {
    /// An NCAA recruiting period (`recruiting_periods.kind`).
    pub enum PeriodKind {
        Dead = "dead",
        Quiet = "quiet",
        Contact = "contact",
        Evaluation = "evaluation",
    }
}

/// What a period kind means.
#[derive(Debug)]
pub struct PeriodKindRule {
    pub kind: PeriodKind,
    pub label: &'static str,
    /// The NCAA's definition, one sentence.
    pub meaning: &'static str,
    pub source: &'static str,
    pub checked: &'static str,
}

const PERIOD_TERMS: &str = "NCAA Guide for the College-Bound Student-Athlete (recruiting calendar terms)";

pub const PERIOD_KINDS: &[PeriodKindRule] = &[
    PeriodKindRule {
        kind: PeriodKind::Dead,
        label: "Dead period",
        meaning: "College coaches may not have in-person recruiting contact with you or your parents at any time, \
on or off campus, but may still write and call.",
        source: PERIOD_TERMS,
        checked: "2026-11",
    },
    PeriodKindRule {
        kind: PeriodKind::Quiet,
        label: "Quiet period",
        meaning: "College coaches may have in-person recruiting contact with you or your parents only on their own \
campus; they may not watch you compete or visit your school, but may write and call.",
        source: PERIOD_TERMS,
        checked: "2026-11",
    },
    PeriodKindRule {
        kind: PeriodKind::Contact,
        label: "Contact period",
        meaning: "College coaches may have in-person contact with you and your parents on or off campus, watch you \
compete, visit your school, and write and call.",
        source: PERIOD_TERMS,
        checked: "2026-11",
    },
    PeriodKindRule {
        kind: PeriodKind::Evaluation,
        label: "Evaluation period",
        meaning: "College coaches may watch you compete and visit your school, and write and call, but may not have \
in-person contact with you or your parents off their campus.",
        source: PERIOD_TERMS,
        checked: "2026-11",
    },
];

pub fn period_kind(kind: PeriodKind) -> &'static PeriodKindRule {
    PERIOD_KINDS
        .iter()
        .find(|r| r.kind == kind)
        .expect("every period kind has a row")
}

crate::text_enum! {
    /// The NCAA division a recruiting period belongs to.
    pub enum NcaaDivision {
        I = "I",
        II = "II",
        III = "III",
    }
}

crate::text_enum! {
    /// The team a recruiting period is for.
    pub enum PeriodSquad {
        All = "all",
        Womens = "womens",
        Mens = "mens",
    }
}

crate::text_enum! {
    /// What an owner's event is (`calendar_events.kind`).
    pub enum EventKind {
        OfficialVisit = "official_visit",
        UnofficialVisit = "unofficial_visit",
        Camp = "camp",
        Regatta = "regatta",
        ErgTest = "erg_test",
        ApplicationDeadline = "application_deadline",
        Other = "other",
        /// The day an offer waits for the athlete's answer until: on the athlete's (and their
        /// parents') calendar from the offer itself, never written by hand.
        OfferAnswerBy = "offer_answer_by",
    }
}

/// The kinds of a coach's event that are also on the calendar of the athlete it names (and so
/// their parents'): a visit is arranged with the athlete. Other kinds stay the coach's planning.
pub const SHOWN_TO_THE_ATHLETE: [EventKind; 2] = [EventKind::OfficialVisit, EventKind::UnofficialVisit];

/// Why a coach's visit may not name the athlete: the refusal a coach's message to them would get
/// (`messaging::rules`), said of a visit, on the `athleteId` field.
pub fn visit_refused(refusal: &MessagingError) -> FieldError {
    let message = match refusal {
        MessagingError::BeforeContactDate { opens_on: Some(day) } => format!(
            "NCAA rules do not allow you to arrange a visit with this athlete before {}.",
            long_date(*day)
        ),
        MessagingError::BeforeContactDate { opens_on: None } => {
            "This athlete has not given a graduation year, so NCAA rules do not allow you to arrange a visit yet."
                .into()
        }
        MessagingError::Limited(Limit::Blocked) => {
            "Your program's conversation with this athlete is blocked, so you cannot put a visit on their calendar."
                .into()
        }
        MessagingError::Limited(Limit::CommittedElsewhere) => {
            "This athlete has committed to another program, so you cannot arrange a visit.".into()
        }
        MessagingError::Limited(Limit::ParentPausedCoachContact) => {
            "This athlete's parent has paused contact from college coaches.".into()
        }
        MessagingError::Limited(Limit::AwaitingConsent) => {
            "This athlete's account is waiting for a parent's approval.".into()
        }
        _ => "This athlete is not shown to coaches now.".into(),
    };
    FieldError::new("athleteId", message)
}

impl EventKind {
    pub fn label(self) -> &'static str {
        match self {
            EventKind::OfficialVisit => "Official visit",
            EventKind::UnofficialVisit => "Unofficial visit",
            EventKind::Camp => "Camp",
            EventKind::Regatta => "Regatta",
            EventKind::ErgTest => "Erg test",
            EventKind::ApplicationDeadline => "Application deadline",
            EventKind::Other => "Other",
            EventKind::OfferAnswerBy => "Offer answer-by day",
        }
    }
}

/// Who keeps a calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnerRole {
    Athlete,
    Coach,
}

/// Why a calendar request was refused.
#[derive(Debug, thiserror::Error)]
pub enum CalendarError {
    #[error("The calendar is for athletes and college coaches.")]
    NotAllowed,
    #[error("Please correct the highlighted fields.")]
    Invalid(Vec<FieldError>),
    #[error("{0}")]
    NotFound(&'static str),
    #[error("You can keep at most 500 events. Delete some past events to add new ones.")]
    TooManyEvents,
}

impl From<FieldError> for CalendarError {
    fn from(error: FieldError) -> Self {
        CalendarError::Invalid(vec![error])
    }
}

// ---- checks on input ----

fn trimmed(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

fn has_control(text: &str) -> bool {
    text.chars().any(char::is_control)
}

/// Exactly `yyyy-mm-dd`, a real day, within the calendar's years.
pub fn parse_day(text: &str) -> Option<Date> {
    let shape = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    let date: Date = shape.then(|| text.parse().ok()).flatten()?;
    (FIRST_YEAR..=LAST_YEAR).contains(&date.year()).then_some(date)
}

/// Exactly `HH:MM`, 24-hour.
pub fn parse_time(text: &str) -> Option<Time> {
    let bytes = text.as_bytes();
    let shape = bytes.len() == 5 && bytes[2] == b':' && [0, 1, 3, 4].iter().all(|&i| bytes[i].is_ascii_digit());
    if !shape {
        return None;
    }
    let hour: i8 = text[..2].parse().ok()?;
    let minute: i8 = text[3..].parse().ok()?;
    Time::new(hour, minute, 0, 0).ok()
}

/// `HH:MM` of a time.
pub fn format_time(time: Time) -> String {
    format!("{:02}:{:02}", time.hour(), time.minute())
}

fn optional_day(value: Option<String>, field: &'static str) -> Result<Option<Date>, FieldError> {
    match trimmed(value) {
        None => Ok(None),
        Some(text) => parse_day(&text).map(Some).ok_or_else(|| {
            FieldError::new(
                field,
                format!("Enter a date as yyyy-mm-dd, between {FIRST_YEAR} and {LAST_YEAR}."),
            )
        }),
    }
}

fn day(value: Option<String>, field: &'static str) -> Result<Date, FieldError> {
    optional_day(value, field)?.ok_or_else(|| FieldError::new(field, "Enter a date."))
}

/// The value of a checked field, its problem kept in `errors`.
fn take<T>(errors: &mut Vec<FieldError>, result: Result<T, FieldError>) -> Option<T> {
    result.map_err(|e| errors.push(e)).ok()
}

fn text_field(
    value: Option<String>,
    field: &'static str,
    max: usize,
    too_long: &str,
) -> Result<Option<String>, FieldError> {
    match trimmed(value) {
        Some(text) if text.chars().count() > max => Err(FieldError::new(field, too_long)),
        other => Ok(other),
    }
}

/// An event as the client sends it. Every field may be missing; the checks name each problem.
#[derive(Deserialize, ToSchema, Debug, Default, Clone)]
#[serde(default, rename_all = "camelCase")]
pub struct EventInput {
    #[schema(value_type = EventKind)]
    pub kind: Option<String>,
    pub title: Option<String>,
    /// yyyy-mm-dd
    pub date: Option<String>,
    /// HH:MM (24 h) in the owner's time zone; none for an all-day event.
    #[schema(required = false)]
    pub time: Option<String>,
    /// The last day (yyyy-mm-dd) of an event of several days.
    #[schema(required = false)]
    pub end_date: Option<String>,
    #[schema(required = false)]
    pub school_id: Option<String>,
    /// Coaches only: an athlete on the program's board.
    #[schema(required = false)]
    pub athlete_id: Option<String>,
    #[schema(required = false)]
    pub location: Option<String>,
    #[schema(required = false)]
    pub notes: Option<String>,
    /// Email a reminder the day before (default true).
    #[schema(required = false)]
    pub remind: Option<bool>,
}

/// An event that passed the checks that need no database.
#[derive(Debug, Clone, PartialEq)]
pub struct ValidEvent {
    pub kind: EventKind,
    pub title: String,
    pub date: Date,
    pub time: Option<Time>,
    pub end_date: Option<Date>,
    pub school_id: Option<String>,
    pub athlete_id: Option<String>,
    pub location: Option<String>,
    pub notes: Option<String>,
    pub remind: bool,
}

/// Checks an event; every broken field is named. The program and athlete are checked against
/// the database afterwards.
pub fn event(input: EventInput, role: OwnerRole) -> Result<ValidEvent, CalendarError> {
    let mut errors = Vec::new();
    let kind = trimmed(input.kind)
        .and_then(|k| EventKind::parse(&k))
        .filter(|k| *k != EventKind::OfferAnswerBy)
        .ok_or_else(|| FieldError::new("kind", "Choose the kind of event."));
    let title = match trimmed(input.title) {
        None => Err(FieldError::new("title", "Give the event a title.")),
        Some(t) if t.chars().count() > TITLE_MAX => Err(FieldError::new(
            "title",
            format!("Keep the title to {TITLE_MAX} characters."),
        )),
        Some(t) if has_control(&t) => Err(FieldError::new("title", "Keep the title to one line.")),
        Some(t) => Ok(t),
    };
    let date = day(input.date, "date");
    let time = match trimmed(input.time) {
        None => Ok(None),
        Some(text) => parse_time(&text)
            .map(Some)
            .ok_or_else(|| FieldError::new("time", "Enter a time as HH:MM (24-hour), or leave it empty.")),
    };
    let end_date = optional_day(input.end_date, "endDate").and_then(|end| match (&date, end) {
        (Ok(start), Some(end)) if end < *start => {
            Err(FieldError::new("endDate", "The end date must be on or after the date."))
        }
        (_, end) => Ok(end),
    });
    let athlete_id = match (role, trimmed(input.athlete_id)) {
        (OwnerRole::Athlete, Some(_)) => Err(FieldError::new(
            "athleteId",
            "Only a college coach's event can name an athlete.",
        )),
        (_, id) => Ok(id),
    };
    let location = text_field(
        input.location,
        "location",
        LOCATION_MAX,
        &format!("Keep the location to {LOCATION_MAX} characters."),
    );
    let notes = text_field(
        input.notes,
        "notes",
        NOTES_MAX,
        &format!("Keep the notes to {NOTES_MAX} characters."),
    );
    let e = &mut errors;
    let (kind, title, date, time, end_date, athlete_id, location, notes) = (
        take(e, kind),
        take(e, title),
        take(e, date),
        take(e, time),
        take(e, end_date),
        take(e, athlete_id),
        take(e, location),
        take(e, notes),
    );
    if !errors.is_empty() {
        return Err(CalendarError::Invalid(errors));
    }
    Ok(ValidEvent {
        kind: kind.expect("checked"),
        title: title.expect("checked"),
        date: date.expect("checked"),
        time: time.expect("checked"),
        end_date: end_date.expect("checked"),
        school_id: trimmed(input.school_id),
        athlete_id: athlete_id.expect("checked"),
        location: location.expect("checked"),
        notes: notes.expect("checked"),
        remind: input.remind.unwrap_or(true),
    })
}

/// A recruiting period as the console sends it.
#[derive(Deserialize, ToSchema, Debug, Default, Clone)]
#[serde(default, rename_all = "camelCase")]
pub struct PeriodInput {
    #[schema(value_type = NcaaDivision)]
    pub division: Option<String>,
    /// `all` (default), `womens` or `mens`.
    #[schema(value_type = PeriodSquad, required = false)]
    pub squad: Option<String>,
    #[schema(value_type = PeriodKind)]
    pub kind: Option<String>,
    /// First day, yyyy-mm-dd.
    pub starts_on: Option<String>,
    /// Last day, yyyy-mm-dd (inclusive).
    pub ends_on: Option<String>,
    #[schema(required = false)]
    pub note: Option<String>,
    /// Where the dates come from.
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ValidPeriod {
    pub division: NcaaDivision,
    pub squad: PeriodSquad,
    pub kind: PeriodKind,
    pub starts_on: Date,
    pub ends_on: Date,
    pub note: Option<String>,
    pub source: String,
}

/// Checks a recruiting period; every broken field is named.
pub fn period(input: PeriodInput) -> Result<ValidPeriod, CalendarError> {
    let mut errors = Vec::new();
    let division = trimmed(input.division)
        .and_then(|d| NcaaDivision::parse(&d))
        .ok_or_else(|| FieldError::new("division", "Choose Division I, II or III."));
    let squad = match trimmed(input.squad) {
        None => Ok(PeriodSquad::All),
        Some(s) => PeriodSquad::parse(&s).ok_or_else(|| FieldError::new("squad", "Choose all, womens or mens.")),
    };
    let kind = trimmed(input.kind)
        .and_then(|k| PeriodKind::parse(&k))
        .ok_or_else(|| FieldError::new("kind", "Choose the kind of period."));
    let starts_on = day(input.starts_on, "startsOn");
    let ends_on = day(input.ends_on, "endsOn").and_then(|end| match &starts_on {
        Ok(start) if end < *start => Err(FieldError::new(
            "endsOn",
            "The last day must be on or after the first day.",
        )),
        _ => Ok(end),
    });
    let note = text_field(
        input.note,
        "note",
        PERIOD_NOTE_MAX,
        &format!("Keep the note to {PERIOD_NOTE_MAX} characters."),
    );
    let source = match trimmed(input.source) {
        None => Err(FieldError::new("source", "Say where these dates come from.")),
        Some(s) if s.chars().count() > PERIOD_SOURCE_MAX => Err(FieldError::new(
            "source",
            format!("Keep the source to {PERIOD_SOURCE_MAX} characters."),
        )),
        Some(s) => Ok(s),
    };
    let e = &mut errors;
    let (division, squad, kind, starts_on, ends_on, note, source) = (
        take(e, division),
        take(e, squad),
        take(e, kind),
        take(e, starts_on),
        take(e, ends_on),
        take(e, note),
        take(e, source),
    );
    if !errors.is_empty() {
        return Err(CalendarError::Invalid(errors));
    }
    Ok(ValidPeriod {
        division: division.expect("checked"),
        squad: squad.expect("checked"),
        kind: kind.expect("checked"),
        starts_on: starts_on.expect("checked"),
        ends_on: ends_on.expect("checked"),
        note: note.expect("checked"),
        source: source.expect("checked"),
    })
}

/// An IANA time zone name, as its canonical name.
pub fn time_zone(value: Option<String>) -> Result<String, FieldError> {
    let invalid = || FieldError::new("timeZone", "Choose a time zone from the list.");
    let name = trimmed(value)
        .filter(|n| n.len() <= TIME_ZONE_MAX)
        .ok_or_else(invalid)?;
    let zone = TimeZone::get(&name).map_err(|_| invalid())?;
    Ok(zone.iana_name().unwrap_or(&name).to_owned())
}

/// The zone of a stored name; the default for a name no longer known.
pub fn zone_of(name: &str) -> TimeZone {
    TimeZone::get(name)
        .or_else(|_| TimeZone::get(DEFAULT_TIME_ZONE))
        .unwrap_or(TimeZone::UTC)
}

/// The owner's day at `now_ms`.
pub fn today_in(zone: &TimeZone, now_ms: i64) -> Date {
    Timestamp::from_millisecond(now_ms)
        .unwrap_or_else(|_| Timestamp::now())
        .to_zoned(zone.clone())
        .date()
}

/// The instant an event at `time` on `date` in `zone` begins (a time skipped by a clock change
/// moves forward, as clocks do).
pub fn instant(date: Date, time: Time, zone: &TimeZone) -> Option<Timestamp> {
    date.to_datetime(time)
        .to_zoned(zone.clone())
        .ok()
        .map(|z| z.timestamp())
}

/// The day and time on `to`'s clocks of the instant `time` on `date` is on `from`'s.
pub fn in_zone(date: Date, time: Time, from: &TimeZone, to: &TimeZone) -> Option<(Date, Time)> {
    let there = instant(date, time, from)?.to_zoned(to.clone());
    Some((there.date(), there.time()))
}

/// Whether the reminder of an event on `date` is due at `now_ms`: the day before it in the
/// owner's zone, from 08:00 there.
pub fn reminder_due(date: Date, zone: &TimeZone, now_ms: i64) -> bool {
    let Ok(now) = Timestamp::from_millisecond(now_ms) else {
        return false;
    };
    let local = now.to_zoned(zone.clone());
    local.date().tomorrow().ok() == Some(date) && local.hour() >= REMIND_FROM_HOUR
}

/// Whether a period from `starts_on` to `ends_on` (inclusive) is in force on `today`.
pub fn in_force(starts_on: Date, ends_on: Date, today: Date) -> bool {
    starts_on <= today && today <= ends_on
}

#[cfg(test)]
mod tests {
    use jiff::civil::date;

    use super::*;
    use crate::messaging::rules as messaging;
    use crate::profiles::rules::Division;
    use jiff::civil::Weekday;

    fn on(grad_year: i64, divisions: &[Division]) -> Vec<(&'static str, String, String)> {
        key_dates(grad_year, divisions)
            .into_iter()
            .map(|k| (k.rule.id, k.date.to_string(), k.division))
            .collect()
    }

    #[test]
    fn key_dates_follow_the_graduation_year() {
        let all = on(2027, &[]);
        let expected = [
            ("di-contact", "2025-06-15", "I"),
            ("dii-contact", "2025-06-15", "II"),
            ("di-visits", "2025-08-01", "I"),
            ("diii-official-visit", "2026-01-01", "III"),
            ("diii-off-campus", "2026-06-15", "III"),
            ("di-written-offer", "2026-08-01", "I"),
            ("signing", "2026-11-11", "I/II"),
        ];
        let expected: Vec<_> = expected
            .iter()
            .map(|(id, d, div)| (*id, d.to_string(), div.to_string()))
            .collect();
        assert_eq!(all, expected);
        // Each date moves with the year.
        for (grad_year, contact, official) in [
            (2025, "2023-06-15", "2024-01-01"),
            (2028, "2026-06-15", "2027-01-01"),
            (2030, "2028-06-15", "2029-01-01"),
        ] {
            let dates = on(grad_year, &[]);
            let of = |id: &str| dates.iter().find(|d| d.0 == id).unwrap().1.clone();
            assert_eq!(of("di-contact"), contact);
            assert_eq!(of("diii-official-visit"), official);
        }
    }

    #[test]
    fn signing_day_is_the_second_wednesday_of_november() {
        let signing = |g: i64| {
            key_dates(g, &[Division::I])
                .into_iter()
                .find(|k| k.rule.id == "signing")
                .unwrap()
                .date
        };
        // November 2024 starts on a Friday: the 6th and the 13th are its first Wednesdays.
        assert_eq!(signing(2025), date(2024, 11, 13));
        // November 2025 starts on a Saturday.
        assert_eq!(signing(2026), date(2025, 11, 12));
        // November 2028 starts on a Wednesday: the second one is the 8th.
        assert_eq!(signing(2029), date(2028, 11, 8));
        for g in 2020..2060 {
            let day = signing(g);
            assert_eq!(day.weekday(), Weekday::Wednesday);
            assert_eq!(day.month(), 11);
            assert!((8..=14).contains(&day.day()), "{day}");
        }
    }

    #[test]
    fn key_dates_keep_to_the_divisions_aimed_for() {
        let ids = |divisions: &[Division]| -> Vec<&str> { on(2027, divisions).iter().map(|d| d.0).collect() };
        assert_eq!(ids(&[Division::III]), ["diii-official-visit", "diii-off-campus"]);
        assert_eq!(ids(&[Division::II]), ["dii-contact", "signing"]);
        assert!(ids(&[Division::Club]).is_empty());
        let ii = on(2027, &[Division::II, Division::Club]);
        assert_eq!(ii.last().unwrap().2, "II");
        assert_eq!(on(2027, &[]).len(), KEY_DATES.len());
        assert_eq!(
            on(2027, &[Division::I, Division::II, Division::III]).len(),
            KEY_DATES.len()
        );
    }

    #[test]
    fn key_dates_sit_on_their_boundaries() {
        // The day before a key date is not it; the date itself and after are.
        let contact = key_dates(2027, &[Division::I])[0].date;
        assert_eq!(contact, date(2025, 6, 15));
        assert_eq!(contact.yesterday().unwrap(), date(2025, 6, 14));
        // Year edges: New Year's Day of G-1 for the Division III official visit.
        let visit = key_dates(2026, &[Division::III])[0].date;
        assert_eq!(visit, date(2025, 1, 1));
        // A graduation year out of range has no dates rather than a wrong one.
        assert!(key_dates(i64::MAX, &[]).is_empty());
        assert!(key_dates(-40_000, &[]).is_empty());
    }

    #[test]
    fn the_contact_dates_agree_with_the_messaging_rules() {
        for grad_year in [2024, 2025, 2027, 2030, 2035] {
            for (division, id) in [("I", "di-contact"), ("II", "dii-contact")] {
                let rule = messaging::contact_rule(Some(division));
                let date = key_dates(grad_year, &[])
                    .into_iter()
                    .find(|k| k.rule.id == id)
                    .unwrap()
                    .date;
                assert_eq!(Some(date), messaging::opens_on(rule, grad_year), "{id} {grad_year}");
            }
        }
    }

    #[test]
    fn every_row_names_a_source_and_the_month_it_was_checked() {
        let mut ids = std::collections::BTreeSet::new();
        for row in KEY_DATES {
            assert!(ids.insert(row.id), "{} twice", row.id);
            assert!(!row.source.is_empty() && !row.meaning.is_empty() && !row.title.is_empty());
            assert!(row.meaning.ends_with('.'));
            assert!(row.checked.len() == 7 && row.checked.starts_with("20"));
        }
        for kind in PeriodKind::ALL {
            let row = period_kind(*kind);
            assert!(row.label.ends_with(" period"));
            assert!(!row.source.is_empty() && row.meaning.ends_with('.'));
        }
        assert_eq!(period_kind(PeriodKind::Dead).label, "Dead period");
        assert_eq!(EventKind::ApplicationDeadline.label(), "Application deadline");
    }

    fn valid_input() -> EventInput {
        EventInput {
            kind: Some("official_visit".into()),
            title: Some("  Visit Yale ".into()),
            date: Some("2026-10-02".into()),
            ..EventInput::default()
        }
    }

    fn fields(error: CalendarError) -> Vec<&'static str> {
        match error {
            CalendarError::Invalid(fields) => fields.iter().map(|f| f.field).collect(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_event_is_checked_field_by_field() {
        let ok = event(valid_input(), OwnerRole::Athlete).unwrap();
        assert_eq!(ok.title, "Visit Yale");
        assert_eq!(ok.kind, EventKind::OfficialVisit);
        assert!(ok.remind);
        assert_eq!(ok.time, None);

        let bad = EventInput {
            kind: Some("party".into()),
            title: Some("x".repeat(TITLE_MAX + 1)),
            date: Some("2026-02-30".into()),
            time: Some("24:00".into()),
            end_date: Some("02/10/2026".into()),
            athlete_id: Some("someone".into()),
            location: Some("l".repeat(LOCATION_MAX + 1)),
            notes: Some("n".repeat(NOTES_MAX + 1)),
            ..EventInput::default()
        };
        assert_eq!(
            fields(event(bad, OwnerRole::Athlete).unwrap_err()),
            [
                "kind",
                "title",
                "date",
                "time",
                "endDate",
                "athleteId",
                "location",
                "notes"
            ]
        );
        // At the limits, and a coach may name an athlete.
        let edge = EventInput {
            title: Some("t".repeat(TITLE_MAX)),
            time: Some("23:59".into()),
            end_date: Some("2026-10-02".into()),
            athlete_id: Some("athlete-1".into()),
            location: Some("l".repeat(LOCATION_MAX)),
            notes: Some("n".repeat(NOTES_MAX)),
            remind: Some(false),
            ..valid_input()
        };
        let edge = event(edge, OwnerRole::Coach).unwrap();
        assert_eq!(edge.time.map(format_time).as_deref(), Some("23:59"));
        assert_eq!(edge.athlete_id.as_deref(), Some("athlete-1"));
        assert!(!edge.remind);
    }

    #[test]
    fn an_event_ends_on_or_after_its_day_within_the_years_kept() {
        let with = |date: &str, end: Option<&str>| EventInput {
            date: Some(date.into()),
            end_date: end.map(Into::into),
            ..valid_input()
        };
        assert_eq!(
            fields(event(with("2026-10-02", Some("2026-10-01")), OwnerRole::Coach).unwrap_err()),
            ["endDate"]
        );
        assert!(event(with("2000-01-01", Some("2100-12-31")), OwnerRole::Coach).is_ok());
        assert_eq!(
            fields(event(with("1999-12-31", None), OwnerRole::Coach).unwrap_err()),
            ["date"]
        );
        assert_eq!(
            fields(event(with("2101-01-01", None), OwnerRole::Coach).unwrap_err()),
            ["date"]
        );
        assert_eq!(
            fields(event(EventInput::default(), OwnerRole::Coach).unwrap_err()),
            ["kind", "title", "date"]
        );
        let newline = EventInput {
            title: Some("Visit\nBcc: x".into()),
            ..valid_input()
        };
        assert_eq!(fields(event(newline, OwnerRole::Athlete).unwrap_err()), ["title"]);
    }

    #[test]
    fn times_and_days_have_one_shape() {
        assert_eq!(parse_time("07:05").map(format_time).as_deref(), Some("07:05"));
        for bad in ["7:05", "07:5", "07-05", "24:00", "12:60", "ab:cd", "07:05:00", "+1:00"] {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
        assert_eq!(parse_day("2026-11-11"), Some(date(2026, 11, 11)));
        for bad in [
            "20261111",
            "2026-1-11",
            "2026-11-31",
            "+02026-11-1",
            "1999-12-31",
            "2101-01-01",
        ] {
            assert_eq!(parse_day(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_period_is_checked_field_by_field() {
        let input = PeriodInput {
            division: Some("I".into()),
            kind: Some("dead".into()),
            starts_on: Some("2026-11-10".into()),
            ends_on: Some("2026-11-10".into()),
            source: Some("NCAA DI recruiting calendar 2026-27".into()),
            ..PeriodInput::default()
        };
        let ok = period(input.clone()).unwrap();
        assert_eq!(
            (ok.division, ok.squad, ok.kind),
            (NcaaDivision::I, PeriodSquad::All, PeriodKind::Dead)
        );
        let backwards = PeriodInput {
            ends_on: Some("2026-11-09".into()),
            source: Some("  ".into()),
            ..input.clone()
        };
        match period(backwards).unwrap_err() {
            CalendarError::Invalid(errors) => {
                assert_eq!(
                    errors,
                    [
                        FieldError::new("endsOn", "The last day must be on or after the first day."),
                        FieldError::new("source", "Say where these dates come from."),
                    ]
                );
            }
            other => panic!("{other:?}"),
        }
        let wrong = PeriodInput {
            division: Some("club".into()),
            squad: Some("mixed".into()),
            kind: Some("busy".into()),
            ..input
        };
        assert_eq!(fields(period(wrong).unwrap_err()), ["division", "squad", "kind"]);
    }

    #[test]
    fn time_zones_are_iana_names() {
        assert_eq!(time_zone(Some("America/Chicago".into())).unwrap(), "America/Chicago");
        assert_eq!(time_zone(Some(" Europe/London ".into())).unwrap(), "Europe/London");
        for bad in [None, Some(""), Some("Mars/Olympus"), Some("America/New_York/x")] {
            assert_eq!(time_zone(bad.map(str::to_owned)).unwrap_err().field, "timeZone");
        }
        assert!(time_zone(Some("x".repeat(200))).is_err());
        assert_eq!(zone_of("Mars/Olympus").iana_name(), Some(DEFAULT_TIME_ZONE));
    }

    fn ms(text: &str) -> i64 {
        text.parse::<Timestamp>().unwrap().as_millisecond()
    }

    #[test]
    fn a_reminder_is_due_the_day_before_from_eight_in_the_owners_zone() {
        let new_york = zone_of("America/New_York");
        let day = date(2026, 10, 2);
        // 07:59 and 08:00 on October 1 in New York (UTC-4).
        assert!(!reminder_due(day, &new_york, ms("2026-10-01T11:59:00Z")));
        assert!(reminder_due(day, &new_york, ms("2026-10-01T12:00:00Z")));
        assert!(reminder_due(day, &new_york, ms("2026-10-02T03:59:00Z")));
        // Midnight in New York: the day of the event itself.
        assert!(!reminder_due(day, &new_york, ms("2026-10-02T04:00:00Z")));
        // Two days before.
        assert!(!reminder_due(day, &new_york, ms("2026-09-30T20:00:00Z")));
        // In Tokyo the same instant is already October 2.
        let tokyo = zone_of("Asia/Tokyo");
        assert!(!reminder_due(day, &tokyo, ms("2026-10-01T20:00:00Z")));
        assert!(reminder_due(day, &tokyo, ms("2026-09-30T23:00:00Z")));
    }

    #[test]
    fn a_time_on_one_zones_clocks_reads_as_the_same_instant_on_anothers() {
        let (new_york, los_angeles, tokyo) = (
            zone_of("America/New_York"),
            zone_of("America/Los_Angeles"),
            zone_of("Asia/Tokyo"),
        );
        let time = |t: &str| parse_time(t).unwrap();
        let moved = |d: Date, t: &str, to: &TimeZone| {
            let (day, at) = in_zone(d, time(t), &new_york, to).unwrap();
            (day.to_string(), format_time(at))
        };
        assert_eq!(
            moved(date(2026, 10, 2), "14:30", &los_angeles),
            ("2026-10-02".into(), "11:30".into())
        );
        // Across midnight: 1:00 PM in New York is 2:00 AM the next day in Tokyo (UTC+9).
        assert_eq!(
            moved(date(2026, 10, 2), "13:00", &tokyo),
            ("2026-10-03".into(), "02:00".into())
        );
        assert_eq!(
            moved(date(2026, 10, 2), "00:30", &los_angeles),
            ("2026-10-01".into(), "21:30".into())
        );
        assert_eq!(
            moved(date(2026, 10, 2), "09:15", &new_york),
            ("2026-10-02".into(), "09:15".into())
        );
    }

    #[test]
    fn timed_events_become_instants_in_utc() {
        let chicago = zone_of("America/Chicago");
        let at = |d: Date, t: &str| instant(d, parse_time(t).unwrap(), &chicago).unwrap().to_string();
        // Daylight time (UTC-5), then standard time (UTC-6) after November 1, 2026.
        assert_eq!(at(date(2026, 10, 2), "14:30"), "2026-10-02T19:30:00Z");
        assert_eq!(at(date(2026, 12, 2), "14:30"), "2026-12-02T20:30:00Z");
        // 02:30 does not exist on March 8, 2026 in Chicago: it moves forward an hour.
        assert_eq!(at(date(2026, 3, 8), "02:30"), "2026-03-08T08:30:00Z");
    }

    #[test]
    fn periods_are_in_force_through_their_last_day() {
        let (start, end) = (date(2026, 11, 10), date(2026, 11, 20));
        assert!(!in_force(start, end, date(2026, 11, 9)));
        assert!(in_force(start, end, start));
        assert!(in_force(start, end, end));
        assert!(!in_force(start, end, date(2026, 11, 21)));
        let new_york = zone_of("America/New_York");
        assert_eq!(today_in(&new_york, ms("2026-11-21T03:00:00Z")), date(2026, 11, 20));
    }

    #[test]
    fn a_refused_visit_says_why_on_the_athlete_field() {
        let before = visit_refused(&messaging::MessagingError::BeforeContactDate {
            opens_on: Some(date(2027, 6, 15)),
        });
        assert_eq!(before.field, "athleteId");
        assert!(before.message.contains("June 15, 2027"), "{}", before.message);
        for (limit, words) in [
            (messaging::Limit::Blocked, "blocked"),
            (messaging::Limit::CommittedElsewhere, "committed"),
            (messaging::Limit::ParentPausedCoachContact, "parent"),
            (messaging::Limit::AwaitingConsent, "approval"),
        ] {
            let refused = visit_refused(&messaging::MessagingError::Limited(limit));
            assert!(refused.message.contains(words), "{limit:?}: {}", refused.message);
        }
        let hidden = visit_refused(&messaging::MessagingError::NoSuchAthlete);
        assert!(hidden.message.contains("not shown"));
    }
}
