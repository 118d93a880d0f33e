//! Every statement on `coach_programs`: the program each college coach recruits for.

use sqlx::AnyConnection;

use crate::{auth::store::CoachStatus, db::Db};

/// A coach's program, with the school's name when the program is still in the directory.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CoachProgram {
    pub school_id: String,
    pub school_name: Option<String>,
    pub joined_at: i64,
}

pub async fn program_of(db: &Db, coach_id: &str) -> Result<Option<CoachProgram>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.school_id, s.name AS school_name, c.joined_at
         FROM coach_programs c LEFT JOIN schools s ON s.id = c.school_id
         WHERE c.coach_id = $1",
    )
    .bind(coach_id)
    .fetch_optional(&db.pool)
    .await
}

/// The program id the coach named, inside a transaction.
pub async fn program_id(conn: &mut AnyConnection, coach_id: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT school_id FROM coach_programs WHERE coach_id = $1")
        .bind(coach_id)
        .fetch_optional(conn)
        .await
}

/// Names (or changes) the coach's program; the join time restarts with a change.
pub async fn set_program(
    conn: &mut AnyConnection,
    coach_id: &str,
    school_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO coach_programs (coach_id, school_id, joined_at) VALUES ($1, $2, $3)
         ON CONFLICT (coach_id) DO UPDATE SET school_id = $2, joined_at = $3",
    )
    .bind(coach_id)
    .bind(school_id)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// The coach's seat at the program: 1 for the first verified coach to join, and so on.
pub async fn seat_number(db: &Db, coach_id: &str, program: &CoachProgram) -> Result<i64, sqlx::Error> {
    let earlier: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM coach_programs c JOIN users u ON u.id = c.coach_id
         WHERE c.school_id = $1 AND u.coach_status = $2 AND u.disabled_at IS NULL
           AND (c.joined_at < $3 OR (c.joined_at = $3 AND c.coach_id < $4))",
    )
    .bind(&program.school_id)
    .bind(CoachStatus::Verified.as_str())
    .bind(program.joined_at)
    .bind(coach_id)
    .fetch_one(&db.pool)
    .await?;
    Ok(earlier + 1)
}
