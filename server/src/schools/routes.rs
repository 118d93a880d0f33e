//! The school browser's endpoints and wire types: search with filters, the filter choices, one
//! program, and the signed-in user's saved schools with notes.

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{SavedSchool, SchoolSummary},
    rules::{self, SchoolsError, PROGRAM_TYPES, SORTS},
    service,
    store::{self, School},
};
use crate::{
    auth::{session::CurrentUser, store::Role},
    db,
    http::error::{ApiError, ApiJson, ApiQuery, ApiResult},
    plans::{self, PlanError},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(search))
        .routes(routes!(filters))
        .routes(routes!(detail))
        .routes(routes!(save, unsave))
        .routes(routes!(my_schools))
}

/// The search's query string as sent; `rules::validate` checks it.
#[derive(Deserialize, IntoParams, Default, Debug)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct SearchQuery {
    /// Words matched against name, city, state and conference (at most 100 characters).
    pub q: Option<String>,
    /// I, II, III, Club or IRA.
    pub division: Option<String>,
    /// A conference from the filter choices.
    pub conference: Option<String>,
    /// Men, Women or Both.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    pub program_type: Option<String>,
    /// name (default), -name, -enrollment, founded.
    pub sort: Option<String>,
    /// From 1 (default 1).
    pub page: Option<i64>,
    /// 1 to 100 (default 24).
    pub page_size: Option<i64>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchResponse {
    /// Programs in the database.
    pub total: i64,
    /// Programs matching the search and filters.
    pub matched: i64,
    pub page: i64,
    pub page_size: i64,
    pub items: Vec<SchoolSummary>,
}

