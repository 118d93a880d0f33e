//! Athlete search for verified college coaches, and their saved searches.
//!
//! - [`routes`]: `GET /api/coach/athletes` and the saved-search endpoints, all behind
//!   `workspace::RecruitingCoach`; the cards' wire type (nothing a coach may not see).
//! - [`rules`]: the query string read into an `AthleteSearch`, what the plan allows, saved-search
//!   names, and [`SearchError`].
//! - [`store`]: every statement on `saved_searches`, and in `store::athletes` the search itself,
//!   a read of `profiles` over `workspace::store::SHOWN_TO_COACHES`; in `store::alerts` the
//!   saved searches' matches, the rematch queue and the digest's claim (migration 0030).
//! - [`service`]: saving and deleting a search, and the alerts: `SavedSearchIndex`, every saved
//!   search parsed in memory, matches one athlete at each profile save (`profiles::AfterSave`)
//!   with `rules::matches`, the Rust form of the SQL search, writing only the matches that changed.
//! - [`jobs`]: the rematch queue's sweep and the daily digest email.

pub mod jobs;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
pub use rules::SearchError;
