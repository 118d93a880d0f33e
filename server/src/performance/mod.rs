//! The athlete's performance log: erg tests and race results, each read and changed only by its
//! owner. Other domains read it through `best_of` (the profile's best 2k/6k, read with the profile), `summary` (the
//! dashboard) and the store's list functions (the recruiting view).
//!
//! `routes` holds the handlers and request types, `model` the wire types others show too, `service`
//! the reads other domains call, `rules` the pieces and their plausible ranges, the
//! split, seats and dates, and the domain's error, `store` every statement on `erg_tests` and
//! `race_results`.

pub mod model;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use model::{
    best_of, Attestation, Best, Bests, ErgTest, LoggedBest, PerformanceSummary, RaceResult, SharedErgTest,
};
pub use routes::routes;
pub use service::summary;
