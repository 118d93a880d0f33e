//! The school browser: the real college rowing programs, searched and filtered on the server,
//! each user's saved schools with notes, and which athletes opened each program's page.
//!
//! `routes` holds the handlers and wire types, `rules` the validated search and the other
//! decisions with the domain's error, `index` the programs held in memory that answer the search
//! (the search's matching and order) and their reloading after an import, `store` every statement
//! on `schools`, `schools_version`, `saved_schools` and `program_page_views`, `import` the loading
//! of the programs data set, `matching` the school a coach's email domain suggests.

pub mod import;
pub mod index;
pub mod matching;
pub mod model;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
