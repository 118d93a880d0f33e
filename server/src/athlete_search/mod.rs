//! Athlete search for verified college coaches, and their saved searches.
//!
//! - [`routes`]: `GET /api/coach/athletes` and the saved-search endpoints, all behind
//!   `workspace::RecruitingCoach`; the cards' wire type (nothing a coach may not see).
//! - [`rules`]: the query string read into an `AthleteSearch`, what the plan allows, saved-search
//!   names, and [`SearchError`].
//! - [`store`]: every statement on `saved_searches`, and in `store::athletes` the search itself,
//!   a read of `profiles` over `workspace::store::SHOWN_TO_COACHES`.

pub mod routes;
pub mod rules;
pub mod store;

pub use routes::routes;
pub use rules::SearchError;
