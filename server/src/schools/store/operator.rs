//! School reads the operator console needs (names for coach matching).

use crate::db::Db;

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct SchoolName {
    pub id: String,
    pub name: String,
}

/// Every school's id and name, by name.
pub async fn names(db: &Db) -> Result<Vec<SchoolName>, sqlx::Error> {
    sqlx::query_as("SELECT id, name FROM schools ORDER BY name")
        .fetch_all(&db.pool)
        .await
}
