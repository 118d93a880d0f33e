//! What a payer holds of the add-ons (`plans::rules::ADD_ONS`): read by the features they unlock,
//! bought as items of the payer's Stripe subscription, or set by an operator.

use serde_json::json;
use sqlx::{Any, Executor};

use super::{
    rules::{self, Billing, BillingError, SubjectKind},
    service,
    store::{self, AddOnSource, DiscountRow},
    stripe,
};
use crate::{
    audit::store::{self as audit, Actor, AuditAction},
    auth::store::{self as users, Role, SessionUser},
    club,
    config::StripeConfig,
    db,
    http::error::ApiError,
    plans::{
        self,
        rules::{self as rules_of_plans, AddOnId, Audience, DiscountId},
    },
    schools::store as schools,
    AppState,
};

/// How many of `add_on` the payer holds (people, for parent access; 0 or 1 otherwise).
pub async fn quantity<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
    add_on: AddOnId,
) -> Result<u32, sqlx::Error> {
    let held = store::add_on_quantity(executor, kind, subject_id, add_on.as_str()).await?;
    Ok(u32::try_from(held.max(0)).unwrap_or(u32::MAX))
}

/// Whether the payer holds `add_on`.
pub async fn holds<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    kind: SubjectKind,
    subject_id: &str,
    add_on: AddOnId,
) -> Result<bool, sqlx::Error> {
    Ok(quantity(executor, kind, subject_id, add_on).await? > 0)
}

