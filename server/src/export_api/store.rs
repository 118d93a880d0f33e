//! Every statement on `api_tokens`. A token is found by its secret's hash, and listed or revoked
//! by its owner's id together with its own, so no one reaches another's token by its id.

use sqlx::{Any, AnyConnection, Executor};

use crate::db::Db;

/// A stored token; times in milliseconds.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TokenRow {
    pub id: String,
    pub user_id: String,
    pub name: String,
    pub prefix: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

const COLUMNS: &str = "id, user_id, name, prefix, created_at, last_used_at";

/// What a new token stores: never the secret, only its hash.
pub struct NewToken<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub name: &'a str,
    pub token_hash: &'a str,
    pub prefix: &'a str,
    pub now_ms: i64,
}

pub async fn insert(conn: &mut AnyConnection, new: &NewToken<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO api_tokens (id, user_id, name, token_hash, prefix, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(new.id)
    .bind(new.user_id)
    .bind(new.name)
    .bind(new.token_hash)
    .bind(new.prefix)
    .bind(new.now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// How many tokens the user holds.
pub async fn count_of_user<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM api_tokens WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(executor)
        .await
}

/// The user's tokens, the oldest first.
pub async fn of_user(db: &Db, user_id: &str) -> Result<Vec<TokenRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM api_tokens WHERE user_id = $1 ORDER BY created_at, id"
    ))
    .bind(user_id)
    .fetch_all(&db.pool)
    .await
}

/// The token whose secret hashes to `token_hash`.
pub async fn by_hash(db: &Db, token_hash: &str) -> Result<Option<TokenRow>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM api_tokens WHERE token_hash = $1"))
        .bind(token_hash)
        .fetch_optional(&db.pool)
        .await
}

/// Revokes one of the user's tokens; false when the user has no such token.
pub async fn delete_own(db: &Db, user_id: &str, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM api_tokens WHERE id = $1 AND user_id = $2")
        .bind(id)
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Marks the token used at `now_ms`, unless a request since `not_before` already did.
pub async fn touch(db: &Db, id: &str, now_ms: i64, not_before: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE api_tokens SET last_used_at = $1 WHERE id = $2 AND (last_used_at IS NULL OR last_used_at < $3)",
    )
    .bind(now_ms)
    .bind(id)
    .bind(not_before)
    .execute(&db.pool)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A private in-memory database with the schema and one user (one connection, kept open).
    async fn db_with_user(id: &str) -> Db {
        sqlx::any::install_default_drivers();
        let pool = sqlx::any::AnyPoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            .connect("sqlite::memory:")
            .await
            .unwrap();
        let db = Db::from_pool(pool, crate::db::Backend::Sqlite);
        db.migrate().await.unwrap();
        sqlx::query("INSERT INTO users (id, email, password_hash, role, created_at, updated_at) VALUES ($1, $2, 'x', 'student', 0, 0)")
            .bind(id)
            .bind(format!("{id}@example.com"))
            .execute(&db.pool)
            .await
            .unwrap();
        db
    }

    #[tokio::test]
    async fn tokens_are_found_by_hash_and_revoked_only_by_their_owner() {
        let db = db_with_user("u1").await;
        let mut conn = db.pool.acquire().await.unwrap();
        let new = NewToken {
            id: "t1",
            user_id: "u1",
            name: "Sheet",
            token_hash: "hash1",
            prefix: "rr_abcdefgh",
            now_ms: 10,
        };
        insert(&mut conn, &new).await.unwrap();
        drop(conn);
        assert_eq!(count_of_user(&db.pool, "u1").await.unwrap(), 1);
        let found = by_hash(&db, "hash1").await.unwrap().unwrap();
        assert_eq!((found.id.as_str(), found.last_used_at), ("t1", None));
        assert!(by_hash(&db, "other").await.unwrap().is_none());

        touch(&db, "t1", 100, 100 - 60_000).await.unwrap();
        touch(&db, "t1", 200, 200 - 60_000).await.unwrap();
        assert_eq!(by_hash(&db, "hash1").await.unwrap().unwrap().last_used_at, Some(100));

        assert!(!delete_own(&db, "u2", "t1").await.unwrap());
        assert!(delete_own(&db, "u1", "t1").await.unwrap());
        assert!(of_user(&db, "u1").await.unwrap().is_empty());
    }
}
