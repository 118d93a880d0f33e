//! School reads the operator console needs: names for coach matching and the programs list.

use sqlx::{Any, QueryBuilder};

use crate::db::{self, Db};

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

/// Programs whose search text (name, city, state, conference) matches the `LIKE` pattern, by
/// name, at most `limit`.
pub async fn search_names(db: &Db, pattern: &str, limit: i64) -> Result<Vec<SchoolName>, sqlx::Error> {
    sqlx::query_as("SELECT id, name FROM schools WHERE search_text LIKE $1 ESCAPE '\\' ORDER BY name LIMIT $2")
        .bind(pattern)
        .bind(limit)
        .fetch_all(&db.pool)
        .await
}

/// The programs among `ids` that are in the directory, by name, at most `limit`.
pub async fn names_of(db: &Db, ids: &[String], limit: i64) -> Result<Vec<SchoolName>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(vec![]);
    }
    let mut builder = QueryBuilder::<Any>::new("SELECT id, name FROM schools WHERE id IN (");
    let mut list = builder.separated(", ");
    for id in ids {
        list.push_bind(id.clone());
    }
    builder.push(") ORDER BY name LIMIT ").push_bind(limit);
    let (sql, arguments) = db::built(&mut builder)?;
    sqlx::query_as_with(&sql, arguments).fetch_all(&db.pool).await
}
