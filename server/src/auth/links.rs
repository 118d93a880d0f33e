//! Single-use links sent by email: the confirmation link of a new account and the password
//! reset link. Resend and recovery share one path: find the account, issue the link, queue
//! the mail.

use super::store::{self, TokenPurpose};
use crate::{
    db::{self, WriteTx},
    email::EmailAddress,
    mail::{self, links::link, templates},
    AppState,
};

/// A confirmation link works for 24 hours, a recovery link for 1 hour.
pub const CONFIRM_TTL_MS: i64 = 24 * 3_600_000;
pub const RECOVERY_LINK_TTL_MS: i64 = 3_600_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    /// Confirms a new account's address (to `/welcome`).
    Confirm,
    /// Opens a password-recovery session (to `/reset-password`).
    Recovery,
}

impl LinkKind {
    fn purpose(self) -> TokenPurpose {
        match self {
            LinkKind::Confirm => TokenPurpose::Confirm,
            LinkKind::Recovery => TokenPurpose::Recovery,
        }
    }

    fn ttl_ms(self) -> i64 {
        match self {
            LinkKind::Confirm => CONFIRM_TTL_MS,
            LinkKind::Recovery => RECOVERY_LINK_TTL_MS,
        }
    }

    fn path(self) -> &'static str {
        match self {
            LinkKind::Confirm => "/welcome",
            LinkKind::Recovery => "/reset-password",
        }
    }

    /// Whether an account in this state gets the link.
    fn applies_to(self, user: &store::UserRecord) -> bool {
        match self {
            LinkKind::Confirm => user.email_confirmed_at.is_none() && user.disabled_at.is_none(),
            LinkKind::Recovery => user.disabled_at.is_none(),
        }
    }
}

/// Issues a link of `kind` for the account and queues its email, inside `tx`.
pub async fn issue_and_mail(
    tx: &mut WriteTx,
    state: &AppState,
    user_id: &str,
    email: &str,
    kind: LinkKind,
) -> Result<(), sqlx::Error> {
    let token = store::issue_one_time(&mut *tx, user_id, kind.purpose(), kind.ttl_ms()).await?;
    let url = link(state, kind.path(), Some(&token));
    let mail = match kind {
        LinkKind::Confirm => templates::confirm_account(email, &url),
        LinkKind::Recovery => {
            store::mark_recovery_sent(tx, user_id, db::now_ms()).await?;
            templates::reset_password(email, &url)
        }
    };
    mail::enqueue(&mut **tx, &mail).await
}

/// Finds the account of `email` and, when its state and the mail limits allow, sends it a link
/// of `kind`: the account's id when a link was sent. Nothing happens for an unknown address.
pub async fn send_to_address(
    state: &AppState,
    email: &EmailAddress,
    kind: LinkKind,
) -> Result<Option<String>, sqlx::Error> {
    let Some(user) = store::find_user_by_email(&state.db, email.as_str()).await? else {
        return Ok(None);
    };
    if !kind.applies_to(&user) {
        return Ok(None);
    }
    // Over a limit the request was answered as usual; it sends nothing. The account's last link
    // is read in the transaction that issues the next, so every instance agrees.
    let mut tx = state.db.begin_write().await?;
    // Two requests at once for one account take turns here, so the second sees the first's link.
    store::lock_user(&mut tx, state.db.backend, &user.id).await?;
    let last = store::last_one_time_issued(&mut tx, &user.id, kind.purpose()).await?;
    if !state
        .rate_limits
        .link_mails
        .allow(kind.purpose().as_str(), last, db::now_ms())
    {
        return Ok(None);
    }
    issue_and_mail(&mut tx, state, &user.id, &user.email, kind).await?;
    tx.commit().await?;
    Ok(Some(user.id))
}
