//! Storage of the `audit_log` table. Rows are appended and never
//! deleted; an erased account's rows lose its email and personal details, and IP addresses are
//! blanked once old.

use sqlx::{Any, AnyConnection, Executor};

use crate::db::{self, Db};

crate::text_enum! {
    /// What an administrator did (`audit_log.action`).
    pub enum AuditAction {
        CoachDecision = "coach_decision",
        UserDisabled = "user_disabled",
        UserEnabled = "user_enabled",
        ComplianceLogExported = "compliance_log_exported",
        AdminPromoted = "admin_promoted",
        AdminCreated = "admin_created",
        ProgramPlanSet = "program_plan_set",
        ClubPlanSet = "club_plan_set",
        FamilyPlanSet = "family_plan_set",
        RowerPlanSet = "rower_plan_set",
        /// A Stripe webhook set or removed a plan that was paid for.
        PaymentPlanSet = "payment_plan_set",
        MessageReportResolved = "message_report_resolved",
        Under13Reported = "under_13_reported",
        RecruitingPeriodAdded = "recruiting_period_added",
        RecruitingPeriodDeleted = "recruiting_period_deleted",
        SupportRequestAnswered = "support_request_answered",
        /// An operator set a payer's add-on.
        AddOnSet = "add_on_set",
        /// An operator granted or withdrew a payer's discount.
        DiscountSet = "discount_set",
    }
}

/// Who acted: an admin's id and email, or the command line.
#[derive(Clone, Copy, Debug)]
pub struct Actor<'a> {
    pub id: &'a str,
    pub email: &'a str,
}

impl Actor<'static> {
    /// The `create-admin` command.
    pub const COMMAND_LINE: Actor<'static> = Actor {
        id: "cli",
        email: "command line",
    };
    /// Stripe's webhooks: a payment, a cancellation, a plan changed in the Customer Portal.
    pub const PAYMENTS: Actor<'static> = Actor {
        id: "stripe",
        email: "Stripe payments",
    };
}

/// Appends one row to the audit log; pass the transaction of the action it records.
pub async fn record<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    actor: Actor<'_>,
    action: AuditAction,
    target: Option<&str>,
    details: serde_json::Value,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO audit_log (id, actor_id, actor_email, action, target, details, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(actor.id)
    .bind(actor.email)
    .bind(action.as_str())
    .bind(target)
    .bind(details.to_string())
    .bind(db::now_ms())
    .execute(executor)
    .await?;
    Ok(())
}

/// One audit row as stored (`details` is JSON text).
#[derive(Debug, sqlx::FromRow)]
pub struct AuditRecord {
    pub actor_email: String,
    #[sqlx(try_from = "String")]
    pub action: AuditAction,
    pub target: Option<String>,
    pub details: String,
    pub created_at: i64,
}

/// The newest `limit` rows, newest first.
pub async fn recent(db: &Db, limit: i64) -> Result<Vec<AuditRecord>, sqlx::Error> {
    sqlx::query_as(
        "SELECT actor_email, action, target, details, created_at FROM audit_log
         ORDER BY created_at DESC, id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// Blanks the actor email of the rows `user_id` acted in; returns the id and details of every
/// row by or about the user, for the caller to remove personal details.
pub async fn anonymise_user(conn: &mut AnyConnection, user_id: &str) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query("UPDATE audit_log SET actor_email = '' WHERE actor_id = $1")
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query_as("SELECT id, details FROM audit_log WHERE actor_id = $1 OR target = $1")
        .bind(user_id)
        .fetch_all(&mut *conn)
        .await
}

/// The id and details of rows logged before `before` whose details hold an IP address.
pub async fn details_with_ip_before(db: &Db, before: i64) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query_as("SELECT id, details FROM audit_log WHERE created_at < $1 AND details LIKE '%\"ip\"%'")
        .bind(before)
        .fetch_all(&db.pool)
        .await
}

pub async fn set_details<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    id: &str,
    details: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE audit_log SET details = $1 WHERE id = $2")
        .bind(details)
        .bind(id)
        .execute(executor)
        .await?;
    Ok(())
}
