//! `GET /api/billing`, `POST /api/billing/checkout`, `POST /api/billing/portal` and
//! `POST /api/billing/webhook`, and [`BillingError`] as the API answers it.

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::HeaderMap,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    add_ons,
    rules::{self, Billing, BillingError, SubjectKind},
    service::{self, Outcome},
    store::{self, AddOnSource},
};
use crate::{
    audit::store::Actor,
    auth::{
        session::{AdminUser, CurrentUser},
        store::{Role, SessionUser},
    },
    db,
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    plans::{
        self,
        rules::{find, AddOnId, Audience, DiscountId},
    },
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(billing))
        .routes(routes!(checkout))
        .routes(routes!(portal))
        .routes(routes!(webhook))
        .routes(routes!(buy_add_on))
        .routes(routes!(payer_billing))
        .routes(routes!(set_add_on))
        .routes(routes!(set_discount))
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
    /// The add-ons this payer can add to its plan (those with a Stripe price for its billing).
    pub add_on_offers: Vec<AddOnId>,
    /// What the payer holds of each add-on, paid for or set by an operator.
    pub add_ons: Vec<HeldAddOn>,
    /// The discount an operator granted the payer.
    pub discount: Option<GrantedDiscount>,
}

/// An add-on a payer holds.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HeldAddOn {
    pub add_on: AddOnId,
    pub quantity: u32,
    /// Paid for in Stripe, set by an operator, or both.
    pub paid: u32,
    pub granted: u32,
}

/// A discount granted to a payer.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrantedDiscount {
    pub discount: DiscountId,
    pub percent: u32,
    pub name: String,
    pub granted_at: String,
    /// The operator's note (what eligibility was checked).
    pub note: String,
}

async fn held_add_ons(state: &AppState, kind: SubjectKind, subject_id: &str) -> Result<Vec<HeldAddOn>, sqlx::Error> {
    let rows = store::add_ons_of(&state.db.pool, kind, subject_id).await?;
    Ok(AddOnId::ALL
        .iter()
        .filter_map(|&add_on| {
            let count = |source: AddOnSource| {
                rows.iter()
                    .filter(|row| row.add_on == add_on.as_str() && row.source == source.as_str())
                    .map(|row| u32::try_from(row.quantity).unwrap_or(0))
                    .sum::<u32>()
            };
            let (paid, granted) = (count(AddOnSource::Stripe), count(AddOnSource::Operator));
            (paid + granted > 0).then_some(HeldAddOn {
                add_on,
                quantity: paid + granted,
                paid,
                granted,
            })
        })
        .collect())
}

async fn granted_discount(
    state: &AppState,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<Option<GrantedDiscount>, sqlx::Error> {
    let row = store::discount_of(&state.db.pool, kind, subject_id).await?;
    Ok(row.and_then(|row| {
        let id = DiscountId::parse(&row.discount)?;
        let discount = plans::rules::discount(id);
        Some(GrantedDiscount {
            discount: id,
            percent: discount.percent,
            name: discount.name.to_owned(),
            granted_at: db::ms_to_rfc3339(row.granted_at),
            note: row.note,
        })
    }))
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
    // Add-ons go on a paid plan's subscription, billed on its interval.
    let paid_billing = subscription
        .as_ref()
        .filter(|row| rules::holds_plan(&row.status))
        .and_then(|row| Billing::parse(&row.billing));
    let add_on_offers = match (&state.config.stripe, paid_billing) {
        (Some(config), Some(billing)) => plans::rules::ADD_ONS
            .iter()
            .filter(|add_on| add_on.audiences.iter().any(|a| audiences.contains(a)))
            .filter(|add_on| rules::price_of(&config.prices, add_on.id.as_str(), billing).is_some())
            .map(|add_on| add_on.id)
            .collect(),
        _ => Vec::new(),
    };
    let (add_ons, discount) = match &payer {
        Some((kind, id)) => (
            held_add_ons(&state, *kind, id).await?,
            granted_discount(&state, *kind, id).await?,
        ),
        None => (Vec::new(), None),
    };
    Ok(Json(BillingView {
        payments_on: state.config.stripe.is_some(),
        payer: payer.map(|(kind, _)| kind),
        offers,
        add_on_offers,
        add_ons,
        discount,
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

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddOnChoice {
    pub add_on: AddOnId,
    /// How many (people, for parent access); 0 removes the add-on.
    pub quantity: u32,
}

/// How many of an add-on the payer now holds.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddOnQuantity {
    pub add_on: AddOnId,
    pub quantity: u32,
}

/// Adds an add-on to the signed-in person's paid plan, changes how many, or removes it (0): an
/// item of the payer's Stripe subscription, prorated by Stripe.
#[utoipa::path(post, path = "/api/billing/add-ons", tag = "billing", request_body = AddOnChoice,
    responses((status = 200, body = AddOnQuantity),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "coach_unverified"),
        (status = 409, body = ErrorBody,
            description = "payments_off, add_on_audience, add_on_needs_plan, price_missing or no_customer"),
        (status = 422, body = ErrorBody, description = "add_on_quantity"),
        (status = 503, body = ErrorBody, description = "Stripe could not be reached")))]
async fn buy_add_on(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(choice): ApiJson<AddOnChoice>,
) -> ApiResult<Json<AddOnQuantity>> {
    let quantity = add_ons::buy(&state, &user, choice.add_on, choice.quantity).await?;
    Ok(Json(AddOnQuantity {
        add_on: choice.add_on,
        quantity,
    }))
}

/// A payer's add-ons and discount, as the operator console shows them.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PayerBilling {
    pub add_ons: Vec<HeldAddOn>,
    pub discount: Option<GrantedDiscount>,
}

