//! Saved-search alerts: every statement on `saved_search_matches` (which athletes shown to coaches
//! match each saved search, since when), `saved_search_rematch` (athletes to match again, queued
//! by the triggers of migration 0030), `saved_search_digests` (the daily digest's claim), and the
//! alert switch of `saved_searches`.

use sqlx::{Any, AnyConnection, QueryBuilder};

use crate::{
    athlete_search::rules::AthleteFacts,
    db::{self, Backend, Db, SqlValue},
    profiles::rules::{stored_list, Side, Squad, WeightClass},
    workspace::store::SHOWN_TO_COACHES,
};

/// A saved search as the alerts read it: every coach's, for the in-memory index.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct IndexedRow {
    pub id: String,
    pub query: String,
    pub matches_filled_at: Option<i64>,
}

/// Every saved search, for the matching index.
pub async fn all_searches(db: &Db) -> Result<Vec<IndexedRow>, sqlx::Error> {
    sqlx::query_as("SELECT id, query, matches_filled_at FROM saved_searches")
        .fetch_all(&db.pool)
        .await
}

/// Marks a saved search's matches as filled (by `athletes::fill_matches`).
pub async fn mark_filled(db: &Db, search_id: &str, now_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE saved_searches SET matches_filled_at = $1 WHERE id = $2")
        .bind(now_ms)
        .bind(search_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// The searched columns of one profile, the saved searches it matches now and whether it waits in
/// the rematch queue.
#[derive(sqlx::FromRow, Debug)]
struct FactsRow {
    shown_to_coaches: i64,
    grad_year: Option<i64>,
    squad: Option<String>,
    weight_class: Option<String>,
    side: Option<String>,
    coxswain: i64,
    best_2k_tenths: Option<i64>,
    best_6k_tenths: Option<i64>,
    verified_2k_tenths: Option<i64>,
    height_feet: Option<i64>,
    height_inches: Option<i64>,
    gpa: Option<f64>,
    sat_score: Option<i64>,
    act_score: Option<i64>,
    home_state: Option<String>,
    target_divisions: String,
    full_name: Option<String>,
    high_school: Option<String>,
    club_team: Option<String>,
    /// The ids of the searches matched now, comma-separated; null for none.
    matched: Option<String>,
    queued: i64,
}

/// One athlete as the alerts see them.
#[derive(Debug, Clone, PartialEq)]
pub struct AthleteMatches {
    pub facts: AthleteFacts,
    /// The saved searches the athlete matches now (the rows of `saved_search_matches`).
    pub matched: Vec<String>,
    /// Waiting in `saved_search_rematch`.
    pub queued: bool,
}

const FACTS_COLUMNS: &str = "p.shown_to_coaches, p.grad_year, p.squad, p.weight_class, p.side, p.coxswain,
    p.best_2k_tenths, p.best_6k_tenths, p.verified_2k_tenths, p.height_feet, p.height_inches, p.gpa, p.sat_score,
    p.act_score, p.home_state, p.target_divisions, p.full_name, p.high_school, p.club_team";

fn facts_sql(backend: Backend) -> &'static str {
    static SQLITE: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| facts_query("group_concat(m.search_id, ',')"));
    static POSTGRES: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| facts_query("string_agg(m.search_id, ',')"));
    match backend {
        Backend::Sqlite => SQLITE.as_str(),
        Backend::Postgres => POSTGRES.as_str(),
    }
}

fn facts_query(aggregate: &str) -> String {
    format!(
        "SELECT {FACTS_COLUMNS},
            (SELECT {aggregate} FROM saved_search_matches m WHERE m.athlete_id = p.id) AS matched,
            (SELECT COUNT(*) FROM saved_search_rematch r WHERE r.athlete_id = p.id) AS queued
         FROM profiles p WHERE p.id = $1"
    )
}

fn lower(text: Option<String>) -> Option<String> {
    text.map(|t| t.to_lowercase())
}

impl From<FactsRow> for AthleteMatches {
    fn from(row: FactsRow) -> Self {
        AthleteMatches {
            facts: AthleteFacts {
                shown: row.shown_to_coaches == 1,
                grad_year: row.grad_year,
                squad: row.squad.as_deref().and_then(Squad::parse),
                weight_class: row.weight_class.as_deref().and_then(WeightClass::parse),
                side: row.side.as_deref().and_then(Side::parse),
                coxswain: row.coxswain != 0,
                best_2k: row.best_2k_tenths,
                best_6k: row.best_6k_tenths,
                verified_2k: row.verified_2k_tenths,
                height_feet: row.height_feet,
                height_inches: row.height_inches,
                gpa: row.gpa,
                sat_score: row.sat_score,
                act_score: row.act_score,
                home_state: row.home_state,
                target_divisions: stored_list(&row.target_divisions),
                full_name: lower(row.full_name),
                high_school: lower(row.high_school),
                club_team: lower(row.club_team),
            },
            matched: row
                .matched
                .map(|ids| ids.split(',').filter(|id| !id.is_empty()).map(str::to_owned).collect())
                .unwrap_or_default(),
            queued: row.queued > 0,
        }
    }
}

