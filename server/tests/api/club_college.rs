//! Club and college coaches: conversations about a rostered athlete from either side (the
//! athlete sees that they exist, never their text; other clubs and programs never find them; a
//! parent's consent holds them), and recommendations, which the program sees only once the
//! athlete agrees, on the coach home and the board.

use serde_json::{json, Value};

use crate::club::{athlete, club_coach, join};
use crate::family::{coach_communications, family};
use crate::helpers::{cli_admin, error_of, minor_waiting_for_consent, put, verified_coach, TestApp, MEMBER_PASSWORD};

const YALE: &str = "yale-university";
const BATES: &str = "bates-college";

async fn json_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{status}: {body}");
    body
}

async fn start(coach: &TestApp, athlete_id: &str, other: (&str, &str), body: &str) -> reqwest::Response {
    let mut input = json!({"athleteId": athlete_id, "body": body});
    input[other.0] = json!(other.1);
    coach.post_json("/api/club-college/conversations", &input).await
}

async fn reply(coach: &TestApp, id: &str, body: &str) -> reqwest::Response {
    coach
        .post_json(
            &format!("/api/club-college/conversations/{id}/messages"),
            &json!({"body": body}),
        )
        .await
}

async fn set_club_plan(app: &TestApp, club_id: &str, plan: &str) {
    let admin = cli_admin(app, "ops@rowrecruit.com").await;
    let set = put(
        &admin,
        &format!("/api/admin/clubs/{club_id}/plan"),
        &json!({"plan": plan}),
    )
    .await;
    assert_eq!(set.status(), 200);
}

async fn recommend(coach: &TestApp, athlete_id: &str, school_id: &str) -> reqwest::Response {
    coach
        .post_json(
            "/api/club-college/recommendations",
            &json!({"athleteId": athlete_id, "schoolId": school_id,
                    "note": "Strong catch, steady in the middle of the boat.", "projectedLevel": "Division I varsity within two years"}),
        )
        .await
}

