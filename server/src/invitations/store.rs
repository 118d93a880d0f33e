//! The statements `club_invitations` and `family_invitations` share: both tables hold an
//! invitation's `id`, its owner (the club or the child), `email`, `token_hash`, `status`,
//! `created_at`, `expires_at`, `decided_at` and `accepted_by`. Columns only one table has, and
//! the reads that join other tables, stay in that domain's store.

use sqlx::{Any, AnyConnection, Executor};

use super::InvitationStatus;
use crate::db::Db;

/// Whose invitations: each kind has its own table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `club_invitations`, owned by a club (`club_id`).
    Club,
    /// `family_invitations`, owned by the inviting child (`child_id`).
    Family,
}

impl Kind {
    fn table(self) -> &'static str {
        match self {
            Kind::Club => "club_invitations",
            Kind::Family => "family_invitations",
        }
    }

    /// The column naming who sent the invitation.
    fn owner(self) -> &'static str {
        match self {
            Kind::Club => "club_id",
            Kind::Family => "child_id",
        }
    }
}

/// The invitation whose token hashes to `token_hash`, read whole by `by_id` (the domain's own
/// row, by the invitation's id).
pub async fn by_token<T>(
    conn: &mut AnyConnection,
    kind: Kind,
    token_hash: &str,
    by_id: impl AsyncFnOnce(&mut AnyConnection, &str) -> Result<Option<T>, sqlx::Error>,
) -> Result<Option<T>, sqlx::Error> {
    let id: Option<String> = sqlx::query_scalar(&format!("SELECT id FROM {} WHERE token_hash = $1", kind.table()))
        .bind(token_hash)
        .fetch_optional(&mut *conn)
        .await?;
    match id {
        Some(id) => by_id(conn, &id).await,
        None => Ok(None),
    }
}

/// Marks a pending invitation accepted by `user_id`; false when it was no longer pending (of two
/// answers, one wins).
pub async fn accept(
    conn: &mut AnyConnection,
    kind: Kind,
    id: &str,
    user_id: &str,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    close(conn, kind, id, InvitationStatus::Accepted, Some(user_id), now_ms).await
}

/// Marks a pending invitation declined; false when it was no longer pending.
pub async fn decline(conn: &mut AnyConnection, kind: Kind, id: &str, now_ms: i64) -> Result<bool, sqlx::Error> {
    close(conn, kind, id, InvitationStatus::Declined, None, now_ms).await
}

async fn close(
    conn: &mut AnyConnection,
    kind: Kind,
    id: &str,
    status: InvitationStatus,
    accepted_by: Option<&str>,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(&format!(
        "UPDATE {} SET status = $1, decided_at = $2, accepted_by = $3 WHERE id = $4 AND status = $5",
        kind.table()
    ))
    .bind(status.as_str())
    .bind(now_ms)
    .bind(accepted_by)
    .bind(id)
    .bind(InvitationStatus::Pending.as_str())
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Revokes the pending invitation `id` sent by `owner_id` (the club, or the child); false when
/// the owner has no such invitation.
pub async fn revoke<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: Kind,
    owner_id: &str,
    id: &str,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(&format!(
        "UPDATE {} SET status = $1, decided_at = $2 WHERE id = $3 AND {} = $4 AND status = $5",
        kind.table(),
        kind.owner()
    ))
    .bind(InvitationStatus::Revoked.as_str())
    .bind(now_ms)
    .bind(id)
    .bind(owner_id)
    .bind(InvitationStatus::Pending.as_str())
    .execute(executor)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Retention: invitations that expired, or were answered, before `before` are deleted.
pub async fn purge(db: &Db, kind: Kind, before: i64) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(&format!(
        "DELETE FROM {} WHERE expires_at < $1 OR (status <> $2 AND decided_at < $1)",
        kind.table()
    ))
    .bind(before)
    .bind(InvitationStatus::Pending.as_str())
    .execute(&db.pool)
    .await?;
    Ok(done.rows_affected())
}
