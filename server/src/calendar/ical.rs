//! The calendar as iCalendar (RFC 5545), for the secret feed and the download. The `icalendar`
//! crate writes the text: escaping and line folding are its.
//!
//! Key dates, periods and events without a time are all-day (DTEND is the day after the last
//! day). A timed event is its instant in UTC, converted from the owner's zone, one hour long.

use chrono::{DateTime, NaiveDate, Utc};
use icalendar::{Calendar, Component, Event, EventLike, Property};
use jiff::{civil::Date, tz::TimeZone, Timestamp};

use super::{
    rules::{self, DatedKeyDate},
    store::{EventRow, PeriodRow},
};

pub const PRODID: &str = "-//RowRecruit//Recruitment calendar//EN";
pub const CALENDAR_NAME: &str = "RowRecruit";
/// A timed event's length; events record only when they start.
const TIMED_EVENT_MS: i64 = 3_600_000;

/// What a feed holds.
pub struct Feed<'a> {
    /// The owner's IANA zone.
    pub time_zone: &'a str,
    /// The athlete's graduation year, which names the key dates' UIDs.
    pub grad_year: Option<i64>,
    pub key_dates: &'a [DatedKeyDate],
    pub periods: &'a [PeriodRow],
    pub events: &'a [EventRow],
}

fn naive(date: Date) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(i32::from(date.year()), date.month() as u32, date.day() as u32)
}

fn utc(at: Timestamp) -> Option<DateTime<Utc>> {
    DateTime::from_timestamp_millis(at.as_millisecond())
}

/// An all-day entry from `first` to `last` (inclusive).
fn all_day(event: &mut Event, first: Date, last: Date) -> Option<()> {
    let after = last.tomorrow().ok()?;
    event.starts(naive(first)?).ends(naive(after)?);
    Some(())
}

fn entry(uid: &str, summary: &str, stamp: DateTime<Utc>) -> Event {
    Event::new().uid(uid).summary(summary).timestamp(stamp).done()
}

fn key_date(k: &DatedKeyDate, grad_year: i64, stamp: DateTime<Utc>) -> Option<Event> {
    let mut event = entry(&format!("{}-{grad_year}@rowrecruit", k.rule.id), k.rule.title, stamp);
    all_day(&mut event, k.date, k.date)?;
    let description = format!(
        "{}\n\nDivision {}. Source: {} (checked {}).",
        k.rule.meaning, k.division, k.rule.source, k.rule.checked
    );
    Some(event.description(&description).done())
}

fn period(p: &PeriodRow, stamp: DateTime<Utc>) -> Option<Event> {
    let kind = rules::period_kind(p.kind);
    let squad = match p.squad {
        rules::PeriodSquad::All => "",
        rules::PeriodSquad::Womens => " (women's rowing)",
        rules::PeriodSquad::Mens => " (men's rowing)",
    };
    let summary = format!("Division {}: {}{squad}", p.division, kind.label);
    let mut event = entry(&format!("{}@rowrecruit", p.id), &summary, stamp);
    all_day(
        &mut event,
        rules::parse_day(&p.starts_on)?,
        rules::parse_day(&p.ends_on)?,
    )?;
    let mut description = kind.meaning.to_owned();
    if let Some(note) = &p.note {
        description.push_str(&format!("\n\n{note}"));
    }
    description.push_str(&format!("\n\nSource: {}", p.source));
    Some(event.description(&description).done())
}

