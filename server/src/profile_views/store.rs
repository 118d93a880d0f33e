//! Every statement on `profile_views`: one row per coach, athlete and UTC day the coach opened
//! the athlete's profile.

use crate::db::Db;

/// Records that the coach of `school_id` opened the athlete's profile on `viewed_on` (UTC); a
/// second open that day changes nothing.
pub async fn record_view(
    db: &Db,
    coach_id: &str,
    athlete_id: &str,
    school_id: &str,
    viewed_on: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO profile_views (coach_id, athlete_id, viewed_on, school_id, viewed_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
    )
    .bind(coach_id)
    .bind(athlete_id)
    .bind(viewed_on)
    .bind(school_id)
    .bind(now_ms)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// One program's views of an athlete's profile.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ProgramViews {
    pub school_id: String,
    pub school_name: Option<String>,
    pub views: i64,
    /// yyyy-mm-dd (UTC)
    pub first_viewed_on: String,
    /// yyyy-mm-dd (UTC)
    pub last_viewed_on: String,
}

/// The programs whose coaches opened the athlete's profile on or after `since_ms`, the most
/// recent first.
pub async fn views_by_program(db: &Db, athlete_id: &str, since_ms: i64) -> Result<Vec<ProgramViews>, sqlx::Error> {
    sqlx::query_as(
        "SELECT v.school_id, MAX(s.name) AS school_name, COUNT(*) AS views,
                MIN(v.viewed_on) AS first_viewed_on, MAX(v.viewed_on) AS last_viewed_on
         FROM profile_views v LEFT JOIN schools s ON s.id = v.school_id
         WHERE v.athlete_id = $1 AND v.viewed_at >= $2
         GROUP BY v.school_id
         ORDER BY MAX(v.viewed_at) DESC, v.school_id",
    )
    .bind(athlete_id)
    .bind(since_ms)
    .fetch_all(&db.pool)
    .await
}

/// Views of the athlete's profile on or after `since_ms` (one per coach and day).
pub async fn view_count(db: &Db, athlete_id: &str, since_ms: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM profile_views WHERE athlete_id = $1 AND viewed_at >= $2")
        .bind(athlete_id)
        .bind(since_ms)
        .fetch_one(&db.pool)
        .await
}
