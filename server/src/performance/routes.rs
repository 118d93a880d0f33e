//! The performance log endpoints and wire types. Each user reads and changes only their own
//! entries; another user's entry answers 404 like one that does not exist.

use std::collections::BTreeMap;

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, BoatClass, ErgTestDraft, PerformanceError, Piece, RaceDraft, Seat},
    store::{self, ErgTestRow, RaceRow},
};
use crate::{
    auth::session::CurrentUser,
    club,
    db::{self, Db},
    http::error::{ApiError, ApiJson, ApiResult},
    profiles, rowing, AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_log))
        .routes(routes!(add_erg_test))
        .routes(routes!(update_erg_test, delete_erg_test))
        .routes(routes!(add_race))
        .routes(routes!(update_race, delete_race))
}

/// A club coach's attestation of a result: "Verified by <club> coach" with the date.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Attestation {
    pub club_name: String,
    /// The coach's name as it was; null when the coach gave none or the account is gone.
    pub coach_name: Option<String>,
    /// yyyy-mm-dd
    pub attested_on: String,
    /// Whether the coach checked the Concept2 verification code against the monitor or logbook.
    pub code_checked: bool,
}

impl Attestation {
    /// The attestation stored on a result, if it has one.
    pub fn of(row: &store::AttestationRow) -> Option<Attestation> {
        match (&row.attested_club_name, &row.attested_on) {
            (Some(club), Some(on)) => Some(Attestation {
                club_name: club.clone(),
                coach_name: row.attested_coach_name.clone(),
                attested_on: on.clone(),
                code_checked: row.attest_code_checked != 0,
            }),
            _ => None,
        }
    }
}

/// An erg test as its owner reads it.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ErgTest {
    pub id: String,
    pub piece: Piece,
    /// M:SS.S, for distance pieces.
    pub time: Option<String>,
    /// For timed pieces (30min, 60min).
    pub meters: Option<i64>,
    /// The time in tenths of a second, for distance pieces.
    pub tenths: Option<i64>,
    /// yyyy-mm-dd
    pub date: String,
    pub stroke_rate: Option<i64>,
    /// Per 500 m, M:SS.S.
    pub split: String,
    pub notes: Option<String>,
    /// The monitor's verification code; only its owner reads it.
    pub verification_code: Option<String>,
    pub verification_code_provided: bool,
    pub created_at: String,
    /// A club coach's attestation; an edit removes it.
    pub attestation: Option<Attestation>,
}

impl From<ErgTestRow> for ErgTest {
    fn from(row: ErgTestRow) -> Self {
        let split = rules::split_tenths(row.piece, row.tenths, row.meters).unwrap_or_default();
        ErgTest {
            id: row.id,
            piece: row.piece,
            time: row.tenths.map(rowing::format_tenths),
            meters: row.meters,
            tenths: row.tenths,
            date: row.test_date,
            stroke_rate: row.stroke_rate,
            split: rowing::format_tenths(split),
            notes: row.notes,
            verification_code_provided: row.verification_code.is_some(),
            verification_code: row.verification_code,
            created_at: db::ms_to_rfc3339(row.created_at),
            attestation: Attestation::of(&row.attestation),
        }
    }
}

/// An erg test as others see it: without the verification code.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SharedErgTest {
    pub id: String,
    pub piece: Piece,
    pub time: Option<String>,
    pub meters: Option<i64>,
    pub tenths: Option<i64>,
    pub date: String,
    pub stroke_rate: Option<i64>,
    pub split: String,
    pub notes: Option<String>,
    /// Shown as "Code provided"; the code itself stays with the athlete (and their club coach).
    pub verification_code_provided: bool,
    pub created_at: String,
    pub attestation: Option<Attestation>,
}

impl From<ErgTestRow> for SharedErgTest {
    fn from(row: ErgTestRow) -> Self {
        let own = ErgTest::from(row);
        SharedErgTest {
            id: own.id,
            piece: own.piece,
            time: own.time,
            meters: own.meters,
            tenths: own.tenths,
            date: own.date,
            stroke_rate: own.stroke_rate,
            split: own.split,
            notes: own.notes,
            verification_code_provided: own.verification_code_provided,
            created_at: own.created_at,
            attestation: own.attestation,
        }
    }
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

/// A race result.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RaceResult {
    pub id: String,
    pub regatta: String,
    /// yyyy-mm-dd
    pub date: String,
    pub event: String,
    pub boat_class: BoatClass,
    pub seat: Seat,
    pub place: Option<i64>,
    /// M:SS.S
    pub time: Option<String>,
    pub results_url: Option<String>,
    pub created_at: String,
    /// A club coach's attestation; an edit removes it.
    pub attestation: Option<Attestation>,
}

