//! Storage of athlete profiles: the only SQL on the `profiles` table.

mod account;
pub use account::*;

use std::sync::LazyLock;

use sqlx::FromRow;

use crate::athlete_news::rules::ProfileFacts;
use crate::{
    db::{is_contention, Db, SqlValue},
    performance::{self, best_of, rules::Piece, store::best_test_sql, Bests, LoggedBest},
};

use super::rules::{ValidProfile, Visibility};

/// SQL condition: coaches may reach the account whose id is `user_id` (a column) at all, whatever
/// its profile's visibility: not a minor waiting for a parent's consent, not disabled, not frozen,
/// no parent withdrew coach communications. The view `users_reachable_by_coaches` (migration
/// 0022) holds the rule, and [`SHOWN_TO_COACHES`] is built on it; club rosters, which may hold
/// private profiles, filter with this.
pub fn reachable_by_coaches(user_id: &str) -> String {
    format!(
        "EXISTS (SELECT 1 FROM users_reachable_by_coaches reach WHERE reach.id = {user_id} AND reach.reachable = 1)"
    )
}

/// A stored profile; erg times in tenths of a second, `updated_at` in milliseconds.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct ProfileRow {
    pub id: String,
    pub email: String,
    pub user_role: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub weight: Option<i64>,
    pub erg_2k_tenths: Option<i64>,
    pub erg_6k_tenths: Option<i64>,
    pub hometown: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub bio: Option<String>,
    pub squad: Option<String>,
    pub weight_class: Option<String>,
    pub side: Option<String>,
    pub discipline: Option<String>,
    /// 0/1
    pub coxswain: i64,
    pub wingspan_inches: Option<i64>,
    pub seasons_rowed: Option<i64>,
    pub club_coach_name: Option<String>,
    /// JSON array of division names.
    pub target_divisions: String,
    pub intended_major: Option<String>,
    pub act_score: Option<i64>,
    pub boats_coxed: Option<String>,
    /// JSON array of URLs.
    pub cox_links: String,
    pub headline: Option<String>,
    /// JSON array of `{label, url}`.
    pub links: String,
    #[sqlx(try_from = "String")]
    pub visibility: Visibility,
    /// When the share link was made; null while it is off (only the token's hash is stored).
    pub share_created_at: Option<i64>,
    pub home_state: Option<String>,
    pub updated_at: i64,
}

const COLUMNS: &str = "id, email, user_role, full_name, grad_year, gpa, sat_score, height_feet, height_inches, weight,
    erg_2k_tenths, erg_6k_tenths, hometown, high_school, club_team, bio, squad, weight_class, side, discipline,
    coxswain, wingspan_inches, seasons_rowed, club_coach_name, target_divisions, intended_major, act_score,
    boats_coxed, cox_links, headline, links, visibility, share_created_at, home_state, updated_at";

/// The user's profile, if it exists.
pub async fn find(db: &Db, user_id: &str) -> Result<Option<ProfileRow>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM profiles WHERE id = $1"))
        .bind(user_id)
        .fetch_optional(&db.pool)
        .await
}

/// The profile facts whose change is news to coaches following the athlete, while the athlete is
/// shown to coaches (`None` otherwise: nobody follows a hidden athlete, so nothing is news).
pub async fn news_facts(db: &Db, user_id: &str) -> Result<Option<ProfileFacts>, sqlx::Error> {
    type Row = (
        Option<i64>,
        Option<i64>,
        Option<i64>,
        Option<i64>,
        Option<i64>,
        Option<i64>,
    );
    let row: Option<Row> = sqlx::query_as(
        "SELECT grad_year, height_feet, height_inches, weight, sat_score, act_score FROM profiles
         WHERE id = $1 AND shown_to_coaches = 1",
    )
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.map(|(grad_year, feet, inches, weight, sat, act)| ProfileFacts {
        grad_year,
        height_inches: height_in_inches(feet, inches),
        weight,
        sat,
        act,
    }))
}

/// The same facts of a saved row.
pub fn facts_of(row: &ProfileRow) -> ProfileFacts {
    ProfileFacts {
        grad_year: row.grad_year,
        height_inches: height_in_inches(row.height_feet, row.height_inches),
        weight: row.weight,
        sat: row.sat_score,
        act: row.act_score,
    }
}

fn height_in_inches(feet: Option<i64>, inches: Option<i64>) -> Option<i64> {
    feet.map(|feet| feet * 12 + inches.unwrap_or(0))
}

