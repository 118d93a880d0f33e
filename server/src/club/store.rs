//! Every statement on the club tables: `club_teams`, `club_coaches`, `club_members`,
//! `club_invitations`, `club_attestation_requests` and `club_evaluations`, but those the family
//! invitations share (answering, revoking, finding by token, purging: `invitations::store`).

use sqlx::{Any, AnyConnection, Executor};

use super::rules::{InvitationKind, InvitationStatus, RequestStatus, ResultKind, ValidEvaluation};
use crate::{
    auth::store::CoachStatus,
    db::Db,
    plans::rules::{StoredPlan, TRIAL_ID},
    profiles::store::reachable_by_coaches,
};

fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

// ---- clubs and their coaches ----

/// A club team with its stored plan.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ClubRow {
    pub id: String,
    pub name: String,
    pub created_at: i64,
    pub plan: String,
    pub plan_ends_at: Option<i64>,
}

impl ClubRow {
    /// The club's plan as `plans::rules` reads it.
    pub fn stored_plan(&self) -> StoredPlan {
        if self.plan == TRIAL_ID {
            StoredPlan::Trial {
                ends_at: self.plan_ends_at.unwrap_or(0),
            }
        } else {
            StoredPlan::Plan(self.plan.clone())
        }
    }
}

const CLUB_COLUMNS: &str = "c.id, c.name, c.created_at, c.plan, c.plan_ends_at";

/// Creates a club on a trial ending at `trial_ends_at`, with `coach_id` as its first coach.
pub async fn create_club(
    conn: &mut AnyConnection,
    name: &str,
    coach_id: &str,
    trial_ends_at: i64,
    now_ms: i64,
) -> Result<ClubRow, sqlx::Error> {
    let id = new_id();
    sqlx::query(
        "INSERT INTO club_teams (id, name, created_by, created_at, plan, plan_ends_at, plan_set_by, plan_updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, NULL, $4)",
    )
    .bind(&id)
    .bind(name)
    .bind(coach_id)
    .bind(now_ms)
    .bind(TRIAL_ID)
    .bind(trial_ends_at)
    .execute(&mut *conn)
    .await?;
    add_coach(&mut *conn, coach_id, &id, now_ms).await?;
    Ok(ClubRow {
        id,
        name: name.to_owned(),
        created_at: now_ms,
        plan: TRIAL_ID.to_owned(),
        plan_ends_at: Some(trial_ends_at),
    })
}

/// Makes `coach_id` a coach of the club.
pub async fn add_coach(
    conn: &mut AnyConnection,
    coach_id: &str,
    club_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO club_coaches (coach_id, club_id, joined_at) VALUES ($1, $2, $3)")
        .bind(coach_id)
        .bind(club_id)
        .bind(now_ms)
        .execute(conn)
        .await?;
    Ok(())
}

/// The club a coach belongs to, with when they joined.
pub async fn club_of_coach(db: &Db, coach_id: &str) -> Result<Option<(ClubRow, i64)>, sqlx::Error> {
    #[derive(sqlx::FromRow)]
    struct Row {
        #[sqlx(flatten)]
        club: ClubRow,
        joined_at: i64,
    }
    let row: Option<Row> = sqlx::query_as(&format!(
        "SELECT {CLUB_COLUMNS}, k.joined_at FROM club_coaches k JOIN club_teams c ON c.id = k.club_id
         WHERE k.coach_id = $1"
    ))
    .bind(coach_id)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.map(|r| (r.club, r.joined_at)))
}

/// The id of the club a coach belongs to, inside a transaction.
pub async fn club_id_of_coach(conn: &mut AnyConnection, coach_id: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT club_id FROM club_coaches WHERE coach_id = $1")
        .bind(coach_id)
        .fetch_optional(conn)
        .await
}

/// The club's name for every coach who has a club (the console's coach queue).
pub async fn club_names_of_coaches(db: &Db) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query_as("SELECT k.coach_id, c.name FROM club_coaches k JOIN club_teams c ON c.id = k.club_id")
        .fetch_all(&db.pool)
        .await
}

/// A club by id.
pub async fn find_club<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    id: &str,
) -> Result<Option<ClubRow>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {CLUB_COLUMNS} FROM club_teams c WHERE c.id = $1"))
        .bind(id)
        .fetch_optional(executor)
        .await
}

