//! The program's recruiting board: the athletes its coaches starred, each in a stage with a
//! position, private notes and tags, and the history of its stages. Coaches of one program share
//! one board; nobody else (other programs, the athlete, parents) reads any of it.
//!
//! - [`routes`]: `/api/coach/board` (list, CSV), `/api/coach/board/{athleteId}` (card, star,
//!   change, unstar), all behind `workspace::RecruitingCoach`.
//! - [`rules`]: the stages, the checks on notes, tags and positions, the order of a column after
//!   a move, and [`BoardError`].
//! - [`store`]: every statement on `watchlist` and `watchlist_stages`; the board lists only
//!   athletes still shown to coaches (`workspace::store::SHOWN_TO_COACHES`).

pub mod routes;
pub mod rules;
pub mod store;

pub use routes::routes;
pub use rules::BoardError;
