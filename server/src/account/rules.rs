//! Account decisions, free of HTTP and storage.

use crate::{auth::store::Role, email::EmailAddress, mail::EmailKind, validation::FieldError};

/// An email change link works for 24 hours.
pub const EMAIL_CHANGE_TTL_MS: i64 = 24 * 3_600_000;
/// The link that undoes an email change, sent to the old address, works for 7 days: long enough
/// for an owner who reads that mailbox now and then, and a week is also the sessions' idle limit.
pub const EMAIL_CHANGE_UNDO_TTL_MS: i64 = 7 * 24 * 3_600_000;

#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error("This confirmation link is invalid or has expired. Request the change again from Settings.")]
    InvalidEmailLink,
    #[error("This link is invalid or has expired. If someone else changed your email, reset your password from the sign-in page and contact support@rowrecruit.com.")]
    InvalidUndoLink,
    #[error("This email address cannot be used for your account.")]
    EmailUnavailable,
    /// An unsubscribe link that is forged, expired, revoked, or names no account that gets that
    /// kind of email.
    #[error("This link has expired or no longer works. Sign in to RowRecruit and choose your emails in Settings.")]
    InvalidUnsubscribeLink,
    /// A kind of email the account does not get (or no kind at all).
    #[error("Your account gets no such email.")]
    NoSuchEmail,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// The new address of an email change: required, valid, and not the current one.
pub fn new_email(input: Option<String>, current: &str) -> Result<EmailAddress, FieldError> {
    let input = input
        .filter(|e| !e.trim().is_empty())
        .ok_or_else(|| FieldError::new("newEmail", "Please enter your new email address"))?;
    let email = EmailAddress::parse(&input).map_err(|m| FieldError::new("newEmail", m))?;
    if email.as_str() == current {
        return Err(FieldError::new("newEmail", "This is already your email address"));
    }
    Ok(email)
}

/// The kinds of email an account of `role` gets, each of which it can turn off: athletes and
/// coaches write to each other and keep calendars; parents get the weekly digest.
pub fn email_kinds(role: Role) -> &'static [EmailKind] {
    match role {
        Role::Student | Role::Coach => &[EmailKind::Messages, EmailKind::CalendarReminders],
        Role::Parent => &[EmailKind::FamilyDigest],
        Role::Admin => &[],
    }
}

/// "a•••@example.com": who an unsubscribe link is for, without telling its finder the address.
pub fn masked(email: &str) -> String {
    match email.split_once('@') {
        Some((local, domain)) => format!("{}•••@{domain}", local.chars().next().unwrap_or('•')),
        None => "•••".into(),
    }
}

/// Sets the sale opt-out in stored registration metadata (kept in its stored spelling).
pub fn with_opt_out(metadata: &str, opt_out_sale: bool) -> String {
    let mut metadata: serde_json::Value = serde_json::from_str(metadata).unwrap_or_else(|_| serde_json::json!({}));
    if !metadata.is_object() {
        metadata = serde_json::json!({});
    }
    metadata["opt_out_sale"] = serde_json::Value::Bool(opt_out_sale);
    metadata.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_role_gets_its_kinds_of_email() {
        assert_eq!(
            email_kinds(Role::Student),
            [EmailKind::Messages, EmailKind::CalendarReminders]
        );
        assert_eq!(email_kinds(Role::Coach), email_kinds(Role::Student));
        assert_eq!(email_kinds(Role::Parent), [EmailKind::FamilyDigest]);
        assert!(email_kinds(Role::Admin).is_empty());
        assert_eq!(masked("coach@bates.edu"), "c•••@bates.edu");
        assert_eq!(masked("nobody"), "•••");
    }

    #[test]
    fn a_new_email_must_differ_from_the_current_one() {
        assert_eq!(new_email(None, "a@b.co").unwrap_err().field, "newEmail");
        assert_eq!(
            new_email(Some("A@B.co".into()), "a@b.co").unwrap_err().message,
            "This is already your email address"
        );
        assert_eq!(new_email(Some("c@d.co".into()), "a@b.co").unwrap().as_str(), "c@d.co");
    }

    #[test]
    fn the_opt_out_keeps_the_other_metadata() {
        let stored = with_opt_out(r#"{"user_state":"NY","opt_out_sale":false}"#, true);
        let value: serde_json::Value = serde_json::from_str(&stored).unwrap();
        assert_eq!(value["opt_out_sale"], true);
        assert_eq!(value["user_state"], "NY");
        assert_eq!(with_opt_out("not json", false), r#"{"opt_out_sale":false}"#);
    }
}
