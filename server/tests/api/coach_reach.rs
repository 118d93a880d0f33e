//! Whom a coach reaches. A club roster shows the club's coaches only athletes coaches may reach
//! (not a minor waiting for a parent's consent, not a frozen child, not a child whose parent
//! paused coach contact), and a college coach's visit reaches the athlete it names only within
//! the contact rules and blocks of messages, and is recorded in the program's contact log.

use serde_json::{json, Value};

use crate::{
    club::{accept, club_coach, invitation_token, invite, join},
    family::{approve, coach_communications, family},
    helpers::{
        cli_admin, delete, error_of, member, minor_waiting_for_consent, put, user_id, verified_coach, TestApp,
        MEMBER_PASSWORD,
    },
};

const DI: &str = "yale-university";
const DIII: &str = "bates-college";

async fn json_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{status}: {body}");
    body
}

/// What the club's coach sees of an athlete: (roster ids, the club page's roster count, requests
/// in the attestation queue, the status of reading the club's evaluation of the athlete).
async fn club_view(coach: &TestApp, athlete_id: &str) -> (Vec<String>, i64, usize, u16) {
    let roster = json_of(coach.get("/api/club/roster").await).await;
    let ids = roster
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap().to_owned())
        .collect();
    let count = json_of(coach.get("/api/club").await).await["club"]["rosterCount"]
        .as_i64()
        .unwrap();
    let queue = json_of(coach.get("/api/club/attestations").await).await;
    let evaluation = coach
        .get(&format!("/api/club/evaluations/{athlete_id}"))
        .await
        .status()
        .as_u16();
    (ids, count, queue.as_array().unwrap().len(), evaluation)
}

async fn erg_test(athlete: &TestApp) -> String {
    let test = json_of(
        athlete
            .post_json(
                "/api/performance/erg-tests",
                &json!({"piece": "2k", "time": "7:10.0", "date": "2026-10-01"}),
            )
            .await,
    )
    .await;
    test["id"].as_str().unwrap().to_owned()
}

async fn ask_attestation(athlete: &TestApp, club_id: &str, test_id: &str) -> reqwest::Response {
    athlete
        .post_json(
            "/api/club/attestations",
            &json!({"clubId": club_id, "ergTestId": test_id}),
        )
        .await
}

const EVALUATION: &str = r#"{"technique": 4, "fitness": 4, "coachability": 5, "comments": "Steady."}"#;

#[tokio::test]
async fn a_minor_awaiting_consent_joins_the_roster_only_once_a_parent_approves() {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let teen = minor_waiting_for_consent(&app, "teen@example.com", "mom@example.com").await;
    let profile = json!({"fullName": "Tess Teen", "gradYear": 2028, "squad": "womens", "visibility": "private"});
    assert_eq!(put(&teen, "/api/profile", &profile).await.status(), 200);
    let teen_id = user_id(&teen).await;
    let test_id = erg_test(&teen).await;

    assert_eq!(invite(&coach, "teen@example.com", "athlete").await.status(), 201);
    let token = invitation_token(&app, "teen@example.com").await;
    let joined = json_of(accept(&teen, &token).await).await;
    assert_eq!(joined["clubName"], "Riverside RC");

    // The club's coaches see nothing of her: no roster row (name, class, erg times), no count,
    // no request, no evaluation, no profile.
    let roster = json_of(coach.get("/api/club/roster").await).await;
    assert_eq!(roster, json!([]), "a minor awaiting consent on the roster");
    assert_eq!(club_view(&coach, &teen_id).await, (vec![], 0, 0, 404));
    let (status, _, _) = error_of(ask_attestation(&teen, &club_id, &test_id).await).await;
    assert_eq!(status, 404);
    let evaluation: Value = serde_json::from_str(EVALUATION).unwrap();
    let path = format!("/api/club/evaluations/{teen_id}");
    assert_eq!(error_of(put(&coach, &path, &evaluation).await).await.0, 404);
    assert_eq!(
        error_of(coach.get(&format!("/api/athletes/{teen_id}")).await).await.0,
        404
    );

    // She is told it takes effect once a parent approves, and has nothing more to do.
    assert_eq!(joined["waitingForParent"], true);
    let mine = json_of(teen.get("/api/club/me").await).await;
    assert_eq!(mine["invitations"], json!([]));
    assert_eq!(mine["clubs"][0]["clubId"], club_id.as_str());
    assert_eq!(mine["clubs"][0]["waitingForParent"], true);

    approve(&app, "mom@example.com", "teen@example.com").await;
    assert_eq!(club_view(&coach, &teen_id).await, (vec![teen_id.clone()], 1, 0, 404));
    let roster = json_of(coach.get("/api/club/roster").await).await;
    assert_eq!(roster[0]["fullName"], "Tess Teen");
    let mine = json_of(teen.get("/api/club/me").await).await;
    assert_eq!(mine["clubs"][0]["waitingForParent"], false);
    assert_eq!(ask_attestation(&teen, &club_id, &test_id).await.status(), 201);
    assert_eq!(put(&coach, &path, &evaluation).await.status(), 200);
}

