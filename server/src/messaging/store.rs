//! Every statement on `conversations`, `messages`, `conversation_members`, `message_reports` and
//! `coach_contacts` (a coach's contacts outside messages, for the compliance log). A conversation belongs to one athlete and one program; the program's side is
//! every verified coach of it, so "the viewer's conversations" is a condition on either column.

use sqlx::{Any, AnyConnection, Executor};

use super::rules::{MessageKind, SenderRole, NOTIFY_EVERY_MS};
use crate::db::Db;

/// Who is looking: the athlete side is one account, the program side a school id.
#[derive(Clone, Copy, Debug)]
pub enum Side<'a> {
    Athlete { user_id: &'a str },
    Coach { user_id: &'a str, school_id: &'a str },
}

impl<'a> Side<'a> {
    pub fn user_id(&self) -> &'a str {
        match self {
            Side::Athlete { user_id } | Side::Coach { user_id, .. } => user_id,
        }
    }

    /// The role whose messages are the other side's (and so can be unread).
    fn other_role(&self) -> SenderRole {
        match self {
            Side::Athlete { .. } => SenderRole::Coach,
            Side::Coach { .. } => SenderRole::Athlete,
        }
    }

    /// The column and value that make a conversation the viewer's.
    fn owner_condition(&self) -> (&'static str, &'a str) {
        match self {
            Side::Athlete { user_id } => ("c.athlete_id", user_id),
            Side::Coach { school_id, .. } => ("c.school_id", school_id),
        }
    }
}

/// A conversation as one viewer sees it. Times in milliseconds.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ConversationRow {
    pub id: String,
    pub athlete_id: String,
    pub school_id: String,
    pub school_name: Option<String>,
    pub division: Option<String>,
    pub athlete_name: Option<String>,
    pub grad_year: Option<i64>,
    pub last_message_at: i64,
    pub blocked_by: Option<String>,
    pub last_body: Option<String>,
    pub last_kind: Option<String>,
    pub unread: i64,
    pub archived_at: Option<i64>,
}

/// `$1` the viewer's id, `$2` the owner column's value, `$3` the other side's role.
fn conversation_select(owner_column: &str) -> String {
    format!(
        "SELECT c.id, c.athlete_id, c.school_id, s.name AS school_name, s.division,
            p.full_name AS athlete_name, p.grad_year, c.last_message_at, c.blocked_by,
            (SELECT m.body FROM messages m WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS last_body,
            (SELECT m.kind FROM messages m WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS last_kind,
            (SELECT COUNT(*) FROM messages m WHERE m.conversation_id = c.id AND m.sender_role = $3
                AND m.created_at > COALESCE(cm.last_read_at, 0)) AS unread,
            cm.archived_at
         FROM conversations c
         LEFT JOIN schools s ON s.id = c.school_id
         LEFT JOIN profiles p ON p.id = c.athlete_id
         LEFT JOIN conversation_members cm ON cm.conversation_id = c.id AND cm.user_id = $1
         WHERE {owner_column} = $2"
    )
}

/// The viewer's conversations, newest first: the archived ones or the others.
pub async fn inbox(db: &Db, side: Side<'_>, archived: bool) -> Result<Vec<ConversationRow>, sqlx::Error> {
    let (column, owner) = side.owner_condition();
    let filter = if archived {
        "cm.archived_at IS NOT NULL"
    } else {
        "cm.archived_at IS NULL"
    };
    sqlx::query_as(&format!(
        "{} AND {filter} ORDER BY c.last_message_at DESC, c.id",
        conversation_select(column)
    ))
    .bind(side.user_id())
    .bind(owner)
    .bind(side.other_role().as_str())
    .fetch_all(&db.pool)
    .await
}

/// One conversation, when it is the viewer's.
pub async fn conversation(db: &Db, side: Side<'_>, id: &str) -> Result<Option<ConversationRow>, sqlx::Error> {
    let (column, owner) = side.owner_condition();
    sqlx::query_as(&format!("{} AND c.id = $4", conversation_select(column)))
        .bind(side.user_id())
        .bind(owner)
        .bind(side.other_role().as_str())
        .bind(id)
        .fetch_optional(&db.pool)
        .await
}

/// Messages from the other side the viewer has not read, over all their conversations.
pub async fn unread_total(db: &Db, side: Side<'_>) -> Result<i64, sqlx::Error> {
    let (column, owner) = side.owner_condition();
    sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM messages m
         JOIN conversations c ON c.id = m.conversation_id
         LEFT JOIN conversation_members cm ON cm.conversation_id = c.id AND cm.user_id = $1
         WHERE {column} = $2 AND m.sender_role = $3 AND m.created_at > COALESCE(cm.last_read_at, 0)"
    ))
    .bind(side.user_id())
    .bind(owner)
    .bind(side.other_role().as_str())
    .fetch_one(&db.pool)
    .await
}

