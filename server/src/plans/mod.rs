//! Plans: what each plan on the pricing page costs and, for college programs and clubs, what it
//! allows.
//!
//! - [`rules`]: the one table of plans (prices, feature lists, college and club limits, with their
//!   source and date), the trial, and [`rules::standing`] / [`rules::club_standing`], which turn a
//!   program's or a club's stored plan into what it may do now; [`PlanError`] is every refusal.
//! - [`routes`]: `GET /api/plans`, the table the pricing page reads; `GET /api/account/plan` and
//!   `POST /api/account/plan/trial`, a person's own plan and trial.
//! - [`service`]: a person's own plan (rower or family): the plan in force, an athlete's level,
//!   starting the one free trial, and the emails before and at its end.
//! - [`store`]: every statement on `program_plans` and `account_plans`.

pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
pub use rules::PlanError;
