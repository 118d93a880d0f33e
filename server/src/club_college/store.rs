//! Every statement on `club_college_conversations`, `club_college_messages` and
//! `club_recommendations`. Reads name the club, the program and the athlete from their owners'
//! tables; writes touch only these three.

use sqlx::{Any, AnyConnection, Executor};

use super::rules::{CoachSide, RecommendationStatus};
use crate::db::Db;

fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

// ---- conversations ----

/// A conversation with the names of its club, program and athlete.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ConversationRow {
    pub id: String,
    pub club_id: String,
    pub club_name: String,
    pub school_id: String,
    pub school_name: Option<String>,
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    pub created_at: i64,
    pub last_message_at: i64,
}

const CONVERSATION_SELECT: &str = "SELECT v.id, v.club_id, c.name AS club_name, v.school_id, s.name AS school_name,
        v.athlete_id, p.full_name AS athlete_name, v.created_at, v.last_message_at
     FROM club_college_conversations v
     JOIN club_teams c ON c.id = v.club_id
     LEFT JOIN schools s ON s.id = v.school_id
     LEFT JOIN profiles p ON p.id = v.athlete_id";

/// Whose conversations a list or a read is limited to.
#[derive(Debug, Clone, Copy)]
pub enum Owner<'a> {
    Club(&'a str),
    Program(&'a str),
    Athlete(&'a str),
}

impl<'a> Owner<'a> {
    fn condition(self) -> (&'static str, &'a str) {
        match self {
            Owner::Club(id) => ("v.club_id = $1", id),
            Owner::Program(id) => ("v.school_id = $1", id),
            Owner::Athlete(id) => ("v.athlete_id = $1", id),
        }
    }
}

/// The owner's conversations, the latest message first.
pub async fn conversations(db: &Db, owner: Owner<'_>) -> Result<Vec<ConversationRow>, sqlx::Error> {
    let (condition, id) = owner.condition();
    sqlx::query_as(&format!(
        "{CONVERSATION_SELECT} WHERE {condition} ORDER BY v.last_message_at DESC, v.id"
    ))
    .bind(id)
    .fetch_all(&db.pool)
    .await
}

/// One of the owner's conversations; `None` for another's or none.
pub async fn conversation<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    owner: Owner<'_>,
    conversation_id: &str,
) -> Result<Option<ConversationRow>, sqlx::Error> {
    let (condition, id) = owner.condition();
    sqlx::query_as(&format!("{CONVERSATION_SELECT} WHERE {condition} AND v.id = $2"))
        .bind(id)
        .bind(conversation_id)
        .fetch_optional(executor)
        .await
}

/// The conversation of the club, program and athlete, opened now if there is none: its id.
pub async fn open(
    conn: &mut AnyConnection,
    club_id: &str,
    school_id: &str,
    athlete_id: &str,
    started_by: &str,
    now_ms: i64,
) -> Result<String, sqlx::Error> {
    sqlx::query(
        "INSERT INTO club_college_conversations (id, club_id, school_id, athlete_id, started_by, created_at, last_message_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (club_id, school_id, athlete_id) DO NOTHING",
    )
    .bind(new_id())
    .bind(club_id)
    .bind(school_id)
    .bind(athlete_id)
    .bind(started_by)
    .bind(now_ms)
    .execute(&mut *conn)
    .await?;
    sqlx::query_scalar(
        "SELECT id FROM club_college_conversations WHERE club_id = $1 AND school_id = $2 AND athlete_id = $3",
    )
    .bind(club_id)
    .bind(school_id)
    .bind(athlete_id)
    .fetch_one(&mut *conn)
    .await
}

/// A message as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MessageRow {
    pub id: String,
    pub sender_id: Option<String>,
    #[sqlx(try_from = "String")]
    pub sender_side: CoachSide,
    pub sender_name: String,
    pub body: String,
    pub created_at: i64,
}

/// A message about to be written.
pub struct NewMessage<'a> {
    pub conversation_id: &'a str,
    pub sender_id: &'a str,
    pub sender_side: CoachSide,
    pub sender_name: &'a str,
    pub body: &'a str,
    pub now_ms: i64,
}

/// Writes the message and moves the conversation's last message time.
pub async fn insert_message(conn: &mut AnyConnection, m: &NewMessage<'_>) -> Result<MessageRow, sqlx::Error> {
    let id = new_id();
    sqlx::query(
        "INSERT INTO club_college_messages (id, conversation_id, sender_id, sender_side, sender_name, body, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(&id)
    .bind(m.conversation_id)
    .bind(m.sender_id)
    .bind(m.sender_side.as_str())
    .bind(m.sender_name)
    .bind(m.body)
    .bind(m.now_ms)
    .execute(&mut *conn)
    .await?;
    sqlx::query("UPDATE club_college_conversations SET last_message_at = $2 WHERE id = $1")
        .bind(m.conversation_id)
        .bind(m.now_ms)
        .execute(&mut *conn)
        .await?;
    Ok(MessageRow {
        id,
        sender_id: Some(m.sender_id.to_owned()),
        sender_side: m.sender_side,
        sender_name: m.sender_name.to_owned(),
        body: m.body.to_owned(),
        created_at: m.now_ms,
    })
}

/// The conversation's messages, oldest first.
pub async fn messages(db: &Db, conversation_id: &str) -> Result<Vec<MessageRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, sender_id, sender_side, sender_name, body, created_at FROM club_college_messages
         WHERE conversation_id = $1 ORDER BY created_at, id",
    )
    .bind(conversation_id)
    .fetch_all(&db.pool)
    .await
}

