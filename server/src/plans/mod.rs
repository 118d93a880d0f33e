//! Plans: what each plan on the pricing page costs and, for college programs, what it allows.
//!
//! - [`rules`]: the one table of plans (prices, feature lists, college limits, with their source
//!   and date), the trial, and [`rules::standing`], which turns a program's stored plan into
//!   what the program may do now; [`PlanError`] is every refusal, with the upgrade link.
//! - [`routes`]: `GET /api/plans`, the table the pricing page reads.
//! - [`store`]: every statement on `program_plans`.

pub mod routes;
pub mod rules;
pub mod store;

pub use routes::routes;
pub use rules::PlanError;
