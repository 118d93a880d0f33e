//! Athlete search and saved searches. Every route takes `RecruitingCoach`: a verified coach of a
//! program on an active plan; everyone else gets 403 with the reason's code.

use std::collections::BTreeMap;

use axum::{
    extract::{Path, RawQuery, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, AthleteSearch, SearchError},
    service,
    store::{
        self, alerts,
        athletes::{self, AthleteCard},
        SavedSearchRow,
    },
};
use crate::{
    db::{self, Db},
    http::error::{ApiError, ApiJson, ApiResult},
    profiles::rules::{stored_list, Division, Side, Squad, WeightClass},
    rowing,
    workspace::RecruitingCoach,
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(search))
        .routes(routes!(list_saved, save))
        .routes(routes!(delete_saved))
        .routes(routes!(mark_seen))
        .routes(routes!(new_athletes))
        .routes(routes!(set_alerts))
        .routes(routes!(unsubscribe))
}

/// The search's query string. Lists repeat their parameter (`gradYear=2027&gradYear=2028`);
/// empty values are no filter; any other parameter is refused.
#[derive(Deserialize, IntoParams, Default, Debug)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
#[allow(dead_code)]
pub struct SearchParams {
    /// One or more graduation years.
    grad_year: Option<Vec<i64>>,
    squad: Option<Squad>,
    weight_class: Option<WeightClass>,
    side: Option<Side>,
    coxswain: Option<bool>,
    /// Fastest best 2k, M:SS.S or MM:SS.S (inclusive).
    min2k: Option<String>,
    /// Slowest best 2k, M:SS.S or MM:SS.S (inclusive).
    max2k: Option<String>,
    min6k: Option<String>,
    max6k: Option<String>,
    /// Inches, 48 to 95 (inclusive).
    min_height: Option<i64>,
    max_height: Option<i64>,
    /// Division III and Division I/II plans only.
    min_gpa: Option<f64>,
    /// Division III and Division I/II plans only.
    min_sat: Option<i64>,
    /// Division III and Division I/II plans only.
    min_act: Option<i64>,
    /// One or more home states (two-letter codes).
    state: Option<Vec<String>>,
    /// A target division of the athlete.
    division: Option<Division>,
    /// Only athletes with a 2k attested by a club coach; `min2k`/`max2k` then apply to it.
    verified_only: Option<bool>,
    /// Words in the name, high school or club team (at most 100 characters).
    q: Option<String>,
    /// 2k (default), 6k, gradYear, updated.
    sort: Option<String>,
    /// From 1 (default 1).
    page: Option<i64>,
    /// 1 to 50 (default 25).
    page_size: Option<i64>,
}

/// A best time: tenths of a second and as typed (M:SS.S).
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Time {
    pub tenths: i64,
    pub time: String,
}

impl Time {
    fn of(tenths: Option<i64>) -> Option<Time> {
        tenths.map(|tenths| Time {
            tenths,
            time: rowing::format_tenths(tenths),
        })
    }
}

/// What a coach sees of an athlete in the results. No email, birth date, parent or consent data.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AthleteResult {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub squad: Option<Squad>,
    pub weight_class: Option<WeightClass>,
    pub side: Option<Side>,
    pub coxswain: bool,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    /// The log's fastest 2k, else the profile's own figure.
    pub best2k: Option<Time>,
    /// The log's fastest 6k, else the profile's own figure.
    pub best6k: Option<Time>,
    /// The fastest 2k a club coach attested.
    pub verified2k: Option<Time>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub home_state: Option<String>,
    pub target_divisions: Vec<Division>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub act_score: Option<i64>,
    pub headline: Option<String>,
    pub updated_at: String,
}

impl From<AthleteCard> for AthleteResult {
    fn from(c: AthleteCard) -> Self {
        AthleteResult {
            id: c.id,
            full_name: c.full_name,
            grad_year: c.grad_year,
            squad: c.squad.as_deref().and_then(Squad::parse),
            weight_class: c.weight_class.as_deref().and_then(WeightClass::parse),
            side: c.side.as_deref().and_then(Side::parse),
            coxswain: c.coxswain != 0,
            height_feet: c.height_feet,
            height_inches: c.height_inches,
            best2k: Time::of(c.best_2k_tenths),
            best6k: Time::of(c.best_6k_tenths),
            verified2k: Time::of(c.verified_2k_tenths),
            high_school: c.high_school,
            club_team: c.club_team,
            home_state: c.home_state,
            target_divisions: stored_list(&c.target_divisions),
            gpa: c.gpa,
            sat_score: c.sat_score,
            act_score: c.act_score,
            headline: c.headline,
            updated_at: db::ms_to_rfc3339(c.updated_at),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AthletePage {
    pub items: Vec<AthleteResult>,
    /// Athletes matching the search, on every page.
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
}

/// Checks a search against the rules and the program's plan.
fn checked(pairs: &[(String, String)], coach: &RecruitingCoach) -> Result<AthleteSearch, SearchError> {
    let search = rules::parse(pairs)?;
    rules::allowed(&search, &coach.standing)?;
    Ok(search)
}

/// Searches the athletes shown to verified college coaches.
#[utoipa::path(get, path = "/api/coach/athletes", tag = "athlete search", params(SearchParams),
    responses((status = 200, body = AthletePage), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody, description = "Not a verified coach with a workspace, or a filter outside the plan (plan_limit)"),
              (status = 422, body = crate::http::error::ErrorBody),
              (status = 429, body = crate::http::error::ErrorBody, description = "Over the searches allowed per coach or per program")))]
