//! Who pays for a plan, at which Stripe price, whether a webhook is Stripe's, and what a
//! subscription's state means for the plan. No HTTP, no SQL.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::{
    auth::store::Role,
    config::StripePrice,
    plans::rules::{self as plans, AddOn, AddOnId, Audience, Discount, Plan},
};

crate::text_enum! {
    /// Who a subscription pays for: an account's own plan (rower or family), a club's, or a
    /// college program's (by school id).
    pub enum SubjectKind {
        Account = "account",
        Club = "club",
        Program = "program",
    }
}

crate::text_enum! {
    /// How often a plan is billed, as the pricing page's toggle offers it.
    pub enum Billing {
        Monthly = "monthly",
        Annual = "annual",
    }
}

/// Stripe refuses a webhook signed longer ago than this, and so do we: a replay is refused.
pub const SIGNATURE_TOLERANCE_SECONDS: i64 = 300;

/// What the server knows of the person asking to pay.
#[derive(Debug, Clone)]
pub struct Payer<'a> {
    pub user_id: &'a str,
    pub role: Role,
    pub coach_verified: bool,
    /// The coach's club team, if they have one.
    pub club_id: Option<&'a str>,
    /// The school id of the program the coach recruits for, if they named one.
    pub program_id: Option<&'a str>,
}

/// Who pays for `plan` when this person buys it: an athlete for a rower plan, a parent for a
/// family plan, a verified club coach for their club's, a verified college coach for their
/// program's.
pub fn subject_for(plan: &Plan, payer: &Payer<'_>) -> Result<(SubjectKind, String), BillingError> {
    match (plan.audience, payer.role) {
        (Audience::Rower, Role::Student) | (Audience::Family, Role::Parent) => {
            Ok((SubjectKind::Account, payer.user_id.to_owned()))
        }
        (Audience::Club | Audience::College, Role::Coach) if !payer.coach_verified => {
            Err(BillingError::CoachUnverified)
        }
        (Audience::Club, Role::Coach) => payer
            .club_id
            .map(|id| (SubjectKind::Club, id.to_owned()))
            .ok_or(BillingError::NoClub),
        (Audience::College, Role::Coach) => payer
            .program_id
            .map(|id| (SubjectKind::Program, id.to_owned()))
            .ok_or(BillingError::NoProgram),
        _ => Err(BillingError::NotYourPlan),
    }
}

/// Whose plan a signed-in person sees and manages: their own as an athlete or parent, their
/// club's or program's as a coach (a coach has one or the other), nobody's as an operator.
pub fn subject_of(payer: &Payer<'_>) -> Option<(SubjectKind, String)> {
    match payer.role {
        Role::Student | Role::Parent => Some((SubjectKind::Account, payer.user_id.to_owned())),
        Role::Coach => match (payer.club_id, payer.program_id) {
            (Some(club), _) => Some((SubjectKind::Club, club.to_owned())),
            (None, Some(program)) => Some((SubjectKind::Program, program.to_owned())),
            (None, None) => None,
        },
        Role::Admin => None,
    }
}

/// Who the audiences are, in words, for refusals.
pub fn audiences_in_words(audiences: &[Audience]) -> &'static str {
    match audiences {
        [Audience::Rower] => "athletes' own plans",
        [Audience::Club] => "club plans",
        [Audience::Club, Audience::College] => "club and college plans",
        [Audience::Rower, Audience::Family, Audience::Club] => "athletes', family and club plans",
        _ => "other plans",
    }
}

/// Whether `add_on` can be added to this payer's plan (of `audience`), `quantity` of it.
pub fn check_add_on(add_on: &AddOn, audience: Audience, quantity: u32) -> Result<(), BillingError> {
    if !add_on.audiences.contains(&audience) {
        return Err(BillingError::AddOnNotForPayer {
            name: add_on.name,
            who: audiences_in_words(add_on.audiences),
        });
    }
    if quantity > add_on.max_quantity {
        return Err(BillingError::TooMany {
            name: add_on.name,
            max: add_on.max_quantity,
        });
    }
    Ok(())
}

/// The discounts `STRIPE_COUPONS` names that the plan table does not have (a typo would
/// otherwise leave a granted discount without its coupon).
pub fn unknown_discounts(coupons: &[(String, String)]) -> Vec<&str> {
    coupons
        .iter()
        .map(|(discount, _)| discount.as_str())
        .filter(|discount| plans::DiscountId::parse(discount).is_none())
        .collect()
}

