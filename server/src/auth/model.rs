//! The wire types of sessions and of the small requests and answers several domains' auth
//! endpoints share (an email, a token, a message).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::store::{ConsentStatus, Role, SessionUser};
use crate::db;

/// The signed-in user as the client sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    pub id: String,
    pub email: String,
    pub role: Role,
    pub email_confirmed_at: Option<String>,
    /// When a password-recovery email was last sent.
    pub recovery_sent_at: Option<String>,
    /// Parental consent of a minor.
    pub parental_consent: ConsentStatus,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    /// When the access token expires; the client refreshes before then.
    pub expires_at: String,
    /// A recovery session only allows choosing a new password.
    pub recovery: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionResponse {
    pub user: Option<UserView>,
    pub session: Option<SessionView>,
    /// True when there is no valid access token but a refresh cookie is present.
    pub can_refresh: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageResponse {
    pub message: String,
}

impl MessageResponse {
    pub fn json(message: impl Into<String>) -> axum::Json<MessageResponse> {
        axum::Json(MessageResponse {
            message: message.into(),
        })
    }
}

impl SessionResponse {
    pub fn of(user: &SessionUser, access_expires_at: i64) -> Self {
        SessionResponse {
            user: Some(UserView {
                id: user.id.clone(),
                email: user.email.clone(),
                role: user.role,
                email_confirmed_at: user.email_confirmed_at.map(db::ms_to_rfc3339),
                recovery_sent_at: user.recovery_sent_at.map(db::ms_to_rfc3339),
                parental_consent: user.consent_status,
            }),
            session: Some(SessionView {
                expires_at: db::ms_to_rfc3339(access_expires_at),
                recovery: user.is_recovery(),
            }),
            can_refresh: false,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailRequest {
    pub email: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenRequest {
    pub token: String,
}
