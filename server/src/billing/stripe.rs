//! The calls to Stripe's API: bodies form-encoded with Stripe's bracket keys
//! (`line_items[0][price]`), the secret key as a bearer token, JSON answers.

use std::{sync::OnceLock, time::Duration};

use super::rules::BillingError;
use crate::config::StripeConfig;

/// One client for every call, so connections to Stripe are reused.
fn client() -> &'static http_client::Client {
    static CLIENT: OnceLock<http_client::Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        http_client::Client::builder()
            .timeout(Duration::from_secs(20))
            .build()
            .expect("the HTTP client builds")
    })
}

/// `POST {api_base}{path}` with a form body; the answer's JSON, or Stripe's error message.
async fn post(config: &StripeConfig, path: &str, form: &[(&str, &str)]) -> Result<serde_json::Value, BillingError> {
    let body = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(form)
        .finish();
    let request = client()
        .post(endpoint(config, path)?)
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(body);
    send(config, request).await
}

/// `DELETE {api_base}{path}`.
async fn delete(config: &StripeConfig, path: &str) -> Result<serde_json::Value, BillingError> {
    send(config, client().delete(endpoint(config, path)?)).await
}

/// `GET {api_base}{path}`.
async fn get(config: &StripeConfig, path: &str) -> Result<serde_json::Value, BillingError> {
    send(config, client().get(endpoint(config, path)?)).await
}

fn endpoint(config: &StripeConfig, path: &str) -> Result<url::Url, BillingError> {
    config
        .api_base
        .join(path)
        .map_err(|e| BillingError::Provider(format!("bad Stripe path {path}: {e}")))
}

async fn send(config: &StripeConfig, request: http_client::RequestBuilder) -> Result<serde_json::Value, BillingError> {
    let key = String::from_utf8_lossy(config.secret_key.expose()).into_owned();
    let response = request
        .bearer_auth(key)
        .send()
        .await
        .map_err(|e| BillingError::Provider(format!("Stripe unreachable: {e}")))?;
    let status = response.status();
    let value: serde_json::Value = response
        .json()
        .await
        .map_err(|e| BillingError::Provider(format!("Stripe answered {status} with no JSON: {e}")))?;
    if !status.is_success() {
        let message = value.pointer("/error/message").and_then(|m| m.as_str()).unwrap_or("");
        return Err(BillingError::Provider(format!("Stripe answered {status}: {message}")));
    }
    Ok(value)
}

fn id_of(value: &serde_json::Value, field: &str) -> Result<String, BillingError> {
    value[field]
        .as_str()
        .map(str::to_owned)
        .ok_or_else(|| BillingError::Provider(format!("Stripe's answer has no {field}")))
}

/// `POST /v1/customers`: a customer for the payer, tagged with whom it pays for.
pub async fn create_customer(
    config: &StripeConfig,
    email: &str,
    subject_kind: &str,
    subject_id: &str,
) -> Result<String, BillingError> {
    let form = [
        ("email", email),
        ("metadata[subject_kind]", subject_kind),
        ("metadata[subject_id]", subject_id),
    ];
    id_of(&post(config, "/v1/customers", &form).await?, "id")
}

/// What a Checkout Session sells and where it returns.
pub struct Checkout<'a> {
    pub customer: &'a str,
    pub price_id: &'a str,
    pub success_url: &'a str,
    pub cancel_url: &'a str,
    pub subject_kind: &'a str,
    pub subject_id: &'a str,
    pub plan: &'a str,
    pub billing: &'a str,
    /// The coupon of the payer's granted discount.
    pub coupon: Option<&'a str>,
}

