//! Security hardening: sessions and passwords (issue 17, items 1, 4, 7, 11 and the audit events
//! of 12).
use serde_json::{json, Value};

use crate::helpers::*;

const PASSWORD: &str = "Erg-2k-6:45.0";
const NEW_PASSWORD: &str = "Sculling-at-dawn-7";

/// Signs up and confirms `email`, signed in with Remember me.
async fn remembered_user(app: &TestApp, email: &str) {
    app.confirmed_user(email, PASSWORD).await;
    assert_eq!(app.sign_in(email, PASSWORD, true).await.status(), 200);
}

async fn change_password(app: &TestApp, current: &str, new: &str) -> reqwest::Response {
    put(
        app,
        "/api/auth/user",
        &json!({"password": new, "currentPassword": current}),
    )
    .await
}

/// Asks to move the account to `new_email`; the token of the link sent there.
async fn request_email_change(app: &TestApp, new_email: &str) -> String {
    let response = app
        .post_json(
            "/api/account/email",
            &json!({"newEmail": new_email, "password": PASSWORD}),
        )
        .await;
    assert_eq!(response.status(), 200);
    app.wait_for_mail(new_email, "Confirm your new")
        .await
        .token_for("/settings/confirm-email")
}

async fn sql(app: &TestApp, statement: &str) {
    sqlx::query(statement).execute(&app.db.pool).await.unwrap();
}

// ---- item 1: a new password voids pending links; the old address can undo an email change ----

