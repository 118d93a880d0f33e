//! Every statement on `program_plans` and `account_plans`.

use sqlx::{Any, AnyConnection, Executor, QueryBuilder};

use super::rules::{AccountPlan, StoredPlan, TRIAL_ID as TRIAL};
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
        // A new plan or a restarted trial gets its own trial emails.
        "INSERT INTO program_plans (school_id, plan, ends_at, set_by, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (school_id) DO UPDATE SET plan = $2, ends_at = $3, set_by = $4, updated_at = $5,
             trial_reminded_at = NULL, trial_end_mailed_at = NULL",
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

// ---- a person's own plan: `account_plans` ----

#[derive(sqlx::FromRow)]
struct AccountPlanRow {
    plan: Option<String>,
    trial_ends_at: Option<i64>,
}

impl AccountPlanRow {
    fn stored(self) -> Option<AccountPlan> {
        let trial_ends_at = self.trial_ends_at;
        self.plan.map(|plan| AccountPlan { plan, trial_ends_at })
    }
}

/// What `account_plans` holds for an account.
#[derive(Debug, Default)]
pub struct StoredAccount {
    /// The plan, `None` without one.
    pub plan: Option<AccountPlan>,
    /// The account started its one free trial, kept after the trial or the plan ends.
    pub had_trial: bool,
}

/// The account's row, read once.
pub async fn of_account<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
) -> Result<StoredAccount, sqlx::Error> {
    #[derive(sqlx::FromRow)]
    struct Row {
        #[sqlx(flatten)]
        plan: AccountPlanRow,
        trial_started_at: Option<i64>,
    }
    let row: Option<Row> =
        sqlx::query_as("SELECT plan, trial_ends_at, trial_started_at FROM account_plans WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(executor)
            .await?;
    Ok(row.map_or_else(StoredAccount::default, |row| StoredAccount {
        had_trial: row.trial_started_at.is_some(),
        plan: row.plan.stored(),
    }))
}

/// The stored plans of the parents who follow the athlete.
pub async fn of_covering_parents(db: &Db, athlete_id: &str) -> Result<Vec<AccountPlan>, sqlx::Error> {
    let rows: Vec<AccountPlanRow> = sqlx::query_as(
        "SELECT a.plan, a.trial_ends_at
         FROM family_links l JOIN account_plans a ON a.user_id = l.parent_id
         WHERE l.child_id = $1 AND a.plan IS NOT NULL",
    )
    .bind(athlete_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.into_iter().filter_map(AccountPlanRow::stored).collect())
}

/// Starts the account's free trial of `plan` until `ends_at`.
pub async fn start_account_trial(
    conn: &mut AnyConnection,
    user_id: &str,
    plan: &str,
    ends_at: i64,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO account_plans (user_id, plan, source, trial_started_at, trial_ends_at, updated_at)
         VALUES ($1, $2, 'trial', $3, $4, $3)
         ON CONFLICT (user_id) DO UPDATE SET plan = $2, source = 'trial', trial_started_at = $3,
             trial_ends_at = $4, trial_reminded_at = NULL, trial_end_mailed_at = NULL, set_by = NULL, updated_at = $3",
    )
    .bind(user_id)
    .bind(plan)
    .bind(now_ms)
    .bind(ends_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// The operator sets the account's plan (`None`: no plan); a trial in course stops.
pub async fn set_account_plan(
    conn: &mut AnyConnection,
    user_id: &str,
    plan: Option<&str>,
    operator_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO account_plans (user_id, plan, source, set_by, updated_at) VALUES ($1, $2, 'operator', $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET plan = $2, source = 'operator', trial_ends_at = NULL, set_by = $3,
             updated_at = $4",
    )
    .bind(user_id)
    .bind(plan)
    .bind(operator_id)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// A payment sets the account's plan (`None`: the subscription ended, back to the free level); a
/// trial in course stops, and the account keeps having had it.
pub async fn set_paid_account_plan(
    conn: &mut AnyConnection,
    user_id: &str,
    plan: Option<&str>,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO account_plans (user_id, plan, source, updated_at) VALUES ($1, $2, 'payment', $3)
         ON CONFLICT (user_id) DO UPDATE SET plan = $2, source = 'payment', trial_ends_at = NULL, set_by = NULL,
             updated_at = $3",
    )
    .bind(user_id)
    .bind(plan)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Every account's plan id, for the console's user list.
pub async fn account_plan_ids(db: &Db) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query_as("SELECT user_id, plan FROM account_plans WHERE plan IS NOT NULL")
        .fetch_all(&db.pool)
        .await
}

/// A trial whose payer gets an email: three days before its end, or once it has ended.
#[derive(Debug, sqlx::FromRow)]
pub struct TrialNotice {
    pub user_id: String,
    pub email: String,
    pub plan: String,
    pub trial_ends_at: i64,
    pub trial_reminded_at: Option<i64>,
}

/// The trials due an email at `now_ms`: ending within `remind_before_ms` and not yet reminded, or
/// ended and not yet told.
pub async fn trial_notices_due(db: &Db, now_ms: i64, remind_before_ms: i64) -> Result<Vec<TrialNotice>, sqlx::Error> {
    sqlx::query_as(
        "SELECT a.user_id, u.email, a.plan, a.trial_ends_at, a.trial_reminded_at
         FROM account_plans a JOIN users u ON u.id = a.user_id
         WHERE a.plan IS NOT NULL AND a.trial_ends_at IS NOT NULL AND a.trial_end_mailed_at IS NULL
           AND (a.trial_ends_at <= $1 OR (a.trial_reminded_at IS NULL AND a.trial_ends_at <= $2))",
    )
    .bind(now_ms)
    .bind(now_ms + remind_before_ms)
    .fetch_all(&db.pool)
    .await
}

/// Claims the email: records that the payer was reminded (`ended` false) or told of the end
/// (`ended` true), unless that was already recorded (another instance sent it).
pub async fn claim_trial_notice(
    conn: &mut AnyConnection,
    user_id: &str,
    ended: bool,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let sql = if ended {
        "UPDATE account_plans SET trial_end_mailed_at = $1, trial_reminded_at = COALESCE(trial_reminded_at, $1)
         WHERE user_id = $2 AND trial_end_mailed_at IS NULL"
    } else {
        "UPDATE account_plans SET trial_reminded_at = $1 WHERE user_id = $2 AND trial_reminded_at IS NULL"
    };
    let done = sqlx::query(sql).bind(now_ms).bind(user_id).execute(conn).await?;
    Ok(done.rows_affected() == 1)
}

/// Whose trial an email is about: an account's own, a club's or a program's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrialHolder {
    Club,
    Program,
}

impl TrialHolder {
    /// The table, its key and its trial's end column.
    fn table(self) -> (&'static str, &'static str, &'static str) {
        match self {
            TrialHolder::Club => ("club_teams", "id", "plan_ends_at"),
            TrialHolder::Program => ("program_plans", "school_id", "ends_at"),
        }
    }
}

/// A club's or a program's trial whose email is due, with its name and its coaches' addresses.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TeamTrialNotice {
    pub id: String,
    pub name: String,
    pub trial_ends_at: i64,
}

