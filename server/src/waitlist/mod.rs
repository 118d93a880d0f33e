//! The pre-launch waitlist, the preview access code and the public site settings.
//!
//! The smallest domain, and the worked example of the layers (docs/architecture.md):
//!
//! - [`routes`]: the handlers, their extractors and wire types (camelCase, OpenAPI schemas).
//!   A handler extracts, calls one service function (or the store, for a plain read), and maps
//!   the result to its wire type; [`WaitlistError`] is turned into the HTTP error there.
//! - [`service`]: the use cases: joining (the rate limit, the rules, the store), the access
//!   code, the operator's counts.
//! - [`rules`]: plain functions that decide (the email, the length of each field, the caller's
//!   metadata, the access code) and [`WaitlistError`].
//! - [`store`]: every SQL statement on the `waitlist` table, read back into `FromRow` structs.

pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
pub use rules::{local_midnight_ms, WaitlistError};
