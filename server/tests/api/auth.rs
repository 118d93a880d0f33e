use serde_json::json;

use crate::helpers::{cookie_line, error_of, set_cookies, SmtpCapture, TestApp};

const PASSWORD: &str = "Erg-2k-6:45.0";

#[tokio::test]
async fn sign_up_confirm_and_sign_in() {
    let app = TestApp::spawn().await;
    let response = app.sign_up("Rower@Example.com", PASSWORD).await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.json::<serde_json::Value>().await.unwrap()["message"],
        "Check your email for a confirmation link."
    );

    // Unconfirmed: refused, with a way forward.
    let (status, code, error) = error_of(app.sign_in("rower@example.com", PASSWORD, false).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "email_not_confirmed"));
    assert!(error["message"].as_str().unwrap().contains("confirm your email"));

    let mail = app
        .wait_for_mail("rower@example.com", "Confirm your RowRecruit account")
        .await;
    assert!(mail.text.contains(&format!("{}/welcome#token=", app.address)));
    let token = mail.token_for("/welcome");
    assert!(token.len() >= 43, "at least 256 bits");
    let confirmed = app.post_json("/api/auth/confirm", &json!({"token": token})).await;
    assert_eq!(confirmed.status(), 200);

    // The profile row exists from confirmation on.
    let profiles: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM profiles WHERE email = 'rower@example.com'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(profiles, 1);

    // The link works once.
    let again = app.post_json("/api/auth/confirm", &json!({"token": token})).await;
    assert_eq!(error_of(again).await.1, "invalid_token");

    let response = app.sign_in("rower@example.com", PASSWORD, false).await;
    assert_eq!(response.status(), 200);
    let cookies = set_cookies(&response);
    for name in ["rr_access", "rr_refresh"] {
        let line = cookie_line(&cookies, name);
        assert!(line.contains("HttpOnly"), "{line}");
        assert!(line.contains("SameSite"), "{line}");
    }
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["user"]["email"], "rower@example.com");
    assert_eq!(body["user"]["role"], "student");
    assert!(body["session"]["expiresAt"].as_str().unwrap().ends_with('Z'));
    assert!(body.to_string().find("rr_").is_none(), "no token in the body");

    let session = app.session().await;
    assert_eq!(session["user"]["email"], "rower@example.com");
    assert_eq!(session["session"]["recovery"], false);
}

#[tokio::test]
async fn sign_up_validates_input_and_password_strength() {
    let app = TestApp::spawn().await;
    for body in [
        json!({}),
        json!({"email": "a@b.co"}),
        json!({"password": PASSWORD}),
        json!({"email": " ", "password": ""}),
    ] {
        let (status, _, error) = error_of(app.post_json("/api/auth/signup", &body).await).await;
        assert_eq!(status, 422);
        assert_eq!(error["message"], "Email and password are required");
    }
    let (status, _, error) = error_of(app.sign_up("not-an-email", PASSWORD).await).await;
    assert_eq!(status, 422);
    assert_eq!(error["fields"]["email"], "Please enter a valid email address");

    for (password, reason) in [
        ("Zq7-x1", "length"),
        ("password123", "common"),
        ("swimmer99@crew.org", "email"),
    ] {
        let (status, code, error) = error_of(app.sign_up("swimmer99@crew.org", password).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (422, "weak_password"), "{password}");
        assert_eq!(error["reasons"], json!([reason]), "{password}");
        assert!(error["fields"]["password"].is_string());
    }
    let (_, _, error) = error_of(app.sign_up("x@crew.org", "Zq7").await).await;
    assert_eq!(error["message"], "Password must be at least 8 characters");

    let response = app
        .post_json(
            "/api/auth/signup",
            &json!({"email": "c@crew.org", "password": PASSWORD, "data": {"role": "admin"}}),
        )
        .await;
    assert_eq!(
        error_of(response).await.2["fields"]["role"],
        "Choose student, parent or coach"
    );
    let accounts: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(accounts, 0, "nothing created from bad input");
}

