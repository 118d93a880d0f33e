//! The rules of credentials and sessions, free of HTTP: what a usable email and password are,
//! how long a session lives, and the errors of signing in and out.

use super::{
    password::{self, Weakness},
    session::{BROWSER_SESSION_TTL_MS, RECOVERY_TTL_MS, REMEMBER_TTL_MS},
    store::SessionKind,
};
use crate::{email::EmailAddress, validation::FieldError};

pub const REQUIRED: &str = "Email and password are required";
pub const INVALID_CREDENTIALS: &str = "Invalid login credentials";
pub const INVALID_RECOVERY_LINK: &str = "This password reset link is invalid or has expired. Please request a new one.";

#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// Email or password missing.
    #[error("{REQUIRED}")]
    CredentialsRequired,
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error("weak password")]
    WeakPassword(Vec<Weakness>),
    #[error("{INVALID_CREDENTIALS}")]
    InvalidCredentials,
    #[error("This account has been disabled. Contact support@rowrecruit.com.")]
    AccountDisabled,
    #[error("Your parent or guardian has paused this account and asked us to stop collecting data. They can turn it back on from their parent portal.")]
    AccountFrozen,
    #[error("Please confirm your email address before signing in. Check your inbox for the confirmation link, or send it again.")]
    EmailNotConfirmed,
    #[error("{INVALID_RECOVERY_LINK}")]
    InvalidRecoveryLink,
    #[error("Your session has ended for your security. Please sign in again.")]
    RefreshTokenReused,
}

/// An email and a password, both required; the email must be valid.
pub fn credentials(email: Option<String>, password: Option<String>) -> Result<(EmailAddress, String), AuthError> {
    let email = email.filter(|e| !e.trim().is_empty());
    let password = password.filter(|p| !p.is_empty());
    let (Some(email), Some(password)) = (email, password) else {
        return Err(AuthError::CredentialsRequired);
    };
    let email = EmailAddress::parse(&email).map_err(|m| FieldError::new("email", m))?;
    password::check_length("password", &password)?;
    Ok((email, password))
}

/// The new password of a password change, required.
pub fn new_password(password: Option<String>) -> Result<String, FieldError> {
    password
        .filter(|p| !p.is_empty())
        .ok_or_else(|| FieldError::new("password", "Please enter a new password"))
}

/// A required, valid email.
pub fn required_email(email: Option<String>) -> Result<EmailAddress, FieldError> {
    let email = email
        .filter(|e| !e.trim().is_empty())
        .ok_or_else(|| FieldError::new("email", "Email is required"))?;
    EmailAddress::parse(&email).map_err(|m| FieldError::new("email", m))
}

/// Refuses a password over the length cap, or too weak for the account `email` of the person
/// called `name`, with every reason.
pub fn check_strength(password: &str, email: &str, name: Option<&str>) -> Result<(), AuthError> {
    password::check_length("password", password)?;
    let reasons = password::weaknesses(password, email, name);
    if reasons.is_empty() {
        Ok(())
    } else {
        Err(AuthError::WeakPassword(reasons))
    }
}

/// A new password must differ from the one it replaces.
pub fn refuse_same_password(same: bool) -> Result<(), AuthError> {
    if same {
        return Err(FieldError::new("password", SAME_PASSWORD).into());
    }
    Ok(())
}

pub const SAME_PASSWORD: &str = "Your new password must be different from your current password";

/// How long a new session lives.
pub fn session_ttl(kind: SessionKind, remember: bool) -> i64 {
    match (kind, remember) {
        (SessionKind::Recovery, _) => RECOVERY_TTL_MS,
        (_, true) => REMEMBER_TTL_MS,
        (_, false) => BROWSER_SESSION_TTL_MS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credentials_need_both_and_a_valid_email() {
        assert!(matches!(
            credentials(Some(" ".into()), Some("x".into())),
            Err(AuthError::CredentialsRequired)
        ));
        assert!(matches!(
            credentials(Some("a@b.co".into()), Some(String::new())),
            Err(AuthError::CredentialsRequired)
        ));
        assert!(matches!(
            credentials(Some("nope".into()), Some("x".into())),
            Err(AuthError::Field(FieldError { field: "email", .. }))
        ));
        let (email, _) = credentials(Some(" A@B.co ".into()), Some("x".into())).unwrap();
        assert_eq!(email.as_str(), "a@b.co");
        assert!(matches!(
            credentials(Some("a@b.co".into()), Some("x".repeat(1025))),
            Err(AuthError::Field(FieldError { field: "password", .. }))
        ));
    }

    #[test]
    fn recovery_sessions_are_short_whatever_remember_says() {
        assert_eq!(session_ttl(SessionKind::Recovery, true), RECOVERY_TTL_MS);
        assert_eq!(session_ttl(SessionKind::Password, true), REMEMBER_TTL_MS);
        assert_eq!(session_ttl(SessionKind::Password, false), BROWSER_SESSION_TTL_MS);
    }
}
