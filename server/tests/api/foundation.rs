use crate::helpers::{error_of, TestApp};

#[tokio::test]
async fn health_answers_ok() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/health").await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.json::<serde_json::Value>().await.unwrap(),
        serde_json::json!({"status": "ok"})
    );
}

#[tokio::test]
async fn ready_follows_the_database() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/ready").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<serde_json::Value>().await.unwrap()["status"], "ready");

    app.db.close().await;
    let response = app.get("/api/ready").await;
    assert_eq!(response.headers().get("retry-after").unwrap(), "5");
    let (status, code, _) = error_of(response).await;
    assert_eq!(status, 503);
    assert_eq!(code, "unavailable");
    // The process itself is still up.
    assert_eq!(app.get("/api/health").await.status(), 200);
}

#[tokio::test]
async fn unknown_api_paths_answer_404_in_the_error_shape() {
    let app = TestApp::spawn().await;
    for path in ["/api/nope", "/api/", "/api", "/api/deep/er/path?x=1"] {
        let (status, code, _) = error_of(app.get(path).await).await;
        assert_eq!(status, 404, "{path}");
        assert_eq!(code, "not_found", "{path}");
    }
    let response = app
        .send_json(reqwest::Method::DELETE, "/api/does-not-exist", &serde_json::json!({}))
        .await;
    assert_eq!(error_of(response).await.0, 404);
}

#[tokio::test]
async fn wrong_method_answers_405_in_the_error_shape() {
    let app = TestApp::spawn().await;
    let response = app.post_json("/api/health", &serde_json::json!({})).await;
    assert!(response.headers().get("allow").is_some());
    let (status, code, _) = error_of(response).await;
    assert_eq!(status, 405);
    assert_eq!(code, "method_not_allowed");
}

#[tokio::test]
async fn security_headers_on_api_and_pages() {
    let app = TestApp::spawn().await;
    for path in ["/api/health", "/", "/dashboard", "/api/nope"] {
        let response = app.get(path).await;
        let h = response.headers();
        let csp = h.get("content-security-policy").expect(path).to_str().unwrap();
        assert!(csp.contains("script-src 'self'"), "{path}: {csp}");
        assert!(!csp.contains("unsafe-inline"), "{path}: {csp}");
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert_eq!(h.get("x-content-type-options").unwrap(), "nosniff");
        assert_eq!(h.get("referrer-policy").unwrap(), "strict-origin-when-cross-origin");
        assert_eq!(h.get("x-frame-options").unwrap(), "DENY");
        assert!(h.get("x-request-id").is_some(), "{path}: request id echoed");
        assert!(h.get("strict-transport-security").is_none(), "no HSTS over http");
    }
}

#[tokio::test]
async fn hsts_when_served_over_https() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_PUBLIC_URL", "https://rowrecruit.example")]).await;
    let response = app.get("/api/health").await;
    let hsts = response
        .headers()
        .get("strict-transport-security")
        .unwrap()
        .to_str()
        .unwrap();
    assert!(hsts.starts_with("max-age="));
}

#[tokio::test]
async fn a_given_request_id_is_kept() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .get(app.url("/api/health"))
        .header("x-request-id", "trace-me-42")
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers().get("x-request-id").unwrap(), "trace-me-42");
}

#[tokio::test]
async fn client_routes_fall_back_to_the_app_page() {
    let app = TestApp::spawn().await;
    for path in ["/", "/dashboard", "/schools/42", "/forgot-password?x=1"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.headers().get("cache-control").unwrap(), "no-cache", "{path}");
        assert!(response.text().await.unwrap().contains("<div id=\"root\">"), "{path}");
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_for_a_year_and_missing_ones_are_404() {
    let app = TestApp::spawn().await;
    let response = app.get("/assets/index-abc123.js").await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers().get("cache-control").unwrap(),
        "public, max-age=31536000, immutable"
    );
    assert!(response
        .headers()
        .get("content-type")
        .unwrap()
        .to_str()
        .unwrap()
        .contains("javascript"));

    let missing = app.get("/assets/index-gone999.js").await;
    assert_eq!(missing.status(), 404);
    assert_eq!(missing.headers().get("cache-control").unwrap(), "no-cache");
}

