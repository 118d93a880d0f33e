//! School reads the operator console needs (names for coach matching).
