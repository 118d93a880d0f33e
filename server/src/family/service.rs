//! The family's use cases other domains call: the data export's links and consent.

use super::store;
use crate::db::{self, Db};

/// The parent's links and family settings, for the parent's data export; the athlete's linked
/// parents, for the athlete's.
pub async fn export_of(db: &Db, user_id: &str) -> Result<serde_json::Value, sqlx::Error> {
    let children: Vec<_> = store::links_of_parent(db, user_id)
        .await?
        .into_iter()
        .map(|l| {
            serde_json::json!({
                "childId": l.child_id, "relation": l.relation, "via": l.via,
                "linkedAt": db::ms_to_rfc3339(l.linked_at), "rights": l.rights,
                "rightsChangedAt": l.rights_changed_at.map(db::ms_to_rfc3339),
            })
        })
        .collect();
    let parents: Vec<_> = store::parents_of_child(&db.pool, user_id)
        .await?
        .into_iter()
        .map(|p| {
            serde_json::json!({
                "parentId": p.link.parent_id, "email": p.email, "relation": p.link.relation,
                "via": p.link.via, "linkedAt": db::ms_to_rfc3339(p.link.linked_at), "rights": p.link.rights,
                "adultDecision": p.link.adult_decision,
            })
        })
        .collect();
    Ok(serde_json::json!({"children": children, "parents": parents}))
}
