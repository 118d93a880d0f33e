//! Security hardening: a per-account budget of failed sign-ins across addresses, share links
//! stored as hashes and kept out of the request log, one confirmation mail per minute from
//! sign-up on, audited refreshes, live message events for seated coaches only, and 503 for every
//! database outage.

use std::time::Duration;

use serde_json::{json, Value};

use crate::helpers::*;

const PASSWORD: &str = "Erg-2k-6:45.0";
const WRONG: &str = "Wrong-pass-123";
/// The tests' own connections (127.0.0.1) play the reverse proxy.
const BEHIND_PROXY: &[(&str, &str)] = &[("ROWRECRUIT_TRUSTED_PROXIES", "127.0.0.1")];

/// A browser whose requests name `client` in X-Forwarded-For, as a proxy would; it keeps the
/// cookies of `cookies_of` (the same device at another address) or starts with none.
fn browser_at_address(app: &TestApp, client: &str, cookies_of: Option<&TestApp>) -> TestApp {
    let mut browser = app.another_browser();
    if let Some(device) = cookies_of {
        browser.cookies = device.cookies.clone();
    }
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

async fn status_and_code(response: reqwest::Response) -> (u16, String) {
    let (status, code, _) = error_of(response).await;
    (status.as_u16(), code)
}

// ---- item 7: one budget of failed sign-ins per account, across addresses ----

/// Ten wrong passwords for `email`, each from an address of its own; then the eleventh address.
async fn guesses_from_many_addresses(app: &TestApp, email: &str, network: u8) -> reqwest::Response {
    for i in 0..10 {
        let guesser = browser_at_address(app, &format!("203.0.{network}.{i}"), None);
        let answer = status_and_code(guesser.sign_in(email, WRONG, false).await).await;
        assert_eq!(answer, (400, "invalid_credentials".into()), "guess {i}");
    }
    browser_at_address(app, &format!("203.0.{network}.200"), None)
        .sign_in(email, WRONG, false)
        .await
}

#[tokio::test]
async fn failed_sign_ins_from_many_addresses_share_one_budget_per_account() {
    let app = TestApp::spawn_with(BEHIND_PROXY).await;
    let owner = browser_at_address(&app, "198.51.100.7", None);
    owner.confirmed_user("owner@example.com", PASSWORD).await;

    let eleventh = guesses_from_many_addresses(&app, "owner@example.com", 113).await;
    let wait: u64 = eleventh.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!(wait >= 30, "the account waits, got {wait}");
    assert_eq!(status_and_code(eleventh).await, (429, "rate_limited".into()));
    // Yet another address, even with the right password, waits too: the answer says nothing.
    let stranger = browser_at_address(&app, "192.0.2.99", None);
    assert_eq!(
        status_and_code(stranger.sign_in("owner@example.com", PASSWORD, false).await).await,
        (429, "rate_limited".into())
    );

    // An address without an account behaves exactly the same: no account enumeration.
    let unknown = guesses_from_many_addresses(&app, "nobody@example.com", 114).await;
    assert_eq!(status_and_code(unknown).await, (429, "rate_limited".into()));

    // The owner's own device signs in, from another address too; so does a fresh browser at the
    // address the owner signed in from before.
    let travelling = browser_at_address(&app, "192.0.2.1", Some(&owner));
    assert_eq!(
        travelling.sign_in("owner@example.com", PASSWORD, true).await.status(),
        200
    );
    let at_home = browser_at_address(&app, "198.51.100.7", None);
    assert_eq!(
        at_home.sign_in("owner@example.com", PASSWORD, false).await.status(),
        200
    );
}

#[tokio::test]
async fn a_reset_link_makes_the_device_known_so_the_owner_is_never_locked_out() {
    let app = TestApp::spawn_with(BEHIND_PROXY).await;
    browser_at_address(&app, "198.51.100.7", None)
        .confirmed_user("owner@example.com", PASSWORD)
        .await;
    let refused = guesses_from_many_addresses(&app, "owner@example.com", 113).await;
    assert_eq!(refused.status(), 429);

    // A new phone on a new network: refused while the budget is spent…
    let phone = browser_at_address(&app, "192.0.2.44", None);
    assert_eq!(phone.sign_in("owner@example.com", PASSWORD, false).await.status(), 429);
    // …until the owner proves the mailbox with a reset link.
    phone
        .post_json("/api/auth/recover", &json!({"email": "owner@example.com"}))
        .await;
    let token = app
        .wait_for_mail("owner@example.com", "Reset")
        .await
        .token_for("/reset-password");
    let verified = phone
        .post_json("/api/auth/recover/verify", &json!({"token": token}))
        .await;
    assert_eq!(verified.status(), 200);
    let new_password = "Sculling-at-dawn-7";
    assert_eq!(
        put(&phone, "/api/auth/user", &json!({"password": new_password}))
            .await
            .status(),
        200
    );
    assert_eq!(
        phone.sign_in("owner@example.com", new_password, false).await.status(),
        200
    );
}

// ---- item 9: share links stored as hashes, kept out of the request log ----

async fn share_link_of(athlete: &TestApp) -> Value {
    let response = athlete.post_json("/api/profile/share-link", &json!({})).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

async fn linked_athlete(app: &TestApp) -> TestApp {
    let athlete = member(app, "sharer@example.com", "student").await;
    let body = json!({"fullName": "Sam Sharer", "gradYear": 2030, "visibility": "link"});
    assert_eq!(put(&athlete, "/api/profile", &body).await.status(), 200);
    athlete
}

#[tokio::test]
async fn a_share_link_is_stored_as_a_hash_and_shown_only_when_made() {
    let app = TestApp::spawn().await;
    let athlete = linked_athlete(&app).await;
    let link = share_link_of(&athlete).await;
    let token = link["token"].as_str().unwrap();
    assert!(link["url"].as_str().unwrap().ends_with(&format!("/p/{token}")));
    assert_eq!(
        app.another_browser().get(&format!("/api/share/{token}")).await.status(),
        200
    );

    // The database keeps the token's SHA-256 only.
    let (stored,): (String,) = sqlx::query_as("SELECT share_token_hash FROM profiles WHERE email = $1")
        .bind("sharer@example.com")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(stored, rowrecruit::tokens::token_hash(token));

    // The profile says a link exists and since when, never its address.
    let profile = athlete.get("/api/profile").await.text().await.unwrap();
    assert!(!profile.contains(token), "{profile}");
    let profile: Value = serde_json::from_str(&profile).unwrap();
    assert!(profile["shareLinkCreatedAt"].is_string(), "{profile}");

    assert_eq!(delete(&athlete, "/api/profile/share-link").await.status(), 204);
    let profile: Value = athlete.get("/api/profile").await.json().await.unwrap();
    assert_eq!(profile["shareLinkCreatedAt"], Value::Null);
    assert_eq!(
        app.another_browser().get(&format!("/api/share/{token}")).await.status(),
        404
    );
}

#[tokio::test(flavor = "current_thread")]
async fn share_link_tokens_stay_out_of_the_request_log() {
    let captured = CapturedLog::default();
    let _guards = captured.install("info");
    let app = TestApp::spawn().await;
    let athlete = linked_athlete(&app).await;
    let token = share_link_of(&athlete).await["token"].as_str().unwrap().to_owned();
    let visitor = app.another_browser();
    assert_eq!(visitor.get(&format!("/api/share/{token}")).await.status(), 200);
    assert_eq!(visitor.get(&format!("/p/{token}")).await.status(), 200);
    assert_eq!(visitor.get("/api/share/not-a-token").await.status(), 404);

    let log = captured.text();
    assert!(!log.contains(&token), "the token is in the log");
    assert!(!log.contains("not-a-token"), "a guessed token is in the log");
    assert!(log.contains("/api/share/[token]"), "{log}");
    assert!(log.contains("/p/[token]"), "{log}");
}

// ---- item 12: one confirmation mail a minute, audited refreshes, seats, outages ----

async fn confirmation_mails(app: &TestApp, to: &str) -> usize {
    app.mails_to(to)
        .await
        .iter()
        .filter(|m| m.subject.contains("Confirm"))
        .count()
}

#[tokio::test]
async fn a_resend_right_after_sign_up_sends_no_second_mail() {
    let app = TestApp::spawn().await;
    assert_eq!(app.sign_up("new@example.com", PASSWORD).await.status(), 200);
    let first = app.wait_for_mail("new@example.com", "Confirm").await;
    let unknown = app
        .post_json("/api/auth/resend", &json!({"email": "nobody@example.com"}))
        .await;
    let unknown = (unknown.status(), unknown.text().await.unwrap());
    let resent = app
        .post_json("/api/auth/resend", &json!({"email": "new@example.com"}))
        .await;
    assert_eq!(
        (resent.status(), resent.text().await.unwrap()),
        unknown,
        "the same answer"
    );
    // The resend's work runs after the answer.
    tokio::time::sleep(Duration::from_millis(700)).await;
    assert_eq!(confirmation_mails(&app, "new@example.com").await, 1);
    // The sign-up's link still works… (checked below); a minute later a resend sends a new one.
    sqlx::query("UPDATE one_time_tokens SET created_at = created_at - 61000")
        .execute(&app.db.pool)
        .await
        .unwrap();
    app.post_json("/api/auth/resend", &json!({"email": "new@example.com"}))
        .await;
    for _ in 0..100 {
        if confirmation_mails(&app, "new@example.com").await == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(confirmation_mails(&app, "new@example.com").await, 2);
    let old = app
        .post_json("/api/auth/confirm", &json!({"token": first.token_for("/welcome")}))
        .await;
    assert_eq!(status_and_code(old).await, (400, "invalid_token".into()), "replaced");
}

#[tokio::test(flavor = "current_thread")]
async fn a_successful_refresh_is_audited() {
    let captured = CapturedLog::default();
    let _guards = captured.install("audit=info");
    let app = TestApp::spawn().await;
    app.confirmed_user("refresher@example.com", PASSWORD).await;
    assert_eq!(app.sign_in("refresher@example.com", PASSWORD, true).await.status(), 200);
    let id = user_id(&app).await;
    assert_eq!(app.post_json("/api/auth/refresh", &json!({})).await.status(), 200);

    let events = captured.events();
    let refreshes: Vec<&Value> = events.iter().filter(|e| e["action"] == "refresh").collect();
    assert_eq!(refreshes.len(), 1, "{events:?}");
    assert_eq!(refreshes[0]["outcome"], "success");
    assert_eq!(refreshes[0]["user_id"], id.as_str());
    assert_eq!(refreshes[0]["client_address"], "127.0.0.1");
}

#[tokio::test]
async fn a_coach_without_a_seat_gets_no_live_message_events() {
    let app = TestApp::spawn().await;
    let first = verified_coach(&app, "first@yale.edu", "yale-university").await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let plan = admin
        .put_json(
            "/api/admin/programs/yale-university/plan",
            &json!({"plan": "recruiter"}),
        )
        .await;
    assert_eq!(plan.status(), 200);
    // Recruiter seats one coach: the second is verified, but has no seat.
    let second = verified_coach(&app, "second@yale.edu", "yale-university").await;
    assert_eq!(
        status_and_code(second.get("/api/messages/events").await).await,
        (403, "plan_required".into())
    );
    let stream = first.get("/api/messages/events").await;
    assert_eq!(stream.status(), 200);
    // Anyone else who is no participant (a parent) is refused too.
    let parent = member(&app, "parent@example.com", "parent").await;
    assert_eq!(parent.get("/api/messages/events").await.status(), 403);
}

/// PostgreSQL ends a connection in the middle of a statement (57P01, as when it shuts down):
/// the request answers 503 in the error shape, never 500. On SQLite, a closed pool does.
#[tokio::test]
async fn a_database_going_away_mid_request_answers_503() {
    let app = TestApp::spawn().await;
    if !app.database_url().starts_with("postgres") {
        app.db.pool.close().await;
        let response = app
            .post_json("/api/waitlist", &json!({"email": "rower@example.com"}))
            .await;
        assert_eq!(response.headers()["retry-after"], "5");
        assert_eq!(status_and_code(response).await, (503, "unavailable".into()));
        return;
    }
    let other = rowrecruit::db::Db::connect(app.database_url()).await.unwrap();
    let mut lock = other.pool.begin().await.unwrap();
    sqlx::query("LOCK TABLE waitlist IN ACCESS EXCLUSIVE MODE")
        .execute(&mut *lock)
        .await
        .unwrap();
    let joiner = app.another_browser();
    let waiting = tokio::spawn(async move {
        joiner
            .post_json("/api/waitlist", &json!({"email": "rower@example.com"}))
            .await
    });
    // The server's statement waits for the lock; end its connection as a shutdown would.
    let mut terminated = false;
    for _ in 0..100 {
        let (ended,): (i64,) = sqlx::query_as(
            "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'",
        )
        .fetch_one(&other.pool)
        .await
        .unwrap();
        if ended > 0 {
            terminated = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(terminated, "the request never waited for the lock");
    let response = waiting.await.unwrap();
    assert_eq!(response.headers()["retry-after"], "5");
    assert_eq!(status_and_code(response).await, (503, "unavailable".into()));
    lock.rollback().await.unwrap();
    other.close().await;
}
