//! The site's public figures: athletes with a profile, programs in the database and commitments
//! recorded, which the landing page shows instead of figures nobody measured.
//!
//! - [`routes`]: `GET /api/stats`, public.
//! - [`service`]: the counts (through the `profiles` and `schools` stores), held a minute.
//! - [`rules`]: the rounding (down, to two significant figures) and each figure's threshold.

pub mod routes;
pub mod rules;
pub mod service;

pub use routes::routes;
