//! Profile writes and reads that sign-up, confirmation and account management need
//! (create on confirmation, follow an email change, anonymise on deletion, export).

use sqlx::{Any, Executor};

use crate::auth::store::Role;

/// Creates the profile row (id, email, role) unless it exists: at confirmation, and on first
/// read for accounts confirmed before profiles existed.
pub async fn create_if_missing<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
    email: &str,
    role: Role,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO profiles (id, email, user_role, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(user_id)
    .bind(email)
    .bind(role.as_str())
    .bind(now_ms)
    .execute(executor)
    .await?;
    Ok(())
}

/// Follows an email change of the account.
pub async fn set_email<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
    email: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE profiles SET email = $1 WHERE id = $2")
        .bind(email)
        .bind(user_id)
        .execute(executor)
        .await?;
    Ok(())
}
