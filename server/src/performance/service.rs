//! The performance use cases other domains call: the dashboard's figures and the whole log.

use super::{
    model::{Best, ErgTest, PerformanceLog, PerformanceSummary, RaceResult, SeasonChange2k},
    rules::{self, Piece},
    store,
};
use crate::db::{self, Db};

/// The dashboard's figures for the user, given the profile's best 2k (read with the profile).
pub async fn summary(db: &Db, user_id: &str, best2k: Option<Best>) -> Result<PerformanceSummary, sqlx::Error> {
    let latest_test = store::erg_tests(db, user_id)
        .await?
        .into_iter()
        .next()
        .map(ErgTest::from);
    let since = rules::season_start(db::today_utc()).to_string();
    let season: Vec<_> = store::erg_tests_since(db, user_id, Piece::M2000, &since)
        .await?
        .into_iter()
        .filter_map(|t| Some((t.test_date.parse().ok()?, t.tenths?)))
        .collect();
    Ok(PerformanceSummary {
        latest_test,
        best2k,
        season_change2k: rules::season_change(&season).map(|c| SeasonChange2k {
            from_tenths: c.from_tenths,
            to_tenths: c.to_tenths,
            change_tenths: c.change_tenths,
        }),
    })
}

/// The athlete's erg tests and race results, newest first (the owner's shape, also read by a
/// linked parent).
pub async fn log_of(db: &Db, athlete_id: &str) -> Result<PerformanceLog, sqlx::Error> {
    let erg_tests = store::erg_tests(db, athlete_id).await?;
    let races = store::races(db, athlete_id).await?;
    Ok(PerformanceLog {
        erg_tests: erg_tests.into_iter().map(ErgTest::from).collect(),
        races: races.into_iter().map(RaceResult::from).collect(),
    })
}