fn operator(admin: &SessionUser) -> Actor<'_> {
    Actor {
        id: &admin.id,
        email: &admin.email,
    }
}

/// A payer's add-ons (paid and granted) and discount.
#[utoipa::path(get, path = "/api/admin/billing/{kind}/{id}", tag = "admin",
    params(("kind" = SubjectKind, Path), ("id" = String, Path)),
    responses((status = 200, body = PayerBilling), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn payer_billing(
    State(state): State<AppState>,
    AdminUser(_admin): AdminUser,
    Path((kind, subject_id)): Path<(SubjectKind, String)>,
) -> ApiResult<Json<PayerBilling>> {
    if add_ons::audience_of_payer(&state, kind, &subject_id).await?.is_none() {
        return Err(BillingError::NoSuchPayer.into());
    }
    Ok(Json(PayerBilling {
        add_ons: held_add_ons(&state, kind, &subject_id).await?,
        discount: granted_discount(&state, kind, &subject_id).await?,
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrantedQuantity {
    /// How many the operator grants beside what is paid for; 0 takes the grant back.
    pub quantity: u32,
}

/// Grants a payer an add-on beside what it pays for (payments off, or a courtesy).
#[utoipa::path(put, path = "/api/admin/billing/{kind}/{id}/add-ons/{addOn}", tag = "admin",
    params(("kind" = SubjectKind, Path), ("id" = String, Path), ("addOn" = AddOnId, Path)),
    request_body = GrantedQuantity,
    responses((status = 200, body = AddOnQuantity), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "add_on_audience"),
        (status = 422, body = ErrorBody, description = "add_on_quantity")))]
async fn set_add_on(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path((kind, subject_id, add_on)): Path<(SubjectKind, String, AddOnId)>,
    ApiJson(choice): ApiJson<GrantedQuantity>,
) -> ApiResult<Json<AddOnQuantity>> {
    let quantity =
        add_ons::set_by_operator(&state, operator(&admin), kind, &subject_id, add_on, choice.quantity).await?;
    Ok(Json(AddOnQuantity { add_on, quantity }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiscountChoice {
    /// A discount id of `GET /api/plans`, or null to withdraw the payer's discount.
    pub discount: Option<DiscountId>,
    /// What eligibility was checked (a letter, an address), up to 500 characters.
    #[serde(default)]
    pub note: String,
}

/// Grants a payer a discount once eligibility is checked, or withdraws it; with payments on, an
/// open subscription gets the coupon from its next invoice.
#[utoipa::path(put, path = "/api/admin/billing/{kind}/{id}/discount", tag = "admin",
    params(("kind" = SubjectKind, Path), ("id" = String, Path)),
    request_body = DiscountChoice,
    responses((status = 200, body = PayerBilling), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "discount_audience or coupon_missing"),
        (status = 422, body = ErrorBody, description = "note too long"),
        (status = 503, body = ErrorBody, description = "Stripe could not be reached")))]
async fn set_discount(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path((kind, subject_id)): Path<(SubjectKind, String)>,
    ApiJson(choice): ApiJson<DiscountChoice>,
) -> ApiResult<Json<PayerBilling>> {
    if choice.note.chars().count() > 500 {
        return Err(ApiError::Validation {
            message: "The note is too long.".into(),
            fields: [("note".to_owned(), "Keep the note under 500 characters.".to_owned())].into(),
        });
    }
    add_ons::grant_discount(
        &state,
        operator(&admin),
        kind,
        &subject_id,
        choice.discount,
        &choice.note,
    )
    .await?;
    Ok(Json(PayerBilling {
        add_ons: held_add_ons(&state, kind, &subject_id).await?,
        discount: granted_discount(&state, kind, &subject_id).await?,
    }))
}

impl From<BillingError> for ApiError {
    fn from(error: BillingError) -> Self {
        let (code, message) = (error.code(), error.to_string());
        match error {
            BillingError::CoachUnverified => ApiError::Forbidden { code, message },
            BillingError::NoSuchPayer | BillingError::NoSuchAddOn | BillingError::NoSuchDiscount => {
                ApiError::NotFound(message)
            }
            BillingError::TooMany { .. } => ApiError::Validation {
                fields: [("quantity".to_owned(), message.clone())].into(),
                message,
            },
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
