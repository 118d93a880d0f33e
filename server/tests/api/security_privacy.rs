//! Security hardening: privacy.

use crate::helpers::*;
