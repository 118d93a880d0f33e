//! Plans: what each plan on the pricing page costs and, for college programs and clubs, what it
//! allows.
//!
//! - [`rules`]: the one table of plans (prices, feature lists, college and club limits, with their
//!   source and date), the trial, and [`rules::standing`] / [`rules::club_standing`], which turn a
//!   program's or a club's stored plan into what it may do now; [`PlanError`] is every refusal.
//! - [`routes`]: `GET /api/plans`, the table the pricing page reads.
//! - [`store`]: every statement on `program_plans`.

pub mod routes;
pub mod rules;
pub mod store;

pub use routes::routes;
pub use rules::PlanError;