/// The athlete's searched columns and current matches, in one read; `None` without a profile.
pub async fn athlete(db: &Db, athlete_id: &str) -> Result<Option<AthleteMatches>, sqlx::Error> {
    let row: Option<FactsRow> = db.read_optional(facts_sql(db.backend), &[athlete_id.into()]).await?;
    Ok(row.map(AthleteMatches::from))
}

/// `$first, $first+1, …` for `count` values.
fn placeholders(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Writes what changed of one athlete's matches: adds `added` (searches that still exist, while
/// the athlete is still shown to coaches) at `now_ms`, drops `dropped`, and takes the athlete out
/// of the rematch queue when `dequeue`. Nothing is written when nothing changed.
pub async fn write_changes(
    db: &Db,
    athlete_id: &str,
    added: &[&str],
    dropped: &[&str],
    dequeue: bool,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    let mut statements: Vec<(String, Vec<SqlValue<'_>>)> = Vec::new();
    if !added.is_empty() {
        let mut params: Vec<SqlValue> = vec![athlete_id.into(), now_ms.into()];
        params.extend(added.iter().map(|id| SqlValue::from(*id)));
        statements.push((
            format!(
                "INSERT INTO saved_search_matches (search_id, athlete_id, matched_at)
                 SELECT s.id, $1, $2 FROM saved_searches s
                 WHERE s.id IN ({}) AND EXISTS (SELECT 1 FROM profiles p WHERE p.id = $1 AND {SHOWN_TO_COACHES})
                 ON CONFLICT (athlete_id, search_id) DO NOTHING",
                placeholders(3, added.len())
            ),
            params,
        ));
    }
    if !dropped.is_empty() {
        let mut params: Vec<SqlValue> = vec![athlete_id.into()];
        params.extend(dropped.iter().map(|id| SqlValue::from(*id)));
        statements.push((
            format!(
                "DELETE FROM saved_search_matches WHERE athlete_id = $1 AND search_id IN ({})",
                placeholders(2, dropped.len())
            ),
            params,
        ));
    }
    if dequeue {
        statements.push((
            "DELETE FROM saved_search_rematch WHERE athlete_id = $1".to_owned(),
            vec![athlete_id.into()],
        ));
    }
    match statements.len() {
        0 => return Ok(()),
        1 => {
            let (sql, params) = &statements[0];
            db.write_one(sql, params).await?;
            return Ok(());
        }
        _ => {}
    }
    let direct = db.direct_transaction(|tx| {
        for (sql, params) in &statements {
            tx.execute(sql, params)?;
        }
        Ok(())
    });
    match direct.await {
        Some(Err(error)) if db::is_contention(&error) => {}
        Some(done) => return done,
        None => {}
    }
    let mut tx = db.begin_write().await?;
    for (sql, params) in &statements {
        let mut query = sqlx::query(sql);
        for param in params {
            query = match *param {
                SqlValue::Text(text) => query.bind(text),
                SqlValue::Int(number) => query.bind(number),
                SqlValue::Real(number) => query.bind(number),
            };
        }
        query.execute(&mut *tx).await?;
    }
    tx.commit().await
}

/// Athletes waiting in the rematch queue (at most `limit`).
pub async fn queued(db: &Db, limit: i64) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT athlete_id FROM saved_search_rematch ORDER BY athlete_id LIMIT $1")
        .bind(limit)
        .fetch_all(&db.pool)
        .await
}

/// Takes an athlete out of the rematch queue (one without a profile).
pub async fn dequeue(db: &Db, athlete_id: &str) -> Result<(), sqlx::Error> {
    db.write_one(
        "DELETE FROM saved_search_rematch WHERE athlete_id = $1",
        &[athlete_id.into()],
    )
    .await?;
    Ok(())
}

/// `FROM … WHERE …` of a search's matches newer than `$2` of athletes still shown to coaches.
const NEW_MATCHES: &str = "FROM saved_search_matches m JOIN profiles p ON p.id = m.athlete_id
    WHERE m.search_id = $1 AND m.matched_at > $2 AND p.shown_to_coaches = 1";

/// How many athletes still shown to coaches matched the search after `since`.
pub async fn new_count(db: &Db, search_id: &str, since: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(&format!("SELECT COUNT(*) {NEW_MATCHES}"))
        .bind(search_id)
        .bind(since)
        .fetch_one(&db.pool)
        .await
}

/// An athlete who newly matches a saved search.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct NewAthlete {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub matched_at: i64,
}