/// Clubs or programs on a trial that ends within `remind_before_ms` (not yet reminded) or has
/// ended (not yet told).
pub async fn team_trial_notices_due(
    db: &Db,
    holder: TrialHolder,
    now_ms: i64,
    remind_before_ms: i64,
) -> Result<Vec<TeamTrialNotice>, sqlx::Error> {
    let (table, key, ends) = holder.table();
    let name = match holder {
        TrialHolder::Club => "t.name",
        TrialHolder::Program => "(SELECT s.name FROM schools s WHERE s.id = t.school_id)",
    };
    sqlx::query_as(&format!(
        "SELECT t.{key} AS id, COALESCE({name}, '') AS name, t.{ends} AS trial_ends_at FROM {table} t
         WHERE t.plan = $3 AND t.{ends} IS NOT NULL AND t.trial_end_mailed_at IS NULL
           AND (t.{ends} <= $1 OR (t.trial_reminded_at IS NULL AND t.{ends} <= $2))"
    ))
    .bind(now_ms)
    .bind(now_ms + remind_before_ms)
    .bind(TRIAL)
    .fetch_all(&db.pool)
    .await
}

/// The addresses of a club's coaches, or of a program's verified coaches.
pub async fn team_coach_emails(db: &Db, holder: TrialHolder, id: &str) -> Result<Vec<String>, sqlx::Error> {
    let sql = match holder {
        TrialHolder::Club => {
            "SELECT u.email FROM club_coaches k JOIN users u ON u.id = k.coach_id
             WHERE k.club_id = $1 AND u.disabled_at IS NULL ORDER BY k.joined_at"
        }
        TrialHolder::Program => {
            "SELECT u.email FROM coach_programs c JOIN users u ON u.id = c.coach_id
             WHERE c.school_id = $1 AND u.coach_status = 'verified' AND u.disabled_at IS NULL ORDER BY c.joined_at"
        }
    };
    sqlx::query_scalar(sql).bind(id).fetch_all(&db.pool).await
}

/// Claims a club's or program's trial email, as [`claim_trial_notice`] does for an account.
pub async fn claim_team_trial_notice(
    conn: &mut AnyConnection,
    holder: TrialHolder,
    id: &str,
    ended: bool,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let (table, key, _) = holder.table();
    let sql = if ended {
        format!(
            "UPDATE {table} SET trial_end_mailed_at = $1, trial_reminded_at = COALESCE(trial_reminded_at, $1)
             WHERE {key} = $2 AND trial_end_mailed_at IS NULL"
        )
    } else {
        format!("UPDATE {table} SET trial_reminded_at = $1 WHERE {key} = $2 AND trial_reminded_at IS NULL")
    };
    let done = sqlx::query(&sql).bind(now_ms).bind(id).execute(conn).await?;
    Ok(done.rows_affected() == 1)
}
