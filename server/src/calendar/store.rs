//! Every statement on `recruiting_periods`, `calendar_events` and `calendar_settings`. Days are
//! stored as `yyyy-mm-dd` text, which sorts and compares as the days do.

use sqlx::{Any, AnyConnection, Executor};

use super::rules::{
    format_time, EventKind, NcaaDivision, PeriodKind, PeriodSquad, ValidEvent, ValidPeriod, DEFAULT_TIME_ZONE,
    SHOWN_TO_THE_ATHLETE,
};
use crate::db::Db;

// ---- recruiting periods ----

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PeriodRow {
    pub id: String,
    #[sqlx(try_from = "String")]
    pub division: NcaaDivision,
    #[sqlx(try_from = "String")]
    pub squad: PeriodSquad,
    #[sqlx(try_from = "String")]
    pub kind: PeriodKind,
    pub starts_on: String,
    pub ends_on: String,
    pub note: Option<String>,
    pub source: String,
}

const PERIOD_COLUMNS: &str = "id, division, squad, kind, starts_on, ends_on, note, source";

pub async fn insert_period(
    conn: &mut AnyConnection,
    id: &str,
    period: &ValidPeriod,
    created_by: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO recruiting_periods (id, division, squad, kind, starts_on, ends_on, note, source, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(id)
    .bind(period.division.as_str())
    .bind(period.squad.as_str())
    .bind(period.kind.as_str())
    .bind(period.starts_on.to_string())
    .bind(period.ends_on.to_string())
    .bind(period.note.as_deref())
    .bind(&period.source)
    .bind(created_by)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn period<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    id: &str,
) -> Result<Option<PeriodRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {PERIOD_COLUMNS} FROM recruiting_periods WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(executor)
    .await
}

/// False when there was no such period.
pub async fn delete_period(conn: &mut AnyConnection, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM recruiting_periods WHERE id = $1")
        .bind(id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Every period, by first day.
pub async fn all_periods(db: &Db) -> Result<Vec<PeriodRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {PERIOD_COLUMNS} FROM recruiting_periods ORDER BY starts_on, ends_on, created_at, id"
    ))
    .fetch_all(&db.pool)
    .await
}

/// The division's periods whose last day is `from` (yyyy-mm-dd) or later, by first day.
pub async fn periods_from(db: &Db, division: NcaaDivision, from: &str) -> Result<Vec<PeriodRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {PERIOD_COLUMNS} FROM recruiting_periods WHERE division = $1 AND ends_on >= $2
         ORDER BY starts_on, ends_on, created_at, id"
    ))
    .bind(division.as_str())
    .bind(from)
    .fetch_all(&db.pool)
    .await
}

// ---- events ----

/// An event with the names it refers to. The athlete's name only while coaches may see them.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EventRow {
    pub id: String,
    #[sqlx(try_from = "String")]
    pub kind: EventKind,
    pub title: String,
    pub starts_on: String,
    pub start_time: Option<String>,
    pub ends_on: Option<String>,
    pub school_id: Option<String>,
    pub school_name: Option<String>,
    pub athlete_id: Option<String>,
    pub athlete_name: Option<String>,
    pub location: Option<String>,
    pub notes: Option<String>,
    pub remind: i64,
    pub created_at: i64,
    pub updated_at: i64,
    /// A coach's visit on the athlete's calendar: the coach who added it (never a query column
    /// of the owner's own events).
    #[sqlx(default)]
    pub added_by: Option<String>,
}

const EVENT_SELECT: &str = "SELECT e.id, e.kind, e.title, e.starts_on, e.start_time, e.ends_on, e.school_id,
        s.name AS school_name, e.athlete_id,
        CASE WHEN p.shown_to_coaches = 1 THEN p.full_name ELSE NULL END AS athlete_name,
        e.location, e.notes, e.remind, e.created_at, e.updated_at
    FROM calendar_events e
    LEFT JOIN schools s ON s.id = e.school_id
    LEFT JOIN profiles p ON p.id = e.athlete_id";

/// The owner's events by day, all-day ones first, then by time.
pub async fn events_of(db: &Db, owner_id: &str) -> Result<Vec<EventRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{EVENT_SELECT} WHERE e.owner_id = $1
         ORDER BY e.starts_on, COALESCE(e.start_time, ''), e.created_at, e.id"
    ))
    .bind(owner_id)
    .fetch_all(&db.pool)
    .await
}