impl From<RaceRow> for RaceResult {
    fn from(row: RaceRow) -> Self {
        RaceResult {
            id: row.id,
            regatta: row.regatta,
            date: row.race_date,
            event: row.event,
            boat_class: row.boat_class,
            seat: row.seat,
            place: row.place,
            time: row.tenths.map(rowing::format_tenths),
            attestation: Attestation::of(&row.attestation),
            results_url: row.results_url,
            created_at: db::ms_to_rfc3339(row.created_at),
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

/// The signed-in athlete's log, newest first.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PerformanceLog {
    pub erg_tests: Vec<ErgTest>,
    pub races: Vec<RaceResult>,
}

crate::text_enum! {
    /// Where a best time comes from: the log, or the figure typed on the profile.
    pub enum BestSource {
        Log = "log",
        Profile = "profile",
    }
}

/// The best time of a piece.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Best {
    /// M:SS.S
    pub time: String,
    pub tenths: i64,
    /// yyyy-mm-dd of the test; null for the profile's figure.
    pub date: Option<String>,
    pub source: BestSource,
    pub verification_code_provided: bool,
}

/// The bests of the 2k and the 6k: the fastest test of each in the user's log, or else the
/// profile's own figure.
pub struct Bests {
    pub m2000: Option<Best>,
    pub m6000: Option<Best>,
}

/// A log's fastest test of a piece, as far as its [`Best`] shows it.
#[derive(Debug, Clone, Copy)]
pub struct LoggedBest<'a> {
    pub tenths: i64,
    /// yyyy-mm-dd
    pub date: &'a str,
    pub verification_code_provided: bool,
}

/// The log's fastest test when there is one, or else the profile's own figure.
pub fn best_of(logged: Option<LoggedBest>, profile_tenths: Option<i64>) -> Option<Best> {
    if let Some(test) = logged {
        return Some(Best {
            time: rowing::format_tenths(test.tenths),
            tenths: test.tenths,
            date: Some(test.date.to_owned()),
            source: BestSource::Log,
            verification_code_provided: test.verification_code_provided,
        });
    }
    profile_tenths.map(|tenths| Best {
        time: rowing::format_tenths(tenths),
        tenths,
        date: None,
        source: BestSource::Profile,
        verification_code_provided: false,
    })
}

/// A 2k's change over the last twelve months.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SeasonChange2k {
    /// The season's first 2k, in tenths.
    pub from_tenths: i64,
    /// The season's best 2k, in tenths.
    pub to_tenths: i64,
    /// Best minus first: negative is faster.
    pub change_tenths: i64,
}

/// The dashboard's performance figures.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PerformanceSummary {
    /// The most recent test in the log.
    pub latest_test: Option<ErgTest>,
    pub best2k: Option<Best>,
    /// Null with fewer than two 2k tests in the last twelve months.
    pub season_change2k: Option<SeasonChange2k>,
}

/// The dashboard's figures for the user, given the profile's best 2k (read with the profile).
pub async fn summary(db: &Db, user_id: &str, best2k: Option<Best>) -> Result<PerformanceSummary, sqlx::Error> {
    let latest_test = store::erg_tests(db, user_id)
        .await?
        .into_iter()
        .next()
        .map(ErgTest::from);
    let since = rules::season_start(db::today_utc()).to_string();
    let season: Vec<_> = store::erg_tests_since(db, user_id, Piece::M2000, &since)
        .await?
        .into_iter()
        .filter_map(|t| Some((t.test_date.parse().ok()?, t.tenths?)))
        .collect();
    Ok(PerformanceSummary {
        latest_test,
        best2k,
        season_change2k: rules::season_change(&season).map(|c| SeasonChange2k {
            from_tenths: c.from_tenths,
            to_tenths: c.to_tenths,
            change_tenths: c.change_tenths,
        }),
    })
}

/// The signed-in athlete's erg tests and race results, newest first.
#[utoipa::path(get, path = "/api/performance", tag = "performance",
    responses((status = 200, body = PerformanceLog), (status = 401, body = crate::http::error::ErrorBody)))]
async fn get_log(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<axum::Json<PerformanceLog>> {
    Ok(axum::Json(log_of(&state.db, &user.id).await?))
}

/// The athlete's erg tests and race results, newest first (the owner's shape, also read by a
/// linked parent).
pub async fn log_of(db: &crate::db::Db, athlete_id: &str) -> Result<PerformanceLog, sqlx::Error> {
    let erg_tests = store::erg_tests(db, athlete_id).await?;
    let races = store::races(db, athlete_id).await?;
    Ok(PerformanceLog {
        erg_tests: erg_tests.into_iter().map(ErgTest::from).collect(),
        races: races.into_iter().map(RaceResult::from).collect(),
    })
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
    let mut tx = state.db.begin_write().await?;
    let row = store::insert_erg_test(&mut *tx, &user.id, &valid, db::now_ms()).await?;
    profiles::store::refresh_bests(&mut *tx, &user.id).await?;
    tx.commit().await?;
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
    let mut tx = state.db.begin_write().await?;
    let row = store::update_erg_test(&mut *tx, &user.id, &id, &valid, db::now_ms())
        .await?
        .ok_or(PerformanceError::NotFound)?;
    club::store::forget_requests_for_erg_test(&mut tx, &id).await?;
    profiles::store::refresh_bests(&mut *tx, &user.id).await?;
    tx.commit().await?;
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
    let mut tx = state.db.begin_write().await?;
    if !store::delete_erg_test(&mut *tx, &user.id, &id).await? {
        return Err(PerformanceError::NotFound.into());
    }
    profiles::store::refresh_bests(&mut *tx, &user.id).await?;
    tx.commit().await?;
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
    let row = store::insert_race(&state.db, &user.id, &valid, db::now_ms()).await?;
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
    let mut tx = state.db.begin_write().await?;
    let row = store::update_race(&mut *tx, &user.id, &id, &valid, db::now_ms())
        .await?
        .ok_or(PerformanceError::NotFound)?;
    club::store::forget_requests_for_race(&mut tx, &id).await?;
    tx.commit().await?;
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
    if !store::delete_race(&state.db, &user.id, &id).await? {
        return Err(PerformanceError::NotFound.into());
    }
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