/// A profile with the fastest 2k and 6k of its log (null when the log has none).
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct ProfileWithBests {
    #[sqlx(flatten)]
    pub row: ProfileRow,
    pub log_2k_tenths: Option<i64>,
    pub log_2k_date: Option<String>,
    pub log_2k_code: Option<String>,
    pub log_6k_tenths: Option<i64>,
    pub log_6k_date: Option<String>,
    pub log_6k_code: Option<String>,
}

impl ProfileWithBests {
    pub fn logged_2k(&self) -> Option<LoggedBest<'_>> {
        logged(
            self.log_2k_tenths,
            self.log_2k_date.as_deref(),
            self.log_2k_code.is_some(),
        )
    }

    pub fn logged_6k(&self) -> Option<LoggedBest<'_>> {
        logged(
            self.log_6k_tenths,
            self.log_6k_date.as_deref(),
            self.log_6k_code.is_some(),
        )
    }

    /// The best 2k and 6k: the log's fastest, or else the profile's own figure.
    pub fn bests(&self) -> Bests {
        Bests {
            m2000: best_of(self.logged_2k(), self.row.erg_2k_tenths),
            m6000: best_of(self.logged_6k(), self.row.erg_6k_tenths),
        }
    }
}

fn logged(tenths: Option<i64>, date: Option<&str>, verification_code_provided: bool) -> Option<LoggedBest<'_>> {
    Some(LoggedBest {
        tenths: tenths?,
        date: date?,
        verification_code_provided,
    })
}

/// The user's profile with its log's bests, in one query.
pub async fn find_with_bests(db: &Db, user_id: &str) -> Result<Option<ProfileWithBests>, sqlx::Error> {
    db.read_optional(&WITH_BESTS, &with_bests_params(user_id)).await
}

/// The profile whose share link's token has the hash `token_hash` (visible or not: the caller
/// checks), with its log's bests, in one query.
pub async fn find_with_bests_by_share_hash(db: &Db, token_hash: &str) -> Result<Option<ProfileWithBests>, sqlx::Error> {
    db.read_optional(&WITH_BESTS_BY_SHARE_HASH, &with_bests_params(token_hash))
        .await
}

/// The query of [`find_with_bests`], whose parameters are [`with_bests_params`].
static WITH_BESTS: LazyLock<String> = LazyLock::new(|| with_bests_sql("id"));
static WITH_BESTS_BY_SHARE_HASH: LazyLock<String> = LazyLock::new(|| with_bests_sql("share_token_hash"));

/// A profile picked by `key = $1` (a unique column) with the fastest 2k and 6k of its log.
fn with_bests_sql(key: &str) -> String {
    const BEST: &str = "tenths, test_date, verification_code";
    // The bests are joined tables, which cannot read the outer row: they name the user directly.
    let user = match key {
        "id" => "$1".to_owned(),
        _ => format!("(SELECT id FROM profiles WHERE {key} = $1)"),
    };
    format!(
        "SELECT {COLUMNS},
            b2.tenths AS log_2k_tenths, b2.test_date AS log_2k_date, b2.verification_code AS log_2k_code,
            b6.tenths AS log_6k_tenths, b6.test_date AS log_6k_date, b6.verification_code AS log_6k_code
         FROM profiles LEFT JOIN ({}) b2 ON 1 = 1 LEFT JOIN ({}) b6 ON 1 = 1
         WHERE {key} = $1",
        best_test_sql(BEST, &user, "$2"),
        best_test_sql(BEST, &user, "$3"),
    )
}

/// `$1` the profile's key, `$2` and `$3` the pieces of the bests.
fn with_bests_params(key: &str) -> [SqlValue<'_>; 3] {
    [key.into(), Piece::M2000.as_str().into(), Piece::M6000.as_str().into()]
}

/// The editable fields' stored JSON (lists), which the values of [`editable`] borrow.
struct EncodedLists {
    target_divisions: String,
    cox_links: String,
    links: String,
}

