//! The saved schools as the wire shows them, to their owner and to a linked parent, and the
//! summary every school list is made of.

use serde::Serialize;
use utoipa::ToSchema;

use super::{
    rules::{self, ProgramType, SchoolSize},
    store::School,
};

#[derive(Serialize, ToSchema, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Squads {
    pub womens: Option<bool>,
    pub mens: Option<bool>,
    pub womens_lightweight: Option<bool>,
    pub mens_lightweight: Option<bool>,
}

#[derive(Serialize, ToSchema, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SchoolSummary {
    pub id: String,
    pub name: String,
    pub city: Option<String>,
    pub state: Option<String>,
    pub division: Option<String>,
    pub conference: Option<String>,
    /// Men, Women, Both, or null when no squad is known.
    #[serde(rename = "type")]
    pub program_type: Option<ProgramType>,
    pub squads: Squads,
    pub enrollment: Option<i64>,
    /// Small (under 5,000 students), Medium (under 15,000) or Large, from the enrollment.
    pub size: Option<SchoolSize>,
    pub founded: Option<i64>,
    pub saved: bool,
}

impl From<School> for SchoolSummary {
    fn from(s: School) -> Self {
        SchoolSummary {
            program_type: rules::program_type(s.womens, s.mens, s.womens_lightweight, s.mens_lightweight),
            size: s.enrollment.map(rules::size),
            id: s.id,
            name: s.name,
            city: s.city,
            state: s.state,
            division: s.division,
            conference: s.conference,
            squads: Squads {
                womens: s.womens,
                mens: s.mens,
                womens_lightweight: s.womens_lightweight,
                mens_lightweight: s.mens_lightweight,
            },
            enrollment: s.enrollment,
            founded: s.founded,
            saved: s.saved,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSchool {
    #[serde(flatten)]
    pub summary: SchoolSummary,
    pub notes: Option<String>,
    pub saved_at: String,
}
