//! Security hardening: throttling. Sign-in back-off per address and account, client addresses
//! behind trusted proxies, limits on link mails, the waitlist's single answer, and the rate
//! limits of the link endpoints.

use std::time::Duration;

use serde_json::{json, Value};

use crate::helpers::*;

const PASSWORD: &str = "Erg-2k-6:45.0";
/// The tests' own connections (127.0.0.1) play the reverse proxy.
const BEHIND_PROXY: &[(&str, &str)] = &[("ROWRECRUIT_TRUSTED_PROXIES", "127.0.0.1")];

/// A browser of its own whose requests name `client` in X-Forwarded-For, as a proxy would.
fn browser_of(app: &TestApp, client: &str) -> TestApp {
    let mut browser = app.another_browser();
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert("x-forwarded-for", client.parse().unwrap());
    browser.client = reqwest::Client::builder()
        .cookie_provider(browser.cookies.clone())
        .user_agent("rowrecruit-api-tests")
        .default_headers(headers)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    browser
}

fn retry_after(response: &reqwest::Response) -> u64 {
    response
        .headers()
        .get("retry-after")
        .expect("Retry-After")
        .to_str()
        .unwrap()
        .parse()
        .unwrap()
}

async fn assert_throttled(response: reqwest::Response) -> u64 {
    let wait = retry_after(&response);
    let (status, code, _) = error_of(response).await;
    assert_eq!((status.as_u16(), code.as_str()), (429, "rate_limited"));
    wait
}

// ---- sign-in: the attacker is throttled, never the owner ----

#[tokio::test]
async fn an_attackers_failed_sign_ins_never_lock_out_the_owner() {
    let app = TestApp::spawn_with(BEHIND_PROXY).await;
    let owner = browser_of(&app, "198.51.100.7");
    owner.confirmed_user("owner@example.com", PASSWORD).await;

    let attacker = browser_of(&app, "203.0.113.66");
    for _ in 0..10 {
        let response = attacker.sign_in("owner@example.com", "Wrong-pass-123", false).await;
        assert_eq!(response.status(), 400);
    }
    let wait = assert_throttled(attacker.sign_in("owner@example.com", "Wrong-pass-123", false).await).await;
    assert!(
        (50..=61).contains(&wait),
        "a minute after the tenth failure, got {wait}"
    );
    // Even the right password waits at the attacker's address: the answer says nothing.
    assert_throttled(attacker.sign_in("owner@example.com", PASSWORD, false).await).await;

    // The owner, from their own address, signs in at once; again and again.
    for _ in 0..3 {
        let owner = browser_of(&app, "198.51.100.7");
        assert_eq!(owner.sign_in("owner@example.com", PASSWORD, true).await.status(), 200);
    }
}

#[tokio::test]
async fn failures_from_one_address_across_accounts_are_throttled_too() {
    let app = TestApp::spawn_with(BEHIND_PROXY).await;
    let sprayer = browser_of(&app, "203.0.113.80");
    // Two tries on each of ten accounts: no account reaches its own limit, the address does.
    for i in 0..20 {
        let email = format!("user{}@example.com", i % 10);
        assert_eq!(
            sprayer.sign_in(&email, "Wrong-pass-123", false).await.status(),
            400,
            "try {i}"
        );
    }
    assert_throttled(sprayer.sign_in("someone@example.com", "Wrong-pass-123", false).await).await;
    // Another address is not affected.
    let other = browser_of(&app, "198.51.100.8");
    assert_eq!(
        other
            .sign_in("someone@example.com", "Wrong-pass-123", false)
            .await
            .status(),
        400
    );
}

#[tokio::test]
async fn a_successful_sign_in_is_not_counted_as_a_failure() {
    let app = TestApp::spawn().await;
    app.confirmed_user("rower@example.com", PASSWORD).await;
    // Nine typos, a success, nine more typos: never ten failures in a row, never throttled.
    for round in 0..2 {
        for _ in 0..9 {
            assert_eq!(
                app.sign_in("rower@example.com", "Wrong-pass-123", false).await.status(),
                400
            );
        }
        assert_eq!(
            app.sign_in("rower@example.com", PASSWORD, false).await.status(),
            200,
            "round {round}"
        );
    }
}

// ---- client addresses behind trusted proxies ----

