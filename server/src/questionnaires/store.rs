//! Every statement on `program_questions` and `questionnaire_submissions`. What coaches read of a
//! submission (one, or the program's recent ones) is only of athletes still shown to coaches.

use sqlx::{Any, AnyConnection, Executor};

use super::rules::Question;
use crate::{db::Db, workspace::store::SHOWN_TO_COACHES};

#[derive(Debug, Clone, sqlx::FromRow)]
struct QuestionRow {
    id: String,
    text: String,
}

/// The program's own questions, in their order.
pub async fn questions<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    school_id: &str,
) -> Result<Vec<Question>, sqlx::Error> {
    let rows: Vec<QuestionRow> =
        sqlx::query_as("SELECT id, text FROM program_questions WHERE school_id = $1 ORDER BY position, id")
            .bind(school_id)
            .fetch_all(executor)
            .await?;
    Ok(rows.into_iter().map(|r| Question { id: r.id, text: r.text }).collect())
}

/// Replaces the program's questions with `questions`, in that order.
pub async fn set_questions(
    conn: &mut AnyConnection,
    school_id: &str,
    questions: &[Question],
    coach_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM program_questions WHERE school_id = $1")
        .bind(school_id)
        .execute(&mut *conn)
        .await?;
    for (position, question) in questions.iter().enumerate() {
        sqlx::query(
            "INSERT INTO program_questions (id, school_id, position, text, updated_by, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&question.id)
        .bind(school_id)
        .bind(position as i64)
        .bind(&question.text)
        .bind(coach_id)
        .bind(now_ms)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// A submission; `answers` is the JSON of `rules::Answers`. Times in milliseconds.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SubmissionRow {
    pub athlete_id: String,
    pub answers: String,
    pub first_sent_at: i64,
    pub submitted_at: i64,
}

/// The athlete's submission to the program, whoever asks (the athlete's own form).
pub async fn submission<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    school_id: &str,
    athlete_id: &str,
) -> Result<Option<SubmissionRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT athlete_id, answers, first_sent_at, submitted_at FROM questionnaire_submissions
         WHERE school_id = $1 AND athlete_id = $2",
    )
    .bind(school_id)
    .bind(athlete_id)
    .fetch_optional(executor)
    .await
}

/// The athlete's submission as the program's coaches read it: only while shown to coaches.
pub async fn shown_submission(
    db: &Db,
    school_id: &str,
    athlete_id: &str,
) -> Result<Option<SubmissionRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT q.athlete_id, q.answers, q.first_sent_at, q.submitted_at
         FROM questionnaire_submissions q JOIN profiles p ON p.id = q.athlete_id
         WHERE q.school_id = $1 AND q.athlete_id = $2 AND {SHOWN_TO_COACHES}"
    ))
    .bind(school_id)
    .bind(athlete_id)
    .fetch_optional(&db.pool)
    .await
}

/// Writes the athlete's answers to the program: the first submission, or its replacement.
pub async fn save(
    conn: &mut AnyConnection,
    school_id: &str,
    athlete_id: &str,
    answers_json: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO questionnaire_submissions (school_id, athlete_id, answers, first_sent_at, submitted_at)
         VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (school_id, athlete_id) DO UPDATE SET answers = $3, submitted_at = $4",
    )
    .bind(school_id)
    .bind(athlete_id)
    .bind(answers_json)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// A program the athlete sent a questionnaire to.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SentTo {
    pub school_id: String,
    pub school_name: Option<String>,
    pub submitted_at: i64,
}

/// The programs that have the athlete's questionnaire, the latest first.
pub async fn sent_by(db: &Db, athlete_id: &str) -> Result<Vec<SentTo>, sqlx::Error> {
    sqlx::query_as(
        "SELECT q.school_id, s.name AS school_name, q.submitted_at
         FROM questionnaire_submissions q LEFT JOIN schools s ON s.id = q.school_id
         WHERE q.athlete_id = $1 ORDER BY q.submitted_at DESC, q.school_id",
    )
    .bind(athlete_id)
    .fetch_all(&db.pool)
    .await
}

/// A submission the program received, with who sent it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Received {
    pub athlete_id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub submitted_at: i64,
}

/// The program's submissions sent (or sent again) since `since_ms`, the latest first, of
/// athletes shown to coaches.
pub async fn recent(db: &Db, school_id: &str, since_ms: i64, limit: i64) -> Result<Vec<Received>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT q.athlete_id, p.full_name, p.grad_year, q.submitted_at
         FROM questionnaire_submissions q JOIN profiles p ON p.id = q.athlete_id
         WHERE q.school_id = $1 AND q.submitted_at >= $2 AND {SHOWN_TO_COACHES}
         ORDER BY q.submitted_at DESC, q.athlete_id LIMIT $3"
    ))
    .bind(school_id)
    .bind(since_ms)
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// A submission with its program, for the athlete's data export.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Exported {
    pub school_id: String,
    pub school_name: Option<String>,
    pub answers: String,
    pub first_sent_at: i64,
    pub submitted_at: i64,
}

pub async fn for_export(db: &Db, athlete_id: &str) -> Result<Vec<Exported>, sqlx::Error> {
    sqlx::query_as(
        "SELECT q.school_id, s.name AS school_name, q.answers, q.first_sent_at, q.submitted_at
         FROM questionnaire_submissions q LEFT JOIN schools s ON s.id = q.school_id
         WHERE q.athlete_id = $1 ORDER BY q.submitted_at DESC, q.school_id",
    )
    .bind(athlete_id)
    .fetch_all(&db.pool)
    .await
}
