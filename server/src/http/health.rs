//! Liveness and readiness probes for load balancers and operators.

use axum::{extract::State, Json};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{http::error::ApiError, AppState};

#[derive(Serialize, ToSchema)]
pub struct Status {
    /// `ok` for health, `ready` for readiness.
    status: &'static str,
}

/// The process is up and answering.
#[utoipa::path(get, path = "/api/health", tag = "operations",
    responses((status = 200, description = "The process is up", body = Status)))]
pub async fn health() -> Json<Status> {
    Json(Status { status: "ok" })
}

/// The database answers; 503 otherwise, so a load balancer stops sending traffic here.
#[utoipa::path(get, path = "/api/ready", tag = "operations",
    responses(
        (status = 200, description = "The database is reachable", body = Status),
        (status = 503, description = "The database is unreachable", body = crate::http::error::ErrorBody)))]
pub async fn ready(State(state): State<AppState>) -> Result<Json<Status>, ApiError> {
    if state.db.is_ready().await {
        Ok(Json(Status { status: "ready" }))
    } else {
        Err(ApiError::Unavailable)
    }
}
