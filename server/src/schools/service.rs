//! The schools reads other domains call: a user's saved schools.

use super::{model::SavedSchool, store};
use crate::db::{self, Db};

/// The user's saved schools with their notes, newest first (also read by a linked parent).
pub async fn saved_schools_of(db: &Db, user_id: &str) -> Result<Vec<SavedSchool>, sqlx::Error> {
    Ok(store::saved_by(db, user_id)
        .await?
        .into_iter()
        .map(|s| SavedSchool {
            summary: s.school.into(),
            notes: s.notes,
            saved_at: db::ms_to_rfc3339(s.saved_at),
        })
        .collect())
}
