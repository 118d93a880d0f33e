//! Starts the real server on a random port against a fresh database.
//!
//! With `TEST_DATABASE_URL=postgres://…` set, each test gets its own PostgreSQL database,
//! dropped afterwards; otherwise a SQLite file in a temporary folder.

use std::{collections::HashMap, path::Path, sync::Arc};

use reqwest::cookie::CookieStore;

use rowrecruit::{db::Db, App, Config};
use tokio::sync::oneshot;

pub struct TestApp {
    database_url: String,
    pub address: String,
    pub client: reqwest::Client,
    pub cookies: Arc<reqwest::cookie::Jar>,
    pub db: Db,
    /// The server's state, for driving its background work (e.g. a notification sweep) at once.
    pub state: rowrecruit::AppState,
    shutdown: Option<oneshot::Sender<()>>,
    postgres_database: Option<(String, String)>,
    _dir: tempfile::TempDir,
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        Self::spawn_with(&[]).await
    }

    /// Starts the server with extra environment variables on top of the test defaults.
    pub async fn spawn_with(vars: &[(&str, &str)]) -> TestApp {
        if std::env::var("TEST_LOG").is_ok() {
            rowrecruit::telemetry::init(rowrecruit::config::LogFormat::Text, "debug,sqlx=warn");
        }
        let dir = tempfile::tempdir().expect("temp dir");
        write_web_fixture(&dir.path().join("web"));

        let mut env: HashMap<String, String> = HashMap::new();
        env.insert(
            "ROWRECRUIT_DATA_DIR".into(),
            dir.path().join("data").to_string_lossy().into(),
        );
        env.insert(
            "ROWRECRUIT_WEB_DIR".into(),
            dir.path().join("web").to_string_lossy().into(),
        );
        env.insert("ROWRECRUIT_BIND".into(), "127.0.0.1:0".into());
        // The tests read their mail in the development mailbox, which is off unless turned on.
        env.insert("ROWRECRUIT_DEV_MAILBOX".into(), "on".into());
        // Every instance of a test shares one signing key, as a deployment's instances do.
        env.insert(
            "ROWRECRUIT_SECRET_KEY".into(),
            "dGVzdC1zaWduaW5nLWtleS10ZXN0LXNpZ25pbmcta2V5LTEyMzQ1Njc4".into(),
        );

        let mut postgres_database = None;
        let shares_database = vars.iter().any(|(k, _)| *k == "DATABASE_URL");
        if let Some(admin_url) = std::env::var("TEST_DATABASE_URL")
            .ok()
            .filter(|u| u.starts_with("postgres") && !shares_database)
        {
            let name = format!("rowrecruit_test_{}", uuid::Uuid::new_v4().simple());
            let admin = Db::connect(&admin_url).await.expect("connect to TEST_DATABASE_URL");
            sqlx::query(&format!("CREATE DATABASE {name}"))
                .execute(&admin.pool)
                .await
                .expect("create test database");
            // A test database is thrown away: its commits need not wait for the disk.
            sqlx::query(&format!("ALTER DATABASE {name} SET synchronous_commit = off"))
                .execute(&admin.pool)
                .await
                .expect("set up test database");
            admin.close().await;
            let mut url = url::Url::parse(&admin_url).unwrap();
            url.set_path(&name);
            env.insert("DATABASE_URL".into(), url.to_string());
            postgres_database = Some((admin_url, name));
        }
        for (k, v) in vars {
            env.insert((*k).into(), (*v).into());
        }

        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        env.entry("ROWRECRUIT_PUBLIC_URL".into())
            .or_insert_with(|| format!("http://127.0.0.1:{port}"));

        let config = Config::from_lookup(|k| env.get(k).cloned()).expect("test config");
        let database_url = config.database_url.clone();
        let app = App::build(config).await.expect("app builds");
        let db = app.state.db.clone();
        let state = app.state.clone();
        let (tx, rx) = oneshot::channel::<()>();
        tokio::spawn(async move {
            app.serve(listener, async {
                let _ = rx.await;
            })
            .await
            .expect("server runs");
        });

        let cookies = Arc::new(reqwest::cookie::Jar::default());
        let client = reqwest::Client::builder()
            .cookie_provider(cookies.clone())
            .user_agent("rowrecruit-api-tests")
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        TestApp {
            database_url,
            address: format!("http://127.0.0.1:{port}"),
            client,
            cookies,
            db,
            state,
            shutdown: Some(tx),
            postgres_database,
            _dir: dir,
        }
    }

    /// A second server instance on the same database (and signing key), with extra variables.
    pub async fn sibling(&self, vars: &[(&str, &str)]) -> TestApp {
        let mut all: Vec<(&str, &str)> = vec![("DATABASE_URL", self.database_url.as_str())];
        all.extend_from_slice(vars);
        TestApp::spawn_with(&all).await
    }

    /// The database this server uses, for running the real binary against it.
    pub fn database_url(&self) -> &str {
        &self.database_url
    }

    /// The stand-in web app this server serves.
    pub fn web_dir(&self) -> std::path::PathBuf {
        self._dir.path().join("web")
    }

    /// A data folder for a command run beside this server.
    pub fn data_dir(&self) -> std::path::PathBuf {
        self._dir.path().join("data")
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request sent")
    }

    /// The value of a cookie the server set for `path`.
    pub fn cookie(&self, name: &str, path: &str) -> Option<String> {
        let header = self.cookies.cookies(&self.url(path).parse().unwrap())?;
        header
            .to_str()
            .ok()?
            .split("; ")
            .find_map(|pair| pair.strip_prefix(&format!("{name}=")).map(str::to_owned))
    }

    /// The CSRF token, fetching the cookie first if the client has none yet.
    pub async fn csrf_token(&self) -> String {
        if let Some(token) = self.cookie("rr_csrf", "/") {
            return token;
        }
        self.get("/api/health").await;
        self.cookie("rr_csrf", "/").expect("server sets the CSRF cookie")
    }

    /// A same-origin JSON request, as the web app sends it (Origin and CSRF header).
    pub async fn send_json(&self, method: reqwest::Method, path: &str, body: &serde_json::Value) -> reqwest::Response {
        let token = self.csrf_token().await;
        self.client
            .request(method, self.url(path))
            .header("Origin", &self.address)
            .header("X-CSRF-Token", token)
            .json(body)
            .send()
            .await
            .expect("request sent")
    }

    pub async fn put_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.send_json(reqwest::Method::PUT, path, body).await
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.send_json(reqwest::Method::POST, path, body).await
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        if let Some((admin_url, name)) = self.postgres_database.take() {
            // Drop runs outside async code: use a small runtime of its own.
            let _ = std::thread::spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap();
                rt.block_on(async {
                    if let Ok(admin) = Db::connect(&admin_url).await {
                        let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                            .execute(&admin.pool)
                            .await;
                        admin.close().await;
                    }
                });
            })
            .join();
        }
    }
}

