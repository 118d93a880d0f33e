//! Messages between athletes and college programs, within NCAA contact rules.
//!
//! - [`routes`]: the conversations API, the live event stream, unsubscribe, the compliance log
//!   and the operator's reports.
//! - [`rules`]: the NCAA contact-date table (`CONTACT_RULES`, one row per division, with its
//!   source and date) and who may send what; [`MessagingError`].
//! - [`store`]: `conversations`, `messages`, `conversation_members`, `message_reports`.
//! - [`events`]: live delivery (in-process on SQLite, `LISTEN`/`NOTIFY` across instances on
//!   PostgreSQL); [`notify`]: batched notification emails and the unsubscribe token.

pub mod events;
pub mod model;
pub mod notify;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
pub use rules::MessagingError;
