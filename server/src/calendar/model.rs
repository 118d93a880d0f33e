//! The calendar's wire types that other domains send too (a parent reads the child's calendar,
//! the coach page shows the NCAA notice), and how rows become them.

use serde::Serialize;
use utoipa::ToSchema;

use super::{
    rules::{self, EventKind, NcaaDivision, PeriodKind, PeriodSquad},
    store::{EventRow, PeriodRow, SettingsRow},
};
use crate::db;

crate::text_enum! {
    /// Whose calendar a view is.
    pub enum CalendarRole {
        Athlete = "athlete",
        Coach = "coach",
    }
}

/// A key date of the athlete's graduation year.
#[derive(Serialize, ToSchema, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct KeyDate {
    /// The table row's stable id ("di-contact").
    pub id: String,
    /// yyyy-mm-dd
    pub date: String,
    /// The row's divisions the athlete aims for, joined with '/' ("I", "I/II").
    pub division: String,
    pub title: String,
    pub meaning: String,
    pub source: String,
    /// yyyy-mm, the month the rule was last checked.
    pub checked: String,
    /// Before today in the owner's time zone.
    pub passed: bool,
}

/// A dated NCAA recruiting period an operator added.
#[derive(Serialize, ToSchema, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct RecruitingPeriod {
    pub id: String,
    pub division: NcaaDivision,
    pub squad: PeriodSquad,
    pub kind: PeriodKind,
    /// "Dead period", …
    pub label: String,
    /// The NCAA's definition of the kind.
    pub meaning: String,
    /// yyyy-mm-dd
    pub starts_on: String,
    /// yyyy-mm-dd, the last day (inclusive).
    pub ends_on: String,
    pub note: Option<String>,
    pub source: String,
    /// In force today (the owner's time zone; UTC in the console).
    pub current: bool,
}

/// One of the owner's own events.
#[derive(Serialize, ToSchema, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct CalendarEvent {
    pub id: String,
    pub kind: EventKind,
    pub kind_label: String,
    pub title: String,
    /// yyyy-mm-dd
    pub date: String,
    /// HH:MM in the owner's time zone; null for an all-day event.
    pub time: Option<String>,
    /// yyyy-mm-dd, the last day of an event of several days.
    pub end_date: Option<String>,
    pub school_id: Option<String>,
    pub school_name: Option<String>,
    /// Coach events: the athlete the event is about.
    pub athlete_id: Option<String>,
    /// Null when the athlete is no longer shown to coaches.
    pub athlete_name: Option<String>,
    pub location: Option<String>,
    pub notes: Option<String>,
    pub remind: bool,
    /// A visit a college coach added for the athlete, on the athlete's (and parents') calendar:
    /// the coach's name. Only the coach changes it. Null for the owner's own events.
    pub added_by: Option<String>,
}

#[derive(Serialize, ToSchema, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct CalendarSettings {
    /// IANA name; dates, times and reminders follow it.
    pub time_zone: String,
    /// False while the default zone stands (the owner never chose one).
    pub time_zone_set: bool,
    /// Reminder emails the day before events.
    pub reminders: bool,
    /// When the secret feed address was made; null while there is none.
    pub feed_created_at: Option<String>,
}

/// The calendar page.
#[derive(Serialize, ToSchema, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct CalendarView {
    pub role: CalendarRole,
    /// The athlete's graduation year.
    pub grad_year: Option<i64>,
    /// Athletes: the divisions aimed for (all three NCAA divisions when none is chosen).
    /// Coaches: the program's division.
    pub divisions: Vec<String>,
    /// Athletes only, by date; empty without a graduation year.
    pub key_dates: Vec<KeyDate>,
    /// Coaches only: current and future periods of the program's division.
    pub periods: Vec<RecruitingPeriod>,
    /// By date, then time.
    pub events: Vec<CalendarEvent>,
    pub settings: CalendarSettings,
}

pub(super) fn key_date(k: rules::DatedKeyDate, today: jiff::civil::Date) -> KeyDate {
    KeyDate {
        id: k.rule.id.to_owned(),
        date: k.date.to_string(),
        division: k.division,
        title: k.rule.title.to_owned(),
        meaning: k.rule.meaning.to_owned(),
        source: k.rule.source.to_owned(),
        checked: k.rule.checked.to_owned(),
        passed: k.date < today,
    }
}

pub(super) fn period_view(p: PeriodRow, today: jiff::civil::Date) -> RecruitingPeriod {
    let kind = rules::period_kind(p.kind);
    let current = match (rules::parse_day(&p.starts_on), rules::parse_day(&p.ends_on)) {
        (Some(start), Some(end)) => rules::in_force(start, end, today),
        _ => false,
    };
    RecruitingPeriod {
        id: p.id,
        division: p.division,
        squad: p.squad,
        kind: p.kind,
        label: kind.label.to_owned(),
        meaning: kind.meaning.to_owned(),
        starts_on: p.starts_on,
        ends_on: p.ends_on,
        note: p.note,
        source: p.source,
        current,
    }
}

impl From<EventRow> for CalendarEvent {
    fn from(e: EventRow) -> Self {
        CalendarEvent {
            id: e.id,
            kind_label: e.kind.label().to_owned(),
            kind: e.kind,
            title: e.title,
            date: e.starts_on,
            time: e.start_time,
            end_date: e.ends_on,
            school_id: e.school_id,
            school_name: e.school_name,
            athlete_id: e.athlete_id,
            athlete_name: e.athlete_name,
            location: e.location,
            notes: e.notes,
            remind: e.remind != 0,
            added_by: e.added_by,
        }
    }
}

impl From<&SettingsRow> for CalendarSettings {
    fn from(s: &SettingsRow) -> Self {
        CalendarSettings {
            time_zone: s.time_zone.clone(),
            time_zone_set: s.time_zone_set_at.is_some(),
            reminders: s.reminders != 0,
            feed_created_at: s.feed_created_at.map(db::ms_to_rfc3339),
        }
    }
}

/// The coach page's NCAA notice.
#[derive(Serialize, ToSchema, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct RecruitingNotice {
    /// The program's division ("I", "II", "III", "Club"); null without a program or division.
    pub division: Option<String>,
    /// Periods in force today for the program's division (any squad), by first day.
    pub periods: Vec<RecruitingPeriod>,
    /// The division's contact rule (Division I's, the strictest, without a division).
    pub guidance: String,
    pub source: String,
}
