//! Messages between athletes and college programs, within NCAA contact rules.

use serde_json::{json, Value};

use crate::helpers::{
    cli_admin, delete, error_of, member, minor_waiting_for_consent, put, user_id, verified_coach, SmtpCapture, TestApp,
};

const DI: &str = "yale-university";
const DII: &str = "barry-university";
const DIII: &str = "bates-college";

/// A signed-in athlete shown to coaches, graduating in `grad_year`.
async fn athlete(app: &TestApp, email: &str, name: &str, grad_year: i64) -> (TestApp, String) {
    let browser = member(app, email, "student").await;
    let body = json!({"fullName": name, "gradYear": grad_year, "squad": "womens", "erg2k": "7:05.0",
                      "visibility": "coaches"});
    assert_eq!(put(&browser, "/api/profile", &body).await.status(), 200);
    let id = user_id(&browser).await;
    (browser, id)
}

/// An app whose NCAA contact rules are applied on `day`.
async fn app_on(day: &str) -> TestApp {
    TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", day)]).await
}

async fn start(from: &TestApp, body: Value) -> reqwest::Response {
    from.post_json("/api/messages", &body).await
}

async fn json_of(response: reqwest::Response) -> Value {
    assert!(response.status().is_success(), "{}", response.status());
    response.json().await.unwrap()
}

async fn reply(from: &TestApp, conversation: &str, body: Value) -> reqwest::Response {
    from.post_json(&format!("/api/messages/{conversation}/messages"), &body)
        .await
}

async fn thread(viewer: &TestApp, conversation: &str) -> Value {
    json_of(viewer.get(&format!("/api/messages/{conversation}")).await).await
}