#[tokio::test]
async fn a_password_change_voids_pending_email_change_and_recovery_links() {
    let app = TestApp::spawn().await;
    app.confirmed_user("owner@example.com", PASSWORD).await;
    let email_link = request_email_change(&app, "taker@example.com").await;
    let recover = app
        .post_json("/api/auth/recover", &json!({"email": "owner@example.com"}))
        .await;
    assert_eq!(recover.status(), 200);
    let recovery_link = app
        .wait_for_mail("owner@example.com", "Reset")
        .await
        .token_for("/reset-password");

    assert_eq!(change_password(&app, PASSWORD, NEW_PASSWORD).await.status(), 200);

    // The email-change link answers exactly as a link that never existed.
    let bogus = error_of(
        app.post_json("/api/account/email/confirm", &json!({"token": "never-issued"}))
            .await,
    )
    .await;
    let voided = error_of(
        app.post_json("/api/account/email/confirm", &json!({"token": email_link}))
            .await,
    )
    .await;
    assert_eq!(voided.0, 400);
    assert_eq!(
        (voided.0, voided.1, &voided.2["message"]),
        (bogus.0, bogus.1, &bogus.2["message"])
    );
    let (status, code, _) = error_of(
        app.post_json("/api/auth/recover/verify", &json!({"token": recovery_link}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_token"));
    assert_eq!(app.session().await["user"]["email"], "owner@example.com");
}

#[tokio::test]
async fn a_password_reset_voids_a_pending_email_change_link() {
    let app = TestApp::spawn().await;
    app.confirmed_user("reset-owner@example.com", PASSWORD).await;
    let email_link = request_email_change(&app, "reset-taker@example.com").await;

    // The owner resets the password from another browser.
    let owner = app.another_browser();
    owner
        .post_json("/api/auth/recover", &json!({"email": "reset-owner@example.com"}))
        .await;
    let token = app
        .wait_for_mail("reset-owner@example.com", "Reset")
        .await
        .token_for("/reset-password");
    let verified = owner
        .post_json("/api/auth/recover/verify", &json!({"token": token}))
        .await;
    assert_eq!(verified.status(), 200);
    let reset = put(&owner, "/api/auth/user", &json!({"password": NEW_PASSWORD})).await;
    assert_eq!(reset.status(), 200);

    let (status, code, error) = error_of(
        app.post_json("/api/account/email/confirm", &json!({"token": email_link}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_token"));
    assert!(error["message"].as_str().unwrap().contains("invalid or has expired"));
    assert_eq!(
        app.sign_in("reset-owner@example.com", NEW_PASSWORD, false)
            .await
            .status(),
        200
    );
}

#[tokio::test]
async fn an_email_change_tells_the_old_address_which_can_undo_it() {
    let app = TestApp::spawn().await;
    app.confirmed_user("rightful@example.com", PASSWORD).await;
    let owner_phone = app.another_browser();
    assert_eq!(
        owner_phone
            .sign_in("rightful@example.com", PASSWORD, true)
            .await
            .status(),
        200
    );

    // Someone signed in as the owner moves the account to their address, then changes the password.
    let link = request_email_change(&app, "intruder@example.com").await;
    let confirmed = app
        .post_json("/api/account/email/confirm", &json!({"token": link}))
        .await;
    assert_eq!(confirmed.status(), 200);
    assert_eq!(change_password(&app, PASSWORD, NEW_PASSWORD).await.status(), 200);

    let notice = app
        .wait_for_mail("rightful@example.com", "email address was changed")
        .await;
    assert!(notice.text.contains("intruder@example.com"), "{}", notice.text);
    assert!(notice.text.contains("7 days"));
    let undo = notice.token_for("/settings/undo-email-change");

    let response = owner_phone
        .post_json("/api/account/email/undo", &json!({"token": undo}))
        .await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let message = body["message"].as_str().unwrap();
    assert!(
        message.contains("rightful@example.com") && message.contains("reset your password"),
        "{message}"
    );

    // Every session is signed out, the old address is back, and the link works once.
    assert!(app.session().await["user"].is_null());
    let (status, _, _) = error_of(app.post_json("/api/auth/refresh", &json!({})).await).await;
    assert_eq!(status, 401);
    let owner = app.another_browser();
    assert_eq!(
        owner
            .sign_in("rightful@example.com", NEW_PASSWORD, false)
            .await
            .status(),
        200
    );
    assert_eq!(owner.session().await["user"]["email"], "rightful@example.com");
    let profile: Value = owner.get("/api/profile").await.json().await.unwrap();
    assert_eq!(profile["email"], "rightful@example.com");
    let (status, code, _) = error_of(
        owner
            .post_json("/api/account/email/undo", &json!({"token": undo}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_token"));
    let (status, code, _) = error_of(app.sign_in("intruder@example.com", NEW_PASSWORD, false).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_credentials"));
}

// ---- item 4: the refresh grace window ----

/// A client of its own that sends exactly the refresh cookie it is given (no cookie store), as
/// twenty tabs or retries holding the same cookie do.
async fn refresh_with(app: &TestApp, client: &reqwest::Client, refresh: &str) -> reqwest::Response {
    let csrf = app.csrf_token().await;
    client
        .post(app.url("/api/auth/refresh"))
        .header("Origin", &app.address)
        .header("X-CSRF-Token", &csrf)
        .header("Cookie", format!("rr_refresh={refresh}; rr_csrf={csrf}"))
        .json(&json!({}))
        .send()
        .await
        .unwrap()
}

/// The value of cookie `name` set by a response.
fn set_cookie(response: &reqwest::Response, name: &str) -> Option<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|line| {
            line.strip_prefix(&format!("{name}="))
                .map(|rest| rest.split(';').next().unwrap().to_owned())
        })
}

#[tokio::test]
async fn parallel_refreshes_of_one_token_all_get_the_same_new_tokens() {
    let app = TestApp::spawn().await;
    remembered_user(&app, "tabs@example.com").await;
    let first = app.cookie("rr_refresh", "/api/auth/refresh").unwrap();
    let client = reqwest::Client::new();

    let answers = futures_util::future::join_all((0..20).map(|_| refresh_with(&app, &client, &first))).await;
    let mut pairs = Vec::new();
    for response in answers {
        assert_eq!(response.status(), 200);
        let refresh = set_cookie(&response, "rr_refresh").expect("refresh cookie");
        let access = set_cookie(&response, "rr_access").expect("access cookie");
        let body: Value = response.json().await.unwrap();
        pairs.push((refresh, access, body["session"]["expiresAt"].clone()));
    }
    assert!(pairs.iter().all(|pair| pair == &pairs[0]), "every answer agrees");
    assert_ne!(pairs[0].0, first);

    // The new pair works, and the session is alive.
    let next = refresh_with(&app, &client, &pairs[0].0).await;
    assert_eq!(next.status(), 200);
    let newest = set_cookie(&next, "rr_refresh").unwrap();
    assert_eq!(refresh_with(&app, &client, &newest).await.status(), 200);
}

#[tokio::test]
async fn reuse_after_the_grace_window_revokes_the_family() {
    let app = TestApp::spawn().await;
    remembered_user(&app, "late@example.com").await;
    let first = app.cookie("rr_refresh", "/api/auth/refresh").unwrap();
    let client = reqwest::Client::new();
    let rotated = refresh_with(&app, &client, &first).await;
    assert_eq!(rotated.status(), 200);
    let second = set_cookie(&rotated, "rr_refresh").unwrap();

    // Within the window the old token still answers with the same successor.
    let again = refresh_with(&app, &client, &first).await;
    assert_eq!(set_cookie(&again, "rr_refresh").as_deref(), Some(second.as_str()));

    // 31 seconds later it is a replay.
    sql(&app, "UPDATE refresh_tokens SET created_at = created_at - 31000").await;
    let (status, code, _) = error_of(refresh_with(&app, &client, &first).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (401, "refresh_token_reused"));
    let (status, _, _) = error_of(refresh_with(&app, &client, &second).await).await;
    assert_eq!(status, 401, "the whole family is revoked");
}

// ---- item 11: the idle limit ----

#[tokio::test]
async fn a_session_unused_for_seven_days_no_longer_refreshes() {
    let app = TestApp::spawn().await;
    remembered_user(&app, "idle@example.com").await;
    let day = 24 * 3_600_000_i64;

    // Six days without use (the current refresh token issued six days ago): still fine, and the
    // refresh counts as use.
    sql(
        &app,
        &format!("UPDATE refresh_tokens SET created_at = created_at - {}", 6 * day),
    )
    .await;
    assert_eq!(app.post_json("/api/auth/refresh", &json!({})).await.status(), 200);
    sql(
        &app,
        &format!("UPDATE refresh_tokens SET created_at = created_at - {}", 6 * day),
    )
    .await;
    assert_eq!(app.post_json("/api/auth/refresh", &json!({})).await.status(), 200);

    // Seven days and a minute: the remembered session (30 days) has ended.
    sql(
        &app,
        &format!(
            "UPDATE refresh_tokens SET created_at = created_at - {}",
            7 * day + 60_000
        ),
    )
    .await;
    let (status, code, _) = error_of(app.post_json("/api/auth/refresh", &json!({})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (401, "session_missing"));
}

// ---- item 7: password rules ----

async fn refused_reasons(response: reqwest::Response) -> Vec<String> {
    let (status, code, error) = error_of(response).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "weak_password"), "{error}");
    error["reasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn common_passwords_and_their_disguises_are_refused() {
    let app = TestApp::spawn().await;
    for (i, password) in ["qwerty1234", "passwordpassword", "Passw0rd!", "summer2024"]
        .iter()
        .enumerate()
    {
        let response = app.sign_up(&format!("common{i}@example.com"), password).await;
        assert_eq!(refused_reasons(response).await, vec!["common"], "{password}");
    }
    app.confirmed_user("changer@example.com", PASSWORD).await;
    let response = change_password(&app, PASSWORD, "Summer2024!").await;
    assert_eq!(refused_reasons(response).await, vec!["common"]);
}

#[tokio::test]
async fn the_email_and_the_name_are_refused_as_passwords() {
    let app = TestApp::spawn().await;
    for password in ["Maximilian.Oar@example.com", "maximilian.oar"] {
        let response = app.sign_up("maximilian.oar@example.com", password).await;
        assert_eq!(refused_reasons(response).await, vec!["email"], "{password}");
    }

    app.confirmed_user("stroke@example.com", PASSWORD).await;
    let profile = json!({"fullName": "Theodora Wrightson", "gradYear": 2028});
    assert_eq!(put(&app, "/api/profile", &profile).await.status(), 200);
    for password in ["Theodora Wrightson", "theodorawrightson", "WRIGHTSON"] {
        let response = change_password(&app, PASSWORD, password).await;
        assert_eq!(refused_reasons(response).await, vec!["name"], "{password}");
    }
    let response = change_password(&app, PASSWORD, "stroke@example.com").await;
    assert_eq!(refused_reasons(response).await, vec!["email"]);
}

#[tokio::test]
async fn passwords_are_capped_at_1024_bytes_before_hashing() {
    let app = TestApp::spawn().await;
    let too_long = format!("Erg-{}", "x".repeat(1021));
    assert_eq!(too_long.len(), 1025);
    let at_cap = format!("Erg-{}", "y".repeat(1020));
    assert_eq!(at_cap.len(), 1024);

    let (status, code, error) = error_of(app.sign_up("long@example.com", &too_long).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"), "{error}");
    assert_eq!(error["fields"]["password"], "Password must be at most 1,024 bytes");
    let (status, _, error) = error_of(app.sign_in("long@example.com", &too_long, false).await).await;
    assert_eq!(status, 422);
    assert_eq!(error["fields"]["password"], "Password must be at most 1,024 bytes");

    app.confirmed_user("long@example.com", &at_cap).await;
    let (status, _, error) = error_of(change_password(&app, &at_cap, &too_long).await).await;
    assert_eq!(status, 422);
    assert_eq!(error["fields"]["password"], "Password must be at most 1,024 bytes");
}

#[tokio::test]
async fn the_new_password_must_differ_from_the_current_one() {
    let app = TestApp::spawn().await;
    app.confirmed_user("same@example.com", PASSWORD).await;
    let (status, _, error) = error_of(change_password(&app, PASSWORD, PASSWORD).await).await;
    assert_eq!(status, 422);
    assert_eq!(
        error["fields"]["password"],
        "Your new password must be different from your current password"
    );

    // In a recovery session too.
    let browser = app.another_browser();
    browser
        .post_json("/api/auth/recover", &json!({"email": "same@example.com"}))
        .await;
    let token = app
        .wait_for_mail("same@example.com", "Reset")
        .await
        .token_for("/reset-password");
    browser
        .post_json("/api/auth/recover/verify", &json!({"token": token}))
        .await;
    let (status, _, error) = error_of(put(&browser, "/api/auth/user", &json!({"password": PASSWORD})).await).await;
    assert_eq!(status, 422);
    assert_eq!(
        error["fields"]["password"],
        "Your new password must be different from your current password"
    );
    assert_eq!(change_password(&app, PASSWORD, NEW_PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn a_hash_made_with_weaker_settings_is_upgraded_at_sign_in() {
    use argon2::{password_hash::SaltString, Algorithm, Argon2, Params, PasswordHasher, Version};

    let app = TestApp::spawn().await;
    app.confirmed_user("legacy@example.com", PASSWORD).await;
    let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
    let weak = Argon2::new(
        Algorithm::Argon2id,
        Version::V0x13,
        Params::new(4096, 1, 1, None).unwrap(),
    )
    .hash_password(PASSWORD.as_bytes(), &salt)
    .unwrap()
    .to_string();
    sqlx::query("UPDATE users SET password_hash = $1 WHERE email = $2")
        .bind(&weak)
        .bind("legacy@example.com")
        .execute(&app.db.pool)
        .await
        .unwrap();

    let browser = app.another_browser();
    assert_eq!(
        browser.sign_in("legacy@example.com", PASSWORD, false).await.status(),
        200
    );
    let stored: String = sqlx::query_scalar("SELECT password_hash FROM users WHERE email = $1")
        .bind("legacy@example.com")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_ne!(stored, weak);
    assert!(stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{stored}");
    assert_eq!(
        app.another_browser()
            .sign_in("legacy@example.com", PASSWORD, false)
            .await
            .status(),
        200
    );
}

// ---- item 12: audit events ----

/// (action, outcome) of each audit event logged so far.
fn actions(captured: &CapturedLog) -> Vec<(String, String)> {
    captured
        .events()
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap().to_owned(),
                e["outcome"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

// A single-threaded runtime: the server runs on this test's thread, so the subscriber set for
// this thread sees its events and no other test's.
#[tokio::test(flavor = "current_thread")]
async fn every_account_action_logs_one_audit_event() {
    let captured = CapturedLog::default();
    let _guards = captured.install("audit=info");

    let app = TestApp::spawn().await;
    app.confirmed_user("audited@example.com", PASSWORD).await;
    let signed_in = app
        .client
        .post(app.url("/api/auth/login"))
        .header("Origin", &app.address)
        .header("X-CSRF-Token", app.csrf_token().await)
        .header("x-request-id", "audit-trace-1")
        .json(&json!({"email": "audited@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(signed_in.status(), 200);
    let id = user_id(&app).await;
    let first = captured.events();
    assert_eq!(first.len(), 2, "{first:?}");
    for event in &first {
        assert_eq!(event["target"], "audit");
        assert_eq!(event["level"], "INFO");
        assert_eq!(event["action"], "sign_in");
        assert_eq!(event["outcome"], "success");
        assert_eq!(event["user_id"], id.as_str());
        assert_eq!(event["client_address"], "127.0.0.1");
        assert_eq!(event["user_agent"], "rowrecruit-api-tests");
        assert!(!event["request_id"].as_str().unwrap().is_empty());
    }
    assert_eq!(first[1]["request_id"], "audit-trace-1");

    let stranger = app.another_browser();
    stranger.sign_in("audited@example.com", "wrong-password-1", false).await;
    stranger.sign_in("nobody@example.com", "wrong-password-1", false).await;

    let link = request_email_change(&app, "audited-new@example.com").await;
    app.post_json("/api/account/email/confirm", &json!({"token": link}))
        .await;
    let undo = app
        .wait_for_mail("audited@example.com", "email address was changed")
        .await
        .token_for("/settings/undo-email-change");
    assert_eq!(change_password(&app, PASSWORD, NEW_PASSWORD).await.status(), 200);
    stranger
        .post_json("/api/account/email/undo", &json!({"token": undo}))
        .await;

    // Reuse of a refresh token after the grace window.
    app.sign_in("audited@example.com", NEW_PASSWORD, true).await;
    let old = app.cookie("rr_refresh", "/api/auth/refresh").unwrap();
    app.post_json("/api/auth/refresh", &json!({})).await;
    sql(&app, "UPDATE refresh_tokens SET created_at = created_at - 31000").await;
    refresh_with(&app, &reqwest::Client::new(), &old).await;

    stranger
        .post_json("/api/auth/recover", &json!({"email": "audited@example.com"}))
        .await;
    let token = app
        .wait_for_mail("audited@example.com", "Reset")
        .await
        .token_for("/reset-password");
    stranger
        .post_json("/api/auth/recover/verify", &json!({"token": token}))
        .await;
    put(&stranger, "/api/auth/user", &json!({"password": "Coxswain-calls-9"})).await;

    app.sign_in("audited@example.com", "Coxswain-calls-9", false).await;
    app.post_json("/api/auth/logout", &json!({})).await;
    app.sign_in("audited@example.com", "Coxswain-calls-9", false).await;
    app.post_json("/api/account/delete", &json!({"password": "Coxswain-calls-9"}))
        .await;

    let expected: Vec<(String, String)> = [
        ("sign_in", "success"),
        ("sign_in", "success"),
        ("sign_in", "invalid_credentials"),
        ("sign_in", "invalid_credentials"),
        ("email_change_request", "success"),
        ("email_change_confirm", "success"),
        ("password_change", "success"),
        ("email_change_undo", "success"),
        ("sign_in", "success"),
        ("refresh", "success"),
        ("refresh_reuse", "refresh_token_reused"),
        ("recovery_request", "success"),
        ("recovery_verify", "success"),
        ("recovery_complete", "success"),
        ("sign_in", "success"),
        ("sign_out", "success"),
        ("sign_in", "success"),
        ("account_deletion", "success"),
    ]
    .iter()
    .map(|(a, o)| ((*a).to_owned(), (*o).to_owned()))
    .collect();
    assert_eq!(actions(&captured), expected);
    let events = captured.events();
    assert!(events[2]["user_id"] == id.as_str() && events[3]["user_id"] == "-");
    assert!(events
        .iter()
        .filter(|e| e["action"] != "sign_in" || e["outcome"] == "success")
        .all(|e| e["user_id"] == id.as_str()));

    // Nothing that identifies or unlocks the account beyond its id.
    let raw = captured.text();
    for secret in ["@example.com", PASSWORD, NEW_PASSWORD, "Coxswain", &undo, &token, &old] {
        assert!(!raw.contains(secret), "{secret} logged");
    }
}
