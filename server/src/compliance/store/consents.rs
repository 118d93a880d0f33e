//! Parental consent requests (`parental_consents`).

use sqlx::{Any, Executor};

use crate::db::Db;

crate::text_enum! {
    /// Where a parental consent request stands (`parental_consents.status`).
    pub enum ParentalConsentStatus {
        Pending = "pending",
        Approved = "approved",
        Declined = "declined",
        Expired = "expired",
    }
}

/// A new consent request; the link's token is kept only as its hash.
pub struct NewConsent<'a> {
    pub child_user_id: &'a str,
    pub parent_email: &'a str,
    pub relation: &'a str,
    pub token_hash: &'a str,
    pub now_ms: i64,
    pub expires_at: i64,
}

pub async fn insert_consent<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    consent: NewConsent<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO parental_consents (id, child_user_id, parent_email, relation, token_hash, status, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(consent.child_user_id)
    .bind(consent.parent_email)
    .bind(consent.relation)
    .bind(consent.token_hash)
    .bind(ParentalConsentStatus::Pending.as_str())
    .bind(consent.now_ms)
    .bind(consent.expires_at)
    .execute(executor)
    .await?;
    Ok(())
}

#[derive(sqlx::FromRow, Debug)]
pub struct ConsentRow {
    pub child_user_id: String,
    pub parent_email: String,
    pub relation: String,
    #[sqlx(try_from = "String")]
    pub status: ParentalConsentStatus,
    pub created_at: i64,
    pub expires_at: i64,
    pub decided_at: Option<i64>,
}

pub async fn find_consent(db: &Db, token_hash: &str) -> Result<Option<ConsentRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT child_user_id, parent_email, relation, status, created_at, expires_at, decided_at
         FROM parental_consents WHERE token_hash = $1",
    )
    .bind(token_hash)
    .fetch_optional(&db.pool)
    .await
}

/// Records the parent's answer on a pending request; false when it was no longer pending (of
/// two answers racing, one wins).
pub async fn claim_decision<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    token_hash: &str,
    status: ParentalConsentStatus,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let claimed =
        sqlx::query("UPDATE parental_consents SET status = $1, decided_at = $2 WHERE token_hash = $3 AND status = $4")
            .bind(status.as_str())
            .bind(now_ms)
            .bind(token_hash)
            .bind(ParentalConsentStatus::Pending.as_str())
            .execute(executor)
            .await?
            .rows_affected();
    Ok(claimed == 1)
}

/// A pending request whose time ran out.
#[derive(sqlx::FromRow, Debug)]
pub struct OverdueConsent {
    pub child_user_id: String,
    pub parent_email: String,
}

pub async fn overdue_consents(db: &Db, now_ms: i64) -> Result<Vec<OverdueConsent>, sqlx::Error> {
    sqlx::query_as("SELECT child_user_id, parent_email FROM parental_consents WHERE status = $1 AND expires_at <= $2")
        .bind(ParentalConsentStatus::Pending.as_str())
        .bind(now_ms)
        .fetch_all(&db.pool)
        .await
}

/// Marks the child's pending request expired; false when it was no longer pending.
pub async fn claim_expiry<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    child_user_id: &str,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let claimed = sqlx::query(
        "UPDATE parental_consents SET status = $1, decided_at = $2 WHERE child_user_id = $3 AND status = $4",
    )
    .bind(ParentalConsentStatus::Expired.as_str())
    .bind(now_ms)
    .bind(child_user_id)
    .bind(ParentalConsentStatus::Pending.as_str())
    .execute(executor)
    .await?
    .rows_affected();
    Ok(claimed == 1)
}

/// The parent's choice about messages from college coaches to the child.
pub async fn set_coach_messages<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    child_user_id: &str,
    allowed: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE parental_consents SET coach_messages = $1 WHERE child_user_id = $2")
        .bind(i64::from(allowed))
        .bind(child_user_id)
        .execute(executor)
        .await?;
    Ok(())
}

/// The address of the parent or guardian of the child's account, if any: the account holding the
/// consent's current address, else the address typed on the consent form.
pub async fn parent_email_of(db: &Db, child_user_id: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT COALESCE(u.email, pc.parent_email) FROM parental_consents pc
         LEFT JOIN users u ON u.id = pc.parent_user_id WHERE pc.child_user_id = $1",
    )
    .bind(child_user_id)
    .fetch_optional(&db.pool)
    .await
}