fn bodies(thread: &Value) -> Vec<String> {
    thread["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["body"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn club_and_college_coaches_write_to_each_other_and_the_athlete_sees_only_that_they_do() {
    let app = TestApp::spawn().await;
    let (club, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "coaches").await;
    join(&app, &club, &ava, "ava@example.com").await;
    let yale = verified_coach(&app, "coach@yale.edu", YALE).await;
    let bates = verified_coach(&app, "assistant@bates.edu", BATES).await;

    // The club coach starts, naming the program; the program is one a club coach may pick.
    let programs = json_of(club.get("/api/club-college/programs").await).await;
    assert!(
        programs.as_array().unwrap().iter().any(|p| p["schoolId"] == YALE),
        "{programs}"
    );
    let thread = json_of(start(&club, &ava_id, ("schoolId", YALE), "Ava pulled 7:05 last week.").await).await;
    let id = thread["conversation"]["id"].as_str().unwrap().to_owned();
    assert_eq!(thread["conversation"]["club"]["name"], "Riverside RC");
    assert_eq!(thread["conversation"]["program"]["name"], "Yale University");
    assert_eq!(thread["messages"][0]["senderName"], "head, Riverside RC");
    assert_eq!(thread["messages"][0]["side"], "club");
    assert_eq!(thread["messages"][0]["mine"], true);
    assert_eq!(thread["mayWrite"], true);

    // Every verified coach of the program reads it and answers.
    let list = json_of(yale.get("/api/club-college/conversations").await).await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["athlete"]["fullName"], "Ava Stroke");
    let answer = json_of(reply(&yale, &id, "Thanks, we will watch her at Head of the Charles.").await).await;
    assert_eq!(answer["side"], "college");
    assert_eq!(answer["senderName"], "Coach, Assistant Coach, Yale University");

    // A college coach starts from the athlete's profile: the athlete's club with verified coaches.
    let clubs = json_of(bates.get(&format!("/api/club-college/athletes/{ava_id}/clubs")).await).await;
    assert_eq!(clubs, json!([{"clubId": club_id, "name": "Riverside RC"}]));
    let from_bates =
        json_of(start(&bates, &ava_id, ("clubId", &club_id), "Is Ava looking at Division III?").await).await;
    let bates_id = from_bates["conversation"]["id"].as_str().unwrap().to_owned();
    assert_ne!(bates_id, id);
    // Starting again from either side adds to the one conversation of club, program and athlete.
    let again = json_of(start(&yale, &ava_id, ("clubId", &club_id), "One more question.").await).await;
    assert_eq!(again["conversation"]["id"], id.as_str());
    let read = json_of(club.get(&format!("/api/club-college/conversations/{id}")).await).await;
    assert_eq!(
        bodies(&read),
        [
            "Ava pulled 7:05 last week.",
            "Thanks, we will watch her at Head of the Charles.",
            "One more question."
        ]
    );
    assert_eq!(read["messages"][1]["mine"], false);
    let club_list = json_of(club.get("/api/club-college/conversations").await).await;
    assert_eq!(club_list.as_array().unwrap().len(), 2);
    let reply_to_bates = reply(&club, &bates_id, "Yes, she is.").await;
    assert_eq!(reply_to_bates.status(), 201);

    // Another program and another club get 404, as for a conversation that does not exist.
    for (status, code, _) in [
        error_of(bates.get(&format!("/api/club-college/conversations/{id}")).await).await,
        error_of(reply(&bates, &id, "Hello").await).await,
        error_of(yale.get("/api/club-college/conversations/no-such-id").await).await,
    ] {
        assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"));
    }
    let (rival, _) = club_coach(&app, "coach@lakeside-rc.org", "Lakeside RC").await;
    let (status, _, message) = error_of(rival.get(&format!("/api/club-college/conversations/{id}")).await).await;
    assert_eq!(
        (status.as_u16(), message["message"].as_str()),
        (404, Some("There is no such conversation."))
    );
    assert_eq!(reply(&rival, &id, "Hello").await.status(), 404);
    assert_eq!(
        json_of(rival.get("/api/club-college/conversations").await).await,
        json!([])
    );
    // Nor may another club write about an athlete not on its roster.
    let (status, _, _) = error_of(start(&rival, &ava_id, ("schoolId", YALE), "Hi").await).await;
    assert_eq!(status, 404);

    // The athlete sees that the conversations exist (club, program, started on), never the text.
    let mine = ava.get("/api/club-college/mine").await;
    let text = mine.text().await.unwrap();
    // (The coaches' words, not a time: a start time may well read "07:05".)
    assert!(
        !text.contains("pulled 7:05") && !text.contains("Division III"),
        "{text}"
    );
    let mine: Value = serde_json::from_str(&text).unwrap();
    let programs: Vec<&str> = mine["conversations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["programName"].as_str().unwrap())
        .collect();
    assert_eq!(programs.len(), 2);
    assert!(programs.contains(&"Yale University") && programs.contains(&"Bates College"));
    assert_eq!(mine["conversations"][0]["clubName"], "Riverside RC");
    assert!(mine["conversations"][0]["startedAt"].is_string());
    // And cannot open them.
    assert_eq!(
        ava.get(&format!("/api/club-college/conversations/{id}")).await.status(),
        403
    );

    // Her data export holds the same: that the conversations exist, never their text.
    let export = ava.get("/api/account/export").await.text().await.unwrap();
    assert!(
        !export.contains("pulled 7:05") && !export.contains("Division III"),
        "the export holds no coach's text"
    );
    let export: Value = serde_json::from_str(&export).unwrap();
    assert_eq!(export["clubCollege"]["conversations"].as_array().unwrap().len(), 2);

    // Messages are checked like messaging's: not empty.
    let (status, code, _) = error_of(reply(&club, &id, "   ").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));

    // Erasure of the athlete's account removes the conversations about them.
    let deleted = ava
        .post_json("/api/account/delete", &json!({"password": MEMBER_PASSWORD}))
        .await;
    assert!(deleted.status().is_success(), "{}", deleted.status());
    assert_eq!(
        json_of(club.get("/api/club-college/conversations").await).await,
        json!([])
    );
    assert_eq!(
        json_of(yale.get("/api/club-college/conversations").await).await,
        json!([])
    );
}

