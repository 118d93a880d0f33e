use serde_json::{json, Value};

use crate::helpers::{error_of, TestApp};

const PASSWORD: &str = "Erg-2k-6:45.0";

fn this_year() -> i64 {
    jiff::Zoned::now().year() as i64
}

fn complete_profile() -> Value {
    json!({
        "fullName": "Alex Rower", "gradYear": this_year() + 1, "gpa": 3.85, "satScore": 1420,
        "heightFeet": 6, "heightInches": 1, "weight": 175, "erg2k": "6:45.3", "erg6k": "21:30.0",
        "hometown": "Seattle, WA", "highSchool": "Roosevelt High School", "clubTeam": "Pocock Rowing Center",
        "bio": "Stroke seat, two years of varsity."
    })
}

async fn put_profile(app: &TestApp, body: &Value) -> reqwest::Response {
    app.send_json(reqwest::Method::PUT, "/api/profile", body).await
}

#[tokio::test]
async fn a_profile_is_created_on_first_read_and_saved() {
    let app = TestApp::spawn().await;
    app.confirmed_user("alex@example.com", PASSWORD).await;
    let profile: Value = app.get("/api/profile").await.json().await.unwrap();
    assert_eq!(profile["email"], "alex@example.com");
    assert_eq!(profile["userRole"], "student");
    assert_eq!(profile["completeness"]["percent"], 0);
    assert_eq!(profile["completeness"]["missing"].as_array().unwrap().len(), 12);

    let response = put_profile(&app, &complete_profile()).await;
    assert_eq!(response.status(), 200);
    let saved: Value = response.json().await.unwrap();
    assert_eq!(saved["erg2k"], "6:45.3");
    assert_eq!(saved["gpa"], 3.85);
    assert_eq!(saved["completeness"]["percent"], 100);

    let again: Value = app.get("/api/profile").await.json().await.unwrap();
    assert_eq!(again["fullName"], "Alex Rower");
    assert_eq!(again["erg6k"], "21:30.0");
    let tenths: i64 = sqlx::query_scalar("SELECT erg_2k_tenths FROM profiles WHERE email = 'alex@example.com'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(tenths, 4053, "stored sortable");

    let dashboard: Value = app.get("/api/dashboard").await.json().await.unwrap();
    assert_eq!(dashboard["savedSchools"], 0);
    assert_eq!(dashboard["completeness"]["percent"], 100);
}

/// A save writes only what changed, and what follows from it: a new 2k moves the searchable
/// best, leaving `private` lists the athlete, and `updatedAt` always moves forward.
#[tokio::test]
async fn a_save_that_changes_a_few_fields_keeps_the_rest_and_what_follows() {
    let app = TestApp::spawn().await;
    app.confirmed_user("alex@example.com", PASSWORD).await;
    let first: Value = put_profile(&app, &complete_profile()).await.json().await.unwrap();
    let stored = |column: &'static str| {
        let pool = app.db.pool.clone();
        async move {
            sqlx::query_scalar::<_, Option<i64>>(&format!(
                "SELECT {column} FROM profiles WHERE email = 'alex@example.com'"
            ))
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    assert_eq!(stored("best_2k_tenths").await, Some(4053));
    assert_eq!(stored("listed_at").await, None);

    // The same save again changes nothing but the time.
    let same: Value = put_profile(&app, &complete_profile()).await.json().await.unwrap();
    assert!(instant(&same) > instant(&first));
    assert_eq!(same["bio"], first["bio"]);

    let mut edited = complete_profile();
    edited["erg2k"] = json!("6:40.0");
    edited["bio"] = json!("Now in the stern pair.");
    edited["visibility"] = json!("coaches");
    let saved: Value = put_profile(&app, &edited).await.json().await.unwrap();
    assert!(instant(&saved) > instant(&same));
    assert_eq!(saved["bio"], "Now in the stern pair.");
    assert_eq!(saved["erg2k"], "6:40.0");
    assert_eq!(saved["fullName"], "Alex Rower");
    assert_eq!(saved["gpa"], 3.85);
    assert_eq!(saved["erg6k"], "21:30.0");
    assert_eq!(stored("best_2k_tenths").await, Some(4000));
    assert_eq!(stored("best_6k_tenths").await, Some(12900));
    assert!(stored("listed_at").await.is_some(), "leaving private lists the athlete");

    let read: Value = app.get("/api/profile").await.json().await.unwrap();
    assert_eq!(read["visibility"], "coaches");
    assert_eq!(read["bio"], "Now in the stern pair.");
}

/// A profile's `updatedAt` as an instant: RFC 3339 strings with trimmed fractions do not sort.
fn instant(profile: &Value) -> jiff::Timestamp {
    profile["updatedAt"].as_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn each_bound_is_refused_beyond_its_edge_with_field_errors() {
    let app = TestApp::spawn().await;
    app.confirmed_user("bounds@example.com", PASSWORD).await;
    let cases = [
        ("gpa", json!(4.01), "GPA must be between 0 and 4.0"),
        ("satScore", json!(1601), "SAT score must be between 400 and 1600"),
        ("satScore", json!(399), "SAT score must be between 400 and 1600"),
        ("heightFeet", json!(8), "Height must be between 4 and 7 feet"),
        ("heightInches", json!(12), "Inches must be between 0 and 11"),
        ("weight", json!(89), "Weight must be between 90 and 300 lbs"),
        ("erg2k", json!("6:45"), "Use the format MM:SS.S, for example 6:45.3"),
        ("gradYear", json!(this_year() + 5), ""),
        ("fullName", json!(""), "Full name is required"),
        ("bio", json!("x".repeat(1001)), "Bio must be at most 1000 characters"),
    ];
    for (field, value, message) in cases {
        let mut body = complete_profile();
        body[field] = value;
        let (status, code, error) = error_of(put_profile(&app, &body).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"), "{field}");
        if !message.is_empty() {
            assert_eq!(error["fields"][field], message, "{field}");
        } else {
            assert!(error["fields"][field].is_string(), "{field}");
        }
    }
    // Nothing was saved by the refused attempts.
    let profile: Value = app.get("/api/profile").await.json().await.unwrap();
    assert!(profile["fullName"].is_null());
    // A wrong type is a 422 in the error shape, not a 500.
    let mut body = complete_profile();
    body["weight"] = json!("heavy");
    assert_eq!(error_of(put_profile(&app, &body).await).await.0, 422);
}

#[tokio::test]
async fn nobody_reads_or_writes_another_users_profile() {
    let app = TestApp::spawn().await;
    app.confirmed_user("owner@example.com", PASSWORD).await;
    put_profile(&app, &complete_profile()).await;
    let owner_id = app.session().await["user"]["id"].as_str().unwrap().to_owned();

    let other = app.another_browser();
    other.confirmed_user("other@example.com", PASSWORD).await;
    let (status, _, _) = error_of(other.get(&format!("/api/profiles/{owner_id}")).await).await;
    assert_eq!(status, 403);
    // The body cannot name another user: the server takes the user from the session.
    let mut body = complete_profile();
    body["id"] = json!(owner_id);
    body["fullName"] = json!("Hijacked");
    assert_eq!(put_profile(&other, &body).await.status(), 200);
    let owner: Value = app.get("/api/profile").await.json().await.unwrap();
    assert_eq!(owner["fullName"], "Alex Rower");
    let own_id = other.session().await["user"]["id"].as_str().unwrap().to_owned();
    assert_eq!(other.get(&format!("/api/profiles/{own_id}")).await.status(), 200);

    let anonymous = app.another_browser();
    assert_eq!(error_of(anonymous.get("/api/profile").await).await.0, 401);
}

#[tokio::test]
async fn coach_apis_are_for_coaches_only() {
    let app = TestApp::spawn().await;
    app.confirmed_user("student@example.com", PASSWORD).await;
    assert_eq!(error_of(app.get("/api/coach/overview").await).await.0, 403);

    let parent = app.another_browser();
    let data = json!({"role": "parent", "birthDate": "1975-03-01", "userState": "NY"});
    parent
        .post_json(
            "/api/auth/signup",
            &json!({"email": "parent@example.com", "password": PASSWORD, "data": data}),
        )
        .await;
    let token = app
        .wait_for_mail("parent@example.com", "Confirm")
        .await
        .token_for("/welcome");
    parent.post_json("/api/auth/confirm", &json!({"token": token})).await;
    parent.sign_in("parent@example.com", PASSWORD, false).await;
    assert_eq!(error_of(parent.get("/api/coach/overview").await).await.0, 403);

    let coach = app.another_browser();
    let data = json!({"role": "coach", "birthDate": "1980-03-01", "userState": "WA"});
    coach
        .post_json(
            "/api/auth/signup",
            &json!({"email": "j.smith@uw.edu", "password": PASSWORD, "data": data}),
        )
        .await;
    let token = app
        .wait_for_mail("j.smith@uw.edu", "Confirm")
        .await
        .token_for("/welcome");
    coach.post_json("/api/auth/confirm", &json!({"token": token})).await;
    coach.sign_in("j.smith@uw.edu", PASSWORD, false).await;
    let overview: Value = coach.get("/api/coach/overview").await.json().await.unwrap();
    assert_eq!(overview["displayName"], "Coach", "never the address's local part");
    assert_eq!(overview["profileComplete"], false);
    assert_eq!(overview["verification"]["status"], "pending");
    // Without a program the notice holds the coach to the strictest rule, Division I's.
    assert!(overview["recruiting"]["division"].is_null());
    assert_eq!(overview["recruiting"]["periods"], json!([]));
    assert!(overview["recruiting"]["guidance"]
        .as_str()
        .unwrap()
        .starts_with("Division I:"));
    assert!(overview["recruiting"]["source"].as_str().unwrap().contains("NCAA"));
    let profile: Value = coach.get("/api/profile").await.json().await.unwrap();
    assert_eq!(profile["userRole"], "coach");
}

#[tokio::test]
async fn export_holds_the_profile_and_deletion_removes_everything() {
    let app = TestApp::spawn().await;
    app.confirmed_user("leaving@example.com", PASSWORD).await;
    put_profile(&app, &complete_profile()).await;
    let phone = app.another_browser();
    phone.sign_in("leaving@example.com", PASSWORD, true).await;
    let erg = app
        .post_json(
            "/api/performance/erg-tests",
            &json!({"piece": "2k", "time": "6:58.4", "date": "2025-10-01"}),
        )
        .await;
    assert_eq!(erg.status(), 201);
    let race = app
        .post_json(
            "/api/performance/races",
            &json!({"regatta": "Head of the Charles", "date": "2025-10-19", "event": "Youth 8+",
                    "boatClass": "8+", "seat": "4"}),
        )
        .await;
    assert_eq!(race.status(), 201);
    assert_eq!(app.post_json("/api/profile/share-link", &json!({})).await.status(), 200);

    let response = app.get("/api/account/export").await;
    assert!(response.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains("attachment"));
    let export: Value = response.json().await.unwrap();
    assert_eq!(export["account"]["email"], "leaving@example.com");
    assert_eq!(export["profile"]["fullName"], "Alex Rower");
    assert_eq!(export["account"]["registration"]["userState"], "NY");
    assert_eq!(export["complianceEvents"][0]["eventType"], "age_verification");
    assert_eq!(export["performance"]["ergTests"][0]["time"], "6:58.4");
    assert_eq!(export["performance"]["races"][0]["regatta"], "Head of the Charles");

    let before: Value = app.get("/api/account/privacy").await.json().await.unwrap();
    assert_eq!(before["optOutSale"], false);
    let privacy = app
        .send_json(
            reqwest::Method::PUT,
            "/api/account/privacy",
            &json!({"optOutSale": true}),
        )
        .await;
    assert_eq!(privacy.status(), 200);
    let export: Value = app.get("/api/account/export").await.json().await.unwrap();
    assert_eq!(export["account"]["registration"]["optOutSale"], true);
    let after: Value = app.get("/api/account/privacy").await.json().await.unwrap();
    assert_eq!(after["optOutSale"], true);
    assert_eq!(
        phone.get("/api/account/privacy").await.status(),
        200,
        "read by the same user elsewhere"
    );

    let wrong = app
        .post_json("/api/account/delete", &json!({"password": "not-it-at-all"}))
        .await;
    assert_eq!(error_of(wrong).await.2["fields"]["password"], "Password is incorrect");
    let response = app
        .post_json("/api/account/delete", &json!({"password": PASSWORD}))
        .await;
    assert_eq!(response.status(), 204);
    for table in ["users", "profiles", "sessions", "erg_tests", "race_results"] {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
        assert_eq!(n, 0, "{table}");
    }
    assert!(phone.session().await["user"].is_null(), "signed out everywhere");
    let logged: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM compliance_log WHERE event_type = 'account_deleted'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(logged, 1);
    assert_eq!(app.sign_in("leaving@example.com", PASSWORD, false).await.status(), 400);
}

#[tokio::test]
async fn email_change_waits_for_the_link_to_the_new_address() {
    let app = TestApp::spawn().await;
    app.confirmed_user("old@example.com", PASSWORD).await;
    let body = json!({"newEmail": "New@Example.com", "password": PASSWORD});
    assert_eq!(app.post_json("/api/account/email", &body).await.status(), 200);
    assert_eq!(
        app.session().await["user"]["email"],
        "old@example.com",
        "unchanged until confirmed"
    );
    let token = app
        .wait_for_mail("new@example.com", "Confirm your new")
        .await
        .token_for("/settings/confirm-email");
    assert_eq!(
        app.post_json("/api/account/email/confirm", &json!({"token": token}))
            .await
            .status(),
        200
    );
    assert_eq!(app.session().await["user"]["email"], "new@example.com");
    let again = app
        .post_json("/api/account/email/confirm", &json!({"token": token}))
        .await;
    assert_eq!(error_of(again).await.1, "invalid_token");
    assert_eq!(app.sign_in("new@example.com", PASSWORD, false).await.status(), 200);
}
