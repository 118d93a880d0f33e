//! Every statement on `program_plans`.

use sqlx::{Any, AnyConnection, QueryBuilder};

use super::rules::{StoredPlan, TRIAL_ID as TRIAL};
use crate::db::{self, Db};

#[derive(sqlx::FromRow)]
struct PlanRow {
    plan: String,
    ends_at: Option<i64>,
}

impl PlanRow {
    fn stored(self) -> StoredPlan {
        match (self.plan.as_str(), self.ends_at) {
            (TRIAL, Some(ends_at)) => StoredPlan::Trial { ends_at },
            (TRIAL, None) => StoredPlan::Trial { ends_at: 0 },
            _ => StoredPlan::Plan(self.plan),
        }
    }
}

/// The program's stored plan, if it has one.
pub async fn of_program(db: &Db, school_id: &str) -> Result<Option<StoredPlan>, sqlx::Error> {
    let row: Option<PlanRow> = sqlx::query_as("SELECT plan, ends_at FROM program_plans WHERE school_id = $1")
        .bind(school_id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.map(PlanRow::stored))
}

/// Starts the program's free trial unless it has (or had) a plan.
pub async fn start_trial_if_none(
    conn: &mut AnyConnection,
    school_id: &str,
    ends_at: i64,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO program_plans (school_id, plan, ends_at, set_by, updated_at) VALUES ($1, $2, $3, NULL, $4)
         ON CONFLICT (school_id) DO NOTHING",
    )
    .bind(school_id)
    .bind(TRIAL)
    .bind(ends_at)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// The operator sets a paid plan (`ends_at` none), or grants a trial until `ends_at`.
pub async fn set(
    conn: &mut AnyConnection,
    school_id: &str,
    plan: &StoredPlan,
    operator_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    let (id, ends_at) = match plan {
        StoredPlan::Trial { ends_at } => (TRIAL, Some(*ends_at)),
        StoredPlan::Plan(id) => (id.as_str(), None),
    };
    sqlx::query(
        "INSERT INTO program_plans (school_id, plan, ends_at, set_by, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (school_id) DO UPDATE SET plan = $2, ends_at = $3, set_by = $4, updated_at = $5",
    )
    .bind(school_id)
    .bind(id)
    .bind(ends_at)
    .bind(operator_id)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Every program that has (or had) a plan.
pub async fn program_ids(db: &Db) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT school_id FROM program_plans")
        .fetch_all(&db.pool)
        .await
}

#[derive(sqlx::FromRow)]
struct ProgramPlanRow {
    school_id: String,
    #[sqlx(flatten)]
    plan: PlanRow,
}

/// The stored plans of the programs among `ids` that have one.
pub async fn of_programs(db: &Db, ids: &[String]) -> Result<Vec<(String, StoredPlan)>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(vec![]);
    }
    let mut builder =
        QueryBuilder::<Any>::new("SELECT school_id, plan, ends_at FROM program_plans WHERE school_id IN (");
    let mut list = builder.separated(", ");
    for id in ids {
        list.push_bind(id.clone());
    }
    builder.push(")");
    let (sql, arguments) = db::built(&mut builder)?;
    let rows: Vec<ProgramPlanRow> = sqlx::query_as_with(&sql, arguments).fetch_all(&db.pool).await?;
    Ok(rows.into_iter().map(|row| (row.school_id, row.plan.stored())).collect())
}
