//! The recruiting profile as others see it: by id for verified college coaches, and through the
//! athlete's share link for anyone, as the athlete's visibility choice allows; and the views
//! coaches leave on it. It reads profiles through the stores of `profiles`, `performance` and
//! `auth`.
//!
//! `routes` holds the handlers and the `RecruitingProfile` and `ProfileViews` wire types, `rules`
//! who may see a profile, the views' time windows and the domain's error, `store` every statement
//! on `profile_views` (a coach with an open workspace leaves one view per athlete and UTC day;
//! the athlete sees them by program at `GET /api/profile/views`).

pub mod model;
pub mod routes;
pub mod rules;
pub mod service;

pub use routes::routes;