/// Whether `discount` applies to a payer whose plans are for `audience`.
pub fn check_discount(discount: &Discount, audience: Audience) -> Result<(), BillingError> {
    if discount.audiences.contains(&audience) {
        Ok(())
    } else {
        Err(BillingError::DiscountNotForPayer {
            name: discount.name,
            who: audiences_in_words(discount.audiences),
        })
    }
}

/// The Stripe price `plan` is sold at, billed `billing`.
pub fn price_of<'a>(prices: &'a [StripePrice], plan: &str, billing: Billing) -> Option<&'a str> {
    prices
        .iter()
        .find(|p| p.plan == plan && p.billing == billing.as_str())
        .map(|p| p.price_id.as_str())
}

/// The plan and billing period a Stripe price sells (the customer may change plan in the portal,
/// so the price, not what was first bought, names the plan).
pub fn plan_of_price(prices: &[StripePrice], price_id: &str) -> Option<(&'static Plan, Billing)> {
    let entry = prices.iter().find(|p| p.price_id == price_id)?;
    Some((plans::find(&entry.plan)?, Billing::parse(&entry.billing)?))
}

/// The plan a subscription sells: its first item priced as a plan (add-ons are further items).
pub fn plan_of_items(prices: &[StripePrice], items: &[SubscriptionItem]) -> Option<(&'static Plan, Billing)> {
    items.iter().find_map(|item| plan_of_price(prices, &item.price_id))
}

/// How many of each add-on a subscription's items hold.
pub fn add_ons_of_items(prices: &[StripePrice], items: &[SubscriptionItem]) -> Vec<(AddOnId, u32)> {
    AddOnId::ALL
        .iter()
        .map(|&add_on| {
            let held = items
                .iter()
                .filter(|item| {
                    prices
                        .iter()
                        .any(|p| p.price_id == item.price_id && p.plan == add_on.as_str())
                })
                .map(|item| item.quantity)
                .sum();
            (add_on, held)
        })
        .collect()
}

/// Whether a webhook body is Stripe's: `Stripe-Signature: t=<seconds>,v1=<hex>[,v1=…]`, each
/// `v1` the HMAC-SHA256 of `"{t}.{body}"` with the endpoint's secret; any `v1` may match (Stripe
/// signs with every secret in rotation), and a signature older than five minutes is a replay.
pub fn verify_signature(header: &str, body: &[u8], secret: &[u8], now_s: i64) -> Result<(), BillingError> {
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => timestamp = value.parse::<i64>().ok(),
            Some(("v1", value)) => signatures.push(value),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(BillingError::BadSignature)?;
    if signatures.is_empty() {
        return Err(BillingError::BadSignature);
    }
    let matches = signatures.iter().any(|signature| {
        let Ok(expected) = hex::decode(signature) else {
            return false;
        };
        let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes a key of any length");
        mac.update(timestamp.to_string().as_bytes());
        mac.update(b".");
        mac.update(body);
        // `verify_slice` compares in constant time.
        mac.verify_slice(&expected).is_ok()
    });
    if !matches {
        return Err(BillingError::BadSignature);
    }
    if (now_s - timestamp).abs() > SIGNATURE_TOLERANCE_SECONDS {
        return Err(BillingError::StaleSignature);
    }
    Ok(())
}

/// The `Stripe-Signature` header for `body` at `timestamp`, as Stripe writes it.
pub fn signature_header(body: &[u8], secret: &[u8], timestamp: i64) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes a key of any length");
    mac.update(format!("{timestamp}.").as_bytes());
    mac.update(body);
    format!("t={timestamp},v1={}", hex::encode(mac.finalize().into_bytes()))
}

/// One item of a subscription: a plan's or an add-on's price, how many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubscriptionItem {
    pub id: String,
    pub price_id: String,
    pub quantity: u32,
}

/// A subscription as Stripe describes it, the fields the plan depends on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubscriptionState {
    pub id: String,
    pub customer: String,
    pub status: String,
    /// The first item's price (the plan's, as Checkout creates it).
    pub price_id: String,
    pub items: Vec<SubscriptionItem>,
    /// Seconds since the epoch.
    pub current_period_end: Option<i64>,
    pub cancel_at_period_end: bool,
}

