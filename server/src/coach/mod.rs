//! The coach area. Every coach API is refused to anyone whose role is not coach.

pub mod calendar;

use axum::extract::{FromRequestParts, State};
use http::request::Parts;
use serde::Serialize;
use sqlx::Row as _;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::{
        session::CurrentUser,
        store::{Role, SessionUser},
    },
    db,
    http::error::{ApiError, ApiResult},
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
        if user.role != Role::Coach {
            return Err(ApiError::Forbidden {
                code: "forbidden",
                message: "This area is for coaches.".into(),
            });
        }
        Ok(CoachUser(user))
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Verification {
    /// pending, verified or rejected
    pub status: String,
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
    responses((status = 200, body = CoachOverview), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody)))]
async fn overview(State(state): State<AppState>, CoachUser(user): CoachUser) -> ApiResult<axum::Json<CoachOverview>> {
    let row = sqlx::query("SELECT coach_status, coach_status_reason, coach_decided_at FROM users WHERE id = $1")
        .bind(&user.id)
        .fetch_one(&state.db.pool)
        .await?;
    let status: Option<String> = row.try_get("coach_status")?;
    let local = user.email.split('@').next().unwrap_or_default();
    Ok(axum::Json(CoachOverview {
        display_name: if local.is_empty() { "Coach".into() } else { local.into() },
        verification: Verification {
            status: status.unwrap_or_else(|| "pending".into()),
            reason: row.try_get("coach_status_reason")?,
            decided_at: row
                .try_get::<Option<i64>, _>("coach_decided_at")?
                .map(db::ms_to_rfc3339),
        },
        recruiting: calendar::notice_on(db::today_utc()),
        athletes_viewing: 0,
        starred_athletes: 0,
    }))
}
