//! The pre-launch waitlist, the preview access code and the public site settings.
//!
//! The smallest domain, and the worked example of the three layers (docs/architecture.md):
//!
//! - [`routes`]: the handlers, their extractors and wire types (camelCase, OpenAPI schemas).
//!   A handler extracts, asks the rules, calls the store, and maps the result to its wire type.
//! - [`rules`]: plain functions that decide (the email, the length of each field, the caller's
//!   metadata, the access code) and [`WaitlistError`], turned into the HTTP error in one place.
//! - [`store`]: every SQL statement on the `waitlist` table, read back into `FromRow` structs.

pub mod routes;
pub mod rules;
pub mod store;

pub use routes::routes;
pub use rules::{local_midnight_ms, WaitlistError};
