//! Security hardening: privacy. The development mailbox, what the outbox keeps, what the logs
//! keep about refused and erased people, the retention jobs, and the operator's action on a
//! report that a user is under 13.

use serde_json::{json, Value};

use crate::helpers::*;
use rowrecruit::{db, retention};

const DAY_MS: i64 = 24 * 3_600_000;
const TOO_YOUNG: &str = "You must be at least 14 years old to create an account";
const DIII: &str = "bates-college";

async fn count(app: &TestApp, sql: &str, bind: &str) -> i64 {
    sqlx::query_scalar(sql)
        .bind(bind)
        .fetch_one(&app.db.pool)
        .await
        .unwrap()
}

async fn run_retention(app: &TestApp, now_ms: i64) -> retention::Report {
    retention::run_once(&app.db, now_ms).await.unwrap()
}

// ---- the development mailbox ----

#[tokio::test]
async fn the_development_mailbox_is_off_unless_turned_on() {
    // An empty value is no value: the server's default.
    let app = TestApp::spawn_with(&[("ROWRECRUIT_DEV_MAILBOX", "")]).await;
    assert_eq!(app.sign_up("someone@example.com", MEMBER_PASSWORD).await.status(), 200);
    let (status, code, _) = error_of(app.get("/api/dev/mailbox").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"));
}

#[tokio::test]
async fn the_development_mailbox_shows_mail_when_turned_on_on_a_loopback_bind() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_DEV_MAILBOX", "on"), ("ROWRECRUIT_BIND", "127.0.0.1:0")]).await;
    assert_eq!(app.sign_up("someone@example.com", MEMBER_PASSWORD).await.status(), 200);
    let mail = app.wait_for_mail("someone@example.com", "Confirm").await;
    assert!(!mail.token_for("/welcome").is_empty());
}

#[tokio::test]
async fn start_up_refuses_the_development_mailbox_on_a_public_bind() {
    let dir = tempfile::tempdir().unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_rowrecruit"))
        .arg("serve")
        .env("ROWRECRUIT_DEV_MAILBOX", "on")
        .env("ROWRECRUIT_BIND", "0.0.0.0:0")
        .env("ROWRECRUIT_DATA_DIR", dir.path())
        .env_remove("DATABASE_URL")
        .output()
        .expect("run rowrecruit serve");
    assert!(!output.status.success(), "the server must not start");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("ROWRECRUIT_DEV_MAILBOX") && stderr.contains("loopback"),
        "{stderr}"
    );
}

// ---- the outbox ----

