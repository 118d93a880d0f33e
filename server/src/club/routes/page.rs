//! The club page: its overview, and creating a club.

use axum::{extract::State, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::club::service::workspace_access;
use crate::{
    auth::store::{operator, CoachStatus, SessionUser},
    club::{
        rules::{self, ClubError},
        store::{self, ClubRow},
    },
    db,
    http::error::{ApiJson, ApiResult, ErrorBody},
    plans::rules as plans,
    workspace::{self, CoachUser},
    AppState,
};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubVerification {
    pub status: Option<CoachStatus>,
    pub reason: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubPlan {
    /// `trial`, `coach-essential`, `coach-premium` or `club-pro`.
    pub id: String,
    pub name: String,
    pub trial_ends_at: Option<String>,
}

impl ClubPlan {
    fn of(club: &ClubRow) -> ClubPlan {
        let stored = club.stored_plan();
        ClubPlan {
            id: stored.id().to_owned(),
            name: stored.name().to_owned(),
            trial_ends_at: match stored {
                plans::StoredPlan::Trial { ends_at } => Some(db::ms_to_rfc3339(ends_at)),
                plans::StoredPlan::Plan(_) => None,
            },
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubLimitsView {
    /// Null is unlimited.
    pub roster: Option<u32>,
    /// Null is unlimited.
    pub coaches: Option<u32>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubCoachView {
    pub id: String,
    pub full_name: Option<String>,
    pub email: String,
    pub status: CoachStatus,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubSummary {
    pub id: String,
    pub name: String,
    pub created_at: String,
    pub plan: ClubPlan,
    /// The plan's limits (a trial has Coach Essential's; a lapsed plan shows them too).
    pub limits: ClubLimitsView,
    pub roster_count: i64,
    pub coaches: Vec<ClubCoachView>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubWorkspace {
    pub open: bool,
    /// `no_club`, `coach_unverified` or `plan_required` while closed.
    pub reason: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubOverview {
    pub verification: ClubVerification,
    pub club: Option<ClubSummary>,
    pub workspace: ClubWorkspace,
    /// A college coach: the club page tells them they recruit for a program.
    pub has_program: bool,
}

/// The limits of the club's plan, lapsed or not.
fn limits_of(club: &ClubRow) -> plans::ClubLimits {
    match club.stored_plan() {
        plans::StoredPlan::Trial { .. } => plans::CLUB_TRIAL,
        plans::StoredPlan::Plan(id) => plans::find(&id)
            .and_then(|p| p.club_limits)
            .unwrap_or(plans::CLUB_TRIAL),
    }
}

async fn club_overview(state: &AppState, user: &SessionUser) -> ApiResult<ClubOverview> {
    let db = &state.db;
    let verification = operator::coach_verification(db, &user.id).await?;
    let access = workspace_access(db, user).await?;
    let has_program = workspace::store::program_of(db, &user.id).await?.is_some();
    let club = match store::club_of_coach(db, &user.id).await? {
        Some((club, _)) => {
            let limits = limits_of(&club);
            let coaches = store::coaches(db, &club.id)
                .await?
                .into_iter()
                .map(|c| ClubCoachView {
                    id: c.id,
                    full_name: c.full_name,
                    email: c.email,
                    status: c.coach_status,
                })
                .collect();
            Some(ClubSummary {
                roster_count: store::roster_count(&db.pool, &club.id).await?,
                plan: ClubPlan::of(&club),
                limits: ClubLimitsView {
                    roster: limits.roster,
                    coaches: limits.coaches,
                },
                coaches,
                created_at: db::ms_to_rfc3339(club.created_at),
                id: club.id,
                name: club.name,
            })
        }
        None => None,
    };
    Ok(ClubOverview {
        verification: ClubVerification {
            status: Some(verification.status),
            reason: verification.reason,
        },
        club,
        workspace: match access {
            Ok(_) => ClubWorkspace {
                open: true,
                reason: None,
            },
            Err(error) => ClubWorkspace {
                open: false,
                reason: Some(error.code().to_owned()),
            },
        },
        has_program,
    })
}

/// The club page: verification, the club with its plan, roster use and coaches, and whether the
/// club workspace is open. Any coach.
#[utoipa::path(get, path = "/api/club", tag = "club",
    responses((status = 200, body = ClubOverview), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub(super) async fn overview(
    State(state): State<AppState>,
    CoachUser(user): CoachUser,
) -> ApiResult<Json<ClubOverview>> {
    Ok(Json(club_overview(&state, &user).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewClub {
    pub name: Option<String>,
}

/// Creates a club team on a 14-day free trial; the caller becomes its first coach and is
/// verified again, for the club.
#[utoipa::path(post, path = "/api/club", tag = "club", request_body = NewClub,
    responses((status = 201, body = ClubOverview), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "already_in_club or has_program"),
              (status = 422, body = ErrorBody)))]
pub(super) async fn create(
    State(state): State<AppState>,
    CoachUser(user): CoachUser,
    ApiJson(input): ApiJson<NewClub>,
) -> ApiResult<(StatusCode, Json<ClubOverview>)> {
    let name = rules::club_name(input.name.as_deref()).map_err(ClubError::from)?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let in_club = store::club_id_of_coach(&mut tx, &user.id).await?.is_some();
    let has_program = workspace::store::program_id(&mut tx, &user.id).await?.is_some();
    rules::may_join_as_coach(in_club, has_program)?;
    store::create_club(&mut tx, &name, &user.id, plans::trial_end(now), now).await?;
    operator::decide_coach(&mut tx, &user.id, CoachStatus::Pending, None, now).await?;
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(club_overview(&state, &user).await?)))
}
