//! The coach area. Every coach API is refused to anyone whose role is not coach; the recruiting
//! workspace (search, board, views) further needs [`RecruitingCoach`]: verified, with a program
//! whose plan is active and has a seat for the coach.
//!
//! - [`routes`]: the coach page's API, naming the program.
//! - [`workspace`]: the two extractors, [`CoachUser`] and [`RecruitingCoach`], and
//!   `workspace_access`, the decision behind the latter that other domains ask directly.
//! - [`rules`]: who may enter, the name the page greets, [`CoachError`]. The page's NCAA notice
//!   comes from `calendar::routes::recruiting_notice` (periods operators add).
//! - [`store`]: `coach_programs`. The coach's verification is kept on the account, read through
//!   `auth::store::operator`; the program's plan through `plans::store`.

pub mod routes;
pub mod rules;
pub mod store;
pub mod workspace;

pub use routes::routes;
pub use rules::CoachError;
pub use workspace::{CoachUser, RecruitingCoach};
