//! What a verified college coach reads of a club's evaluation.

use serde::Serialize;
use utoipa::ToSchema;

/// What a verified college coach reads of a club's evaluation.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClubEvaluation {
    pub club_name: String,
    pub coach_name: Option<String>,
    pub technique: i64,
    pub fitness: i64,
    pub coachability: i64,
    pub comments: String,
    pub written_at: String,
}
