//! `GET /api/billing`, `POST /api/billing/checkout`, `POST /api/billing/portal` and
//! `POST /api/billing/webhook`, and [`BillingError`] as the API answers it.

use axum::{body::Bytes, extract::State, http::HeaderMap, Json};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, Billing, BillingError, SubjectKind},
    service::{self, Outcome},
};
use crate::{
    auth::{session::CurrentUser, store::Role},
    db,
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    plans::rules::{find, Audience},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(billing))
        .routes(routes!(checkout))
        .routes(routes!(portal))
        .routes(routes!(webhook))
}

/// A plan and billing period that can be bought.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Offer {
    pub plan: String,
    pub billing: Billing,
}

/// A paid subscription as Stripe last told it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionView {
    pub plan: String,
    pub plan_name: String,
    pub billing: String,
    /// Stripe's status: active, trialing, past_due, canceled, …
    pub status: String,
    /// The plan is paid for now (active or trialing).
    pub in_force: bool,
    /// When the period paid for ends: the plan renews then, or ends then when cancelled.
    pub current_period_end: Option<String>,
    /// Cancelled in the portal: the plan stays until `currentPeriodEnd`, then ends.
    pub cancel_at_period_end: bool,
}

/// Whether payments are on, who the signed-in person pays for, and their subscription.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BillingView {
    pub payments_on: bool,
    /// The account itself (athletes and parents), the coach's club or program; null for an
    /// operator or a coach with neither.
    pub payer: Option<SubjectKind>,
    /// What this payer can buy: the plans of its audience that have a Stripe price.
    pub offers: Vec<Offer>,
    /// The newest subscription, null before the first payment.
    pub subscription: Option<SubscriptionView>,
}

/// The signed-in person's billing: payments on or off, the offers, and the subscription.
#[utoipa::path(get, path = "/api/billing", tag = "billing",
    responses((status = 200, body = BillingView), (status = 401, body = ErrorBody)))]
async fn billing(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Json<BillingView>> {
    let facts = service::payer_facts(&state, &user).await?;
    let payer = rules::subject_of(&facts.payer(&user));
    // Only what a checkout would accept: a coach pays for the club's or program's plan once verified.
    let audiences: &[Audience] = match (payer.as_ref().map(|(kind, _)| *kind), user.role) {
        (Some(SubjectKind::Account), Role::Student) => &[Audience::Rower],
        (Some(SubjectKind::Account), _) => &[Audience::Family],
        (_, Role::Coach) if !facts.coach_verified => &[],
        (Some(SubjectKind::Club), _) => &[Audience::Club],
        (Some(SubjectKind::Program), _) => &[Audience::College],
        (None, _) => &[],
    };
    let offers = match &state.config.stripe {
        Some(config) => config
            .prices
            .iter()
            .filter(|price| find(&price.plan).is_some_and(|plan| audiences.contains(&plan.audience)))
            .filter_map(|price| {
                Billing::parse(&price.billing).map(|billing| Offer {
                    plan: price.plan.clone(),
                    billing,
                })
            })
            .collect(),
        None => Vec::new(),
    };
    let subscription = match &payer {
        Some((kind, id)) => service::subscription_of(&state, *kind, id).await?,
        None => None,
    };
    Ok(Json(BillingView {
        payments_on: state.config.stripe.is_some(),
        payer: payer.map(|(kind, _)| kind),
        offers,
        subscription: subscription.map(|row| SubscriptionView {
            plan_name: find(&row.plan).map_or(row.plan.clone(), |plan| plan.name.to_owned()),
            in_force: rules::holds_plan(&row.status),
            current_period_end: row.current_period_end.map(|s| db::ms_to_rfc3339(s * 1000)),
            cancel_at_period_end: row.cancel_at_period_end != 0,
            plan: row.plan,
            billing: row.billing,
            status: row.status,
        }),
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckoutChoice {
    /// A plan id of `GET /api/plans`.
    pub plan: String,
    pub billing: Billing,
}

/// Where the browser goes next: Stripe's hosted page.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Redirect {
    pub url: String,
}

/// Starts paying for a plan: an athlete's rower plan, a parent's family plan, a verified club
/// coach's club plan or a verified college coach's program plan. Answers Stripe Checkout's URL.
#[utoipa::path(post, path = "/api/billing/checkout", tag = "billing", request_body = CheckoutChoice,
    responses((status = 200, body = Redirect),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "coach_unverified"),
        (status = 409, body = ErrorBody,
            description = "payments_off, plan_audience, no_such_plan, no_club, no_program, price_missing or already_subscribed"),
        (status = 503, body = ErrorBody, description = "Stripe could not be reached")))]
async fn checkout(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(choice): ApiJson<CheckoutChoice>,
) -> ApiResult<Json<Redirect>> {
    let url = service::checkout(&state, &user, choice.plan.trim(), choice.billing).await?;
    Ok(Json(Redirect { url }))
}

/// Opens Stripe's Customer Portal for the signed-in person's payer: change the plan, update the
/// card, cancel at any time.
#[utoipa::path(post, path = "/api/billing/portal", tag = "billing",
    responses((status = 200, body = Redirect),
        (status = 401, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "payments_off or no_customer"),
        (status = 503, body = ErrorBody, description = "Stripe could not be reached")))]
async fn portal(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Json<Redirect>> {
    Ok(Json(Redirect {
        url: service::portal(&state, &user).await?,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookReceipt {
    pub received: bool,
    /// applied, duplicate, out_of_order or ignored.
    pub outcome: &'static str,
}

/// Stripe's webhook: the raw body signed in the `Stripe-Signature` header (no session, no CSRF
/// token). Handles `checkout.session.completed` and `customer.subscription.created`, `.updated`
/// and `.deleted`, each event once and in order.
#[utoipa::path(post, path = "/api/billing/webhook", tag = "billing", request_body(content = String, content_type = "application/json"),
    responses((status = 200, body = WebhookReceipt),
        (status = 400, body = ErrorBody, description = "bad_signature, stale_signature or bad_event"),
        (status = 409, body = ErrorBody, description = "payments_off")))]
async fn webhook(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> ApiResult<Json<WebhookReceipt>> {
    let signature = headers.get("stripe-signature").and_then(|v| v.to_str().ok());
    let outcome = service::webhook(&state, signature, &body).await?;
    Ok(Json(WebhookReceipt {
        received: true,
        outcome: match outcome {
            Outcome::Applied => "applied",
            Outcome::Duplicate => "duplicate",
            Outcome::OutOfOrder => "out_of_order",
            Outcome::Ignored => "ignored",
        },
    }))
}

impl From<BillingError> for ApiError {
    fn from(error: BillingError) -> Self {
        let (code, message) = (error.code(), error.to_string());
        match error {
            BillingError::CoachUnverified => ApiError::Forbidden { code, message },
            BillingError::BadSignature | BillingError::StaleSignature | BillingError::BadEvent => {
                ApiError::BadRequest { code, message }
            }
            BillingError::Provider(detail) => {
                tracing::warn!(%detail, "payment provider call failed");
                ApiError::Unavailable
            }
            _ => ApiError::Conflict { code, message },
        }
    }
}