#[tokio::test]
async fn delivered_mail_no_longer_holds_its_link_token() {
    let capture = SmtpCapture::start(SmtpCapture::free_port()).await;
    let smtp = format!("smtp://127.0.0.1:{}", capture.port());
    let app = TestApp::spawn_with(&[("SMTP_URL", &smtp)]).await;
    assert_eq!(app.sign_up("sent@example.com", MEMBER_PASSWORD).await.status(), 200);

    let mut sent: Option<i64> = None;
    for _ in 0..200 {
        sent = sqlx::query_scalar("SELECT sent_at FROM mail_outbox WHERE recipient = 'sent@example.com'")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
        if sent.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(sent.is_some(), "delivered");
    let (_, raw) = capture.messages().pop().expect("captured");
    let raw = raw.replace("=\r\n", "").replace("=\n", "").replace("=3D", "=");
    let start = raw.find("/welcome#token=").expect("link in the email") + "/welcome#token=".len();
    let token: String = raw[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    assert!(token.len() >= 20, "{token}");

    let (subject, text, html): (String, String, String) =
        sqlx::query_as("SELECT subject, text_body, html_body FROM mail_outbox WHERE recipient = 'sent@example.com'")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(subject, "Confirm your RowRecruit account", "metadata stays");
    assert!(!text.contains(&token) && !html.contains(&token));
    assert_eq!(text, "[removed after delivery]");
    assert_eq!(html, "[removed after delivery]");
}

#[tokio::test]
async fn old_outbox_rows_are_purged() {
    let app = TestApp::spawn().await;
    for who in ["old-sent", "old-unsent", "recent-sent", "recent-unsent"] {
        assert_eq!(
            app.sign_up(&format!("{who}@example.com"), MEMBER_PASSWORD)
                .await
                .status(),
            200
        );
    }
    let now = db::now_ms();
    let backdate = |sql: &'static str, recipient: &'static str, at: i64| {
        let pool = app.db.pool.clone();
        async move {
            sqlx::query(sql).bind(at).bind(recipient).execute(&pool).await.unwrap();
        }
    };
    let sent = "UPDATE mail_outbox SET sent_at = $1 WHERE recipient = $2";
    let queued = "UPDATE mail_outbox SET created_at = $1 WHERE recipient = $2";
    backdate(sent, "old-sent@example.com", now - 31 * DAY_MS).await;
    backdate(queued, "old-unsent@example.com", now - 31 * DAY_MS).await;
    backdate(sent, "recent-sent@example.com", now - 29 * DAY_MS).await;
    backdate(queued, "recent-unsent@example.com", now - 29 * DAY_MS).await;

    let report = run_retention(&app, now).await;
    assert_eq!(report.mail_deleted, 2);
    let mut left: Vec<String> = sqlx::query_scalar("SELECT recipient FROM mail_outbox")
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
    left.sort();
    assert_eq!(left, ["recent-sent@example.com", "recent-unsent@example.com"]);
}

// ---- refused sign-ups ----

fn age_refused_cookie(response: &reqwest::Response) -> Option<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("rr_age_refused="))
        .map(str::to_owned)
}

async fn sign_up_born(browser: &TestApp, email: &str, birth_date: &str) -> reqwest::Response {
    let data = json!({"role": "student", "birthDate": birth_date, "userState": "NY"});
    browser
        .post_json(
            "/api/auth/signup",
            &json!({"email": email, "password": MEMBER_PASSWORD, "data": data}),
        )
        .await
}

#[tokio::test]
async fn a_refused_sign_up_keeps_only_the_fact_and_the_rule_version() {
    let app = TestApp::spawn().await;
    let refused = sign_up_born(&app, "kid@example.com", &born(12, 0)).await;
    let (status, _, error) = error_of(refused).await;
    assert_eq!(status, 422);
    assert_eq!(error["fields"]["birthDate"], TOO_YOUNG);

    let rules: Value = app.get("/api/compliance/rules").await.json().await.unwrap();
    // user id, email, details, rule version, IP address
    type Row = (Option<String>, String, String, String, Option<String>);
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT user_id, email, details, rule_version, ip FROM compliance_log WHERE event_type = 'age_verification_refused'",
    )
    .fetch_all(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(
        rows,
        [(
            None,
            String::new(),
            "{}".to_owned(),
            rules["ruleVersion"].as_str().unwrap().to_owned(),
            None
        )]
    );
    let birth_date = born(12, 0);
    let traces = count(
        &app,
        "SELECT COUNT(*) FROM compliance_log WHERE email LIKE '%kid@%' OR details LIKE '%' || $1 || '%'",
        &birth_date,
    )
    .await;
    assert_eq!(traces, 0);
}

