//! Every statement on `coach_programs`, the program each college coach recruits for, and on
//! `coach_profiles`, the name and title athletes and parents see.

use sqlx::{Any, AnyConnection, QueryBuilder};

use super::rules::ValidCoachProfile;
use crate::{
    auth::store::CoachStatus,
    db::{self, Db},
};

/// A coach's program, with the school's name and division when the program is still in the
/// directory.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CoachProgram {
    pub school_id: String,
    pub school_name: Option<String>,
    /// `schools.division`: "I", "II", "III", "Club", or none.
    pub division: Option<String>,
    pub joined_at: i64,
}

pub async fn program_of(db: &Db, coach_id: &str) -> Result<Option<CoachProgram>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.school_id, s.name AS school_name, s.division, c.joined_at
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

/// A coach's named program, for the console's coach queue.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct NamedProgram {
    pub coach_id: String,
    pub school_id: String,
    pub school_name: Option<String>,
}

/// The program every coach who named one recruits for.
pub async fn named_programs(db: &Db) -> Result<Vec<NamedProgram>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.coach_id, c.school_id, s.name AS school_name
         FROM coach_programs c LEFT JOIN schools s ON s.id = c.school_id",
    )
    .fetch_all(&db.pool)
    .await
}

/// Every program some coach named.
pub async fn programs_with_coaches(db: &Db) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT DISTINCT school_id FROM coach_programs")
        .fetch_all(&db.pool)
        .await
}

/// A coach of a program, for the console's programs list.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ProgramCoach {
    pub school_id: String,
    pub coach_id: String,
    pub email: String,
    #[sqlx(try_from = "String")]
    pub coach_status: CoachStatus,
    pub joined_at: i64,
}

/// The coaches of the programs among `school_ids`, in the order they joined.
pub async fn coaches_of(db: &Db, school_ids: &[String]) -> Result<Vec<ProgramCoach>, sqlx::Error> {
    if school_ids.is_empty() {
        return Ok(vec![]);
    }
    let mut builder = QueryBuilder::<Any>::new(
        "SELECT c.school_id, c.coach_id, u.email, COALESCE(u.coach_status, 'pending') AS coach_status, c.joined_at
         FROM coach_programs c JOIN users u ON u.id = c.coach_id WHERE c.school_id IN (",
    );
    let mut list = builder.separated(", ");
    for id in school_ids {
        list.push_bind(id.clone());
    }
    builder.push(") ORDER BY c.joined_at, c.coach_id");
    let (sql, arguments) = db::built(&mut builder)?;
    sqlx::query_as_with(&sql, arguments).fetch_all(&db.pool).await
}

/// A verified coach of a program as athletes and parents see them on the program's page.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StaffRow {
    pub full_name: String,
    pub title: String,
    /// JSON list of `CoachedSquad` texts.
    pub squads: String,
    pub bio: Option<String>,
}

/// The program's verified, usable coaches who wrote their profile, in the order they joined.
pub async fn program_staff(db: &Db, school_id: &str) -> Result<Vec<StaffRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT cp.full_name, cp.title, cp.squads, cp.bio
         FROM coach_programs c JOIN users u ON u.id = c.coach_id JOIN coach_profiles cp ON cp.coach_id = c.coach_id
         WHERE c.school_id = $1 AND u.coach_status = $2 AND u.disabled_at IS NULL AND u.frozen_at IS NULL
         ORDER BY c.joined_at, c.coach_id",
    )
    .bind(school_id)
    .bind(CoachStatus::Verified.as_str())
    .fetch_all(&db.pool)
    .await
}

/// The ids of the program's verified, active coaches: the program's side of its conversations.
pub async fn verified_coaches<'e, E: sqlx::Executor<'e, Database = Any>>(
    executor: E,
    school_id: &str,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT c.coach_id FROM coach_programs c JOIN users u ON u.id = c.coach_id
         WHERE c.school_id = $1 AND u.coach_status = $2 AND u.disabled_at IS NULL ORDER BY c.joined_at",
    )
    .bind(school_id)
    .bind(CoachStatus::Verified.as_str())
    .fetch_all(executor)
    .await
}

/// SQL condition, over `profiles p`: the athlete is shown to verified college coaches. The flag
/// is kept by database triggers (migration 0007) from the profile's role and visibility and the
/// account's consent and disabled state: the SQL form of `recruiting::rules::may_view` for a
/// verified coach by id. Every coach-facing list (search, board, views) filters with it.
pub const SHOWN_TO_COACHES: &str = "p.shown_to_coaches = 1";

/// A coach's profile as stored; `squads` is a JSON list of `CoachedSquad` texts.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct CoachProfileRow {
    pub full_name: String,
    pub title: String,
    pub squads: String,
    pub bio: Option<String>,
    pub phone: Option<String>,
    pub updated_at: i64,
}

/// The coach's profile, once they have written one.
pub async fn coach_profile<'e, E: sqlx::Executor<'e, Database = Any>>(
    executor: E,
    coach_id: &str,
) -> Result<Option<CoachProfileRow>, sqlx::Error> {
    sqlx::query_as("SELECT full_name, title, squads, bio, phone, updated_at FROM coach_profiles WHERE coach_id = $1")
        .bind(coach_id)
        .fetch_optional(executor)
        .await
}

/// Writes the coach's profile, replacing any earlier one.
pub async fn save_coach_profile(
    db: &Db,
    coach_id: &str,
    profile: &ValidCoachProfile,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    let squads: Vec<&str> = profile.squads.iter().map(|s| s.as_str()).collect();
    sqlx::query(
        "INSERT INTO coach_profiles (coach_id, full_name, title, squads, bio, phone, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (coach_id) DO UPDATE SET full_name = excluded.full_name, title = excluded.title,
            squads = excluded.squads, bio = excluded.bio, phone = excluded.phone, updated_at = excluded.updated_at",
    )
    .bind(coach_id)
    .bind(&profile.full_name)
    .bind(profile.title)
    .bind(serde_json::to_string(&squads).unwrap_or_else(|_| "[]".into()))
    .bind(&profile.bio)
    .bind(&profile.phone)
    .bind(now_ms)
    .execute(&db.pool)
    .await?;
    Ok(())
}
