//! Registration, as the web app's `features/registration` walks through it: sign-up with the
//! age, state and consent rules, the confirmation email (and sending it again), the profile
//! created at confirmation, and a minor's parental consent (the parent's page, the decision,
//! and the expiry of unanswered requests). The sign-in and password-change endpoints are here
//! too: a parent's sign-in links the children they approved (`family`), and a new password is
//! checked against the name on the person's profile (`profiles`).
//!
//! This domain depends on `auth` (the `users` table, sessions and one-time links), on
//! `compliance` (the rules, the log, the consent requests), `family` and `profiles`; none of
//! them depends on it. Sign-up and resend answer
//! the same whether or not the address is registered.

pub mod routes;
pub mod rules;
pub mod service;

pub use routes::routes;
pub use service::expire_overdue_consents;
