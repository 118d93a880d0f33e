//! Storage of the compliance log and parental consents.

pub mod operator;
