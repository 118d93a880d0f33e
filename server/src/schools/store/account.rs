//! Saved-school reads that account export needs.
