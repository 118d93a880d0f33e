//! Black-box API tests. Run them on SQLite (default) and on PostgreSQL
//! (`TEST_DATABASE_URL=postgres://…`).

mod admin;
mod athlete_search;
mod auth;
mod board;
mod calendar;
mod club;
mod coach;
mod compliance;
mod error_reporting;
mod family;
mod foundation;
mod hardening;
mod helpers;
mod messaging;
mod pages;
mod profiles;
mod recruiting;
mod scale_out;
mod schools;
mod security_http;
mod security_privacy;
mod security_sessions;
mod security_throttling;
mod waitlist;
