//! Every statement on `watchlist` and `watchlist_stages`. Lists and counts read only the cards
//! of athletes still shown to coaches; a hidden athlete's row stays and comes back with them.

use sqlx::{Any, AnyConnection, Executor};

use super::rules::{Stage, FIRST_STAGE};
use crate::{
    db::Db,
    profiles::store::{COMMITMENT_COLUMNS, COMMITMENT_JOINS},
    workspace::store::SHOWN_TO_COACHES,
};

/// A card with what coaches see of its athlete. Times in milliseconds, erg times in tenths.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CardRow {
    pub athlete_id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub squad: Option<String>,
    pub best_2k_tenths: Option<i64>,
    pub best_6k_tenths: Option<i64>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub home_state: Option<String>,
    #[sqlx(try_from = "String")]
    pub stage: Stage,
    pub stage_changed_at: i64,
    pub position: i64,
    pub notes: String,
    /// JSON list of text.
    pub tags: String,
    pub starred_at: i64,
    pub starred_by_email: Option<String>,
    /// yyyy-mm-dd
    pub follow_up_on: Option<String>,
    /// The athlete's commitment (`profiles::store::CommitmentRow`'s columns).
    pub commitment_status: String,
    pub committed_school_id: Option<String>,
    pub school_name: Option<String>,
    pub commitment_offer_id: Option<String>,
    pub class_of: Option<i64>,
}

/// One stage an athlete passed through on the board.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StageRow {
    pub athlete_id: String,
    #[sqlx(try_from = "String")]
    pub stage: Stage,
    pub changed_at: i64,
    pub changed_by_email: Option<String>,
}

const SHOWN_CARDS: &str = "FROM watchlist w
    JOIN profiles p ON p.id = w.athlete_id
    JOIN users u ON u.id = w.athlete_id
    LEFT JOIN users sb ON sb.id = w.starred_by";

fn card_select() -> String {
    format!(
        "SELECT w.athlete_id, p.full_name, p.grad_year, p.squad, p.best_2k_tenths, p.best_6k_tenths,
            p.high_school, p.club_team, p.home_state, w.stage, w.stage_changed_at, w.position, w.notes,
            w.tags, w.starred_at, sb.email AS starred_by_email, w.follow_up_on, {COMMITMENT_COLUMNS}
         {SHOWN_CARDS} {COMMITMENT_JOINS}
         WHERE w.school_id = $1 AND {SHOWN_TO_COACHES}"
    )
}

/// The program's cards the board shows, by stage column then position (the column order is
/// `Stage::order`, applied by the caller).
pub async fn cards(db: &Db, school_id: &str) -> Result<Vec<CardRow>, sqlx::Error> {
    sqlx::query_as(&format!("{} ORDER BY w.position, w.starred_at", card_select()))
        .bind(school_id)
        .fetch_all(&db.pool)
        .await
}

/// One athlete's card, when on the board and shown to coaches.
pub async fn card<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    school_id: &str,
    athlete_id: &str,
) -> Result<Option<CardRow>, sqlx::Error> {
    sqlx::query_as(&format!("{} AND w.athlete_id = $2", card_select()))
        .bind(school_id)
        .bind(athlete_id)
        .fetch_optional(executor)
        .await
}

/// The stage history of the program's board (or of one athlete on it), oldest first.
pub async fn history(db: &Db, school_id: &str, athlete_id: Option<&str>) -> Result<Vec<StageRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT h.athlete_id, h.stage, h.changed_at, cb.email AS changed_by_email
         FROM watchlist_stages h LEFT JOIN users cb ON cb.id = h.changed_by
         WHERE h.school_id = $1 AND ($2 IS NULL OR h.athlete_id = $2)
         ORDER BY h.changed_at, h.id",
    )
    .bind(school_id)
    .bind(athlete_id)
    .fetch_all(&db.pool)
    .await
}

/// Athletes on the program's board whom the board shows.
pub async fn count<'e, E: Executor<'e, Database = Any>>(executor: E, school_id: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT COUNT(*) {SHOWN_CARDS} WHERE w.school_id = $1 AND {SHOWN_TO_COACHES}"
    ))
    .bind(school_id)
    .fetch_one(executor)
    .await
}

/// Whether the athlete exists and is shown to coaches.
pub async fn is_shown(conn: &mut AnyConnection, athlete_id: &str) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM profiles p JOIN users u ON u.id = p.id WHERE p.id = $1 AND {SHOWN_TO_COACHES}"
    ))
    .bind(athlete_id)
    .fetch_one(conn)
    .await?;
    Ok(n > 0)
}

/// Whether the athlete has a row on the program's board, shown or not.
pub async fn has_row(conn: &mut AnyConnection, school_id: &str, athlete_id: &str) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM watchlist WHERE school_id = $1 AND athlete_id = $2")
        .bind(school_id)
        .bind(athlete_id)
        .fetch_one(conn)
        .await?;
    Ok(n > 0)
}

/// Puts the athlete at the end of the first column and records the stage.
pub async fn star(
    conn: &mut AnyConnection,
    school_id: &str,
    athlete_id: &str,
    coach_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    star_by(conn, school_id, athlete_id, Some(coach_id), now_ms).await
}

