//! The development mailbox: without SMTP (and never in production) the outbox can be read
//! at `/api/dev/mailbox`, so someone trying the product locally can click their links.

use axum::extract::State;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::OutboxMessage;
use crate::{
    http::error::{ApiError, ApiResult},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(mailbox))
}

pub fn enabled(state: &AppState) -> bool {
    state.config.smtp_url.is_none() && !state.config.production
}

/// The newest 50 outgoing emails (development only).
#[utoipa::path(get, path = "/api/dev/mailbox", tag = "development",
    responses((status = 200, body = [OutboxMessage]), (status = 404, body = crate::http::error::ErrorBody)))]
async fn mailbox(State(state): State<AppState>) -> ApiResult<axum::Json<Vec<OutboxMessage>>> {
    if !enabled(&state) {
        return Err(ApiError::NotFound("There is no such API endpoint.".into()));
    }
    Ok(axum::Json(super::recent(&state.db, 50).await?))
}
