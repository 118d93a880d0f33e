//! Security hardening: what every HTTP answer carries (errors, headers, cookies).

use serde_json::json;

use crate::helpers::*;

#[tokio::test]
async fn a_server_error_names_its_request_id_for_the_user_to_quote() {
    let app = TestApp::spawn().await;
    sqlx::query("DROP TABLE waitlist").execute(&app.db.pool).await.unwrap();
    let failed = app
        .post_json("/api/waitlist", &json!({"email": "parent.jones@example.com"}))
        .await;
    let request_id = failed.headers()["x-request-id"].to_str().unwrap().to_owned();
    let (status, code, error) = error_of(failed).await;
    assert_eq!((status.as_u16(), code.as_str()), (500, "internal_error"));
    assert_eq!(error["requestId"], request_id.as_str());
    let message = error["message"].as_str().unwrap();
    assert!(message.starts_with("Something went wrong on our side."), "{message}");
    assert!(message.contains(&format!("quote reference {request_id}")), "{message}");

    // A request id the client sent is quoted only when it is a plain id.
    let odd = app
        .client
        .post(app.url("/api/waitlist"))
        .header("Origin", &app.address)
        .header("X-CSRF-Token", app.csrf_token().await)
        .header("x-request-id", "<script>alert(1)</script>")
        .json(&json!({"email": "parent.jones@example.com"}))
        .send()
        .await
        .unwrap();
    let (status, _, error) = error_of(odd).await;
    assert_eq!(status, 500);
    assert!(error.get("requestId").is_none(), "{error}");
    assert!(!error["message"].as_str().unwrap().contains("script"));

    // Client errors say nothing of the kind.
    let invalid = app.post_json("/api/waitlist", &json!({"email": "nope"})).await;
    let (status, _, error) = error_of(invalid).await;
    assert_eq!(status, 422);
    assert!(error.get("requestId").is_none());
}

/// Holds the database's write lock (SQLite) or the table's lock (PostgreSQL) from another
/// connection, as a long migration or a stuck job would.
async fn lock_waitlist(app: &TestApp) -> sqlx::pool::PoolConnection<sqlx::Any> {
    let mut conn = app.db.pool.acquire().await.unwrap();
    let statements: &[&str] = match app.db.backend {
        rowrecruit::db::Backend::Sqlite => &["BEGIN IMMEDIATE"],
        rowrecruit::db::Backend::Postgres => &["BEGIN", "LOCK TABLE waitlist IN ACCESS EXCLUSIVE MODE"],
    };
    for statement in statements {
        sqlx::query(statement).execute(&mut *conn).await.unwrap();
    }
    conn
}

#[tokio::test]
async fn a_locked_database_answers_503_with_retry_after() {
    let app = TestApp::spawn().await;
    let mut lock = lock_waitlist(&app).await;
    let response = app
        .post_json("/api/waitlist", &json!({"email": "parent.jones@example.com"}))
        .await;
    assert_eq!(response.headers()["retry-after"], "5");
    let (status, code, error) = error_of(response).await;
    assert_eq!((status.as_u16(), code.as_str()), (503, "unavailable"));
    assert!(error["requestId"].is_string(), "{error}");
    sqlx::query("ROLLBACK").execute(&mut *lock).await.unwrap();
    drop(lock);

    // Once the lock is gone the same request goes through.
    let response = app
        .post_json("/api/waitlist", &json!({"email": "parent.jones@example.com"}))
        .await;
    assert!(response.status().is_success(), "{}", response.status());
}

#[tokio::test]
async fn pages_forbid_a_base_element_and_name_their_charset() {
    let app = TestApp::spawn().await;
    let page = app.get("/dashboard").await;
    let csp = page.headers()["content-security-policy"].to_str().unwrap().to_owned();
    assert!(csp.contains("base-uri 'none'"), "{csp}");
    assert_eq!(page.headers()["content-type"], "text/html; charset=utf-8");
    assert_eq!(page.headers()["referrer-policy"], "strict-origin-when-cross-origin");
}