/// Whose plans a payer has: an athlete's rower plans, a parent's family plans, a club's or a
/// program's; `None` when there is no such account, club or program.
pub async fn audience_of_payer(
    state: &AppState,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<Option<Audience>, sqlx::Error> {
    Ok(match kind {
        SubjectKind::Account => users::find_user_by_id(&state.db.pool, subject_id)
            .await?
            .and_then(|user| plans::rules::audience_of(user.role)),
        SubjectKind::Club => club::store::find_club(&state.db.pool, subject_id)
            .await?
            .map(|_| Audience::Club),
        SubjectKind::Program => schools::exists(&state.db, subject_id)
            .await?
            .then_some(Audience::College),
    })
}

/// The coupon of the payer's granted discount, for Checkout; refused when a discount is granted
/// but its coupon is not configured, so nobody pays full price by mistake.
pub async fn coupon_of(
    state: &AppState,
    config: &StripeConfig,
    kind: SubjectKind,
    subject_id: &str,
) -> Result<Option<String>, ApiError> {
    let Some(granted) = store::discount_of(&state.db.pool, kind, subject_id).await? else {
        return Ok(None);
    };
    let Some(discount) = DiscountId::parse(&granted.discount) else {
        return Ok(None);
    };
    Ok(Some(coupon_for(config, discount)?.to_owned()))
}

fn coupon_for(config: &StripeConfig, discount: DiscountId) -> Result<&str, BillingError> {
    config
        .coupons
        .iter()
        .find(|(id, _)| id == discount.as_str())
        .map(|(_, coupon)| coupon.as_str())
        .ok_or(BillingError::NoCoupon {
            name: rules_of_plans::discount(discount).name,
        })
}

/// The payer a signed-in person buys add-ons for, and the audience of its plans.
async fn payer_of(state: &AppState, user: &SessionUser) -> Result<(SubjectKind, String, Audience), ApiError> {
    let facts = service::payer_facts(state, user).await?;
    if user.role == Role::Coach && !facts.coach_verified {
        return Err(BillingError::CoachUnverified.into());
    }
    let (kind, subject_id) = rules::subject_of(&facts.payer(user)).ok_or(BillingError::NoCustomer)?;
    let audience = audience_of_payer(state, kind, &subject_id)
        .await?
        .ok_or(BillingError::NoSuchPayer)?;
    Ok((kind, subject_id, audience))
}

/// Sets how many of `add_on` the signed-in person's payer buys: an item of its paid
/// subscription, added, changed or removed (0) in Stripe, then applied as Stripe now has it.
pub async fn buy(state: &AppState, user: &SessionUser, add_on: AddOnId, quantity: u32) -> Result<u32, ApiError> {
    let config = service::payments(state)?;
    let (kind, subject_id, audience) = payer_of(state, user).await?;
    let sold = rules_of_plans::add_on(add_on);
    rules::check_add_on(sold, audience, quantity)?;
    let subscription = store::open_subscription(&state.db.pool, kind, &subject_id)
        .await?
        .filter(|row| rules::holds_plan(&row.status))
        .ok_or(BillingError::AddOnNeedsPlan)?;
    let billing = Billing::parse(&subscription.billing).unwrap_or(Billing::Monthly);
    let price_id = rules::price_of(&config.prices, add_on.as_str(), billing).ok_or(BillingError::NoPrice {
        billing: match billing {
            Billing::Monthly => "monthly",
            Billing::Annual => "annually",
        },
    })?;
    let current = stripe::subscription(config, &subscription.id).await?;
    let current = rules::subscription_state(&current).ok_or(BillingError::BadEvent)?;
    match current.items.iter().find(|item| item.price_id == price_id) {
        Some(item) if quantity == 0 => stripe::remove_item(config, &item.id).await?,
        Some(item) if item.quantity != quantity => stripe::set_item_quantity(config, &item.id, quantity).await?,
        Some(_) => {}
        None if quantity > 0 => stripe::add_subscription_item(config, &subscription.id, price_id, quantity).await?,
        None => {}
    }
    // Stripe's copy as it is now, applied at once; its webhook follows and changes nothing more.
    let now_s = db::now_ms() / 1000;
    let updated = stripe::subscription(config, &subscription.id).await?;
    let updated = rules::subscription_state(&updated).ok_or(BillingError::BadEvent)?;
    let mut tx = state.db.begin_write().await?;
    service::apply(&mut tx, config, "add-on", now_s, &updated).await?;
    tx.commit().await?;
    Ok(self::quantity(&state.db.pool, kind, &subject_id, add_on).await?)
}

/// An operator sets how many of `add_on` a payer holds beside what it pays for (payments off,
/// or a courtesy), written to the audit log.
pub async fn set_by_operator(
    state: &AppState,
    admin: Actor<'_>,
    kind: SubjectKind,
    subject_id: &str,
    add_on: AddOnId,
    quantity: u32,
) -> Result<u32, ApiError> {
    let audience = audience_of_payer(state, kind, subject_id)
        .await?
        .ok_or(BillingError::NoSuchPayer)?;
    rules::check_add_on(rules_of_plans::add_on(add_on), audience, quantity)?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    store::set_add_on(
        &mut tx,
        kind,
        subject_id,
        add_on.as_str(),
        AddOnSource::Operator,
        i64::from(quantity),
        now,
    )
    .await?;
    let details = json!({"subject": kind.as_str(), "addOn": add_on.as_str(), "quantity": quantity});
    audit::record(&mut *tx, admin, AuditAction::AddOnSet, Some(subject_id), details).await?;
    tx.commit().await?;
    Ok(self::quantity(&state.db.pool, kind, subject_id, add_on).await?)
}

/// An operator grants a payer a discount after checking eligibility (or withdraws it with
/// `None`). With payments on, an open subscription gets the coupon from its next invoice.
pub async fn grant_discount(
    state: &AppState,
    admin: Actor<'_>,
    kind: SubjectKind,
    subject_id: &str,
    discount: Option<DiscountId>,
    note: &str,
) -> Result<(), ApiError> {
    let audience = audience_of_payer(state, kind, subject_id)
        .await?
        .ok_or(BillingError::NoSuchPayer)?;
    if let Some(discount) = discount {
        rules::check_discount(rules_of_plans::discount(discount), audience)?;
    }
    if let Some(config) = &state.config.stripe {
        let coupon = discount.map(|d| coupon_for(config, d)).transpose()?;
        if let Some(subscription) = store::open_subscription(&state.db.pool, kind, subject_id).await? {
            stripe::set_subscription_coupon(config, &subscription.id, coupon).await?;
        }
    }
    let granted = discount.map(|discount| DiscountRow {
        discount: discount.as_str().to_owned(),
        note: note.trim().to_owned(),
        granted_by: admin.id.to_owned(),
        granted_at: db::now_ms(),
    });
    let mut tx = state.db.begin_write().await?;
    store::set_discount(&mut tx, kind, subject_id, granted.as_ref()).await?;
    let details = json!({"subject": kind.as_str(), "discount": discount.map(DiscountId::as_str), "note": note.trim()});
    audit::record(&mut *tx, admin, AuditAction::DiscountSet, Some(subject_id), details).await?;
    tx.commit().await?;
    Ok(())
}
