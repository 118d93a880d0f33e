//! Paying for a plan: Checkout, the Customer Portal, and Stripe's webhook events applied once and
//! in order to the payer's plan.

use serde_json::{json, Value};
use sqlx::AnyConnection;

use super::{
    rules::{self, Billing, BillingError, Payer, SubjectKind, SubscriptionState},
    store::{self, AddOnSource, SubscriptionRow},
    stripe,
};
use crate::{
    audit::store::{self as audit, Actor, AuditAction},
    auth::store::{operator as accounts, CoachStatus, Role, SessionUser},
    club,
    config::StripeConfig,
    db,
    http::error::ApiError,
    plans::{
        self,
        rules::{AddOnId, Audience, StoredPlan},
    },
    workspace, AppState,
};

/// Stripe's settings, or `payments_off` when the site has none.
pub fn payments(state: &AppState) -> Result<&StripeConfig, BillingError> {
    state.config.stripe.as_ref().ok_or(BillingError::PaymentsOff)
}

/// What decides whom a person pays for: their role, and a coach's verification, club and program.
pub struct PayerFacts {
    pub coach_verified: bool,
    pub club_id: Option<String>,
    pub program_id: Option<String>,
}

impl PayerFacts {
    pub fn payer<'a>(&'a self, user: &'a SessionUser) -> Payer<'a> {
        Payer {
            user_id: &user.id,
            role: user.role,
            coach_verified: self.coach_verified,
            club_id: self.club_id.as_deref(),
            program_id: self.program_id.as_deref(),
        }
    }
}

pub async fn payer_facts(state: &AppState, user: &SessionUser) -> Result<PayerFacts, sqlx::Error> {
    if user.role != Role::Coach {
        return Ok(PayerFacts {
            coach_verified: false,
            club_id: None,
            program_id: None,
        });
    }
    let verification = accounts::coach_verification(&state.db, &user.id).await?;
    let club_id = club::store::club_of_coach(&state.db, &user.id)
        .await?
        .map(|(club, _)| club.id);
    let program_id = workspace::store::program_of(&state.db, &user.id)
        .await?
        .map(|program| program.school_id);
    Ok(PayerFacts {
        coach_verified: verification.status == CoachStatus::Verified,
        club_id,
        program_id,
    })
}

/// The page a payer returns to from Stripe: Settings for a person's own plan, the club page or
/// the coach page for a club's or a program's.
pub fn return_path(kind: SubjectKind) -> &'static str {
    match kind {
        SubjectKind::Account => "/settings",
        SubjectKind::Club => "/club",
        SubjectKind::Program => "/coach",
    }
}

fn page_url(state: &AppState, kind: SubjectKind, query: Option<&str>) -> String {
    let mut url = state.config.public_url.clone();
    url.set_path(return_path(kind));
    url.set_query(query);
    url.to_string()
}

/// Starts paying for `plan_id`: the payer's Stripe customer (created the first time), then a
/// Checkout Session; returns the hosted payment page's URL.
pub async fn checkout(
    state: &AppState,
    user: &SessionUser,
    plan_id: &str,
    billing: Billing,
) -> Result<String, ApiError> {
    let config = payments(state)?;
    let plan = plans::rules::find(plan_id).ok_or(BillingError::NoSuchPlan)?;
    let facts = payer_facts(state, user).await?;
    let (kind, subject_id) = rules::subject_for(plan, &facts.payer(user))?;
    let price_id = rules::price_of(&config.prices, plan.id, billing).ok_or(BillingError::NoPrice {
        billing: match billing {
            Billing::Monthly => "monthly",
            Billing::Annual => "annually",
        },
    })?;
    if store::has_open_subscription(&state.db.pool, kind, &subject_id).await? {
        return Err(BillingError::AlreadySubscribed.into());
    }
    let coupon = super::add_ons::coupon_of(state, config, kind, &subject_id).await?;
    let customer = customer_for(state, config, user, kind, &subject_id).await?;
    let success_url = page_url(state, kind, Some("checkout=success"));
    let cancel_url = page_url(state, kind, Some("checkout=cancelled"));
    let checkout = stripe::Checkout {
        customer: &customer,
        price_id,
        success_url: &success_url,
        cancel_url: &cancel_url,
        subject_kind: kind.as_str(),
        subject_id: &subject_id,
        plan: plan.id,
        billing: billing.as_str(),
        coupon: coupon.as_deref(),
    };
    Ok(stripe::create_checkout_session(config, &checkout).await?)
}

