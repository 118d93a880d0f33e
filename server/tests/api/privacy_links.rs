//! What emailed links and a saved profile give away: a consent link once answered shows only the
//! answer; one-click unsubscribe links expire, can be revoked per kind of email from Settings, and
//! an unsubscribe shows in Settings and can be undone; a height nobody entered is never saved,
//! shown or matched.

use serde_json::{json, Value};

use crate::helpers::{born, error_of, member, minor_waiting_for_consent, put, user_id, verified_coach, TestApp};

/// A Division III program: coaches may write at any time.
const DIII: &str = "bates-college";
const DAY_MS: i64 = 24 * 3_600_000;

async fn json_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{status}: {body}");
    body
}

// ---- consent links ----

#[tokio::test]
async fn a_decided_consent_link_shows_only_the_decision() {
    let app = TestApp::spawn().await;
    minor_waiting_for_consent(&app, "teen@example.com", "guardian@example.com").await;
    let token = app
        .wait_for_mail("guardian@example.com", "consent")
        .await
        .token_for("/parental-consent");
    let parent = app.another_browser();
    let birth_date = born(16, 0);

    // While pending, the parent sees what they are asked to approve.
    let pending = json_of(parent.post_json("/api/consent/view", &json!({"token": token})).await).await;
    assert_eq!(pending["status"], "pending");
    assert!(pending.to_string().contains("teen@example.com"), "{pending}");
    assert!(pending.to_string().contains(&birth_date), "{pending}");

    json_of(
        parent
            .post_json("/api/consent/decide", &json!({"token": token, "decision": "approve"}))
            .await,
    )
    .await;

    // Answered: whoever opens the link again learns the answer and nothing about the child.
    let decided = json_of(
        app.another_browser()
            .post_json("/api/consent/view", &json!({"token": token}))
            .await,
    )
    .await;
    assert_eq!(decided["status"], "approved");
    assert!(decided["decidedAt"].is_string(), "{decided}");
    assert_eq!(decided["request"], Value::Null, "{decided}");
    let text = decided.to_string();
    for detail in [
        "teen@example.com",
        birth_date.as_str(),
        "\"CA\"",
        "guardian@example.com",
    ] {
        assert!(!text.contains(detail), "{detail} in {text}");
    }
}

// ---- unsubscribe links ----

/// The UTC day of an instant, `yyyy-mm-dd`.
fn day_of(ms: i64) -> String {
    jiff::Timestamp::from_millisecond(ms)
        .unwrap()
        .to_zoned(jiff::tz::TimeZone::UTC)
        .date()
        .to_string()
}

/// The unsubscribe token of a reminder emailed at 14:00 UTC the day before an event `days` days
/// from now (negative: in the past), as the hourly job sends it at that time.
async fn reminder_token(app: &TestApp, owner: &TestApp, email: &str, days: i64) -> String {
    let now = rowrecruit::db::now_ms();
    let title = format!("Camp on day {days}");
    let event = owner
        .post_json(
            "/api/calendar/events",
            &json!({"kind": "camp", "title": title, "date": day_of(now + days * DAY_MS)}),
        )
        .await;
    json_of(event).await;
    let sent_at: jiff::Timestamp = format!("{}T14:00:00Z", day_of(now + (days - 1) * DAY_MS))
        .parse()
        .unwrap();
    let sent = rowrecruit::calendar::jobs::send_reminders(&app.state, sent_at.as_millisecond())
        .await
        .unwrap();
    assert_eq!(sent, 1);
    app.wait_for_mail(email, &format!("Tomorrow: {title}"))
        .await
        .token_for("/calendar/unsubscribe")
}

/// An athlete with a profile coaches may see, signed in.
async fn athlete(app: &TestApp, email: &str, name: &str) -> TestApp {
    let browser = member(app, email, "student").await;
    let body = json!({"fullName": name, "gradYear": jiff::Zoned::now().year() + 1, "visibility": "coaches"});
    json_of(put(&browser, "/api/profile", &body).await).await;
    browser
}

async fn email_settings(user: &TestApp) -> Vec<Value> {
    json_of(user.get("/api/account/emails").await)
        .await
        .as_array()
        .unwrap()
        .clone()
}

