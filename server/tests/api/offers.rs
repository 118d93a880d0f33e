//! Offers and the commitments they confirm: made from the board card within the contact rules,
//! answered only by the athlete, withdrawn by the program, expired after the answer-by day; an
//! accepted offer is a commitment coaches read, and other programs can no longer reach the
//! athlete.

use serde_json::{json, Value};

use crate::family::{children, family};
use crate::helpers::{error_of, member, put, user_id, verified_coach, TestApp};

/// Division I, Ivy League: no athletics aid.
const YALE: &str = "yale-university";
/// Division I, gives athletics aid.
const STANFORD: &str = "stanford-university";
/// Division III.
const BATES: &str = "bates-college";

/// For the class of 2028: Division I contact opened on June 15, 2026, written offers of
/// athletics aid on August 1, 2027, signing on November 10, 2027. Not yet for the class of 2030.
const RULES_DAY: &str = "2027-11-15";
const CLASS: i64 = 2028;

async fn json_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert!(status.is_success(), "status {status}: {body}");
    body
}

/// A signed-in athlete shown to coaches: (browser, id).
async fn athlete(app: &TestApp, email: &str, grad_year: i64) -> (TestApp, String) {
    let browser = member(app, email, "student").await;
    let body = json!({"fullName": "Ava Stroke", "gradYear": grad_year, "squad": "womens", "visibility": "coaches"});
    assert_eq!(put(&browser, "/api/profile", &body).await.status(), 200);
    let id = user_id(&browser).await;
    (browser, id)
}

async fn star(coach: &TestApp, id: &str) {
    let starred = coach.put_json(&format!("/api/coach/board/{id}"), &json!({})).await;
    assert_eq!(starred.status(), 200);
}

fn roster_spot() -> Value {
    json!({"kind": "roster_spot", "squad": "womens", "classOf": 2032,
           "terms": "A place in the varsity squad from fall 2028.", "answerBy": "2027-12-01"})
}

async fn offer(coach: &TestApp, athlete_id: &str, body: &Value) -> reqwest::Response {
    coach.post_json(&format!("/api/coach/offers/{athlete_id}"), body).await
}

async fn stage(coach: &TestApp, athlete_id: &str) -> String {
    json_of(coach.get(&format!("/api/coach/board/{athlete_id}")).await).await["stage"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn own_offers(athlete: &TestApp) -> Vec<Value> {
    json_of(athlete.get("/api/offers").await).await["offers"]
        .as_array()
        .unwrap()
        .clone()
}

#[tokio::test]
async fn an_offer_waits_for_the_contact_date_and_the_board_card() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", RULES_DAY)]).await;
    let (_young, young_id) = athlete(&app, "young@example.com", 2030).await;
    let (_ava, ava_id) = athlete(&app, "ava@example.com", CLASS).await;
    let coach = verified_coach(&app, "coach@stanford.edu", STANFORD).await;

    let (status, _, _) = error_of(offer(&coach, &ava_id, &roster_spot()).await).await;
    assert_eq!(status.as_u16(), 404, "offers are made from the board card");

    star(&coach, &young_id).await;
    let (status, code, body) = error_of(offer(&coach, &young_id, &roster_spot()).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "before_contact_date"));
    assert!(body["message"].as_str().unwrap().contains("June 15, 2028"), "{body}");
    assert_eq!(stage(&coach, &young_id).await, "identified");

    star(&coach, &ava_id).await;
    let mut bad = roster_spot();
    bad["kind"] = json!("athletics_aid");
    bad["answerBy"] = json!("2027-11-14");
    bad["terms"] = json!(" ");
    let (status, code, body) = error_of(offer(&coach, &ava_id, &bad).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));
    assert_eq!(
        body["fields"]["aidPercent"],
        "Enter the share of the cost the aid covers, from 1 to 100%."
    );
    assert_eq!(body["fields"]["answerBy"], "Choose an answer-by day from today on.");
    assert_eq!(body["fields"]["terms"], "Write the terms of the offer.");

    let made = json_of(offer(&coach, &ava_id, &roster_spot()).await).await;
    assert_eq!(made["status"], "pending");
    assert_eq!(made["summary"], "Recruited roster spot, women's squad, class of 2032");
    assert!(made["madeBy"].as_str().unwrap().ends_with(", Stanford University"));
    assert_eq!(stage(&coach, &ava_id).await, "offer", "the card follows the offer");
    let (status, code, _) = error_of(offer(&coach, &ava_id, &roster_spot()).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "offer_waiting"));

    // Announced in the program's conversation, and so in the contact log.
    let conversation = made["conversationId"].as_str().expect("a conversation");
    let thread = json_of(coach.get(&format!("/api/messages/{conversation}")).await).await;
    let announcement = thread["messages"][0]["body"].as_str().unwrap();
    assert!(announcement.starts_with("Stanford University has made you an offer: Recruited roster spot"));
    assert!(announcement.contains("Please answer by December 1, 2027."));
}

