//! Storage of the college programs, saved schools and program page views: the only SQL on
//! `schools`, `schools_version`, `saved_schools` and `program_page_views`. The search itself reads
//! no SQL: it is answered from `index`, which loads every program through `indexed`.

mod account;
pub use account::*;

pub mod operator;
pub mod page_views;

use std::collections::HashSet;

use sqlx::AnyConnection;

use super::import::SchoolRecord;
use crate::db::Db;

/// A program as stored, with whether the reading user saved it.
#[derive(Clone, Debug, PartialEq)]
pub struct School {
    pub id: String,
    pub name: String,
    pub city: Option<String>,
    pub state: Option<String>,
    pub division: Option<String>,
    pub conference: Option<String>,
    /// Each squad: known to exist, known not to, or not reported.
    pub womens: Option<bool>,
    pub mens: Option<bool>,
    pub womens_lightweight: Option<bool>,
    pub mens_lightweight: Option<bool>,
    pub enrollment: Option<i64>,
    pub founded: Option<i64>,
    pub saved: bool,
}

/// One program with its venue, sources and the reading user's notes.
#[derive(Clone, Debug, PartialEq)]
pub struct SchoolDetail {
    pub school: School,
    pub venue: Option<String>,
    /// The source pages, separated by ` | `.
    pub source: String,
    pub notes: Option<String>,
    /// Milliseconds; `None` when not saved.
    pub saved_at: Option<i64>,
}

/// A program as the search index holds it: what a search result shows (never saved) and the
/// text the search words are matched in.
#[derive(Clone, Debug, PartialEq)]
pub struct IndexedSchool {
    pub school: School,
    pub search_text: String,
}

/// A school on a user's list.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedSchool {
    pub school: School,
    pub notes: Option<String>,
    /// Milliseconds.
    pub saved_at: i64,
}

/// The flags are 0/1 integers in the table (the `Any` driver cannot decode SQLite booleans).
#[derive(sqlx::FromRow)]
struct SchoolRow {
    id: String,
    name: String,
    city: Option<String>,
    state: Option<String>,
    division: Option<String>,
    conference: Option<String>,
    womens: Option<i64>,
    mens: Option<i64>,
    womens_lightweight: Option<i64>,
    mens_lightweight: Option<i64>,
    enrollment: Option<i64>,
    founded: Option<i64>,
    saved: i64,
}

impl From<SchoolRow> for School {
    fn from(row: SchoolRow) -> Self {
        let flag = |value: Option<i64>| value.map(|v| v != 0);
        School {
            id: row.id,
            name: row.name,
            city: row.city,
            state: row.state,
            division: row.division,
            conference: row.conference,
            womens: flag(row.womens),
            mens: flag(row.mens),
            womens_lightweight: flag(row.womens_lightweight),
            mens_lightweight: flag(row.mens_lightweight),
            enrollment: row.enrollment,
            founded: row.founded,
            saved: row.saved != 0,
        }
    }
}

#[derive(sqlx::FromRow)]
struct DetailRow {
    #[sqlx(flatten)]
    school: SchoolRow,
    venue: Option<String>,
    source: String,
    notes: Option<String>,
    saved_at: Option<i64>,
}

#[derive(sqlx::FromRow)]
struct IndexRow {
    #[sqlx(flatten)]
    school: SchoolRow,
    search_text: String,
}

#[derive(sqlx::FromRow)]
struct SavedRow {
    #[sqlx(flatten)]
    school: SchoolRow,
    notes: Option<String>,
    saved_at: i64,
}

/// The columns of `SchoolRow` but `saved`.
const SCHOOL_COLUMNS: &str = "s.id, s.name, s.city, s.state, s.division, s.conference, s.womens, s.mens, \
    s.womens_lightweight, s.mens_lightweight, s.enrollment, s.founded";

/// The version of the programs, which every import adds one to.
pub async fn version(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT version FROM schools_version WHERE id = 1")
        .fetch_one(&db.pool)
        .await
}

/// Every program, for the search index.
pub async fn indexed(db: &Db) -> Result<Vec<IndexedSchool>, sqlx::Error> {
    let rows: Vec<IndexRow> = sqlx::query_as(&format!(
        "SELECT {SCHOOL_COLUMNS}, s.search_text, CAST(0 AS BIGINT) AS saved FROM schools s"
    ))
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| IndexedSchool {
            school: r.school.into(),
            search_text: r.search_text,
        })
        .collect())
}

/// The ids of the schools the user saved.
pub async fn saved_ids(db: &Db, user_id: &str) -> Result<HashSet<String>, sqlx::Error> {
    let ids: Vec<String> = sqlx::query_scalar("SELECT school_id FROM saved_schools WHERE user_id = $1")
        .bind(user_id)
        .fetch_all(&db.pool)
        .await?;
    Ok(ids.into_iter().collect())
}

/// One program with `user_id`'s notes on it.
pub async fn detail(db: &Db, id: &str, user_id: &str) -> Result<Option<SchoolDetail>, sqlx::Error> {
    let row: Option<DetailRow> = sqlx::query_as(&format!(
        "SELECT {SCHOOL_COLUMNS}, s.venue, s.source, CAST(CASE WHEN v.user_id IS NULL THEN 0 ELSE 1 END AS BIGINT) AS saved,
            v.notes, v.created_at AS saved_at
         FROM schools s LEFT JOIN saved_schools v ON v.school_id = s.id AND v.user_id = $2 WHERE s.id = $1"
    ))
    .bind(id)
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.map(|r| SchoolDetail {
        school: r.school.into(),
        venue: r.venue,
        source: r.source,
        notes: r.notes,
        saved_at: r.saved_at,
    }))
}

