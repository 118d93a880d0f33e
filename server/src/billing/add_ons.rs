//! What a payer holds of the add-ons (`plans::rules::ADD_ONS`): read by the features they unlock,
//! bought as items of the payer's Stripe subscription, or set by an operator.

use sqlx::{Any, Executor};

use super::{rules::SubjectKind, store};
use crate::plans::rules::AddOnId;

/// How many of `add_on` the payer holds (people, for parent access; 0 or 1 otherwise).
pub async fn quantity<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
    add_on: AddOnId,
) -> Result<u32, sqlx::Error> {
    let held = store::add_on_quantity(executor, kind, subject_id, add_on.as_str()).await?;
    Ok(u32::try_from(held.max(0)).unwrap_or(u32::MAX))
}

/// Whether the payer holds `add_on`.
pub async fn holds<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
    add_on: AddOnId,
) -> Result<bool, sqlx::Error> {
    Ok(quantity(executor, kind, subject_id, add_on).await? > 0)
}