/// The conversation between an athlete and a program, if there is one.
pub async fn find_id<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    athlete_id: &str,
    school_id: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM conversations WHERE athlete_id = $1 AND school_id = $2")
        .bind(athlete_id)
        .bind(school_id)
        .fetch_optional(executor)
        .await
}

/// A conversation's facts that decide who may send.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ConversationFacts {
    pub id: String,
    pub athlete_id: String,
    pub school_id: String,
    pub blocked_by: Option<String>,
}

pub async fn facts(conn: &mut AnyConnection, id: &str) -> Result<Option<ConversationFacts>, sqlx::Error> {
    sqlx::query_as("SELECT id, athlete_id, school_id, blocked_by FROM conversations WHERE id = $1")
        .bind(id)
        .fetch_optional(conn)
        .await
}

/// Starts the athlete's conversation with the program, or returns the one they have.
pub async fn open(
    conn: &mut AnyConnection,
    athlete_id: &str,
    school_id: &str,
    started_by: &str,
    now_ms: i64,
) -> Result<ConversationFacts, sqlx::Error> {
    sqlx::query(
        "INSERT INTO conversations (id, athlete_id, school_id, started_by, created_at, last_message_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (athlete_id, school_id) DO NOTHING",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(athlete_id)
    .bind(school_id)
    .bind(started_by)
    .bind(now_ms)
    .execute(&mut *conn)
    .await?;
    sqlx::query_as(
        "SELECT id, athlete_id, school_id, blocked_by FROM conversations WHERE athlete_id = $1 AND school_id = $2",
    )
    .bind(athlete_id)
    .bind(school_id)
    .fetch_one(conn)
    .await
}

/// A message to store.
pub struct NewMessage<'a> {
    pub conversation_id: &'a str,
    pub sender_id: &'a str,
    pub sender_email: &'a str,
    /// A coach's signature ("<full name>, <title>, <program>") as the message was sent.
    pub sender_name: Option<&'a str>,
    pub sender_role: SenderRole,
    pub kind: MessageKind,
    pub body: &'a str,
    /// For a coach's message: the rule that allowed it, and when the rules were checked.
    pub contact_rule: Option<&'a str>,
    pub rules_checked: Option<&'a str>,
    pub now_ms: i64,
}

/// Stores the message, moves the conversation to the top and counts it read by its sender.
pub async fn insert_message(conn: &mut AnyConnection, m: &NewMessage<'_>) -> Result<MessageRow, sqlx::Error> {
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO messages (id, conversation_id, sender_id, sender_role, sender_email, kind, body, contact_rule,
            rules_checked, created_at, sender_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(&id)
    .bind(m.conversation_id)
    .bind(m.sender_id)
    .bind(m.sender_role.as_str())
    .bind(m.sender_email)
    .bind(m.kind.as_str())
    .bind(m.body)
    .bind(m.contact_rule)
    .bind(m.rules_checked)
    .bind(m.now_ms)
    .bind(m.sender_name)
    .execute(&mut *conn)
    .await?;
    sqlx::query("UPDATE conversations SET last_message_at = $1 WHERE id = $2")
        .bind(m.now_ms)
        .bind(m.conversation_id)
        .execute(&mut *conn)
        .await?;
    mark_read(&mut *conn, m.conversation_id, m.sender_id, m.now_ms).await?;
    Ok(MessageRow {
        id,
        sender_id: Some(m.sender_id.to_owned()),
        sender_role: m.sender_role,
        sender_email: m.sender_email.to_owned(),
        sender_name: m.sender_name.map(str::to_owned),
        kind: m.kind,
        body: m.body.to_owned(),
        created_at: m.now_ms,
    })
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MessageRow {
    pub id: String,
    pub sender_id: Option<String>,
    #[sqlx(try_from = "String")]
    pub sender_role: SenderRole,
    pub sender_email: String,
    pub sender_name: Option<String>,
    #[sqlx(try_from = "String")]
    pub kind: MessageKind,
    pub body: String,
    pub created_at: i64,
}

/// The conversation's messages, oldest first.
pub async fn messages(db: &Db, conversation_id: &str) -> Result<Vec<MessageRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, sender_id, sender_role, sender_email, sender_name, kind, body, created_at
         FROM messages WHERE conversation_id = $1 ORDER BY created_at, id",
    )
    .bind(conversation_id)
    .fetch_all(&db.pool)
    .await
}

