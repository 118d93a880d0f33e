//! Support requests: any signed-in user (athlete, parent, club or college coach) writes to the
//! operators from the support page and reads the answers there; operators answer from the
//! console's support queue, which emails the user. A request is marked priority when the user's
//! plan includes priority support ([`service::is_priority`], the one place that decides it).
//!
//! - [`routes`]: `/api/support` (the user's own requests; another's is a 404) and
//!   `/api/admin/support` (the queue and answers, admins only).
//! - [`service`]: sending (rate limit, rules, priority), answering (the email and the audit log,
//!   in the answer's transaction), the data export.
//! - [`rules`]: the fields' limits, the topics and states, [`SupportError`].
//! - [`store`]: every statement on `support_requests`.

pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
pub use rules::SupportError;