#[tokio::test]
async fn responses_are_compressed_when_asked() {
    let app = TestApp::spawn().await;
    // A client without automatic decompression, so the header is visible.
    let raw = reqwest::Client::builder().no_gzip().no_brotli().build().unwrap();
    for (accept, expected) in [("br", "br"), ("gzip", "gzip")] {
        let response = raw
            .get(app.url("/assets/index-abc123.js"))
            .header("accept-encoding", accept)
            .send()
            .await
            .unwrap();
        assert_eq!(response.headers().get("content-encoding").unwrap(), expected);
    }
}

#[tokio::test]
async fn precompressed_copies_of_static_files_are_sent_as_they_are() {
    let app = TestApp::spawn().await;
    let assets = app.web_dir().join("assets");
    std::fs::write(assets.join("app-def456.js"), "console.log('app');\n".repeat(50)).unwrap();
    // The build writes these copies; their bytes go out untouched, with the matching encoding.
    std::fs::write(assets.join("app-def456.js.br"), b"brotli copy from the build").unwrap();
    std::fs::write(assets.join("app-def456.js.gz"), b"gzip copy from the build").unwrap();
    let raw = reqwest::Client::builder().no_gzip().no_brotli().build().unwrap();
    for (accept, encoding, body) in [
        ("br, gzip", "br", "brotli copy from the build"),
        ("gzip", "gzip", "gzip copy from the build"),
    ] {
        let response = raw
            .get(app.url("/assets/app-def456.js"))
            .header("accept-encoding", accept)
            .send()
            .await
            .unwrap();
        assert_eq!(response.headers()["content-encoding"], encoding);
        assert_eq!(response.headers()["content-type"], "text/javascript; charset=utf-8");
        assert_eq!(response.text().await.unwrap(), body);
    }
    let plain = raw.get(app.url("/assets/app-def456.js")).send().await.unwrap();
    assert!(plain.headers().get("content-encoding").is_none());
    assert!(plain.text().await.unwrap().starts_with("console.log"));
}

#[tokio::test]
async fn api_responses_are_never_cached() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/health").await;
    assert_eq!(response.headers().get("cache-control").unwrap(), "no-store");
}

#[tokio::test]
async fn openapi_document_describes_the_api() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/openapi.json").await;
    assert_eq!(response.status(), 200);
    let doc: serde_json::Value = response.json().await.unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    assert!(doc["paths"]["/api/health"]["get"].is_object());
    assert!(doc["paths"]["/api/ready"]["get"].is_object());
    assert!(doc["components"]["schemas"]["ErrorBody"].is_object());
}

#[tokio::test]
async fn the_error_reporting_host_is_allowed_only_when_configured() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_BROWSER_SENTRY_DSN", "https://abc123@o1.ingest.sentry.io/42")]).await;
    let response = app.get("/").await;
    let csp = response.headers()["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("connect-src 'self' https://o1.ingest.sentry.io;"), "{csp}");
    let site: serde_json::Value = app.get("/api/site").await.json().await.unwrap();
    assert_eq!(site["sentryDsn"], "https://abc123@o1.ingest.sentry.io/42");
}

/// A start on an up-to-date database skips the migrator; a migration edited since it was applied
/// still goes to the migrator, which refuses to start.
#[tokio::test]
async fn a_start_checks_the_applied_migrations() {
    let app = TestApp::spawn().await;
    assert!(app.db.migrations_current().await, "the server applied every migration");
    app.db.migrate().await.expect("an up-to-date database starts");

    sqlx::query("UPDATE _sqlx_migrations SET checksum = $1 WHERE version = 1")
        .bind(vec![0_u8; 48])
        .execute(&app.db.pool)
        .await
        .unwrap();
    assert!(!app.db.migrations_current().await);
    let error = app.db.migrate().await.expect_err("an edited migration").to_string();
    assert!(error.contains("modified"), "{error}");
}
