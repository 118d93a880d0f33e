//! Profile writes and reads that sign-up, confirmation and account management need
//! (create on confirmation, follow an email change, anonymise on deletion, export).
