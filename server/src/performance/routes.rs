//! The performance log endpoints and wire types. Each user reads and changes only their own
//! entries; another user's entry answers 404 like one that does not exist.

use std::collections::BTreeMap;

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{ErgTest, PerformanceLog, RaceResult},
    rules::{self, BoatClass, ErgTestDraft, PerformanceError, Piece, RaceDraft, Seat, ValidErgTest, ValidRace},
    service,
};
use crate::{
    auth::session::CurrentUser,
    db::{self},
    http::error::{ApiError, ApiJson, ApiResult},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_log))
        .routes(routes!(add_erg_test))
        .routes(routes!(update_erg_test, delete_erg_test))
        .routes(routes!(add_race))
        .routes(routes!(update_race, delete_race))
}

/// A new or changed erg test. Distance pieces take `time`, timed pieces `meters`.
#[derive(Deserialize, ToSchema, Debug, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct ErgTestInput {
    pub piece: Option<Piece>,
    /// M:SS.S
    #[schema(required = false)]
    pub time: Option<String>,
    #[schema(required = false)]
    pub meters: Option<i64>,
    /// yyyy-mm-dd
    pub date: Option<String>,
    #[schema(required = false)]
    pub stroke_rate: Option<i64>,
    #[schema(required = false)]
    pub notes: Option<String>,
    #[schema(required = false)]
    pub verification_code: Option<String>,
}

impl From<ErgTestInput> for ErgTestDraft {
    fn from(i: ErgTestInput) -> Self {
        ErgTestDraft {
            piece: i.piece,
            time: i.time,
            meters: i.meters,
            date: i.date,
            stroke_rate: i.stroke_rate,
            notes: i.notes,
            verification_code: i.verification_code,
        }
    }
}

/// A new or changed race result.
#[derive(Deserialize, ToSchema, Debug, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct RaceResultInput {
    pub regatta: Option<String>,
    /// yyyy-mm-dd
    pub date: Option<String>,
    pub event: Option<String>,
    pub boat_class: Option<BoatClass>,
    pub seat: Option<Seat>,
    #[schema(required = false)]
    pub place: Option<i64>,
    /// M:SS.S
    #[schema(required = false)]
    pub time: Option<String>,
    #[schema(required = false)]
    pub results_url: Option<String>,
}

impl From<RaceResultInput> for RaceDraft {
    fn from(i: RaceResultInput) -> Self {
        RaceDraft {
            regatta: i.regatta,
            date: i.date,
            event: i.event,
            boat_class: i.boat_class,
            seat: i.seat,
            place: i.place,
            time: i.time,
            results_url: i.results_url,
        }
    }
}

/// The signed-in athlete's erg tests and race results, newest first.
#[utoipa::path(get, path = "/api/performance", tag = "performance",
    responses((status = 200, body = PerformanceLog), (status = 401, body = crate::http::error::ErrorBody)))]
async fn get_log(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<axum::Json<PerformanceLog>> {
    Ok(axum::Json(service::log_of(&state.db, &user.id).await?))
}

/// Adds an erg test to the signed-in athlete's log.
#[utoipa::path(post, path = "/api/performance/erg-tests", tag = "performance", request_body = ErgTestInput,
    responses((status = 201, body = ErgTest), (status = 401, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn add_erg_test(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(input): ApiJson<ErgTestInput>,
) -> ApiResult<(StatusCode, axum::Json<ErgTest>)> {
    let valid = rules::erg_test(input.into(), db::today_utc())?;
    let row = service::add(&state.db, &user.id, &valid).await?;
    service::erg_test_news(&state.db, &user.id, &row).await?;
    Ok((StatusCode::CREATED, axum::Json(row.into())))
}

/// Changes one of the signed-in athlete's erg tests; a club coach's attestation of it is removed
/// and a pending request for one is cancelled.
#[utoipa::path(put, path = "/api/performance/erg-tests/{id}", tag = "performance", request_body = ErgTestInput,
    params(("id" = String, Path, description = "Erg test id")),
    responses((status = 200, body = ErgTest), (status = 404, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn update_erg_test(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<ErgTestInput>,
) -> ApiResult<axum::Json<ErgTest>> {
    let valid = rules::erg_test(input.into(), db::today_utc())?;
    let row = service::change(&state.db, &user.id, &id, &valid).await?;
    Ok(axum::Json(row.into()))
}

/// Deletes one of the signed-in athlete's erg tests.
#[utoipa::path(delete, path = "/api/performance/erg-tests/{id}", tag = "performance",
    params(("id" = String, Path, description = "Erg test id")),
    responses((status = 204), (status = 404, body = crate::http::error::ErrorBody)))]
async fn delete_erg_test(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    service::remove::<ValidErgTest>(&state.db, &user.id, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Adds a race result to the signed-in athlete's log.
#[utoipa::path(post, path = "/api/performance/races", tag = "performance", request_body = RaceResultInput,
    responses((status = 201, body = RaceResult), (status = 401, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn add_race(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(input): ApiJson<RaceResultInput>,
) -> ApiResult<(StatusCode, axum::Json<RaceResult>)> {
    let valid = rules::race(input.into(), db::today_utc())?;
    let row = service::add(&state.db, &user.id, &valid).await?;
    service::race_news(&state.db, &user.id, &row).await?;
    Ok((StatusCode::CREATED, axum::Json(row.into())))
}

/// Changes one of the signed-in athlete's race results; a club coach's attestation of it is
/// removed and a pending request for one is cancelled.
#[utoipa::path(put, path = "/api/performance/races/{id}", tag = "performance", request_body = RaceResultInput,
    params(("id" = String, Path, description = "Race result id")),
    responses((status = 200, body = RaceResult), (status = 404, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn update_race(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<RaceResultInput>,
) -> ApiResult<axum::Json<RaceResult>> {
    let valid = rules::race(input.into(), db::today_utc())?;
    let row = service::change(&state.db, &user.id, &id, &valid).await?;
    Ok(axum::Json(row.into()))
}

/// Deletes one of the signed-in athlete's race results.
#[utoipa::path(delete, path = "/api/performance/races/{id}", tag = "performance",
    params(("id" = String, Path, description = "Race result id")),
    responses((status = 204), (status = 404, body = crate::http::error::ErrorBody)))]
async fn delete_race(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    service::remove::<ValidRace>(&state.db, &user.id, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}

impl From<PerformanceError> for ApiError {
    fn from(error: PerformanceError) -> Self {
        match error {
            PerformanceError::Invalid(fields) => ApiError::Validation {
                message: "Please correct the highlighted fields.".into(),
                fields: fields
                    .into_iter()
                    .map(|f| (f.field.to_owned(), f.message))
                    .collect::<BTreeMap<_, _>>(),
            },
            PerformanceError::NotFound => ApiError::NotFound(error.to_string()),
        }
    }
}