/// The athletes still shown to coaches who matched the search after `since`, newest first.
pub async fn new_athletes(db: &Db, search_id: &str, since: i64, limit: i64) -> Result<Vec<NewAthlete>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT p.id, p.full_name, p.grad_year, m.matched_at {NEW_MATCHES}
         ORDER BY m.matched_at DESC, p.id LIMIT $3"
    ))
    .bind(search_id)
    .bind(since)
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// Turns a coach's saved search's alert emails on or off; false when the coach has no such search.
pub async fn set_alerts(db: &Db, coach_id: &str, search_id: &str, on: bool) -> Result<bool, sqlx::Error> {
    Ok(
        sqlx::query("UPDATE saved_searches SET alerts_on = $1 WHERE id = $2 AND coach_id = $3")
            .bind(i64::from(on))
            .bind(search_id)
            .bind(coach_id)
            .execute(&db.pool)
            .await?
            .rows_affected()
            == 1,
    )
}

/// A saved search an unsubscribe link names: its name and coach.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct LinkedSearch {
    pub id: String,
    pub coach_id: String,
    pub name: String,
}

/// Turns a saved search's alerts on or off by its id alone (from an emailed link); `None` when
/// it no longer exists.
pub async fn set_alerts_by_id(db: &Db, search_id: &str, on: bool) -> Result<Option<LinkedSearch>, sqlx::Error> {
    sqlx::query_as("UPDATE saved_searches SET alerts_on = $1 WHERE id = $2 RETURNING id, coach_id, name")
        .bind(i64::from(on))
        .bind(search_id)
        .fetch_optional(&db.pool)
        .await
}

/// A coach with news for the digest: an alert-on saved search with matches newer than both the
/// coach's last look at it and the last digest, and no digest yet on `today`.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct DigestCoach {
    pub coach_id: String,
    pub email: String,
    pub last_digest_at: Option<i64>,
}

/// The coaches with news for the digest on `today` (a UTC `yyyy-mm-dd`).
pub async fn digest_candidates(db: &Db, today: &str) -> Result<Vec<DigestCoach>, sqlx::Error> {
    sqlx::query_as(
        "SELECT s.coach_id, u.email, d.sent_at AS last_digest_at
         FROM saved_searches s
         JOIN users u ON u.id = s.coach_id AND u.disabled_at IS NULL
         LEFT JOIN saved_search_digests d ON d.coach_id = s.coach_id
         WHERE s.alerts_on = 1 AND (d.sent_on IS NULL OR d.sent_on <> $1)
           AND EXISTS (SELECT 1 FROM saved_search_matches m JOIN profiles p ON p.id = m.athlete_id
                       WHERE m.search_id = s.id AND p.shown_to_coaches = 1 AND m.matched_at > s.last_seen_at
                         AND (d.sent_at IS NULL OR m.matched_at > d.sent_at))
         GROUP BY s.coach_id, u.email, d.sent_at
         ORDER BY s.coach_id",
    )
    .bind(today)
    .fetch_all(&db.pool)
    .await
}

/// A coach's saved search as the digest reads it.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct DigestSearch {
    pub id: String,
    pub name: String,
    pub query: String,
    pub last_seen_at: i64,
}

/// The coach's saved searches whose alerts are on, oldest first.
pub async fn alerting_searches(db: &Db, coach_id: &str) -> Result<Vec<DigestSearch>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, query, last_seen_at FROM saved_searches
         WHERE coach_id = $1 AND alerts_on = 1 ORDER BY created_at ASC, id ASC",
    )
    .bind(coach_id)
    .fetch_all(&db.pool)
    .await
}

/// Claims the coach's digest of `today`: false when one was already sent that day (by this
/// instance or another).
pub async fn claim_digest(
    conn: &mut AnyConnection,
    coach_id: &str,
    today: &str,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query(
        "INSERT INTO saved_search_digests (coach_id, sent_on, sent_at) VALUES ($1, $2, $3)
         ON CONFLICT (coach_id) DO UPDATE SET sent_on = excluded.sent_on, sent_at = excluded.sent_at
         WHERE saved_search_digests.sent_on <> excluded.sent_on",
    )
    .bind(coach_id)
    .bind(today)
    .bind(now_ms)
    .execute(&mut *conn)
    .await?
    .rows_affected()
        == 1)
}

/// Builds `INSERT … SELECT` of a search's matches (see `athletes::fill_matches`).
pub(super) fn fill_head(qb: &mut QueryBuilder<'_, Any>, search_id: &str, now_ms: i64) {
    qb.push("INSERT INTO saved_search_matches (search_id, athlete_id, matched_at) SELECT ")
        .push_bind(search_id.to_owned())
        .push(", p.id, COALESCE(p.listed_at, ")
        .push_bind(now_ms)
        .push(")");
}
