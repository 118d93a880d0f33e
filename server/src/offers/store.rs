//! Every statement on `offers`, and the commitment an accepted offer writes on the profile.

use sqlx::{Any, AnyConnection, Executor};

use super::rules::{OfferKind, OfferStatus};
use crate::db::Db;

/// An offer with its program's name. Times in milliseconds.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OfferRow {
    pub id: String,
    pub school_id: String,
    pub school_name: Option<String>,
    pub school_division: Option<String>,
    pub school_conference: Option<String>,
    pub athlete_id: String,
    /// The athlete's graduation year (the signing day follows it).
    pub grad_year: Option<i64>,
    pub made_by_name: String,
    #[sqlx(try_from = "String")]
    pub kind: OfferKind,
    pub aid_percent: Option<i64>,
    pub squad: String,
    pub class_of: i64,
    pub terms: String,
    /// yyyy-mm-dd
    pub answer_by: String,
    #[sqlx(try_from = "String")]
    pub status: OfferStatus,
    pub created_at: i64,
    pub answered_at: Option<i64>,
    /// yyyy-mm-dd: the day a written offer of athletics aid was signed.
    pub signed_on: Option<String>,
    pub withdrawn_at: Option<i64>,
}

const SELECT: &str = "SELECT o.id, o.school_id, s.name AS school_name, s.division AS school_division,
        s.conference AS school_conference, o.athlete_id, p.grad_year, o.made_by_name, o.kind,
        o.aid_percent, o.squad, o.class_of, o.terms, o.answer_by, o.status, o.created_at, o.answered_at,
        o.signed_on, o.withdrawn_at
     FROM offers o LEFT JOIN schools s ON s.id = o.school_id LEFT JOIN profiles p ON p.id = o.athlete_id";

/// A new offer, pending.
pub struct NewOffer<'a> {
    pub school_id: &'a str,
    pub athlete_id: &'a str,
    pub made_by: &'a str,
    pub made_by_name: &'a str,
    pub kind: OfferKind,
    pub aid_percent: Option<i64>,
    pub squad: &'a str,
    pub class_of: i64,
    pub terms: &'a str,
    pub answer_by: &'a str,
    pub contact_rule: &'a str,
    pub now_ms: i64,
}

pub async fn insert(conn: &mut AnyConnection, o: &NewOffer<'_>) -> Result<String, sqlx::Error> {
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO offers (id, school_id, athlete_id, made_by, made_by_name, kind, aid_percent, squad, class_of,
            terms, answer_by, status, contact_rule, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
    )
    .bind(&id)
    .bind(o.school_id)
    .bind(o.athlete_id)
    .bind(o.made_by)
    .bind(o.made_by_name)
    .bind(o.kind.as_str())
    .bind(o.aid_percent)
    .bind(o.squad)
    .bind(o.class_of)
    .bind(o.terms)
    .bind(o.answer_by)
    .bind(OfferStatus::Pending.as_str())
    .bind(o.contact_rule)
    .bind(o.now_ms)
    .execute(conn)
    .await?;
    Ok(id)
}

pub async fn find<'e, E: Executor<'e, Database = Any>>(executor: E, id: &str) -> Result<Option<OfferRow>, sqlx::Error> {
    sqlx::query_as(&format!("{SELECT} WHERE o.id = $1"))
        .bind(id)
        .fetch_optional(executor)
        .await
}

/// The athlete's offers, newest first.
pub async fn of_athlete<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    athlete_id: &str,
) -> Result<Vec<OfferRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE o.athlete_id = $1 ORDER BY o.created_at DESC, o.id"
    ))
    .bind(athlete_id)
    .fetch_all(executor)
    .await
}

/// The program's offers to one athlete, newest first.
pub async fn of_program<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    school_id: &str,
    athlete_id: &str,
) -> Result<Vec<OfferRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE o.school_id = $1 AND o.athlete_id = $2 ORDER BY o.created_at DESC, o.id"
    ))
    .bind(school_id)
    .bind(athlete_id)
    .fetch_all(executor)
    .await
}

/// Records the athlete's answer (or the program's withdrawal) of a pending offer; false when it
/// was no longer pending (another request answered first).
pub async fn close(
    conn: &mut AnyConnection,
    id: &str,
    status: OfferStatus,
    signed_on: Option<&str>,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let (answered_at, withdrawn_at) = match status {
        OfferStatus::Withdrawn => (None, Some(now_ms)),
        _ => (Some(now_ms), None),
    };
    let done = sqlx::query(
        "UPDATE offers SET status = $2, signed_on = $3, answered_at = $4, withdrawn_at = $5
         WHERE id = $1 AND status = $6",
    )
    .bind(id)
    .bind(status.as_str())
    .bind(signed_on)
    .bind(answered_at)
    .bind(withdrawn_at)
    .bind(OfferStatus::Pending.as_str())
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Records the day an accepted written offer of athletics aid was signed; false when it was not
/// an accepted offer waiting to be signed.
pub async fn sign(conn: &mut AnyConnection, id: &str, day: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE offers SET signed_on = $2 WHERE id = $1 AND status = $3 AND signed_on IS NULL")
        .bind(id)
        .bind(day)
        .bind(OfferStatus::Accepted.as_str())
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Writes the commitment an accepted offer makes on the athlete's profile.
pub async fn commit(
    conn: &mut AnyConnection,
    athlete_id: &str,
    status: &str,
    school_id: &str,
    offer_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE profiles SET commitment_status = $2, committed_school_id = $3, commitment_offer_id = $4,
            updated_at = $5
         WHERE id = $1",
    )
    .bind(athlete_id)
    .bind(status)
    .bind(school_id)
    .bind(offer_id)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// The program's offers waiting for an answer (the coach home), oldest answer-by first.
pub async fn pending_of_program(db: &Db, school_id: &str) -> Result<Vec<OfferRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE o.school_id = $1 AND o.status = $2 ORDER BY o.answer_by, o.id"
    ))
    .bind(school_id)
    .bind(OfferStatus::Pending.as_str())
    .fetch_all(&db.pool)
    .await
}

/// The program's conference ("Ivy League"), when the directory gives one.
pub async fn conference<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    school_id: &str,
) -> Result<Option<String>, sqlx::Error> {
    let conference: Option<Option<String>> = sqlx::query_scalar("SELECT conference FROM schools WHERE id = $1")
        .bind(school_id)
        .fetch_optional(executor)
        .await?;
    Ok(conference.flatten())
}
