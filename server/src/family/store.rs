//! Every statement on the family tables: `family_links`, `family_invitations` and
//! `family_parents`, but those the club invitations share (answering, revoking, finding by token,
//! purging: `invitations::store`).

use sqlx::{Any, AnyConnection, Executor};

use super::rules::{AdultDecision, InvitationStatus, LinkVia, Relation, Rights};
use crate::db::Db;

// ---- links ----

/// A parent's link to a child.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LinkRow {
    pub parent_id: String,
    pub child_id: String,
    #[sqlx(try_from = "String")]
    pub relation: Relation,
    pub linked_at: i64,
    #[sqlx(try_from = "String")]
    pub via: LinkVia,
    pub adult_decision: Option<String>,
    pub asked_at: Option<i64>,
    /// As stored; [`super::rules::rights`] adds the consenting parent's.
    #[sqlx(try_from = "String")]
    pub rights: Rights,
    /// Who last granted or revoked full rights, and when.
    pub rights_changed_by: Option<String>,
    pub rights_changed_at: Option<i64>,
}

const LINK_COLUMNS: &str = "l.parent_id, l.child_id, l.relation, l.linked_at, l.via, l.adult_decision, l.asked_at,
    l.rights, l.rights_changed_by, l.rights_changed_at";

/// The parent's links, oldest first.
pub async fn links_of_parent(db: &Db, parent_id: &str) -> Result<Vec<LinkRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {LINK_COLUMNS} FROM family_links l WHERE l.parent_id = $1 ORDER BY l.linked_at, l.child_id"
    ))
    .bind(parent_id)
    .fetch_all(&db.pool)
    .await
}

/// The link between this parent and child, if any.
pub async fn link<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    parent_id: &str,
    child_id: &str,
) -> Result<Option<LinkRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {LINK_COLUMNS} FROM family_links l WHERE l.parent_id = $1 AND l.child_id = $2"
    ))
    .bind(parent_id)
    .bind(child_id)
    .fetch_optional(executor)
    .await
}

/// A parent linked to a child, as the athlete sees them.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ParentRow {
    #[sqlx(flatten)]
    pub link: LinkRow,
    pub name: Option<String>,
    pub email: String,
}

/// The child's parents, oldest link first.
pub async fn parents_of_child<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    child_id: &str,
) -> Result<Vec<ParentRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {LINK_COLUMNS}, p.full_name AS name, u.email FROM family_links l
         JOIN users u ON u.id = l.parent_id LEFT JOIN profiles p ON p.id = l.parent_id
         WHERE l.child_id = $1 ORDER BY l.linked_at, l.parent_id"
    ))
    .bind(child_id)
    .fetch_all(executor)
    .await
}

/// How many children the parent follows.
pub async fn child_count(conn: &mut AnyConnection, parent_id: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM family_links WHERE parent_id = $1")
        .bind(parent_id)
        .fetch_one(conn)
        .await
}

/// How many parents are linked to the child.
pub async fn parent_count<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    child_id: &str,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM family_links WHERE child_id = $1")
        .bind(child_id)
        .fetch_one(executor)
        .await
}

/// A new link of a parent to a child.
pub struct NewLink<'a> {
    pub parent_id: &'a str,
    pub child_id: &'a str,
    pub relation: Relation,
    pub via: LinkVia,
    pub rights: Rights,
    pub now_ms: i64,
}

/// Links the parent to the child; false when they were linked already.
pub async fn insert_link(conn: &mut AnyConnection, new: &NewLink<'_>) -> Result<bool, sqlx::Error> {
    let NewLink {
        parent_id,
        child_id,
        relation,
        via,
        rights,
        now_ms,
    } = *new;
    let done = sqlx::query(
        "INSERT INTO family_links (parent_id, child_id, relation, linked_at, via, rights) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (parent_id, child_id) DO NOTHING",
    )
    .bind(parent_id)
    .bind(child_id)
    .bind(relation.as_str())
    .bind(now_ms)
    .bind(via.as_str())
    .bind(rights.as_str())
    .execute(&mut *conn)
    .await?;
    ensure_parent(&mut *conn, parent_id).await?;
    Ok(done.rows_affected() == 1)
}

