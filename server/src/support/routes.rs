//! Support's API: a signed-in user's requests (`/api/support`), read only by their sender, and
//! the operators' queue and answers (`/api/admin/support`), for admins only.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{RequestDraft, SupportError, SupportRequestStatus, SupportTopic},
    service,
    store::{self, QueueRow, RequestRow},
};
use crate::{
    auth::{
        session::{AdminUser, CurrentUser},
        store::Role,
    },
    db,
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(mine, submit))
        .routes(routes!(one))
        .routes(routes!(queue))
        .routes(routes!(answer))
}

/// A support request as its sender reads it.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SupportRequest {
    pub id: String,
    /// null when the sender chose none.
    pub topic: Option<SupportTopic>,
    pub subject: String,
    pub message: String,
    /// The sender's plan included priority support when it was sent.
    pub priority: bool,
    /// open, or answered (which closes it).
    pub status: SupportRequestStatus,
    /// The operator's answer; null while open.
    pub answer: Option<String>,
    pub answered_at: Option<String>,
    pub sent_at: String,
}

impl From<RequestRow> for SupportRequest {
    fn from(row: RequestRow) -> Self {
        SupportRequest {
            id: row.id,
            topic: row.topic.0,
            subject: row.subject,
            message: row.message,
            priority: row.priority == 1,
            status: row.status,
            answer: row.answer,
            answered_at: row.answered_at.map(db::ms_to_rfc3339),
            sent_at: db::ms_to_rfc3339(row.created_at),
        }
    }
}

#[derive(Deserialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct NewSupportRequest {
    /// Required, at most 150 characters.
    subject: Option<String>,
    /// Required, at most 5,000 characters.
    message: Option<String>,
    /// account, billing, recruiting, privacy or other; null or empty for none.
    topic: Option<String>,
}

/// The signed-in user's support requests with their answers, the latest first.
#[utoipa::path(get, path = "/api/support", tag = "support",
    responses((status = 200, body = [SupportRequest]), (status = 401, body = ErrorBody)))]
async fn mine(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Json<Vec<SupportRequest>>> {
    let rows = store::of_user(&state.db, &user.id).await?;
    Ok(Json(rows.into_iter().map(SupportRequest::from).collect()))
}

/// Sends a support request to the operators. Any signed-in user; marked priority when the user's
/// plan includes priority support. 422 names every field that breaks a rule.
#[utoipa::path(post, path = "/api/support", tag = "support", request_body = NewSupportRequest,
    responses((status = 201, body = SupportRequest), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 429, body = ErrorBody)))]
async fn submit(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(request): ApiJson<NewSupportRequest>,
) -> ApiResult<(StatusCode, Json<SupportRequest>)> {
    let draft = RequestDraft {
        subject: request.subject,
        message: request.message,
        topic: request.topic,
    };
    let row = service::submit(&state, &user, draft).await?;
    Ok((StatusCode::CREATED, Json(row.into())))
}

/// One of the signed-in user's own requests; another user's is not found (404).
#[utoipa::path(get, path = "/api/support/{id}", tag = "support", params(("id" = String, Path)),
    responses((status = 200, body = SupportRequest), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn one(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<SupportRequest>> {
    Ok(Json(service::own(&state, &user, &id).await?.into()))
}

/// A request in the operators' queue, with its sender.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct QueuedSupportRequest {
    #[serde(flatten)]
    pub request: SupportRequest,
    pub user_id: String,
    pub email: String,
    pub role: Role,
    /// The operator who answered; null while open (or once that operator's account is gone).
    pub answered_by: Option<String>,
}

impl From<QueueRow> for QueuedSupportRequest {
    fn from(row: QueueRow) -> Self {
        QueuedSupportRequest {
            user_id: row.request.user_id.clone(),
            request: row.request.into(),
            email: row.email,
            role: row.role,
            answered_by: row.answered_by_email,
        }
    }
}

/// The support queue: every open request, priority ones on top and the oldest first, then the
/// latest answered ones (admins only).
#[utoipa::path(get, path = "/api/admin/support", tag = "admin",
    responses((status = 200, body = [QueuedSupportRequest]), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn queue(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<Json<Vec<QueuedSupportRequest>>> {
    let rows = service::queue(&state).await?;
    Ok(Json(rows.into_iter().map(QueuedSupportRequest::from).collect()))
}

#[derive(Deserialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SupportAnswer {
    /// Required, at most 5,000 characters.
    answer: Option<String>,
}

/// Answers an open request (admins only): closes it, emails the user that it is answered and
/// records it in the audit log. 409 when it was answered already.
#[utoipa::path(post, path = "/api/admin/support/{id}/answer", tag = "admin", params(("id" = String, Path)),
    request_body = SupportAnswer,
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn answer(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<SupportAnswer>,
) -> ApiResult<StatusCode> {
    service::answer(&state, &admin, &id, body.answer).await?;
    Ok(StatusCode::NO_CONTENT)
}

impl From<SupportError> for ApiError {
    fn from(error: SupportError) -> Self {
        match error {
            SupportError::Invalid(fields) => fields.into(),
            SupportError::NotFound => ApiError::NotFound(error.to_string()),
            SupportError::AlreadyAnswered => ApiError::Conflict {
                code: "already_answered",
                message: error.to_string(),
            },
        }
    }
}
