//! Every statement on `billing_customers`, `billing_subscriptions` and `billing_events`.

use sqlx::{Any, AnyConnection, Executor};

use super::rules::SubjectKind;

/// The Stripe customer of a payer, if one was created.
pub async fn customer_of<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT customer_id FROM billing_customers WHERE subject_kind = $1 AND subject_id = $2")
        .bind(kind.as_str())
        .bind(subject_id)
        .fetch_optional(executor)
        .await
}

/// Records the payer's Stripe customer; false when the payer already has one (another request
/// created it first).
pub async fn add_customer(
    conn: &mut AnyConnection,
    customer_id: &str,
    kind: SubjectKind,
    subject_id: &str,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO billing_customers (customer_id, subject_kind, subject_id, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING",
    )
    .bind(customer_id)
    .bind(kind.as_str())
    .bind(subject_id)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

#[derive(sqlx::FromRow)]
struct SubjectRow {
    subject_kind: String,
    subject_id: String,
}

/// Whom a Stripe customer pays for.
pub async fn subject_of_customer(
    conn: &mut AnyConnection,
    customer_id: &str,
) -> Result<Option<(SubjectKind, String)>, sqlx::Error> {
    let row: Option<SubjectRow> =
        sqlx::query_as("SELECT subject_kind, subject_id FROM billing_customers WHERE customer_id = $1")
            .bind(customer_id)
            .fetch_optional(conn)
            .await?;
    Ok(row.and_then(|row| SubjectKind::parse(&row.subject_kind).map(|kind| (kind, row.subject_id))))
}

/// Claims a webhook event: false when it was applied before (Stripe delivers at least once).
pub async fn claim_event(
    conn: &mut AnyConnection,
    event_id: &str,
    event_type: &str,
    created: i64,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO billing_events (id, event_type, created, received_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(event_id)
    .bind(event_type)
    .bind(created)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A subscription as last applied.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SubscriptionRow {
    pub id: String,
    pub customer_id: String,
    pub subject_kind: String,
    pub subject_id: String,
    pub plan: String,
    pub billing: String,
    pub status: String,
    /// Seconds since the epoch, as Stripe gives it.
    pub current_period_end: Option<i64>,
    pub cancel_at_period_end: i64,
    pub last_event_at: i64,
    pub updated_at: i64,
}

const SUBSCRIPTION_COLUMNS: &str = "id, customer_id, subject_kind, subject_id, plan, billing, status, \
     current_period_end, cancel_at_period_end, last_event_at, updated_at";

pub async fn subscription(conn: &mut AnyConnection, id: &str) -> Result<Option<SubscriptionRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {SUBSCRIPTION_COLUMNS} FROM billing_subscriptions WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// Writes the subscription's state as an event told it.
pub async fn save_subscription(conn: &mut AnyConnection, row: &SubscriptionRow) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO billing_subscriptions (id, customer_id, subject_kind, subject_id, plan, billing, status,
             current_period_end, cancel_at_period_end, last_event_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (id) DO UPDATE SET plan = $5, billing = $6, status = $7, current_period_end = $8,
             cancel_at_period_end = $9, last_event_at = $10, updated_at = $11",
    )
    .bind(&row.id)
    .bind(&row.customer_id)
    .bind(&row.subject_kind)
    .bind(&row.subject_id)
    .bind(&row.plan)
    .bind(&row.billing)
    .bind(&row.status)
    .bind(row.current_period_end)
    .bind(row.cancel_at_period_end)
    .bind(row.last_event_at)
    .bind(row.updated_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// The payer's subscription most recently changed, if any.
pub async fn latest_of_subject<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<Option<SubscriptionRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {SUBSCRIPTION_COLUMNS} FROM billing_subscriptions WHERE subject_kind = $1 AND subject_id = $2
         ORDER BY updated_at DESC, id LIMIT 1"
    ))
    .bind(kind.as_str())
    .bind(subject_id)
    .fetch_optional(executor)
    .await
}

/// Whether the payer has a subscription that still holds or may hold a plan (not ended).
pub async fn has_open_subscription<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<bool, sqlx::Error> {
    Ok(open_subscription(executor, kind, subject_id).await?.is_some())
}

crate::text_enum! {
    /// Where a payer's add-on came from.
    pub enum AddOnSource {
        /// An item of the payer's Stripe subscription.
        Stripe = "stripe",
        /// Set by an operator in the console.
        Operator = "operator",
    }
}

/// How many of `add_on` the payer holds, over every source.
pub async fn add_on_quantity<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
    add_on: &str,
) -> Result<i64, sqlx::Error> {
    // PostgreSQL sums BIGINTs as NUMERIC, which the Any driver cannot decode.
    sqlx::query_scalar(
        "SELECT CAST(COALESCE(SUM(quantity), 0) AS BIGINT) FROM billing_add_ons
         WHERE subject_kind = $1 AND subject_id = $2 AND add_on = $3",
    )
    .bind(kind.as_str())
    .bind(subject_id)
    .bind(add_on)
    .fetch_one(executor)
    .await
}