#[tokio::test]
async fn aid_is_refused_where_no_aid_is_given() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", RULES_DAY)]).await;
    let (_ava, ava_id) = athlete(&app, "ava@example.com", CLASS).await;
    let mut aid = roster_spot();
    aid["kind"] = json!("athletics_aid");
    aid["aidPercent"] = json!(60);
    for (school, email, says) in [
        (
            YALE,
            "coach@yale.edu",
            "Ivy League programs give no athletic scholarships",
        ),
        (BATES, "coach@bates.edu", "Division III programs give no athletics aid"),
    ] {
        let coach = verified_coach(&app, email, school).await;
        star(&coach, &ava_id).await;
        let (status, _, body) = error_of(offer(&coach, &ava_id, &aid).await).await;
        assert_eq!(status.as_u16(), 422);
        assert!(body["fields"]["kind"].as_str().unwrap().starts_with(says), "{body}");
    }
}

#[tokio::test]
async fn an_accepted_offer_is_a_commitment_other_programs_respect() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", RULES_DAY)]).await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", CLASS).await;
    let stanford = verified_coach(&app, "coach@stanford.edu", STANFORD).await;
    let yale = verified_coach(&app, "coach@yale.edu", YALE).await;
    let bates = verified_coach(&app, "coach@bates.edu", BATES).await;
    for coach in [&stanford, &yale, &bates] {
        star(coach, &ava_id).await;
    }
    // Yale writes first: a conversation that exists before the commitment.
    let yale_conversation = json_of(
        yale.post_json("/api/messages", &json!({"athleteId": ava_id, "body": "Hello Ava"}))
            .await,
    )
    .await["conversationId"]
        .as_str()
        .unwrap()
        .to_owned();
    let yale_offer = json_of(offer(&yale, &ava_id, &roster_spot()).await).await;
    let mut aid = roster_spot();
    aid["kind"] = json!("athletics_aid");
    aid["aidPercent"] = json!(50);
    let stanford_offer = json_of(offer(&stanford, &ava_id, &aid).await).await;
    assert_eq!(own_offers(&ava).await.len(), 2);

    // Another athlete cannot answer it.
    let (_other, _) = athlete(&app, "other@example.com", CLASS).await;
    let accept_path = format!("/api/offers/{}/accept", stanford_offer["id"].as_str().unwrap());
    let (status, ..) = error_of(_other.post_json(&accept_path, &json!({})).await).await;
    assert_eq!(status.as_u16(), 404);

    let answered = json_of(ava.post_json(&accept_path, &json!({})).await).await;
    let accepted = answered["offers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["schoolId"] == STANFORD)
        .unwrap()
        .clone();
    assert_eq!(accepted["status"], "accepted");
    assert_eq!(accepted["signedOn"], RULES_DAY, "accepting aid signs it");
    let declined = answered["offers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["id"] == yale_offer["id"])
        .unwrap()
        .clone();
    assert_eq!(declined["status"], "declined", "other waiting offers are declined");
    let (status, code, _) = error_of(ava.post_json(&accept_path, &json!({})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "offer_answered"));

    // Coaches read the commitment, confirmed; the boards follow.
    let profile = json_of(bates.get(&format!("/api/athletes/{ava_id}")).await).await;
    assert_eq!(
        profile["commitment"]["label"],
        "Committed to Stanford University, class of 2032"
    );
    assert_eq!(profile["commitment"]["confirmed"], true);
    assert_eq!(stage(&stanford, &ava_id).await, "committed");
    assert_eq!(stage(&yale, &ava_id).await, "not_a_fit");
    let bates_card = json_of(bates.get(&format!("/api/coach/board/{ava_id}")).await).await;
    assert_eq!(bates_card["stage"], "identified");
    assert_eq!(
        bates_card["commitment"]["label"],
        "Committed to Stanford University, class of 2032"
    );

    // Other programs: no new offer, no new conversation, and after a signed offer of aid not
    // even a reply in a conversation that existed.
    let (status, code, body) = error_of(offer(&bates, &ava_id, &roster_spot()).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "committed_elsewhere"));
    assert!(body["message"].as_str().unwrap().contains("Stanford University"));
    let (status, code, _) = error_of(
        bates
            .post_json("/api/messages", &json!({"athleteId": ava_id, "body": "Hi"}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "signed_elsewhere"));
    let (status, code, _) = error_of(
        yale.post_json(
            &format!("/api/messages/{yale_conversation}/messages"),
            &json!({"body": "Congratulations"}),
        )
        .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "signed_elsewhere"));
    // Stanford still writes to its recruit.
    let stanford_conversation = accepted["conversationId"].as_str().unwrap();
    let reply = stanford
        .post_json(
            &format!("/api/messages/{stanford_conversation}/messages"),
            &json!({"body": "Welcome to the team"}),
        )
        .await;
    assert_eq!(reply.status(), 201);

    // The confirmed commitment is not rewritten by a self-report.
    let (status, code, _) = error_of(put(&ava, "/api/profile/commitment", &json!({"status": "open"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "commitment_confirmed"));
    let own = json_of(ava.get("/api/profile/commitment").await).await;
    assert_eq!(own["note"]["confirmed"], true);
    // The athlete's data export holds her offers.
    let export = json_of(ava.get("/api/account/export").await).await;
    assert_eq!(export["offers"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn written_offers_of_aid_follow_the_ncaa_days() {
    // September 1, 2027: after the class of 2028's written-offer day, before its signing day.
    let app = TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", "2027-09-01")]).await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", CLASS).await;
    let (_junior, junior_id) = athlete(&app, "junior@example.com", 2029).await;
    let stanford = verified_coach(&app, "coach@stanford.edu", STANFORD).await;
    star(&stanford, &ava_id).await;
    star(&stanford, &junior_id).await;
    let mut aid = roster_spot();
    aid["kind"] = json!("athletics_aid");
    aid["aidPercent"] = json!(40);
    aid["answerBy"] = json!("2027-10-01");
    let (status, _, body) = error_of(offer(&stanford, &junior_id, &aid).await).await;
    assert_eq!(status.as_u16(), 422);
    assert!(
        body["fields"]["kind"].as_str().unwrap().contains("from August 1, 2028"),
        "{body}"
    );

    let made = json_of(offer(&stanford, &ava_id, &aid).await).await;
    let id = made["id"].as_str().unwrap();
    let answered = json_of(ava.post_json(&format!("/api/offers/{id}/accept"), &json!({})).await).await;
    assert_eq!(answered["offers"][0]["status"], "accepted");
    assert_eq!(answered["offers"][0]["signedOn"], Value::Null, "not before signing day");
    assert_eq!(answered["offers"][0]["signFrom"], "2027-11-10");
    let own = json_of(ava.get("/api/profile/commitment").await).await;
    assert_eq!(own["status"], "verbal");
    assert_eq!(own["note"]["label"], "Committed to Stanford University, class of 2032");
    let (status, code, body) = error_of(ava.post_json(&format!("/api/offers/{id}/sign"), &json!({})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "before_signing_day"));
    assert!(body["message"].as_str().unwrap().contains("November 10, 2027"));

    let signing_day = app.sibling(&[("ROWRECRUIT_RULES_DATE", "2027-11-10")]).await;
    let ava_then = signing_day.another_browser();
    let signed_in = ava_then
        .sign_in("ava@example.com", crate::helpers::MEMBER_PASSWORD, false)
        .await;
    assert_eq!(signed_in.status(), 200);
    let signed = json_of(ava_then.post_json(&format!("/api/offers/{id}/sign"), &json!({})).await).await;
    assert_eq!(signed["offers"][0]["signedOn"], "2027-11-10");
    assert_eq!(
        json_of(ava_then.get("/api/profile/commitment").await).await["status"],
        "signed"
    );
    let (status, code, _) = error_of(ava_then.post_json(&format!("/api/offers/{id}/sign"), &json!({})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "not_signable"));
}

#[tokio::test]
async fn a_self_reported_commitment_reads_so_and_a_verbal_one_stops_only_new_contact() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", RULES_DAY)]).await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", CLASS).await;
    let yale = verified_coach(&app, "coach@yale.edu", YALE).await;
    let bates = verified_coach(&app, "coach@bates.edu", BATES).await;
    star(&yale, &ava_id).await;
    star(&bates, &ava_id).await;
    let committed = put(
        &ava,
        "/api/profile/commitment",
        &json!({"status": "verbal", "schoolId": BATES}),
    )
    .await;
    assert_eq!(committed.status(), 200);
    let profile = json_of(yale.get(&format!("/api/athletes/{ava_id}")).await).await;
    assert_eq!(
        profile["commitment"]["label"],
        "Verbally committed to Bates College (self-reported)"
    );
    assert_eq!(profile["commitment"]["confirmed"], false);
    let (status, code, _) = error_of(offer(&yale, &ava_id, &roster_spot()).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "committed_elsewhere"));
    // The program she named may confirm it with an offer.
    let made = json_of(offer(&bates, &ava_id, &roster_spot()).await).await;
    let path = format!("/api/offers/{}/accept", made["id"].as_str().unwrap());
    json_of(ava.post_json(&path, &json!({})).await).await;
    let profile = json_of(yale.get(&format!("/api/athletes/{ava_id}")).await).await;
    assert_eq!(
        profile["commitment"]["label"],
        "Committed to Bates College, class of 2032"
    );
    assert_eq!(
        profile["commitment"]["status"], "verbal",
        "a roster spot is not a signed offer of aid"
    );
}

#[tokio::test]
async fn decline_withdraw_and_an_answer_by_day_that_passed() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", RULES_DAY)]).await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", CLASS).await;
    let coach = verified_coach(&app, "coach@stanford.edu", STANFORD).await;
    star(&coach, &ava_id).await;

    let first = json_of(offer(&coach, &ava_id, &roster_spot()).await).await;
    let first_id = first["id"].as_str().unwrap();
    let withdrawn = json_of(
        coach
            .post_json(&format!("/api/coach/offers/{ava_id}/{first_id}/withdraw"), &json!({}))
            .await,
    )
    .await;
    assert_eq!(withdrawn["status"], "withdrawn");
    assert_eq!(stage(&coach, &ava_id).await, "evaluating");
    assert_eq!(own_offers(&ava).await[0]["statusLabel"], "Withdrawn by the program");
    let (status, code, _) = error_of(
        ava.post_json(&format!("/api/offers/{first_id}/accept"), &json!({}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "offer_withdrawn"));

    let second = json_of(offer(&coach, &ava_id, &roster_spot()).await).await;
    let second_id = second["id"].as_str().unwrap();
    json_of(
        ava.post_json(&format!("/api/offers/{second_id}/decline"), &json!({}))
            .await,
    )
    .await;
    assert_eq!(stage(&coach, &ava_id).await, "not_a_fit");
    let (status, code, _) = error_of(
        coach
            .post_json(&format!("/api/coach/offers/{ava_id}/{second_id}/withdraw"), &json!({}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "offer_not_waiting"));

    // The third waits until December 1; on December 2 it can no longer be accepted.
    let third = json_of(offer(&coach, &ava_id, &roster_spot()).await).await;
    let third_id = third["id"].as_str().unwrap();
    let later = app.sibling(&[("ROWRECRUIT_RULES_DATE", "2027-12-02")]).await;
    let ava_later = later.another_browser();
    let signed_in = ava_later
        .sign_in("ava@example.com", crate::helpers::MEMBER_PASSWORD, false)
        .await;
    assert_eq!(signed_in.status(), 200);
    let offers = own_offers(&ava_later).await;
    assert_eq!(offers[0]["status"], "expired");
    let (status, code, _) = error_of(
        ava_later
            .post_json(&format!("/api/offers/{third_id}/accept"), &json!({}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "answer_by_passed"));
}

#[tokio::test]
async fn a_parent_reads_a_minors_offer_and_never_answers_it() {
    let app = TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", RULES_DAY)]).await;
    let (ava, ava_id, parent) = family(&app, "ava@example.com", "mum@example.com").await;
    let body = json!({"fullName": "Ava Stroke", "gradYear": 2028, "squad": "womens", "visibility": "coaches"});
    assert_eq!(put(&ava, "/api/profile", &body).await.status(), 200);
    let coach = verified_coach(&app, "coach@stanford.edu", STANFORD).await;
    star(&coach, &ava_id).await;
    let made = json_of(offer(&coach, &ava_id, &roster_spot()).await).await;

    let child = children(&parent)
        .await
        .into_iter()
        .find(|c| c["id"] == ava_id.as_str())
        .unwrap();
    assert_eq!(child["offers"][0]["id"], made["id"]);
    assert_eq!(child["offers"][0]["answerBy"], "2027-12-01");
    let calendar = json_of(parent.get(&format!("/api/family/children/{ava_id}/calendar")).await).await;
    let events = calendar["events"].as_array().unwrap();
    assert!(
        events
            .iter()
            .any(|e| e["kind"] == "offer_answer_by" && e["date"] == "2027-12-01"),
        "{calendar}"
    );

    let path = format!("/api/offers/{}/accept", made["id"].as_str().unwrap());
    let (status, code, _) = error_of(parent.post_json(&path, &json!({})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "athlete_answers"));
    assert_eq!(own_offers(&ava).await[0]["status"], "pending");
    let home = json_of(coach.get("/api/coach/home").await).await;
    assert_eq!(home["offersWaiting"][0]["answerBy"], "2027-12-01");
}
