//! The site's public figures (`GET /api/stats`), which the landing page shows once loaded.

use axum::{extract::State, Json};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{rules::Figures, service};
use crate::{
    http::error::{ApiResult, ErrorBody},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(site_figures))
}

/// Counts from the database, each rounded down to two significant figures (1,234 is 1,200,
/// shown "1,200+"), and null while below the threshold worth showing.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SiteFigures {
    /// Athletes with a profile; null under 100.
    pub athletes: Option<i64>,
    /// College rowing programs in the database; null under 50.
    pub programs: Option<i64>,
    /// Commitments athletes recorded (verbal or signed); null under 10.
    pub commitments: Option<i64>,
}

impl From<Figures> for SiteFigures {
    fn from(figures: Figures) -> Self {
        SiteFigures {
            athletes: figures.athletes,
            programs: figures.programs,
            commitments: figures.commitments,
        }
    }
}

/// The landing page's figures, public. Counted at most once a minute per instance.
#[utoipa::path(get, path = "/api/stats", tag = "site",
    responses((status = 200, body = SiteFigures), (status = 503, body = ErrorBody)))]
async fn site_figures(State(state): State<AppState>) -> ApiResult<Json<SiteFigures>> {
    let figures = service::figures(&state.db, &state.figures).await?;
    Ok(Json(figures.into()))
}
