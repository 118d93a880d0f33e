//! The wire types another domain sends too: the programs that have an athlete's questionnaire,
//! which a linked parent reads in the parent portal.

use serde::Serialize;
use utoipa::ToSchema;

/// A program that has the athlete's questionnaire.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SentQuestionnaire {
    pub school_id: String,
    pub school_name: String,
    /// When last sent (RFC 3339).
    pub submitted_at: String,
}

#[derive(Serialize, ToSchema, Debug)]
pub struct SentQuestionnaires {
    /// The latest first.
    pub questionnaires: Vec<SentQuestionnaire>,
}