/// Searches the programs; every filter value is checked against what the data holds.
#[utoipa::path(get, path = "/api/schools", tag = "schools", params(SearchQuery),
    responses((status = 200, body = SearchResponse), (status = 400, body = crate::http::error::ErrorBody),
              (status = 401, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
async fn search(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiQuery(query): ApiQuery<SearchQuery>,
) -> ApiResult<ApiJson<SearchResponse>> {
    let search = rules::validate(query)?;
    let catalog = state.schools.snapshot();
    let found = catalog.search(&search);
    // An unknown filter value matches nothing; only then is it worth checking against the data,
    // to tell "no such value" (an error) from "no program matches" (an empty page).
    if found.matched == 0 {
        if let Some(division) = &search.division {
            rules::known_division(division, &catalog.divisions)?;
        }
        if let Some(conference) = &search.conference {
            rules::known_conference(conference, &catalog.conferences)?;
        }
    }
    let saved = if found.page.is_empty() {
        Default::default()
    } else {
        state.schools.saved_ids(&user.id).await?
    };
    let items = found
        .page
        .iter()
        .map(|school| {
            SchoolSummary::from(School {
                saved: saved.contains(&school.id),
                ..(*school).clone()
            })
        })
        .collect();
    Ok(ApiJson(SearchResponse {
        total: found.total,
        matched: found.matched,
        page: search.page,
        page_size: search.page_size,
        items,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Filters {
    /// Divisions in the data.
    pub divisions: Vec<String>,
    /// Conferences in the data, the spec's five first.
    pub conferences: Vec<String>,
    pub types: Vec<&'static str>,
    pub sorts: Vec<&'static str>,
}

/// The filter choices the data offers.
#[utoipa::path(get, path = "/api/schools/filters", tag = "schools",
    responses((status = 200, body = Filters), (status = 401, body = crate::http::error::ErrorBody)))]
async fn filters(State(state): State<AppState>, _user: CurrentUser) -> ApiResult<axum::Json<Filters>> {
    let catalog = state.schools.snapshot();
    Ok(axum::Json(Filters {
        divisions: rules::order_divisions(catalog.divisions.clone()),
        conferences: rules::order_conferences(catalog.conferences.clone()),
        types: PROGRAM_TYPES.to_vec(),
        sorts: SORTS.to_vec(),
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SchoolDetail {
    #[serde(flatten)]
    pub summary: SchoolSummary,
    /// Home boathouse or water, where a source stated it.
    pub venue: Option<String>,
    /// The pages each value came from.
    pub sources: Vec<String>,
    /// The signed-in user's notes on this school.
    pub notes: Option<String>,
    pub saved_at: Option<String>,
    /// The program's verified coaches, with the names and titles they gave.
    pub staff: Vec<StaffMember>,
}

/// A verified coach of the program, as athletes and parents see them.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffMember {
    pub full_name: String,
    pub title: String,
    pub squads: Vec<crate::workspace::rules::CoachedSquad>,
    pub bio: Option<String>,
}

impl From<store::SchoolDetail> for SchoolDetail {
    fn from(d: store::SchoolDetail) -> Self {
        SchoolDetail {
            summary: d.school.into(),
            venue: d.venue,
            sources: d
                .source
                .split(" | ")
                .map(|s| s.trim().to_owned())
                .filter(|s| !s.is_empty())
                .collect(),
            notes: d.notes,
            saved_at: d.saved_at.map(db::ms_to_rfc3339),
            staff: Vec::new(),
        }
    }
}

async fn load_detail(db: &db::Db, id: &str, user_id: &str) -> ApiResult<SchoolDetail> {
    Ok(store::detail(db, id, user_id)
        .await?
        .ok_or(SchoolsError::NotFound)?
        .into())
}

/// One program with its sources and the user's own notes. An athlete's visit is recorded (once
/// a day) for the program's coaches.
#[utoipa::path(get, path = "/api/schools/{id}", tag = "schools", params(("id" = String, Path)),
    responses((status = 200, body = SchoolDetail), (status = 404, body = crate::http::error::ErrorBody)))]
async fn detail(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<SchoolDetail>> {
    let mut detail = load_detail(&state.db, &id, &user.id).await?;
    detail.staff = crate::workspace::store::program_staff(&state.db, &id)
        .await?
        .into_iter()
        .map(|row| StaffMember {
            full_name: row.full_name,
            title: row.title,
            squads: serde_json::from_str(&row.squads).unwrap_or_default(),
            bio: row.bio,
        })
        .collect();
    if rules::records_page_view(user.role) {
        let today = db::today_utc().to_string();
        store::page_views::record(&state.db, &id, &user.id, &today, db::now_ms()).await?;
    }
    Ok(axum::Json(detail))
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct SaveRequest {
    /// Private notes (at most 2000 characters).
    notes: Option<String>,
}

/// Saves a school to the user's list, or updates its notes.
#[utoipa::path(put, path = "/api/schools/{id}/saved", tag = "schools", params(("id" = String, Path)), request_body = SaveRequest,
    responses((status = 200, body = SchoolDetail), (status = 404, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
async fn save(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<SaveRequest>,
) -> ApiResult<axum::Json<SchoolDetail>> {
    let notes = rules::notes(request.notes)?;
    if !store::exists(&state.db, &id).await? {
        return Err(SchoolsError::NotFound.into());
    }
    let now = db::now_ms();
    if user.role == Role::Student {
        // An athlete's level caps the list; notes on a saved school can always change.
        let level = plans::service::rower_level(&state.db, &user.id, now).await?;
        if !store::is_saved(&state.db, &user.id, &id).await?
            && !plans::rules::within(level.saved_schools, store::saved_count(&state.db, &user.id).await?)
        {
            return Err(PlanError::SavedSchoolsFull {
                limit: level.saved_schools.unwrap_or(0),
            }
            .into());
        }
    }
    store::save(&state.db, &user.id, &id, notes.as_deref(), now).await?;
    Ok(axum::Json(load_detail(&state.db, &id, &user.id).await?))
}

/// Removes a school from the user's list.
#[utoipa::path(delete, path = "/api/schools/{id}/saved", tag = "schools", params(("id" = String, Path)), responses((status = 204)))]
async fn unsave(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    store::unsave(&state.db, &user.id, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The signed-in user's saved schools, newest first.
#[utoipa::path(get, path = "/api/me/schools", tag = "schools", responses((status = 200, body = [SavedSchool])))]
async fn my_schools(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<axum::Json<Vec<SavedSchool>>> {
    Ok(axum::Json(service::saved_schools_of(&state.db, &user.id).await?))
}

impl From<SchoolsError> for ApiError {
    fn from(error: SchoolsError) -> Self {
        match error {
            SchoolsError::Invalid(field) => field.into(),
            SchoolsError::NotFound => ApiError::NotFound("There is no such school.".into()),
        }
    }
}