/// A participant who has read the conversation, for read receipts.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Reader {
    pub user_id: String,
    pub email: String,
    pub full_name: Option<String>,
    /// A coach's name from the coach's profile.
    pub coach_name: Option<String>,
    pub last_read_at: i64,
}

pub async fn readers(db: &Db, conversation_id: &str) -> Result<Vec<Reader>, sqlx::Error> {
    sqlx::query_as(
        "SELECT cm.user_id, u.email, p.full_name, cpr.full_name AS coach_name, cm.last_read_at
         FROM conversation_members cm JOIN users u ON u.id = cm.user_id LEFT JOIN profiles p ON p.id = cm.user_id
         LEFT JOIN coach_profiles cpr ON cpr.coach_id = cm.user_id
         WHERE cm.conversation_id = $1 AND cm.last_read_at > 0",
    )
    .bind(conversation_id)
    .fetch_all(&db.pool)
    .await
}

/// Counts everything up to `now_ms` read by the user.
pub async fn mark_read<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    conversation_id: &str,
    user_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO conversation_members (conversation_id, user_id, last_read_at) VALUES ($1, $2, $3)
         ON CONFLICT (conversation_id, user_id) DO UPDATE SET last_read_at = $3, pending_since = NULL",
    )
    .bind(conversation_id)
    .bind(user_id)
    .bind(now_ms)
    .execute(executor)
    .await?;
    Ok(())
}

/// Archives the conversation for the user (`Some(time)`) or brings it back (`None`). A new message
/// from the other side brings it back too.
pub async fn set_archived(db: &Db, conversation_id: &str, user_id: &str, at: Option<i64>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO conversation_members (conversation_id, user_id, archived_at) VALUES ($1, $2, $3)
         ON CONFLICT (conversation_id, user_id) DO UPDATE SET archived_at = $3",
    )
    .bind(conversation_id)
    .bind(user_id)
    .bind(at)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Blocks the conversation by `by` (`Some`) or unblocks it (`None`).
