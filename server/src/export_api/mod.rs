//! The data export API, an add-on: personal API tokens that read the holder's athletes' erg tests
//! and race results as JSON or CSV, read-only. An athlete reads themself, a parent the athletes
//! linked to them, a club coach the club's roster as the club page shows it; the payer (the
//! account, or the coach's club) must hold the add-on at every request.
//!
//! - [`routes`]: `/api/account/api-tokens` (list, create, revoke; session and CSRF) and
//!   `/api/export/v1/…` (a bearer token only, rate limited per token), with the OpenAPI
//!   security scheme.
//! - [`service`]: creating a token, a bearer's checks, the athletes in scope.
//! - [`rules`]: who holds tokens and who pays, the name and the cap, the secret's form,
//!   [`ExportApiError`].
//! - [`store`]: every statement on `api_tokens` (only the secret's SHA-256 is stored; the rows
//!   go with the account).

pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
pub use rules::ExportApiError;
