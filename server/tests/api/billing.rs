//! Paying with Stripe, against `scripts/fake_stripe.py`: checkout, the hosted page's Pay, the
//! signed webhooks setting the plan of an account, a club and a program; each event once and in
//! order; cancelling at the period's end; a deleted subscription back to the free level with
//! every piece of data kept; and payments off.

use serde_json::{json, Value};

use crate::{
    club::club_coach,
    family::{accept, invite, json_of},
    helpers::{cli_admin, error_of, member, put, user_id, verified_coach, SmtpCapture, TestApp},
};

const WEBHOOK_SECRET: &str = "whsec_test_rowrecruit";
const PRICES: &str = "elite:monthly=price_elite_m,elite:annual=price_elite_a,recruit:monthly=price_recruit_m,\
family-plus:monthly=price_fplus_m,family-plus:annual=price_fplus_a,club-pro:annual=price_clubpro_a,\
recruiter:monthly=price_recruiter_m,parent-access:monthly=price_pa_m,export-api:monthly=price_x_m,\
custom-branding:annual=price_brand_a";
/// Only the non-profit club discount has its coupon configured.
const COUPONS: &str = "non-profit-club=coupon_np20";

/// The fake Stripe (`scripts/fake_stripe.py`), run by the Python the SMTP capture uses.
struct FakeStripe {
    base: String,
    client: reqwest::Client,
    child: std::process::Child,
}

impl FakeStripe {
    async fn start() -> FakeStripe {
        let python = std::env::var("SMTP_CAPTURE_PYTHON").unwrap_or_else(|_| "python3".into());
        let port = SmtpCapture::free_port();
        let script = format!("{}/../scripts/fake_stripe.py", env!("CARGO_MANIFEST_DIR"));
        #[allow(clippy::zombie_processes)] // Drop kills and waits for it.
        let child = std::process::Command::new(python)
            .args([&script, "--port", &port.to_string(), "--webhook-secret", WEBHOOK_SECRET])
            .stdout(std::process::Stdio::null())
            .spawn()
            .expect("start the fake Stripe");
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        for _ in 0..100 {
            if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
                return FakeStripe {
                    base: format!("http://127.0.0.1:{port}"),
                    client,
                    child,
                };
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("the fake Stripe did not start on {port}");
    }

    async fn control(&self, path: &str, body: Value) -> Value {
        let response = self
            .client
            .post(format!("{}/_control/{path}", self.base))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200, "{path}");
        response.json().await.unwrap()
    }

    /// Every API call the app made, in order.
    async fn requests(&self) -> Vec<Value> {
        let response = self
            .client
            .get(format!("{}/_control/requests", self.base))
            .send()
            .await
            .unwrap();
        response.json().await.unwrap()
    }

    /// Presses the hosted page's Pay: answers where the browser is sent.
    async fn pay(&self, checkout_url: &str) -> String {
        let page = self
            .client
            .get(checkout_url)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(page.contains(">Pay</button>"), "{page}");
        let paid = self
            .client
            .post(format!("{checkout_url}/pay"))
            .form(&[("card", "4242 4242 4242 4242")])
            .send()
            .await
            .unwrap();
        assert_eq!(paid.status(), 303);
        paid.headers()["location"].to_str().unwrap().to_owned()
    }

    /// Presses the portal's Cancel plan: answers where the browser is sent.
    async fn cancel(&self, portal_url: &str) -> String {
        let page = self.client.get(portal_url).send().await.unwrap().text().await.unwrap();
        assert!(page.contains(">Cancel plan</button>"), "{page}");
        let done = self.client.post(format!("{portal_url}/cancel")).send().await.unwrap();
        assert_eq!(done.status(), 303);
        done.headers()["location"].to_str().unwrap().to_owned()
    }
}

