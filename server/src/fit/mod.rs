//! How a program fits an athlete: "can I get in?" (academic fit, from the athlete's SAT or ACT and
//! GPA against the school's middle 50% and acceptance rate) and "am I fast enough?" (athletic fit,
//! from the athlete's best 2k against the ranges a program publishes). Each fit carries its
//! reasons in words with the figures it used: never a bare score.
//!
//! - [`rules`]: the two fits and their reasons. No HTTP, no SQL.

pub mod rules;
