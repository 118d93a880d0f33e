//! Server error reports: the real binary, started with a Sentry DSN that points at a local
//! ingest endpoint, reports a 5xx answer once, and the report carries no personal data.

use std::{
    process::{Child, Command, Stdio},
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{body::Bytes, extract::State, routing::post, Router};
use serde_json::json;

use crate::helpers::{error_of, SmtpCapture, TestApp};

/// Collects the bodies of the envelopes a Sentry client posts.
#[derive(Clone, Default)]
struct Ingest {
    envelopes: Arc<Mutex<Vec<String>>>,
}

impl Ingest {
    async fn start(&self) -> u16 {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let router = Router::new()
            .route(
                "/api/{project}/envelope/",
                post(|State(ingest): State<Ingest>, body: Bytes| async move {
                    ingest
                        .envelopes
                        .lock()
                        .unwrap()
                        .push(String::from_utf8_lossy(&body).into_owned());
                    "{}"
                }),
            )
            .with_state(self.clone());
        tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
        port
    }

    fn events_mentioning(&self, text: &str) -> Vec<String> {
        self.envelopes
            .lock()
            .unwrap()
            .iter()
            .filter(|e| e.contains(text))
            .cloned()
            .collect()
    }
}

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test]
async fn a_server_error_is_reported_once_without_personal_data() {
    let app = TestApp::spawn().await;
    let ingest = Ingest::default();
    let ingest_port = ingest.start().await;
    let port = SmtpCapture::free_port();
    let address = format!("http://127.0.0.1:{port}");
    let _server = Server(
        Command::new(env!("CARGO_BIN_EXE_rowrecruit"))
            .arg("serve")
            .env("DATABASE_URL", app.database_url())
            .env("ROWRECRUIT_DATA_DIR", app.data_dir())
            .env("ROWRECRUIT_WEB_DIR", app.web_dir())
            .env("ROWRECRUIT_BIND", format!("127.0.0.1:{port}"))
            .env("ROWRECRUIT_PUBLIC_URL", &address)
            .env(
                "ROWRECRUIT_SENTRY_DSN",
                format!("http://publickey@127.0.0.1:{ingest_port}/42"),
            )
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start rowrecruit serve"),
    );
    let browser = app.browser_at(&address);
    let mut ready = false;
    for _ in 0..200 {
        if browser
            .client
            .get(browser.url("/api/health"))
            .send()
            .await
            .is_ok_and(|r| r.status() == 200)
        {
            ready = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(ready, "the server did not start");

    // Answers the user gets wrong are not server errors: nothing is reported.
    let invalid = browser
        .post_json("/api/waitlist", &json!({"email": "not-an-email"}))
        .await;
    assert_eq!(invalid.status(), 422);

    // A table gone from under the server: joining the waitlist now fails on our side.
    sqlx::query("DROP TABLE waitlist").execute(&app.db.pool).await.unwrap();
    let failed = browser
        .post_json("/api/waitlist", &json!({"email": "parent.jones@example.com"}))
        .await;
    let request_id = failed.headers()["x-request-id"].to_str().unwrap().to_owned();
    let (status, code, _) = error_of(failed).await;
    assert_eq!((status.as_u16(), code.as_str()), (500, "internal_error"));

    let marker = "500 Internal Server Error on POST /api/waitlist";
    let mut reports = Vec::new();
    for _ in 0..200 {
        reports = ingest.events_mentioning(marker);
        if !reports.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(reports.len(), 1, "one report for one failure");
    let report = &reports[0];
    assert!(report.contains("waitlist"), "the report says what failed: {report}");
    assert!(
        report.contains(&request_id),
        "the report names the request id {request_id}: {report}"
    );
    assert!(
        !report.contains("parent.jones"),
        "no email address in the report: {report}"
    );
    assert!(!report.contains("rr_csrf"), "no cookies in the report");
    assert!(
        ingest
            .events_mentioning("/api/waitlist")
            .iter()
            .all(|e| !e.contains(" 422 ")),
        "the 422 was not reported"
    );
}