fn own_event(e: &EventRow, zone: &TimeZone, stamp: DateTime<Utc>) -> Option<Event> {
    let mut event = entry(&format!("{}@rowrecruit", e.id), &e.title, stamp);
    let day = rules::parse_day(&e.starts_on)?;
    match e.start_time.as_deref().and_then(rules::parse_time) {
        Some(time) => {
            let start = rules::instant(day, time, zone)?;
            let end = Timestamp::from_millisecond(start.as_millisecond() + TIMED_EVENT_MS).ok()?;
            event.starts(utc(start)?).ends(utc(end)?);
        }
        None => {
            let last = e.ends_on.as_deref().and_then(rules::parse_day).unwrap_or(day);
            all_day(&mut event, day, last.max(day))?;
        }
    }
    let mut description: Vec<String> = Vec::new();
    if let Some(notes) = &e.notes {
        description.push(notes.clone());
    }
    if let Some(school) = &e.school_name {
        description.push(format!("Program: {school}"));
    }
    if let Some(athlete) = &e.athlete_name {
        description.push(format!("Athlete: {athlete}"));
    }
    if let Some(coach) = &e.added_by {
        description.push(format!("Added by {coach}"));
    }
    if !description.is_empty() {
        event.description(&description.join("\n\n"));
    }
    if let Some(location) = &e.location {
        event.location(location);
    }
    Some(event.done())
}