#[tokio::test]
async fn a_parents_consent_holds_the_coaches_messages_about_a_minor() {
    let app = TestApp::spawn().await;
    let (club, _) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (teen, teen_id, mom) = family(&app, "teen@example.com", "mom@example.com").await;
    join(&app, &club, &teen, "teen@example.com").await;
    let yale = verified_coach(&app, "coach@yale.edu", YALE).await;
    let thread = json_of(start(&club, &teen_id, ("schoolId", YALE), "Ava is strong.").await).await;
    let id = thread["conversation"]["id"].as_str().unwrap().to_owned();

    assert_eq!(coach_communications(&mom, &teen_id, false).await.status(), 200);
    for response in [
        reply(&club, &id, "More news").await,
        reply(&yale, &id, "Thanks").await,
        start(&club, &teen_id, ("schoolId", BATES), "Hello").await,
    ] {
        let (status, code, body) = error_of(response).await;
        assert_eq!((status.as_u16(), code.as_str()), (403, "parent_paused_coach_contact"));
        assert!(
            body["message"]
                .as_str()
                .unwrap()
                .contains("turned coach communications off"),
            "{body}"
        );
    }
    // The thread still reads, saying why nobody may write.
    let read = json_of(yale.get(&format!("/api/club-college/conversations/{id}")).await).await;
    assert_eq!(read["mayWrite"], false);
    assert!(read["refusal"].as_str().unwrap().contains("parent"));
    assert_eq!(bodies(&read), ["Ava is strong."]);

    assert_eq!(coach_communications(&mom, &teen_id, true).await.status(), 200);
    assert_eq!(reply(&yale, &id, "Thanks").await.status(), 201);

    // A minor still waiting for a parent's consent: nobody writes about them.
    let waiting = minor_waiting_for_consent(&app, "kid@example.com", "dad@example.com").await;
    join(&app, &club, &waiting, "kid@example.com").await;
    let kid_id = crate::helpers::user_id(&waiting).await;
    let (status, code, body) = error_of(start(&club, &kid_id, ("schoolId", YALE), "Hello").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "awaiting_parental_consent"));
    assert!(body["message"].as_str().unwrap().contains("consent"), "{body}");
}