/// One row of a payer's add-ons.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AddOnRow {
    pub add_on: String,
    pub source: String,
    pub quantity: i64,
}

/// Every add-on row the payer has, with a quantity above zero.
pub async fn add_ons_of<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<Vec<AddOnRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT add_on, source, quantity FROM billing_add_ons
         WHERE subject_kind = $1 AND subject_id = $2 AND quantity > 0 ORDER BY add_on, source",
    )
    .bind(kind.as_str())
    .bind(subject_id)
    .fetch_all(executor)
    .await
}

/// Sets how many of `add_on` the payer holds from `source` (zero removes it).
pub async fn set_add_on(
    conn: &mut AnyConnection,
    kind: SubjectKind,
    subject_id: &str,
    add_on: &str,
    source: AddOnSource,
    quantity: i64,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    if quantity <= 0 {
        sqlx::query(
            "DELETE FROM billing_add_ons WHERE subject_kind = $1 AND subject_id = $2 AND add_on = $3 AND source = $4",
        )
        .bind(kind.as_str())
        .bind(subject_id)
        .bind(add_on)
        .bind(source.as_str())
        .execute(conn)
        .await?;
        return Ok(());
    }
    sqlx::query(
        "INSERT INTO billing_add_ons (subject_kind, subject_id, add_on, source, quantity, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (subject_kind, subject_id, add_on, source) DO UPDATE SET quantity = $5, updated_at = $6",
    )
    .bind(kind.as_str())
    .bind(subject_id)
    .bind(add_on)
    .bind(source.as_str())
    .bind(quantity)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// A discount granted to a payer.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DiscountRow {
    pub discount: String,
    pub note: String,
    pub granted_by: String,
    pub granted_at: i64,
}

pub async fn discount_of<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<Option<DiscountRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT discount, note, granted_by, granted_at FROM billing_discounts WHERE subject_kind = $1 AND subject_id = $2",
    )
    .bind(kind.as_str())
    .bind(subject_id)
    .fetch_optional(executor)
    .await
}

/// Grants the payer a discount, replacing any other; `None` withdraws it.
pub async fn set_discount(
    conn: &mut AnyConnection,
    kind: SubjectKind,
    subject_id: &str,
    granted: Option<&DiscountRow>,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM billing_discounts WHERE subject_kind = $1 AND subject_id = $2")
        .bind(kind.as_str())
        .bind(subject_id)
        .execute(&mut *conn)
        .await?;
    if let Some(row) = granted {
        sqlx::query(
            "INSERT INTO billing_discounts (subject_kind, subject_id, discount, note, granted_by, granted_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(kind.as_str())
        .bind(subject_id)
        .bind(&row.discount)
        .bind(&row.note)
        .bind(&row.granted_by)
        .bind(row.granted_at)
        .execute(conn)
        .await?;
    }
    Ok(())
}

/// The open subscription of a payer (active, trialing or past due), newest first.
pub async fn open_subscription<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<Option<SubscriptionRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {SUBSCRIPTION_COLUMNS} FROM billing_subscriptions WHERE subject_kind = $1 AND subject_id = $2
           AND status IN ('active', 'trialing', 'past_due') ORDER BY updated_at DESC, id LIMIT 1"
    ))
    .bind(kind.as_str())
    .bind(subject_id)
    .fetch_optional(executor)
    .await
}

/// Forgets an erased account as a payer: its customer, subscriptions, add-ons and discount.
pub async fn forget_account(conn: &mut AnyConnection, user_id: &str) -> Result<(), sqlx::Error> {
    for table in [
        "billing_add_ons",
        "billing_discounts",
        "billing_subscriptions",
        "billing_customers",
    ] {
        sqlx::query(&format!(
            "DELETE FROM {table} WHERE subject_kind = $1 AND subject_id = $2"
        ))
        .bind(SubjectKind::Account.as_str())
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}
