//! The landing page's figures, counted in the database and held for a minute per instance, so
//! a busy landing page costs one count a minute.

use std::{
    sync::Mutex,
    time::{Duration, Instant},
};

use super::rules::{self, Counts, Figures};
use crate::{db::Db, profiles, schools};

/// How long an instance answers from its last count.
pub const HOLD_FOR: Duration = Duration::from_secs(60);

/// The last figures counted, and when.
#[derive(Default)]
pub struct FiguresCache {
    held: Mutex<Option<(Instant, Figures)>>,
}

impl FiguresCache {
    fn fresh(&self, now: Instant) -> Option<Figures> {
        let held = self.held.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        held.filter(|(at, _)| now.duration_since(*at) < HOLD_FOR)
            .map(|(_, figures)| figures)
    }

    fn keep(&self, at: Instant, figures: Figures) {
        *self.held.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some((at, figures));
    }
}

async fn count(db: &Db) -> Result<Counts, sqlx::Error> {
    let athletes = profiles::store::athlete_counts(db).await?;
    Ok(Counts {
        athletes: athletes.athletes,
        programs: schools::store::count(db).await?,
        commitments: athletes.commitments,
    })
}

/// The figures, from the cache while it is fresh, else counted again.
pub async fn figures(db: &Db, cache: &FiguresCache) -> Result<Figures, sqlx::Error> {
    let now = Instant::now();
    if let Some(figures) = cache.fresh(now) {
        return Ok(figures);
    }
    let figures = rules::figures(count(db).await?);
    cache.keep(now, figures);
    Ok(figures)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_are_held_for_a_minute() {
        let cache = FiguresCache::default();
        let start = Instant::now();
        assert_eq!(cache.fresh(start), None);
        let figures = rules::figures(Counts {
            athletes: 150,
            programs: 207,
            commitments: 3,
        });
        cache.keep(start, figures);
        assert_eq!(cache.fresh(start + Duration::from_secs(59)), Some(figures));
        assert_eq!(cache.fresh(start + HOLD_FOR), None);
    }
}