async fn search(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    RawQuery(query): RawQuery,
) -> ApiResult<ApiJson<AthletePage>> {
    state
        .rate_limits
        .athlete_searches
        .check(&coach.user.id, &coach.school_id)?;
    let search = checked(&rules::pairs(query.as_deref().unwrap_or_default()), &coach)?;
    let total = athletes::count(&state.db, &search, None).await?;
    let items = if total > search.offset() {
        athletes::page(&state.db, &search).await?
    } else {
        Vec::new()
    };
    Ok(ApiJson(AthletePage {
        items: items.into_iter().map(AthleteResult::from).collect(),
        total,
        page: search.page,
        page_size: search.page_size,
    }))
}

/// A saved search with how many athletes newly match it since the coach's last look.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSearch {
    pub id: String,
    pub name: String,
    /// The search's query string (without `page`).
    pub query: String,
    pub created_at: String,
    pub last_seen_at: String,
    /// Athletes shown to coaches who came to match the search after `lastSeenAt` (opened their
    /// profile to coaches, or changed it to match).
    pub new_matches: i64,
    /// The search's new athletes are emailed in the daily digest (at most one email a day).
    pub alerts_on: bool,
}

/// The search a saved row holds, if the coach's plan still allows its filters (a search saved
/// under a richer plan counts nothing new).
fn allowed_search(row: &SavedSearchRow, coach: &RecruitingCoach) -> Option<AthleteSearch> {
    match rules::saved_query(Some(row.query.clone())) {
        Ok((_, search)) if rules::allowed(&search, &coach.standing).is_ok() => Some(search),
        _ => None,
    }
}

async fn with_counts(db: &Db, row: SavedSearchRow, coach: &RecruitingCoach) -> ApiResult<SavedSearch> {
    let new_matches = match allowed_search(&row, coach) {
        Some(_) => alerts::new_count(db, &row.id, row.last_seen_at).await?,
        None => 0,
    };
    Ok(SavedSearch {
        id: row.id,
        name: row.name,
        query: row.query,
        created_at: db::ms_to_rfc3339(row.created_at),
        last_seen_at: db::ms_to_rfc3339(row.last_seen_at),
        new_matches,
        alerts_on: row.alerts_on != 0,
    })
}

/// The coach's saved searches, each with its new matches.
#[utoipa::path(get, path = "/api/coach/saved-searches", tag = "athlete search",
    responses((status = 200, body = Vec<SavedSearch>), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody)))]
async fn list_saved(State(state): State<AppState>, coach: RecruitingCoach) -> ApiResult<axum::Json<Vec<SavedSearch>>> {
    service::sweep(&state).await?;
    let mut saved = Vec::new();
    for row in store::list(&state.db, &coach.user.id).await? {
        saved.push(with_counts(&state.db, row, &coach).await?);
    }
    Ok(axum::Json(saved))
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct SaveSearchRequest {
    /// 1 to 80 characters.
    name: Option<String>,
    /// The search's query string, as `GET /api/coach/athletes` takes it.
    query: Option<String>,
}

/// Saves a search by name; the plan decides how many a coach keeps. Its alerts start on.
#[utoipa::path(post, path = "/api/coach/saved-searches", tag = "athlete search", request_body = SaveSearchRequest,
    responses((status = 201, body = SavedSearch), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
async fn save(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    ApiJson(request): ApiJson<SaveSearchRequest>,
) -> ApiResult<(StatusCode, axum::Json<SavedSearch>)> {
    let name = rules::saved_name(request.name).map_err(SearchError::from)?;
    let (query, search) = rules::saved_query(request.query)?;
    rules::allowed(&search, &coach.standing).map_err(SearchError::from)?;
    let row = service::save(&state, &coach, &name, &query, search).await?;
    Ok((
        StatusCode::CREATED,
        axum::Json(with_counts(&state.db, row, &coach).await?),
    ))
}

/// Deletes one of the coach's saved searches.
#[utoipa::path(delete, path = "/api/coach/saved-searches/{id}", tag = "athlete search",
    params(("id" = String, Path)),
    responses((status = 204), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody), (status = 404, body = crate::http::error::ErrorBody)))]
