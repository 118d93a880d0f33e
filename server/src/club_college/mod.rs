//! Club and college coaches: conversations between a club's coaches and a college program's about
//! an athlete on the club's roster, and a club coach's recommendation of an athlete to a program.
//!
//! Either side starts a conversation; there is one per club, program and athlete, and every
//! verified coach of the club and of the program takes part. The NCAA contact rules do not
//! govern coaches talking to club coaches, so nothing goes to the program's contact log, but a
//! minor's parental consent does: while it is awaited or the parent turned coach communications
//! off (`messaging::service::parental_hold`), no new message is written. The athlete, and a
//! linked parent, see that a conversation exists, never its text. A recommendation (Coach
//! Premium and Club Pro) waits for the athlete's agreement; only then does the program see it on
//! the coach home and the board, where the athlete gets a card if not there already.
//!
//! - [`routes`]: the endpoints under `/api/club-college`, the [`routes::ClubOrCollegeCoach`] and
//!   [`routes::Athlete`] extractors.
//! - [`service`]: the use cases, and what the coach home and the family view read.
//! - [`model`]: the athlete's view and a recommendation, as other domains send them.
//! - [`rules`]: validation, the plan rule, what a parent's hold refuses, the verified results a
//!   recommendation carries, [`ClubCollegeError`].
//! - [`store`]: `club_college_conversations`, `club_college_messages`, `club_recommendations`.
//!   A card on the board is written through `board::store`.

pub mod model;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
pub use rules::ClubCollegeError;