#[tokio::test]
async fn source_maps_are_not_served() {
    let app = TestApp::spawn().await;
    assert!(app.web_dir().join("assets/index-abc123.js.map").exists());
    assert_eq!(app.get("/assets/index-abc123.js.map").await.status(), 404);
    assert_eq!(app.get("/assets/index-abc123.js").await.status(), 200);
}

#[tokio::test]
async fn pages_opened_from_a_one_time_link_are_neither_cached_nor_named_to_other_sites() {
    let app = TestApp::spawn().await;
    for path in [
        "/reset-password",
        "/welcome",
        "/parental-consent",
        "/settings/confirm-email",
        "/unsubscribe",
        "/settings/undo-email-change",
        "/club-invitation",
        "/family-invitation",
        "/family/unsubscribe",
        "/p/some-share-token",
    ] {
        let page = app.get(path).await;
        assert_eq!(page.status(), 200, "{path}");
        assert_eq!(page.headers()["referrer-policy"], "no-referrer", "{path}");
        assert_eq!(page.headers()["cache-control"], "no-store", "{path}");
    }
    let ordinary = app.get("/schools").await;
    assert_eq!(ordinary.headers()["cache-control"], "no-cache");
}

fn value_of<'a>(lines: &'a [String], name: &str) -> &'a str {
    cookie_line(lines, name)[name.len() + 1..].split(';').next().unwrap()
}

#[tokio::test]
async fn cookies_carry_the_host_prefix_on_https() {
    let local = TestApp::spawn().await;
    local.confirmed_user("rower@example.com", "correct horse battery").await;
    // Plain http (local development): the browser would refuse the prefix, so names are bare.
    // A fresh client: the app's own client already holds a CSRF cookie from signing up.
    let lines = set_cookies(&reqwest::get(local.url("/api/health")).await.unwrap());
    assert!(lines.iter().any(|c| c.starts_with("rr_csrf=")), "{lines:?}");

    // The same database behind an https address.
    let https = local
        .sibling(&[("ROWRECRUIT_PUBLIC_URL", "https://rowrecruit.example")])
        .await;
    let lines = set_cookies(&reqwest::get(https.url("/api/health")).await.unwrap());
    let csrf_line = lines.iter().find(|c| c.contains("rr_csrf=")).expect("a CSRF cookie");
    assert!(csrf_line.starts_with("__Host-rr_csrf="), "{csrf_line}");
    let csrf = value_of(&lines, "__Host-rr_csrf").to_owned();

    let sign_in = reqwest::Client::new()
        .post(https.url("/api/auth/login"))
        .header("Origin", "https://rowrecruit.example")
        .header("Cookie", format!("__Host-rr_csrf={csrf}"))
        .header("X-CSRF-Token", &csrf)
        .json(&json!({"email": "rower@example.com", "password": "correct horse battery", "remember": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(sign_in.status(), 200);
    let lines = set_cookies(&sign_in);
    for name in ["__Host-rr_access", "__Host-rr_refresh"] {
        let line = lines.iter().find(|c| c.starts_with(&format!("{name}="))).expect(name);
        let attributes: Vec<&str> = line.split("; ").skip(1).collect();
        for required in ["Secure", "HttpOnly", "Path=/"] {
            assert!(attributes.contains(&required), "{required} missing: {line}");
        }
        assert!(!attributes.iter().any(|a| a.starts_with("Domain")), "{line}");
    }
    assert!(
        !lines.iter().any(|c| c.starts_with("rr_")),
        "no bare names on https: {lines:?}"
    );

    // The prefixed cookies are the ones read back: the session is recognised.
    let access = value_of(&lines, "__Host-rr_access");
    let session_with = |cookie: String| async {
        let response = reqwest::Client::new()
            .get(https.url("/api/auth/session"))
            .header("Cookie", cookie)
            .send()
            .await
            .unwrap();
        response.json::<serde_json::Value>().await.unwrap()
    };
    let session = session_with(format!("__Host-rr_access={access}")).await;
    assert_eq!(session["user"]["email"], "rower@example.com", "{session}");
    // A bare-named cookie (planted by a plain-http page or a subdomain) is not.
    let planted = session_with(format!("rr_access={access}")).await;
    assert!(planted["user"].is_null(), "{planted}");
}
