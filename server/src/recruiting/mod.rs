//! The recruiting profile as others see it: by id for verified college coaches, and through the
//! athlete's share link for anyone, as the athlete's visibility choice allows. No tables of its
//! own: it reads through the stores of `profiles`, `performance` and `auth`.
//!
//! `routes` holds the handlers and the `RecruitingProfile` wire type, `rules` who may see a
//! profile and the domain's error.

pub mod routes;
pub mod rules;

pub use routes::routes;
