//! Compliance log queries that the operator console needs (filters, CSV export).

use crate::db::Db;

/// One compliance log row, as the CSV export writes it.
#[derive(Debug, sqlx::FromRow)]
pub struct ComplianceExportRow {
    pub created_at: i64,
    pub user_id: Option<String>,
    pub email: String,
    pub event_type: String,
    pub rule_version: String,
    pub ip: Option<String>,
    /// JSON text, as stored.
    pub details: String,
}

/// The whole compliance log, oldest first.
pub async fn export_rows(db: &Db) -> Result<Vec<ComplianceExportRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT created_at, user_id, email, event_type, rule_version, ip, details FROM compliance_log
         ORDER BY created_at, id",
    )
    .fetch_all(&db.pool)
    .await
}
