//! The calendar's use cases: what a calendar holds, gathered once for the page, the feed, a
//! parent's read and the data export, and the coach page's NCAA notice.

use std::collections::HashMap;

use super::{
    ical,
    model::{key_date, period_view, CalendarEvent, CalendarRole, CalendarSettings, CalendarView, RecruitingNotice},
    rules::{self, NcaaDivision, OwnerRole},
    store::{self, EventRow, PeriodRow, SettingsRow, VisitRow},
};
use crate::{
    db::{self, Db},
    http::error::ApiResult,
    messaging, offers,
    profiles::{self, rules::Division},
    AppState,
};

/// The account's calendar for its data export: settings (never the feed address) and events.
pub async fn export_of(db: &Db, user_id: &str) -> Result<serde_json::Value, sqlx::Error> {
    let settings = store::settings(&db.pool, user_id).await?;
    let events: Vec<CalendarEvent> = store::events_of(db, user_id)
        .await?
        .into_iter()
        .map(CalendarEvent::from)
        .collect();
    Ok(serde_json::json!({
        "settings": CalendarSettings::from(&settings),
        "events": events,
    }))
}

// ---- what a calendar holds ----

/// Everything a calendar shows, gathered once for the page and the feed.
pub(super) struct Contents {
    pub settings: SettingsRow,
    pub today: jiff::civil::Date,
    pub grad_year: Option<i64>,
    pub divisions: Vec<String>,
    pub key_dates: Vec<rules::DatedKeyDate>,
    pub periods: Vec<PeriodRow>,
    pub events: Vec<EventRow>,
}

pub(super) async fn contents(
    state: &AppState,
    user_id: &str,
    role: OwnerRole,
    division: Option<NcaaDivision>,
) -> ApiResult<Contents> {
    let db = &state.db;
    let settings = store::settings(&db.pool, user_id).await?;
    let zone = rules::zone_of(&settings.time_zone);
    let today = rules::today_in(&zone, db::now_ms());
    let mut events = store::events_of(db, user_id).await?;
    if role == OwnerRole::Athlete {
        let visits = visits_allowed_now(state, user_id, store::visits_with(db, user_id).await?).await?;
        events.extend(visits.into_iter().filter_map(|visit| visit_event(visit, &zone)));
        let offers = offers::service::answer_by_days(db, user_id, &today.to_string()).await?;
        events.extend(offers.into_iter().map(answer_by_event));
        // The order of `events_of`: by day, all-day events first, then by time.
        events.sort_by(|a, b| {
            (&a.starts_on, a.start_time.as_deref().unwrap_or(""), a.created_at, &a.id).cmp(&(
                &b.starts_on,
                b.start_time.as_deref().unwrap_or(""),
                b.created_at,
                &b.id,
            ))
        });
    }
    let mut contents = Contents {
        settings,
        today,
        grad_year: None,
        divisions: Vec::new(),
        key_dates: Vec::new(),
        periods: Vec::new(),
        events,
    };
    match role {
        OwnerRole::Athlete => {
            let profile = profiles::store::find(db, user_id).await?;
            let aims: Vec<Division> = profile
                .as_ref()
                .map(|p| profiles::rules::stored_list(&p.target_divisions))
                .unwrap_or_default();
            contents.grad_year = profile.and_then(|p| p.grad_year);
            contents.divisions = if aims.is_empty() {
                NcaaDivision::ALL.iter().map(|d| d.as_str().to_owned()).collect()
            } else {
                aims.iter().map(|d| d.as_str().to_owned()).collect()
            };
            if let Some(grad_year) = contents.grad_year {
                contents.key_dates = rules::key_dates(grad_year, &aims);
            }
        }
        OwnerRole::Coach => {
            if let Some(division) = division {
                contents.divisions = vec![division.as_str().to_owned()];
                contents.periods = store::periods_from(db, division, &today.to_string()).await?;
            }
        }
    }
    Ok(contents)
}

/// The visits whose programs may reach the athlete now, as a message would (`messaging::routes::
/// coach_contact`): a visit allowed when it was written leaves the athlete's calendar, feed and
/// parents' view, its location with it, once the athlete blocks the program (or a parent pauses
/// coach contact…), and comes back if that ends.
async fn visits_allowed_now(state: &AppState, athlete_id: &str, visits: Vec<VisitRow>) -> ApiResult<Vec<VisitRow>> {
    let mut allowed: HashMap<String, bool> = HashMap::new();
    let mut kept = Vec::with_capacity(visits.len());
    for visit in visits {
        let may = match allowed.get(&visit.school_id) {
            Some(may) => *may,
            None => {
                let may = messaging::service::coach_contact(state, &visit.school_id, athlete_id)
                    .await?
                    .is_ok();
                allowed.insert(visit.school_id.clone(), may);
                may
            }
        };
        if may {
            kept.push(visit);
        }
    }
    Ok(kept)
}