#[tokio::test]
async fn an_age_refusal_sticks_in_that_browser() {
    let app = TestApp::spawn().await;
    let refused = sign_up_born(&app, "kid@example.com", &born(13, 0)).await;
    let cookie = age_refused_cookie(&refused).expect("the refusal marks the browser");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("Max-Age=86400"),
        "{cookie}"
    );
    assert_eq!(error_of(refused).await.2["fields"]["birthDate"], TOO_YOUNG);

    // Right after, with a changed birth date: refused the same way, by sign-up and by the check.
    let again = sign_up_born(&app, "kid@example.com", "1990-04-02").await;
    assert_eq!(error_of(again).await.2["fields"]["birthDate"], TOO_YOUNG);
    let check = app
        .post_json(
            "/api/compliance/age-check",
            &json!({"birthDate": "1990-04-02", "userState": "NY"}),
        )
        .await;
    assert_eq!(error_of(check).await.2["fields"]["birthDate"], TOO_YOUNG);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM users WHERE email <> $1", "").await, 0);

    // Another browser is not affected.
    let other = app.another_browser();
    assert_eq!(
        sign_up_born(&other, "adult@example.com", "1990-04-02").await.status(),
        200
    );
    // Missing or future dates are input mistakes, not refusals for age: they do not stick.
    let typo = sign_up_born(&other, "typo@example.com", "2999-01-01").await;
    assert!(age_refused_cookie(&typo).is_none());
}

#[tokio::test]
async fn a_submitted_age_check_refusal_sticks_but_a_preview_does_not() {
    let app = TestApp::spawn().await;
    let check = |birth: String, submitted: bool| {
        let app = &app;
        async move {
            app.post_json(
                "/api/compliance/age-check",
                &json!({"birthDate": birth, "userState": "NY", "submitted": submitted}),
            )
            .await
        }
    };
    // Previews while the date is typed never mark the browser.
    let preview = check(born(13, 0), false).await;
    assert!(age_refused_cookie(&preview).is_none());
    assert_eq!(check(born(30, 0), false).await.status(), 200);

    let submitted = check(born(13, 0), true).await;
    assert!(age_refused_cookie(&submitted).is_some());
    let again = check(born(30, 0), true).await;
    assert_eq!(error_of(again).await.2["fields"]["birthDate"], TOO_YOUNG);
    let sign_up = sign_up_born(&app, "kid@example.com", &born(30, 0)).await;
    assert_eq!(error_of(sign_up).await.2["fields"]["birthDate"], TOO_YOUNG);
}

// ---- erasure ----

/// A signed-in athlete shown to coaches.
async fn athlete(app: &TestApp, email: &str) -> TestApp {
    let browser = member(app, email, "student").await;
    let body = json!({"fullName": "Ava Stroke", "gradYear": 2027, "squad": "womens", "visibility": "coaches"});
    assert_eq!(put(&browser, "/api/profile", &body).await.status(), 200);
    browser
}

/// How many rows of the logs still name `email`.
async fn log_rows_naming(app: &TestApp, email: &str) -> i64 {
    let mut total = 0;
    for sql in [
        "SELECT COUNT(*) FROM compliance_log WHERE email = $1 OR details LIKE '%' || $1 || '%'",
        "SELECT COUNT(*) FROM audit_log WHERE actor_email = $1 OR details LIKE '%' || $1 || '%'",
        "SELECT COUNT(*) FROM messages WHERE sender_email = $1",
        "SELECT COUNT(*) FROM message_reports WHERE reporter_email = $1",
    ] {
        total += count(app, sql, email).await;
    }
    total
}

