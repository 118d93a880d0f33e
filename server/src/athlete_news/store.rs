//! Every statement on `athlete_news`.

use sqlx::{Any, Executor};

use super::rules::{News, NewsKind};
use crate::{db::Db, workspace::store::SHOWN_TO_COACHES};

/// Appends a line of news about the athlete; pass the transaction of the change it reports.
pub async fn record<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    athlete_id: &str,
    news: &News,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO athlete_news (id, athlete_id, kind, summary, created_at) VALUES ($1, $2, $3, $4, $5)")
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(athlete_id)
        .bind(news.kind.as_str())
        .bind(&news.summary)
        .bind(now_ms)
        .execute(executor)
        .await?;
    Ok(())
}

/// A line of the program's feed, with the athlete it is about.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FeedRow {
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    #[sqlx(try_from = "String")]
    pub kind: NewsKind,
    pub summary: String,
    pub created_at: i64,
}

/// The newest news since `since_ms` of the athletes on the program's board, only of athletes
/// shown to coaches now (a hidden or withdrawn athlete's news is never read).
pub async fn program_feed(db: &Db, school_id: &str, since_ms: i64, limit: i64) -> Result<Vec<FeedRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT n.athlete_id, p.full_name AS athlete_name, n.kind, n.summary, n.created_at
         FROM athlete_news n
         JOIN watchlist w ON w.athlete_id = n.athlete_id AND w.school_id = $1
         JOIN profiles p ON p.id = n.athlete_id
         WHERE {SHOWN_TO_COACHES} AND n.created_at >= $2
         ORDER BY n.created_at DESC, n.id DESC
         LIMIT $3"
    ))
    .bind(school_id)
    .bind(since_ms)
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// A line of an athlete's own news.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OwnNews {
    pub summary: String,
    pub created_at: i64,
}

/// The athlete's `limit` newest lines of news (for their parents' portal).
pub async fn latest_of(db: &Db, athlete_id: &str, limit: i64) -> Result<Vec<OwnNews>, sqlx::Error> {
    sqlx::query_as(
        "SELECT summary, created_at FROM athlete_news WHERE athlete_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2",
    )
    .bind(athlete_id)
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}
