//! Outgoing mail. An email is written to the outbox in the same transaction as the change
//! that causes it; a worker delivers the outbox over SMTP with retries and back-off, so no
//! email is lost when the SMTP server is down or the process restarts mid-send.
//! Without `SMTP_URL`, mail stays in the outbox, and the development mailbox shows it when turned
//! on. Delivered mail loses its bodies (they carry link tokens); `crate::retention` purges old rows.
//!
//! - [`links`]: links to the public site, as emails carry them.
//! - [`routes`]: the development mailbox; [`service`]: whether it is open, and reading it.
//! - [`rules`]: back-off, when the mailbox is open, [`MailError`].
//! - [`store`]: the `mail_outbox` table: queueing, the worker's claim and its outcome; the
//!   `email_settings` table: when each kind of email was turned off and its links revoked.
//! - [`templates`] renders each email; [`worker`] delivers them.
//! - [`unsubscribe`]: the kinds of email an account can turn off and their signed one-click
//!   unsubscribe tokens, which expire and can be revoked ([`unsubscribe_link`] puts one in an email).

pub mod links;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;
pub mod templates;
pub mod unsubscribe;
pub mod worker;

pub use routes::routes;
pub use rules::MailError;

use sqlx::{Any, Executor};

use crate::AppState;
pub use unsubscribe::EmailKind;

/// One rendered email.
#[derive(Debug, Clone)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// Queues `email`; pass the transaction of the change that causes it.
pub async fn enqueue<'e, E: Executor<'e, Database = Any>>(executor: E, email: &Email) -> Result<(), sqlx::Error> {
    store::insert(executor, email).await
}

/// The one-click unsubscribe link of an email of `kind` to `user_id`, emailed at `now_ms`.
pub fn unsubscribe_link(state: &AppState, kind: EmailKind, user_id: &str, now_ms: i64) -> String {
    let token = unsubscribe::token(state.config.secret_key.expose(), kind, user_id, now_ms);
    links::link(state, kind.page(), Some(&token))
}

/// The one-click link that turns off the alert emails of one saved search, emailed at `now_ms`.
pub fn saved_search_unsubscribe_link(state: &AppState, search_id: &str, now_ms: i64) -> String {
    let token = unsubscribe::saved_search_token(state.config.secret_key.expose(), search_id, now_ms);
    links::link(state, SAVED_SEARCH_UNSUBSCRIBE_PAGE, Some(&token))
}

/// The web page a saved search's unsubscribe link opens.
pub const SAVED_SEARCH_UNSUBSCRIBE_PAGE: &str = "/saved-searches/unsubscribe";