/// Removes the link; false when there was none.
pub async fn remove_link(conn: &mut AnyConnection, parent_id: &str, child_id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM family_links WHERE parent_id = $1 AND child_id = $2")
        .bind(parent_id)
        .bind(child_id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Sets the parent's rights over the child, by `by` at `now_ms`; false when there is no such link.
pub async fn set_rights(
    conn: &mut AnyConnection,
    parent_id: &str,
    child_id: &str,
    rights: Rights,
    by: &str,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE family_links SET rights = $1, rights_changed_by = $2, rights_changed_at = $3
         WHERE parent_id = $4 AND child_id = $5",
    )
    .bind(rights.as_str())
    .bind(by)
    .bind(now_ms)
    .bind(parent_id)
    .bind(child_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The adult athlete keeps the parent linked; false when there is no such link.
pub async fn keep_link(db: &Db, parent_id: &str, child_id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE family_links SET adult_decision = $1 WHERE parent_id = $2 AND child_id = $3")
        .bind(AdultDecision::Kept.as_str())
        .bind(parent_id)
        .bind(child_id)
        .execute(&db.pool)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// A linked child not yet asked the 18th-birthday question, with their registration metadata.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UnaskedChild {
    pub child_id: String,
    pub email: String,
    /// The registration metadata, as stored JSON.
    pub metadata: String,
    pub frozen_at: Option<i64>,
}

/// Linked children who have not been asked the 18th-birthday question.
pub async fn unasked_children(db: &Db) -> Result<Vec<UnaskedChild>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.id AS child_id, u.email, u.metadata, u.frozen_at FROM users u
         WHERE u.id IN (SELECT child_id FROM family_links WHERE asked_at IS NULL) ORDER BY u.id",
    )
    .fetch_all(&db.pool)
    .await
}

/// Records that the child was asked; false when another run asked first.
pub async fn mark_asked(conn: &mut AnyConnection, child_id: &str, now_ms: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE family_links SET asked_at = $1 WHERE child_id = $2 AND asked_at IS NULL")
        .bind(now_ms)
        .bind(child_id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

// ---- invitations ----

/// An athlete's invitation to a parent.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct InvitationRow {
    pub id: String,
    pub child_id: String,
    pub email: String,
    #[sqlx(try_from = "String")]
    pub relation: Relation,
    #[sqlx(try_from = "String")]
    pub status: InvitationStatus,
    pub created_at: i64,
    pub expires_at: i64,
}

const INVITATION_COLUMNS: &str = "id, child_id, email, relation, status, created_at, expires_at";

/// A new invitation, stored with the hash of its link's token.
pub struct NewInvitation<'a> {
    pub child_id: &'a str,
    pub email: &'a str,
    pub relation: Relation,
    pub token_hash: &'a str,
    pub now_ms: i64,
    pub expires_at: i64,
}

pub async fn insert_invitation(conn: &mut AnyConnection, new: &NewInvitation<'_>) -> Result<String, sqlx::Error> {
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO family_invitations (id, child_id, email, relation, token_hash, status, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(&id)
    .bind(new.child_id)
    .bind(new.email)
    .bind(new.relation.as_str())
    .bind(new.token_hash)
    .bind(InvitationStatus::Pending.as_str())
    .bind(new.now_ms)
    .bind(new.expires_at)
    .execute(conn)
    .await?;
    Ok(id)
}

/// The child's pending, unexpired invitations, newest first.
pub async fn pending_invitations<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    child_id: &str,
    now_ms: i64,
) -> Result<Vec<InvitationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {INVITATION_COLUMNS} FROM family_invitations WHERE child_id = $1 AND status = $2 AND expires_at > $3
         ORDER BY created_at DESC, id"
    ))
    .bind(child_id)
    .bind(InvitationStatus::Pending.as_str())
    .bind(now_ms)
    .fetch_all(executor)
    .await
}

/// The invitation `id`.
pub async fn invitation(conn: &mut AnyConnection, id: &str) -> Result<Option<InvitationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {INVITATION_COLUMNS} FROM family_invitations WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// Account erasure: invitations to the address go (the child's own cascade with the account).
pub async fn forget_user(conn: &mut AnyConnection, email: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM family_invitations WHERE LOWER(email) = LOWER($1)")
        .bind(email)
        .execute(conn)
        .await?;
    Ok(())
}

// ---- a parent's settings ----

/// A parent's digest settings (the family plan is the parent's account plan, `plans::store`).
#[derive(Debug, Clone, Default, sqlx::FromRow)]
pub struct ParentSettings {
    pub digest_off_at: Option<i64>,
    pub digest_sent_at: Option<i64>,
}

async fn ensure_parent(conn: &mut AnyConnection, parent_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO family_parents (parent_id) VALUES ($1) ON CONFLICT (parent_id) DO NOTHING")
        .bind(parent_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// The parent's settings (all unset when none were ever stored).
pub async fn settings<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    parent_id: &str,
) -> Result<ParentSettings, sqlx::Error> {
    let row: Option<ParentSettings> =
        sqlx::query_as("SELECT digest_off_at, digest_sent_at FROM family_parents WHERE parent_id = $1")
            .bind(parent_id)
            .fetch_optional(executor)
            .await?;
    Ok(row.unwrap_or_default())
}

/// Turns the weekly digest on or off.
pub async fn set_digest(
    conn: &mut AnyConnection,
    parent_id: &str,
    enabled: bool,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    ensure_parent(&mut *conn, parent_id).await?;
    sqlx::query("UPDATE family_parents SET digest_off_at = $1 WHERE parent_id = $2")
        .bind((!enabled).then_some(now_ms))
        .bind(parent_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// A parent whose digest may be due.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DigestParent {
    pub parent_id: String,
    pub email: String,
    pub digest_sent_at: Option<i64>,
}

/// Parents with the digest on, a child linked, an active account, and no digest since `before`.
pub async fn digest_candidates(db: &Db, before: i64) -> Result<Vec<DigestParent>, sqlx::Error> {
    sqlx::query_as(
        "SELECT f.parent_id, u.email, f.digest_sent_at FROM family_parents f JOIN users u ON u.id = f.parent_id
         WHERE f.digest_off_at IS NULL AND (f.digest_sent_at IS NULL OR f.digest_sent_at <= $1)
           AND u.disabled_at IS NULL AND u.frozen_at IS NULL
           AND EXISTS (SELECT 1 FROM family_links l WHERE l.parent_id = f.parent_id)
         ORDER BY f.parent_id",
    )
    .bind(before)
    .fetch_all(&db.pool)
    .await
}

/// Claims the parent's digest as sent at `now_ms`; false when another instance sent it first.
pub async fn claim_digest(
    conn: &mut AnyConnection,
    parent_id: &str,
    before: i64,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE family_parents SET digest_sent_at = $1
         WHERE parent_id = $2 AND (digest_sent_at IS NULL OR digest_sent_at <= $3)",
    )
    .bind(now_ms)
    .bind(parent_id)
    .bind(before)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
