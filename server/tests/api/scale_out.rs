//! Two server instances on one database, as a deployment scales out.

use serde_json::json;

use crate::helpers::{SmtpCapture, TestApp};

const PASSWORD: &str = "Erg-2k-6:45.0";

#[tokio::test]
async fn a_session_moves_between_instances_and_sign_out_is_global() {
    let first = TestApp::spawn().await;
    if !first.database_url().starts_with("postgres") {
        // One SQLite file serves one instance: it keeps its open sessions in memory and marks
        // their changes in process (see `auth::session_cache`).
        return;
    }
    let second = first.sibling(&[]).await;
    first.confirmed_user("rower@example.com", PASSWORD).await;

    // The same browser (cookies) talks to the other instance.
    let browser = second.another_browser();
    let jar_url: reqwest::Url = second.url("/").parse().unwrap();
    for name in ["rr_access", "rr_refresh", "rr_csrf"] {
        let path = match name {
            "rr_access" => "/api",
            "rr_refresh" => "/api/auth",
            _ => "/",
        };
        let value = first
            .cookie(
                name,
                if name == "rr_refresh" {
                    "/api/auth/refresh"
                } else {
                    "/api/profile"
                },
            )
            .unwrap();
        browser
            .cookies
            .add_cookie_str(&format!("{name}={value}; Path={path}"), &jar_url);
    }
    assert_eq!(browser.session().await["user"]["email"], "rower@example.com");
    assert_eq!(browser.get("/api/profile").await.status(), 200);
    assert_eq!(
        browser.post_json("/api/auth/refresh", &json!({})).await.status(),
        200,
        "refresh on the other instance"
    );
    assert_eq!(browser.session().await["user"]["email"], "rower@example.com");

    // Sign out on the first instance: the second refuses the session as soon as the database's
    // announcement reaches it (the servers and this test share one thread here, so the next
    // request may be served before the announcement is read).
    let phone = first.another_browser();
    phone.sign_in("rower@example.com", PASSWORD, false).await;
    assert_eq!(phone.post_json("/api/auth/logout", &json!({})).await.status(), 204);
    assert!(
        eventually_signed_out(&browser).await,
        "signed out on the other instance"
    );
    assert_eq!(browser.post_json("/api/auth/refresh", &json!({})).await.status(), 401);
}

/// Whatever changes a session or an account on PostgreSQL (another instance, the CLI, a manual
/// statement), every instance stops answering from its memory of the session.
#[tokio::test]
async fn a_change_made_in_the_database_ends_a_session_held_in_memory() {
    let app = TestApp::spawn().await;
    if !app.database_url().starts_with("postgres") {
        return;
    }
    app.confirmed_user("rower@example.com", PASSWORD).await;
    assert_eq!(app.session().await["user"]["role"], "student");

    // Not through the server: no instance marks it, only the database's triggers announce it.
    let outside = rowrecruit::db::Db::connect(app.database_url()).await.unwrap();
    sqlx::query("UPDATE users SET role = 'coach' WHERE email = 'rower@example.com'")
        .execute(&outside.pool)
        .await
        .unwrap();
    assert_eq!(eventually_role(&app, "coach").await, "coach");
    sqlx::query("UPDATE sessions SET revoked_at = 1")
        .execute(&outside.pool)
        .await
        .unwrap();
    assert!(eventually_signed_out(&app).await, "a revoked session is refused");
    outside.close().await;
}

