//! Storage of the `waitlist` table, the only place with its SQL.

use std::collections::BTreeMap;

use super::rules::{NewEntry, WaitlistSearch};
use crate::db::{self, Db};

/// One waitlist row as stored (`metadata` is JSON text, `created_at` milliseconds).
#[derive(Debug, sqlx::FromRow)]
pub struct WaitlistRecord {
    pub id: String,
    pub email: String,
    pub source: String,
    pub referrer: Option<String>,
    pub metadata: String,
    pub created_at: i64,
}

const COLUMNS: &str = "id, email, source, referrer, metadata, created_at";

/// Adds a checked entry; `None` when its email is on the waitlist already (emails are unique).
pub async fn insert(db: &Db, entry: &NewEntry) -> Result<Option<WaitlistRecord>, sqlx::Error> {
    let inserted = sqlx::query_as::<_, WaitlistRecord>(&format!(
        "INSERT INTO waitlist ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6) RETURNING {COLUMNS}"
    ))
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(entry.email.as_str())
    .bind(&entry.source)
    .bind(&entry.referrer)
    .bind(entry.metadata.to_string())
    .bind(db::now_ms())
    .fetch_one(&db.pool)
    .await;
    match inserted {
        Ok(record) => Ok(Some(record)),
        Err(e) if db::is_unique_violation(&e) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Newest first, filtered by part of the email.
pub async fn search(db: &Db, search: &WaitlistSearch) -> Result<Vec<WaitlistRecord>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM waitlist
         WHERE ($1 IS NULL OR email LIKE $1 ESCAPE '\\') ORDER BY created_at DESC, id DESC LIMIT $2"
    ))
    .bind(&search.pattern)
    .bind(search.limit)
    .fetch_all(&db.pool)
    .await
}

/// Takes `email` (any case) off the waitlist: an erased account's address is not kept here either.
pub async fn forget(conn: &mut sqlx::AnyConnection, email: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM waitlist WHERE LOWER(email) = LOWER($1)")
        .bind(email)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether `email` (stored form) is on the waitlist.
pub async fn contains(db: &Db, email: &str) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM waitlist WHERE email = $1")
        .bind(email)
        .fetch_one(&db.pool)
        .await?;
    Ok(n > 0)
}

/// Every entry.
pub async fn count(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM waitlist")
        .fetch_one(&db.pool)
        .await
}

/// Entries created at or after `since_ms`.
pub async fn count_since(db: &Db, since_ms: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM waitlist WHERE created_at >= $1")
        .bind(since_ms)
        .fetch_one(&db.pool)
        .await
}

#[derive(sqlx::FromRow)]
struct SourceCount {
    source: String,
    n: i64,
}

/// The number of entries of each source.
pub async fn count_by_source(db: &Db) -> Result<BTreeMap<String, i64>, sqlx::Error> {
    let rows: Vec<SourceCount> = sqlx::query_as("SELECT source, COUNT(*) AS n FROM waitlist GROUP BY source")
        .fetch_all(&db.pool)
        .await?;
    Ok(rows.into_iter().map(|r| (r.source, r.n)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::waitlist::rules::{new_entry, JoinInput};

    async fn fresh_db(dir: &tempfile::TempDir) -> Db {
        let url = format!("sqlite://{}/waitlist.db?mode=rwc", dir.path().display());
        let db = Db::connect(&url).await.unwrap();
        db.migrate().await.unwrap();
        db
    }

    fn entry(email: &str, source: &str) -> NewEntry {
        let input = JoinInput {
            email: Some(email.into()),
            source: Some(source.into()),
            referrer: None,
            metadata: serde_json::Map::new(),
            user_agent: None,
        };
        new_entry(input, 0).unwrap()
    }

    #[tokio::test]
    async fn entries_are_stored_once_and_searched_literally() {
        let dir = tempfile::tempdir().unwrap();
        let db = fresh_db(&dir).await;
        let saved = insert(&db, &entry("a_b@x.co", "landing")).await.unwrap().unwrap();
        assert_eq!((saved.email.as_str(), saved.source.as_str()), ("a_b@x.co", "landing"));
        assert!(insert(&db, &entry("A_B@x.co", "landing")).await.unwrap().is_none());
        insert(&db, &entry("axb@x.co", "coming_soon_page"))
            .await
            .unwrap()
            .unwrap();

        // `_` is a wildcard in LIKE: the search pattern escapes it.
        let found = search(&db, &WaitlistSearch::new(Some("a_b"), None)).await.unwrap();
        assert_eq!(found.iter().map(|r| r.email.as_str()).collect::<Vec<_>>(), ["a_b@x.co"]);
        assert_eq!(search(&db, &WaitlistSearch::everything()).await.unwrap().len(), 2);
        assert_eq!(search(&db, &WaitlistSearch::new(None, Some(1))).await.unwrap().len(), 1);

        assert!(contains(&db, "axb@x.co").await.unwrap());
        assert_eq!(count(&db).await.unwrap(), 2);
        assert_eq!(count_since(&db, i64::MAX).await.unwrap(), 0);
        let by_source = count_by_source(&db).await.unwrap();
        assert_eq!(
            by_source,
            BTreeMap::from([("coming_soon_page".into(), 1), ("landing".into(), 1)])
        );
        db.close().await;
    }
}
