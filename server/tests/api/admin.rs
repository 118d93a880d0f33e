use serde_json::{json, Value};

use crate::helpers::{cli_admin, error_of, member, TestApp};

const PASSWORD: &str = "Erg-2k-6:45.0";

const ADMIN_GETS: [&str; 10] = [
    "/api/admin/coaches",
    "/api/admin/programs",
    "/api/admin/users",
    "/api/admin/audit-log",
    "/api/admin/compliance-log",
    "/api/admin/compliance-log.csv",
    "/api/admin/waitlist",
    "/api/admin/waitlist/stats",
    "/api/admin/waitlist/exists?email=a@b.co",
    "/api/admin/waitlist.csv",
];

#[tokio::test]
async fn every_admin_endpoint_is_refused_to_everyone_else() {
    let app = TestApp::spawn().await;
    let anonymous = app.another_browser();
    let student = member(&app, "student@example.com", "student").await;
    let parent = member(&app, "parent@example.com", "parent").await;
    let coach = member(&app, "coach@yale.edu", "coach").await;
    let target = student.session().await["user"]["id"].as_str().unwrap().to_owned();
    for (who, browser, status) in [
        ("anonymous", &anonymous, 401),
        ("student", &student, 403),
        ("parent", &parent, 403),
        ("coach", &coach, 403),
    ] {
        for path in ADMIN_GETS {
            assert_eq!(error_of(browser.get(path).await).await.0, status, "{who} GET {path}");
        }
        let decide = browser
            .post_json(
                &format!("/api/admin/coaches/{target}/decision"),
                &json!({"decision": "approve"}),
            )
            .await;
        assert_eq!(error_of(decide).await.0, status, "{who} decision");
        let disable = browser
            .send_json(
                reqwest::Method::PUT,
                &format!("/api/admin/users/{target}/disabled"),
                &json!({"disabled": true}),
            )
            .await;
        assert_eq!(error_of(disable).await.0, status, "{who} disable");
    }
    // Nobody becomes admin through the public API.
    let sneaky = app
        .post_json("/api/auth/signup", &json!({"email": "x@example.com", "password": PASSWORD, "data": {"role": "admin", "birthDate": "1980-01-01", "userState": "NY"}}))
        .await;
    assert_eq!(error_of(sneaky).await.0, 422);
}

#[tokio::test]
async fn approving_a_coach_flips_their_status_and_emails_them() {
    let app = TestApp::spawn().await;
    let coach = member(&app, "j.smith@uw.edu", "coach").await;
    member(&app, "freelance@gmail.com", "coach").await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;

    let queue: Value = admin.get("/api/admin/coaches").await.json().await.unwrap();
    let queue = queue.as_array().unwrap();
    assert_eq!(queue.len(), 2);
    let smith = queue.iter().find(|c| c["email"] == "j.smith@uw.edu").unwrap();
    assert_eq!(smith["domain"], "uw.edu");
    assert_eq!(smith["schoolMatch"]["name"], "University of Washington");
    let free = queue.iter().find(|c| c["email"] == "freelance@gmail.com").unwrap();
    assert!(free["schoolMatch"].is_null());

    assert_eq!(
        coach.get("/api/coach/overview").await.json::<Value>().await.unwrap()["verification"]["status"],
        "pending"
    );
    let id = smith["id"].as_str().unwrap();
    let no_reason = admin
        .post_json(
            &format!("/api/admin/coaches/{id}/decision"),
            &json!({"decision": "reject"}),
        )
        .await;
    assert_eq!(
        error_of(no_reason).await.2["fields"]["reason"],
        "Give a reason for the coach"
    );
    // Verification vouches for a coach at a program: none named, none verified.
    let approve = json!({"decision": "approve"});
    let no_program = admin
        .post_json(&format!("/api/admin/coaches/{id}/decision"), &approve)
        .await;
    let (status, code, _) = error_of(no_program).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "no_program"));
    let named = coach
        .put_json("/api/coach/program", &json!({"schoolId": "university-of-washington"}))
        .await;
    assert_eq!(named.status(), 200);
    let done = admin
        .post_json(
            &format!("/api/admin/coaches/{id}/decision"),
            &json!({"decision": "approve"}),
        )
        .await;
    assert_eq!(done.status(), 200);
    assert_eq!(
        coach.get("/api/coach/overview").await.json::<Value>().await.unwrap()["verification"]["status"],
        "verified"
    );
    app.wait_for_mail("j.smith@uw.edu", "coach account is verified").await;

    let free_id = free["id"].as_str().unwrap();
    admin
        .post_json(
            &format!("/api/admin/coaches/{free_id}/decision"),
            &json!({"decision": "reject", "reason": "No staff page lists you"}),
        )
        .await;
    let mail = app.wait_for_mail("freelance@gmail.com", "coach verification").await;
    assert!(mail.text.contains("No staff page lists you"));
    let pending: Value = admin.get("/api/admin/coaches").await.json().await.unwrap();
    assert_eq!(pending, json!([]));

    let audit: Value = admin.get("/api/admin/audit-log").await.json().await.unwrap();
    let actions: Vec<&str> = audit
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions.iter().filter(|a| **a == "coach_decision").count(), 2);
    assert!(actions.contains(&"admin_created"));
    assert_eq!(audit[0]["actorEmail"], "ops@rowrecruit.com");
}

