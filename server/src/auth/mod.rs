//! Credentials and sessions: checking a sign-in, refresh with rotation and reuse detection,
//! global sign-out, the current session, password recovery and change. Sign-up, confirmation
//! and the sign-in and password-change endpoints are the `registration` domain's (they also
//! reach the family and profile domains); the `users` table is this domain's.
//!
//! Recovery answers the same whether or not the address is registered.

pub mod audit;
pub mod hash_pool;
pub mod links;
pub mod model;
pub mod password;
pub mod routes;
pub mod rules;
pub mod service;
pub mod session;
pub mod store;

pub use routes::routes;
