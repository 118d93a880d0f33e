//! The parent portal: parents and guardians linked to athletes, what they read of a child's
//! account (read-only, through the owners' functions), the granular consent scopes of a minor,
//! refusing further collection (freezing), deleting a minor's account, the 18th-birthday
//! decision and the weekly digest.
//!
//! A parent is linked to a child by the consent they gave (the first parent account confirmed at
//! the approved consent's `parent_email` claims it and holds it by account from then on; the link
//! is made when they open the portal or sign in) or by the athlete's invitation (a one-time link,
//! 14 days). The consenting parent holds full rights and may grant them to another parent; a
//! parent linked by invitation follows (reads, and may only make a more protective choice). A
//! child has at most two parents, the consenting parent always getting a place; a parent follows
//! as many children as their family plan allows (`plans::rules`, Family Basic's one child for
//! free).
//!
//! - [`routes`]: the endpoints under `/api/family`, the `ParentUser` and `AthleteUser` extractors.
//! - [`rules`]: limits, who may do what and who may unlink, validation, [`FamilyError`].
//! - [`store`]: `family_links`, `family_invitations`, `family_parents`. An invitation is
//!   accepted, revoked, found by its token and purged through `invitations::store`, consent scopes
//!   are written through `compliance::store`, the freeze through `auth::store`.
//! - [`jobs`]: the hourly steps (the 18th-birthday question, the weekly digest) and the digest's
//!   signed unsubscribe token.

pub mod access;
pub mod jobs;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::{link_by_consent, routes};
pub use rules::FamilyError;