pub async fn set_blocked(db: &Db, conversation_id: &str, by: Option<&str>, now_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE conversations SET blocked_by = $1, blocked_at = $2 WHERE id = $3")
        .bind(by)
        .bind(by.map(|_| now_ms))
        .bind(conversation_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// A recipient of a new message and what their email batch says.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Recipient {
    pub user_id: String,
    pub email: String,
    pub notified_at: Option<i64>,
    /// 1 when the recipient turned message emails off.
    pub emails_off: i64,
}

/// Makes each recipient a member (unarchiving it for them) and returns their batch state.
pub async fn deliver_to(
    conn: &mut AnyConnection,
    conversation_id: &str,
    user_ids: &[String],
) -> Result<Vec<Recipient>, sqlx::Error> {
    let mut out = Vec::with_capacity(user_ids.len());
    for user_id in user_ids {
        sqlx::query(
            "INSERT INTO conversation_members (conversation_id, user_id) VALUES ($1, $2)
             ON CONFLICT (conversation_id, user_id) DO UPDATE SET archived_at = NULL",
        )
        .bind(conversation_id)
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
        let recipient: Option<Recipient> = sqlx::query_as(
            "SELECT cm.user_id, u.email, cm.notified_at, CASE WHEN u.message_emails_off_at IS NULL THEN 0 ELSE 1 END AS emails_off
             FROM conversation_members cm JOIN users u ON u.id = cm.user_id
             WHERE cm.conversation_id = $1 AND cm.user_id = $2 AND u.disabled_at IS NULL AND u.frozen_at IS NULL",
        )
        .bind(conversation_id)
        .bind(user_id)
        .fetch_optional(&mut *conn)
        .await?;
        out.extend(recipient);
    }
    Ok(out)
}

/// Records that the recipient was emailed about the conversation now.
pub async fn notified(
    conn: &mut AnyConnection,
    conversation_id: &str,
    user_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE conversation_members SET notified_at = $1, pending_since = NULL WHERE conversation_id = $2 AND user_id = $3",
    )
    .bind(now_ms)
    .bind(conversation_id)
    .bind(user_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Records that a message waits for the recipient's next email (the batch's hour is not over).
pub async fn pending(
    conn: &mut AnyConnection,
    conversation_id: &str,
    user_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE conversation_members SET pending_since = COALESCE(pending_since, $1)
         WHERE conversation_id = $2 AND user_id = $3",
    )
    .bind(now_ms)
    .bind(conversation_id)
    .bind(user_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// A batch whose hour is over, with the unread messages still waiting in it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DueBatch {
    pub conversation_id: String,
    pub user_id: String,
    pub email: String,
    pub unread: i64,
}

/// Batches whose hour is over and whose recipient still has unread messages from the other side
/// (an email about messages already read would be noise; those batches are simply closed).
pub async fn due_batches(conn: &mut AnyConnection, now_ms: i64) -> Result<Vec<DueBatch>, sqlx::Error> {
    sqlx::query_as(
        "SELECT cm.conversation_id, cm.user_id, u.email,
            (SELECT COUNT(*) FROM messages m WHERE m.conversation_id = cm.conversation_id
                AND m.created_at > cm.last_read_at
                AND m.sender_role = CASE WHEN c.athlete_id = cm.user_id THEN 'coach' ELSE 'athlete' END) AS unread
         FROM conversation_members cm
         JOIN users u ON u.id = cm.user_id
         JOIN conversations c ON c.id = cm.conversation_id
         WHERE cm.pending_since IS NOT NULL AND COALESCE(cm.notified_at, 0) <= $1
           AND u.message_emails_off_at IS NULL AND u.disabled_at IS NULL AND u.frozen_at IS NULL
         ORDER BY cm.pending_since LIMIT 100",
    )
    .bind(now_ms - NOTIFY_EVERY_MS)
    .fetch_all(conn)
    .await
}

/// Claims a due batch: closes it, and when `emailed` records the email. False when another
/// instance's sweep claimed it first.
pub async fn claim_batch(
    conn: &mut AnyConnection,
    conversation_id: &str,
    user_id: &str,
    now_ms: i64,
    emailed: bool,
) -> Result<bool, sqlx::Error> {
    let claimed = sqlx::query(
        "UPDATE conversation_members SET pending_since = NULL,
            notified_at = CASE WHEN $1 = 1 THEN $2 ELSE notified_at END
         WHERE conversation_id = $3 AND user_id = $4 AND pending_since IS NOT NULL",
    )
    .bind(i64::from(emailed))
    .bind(now_ms)
    .bind(conversation_id)
    .bind(user_id)
    .execute(conn)
    .await?
    .rows_affected();
    Ok(claimed == 1)
}

/// How the other side of the conversation is named to `user_id`: the program to its athlete,
/// the athlete to the program's coaches.
pub async fn other_side_name(
    conn: &mut AnyConnection,
    conversation_id: &str,
    user_id: &str,
) -> Result<String, sqlx::Error> {
    let (athlete_id, athlete_name, school_name): (String, Option<String>, Option<String>) = sqlx::query_as(
        "SELECT c.athlete_id, p.full_name, s.name FROM conversations c
         LEFT JOIN profiles p ON p.id = c.athlete_id LEFT JOIN schools s ON s.id = c.school_id WHERE c.id = $1",
    )
    .bind(conversation_id)
    .fetch_one(conn)
    .await?;
    Ok(if athlete_id == user_id {
        format!(
            "Coaches at {}",
            school_name.unwrap_or_else(|| "a college program".into())
        )
    } else {
        athlete_name.unwrap_or_else(|| "An athlete".into())
    })
}

/// A conversation whose newest messages are the athlete's, unanswered by the program.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AwaitingReply {
    pub conversation_id: String,
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    /// The first of the athlete's messages after the program's last reply, in milliseconds.
    pub since: i64,
}