/// A coach's visit as an event of the athlete's calendar: titled by its kind and program, on the
/// athlete's clocks, without a reminder (the athlete did not ask for one) or the coach's notes.
fn visit_event(visit: VisitRow, athlete_zone: &jiff::tz::TimeZone) -> Option<EventRow> {
    let mut starts_on = visit.starts_on;
    let mut ends_on = visit.ends_on;
    let mut start_time = visit.start_time;
    if let (Some(day), Some(time)) = (
        rules::parse_day(&starts_on),
        start_time.as_deref().and_then(rules::parse_time),
    ) {
        let coach_zone = rules::zone_of(visit.coach_time_zone.as_deref().unwrap_or(rules::DEFAULT_TIME_ZONE));
        let (there, time) = rules::in_zone(day, time, &coach_zone, athlete_zone)?;
        // A visit of several days keeps its length when its first day moves.
        let moved = there.since(day).ok()?;
        ends_on = match ends_on.as_deref().and_then(rules::parse_day) {
            Some(last) => Some(last.checked_add(moved).ok()?.to_string()),
            None => None,
        };
        (starts_on, start_time) = (there.to_string(), Some(rules::format_time(time)));
    }
    let program = visit.school_name.clone().unwrap_or_else(|| visit.school_id.clone());
    Some(EventRow {
        id: visit.id,
        kind: visit.kind,
        title: format!("{}: {program}", visit.kind.label()),
        starts_on,
        start_time,
        ends_on,
        school_id: Some(visit.school_id),
        school_name: visit.school_name,
        athlete_id: None,
        athlete_name: None,
        location: visit.location,
        notes: None,
        remind: 0,
        created_at: visit.created_at,
        updated_at: visit.updated_at,
        added_by: Some(match (visit.coach_name, visit.coach_title) {
            (Some(name), Some(title)) => crate::workspace::rules::signature(&name, &title, &program),
            _ => format!("A coach of {program}"),
        }),
    })
}

/// A waiting offer's answer-by day as an all-day event of the athlete's calendar.
fn answer_by_event(offer: offers::store::OfferRow) -> EventRow {
    let program = offer.school_name.clone().unwrap_or_else(|| offer.school_id.clone());
    EventRow {
        id: offer.id,
        kind: rules::EventKind::OfferAnswerBy,
        title: format!("Answer the offer from {program}"),
        starts_on: offer.answer_by,
        start_time: None,
        ends_on: None,
        school_id: Some(offer.school_id),
        school_name: offer.school_name,
        athlete_id: None,
        athlete_name: None,
        location: None,
        notes: Some(offers::rules::summary(
            offer.kind,
            offer.aid_percent,
            profiles::rules::Squad::parse(&offer.squad),
            offer.class_of,
        )),
        remind: 0,
        created_at: offer.created_at,
        updated_at: offer.created_at,
        added_by: Some(offer.made_by_name),
    }
}

pub(super) fn view_of(role: OwnerRole, c: Contents) -> CalendarView {
    let today = c.today;
    CalendarView {
        role: match role {
            OwnerRole::Athlete => CalendarRole::Athlete,
            OwnerRole::Coach => CalendarRole::Coach,
        },
        grad_year: c.grad_year,
        divisions: c.divisions,
        key_dates: c.key_dates.into_iter().map(|k| key_date(k, today)).collect(),
        periods: c.periods.into_iter().map(|p| period_view(p, today)).collect(),
        events: c.events.into_iter().map(CalendarEvent::from).collect(),
        settings: CalendarSettings::from(&c.settings),
    }
}

pub(super) fn ical_of(c: &Contents) -> String {
    ical::render(
        &ical::Feed {
            time_zone: &c.settings.time_zone,
            grad_year: c.grad_year,
            key_dates: &c.key_dates,
            periods: &c.periods,
            events: &c.events,
        },
        db::now_ms(),
    )
}

/// An athlete's calendar as they see it (also what a linked parent reads).
pub async fn athlete_view(state: &AppState, athlete_id: &str) -> ApiResult<CalendarView> {
    let c = contents(state, athlete_id, OwnerRole::Athlete, None).await?;
    Ok(view_of(OwnerRole::Athlete, c))
}

/// The coach's today on the coach's clock, and the coach's own visits (official and unofficial)
/// from today for `days` days (today included), by day.
pub async fn visits_ahead(
    db: &Db,
    coach_id: &str,
    days: i64,
) -> Result<(jiff::civil::Date, Vec<store::EventRow>), sqlx::Error> {
    let settings = store::settings(&db.pool, coach_id).await?;
    let today = rules::today_in(&rules::zone_of(&settings.time_zone), db::now_ms());
    let last = today
        .checked_add(jiff::Span::new().days(days - 1))
        .unwrap_or(today)
        .to_string();
    let first = today.to_string();
    let visits = store::events_of(db, coach_id)
        .await?
        .into_iter()
        .filter(|e| rules::SHOWN_TO_THE_ATHLETE.contains(&e.kind) && e.starts_on >= first && e.starts_on <= last)
        .collect();
    Ok((today, visits))
}

/// The notice for a coach of a program in `division`, on today in the coach's time zone.
pub async fn recruiting_notice(
    db: &Db,
    coach_id: &str,
    division: Option<&str>,
) -> Result<RecruitingNotice, sqlx::Error> {
    let settings = store::settings(&db.pool, coach_id).await?;
    let today = rules::today_in(&rules::zone_of(&settings.time_zone), db::now_ms());
    let periods = match division.and_then(NcaaDivision::parse) {
        Some(ncaa) => store::periods_from(db, ncaa, &today.to_string())
            .await?
            .into_iter()
            .map(|p| period_view(p, today))
            .filter(|p| p.current)
            .collect(),
        None => Vec::new(),
    };
    Ok(RecruitingNotice {
        division: division.map(str::to_owned),
        periods,
        guidance: messaging::rules::contact_rule(division).label.to_owned(),
        source: messaging::rules::CONTACT_RULES_SOURCE.to_owned(),
    })
}