/// A coach of a club, as the club page lists them.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ClubCoachRow {
    pub id: String,
    pub full_name: Option<String>,
    pub email: String,
    #[sqlx(try_from = "String")]
    pub coach_status: CoachStatus,
    pub joined_at: i64,
}

/// The club's coaches in the order they joined.
pub async fn coaches(db: &Db, club_id: &str) -> Result<Vec<ClubCoachRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT k.coach_id AS id, p.full_name, u.email, COALESCE(u.coach_status, 'pending') AS coach_status, k.joined_at
         FROM club_coaches k JOIN users u ON u.id = k.coach_id LEFT JOIN profiles p ON p.id = k.coach_id
         WHERE k.club_id = $1 ORDER BY k.joined_at, k.coach_id",
    )
    .bind(club_id)
    .fetch_all(&db.pool)
    .await
}

/// The coach's seat at the club: 1 for the first verified coach to join, and so on.
pub async fn seat_number(db: &Db, coach_id: &str, club_id: &str, joined_at: i64) -> Result<i64, sqlx::Error> {
    let earlier: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM club_coaches k JOIN users u ON u.id = k.coach_id
         WHERE k.club_id = $1 AND u.coach_status = $2 AND u.disabled_at IS NULL
           AND (k.joined_at < $3 OR (k.joined_at = $3 AND k.coach_id < $4))",
    )
    .bind(club_id)
    .bind(CoachStatus::Verified.as_str())
    .bind(joined_at)
    .bind(coach_id)
    .fetch_one(&db.pool)
    .await?;
    Ok(earlier + 1)
}

/// How many coaches the club has.
pub async fn coach_count<'e, E: Executor<'e, Database = Any>>(executor: E, club_id: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM club_coaches WHERE club_id = $1")
        .bind(club_id)
        .fetch_one(executor)
        .await
}

/// How many athletes are on the club's roster as its coaches see it (what the plan's limit counts).
pub async fn roster_count<'e, E: Executor<'e, Database = Any>>(executor: E, club_id: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM club_members m WHERE m.club_id = $1 AND {}",
        reachable_by_coaches("m.athlete_id")
    ))
    .bind(club_id)
    .fetch_one(executor)
    .await
}

/// The operator sets the club's plan (`ends_at` for a trial).
pub async fn set_plan(
    conn: &mut AnyConnection,
    club_id: &str,
    plan: &StoredPlan,
    operator_id: &str,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let (id, ends_at) = match plan {
        StoredPlan::Trial { ends_at } => (TRIAL_ID, Some(*ends_at)),
        StoredPlan::Plan(id) => (id.as_str(), None),
    };
    let done = sqlx::query(
        // A new plan or a restarted trial gets its own trial emails.
        "UPDATE club_teams SET plan = $1, plan_ends_at = $2, plan_set_by = $3, plan_updated_at = $4,
             trial_reminded_at = NULL, trial_end_mailed_at = NULL WHERE id = $5",
    )
    .bind(id)
    .bind(ends_at)
    .bind(operator_id)
    .bind(now_ms)
    .bind(club_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A club as the console lists it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ClubListRow {
    #[sqlx(flatten)]
    pub club: ClubRow,
    pub roster_count: i64,
    pub coach_count: i64,
}

/// Every club, by name.
pub async fn all_clubs(db: &Db) -> Result<Vec<ClubListRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {CLUB_COLUMNS},
            (SELECT COUNT(*) FROM club_members m WHERE m.club_id = c.id AND {}) AS roster_count,
            (SELECT COUNT(*) FROM club_coaches k WHERE k.club_id = c.id) AS coach_count
         FROM club_teams c ORDER BY c.name, c.id",
        reachable_by_coaches("m.athlete_id")
    ))
    .fetch_all(&db.pool)
    .await
}

// ---- invitations ----

/// An invitation as the club and the invitee see it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct InvitationRow {
    pub id: String,
    pub club_id: String,
    pub club_name: String,
    pub email: String,
    #[sqlx(try_from = "String")]
    pub kind: InvitationKind,
    #[sqlx(try_from = "String")]
    pub status: InvitationStatus,
    pub inviter_name: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
}

const INVITATION_SELECT: &str = "SELECT i.id, i.club_id, c.name AS club_name, i.email, i.kind, i.status,
        p.full_name AS inviter_name, i.created_at, i.expires_at
    FROM club_invitations i JOIN club_teams c ON c.id = i.club_id LEFT JOIN profiles p ON p.id = i.invited_by";

