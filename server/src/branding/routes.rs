//! The club's brand for its own coaches: read, set (with the add-on), clear.

use axum::{extract::State, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::ClubBrand,
    rules::{self, BrandingError},
    service, store,
};
use crate::{
    club::{store::ClubRow, ClubCoach},
    db,
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(read, set, clear))
}

/// The club's brand as its coaches manage it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubBranding {
    /// Whether the club holds the Custom branding add-on: the brand is shown only while it does,
    /// and set only then.
    pub add_on_held: bool,
    /// The stored brand; kept when the add-on ends.
    pub brand: Option<ClubBrand>,
    /// The name shown when none is given: the club's.
    pub default_display_name: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BrandInput {
    /// 2 to 80 characters; missing or blank is the club's name.
    pub display_name: Option<String>,
    /// `#rrggbb`, giving white text a contrast of at least 4.5:1.
    pub band_colour: Option<String>,
    /// `#rrggbb`, with a contrast of at least 3:1 against white.
    pub accent_colour: Option<String>,
}

async fn branding_of(state: &AppState, club: &ClubRow) -> ApiResult<ClubBranding> {
    Ok(ClubBranding {
        add_on_held: service::club_holds_add_on(&state.db, &club.id).await?,
        brand: store::brand_of(&state.db.pool, &club.id).await?.map(ClubBrand::from),
        default_display_name: club.name.clone(),
    })
}

/// The club's brand and whether the club holds the add-on. A coach of the club, in its workspace.
#[utoipa::path(get, path = "/api/club/branding", tag = "club",
    responses((status = 200, body = ClubBranding), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "forbidden, no_club, coach_unverified or plan_required")))]
async fn read(State(state): State<AppState>, coach: ClubCoach) -> ApiResult<Json<ClubBranding>> {
    Ok(Json(branding_of(&state, &coach.club).await?))
}

/// Sets the club's brand, shown on its athletes' shared and printed profiles. Needs the Custom
/// branding add-on.
#[utoipa::path(put, path = "/api/club/branding", tag = "club", request_body = BrandInput,
    responses((status = 200, body = ClubBranding), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody,
               description = "add_on_required, forbidden, no_club, coach_unverified or plan_required"),
              (status = 422, body = ErrorBody, description = "displayName, bandColour or accentColour")))]
async fn set(
    State(state): State<AppState>,
    coach: ClubCoach,
    ApiJson(input): ApiJson<BrandInput>,
) -> ApiResult<Json<ClubBranding>> {
    if !service::club_holds_add_on(&state.db, &coach.club.id).await? {
        return Err(BrandingError::add_on_required().into());
    }
    let brand = rules::brand(
        input.display_name.as_deref(),
        &coach.club.name,
        input.band_colour.as_deref(),
        input.accent_colour.as_deref(),
    )
    .map_err(BrandingError::Fields)?;
    store::save(&state.db.pool, &coach.club.id, &brand, db::now_ms()).await?;
    Ok(Json(branding_of(&state, &coach.club).await?))
}

/// Removes the club's brand (with or without the add-on).
#[utoipa::path(delete, path = "/api/club/branding", tag = "club",
    responses((status = 204), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "forbidden, no_club, coach_unverified or plan_required")))]
async fn clear(State(state): State<AppState>, coach: ClubCoach) -> ApiResult<StatusCode> {
    store::clear(&state.db.pool, &coach.club.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

impl From<BrandingError> for ApiError {
    fn from(error: BrandingError) -> Self {
        match error {
            BrandingError::AddOnRequired { .. } => ApiError::Forbidden {
                code: error.code(),
                message: error.to_string(),
            },
            BrandingError::Fields(fields) => fields.into(),
        }
    }
}