#[tokio::test]
async fn registered_addresses_are_not_revealed() {
    let app = TestApp::spawn().await;
    app.confirmed_user("taken@example.com", PASSWORD).await;

    let known = app.sign_up("taken@example.com", "Another-pass-9").await;
    let unknown = app.sign_up("fresh@example.com", "Another-pass-9").await;
    assert_eq!(known.status(), unknown.status());
    assert_eq!(known.text().await.unwrap(), unknown.text().await.unwrap());
    // The owner is told, and gets no second confirmation.
    let mails = app.mails_to("taken@example.com").await;
    assert!(mails
        .iter()
        .any(|m| m.subject == "You already have a RowRecruit account"));
    assert_eq!(mails.iter().filter(|m| m.subject.contains("Confirm")).count(), 1);

    let wrong = app.sign_in("taken@example.com", "Wrong-pass-123", false).await;
    let nobody = app.sign_in("nobody@example.com", "Wrong-pass-123", false).await;
    assert_eq!(wrong.status(), 400);
    assert_eq!(wrong.status(), nobody.status());
    let wrong = wrong.json::<serde_json::Value>().await.unwrap();
    assert_eq!(wrong, nobody.json::<serde_json::Value>().await.unwrap());
    assert_eq!(wrong["error"]["code"], "invalid_credentials");
    assert_eq!(wrong["error"]["message"], "Invalid login credentials");

    for path in ["/api/auth/recover", "/api/auth/resend"] {
        let known = app.post_json(path, &json!({"email": "taken@example.com"})).await;
        let unknown = app.post_json(path, &json!({"email": "ghost@example.com"})).await;
        assert_eq!(known.status(), 200, "{path}");
        assert_eq!(known.status(), unknown.status(), "{path}");
        assert_eq!(known.text().await.unwrap(), unknown.text().await.unwrap(), "{path}");
    }
}

#[tokio::test]
async fn unconfirmed_accounts_can_have_the_link_sent_again() {
    let app = TestApp::spawn().await;
    app.sign_up("late@example.com", PASSWORD).await;
    let first = app.wait_for_mail("late@example.com", "Confirm").await;
    // A link a minute: the sign-up's was sent a minute ago.
    sqlx::query("UPDATE one_time_tokens SET created_at = created_at - 60000")
        .execute(&app.db.pool)
        .await
        .unwrap();
    app.post_json("/api/auth/resend", &json!({"email": "late@example.com"}))
        .await;
    for _ in 0..100 {
        if app.mails_to("late@example.com").await.len() == 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let mails = app.mails_to("late@example.com").await;
    assert_eq!(mails.len(), 2);
    // The newest link works; the replaced one does not.
    let old = app
        .post_json("/api/auth/confirm", &json!({"token": first.token_for("/welcome")}))
        .await;
    assert_eq!(error_of(old).await.1, "invalid_token");
    let new = app
        .post_json("/api/auth/confirm", &json!({"token": mails[0].token_for("/welcome")}))
        .await;
    assert_eq!(new.status(), 200);
}

#[tokio::test]
async fn remember_me_decides_how_long_the_refresh_cookie_lives() {
    let app = TestApp::spawn().await;
    app.confirmed_user("keep@example.com", PASSWORD).await;
    let remembered = set_cookies(&app.sign_in("keep@example.com", PASSWORD, true).await);
    assert!(cookie_line(&remembered, "rr_refresh").contains("Max-Age=2592000"));
    let browser_only = set_cookies(&app.sign_in("keep@example.com", PASSWORD, false).await);
    let line = cookie_line(&browser_only, "rr_refresh");
    assert!(!line.contains("Max-Age") && !line.contains("Expires"), "{line}");
    // Not Secure on localhost, so the browser keeps it over http.
    assert!(!line.contains("Secure"), "{line}");
}

#[tokio::test]
async fn cookies_are_secure_outside_localhost() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_PUBLIC_URL", "https://rowrecruit.example")]).await;
    let response = app.get("/api/health").await;
    // On https the cookie also carries the `__Host-` prefix (see security_http).
    assert!(cookie_line(&set_cookies(&response), "__Host-rr_csrf").contains("Secure"));
}

