//! Saved-search use cases: saving and deleting a search, and the alerts. Which athletes match each
//! saved search is kept in `saved_search_matches` as athletes change, not worked out by running
//! every search: [`SavedSearchIndex`] holds every saved search parsed in memory, and a profile save
//! (through `profiles::AfterSave`) or the rematch queue's [`sweep`] matches the one athlete against
//! all of them in Rust (`rules::matches`), writing only the rows that changed.

use std::sync::{Arc, RwLock};

use super::{
    rules::{self, AthleteSearch, SearchError},
    store::{
        self,
        alerts::{self, LinkedSearch},
        athletes, SavedSearchRow,
    },
};
use crate::{
    db::{self, Db},
    http::error::ApiResult,
    mail::unsubscribe,
    plans::PlanError,
    profiles,
    workspace::RecruitingCoach,
    AppState,
};

/// One saved search, parsed.
#[derive(Debug, Clone)]
struct Indexed {
    id: String,
    search: AthleteSearch,
}

/// Every saved search of every coach, parsed once: loaded on first use, then changed by this
/// process's saves and deletions ([`save`], [`delete`]). A search saved before its matches
/// existed (migration 0030) has them filled when the index loads.
#[derive(Default)]
pub struct SavedSearchIndex {
    loaded: RwLock<Option<Arc<Vec<Indexed>>>>,
    /// Held while loading and while adding or removing a search, so neither is lost.
    changes: tokio::sync::Mutex<()>,
    /// Held by each matching after a save: one at a time, each reading the athlete as stored when
    /// it starts, so the last to run reads the last save.
    matching: tokio::sync::Mutex<()>,
    /// Matchings after a save not yet written, and the signal each one gives when it is.
    pending: std::sync::atomic::AtomicUsize,
    settled: tokio::sync::Notify,
}

impl std::fmt::Debug for SavedSearchIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SavedSearchIndex").finish_non_exhaustive()
    }
}

impl SavedSearchIndex {
    fn current(&self) -> Option<Arc<Vec<Indexed>>> {
        self.loaded.read().ok().and_then(|loaded| loaded.clone())
    }

    fn replace(&self, searches: Vec<Indexed>) {
        if let Ok(mut loaded) = self.loaded.write() {
            *loaded = Some(Arc::new(searches));
        }
    }

    async fn searches(&self, db: &Db) -> Result<Arc<Vec<Indexed>>, sqlx::Error> {
        if let Some(searches) = self.current() {
            return Ok(searches);
        }
        let _changes = self.changes.lock().await;
        if let Some(searches) = self.current() {
            return Ok(searches);
        }
        let now = db::now_ms();
        let mut searches = Vec::new();
        for row in alerts::all_searches(db).await? {
            // A stored query always parsed when it was saved; one that no longer does matches nothing.
            let Ok((_, search)) = rules::saved_query(Some(row.query)) else {
                continue;
            };
            if row.matches_filled_at.is_none() {
                athletes::fill_matches(db, &row.id, &search, now).await?;
                alerts::mark_filled(db, &row.id, now).await?;
            }
            searches.push(Indexed { id: row.id, search });
        }
        self.replace(searches);
        Ok(self.current().unwrap_or_default())
    }

    /// Forgets what is held: the next use loads every saved search again (after searches were
    /// written by another process, e.g. a bulk load).
    pub async fn forget(&self) {
        let _changes = self.changes.lock().await;
        if let Ok(mut loaded) = self.loaded.write() {
            *loaded = None;
        }
    }

    /// How many saved searches are held (loading them if needed).
    pub async fn count(&self, db: &Db) -> Result<usize, sqlx::Error> {
        Ok(self.searches(db).await?.len())
    }

    /// A new saved search: into the index first (a profile saved meanwhile is matched against
    /// it), then every athlete matching it now is recorded as matching since they were listed.
    async fn added(&self, db: &Db, id: &str, search: AthleteSearch, now_ms: i64) -> Result<(), sqlx::Error> {
        {
            let _changes = self.changes.lock().await;
            if let Some(current) = self.current() {
                if !current.iter().any(|s| s.id == id) {
                    let mut searches = (*current).clone();
                    searches.push(Indexed {
                        id: id.to_owned(),
                        search: search.clone(),
                    });
                    self.replace(searches);
                }
            }
        }
        athletes::fill_matches(db, id, &search, now_ms).await?;
        alerts::mark_filled(db, id, now_ms).await
    }

    async fn removed(&self, id: &str) {
        let _changes = self.changes.lock().await;
        if let Some(current) = self.current() {
            let searches: Vec<Indexed> = current.iter().filter(|s| s.id != id).cloned().collect();
            self.replace(searches);
        }
    }

