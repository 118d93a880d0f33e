//! `GET /api/plans`: the plan table, as the pricing page shows it; and [`PlanError`] as the API
//! answers it.

use axum::{extract::State, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, AddOn, Audience, Discount, Plan, PlanError, RowerLimits},
    service, store,
};
use crate::{
    auth::{session::CurrentUser, store::Role},
    db,
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(plans))
        .routes(routes!(account_plan))
        .routes(routes!(start_trial))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanTable {
    pub plans: &'static [Plan],
    pub add_ons: &'static [AddOn],
    pub discounts: &'static [Discount],
    /// What every athlete has without a plan.
    pub free_rower_level: RowerLimits,
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
        free_rower_level: rules::ROWER_FREE,
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

/// A plan as an account holds it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanName {
    pub id: &'static str,
    pub name: &'static str,
    pub audience: Audience,
}

/// The signed-in person's own plan, and what it allows.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountPlanView {
    /// The pricing tab of the plans this account may hold itself; null for coaches (their club's
    /// or program's plan) and operators.
    pub audience: Option<Audience>,
    /// The plan in force; null at the free level.
    pub plan: Option<PlanName>,
    /// While the plan is a free trial: its end.
    pub trial_ends_at: Option<String>,
    /// The account has had its one free trial.
    pub had_trial: bool,
    /// Athletes only: what their level allows (their plan's, or a following parent's family plan's).
    pub level: Option<RowerLimits>,
}

async fn account_plan_view(state: &AppState, user_id: &str, role: Role) -> Result<AccountPlanView, ApiError> {
    let now = db::now_ms();
    let stored = store::of_account(&state.db.pool, user_id).await?;
    let plan = rules::account_plan_in_force(stored.plan.as_ref(), now);
    Ok(AccountPlanView {
        audience: rules::audience_of(role),
        plan: plan.map(|plan| PlanName {
            id: plan.id,
            name: plan.name,
            audience: plan.audience,
        }),
        trial_ends_at: stored
            .plan
            .filter(|_| plan.is_some())
            .and_then(|stored| stored.trial_ends_at)
            .map(db::ms_to_rfc3339),
        had_trial: stored.had_trial,
        level: match role {
            Role::Student => Some(service::rower_level(&state.db, user_id, now).await?),
            _ => None,
        },
    })
}

/// The signed-in person's own plan: a rower's or a parent's, with a trial's end.
#[utoipa::path(get, path = "/api/account/plan", tag = "plans",
    responses((status = 200, body = AccountPlanView), (status = 401, body = ErrorBody)))]
async fn account_plan(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Json<AccountPlanView>> {
    Ok(Json(account_plan_view(&state, &user.id, user.role).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrialChoice {
    /// A rower plan's id for an athlete, a family plan's for a parent.
    pub plan: String,
}

/// Starts the account's 14-day free trial of a plan, no card needed; once per account.
#[utoipa::path(post, path = "/api/account/plan/trial", tag = "plans", request_body = TrialChoice,
    responses((status = 201, body = AccountPlanView),
        (status = 401, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "plan_audience, plan_exists or trial_used")))]
async fn start_trial(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(choice): ApiJson<TrialChoice>,
) -> ApiResult<(StatusCode, Json<AccountPlanView>)> {
    service::start_trial(&state, &user.id, user.role, choice.plan.trim()).await?;
    Ok((
        StatusCode::CREATED,
        Json(account_plan_view(&state, &user.id, user.role).await?),
    ))
}

impl From<PlanError> for ApiError {
    fn from(error: PlanError) -> Self {
        let (code, message) = (error.code(), error.to_string());
        match error {
            PlanError::NotYourPlan | PlanError::AlreadyOnPlan | PlanError::TrialUsed => {
                ApiError::Conflict { code, message }
            }
            _ => ApiError::Forbidden { code, message },
        }
    }
}
