//! Security hardening: sessions.

use crate::helpers::*;