#[tokio::test]
async fn refresh_rotates_and_reuse_revokes_the_family() {
    let app = TestApp::spawn().await;
    app.confirmed_user("rotate@example.com", PASSWORD).await;
    let first = app.cookie("rr_refresh", "/api/auth/refresh").expect("refresh cookie");

    let response = app.post_json("/api/auth/refresh", &json!({})).await;
    assert_eq!(response.status(), 200);
    let second = app.cookie("rr_refresh", "/api/auth/refresh").unwrap();
    assert_ne!(first, second, "rotated");
    assert_eq!(app.session().await["user"]["email"], "rotate@example.com");

    // A thief replays the first token from elsewhere, after the grace window of concurrent
    // refreshes (30 s, backdated here).
    sqlx::query("UPDATE refresh_tokens SET created_at = created_at - 31000")
        .execute(&app.db.pool)
        .await
        .unwrap();
    let thief = app.another_browser();
    thief.cookies.add_cookie_str(
        &format!("rr_refresh={first}; Path=/api/auth"),
        &app.url("/api/auth/refresh").parse().unwrap(),
    );
    let (status, code, _) = error_of(thief.post_json("/api/auth/refresh", &json!({})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (401, "refresh_token_reused"));

    // The whole family is gone: the rightful client's access and refresh both stop.
    assert!(app.session().await["user"].is_null());
    let (status, _, _) = error_of(app.post_json("/api/auth/refresh", &json!({})).await).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn sign_out_is_global_and_immediate() {
    let app = TestApp::spawn().await;
    app.confirmed_user("both@example.com", PASSWORD).await;
    let phone = app.another_browser();
    assert_eq!(phone.sign_in("both@example.com", PASSWORD, true).await.status(), 200);
    assert_eq!(phone.session().await["user"]["email"], "both@example.com");

    let response = app.post_json("/api/auth/logout", &json!({})).await;
    assert_eq!(response.status(), 204);
    assert!(app.session().await["user"].is_null());
    // The other device's still-unexpired access token stops working at once.
    assert!(phone.session().await["user"].is_null());
    let (status, code, _) = error_of(phone.post_json("/api/auth/refresh", &json!({})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (401, "session_missing"));
}

#[tokio::test]
async fn password_recovery_is_single_use_and_expires() {
    let app = TestApp::spawn().await;
    app.confirmed_user("forgot@example.com", PASSWORD).await;
    let laptop = app.another_browser();
    assert_eq!(
        laptop.sign_in("forgot@example.com", PASSWORD, false).await.status(),
        200
    );

    let browser = app.another_browser();
    let response = browser
        .post_json("/api/auth/recover", &json!({"email": "forgot@example.com"}))
        .await;
    assert_eq!(response.status(), 200);
    let mail = app
        .wait_for_mail("forgot@example.com", "Reset your RowRecruit password")
        .await;
    assert!(mail.text.contains("expires in 1 hour"));
    let token = mail.token_for("/reset-password");

    let response = browser
        .post_json("/api/auth/recover/verify", &json!({"token": token}))
        .await;
    assert_eq!(response.status(), 200);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["session"]["recovery"], true);
    assert!(body["user"]["recoverySentAt"].is_string());

    // Single use.
    let (status, code, error) = error_of(
        app.post_json("/api/auth/recover/verify", &json!({"token": token}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_token"));
    assert_eq!(
        error["message"],
        "This password reset link is invalid or has expired. Please request a new one."
    );

    let weak = browser
        .send_json(reqwest::Method::PUT, "/api/auth/user", &json!({"password": "short"}))
        .await;
    assert_eq!(error_of(weak).await.1, "weak_password");
    let response = browser
        .send_json(
            reqwest::Method::PUT,
            "/api/auth/user",
            &json!({"password": "New-erg-6k-21:30"}),
        )
        .await;
    assert_eq!(response.status(), 200);
    // Every session ended, the recovery one included: sign in again.
    assert!(browser.session().await["user"].is_null());
    assert!(laptop.session().await["user"].is_null());
    assert_eq!(app.sign_in("forgot@example.com", PASSWORD, false).await.status(), 400);
    assert_eq!(
        app.sign_in("forgot@example.com", "New-erg-6k-21:30", false)
            .await
            .status(),
        200
    );
    assert!(app
        .mails_to("forgot@example.com")
        .await
        .iter()
        .any(|m| m.subject.contains("password was changed")));

    // An expired link is refused too (asked for a minute later: one link a minute).
    sqlx::query("UPDATE one_time_tokens SET created_at = created_at - 60000")
        .execute(&app.db.pool)
        .await
        .unwrap();
    app.post_json("/api/auth/recover", &json!({"email": "forgot@example.com"}))
        .await;
    let mut expired = None;
    for _ in 0..100 {
        let mails = app.mails_to("forgot@example.com").await;
        let resets: Vec<_> = mails.iter().filter(|m| m.subject.contains("Reset")).collect();
        if resets.len() == 2 {
            expired = Some(resets[0].token_for("/reset-password"));
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    sqlx::query("UPDATE one_time_tokens SET expires_at = 0 WHERE purpose = 'recovery'")
        .execute(&app.db.pool)
        .await
        .unwrap();
    let response = app
        .post_json("/api/auth/recover/verify", &json!({"token": expired.unwrap()}))
        .await;
    assert_eq!(error_of(response).await.1, "invalid_token");
}

#[tokio::test]
async fn changing_the_password_keeps_this_session_and_ends_the_others() {
    let app = TestApp::spawn().await;
    app.confirmed_user("change@example.com", PASSWORD).await;
    let other = app.another_browser();
    other.sign_in("change@example.com", PASSWORD, false).await;

    let wrong = app
        .send_json(
            reqwest::Method::PUT,
            "/api/auth/user",
            &json!({"password": "Brand-new-pass-1", "currentPassword": "nope-nope"}),
        )
        .await;
    assert_eq!(
        error_of(wrong).await.2["fields"]["currentPassword"],
        "Current password is incorrect"
    );
    let response = app
        .send_json(
            reqwest::Method::PUT,
            "/api/auth/user",
            &json!({"password": "Brand-new-pass-1", "currentPassword": PASSWORD}),
        )
        .await;
    assert_eq!(response.status(), 200);
    assert_eq!(app.session().await["user"]["email"], "change@example.com");
    assert!(other.session().await["user"].is_null());

    let anonymous = app.another_browser();
    let response = anonymous
        .send_json(
            reqwest::Method::PUT,
            "/api/auth/user",
            &json!({"password": "Brand-new-pass-2"}),
        )
        .await;
    let (status, code, _) = error_of(response).await;
    assert_eq!((status.as_u16(), code.as_str()), (401, "session_missing"));
}

#[tokio::test]
async fn sign_in_is_rate_limited_per_email() {
    let app = TestApp::spawn().await;
    for _ in 0..10 {
        assert_eq!(
            app.sign_in("target@example.com", "Wrong-pass-123", false)
                .await
                .status(),
            400
        );
    }
    let response = app.sign_in("target@example.com", "Wrong-pass-123", false).await;
    let retry: u64 = response
        .headers()
        .get("retry-after")
        .unwrap()
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry >= 1);
    let (status, code, _) = error_of(response).await;
    assert_eq!((status.as_u16(), code.as_str()), (429, "rate_limited"));
    // Another address is not affected.
    assert_eq!(
        app.sign_in("other@example.com", "Wrong-pass-123", false).await.status(),
        400
    );
}

#[tokio::test]
async fn recovery_requests_are_rate_limited() {
    let app = TestApp::spawn().await;
    for _ in 0..3 {
        assert_eq!(
            app.post_json("/api/auth/recover", &json!({"email": "spam@example.com"}))
                .await
                .status(),
            200
        );
    }
    let (status, _, _) = error_of(
        app.post_json("/api/auth/recover", &json!({"email": "spam@example.com"}))
            .await,
    )
    .await;
    assert_eq!(status, 429);
}

#[tokio::test]
async fn state_changing_requests_need_the_csrf_token_and_our_origin() {
    let app = TestApp::spawn().await;
    let body = json!({"email": "a@example.com", "password": PASSWORD});
    let no_token = app
        .client
        .post(app.url("/api/auth/login"))
        .json(&body)
        .send()
        .await
        .unwrap();
    let (status, code, _) = error_of(no_token).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "csrf_failed"));

    let token = app.csrf_token().await;
    let wrong_token = app
        .client
        .post(app.url("/api/auth/login"))
        .header("X-CSRF-Token", "not-the-cookie")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(error_of(wrong_token).await.1, "csrf_failed");

    let foreign = app
        .client
        .post(app.url("/api/auth/login"))
        .header("Origin", "https://evil.example")
        .header("X-CSRF-Token", &token)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(error_of(foreign).await.1, "csrf_failed");

    let cross_site = app
        .client
        .post(app.url("/api/auth/logout"))
        .header("Sec-Fetch-Site", "cross-site")
        .header("X-CSRF-Token", &token)
        .send()
        .await
        .unwrap();
    assert_eq!(error_of(cross_site).await.1, "csrf_failed");

    // The same request from our own page goes through (to the credentials check).
    assert_eq!(app.post_json("/api/auth/login", &body).await.status(), 400);
}

#[tokio::test]
async fn malformed_bodies_answer_in_the_error_shape() {
    let app = TestApp::spawn().await;
    let token = app.csrf_token().await;
    let send = |body: &'static str, content_type: &'static str| {
        app.client
            .post(app.url("/api/auth/login"))
            .header("Origin", &app.address)
            .header("X-CSRF-Token", &token)
            .header("Content-Type", content_type)
            .body(body)
            .send()
    };
    let (status, code, _) = error_of(send("{not json", "application/json").await.unwrap()).await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "malformed_json"));
    let (status, code, _) = error_of(send("email=a", "application/x-www-form-urlencoded").await.unwrap()).await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "unsupported_media_type"));
    let (status, code, _) = error_of(
        send(r#"{"email": 5, "password": []}"#, "application/json")
            .await
            .unwrap(),
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));
    let huge = format!(r#"{{"email":"{}"}}"#, "a".repeat(300 * 1024));
    let response = app
        .client
        .post(app.url("/api/auth/login"))
        .header("Origin", &app.address)
        .header("X-CSRF-Token", &token)
        .header("Content-Type", "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();
    let (status, code, _) = error_of(response).await;
    assert_eq!((status.as_u16(), code.as_str()), (413, "payload_too_large"));
}

#[tokio::test]
async fn mail_survives_an_smtp_outage_and_is_sent_once() {
    let port = SmtpCapture::free_port();
    // Nothing listens on the port yet: the SMTP server is down.
    let app = TestApp::spawn_with(&[("SMTP_URL", &format!("smtp://127.0.0.1:{port}"))]).await;
    assert_eq!(app.sign_up("outage@example.com", PASSWORD).await.status(), 200);

    let mut attempts = 0i64;
    for _ in 0..100 {
        attempts = sqlx::query_scalar("SELECT attempts FROM mail_outbox WHERE recipient = 'outage@example.com'")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
        if attempts > 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(attempts > 0, "a delivery was tried");
    let sent: Option<i64> =
        sqlx::query_scalar("SELECT sent_at FROM mail_outbox WHERE recipient = 'outage@example.com'")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
    assert!(sent.is_none(), "kept while SMTP is down");
    // The development mailbox is off when SMTP is configured.
    assert_eq!(app.get("/api/dev/mailbox").await.status(), 404);

    let capture = SmtpCapture::start(port).await;
    let mut messages = Vec::new();
    for _ in 0..300 {
        messages = capture.messages();
        if !messages.is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(messages.len(), 1, "delivered after the outage");
    let (to, data) = &messages[0];
    assert_eq!(to, &vec!["outage@example.com".to_owned()]);
    assert!(data.contains("Subject: Confirm your RowRecruit account"));
    assert!(data.contains("text/plain") && data.contains("text/html"));
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    assert_eq!(capture.messages().len(), 1, "sent exactly once");
    let sent: Option<i64> =
        sqlx::query_scalar("SELECT sent_at FROM mail_outbox WHERE recipient = 'outage@example.com'")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
    assert!(sent.is_some());
}

#[tokio::test]
async fn the_development_mailbox_is_off_in_production() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_ENV", "production")]).await;
    assert_eq!(error_of(app.get("/api/dev/mailbox").await).await.0, 404);
}

#[tokio::test]
async fn openapi_lists_the_auth_endpoints() {
    let app = TestApp::spawn().await;
    let doc: serde_json::Value = app.get("/api/openapi.json").await.json().await.unwrap();
    for path in [
        "/api/auth/signup",
        "/api/auth/login",
        "/api/auth/refresh",
        "/api/auth/logout",
        "/api/auth/session",
        "/api/auth/recover",
        "/api/auth/user",
    ] {
        assert!(doc["paths"][path].is_object(), "{path}");
    }
}

#[tokio::test]
async fn a_recovery_session_only_changes_the_password() {
    let app = TestApp::spawn().await;
    app.confirmed_user("limited@example.com", PASSWORD).await;
    let browser = app.another_browser();
    browser
        .post_json("/api/auth/recover", &json!({"email": "limited@example.com"}))
        .await;
    let token = app
        .wait_for_mail("limited@example.com", "Reset")
        .await
        .token_for("/reset-password");
    assert_eq!(
        browser
            .post_json("/api/auth/recover/verify", &json!({"token": token}))
            .await
            .status(),
        200
    );
    assert_eq!(browser.session().await["session"]["recovery"], true);
    for path in ["/api/profile", "/api/dashboard", "/api/account/export", "/api/schools"] {
        assert_eq!(error_of(browser.get(path).await).await.0, 401, "{path}");
    }
    let response = browser
        .send_json(
            reqwest::Method::PUT,
            "/api/auth/user",
            &json!({"password": "Fresh-erg-6:31.0"}),
        )
        .await;
    assert_eq!(response.status(), 200);
}
