//! The development mailbox: when turned on (`ROWRECRUIT_DEV_MAILBOX=on`, loopback binds only),
//! without SMTP and never in production, the outbox can be read at `/api/dev/mailbox`, so
//! someone trying the product locally can click their links.

use axum::{extract::State, Json};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{rules::MailError, service, store::OutboxRecord};
use crate::{
    db,
    http::error::{ApiError, ApiResult, ErrorBody},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(mailbox))
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
    let messages = service::recent_mail(&state).await?;
    Ok(Json(messages.into_iter().map(OutboxMessage::from).collect()))
}

impl From<MailError> for ApiError {
    fn from(error: MailError) -> Self {
        match error {
            MailError::MailboxClosed => ApiError::NotFound(error.to_string()),
        }
    }
}