/// A new invitation, stored with the hash of its link's token.
pub struct NewInvitation<'a> {
    pub club_id: &'a str,
    pub email: &'a str,
    pub kind: InvitationKind,
    pub token_hash: &'a str,
    pub invited_by: &'a str,
    pub now_ms: i64,
    pub expires_at: i64,
}

pub async fn insert_invitation(conn: &mut AnyConnection, new: &NewInvitation<'_>) -> Result<String, sqlx::Error> {
    let id = new_id();
    sqlx::query(
        "INSERT INTO club_invitations (id, club_id, email, kind, token_hash, invited_by, status, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(&id)
    .bind(new.club_id)
    .bind(new.email)
    .bind(new.kind.as_str())
    .bind(new.token_hash)
    .bind(new.invited_by)
    .bind(InvitationStatus::Pending.as_str())
    .bind(new.now_ms)
    .bind(new.expires_at)
    .execute(conn)
    .await?;
    Ok(id)
}

/// Whether the club has a pending, unexpired invitation for `email`.
pub async fn has_pending_invitation(
    conn: &mut AnyConnection,
    club_id: &str,
    email: &str,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let count: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM club_invitations WHERE club_id = $1 AND email = $2 AND status = $3 AND expires_at > $4",
    )
    .bind(club_id)
    .bind(email)
    .bind(InvitationStatus::Pending.as_str())
    .bind(now_ms)
    .fetch_one(conn)
    .await?;
    Ok(count > 0)
}

/// The club's pending, unexpired invitations, newest first.
pub async fn pending_invitations(db: &Db, club_id: &str, now_ms: i64) -> Result<Vec<InvitationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{INVITATION_SELECT} WHERE i.club_id = $1 AND i.status = $2 AND i.expires_at > $3
         ORDER BY i.created_at DESC, i.id"
    ))
    .bind(club_id)
    .bind(InvitationStatus::Pending.as_str())
    .bind(now_ms)
    .fetch_all(&db.pool)
    .await
}

/// The pending, unexpired athlete invitations to `email`, newest first.
pub async fn invitations_to(db: &Db, email: &str, now_ms: i64) -> Result<Vec<InvitationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{INVITATION_SELECT} WHERE i.email = $1 AND i.kind = $2 AND i.status = $3 AND i.expires_at > $4
         ORDER BY i.created_at DESC, i.id"
    ))
    .bind(email)
    .bind(InvitationKind::Athlete.as_str())
    .bind(InvitationStatus::Pending.as_str())
    .bind(now_ms)
    .fetch_all(&db.pool)
    .await
}

/// The invitation `id`.
pub async fn invitation(conn: &mut AnyConnection, id: &str) -> Result<Option<InvitationRow>, sqlx::Error> {
    sqlx::query_as(&format!("{INVITATION_SELECT} WHERE i.id = $1"))
        .bind(id)
        .fetch_optional(conn)
        .await
}

// ---- roster ----
//
// The club's coaches see an athlete on the roster only while coaches may reach the athlete
// (`profiles::store::reachable_by_coaches`): the membership of a minor waiting for a parent's
// consent, of a frozen child, or of a child whose parent paused coach contact is held out of
// every roster view, count and action of the coaches, and shows again once that ends.

/// Whether `email` belongs to an athlete on the club's roster (as its coaches see it) or a coach
/// of the club.
pub async fn in_club_by_email(conn: &mut AnyConnection, club_id: &str, email: &str) -> Result<bool, sqlx::Error> {
    let count: i64 = sqlx::query_scalar(&format!(
        "SELECT (SELECT COUNT(*) FROM club_members m JOIN users u ON u.id = m.athlete_id
                 WHERE m.club_id = $1 AND u.email = $2 AND {})
              + (SELECT COUNT(*) FROM club_coaches k JOIN users u ON u.id = k.coach_id
                 WHERE k.club_id = $1 AND u.email = $2)",
        reachable_by_coaches("m.athlete_id")
    ))
    .bind(club_id)
    .bind(email)
    .fetch_one(conn)
    .await?;
    Ok(count > 0)
}

/// Whether the athlete has a membership of the club, held or seen.
pub async fn is_member<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    club_id: &str,
    athlete_id: &str,
) -> Result<bool, sqlx::Error> {
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM club_members WHERE club_id = $1 AND athlete_id = $2")
        .bind(club_id)
        .bind(athlete_id)
        .fetch_one(executor)
        .await?;
    Ok(count > 0)
}

