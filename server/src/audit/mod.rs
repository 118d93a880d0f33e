//! The audit log: what operators did (coach decisions, plans, exports, resolved reports,
//! recruiting periods, admins created), appended in the transaction of the action and never
//! deleted. Written by the console, calendar and messaging; an erased account's rows lose its
//! email and personal details, and retention blanks old IP addresses. Low, so every writer uses
//! it without importing the console.
//!
//! - [`store`]: the `audit_log` table.

pub mod store;

use sqlx::AnyConnection;

use crate::{
    compliance::rules::{details_without, PERSONAL_DETAILS},
    db::Db,
};

/// Removes an erased account's email and personal details from the audit log.
pub async fn anonymise_user(conn: &mut AnyConnection, user_id: &str) -> Result<(), sqlx::Error> {
    for (id, details) in store::anonymise_user(&mut *conn, user_id).await? {
        let kept = details_without(&details, PERSONAL_DETAILS);
        if kept != details {
            store::set_details(&mut *conn, &id, &kept).await?;
        }
    }
    Ok(())
}

/// Removes IP addresses from audit rows logged before `before`; returns how many rows changed.
pub async fn blank_ips_before(db: &Db, before: i64) -> Result<u64, sqlx::Error> {
    let rows = store::details_with_ip_before(db, before).await?;
    for (id, details) in &rows {
        store::set_details(&db.pool, id, &details_without(details, &["ip"])).await?;
    }
    Ok(rows.len() as u64)
}