async fn delete_saved(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    service::delete(&state, &coach.user.id, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Marks the coach's look at a saved search now: its new matches start again from zero.
#[utoipa::path(post, path = "/api/coach/saved-searches/{id}/seen", tag = "athlete search",
    params(("id" = String, Path)),
    responses((status = 200, body = SavedSearch), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody), (status = 404, body = crate::http::error::ErrorBody)))]
async fn mark_seen(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<SavedSearch>> {
    let row = store::mark_seen(&state.db, &coach.user.id, &id, db::now_ms())
        .await?
        .ok_or(SearchError::NotFound)?;
    Ok(axum::Json(with_counts(&state.db, row, &coach).await?))
}

/// The most new athletes one search lists.
pub const NEW_ATHLETES_MAX: i64 = 50;

/// An athlete who came to match a saved search after the coach's last look.
#[derive(Serialize, ToSchema, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NewAthlete {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    /// When the athlete came to match the search.
    pub matched_at: String,
}

/// The athletes, still shown to coaches, who came to match one of the coach's saved searches
/// since the coach's last look, newest first (at most 50).
#[utoipa::path(get, path = "/api/coach/saved-searches/{id}/new", tag = "athlete search",
    params(("id" = String, Path)),
    responses((status = 200, body = Vec<NewAthlete>), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody), (status = 404, body = crate::http::error::ErrorBody)))]
async fn new_athletes(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<Vec<NewAthlete>>> {
    service::sweep(&state).await?;
    let row = store::find(&state.db, &coach.user.id, &id)
        .await?
        .ok_or(SearchError::NotFound)?;
    if allowed_search(&row, &coach).is_none() {
        return Ok(axum::Json(Vec::new()));
    }
    let athletes = alerts::new_athletes(&state.db, &row.id, row.last_seen_at, NEW_ATHLETES_MAX).await?;
    Ok(axum::Json(
        athletes
            .into_iter()
            .map(|a| NewAthlete {
                id: a.id,
                full_name: a.full_name,
                grad_year: a.grad_year,
                matched_at: db::ms_to_rfc3339(a.matched_at),
            })
            .collect(),
    ))
}

/// Whether a saved search's new athletes are emailed.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AlertSwitch {
    pub on: bool,
}

/// Turns the daily digest email of one of the coach's saved searches on or off.
#[utoipa::path(put, path = "/api/coach/saved-searches/{id}/alerts", tag = "athlete search",
    params(("id" = String, Path)), request_body = AlertSwitch,
    responses((status = 200, body = SavedSearch), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody), (status = 404, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn set_alerts(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(id): Path<String>,
    ApiJson(switch): ApiJson<AlertSwitch>,
) -> ApiResult<axum::Json<SavedSearch>> {
    if !alerts::set_alerts(&state.db, &coach.user.id, &id, switch.on).await? {
        return Err(SearchError::NotFound.into());
    }
    let row = store::find(&state.db, &coach.user.id, &id)
        .await?
        .ok_or(SearchError::NotFound)?;
    Ok(axum::Json(with_counts(&state.db, row, &coach).await?))
}

/// The body of a saved search's one-click unsubscribe.
#[derive(Deserialize, ToSchema)]
pub struct SearchLinkRequest {
    /// The `token` of the link's `#token=…`.
    pub token: String,
    /// True: turn the search's alerts back on (undo). Default false: turn them off.
    #[serde(default)]
    pub resubscribe: bool,
}

/// What a saved search's one-click link did.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SearchLinkAnswer {
    /// The saved search's name.
    pub name: String,
    /// Whether its alert emails are now on.
    pub on: bool,
}

/// Turns off (or back on) the alert emails of the one saved search an emailed link names, without
/// signing in; the link works 60 days.
#[utoipa::path(post, path = "/api/coach/saved-searches/unsubscribe", tag = "athlete search",
    request_body = SearchLinkRequest,
    responses((status = 200, body = SearchLinkAnswer), (status = 400, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn unsubscribe(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<SearchLinkRequest>,
) -> ApiResult<axum::Json<SearchLinkAnswer>> {
    let search = service::answer_unsubscribe_link(&state, &request.token, request.resubscribe).await?;
    Ok(axum::Json(SearchLinkAnswer {
        name: search.name,
        on: request.resubscribe,
    }))
}

impl From<SearchError> for ApiError {
    fn from(error: SearchError) -> Self {
        match error {
            SearchError::Invalid(fields) => ApiError::Validation {
                message: fields
                    .first()
                    .map(|f| f.message.clone())
                    .unwrap_or_else(|| "Please correct the search filters.".into()),
                fields: fields
                    .into_iter()
                    .map(|f| (f.field.to_owned(), f.message))
                    .collect::<BTreeMap<_, _>>(),
            },
            SearchError::Plan(plan) => plan.into(),
            SearchError::NotFound => ApiError::NotFound("There is no such saved search.".into()),
            SearchError::InvalidLink => ApiError::BadRequest {
                code: "invalid_link",
                message: SearchError::InvalidLink.to_string(),
            },
        }
    }
}