/// Reads a Stripe subscription object. The period's end moved from the subscription to its
/// items in Stripe's 2025 API versions; either place is read.
pub fn subscription_state(object: &serde_json::Value) -> Option<SubscriptionState> {
    let item = object.pointer("/items/data/0");
    let customer = match &object["customer"] {
        serde_json::Value::String(id) => id.clone(),
        other => other["id"].as_str()?.to_owned(),
    };
    Some(SubscriptionState {
        id: object["id"].as_str()?.to_owned(),
        customer,
        status: object["status"].as_str()?.to_owned(),
        price_id: item
            .and_then(|item| item.pointer("/price/id"))
            .and_then(|v| v.as_str())?
            .to_owned(),
        items: object
            .pointer("/items/data")
            .and_then(|v| v.as_array())
            .map(|items| {
                items
                    .iter()
                    .filter_map(|item| {
                        Some(SubscriptionItem {
                            id: item["id"].as_str().unwrap_or_default().to_owned(),
                            price_id: item.pointer("/price/id")?.as_str()?.to_owned(),
                            quantity: item["quantity"]
                                .as_u64()
                                .map_or(1, |q| u32::try_from(q).unwrap_or(u32::MAX)),
                        })
                    })
                    .collect()
            })
            .unwrap_or_default(),
        current_period_end: object["current_period_end"]
            .as_i64()
            .or_else(|| item.and_then(|item| item["current_period_end"].as_i64())),
        cancel_at_period_end: object["cancel_at_period_end"].as_bool().unwrap_or(false),
    })
}

/// Whether a subscription in this Stripe status holds its plan: paid up, or in Stripe's trial.
/// A late payment (`past_due`) keeps what the subject had while Stripe retries.
pub fn holds_plan(status: &str) -> bool {
    matches!(status, "active" | "trialing")
}

/// Whether a subscription in this status is over: its plan is taken away.
pub fn is_over(status: &str) -> bool {
    matches!(status, "canceled" | "unpaid" | "incomplete_expired")
}

/// Whether an event created at `created` (seconds) is as new as the last one applied to the
/// subscription; an older one arrived late and changes nothing.
pub fn is_current(last_applied: Option<i64>, created: i64) -> bool {
    last_applied.is_none_or(|last| created >= last)
}

