use serde_json::{json, Value};

use crate::helpers::{born, error_of, TestApp};

const PASSWORD: &str = "Erg-2k-6:45.0";

async fn sign_up_with(app: &TestApp, email: &str, data: Value) -> reqwest::Response {
    app.post_json(
        "/api/auth/signup",
        &json!({"email": email, "password": PASSWORD, "data": data}),
    )
    .await
}

/// The event types logged for `email`, sorted by name (events of one request share a time).
async fn log_events(app: &TestApp, email: &str) -> Vec<String> {
    let mut events: Vec<String> = sqlx::query_scalar("SELECT event_type FROM compliance_log WHERE email = $1")
        .bind(email)
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
    events.sort();
    events
}

async fn metadata(app: &TestApp, email: &str) -> Value {
    let text: String = sqlx::query_scalar("SELECT metadata FROM users WHERE email = $1")
        .bind(email)
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    serde_json::from_str(&text).unwrap()
}

async fn confirm_and_sign_in(app: &TestApp, email: &str) {
    let mail = app.wait_for_mail(email, "Confirm").await;
    let response = app
        .post_json("/api/auth/confirm", &json!({"token": mail.token_for("/welcome")}))
        .await;
    assert_eq!(response.status(), 200);
    assert_eq!(app.sign_in(email, PASSWORD, false).await.status(), 200);
}

/// A 16-year-old in California with the notice accepted and a parent named.
fn california_minor(parent: &str) -> Value {
    json!({
        "role": "student", "birthDate": born(16, 0), "userState": "CA",
        "privacyNoticeAcceptedAt": "2026-01-01T00:00:00Z",
        "parentEmail": parent, "parentRelation": "guardian", "consentAcknowledged": true,
        "needsParentalConsent": true,
    })
}

#[tokio::test]
async fn the_rules_table_is_served() {
    let app = TestApp::spawn().await;
    let rules: Value = app.get("/api/compliance/rules").await.json().await.unwrap();
    assert_eq!(rules["defaultMinAge"], 14);
    assert_eq!(rules["defaultParentalConsentAge"], 18);
    assert_eq!(rules["states"].as_array().unwrap().len(), 51);
    let ca = rules["stateRules"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["code"] == "CA")
        .unwrap();
    assert_eq!(ca["minAge"], 13);
    assert_eq!(ca["parentalConsentAge"], 16);
    assert_eq!(ca["explicitConsentRequired"], true);
    let ut = rules["stateRules"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["code"] == "UT")
        .unwrap();
    assert_eq!(ut["explicitConsentRequired"], false);
}

#[tokio::test]
async fn age_check_applies_the_same_rules_as_sign_up() {
    let app = TestApp::spawn().await;
    let check = |birth: String, state: &'static str| {
        let body = json!({"birthDate": birth, "userState": state});
        let app = &app;
        async move { app.post_json("/api/compliance/age-check", &body).await }
    };
    let body: Value = check(born(16, 0), "CA").await.json().await.unwrap();
    assert_eq!(body["age"], 16);
    assert_eq!(body["statePrivacyRequired"], true);
    assert_eq!(body["needsParentalConsent"], true);
    assert_eq!(body["ageGroup"], "14-17");
    assert_eq!(body["stateRules"]["code"], "CA");

    let body: Value = check(born(15, 0), "UT").await.json().await.unwrap();
    assert_eq!(
        (
            body["statePrivacyRequired"].as_bool(),
            body["needsParentalConsent"].as_bool()
        ),
        (Some(false), Some(true))
    );

    let body: Value = check(born(30, 0), "OTHER").await.json().await.unwrap();
    assert_eq!(body["ageGroup"], "18+");

    let (status, _, error) = error_of(check(born(13, 0), "NY").await).await;
    assert_eq!(status, 422);
    assert_eq!(
        error["fields"]["birthDate"],
        "You must be at least 14 years old to create an account"
    );
}

