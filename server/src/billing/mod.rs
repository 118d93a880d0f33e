//! Payments through Stripe: a plan bought with Stripe Checkout, managed in Stripe's Customer
//! Portal, and kept in step by Stripe's webhooks. Without `STRIPE_SECRET_KEY` and
//! `STRIPE_WEBHOOK_SECRET` every route answers 409 `payments_off` and plans stay with trials and
//! the operator.
//!
//! - [`rules`]: who pays for a plan (an account, a club or a program), the price of a plan, the
//!   webhook signature, and what a subscription's state means for the plan; [`BillingError`] is
//!   every refusal.
//! - [`stripe`]: the calls to Stripe's API (customers, Checkout and portal sessions, a
//!   subscription), form-encoded as Stripe reads them.
//! - [`service`]: checkout, the portal, and applying a webhook event once and in order, setting the
//!   payer's plan through its owner (`plans`, `club`) and recording it in the audit log.
//! - [`store`]: every statement on `billing_customers`, `billing_subscriptions` and
//!   `billing_events`.
//! - [`routes`]: `GET /api/billing`, `POST /api/billing/checkout`, `POST /api/billing/portal`,
//!   `POST /api/billing/webhook`.

pub mod add_ons;
pub mod routes;
pub mod rules;
pub mod service;
pub mod store;
pub mod stripe;

pub use routes::routes;
pub use rules::BillingError;
