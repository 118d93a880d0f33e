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

/// What follows a profile save in a domain above this one (the saved searches' matches,
/// `athlete_search::service::SavedSearchIndex`), which `lib.rs` sets in `AppState`, so the save
/// calls it without importing that domain. It never fails the save: the profile is saved already.
pub trait AfterSave: Send + Sync {
    fn profile_saved<'a>(&'a self, db: &'a crate::db::Db, athlete_id: &'a str) -> Follows<'a>;
}

/// What [`AfterSave::profile_saved`] returns: what the save waits for before it answers (the
/// saved searches' matching waits for nothing: it runs after the answer).
pub type Follows<'a> = std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send + 'a>>;