#[tokio::test]
async fn recommending_comes_with_coach_premium_and_club_pro() {
    let app = TestApp::spawn().await;
    let (club, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "coaches").await;
    join(&app, &club, &ava, "ava@example.com").await;

    let (status, code, body) = error_of(recommend(&club, &ava_id, YALE).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("Your club is on Free trial."),
        "{body}"
    );

    set_club_plan(&app, &club_id, "coach-essential").await;
    let (status, code, body) = error_of(recommend(&club, &ava_id, YALE).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("Your club is on Coach Essential."),
        "{body}"
    );

    set_club_plan(&app, &club_id, "coach-premium").await;
    let made = recommend(&club, &ava_id, YALE).await;
    assert_eq!(made.status(), 201);
    let made: Value = made.json().await.unwrap();
    assert_eq!(made["status"], "waiting");
    // One per club, program and athlete.
    let (status, code, _) = error_of(recommend(&club, &ava_id, YALE).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_recommended"));
    // Its words are checked.
    let empty = club
        .post_json(
            "/api/club-college/recommendations",
            &json!({"athleteId": ava_id, "schoolId": BATES, "note": " ", "projectedLevel": "x".repeat(201)}),
        )
        .await;
    let (status, _, body) = error_of(empty).await;
    assert_eq!(status, 422);
    assert!(
        body["fields"]["note"].is_string() && body["fields"]["projectedLevel"].is_string(),
        "{body}"
    );
}

#[tokio::test]
async fn the_program_sees_a_recommendation_only_once_the_athlete_agrees() {
    let app = TestApp::spawn().await;
    let (club, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    set_club_plan(&app, &club_id, "club-pro").await;
    let named = put(
        &club,
        "/api/coach/profile",
        &json!({"fullName": "Jo Hart", "title": "Head Coach"}),
    )
    .await;
    assert_eq!(named.status(), 200);
    let (teen, teen_id, mom) = family(&app, "teen@example.com", "mom@example.com").await;
    join(&app, &club, &teen, "teen@example.com").await;
    let yale = verified_coach(&app, "coach@yale.edu", YALE).await;
    let bates = verified_coach(&app, "assistant@bates.edu", BATES).await;

    // A club-verified 2k goes with the recommendation; an unverified faster one does not.
    let test = json_of(
        teen.post_json(
            "/api/performance/erg-tests",
            &json!({"piece": "2k", "time": "7:05.0", "date": "2026-09-01"}),
        )
        .await,
    )
    .await;
    let asked = json_of(
        teen.post_json(
            "/api/club/attestations",
            &json!({"clubId": club_id, "ergTestId": test["id"]}),
        )
        .await,
    )
    .await;
    json_of(
        club.post_json(
            &format!("/api/club/attestations/{}/confirm", asked["id"].as_str().unwrap()),
            &json!({}),
        )
        .await,
    )
    .await;
    json_of(
        teen.post_json(
            "/api/performance/erg-tests",
            &json!({"piece": "2k", "time": "6:59.0", "date": "2026-09-10"}),
        )
        .await,
    )
    .await;

    let made = json_of(recommend(&club, &teen_id, YALE).await).await;
    assert_eq!(made["status"], "waiting");
    assert_eq!(made["recommendedBy"], "Recommended by Jo Hart, Riverside RC");
    assert_eq!(made["projectedLevel"], "Division I varsity within two years");
    assert_eq!(made["results"].as_array().unwrap().len(), 1);
    assert_eq!(made["results"][0]["piece"], "2k");
    assert_eq!(made["results"][0]["time"], "7:05.0");
    assert_eq!(made["results"][0]["verifiedBy"], "Riverside RC");
    let id = made["id"].as_str().unwrap().to_owned();

    // Invisible to the program while it waits for the athlete.
    let home = json_of(yale.get("/api/coach/home").await).await;
    assert_eq!(home["recommendations"], json!([]));
    let about = format!("/api/club-college/recommendations/athletes/{teen_id}");
    assert_eq!(json_of(yale.get(&about).await).await, json!([]));
    assert_eq!(
        json_of(yale.get(&format!("/api/coach/board/{teen_id}")).await).await,
        Value::Null
    );

    // The athlete sees it with the note; the linked parent reads it and cannot answer.
    let mine = json_of(teen.get("/api/club-college/mine").await).await;
    assert_eq!(
        mine["recommendations"][0]["note"],
        "Strong catch, steady in the middle of the boat."
    );
    assert_eq!(mine["recommendations"][0]["programName"], "Yale University");
    let parents = json_of(mom.get(&format!("/api/family/children/{teen_id}/club-college")).await).await;
    assert_eq!(parents["recommendations"][0]["status"], "waiting");
    let (status, code, _) = error_of(
        mom.post_json(&format!("/api/club-college/recommendations/{id}/agree"), &json!({}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));
    // Nor does a coach answer for the athlete.
    assert_eq!(
        club.post_json(&format!("/api/club-college/recommendations/{id}/agree"), &json!({}))
            .await
            .status(),
        403
    );

    // Agreed: on the coach home, and a card on the board naming the recommender.
    let agreed = json_of(
        teen.post_json(&format!("/api/club-college/recommendations/{id}/agree"), &json!({}))
            .await,
    )
    .await;
    assert_eq!(agreed["status"], "agreed");
    let home = json_of(yale.get("/api/coach/home").await).await;
    let listed = home["recommendations"].as_array().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["athleteName"], "Ava Stroke");
    assert_eq!(listed[0]["recommendedBy"], "Recommended by Jo Hart, Riverside RC");
    let card = json_of(yale.get(&format!("/api/coach/board/{teen_id}")).await).await;
    assert_eq!(card["stage"], "identified");
    let on_card = json_of(yale.get(&about).await).await;
    assert_eq!(on_card[0]["recommendedBy"], "Recommended by Jo Hart, Riverside RC");
    let (status, code, _) = error_of(
        teen.post_json(&format!("/api/club-college/recommendations/{id}/decline"), &json!({}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_decided"));
    // Another program sees none of it.
    assert_eq!(
        json_of(bates.get("/api/coach/home").await).await["recommendations"],
        json!([])
    );
    assert_eq!(json_of(bates.get(&about).await).await, json!([]));

    // Declined: the program never sees it, and the athlete is not put on its board.
    let to_bates = json_of(recommend(&club, &teen_id, BATES).await).await;
    let declined = json_of(
        teen.post_json(
            &format!(
                "/api/club-college/recommendations/{}/decline",
                to_bates["id"].as_str().unwrap()
            ),
            &json!({}),
        )
        .await,
    )
    .await;
    assert_eq!(declined["status"], "declined");
    assert_eq!(
        json_of(bates.get("/api/coach/home").await).await["recommendations"],
        json!([])
    );
    assert_eq!(json_of(bates.get(&about).await).await, json!([]));
    assert_eq!(
        json_of(bates.get(&format!("/api/coach/board/{teen_id}")).await).await,
        Value::Null
    );
    // The club sees both answers.
    let club_list = json_of(club.get("/api/club-college/recommendations").await).await;
    let mut statuses: Vec<&str> = club_list
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["status"].as_str().unwrap())
        .collect();
    statuses.sort();
    assert_eq!(statuses, ["agreed", "declined"]);
}
