//! `program_page_views`: which athletes opened a program's page, one row per athlete, program
//! and UTC day. Read by the coach page as "Athletes Viewing".

use crate::{db::Db, workspace::store::SHOWN_TO_COACHES};

/// Records that `athlete_id` opened the program's page today; a second open the same day adds
/// nothing.
pub async fn record(db: &Db, school_id: &str, athlete_id: &str, today: &str, now_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO program_page_views (school_id, athlete_id, viewed_on, viewed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (school_id, athlete_id, viewed_on) DO NOTHING",
    )
    .bind(school_id)
    .bind(athlete_id)
    .bind(today)
    .bind(now_ms)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// An athlete who opened the program's page, shown to coaches.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Viewer {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    /// yyyy-mm-dd (UTC) of the latest view.
    pub last_viewed_on: String,
}

/// The athletes (shown to coaches) who opened the program's page since `since_ms`, each once.
pub async fn viewer_count(db: &Db, school_id: &str, since_ms: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT COUNT(DISTINCT v.athlete_id) FROM program_page_views v
         JOIN profiles p ON p.id = v.athlete_id JOIN users u ON u.id = v.athlete_id
         WHERE v.school_id = $1 AND v.viewed_at >= $2 AND {SHOWN_TO_COACHES}"
    ))
    .bind(school_id)
    .bind(since_ms)
    .fetch_one(&db.pool)
    .await
}

/// Those athletes, the most recent viewer first, at most `limit`.
pub async fn viewers(db: &Db, school_id: &str, since_ms: i64, limit: i64) -> Result<Vec<Viewer>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT v.athlete_id AS id, p.full_name, p.grad_year, MAX(v.viewed_on) AS last_viewed_on
         FROM program_page_views v
         JOIN profiles p ON p.id = v.athlete_id JOIN users u ON u.id = v.athlete_id
         WHERE v.school_id = $1 AND v.viewed_at >= $2 AND {SHOWN_TO_COACHES}
         GROUP BY v.athlete_id, p.full_name, p.grad_year
         ORDER BY MAX(v.viewed_at) DESC, p.full_name
         LIMIT $3"
    ))
    .bind(school_id)
    .bind(since_ms)
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}
