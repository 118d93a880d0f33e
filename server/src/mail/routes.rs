//! The development mailbox: when turned on (`ROWRECRUIT_DEV_MAILBOX=on`, loopback binds only),
//! without SMTP and never in production, the outbox can be read at `/api/dev/mailbox`, so
//! someone trying the product locally can click their links.

use axum::{extract::State, Json};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, MailError, MAILBOX_SIZE},
    store::{self, OutboxRecord},
};
use crate::{
    db,
    http::error::{ApiResult, ErrorBody},
    AppState, Config,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(mailbox))
}

fn closed_because(config: &Config) -> Option<&'static str> {
    rules::mailbox_closed_because(config.dev_mailbox, config.smtp_url.is_some(), config.production)
}

/// Whether this server shows its outbox at `/api/dev/mailbox`.
pub fn enabled(state: &AppState) -> bool {
    closed_because(&state.config).is_none()
}

/// Says at start-up whether the mailbox is open, and why not when it was asked for.
pub fn log_state(config: &Config) {
    match closed_because(config) {
        None => tracing::warn!(
            bind = %config.bind,
            "development mailbox ON at /api/dev/mailbox: anyone who can reach this address reads sign-in links"
        ),
        Some(reason) if config.dev_mailbox => {
            tracing::warn!(reason, "development mailbox asked for but OFF")
        }
        Some(reason) => tracing::info!(reason, "development mailbox off"),
    }
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
    if closed_because(&state.config).is_some() {
        return Err(MailError::MailboxClosed.into());
    }
    let messages = store::recent(&state.db, MAILBOX_SIZE).await?;
    Ok(Json(messages.into_iter().map(OutboxMessage::from).collect()))
}
