//! Storage of athlete profiles.

mod account;
pub use account::*;