/// A coach's visit with an athlete, as the athlete's calendar shows it: when and where, the
/// coach and the coach's program, never the coach's own title or notes. The day and time are on
/// the coach's clocks (`coach_time_zone`).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct VisitRow {
    pub id: String,
    #[sqlx(try_from = "String")]
    pub kind: EventKind,
    pub starts_on: String,
    pub start_time: Option<String>,
    pub ends_on: Option<String>,
    pub school_id: String,
    pub school_name: Option<String>,
    pub location: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    /// From the coach's profile: how the visit is signed to the athlete and parents.
    pub coach_name: Option<String>,
    pub coach_title: Option<String>,
    pub coach_time_zone: Option<String>,
}

/// The visits that college coaches of a program, with usable accounts, added for the athlete.
pub async fn visits_with(db: &Db, athlete_id: &str) -> Result<Vec<VisitRow>, sqlx::Error> {
    let mut query = sqlx::query_as(
        "SELECT e.id, e.kind, e.starts_on, e.start_time, e.ends_on, cp.school_id, s.name AS school_name,
            e.location, e.created_at, e.updated_at, cpr.full_name AS coach_name, cpr.title AS coach_title,
            cs.time_zone AS coach_time_zone
         FROM calendar_events e
         JOIN users u ON u.id = e.owner_id
         JOIN coach_programs cp ON cp.coach_id = e.owner_id
         LEFT JOIN schools s ON s.id = cp.school_id
         LEFT JOIN coach_profiles cpr ON cpr.coach_id = e.owner_id
         LEFT JOIN calendar_settings cs ON cs.user_id = e.owner_id
         WHERE e.athlete_id = $1 AND e.kind IN ($2, $3) AND u.disabled_at IS NULL AND u.frozen_at IS NULL
         ORDER BY e.starts_on, e.id",
    )
    .bind(athlete_id);
    for kind in SHOWN_TO_THE_ATHLETE {
        query = query.bind(kind.as_str());
    }
    query.fetch_all(&db.pool).await
}

/// One of the owner's events; none for another owner's.
pub async fn event_of<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    owner_id: &str,
    id: &str,
) -> Result<Option<EventRow>, sqlx::Error> {
    sqlx::query_as(&format!("{EVENT_SELECT} WHERE e.owner_id = $1 AND e.id = $2"))
        .bind(owner_id)
        .bind(id)
        .fetch_optional(executor)
        .await
}

pub async fn count_events(conn: &mut AnyConnection, owner_id: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM calendar_events WHERE owner_id = $1")
        .bind(owner_id)
        .fetch_one(conn)
        .await
}

pub async fn insert_event(
    conn: &mut AnyConnection,
    id: &str,
    owner_id: &str,
    event: &ValidEvent,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO calendar_events (id, owner_id, kind, title, starts_on, start_time, ends_on, school_id,
            athlete_id, location, notes, remind, reminded_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL, $13, $13)",
    )
    .bind(id)
    .bind(owner_id)
    .bind(event.kind.as_str())
    .bind(&event.title)
    .bind(event.date.to_string())
    .bind(event.time.map(format_time))
    .bind(event.end_date.map(|d| d.to_string()))
    .bind(event.school_id.as_deref())
    .bind(event.athlete_id.as_deref())
    .bind(event.location.as_deref())
    .bind(event.notes.as_deref())
    .bind(i64::from(event.remind))
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Rewrites one of the owner's events; a new day makes its reminder due again. False when the
/// owner has no such event.
pub async fn update_event(
    conn: &mut AnyConnection,
    owner_id: &str,
    id: &str,
    event: &ValidEvent,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE calendar_events SET kind = $1, title = $2,
            reminded_at = CASE WHEN starts_on = $3 THEN reminded_at ELSE NULL END,
            starts_on = $3, start_time = $4, ends_on = $5, school_id = $6, athlete_id = $7, location = $8,
            notes = $9, remind = $10, updated_at = $11
         WHERE owner_id = $12 AND id = $13",
    )
    .bind(event.kind.as_str())
    .bind(&event.title)
    .bind(event.date.to_string())
    .bind(event.time.map(format_time))
    .bind(event.end_date.map(|d| d.to_string()))
    .bind(event.school_id.as_deref())
    .bind(event.athlete_id.as_deref())
    .bind(event.location.as_deref())
    .bind(event.notes.as_deref())
    .bind(i64::from(event.remind))
    .bind(now_ms)
    .bind(owner_id)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// False when the owner has no such event.
pub async fn delete_event(db: &Db, owner_id: &str, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM calendar_events WHERE owner_id = $1 AND id = $2")
        .bind(owner_id)
        .bind(id)
        .execute(&db.pool)
        .await?;
    Ok(done.rows_affected() > 0)
}

// ---- settings and the feed ----

/// An account's settings, without the feed token's hash.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SettingsRow {
    pub time_zone: String,
    pub time_zone_set_at: Option<i64>,
    pub reminders: i64,
    pub feed_created_at: Option<i64>,
}

