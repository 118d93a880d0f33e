//! The operator console: coach verification, users, the audit log and log exports (the
//! waitlist's admin views live with the waitlist). Every route requires an admin; every admin
//! action is written to the audit log, which this domain owns.
//!
//! - [`routes`]: handlers and wire types.
//! - [`rules`]: coach decisions and filters, school matching, user searches, [`AdminError`].
//! - [`store`]: the `audit_log` table. Accounts, compliance log rows and school names are read
//!   and written through their owners' `store::operator` modules.

pub mod routes;
pub mod rules;
pub mod store;

pub use routes::routes;
pub use rules::AdminError;

use sqlx::AnyConnection;

use crate::{
    auth::{password, store::operator as accounts},
    compliance::rules::{details_without, PERSONAL_DETAILS},
    db::{self, Db},
    email::EmailAddress,
    validation::FieldError,
};
use store::{Actor, AuditAction};

/// Creates a confirmed admin account, or promotes an existing account (the `create-admin`
/// command). A given password must pass the account rules; a new account needs one.
pub async fn create_or_promote_admin(db: &Db, email: &str, password: Option<String>) -> anyhow::Result<&'static str> {
    let email = EmailAddress::parse(email).map_err(|m| FieldError::new("email", m))?;
    if let Some(password) = &password {
        rules::check_admin_password(password, email.as_str())?;
    }
    // Hashing is slow: done before the write lock is taken.
    let hash = match password {
        Some(password) => Some(password::hash(password).await.map_err(AdminError::Hashing)?),
        None => None,
    };
    let now = db::now_ms();
    let details = serde_json::json!({"email": email.as_str()});
    let mut tx = db.begin_write().await?;
    let outcome = match accounts::user_id_by_email(&mut tx, email.as_str()).await? {
        Some(id) => {
            accounts::promote_to_admin(&mut tx, &id, hash.as_deref(), now).await?;
            store::record(
                &mut *tx,
                Actor::COMMAND_LINE,
                AuditAction::AdminPromoted,
                Some(&id),
                details,
            )
            .await?;
            "promoted"
        }
        None => {
            let hash = hash.ok_or(AdminError::PasswordNeeded)?;
            let id = uuid::Uuid::new_v4().to_string();
            accounts::insert_admin(&mut tx, &id, email.as_str(), &hash, now).await?;
            store::record(
                &mut *tx,
                Actor::COMMAND_LINE,
                AuditAction::AdminCreated,
                Some(&id),
                details,
            )
            .await?;
            "created"
        }
    };
    tx.commit().await?;
    Ok(outcome)
}

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
