//! A person's own plan: the plan in force, an athlete's level, starting a trial, and the trial
//! emails.

use super::{
    rules::{self, audience_of, Audience, Plan, PlanError, RowerLimits, TRIAL_REMINDER_DAYS},
    store::{self, TrialHolder},
};
use crate::{
    auth::store::Role,
    db::{self, Db},
    http::error::ApiError,
    mail::{self, links, templates},
    AppState,
};

/// The account's plan in force at `now_ms`, if any.
pub async fn in_force(db: &Db, user_id: &str, now_ms: i64) -> Result<Option<&'static Plan>, sqlx::Error> {
    Ok(rules::account_plan_in_force(
        store::of_account(&db.pool, user_id).await?.plan.as_ref(),
        now_ms,
    ))
}

/// What the athlete's level allows now: their own plan or a following parent's family plan.
pub async fn rower_level(db: &Db, athlete_id: &str, now_ms: i64) -> Result<RowerLimits, sqlx::Error> {
    let own = in_force(db, athlete_id, now_ms).await?;
    let parents = store::of_covering_parents(db, athlete_id).await?;
    let covering = parents
        .iter()
        .filter_map(|stored| rules::account_plan_in_force(Some(stored), now_ms))
        .filter(|plan| plan.audience == Audience::Family);
    Ok(rules::rower_level(own, covering))
}

/// Starts the account's free trial of `plan_id`: a rower plan for an athlete, a family plan for a
/// parent, once per account. Returns the plan and the trial's end.
pub async fn start_trial(
    state: &AppState,
    user_id: &str,
    role: Role,
    plan_id: &str,
) -> Result<(&'static Plan, i64), ApiError> {
    let audience = audience_of(role).ok_or(PlanError::NotYourPlan)?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let stored = store::of_account(&mut *tx, user_id).await?;
    let in_force = stored
        .plan
        .filter(|s| rules::account_plan_in_force(Some(s), now).is_some());
    let plan = rules::trial_choice(plan_id, audience, in_force.as_ref(), stored.had_trial)?;
    let ends_at = rules::trial_end(now);
    store::start_account_trial(&mut tx, user_id, plan.id, ends_at, now).await?;
    tx.commit().await?;
    Ok((plan, ends_at))
}

/// "November 28, 2026", as the trial emails name a day.
fn day_of(ms: i64) -> String {
    jiff::Timestamp::from_millisecond(ms)
        .map(|t| {
            t.to_zoned(jiff::tz::TimeZone::UTC)
                .date()
                .strftime("%B %-d, %Y")
                .to_string()
        })
        .unwrap_or_default()
}

/// Emails each payer whose trial ends within three days (once) or has ended (once): an account's
/// owner, and every coach of a club or program. Returns how many emails were queued.
pub async fn send_trial_notices(state: &AppState, now_ms: i64) -> Result<usize, sqlx::Error> {
    let db = &state.db;
    let mut sent = send_team_trial_notices(state, now_ms).await?;
    for notice in store::trial_notices_due(db, now_ms, TRIAL_REMINDER_DAYS * db::DAY_MS).await? {
        let Some(plan) = rules::find(&notice.plan) else {
            continue;
        };
        let plans_link = format!("{}?audience={}", links::link(state, "/pricing", None), plan.audience);
        let ended = notice.trial_ends_at <= now_ms;
        let email = if ended {
            templates::trial_ended(&notice.email, plan.name, &plans_link)
        } else {
            templates::trial_ending(&notice.email, plan.name, &day_of(notice.trial_ends_at), &plans_link)
        };
        let mut tx = db.begin_write().await?;
        if !store::claim_trial_notice(&mut tx, &notice.user_id, ended, now_ms).await? {
            continue;
        }
        mail::enqueue(&mut *tx, &email).await?;
        tx.commit().await?;
        sent += 1;
    }
    Ok(sent)
}

/// The clubs' and programs' trial emails, one to each of their coaches, claimed once per team.
async fn send_team_trial_notices(state: &AppState, now_ms: i64) -> Result<usize, sqlx::Error> {
    let db = &state.db;
    let mut sent = 0;
    for (holder, page) in [(TrialHolder::Club, "/club"), (TrialHolder::Program, "/coach")] {
        let due = store::team_trial_notices_due(db, holder, now_ms, TRIAL_REMINDER_DAYS * db::DAY_MS).await?;
        for notice in due {
            let link = links::link(state, page, None);
            let ended = notice.trial_ends_at <= now_ms;
            let coaches = store::team_coach_emails(db, holder, &notice.id).await?;
            let mut tx = db.begin_write().await?;
            if !store::claim_team_trial_notice(&mut tx, holder, &notice.id, ended, now_ms).await? {
                continue;
            }
            for coach in &coaches {
                let email = if ended {
                    templates::team_trial_ended(coach, &notice.name, &link)
                } else {
                    templates::team_trial_ending(coach, &notice.name, &day_of(notice.trial_ends_at), &link)
                };
                mail::enqueue(&mut *tx, &email).await?;
                sent += 1;
            }
            tx.commit().await?;
        }
    }
    Ok(sent)
}

/// Sends the trial emails every hour until the process ends.
pub async fn run(state: AppState) {
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(3600));
    loop {
        tick.tick().await;
        match send_trial_notices(&state, db::now_ms()).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(emails = n, "free-trial emails queued"),
            Err(error) => tracing::warn!(%error, "could not send free-trial emails"),
        }
    }
}
