//! Security hardening: throttling.

use crate::helpers::*;
