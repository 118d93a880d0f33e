//! The club's use cases other domains call: whether a coach may use the club workspace, the
//! data export's memberships and evaluations, and the evaluations a college coach reads.

use super::{
    model::ClubEvaluation,
    rules::{self, ClubError},
    store::{self, ClubRow},
};
use crate::{
    auth::store::{operator, SessionUser},
    db::{self, Db},
    http::error::ApiError,
    plans::rules::ClubStanding,
};

/// The athlete's rosters and the evaluations that exist, for the data export.
pub async fn export_of(db: &Db, athlete_id: &str) -> Result<serde_json::Value, sqlx::Error> {
    let memberships: Vec<_> = store::memberships(db, athlete_id)
        .await?
        .into_iter()
        .map(|m| {
            serde_json::json!({
                "clubId": m.club_id, "clubName": m.club_name,
                "joinedAt": db::ms_to_rfc3339(m.joined_at), "sharesActivity": m.shares_activity != 0,
            })
        })
        .collect();
    let evaluations: Vec<_> = store::evaluations_of_athlete(db, athlete_id)
        .await?
        .into_iter()
        .map(|e| {
            serde_json::json!({
                "clubName": e.club_name, "writtenAt": db::ms_to_rfc3339(e.updated_at),
                "withdrawn": e.withdrawn_at.is_some(),
            })
        })
        .collect();
    Ok(serde_json::json!({"memberships": memberships, "evaluations": evaluations}))
}

/// The athlete's evaluations a verified college coach may read: not withdrawn, newest first.
pub async fn evaluations_for_college_coaches(db: &Db, athlete_id: &str) -> Result<Vec<ClubEvaluation>, sqlx::Error> {
    Ok(store::evaluations_of_athlete(db, athlete_id)
        .await?
        .into_iter()
        .filter(|e| e.withdrawn_at.is_none())
        .filter_map(|e| {
            Some(ClubEvaluation {
                technique: e.technique?,
                fitness: e.fitness?,
                coachability: e.coachability?,
                club_name: e.club_name,
                coach_name: e.coach_name,
                comments: e.comments,
                written_at: db::ms_to_rfc3339(e.updated_at),
            })
        })
        .collect())
}

/// The coach's club and its standing, or why the club workspace is closed to them.
pub async fn workspace_access(
    db: &Db,
    user: &SessionUser,
) -> Result<Result<(ClubRow, ClubStanding), ClubError>, ApiError> {
    let verification = operator::coach_verification(db, &user.id).await?;
    let club = store::club_of_coach(db, &user.id).await?;
    let (plan, seat) = match &club {
        Some((club, joined_at)) => (
            Some(club.stored_plan()),
            store::seat_number(db, &user.id, &club.id, *joined_at).await?,
        ),
        None => (None, 0),
    };
    let standing = rules::workspace_access(verification.status, club.is_some(), plan.as_ref(), seat, db::now_ms());
    Ok(standing.map(|standing| (club.expect("a standing needs a club").0, standing)))
}