async fn unread(viewer: &TestApp) -> i64 {
    json_of(viewer.get("/api/messages/unread").await).await["unread"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn each_division_opens_on_its_contact_date_and_not_the_day_before() {
    // Graduating in 2029: the DI and DII date is June 15, 2027; DIII has none.
    for (day, open) in [("2027-06-14", false), ("2027-06-15", true)] {
        let app = app_on(day).await;
        let (_, id) = athlete(&app, "ava@example.com", "Ava Stroke", 2029).await;
        for (school, email) in [(DI, "coach@yale.edu"), (DII, "coach@barry.edu")] {
            let coach = verified_coach(&app, email, school).await;
            let contact = json_of(coach.get(&format!("/api/messages/contact?athleteId={id}")).await).await;
            let sent = start(&coach, json!({"athleteId": id, "body": "We would love to talk."})).await;
            if open {
                assert_eq!(sent.status(), 201, "{school} on {day}");
                assert_eq!(
                    contact["contact"]["allowedKinds"],
                    json!(["message", "questionnaire", "camp_info"])
                );
                assert!(contact["contact"]["opensOn"].is_null());
            } else {
                let (status, code, _) = error_of(sent).await;
                assert_eq!(
                    (status.as_u16(), code.as_str()),
                    (403, "before_contact_date"),
                    "{school}"
                );
                assert_eq!(contact["contact"]["opensOn"], "2027-06-15");
                assert_eq!(
                    contact["contact"]["allowedKinds"],
                    json!(["questionnaire", "camp_info"])
                );
                assert!(contact["contact"]["message"]
                    .as_str()
                    .unwrap()
                    .contains("June 15, 2027"));
                // What the NCAA allows before the date goes out, marked as such.
                let camp = start(
                    &coach,
                    json!({"athleteId": id, "body": "Summer camp: July 8-12.", "kind": "camp_info"}),
                )
                .await;
                assert_eq!(camp.status(), 201);
                assert_eq!(json_of(camp).await["message"]["kind"], "camp_info");
            }
        }
        let diii = verified_coach(&app, "coach@bates.edu", DIII).await;
        let sent = start(&diii, json!({"athleteId": id, "body": "Come row at Bates."})).await;
        assert_eq!(sent.status(), 201, "DIII has no date, {day}");
    }
}

#[tokio::test]
async fn an_athlete_may_write_first_but_the_coach_answers_only_from_the_date() {
    let app = app_on("2027-06-14").await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke", 2029).await;
    let coach = verified_coach(&app, "coach@yale.edu", DI).await;

    let before = json_of(ava.get(&format!("/api/messages/contact?schoolId={DI}")).await).await;
    assert!(before["conversationId"].is_null());
    assert_eq!(before["verifiedCoaches"], 1);
    assert_eq!(before["contact"]["allowedKinds"], json!(["message"]));

    let sent = json_of(start(&ava, json!({"schoolId": DI, "body": "Hi Coach, my 2k is 7:05."})).await).await;
    assert_eq!(sent["waitingForCoach"], false);
    let id = sent["conversationId"].as_str().unwrap().to_owned();

    let inbox = json_of(coach.get("/api/messages").await).await;
    assert_eq!(inbox["unreadTotal"], 1);
    assert_eq!(inbox["conversations"][0]["athlete"]["fullName"], "Ava Stroke");
    let seen = thread(&coach, &id).await;
    assert_eq!(seen["messages"][0]["body"], "Hi Coach, my 2k is 7:05.");
    assert_eq!(seen["contact"]["opensOn"], "2027-06-15");
    assert_eq!(seen["contact"]["reason"], "before_contact_date");

    let (status, code, _) = error_of(reply(&coach, &id, json!({"body": "Thanks Ava!"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "before_contact_date"));
    let questionnaire = reply(
        &coach,
        &id,
        json!({"body": "Please fill in our questionnaire.", "kind": "questionnaire"}),
    )
    .await;
    assert_eq!(questionnaire.status(), 201);
    // The athlete keeps writing; questionnaires are the coach's alone.
    assert_eq!(reply(&ava, &id, json!({"body": "Done!"})).await.status(), 201);
    let (status, _, body) = error_of(reply(&ava, &id, json!({"body": "x", "kind": "camp_info"})).await).await;
    assert_eq!(status, 422);
    assert!(body["fields"]["kind"].is_string());
    let kinds: Vec<Value> = thread(&ava, &id).await["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["kind"].clone())
        .collect();
    assert_eq!(kinds, vec![json!("message"), json!("questionnaire"), json!("message")]);

    // Every coach message is in the program's compliance log with the rule that allowed it.
    let csv = coach
        .get("/api/coach/messages/compliance.csv")
        .await
        .text()
        .await
        .unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 2, "{csv}");
    assert!(
        lines[1].contains("Questionnaire") && lines[1].contains("before June 15, 2027"),
        "{csv}"
    );
    assert!(
        lines[1].contains("coach@yale.edu") && lines[1].contains("\"athlete\""),
        "{csv}"
    );
}

#[tokio::test]
async fn a_message_to_a_program_without_a_verified_coach_waits_for_one() {
    let app = TestApp::spawn().await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke", 2028).await;
    let contact = json_of(ava.get(&format!("/api/messages/contact?schoolId={DIII}")).await).await;
    assert_eq!(contact["contact"]["reason"], "no_verified_coach");
    assert_eq!(contact["verifiedCoaches"], 0);
    let sent = json_of(start(&ava, json!({"schoolId": DIII, "body": "Is the team recruiting?"})).await).await;
    assert_eq!(sent["waitingForCoach"], true);
    let inbox = json_of(ava.get("/api/messages").await).await;
    assert_eq!(inbox["conversations"][0]["waitingForCoach"], true);

    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let inbox = json_of(coach.get("/api/messages").await).await;
    assert_eq!(inbox["unreadTotal"], 1);
    assert_eq!(
        inbox["conversations"][0]["lastMessagePreview"],
        "Is the team recruiting?"
    );
}

#[tokio::test]
async fn after_a_commitment_other_programs_cannot_start_conversations() {
    let app = TestApp::spawn().await;
    let (ava, id) = athlete(&app, "ava@example.com", "Ava Stroke", 2027).await;
    let yale = verified_coach(&app, "coach@yale.edu", DI).await;
    let bates = verified_coach(&app, "coach@bates.edu", DIII).await;
    let harvard = verified_coach(&app, "coach@harvard.edu", "harvard-university").await;
    let talk = json_of(start(&bates, json!({"athleteId": id, "body": "Hello from Bates."})).await).await;
    let bates_thread = talk["conversationId"].as_str().unwrap().to_owned();

    let (status, _, body) = error_of(put(&ava, "/api/profile/commitment", &json!({"status": "signed"})).await).await;
    assert_eq!(status, 422);
    assert!(body["fields"]["schoolId"].is_string());
    let committed = json_of(
        put(
            &ava,
            "/api/profile/commitment",
            &json!({"status": "verbal", "schoolId": DI}),
        )
        .await,
    )
    .await;
    assert_eq!(committed["schoolName"], "Yale University");
    assert_eq!(
        json_of(ava.get("/api/profile/commitment").await).await["status"],
        "verbal"
    );
    assert_eq!(
        put(&yale, "/api/profile/commitment", &json!({"status": "open"}))
            .await
            .status(),
        403
    );

    let (status, code, _) = error_of(start(&harvard, json!({"athleteId": id, "body": "Hi"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "committed_elsewhere"));
    let contact = json_of(harvard.get(&format!("/api/messages/contact?athleteId={id}")).await).await;
    assert_eq!(contact["contact"]["mayWrite"], false);
    assert_eq!(contact["contact"]["reason"], "committed_elsewhere");
    // The program she committed to may, and a conversation already under way goes on.
    assert_eq!(
        start(&yale, json!({"athleteId": id, "body": "Welcome aboard!"}))
            .await
            .status(),
        201
    );
    assert_eq!(
        reply(&bates, &bates_thread, json!({"body": "Congratulations!"}))
            .await
            .status(),
        201
    );
    // Once she signs a written offer of athletics aid, other programs stop writing altogether.
    let signed = put(
        &ava,
        "/api/profile/commitment",
        &json!({"status": "signed", "schoolId": DI}),
    )
    .await;
    assert_eq!(signed.status(), 200);
    let (status, code, _) = error_of(reply(&bates, &bates_thread, json!({"body": "One more thing"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "signed_elsewhere"));
    assert_eq!(
        start(&yale, json!({"athleteId": id, "body": "See you in the fall"}))
            .await
            .status(),
        201,
        "the program she signed with still writes"
    );
}

#[tokio::test]
async fn a_parent_who_pauses_coach_messages_stops_coaches_writing() {
    let app = TestApp::spawn().await;
    let browser = minor_waiting_for_consent(&app, "teen@example.com", "parent@example.com").await;
    let body = json!({"fullName": "Teen Rower", "gradYear": 2027, "visibility": "coaches"});
    assert_eq!(put(&browser, "/api/profile", &body).await.status(), 200);
    let teen = user_id(&browser).await;

    // While consent is pending the athlete is not shown to coaches and cannot write either.
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let (status, _, _) = error_of(start(&coach, json!({"athleteId": teen, "body": "Hi"})).await).await;
    assert_eq!(status, 404);
    let (status, code, _) = error_of(start(&browser, json!({"schoolId": DIII, "body": "Hi"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "awaiting_parental_consent"));

    let token = app
        .wait_for_mail("parent@example.com", "Your consent is needed")
        .await
        .token_for("/parental-consent");
    let decided = app
        .another_browser()
        .post_json(
            "/api/consent/decide",
            &json!({"token": token, "decision": "approve", "allowCoachMessages": false}),
        )
        .await;
    assert_eq!(decided.status(), 200);

    // Paused coach communications also hide the athlete from coaches: no such athlete to start
    // a conversation with.
    let (status, _, _) = error_of(start(&coach, json!({"athleteId": teen, "body": "Hi"})).await).await;
    assert_eq!(status, 404);
    // The athlete may still write; the coach reads it but cannot answer.
    let sent = json_of(start(&browser, json!({"schoolId": DIII, "body": "Hello Bates"})).await).await;
    let id = sent["conversationId"].as_str().unwrap();
    assert_eq!(
        thread(&coach, id).await["contact"]["reason"],
        "parent_paused_coach_contact"
    );
    let (status, code, _) = error_of(reply(&coach, id, json!({"body": "Hi"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "parent_paused_coach_contact"));
}

#[tokio::test]
async fn blocked_conversations_take_no_messages_and_reports_reach_the_operator() {
    let app = TestApp::spawn().await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke", 2027).await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let sent = json_of(start(&ava, json!({"schoolId": DIII, "body": "Hello"})).await).await;
    let id = sent["conversationId"].as_str().unwrap().to_owned();
    assert_eq!(
        reply(&coach, &id, json!({"body": "Send me your phone number <b>now</b>"}))
            .await
            .status(),
        201
    );

    assert_eq!(
        ava.post_json(&format!("/api/messages/{id}/block"), &json!({}))
            .await
            .status(),
        204
    );
    for sender in [&coach, &ava] {
        let (status, code, _) = error_of(reply(sender, &id, json!({"body": "Hello?"})).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (403, "blocked"));
    }
    let seen = thread(&coach, &id).await;
    assert_eq!(
        (seen["blocked"].clone(), seen["blockedByMe"].clone()),
        (json!(true), json!(false))
    );
    assert_eq!(seen["contact"]["mayWrite"], false);
    let (status, code, _) = error_of(delete(&coach, &format!("/api/messages/{id}/block")).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "not_the_blocker"));

    let (status, _, _) = error_of(
        ava.post_json(&format!("/api/messages/{id}/report"), &json!({"reason": " "}))
            .await,
    )
    .await;
    assert_eq!(status, 422);
    let reported = ava
        .post_json(
            &format!("/api/messages/{id}/report"),
            &json!({"reason": "Asked for my phone number."}),
        )
        .await;
    assert_eq!(reported.status(), 201);
    assert_eq!(thread(&ava, &id).await["reported"], true);

    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    assert_eq!(ava.get("/api/admin/messages/reports").await.status(), 403);
    let reports = json_of(admin.get("/api/admin/messages/reports").await).await;
    let report = &reports["reports"][0];
    assert_eq!(report["reason"], "Asked for my phone number.");
    assert_eq!(report["reporter"], "ava@example.com");
    assert_eq!(report["conversation"]["blocked"], true);
    assert_eq!(
        report["conversation"]["messages"][1]["body"],
        "Send me your phone number <b>now</b>"
    );
    let report_id = report["id"].as_str().unwrap();
    let resolved = admin
        .post_json(&format!("/api/admin/messages/reports/{report_id}/resolve"), &json!({}))
        .await;
    assert_eq!(resolved.status(), 204);
    assert_eq!(
        json_of(admin.get("/api/admin/messages/reports").await).await["reports"],
        json!([])
    );
    let done = json_of(admin.get("/api/admin/messages/reports?status=resolved").await).await;
    assert_eq!(done["reports"][0]["id"], report_id);
    let again = admin
        .post_json(&format!("/api/admin/messages/reports/{report_id}/resolve"), &json!({}))
        .await;
    assert_eq!(again.status(), 404);
    let csv = admin
        .get("/api/admin/messages/compliance.csv")
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(csv.lines().count(), 2, "{csv}");

    assert_eq!(delete(&ava, &format!("/api/messages/{id}/block")).await.status(), 204);
    assert_eq!(reply(&coach, &id, json!({"body": "Sorry."})).await.status(), 201);
}

#[tokio::test]
async fn nobody_reads_or_writes_another_users_conversation() {
    let app = TestApp::spawn().await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", 2027).await;
    let (ben, _) = athlete(&app, "ben@example.com", "Ben Bow", 2027).await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let rival = verified_coach(&app, "coach@colby.edu", "colby-college").await;
    let parent = member(&app, "parent@example.com", "parent").await;
    assert_eq!(coach.get(&format!("/api/athletes/{ava_id}")).await.status(), 200);
    let sent = json_of(start(&coach, json!({"athleteId": ava_id, "body": "Hi Ava"})).await).await;
    let id = sent["conversationId"].as_str().unwrap().to_owned();
    assert_eq!(thread(&ava, &id).await["messages"][0]["body"], "Hi Ava");
    // What the program did after viewing: it wrote.
    let views = json_of(ava.get("/api/profile/views").await).await;
    assert_eq!(views["programs"][0]["followUps"][0]["kind"], "wrote_to_you");

    for outsider in [&ben, &rival] {
        let path = format!("/api/messages/{id}");
        assert_eq!(outsider.get(&path).await.status(), 404);
        assert_eq!(reply(outsider, &id, json!({"body": "hi"})).await.status(), 404);
        assert_eq!(
            outsider.post_json(&format!("{path}/read"), &json!({})).await.status(),
            404
        );
        assert_eq!(
            outsider.post_json(&format!("{path}/block"), &json!({})).await.status(),
            404
        );
        assert_eq!(
            json_of(outsider.get("/api/messages").await).await["conversations"],
            json!([])
        );
    }
    assert_eq!(parent.get("/api/messages").await.status(), 403);
    assert_eq!(unread(&parent).await, 0);
    assert_eq!(
        app.another_browser().get(&format!("/api/messages/{id}")).await.status(),
        401
    );
    // An unverified coach has no inbox.
    let unverified = member(&app, "new@colby.edu", "coach").await;
    let (status, code, _) = error_of(unverified.get("/api/messages").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "coach_unverified"));
}

#[tokio::test]
async fn unread_counts_and_read_receipts_follow_reading() {
    let app = TestApp::spawn().await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", 2027).await;
    let coach = verified_coach(&app, "head@bates.edu", DIII).await;
    let colleague = verified_coach(&app, "assistant@bates.edu", DIII).await;
    let first = json_of(start(&coach, json!({"athleteId": ava_id, "body": "One"})).await).await;
    let id = first["conversationId"].as_str().unwrap().to_owned();
    assert_eq!(reply(&colleague, &id, json!({"body": "Two"})).await.status(), 201);

    assert_eq!(unread(&ava).await, 2);
    assert_eq!(json_of(ava.get("/api/dashboard").await).await["messages"], 2);
    assert_eq!(
        json_of(ava.get("/api/messages").await).await["conversations"][0]["unread"],
        2
    );
    // A colleague reading is no receipt for the athlete's side.
    assert_eq!(
        colleague
            .post_json(&format!("/api/messages/{id}/read"), &json!({}))
            .await
            .status(),
        204
    );
    assert_eq!(thread(&coach, &id).await["messages"][0]["readBy"], json!([]));
    assert_eq!(
        ava.post_json(&format!("/api/messages/{id}/read"), &json!({}))
            .await
            .status(),
        204
    );
    assert_eq!(unread(&ava).await, 0);
    let seen = thread(&coach, &id).await;
    assert_eq!(seen["messages"][1]["readBy"], json!(["Ava Stroke"]));
    assert_eq!(
        seen["messages"][1]["senderName"],
        "Assistant, Assistant Coach, Bates College"
    );

    assert_eq!(reply(&ava, &id, json!({"body": "Three"})).await.status(), 201);
    assert_eq!((unread(&coach).await, unread(&colleague).await), (1, 1));
    assert_eq!(unread(&ava).await, 0, "your own message is never unread");

    // Archive hides it from the inbox until the other side writes again.
    assert_eq!(
        put(&ava, &format!("/api/messages/{id}/archive"), &json!({"archived": true}))
            .await
            .status(),
        204
    );
    assert_eq!(
        json_of(ava.get("/api/messages").await).await["conversations"],
        json!([])
    );
    assert_eq!(
        json_of(ava.get("/api/messages?archived=true").await).await["conversations"][0]["id"],
        id
    );
    assert_eq!(reply(&coach, &id, json!({"body": "Four"})).await.status(), 201);
    assert_eq!(
        json_of(ava.get("/api/messages").await).await["conversations"][0]["id"],
        id
    );

    // The athlete's data export carries the whole conversation; a coach's, what they sent.
    let export = json_of(ava.get("/api/account/export").await).await;
    let texts: Vec<&str> = export["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts, ["One", "Two", "Three", "Four"]);
    let export = json_of(colleague.get("/api/account/export").await).await;
    assert_eq!(export["messages"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn bad_messages_are_refused_and_nothing_is_sent() {
    let app = TestApp::spawn().await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke", 2027).await;
    for (body, field) in [
        (json!({"schoolId": DIII, "body": "   "}), "body"),
        (json!({"schoolId": DIII, "body": "x".repeat(5001)}), "body"),
        (json!({"body": "Hi"}), "schoolId"),
    ] {
        let (status, _, error) = error_of(start(&ava, body).await).await;
        assert_eq!(status, 422);
        assert!(error["fields"][field].is_string(), "{error}");
    }
    let (status, _, _) = error_of(start(&ava, json!({"schoolId": "no-such-school", "body": "Hi"})).await).await;
    assert_eq!(status, 404);
    let (status, _, _) = error_of(start(&ava, json!({"schoolId": DIII, "body": 5})).await).await;
    assert_eq!(status, 422);
    assert_eq!(
        json_of(ava.get("/api/messages").await).await["conversations"],
        json!([])
    );
    assert_eq!(
        start(&ava, json!({"schoolId": DIII, "body": "x".repeat(5000)}))
            .await
            .status(),
        201
    );

    // Sending is rate limited per account.
    let mut refused = 0;
    for n in 0..30 {
        let sent = start(&ava, json!({"schoolId": DIII, "body": format!("Message {n}")})).await;
        if sent.status() == 429 {
            refused += 1;
        }
    }
    assert!(refused > 0, "30 messages in a row were all accepted");
}

#[tokio::test]
async fn notification_emails_are_batched_per_conversation_and_hour_and_can_be_turned_off() {
    let capture = SmtpCapture::start(SmtpCapture::free_port()).await;
    let smtp = format!("smtp://127.0.0.1:{}", capture.port());
    let app = TestApp::spawn().await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke", 2027).await;
    let _coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    // Accounts are made through the development mailbox; an instance with SMTP delivers.
    let mailer = app.sibling(&[("SMTP_URL", &smtp)]).await;
    let to_coach = |capture: &SmtpCapture| {
        capture
            .messages()
            .into_iter()
            .map(|(to, data)| (to, data.replace("=\r\n", "").replace("=\n", "")))
            .filter(|(to, data)| to.contains(&"coach@bates.edu".to_owned()) && data.contains("sent you"))
            .map(|(_, data)| data)
            .collect::<Vec<_>>()
    };
    let sent = json_of(start(&ava, json!({"schoolId": DIII, "body": "First"})).await).await;
    let id = sent["conversationId"].as_str().unwrap().to_owned();
    for body in ["Second", "Third"] {
        assert_eq!(reply(&ava, &id, json!({"body": body})).await.status(), 201);
    }
    let first = wait_for(|| to_coach(&capture), 1).await;
    assert!(first[0].contains("New message from Ava Stroke"), "{}", first[0]);
    assert!(!first[0].contains("Second"), "the text stays out of the email");

    // An hour later the batch goes out as one email counting every unread message.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(to_coach(&capture).len(), 1, "one email per conversation and hour");
    sqlx::query("UPDATE conversation_members SET notified_at = notified_at - 3600001")
        .execute(&app.db.pool)
        .await
        .unwrap();
    let queued = rowrecruit::messaging::notify::sweep(&mailer.db, &mailer.state, rowrecruit::db::now_ms())
        .await
        .unwrap();
    assert_eq!(queued, 1);
    let both = wait_for(|| to_coach(&capture), 2).await;
    assert!(both[1].contains("3 new messages from Ava Stroke"), "{}", both[1]);

    // The link in the email turns message emails off without signing in.
    let token = unsubscribe_token(&both[1]);
    let anonymous = app.another_browser();
    let (status, code, _) = error_of(
        anonymous
            .post_json("/api/messages/unsubscribe", &json!({"token": format!("{token}0")}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_link"));
    let off = json_of(
        anonymous
            .post_json("/api/messages/unsubscribe", &json!({"token": token}))
            .await,
    )
    .await;
    assert_eq!(off["email"], "c•••@bates.edu");
    sqlx::query("UPDATE conversation_members SET notified_at = notified_at - 3600001")
        .execute(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(reply(&ava, &id, json!({"body": "Fourth"})).await.status(), 201);
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(to_coach(&capture).len(), 2, "no email after unsubscribing");
}

/// The unsubscribe token in a captured email's text (quoted-printable, soft breaks removed).
fn unsubscribe_token(raw: &str) -> String {
    let text = raw.replace("=3D", "=");
    let marker = "/unsubscribe#token=";
    let start = text
        .find(marker)
        .unwrap_or_else(|| panic!("no unsubscribe link in {text}"))
        + marker.len();
    text[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '.')
        .collect()
}

/// Polls `read` until it holds `n` items (up to 10 s).
async fn wait_for<T>(read: impl Fn() -> Vec<T>, n: usize) -> Vec<T> {
    for _ in 0..200 {
        let items = read();
        if items.len() >= n {
            return items;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("expected {n} items in time");
}

/// Reads a server-sent event stream until an event named `name` arrives (up to 10 s).
pub async fn next_event(stream: &mut reqwest::Response, name: &str) -> String {
    let mut seen = String::new();
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let chunk = tokio::time::timeout_at(deadline, stream.chunk())
            .await
            .unwrap_or_else(|_| panic!("no '{name}' event; saw: {seen}"))
            .unwrap()
            .expect("stream open");
        seen.push_str(&String::from_utf8_lossy(&chunk));
        if let Some(at) = seen.find(&format!("event: {name}\n")) {
            return seen[at..].lines().nth(1).unwrap_or_default().to_owned();
        }
    }
}

#[tokio::test]
async fn new_messages_arrive_on_the_event_stream() {
    let app = TestApp::spawn().await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke", 2027).await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let (ben, _) = athlete(&app, "ben@example.com", "Ben Bow", 2027).await;
    let mut coach_stream = coach.get("/api/messages/events").await;
    assert_eq!(
        coach_stream.headers()["content-type"].to_str().unwrap(),
        "text/event-stream"
    );
    next_event(&mut coach_stream, "ready").await;
    let mut ben_stream = ben.get("/api/messages/events").await;
    next_event(&mut ben_stream, "ready").await;

    let sent = json_of(start(&ava, json!({"schoolId": DIII, "body": "Live?"})).await).await;
    let data = next_event(&mut coach_stream, "message").await;
    assert!(data.contains(sent["conversationId"].as_str().unwrap()), "{data}");
    // Someone else's conversation is not announced to Ben.
    let quiet = tokio::time::timeout(std::time::Duration::from_millis(500), ben_stream.chunk()).await;
    assert!(quiet.is_err(), "ben heard of a conversation not his");
    assert_eq!(app.another_browser().get("/api/messages/events").await.status(), 401);
}
