//! Support requests: every signed-in user sends one (the fields checked, all at once), reads only
//! their own; operators see the queue (open first, priority on top, oldest first) and answer,
//! which closes the request, emails the user and is audited; the request is in the user's data
//! export and goes with the account.

use serde_json::{json, Value};

use crate::helpers::{cli_admin, error_of, member, put, user_id, TestApp, MEMBER_PASSWORD};

async fn json_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{status}: {body}");
    body
}

async fn send(browser: &TestApp, subject: &str, message: &str, topic: Option<&str>) -> Value {
    let response = browser
        .post_json(
            "/api/support",
            &json!({"subject": subject, "message": message, "topic": topic}),
        )
        .await;
    assert_eq!(response.status(), 201);
    response.json().await.unwrap()
}

#[tokio::test]
async fn a_request_with_bad_fields_names_each_of_them() {
    let app = TestApp::spawn().await;
    let ava = member(&app, "ava@example.com", "student").await;

    let (status, code, error) = error_of(
        ava.post_json(
            "/api/support",
            &json!({"subject": "  ", "message": "", "topic": "refunds"}),
        )
        .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));
    assert_eq!(error["fields"]["subject"], "Please enter a subject");
    assert_eq!(error["fields"]["message"], "Please describe what you need");
    assert_eq!(error["fields"]["topic"], "Choose a topic from the list, or none");

    let (status, _, error) = error_of(
        ava.post_json(
            "/api/support",
            &json!({"subject": "x".repeat(151), "message": "y".repeat(5001)}),
        )
        .await,
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(
        error["fields"]["subject"],
        "Keep the subject to 150 characters or fewer"
    );
    assert_eq!(
        error["fields"]["message"],
        "Keep your message to 5,000 characters or fewer"
    );
    assert!(json_of(ava.get("/api/support").await)
        .await
        .as_array()
        .unwrap()
        .is_empty());

    // Signed out: no request at all.
    let stranger = app.another_browser();
    let (status, _, _) = error_of(
        stranger
            .post_json("/api/support", &json!({"subject": "Hi", "message": "Hello"}))
            .await,
    )
    .await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn a_user_sends_a_request_and_reads_only_their_own() {
    let app = TestApp::spawn().await;
    let ava = member(&app, "ava@example.com", "student").await;
    let coach = member(&app, "coach@bates.edu", "coach").await;

    let sent = send(
        &ava,
        "  Cannot upload my erg test ",
        "The form says the time is wrong.",
        Some("recruiting"),
    )
    .await;
    assert_eq!(sent["subject"], "Cannot upload my erg test");
    assert_eq!(sent["topic"], "recruiting");
    assert_eq!(sent["status"], "open");
    assert_eq!(sent["priority"], false);
    assert_eq!(sent["answer"], Value::Null);
    let id = sent["id"].as_str().unwrap().to_owned();
    // A coach (any signed-in role) sends one too, without a topic.
    let theirs = send(&coach, "Verification", "How long does it take?", None).await;
    assert_eq!(theirs["topic"], Value::Null);

    let mine = json_of(ava.get("/api/support").await).await;
    assert_eq!(mine.as_array().unwrap().len(), 1);
    assert_eq!(mine[0]["id"], id.as_str());
    assert_eq!(
        json_of(ava.get(&format!("/api/support/{id}")).await).await["message"],
        "The form says the time is wrong."
    );

    // Another user's request reads as one that does not exist.
    let (status, code, _) = error_of(coach.get(&format!("/api/support/{id}")).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"));
    let (status, _, _) = error_of(coach.get("/api/support/no-such-request").await).await;
    assert_eq!(status, 404);
    let coach_list = json_of(coach.get("/api/support").await).await;
    assert_eq!(coach_list.as_array().unwrap().len(), 1);
    assert_eq!(coach_list[0]["subject"], "Verification");
}

#[tokio::test]
async fn operators_see_open_requests_first_priority_on_top_then_the_oldest() {
    let app = TestApp::spawn().await;
    let ava = member(&app, "ava@example.com", "student").await;
    let basic = member(&app, "dad@example.com", "parent").await;
    let premier = member(&app, "mom@example.com", "parent").await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let premier_id = user_id(&premier).await;
    let set = put(
        &admin,
        &format!("/api/admin/users/{premier_id}/plan"),
        &json!({"plan": "family-premier"}),
    )
    .await;
    assert_eq!(set.status(), 200);
    let plus_id = user_id(&basic).await;
    let set = put(
        &admin,
        &format!("/api/admin/users/{plus_id}/plan"),
        &json!({"plan": "family-plus"}),
    )
    .await;
    assert_eq!(set.status(), 200);

    // A few milliseconds apart, so each is older than the next by the clock the queue sorts on.
    let mut sent = Vec::new();
    for (browser, subject, topic) in [
        (&ava, "First", None),
        (&ava, "Answered", None),
        (&basic, "Family Plus", Some("billing")),
        (&premier, "Family Premier", Some("billing")),
    ] {
        sent.push(send(browser, subject, "Please help.", topic).await);
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let [first, answered, plus, priority] = sent.try_into().unwrap();
    assert_eq!(priority["priority"], true);
    assert_eq!(plus["priority"], false);
    assert_eq!(first["priority"], false);
    let answer = admin
        .post_json(
            &format!("/api/admin/support/{}/answer", answered["id"].as_str().unwrap()),
            &json!({"answer": "Done."}),
        )
        .await;
    assert_eq!(answer.status(), 204);

    let queue = json_of(admin.get("/api/admin/support").await).await;
    let order: Vec<(&str, &str)> = queue
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["subject"].as_str().unwrap(), r["status"].as_str().unwrap()))
        .collect();
    assert_eq!(
        order,
        [
            ("Family Premier", "open"),
            ("First", "open"),
            ("Family Plus", "open"),
            ("Answered", "answered"),
        ]
    );
    assert_eq!(queue[0]["email"], "mom@example.com");
    assert_eq!(queue[0]["role"], "parent");
    assert_eq!(queue[0]["priority"], true);
    assert_eq!(queue[3]["answeredBy"], "ops@rowrecruit.com");
}

#[tokio::test]
async fn an_operators_answer_closes_the_request_emails_the_user_and_is_audited() {
    let app = TestApp::spawn().await;
    let ava = member(&app, "ava@example.com", "student").await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let sent = send(&ava, "Privacy question", "Who sees my GPA?", Some("privacy")).await;
    let id = sent["id"].as_str().unwrap().to_owned();
    let path = format!("/api/admin/support/{id}/answer");

    let (status, _, error) = error_of(admin.post_json(&path, &json!({"answer": " "})).await).await;
    assert_eq!(status, 422);
    assert_eq!(error["fields"]["answer"], "Please write an answer");

    let answer = "Only verified college coaches see it.\nYou can hide it in your profile.";
    assert_eq!(admin.post_json(&path, &json!({"answer": answer})).await.status(), 204);

    let mine = json_of(ava.get(&format!("/api/support/{id}")).await).await;
    assert_eq!(mine["status"], "answered");
    assert_eq!(mine["answer"], answer);
    assert!(mine["answeredAt"].is_string());

    let mail = app
        .wait_for_mail("ava@example.com", "Your RowRecruit support request is answered")
        .await;
    assert!(mail.text.contains("Privacy question"), "{}", mail.text);
    assert!(mail.text.contains("Only verified college coaches see it."));
    assert!(mail.text.contains(&format!("{}/support", app.address)), "{}", mail.text);

    // Answered once: a second answer is refused and sends nothing more.
    let (status, code, _) = error_of(admin.post_json(&path, &json!({"answer": "Again"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_answered"));
    let answered_mails = app
        .mails_to("ava@example.com")
        .await
        .into_iter()
        .filter(|m| m.subject.contains("support request"))
        .count();
    assert_eq!(answered_mails, 1);
    let (status, _, _) = error_of(
        admin
            .post_json("/api/admin/support/no-such-request/answer", &json!({"answer": "Hi"}))
            .await,
    )
    .await;
    assert_eq!(status, 404);

    let audit = json_of(admin.get("/api/admin/audit-log").await).await;
    let ava_id = user_id(&ava).await;
    let entry = audit
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["action"] == "support_request_answered")
        .unwrap_or_else(|| panic!("no audit row: {audit}"));
    assert_eq!(entry["actorEmail"], "ops@rowrecruit.com");
    assert_eq!(entry["target"], ava_id.as_str());
    assert_eq!(entry["details"]["supportRequestId"], id.as_str());
}

#[tokio::test]
async fn only_operators_see_the_queue_or_answer() {
    let app = TestApp::spawn().await;
    let ava = member(&app, "ava@example.com", "student").await;
    let coach = member(&app, "coach@bates.edu", "coach").await;
    let sent = send(&ava, "Help", "Please.", None).await;
    let path = format!("/api/admin/support/{}/answer", sent["id"].as_str().unwrap());

    for browser in [&ava, &coach] {
        let (status, code, _) = error_of(browser.get("/api/admin/support").await).await;
        assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));
        let (status, _, _) = error_of(browser.post_json(&path, &json!({"answer": "Mine"})).await).await;
        assert_eq!(status, 403);
    }
    let (status, _, _) = error_of(app.another_browser().get("/api/admin/support").await).await;
    assert_eq!(status, 401);
    assert_eq!(
        json_of(ava.get(&format!("/api/support/{}", sent["id"].as_str().unwrap())).await).await["status"],
        "open"
    );
}

#[tokio::test]
async fn requests_are_in_the_export_and_go_with_the_account() {
    let app = TestApp::spawn().await;
    let ava = member(&app, "ava@example.com", "student").await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let sent = send(&ava, "Delete my data", "What happens to my messages?", Some("privacy")).await;
    let id = sent["id"].as_str().unwrap().to_owned();
    assert_eq!(
        admin
            .post_json(
                &format!("/api/admin/support/{id}/answer"),
                &json!({"answer": "They go too."})
            )
            .await
            .status(),
        204
    );

    let export = json_of(ava.get("/api/account/export").await).await;
    assert_eq!(export["supportRequests"][0]["subject"], "Delete my data");
    assert_eq!(export["supportRequests"][0]["answer"], "They go too.");

    let deleted = ava
        .post_json("/api/account/delete", &json!({"password": MEMBER_PASSWORD}))
        .await;
    assert_eq!(deleted.status(), 204);
    let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM support_requests")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(left, 0);
    assert!(json_of(admin.get("/api/admin/support").await)
        .await
        .as_array()
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn requests_are_rate_limited_per_account() {
    let app = TestApp::spawn().await;
    let ava = member(&app, "ava@example.com", "student").await;
    for n in 0..5 {
        send(&ava, &format!("Question {n}"), "Hello", None).await;
    }
    let (status, code, _) = error_of(
        ava.post_json("/api/support", &json!({"subject": "One more", "message": "Hello"}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (429, "rate_limited"));
    // Another account has its own allowance.
    let bea = member(&app, "bea@example.com", "student").await;
    send(&bea, "Mine", "Hello", None).await;
}