/// The columns a save writes (but `visibility`, kept when the save leaves it out), with the
/// values it gives them.
fn editable<'a>(valid: &'a ValidProfile, lists: &'a EncodedLists) -> [(&'static str, SqlValue<'a>); 29] {
    [
        ("full_name", valid.full_name.as_str().into()),
        ("grad_year", valid.grad_year.into()),
        ("gpa", valid.gpa.into()),
        ("sat_score", valid.sat_score.into()),
        ("height_feet", valid.height_feet.into()),
        ("height_inches", valid.height_inches.into()),
        ("weight", valid.weight.into()),
        (ERG_2K, valid.erg_2k_tenths.into()),
        (ERG_6K, valid.erg_6k_tenths.into()),
        ("hometown", (&valid.hometown).into()),
        ("high_school", (&valid.high_school).into()),
        ("club_team", (&valid.club_team).into()),
        ("bio", (&valid.bio).into()),
        ("squad", valid.squad.map(|v| v.as_str()).into()),
        ("weight_class", valid.weight_class.map(|v| v.as_str()).into()),
        ("side", valid.side.map(|v| v.as_str()).into()),
        ("discipline", valid.discipline.map(|v| v.as_str()).into()),
        ("coxswain", i64::from(valid.coxswain).into()),
        ("wingspan_inches", valid.wingspan_inches.into()),
        ("seasons_rowed", valid.seasons_rowed.into()),
        ("club_coach_name", (&valid.club_coach_name).into()),
        ("target_divisions", lists.target_divisions.as_str().into()),
        ("intended_major", (&valid.intended_major).into()),
        ("act_score", valid.act_score.into()),
        ("boats_coxed", (&valid.boats_coxed).into()),
        ("cox_links", lists.cox_links.as_str().into()),
        ("headline", (&valid.headline).into()),
        ("links", lists.links.as_str().into()),
        ("home_state", (&valid.home_state).into()),
    ]
}

const ERG_2K: &str = "erg_2k_tenths";
const ERG_6K: &str = "erg_6k_tenths";

/// Saves the user's profile: its editable fields, `updated_at`, and what follows from them (the
/// searchable bests, see `performance::store::refresh_bests`; `listed_at` when it leaves `private`, which coaches'
/// saved searches count as new). The profile as saved, with its bests; `None` when it does not
/// exist.
///
/// On SQLite only the columns whose value differs from the stored one are written: SQLite
/// rewrites every search index that holds a column a statement sets, same value or not, and a
/// save usually changes a field or two. The stored values are read, the changes written and the
/// profile read back in one transaction on the writing connection, whose page cache holds them.
pub async fn update(
    db: &Db,
    user_id: &str,
    valid: &ValidProfile,
    now_ms: i64,
) -> Result<Option<ProfileWithBests>, sqlx::Error> {
    let lists = EncodedLists {
        target_divisions: json(&valid.target_divisions),
        cox_links: json(&valid.cox_links),
        links: json(&valid.links),
    };
    let columns = editable(valid, &lists);
    let visibility = valid.visibility.map(|v| v.as_str());
    let names: Vec<&str> = columns.iter().map(|(name, _)| *name).collect();
    let read = format!("SELECT visibility, {} FROM profiles WHERE id = $1", names.join(", "));
    let changes_only = db.direct_transaction(|tx| {
        let Some(stored) = tx.read_row(&read, &[user_id.into()])? else {
            return Ok(None);
        };
        let changed_visibility = visibility.filter(|v| !SqlValue::from(*v).matches(&stored.values[0]));
        let changed = columns
            .iter()
            .zip(&stored.values[1..])
            .filter(|((_, value), stored)| !value.matches(stored))
            .map(|(column, _)| *column);
        let (sql, params) = save_statement(changed, changed_visibility, now_ms, user_id);
        tx.execute(&sql, &params)?;
        tx.read_row(&WITH_BESTS, &with_bests_params(user_id))?
            .map(|row| ProfileWithBests::from_row(&row))
            .transpose()
    });
    match changes_only.await {
        // The writing connection could not take SQLite's lock at once: every field, below.
        Some(Err(error)) if is_contention(&error) => {}
        Some(saved) => return saved,
        // PostgreSQL compares the values itself: a row whose indexed columns keep their values
        // is updated without touching its indexes.
        None => {}
    }
    let (sql, params) = save_statement(columns.iter().copied(), visibility, now_ms, user_id);
    if db.write_one(&sql, &params).await? == 0 {
        return Ok(None);
    }
    find_with_bests(db, user_id).await
}

