//! The athlete's side: their club card, leaving a roster, sharing activity, the export.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{attestations::AthleteAttestationRequest, waits_for_parent, AthleteUser};
use crate::{
    club::{
        rules::{self, ClubError},
        store,
    },
    db,
    http::error::{ApiJson, ApiResult, ErrorBody},
    AppState,
};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AthleteInvitation {
    pub id: String,
    pub club_name: String,
    pub invited_by: Option<String>,
    pub expires_at: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Membership {
    pub club_id: String,
    pub club_name: String,
    pub joined_at: String,
    pub shares_activity: bool,
    /// The athlete's account waits for a parent's approval: the club's coaches see the athlete
    /// on the roster once it is given.
    pub waiting_for_parent: bool,
}

/// That an evaluation exists; never what it says.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvaluationNotice {
    pub id: String,
    pub club_name: String,
    pub written_at: String,
    pub withdrawn: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AthleteClubs {
    /// Pending invitations to the athlete's own email.
    pub invitations: Vec<AthleteInvitation>,
    pub clubs: Vec<Membership>,
    pub evaluations: Vec<EvaluationNotice>,
    pub attestations: Vec<AthleteAttestationRequest>,
}

/// The athlete's club card: invitations, rosters, evaluations that exist, attestation requests.
#[utoipa::path(get, path = "/api/club/me", tag = "club",
    responses((status = 200, body = AthleteClubs), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub(super) async fn athlete_overview(
    State(state): State<AppState>,
    AthleteUser(user): AthleteUser,
) -> ApiResult<Json<AthleteClubs>> {
    let db = &state.db;
    let invitations = store::invitations_to(db, &user.email, db::now_ms())
        .await?
        .into_iter()
        .map(|i| AthleteInvitation {
            id: i.id,
            club_name: i.club_name,
            invited_by: rules::inviter_name(i.inviter_name.as_deref()),
            expires_at: db::ms_to_rfc3339(i.expires_at),
        })
        .collect();
    let clubs = store::memberships(db, &user.id)
        .await?
        .into_iter()
        .map(|m| Membership {
            club_id: m.club_id,
            club_name: m.club_name,
            joined_at: db::ms_to_rfc3339(m.joined_at),
            shares_activity: m.shares_activity != 0,
            waiting_for_parent: waits_for_parent(&user),
        })
        .collect();
    let evaluations = store::evaluations_of_athlete(db, &user.id)
        .await?
        .into_iter()
        .map(|e| EvaluationNotice {
            id: e.id,
            club_name: e.club_name,
            written_at: db::ms_to_rfc3339(e.updated_at),
            withdrawn: e.withdrawn_at.is_some(),
        })
        .collect();
    let attestations = store::requests_of_athlete(db, &user.id)
        .await?
        .into_iter()
        .map(AthleteAttestationRequest::from)
        .collect();
    Ok(Json(AthleteClubs {
        invitations,
        clubs,
        evaluations,
        attestations,
    }))
}

/// The athlete leaves a club's roster, at any time; their waiting requests to it go too.
#[utoipa::path(delete, path = "/api/club/memberships/{clubId}", tag = "club",
    params(("clubId" = String, Path, description = "Club id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub(super) async fn leave(
    State(state): State<AppState>,
    AthleteUser(user): AthleteUser,
    Path(club_id): Path<String>,
) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    if !store::remove_member(&mut tx, &club_id, &user.id).await? {
        return Err(ClubError::NotFound("You are not on this club's roster.").into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Sharing {
    pub shares_activity: bool,
}

/// Whether the club's coaches see which programs viewed the athlete or wrote to them.
#[utoipa::path(put, path = "/api/club/memberships/{clubId}/sharing", tag = "club", request_body = Sharing,
    params(("clubId" = String, Path, description = "Club id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub(super) async fn set_sharing(
    State(state): State<AppState>,
    AthleteUser(user): AthleteUser,
    Path(club_id): Path<String>,
    ApiJson(input): ApiJson<Sharing>,
) -> ApiResult<StatusCode> {
    if !store::set_sharing(&state.db, &club_id, &user.id, input.shares_activity).await? {
        return Err(ClubError::NotFound("You are not on this club's roster.").into());
    }
    Ok(StatusCode::NO_CONTENT)
}