impl Drop for FakeStripe {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The app with payments on, pointed at a fresh fake Stripe that posts to its webhook.
async fn paying_app() -> (TestApp, FakeStripe) {
    let stripe = FakeStripe::start().await;
    let app = TestApp::spawn_with(&[
        ("STRIPE_SECRET_KEY", "sk_test_rowrecruit"),
        ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET),
        ("STRIPE_API_BASE", &stripe.base),
        ("STRIPE_PRICES", PRICES),
        ("STRIPE_COUPONS", COUPONS),
    ])
    .await;
    stripe
        .control("configure", json!({"webhook_url": app.url("/api/billing/webhook")}))
        .await;
    (app, stripe)
}

async fn checkout(browser: &TestApp, plan: &str, billing: &str) -> reqwest::Response {
    browser
        .post_json("/api/billing/checkout", &json!({"plan": plan, "billing": billing}))
        .await
}

async fn checkout_url(browser: &TestApp, plan: &str, billing: &str) -> String {
    let answer = json_of(checkout(browser, plan, billing).await).await;
    answer["url"].as_str().unwrap().to_owned()
}

async fn billing(browser: &TestApp) -> Value {
    json_of(browser.get("/api/billing").await).await
}

async fn account_plan(browser: &TestApp) -> Value {
    json_of(browser.get("/api/account/plan").await).await
}

/// Posts `body` to the webhook as Stripe would, signed at `timestamp` with `secret`.
async fn post_webhook(app: &TestApp, body: &str, signature: Option<String>) -> reqwest::Response {
    let request = app
        .client
        .post(app.url("/api/billing/webhook"))
        .header("Content-Type", "application/json")
        .body(body.to_owned());
    let request = match signature {
        Some(signature) => request.header("Stripe-Signature", signature),
        None => request,
    };
    request.send().await.unwrap()
}

fn signature(body: &str, secret: &str, timestamp: i64) -> String {
    rowrecruit::billing::rules::signature_header(body.as_bytes(), secret.as_bytes(), timestamp)
}

fn now_s() -> i64 {
    jiff::Timestamp::now().as_second()
}

#[tokio::test]
async fn without_stripe_keys_the_billing_routes_say_payments_are_off() {
    let app = TestApp::spawn().await;
    let dad = member(&app, "dad@example.com", "parent").await;
    let view = billing(&dad).await;
    assert_eq!(view["paymentsOn"], false);
    assert_eq!(view["offers"], json!([]));
    let (status, code, error) = error_of(checkout(&dad, "family-plus", "monthly").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "payments_off"));
    assert!(error["message"].as_str().unwrap().contains("not configured"));
    let (status, code, _) = error_of(dad.post_json("/api/billing/portal", &json!({})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "payments_off"));
    let body = r#"{"id":"evt_1","type":"customer.subscription.created","created":1,"data":{"object":{}}}"#;
    let answer = post_webhook(&app, body, Some(signature(body, WEBHOOK_SECRET, now_s()))).await;
    assert_eq!(answer.status(), 409);
    // The trial still starts as it did before payments.
    let trial = dad
        .post_json("/api/account/plan/trial", &json!({"plan": "family-plus"}))
        .await;
    assert_eq!(trial.status(), 201);
}

