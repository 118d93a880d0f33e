//! `GET /api/plans`: the plan table, as the pricing page shows it; and [`PlanError`] as the API
//! answers it.

use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::rules::{self, AddOn, Discount, Plan, PlanError};
use crate::{http::error::ApiError, AppState};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(plans))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanTable {
    pub plans: &'static [Plan],
    pub add_ons: &'static [AddOn],
    pub discounts: &'static [Discount],
    pub free_trial_days: i64,
    pub source: &'static str,
    /// yyyy-mm-dd of the table's last change.
    pub updated_on: &'static str,
}

/// The table as `GET /api/plans` answers it; `rowrecruit plans` prints the same for the web
/// build, which renders the pricing page ahead of time.
pub fn table() -> PlanTable {
    PlanTable {
        plans: &rules::PLANS,
        add_ons: &rules::ADD_ONS,
        discounts: &rules::DISCOUNTS,
        free_trial_days: rules::FREE_TRIAL_DAYS,
        source: rules::SOURCE,
        updated_on: rules::UPDATED_ON,
    }
}

/// Every plan, add-on and discount; college plans carry the limits the server enforces.
#[utoipa::path(get, path = "/api/plans", tag = "plans", responses((status = 200, body = PlanTable)))]
async fn plans() -> Json<PlanTable> {
    Json(table())
}

impl From<PlanError> for ApiError {
    fn from(error: PlanError) -> Self {
        ApiError::Forbidden {
            code: error.code(),
            message: error.to_string(),
        }
    }
}
