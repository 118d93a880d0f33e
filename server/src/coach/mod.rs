//! The coach area. Every coach API is refused to anyone whose role is not coach.
//!
//! - [`routes`]: the coach page's API and the [`CoachUser`] extractor.
//! - [`rules`]: who may enter, the name the page greets, [`CoachError`]; [`calendar`] holds the
//!   recruiting periods the page's notice is drawn from.
//! - No store of its own: the coach's verification is kept on the account, read through
//!   `auth::store::operator`.

pub mod calendar;
pub mod routes;
pub mod rules;

pub use routes::{routes, CoachUser};
pub use rules::CoachError;
