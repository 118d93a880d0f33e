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