#[tokio::test]
async fn sign_up_refuses_what_the_rules_forbid_whatever_the_client_sent() {
    let app = TestApp::spawn().await;
    let minor_ny = |extra: Value| {
        let mut data = json!({"role": "student", "birthDate": born(15, 0), "userState": "NY",
            "parentEmail": "mom@example.com", "consentAcknowledged": true});
        for (k, v) in extra.as_object().unwrap() {
            data[k] = v.clone();
        }
        data
    };
    let cases: Vec<(Value, &str, &str)> = vec![
        (
            json!({"userState": "NY"}),
            "birthDate",
            "Please enter your date of birth",
        ),
        (
            json!({"birthDate": born(-1, 0), "userState": "NY"}),
            "birthDate",
            "Date of birth cannot be in the future",
        ),
        (
            json!({"birthDate": born(13, 0), "userState": "NY", "needsParentalConsent": false}),
            "birthDate",
            "You must be at least 14 years old to create an account",
        ),
        (
            json!({"birthDate": born(14, 1), "userState": "NY"}),
            "birthDate",
            "You must be at least 14 years old to create an account",
        ),
        (
            json!({"birthDate": born(30, 0)}),
            "userState",
            "Please select your state",
        ),
        (
            json!({"birthDate": born(30, 0), "userState": "ZZ"}),
            "userState",
            "Please select your state",
        ),
        // The client claims no consent is needed; the server knows better.
        (
            minor_ny(json!({"parentEmail": null, "needsParentalConsent": false})),
            "parentEmail",
            "Please enter parent/guardian email",
        ),
        (
            minor_ny(json!({"parentEmail": "SELF"})),
            "parentEmail",
            "Parent/guardian email must be different from your email",
        ),
        (
            minor_ny(json!({"consentAcknowledged": false})),
            "consentAcknowledged",
            "Please acknowledge the consent requirements",
        ),
        (
            json!({"birthDate": born(16, 0), "userState": "CA", "parentEmail": "mom@example.com", "consentAcknowledged": true}),
            "privacyNoticeAcceptedAt",
            "Please review and accept the state privacy notice",
        ),
        (
            json!({"birthDate": born(17, 0), "userState": "VA", "parentEmail": "mom@example.com", "consentAcknowledged": true}),
            "privacyNoticeAcceptedAt",
            "Please review and accept the state privacy notice",
        ),
    ];
    for (i, (mut data, field, message)) in cases.into_iter().enumerate() {
        // Each case from its own address: sign-ups are rate-limited per address.
        let email = format!("kid{i}@example.com");
        if data["parentEmail"] == "SELF" {
            data["parentEmail"] = json!(email.to_uppercase());
        }
        // And each from a browser of its own: an age refusal sticks in its browser.
        let browser = app.another_browser();
        let (status, code, error) = error_of(sign_up_with(&browser, &email, data.clone()).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"), "{data}");
        assert_eq!(error["fields"][field], message, "{data}");
    }
    let accounts: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(accounts, 0);
    // Refused age verifications are logged too, without an account.
    let refused: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM compliance_log WHERE event_type = 'age_verification_refused' AND user_id IS NULL",
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(refused, 4);
}

#[tokio::test]
async fn an_adult_is_stored_with_the_spec_metadata_and_logged() {
    let app = TestApp::spawn().await;
    let data = json!({"role": "coach", "birthDate": "1985-06-15", "userState": "NY", "optOutSale": true,
        "needsParentalConsent": true, "parentEmail": "ignored@example.com"});
    assert_eq!(sign_up_with(&app, "coach@example.com", data).await.status(), 200);
    let meta = metadata(&app, "coach@example.com").await;
    let mut keys: Vec<&str> = meta.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "age_verified_at",
            "birth_date",
            "needs_parental_consent",
            "opt_out_sale",
            "parent_email",
            "privacy_notice_accepted_at",
            "role",
            "user_state"
        ]
    );
    assert_eq!(meta["role"], "coach");
    assert_eq!(meta["needs_parental_consent"], false, "recomputed by the server");
    assert_eq!(meta["parent_email"], Value::Null);
    assert_eq!(meta["opt_out_sale"], true);
    assert_eq!(meta["user_state"], "NY");
    assert!(meta["age_verified_at"].as_str().unwrap().ends_with('Z'));
    assert_eq!(
        log_events(&app, "coach@example.com").await,
        ["age_verification", "opt_out_of_sale"]
    );

    let row: (String, Option<String>, String) =
        sqlx::query_as("SELECT rule_version, ip, details FROM compliance_log WHERE event_type = 'age_verification'")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(row.0, "2025-06-23.1");
    assert_eq!(row.1.as_deref(), Some("127.0.0.1"));
    assert_eq!(serde_json::from_str::<Value>(&row.2).unwrap()["age_group"], "18+");

    confirm_and_sign_in(&app, "coach@example.com").await;
    assert_eq!(app.session().await["user"]["parentalConsent"], "not_required");
}