/// Whether the athlete is on the club's roster as its coaches see it.
pub async fn on_roster<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    club_id: &str,
    athlete_id: &str,
) -> Result<bool, sqlx::Error> {
    let count: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM club_members m WHERE m.club_id = $1 AND m.athlete_id = $2 AND {}",
        reachable_by_coaches("m.athlete_id")
    ))
    .bind(club_id)
    .bind(athlete_id)
    .fetch_one(executor)
    .await?;
    Ok(count > 0)
}

/// Puts the athlete on the roster (no change when already on it).
pub async fn add_member(
    conn: &mut AnyConnection,
    club_id: &str,
    athlete_id: &str,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO club_members (club_id, athlete_id, joined_at, shares_activity) VALUES ($1, $2, $3, 0)
         ON CONFLICT (club_id, athlete_id) DO NOTHING",
    )
    .bind(club_id)
    .bind(athlete_id)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Takes the athlete off the roster, with their pending attestation requests to the club;
/// false when they were not on it.
pub async fn remove_member(conn: &mut AnyConnection, club_id: &str, athlete_id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM club_members WHERE club_id = $1 AND athlete_id = $2")
        .bind(club_id)
        .bind(athlete_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("DELETE FROM club_attestation_requests WHERE club_id = $1 AND athlete_id = $2 AND status = $3")
        .bind(club_id)
        .bind(athlete_id)
        .bind(RequestStatus::Requested.as_str())
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Whether the athlete shares recruiting activity with the club; false when not on its roster.
pub async fn set_sharing(db: &Db, club_id: &str, athlete_id: &str, shares: bool) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE club_members SET shares_activity = $1 WHERE club_id = $2 AND athlete_id = $3")
        .bind(i64::from(shares))
        .bind(club_id)
        .bind(athlete_id)
        .execute(&db.pool)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// An athlete on a roster.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RosterRow {
    pub athlete_id: String,
    pub joined_at: i64,
    /// 0/1
    pub shares_activity: i64,
}

/// The club's roster as its coaches see it, by when each athlete joined.
pub async fn roster(db: &Db, club_id: &str) -> Result<Vec<RosterRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT m.athlete_id, m.joined_at, m.shares_activity FROM club_members m WHERE m.club_id = $1 AND {}
         ORDER BY m.joined_at, m.athlete_id",
        reachable_by_coaches("m.athlete_id")
    ))
    .bind(club_id)
    .fetch_all(&db.pool)
    .await
}

/// A club the athlete is on.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MembershipRow {
    pub club_id: String,
    pub club_name: String,
    pub joined_at: i64,
    /// 0/1
    pub shares_activity: i64,
}

/// The clubs the athlete is on, by when they joined.
pub async fn memberships(db: &Db, athlete_id: &str) -> Result<Vec<MembershipRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT m.club_id, c.name AS club_name, m.joined_at, m.shares_activity
         FROM club_members m JOIN club_teams c ON c.id = m.club_id
         WHERE m.athlete_id = $1 ORDER BY m.joined_at, m.club_id",
    )
    .bind(athlete_id)
    .fetch_all(&db.pool)
    .await
}

/// The clubs whose coaches see the athlete on their roster (no held membership), the one the
/// athlete joined most recently first.
pub async fn rosters_of(db: &Db, athlete_id: &str) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT m.club_id FROM club_members m WHERE m.athlete_id = $1 AND {}
         ORDER BY m.joined_at DESC, m.club_id",
        reachable_by_coaches("m.athlete_id")
    ))
    .bind(athlete_id)
    .fetch_all(&db.pool)
    .await
}

// ---- attestation requests ----

/// An attestation request.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RequestRow {
    pub id: String,
    pub club_id: String,
    pub club_name: String,
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    pub erg_test_id: Option<String>,
    pub race_result_id: Option<String>,
    #[sqlx(try_from = "String")]
    pub status: RequestStatus,
    pub reason: Option<String>,
    pub requested_at: i64,
}

impl RequestRow {
    pub fn kind(&self) -> ResultKind {
        if self.erg_test_id.is_some() {
            ResultKind::Erg
        } else {
            ResultKind::Race
        }
    }

    pub fn result_id(&self) -> &str {
        self.erg_test_id
            .as_deref()
            .or(self.race_result_id.as_deref())
            .unwrap_or_default()
    }
}