/// The program's unblocked conversations waiting for a reply, the longest waiting first.
pub async fn awaiting_reply(db: &Db, school_id: &str, limit: i64) -> Result<Vec<AwaitingReply>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.id AS conversation_id, c.athlete_id, p.full_name AS athlete_name, MIN(m.created_at) AS since
         FROM conversations c
         JOIN messages m ON m.conversation_id = c.id AND m.sender_role = $2
         LEFT JOIN profiles p ON p.id = c.athlete_id
         WHERE c.school_id = $1 AND c.blocked_by IS NULL
           AND m.created_at > COALESCE((SELECT MAX(r.created_at) FROM messages r
                                        WHERE r.conversation_id = c.id AND r.sender_role = $3), 0)
         GROUP BY c.id, c.athlete_id, p.full_name
         ORDER BY since ASC, c.id
         LIMIT $4",
    )
    .bind(school_id)
    .bind(SenderRole::Athlete.as_str())
    .bind(SenderRole::Coach.as_str())
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// The athlete's facts a coach's message is checked against.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AthleteFacts {
    pub id: String,
    pub email: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub commitment_status: String,
    pub committed_school_id: Option<String>,
    pub consent_status: String,
    pub shown_to_coaches: i64,
    /// 0 when the parent chose to stop coach messages.
    pub coach_messages: i64,
}

/// An athlete's facts; `None` for any other account or a disabled one.
pub async fn athlete_facts<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    athlete_id: &str,
) -> Result<Option<AthleteFacts>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.id, u.email, p.full_name, p.grad_year, p.commitment_status, p.committed_school_id,
            u.consent_status, p.shown_to_coaches, COALESCE(pc.coach_messages, 1) AS coach_messages
         FROM users u JOIN profiles p ON p.id = u.id
         LEFT JOIN parental_consents pc ON pc.child_user_id = u.id
         WHERE u.id = $1 AND u.role = 'student' AND u.disabled_at IS NULL AND u.frozen_at IS NULL",
    )
    .bind(athlete_id)
    .fetch_optional(executor)
    .await
}

/// A program with the division its contact rule follows.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ProgramFacts {
    pub id: String,
    pub name: String,
    pub division: Option<String>,
}

pub async fn program_facts<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    school_id: &str,
) -> Result<Option<ProgramFacts>, sqlx::Error> {
    sqlx::query_as("SELECT id, name, division FROM schools WHERE id = $1")
        .bind(school_id)
        .fetch_optional(executor)
        .await
}

pub async fn insert_report(
    db: &Db,
    conversation_id: &str,
    reporter_id: &str,
    reporter_email: &str,
    reason: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO message_reports (id, conversation_id, reporter_id, reporter_email, reason, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(conversation_id)
    .bind(reporter_id)
    .bind(reporter_email)
    .bind(reason)
    .bind(now_ms)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Whether the user has an open report on the conversation.
pub async fn reported_by(db: &Db, conversation_id: &str, user_id: &str) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM message_reports WHERE conversation_id = $1 AND reporter_id = $2 AND resolved_at IS NULL",
    )
    .bind(conversation_id)
    .bind(user_id)
    .fetch_one(&db.pool)
    .await?;
    Ok(n > 0)
}

/// A report with its conversation's names, for the operator.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ReportRow {
    pub id: String,
    pub conversation_id: String,
    pub reporter_email: String,
    pub reason: String,
    pub created_at: i64,
    pub resolved_at: Option<i64>,
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    pub grad_year: Option<i64>,
    pub school_id: String,
    pub school_name: Option<String>,
    pub division: Option<String>,
    pub blocked_by: Option<String>,
}