#[tokio::test]
async fn a_parent_pays_for_family_plus_cancels_at_the_period_end_and_returns_to_free_when_it_ends() {
    let (app, stripe) = paying_app().await;
    let dad = member(&app, "dad@example.com", "parent").await;
    let dad_id = user_id(&dad).await;
    let before = billing(&dad).await;
    assert_eq!(before["paymentsOn"], true);
    assert_eq!(before["payer"], "account");
    assert_eq!(
        before["offers"],
        json!([{"plan": "family-plus", "billing": "monthly"}, {"plan": "family-plus", "billing": "annual"}])
    );
    assert!(before["subscription"].is_null());

    let url = checkout_url(&dad, "family-plus", "monthly").await;
    assert!(url.starts_with(&format!("{}/checkout/cs_", stripe.base)), "{url}");
    // The customer, then the session, form-encoded as Stripe's API reads them, with the key.
    let requests = stripe.requests().await;
    assert_eq!(requests.len(), 2, "{requests:?}");
    assert_eq!(requests[0]["path"], "/v1/customers");
    assert_eq!(requests[0]["authorization"], "Bearer sk_test_rowrecruit");
    assert_eq!(requests[0]["form"]["email"], "dad@example.com");
    assert_eq!(requests[1]["path"], "/v1/checkout/sessions");
    let form = &requests[1]["form"];
    assert_eq!(form["mode"], "subscription");
    assert!(form["customer"].as_str().unwrap().starts_with("cus_"));
    assert_eq!(form["line_items[0][price]"], "price_fplus_m");
    assert_eq!(form["line_items[0][quantity]"], "1");
    assert_eq!(form["success_url"], app.url("/settings?checkout=success"));
    assert_eq!(form["cancel_url"], app.url("/settings?checkout=cancelled"));
    assert_eq!(form["client_reference_id"], dad_id.as_str());
    assert_eq!(form["metadata[plan]"], "family-plus");

    // Pay: the webhooks set the plan before the browser is sent back.
    assert_eq!(stripe.pay(&url).await, app.url("/settings?checkout=success"));
    let plan = account_plan(&dad).await;
    assert_eq!(plan["plan"]["id"], "family-plus");
    assert!(plan["trialEndsAt"].is_null());
    let paid = billing(&dad).await["subscription"].clone();
    assert_eq!(paid["plan"], "family-plus");
    assert_eq!(paid["planName"], "Family Plus");
    assert_eq!(paid["billing"], "monthly");
    assert_eq!(paid["status"], "active");
    assert_eq!(paid["inForce"], true);
    assert_eq!(paid["cancelAtPeriodEnd"], false);
    let renews: jiff::Timestamp = paid["currentPeriodEnd"].as_str().unwrap().parse().unwrap();
    let days = (renews - jiff::Timestamp::now()).total(jiff::Unit::Hour).unwrap() / 24.0;
    assert!((29.9..=30.1).contains(&days), "{days}");
    // The payment is in the audit log, as the console's plan changes are.
    let audited: Vec<(String, String)> =
        sqlx::query_as("SELECT actor_email, details FROM audit_log WHERE action = 'payment_plan_set' AND target = $1")
            .bind(&dad_id)
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
    assert!(!audited.is_empty());
    assert!(audited
        .iter()
        .all(|(actor, details)| actor == "Stripe payments" && details.contains("family-plus")));
    let events_applied: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM billing_events")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(events_applied, 2);

    // A second checkout is refused: the portal changes the plan.
    let (status, code, _) = error_of(checkout(&dad, "family-plus", "annual").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_subscribed"));

    // Stripe delivers the last event again: the same event id is applied once.
    let again = stripe.control("resend-last-event", json!({})).await;
    assert_eq!(again["status"], 200);
    assert!(again["answer"].as_str().unwrap().contains("duplicate"), "{again}");
    // A replay of it signed six minutes ago is refused.
    let replayed = stripe
        .control("resend-last-event", json!({"timestamp": now_s() - 360}))
        .await;
    assert_eq!(replayed["status"], 400);
    assert!(replayed["answer"].as_str().unwrap().contains("stale_signature"));

    // Cancel in the portal: the plan stays, ending with the period.
    let portal = json_of(dad.post_json("/api/billing/portal", &json!({})).await).await;
    let portal_url = portal["url"].as_str().unwrap();
    assert!(portal_url.starts_with(&format!("{}/portal/bps_", stripe.base)));
    let portal_form = &stripe.requests().await.last().unwrap()["form"].clone();
    assert_eq!(portal_form["return_url"], app.url("/settings"));
    assert_eq!(stripe.cancel(portal_url).await, app.url("/settings"));
    let cancelled = billing(&dad).await["subscription"].clone();
    assert_eq!(cancelled["cancelAtPeriodEnd"], true);
    assert_eq!(cancelled["inForce"], true);
    assert_eq!(account_plan(&dad).await["plan"]["id"], "family-plus");

    // An older update arriving late (the one before the cancellation) changes nothing.
    let late = stripe
        .control(
            "update-subscription",
            json!({"cancel_at_period_end": false, "created": now_s() - 3600}),
        )
        .await;
    assert_eq!(late["status"], 200);
    assert!(late["answer"].as_str().unwrap().contains("out_of_order"), "{late}");
    assert_eq!(billing(&dad).await["subscription"]["cancelAtPeriodEnd"], true);

    // The period ends: Stripe deletes the subscription and the parent is back at the free level.
    let deleted = stripe.control("delete-subscription", json!({})).await;
    assert_eq!(deleted["status"], 200);
    let plan = account_plan(&dad).await;
    assert!(plan["plan"].is_null(), "{plan}");
    let ended = billing(&dad).await["subscription"].clone();
    assert_eq!(ended["status"], "canceled");
    assert_eq!(ended["inForce"], false);
    // Now a new plan can be bought again.
    assert_eq!(checkout(&dad, "family-plus", "annual").await.status(), 200);
}

#[tokio::test]
async fn an_athlete_who_stops_paying_keeps_every_saved_school() {
    let (app, stripe) = paying_app().await;
    let ava = member(&app, "ava@example.com", "student").await;
    let page = json_of(ava.get("/api/schools?sort=name").await).await;
    let schools: Vec<String> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .take(7)
        .map(|s| s["id"].as_str().unwrap().to_owned())
        .collect();
    // A family plan is a parent's: the athlete is refused it, with the reason.
    let (status, code, _) = error_of(checkout(&ava, "family-plus", "monthly").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "plan_audience"));
    let (status, code, _) = error_of(checkout(&ava, "recruit", "annual").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "price_missing"));

    let url = checkout_url(&ava, "recruit", "monthly").await;
    stripe.pay(&url).await;
    assert_eq!(account_plan(&ava).await["level"]["savedSchools"], Value::Null);
    for school in &schools {
        let saved = crate::helpers::put(&ava, &format!("/api/schools/{school}/saved"), &json!({})).await;
        assert!(saved.status().is_success(), "{}", saved.status());
    }
    stripe.control("delete-subscription", json!({})).await;
    let plan = account_plan(&ava).await;
    assert!(plan["plan"].is_null());
    assert_eq!(plan["level"]["savedSchools"], 5);
    let saved = json_of(ava.get("/api/me/schools").await).await;
    assert_eq!(saved.as_array().unwrap().len(), 7);
}