#[tokio::test]
async fn a_school_saved_through_one_instance_is_flagged_in_the_others_search() {
    let first = TestApp::spawn().await;
    if !first.database_url().starts_with("postgres") {
        return;
    }
    let second = first.sibling(&[]).await;
    first.confirmed_user("rower@example.com", PASSWORD).await;
    let there = second.another_browser();
    assert_eq!(there.sign_in("rower@example.com", PASSWORD, false).await.status(), 200);
    let flagged = || async {
        let found: serde_json::Value = there
            .get("/api/schools?q=university%20of%20washington")
            .await
            .json()
            .await
            .unwrap();
        found["items"][0]["saved"].as_bool().unwrap()
    };
    assert!(!flagged().await, "read and held by the second instance");

    let saved = first
        .send_json(
            reqwest::Method::PUT,
            "/api/schools/university-of-washington/saved",
            &json!({}),
        )
        .await;
    assert_eq!(saved.status(), 200);
    let mut seen = false;
    for _ in 0..50 {
        seen = flagged().await;
        if seen {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(seen, "the save reached the other instance's memory");
}

/// The announcement travels through PostgreSQL to the listening instance: allow it a moment,
/// far below the entries' own maximum age.
async fn eventually_role(app: &TestApp, role: &str) -> String {
    let mut seen = String::new();
    for _ in 0..50 {
        seen = app.session().await["user"]["role"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        if seen == role {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    seen
}

async fn eventually_signed_out(app: &TestApp) -> bool {
    for _ in 0..50 {
        if app.session().await["user"].is_null() {
            return true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    false
}

#[tokio::test]
async fn mail_workers_on_two_instances_send_each_email_once() {
    let capture = SmtpCapture::start(SmtpCapture::free_port()).await;
    let smtp = format!("smtp://127.0.0.1:{}", capture.port());
    let first = TestApp::spawn_with(&[("SMTP_URL", &smtp)]).await;
    let second = first.sibling(&[("SMTP_URL", &smtp)]).await;
    for i in 0..12 {
        let app = if i % 2 == 0 { &first } else { &second };
        let data = json!({"role": "student", "birthDate": "1990-04-02", "userState": "NY"});
        let response = app
            .post_json(
                "/api/auth/signup",
                &json!({"email": format!("r{i}@example.com"), "password": PASSWORD, "data": data}),
            )
            .await;
        assert_eq!(response.status(), 200);
    }
    let mut delivered = 0;
    for _ in 0..200 {
        delivered = capture.messages().len();
        let pending: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM mail_outbox WHERE sent_at IS NULL")
            .fetch_one(&first.db.pool)
            .await
            .unwrap();
        if pending == 0 && delivered >= 12 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    // Give a duplicate time to show up if there were one.
    tokio::time::sleep(std::time::Duration::from_millis(1200)).await;
    let messages = capture.messages();
    assert_eq!(
        messages.len(),
        12,
        "each email exactly once (saw {delivered} then {})",
        messages.len()
    );
    let mut recipients: Vec<String> = messages.iter().map(|(to, _)| to[0].clone()).collect();
    recipients.sort();
    recipients.dedup();
    assert_eq!(recipients.len(), 12);
}

#[tokio::test]
async fn a_message_sent_through_one_instance_arrives_live_on_the_other() {
    let first = TestApp::spawn().await;
    if !first.database_url().starts_with("postgres") {
        // One SQLite file serves one instance; live delivery there is in-process (messaging tests).
        return;
    }
    let second = first.sibling(&[]).await;
    let athlete = crate::helpers::member(&first, "ava@example.com", "student").await;
    let body = json!({"fullName": "Ava Stroke", "gradYear": 2027, "visibility": "coaches"});
    assert_eq!(crate::helpers::put(&athlete, "/api/profile", &body).await.status(), 200);
    crate::helpers::verified_coach(&first, "coach@bates.edu", "bates-college").await;
    let coach = second.another_browser();
    assert_eq!(coach.sign_in("coach@bates.edu", PASSWORD, false).await.status(), 200);

    let mut stream = coach.get("/api/messages/events").await;
    crate::messaging::next_event(&mut stream, "ready").await;
    let sent: serde_json::Value = athlete
        .post_json(
            "/api/messages",
            &json!({"schoolId": "bates-college", "body": "Across instances"}),
        )
        .await
        .json()
        .await
        .unwrap();
    let data = crate::messaging::next_event(&mut stream, "message").await;
    assert!(data.contains(sent["conversationId"].as_str().unwrap()), "{data}");
    let inbox: serde_json::Value = coach.get("/api/messages").await.json().await.unwrap();
    assert_eq!(inbox["conversations"][0]["lastMessagePreview"], "Across instances");
}

#[tokio::test]
async fn a_school_import_through_one_instance_shows_in_the_others_search() {
    use rowrecruit::schools::import::{import, parse, SEED_PROGRAMS, SEED_VENUES};
    let first = TestApp::spawn().await;
    let second = first.sibling(&[]).await;
    first.confirmed_user("rower@example.com", PASSWORD).await;
    let other = second.another_browser();
    assert_eq!(other.sign_in("rower@example.com", PASSWORD, false).await.status(), 200);
    async fn lakeside(app: &TestApp) -> i64 {
        let found: serde_json::Value = app.get("/api/schools?q=lakeside").await.json().await.unwrap();
        found["matched"].as_i64().unwrap()
    }
    assert_eq!(lakeside(&other).await, 0);

    let programs =
        format!("{SEED_PROGRAMS}Lakeside Rowing College,Lakeside,MI,III,,true,,,,,1200,https://example.com/lakeside\n");
    import(&first.db, &parse(&programs, Some(SEED_VENUES)).unwrap())
        .await
        .unwrap();
    // The importing instance at once; the other when it hears of it: NOTIFY on PostgreSQL, its
    // poll of the version (every 2 s) on SQLite.
    assert_eq!(lakeside(&first).await, 1);
    let started = std::time::Instant::now();
    while lakeside(&other).await != 1 {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(5),
            "the other instance still searches the old programs"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}