/// A stand-in for the built web app: an index page and one hashed asset.
fn write_web_fixture(dir: &Path) {
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    let index = format!(
        "<!doctype html><html><head><title>RowRecruit</title><script type=\"module\" src=\"/assets/index-abc123.js\"></script></head><body><div id=\"root\"></div>{}</body></html>",
        "<!-- padding so the page is worth compressing -->".repeat(20)
    );
    std::fs::write(dir.join("index.html"), index).unwrap();
    std::fs::write(dir.join("assets/index-abc123.js"), "console.log('app');\n".repeat(50)).unwrap();
    std::fs::write(dir.join("assets/index-abc123.js.map"), "{\"version\":3}").unwrap();
}

/// Reads an error body and checks it has the one error shape.
pub async fn error_of(response: reqwest::Response) -> (reqwest::StatusCode, String, serde_json::Value) {
    let status = response.status();
    let content_type = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    assert!(
        content_type.starts_with("application/json"),
        "error is JSON, got {content_type}"
    );
    let body: serde_json::Value = response.json().await.expect("JSON body");
    let error = body.get("error").unwrap_or_else(|| panic!("error shape: {body}"));
    let code = error["code"].as_str().expect("error.code").to_owned();
    assert!(
        error["message"].as_str().is_some_and(|m| !m.is_empty()),
        "error.message: {body}"
    );
    (status, code, error.clone())
}