/// `POST /v1/checkout/sessions` in subscription mode: the hosted payment page's URL.
pub async fn create_checkout_session(config: &StripeConfig, checkout: &Checkout<'_>) -> Result<String, BillingError> {
    let form = [
        ("mode", "subscription"),
        ("customer", checkout.customer),
        ("line_items[0][price]", checkout.price_id),
        ("line_items[0][quantity]", "1"),
        ("success_url", checkout.success_url),
        ("cancel_url", checkout.cancel_url),
        ("client_reference_id", checkout.subject_id),
        ("metadata[subject_kind]", checkout.subject_kind),
        ("metadata[subject_id]", checkout.subject_id),
        ("metadata[plan]", checkout.plan),
        ("metadata[billing]", checkout.billing),
        ("subscription_data[metadata][subject_kind]", checkout.subject_kind),
        ("subscription_data[metadata][subject_id]", checkout.subject_id),
    ];
    let mut form = form.to_vec();
    if let Some(coupon) = checkout.coupon {
        form.push(("discounts[0][coupon]", coupon));
    }
    id_of(&post(config, "/v1/checkout/sessions", &form).await?, "url")
}

/// `POST /v1/billing_portal/sessions`: the Customer Portal's URL for the customer.
pub async fn create_portal_session(
    config: &StripeConfig,
    customer: &str,
    return_url: &str,
) -> Result<String, BillingError> {
    let form = [("customer", customer), ("return_url", return_url)];
    id_of(&post(config, "/v1/billing_portal/sessions", &form).await?, "url")
}

/// `GET /v1/subscriptions/{id}`: the subscription as it is now.
pub async fn subscription(config: &StripeConfig, id: &str) -> Result<serde_json::Value, BillingError> {
    get(config, &format!("/v1/subscriptions/{}", checked_id(id)?)).await
}

/// Stripe's ids are letters, digits and underscores; anything else never reaches a URL path.
fn checked_id(id: &str) -> Result<&str, BillingError> {
    if !id.is_empty() && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        Ok(id)
    } else {
        Err(BillingError::BadEvent)
    }
}

/// `POST /v1/subscription_items`: adds `quantity` of a price to a subscription.
pub async fn add_subscription_item(
    config: &StripeConfig,
    subscription: &str,
    price_id: &str,
    quantity: u32,
) -> Result<(), BillingError> {
    let quantity = quantity.to_string();
    let form = [
        ("subscription", subscription),
        ("price", price_id),
        ("quantity", quantity.as_str()),
    ];
    post(config, "/v1/subscription_items", &form).await.map(|_| ())
}

/// `POST /v1/subscription_items/{id}`: changes an item's quantity.
pub async fn set_item_quantity(config: &StripeConfig, item: &str, quantity: u32) -> Result<(), BillingError> {
    let quantity = quantity.to_string();
    let path = format!("/v1/subscription_items/{}", checked_id(item)?);
    post(config, &path, &[("quantity", quantity.as_str())])
        .await
        .map(|_| ())
}

/// `DELETE /v1/subscription_items/{id}`: removes an item from its subscription.
pub async fn remove_item(config: &StripeConfig, item: &str) -> Result<(), BillingError> {
    delete(config, &format!("/v1/subscription_items/{}", checked_id(item)?))
        .await
        .map(|_| ())
}

/// `POST /v1/subscriptions/{id}` with `discounts`: the coupon from the next invoice on, or no
/// discount (`None`).
pub async fn set_subscription_coupon(
    config: &StripeConfig,
    subscription: &str,
    coupon: Option<&str>,
) -> Result<(), BillingError> {
    let path = format!("/v1/subscriptions/{}", checked_id(subscription)?);
    let form = match coupon {
        Some(coupon) => vec![("discounts[0][coupon]", coupon)],
        // An empty value unsets a list in Stripe's form encoding.
        None => vec![("discounts", "")],
    };
    post(config, &path, &form).await.map(|_| ())
}

/// `DELETE /v1/subscriptions/{id}`: cancels a subscription now (an account being erased).
pub async fn cancel_subscription(config: &StripeConfig, id: &str) -> Result<(), BillingError> {
    delete(config, &format!("/v1/subscriptions/{}", checked_id(id)?))
        .await
        .map(|_| ())
}