#[tokio::test]
async fn deleting_an_account_anonymises_its_rows_in_every_log() {
    let app = TestApp::spawn().await;
    let ava = athlete(&app, "ava@example.com").await;
    // Verifying the coach leaves audit rows by the operator and about the coach.
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let coach_id = user_id(&coach).await;
    let started: Value = ava
        .post_json("/api/messages", &json!({"schoolId": DIII, "body": "Hello Bates"}))
        .await
        .json()
        .await
        .unwrap();
    let conversation = started["conversationId"].as_str().unwrap().to_owned();
    let answered = coach
        .post_json(
            &format!("/api/messages/{conversation}/messages"),
            &json!({"body": "Hello Ava"}),
        )
        .await;
    assert_eq!(answered.status(), 201);
    let reported = coach
        .post_json(
            &format!("/api/messages/{conversation}/report"),
            &json!({"reason": "testing reports"}),
        )
        .await;
    assert!(reported.status().is_success(), "{}", reported.status());
    assert!(log_rows_naming(&app, "coach@bates.edu").await > 0);
    let with_ip = "SELECT COUNT(*) FROM compliance_log WHERE user_id = $1 AND ip IS NOT NULL";
    assert!(count(&app, with_ip, &coach_id).await > 0);

    let deleted = coach
        .post_json("/api/account/delete", &json!({"password": MEMBER_PASSWORD}))
        .await;
    assert_eq!(deleted.status(), 204);

    assert_eq!(log_rows_naming(&app, "coach@bates.edu").await, 0);
    assert_eq!(count(&app, with_ip, &coach_id).await, 0);
    let birth = "SELECT COUNT(*) FROM compliance_log WHERE user_id = $1 AND details LIKE '%birth_date%'";
    assert_eq!(count(&app, birth, &coach_id).await, 0);
    // The facts stay, anonymously: the age check, and the deletion itself.
    let kept = "SELECT COUNT(*) FROM compliance_log WHERE user_id = $1 AND event_type IN ('age_verification', 'account_deleted')";
    assert_eq!(count(&app, kept, &coach_id).await, 2);
    // The conversation stays the athlete's; the coach's message no longer names the coach.
    let thread: Value = ava
        .get(&format!("/api/messages/{conversation}"))
        .await
        .json()
        .await
        .unwrap();
    assert!(!thread.to_string().contains("coach@bates.edu"), "{thread}");
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM messages WHERE sender_email = $1",
            "deleted account"
        )
        .await,
        1
    );
    // Only the goodbye is left in the outbox for the address.
    let outbox = "SELECT COUNT(*) FROM mail_outbox WHERE recipient = $1";
    assert_eq!(count(&app, outbox, "coach@bates.edu").await, 1);

    // An operator's account too: the audit log keeps what was done, not by whom.
    let admin = app.another_browser();
    assert_eq!(
        admin
            .sign_in("ops@rowrecruit.com", MEMBER_PASSWORD, false)
            .await
            .status(),
        200
    );
    assert!(log_rows_naming(&app, "ops@rowrecruit.com").await > 0);
    let gone = admin
        .post_json("/api/account/delete", &json!({"password": MEMBER_PASSWORD}))
        .await;
    assert_eq!(gone.status(), 204);
    assert_eq!(log_rows_naming(&app, "ops@rowrecruit.com").await, 0);
    assert!(
        count(
            &app,
            "SELECT COUNT(*) FROM audit_log WHERE action = $1",
            "coach_decision"
        )
        .await
            > 0
    );
}

// ---- retention jobs ----

#[tokio::test]
async fn unconfirmed_sign_ups_are_erased_after_seven_days() {
    let app = TestApp::spawn().await;
    for email in ["late@example.com", "fresh@example.com"] {
        assert_eq!(app.sign_up(email, MEMBER_PASSWORD).await.status(), 200);
    }
    member(&app, "confirmed@example.com", "student").await;
    let now = db::now_ms();
    for email in ["late@example.com", "confirmed@example.com"] {
        sqlx::query("UPDATE users SET created_at = $1 WHERE email = $2")
            .bind(now - 8 * DAY_MS)
            .bind(email)
            .execute(&app.db.pool)
            .await
            .unwrap();
    }

    let report = run_retention(&app, now).await;
    assert_eq!(report.unconfirmed_accounts, 1);
    let mut users: Vec<String> = sqlx::query_scalar("SELECT email FROM users")
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
    users.sort();
    assert_eq!(users, ["confirmed@example.com", "fresh@example.com"]);
    assert_eq!(log_rows_naming(&app, "late@example.com").await, 0);
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM mail_outbox WHERE recipient = $1",
            "late@example.com"
        )
        .await,
        0
    );
    assert_eq!(run_retention(&app, now).await.unconfirmed_accounts, 0, "once");
}

