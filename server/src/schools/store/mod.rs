//! Storage of the college programs and saved schools.

mod account;
pub use account::*;

pub mod operator;