    /// Matches one athlete against every saved search and writes what changed: new matches
    /// (since `now_ms`), matches lost, all of them when the athlete is not shown to coaches.
    pub async fn match_athlete(&self, db: &Db, athlete_id: &str, now_ms: i64) -> Result<(), sqlx::Error> {
        let Some(athlete) = alerts::athlete(db, athlete_id).await? else {
            return alerts::dequeue(db, athlete_id).await;
        };
        let searches = self.searches(db).await?;
        let matching: Vec<&str> = if athlete.facts.shown {
            searches
                .iter()
                .filter(|s| rules::matches(&s.search, &athlete.facts))
                .map(|s| s.id.as_str())
                .collect()
        } else {
            Vec::new()
        };
        let before: Vec<&str> = athlete.matched.iter().map(String::as_str).collect();
        let (added, mut dropped) = rules::changed_matches(&matching, &before);
        // A search saved by another process is not in this index: its rows are left alone, unless
        // the athlete is hidden, when no search matches.
        if athlete.facts.shown {
            dropped.retain(|id| searches.iter().any(|s| s.id == *id));
        }
        alerts::write_changes(db, athlete_id, &added, &dropped, athlete.queued, now_ms).await
    }
}

impl SavedSearchIndex {
    /// Matches the athlete after the save has answered: a save that changes matches writes them
    /// in a transaction of its own, whose commit the save need not wait for. Reads of matches
    /// ([`sweep`], which every list and the digest run first) wait for [`Self::settled`].
    pub fn match_after_save(self: &Arc<Self>, db: Db, athlete_id: String) {
        use std::sync::atomic::Ordering;
        self.pending.fetch_add(1, Ordering::SeqCst);
        let index = self.clone();
        tokio::spawn(async move {
            {
                let _one_at_a_time = index.matching.lock().await;
                if let Err(error) = index.match_athlete(&db, &athlete_id, db::now_ms()).await {
                    // The athlete's matches catch up at their next change.
                    tracing::warn!(%error, "could not match a saved profile against the saved searches");
                }
            }
            index.pending.fetch_sub(1, Ordering::SeqCst);
            index.settled.notify_waiters();
        });
    }

    /// Waits until every matching after a save so far is written.
    pub async fn settled(&self) {
        use std::sync::atomic::Ordering;
        loop {
            let signal = self.settled.notified();
            if self.pending.load(Ordering::SeqCst) == 0 {
                return;
            }
            signal.await;
        }
    }
}

/// What follows a profile save: its matching against the saved searches, after the answer.
pub struct MatchAfterSave(pub Arc<SavedSearchIndex>);

impl profiles::AfterSave for MatchAfterSave {
    fn profile_saved<'a>(&'a self, db: &'a Db, athlete_id: &'a str) -> profiles::Follows<'a> {
        self.0.match_after_save(db.clone(), athlete_id.to_owned());
        Box::pin(std::future::ready(()))
    }
}

/// How many queued athletes one sweep matches at most.
const SWEEP_BATCH: i64 = 500;

/// Matches the athletes the triggers of migration 0030 queued (shown to coaches again, a best
/// changed outside the profile form); how many.
pub async fn sweep(state: &AppState) -> Result<usize, sqlx::Error> {
    state.saved_searches.settled().await;
    let queued = alerts::queued(&state.db, SWEEP_BATCH).await?;
    let now = db::now_ms();
    for athlete_id in &queued {
        state.saved_searches.match_athlete(&state.db, athlete_id, now).await?;
    }
    Ok(queued.len())
}

/// Saves a search for the coach (the plan decides how many), with its current matches.
pub async fn save(
    state: &AppState,
    coach: &RecruitingCoach,
    name: &str,
    query: &str,
    search: AthleteSearch,
) -> ApiResult<SavedSearchRow> {
    let limit = coach.standing.limits.saved_searches;
    let now = db::now_ms();
    let row = store::insert_within(&state.db, &coach.user.id, name, query, limit, now)
        .await?
        .ok_or_else(|| {
            SearchError::from(PlanError::SavedSearchesFull {
                plan: coach.standing.name,
                limit: limit.unwrap_or_default(),
            })
        })?;
    state.saved_searches.added(&state.db, &row.id, search, now).await?;
    Ok(row)
}

/// Deletes the coach's saved search (its matches go with it).
pub async fn delete(state: &AppState, coach_id: &str, id: &str) -> ApiResult<()> {
    if !store::delete(&state.db, coach_id, id).await? {
        return Err(SearchError::NotFound.into());
    }
    state.saved_searches.removed(id).await;
    Ok(())
}

/// Turns a saved search's alerts off (or back on, `resubscribe`) from the one-click link in a
/// digest, without signing in; the search as it is now.
pub async fn answer_unsubscribe_link(state: &AppState, token: &str, resubscribe: bool) -> ApiResult<LinkedSearch> {
    let link = unsubscribe::check_saved_search(state.config.secret_key.expose(), token, db::now_ms())
        .ok_or(SearchError::InvalidLink)?;
    Ok(alerts::set_alerts_by_id(&state.db, &link.user_id, resubscribe)
        .await?
        .ok_or(SearchError::InvalidLink)?)
}