const REQUEST_SELECT: &str = "SELECT r.id, r.club_id, c.name AS club_name, r.athlete_id, p.full_name AS athlete_name,
        r.erg_test_id, r.race_result_id, r.status, r.reason, r.requested_at
    FROM club_attestation_requests r JOIN club_teams c ON c.id = r.club_id LEFT JOIN profiles p ON p.id = r.athlete_id";

fn result_column(kind: ResultKind) -> &'static str {
    match kind {
        ResultKind::Erg => "erg_test_id",
        ResultKind::Race => "race_result_id",
    }
}

/// Whether the result has a request waiting for a club coach.
pub async fn has_open_request(
    conn: &mut AnyConnection,
    kind: ResultKind,
    result_id: &str,
) -> Result<bool, sqlx::Error> {
    let count: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM club_attestation_requests WHERE {} = $1 AND status = $2",
        result_column(kind)
    ))
    .bind(result_id)
    .bind(RequestStatus::Requested.as_str())
    .fetch_one(conn)
    .await?;
    Ok(count > 0)
}

/// Asks the club to attest the result; an earlier declined request of it to the club goes.
pub async fn insert_request(
    conn: &mut AnyConnection,
    club_id: &str,
    athlete_id: &str,
    kind: ResultKind,
    result_id: &str,
    now_ms: i64,
) -> Result<String, sqlx::Error> {
    sqlx::query(&format!(
        "DELETE FROM club_attestation_requests WHERE club_id = $1 AND {} = $2 AND status = $3",
        result_column(kind)
    ))
    .bind(club_id)
    .bind(result_id)
    .bind(RequestStatus::Declined.as_str())
    .execute(&mut *conn)
    .await?;
    let id = new_id();
    let (erg, race) = match kind {
        ResultKind::Erg => (Some(result_id), None),
        ResultKind::Race => (None, Some(result_id)),
    };
    sqlx::query(
        "INSERT INTO club_attestation_requests (id, club_id, athlete_id, erg_test_id, race_result_id, status, requested_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(&id)
    .bind(club_id)
    .bind(athlete_id)
    .bind(erg)
    .bind(race)
    .bind(RequestStatus::Requested.as_str())
    .bind(now_ms)
    .execute(&mut *conn)
    .await?;
    Ok(id)
}

/// The request `id`.
pub async fn request<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    id: &str,
) -> Result<Option<RequestRow>, sqlx::Error> {
    sqlx::query_as(&format!("{REQUEST_SELECT} WHERE r.id = $1"))
        .bind(id)
        .fetch_optional(executor)
        .await
}

/// The club's requests waiting for a coach, oldest first, of athletes its coaches see.
pub async fn open_requests(db: &Db, club_id: &str) -> Result<Vec<RequestRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{REQUEST_SELECT} WHERE r.club_id = $1 AND r.status = $2 AND {} ORDER BY r.requested_at, r.id",
        reachable_by_coaches("r.athlete_id")
    ))
    .bind(club_id)
    .bind(RequestStatus::Requested.as_str())
    .fetch_all(&db.pool)
    .await
}

/// The athlete's requests that are waiting or were declined, newest first.
pub async fn requests_of_athlete(db: &Db, athlete_id: &str) -> Result<Vec<RequestRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{REQUEST_SELECT} WHERE r.athlete_id = $1 AND r.status IN ($2, $3) ORDER BY r.requested_at DESC, r.id"
    ))
    .bind(athlete_id)
    .bind(RequestStatus::Requested.as_str())
    .bind(RequestStatus::Declined.as_str())
    .fetch_all(&db.pool)
    .await
}

/// Answers a waiting request; false when it was answered already.
pub async fn decide_request(
    conn: &mut AnyConnection,
    id: &str,
    status: RequestStatus,
    reason: Option<&str>,
    coach_id: &str,
    now_ms: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE club_attestation_requests SET status = $1, reason = $2, decided_by = $3, decided_at = $4
         WHERE id = $5 AND status = $6",
    )
    .bind(status.as_str())
    .bind(reason)
    .bind(coach_id)
    .bind(now_ms)
    .bind(id)
    .bind(RequestStatus::Requested.as_str())
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

// ---- evaluations ----

/// A club's evaluation of an athlete.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EvaluationRow {
    pub id: String,
    pub club_id: String,
    pub club_name: String,
    pub athlete_id: String,
    pub coach_name: Option<String>,
    pub technique: Option<i64>,
    pub fitness: Option<i64>,
    pub coachability: Option<i64>,
    pub comments: String,
    pub updated_at: i64,
    pub withdrawn_at: Option<i64>,
}

