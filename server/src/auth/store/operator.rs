//! Queries on the account tables that the operator console needs (user search, disable, coach
//! verification, admin creation).