#[tokio::test]
async fn expired_one_time_tokens_are_purged() {
    let app = TestApp::spawn().await;
    for email in ["expired@example.com", "valid@example.com"] {
        assert_eq!(app.sign_up(email, MEMBER_PASSWORD).await.status(), 200);
    }
    let now = db::now_ms();
    sqlx::query("UPDATE one_time_tokens SET expires_at = $1 WHERE user_id = (SELECT id FROM users WHERE email = $2)")
        .bind(now - 1)
        .bind("expired@example.com")
        .execute(&app.db.pool)
        .await
        .unwrap();

    let report = run_retention(&app, now).await;
    assert_eq!(report.expired_tokens, 1);
    let left: Vec<String> =
        sqlx::query_scalar("SELECT u.email FROM one_time_tokens t JOIN users u ON u.id = t.user_id")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(left, ["valid@example.com"]);
    // The valid link still works.
    let token = app
        .wait_for_mail("valid@example.com", "Confirm")
        .await
        .token_for("/welcome");
    let confirmed = app.post_json("/api/auth/confirm", &json!({"token": token})).await;
    assert_eq!(confirmed.status(), 200);
}

#[tokio::test]
async fn invitations_go_thirty_days_after_they_expired_or_were_answered() {
    let app = TestApp::spawn().await;
    let (coach, _) = crate::club::club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    for email in ["old@example.com", "revoked@example.com", "open@example.com"] {
        assert_eq!(crate::club::invite(&coach, email, "athlete").await.status(), 201);
    }
    let athlete = member(&app, "ava@example.com", "student").await;
    for email in ["mom@example.com", "dad@example.com", "aunt@example.com"] {
        crate::family::invite(&athlete, email).await;
    }
    let id_to = |pending: Value, email: &str| -> String {
        pending
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["email"] == email)
            .unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    let club_pending: Value = coach.get("/api/club/invitations").await.json().await.unwrap();
    let revoked = id_to(club_pending, "revoked@example.com");
    assert_eq!(
        delete(&coach, &format!("/api/club/invitations/{revoked}"))
            .await
            .status(),
        204
    );
    let family_pending: Value = athlete.get("/api/family/invitations").await.json().await.unwrap();
    let revoked = id_to(family_pending, "dad@example.com");
    assert_eq!(
        delete(&athlete, &format!("/api/family/invitations/{revoked}"))
            .await
            .status(),
        204
    );
    let now = db::now_ms();
    for (table, email) in [
        ("club_invitations", "old@example.com"),
        ("family_invitations", "mom@example.com"),
    ] {
        sqlx::query(&format!("UPDATE {table} SET expires_at = $1 WHERE email = $2"))
            .bind(now - 31 * DAY_MS)
            .bind(email)
            .execute(&app.db.pool)
            .await
            .unwrap();
    }

    let report = run_retention(&app, now).await;
    assert_eq!(
        (report.club_invitations_deleted, report.family_invitations_deleted),
        (1, 1)
    );
    let report = run_retention(&app, now + 31 * DAY_MS).await;
    assert_eq!(
        (report.club_invitations_deleted, report.family_invitations_deleted),
        (1, 1),
        "the revoked ones"
    );
    for (table, email) in [
        ("club_invitations", "open@example.com"),
        ("family_invitations", "aunt@example.com"),
    ] {
        let left: Vec<String> = sqlx::query_scalar(&format!("SELECT email FROM {table}"))
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
        assert_eq!(left, [email]);
    }
}

