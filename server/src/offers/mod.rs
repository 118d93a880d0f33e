//! Offers and the commitments they confirm. A program's coaches make an offer from the board
//! card (a recruited roster spot, a recruited walk-on, athletics aid with its share of the cost,
//! or admissions support; squad, class, terms, answer-by day), from the athlete's contact date on
//! and under every rule a message meets: it is announced in the program's conversation with the
//! athlete, and so in the contact log. The athlete accepts or declines it; a linked parent reads
//! it and never answers. An accepted offer is the athlete's commitment, confirmed by the program:
//! other programs may then no longer make offers or start conversations, and once a written offer
//! of athletics aid is signed they stop writing altogether (`messaging::rules`). The board's
//! "Offer" and "Committed" columns follow the offer.
//!
//! - [`routes`]: `/api/offers` (the athlete's, answers) and `/api/coach/offers/{athleteId}`.
//! - [`rules`]: kinds, statuses, the checks on an offer, how it reads, and [`OffersError`].
//! - [`service`]: the wire offer other domains read, the checks before an offer, card moves.
//! - [`store`]: every statement on `offers`, and the confirmed commitment on the profile.

pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
pub use rules::OffersError;