/// The payer's Stripe customer, created at the first checkout.
async fn customer_for(
    state: &AppState,
    config: &StripeConfig,
    user: &SessionUser,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<String, ApiError> {
    if let Some(customer) = store::customer_of(&state.db.pool, kind, subject_id).await? {
        return Ok(customer);
    }
    let created = stripe::create_customer(config, &user.email, kind.as_str(), subject_id).await?;
    let mut tx = state.db.begin_write().await?;
    let added = store::add_customer(&mut tx, &created, kind, subject_id, db::now_ms()).await?;
    let customer = if added {
        created
    } else {
        // Another request created one first: use that one, so the payer has a single customer.
        store::customer_of(&mut *tx, kind, subject_id)
            .await?
            .ok_or(BillingError::NoCustomer)?
    };
    tx.commit().await?;
    Ok(customer)
}

/// A Customer Portal session for the signed-in person's payer: change the plan, update the card,
/// cancel.
pub async fn portal(state: &AppState, user: &SessionUser) -> Result<String, ApiError> {
    let config = payments(state)?;
    let facts = payer_facts(state, user).await?;
    let (kind, subject_id) = rules::subject_of(&facts.payer(user)).ok_or(BillingError::NoCustomer)?;
    let customer = store::customer_of(&state.db.pool, kind, &subject_id)
        .await?
        .ok_or(BillingError::NoCustomer)?;
    let return_url = page_url(state, kind, None);
    Ok(stripe::create_portal_session(config, &customer, &return_url).await?)
}

/// What became of a webhook event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Applied,
    /// Its id was applied before.
    Duplicate,
    /// Older than the last event applied to its subscription.
    OutOfOrder,
    /// Not an event that changes a plan, or about a customer this site does not know.
    Ignored,
}

/// Applies a webhook delivery once its signature is Stripe's.
pub async fn webhook(state: &AppState, signature: Option<&str>, body: &[u8]) -> Result<Outcome, ApiError> {
    let config = payments(state)?;
    let signature = signature.ok_or(BillingError::BadSignature)?;
    rules::verify_signature(signature, body, config.webhook_secret.expose(), db::now_ms() / 1000)?;
    let event: Value = serde_json::from_slice(body).map_err(|_| BillingError::BadEvent)?;
    let (Some(event_id), Some(event_type), Some(created)) =
        (event["id"].as_str(), event["type"].as_str(), event["created"].as_i64())
    else {
        return Err(BillingError::BadEvent.into());
    };
    let object = &event["data"]["object"];
    let subscription = match event_type {
        "checkout.session.completed" => {
            let id = match &object["subscription"] {
                Value::String(id) => Some(id.clone()),
                other => other["id"].as_str().map(str::to_owned),
            };
            match id {
                // The session names the subscription; Stripe's copy is read as it is now.
                Some(id) => Some(stripe::subscription(config, &id).await?),
                None => None,
            }
        }
        "customer.subscription.created" | "customer.subscription.updated" | "customer.subscription.deleted" => {
            Some(object.clone())
        }
        _ => None,
    };
    let state_now = subscription.as_ref().and_then(rules::subscription_state);
    let mut tx = state.db.begin_write().await?;
    if !store::claim_event(&mut tx, event_id, event_type, created, db::now_ms()).await? {
        return Ok(Outcome::Duplicate);
    }
    let outcome = match state_now {
        Some(mut subscription) => {
            if event_type == "customer.subscription.deleted" {
                subscription.status = "canceled".into();
            }
            apply(&mut tx, config, event_id, created, &subscription).await?
        }
        None => Outcome::Ignored,
    };
    tx.commit().await?;
    if outcome != Outcome::Applied {
        tracing::info!(
            event = event_id,
            kind = event_type,
            ?outcome,
            "payment event not applied"
        );
    }
    Ok(outcome)
}