/// Registration metadata of an adult in New York, which needs no notice or consent.
pub fn adult_registration() -> serde_json::Value {
    serde_json::json!({"role": "student", "birthDate": "1990-04-02", "userState": "NY"})
}

/// A birth date `years` years before today, shifted by `days` (negative: earlier).
pub fn born(years: i32, days: i64) -> String {
    let today = jiff::Zoned::now().with_time_zone(jiff::tz::TimeZone::UTC).date();
    // Date arithmetic clamps 29 February to the 28th in a common year.
    let anniversary = today - jiff::Span::new().years(years);
    (anniversary + jiff::Span::new().days(days)).to_string()
}

/// An email as the development mailbox shows it.
#[derive(serde::Deserialize, Debug, Clone)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
}

impl Mail {
    /// The token of the link to `path` in this email (`…{path}#token=…`).
    pub fn token_for(&self, path: &str) -> String {
        let marker = format!("{path}#token=");
        let start = self
            .text
            .find(&marker)
            .unwrap_or_else(|| panic!("no {path} link in: {}", self.text))
            + marker.len();
        self.text[start..].split_whitespace().next().unwrap().to_owned()
    }
}

impl TestApp {
    /// Every email sent to `to`, newest first.
    pub async fn mails_to(&self, to: &str) -> Vec<Mail> {
        let all: Vec<Mail> = self.get("/api/dev/mailbox").await.json().await.expect("mailbox JSON");
        all.into_iter().filter(|m| m.to == to).collect()
    }

