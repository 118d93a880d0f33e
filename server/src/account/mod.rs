//! The signed-in user's own account: dashboard figures, email change, the sale opt-out, which
//! kinds of email it gets (`emails`, with every one-click unsubscribe link's answer), a
//! download of everything held about them, and deletion. The account has no tables of its
//! own: it goes through the stores of `auth` (users, one-time tokens), `profiles`, `schools`
//! (saved schools), `compliance` (the log), and for emails `family`, `calendar` and `mail`.

pub mod children;
pub mod emails;
pub mod routes;
pub mod rules;
pub mod service;

pub use routes::routes;

use crate::db::WriteTx;

use crate::{audit, auth::store as accounts, compliance, mail, messaging, waitlist};

/// Erases an account: the account and everything that cascades from it (its personal API tokens
/// among them, so none outlives it) are deleted, its mail is
/// dropped from the outbox and its address from the waitlist, and every log keeps only an anonymous trace of it (no email, IP
/// address or personal details). Every deletion goes through here, in the caller's transaction;
/// events the caller logs for the account before calling it are anonymised too.
pub async fn erase(conn: &mut WriteTx, user_id: &str) -> Result<(), sqlx::Error> {
    if let Some(user) = accounts::find_user_by_id(&mut **conn, user_id).await? {
        mail::store::forget_recipient(&mut *conn, &user.email).await?;
        waitlist::store::forget(&mut *conn, &user.email).await?;
        crate::club::store::forget_user(&mut *conn, &user.email).await?;
        crate::family::store::forget_user(&mut *conn, &user.email).await?;
    }
    crate::performance::store::forget_attester(&mut *conn, user_id).await?;
    crate::billing::store::forget_account(&mut *conn, user_id).await?;
    compliance::log::anonymise_user(&mut *conn, user_id).await?;
    audit::anonymise_user(&mut *conn, user_id).await?;
    messaging::store::anonymise_user(&mut *conn, user_id, messaging::rules::ERASED_ACCOUNT).await?;
    accounts::delete_user(conn, user_id).await
}