#[tokio::test]
async fn webhooks_without_a_good_signature_are_refused() {
    let (app, _stripe) = paying_app().await;
    let body = r#"{"id":"evt_forged","object":"event","type":"customer.subscription.deleted","created":1,"data":{"object":{"id":"sub_1","customer":"cus_1","status":"canceled","items":{"data":[{"price":{"id":"price_elite_m"}}]}}}}"#;
    let (status, code, _) = error_of(post_webhook(&app, body, None).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "bad_signature"));
    let wrong_secret = signature(body, "whsec_someone_else", now_s());
    let (status, code, _) = error_of(post_webhook(&app, body, Some(wrong_secret)).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "bad_signature"));
    let tampered = signature(&body.replace("canceled", "active"), WEBHOOK_SECRET, now_s());
    let (status, code, _) = error_of(post_webhook(&app, body, Some(tampered)).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "bad_signature"));
    let old = signature(body, WEBHOOK_SECRET, now_s() - 301);
    let (status, code, _) = error_of(post_webhook(&app, body, Some(old)).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "stale_signature"));
    // Nothing was recorded; the good signature is accepted (an unknown customer changes nothing).
    let good = post_webhook(&app, body, Some(signature(body, WEBHOOK_SECRET, now_s()))).await;
    assert_eq!(good.status(), 200);
    assert_eq!(good.json::<Value>().await.unwrap()["outcome"], "ignored");
}