/// What the payer is refused, or why a webhook is.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum BillingError {
    #[error("Payments are not configured on this site yet. Start a free trial, or ask us to set your plan.")]
    PaymentsOff,
    #[error("That plan is not one you can buy: rower plans are for athletes, family plans for parents, club plans for club coaches and college plans for college coaches.")]
    NotYourPlan,
    #[error("There is no such plan.")]
    NoSuchPlan,
    #[error("Your coach account is not verified yet. Once an operator verifies it you can pay for the plan.")]
    CoachUnverified,
    #[error("Create your club team on the club page first; the club plan is the club's.")]
    NoClub,
    #[error("Name the program you recruit for on the coach page first; the college plan is the program's.")]
    NoProgram,
    #[error("That plan cannot be bought {billing} yet.")]
    NoPrice { billing: &'static str },
    #[error("You already pay for a plan. Use Manage billing to change it or cancel.")]
    AlreadySubscribed,
    #[error("There is no billing account yet: choose a plan first.")]
    NoCustomer,
    #[error("The payment service could not be reached. Please try again in a few minutes.")]
    Provider(String),
    #[error("The webhook signature does not match.")]
    BadSignature,
    #[error("The webhook signature is too old.")]
    StaleSignature,
    #[error("The webhook body is not a Stripe event.")]
    BadEvent,
    #[error("There is no such account, club or program.")]
    NoSuchPayer,
    #[error("There is no such add-on.")]
    NoSuchAddOn,
    #[error("{name} is not sold with this plan: {who}.")]
    AddOnNotForPayer { name: &'static str, who: &'static str },
    #[error("Choose at most {max} for {name}.")]
    TooMany { name: &'static str, max: u32 },
    #[error("Add-ons are added to a paid plan. Choose a plan first; add-ons can be added once it is paid for.")]
    AddOnNeedsPlan,
    #[error("There is no such discount.")]
    NoSuchDiscount,
    #[error("The {name} discount is for {who}.")]
    DiscountNotForPayer { name: &'static str, who: &'static str },
    #[error("Your {name} discount cannot be applied at checkout yet. Please contact support before paying.")]
    NoCoupon { name: &'static str },
}

impl BillingError {
    pub fn code(&self) -> &'static str {
        match self {
            BillingError::PaymentsOff => "payments_off",
            BillingError::NotYourPlan => "plan_audience",
            BillingError::NoSuchPlan => "no_such_plan",
            BillingError::CoachUnverified => "coach_unverified",
            BillingError::NoClub => "no_club",
            BillingError::NoProgram => "no_program",
            BillingError::NoPrice { .. } => "price_missing",
            BillingError::AlreadySubscribed => "already_subscribed",
            BillingError::NoCustomer => "no_customer",
            BillingError::Provider(_) => "payment_provider",
            BillingError::BadSignature => "bad_signature",
            BillingError::StaleSignature => "stale_signature",
            BillingError::BadEvent => "bad_event",
            BillingError::NoSuchPayer => "no_such_payer",
            BillingError::NoSuchAddOn => "no_such_add_on",
            BillingError::AddOnNotForPayer { .. } => "add_on_audience",
            BillingError::TooMany { .. } => "add_on_quantity",
            BillingError::AddOnNeedsPlan => "add_on_needs_plan",
            BillingError::NoSuchDiscount => "no_such_discount",
            BillingError::DiscountNotForPayer { .. } => "discount_audience",
            BillingError::NoCoupon { .. } => "coupon_missing",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"whsec_test";

    fn payer(role: Role) -> Payer<'static> {
        Payer {
            user_id: "u1",
            role,
            coach_verified: true,
            club_id: None,
            program_id: None,
        }
    }

    #[test]
    fn each_plan_is_paid_for_by_its_audience() {
        let elite = plans::find("elite").unwrap();
        let family = plans::find("family-plus").unwrap();
        let club = plans::find("club-pro").unwrap();
        let college = plans::find("recruiter").unwrap();
        assert_eq!(
            subject_for(elite, &payer(Role::Student)),
            Ok((SubjectKind::Account, "u1".into()))
        );
        assert_eq!(
            subject_for(family, &payer(Role::Parent)),
            Ok((SubjectKind::Account, "u1".into()))
        );
        assert_eq!(
            subject_for(family, &payer(Role::Student)),
            Err(BillingError::NotYourPlan)
        );
        assert_eq!(subject_for(club, &payer(Role::Parent)), Err(BillingError::NotYourPlan));
        assert_eq!(subject_for(club, &payer(Role::Coach)), Err(BillingError::NoClub));
        assert_eq!(subject_for(college, &payer(Role::Coach)), Err(BillingError::NoProgram));
        let coach = Payer {
            club_id: Some("c1"),
            program_id: Some("s1"),
            ..payer(Role::Coach)
        };
        assert_eq!(subject_for(club, &coach), Ok((SubjectKind::Club, "c1".into())));
        assert_eq!(subject_for(college, &coach), Ok((SubjectKind::Program, "s1".into())));
        let unverified = Payer {
            coach_verified: false,
            ..coach
        };
        assert_eq!(subject_for(club, &unverified), Err(BillingError::CoachUnverified));
    }

    #[test]
    fn a_signature_matches_only_its_body_secret_and_time() {
        let body = br#"{"id":"evt_1"}"#;
        let header = signature_header(body, SECRET, 1_000_000);
        assert_eq!(verify_signature(&header, body, SECRET, 1_000_100), Ok(()));
        // Any of several v1 signatures may match.
        let rotated = format!("t=1000000,v1={},{}", "ab".repeat(32), &header[10..]);
        assert_eq!(verify_signature(&rotated, body, SECRET, 1_000_000), Ok(()));
        assert_eq!(
            verify_signature(&header, br#"{"id":"evt_2"}"#, SECRET, 1_000_000),
            Err(BillingError::BadSignature)
        );
        assert_eq!(
            verify_signature(&header, body, b"whsec_other", 1_000_000),
            Err(BillingError::BadSignature)
        );
        assert_eq!(
            verify_signature(&header, body, SECRET, 1_000_301),
            Err(BillingError::StaleSignature)
        );
        assert_eq!(verify_signature("", body, SECRET, 0), Err(BillingError::BadSignature));
        assert_eq!(
            verify_signature("t=1000000", body, SECRET, 1_000_000),
            Err(BillingError::BadSignature)
        );
    }

    #[test]
    fn the_signature_is_stripes_documented_hmac() {
        // HMAC-SHA256("whsec_test", "1700000000.{}"), computed independently with Python's hmac.
        let header = signature_header(b"{}", SECRET, 1_700_000_000);
        assert_eq!(
            header,
            "t=1700000000,v1=35495024f4ef3f94e5a93e22221544c4b75e9a42300cd965ab81cb85cd994e91"
        );
    }

    #[test]
    fn a_subscription_reads_its_period_end_from_either_place() {
        let old = serde_json::json!({"id": "sub_1", "object": "subscription", "customer": "cus_1",
            "status": "active", "current_period_end": 1_800_000_000, "cancel_at_period_end": true,
            "items": {"data": [{"price": {"id": "price_e"}}]}});
        let state = subscription_state(&old).unwrap();
        assert_eq!(state.current_period_end, Some(1_800_000_000));
        assert!(state.cancel_at_period_end);
        assert_eq!(state.price_id, "price_e");
        let new = serde_json::json!({"id": "sub_1", "customer": {"id": "cus_1"}, "status": "trialing",
            "items": {"data": [{"price": {"id": "price_e"}, "current_period_end": 1_900_000_000}]}});
        let state = subscription_state(&new).unwrap();
        assert_eq!(state.customer, "cus_1");
        assert_eq!(state.current_period_end, Some(1_900_000_000));
        assert!(!state.cancel_at_period_end);
        assert!(subscription_state(&serde_json::json!({"id": "sub_1"})).is_none());
    }

    #[test]
    fn prices_name_their_plan_both_ways() {
        let prices = vec![StripePrice {
            plan: "elite".into(),
            billing: "annual".into(),
            price_id: "price_ea".into(),
        }];
        assert_eq!(price_of(&prices, "elite", Billing::Annual), Some("price_ea"));
        assert_eq!(price_of(&prices, "elite", Billing::Monthly), None);
        let (plan, billing) = plan_of_price(&prices, "price_ea").unwrap();
        assert_eq!((plan.id, billing), ("elite", Billing::Annual));
        assert!(plan_of_price(&prices, "price_x").is_none());
    }

    #[test]
    fn an_older_event_changes_nothing() {
        assert!(is_current(None, 5));
        assert!(is_current(Some(5), 5));
        assert!(!is_current(Some(6), 5));
        assert!(holds_plan("trialing") && !holds_plan("past_due") && is_over("canceled"));
    }

    fn item(price: &str, quantity: u32) -> SubscriptionItem {
        SubscriptionItem {
            id: format!("si_{price}"),
            price_id: price.into(),
            quantity,
        }
    }

    #[test]
    fn a_subscriptions_items_name_its_plan_and_its_add_ons() {
        let prices: Vec<StripePrice> = [
            ("elite", "price_e"),
            ("parent-access", "price_pa"),
            ("export-api", "price_x"),
        ]
        .iter()
        .map(|(plan, price)| StripePrice {
            plan: (*plan).into(),
            billing: "monthly".into(),
            price_id: (*price).into(),
        })
        .collect();
        // Stripe may list an add-on before the plan.
        let items = [item("price_pa", 2), item("price_e", 1), item("price_other", 3)];
        assert_eq!(plan_of_items(&prices, &items).map(|(p, _)| p.id), Some("elite"));
        let held = add_ons_of_items(&prices, &items);
        assert_eq!(
            held,
            [
                (AddOnId::ParentAccess, 2),
                (AddOnId::ExportApi, 0),
                (AddOnId::CustomBranding, 0)
            ]
        );
        assert!(plan_of_items(&prices, &[item("price_x", 1)]).is_none());
    }

    #[test]
    fn an_add_on_or_discount_is_sold_only_with_the_plans_it_names() {
        let parent_access = plans::add_on(AddOnId::ParentAccess);
        assert_eq!(check_add_on(parent_access, Audience::Rower, 2), Ok(()));
        assert_eq!(
            check_add_on(parent_access, Audience::Rower, 3),
            Err(BillingError::TooMany {
                name: "Additional parent access",
                max: 2
            })
        );
        let refused = check_add_on(parent_access, Audience::Family, 1).unwrap_err();
        assert_eq!(refused.code(), "add_on_audience");
        assert_eq!(
            refused.to_string(),
            "Additional parent access is not sold with this plan: athletes' own plans."
        );
        let branding = plans::add_on(AddOnId::CustomBranding);
        assert_eq!(check_add_on(branding, Audience::Club, 1), Ok(()));
        assert!(check_add_on(branding, Audience::Club, 2).is_err());
        let non_profit = plans::discount(plans::DiscountId::NonProfitClub);
        assert_eq!(check_discount(non_profit, Audience::Club), Ok(()));
        assert_eq!(
            check_discount(non_profit, Audience::College).unwrap_err().to_string(),
            "The Non-profit clubs discount is for club plans."
        );
    }
}
