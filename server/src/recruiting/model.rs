//! What an athlete sees of the programs that viewed them (also read by a linked parent).

use serde::Serialize;
use utoipa::ToSchema;

use super::rules::FollowUpKind;

/// Something a program did after viewing that the athlete may know.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct FollowUp {
    pub kind: FollowUpKind,
    pub at: String,
}

/// One program's views of the athlete's profile. Never the program's stage, notes or tags.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ProgramViews {
    pub school_id: String,
    pub program_name: String,
    /// One per coach of the program and day.
    pub views: i64,
    /// yyyy-mm-dd (UTC)
    pub first_viewed_on: String,
    /// yyyy-mm-dd (UTC)
    pub last_viewed_on: String,
    /// When the program added the athlete to its recruiting board, if it has.
    pub starred_at: Option<String>,
    /// What the program did next, oldest first.
    pub follow_ups: Vec<FollowUp>,
}

/// The athlete's profile views.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ProfileViews {
    /// Programs whose coaches opened the profile in the last 90 days, the most recent first.
    pub programs: Vec<ProgramViews>,
    /// Views in the last 30 days (the dashboard's figure).
    pub views_last30_days: i64,
}
