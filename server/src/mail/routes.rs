//! The development mailbox: without SMTP (and never in production) the outbox can be read
//! at `/api/dev/mailbox`, so someone trying the product locally can click their links.

use axum::{extract::State, Json};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, MAILBOX_SIZE},
    store::{self, OutboxRecord},
};
use crate::{
    db,
    http::error::{ApiResult, ErrorBody},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(mailbox))
}

/// Whether this server shows its outbox at `/api/dev/mailbox`.
pub fn enabled(state: &AppState) -> bool {
    rules::mailbox_open(state.config.smtp_url.is_some(), state.config.production).is_ok()
}

/// A message as the development mailbox shows it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMessage {
    pub id: String,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub created_at: String,
}

impl From<OutboxRecord> for OutboxMessage {
    fn from(record: OutboxRecord) -> Self {
        OutboxMessage {
            id: record.id,
            to: record.recipient,
            subject: record.subject,
            text: record.text_body,
            html: record.html_body,
            created_at: db::ms_to_rfc3339(record.created_at),
        }
    }
}

/// The newest 50 outgoing emails (development only).
#[utoipa::path(get, path = "/api/dev/mailbox", tag = "development",
    responses((status = 200, body = [OutboxMessage]), (status = 404, body = ErrorBody)))]
async fn mailbox(State(state): State<AppState>) -> ApiResult<Json<Vec<OutboxMessage>>> {
    rules::mailbox_open(state.config.smtp_url.is_some(), state.config.production)?;
    let messages = store::recent(&state.db, MAILBOX_SIZE).await?;
    Ok(Json(messages.into_iter().map(OutboxMessage::from).collect()))
}