impl Default for SettingsRow {
    fn default() -> Self {
        SettingsRow {
            time_zone: DEFAULT_TIME_ZONE.to_owned(),
            time_zone_set_at: None,
            reminders: 1,
            feed_created_at: None,
        }
    }
}

/// The account's settings; the defaults when it never changed them.
pub async fn settings<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
) -> Result<SettingsRow, sqlx::Error> {
    let row: Option<SettingsRow> = sqlx::query_as(
        "SELECT time_zone, time_zone_set_at, reminders, feed_created_at FROM calendar_settings WHERE user_id = $1",
    )
    .bind(user_id)
    .fetch_optional(executor)
    .await?;
    Ok(row.unwrap_or_default())
}

async fn ensure_settings(conn: &mut AnyConnection, user_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO calendar_settings (user_id, time_zone, reminders) VALUES ($1, $2, 1)
         ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(DEFAULT_TIME_ZONE)
    .execute(conn)
    .await?;
    Ok(())
}

/// Sets the owner's time zone and whether reminders go out; `None` keeps a setting.
pub async fn set_settings(
    conn: &mut AnyConnection,
    user_id: &str,
    time_zone: Option<&str>,
    reminders: Option<bool>,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    ensure_settings(&mut *conn, user_id).await?;
    if let Some(zone) = time_zone {
        sqlx::query("UPDATE calendar_settings SET time_zone = $1, time_zone_set_at = $2 WHERE user_id = $3")
            .bind(zone)
            .bind(now_ms)
            .bind(user_id)
            .execute(&mut *conn)
            .await?;
    }
    if let Some(on) = reminders {
        sqlx::query("UPDATE calendar_settings SET reminders = $1 WHERE user_id = $2")
            .bind(i64::from(on))
            .bind(user_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Gives the account a new feed token (its hash); the previous one stops working.
pub async fn set_feed(
    conn: &mut AnyConnection,
    user_id: &str,
    token_hash: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    ensure_settings(&mut *conn, user_id).await?;
    sqlx::query("UPDATE calendar_settings SET feed_token_hash = $1, feed_created_at = $2 WHERE user_id = $3")
        .bind(token_hash)
        .bind(now_ms)
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn clear_feed(db: &Db, user_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE calendar_settings SET feed_token_hash = NULL, feed_created_at = NULL WHERE user_id = $1")
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// The account whose feed token has this hash, while the account is usable.
pub async fn owner_of_feed(db: &Db, token_hash: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT cs.user_id FROM calendar_settings cs JOIN users u ON u.id = cs.user_id
         WHERE cs.feed_token_hash = $1 AND u.disabled_at IS NULL AND u.frozen_at IS NULL",
    )
    .bind(token_hash)
    .fetch_optional(&db.pool)
    .await
}

// ---- reminders ----

/// An event whose reminder has not gone out, with its owner's address and settings.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ReminderRow {
    pub id: String,
    pub owner_id: String,
    pub email: String,
    pub time_zone: Option<String>,
    pub title: String,
    pub starts_on: String,
    pub start_time: Option<String>,
    pub school_name: Option<String>,
    pub location: Option<String>,
}

/// Events from `from` to `to` (yyyy-mm-dd, inclusive) still to be reminded of, whose owners have
/// reminders on and a confirmed, usable account.
pub async fn reminders_between(db: &Db, from: &str, to: &str) -> Result<Vec<ReminderRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT e.id, e.owner_id, u.email, cs.time_zone, e.title, e.starts_on, e.start_time,
            s.name AS school_name, e.location
         FROM calendar_events e
         JOIN users u ON u.id = e.owner_id
         LEFT JOIN calendar_settings cs ON cs.user_id = e.owner_id
         LEFT JOIN schools s ON s.id = e.school_id
         WHERE e.starts_on >= $1 AND e.starts_on <= $2 AND e.remind = 1 AND e.reminded_at IS NULL
            AND COALESCE(cs.reminders, 1) = 1
            AND u.email_confirmed_at IS NOT NULL AND u.disabled_at IS NULL AND u.frozen_at IS NULL
         ORDER BY e.starts_on, e.id",
    )
    .bind(from)
    .bind(to)
    .fetch_all(&db.pool)
    .await
}

/// Marks the reminder sent; false when another run (or instance) sent it first, or the event
/// changed or went.
pub async fn claim_reminder(
    conn: &mut AnyConnection,
    id: &str,
    starts_on: &str,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE calendar_events SET reminded_at = $1
         WHERE id = $2 AND starts_on = $3 AND remind = 1 AND reminded_at IS NULL",
    )
    .bind(now_ms)
    .bind(id)
    .bind(starts_on)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() > 0)
}
