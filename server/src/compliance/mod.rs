//! Child privacy and state privacy compliance: the age and state rules, the registration
//! checks built on them, the append-only log and the parental consent requests. The
//! `registration` domain applies these rules at sign-up and runs the parent's decision; this
//! domain depends on neither `auth` nor `registration`.

pub mod age_cookie;
pub mod log;
pub mod routes;
pub mod rules;
pub mod store;

pub use routes::routes;
