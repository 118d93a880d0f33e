//! The school browser: the real college rowing programs, searched and filtered on the server,
//! each user's saved schools with notes, and which athletes opened each program's page.
//!
//! `routes` holds the handlers and wire types, `rules` the validated search and the other
//! decisions with the domain's error, `store` every statement on `schools`, `saved_schools` and
//! `program_page_views` (the search SQL built with `QueryBuilder`), `import` the loading of the
//! programs data set.

pub mod import;
pub mod routes;
pub mod rules;
pub mod store;

pub use routes::routes;
