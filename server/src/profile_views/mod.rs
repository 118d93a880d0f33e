//! Profile views: one row per college coach, athlete and UTC day a coach opened the profile.
//! Recruiting records them and shows them to the athlete (and a linked parent); a club's roster
//! shows the views an athlete shares. Low, so both read it without importing each other.
//!
//! - [`rules`]: the day a view counts for, and the window views are counted over.
//! - [`store`]: every statement on `profile_views`.

pub mod rules;
pub mod store;