#[tokio::test]
async fn a_club_pays_for_club_pro_and_keeps_its_roster_when_the_subscription_ends() {
    let (app, stripe) = paying_app().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    // College plans are a program's: refused to a club coach with no program.
    let (status, code, _) = error_of(checkout(&coach, "recruiter", "monthly").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "no_program"));
    assert_eq!(billing(&coach).await["payer"], "club");
    let url = checkout_url(&coach, "club-pro", "annual").await;
    assert_eq!(stripe.pay(&url).await, app.url("/club?checkout=success"));
    let club = json_of(coach.get("/api/club").await).await;
    assert_eq!(club["club"]["plan"]["id"], "club-pro", "{club}");
    let renews: jiff::Timestamp = billing(&coach).await["subscription"]["currentPeriodEnd"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((renews - jiff::Timestamp::now()).total(jiff::Unit::Hour).unwrap() > 360.0 * 24.0);

    // Twelve athletes: more than the smallest plan holds.
    for n in 0..12 {
        let id = uuid::Uuid::new_v4().to_string();
        sqlx::query(
            "INSERT INTO users (id, email, password_hash, role, metadata, created_at, updated_at)
             VALUES ($1, $2, 'x', 'student', '{}', 0, 0)",
        )
        .bind(&id)
        .bind(format!("rower{n}@example.com"))
        .execute(&app.db.pool)
        .await
        .unwrap();
        sqlx::query("INSERT INTO club_members (club_id, athlete_id, joined_at, shares_activity) VALUES ($1, $2, 0, 0)")
            .bind(&club_id)
            .bind(&id)
            .execute(&app.db.pool)
            .await
            .unwrap();
    }
    stripe.control("delete-subscription", json!({})).await;
    let after = json_of(coach.get("/api/club").await).await;
    assert_eq!(after["club"]["rosterCount"], 12, "{after}");
    assert_eq!(after["workspace"]["open"], false, "{after}");
    let members: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM club_members WHERE club_id = $1")
        .bind(&club_id)
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(members, 12);
}

async fn overview(coach: &TestApp) -> Value {
    json_of(coach.get("/api/coach/overview").await).await
}

#[tokio::test]
async fn a_verified_college_coach_pays_for_the_programs_plan() {
    let (app, stripe) = paying_app().await;
    // An unverified coach cannot pay for a program.
    let pending = member(&app, "pending@yale.edu", "coach").await;
    let named = pending
        .put_json("/api/coach/program", &json!({"schoolId": "yale-university"}))
        .await;
    assert_eq!(named.status(), 200);
    let (status, code, _) = error_of(checkout(&pending, "recruiter", "monthly").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "coach_unverified"));
    let unverified = billing(&pending).await;
    assert_eq!(unverified["payer"], "program");
    assert_eq!(unverified["offers"], json!([]));

    let coach = verified_coach(&app, "first@harvard.edu", "harvard-university").await;
    assert_eq!(overview(&coach).await["workspace"]["plan"], "Free trial");
    assert_eq!(
        billing(&coach).await["offers"],
        json!([{"plan": "recruiter", "billing": "monthly"}])
    );
    let url = checkout_url(&coach, "recruiter", "monthly").await;
    assert_eq!(stripe.pay(&url).await, app.url("/coach?checkout=success"));
    let open = overview(&coach).await;
    assert_eq!(open["workspace"]["plan"], "Recruiter", "{open}");
    assert!(open["workspace"]["trialEndsAt"].is_null());
    stripe.control("delete-subscription", json!({})).await;
    let closed = overview(&coach).await;
    assert_eq!(closed["workspace"]["open"], false, "{closed}");
    assert_eq!(closed["workspace"]["reasonCode"], "plan_required");
}

async fn add_on(browser: &TestApp, add_on: &str, quantity: u32) -> reqwest::Response {
    browser
        .post_json("/api/billing/add-ons", &json!({"addOn": add_on, "quantity": quantity}))
        .await
}

/// The API calls the app made to `path` with `method`, in order.
async fn calls(stripe: &FakeStripe, method: &str, path_start: &str) -> Vec<Value> {
    stripe
        .requests()
        .await
        .into_iter()
        .filter(|r| r["method"] == method && r["path"].as_str().unwrap().starts_with(path_start))
        .collect()
}