/// [`star`], by a coach or, with `None`, by the athlete's own act (their questionnaire, or a
/// club coach's recommendation they agreed to): no coach starred them, so the card and its first
/// stage name nobody.
pub async fn star_by(
    conn: &mut AnyConnection,
    school_id: &str,
    athlete_id: &str,
    coach_id: Option<&str>,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO watchlist (school_id, athlete_id, starred_by, starred_at, stage, stage_changed_at, position)
         VALUES ($1, $2, $3, $4, $5, $4,
                 (SELECT COALESCE(MAX(position) + 1, 0) FROM watchlist WHERE school_id = $1 AND stage = $5))",
    )
    .bind(school_id)
    .bind(athlete_id)
    .bind(coach_id)
    .bind(now_ms)
    .bind(FIRST_STAGE.as_str())
    .execute(&mut *conn)
    .await?;
    record_stage(conn, school_id, athlete_id, FIRST_STAGE, coach_id, now_ms).await
}

async fn record_stage(
    conn: &mut AnyConnection,
    school_id: &str,
    athlete_id: &str,
    stage: Stage,
    coach_id: Option<&str>,
    at_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO watchlist_stages (id, school_id, athlete_id, stage, changed_by, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(school_id)
    .bind(athlete_id)
    .bind(stage.as_str())
    .bind(coach_id)
    .bind(at_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Moves the card to `stage` (at the end of its column) and records the change.
pub async fn set_stage(
    conn: &mut AnyConnection,
    school_id: &str,
    athlete_id: &str,
    stage: Stage,
    changed_by: Option<&str>,
    at_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE watchlist SET stage = $3, stage_changed_at = $4,
            position = (SELECT COALESCE(MAX(position) + 1, 0) FROM watchlist WHERE school_id = $1 AND stage = $3)
         WHERE school_id = $1 AND athlete_id = $2",
    )
    .bind(school_id)
    .bind(athlete_id)
    .bind(stage.as_str())
    .bind(at_ms)
    .execute(&mut *conn)
    .await?;
    record_stage(conn, school_id, athlete_id, stage, changed_by, at_ms).await
}

/// The program's cards whose follow-up day is before `today` (yyyy-mm-dd), the longest overdue first.
pub async fn overdue_follow_ups(db: &Db, school_id: &str, today: &str) -> Result<Vec<CardRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{} AND w.follow_up_on IS NOT NULL AND w.follow_up_on < $2 ORDER BY w.follow_up_on, w.athlete_id",
        card_select()
    ))
    .bind(school_id)
    .bind(today)
    .fetch_all(&db.pool)
    .await
}

pub async fn set_follow_up(
    conn: &mut AnyConnection,
    school_id: &str,
    athlete_id: &str,
    day: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE watchlist SET follow_up_on = $3 WHERE school_id = $1 AND athlete_id = $2")
        .bind(school_id)
        .bind(athlete_id)
        .bind(day)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn set_notes(
    conn: &mut AnyConnection,
    school_id: &str,
    athlete_id: &str,
    notes: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE watchlist SET notes = $3 WHERE school_id = $1 AND athlete_id = $2")
        .bind(school_id)
        .bind(athlete_id)
        .bind(notes)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn set_tags(
    conn: &mut AnyConnection,
    school_id: &str,
    athlete_id: &str,
    tags: &[String],
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE watchlist SET tags = $3 WHERE school_id = $1 AND athlete_id = $2")
        .bind(school_id)
        .bind(athlete_id)
        .bind(serde_json::to_string(tags).unwrap_or_else(|_| "[]".into()))
        .execute(conn)
        .await?;
    Ok(())
}

#[derive(sqlx::FromRow)]
struct ColumnEntry {
    athlete_id: String,
    shown: i64,
}

/// A stage column in its order: each athlete id and whether the board shows the card.
pub async fn column(
    conn: &mut AnyConnection,
    school_id: &str,
    stage: Stage,
) -> Result<Vec<(String, bool)>, sqlx::Error> {
    let rows: Vec<ColumnEntry> = sqlx::query_as(&format!(
        "SELECT w.athlete_id,
                CAST(CASE WHEN EXISTS (SELECT 1 FROM profiles p JOIN users u ON u.id = p.id
                                       WHERE p.id = w.athlete_id AND {SHOWN_TO_COACHES}) THEN 1 ELSE 0 END
                     AS BIGINT) AS shown
         FROM watchlist w WHERE w.school_id = $1 AND w.stage = $2
         ORDER BY w.position, w.starred_at"
    ))
    .bind(school_id)
    .bind(stage.as_str())
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(|r| (r.athlete_id, r.shown == 1)).collect())
}

/// Numbers the cards of a column 0, 1, 2… in the order given.
pub async fn set_positions(
    conn: &mut AnyConnection,
    school_id: &str,
    athlete_ids: &[String],
) -> Result<(), sqlx::Error> {
    for (position, athlete_id) in athlete_ids.iter().enumerate() {
        sqlx::query("UPDATE watchlist SET position = $3 WHERE school_id = $1 AND athlete_id = $2")
            .bind(school_id)
            .bind(athlete_id)
            .bind(position as i64)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Takes the athlete off the program's board with their notes, tags and history.
pub async fn unstar(db: &Db, school_id: &str, athlete_id: &str) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM watchlist_stages WHERE school_id = $1 AND athlete_id = $2")
        .bind(school_id)
        .bind(athlete_id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM watchlist WHERE school_id = $1 AND athlete_id = $2")
        .bind(school_id)
        .bind(athlete_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

/// When each program that has the athlete on its board starred them (nothing else of the row).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Starred {
    pub school_id: String,
    pub starred_at: i64,
}

pub async fn starred_by_programs(db: &Db, athlete_id: &str) -> Result<Vec<Starred>, sqlx::Error> {
    sqlx::query_as("SELECT school_id, starred_at FROM watchlist WHERE athlete_id = $1")
        .bind(athlete_id)
        .fetch_all(&db.pool)
        .await
}