/// Records the subscription's state and sets or removes the payer's plan.
pub(super) async fn apply(
    conn: &mut AnyConnection,
    config: &StripeConfig,
    event_id: &str,
    created: i64,
    subscription: &SubscriptionState,
) -> Result<Outcome, sqlx::Error> {
    let Some((kind, subject_id)) = store::subject_of_customer(conn, &subscription.customer).await? else {
        return Ok(Outcome::Ignored);
    };
    let known = store::subscription(conn, &subscription.id).await?;
    if !rules::is_current(known.as_ref().map(|row| row.last_event_at), created) {
        return Ok(Outcome::OutOfOrder);
    }
    // The price names the plan (a plan changed in the portal changes the price); a price this
    // site does not sell keeps the plan last known.
    let priced = rules::plan_of_items(&config.prices, &subscription.items)
        .filter(|(plan, _)| audience_matches(kind, plan.audience))
        .map(|(plan, billing)| (plan.id.to_owned(), billing.as_str().to_owned()));
    let Some((plan, billing)) = priced.or_else(|| known.as_ref().map(|row| (row.plan.clone(), row.billing.clone())))
    else {
        return Ok(Outcome::Ignored);
    };
    let now = db::now_ms();
    let row = SubscriptionRow {
        id: subscription.id.clone(),
        customer_id: subscription.customer.clone(),
        subject_kind: kind.as_str().to_owned(),
        subject_id: subject_id.clone(),
        plan: plan.clone(),
        billing,
        status: subscription.status.clone(),
        current_period_end: subscription.current_period_end,
        cancel_at_period_end: i64::from(subscription.cancel_at_period_end),
        last_event_at: created,
        updated_at: now,
    };
    store::save_subscription(conn, &row).await?;
    let new_plan = if rules::holds_plan(&subscription.status) {
        Some(Some(plan.as_str()))
    } else if rules::is_over(&subscription.status)
        && !store::has_open_subscription(&mut *conn, kind, &subject_id).await?
    {
        Some(None)
    } else {
        // Stripe is retrying a payment, or the first one is not through yet: nothing changes.
        None
    };
    if let Some(new_plan) = new_plan {
        set_plan(conn, kind, &subject_id, new_plan, now).await?;
        // The add-ons are the subscription's further items, held while its plan is.
        let held = match new_plan {
            Some(_) => rules::add_ons_of_items(&config.prices, &subscription.items),
            None => AddOnId::ALL.iter().map(|&add_on| (add_on, 0)).collect(),
        };
        for (add_on, quantity) in held {
            store::set_add_on(
                conn,
                kind,
                &subject_id,
                add_on.as_str(),
                AddOnSource::Stripe,
                i64::from(quantity),
                now,
            )
            .await?;
        }
        let details = json!({"subject": kind.as_str(), "plan": new_plan, "subscription": subscription.id,
                             "status": subscription.status, "event": event_id});
        audit::record(
            &mut *conn,
            Actor::PAYMENTS,
            AuditAction::PaymentPlanSet,
            Some(&subject_id),
            details,
        )
        .await?;
    }
    Ok(Outcome::Applied)
}

fn audience_matches(kind: SubjectKind, audience: Audience) -> bool {
    match kind {
        SubjectKind::Account => matches!(audience, Audience::Rower | Audience::Family),
        SubjectKind::Club => audience == Audience::Club,
        SubjectKind::Program => audience == Audience::College,
    }
}

/// Sets the payer's plan through the table's owner; `None` returns it to the free level (an
/// account without a plan; a club or program as when its trial has ended), its data untouched.
async fn set_plan(
    conn: &mut AnyConnection,
    kind: SubjectKind,
    subject_id: &str,
    plan: Option<&str>,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    let stored = match plan {
        Some(id) => StoredPlan::Plan(id.to_owned()),
        None => StoredPlan::Trial { ends_at: now_ms },
    };
    match kind {
        SubjectKind::Account => plans::store::set_paid_account_plan(conn, subject_id, plan, now_ms).await,
        SubjectKind::Club => club::store::set_plan(conn, subject_id, &stored, Actor::PAYMENTS.id, now_ms)
            .await
            .map(|_| ()),
        SubjectKind::Program => plans::store::set(conn, subject_id, &stored, Actor::PAYMENTS.id, now_ms).await,
    }
}

/// The payer's subscription as the plan section shows it.
pub async fn subscription_of(
    state: &AppState,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<Option<SubscriptionRow>, sqlx::Error> {
    store::latest_of_subject(&state.db.pool, kind, subject_id).await
}

/// Stops an account's payments before it is erased: its open subscriptions are cancelled in
/// Stripe at once, so nobody pays for an account that no longer exists.
pub async fn cancel_for_erasure(state: &AppState, user_id: &str) -> Result<(), ApiError> {
    let Some(config) = &state.config.stripe else {
        return Ok(());
    };
    while let Some(open) = store::open_subscription(&state.db.pool, SubjectKind::Account, user_id).await? {
        stripe::cancel_subscription(config, &open.id).await?;
        // Recorded as Stripe now has it, so the loop ends even before the webhook arrives.
        let mut tx = state.db.begin_write().await?;
        let mut row = open;
        row.status = "canceled".into();
        row.updated_at = db::now_ms();
        store::save_subscription(&mut tx, &row).await?;
        tx.commit().await?;
    }
    Ok(())
}
