//! The calendar's hourly step, callable with the time a test wants: reminder emails the day
//! before events, each with its one-click unsubscribe link (`mail::unsubscribe_link`).

use jiff::{tz::TimeZone, Timestamp, ToSpan};

use super::{rules, store};
use crate::{
    db,
    mail::{self, links, templates},
    AppState,
};

/// How often the step runs.
pub const EVERY: std::time::Duration = std::time::Duration::from_secs(3600);

/// Runs the step every [`EVERY`] until the process ends.
pub async fn run(state: AppState) {
    let mut tick = tokio::time::interval(EVERY);
    loop {
        tick.tick().await;
        match send_reminders(&state, db::now_ms()).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(emails = n, "calendar reminders queued"),
            Err(error) => tracing::warn!(%error, "could not send calendar reminders"),
        }
    }
}

/// Emails the owner of each event whose day is tomorrow in the owner's zone, from 08:00 there,
/// once; owners with reminders off and events with `remind` off are left out. Returns how many
/// emails were queued. Each reminder is claimed by one statement, so instances running together
/// send it once.
pub async fn send_reminders(state: &AppState, now_ms: i64) -> Result<usize, sqlx::Error> {
    let Ok(now) = Timestamp::from_millisecond(now_ms) else {
        return Ok(0);
    };
    // Tomorrow somewhere on Earth: from today to the day after tomorrow in UTC.
    let first = now.to_zoned(TimeZone::UTC).date();
    let Ok(last) = first.checked_add(2.days()) else {
        return Ok(0);
    };
    let mut sent = 0;
    for row in store::reminders_between(&state.db, &first.to_string(), &last.to_string()).await? {
        let zone = rules::zone_of(row.time_zone.as_deref().unwrap_or(rules::DEFAULT_TIME_ZONE));
        let Some(day) = rules::parse_day(&row.starts_on) else {
            continue;
        };
        if !rules::reminder_due(day, &zone, now_ms) {
            continue;
        }
        let mut tx = state.db.begin_write().await?;
        if !store::claim_reminder(&mut tx, &row.id, &row.starts_on, now_ms).await? {
            continue;
        }
        let reminder = templates::Reminder {
            title: &row.title,
            date: &day.strftime("%A, %B %-d, %Y").to_string(),
            time: row.start_time.as_deref(),
            program: row.school_name.as_deref(),
            location: row.location.as_deref(),
        };
        let calendar = links::link(state, "/calendar", None);
        let unsubscribe = mail::unsubscribe_link(state, mail::EmailKind::CalendarReminders, &row.owner_id, now_ms);
        mail::enqueue(
            &mut *tx,
            &templates::calendar_reminder(&row.email, &reminder, &calendar, &unsubscribe),
        )
        .await?;
        tx.commit().await?;
        sent += 1;
    }
    Ok(sent)
}