#[tokio::test]
async fn a_frozen_child_or_one_whose_parent_paused_coaches_leaves_every_roster_view() {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (ava, ava_id, parent) = family(&app, "ava@example.com", "mom@example.com").await;
    join(&app, &coach, &ava, "ava@example.com").await;
    let test_id = erg_test(&ava).await;
    let requested = json_of(ask_attestation(&ava, &club_id, &test_id).await).await;
    let request_id = requested["id"].as_str().unwrap().to_owned();
    let evaluation: Value = serde_json::from_str(EVALUATION).unwrap();
    let path = format!("/api/club/evaluations/{ava_id}");
    assert_eq!(put(&coach, &path, &evaluation).await.status(), 200);
    let seen = (vec![ava_id.clone()], 1, 1, 200);
    assert_eq!(club_view(&coach, &ava_id).await, seen);

    // A parent who withdraws coach communications hides her from the club's coaches too.
    json_of(coach_communications(&parent, &ava_id, false).await).await;
    assert_eq!(club_view(&coach, &ava_id).await, (vec![], 0, 0, 404));
    json_of(coach_communications(&parent, &ava_id, true).await).await;
    assert_eq!(club_view(&coach, &ava_id).await, seen);

    // Frozen: out of every roster view, and nothing about her can be done there.
    let frozen = parent
        .post_json(
            &format!("/api/family/children/{ava_id}/freeze"),
            &json!({"password": MEMBER_PASSWORD}),
        )
        .await;
    assert_eq!(frozen.status(), 204);
    assert_eq!(club_view(&coach, &ava_id).await, (vec![], 0, 0, 404));
    assert_eq!(error_of(put(&coach, &path, &evaluation).await).await.0, 404);
    assert_eq!(error_of(delete(&coach, &path).await).await.0, 404);
    let confirm = format!("/api/club/attestations/{request_id}/confirm");
    assert_eq!(error_of(coach.post_json(&confirm, &json!({})).await).await.0, 404);
    assert_eq!(
        error_of(delete(&coach, &format!("/api/club/roster/{ava_id}")).await)
            .await
            .0,
        404
    );
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let clubs = json_of(admin.get("/api/admin/clubs").await).await;
    assert_eq!(clubs[0]["rosterCount"], 0);

    // Lifting the freeze brings her back as she was.
    let unfrozen = parent
        .post_json(
            &format!("/api/family/children/{ava_id}/unfreeze"),
            &json!({"password": MEMBER_PASSWORD}),
        )
        .await;
    assert_eq!(unfrozen.status(), 204);
    assert_eq!(club_view(&coach, &ava_id).await, seen);
}

async fn add_event(owner: &TestApp, body: Value) -> reqwest::Response {
    owner.post_json("/api/calendar/events", &body).await
}

async fn on_board(coach: &TestApp, athlete_id: &str) {
    let added = coach
        .put_json(&format!("/api/coach/board/{athlete_id}"), &json!({}))
        .await;
    assert_eq!(added.status(), 200);
}

/// The program's contact log as its coach downloads it, without the header.
async fn contact_log(coach: &TestApp) -> Vec<String> {
    let csv = coach
        .get("/api/coach/messages/compliance.csv")
        .await
        .text()
        .await
        .unwrap();
    csv.lines().skip(1).map(str::to_owned).collect()
}