    /// Waits (up to 5 s) for a mail to `to` whose subject contains `subject`.
    pub async fn wait_for_mail(&self, to: &str, subject: &str) -> Mail {
        for _ in 0..100 {
            if let Some(mail) = self
                .mails_to(to)
                .await
                .into_iter()
                .find(|m| m.subject.contains(subject))
            {
                return mail;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("no mail '{subject}' to {to}");
    }

    pub async fn sign_up(&self, email: &str, password: &str) -> reqwest::Response {
        self.post_json(
            "/api/auth/signup",
            &serde_json::json!({"email": email, "password": password, "data": adult_registration()}),
        )
        .await
    }

    pub async fn sign_in(&self, email: &str, password: &str, remember: bool) -> reqwest::Response {
        self.post_json(
            "/api/auth/login",
            &serde_json::json!({"email": email, "password": password, "remember": remember}),
        )
        .await
    }

    /// Signs up, follows the confirmation link and signs in.
    pub async fn confirmed_user(&self, email: &str, password: &str) {
        assert_eq!(self.sign_up(email, password).await.status(), 200);
        let mail = self.wait_for_mail(email, "Confirm").await;
        let response = self
            .post_json(
                "/api/auth/confirm",
                &serde_json::json!({"token": mail.token_for("/welcome")}),
            )
            .await;
        assert_eq!(response.status(), 200);
        assert_eq!(self.sign_in(email, password, false).await.status(), 200);
    }

    pub async fn session(&self) -> serde_json::Value {
        self.get("/api/auth/session").await.json().await.unwrap()
    }

    /// A second browser on the same server: its own cookies.
    pub fn another_browser(&self) -> TestApp {
        self.browser_at(&self.address)
    }

    /// A browser of its own for a server at `address` that uses this test's database.
    pub fn browser_at(&self, address: &str) -> TestApp {
        let cookies = Arc::new(reqwest::cookie::Jar::default());
        TestApp {
            database_url: self.database_url.clone(),
            address: address.to_owned(),
            client: reqwest::Client::builder()
                .cookie_provider(cookies.clone())
                .user_agent("rowrecruit-api-tests")
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap(),
            cookies,
            db: self.db.clone(),
            state: self.state.clone(),
            shutdown: None,
            postgres_database: None,
            _dir: tempfile::tempdir().unwrap(),
        }
    }
}

/// A real SMTP server (aiosmtpd) capturing into a folder; needs SMTP_CAPTURE_PYTHON.
pub struct SmtpCapture {
    port: u16,
    pub dir: tempfile::TempDir,
    child: std::process::Child,
}

impl SmtpCapture {
    pub fn free_port() -> u16 {
        std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port()
    }

    pub async fn start(port: u16) -> SmtpCapture {
        let python = std::env::var("SMTP_CAPTURE_PYTHON")
            .expect("SMTP_CAPTURE_PYTHON must name a Python with aiosmtpd (./scripts/test sets it)");
        let dir = tempfile::tempdir().unwrap();
        let script = format!("{}/../scripts/smtp_capture.py", env!("CARGO_MANIFEST_DIR"));
        #[allow(clippy::zombie_processes)] // Drop kills and waits for it.
        let child = std::process::Command::new(python)
            .args([&script, "--port", &port.to_string(), "--dir"])
            .arg(dir.path())
            .stdout(std::process::Stdio::null())
            .spawn()
            .expect("start the SMTP capture");
        for _ in 0..100 {
            if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
                return SmtpCapture { port, dir, child };
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("SMTP capture did not start on {port}");
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Every captured message as (recipients, raw data).
    pub fn messages(&self) -> Vec<(Vec<String>, String)> {
        let mut files: Vec<_> = std::fs::read_dir(self.dir.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        files.sort();
        files
            .iter()
            .map(|p| {
                let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
                let to = v["to"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|t| t.as_str().unwrap().to_owned())
                    .collect();
                (to, v["data"].as_str().unwrap().to_owned())
            })
            .collect()
    }
}

impl Drop for SmtpCapture {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The password of the accounts `member`, `cli_admin` and `verified_coach` create.
pub const MEMBER_PASSWORD: &str = "Erg-2k-6:45.0";

/// Signs up an adult account of `role` in its own browser and confirms it from the emailed
/// link: the browser (not signed in) and the confirmation's answer.
pub async fn confirmed_account(app: &TestApp, email: &str, role: &str) -> (TestApp, reqwest::Response) {
    let browser = app.another_browser();
    let data = serde_json::json!({"role": role, "birthDate": "1980-01-01", "userState": "NY"});
    let response = browser
        .post_json(
            "/api/auth/signup",
            &serde_json::json!({"email": email, "password": MEMBER_PASSWORD, "data": data}),
        )
        .await;
    assert_eq!(response.status(), 200);
    let token = app.wait_for_mail(email, "Confirm").await.token_for("/welcome");
    let confirmed = browser
        .post_json("/api/auth/confirm", &serde_json::json!({"token": token}))
        .await;
    (browser, confirmed)
}

/// Signs up and confirms an adult account of `role` in its own browser, signed in.
pub async fn member(app: &TestApp, email: &str, role: &str) -> TestApp {
    let (browser, _) = confirmed_account(app, email, role).await;
    assert_eq!(browser.sign_in(email, MEMBER_PASSWORD, false).await.status(), 200);
    browser
}

pub async fn put(app: &TestApp, path: &str, body: &serde_json::Value) -> reqwest::Response {
    app.send_json(reqwest::Method::PUT, path, body).await
}

pub async fn delete(app: &TestApp, path: &str) -> reqwest::Response {
    app.send_json(reqwest::Method::DELETE, path, &serde_json::json!({}))
        .await
}

/// The signed-in user's id.
pub async fn user_id(browser: &TestApp) -> String {
    browser.session().await["user"]["id"].as_str().unwrap().to_owned()
}

/// An admin made the way operators do it, with the `create-admin` command (which promotes an
/// existing account), signed in in a browser of its own.
pub async fn cli_admin(app: &TestApp, email: &str) -> TestApp {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_rowrecruit"))
        .args(["create-admin", "--email", email])
        .env("DATABASE_URL", app.database_url())
        .env("ROWRECRUIT_DATA_DIR", app.data_dir())
        .env("ROWRECRUIT_ADMIN_PASSWORD", MEMBER_PASSWORD)
        .output()
        .expect("run rowrecruit create-admin");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let admin = app.another_browser();
    assert_eq!(admin.sign_in(email, MEMBER_PASSWORD, false).await.status(), 200);
    assert_eq!(admin.session().await["user"]["role"], "admin");
    admin
}

/// A coach of `school_id` verified by an operator through the console API, with the name and
/// title athletes see ([`coach_name`], Assistant Coach).
pub async fn verified_coach(app: &TestApp, email: &str, school_id: &str) -> TestApp {
    let coach = unnamed_verified_coach(app, email, school_id).await;
    let profile = coach
        .put_json(
            "/api/coach/profile",
            &serde_json::json!({"fullName": coach_name(email), "title": "Assistant Coach"}),
        )
        .await;
    assert_eq!(profile.status(), 200);
    coach
}

/// A coach of `school_id` verified by an operator, who has not yet written a profile.
pub async fn unnamed_verified_coach(app: &TestApp, email: &str, school_id: &str) -> TestApp {
    let coach = member(app, email, "coach").await;
    let named = coach
        .put_json("/api/coach/program", &serde_json::json!({"schoolId": school_id}))
        .await;
    assert_eq!(named.status(), 200);
    let admin = cli_admin(app, "ops@rowrecruit.com").await;
    let id = user_id(&coach).await;
    let decided = admin
        .post_json(
            &format!("/api/admin/coaches/{id}/decision"),
            &serde_json::json!({"decision": "approve"}),
        )
        .await;
    assert_eq!(decided.status(), 200);
    coach
}

/// The full name the test coaches write on their profile: the address's local part, capitalised
/// ("assistant@bates.edu" is "Assistant").
pub fn coach_name(email: &str) -> String {
    let local = email.split('@').next().unwrap_or_default();
    let mut chars = local.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A 16-year-old athlete from California, signed up naming `parent`, confirmed and signed in in a
/// browser of their own, whose account waits for the parent's consent.
pub async fn minor_waiting_for_consent(app: &TestApp, email: &str, parent: &str) -> TestApp {
    let browser = app.another_browser();
    let data = serde_json::json!({
        "role": "student", "birthDate": born(16, 0), "userState": "CA",
        "privacyNoticeAcceptedAt": "2026-01-01T00:00:00Z",
        "parentEmail": parent, "parentRelation": "guardian", "consentAcknowledged": true,
        "needsParentalConsent": true,
    });
    let signed_up = browser
        .post_json(
            "/api/auth/signup",
            &serde_json::json!({"email": email, "password": MEMBER_PASSWORD, "data": data}),
        )
        .await;
    assert_eq!(signed_up.status(), 200);
    let token = app.wait_for_mail(email, "Confirm").await.token_for("/welcome");
    browser
        .post_json("/api/auth/confirm", &serde_json::json!({"token": token}))
        .await;
    assert_eq!(browser.sign_in(email, MEMBER_PASSWORD, false).await.status(), 200);
    assert_eq!(browser.session().await["user"]["parentalConsent"], "pending");
    browser
}

/// The `Set-Cookie` lines of a response.
pub fn set_cookies(response: &reqwest::Response) -> Vec<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .collect()
}

/// The `Set-Cookie` line that sets cookie `name`.
pub fn cookie_line<'a>(lines: &'a [String], name: &str) -> &'a str {
    lines
        .iter()
        .find(|l| l.starts_with(&format!("{name}=")))
        .unwrap_or_else(|| panic!("no {name} cookie in {lines:?}"))
}

/// Collects what the server logs (JSON lines) on this test's thread, for tests of what is logged.
/// Such a test runs on a single-threaded runtime, so the server runs on its thread and this
/// thread's subscriber sees its events and no other test's.
#[derive(Clone, Default)]
pub struct CapturedLog(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for CapturedLog {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl CapturedLog {
    /// Captures what is logged at `filter` while the guards live.
    pub fn install(&self, filter: &str) -> (tracing::subscriber::DefaultGuard, tracing::Dispatch) {
        let writer = self.clone();
        let subscriber = tracing_subscriber::fmt()
            .json()
            .flatten_event(true)
            .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
            .with_writer(move || writer.clone())
            .finish();
        let guard = tracing::subscriber::set_default(subscriber);
        // With a single scoped subscriber, tracing decides whether a callsite is wanted by asking
        // the subscriber of whichever thread reaches it first (maybe another test's, which has
        // none) and caches the answer; a second dispatcher makes it ask every subscriber.
        (guard, tracing::Dispatch::new(tracing_subscriber::registry()))
    }

    /// Everything logged so far.
    pub fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }

    /// The events logged so far, one JSON object each.
    pub fn events(&self) -> Vec<serde_json::Value> {
        self.text()
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect()
    }
}
