//! The club endpoints (`/api/club…`), one file per area, their wire types, and the
//! [`ClubCoach`] and [`AthleteUser`] extractors.

mod attestations;
mod evaluations;
mod invitations;
mod membership;
mod page;
mod roster;

use axum::extract::FromRequestParts;
use http::request::Parts;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{rules::ClubError, service::workspace_access, store::ClubRow};
use crate::{
    auth::{
        session::CurrentUser,
        store::{ConsentStatus, Role, SessionUser},
    },
    http::error::ApiError,
    plans::rules::ClubStanding,
    workspace::CoachUser,
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(page::overview, page::create))
        .routes(routes!(invitations::invite, invitations::pending_invitations))
        .routes(routes!(invitations::revoke_invitation))
        .routes(routes!(roster::roster))
        .routes(routes!(roster::remove_from_roster))
        .routes(routes!(
            attestations::attestation_queue,
            attestations::request_attestation
        ))
        .routes(routes!(attestations::confirm_attestation))
        .routes(routes!(attestations::decline_attestation))
        .routes(routes!(
            evaluations::read_evaluation,
            evaluations::write_evaluation,
            evaluations::delete_evaluation
        ))
        .routes(routes!(membership::athlete_overview))
        .routes(routes!(invitations::accept_by_token))
        .routes(routes!(invitations::accept_by_id))
        .routes(routes!(invitations::decline_invitation))
        .routes(routes!(membership::leave))
        .routes(routes!(membership::set_sharing))
        .routes(routes!(evaluations::withdraw_evaluation))
}

// ---- who may enter ----

/// A verified coach of a club on an active club plan, with a coach seat: the only caller the
/// club workspace answers. Anyone else gets 403 with a code saying why: `forbidden` (not a
/// coach), `no_club`, `coach_unverified`, `plan_required`.
pub struct ClubCoach {
    pub user: SessionUser,
    pub club: ClubRow,
    pub standing: ClubStanding,
}

impl FromRequestParts<AppState> for ClubCoach {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CoachUser(user) = CoachUser::from_request_parts(parts, state).await?;
        let (club, standing) = workspace_access(&state.db, &user).await??;
        Ok(ClubCoach { user, club, standing })
    }
}

/// The signed-in athlete (403 `forbidden` for anyone else).
pub struct AthleteUser(pub SessionUser);

impl FromRequestParts<AppState> for AthleteUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        if user.role != Role::Student {
            return Err(ClubError::AthletesOnly.into());
        }
        Ok(AthleteUser(user))
    }
}

/// A minor waiting for a parent's consent: their club memberships are held until it is given
/// (coaches may not reach them, `store::on_roster`).
pub(super) fn waits_for_parent(user: &SessionUser) -> bool {
    user.consent_status == ConsentStatus::Pending
}

impl From<ClubError> for ApiError {
    fn from(error: ClubError) -> Self {
        let code = error.code();
        match error {
            ClubError::NotACoach
            | ClubError::NoClub
            | ClubError::Unverified
            | ClubError::AthletesOnly
            | ClubError::NotAnAthlete
            | ClubError::NotACoachInvitation => ApiError::Forbidden {
                code,
                message: error.to_string(),
            },
            ClubError::AlreadyInClub
            | ClubError::HasProgram
            | ClubError::AlreadyInvited
            | ClubError::AlreadyOnRoster
            | ClubError::InvitationUsed
            | ClubError::AlreadyAttested
            | ClubError::AlreadyRequested
            | ClubError::AlreadyDecided
            | ClubError::EvaluationWithdrawn => ApiError::Conflict {
                code,
                message: error.to_string(),
            },
            ClubError::InvitationExpired | ClubError::InvitationRevoked => ApiError::Gone {
                code,
                message: error.to_string(),
            },
            ClubError::NotFound(message) => ApiError::NotFound(message.to_owned()),
            ClubError::Field(field) => field.into(),
            ClubError::Plan(plan) => plan.into(),
        }
    }
}
