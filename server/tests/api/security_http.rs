//! Security hardening: http.

use crate::helpers::*;