/// The consent scopes of a minor's account, as stored (basic use is the request's status).
#[derive(sqlx::FromRow, Debug, Clone)]
pub struct ScopesRow {
    pub child_user_id: String,
    pub parent_email: String,
    /// The parent account that holds the consent, once one claimed it.
    pub parent_user_id: Option<String>,
    pub relation: String,
    #[sqlx(try_from = "String")]
    pub status: ParentalConsentStatus,
    pub decided_at: Option<i64>,
    pub coach_messages: i64,
    pub coach_messages_changed_at: Option<i64>,
    pub third_party_sharing: i64,
    pub third_party_sharing_changed_at: Option<i64>,
    pub analytics: i64,
    pub analytics_changed_at: Option<i64>,
}

impl ScopesRow {
    /// The account holding an approved consent: the parent who gave it.
    pub fn holder(&self) -> Option<&str> {
        (self.status == ParentalConsentStatus::Approved)
            .then_some(self.parent_user_id.as_deref())
            .flatten()
    }
}

const SCOPES_SELECT: &str =
    "SELECT child_user_id, parent_email, parent_user_id, relation, status, decided_at, coach_messages,
        coach_messages_changed_at, third_party_sharing, third_party_sharing_changed_at, analytics, analytics_changed_at
    FROM parental_consents";

/// The consent scopes of the child's account, if a parent was ever asked.
pub async fn scopes_of<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    child_user_id: &str,
) -> Result<Option<ScopesRow>, sqlx::Error> {
    sqlx::query_as(&format!("{SCOPES_SELECT} WHERE child_user_id = $1"))
        .bind(child_user_id)
        .fetch_optional(executor)
        .await
}

/// The approved consent requests the parent account holds, or may claim: those no account holds
/// yet that name `parent_email` (the account's confirmed address).
pub async fn approved_for_parent(db: &Db, parent_id: &str, parent_email: &str) -> Result<Vec<ScopesRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SCOPES_SELECT} WHERE status = $1
           AND (parent_user_id = $2 OR (parent_user_id IS NULL AND LOWER(parent_email) = LOWER($3)))
         ORDER BY decided_at, child_user_id"
    ))
    .bind(ParentalConsentStatus::Approved.as_str())
    .bind(parent_id)
    .bind(parent_email)
    .fetch_all(&db.pool)
    .await
}

/// The parent account claims the approved consents no account holds yet that name `parent_email`
/// (its confirmed address; `child_user_id` narrows it to one child): from now on the consent is
/// held by the account, whatever its address becomes. Returns how many it claimed.
pub async fn claim_approved<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    parent_id: &str,
    parent_email: &str,
    child_user_id: Option<&str>,
) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE parental_consents SET parent_user_id = $1
         WHERE parent_user_id IS NULL AND status = $2 AND LOWER(parent_email) = LOWER($3)
           AND ($4 IS NULL OR child_user_id = $4)",
    )
    .bind(parent_id)
    .bind(ParentalConsentStatus::Approved.as_str())
    .bind(parent_email)
    .bind(child_user_id)
    .execute(executor)
    .await?;
    Ok(done.rows_affected())
}

/// Gives or withdraws one optional scope, dated `now_ms`. `scope` is one of the optional scopes
/// of `compliance::rules::CONSENT_SCOPES`; false when the child has no consent record.
pub async fn set_scope<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    child_user_id: &str,
    scope: super::super::rules::ConsentScope,
    granted: bool,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    use super::super::rules::ConsentScope;
    let (column, changed) = match scope {
        ConsentScope::CoachCommunications => ("coach_messages", "coach_messages_changed_at"),
        ConsentScope::ThirdPartySharing => ("third_party_sharing", "third_party_sharing_changed_at"),
        ConsentScope::Analytics => ("analytics", "analytics_changed_at"),
        ConsentScope::BasicUse => return Ok(false),
    };
    let done = sqlx::query(&format!(
        "UPDATE parental_consents SET {column} = $1, {changed} = $2 WHERE child_user_id = $3"
    ))
    .bind(i64::from(granted))
    .bind(now_ms)
    .bind(child_user_id)
    .execute(executor)
    .await?;
    Ok(done.rows_affected() == 1)
}
