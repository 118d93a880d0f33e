//! Saved-search alerts' periodic steps, each callable with the time a test wants: the rematch
//! queue's sweep (every minute) and the daily digest (every hour; at most one email per coach per
//! UTC day, none when nothing is new), whose links turn off one search's alerts each
//! (`mail::saved_search_unsubscribe_link`).

use super::{rules, service, store::alerts};
use crate::{
    auth::store as accounts,
    db,
    mail::{self, links, templates},
    workspace::access::workspace_access,
    AppState,
};

/// How often the queue is swept.
pub const SWEEP_EVERY: std::time::Duration = std::time::Duration::from_secs(60);
/// How often the digest looks for news.
pub const DIGEST_EVERY: std::time::Duration = std::time::Duration::from_secs(3600);
/// The most athletes one search lists in a digest.
pub const DIGEST_ATHLETES_MAX: i64 = 20;

/// Loads the saved searches, then runs the sweep every [`SWEEP_EVERY`] and the digest every
/// [`DIGEST_EVERY`] until the process ends.
pub async fn run(state: AppState) {
    // Load the saved searches now rather than at the first profile save: searches saved before
    // their matches were kept (migration 0030) have them filled on this first load.
    if let Err(error) = state.saved_searches.count(&state.db).await {
        tracing::warn!(%error, "could not load the saved searches");
    }
    let mut sweep = tokio::time::interval(SWEEP_EVERY);
    let mut digest = tokio::time::interval(DIGEST_EVERY);
    loop {
        tokio::select! {
            _ = sweep.tick() => match service::sweep(&state).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(athletes = n, "athletes matched again against saved searches"),
                Err(error) => tracing::warn!(%error, "could not match queued athletes against saved searches"),
            },
            _ = digest.tick() => match send_digests(&state, db::now_ms()).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(digests = n, "saved-search digests queued"),
                Err(error) => tracing::warn!(%error, "could not send saved-search digests"),
            },
        }
    }
}

/// "Ava Stone, class of 2027".
fn athlete_line(name: Option<&str>, grad_year: Option<i64>) -> String {
    let name = name.map(str::trim).filter(|n| !n.is_empty()).unwrap_or("An athlete");
    match grad_year {
        Some(year) => format!("{name}, class of {year}"),
        None => name.to_owned(),
    }
}

/// Sends each coach with news one digest of the new athletes of their saved searches whose alerts
/// are on: athletes who matched after the coach's last look at the search and after the last
/// digest, and who are still shown to coaches. At most one per coach per UTC day (claimed by one
/// statement, so instances send it once), only to coaches whose workspace is open, and only for
/// searches the plan still allows. Returns how many digests were queued.
pub async fn send_digests(state: &AppState, now_ms: i64) -> Result<usize, sqlx::Error> {
    let db = &state.db;
    service::sweep(state).await?;
    let today = rules::digest_day(now_ms);
    let mut sent = 0;
    for coach in alerts::digest_candidates(db, &today).await? {
        let Some(user) = accounts::stand_in(&db.pool, &coach.coach_id).await? else {
            continue;
        };
        let standing = match workspace_access(state, &user).await {
            Ok(Ok((_, standing))) => standing,
            Ok(Err(_)) => continue,
            Err(error) => {
                tracing::warn!(?error, "could not read a coach's workspace for the saved-search digest");
                continue;
            }
        };
        let mut searches = Vec::new();
        for search in alerts::alerting_searches(db, &coach.coach_id).await? {
            let Ok((_, parsed)) = rules::saved_query(Some(search.query.clone())) else {
                continue;
            };
            if !rules::alerts_allowed(true, &parsed, &standing) {
                continue;
            }
            let since = rules::digest_since(search.last_seen_at, coach.last_digest_at);
            let athletes = alerts::new_athletes(db, &search.id, since, DIGEST_ATHLETES_MAX).await?;
            if athletes.is_empty() {
                continue;
            }
            searches.push(templates::SearchAlert {
                name: search.name,
                athletes: athletes
                    .iter()
                    .map(|a| {
                        (
                            athlete_line(a.full_name.as_deref(), a.grad_year),
                            links::link(state, &format!("/athletes/{}", a.id), None),
                        )
                    })
                    .collect(),
                unsubscribe: mail::saved_search_unsubscribe_link(state, &search.id, now_ms),
            });
        }
        if searches.is_empty() {
            continue;
        }
        let mut tx = db.begin_write().await?;
        if !alerts::claim_digest(&mut tx, &coach.coach_id, &today, now_ms).await? {
            continue;
        }
        let page = links::link(state, "/coach/search", None);
        mail::enqueue(
            &mut *tx,
            &templates::saved_search_digest(&coach.email, &searches, &page),
        )
        .await?;
        tx.commit().await?;
        sent += 1;
    }
    Ok(sent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_athlete_is_named_with_their_class() {
        assert_eq!(
            athlete_line(Some(" Ava Stone "), Some(2027)),
            "Ava Stone, class of 2027"
        );
        assert_eq!(athlete_line(Some(""), None), "An athlete");
    }
}
