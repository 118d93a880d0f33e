use serde_json::{json, Value};

use crate::helpers::{error_of, TestApp};

const PASSWORD: &str = "Erg-2k-6:45.0";

async fn join(app: &TestApp, body: Value) -> reqwest::Response {
    app.post_json("/api/waitlist", &body).await
}

/// A signed-in admin in its own browser.
async fn admin(app: &TestApp) -> TestApp {
    crate::helpers::cli_admin(app, "ops@example.com").await
}

#[tokio::test]
async fn joining_normalises_and_keeps_one_entry_per_address_in_any_case() {
    let app = TestApp::spawn().await;
    let response = join(
        &app,
        json!({"email": "  Rower@Example.COM ", "referrer": "https://google.com/",
               "metadata": {"page_url": "http://x/", "timestamp": "2026-11-21T10:00:00Z"}}),
    )
    .await;
    assert_eq!(response.status(), 200);
    let joined: Value = response.json().await.unwrap();
    assert_eq!(joined["email"], "rower@example.com");
    let row: (String, String, Option<String>, String) =
        sqlx::query_as("SELECT email, source, referrer, metadata FROM waitlist")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(
        (row.0.as_str(), row.1.as_str(), row.2.as_deref()),
        ("rower@example.com", "coming_soon_page", Some("https://google.com/"))
    );
    let metadata: Value = serde_json::from_str(&row.3).unwrap();
    assert_eq!(metadata["page_url"], "http://x/");
    assert!(metadata["user_agent"].is_string(), "added from the request");

    // Joining again answers the same (the answer tells no one who is on the list).
    let again = join(&app, json!({"email": "ROWER@example.com"})).await;
    assert_eq!(again.status(), 200);
    assert_eq!(again.json::<Value>().await.unwrap(), joined);
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM waitlist")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(n, 1);
}

#[tokio::test]
async fn bad_email_and_oversized_metadata_are_refused() {
    let app = TestApp::spawn().await;
    for (body, field) in [
        (json!({}), "email"),
        (json!({"email": "nope"}), "email"),
        (
            json!({"email": "a@b.co", "metadata": {"blob": "x".repeat(501)}}),
            "metadata",
        ),
        (json!({"email": "a@b.co", "metadata": {"nested": {"a": 1}}}), "metadata"),
        (
            json!({"email": "a@b.co", "metadata": (0..21).map(|i| (format!("k{i}"), json!(i))).collect::<serde_json::Map<_, _>>()}),
            "metadata",
        ),
        (json!({"email": "a@b.co", "source": "s".repeat(65)}), "source"),
    ] {
        let (status, _, error) = error_of(join(&app, body.clone()).await).await;
        assert_eq!(status, 422, "{body}");
        assert!(error["fields"][field].is_string(), "{body}");
    }
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM waitlist")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(n, 0);
}

#[tokio::test]
async fn joining_is_rate_limited() {
    let app = TestApp::spawn().await;
    for i in 0..10 {
        assert_eq!(
            join(&app, json!({"email": format!("r{i}@example.com")})).await.status(),
            200
        );
    }
    let (status, code, _) = error_of(join(&app, json!({"email": "r10@example.com"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (429, "rate_limited"));
}

#[tokio::test]
async fn stats_count_since_local_midnight_and_are_for_admins_only() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_TIMEZONE", "America/New_York")]).await;
    for (email, source) in [
        ("a@x.co", None),
        ("b@x.co", Some("landing")),
        ("c@x.co", Some("landing")),
    ] {
        let mut body = json!({"email": email});
        if let Some(source) = source {
            body["source"] = json!(source);
        }
        assert_eq!(join(&app, body).await.status(), 200);
    }
    // One entry from before local midnight: it counts in the total, not today.
    let midnight = rowrecruit::waitlist::local_midnight_ms(
        rowrecruit::db::now_ms(),
        &jiff::tz::TimeZone::get("America/New_York").unwrap(),
    );
    sqlx::query("UPDATE waitlist SET created_at = $1 WHERE email = 'a@x.co'")
        .bind(midnight - 1)
        .execute(&app.db.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE waitlist SET created_at = $1 WHERE email = 'b@x.co'")
        .bind(midnight)
        .execute(&app.db.pool)
        .await
        .unwrap();

    assert_eq!(error_of(app.get("/api/admin/waitlist/stats").await).await.0, 401);
    let student = app.another_browser();
    student.confirmed_user("kid@example.com", PASSWORD).await;
    assert_eq!(error_of(student.get("/api/admin/waitlist/stats").await).await.0, 403);
    assert_eq!(
        error_of(student.get("/api/admin/waitlist/exists?email=a@x.co").await)
            .await
            .0,
        403
    );

    let admin = admin(&app).await;
    let stats: Value = admin.get("/api/admin/waitlist/stats").await.json().await.unwrap();
    assert_eq!(stats["total"], 3);
    assert_eq!(stats["today"], 2, "midnight itself counts as today");
    assert_eq!(stats["timeZone"], "America/New_York");
    assert_eq!(stats["bySource"], json!({"coming_soon_page": 1, "landing": 2}));
    let yes: Value = admin
        .get("/api/admin/waitlist/exists?email=A@X.CO")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(yes["exists"], true);
    let no: Value = admin
        .get("/api/admin/waitlist/exists?email=zz@x.co")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(no["exists"], false);
    let found: Value = admin.get("/api/admin/waitlist?q=b@").await.json().await.unwrap();
    assert_eq!(found.as_array().unwrap().len(), 1);
    let csv = admin.get("/api/admin/waitlist.csv").await;
    assert!(csv.headers()["content-type"].to_str().unwrap().starts_with("text/csv"));
    let csv = csv.text().await.unwrap();
    assert_eq!(csv.lines().count(), 4);
    assert!(csv.contains("\"c@x.co\",\"landing\""));
}

#[tokio::test]
async fn the_access_code_is_checked_on_the_server_and_rate_limited() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_ACCESS_CODE", "crew-2026")]).await;
    let site: Value = app.get("/api/site").await.json().await.unwrap();
    assert_eq!(
        (site["live"].as_bool(), site["previewAccess"].as_bool()),
        (Some(false), Some(true))
    );
    assert!(!site.to_string().contains("crew-2026"));

    let (status, code, error) = error_of(
        app.post_json("/api/preview/access", &json!({"code": "crew-2025"}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "invalid_access_code"));
    assert_eq!(error["message"], "Invalid access code");
    let ok: Value = app
        .post_json("/api/preview/access", &json!({"code": "crew-2026"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(ok["granted"], true);
    for _ in 0..3 {
        app.post_json("/api/preview/access", &json!({"code": "guess"})).await;
    }
    let (status, _, _) = error_of(
        app.post_json("/api/preview/access", &json!({"code": "crew-2026"}))
            .await,
    )
    .await;
    assert_eq!(status, 429);
}

#[tokio::test]
async fn without_a_configured_code_no_code_opens_the_preview() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_SITE_LIVE", "true")]).await;
    let site: Value = app.get("/api/site").await.json().await.unwrap();
    assert_eq!(
        (site["live"].as_bool(), site["previewAccess"].as_bool()),
        (Some(true), Some(false))
    );
    assert_eq!(
        error_of(app.post_json("/api/preview/access", &json!({"code": ""})).await)
            .await
            .0,
        403
    );
}
