//! Athlete profiles: each user reads and writes only their own, taken from the session.
//! The server validates every field (spec section 5) and stores erg times in tenths.
//!
//! `routes` holds the handlers and wire types, `rules` the validation, the completeness count and
//! the domain's error, `store` every statement on the `profiles` table.

pub mod routes;
pub mod rules;
pub mod store;

pub use routes::{load_or_create, routes, Profile};
pub use rules::Completeness;
