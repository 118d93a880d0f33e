//! The recruitment calendar of athletes and college coaches: the NCAA key dates of an athlete's
//! graduation year, the recruiting periods operators add for each division, the owner's own
//! events (visits, camps, regattas, erg tests, deadlines), reminder emails the day before, and a
//! secret iCalendar feed address. Linked parents read an athlete's calendar through
//! `family::routes`; the coach page's NCAA notice comes from [`routes::recruiting_notice`].
//!
//! - [`routes`]: `/api/calendar…`, the console's `/api/admin/recruiting-periods…`, the
//!   [`routes::Owner`] extractor (athletes, and coaches who pass `workspace::RecruitingCoach`).
//! - [`rules`]: the key-date and period-kind tables with their sources, event kinds, the checks
//!   on events, periods and settings, reminder timing, [`CalendarError`].
//! - [`store`]: `recruiting_periods`, `calendar_events`, `calendar_settings` (the feed token is
//!   kept only as its SHA-256).
//! - [`ical`]: the calendar as iCalendar. [`jobs`]: the hourly reminder step.

pub mod ical;
pub mod jobs;
pub mod model;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;

pub use routes::routes;
pub use rules::CalendarError;
