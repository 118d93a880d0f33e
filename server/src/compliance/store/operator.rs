//! Compliance log queries that the operator console needs (filters, CSV export).