#[tokio::test]
async fn a_parent_approves_a_california_minor() {
    let app = TestApp::spawn().await;
    assert_eq!(
        sign_up_with(&app, "teen@example.com", california_minor("Guardian@Example.com"))
            .await
            .status(),
        200
    );
    let meta = metadata(&app, "teen@example.com").await;
    assert_eq!(meta["needs_parental_consent"], true);
    assert_eq!(meta["parent_email"], "guardian@example.com");
    assert!(meta["privacy_notice_accepted_at"].is_string());
    assert_eq!(
        log_events(&app, "teen@example.com").await,
        [
            "age_verification",
            "parental_consent_requested",
            "privacy_notice_accepted"
        ]
    );

    confirm_and_sign_in(&app, "teen@example.com").await;
    assert_eq!(app.session().await["user"]["parentalConsent"], "pending");

    let mail = app
        .wait_for_mail("guardian@example.com", "Your consent is needed")
        .await;
    assert!(mail.text.contains("teen@example.com"));
    let token = mail.token_for("/parental-consent");
    let parent = app.another_browser();
    let view: Value = parent
        .post_json("/api/consent/view", &json!({"token": token}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(view["request"]["childEmail"], "teen@example.com");
    assert_eq!(view["request"]["userState"], "CA");
    assert_eq!(view["request"]["relation"], "guardian");
    assert_eq!(view["status"], "pending");
    assert!(!view["request"]["dataCollected"].as_array().unwrap().is_empty());

    let bad = parent
        .post_json("/api/consent/decide", &json!({"token": token, "decision": "maybe"}))
        .await;
    assert_eq!(error_of(bad).await.0, 422);
    let decided: Value = parent
        .post_json("/api/consent/decide", &json!({"token": token, "decision": "approve"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(decided["status"], "approved");
    assert_eq!(app.session().await["user"]["parentalConsent"], "approved");
    assert!(log_events(&app, "teen@example.com")
        .await
        .contains(&"parental_consent_approved".to_owned()));
    app.wait_for_mail("teen@example.com", "approved your RowRecruit account")
        .await;

    let again = parent
        .post_json("/api/consent/decide", &json!({"token": token, "decision": "decline"}))
        .await;
    let (status, code, _) = error_of(again).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_decided"));
}

#[tokio::test]
async fn declining_deletes_the_minor_and_keeps_the_decision() {
    let app = TestApp::spawn().await;
    sign_up_with(&app, "young@example.com", california_minor("dad@example.com")).await;
    confirm_and_sign_in(&app, "young@example.com").await;
    let token = app
        .wait_for_mail("dad@example.com", "consent")
        .await
        .token_for("/parental-consent");

    let decided: Value = app
        .post_json("/api/consent/decide", &json!({"token": token, "decision": "decline"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(decided["status"], "declined");
    for table in ["users", "profiles", "sessions", "parental_consents"] {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
        assert_eq!(n, 0, "{table}");
    }
    assert!(
        app.session().await["user"].is_null(),
        "the minor's session ended with the account"
    );
    // The decision is logged; like every row of an erased account, without its address.
    assert!(log_events(&app, "young@example.com").await.is_empty());
    assert!(log_events(&app, "")
        .await
        .contains(&"parental_consent_declined".to_owned()));
    let view = app.post_json("/api/consent/view", &json!({"token": token})).await;
    assert_eq!(error_of(view).await.1, "invalid_token");
}

#[tokio::test]
async fn no_answer_in_thirty_days_deletes_the_minor() {
    let app = TestApp::spawn().await;
    let data = json!({"role": "student", "birthDate": born(15, 0), "userState": "UT",
        "parentEmail": "mom@example.com", "consentAcknowledged": true});
    assert_eq!(sign_up_with(&app, "utah@example.com", data).await.status(), 200);
    assert_eq!(
        rowrecruit::registration::expire_overdue_consents(&app.db)
            .await
            .unwrap(),
        0
    );
    let consent_window: i64 = sqlx::query_scalar("SELECT expires_at - created_at FROM parental_consents")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(consent_window, 30 * 24 * 3_600_000);

    sqlx::query("UPDATE parental_consents SET expires_at = 1")
        .execute(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(
        rowrecruit::registration::expire_overdue_consents(&app.db)
            .await
            .unwrap(),
        1
    );
    let users: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(users, 0);
    assert!(log_events(&app, "utah@example.com").await.is_empty());
    assert!(log_events(&app, "")
        .await
        .contains(&"parental_consent_expired".to_owned()));
}

#[tokio::test]
async fn only_admins_read_the_compliance_log() {
    let app = TestApp::spawn().await;
    let anonymous = app.get("/api/admin/compliance-log").await;
    assert_eq!(error_of(anonymous).await.0, 401);

    app.confirmed_user("student@example.com", PASSWORD).await;
    let (status, code, _) = error_of(app.get("/api/admin/compliance-log").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));

    let admin = crate::helpers::cli_admin(&app, "ops@example.com").await;
    let entries: Value = admin
        .get("/api/admin/compliance-log?user=student@example.com")
        .await
        .json()
        .await
        .unwrap();
    let entries = entries.as_array().unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0]["eventType"], "age_verification");
    assert_eq!(entries[0]["ruleVersion"], "2025-06-23.1");
    let filtered: Value = admin
        .get("/api/admin/compliance-log?eventType=opt_out_of_sale")
        .await
        .json()
        .await
        .unwrap();
    assert!(filtered.as_array().unwrap().is_empty());
    let bad = admin.get("/api/admin/compliance-log?limit=lots").await;
    assert_eq!(error_of(bad).await.0, 400);
}