#[tokio::test]
async fn an_adult_athlete_adds_parent_access_to_a_paid_plan_and_a_parent_follows() {
    let (app, stripe) = paying_app().await;
    let ava = member(&app, "ava@example.com", "student").await;
    let ava_id = user_id(&ava).await;
    // Add-ons go on a paid plan.
    let (status, code, _) = error_of(add_on(&ava, "parent-access", 1).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "add_on_needs_plan"));
    stripe.pay(&checkout_url(&ava, "recruit", "monthly").await).await;
    let view = billing(&ava).await;
    assert_eq!(view["addOnOffers"], json!(["parent-access", "export-api"]), "{view}");
    assert_eq!(view["addOns"], json!([]));

    // Recruit has no family member: a parent without a family plan is refused.
    let mom = member(&app, "mom@example.com", "parent").await;
    let dad = member(&app, "dad@example.com", "parent").await;
    let to_mom = invite(&ava, "mom@example.com").await;
    let to_dad = invite(&ava, "dad@example.com").await;
    let (status, code, error) = error_of(accept(&mom, &to_mom).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
    assert!(
        error["message"].as_str().unwrap().contains("Additional parent access"),
        "{error}"
    );

    let bought = json_of(add_on(&ava, "parent-access", 1).await).await;
    assert_eq!(bought, json!({"addOn": "parent-access", "quantity": 1}));
    let added = calls(&stripe, "POST", "/v1/subscription_items").await;
    assert_eq!(added.len(), 1);
    assert_eq!(added[0]["form"]["price"], "price_pa_m");
    assert_eq!(added[0]["form"]["quantity"], "1");
    assert_eq!(accept(&mom, &to_mom).await.status(), 200);
    let (status, _, _) = error_of(accept(&dad, &to_dad).await).await;
    assert_eq!(status.as_u16(), 403);
    // One more person: the item's quantity changes, and the second parent follows.
    assert_eq!(json_of(add_on(&ava, "parent-access", 2).await).await["quantity"], 2);
    assert_eq!(accept(&dad, &to_dad).await.status(), 200);
    let held = billing(&ava).await["addOns"].clone();
    assert_eq!(
        held,
        json!([{"addOn": "parent-access", "quantity": 2, "paid": 2, "granted": 0}])
    );

    // Beyond what anyone may have, or not the athlete's to buy.
    let (status, code, error) = error_of(add_on(&ava, "parent-access", 3).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"), "{error}");
    assert_eq!(
        error["fields"]["quantity"],
        "Choose at most 2 for Additional parent access."
    );
    let (status, code, _) = error_of(add_on(&ava, "custom-branding", 1).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "add_on_audience"));
    let (status, code, _) = error_of(add_on(&mom, "parent-access", 1).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "add_on_audience"));

    // Removing the add-on deletes the item; the parents already following stay.
    assert_eq!(json_of(add_on(&ava, "parent-access", 0).await).await["quantity"], 0);
    assert_eq!(calls(&stripe, "DELETE", "/v1/subscription_items/").await.len(), 1);
    assert_eq!(billing(&ava).await["addOns"], json!([]));
    let parents = json_of(ava.get("/api/family/parents").await).await;
    assert_eq!(parents.as_array().unwrap().len(), 2);

    // When the subscription ends, its add-ons end with it.
    assert_eq!(json_of(add_on(&ava, "export-api", 1).await).await["quantity"], 1);
    stripe.control("delete-subscription", json!({})).await;
    assert_eq!(billing(&ava).await["addOns"], json!([]));
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM billing_add_ons WHERE subject_id = $1")
        .bind(&ava_id)
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(rows, 0);
}

