//! The college coach's recruiting workspace: who is a coach, which program they recruit for, and
//! whether they may use athlete search, the board and profile views. Every domain that serves
//! coaches asks here, so none of them needs the coach page (`coach`) above it.
//!
//! - [`access`]: the two extractors, [`CoachUser`] and [`RecruitingCoach`], and
//!   `workspace_access`, the decision behind the latter that other domains ask directly.
//! - [`rules`]: who may enter, the name a coach is shown by, [`CoachError`].
//! - [`store`]: `coach_programs`. The coach's verification is kept on the account, read through
//!   `auth::store::operator`; the program's plan through `plans::store`.

pub mod access;
pub mod rules;
pub mod store;

pub use access::{workspace_access, CoachUser, RecruitingCoach};
pub use rules::CoachError;