async fn email_setting(user: &TestApp, kind: &str) -> Value {
    email_settings(user)
        .await
        .into_iter()
        .find(|s| s["kind"] == kind)
        .unwrap_or_else(|| panic!("no {kind} setting"))
}

async fn use_link(app: &TestApp, path: &str, body: Value) -> reqwest::Response {
    app.another_browser().post_json(path, &body).await
}

#[tokio::test]
async fn an_unsubscribe_link_expires_after_sixty_days_and_cannot_be_redated() {
    let app = TestApp::spawn().await;
    let ava = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let old = reminder_token(&app, &ava, "ava@example.com", -61).await;
    let recent = reminder_token(&app, &ava, "ava@example.com", -10).await;
    let path = "/api/calendar/reminders/unsubscribe";

    // Emailed 62 days ago: refused, and reminders stay on.
    let (status, code, _) = error_of(use_link(&app, path, json!({"token": old})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_link"));
    assert_eq!(email_setting(&ava, "calendar_reminders").await["on"], true);

    // The date a link carries is signed: moving it forward breaks the link.
    let parts: Vec<&str> = old.split('.').collect();
    assert_eq!(parts.len(), 3, "{old}");
    let redated = format!("{}.{}.{}", parts[0], rowrecruit::db::now_ms(), parts[2]);
    let (status, _, _) = error_of(use_link(&app, path, json!({"token": redated})).await).await;
    assert_eq!(status, 400);

    // Emailed 11 days ago: still works.
    let off = json_of(use_link(&app, path, json!({"token": recent})).await).await;
    assert_eq!(off["kind"], "calendar_reminders");
    assert_eq!(off["on"], false);
    assert_eq!(off["email"], "a•••@example.com");
    assert_eq!(email_setting(&ava, "calendar_reminders").await["on"], false);
}

#[tokio::test]
async fn revoking_from_settings_stops_every_link_already_emailed_for_that_kind_only() {
    let app = TestApp::spawn().await;
    let ava = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let sent = json_of(
        ava.post_json("/api/messages", &json!({"schoolId": DIII, "body": "Hello"}))
            .await,
    )
    .await;
    let conversation = sent["conversationId"].as_str().unwrap();
    let answer = coach
        .post_json(
            &format!("/api/messages/{conversation}/messages"),
            &json!({"body": "Welcome"}),
        )
        .await;
    assert_eq!(answer.status(), 201);
    let message_link = app
        .wait_for_mail("ava@example.com", "New message")
        .await
        .token_for("/unsubscribe");
    let reminder_link = reminder_token(&app, &ava, "ava@example.com", -3).await;

    // Only the account itself revokes, signed in.
    let path = "/api/account/emails/calendar_reminders/revoke-links";
    assert_eq!(app.another_browser().post_json(path, &json!({})).await.status(), 401);
    let revoked = json_of(ava.post_json(path, &json!({})).await).await;
    assert_eq!(revoked["kind"], "calendar_reminders");
    assert!(revoked["linksRevokedAt"].is_string(), "{revoked}");
    assert_eq!(revoked["on"], true);

    let (status, code, _) = error_of(
        use_link(
            &app,
            "/api/calendar/reminders/unsubscribe",
            json!({"token": reminder_link}),
        )
        .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_link"));
    assert_eq!(email_setting(&ava, "calendar_reminders").await["on"], true);

    // A reminder emailed after the revocation carries a link that works.
    let fresh = reminder_token(&app, &ava, "ava@example.com", 2).await;
    let off = json_of(use_link(&app, "/api/calendar/reminders/unsubscribe", json!({"token": fresh})).await).await;
    assert_eq!(off["on"], false);

    // The message emails' links were not revoked.
    let off = json_of(use_link(&app, "/api/messages/unsubscribe", json!({"token": message_link})).await).await;
    assert_eq!(
        (off["kind"].as_str(), off["on"].as_bool()),
        (Some("messages"), Some(false))
    );
    // Nor another account's: the coach's kinds are untouched.
    assert!(email_setting(&coach, "calendar_reminders").await["linksRevokedAt"].is_null());
}

#[tokio::test]
async fn an_unsubscribe_shows_in_settings_and_can_be_undone() {
    let app = TestApp::spawn().await;
    let ava = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let kinds: Vec<Value> = email_settings(&coach).await.iter().map(|s| s["kind"].clone()).collect();
    assert_eq!(kinds, [json!("messages"), json!("calendar_reminders")]);
    assert!(email_settings(&coach)
        .await
        .iter()
        .all(|s| s["on"] == true && s["offAt"].is_null()));

    json_of(
        ava.post_json("/api/messages", &json!({"schoolId": DIII, "body": "Hello"}))
            .await,
    )
    .await;
    let token = app
        .wait_for_mail("coach@bates.edu", "New message")
        .await
        .token_for("/unsubscribe");
    let path = "/api/messages/unsubscribe";

    // Off from the email: Settings says so, and when.
    let off = json_of(use_link(&app, path, json!({"token": token})).await).await;
    assert_eq!(off, json!({"kind": "messages", "email": "c•••@bates.edu", "on": false}));
    let setting = email_setting(&coach, "messages").await;
    assert_eq!(
        (setting["on"].as_bool(), setting["offFromLink"].as_bool()),
        (Some(false), Some(true))
    );
    assert!(setting["offAt"].is_string(), "{setting}");

    // Undone from the same link.
    let on = json_of(use_link(&app, path, json!({"token": token, "resubscribe": true})).await).await;
    assert_eq!(on["on"], true);
    let setting = email_setting(&coach, "messages").await;
    assert_eq!((setting["on"].as_bool(), setting["offAt"].as_str()), (Some(true), None));

    // Off from the link again, back on from Settings: the next message is emailed.
    json_of(use_link(&app, path, json!({"token": token})).await).await;
    let on = json_of(put(&coach, "/api/account/emails/messages", &json!({"on": true})).await).await;
    assert_eq!(
        (on["on"].as_bool(), on["offFromLink"].as_bool()),
        (Some(true), Some(false))
    );
    let ben = athlete(&app, "ben@example.com", "Ben Bow").await;
    json_of(
        ben.post_json("/api/messages", &json!({"schoolId": DIII, "body": "Hi"}))
            .await,
    )
    .await;
    let emailed = app
        .mails_to("coach@bates.edu")
        .await
        .into_iter()
        .filter(|m| m.subject.contains("New message"))
        .count();
    assert_eq!(emailed, 2);

    // Off in Settings is not "from an email link".
    let off = json_of(put(&coach, "/api/account/emails/messages", &json!({"on": false})).await).await;
    assert_eq!(
        (off["on"].as_bool(), off["offFromLink"].as_bool()),
        (Some(false), Some(false))
    );
    assert!(off["offAt"].is_string());

    // A parent has the weekly digest, and only that.
    let parent = member(&app, "mom@example.com", "parent").await;
    let kinds: Vec<Value> = email_settings(&parent)
        .await
        .iter()
        .map(|s| s["kind"].clone())
        .collect();
    assert_eq!(kinds, [json!("family_digest")]);
    let (status, _, _) = error_of(put(&parent, "/api/account/emails/messages", &json!({"on": false})).await).await;
    assert_eq!(status, 404);
    let (status, _, _) = error_of(put(&parent, "/api/account/emails/nonsense", &json!({"on": false})).await).await;
    assert_eq!(status, 404);
    // The portal's switch and Settings are one setting.
    json_of(put(&parent, "/api/family/digest", &json!({"enabled": false})).await).await;
    assert_eq!(email_setting(&parent, "family_digest").await["on"], false);
    json_of(put(&parent, "/api/account/emails/family_digest", &json!({"on": true})).await).await;
    assert_eq!(json_of(parent.get("/api/family").await).await["digest"], true);
}

// ---- height ----

/// A verified college coach's search results, by id.
async fn found(coach: &TestApp, query: &str) -> Vec<String> {
    json_of(coach.get(&format!("/api/coach/athletes?{query}")).await).await["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap().to_owned())
        .collect()
}

async fn athlete_with(app: &TestApp, email: &str, height: Value) -> (TestApp, String) {
    let browser = member(app, email, "student").await;
    let mut body = json!({"fullName": email, "gradYear": jiff::Zoned::now().year() + 1, "visibility": "coaches"});
    for (key, value) in height.as_object().unwrap() {
        body[key] = value.clone();
    }
    json_of(put(&browser, "/api/profile", &body).await).await;
    let id = user_id(&browser).await;
    (browser, id)
}

async fn height_of(user: &TestApp) -> (Value, Value) {
    let profile = json_of(user.get("/api/profile").await).await;
    (profile["heightFeet"].clone(), profile["heightInches"].clone())
}

#[tokio::test]
async fn a_height_nobody_entered_is_not_saved_shown_or_matched() {
    let app = TestApp::spawn().await;
    let (ava, id) = athlete_with(&app, "ava@example.com", json!({})).await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    assert_eq!(height_of(&ava).await, (Value::Null, Value::Null));
    let seen = json_of(coach.get(&format!("/api/athletes/{id}")).await).await;
    assert_eq!(
        (seen["heightFeet"].clone(), seen["heightInches"].clone()),
        (Value::Null, Value::Null)
    );
    assert!(found(&coach, "minHeight=48").await.is_empty());

    // Inches alone are not a height: the feet are asked for, and nothing is saved.
    let body = json!({"fullName": "Ava", "gradYear": jiff::Zoned::now().year() + 1, "heightInches": 7});
    let (status, _, error) = error_of(put(&ava, "/api/profile", &body).await).await;
    assert_eq!(status, 422);
    assert!(error["fields"]["heightFeet"].is_string(), "{error}");
    assert_eq!(height_of(&ava).await, (Value::Null, Value::Null));

    // What the athlete enters is kept as entered.
    let body =
        json!({"fullName": "Ava", "gradYear": jiff::Zoned::now().year() + 1, "heightFeet": 5, "heightInches": 0});
    json_of(put(&ava, "/api/profile", &body).await).await;
    assert_eq!(height_of(&ava).await, (json!(5), json!(0)));
    assert_eq!(found(&coach, "minHeight=60&maxHeight=60").await, [id]);
}

/// Runs migration 0026 again on the test's database, as it runs on a deployed one.
async fn clean_default_heights(app: &TestApp) {
    let backend = if app.database_url().starts_with("postgres") {
        "postgres"
    } else {
        "sqlite"
    };
    let path = format!(
        "{}/migrations/{backend}/0026_unentered_height.sql",
        env!("CARGO_MANIFEST_DIR")
    );
    let sql = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    sqlx::raw_sql(&sql).execute(&app.db.pool).await.unwrap();
}

#[tokio::test]
async fn the_cleanup_clears_only_the_height_the_old_form_filled_in() {
    let app = TestApp::spawn().await;
    // Saved through the old form without touching Height: 5 ft and no inches.
    let (untouched, a) = athlete_with(&app, "a@example.com", json!({"heightFeet": 5})).await;
    let (five_nothing, b) = athlete_with(&app, "b@example.com", json!({"heightFeet": 5, "heightInches": 0})).await;
    let (six, c) = athlete_with(&app, "c@example.com", json!({"heightFeet": 6})).await;
    let (five_four, _) = athlete_with(&app, "d@example.com", json!({"heightFeet": 5, "heightInches": 4})).await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let mut both = vec![a.clone(), b.clone()];
    both.sort();
    let mut matched = found(&coach, "minHeight=60&maxHeight=60").await;
    matched.sort();
    assert_eq!(matched, both);

    clean_default_heights(&app).await;

    assert_eq!(height_of(&untouched).await, (Value::Null, Value::Null));
    assert_eq!(height_of(&five_nothing).await, (json!(5), json!(0)));
    assert_eq!(height_of(&six).await, (json!(6), Value::Null));
    assert_eq!(height_of(&five_four).await, (json!(5), json!(4)));
    assert_eq!(found(&coach, "minHeight=60&maxHeight=60").await, [b]);
    assert_eq!(found(&coach, "minHeight=72").await, [c]);
    let seen = json_of(coach.get(&format!("/api/athletes/{a}")).await).await;
    assert_eq!(seen["heightFeet"], Value::Null);
}
