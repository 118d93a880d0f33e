//! Every statement on `support_requests`. A user's requests are read by user id and request id
//! together, so no one reads another's request by guessing its id.

use sqlx::{Any, AnyConnection, Executor};

use super::rules::{SupportRequestStatus, SupportTopic, ValidRequest};
use crate::{auth::store::Role, db::Db};

/// A request as stored. Times in milliseconds; `priority` is 0 or 1.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RequestRow {
    pub id: String,
    pub user_id: String,
    #[sqlx(try_from = "Option<String>")]
    pub topic: StoredTopic,
    pub subject: String,
    pub message: String,
    pub priority: i64,
    #[sqlx(try_from = "String")]
    pub status: SupportRequestStatus,
    pub answer: Option<String>,
    pub answered_at: Option<i64>,
    pub created_at: i64,
}

/// The optional topic column, read back as a [`SupportTopic`].
#[derive(Debug, Clone, Copy)]
pub struct StoredTopic(pub Option<SupportTopic>);

impl TryFrom<Option<String>> for StoredTopic {
    type Error = crate::validation::UnknownValue;

    fn try_from(text: Option<String>) -> Result<Self, Self::Error> {
        text.map(SupportTopic::try_from).transpose().map(StoredTopic)
    }
}

const COLUMNS: &str =
    "r.id, r.user_id, r.topic, r.subject, r.message, r.priority, r.status, r.answer, r.answered_at, r.created_at";

/// Stores a new open request.
pub async fn insert<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    id: &str,
    user_id: &str,
    request: &ValidRequest,
    priority: bool,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO support_requests (id, user_id, topic, subject, message, priority, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(id)
    .bind(user_id)
    .bind(request.topic.map(SupportTopic::as_str))
    .bind(&request.subject)
    .bind(&request.message)
    .bind(i64::from(priority))
    .bind(SupportRequestStatus::Open.as_str())
    .bind(now_ms)
    .execute(executor)
    .await?;
    Ok(())
}

/// The user's own request, or None (also when it is someone else's).
pub async fn own(db: &Db, user_id: &str, id: &str) -> Result<Option<RequestRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM support_requests r WHERE r.id = $1 AND r.user_id = $2"
    ))
    .bind(id)
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await
}

/// The user's requests, the latest first (the support page and the data export).
pub async fn of_user(db: &Db, user_id: &str) -> Result<Vec<RequestRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM support_requests r WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id"
    ))
    .bind(user_id)
    .fetch_all(&db.pool)
    .await
}

/// A request in the operators' queue, with who sent it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct QueueRow {
    #[sqlx(flatten)]
    pub request: RequestRow,
    pub email: String,
    #[sqlx(try_from = "String")]
    pub role: Role,
    pub answered_by_email: Option<String>,
}

/// The operators' queue: every open request, priority ones on top, the oldest first (the one
/// waiting longest is answered next); then the latest answered ones, the latest first.
pub async fn queue(db: &Db, answered_limit: i64) -> Result<Vec<QueueRow>, sqlx::Error> {
    let open: Vec<QueueRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS}, u.email, u.role, NULL AS answered_by_email
         FROM support_requests r JOIN users u ON u.id = r.user_id
         WHERE r.status = $1 ORDER BY r.priority DESC, r.created_at, r.id"
    ))
    .bind(SupportRequestStatus::Open.as_str())
    .fetch_all(&db.pool)
    .await?;
    let answered: Vec<QueueRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS}, u.email, u.role, a.email AS answered_by_email
         FROM support_requests r JOIN users u ON u.id = r.user_id LEFT JOIN users a ON a.id = r.answered_by
         WHERE r.status = $1 ORDER BY r.answered_at DESC, r.id LIMIT $2"
    ))
    .bind(SupportRequestStatus::Answered.as_str())
    .bind(answered_limit)
    .fetch_all(&db.pool)
    .await?;
    Ok(open.into_iter().chain(answered).collect())
}

/// The request's sender, for the answer's email.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Recipient {
    pub user_id: String,
    pub email: String,
    pub subject: String,
}

/// What became of an operator's answer.
#[derive(Debug)]
pub enum Answered {
    /// Written, and the request closed: its sender is to be told.
    Closed(Recipient),
    /// Another answer came first; nothing changed.
    AlreadyAnswered,
    NotFound,
}

/// Writes the operator's answer and closes the request, if it is still open.
pub async fn answer(
    conn: &mut AnyConnection,
    id: &str,
    answer: &str,
    operator_id: &str,
    now_ms: i64,
) -> Result<Answered, sqlx::Error> {
    let recipient: Option<Recipient> = sqlx::query_as(
        "SELECT r.user_id, u.email, r.subject FROM support_requests r JOIN users u ON u.id = r.user_id
         WHERE r.id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(recipient) = recipient else {
        return Ok(Answered::NotFound);
    };
    let closed = sqlx::query(
        "UPDATE support_requests SET status = $1, answer = $2, answered_by = $3, answered_at = $4
         WHERE id = $5 AND status = $6",
    )
    .bind(SupportRequestStatus::Answered.as_str())
    .bind(answer)
    .bind(operator_id)
    .bind(now_ms)
    .bind(id)
    .bind(SupportRequestStatus::Open.as_str())
    .execute(&mut *conn)
    .await?
    .rows_affected()
        == 1;
    Ok(if closed {
        Answered::Closed(recipient)
    } else {
        Answered::AlreadyAnswered
    })
}
