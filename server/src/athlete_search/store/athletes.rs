//! Athlete search over the profiles shown to coaches: the SQL form of a checked
//! `athlete_search::rules::AthleteSearch`, the count and the page. It reads `profiles` (kept
//! by the profile domain, with the searchable bests kept by `performance::store`) and writes
//! nothing.

use sqlx::{Any, QueryBuilder};

use crate::{
    athlete_search::rules::{AthleteSearch, Range, Sort},
    db::{self, Db},
    workspace::store::SHOWN_TO_COACHES,
};

/// What a coach sees of an athlete in search results; no contact, birth or parent data.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct AthleteCard {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub squad: Option<String>,
    pub weight_class: Option<String>,
    pub side: Option<String>,
    /// 0/1
    pub coxswain: i64,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub best_2k_tenths: Option<i64>,
    pub best_6k_tenths: Option<i64>,
    /// The fastest 2k a club coach attested.
    pub verified_2k_tenths: Option<i64>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub home_state: Option<String>,
    /// JSON array of division names.
    pub target_divisions: String,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub act_score: Option<i64>,
    pub headline: Option<String>,
    pub updated_at: i64,
}

const CARD_COLUMNS: &str = "p.id, p.full_name, p.grad_year, p.squad, p.weight_class, p.side, p.coxswain,
    p.height_feet, p.height_inches, p.best_2k_tenths, p.best_6k_tenths, p.verified_2k_tenths, p.high_school, p.club_team, p.home_state,
    p.target_divisions, p.gpa, p.sat_score, p.act_score, p.headline, p.updated_at";

fn range(qb: &mut QueryBuilder<'_, Any>, column: &str, range: Range<i64>) {
    if let Some(min) = range.min {
        qb.push(format!(" AND {column} >= ")).push_bind(min);
    }
    if let Some(max) = range.max {
        qb.push(format!(" AND {column} <= ")).push_bind(max);
    }
}

/// `FROM … WHERE …` of the search: athletes shown to coaches that match every filter, and (for
/// "new since your last look") listed after `listed_after`.
fn push_matching(qb: &mut QueryBuilder<'_, Any>, search: &AthleteSearch, listed_after: Option<i64>) {
    qb.push(" FROM profiles p WHERE ");
    qb.push(SHOWN_TO_COACHES);
    if !search.grad_years.is_empty() {
        qb.push(" AND p.grad_year IN (");
        let mut list = qb.separated(", ");
        for year in &search.grad_years {
            list.push_bind(*year);
        }
        qb.push(")");
    }
    if let Some(squad) = search.squad {
        qb.push(" AND p.squad = ").push_bind(squad.as_str());
    }
    if let Some(class) = search.weight_class {
        qb.push(" AND p.weight_class = ").push_bind(class.as_str());
    }
    if let Some(side) = search.side {
        qb.push(" AND p.side = ").push_bind(side.as_str());
    }
    if let Some(coxswain) = search.coxswain {
        qb.push(" AND p.coxswain = ").push_bind(i64::from(coxswain));
    }
    if search.verified_only {
        qb.push(" AND p.verified_2k_tenths IS NOT NULL");
        range(qb, "p.verified_2k_tenths", search.best_2k);
    } else {
        range(qb, "p.best_2k_tenths", search.best_2k);
    }
    range(qb, "p.best_6k_tenths", search.best_6k);
    range(qb, "(p.height_feet * 12 + COALESCE(p.height_inches, 0))", search.height);
    if let Some(gpa) = search.min_gpa {
        qb.push(" AND p.gpa >= ").push_bind(gpa);
    }
    if let Some(sat) = search.min_sat {
        qb.push(" AND p.sat_score >= ").push_bind(sat);
    }
    if let Some(act) = search.min_act {
        qb.push(" AND p.act_score >= ").push_bind(act);
    }
    if !search.states.is_empty() {
        qb.push(" AND p.home_state IN (");
        let mut list = qb.separated(", ");
        for state in &search.states {
            list.push_bind(state.clone());
        }
        qb.push(")");
    }
    if let Some(division) = search.division {
        // Divisions are stored as a JSON list of quoted names.
        qb.push(" AND p.target_divisions LIKE ")
            .push_bind(format!("%\"{}\"%", db::escape_like(division.as_str())))
            .push(" ESCAPE '\\'");
    }
    if let Some(text) = &search.text {
        let pattern = format!("%{}%", db::escape_like(text));
        qb.push(" AND (LOWER(p.full_name) LIKE ")
            .push_bind(pattern.clone())
            .push(" ESCAPE '\\' OR LOWER(p.high_school) LIKE ")
            .push_bind(pattern.clone())
            .push(" ESCAPE '\\' OR LOWER(p.club_team) LIKE ")
            .push_bind(pattern)
            .push(" ESCAPE '\\')");
    }
    if let Some(after) = listed_after {
        qb.push(" AND p.listed_at > ").push_bind(after);
    }
}

/// How many athletes match (listed after `listed_after`, when given).
pub async fn count(db: &Db, search: &AthleteSearch, listed_after: Option<i64>) -> Result<i64, sqlx::Error> {
    let mut qb = QueryBuilder::new("SELECT COUNT(*)");
    push_matching(&mut qb, search, listed_after);
    let (sql, arguments) = db::built(&mut qb)?;
    sqlx::query_scalar_with(&sql, arguments).fetch_one(&db.pool).await
}

/// The search's page of athletes in its order.
pub async fn page(db: &Db, search: &AthleteSearch) -> Result<Vec<AthleteCard>, sqlx::Error> {
    let mut qb = QueryBuilder::new(format!("SELECT {CARD_COLUMNS}"));
    push_matching(&mut qb, search, None);
    // Missing values sort last, the id keeps pages stable; each order is one of the search
    // indexes (migration 0007) written the same way, so a page walks it instead of sorting.
    qb.push(match search.sort {
        Sort::Best2k if search.verified_only => " ORDER BY p.shown_to_coaches, p.verified_2k_tenths, p.id",
        Sort::Best2k => " ORDER BY p.shown_to_coaches, (p.best_2k_tenths IS NULL), p.best_2k_tenths, p.id",
        Sort::Best6k => " ORDER BY p.shown_to_coaches, (p.best_6k_tenths IS NULL), p.best_6k_tenths, p.id",
        Sort::GradYear => " ORDER BY p.shown_to_coaches, (p.grad_year IS NULL), p.grad_year, p.id",
        Sort::Updated => " ORDER BY p.shown_to_coaches, p.updated_at DESC, p.id",
    });
    qb.push(" LIMIT ")
        .push_bind(search.page_size)
        .push(" OFFSET ")
        .push_bind(search.offset());
    let (sql, arguments) = db::built(&mut qb)?;
    sqlx::query_as_with(&sql, arguments).fetch_all(&db.pool).await
}

/// Records every athlete who matches `search` now as a match of the saved search `search_id`,
/// since they were opened to coaches (or `now_ms`): the starting point the alerts keep up to date
/// as athletes change, so only athletes matching later count as new.
pub async fn fill_matches(db: &Db, search_id: &str, search: &AthleteSearch, now_ms: i64) -> Result<u64, sqlx::Error> {
    let mut qb = QueryBuilder::new("");
    super::alerts::fill_head(&mut qb, search_id, now_ms);
    push_matching(&mut qb, search, None);
    qb.push(" ON CONFLICT (athlete_id, search_id) DO NOTHING");
    let (sql, arguments) = db::built(&mut qb)?;
    Ok(sqlx::query_with(&sql, arguments)
        .execute(&db.pool)
        .await?
        .rows_affected())
}
