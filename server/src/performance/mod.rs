//! The athlete's performance log: erg tests and race results, each read and changed only by its
//! owner. Other domains read it through `best_of` (the profile's best 2k/6k, read with the profile), `summary` (the
//! dashboard) and the store's list functions (the recruiting view).
//!
//! `routes` holds the handlers and wire types, `rules` the pieces and their plausible ranges, the
//! split, seats and dates, and the domain's error, `store` every statement on `erg_tests` and
//! `race_results`.

pub mod routes;
pub mod rules;
pub mod store;

pub use routes::{
    best_of, routes, summary, Attestation, Best, Bests, ErgTest, LoggedBest, PerformanceSummary, RaceResult,
    SharedErgTest,
};
