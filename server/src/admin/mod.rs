//! The operator console: coach verification, users, the audit log and log exports (the
//! waitlist's admin views live with the waitlist). Every route requires an admin; every admin
//! action is written to the audit log (`crate::audit`).
//!
//! - [`routes`]: handlers and wire types.
//! - [`rules`]: coach decisions and filters, school matching, user searches, [`AdminError`].
//!
//! The audit log itself is `crate::audit`. Accounts, compliance log rows and school names are
//! read and written through their owners' `store::operator` modules.

pub mod routes;
pub mod rules;

pub use routes::routes;
pub use rules::AdminError;

use crate::audit::store::{self, Actor, AuditAction};
use crate::{
    auth::{password, store::operator as accounts},
    db::{self, Db},
    email::EmailAddress,
    validation::FieldError,
};

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