/// Open (or resolved) reports, newest first.
pub async fn reports(db: &Db, resolved: bool) -> Result<Vec<ReportRow>, sqlx::Error> {
    let filter = if resolved {
        "r.resolved_at IS NOT NULL"
    } else {
        "r.resolved_at IS NULL"
    };
    sqlx::query_as(&format!(
        "SELECT r.id, r.conversation_id, r.reporter_email, r.reason, r.created_at, r.resolved_at,
            c.athlete_id, p.full_name AS athlete_name, p.grad_year, c.school_id, s.name AS school_name, s.division,
            c.blocked_by
         FROM message_reports r JOIN conversations c ON c.id = r.conversation_id
         LEFT JOIN profiles p ON p.id = c.athlete_id LEFT JOIN schools s ON s.id = c.school_id
         WHERE {filter} ORDER BY r.created_at DESC LIMIT 200"
    ))
    .fetch_all(&db.pool)
    .await
}

/// Resolves an open report; false when there is none with that id.
pub async fn resolve_report(conn: &mut AnyConnection, id: &str, by: &str, now_ms: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE message_reports SET resolved_at = $1, resolved_by = $2 WHERE id = $3 AND resolved_at IS NULL",
    )
    .bind(now_ms)
    .bind(by)
    .bind(id)
    .execute(conn)
    .await?
    .rows_affected();
    Ok(done == 1)
}

/// One coach-to-athlete message, or visit, in the compliance log.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ComplianceRow {
    /// The message's id, or a visit's calendar event id.
    pub message_id: String,
    pub created_at: i64,
    pub school_id: String,
    pub school_name: Option<String>,
    pub division: Option<String>,
    pub sender_email: String,
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    pub grad_year: Option<i64>,
    /// A message's kind (`MessageKind`), or a visit's kind as a label ("Official visit").
    pub kind: String,
    pub contact_rule: Option<String>,
    pub rules_checked: Option<String>,
    /// 1 when a coach started the conversation; null for a visit.
    pub started_by_coach: Option<i64>,
}

/// Every coach message and visit, of one program or of all, oldest first.
pub async fn compliance_log(db: &Db, school_id: Option<&str>) -> Result<Vec<ComplianceRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT * FROM (
            SELECT m.id AS message_id, m.created_at, c.school_id, s.name AS school_name, s.division, m.sender_email,
                c.athlete_id, p.full_name AS athlete_name, p.grad_year, m.kind, m.contact_rule, m.rules_checked,
                CASE WHEN c.started_by = c.athlete_id THEN 0 ELSE 1 END AS started_by_coach
            FROM messages m JOIN conversations c ON c.id = m.conversation_id
            LEFT JOIN schools s ON s.id = c.school_id LEFT JOIN profiles p ON p.id = c.athlete_id
            WHERE m.sender_role = 'coach' AND ($1 IS NULL OR c.school_id = $1)
          UNION ALL
            SELECT k.event_id, k.created_at, k.school_id, s.name, s.division, k.sender_email,
                k.athlete_id, p.full_name, p.grad_year, k.kind, k.contact_rule, k.rules_checked, NULL
            FROM coach_contacts k
            LEFT JOIN schools s ON s.id = k.school_id LEFT JOIN profiles p ON p.id = k.athlete_id
            WHERE $1 IS NULL OR k.school_id = $1
         ) log ORDER BY created_at, message_id",
    )
    .bind(school_id)
    .fetch_all(&db.pool)
    .await
}

/// A coach's contact with an athlete outside messages, for the program's contact log.
pub struct NewContact<'a> {
    pub school_id: &'a str,
    pub athlete_id: &'a str,
    pub sender_id: &'a str,
    pub sender_email: &'a str,
    /// What it was, as the log shows it ("Official visit").
    pub kind: &'a str,
    /// The calendar event it is.
    pub event_id: &'a str,
    pub contact_rule: &'a str,
    pub now_ms: i64,
}

