//! The append-only compliance log: who, what, when, under which rule version, from where.
//! The event types are kept here; the rows are written through [`append`].

pub use super::store::{append, Event};

pub const AGE_VERIFIED: &str = "age_verification";
pub const AGE_REFUSED: &str = "age_verification_refused";
pub const NOTICE_ACCEPTED: &str = "privacy_notice_accepted";
pub const OPTED_OUT_OF_SALE: &str = "opt_out_of_sale";
pub const CONSENT_REQUESTED: &str = "parental_consent_requested";
pub const CONSENT_APPROVED: &str = "parental_consent_approved";
pub const CONSENT_DECLINED: &str = "parental_consent_declined";
pub const CONSENT_EXPIRED: &str = "parental_consent_expired";
pub const OPTED_IN_TO_SALE: &str = "opt_in_to_sale";
pub const ACCOUNT_DELETED: &str = "account_deleted";
