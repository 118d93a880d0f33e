//! The program's recruiting questionnaire: the questions coaches ask every recruit (graduation
//! year, squad, side, best 2k and 6k with their dates, height, weight, wingspan, GPA, SAT/ACT,
//! intended major, club and club coach, race results, why this program) and up to 10 of the
//! program's own. An athlete shown to coaches fills it in from the program's page at any time,
//! before the NCAA contact date too, pre-filled from the profile and performance log; the
//! submission puts the athlete on the program's board as "Identified" and on the coach home.
//! Only the athlete and the program's coaches read a submission.
//!
//! - [`routes`]: `/api/schools/{id}/questionnaire` (the athlete's form and submission),
//!   `/api/profile/questionnaires` (the programs that have it), `/api/coach/questionnaire` (the
//!   program's own questions) and `/api/coach/questionnaires/{athleteId}` (a submission as the
//!   program reads it), coach routes behind `workspace::RecruitingCoach`.
//! - [`service`]: the form filled in, the submission with its board card, and the programs that
//!   have an athlete's questionnaire ([`model::SentQuestionnaires`], which the parent portal reads).
//! - [`rules`]: the answers and questions checked, who may send, [`QuestionnaireError`].
//! - [`store`]: every statement on `program_questions` and `questionnaire_submissions`.

pub mod model;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
pub use rules::QuestionnaireError;
