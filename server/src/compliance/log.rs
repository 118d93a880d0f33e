//! The compliance log: who, what, when, under which rule version, from where. The event types
//! are kept here; the rows are written through [`append`] and anonymised through
//! [`anonymise_user`] when their account is erased.

use sqlx::AnyConnection;

pub use super::store::{append, Event};
use super::{rules, store};

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
/// An operator acted on a report that the user is under 13 (account disabled, erasure scheduled).
pub const UNDER_13_REPORTED: &str = "under_13_reported";
/// A parent gave or withdrew one consent scope of a minor's account (`{scope, granted, by}`).
pub const CONSENT_SCOPE_CHANGED: &str = "consent_scope_changed";
/// A parent refused further collection: the account is frozen (`{by}`).
pub const COLLECTION_REFUSED: &str = "collection_refused";
/// A parent lifted the freeze, or the athlete turned 18 (`{by}`).
pub const COLLECTION_RESUMED: &str = "collection_resumed";
/// A parent or guardian was linked to the account (`{parent_id, via}`).
pub const PARENT_LINKED: &str = "parent_linked";
/// A parent's link to the account was removed (`{parent_id, by}`).
pub const PARENT_UNLINKED: &str = "parent_unlinked";
/// The consenting parent granted another linked parent full rights over the minor (`{parent_id, by}`).
pub const PARENTAL_RIGHTS_GRANTED: &str = "parental_rights_granted";
/// The consenting parent revoked another parent's full rights (`{parent_id, by}`).
pub const PARENTAL_RIGHTS_REVOKED: &str = "parental_rights_revoked";

/// Leaves the rows of an erased account with what happened, when and under which rule version,
/// but without its email, IP address or personal details. The user id stays: it names no one
/// once the account is gone, and keeps the account's events together.
pub async fn anonymise_user(conn: &mut AnyConnection, user_id: &str) -> Result<(), sqlx::Error> {
    for (id, details) in store::anonymise_user(&mut *conn, user_id).await? {
        let kept = rules::details_without(&details, rules::PERSONAL_DETAILS);
        if kept != details {
            store::set_details(&mut *conn, &id, &kept).await?;
        }
    }
    Ok(())
}