/// Five wrong access codes from `first`, then one from `second`: its status.
async fn access_code_after_another_clients_five(app: &TestApp, first: &str, second: &str) -> u16 {
    let one = browser_of(app, first);
    for _ in 0..5 {
        let response = one.post_json("/api/preview/access", &json!({"code": "guess"})).await;
        assert_eq!(response.status(), 403);
    }
    assert_throttled(one.post_json("/api/preview/access", &json!({"code": "guess"})).await).await;
    let two = browser_of(app, second);
    two.post_json("/api/preview/access", &json!({"code": "guess"}))
        .await
        .status()
        .as_u16()
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_bucket() {
    let app = TestApp::spawn_with(BEHIND_PROXY).await;
    assert_eq!(
        access_code_after_another_clients_five(&app, "203.0.113.1", "203.0.113.2").await,
        403
    );
    // The client's own claim, left of what the proxy appended, is not believed.
    assert_eq!(
        access_code_after_another_clients_five(&app, "203.0.113.3", "203.0.113.3, 203.0.113.4").await,
        403
    );
    let spoofer = browser_of(&app, "203.0.113.1, 203.0.113.5");
    assert_eq!(
        spoofer
            .post_json("/api/preview/access", &json!({"code": "guess"}))
            .await
            .status(),
        403,
        "203.0.113.5 is its own client"
    );
}

#[tokio::test]
async fn without_a_trusted_proxy_forwarded_for_is_ignored() {
    let app = TestApp::spawn().await;
    assert_eq!(
        access_code_after_another_clients_five(&app, "203.0.113.1", "203.0.113.2").await,
        429,
        "both are the socket peer"
    );
}

// ---- link mails: one a minute per address and purpose ----

/// Waits for the work done after answering, then counts the mails to `to` about `subject`.
async fn mails_about(app: &TestApp, to: &str, subject: &str) -> usize {
    tokio::time::sleep(Duration::from_millis(700)).await;
    app.mails_to(to)
        .await
        .iter()
        .filter(|m| m.subject.contains(subject))
        .count()
}

async fn answer(response: reqwest::Response) -> (u16, Value) {
    (response.status().as_u16(), response.json().await.unwrap())
}

#[tokio::test]
async fn three_resends_in_a_row_send_one_confirmation_mail() {
    let app = TestApp::spawn().await;
    assert_eq!(app.sign_up("new@example.com", PASSWORD).await.status(), 200);
    app.wait_for_mail("new@example.com", "Confirm").await;
    let unknown = answer(
        app.post_json("/api/auth/resend", &json!({"email": "nobody@example.com"}))
            .await,
    )
    .await;
    for _ in 0..3 {
        let response = app
            .post_json("/api/auth/resend", &json!({"email": "new@example.com"}))
            .await;
        assert_eq!(answer(response).await, unknown, "the same answer for any address");
    }
    // The sign-up's mail only: it counts in the minute too.
    assert_eq!(mails_about(&app, "new@example.com", "Confirm").await, 1);
}

#[tokio::test]
async fn two_recoveries_within_a_minute_send_one_mail() {
    let app = TestApp::spawn().await;
    app.confirmed_user("rower@example.com", PASSWORD).await;
    let unknown = answer(
        app.post_json("/api/auth/recover", &json!({"email": "nobody@example.com"}))
            .await,
    )
    .await;
    for _ in 0..2 {
        let response = app
            .post_json("/api/auth/recover", &json!({"email": "rower@example.com"}))
            .await;
        assert_eq!(answer(response).await, unknown, "the same answer for any address");
    }
    assert_eq!(mails_about(&app, "rower@example.com", "Reset").await, 1);
}

// ---- the waitlist answers the same every time ----

#[tokio::test]
async fn joining_the_waitlist_twice_answers_the_same() {
    let app = TestApp::spawn().await;
    let first = answer(
        app.post_json("/api/waitlist", &json!({"email": "Rower@Example.com"}))
            .await,
    )
    .await;
    assert_eq!(first.0, 200);
    assert_eq!(first.1["email"], "rower@example.com");
    let again = answer(
        app.post_json(
            "/api/waitlist",
            &json!({"email": " ROWER@example.com", "source": "landing"}),
        )
        .await,
    )
    .await;
    assert_eq!(again, first);
    let rows: Vec<(String,)> = sqlx::query_as("SELECT source FROM waitlist")
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(rows, [("coming_soon_page".to_owned(),)], "stored once, as first sent");
}

// ---- the link endpoints are rate limited per address ----

#[tokio::test]
async fn following_confirmation_links_is_rate_limited_per_address() {
    let app = TestApp::spawn_with(BEHIND_PROXY).await;
    let guesser = browser_of(&app, "203.0.113.9");
    for i in 0..20 {
        let response = guesser
            .post_json("/api/auth/confirm", &json!({"token": format!("made-up-{i}")}))
            .await;
        assert_eq!(response.status(), 400);
    }
    let wait = assert_throttled(
        guesser
            .post_json("/api/auth/confirm", &json!({"token": "made-up"}))
            .await,
    )
    .await;
    assert!(wait >= 1);
    // Someone else confirms their account meanwhile.
    let rower = browser_of(&app, "198.51.100.20");
    rower.confirmed_user("rower@example.com", PASSWORD).await;
}

#[tokio::test]
async fn opening_reset_links_is_rate_limited_per_address() {
    let app = TestApp::spawn_with(BEHIND_PROXY).await;
    let guesser = browser_of(&app, "203.0.113.10");
    for i in 0..10 {
        let response = guesser
            .post_json("/api/auth/recover/verify", &json!({"token": format!("made-up-{i}")}))
            .await;
        assert_eq!(response.status(), 400);
    }
    assert_throttled(
        guesser
            .post_json("/api/auth/recover/verify", &json!({"token": "made-up"}))
            .await,
    )
    .await;
    let other = browser_of(&app, "198.51.100.21");
    let response = other
        .post_json("/api/auth/recover/verify", &json!({"token": "made-up"}))
        .await;
    assert_eq!(response.status(), 400);
}
