//! Registration, as the web app's `features/registration` walks through it: sign-up with the
//! age, state and consent rules, the confirmation email (and sending it again), the profile
//! created at confirmation, and a minor's parental consent (the parent's page, the decision,
//! and the expiry of unanswered requests).
//!
//! This domain depends on `auth` (the `users` table and one-time links) and on `compliance`
//! (the rules, the log, the consent requests); neither depends on it. Sign-up and resend answer
//! the same whether or not the address is registered.

pub mod routes;
pub mod rules;

pub use routes::{expire_overdue_consents, routes};
