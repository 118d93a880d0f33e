//! The audit trail of accounts: one structured log event (target `audit`, level info) per
//! sign-in, refresh, refresh-token reuse, sign-out, password change, recovery, email change and
//! account deletion, with who (user id), from where (client address, user agent), which request
//! (its `x-request-id`, to find its other log lines) and how it ended. Never an email, a password
//! or a token. This is the one place such events are built.

use std::{convert::Infallible, net::SocketAddr};

use axum::{
    extract::{ConnectInfo, FromRequestParts},
    http::{header, request::Parts},
};
use ipnet::IpNet;

use crate::{http::client_address, AppState};

/// The tracing target of audit events, for filtering them into their own stream.
pub const TARGET: &str = "audit";

/// User agents are cut to this many characters: enough to tell browsers apart, not a way to
/// flood the log.
const USER_AGENT_MAX: usize = 200;

/// What happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    SignIn,
    /// A refresh token exchanged for new tokens.
    Refresh,
    RefreshReuse,
    SignOut,
    PasswordChange,
    RecoveryRequest,
    /// A reset link was followed (a recovery session opened).
    RecoveryVerify,
    /// A new password was chosen in a recovery session.
    RecoveryComplete,
    EmailChangeRequest,
    EmailChangeConfirm,
    EmailChangeUndo,
    AccountDeletion,
}

impl Action {
    pub fn as_str(self) -> &'static str {
        match self {
            Action::SignIn => "sign_in",
            Action::Refresh => "refresh",
            Action::RefreshReuse => "refresh_reuse",
            Action::SignOut => "sign_out",
            Action::PasswordChange => "password_change",
            Action::RecoveryRequest => "recovery_request",
            Action::RecoveryVerify => "recovery_verify",
            Action::RecoveryComplete => "recovery_complete",
            Action::EmailChangeRequest => "email_change_request",
            Action::EmailChangeConfirm => "email_change_confirm",
            Action::EmailChangeUndo => "email_change_undo",
            Action::AccountDeletion => "account_deletion",
        }
    }
}

/// Where a request came from: read once per request by the handlers that audit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Audit {
    pub address: String,
    pub user_agent: String,
    pub request_id: String,
}

impl Audit {
    /// The client address is decided as for rate limits (`http::client_address`).
    fn from_parts(parts: &Parts, trusted_proxies: &[IpNet]) -> Audit {
        let value_of = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or("-");
        Audit {
            address: parts.extensions.get::<ConnectInfo<SocketAddr>>().map_or_else(
                || "-".to_owned(),
                |ConnectInfo(peer)| client_address::resolve(peer.ip(), &parts.headers, trusted_proxies).to_string(),
            ),
            user_agent: clean(value_of(header::USER_AGENT.as_str())),
            request_id: clean(value_of("x-request-id")),
        }
    }
}

impl FromRequestParts<AppState> for Audit {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(Audit::from_parts(parts, &state.config.trusted_proxies))
    }
}

/// Printable characters only (no line breaks that would forge a log line), cut to size.
fn clean(value: &str) -> String {
    value.chars().filter(|c| !c.is_control()).take(USER_AGENT_MAX).collect()
}

/// One audit event, as it is logged.
#[derive(Debug, PartialEq, Eq)]
pub struct Event<'a> {
    pub action: Action,
    /// `-` when no account is known (an unknown address, a bad link).
    pub user_id: &'a str,
    /// `success`, or why it failed (the error code the client saw).
    pub outcome: &'a str,
    pub address: &'a str,
    pub user_agent: &'a str,
    pub request_id: &'a str,
}

impl Audit {
    /// Builds the event of `action` by `user_id` with its `outcome`.
    pub fn event<'a>(&'a self, action: Action, user_id: Option<&'a str>, outcome: &'a str) -> Event<'a> {
        Event {
            action,
            user_id: user_id.unwrap_or("-"),
            outcome,
            address: &self.address,
            user_agent: &self.user_agent,
            request_id: &self.request_id,
        }
    }

    /// Logs a successful `action`.
    pub fn success(&self, action: Action, user_id: Option<&str>) {
        self.event(action, user_id, "success").log();
    }

    /// Logs a failed `action` with the error's code as the outcome, and hands the error back.
    pub fn failure<E: Into<crate::http::error::ApiError>>(
        &self,
        action: Action,
        user_id: Option<&str>,
        error: E,
    ) -> crate::http::error::ApiError {
        let error = error.into();
        self.event(action, user_id, error.code()).log();
        error
    }
}

impl Event<'_> {
    pub fn log(&self) {
        tracing::info!(
            target: TARGET,
            action = self.action.as_str(),
            user_id = self.user_id,
            outcome = self.outcome,
            client_address = self.address,
            user_agent = self.user_agent,
            request_id = self.request_id,
            "audit"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_context_comes_from_the_request_and_is_cleaned() {
        let request = http::Request::builder()
            .header("user-agent", format!("Mozilla/5.0\tforged {}", "x".repeat(500)))
            .header("x-request-id", "3f2b7c1e")
            .extension(ConnectInfo(SocketAddr::from(([203, 0, 113, 7], 4444))))
            .body(())
            .unwrap();
        let (parts, ()) = request.into_parts();
        let audit = Audit::from_parts(&parts, &[]);
        assert_eq!(audit.address, "203.0.113.7");
        assert_eq!(audit.request_id, "3f2b7c1e");
        assert!(audit.user_agent.starts_with("Mozilla/5.0forged x"));
        assert_eq!(audit.user_agent.chars().count(), USER_AGENT_MAX);

        let (bare, ()) = http::Request::builder().body(()).unwrap().into_parts();
        let audit = Audit::from_parts(&bare, &[]);
        assert_eq!((audit.address.as_str(), audit.user_agent.as_str()), ("-", "-"));
    }

    #[test]
    fn an_event_names_the_user_the_origin_and_the_outcome() {
        let audit = Audit {
            address: "203.0.113.7".into(),
            user_agent: "Firefox".into(),
            request_id: "r1".into(),
        };
        assert_eq!(
            audit.event(Action::SignIn, Some("u1"), "success"),
            Event {
                action: Action::SignIn,
                user_id: "u1",
                outcome: "success",
                address: "203.0.113.7",
                user_agent: "Firefox",
                request_id: "r1",
            }
        );
        assert_eq!(audit.event(Action::RecoveryRequest, None, "success").user_id, "-");
        let error = audit.failure(Action::SignIn, None, crate::auth::rules::AuthError::InvalidCredentials);
        assert_eq!(error.code(), "invalid_credentials");
    }
}