pub async fn exists(db: &Db, id: &str) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM schools WHERE id = $1")
        .bind(id)
        .fetch_one(&db.pool)
        .await?;
    Ok(n > 0)
}

/// The school's name, when `id` is in the directory.
pub async fn name_of(db: &Db, id: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT name FROM schools WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await
}

/// Whether the user saved the school.
pub async fn is_saved(db: &Db, user_id: &str, id: &str) -> Result<bool, sqlx::Error> {
    let found: Option<i64> = sqlx::query_scalar("SELECT 1 FROM saved_schools WHERE user_id = $1 AND school_id = $2")
        .bind(user_id)
        .bind(id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(found.is_some())
}

/// Puts the school on the user's list, or replaces the notes of a saved one.
pub async fn save(db: &Db, user_id: &str, id: &str, notes: Option<&str>, now_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO saved_schools (user_id, school_id, notes, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (user_id, school_id) DO UPDATE SET notes = excluded.notes, updated_at = excluded.updated_at",
    )
    .bind(user_id)
    .bind(id)
    .bind(notes)
    .bind(now_ms)
    .execute(&db.pool)
    .await?;
    db.changes.user_changed(user_id);
    Ok(())
}

pub async fn unsave(db: &Db, user_id: &str, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM saved_schools WHERE user_id = $1 AND school_id = $2")
        .bind(user_id)
        .bind(id)
        .execute(&db.pool)
        .await?;
    db.changes.user_changed(user_id);
    Ok(())
}

/// The user's saved schools, newest first.
pub async fn saved_by(db: &Db, user_id: &str) -> Result<Vec<SavedSchool>, sqlx::Error> {
    let rows: Vec<SavedRow> = sqlx::query_as(&format!(
        "SELECT {SCHOOL_COLUMNS}, CAST(1 AS BIGINT) AS saved, v.notes, v.created_at AS saved_at
         FROM saved_schools v JOIN schools s ON s.id = v.school_id
         WHERE v.user_id = $1 ORDER BY v.created_at DESC, s.name"
    ))
    .bind(user_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| SavedSchool {
            school: r.school.into(),
            notes: r.notes,
            saved_at: r.saved_at,
        })
        .collect())
}

/// How many programs the database holds.
pub async fn count(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM schools")
        .fetch_one(&db.pool)
        .await
}

/// The ids of every program (inside the import's transaction).
pub async fn ids(conn: &mut AnyConnection) -> Result<HashSet<String>, sqlx::Error> {
    let ids: Vec<String> = sqlx::query_scalar("SELECT id FROM schools").fetch_all(conn).await?;
    Ok(ids.into_iter().collect())
}

/// Inserts the program, or updates it in place when its id exists.
pub async fn upsert(conn: &mut AnyConnection, r: &SchoolRecord, now_ms: i64) -> Result<(), sqlx::Error> {
    let as_int = |flag: Option<bool>| flag.map(i64::from);
    sqlx::query(
        "INSERT INTO schools (id, name, city, state, division, conference, womens, mens, womens_lightweight,
            mens_lightweight, founded, enrollment, venue, source, search_text, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, city = excluded.city, state = excluded.state,
            division = excluded.division, conference = excluded.conference, womens = excluded.womens,
            mens = excluded.mens, womens_lightweight = excluded.womens_lightweight,
            mens_lightweight = excluded.mens_lightweight, founded = excluded.founded,
            enrollment = excluded.enrollment, venue = excluded.venue, source = excluded.source,
            search_text = excluded.search_text, updated_at = excluded.updated_at",
    )
    .bind(&r.id)
    .bind(&r.name)
    .bind(&r.city)
    .bind(&r.state)
    .bind(&r.division)
    .bind(&r.conference)
    .bind(as_int(r.womens))
    .bind(as_int(r.mens))
    .bind(as_int(r.womens_lightweight))
    .bind(as_int(r.mens_lightweight))
    .bind(r.founded)
    .bind(r.enrollment)
    .bind(&r.venue)
    .bind(&r.source)
    .bind(r.search_text())
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Adds one to the programs' version (inside the import's transaction) and returns the new one.
pub async fn bump_version(conn: &mut AnyConnection) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("UPDATE schools_version SET version = version + 1 WHERE id = 1 RETURNING version")
        .fetch_one(conn)
        .await
}

/// PostgreSQL only: `NOTIFY` on `channel`, inside the import's transaction, so that it is
/// delivered when (and only if) the import commits.
pub async fn notify(conn: &mut AnyConnection, channel: &str, payload: &str) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(channel)
        .bind(payload)
        .execute(conn)
        .await?;
    Ok(())
}

/// Removes the program unless someone saved it; true when it was removed.
pub async fn delete_unless_saved(conn: &mut AnyConnection, id: &str) -> Result<bool, sqlx::Error> {
    let removed = sqlx::query(
        "DELETE FROM schools WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM saved_schools WHERE school_id = $1)",
    )
    .bind(id)
    .execute(conn)
    .await?
    .rows_affected();
    Ok(removed == 1)
}

#[cfg(test)]
mod tests;