/// The feed's text. Rows that cannot be placed on a day (never stored by the checks) are left
/// out rather than failing the whole feed.
pub fn render(feed: &Feed<'_>, now_ms: i64) -> String {
    let stamp = DateTime::from_timestamp_millis(now_ms).unwrap_or_else(Utc::now);
    let zone = rules::zone_of(feed.time_zone);
    let mut calendar = Calendar::empty();
    calendar
        .append_property(Property::new("VERSION", "2.0"))
        .append_property(Property::new("PRODID", PRODID))
        .append_property(Property::new("CALSCALE", "GREGORIAN"))
        .append_property(Property::new("METHOD", "PUBLISH"))
        .append_property(Property::new("X-WR-CALNAME", CALENDAR_NAME))
        .append_property(Property::new("X-WR-TIMEZONE", feed.time_zone));
    if let Some(grad_year) = feed.grad_year {
        calendar.extend(feed.key_dates.iter().filter_map(|k| key_date(k, grad_year, stamp)));
    }
    calendar.extend(feed.periods.iter().filter_map(|p| period(p, stamp)));
    calendar.extend(feed.events.iter().filter_map(|e| own_event(e, &zone, stamp)));
    calendar.to_string()
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::calendar::rules::{key_dates, EventKind, NcaaDivision, PeriodKind, PeriodSquad};

    fn event_row(id: &str, title: &str, day: &str, time: Option<&str>, end: Option<&str>) -> EventRow {
        EventRow {
            id: id.into(),
            kind: EventKind::Regatta,
            title: title.into(),
            starts_on: day.into(),
            start_time: time.map(Into::into),
            ends_on: end.map(Into::into),
            school_id: None,
            school_name: Some("Yale University".into()),
            athlete_id: None,
            athlete_name: None,
            location: Some("Derby, CT; boathouse, dock 2".into()),
            notes: Some("Bring: spacers, a 10mm wrench\nand snacks".into()),
            remind: 1,
            created_at: 0,
            updated_at: 0,
            added_by: None,
        }
    }

    /// A parsed VEVENT: property name to (value, parameters).
    type Properties = HashMap<String, (String, String)>;

    /// The calendar's own properties, and each VEVENT's.
    fn parse(text: &str) -> (HashMap<String, String>, Vec<Properties>) {
        let mut parser = ical::IcalParser::new(std::io::BufReader::new(text.as_bytes()));
        let calendar = parser.next().expect("one calendar").expect("parses");
        assert!(parser.next().is_none());
        let properties = calendar
            .properties
            .iter()
            .map(|p| (p.name.clone(), p.value.clone().unwrap_or_default()))
            .collect();
        let events = calendar
            .events
            .iter()
            .map(|e| {
                e.properties
                    .iter()
                    .map(|p| {
                        let params = p
                            .params
                            .iter()
                            .flatten()
                            .map(|(k, v)| format!("{k}={}", v.join(",")))
                            .collect::<Vec<_>>()
                            .join(";");
                        (p.name.clone(), (p.value.clone().unwrap_or_default(), params))
                    })
                    .collect()
            })
            .collect();
        (properties, events)
    }

    #[test]
    fn the_feed_holds_key_dates_periods_and_events_with_their_days_and_instants() {
        let dates = key_dates(2025, &[]);
        let periods = [PeriodRow {
            id: "p1".into(),
            division: NcaaDivision::I,
            squad: PeriodSquad::Womens,
            kind: PeriodKind::Dead,
            starts_on: "2026-11-10".into(),
            ends_on: "2026-11-12".into(),
            note: None,
            source: "NCAA DI calendar".into(),
        }];
        let long_title = format!("Head of the Charles — {}", "é".repeat(60));
        let events = [
            event_row("e1", &long_title, "2026-10-17", None, Some("2026-10-18")),
            event_row("e2", "Erg test", "2026-12-02", Some("14:30"), None),
        ];
        let text = render(
            &Feed {
                time_zone: "America/Chicago",
                grad_year: Some(2025),
                key_dates: &dates,
                periods: &periods,
                events: &events,
            },
            0,
        );
        assert!(text.lines().all(|l| l.len() <= 76), "folded at 75 octets");
        assert!(text.contains("\r\n"));
        let (calendar, parsed) = parse(&text);
        assert_eq!(calendar["PRODID"], PRODID);
        assert_eq!(calendar["X-WR-CALNAME"], "RowRecruit");
        assert_eq!(calendar["X-WR-TIMEZONE"], "America/Chicago");
        assert_eq!(parsed.len(), dates.len() + 2 + 1);
        let by_uid = |uid: &str| {
            parsed
                .iter()
                .find(|e| e["UID"].0 == uid)
                .unwrap_or_else(|| panic!("{uid}"))
        };

        let signing = by_uid("signing-2025@rowrecruit");
        assert_eq!(signing["DTSTART"], ("20241113".into(), "VALUE=DATE".into()));
        assert_eq!(signing["DTEND"], ("20241114".into(), "VALUE=DATE".into()));
        assert!(signing["DESCRIPTION"].0.contains("checked 2026-11"));

        let period = by_uid("p1@rowrecruit");
        assert_eq!(period["SUMMARY"].0, "Division I: Dead period (women's rowing)");
        assert_eq!(period["DTSTART"].0, "20261110");
        assert_eq!(period["DTEND"].0, "20261113");

        let regatta = by_uid("e1@rowrecruit");
        assert_eq!(regatta["DTSTART"], ("20261017".into(), "VALUE=DATE".into()));
        assert_eq!(regatta["DTEND"].0, "20261019");
        // The parser leaves escapes in place; the folded line comes back whole.
        assert_eq!(regatta["SUMMARY"].0, long_title);
        assert_eq!(regatta["LOCATION"].0, "Derby\\, CT\\; boathouse\\, dock 2");
        assert!(regatta["DESCRIPTION"]
            .0
            .starts_with("Bring: spacers\\, a 10mm wrench\\nand snacks"));
        assert!(regatta["DESCRIPTION"].0.ends_with("Program: Yale University"));

        // 14:30 in Chicago on December 2 is 20:30 UTC.
        let test = by_uid("e2@rowrecruit");
        assert_eq!(test["DTSTART"], ("20261202T203000Z".into(), String::new()));
        assert_eq!(test["DTEND"].0, "20261202T213000Z");
        assert_eq!(test["DTSTAMP"].0, "19700101T000000Z");
    }

    #[test]
    fn without_a_graduation_year_there_are_no_key_dates() {
        let text = render(
            &Feed {
                time_zone: "UTC",
                grad_year: None,
                key_dates: &key_dates(2027, &[]),
                periods: &[],
                events: &[],
            },
            0,
        );
        assert_eq!(parse(&text).1.len(), 0);
    }
}
