//! Storage of saved searches: every SQL statement on `saved_searches`, each scoped by the coach;
//! [`athletes`] runs the search itself.

pub mod alerts;
pub mod athletes;

use crate::db::Db;

/// A coach's saved search; instants in milliseconds.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct SavedSearchRow {
    pub id: String,
    pub name: String,
    pub query: String,
    pub created_at: i64,
    pub last_seen_at: i64,
    /// 0/1: the search's new athletes are emailed in the daily digest.
    pub alerts_on: i64,
}

const COLUMNS: &str = "id, name, query, created_at, last_seen_at, alerts_on";

/// The coach's saved searches, oldest first.
pub async fn list(db: &Db, coach_id: &str) -> Result<Vec<SavedSearchRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM saved_searches WHERE coach_id = $1 ORDER BY created_at ASC, id ASC"
    ))
    .bind(coach_id)
    .fetch_all(&db.pool)
    .await
}

/// The coach's saved search `id`; `None` when the coach has no such search.
pub async fn find(db: &Db, coach_id: &str, id: &str) -> Result<Option<SavedSearchRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM saved_searches WHERE id = $1 AND coach_id = $2"
    ))
    .bind(id)
    .bind(coach_id)
    .fetch_optional(&db.pool)
    .await
}

/// Saves a search unless the coach already holds `limit` (no limit: `None`); `None` when full.
pub async fn insert_within(
    db: &Db,
    coach_id: &str,
    name: &str,
    query: &str,
    limit: Option<u32>,
    now_ms: i64,
) -> Result<Option<SavedSearchRow>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let held: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM saved_searches WHERE coach_id = $1")
        .bind(coach_id)
        .fetch_one(&mut *tx)
        .await?;
    if !crate::plans::rules::within(limit, held) {
        return Ok(None);
    }
    let row = sqlx::query_as(&format!(
        "INSERT INTO saved_searches (id, coach_id, name, query, created_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5, $5) RETURNING {COLUMNS}"
    ))
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(coach_id)
    .bind(name)
    .bind(query)
    .bind(now_ms)
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(row))
}

/// Deletes the coach's saved search; false when the coach has no such search.
pub async fn delete(db: &Db, coach_id: &str, id: &str) -> Result<bool, sqlx::Error> {
    Ok(
        sqlx::query("DELETE FROM saved_searches WHERE id = $1 AND coach_id = $2")
            .bind(id)
            .bind(coach_id)
            .execute(&db.pool)
            .await?
            .rows_affected()
            == 1,
    )
}

/// Marks the coach's last look at a saved search; `None` when the coach has no such search.
pub async fn mark_seen(db: &Db, coach_id: &str, id: &str, now_ms: i64) -> Result<Option<SavedSearchRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "UPDATE saved_searches SET last_seen_at = $1 WHERE id = $2 AND coach_id = $3 RETURNING {COLUMNS}"
    ))
    .bind(now_ms)
    .bind(id)
    .bind(coach_id)
    .fetch_optional(&db.pool)
    .await
}