#[tokio::test]
async fn ip_addresses_in_logs_are_blanked_after_ninety_days() {
    let app = TestApp::spawn().await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    member(&app, "old@example.com", "student").await;
    let old = app.another_browser();
    assert_eq!(
        old.sign_in("old@example.com", MEMBER_PASSWORD, false).await.status(),
        200
    );
    let old_id = user_id(&old).await;
    member(&app, "recent@example.com", "student").await;
    assert_eq!(admin.get("/api/admin/compliance-log.csv").await.status(), 200);
    let now = db::now_ms();
    sqlx::query("UPDATE compliance_log SET created_at = $1 WHERE user_id = $2")
        .bind(now - 91 * DAY_MS)
        .bind(&old_id)
        .execute(&app.db.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE audit_log SET created_at = $1 WHERE action = 'compliance_log_exported'")
        .bind(now - 91 * DAY_MS)
        .execute(&app.db.pool)
        .await
        .unwrap();
    let with_ip = "SELECT COUNT(*) FROM compliance_log WHERE ip IS NOT NULL AND user_id = $1";
    assert!(count(&app, with_ip, &old_id).await > 0);

    let report = run_retention(&app, now).await;
    assert!(report.ips_blanked >= 2, "{report:?}");
    assert_eq!(count(&app, with_ip, &old_id).await, 0);
    let recent_id: String = sqlx::query_scalar("SELECT id FROM users WHERE email = 'recent@example.com'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert!(count(&app, with_ip, &recent_id).await > 0, "recent rows keep theirs");
    let export: String = sqlx::query_scalar("SELECT details FROM audit_log WHERE action = 'compliance_log_exported'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    let export: Value = serde_json::from_str(&export).unwrap();
    assert!(export.get("ip").is_none() && export["rows"].is_number(), "{export}");
}

// ---- an operator's action on a report that a user is under 13 ----

#[tokio::test]
async fn only_operators_act_on_an_under_13_report() {
    let app = TestApp::spawn().await;
    let student = member(&app, "student@example.com", "student").await;
    let other = member(&app, "other@example.com", "student").await;
    let target = user_id(&student).await;
    let path = format!("/api/admin/users/{target}/under-13");
    let anonymous = app.another_browser();
    assert_eq!(error_of(anonymous.post_json(&path, &json!({})).await).await.0, 401);
    let (status, code, _) = error_of(other.post_json(&path, &json!({})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));
    assert_eq!(student.session().await["user"]["email"], "student@example.com");
}

#[tokio::test]
async fn an_under_13_report_disables_at_once_and_erases_after_the_window() {
    let app = TestApp::spawn().await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let child = athlete(&app, "child@example.com").await;
    let phone = app.another_browser();
    assert_eq!(
        phone.sign_in("child@example.com", MEMBER_PASSWORD, true).await.status(),
        200
    );
    let child_id = user_id(&child).await;
    let mistaken = member(&app, "mistaken@example.com", "student").await;
    let mistaken_id = user_id(&mistaken).await;

    let before = db::now_ms();
    let done: Value = admin
        .post_json(&format!("/api/admin/users/{child_id}/under-13"), &json!({}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(done["status"], "disabled");
    let erase_at = done["eraseAt"].as_str().unwrap().parse::<jiff::Timestamp>().unwrap();
    let erase_at = erase_at.as_millisecond();
    assert!(
        (before + retention::UNDER_13_ERASURE_MS..=db::now_ms() + retention::UNDER_13_ERASURE_MS).contains(&erase_at)
    );
    assert_eq!(retention::UNDER_13_ERASURE_MS, 7 * DAY_MS);
    // Every session ends at once, and signing in is refused.
    assert!(child.session().await["user"].is_null());
    assert!(phone.session().await["user"].is_null());
    assert_eq!(phone.post_json("/api/auth/refresh", &json!({})).await.status(), 401);
    assert_ne!(
        app.sign_in("child@example.com", MEMBER_PASSWORD, false).await.status(),
        200
    );
    // Both logs record it.
    let reported = "SELECT COUNT(*) FROM compliance_log WHERE user_id = $1 AND event_type = 'under_13_reported'";
    assert_eq!(count(&app, reported, &child_id).await, 1);
    let audited = "SELECT COUNT(*) FROM audit_log WHERE target = $1 AND action = 'under_13_reported'";
    assert_eq!(count(&app, audited, &child_id).await, 1);

    // A mistaken report is undone by enabling the account again within the window.
    let path = format!("/api/admin/users/{mistaken_id}/under-13");
    assert_eq!(admin.post_json(&path, &json!({})).await.status(), 200);
    let enabled = put(
        &admin,
        &format!("/api/admin/users/{mistaken_id}/disabled"),
        &json!({"disabled": false}),
    )
    .await;
    assert_eq!(enabled.status(), 200);

    // Nothing is erased before the window ends; everything personal is once it has.
    assert_eq!(run_retention(&app, db::now_ms()).await.under_13_accounts, 0);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM users WHERE id = $1", &child_id).await,
        1
    );
    let report = run_retention(&app, erase_at + 1).await;
    assert_eq!(report.under_13_accounts, 1);
    for table in ["users", "profiles", "sessions"] {
        let column = if table == "sessions" { "user_id" } else { "id" };
        let sql = format!("SELECT COUNT(*) FROM {table} WHERE {column} = $1");
        assert_eq!(count(&app, &sql, &child_id).await, 0, "{table}");
    }
    assert_eq!(log_rows_naming(&app, "child@example.com").await, 0);
    let erased = "SELECT COUNT(*) FROM compliance_log WHERE user_id = $1 AND event_type = 'account_deleted'";
    assert_eq!(count(&app, erased, &child_id).await, 1);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM users WHERE id = $1", &mistaken_id).await,
        1
    );
}

#[tokio::test]
async fn ended_sessions_are_purged_after_thirty_days_and_open_ones_stay() {
    let app = TestApp::spawn().await;
    app.confirmed_user("rower@example.com", MEMBER_PASSWORD).await;
    let mine: String = sqlx::query_scalar("SELECT id FROM sessions")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    for _ in 0..3 {
        let other = app.another_browser();
        assert_eq!(
            other.sign_in("rower@example.com", MEMBER_PASSWORD, true).await.status(),
            200
        );
    }
    let others: Vec<String> = sqlx::query_scalar("SELECT id FROM sessions WHERE id <> $1")
        .bind(&mine)
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(others.len(), 3);
    let now = db::now_ms();
    let long_ago = now - retention::ENDED_SESSION_MS - DAY_MS;
    // This browser's session is in use; the others ended more than 30 days ago: one expired, one
    // revoked and one left idle.
    for (sql, id) in [
        ("UPDATE sessions SET expires_at = $1 WHERE id = $2", &others[0]),
        ("UPDATE sessions SET revoked_at = $1 WHERE id = $2", &others[1]),
        (
            "UPDATE refresh_tokens SET created_at = $1 - 604800000 WHERE session_id = $2",
            &others[2],
        ),
    ] {
        sqlx::query(sql)
            .bind(long_ago)
            .bind(id)
            .execute(&app.db.pool)
            .await
            .unwrap();
    }

    let report = run_retention(&app, now).await;
    assert_eq!(report.ended_sessions, 3);
    let left: Vec<String> = sqlx::query_scalar("SELECT id FROM sessions")
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(left, vec![mine.clone()]);
    let orphans = "SELECT COUNT(*) FROM refresh_tokens WHERE session_id <> $1";
    assert_eq!(count(&app, orphans, &mine).await, 0);
    // The session in use still works.
    assert_eq!(app.session().await["user"]["email"], "rower@example.com");
}

#[tokio::test]
async fn deleting_an_account_takes_its_address_off_the_waitlist() {
    let app = TestApp::spawn().await;
    for email in ["Rower@Example.com", "someone.else@example.com"] {
        let joined = app
            .post_json("/api/waitlist", &json!({"email": email, "source": "landing_page"}))
            .await;
        assert_eq!(joined.status(), 200);
    }
    app.confirmed_user("rower@example.com", MEMBER_PASSWORD).await;
    let deleted = app
        .post_json("/api/account/delete", &json!({"password": MEMBER_PASSWORD}))
        .await;
    assert_eq!(deleted.status(), 204);
    let left: Vec<String> = sqlx::query_scalar("SELECT email FROM waitlist")
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(left, ["someone.else@example.com"]);
}
