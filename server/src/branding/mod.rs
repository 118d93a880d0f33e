//! A club's brand on its athletes' shared and printed profiles (the Custom branding add-on):
//! the name to show and two colours, set by the club's coaches while the club holds the add-on,
//! and shown only while it does.
//!
//! - [`routes`]: `GET`/`PUT`/`DELETE /api/club/branding`, for a coach of the club (`club::ClubCoach`).
//! - [`rules`]: the name's length and the colours' WCAG contrast with white.
//! - [`store`]: `club_brands`, kept when the add-on ends.
//! - [`service`]: the brand a recruiting profile shows (`shown_on_profile`).

pub mod model;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