#[tokio::test]
async fn disabling_a_user_ends_their_sessions_at_once() {
    let app = TestApp::spawn().await;
    let student = member(&app, "kid@example.com", "student").await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let found: Value = admin.get("/api/admin/users?q=kid@").await.json().await.unwrap();
    assert_eq!(found.as_array().unwrap().len(), 1);
    assert_eq!(found[0]["emailConfirmed"], true);
    assert_eq!(found[0]["parentalConsent"], "not_required");
    let id = found[0]["id"].as_str().unwrap();
    // The session is in use (and so held in memory) when the operator acts.
    assert_eq!(student.session().await["user"]["email"], "kid@example.com");

    let response = admin
        .send_json(
            reqwest::Method::PUT,
            &format!("/api/admin/users/{id}/disabled"),
            &json!({"disabled": true}),
        )
        .await;
    assert_eq!(response.status(), 200);
    assert!(student.session().await["user"].is_null(), "access stops at once");
    let (status, code, _) = error_of(student.sign_in("kid@example.com", PASSWORD, false).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "account_disabled"));

    admin
        .send_json(
            reqwest::Method::PUT,
            &format!("/api/admin/users/{id}/disabled"),
            &json!({"disabled": false}),
        )
        .await;
    assert_eq!(student.sign_in("kid@example.com", PASSWORD, false).await.status(), 200);
    let own_id = admin.session().await["user"]["id"].as_str().unwrap().to_owned();
    let myself = admin
        .send_json(
            reqwest::Method::PUT,
            &format!("/api/admin/users/{own_id}/disabled"),
            &json!({"disabled": true}),
        )
        .await;
    assert_eq!(error_of(myself).await.0, 422);

    let audit: Value = admin.get("/api/admin/audit-log").await.json().await.unwrap();
    let actions: Vec<&str> = audit
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert!(actions.contains(&"user_disabled") && actions.contains(&"user_enabled"));
    let csv = admin.get("/api/admin/compliance-log.csv").await.text().await.unwrap();
    assert!(csv
        .lines()
        .any(|l| l.contains("kid@example.com") && l.contains("age_verification")));
}

#[tokio::test]
async fn create_admin_promotes_an_existing_account() {
    let app = TestApp::spawn().await;
    let user = member(&app, "lead@example.com", "coach").await;
    let report = rowrecruit::admin::create_or_promote_admin(&app.db, "Lead@Example.com", None)
        .await
        .unwrap();
    assert_eq!(report, "promoted");
    assert_eq!(user.session().await["user"]["role"], "admin");
    assert!(
        rowrecruit::admin::create_or_promote_admin(&app.db, "new@example.com", None)
            .await
            .is_err(),
        "a new admin needs a password"
    );
    assert!(
        rowrecruit::admin::create_or_promote_admin(&app.db, "new@example.com", Some("short".into()))
            .await
            .is_err()
    );
}
