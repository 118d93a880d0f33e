//! Saved-school reads that the account dashboard and export need.

use crate::db::Db;

/// How many schools the user saved.
pub async fn saved_count(db: &Db, user_id: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM saved_schools WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(&db.pool)
        .await
}

/// A saved school as the account export lists it.
#[derive(sqlx::FromRow, Debug)]
pub struct SavedForExport {
    pub id: String,
    pub name: String,
    pub notes: Option<String>,
    pub created_at: i64,
}

/// The user's saved schools, oldest first.
pub async fn saved_for_export(db: &Db, user_id: &str) -> Result<Vec<SavedForExport>, sqlx::Error> {
    sqlx::query_as(
        "SELECT s.id, s.name, v.notes, v.created_at FROM saved_schools v JOIN schools s ON s.id = v.school_id
         WHERE v.user_id = $1 ORDER BY v.created_at",
    )
    .bind(user_id)
    .fetch_all(&db.pool)
    .await
}
