//! Evaluations: the club's private word on an athlete, for verified college coaches.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{AthleteUser, ClubCoach};
use crate::{
    club::{
        rules::{self, ClubError},
        store,
    },
    db::{self},
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    validation::FieldError,
    AppState,
};

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct EvaluationInput {
    /// 1 to 5.
    pub technique: Option<i64>,
    /// 1 to 5.
    pub fitness: Option<i64>,
    /// 1 to 5.
    pub coachability: Option<i64>,
    /// At most 2000 characters; may be empty.
    pub comments: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvaluationSaved {
    pub updated_at: String,
}

/// The club's own evaluation, for its coaches to edit.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubEvaluationDraft {
    pub technique: Option<i64>,
    pub fitness: Option<i64>,
    pub coachability: Option<i64>,
    pub comments: String,
    pub coach_name: Option<String>,
    pub updated_at: String,
    pub withdrawn: bool,
}

fn fields_error(failures: Vec<FieldError>) -> ApiError {
    ApiError::Validation {
        message: failures
            .first()
            .map(|f| f.message.clone())
            .unwrap_or_else(|| "Please correct the evaluation.".into()),
        fields: failures.into_iter().map(|f| (f.field.to_owned(), f.message)).collect(),
    }
}

/// The club's evaluation of an athlete, for the club's coaches (to edit it).
#[utoipa::path(get, path = "/api/club/evaluations/{athleteId}", tag = "club",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = ClubEvaluationDraft), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub(super) async fn read_evaluation(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<Json<ClubEvaluationDraft>> {
    let e = store::evaluation(&state.db.pool, &coach.club.id, &athlete_id)
        .await?
        .ok_or(ClubError::NotFound("Your club has not evaluated this athlete."))?;
    Ok(Json(ClubEvaluationDraft {
        technique: e.technique,
        fitness: e.fitness,
        coachability: e.coachability,
        comments: e.comments,
        coach_name: e.coach_name,
        updated_at: db::ms_to_rfc3339(e.updated_at),
        withdrawn: e.withdrawn_at.is_some(),
    }))
}

/// Writes the club's evaluation of an athlete on its roster. Only verified college coaches read
/// it; the athlete and parents see only that it exists.
#[utoipa::path(put, path = "/api/club/evaluations/{athleteId}", tag = "club", request_body = EvaluationInput,
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = EvaluationSaved), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "evaluation_withdrawn"), (status = 422, body = ErrorBody)))]
pub(super) async fn write_evaluation(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(athlete_id): Path<String>,
    ApiJson(input): ApiJson<EvaluationInput>,
) -> ApiResult<Json<EvaluationSaved>> {
    let valid = rules::evaluation(
        input.technique,
        input.fitness,
        input.coachability,
        input.comments.as_deref(),
    )
    .map_err(fields_error)?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    if !store::on_roster(&mut *tx, &coach.club.id, &athlete_id).await? {
        return Err(ClubError::NotFound("This athlete is not on your roster.").into());
    }
    if let Some(existing) = store::evaluation(&mut *tx, &coach.club.id, &athlete_id).await? {
        if existing.withdrawn_at.is_some() {
            return Err(ClubError::EvaluationWithdrawn.into());
        }
    }
    store::save_evaluation(&mut tx, &coach.club.id, &athlete_id, &coach.user.id, &valid, now).await?;
    tx.commit().await?;
    Ok(Json(EvaluationSaved {
        updated_at: db::ms_to_rfc3339(now),
    }))
}

/// Deletes the club's evaluation of an athlete.
#[utoipa::path(delete, path = "/api/club/evaluations/{athleteId}", tag = "club",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub(super) async fn delete_evaluation(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    if !store::delete_evaluation(&mut tx, &coach.club.id, &athlete_id).await? {
        return Err(ClubError::NotFound("Your club has not evaluated this athlete.").into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The athlete withdraws a club's evaluation: college coaches stop seeing it at once, and the
/// club cannot write it again.
#[utoipa::path(post, path = "/api/club/evaluations/{id}/withdraw", tag = "club",
    params(("id" = String, Path, description = "Evaluation id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub(super) async fn withdraw_evaluation(
    State(state): State<AppState>,
    AthleteUser(user): AthleteUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    if !store::withdraw_evaluation(&state.db, &id, &user.id, db::now_ms()).await? {
        return Err(ClubError::NotFound("There is no such evaluation.").into());
    }
    Ok(StatusCode::NO_CONTENT)
}