#[tokio::test]
async fn an_operator_grants_add_ons_and_a_discount_that_checkout_applies() {
    let (app, stripe) = paying_app().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let ops = cli_admin(&app, "ops@example.com").await;
    let club = format!("/api/admin/billing/club/{club_id}");

    // Only operators.
    assert_eq!(coach.get(&club).await.status(), 403);
    let (status, _, _) = error_of(put(&coach, &format!("{club}/discount"), &json!({"discount": null})).await).await;
    assert_eq!(status.as_u16(), 403);

    // A courtesy add-on, beside what is paid for.
    let granted = json_of(
        put(
            &ops,
            &format!("{club}/add-ons/custom-branding"),
            &json!({"quantity": 1}),
        )
        .await,
    )
    .await;
    assert_eq!(granted["quantity"], 1);
    let held = billing(&coach).await["addOns"].clone();
    assert_eq!(
        held,
        json!([{"addOn": "custom-branding", "quantity": 1, "paid": 0, "granted": 1}])
    );
    let (status, code, _) =
        error_of(put(&ops, &format!("{club}/add-ons/parent-access"), &json!({"quantity": 1})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "add_on_audience"));
    let missing = put(
        &ops,
        "/api/admin/billing/club/no-such-club/add-ons/export-api",
        &json!({"quantity": 1}),
    )
    .await;
    assert_eq!(missing.status(), 404);

    // A discount checked and granted: the coupon rides along to Checkout.
    let (status, code, _) = error_of(
        put(
            &ops,
            &format!("{club}/discount"),
            &json!({"discount": "academic", "note": "school club"}),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status.as_u16(), code.as_str()),
        (409, "coupon_missing"),
        "no coupon is configured for it"
    );
    let answer = put(
        &ops,
        &format!("{club}/discount"),
        &json!({"discount": "non-profit-club", "note": "501(c)(3) letter seen"}),
    )
    .await;
    let payer = json_of(answer).await;
    assert_eq!(payer["discount"]["percent"], 20, "{payer}");
    assert_eq!(payer["discount"]["note"], "501(c)(3) letter seen");
    assert_eq!(billing(&coach).await["discount"]["discount"], "non-profit-club");
    stripe.pay(&checkout_url(&coach, "club-pro", "annual").await).await;
    let sessions = calls(&stripe, "POST", "/v1/checkout/sessions").await;
    assert_eq!(sessions.last().unwrap()["form"]["discounts[0][coupon]"], "coupon_np20");

    // The club pays annually: branding is sold annually, and the paid item joins the grant.
    assert_eq!(billing(&coach).await["addOnOffers"], json!(["custom-branding"]));
    assert_eq!(json_of(add_on(&coach, "custom-branding", 1).await).await["quantity"], 2);
    assert_eq!(
        calls(&stripe, "POST", "/v1/subscription_items").await[0]["form"]["price"],
        "price_brand_a"
    );

    // Withdrawn: the subscription's coupon is removed from the next invoice.
    let payer = json_of(put(&ops, &format!("{club}/discount"), &json!({"discount": null})).await).await;
    assert!(payer["discount"].is_null());
    let updates = calls(&stripe, "POST", "/v1/subscriptions/").await;
    assert_eq!(updates.last().unwrap()["form"]["discounts"], "");

    // A program is not a non-profit club.
    let (status, code, _) = error_of(
        put(
            &ops,
            "/api/admin/billing/program/harvard-university/discount",
            &json!({"discount": "non-profit-club"}),
        )
        .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "discount_audience"));

    let audit = json_of(ops.get("/api/admin/audit-log").await).await;
    let actions: Vec<&str> = audit
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["action"].as_str())
        .collect();
    assert!(
        actions.contains(&"add_on_set") && actions.contains(&"discount_set"),
        "{actions:?}"
    );
}

#[tokio::test]
async fn deleting_an_account_stops_its_payments_and_forgets_it_as_a_payer() {
    let (app, stripe) = paying_app().await;
    let ava = member(&app, "ava@example.com", "student").await;
    let ava_id = user_id(&ava).await;
    stripe.pay(&checkout_url(&ava, "elite", "monthly").await).await;
    assert_eq!(json_of(add_on(&ava, "export-api", 1).await).await["quantity"], 1);
    let deleted = ava
        .post_json(
            "/api/account/delete",
            &json!({"password": crate::helpers::MEMBER_PASSWORD}),
        )
        .await;
    assert_eq!(deleted.status(), 204);
    let cancelled = calls(&stripe, "DELETE", "/v1/subscriptions/").await;
    assert_eq!(cancelled.len(), 1, "the subscription is cancelled in Stripe at once");
    for table in [
        "billing_customers",
        "billing_subscriptions",
        "billing_add_ons",
        "billing_discounts",
    ] {
        let left: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table} WHERE subject_id = $1"))
            .bind(&ava_id)
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
        assert_eq!(left, 0, "{table}");
    }
}
