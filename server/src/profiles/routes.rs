//! The profile endpoints and their wire types. Each user reads and writes only their own
//! profile, taken from the session.

use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    erg,
    rules::{self, Completeness, ProfileInput},
    store::{self, ProfileRow},
};
use crate::{
    auth::{session::CurrentUser, store::SessionUser},
    db::{self, Db},
    http::error::{ApiJson, ApiResult},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_own, update_own))
        .routes(routes!(get_by_id))
}

/// The profile as the client reads it.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub id: String,
    pub email: String,
    pub user_role: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub weight: Option<i64>,
    /// MM:SS.S
    pub erg2k: Option<String>,
    /// MM:SS.S
    pub erg6k: Option<String>,
    pub hometown: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub bio: Option<String>,
    pub updated_at: String,
    pub completeness: Completeness,
}

impl From<ProfileRow> for Profile {
    fn from(row: ProfileRow) -> Self {
        let completeness = rules::completeness(&row);
        Profile {
            id: row.id,
            email: row.email,
            user_role: row.user_role,
            full_name: row.full_name,
            grad_year: row.grad_year,
            gpa: row.gpa,
            sat_score: row.sat_score,
            height_feet: row.height_feet,
            height_inches: row.height_inches,
            weight: row.weight,
            erg2k: row.erg_2k_tenths.map(erg::format_tenths),
            erg6k: row.erg_6k_tenths.map(erg::format_tenths),
            hometown: row.hometown,
            high_school: row.high_school,
            club_team: row.club_team,
            bio: row.bio,
            updated_at: db::ms_to_rfc3339(row.updated_at),
            completeness,
        }
    }
}

/// The editable fields. Empty numbers are `null`; a field left out counts as `null`.
#[derive(Deserialize, ToSchema, Debug, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct ProfileUpdate {
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub weight: Option<i64>,
    /// MM:SS.S
    pub erg2k: Option<String>,
    /// MM:SS.S
    pub erg6k: Option<String>,
    pub hometown: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub bio: Option<String>,
}

impl From<ProfileUpdate> for ProfileInput {
    fn from(u: ProfileUpdate) -> Self {
        ProfileInput {
            full_name: u.full_name,
            grad_year: u.grad_year,
            gpa: u.gpa,
            sat_score: u.sat_score,
            height_feet: u.height_feet,
            height_inches: u.height_inches,
            weight: u.weight,
            erg_2k: u.erg2k,
            erg_6k: u.erg6k,
            hometown: u.hometown,
            high_school: u.high_school,
            club_team: u.club_team,
            bio: u.bio,
        }
    }
}

/// The user's profile, created (id, email, role) when it does not exist yet.
pub async fn load_or_create(db: &Db, user: &SessionUser) -> Result<Profile, sqlx::Error> {
    if let Some(row) = store::find(db, &user.id).await? {
        return Ok(row.into());
    }
    store::create_if_missing(&db.pool, &user.id, &user.email, user.role, db::now_ms()).await?;
    store::find(db, &user.id)
        .await?
        .map(Profile::from)
        .ok_or(sqlx::Error::RowNotFound)
}

/// The signed-in user's profile (created on first read).
#[utoipa::path(get, path = "/api/profile", tag = "profiles",
    responses((status = 200, body = Profile), (status = 401, body = crate::http::error::ErrorBody)))]
async fn get_own(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<axum::Json<Profile>> {
    Ok(axum::Json(load_or_create(&state.db, &user).await?))
}

/// Saves the signed-in user's profile; every field is validated, errors are per field.
#[utoipa::path(put, path = "/api/profile", tag = "profiles", request_body = ProfileUpdate,
    responses((status = 200, body = Profile), (status = 401, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn update_own(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(update): ApiJson<ProfileUpdate>,
) -> ApiResult<axum::Json<Profile>> {
    let valid = rules::validate(update.into(), db::today_utc().year() as i64)?;
    load_or_create(&state.db, &user).await?;
    store::update(&state.db, &user.id, &valid, db::now_ms()).await?;
    Ok(axum::Json(load_or_create(&state.db, &user).await?))
}

/// A profile by id: only one's own (the id of the session); any other id is refused.
#[utoipa::path(get, path = "/api/profiles/{id}", tag = "profiles",
    params(("id" = String, Path, description = "Profile (user) id")),
    responses((status = 200, body = Profile), (status = 403, body = crate::http::error::ErrorBody)))]
async fn get_by_id(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<Profile>> {
    rules::may_read(&user.id, &id)?;
    Ok(axum::Json(load_or_create(&state.db, &user).await?))
}