const EVALUATION_SELECT: &str = "SELECT e.id, e.club_id, c.name AS club_name, e.athlete_id, p.full_name AS coach_name,
        e.technique, e.fitness, e.coachability, e.comments, e.updated_at, e.withdrawn_at
    FROM club_evaluations e JOIN club_teams c ON c.id = e.club_id LEFT JOIN profiles p ON p.id = e.coach_id";

/// The club's evaluation of the athlete, while its coaches may reach the athlete.
pub async fn evaluation<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    club_id: &str,
    athlete_id: &str,
) -> Result<Option<EvaluationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{EVALUATION_SELECT} WHERE e.club_id = $1 AND e.athlete_id = $2 AND {}",
        reachable_by_coaches("e.athlete_id")
    ))
    .bind(club_id)
    .bind(athlete_id)
    .fetch_optional(executor)
    .await
}

/// Writes (or rewrites) the club's evaluation of the athlete.
pub async fn save_evaluation(
    conn: &mut AnyConnection,
    club_id: &str,
    athlete_id: &str,
    coach_id: &str,
    valid: &ValidEvaluation,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO club_evaluations (id, club_id, athlete_id, coach_id, technique, fitness, coachability, comments,
            created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (club_id, athlete_id) DO UPDATE SET coach_id = $4, technique = $5, fitness = $6,
            coachability = $7, comments = $8, updated_at = $9",
    )
    .bind(new_id())
    .bind(club_id)
    .bind(athlete_id)
    .bind(coach_id)
    .bind(valid.technique)
    .bind(valid.fitness)
    .bind(valid.coachability)
    .bind(&valid.comments)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes the club's evaluation of the athlete, while its coaches may reach the athlete. One the
/// athlete had withdrawn loses its content but stays as a marker, so the athlete's choice holds.
/// False when there was none.
pub async fn delete_evaluation(conn: &mut AnyConnection, club_id: &str, athlete_id: &str) -> Result<bool, sqlx::Error> {
    let reachable = reachable_by_coaches("club_evaluations.athlete_id");
    let blanked = sqlx::query(&format!(
        "UPDATE club_evaluations SET technique = NULL, fitness = NULL, coachability = NULL, comments = ''
         WHERE club_id = $1 AND athlete_id = $2 AND withdrawn_at IS NOT NULL AND {reachable}"
    ))
    .bind(club_id)
    .bind(athlete_id)
    .execute(&mut *conn)
    .await?;
    let deleted = sqlx::query(&format!(
        "DELETE FROM club_evaluations WHERE club_id = $1 AND athlete_id = $2 AND withdrawn_at IS NULL AND {reachable}"
    ))
    .bind(club_id)
    .bind(athlete_id)
    .execute(&mut *conn)
    .await?;
    Ok(blanked.rows_affected() + deleted.rows_affected() > 0)
}

/// The athlete withdraws evaluation `id`; false when it is not about them.
pub async fn withdraw_evaluation(db: &Db, id: &str, athlete_id: &str, now_ms: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE club_evaluations SET withdrawn_at = COALESCE(withdrawn_at, $1) WHERE id = $2 AND athlete_id = $3",
    )
    .bind(now_ms)
    .bind(id)
    .bind(athlete_id)
    .execute(&db.pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Every evaluation of the athlete, withdrawn ones too, newest first.
pub async fn evaluations_of_athlete(db: &Db, athlete_id: &str) -> Result<Vec<EvaluationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{EVALUATION_SELECT} WHERE e.athlete_id = $1 ORDER BY e.updated_at DESC, e.id"
    ))
    .bind(athlete_id)
    .fetch_all(&db.pool)
    .await
}

/// The club's evaluations, for its roster.
pub async fn evaluations_of_club(db: &Db, club_id: &str) -> Result<Vec<EvaluationRow>, sqlx::Error> {
    sqlx::query_as(&format!("{EVALUATION_SELECT} WHERE e.club_id = $1"))
        .bind(club_id)
        .fetch_all(&db.pool)
        .await
}

// ---- erasure ----

/// Account erasure: pending invitations to the address go (rows naming the user cascade or lose
/// the user's id by their foreign keys).
pub async fn forget_user(conn: &mut AnyConnection, email: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM club_invitations WHERE email = $1")
        .bind(email)
        .execute(conn)
        .await?;
    Ok(())
}
