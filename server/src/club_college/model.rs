//! The wire types other domains send too: what an athlete (or a linked parent, in the family
//! view) sees of the club coaches' conversations and recommendations, and the recommendations
//! the coach home lists.

use serde::Serialize;
use utoipa::ToSchema;

use super::{
    rules::{self, RecommendationStatus, VerifiedResult},
    store::{ConversationRow, RecommendationRow},
};
use crate::db;

/// That a conversation between the athlete's club coaches and a program exists: never its text.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ConversationAboutMe {
    pub id: String,
    pub club_name: String,
    pub program_name: String,
    /// RFC 3339
    pub started_at: String,
}

impl From<ConversationRow> for ConversationAboutMe {
    fn from(row: ConversationRow) -> Self {
        ConversationAboutMe {
            id: row.id,
            club_name: row.club_name,
            program_name: row.school_name.unwrap_or_else(|| "A college program".into()),
            started_at: db::ms_to_rfc3339(row.created_at),
        }
    }
}

/// A club coach's recommendation of an athlete to a program.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ClubRecommendation {
    pub id: String,
    pub club_name: String,
    pub school_id: String,
    pub program_name: String,
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    pub coach_name: String,
    /// "Recommended by <coach>, <club>"
    pub recommended_by: String,
    pub note: String,
    pub projected_level: String,
    /// The athlete's club-verified erg results when the recommendation was written.
    pub results: Vec<VerifiedResult>,
    pub status: RecommendationStatus,
    /// RFC 3339
    pub created_at: String,
    /// RFC 3339, once the athlete answered.
    pub decided_at: Option<String>,
}

impl From<RecommendationRow> for ClubRecommendation {
    fn from(row: RecommendationRow) -> Self {
        ClubRecommendation {
            recommended_by: rules::recommended_by(&row.coach_name, &row.club_name),
            results: serde_json::from_str(&row.results).unwrap_or_default(),
            id: row.id,
            club_name: row.club_name,
            school_id: row.school_id,
            program_name: row.school_name.unwrap_or_else(|| "A college program".into()),
            athlete_id: row.athlete_id,
            athlete_name: row.athlete_name,
            coach_name: row.coach_name,
            note: row.note,
            projected_level: row.projected_level,
            status: row.status,
            created_at: db::ms_to_rfc3339(row.created_at),
            decided_at: row.decided_at.map(db::ms_to_rfc3339),
        }
    }
}

/// What the athlete (or a linked parent) sees: the conversations about them that exist, and
/// their club coaches' recommendations with the athlete's answer.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct AthleteClubCollege {
    pub conversations: Vec<ConversationAboutMe>,
    pub recommendations: Vec<ClubRecommendation>,
}
