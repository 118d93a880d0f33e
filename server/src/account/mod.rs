//! The signed-in user's own account: dashboard figures, email change, the sale opt-out, a
//! download of everything held about them, and deletion. The account has no tables of its
//! own: it goes through the stores of `auth` (users, one-time tokens), `profiles`, `schools`
//! (saved schools) and `compliance` (the log).

pub mod routes;
pub mod rules;

pub use routes::routes;