// ---- recommendations ----

/// A recommendation with the names of its club, program and athlete.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RecommendationRow {
    pub id: String,
    pub club_id: String,
    pub club_name: String,
    pub school_id: String,
    pub school_name: Option<String>,
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    pub coach_name: String,
    pub note: String,
    pub projected_level: String,
    /// JSON list of `rules::VerifiedResult`.
    pub results: String,
    #[sqlx(try_from = "String")]
    pub status: RecommendationStatus,
    pub created_at: i64,
    pub decided_at: Option<i64>,
}

const RECOMMENDATION_SELECT: &str = "SELECT r.id, r.club_id, c.name AS club_name, r.school_id, s.name AS school_name,
        r.athlete_id, p.full_name AS athlete_name, r.coach_name, r.note, r.projected_level, r.results, r.status,
        r.created_at, r.decided_at
     FROM club_recommendations r
     JOIN club_teams c ON c.id = r.club_id
     LEFT JOIN schools s ON s.id = r.school_id
     LEFT JOIN profiles p ON p.id = r.athlete_id";

/// A recommendation about to be written.
pub struct NewRecommendation<'a> {
    pub club_id: &'a str,
    pub school_id: &'a str,
    pub athlete_id: &'a str,
    pub coach_id: &'a str,
    pub coach_name: &'a str,
    pub note: &'a str,
    pub projected_level: &'a str,
    pub results: &'a str,
    pub now_ms: i64,
}

/// Writes the recommendation, waiting for the athlete: its id, or `None` when the club already
/// recommended the athlete to the program.
pub async fn insert_recommendation(
    conn: &mut AnyConnection,
    r: &NewRecommendation<'_>,
) -> Result<Option<String>, sqlx::Error> {
    let id = new_id();
    let done = sqlx::query(
        "INSERT INTO club_recommendations (id, club_id, school_id, athlete_id, coach_id, coach_name, note,
            projected_level, results, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (club_id, school_id, athlete_id) DO NOTHING",
    )
    .bind(&id)
    .bind(r.club_id)
    .bind(r.school_id)
    .bind(r.athlete_id)
    .bind(r.coach_id)
    .bind(r.coach_name)
    .bind(r.note)
    .bind(r.projected_level)
    .bind(r.results)
    .bind(RecommendationStatus::Waiting.as_str())
    .bind(r.now_ms)
    .execute(conn)
    .await?;
    Ok((done.rows_affected() == 1).then_some(id))
}

/// The owner's recommendations, newest first (a program's: only those the athlete agreed to).
pub async fn recommendations(db: &Db, owner: Owner<'_>) -> Result<Vec<RecommendationRow>, sqlx::Error> {
    let (condition, id) = match owner {
        Owner::Club(id) => ("r.club_id = $1", id),
        Owner::Program(id) => (PROGRAM_SEES, id),
        Owner::Athlete(id) => ("r.athlete_id = $1", id),
    };
    sqlx::query_as(&format!(
        "{RECOMMENDATION_SELECT} WHERE {condition} ORDER BY COALESCE(r.decided_at, r.created_at) DESC, r.id"
    ))
    .bind(id)
    .fetch_all(&db.pool)
    .await
}

/// What a program sees of recommendations: those the athlete agreed to, while the athlete is
/// shown to coaches.
const PROGRAM_SEES: &str = "r.school_id = $1 AND r.status = 'agreed' AND p.shown_to_coaches = 1";

/// The recommendations of the athlete the program sees.
pub async fn agreed_about(db: &Db, school_id: &str, athlete_id: &str) -> Result<Vec<RecommendationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{RECOMMENDATION_SELECT} WHERE {PROGRAM_SEES} AND r.athlete_id = $2 ORDER BY r.decided_at DESC, r.id"
    ))
    .bind(school_id)
    .bind(athlete_id)
    .fetch_all(&db.pool)
    .await
}

/// The athlete's recommendation `id`; `None` for another's or none.
pub async fn recommendation_of_athlete<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    athlete_id: &str,
    id: &str,
) -> Result<Option<RecommendationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{RECOMMENDATION_SELECT} WHERE r.athlete_id = $1 AND r.id = $2"
    ))
    .bind(athlete_id)
    .bind(id)
    .fetch_optional(executor)
    .await
}

/// The athlete answers a recommendation still waiting for them; false when it was not waiting.
pub async fn decide(
    conn: &mut AnyConnection,
    id: &str,
    status: RecommendationStatus,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let done =
        sqlx::query("UPDATE club_recommendations SET status = $2, decided_at = $3 WHERE id = $1 AND status = $4")
            .bind(id)
            .bind(status.as_str())
            .bind(now_ms)
            .bind(RecommendationStatus::Waiting.as_str())
            .execute(conn)
            .await?;
    Ok(done.rows_affected() == 1)
}