/// The UPDATE of a save that sets `columns`, and `visibility` when given, with its values.
fn save_statement<'a>(
    columns: impl Iterator<Item = (&'static str, SqlValue<'a>)>,
    visibility: Option<&'a str>,
    now_ms: i64,
    user_id: &'a str,
) -> (String, Vec<SqlValue<'a>>) {
    let mut params: Vec<SqlValue> = vec![now_ms.into(), user_id.into()];
    // `updatedAt` moves forward at every save, even two in the same millisecond. Every
    // expression of an UPDATE reads the row as it was: `visibility` is the old one.
    let mut sql =
        String::from("UPDATE profiles SET updated_at = CASE WHEN updated_at < $1 THEN $1 ELSE updated_at + 1 END");
    if let Some(visibility) = visibility {
        params.push(visibility.into());
        let n = params.len();
        sql.push_str(&format!(
            ", visibility = ${n}, listed_at = CASE WHEN visibility = 'private' AND ${n} <> 'private' THEN $1
                ELSE listed_at END"
        ));
    }
    let (mut own_2k, mut own_6k) = (ERG_2K.to_owned(), ERG_6K.to_owned());
    let mut sets_erg = false;
    for (column, value) in columns {
        params.push(value);
        let placeholder = format!("${}", params.len());
        sql.push_str(&format!(", {column} = {placeholder}"));
        match column {
            ERG_2K => (own_2k, sets_erg) = (placeholder, true),
            ERG_6K => (own_6k, sets_erg) = (placeholder, true),
            _ => {}
        }
    }
    if sets_erg {
        sql.push_str(&format!(
            ", {}",
            performance::store::bests_assignments(&own_2k, &own_6k)
        ));
    }
    sql.push_str(" WHERE id = $2");
    (sql, params)
}

fn json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "[]".into())
}

/// Sets the hash of the profile's share link token and when it was made (or, with `None`,
/// turns the link off); the old link stops working.
pub async fn set_share_link(db: &Db, user_id: &str, link: Option<(&str, i64)>) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE profiles SET share_token_hash = $1, share_created_at = $2 WHERE id = $3")
        .bind(link.map(|(hash, _)| hash))
        .bind(link.map(|(_, at)| at))
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// The athlete's recruiting commitment, the program's name and, when the program confirmed it
/// by an offer the athlete accepted, that offer and its class.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CommitmentRow {
    pub commitment_status: String,
    pub committed_school_id: Option<String>,
    pub school_name: Option<String>,
    pub commitment_offer_id: Option<String>,
    pub class_of: Option<i64>,
}

/// The columns of [`CommitmentRow`] for a query joining `profiles p`, `schools cs` on the
/// committed program and `offers co` on the accepted offer ([`COMMITMENT_JOINS`]).
pub const COMMITMENT_COLUMNS: &str = "p.commitment_status, p.committed_school_id, cs.name AS school_name, \
    p.commitment_offer_id, co.class_of";
pub const COMMITMENT_JOINS: &str = "LEFT JOIN schools cs ON cs.id = p.committed_school_id \
    LEFT JOIN offers co ON co.id = p.commitment_offer_id";

pub async fn commitment(db: &Db, user_id: &str) -> Result<Option<CommitmentRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COMMITMENT_COLUMNS} FROM profiles p {COMMITMENT_JOINS} WHERE p.id = $1"
    ))
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await
}

/// How many athletes have a profile, and how many of them recorded a commitment (verbal or
/// signed, confirmed by the program or not), for the public figures.
#[derive(Debug, Clone, Copy, sqlx::FromRow)]
pub struct AthleteCounts {
    pub athletes: i64,
    pub commitments: i64,
}

pub async fn athlete_counts(db: &Db) -> Result<AthleteCounts, sqlx::Error> {
    sqlx::query_as(
        "SELECT COUNT(*) AS athletes,
                COALESCE(SUM(CASE WHEN commitment_status <> $2 THEN 1 ELSE 0 END), 0) AS commitments
         FROM profiles WHERE user_role = $1",
    )
    .bind(crate::auth::store::Role::Student.as_str())
    .bind(super::rules::Commitment::Open.as_str())
    .fetch_one(&db.pool)
    .await
}

pub async fn set_commitment(
    db: &Db,
    user_id: &str,
    status: &str,
    school_id: Option<&str>,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    // A commitment the athlete records is self-reported: it replaces no confirmed one (the
    // route refuses that), so the offer behind a former one goes.
    sqlx::query(
        "UPDATE profiles SET commitment_status = $1, committed_school_id = $2, commitment_offer_id = NULL,
            updated_at = $3 WHERE id = $4",
    )
    .bind(status)
    .bind(school_id)
    .bind(now_ms)
    .bind(user_id)
    .execute(&db.pool)
    .await?;
    Ok(())
}
