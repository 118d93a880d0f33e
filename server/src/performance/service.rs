//! The performance use cases: adding, changing and deleting an entry of the log (erg tests and
//! race results alike), and the reads other domains call, the dashboard's figures and the whole log.

use super::{
    model::{Best, ErgTest, PerformanceLog, PerformanceSummary, RaceResult, SeasonChange2k},
    rules::{self, PerformanceError, Piece},
    store::{self, Entry},
};
use crate::{
    athlete_news,
    db::{self, Db},
    http::error::ApiResult,
    rowing,
};

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

/// Adds an entry to the user's log; the profile's searchable bests follow in the same
/// transaction when the entry can move them.
pub async fn add<T: Entry>(db: &Db, user_id: &str, entry: &T) -> Result<T::Row, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let row = store::insert(&mut *tx, user_id, entry, db::now_ms()).await?;
    if T::MOVES_BESTS {
        store::refresh_bests(&mut *tx, user_id).await?;
    }
    tx.commit().await?;
    Ok(row)
}

/// Replaces the user's entry `id`: its attestation is removed, and the attestation requests
/// made about it are dropped (a trigger of migration 0027). 404 when it is not the user's.
pub async fn change<T: Entry>(db: &Db, user_id: &str, id: &str, entry: &T) -> ApiResult<T::Row> {
    let mut tx = db.begin_write().await?;
    let row = store::update(&mut *tx, user_id, id, entry, db::now_ms())
        .await?
        .ok_or(PerformanceError::NotFound)?;
    if T::MOVES_BESTS {
        store::refresh_bests(&mut *tx, user_id).await?;
    }
    tx.commit().await?;
    Ok(row)
}

/// Deletes the user's entry `id` of kind `T`. 404 when it is not the user's.
pub async fn remove<T: Entry>(db: &Db, user_id: &str, id: &str) -> ApiResult<()> {
    let mut tx = db.begin_write().await?;
    if !store::delete::<_, T>(&mut *tx, user_id, id).await? {
        return Err(PerformanceError::NotFound.into());
    }
    if T::MOVES_BESTS {
        store::refresh_bests(&mut *tx, user_id).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// A logged result as the news reads it: a time, or the meters of a timed piece.
fn result_text(tenths: Option<i64>, meters: Option<i64>) -> String {
    match (tenths, meters) {
        (Some(tenths), _) => rowing::format_tenths(tenths),
        (None, Some(meters)) => format!("{meters} m"),
        (None, None) => String::new(),
    }
}

/// Tells the coaches following the athlete about a newly logged erg test (a personal best, or
/// the test itself).
pub async fn erg_test_news(db: &Db, user_id: &str, row: &store::ErgTestRow) -> Result<(), sqlx::Error> {
    let best = store::is_personal_best(&db.pool, user_id, &row.id).await?;
    let news = athlete_news::rules::erg_test(row.piece.as_str(), &result_text(row.tenths, row.meters), best);
    athlete_news::store::record(&db.pool, user_id, &news, db::now_ms()).await
}

/// Tells the coaches following the athlete about a newly logged race.
pub async fn race_news(db: &Db, user_id: &str, row: &store::RaceRow) -> Result<(), sqlx::Error> {
    let news = athlete_news::rules::race_result(&row.event, &row.regatta, row.place);
    athlete_news::store::record(&db.pool, user_id, &news, db::now_ms()).await
}

/// After a club coach verified erg test `id` (in the verification's transaction): news of a
/// verified personal best when the test is the athlete's best of its piece.
pub async fn verified_news(
    conn: &mut sqlx::AnyConnection,
    user_id: &str,
    id: &str,
    club: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    if !store::is_personal_best(&mut *conn, user_id, id).await? {
        return Ok(());
    }
    let Some((piece, tenths, meters)) = store::erg_result(&mut *conn, id).await? else {
        return Ok(());
    };
    let news = athlete_news::rules::verified_best(&piece, &result_text(tenths, meters), club);
    athlete_news::store::record(&mut *conn, user_id, &news, now_ms).await
}
