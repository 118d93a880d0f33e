//! The brand as the web app receives it, on the club page and on a recruiting profile.

use serde::Serialize;
use utoipa::ToSchema;

use super::store::BrandRow;

/// A club's name and colours: nothing else of the club.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ClubBrand {
    /// The name on the band.
    pub display_name: String,
    /// `#rrggbb`, under white text (at least 4.5:1).
    pub band_colour: String,
    /// `#rrggbb`, a rule on the white page (at least 3:1 with white).
    pub accent_colour: String,
}

impl From<BrandRow> for ClubBrand {
    fn from(row: BrandRow) -> Self {
        ClubBrand {
            display_name: row.display_name,
            band_colour: row.band_colour,
            accent_colour: row.accent_colour,
        }
    }
}
