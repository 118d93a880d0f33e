//! The coach page's API and the extractor that keeps everyone else out.

use axum::{
    extract::{FromRequestParts, State},
    Json,
};
use http::request::Parts;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{calendar, rules};
use crate::{
    auth::{
        session::CurrentUser,
        store::{operator as accounts, CoachStatus, SessionUser},
    },
    db,
    http::error::{ApiError, ApiResult, ErrorBody},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(overview))
}

/// The signed-in user, who must be a coach (403 otherwise).
pub struct CoachUser(pub SessionUser);

impl FromRequestParts<AppState> for CoachUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        rules::require_coach(user.role)?;
        Ok(CoachUser(user))
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Verification {
    pub status: CoachStatus,
    pub reason: Option<String>,
    pub decided_at: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoachOverview {
    /// The part of the email before '@', or 'Coach'.
    pub display_name: String,
    pub verification: Verification,
    pub recruiting: calendar::RecruitingNotice,
    /// Athletes who consented to be seen and viewed this coach's programs (none yet).
    pub athletes_viewing: i64,
    pub starred_athletes: i64,
}

/// What the coach page shows: verification, the recruiting notice of today, the figures.
#[utoipa::path(get, path = "/api/coach/overview", tag = "coach",
    responses((status = 200, body = CoachOverview), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn overview(State(state): State<AppState>, CoachUser(user): CoachUser) -> ApiResult<Json<CoachOverview>> {
    let verification = accounts::coach_verification(&state.db, &user.id).await?;
    Ok(Json(CoachOverview {
        display_name: rules::display_name(&user.email).to_owned(),
        verification: Verification {
            status: verification.status,
            reason: verification.reason,
            decided_at: verification.decided_at.map(db::ms_to_rfc3339),
        },
        recruiting: calendar::notice_on(db::today_utc()),
        athletes_viewing: 0,
        starred_athletes: 0,
    }))
}