/// Records the contact with the rule that allowed it and when the rules were checked.
pub async fn record_contact(conn: &mut AnyConnection, c: &NewContact<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO coach_contacts (id, school_id, athlete_id, sender_id, sender_email, kind, event_id,
            contact_rule, rules_checked, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(c.school_id)
    .bind(c.athlete_id)
    .bind(c.sender_id)
    .bind(c.sender_email)
    .bind(c.kind)
    .bind(c.event_id)
    .bind(c.contact_rule)
    .bind(super::rules::CONTACT_RULES_CHECKED)
    .bind(c.now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Replaces an erased account's email on the messages it sent, the contacts it made and the
/// reports it made.
pub async fn anonymise_user(conn: &mut AnyConnection, user_id: &str, marker: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE messages SET sender_email = $1 WHERE sender_id = $2")
        .bind(marker)
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("UPDATE coach_contacts SET sender_email = $1 WHERE sender_id = $2")
        .bind(marker)
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("UPDATE message_reports SET reporter_email = $1 WHERE reporter_id = $2")
        .bind(marker)
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// PostgreSQL only: announces `payload` on `channel` to every listening instance.
pub async fn notify(db: &Db, channel: &str, payload: &str) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(channel)
        .bind(payload)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// A message in the user's data export.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ExportedMessage {
    pub conversation_id: String,
    pub school_name: Option<String>,
    pub sender_role: String,
    pub kind: String,
    pub body: String,
    pub created_at: i64,
}

/// Every message of the user's own conversations (as athlete) or sent by the user (as coach).
pub async fn messages_for_export(db: &Db, user_id: &str) -> Result<Vec<ExportedMessage>, sqlx::Error> {
    sqlx::query_as(
        "SELECT m.conversation_id, s.name AS school_name, m.sender_role, m.kind, m.body, m.created_at
         FROM messages m JOIN conversations c ON c.id = m.conversation_id LEFT JOIN schools s ON s.id = c.school_id
         WHERE c.athlete_id = $1 OR m.sender_id = $1 ORDER BY m.created_at, m.id",
    )
    .bind(user_id)
    .fetch_all(&db.pool)
    .await
}

/// For each program that wrote to the athlete: when its coaches first did (school id, time).
pub async fn first_coach_messages(db: &Db, athlete_id: &str) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.school_id, MIN(m.created_at) FROM conversations c JOIN messages m ON m.conversation_id = c.id
         WHERE c.athlete_id = $1 AND m.sender_role = 'coach' GROUP BY c.school_id",
    )
    .bind(athlete_id)
    .fetch_all(&db.pool)
    .await
}

/// A program the athlete has a conversation with, for the athlete's club coach (never a message).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ConversationProgram {
    pub school_id: String,
    pub school_name: Option<String>,
    pub last_message_at: i64,
}

/// The programs the athlete has a conversation with, the most recent first.
pub async fn programs_in_conversation(db: &Db, athlete_id: &str) -> Result<Vec<ConversationProgram>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.school_id, s.name AS school_name, c.last_message_at
         FROM conversations c LEFT JOIN schools s ON s.id = c.school_id
         WHERE c.athlete_id = $1 ORDER BY c.last_message_at DESC, c.school_id",
    )
    .bind(athlete_id)
    .fetch_all(&db.pool)
    .await
}

/// One program's conversation with an athlete in a period: whether it started then, and how many
/// messages each side sent. Never the text.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ProgramActivity {
    pub school_id: String,
    pub school_name: Option<String>,
    /// 0/1: the conversation started in the period.
    pub started: i64,
    pub from_coaches: i64,
    pub from_athlete: i64,
}

/// The athlete's conversations with activity on or after `since_ms` (the parent's weekly digest).
pub async fn activity_since(db: &Db, athlete_id: &str, since_ms: i64) -> Result<Vec<ProgramActivity>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.school_id, s.name AS school_name,
            CASE WHEN c.created_at >= $2 THEN 1 ELSE 0 END AS started,
            (SELECT COUNT(*) FROM messages m WHERE m.conversation_id = c.id AND m.created_at >= $2
                AND m.sender_role = 'coach') AS from_coaches,
            (SELECT COUNT(*) FROM messages m WHERE m.conversation_id = c.id AND m.created_at >= $2
                AND m.sender_role = 'athlete') AS from_athlete
         FROM conversations c LEFT JOIN schools s ON s.id = c.school_id
         WHERE c.athlete_id = $1 AND c.last_message_at >= $2
         ORDER BY c.last_message_at DESC, c.id",
    )
    .bind(athlete_id)
    .bind(since_ms)
    .fetch_all(&db.pool)
    .await
}