#[tokio::test]
async fn a_visit_waits_for_the_contact_date_and_is_in_the_programs_contact_log() {
    // Graduating in 2029: Division I coaches may contact her from June 15, 2027.
    let app = TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", "2027-06-14")]).await;
    let ava = member(&app, "ava@example.com", "student").await;
    let profile = json!({"fullName": "Ava Stroke", "gradYear": 2029, "squad": "womens", "visibility": "coaches"});
    assert_eq!(put(&ava, "/api/profile", &profile).await.status(), 200);
    let ava_id = user_id(&ava).await;
    let yale = verified_coach(&app, "coach@yale.edu", DI).await;
    let bates = verified_coach(&app, "coach@bates.edu", DIII).await;
    on_board(&yale, &ava_id).await;
    on_board(&bates, &ava_id).await;

    let visit = |location: &str| {
        json!({"kind": "official_visit", "title": "Ava's visit", "date": "2027-09-20", "time": "10:00",
               "location": location, "athleteId": ava_id})
    };
    let (status, code, error) = error_of(add_event(&yale, visit("Call me: 555-0100")).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"), "{error}");
    let refusal = error["fields"]["athleteId"].as_str().unwrap();
    assert!(refusal.contains("June 15, 2027"), "{refusal}");
    // A coach's own planning about her is not a contact.
    json_of(
        add_event(
            &yale,
            json!({"kind": "camp", "title": "Ava at our camp?", "date": "2027-07-01", "athleteId": ava_id}),
        )
        .await,
    )
    .await;
    // Division III has no contact date.
    let allowed = json_of(add_event(&bates, visit("Merrill Gym")).await).await;

    let seen = json_of(ava.get("/api/calendar").await).await;
    let events = seen["events"].as_array().unwrap();
    assert_eq!(events.len(), 1, "{seen}");
    assert_eq!(events[0]["id"], allowed["id"]);
    assert!(!seen.to_string().contains("555-0100"));

    // Each visit the program arranged is in its contact log, with the rule that allowed it.
    assert!(contact_log(&yale).await.is_empty());
    let log = contact_log(&bates).await;
    assert_eq!(log.len(), 1, "{log:?}");
    assert!(
        log[0].contains("Official visit") && log[0].contains("Division III"),
        "{log:?}"
    );
    assert!(
        log[0].contains("coach@bates.edu") && log[0].contains(&ava_id),
        "{log:?}"
    );
    let changed = put(
        &bates,
        &format!("/api/calendar/events/{}", allowed["id"].as_str().unwrap()),
        &visit("Boathouse"),
    )
    .await;
    assert_eq!(changed.status(), 200);
    assert_eq!(contact_log(&bates).await.len(), 2);
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let all = admin
        .get("/api/admin/messages/compliance.csv")
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(all.lines().filter(|l| l.contains("Official visit")).count(), 2, "{all}");
}

#[tokio::test]
async fn a_block_takes_a_visit_off_the_athletes_calendar_feed_and_parents_view() {
    let app = TestApp::spawn().await;
    // Graduating in 2027: Division I's contact date has passed.
    let (ava, ava_id, parent) = family(&app, "ava@example.com", "mom@example.com").await;
    let coach = verified_coach(&app, "coach@yale.edu", DI).await;
    on_board(&coach, &ava_id).await;
    let visit = json!({"kind": "official_visit", "title": "Ava's visit", "date": "2030-09-20", "time": "10:00",
                       "location": "Text me on 555-0100", "athleteId": ava_id});
    let created = json_of(add_event(&coach, visit.clone()).await).await;
    let event_path = format!("/api/calendar/events/{}", created["id"].as_str().unwrap());
    let feed = json_of(ava.post_json("/api/calendar/feed", &json!({})).await).await;
    let feed_path = feed["url"].as_str().unwrap().replace(&app.address, "");
    let parents_view = format!("/api/family/children/{ava_id}/calendar");
    let everything = || async {
        vec![
            json_of(ava.get("/api/calendar").await).await.to_string(),
            ava.get("/api/calendar.ics").await.text().await.unwrap(),
            ava.get(&feed_path).await.text().await.unwrap(),
            json_of(parent.get(&parents_view).await).await.to_string(),
        ]
    };
    for text in everything().await {
        assert!(text.contains("555-0100"), "{text}");
    }

    // Ava blocks the program.
    let started = json_of(
        ava.post_json(
            "/api/messages",
            &json!({"schoolId": DI, "body": "Please stop contacting me."}),
        )
        .await,
    )
    .await;
    let block = format!("/api/messages/{}/block", started["conversationId"].as_str().unwrap());
    assert_eq!(ava.post_json(&block, &json!({})).await.status(), 204);

    for text in everything().await {
        assert!(
            !text.contains("555-0100") && !text.contains(created["id"].as_str().unwrap()),
            "{text}"
        );
    }
    // The coach can neither add another visit nor change this one.
    let (status, _, error) = error_of(add_event(&coach, visit.clone()).await).await;
    assert_eq!(status, 422);
    assert!(
        error["fields"]["athleteId"].as_str().unwrap().contains("blocked"),
        "{error}"
    );
    let (status, _, error) = error_of(put(&coach, &event_path, &visit).await).await;
    assert_eq!(status, 422);
    assert!(error["fields"]["athleteId"].is_string(), "{error}");
    // It stays on the coach's own calendar.
    let own = json_of(coach.get("/api/calendar").await).await;
    assert_eq!(own["events"][0]["id"], created["id"]);

    // Unblocked, the visit is back.
    assert_eq!(delete(&ava, &block).await.status(), 204);
    for text in everything().await {
        assert!(text.contains("555-0100"), "{text}");
    }
}
