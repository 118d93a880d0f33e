//! News of athletes for the college coaches who follow them: a dated line for each new personal
//! best (logged, and again when a club coach verifies it), erg test, race result, SAT or ACT
//! score, grad year / height / weight update and commitment. Performance, club and profiles write
//! it as the change is saved; the coach home reads it for the athletes on the program's board,
//! only while the athlete is shown to coaches. Low, so its writers need not import each other.
//!
//! - [`rules`]: the kinds of news and the sentence each one reads as.
//! - [`store`]: every statement on `athlete_news`.

pub mod rules;
pub mod store;
