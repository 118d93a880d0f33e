//! Storage of the compliance log and parental consents: every SQL statement on
//! `compliance_log` and `parental_consents`.

mod consents;
mod log;

pub use consents::*;
pub use log::*;

pub mod operator;
