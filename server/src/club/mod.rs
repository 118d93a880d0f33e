//! Club teams: a club coach's roster, invitations, attested results and private evaluations.
//!
//! A club coach is a user with role coach who belongs to a club team (`club_coaches`); a coach
//! has a college program or a club, never both. The club workspace (inviting, attesting,
//! evaluating) takes [`ClubCoach`]: a verified coach of a club on an active club plan, in one of
//! the plan's coach seats. Athletes accept invitations, leave rosters, ask for attestations and
//! withdraw evaluations.
//!
//! - [`routes`]: the club endpoints under `/api/club`, the [`ClubCoach`] extractor, and what other
//!   domains read (the evaluations college coaches see, an athlete's memberships for export).
//! - [`rules`]: validation, who may enter, what an invitation allows, [`ClubError`].
//! - [`store`]: `club_teams`, `club_coaches`, `club_members`, `club_invitations`,
//!   `club_attestation_requests`, `club_evaluations`. An invitation is answered, revoked, found
//!   by its token and purged through `invitations::store`. The attestation itself is written on the
//!   result through `performance::store`; the club's plan is one of `plans::rules::PLANS`.

pub mod model;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::{routes, ClubCoach};
pub use rules::ClubError;
