//! The program's recruiting questionnaire: filled in from the athlete's profile and log, sent at
//! any time (before the NCAA contact date too), landing on that program's board as "Identified"
//! and on its coaches' home, read by that program alone; refused to an athlete hidden from
//! coaches; the program's own questions; a coach sending it from search.

use serde_json::{json, Value};

use crate::family::{coach_communications, family};
use crate::helpers::{
    error_of, member, minor_waiting_for_consent, put, user_id, verified_coach, TestApp, MEMBER_PASSWORD,
};

const DI: &str = "yale-university";
const DIII: &str = "bates-college";

/// Contact rules applied on a day before the class of 2029's Division I contact date
/// (June 15, 2027).
async fn app_before_contact() -> TestApp {
    TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", "2026-12-01")]).await
}

async fn json_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert!(status.is_success(), "status {status}: {body}");
    body
}

/// A signed-in athlete of the class of 2029 with a filled-in profile shown to coaches.
async fn athlete(app: &TestApp, email: &str, name: &str) -> (TestApp, String) {
    let browser = member(app, email, "student").await;
    let profile = json!({
        "fullName": name, "gradYear": 2029, "squad": "womens", "side": "port", "visibility": "coaches",
        "heightFeet": 5, "heightInches": 10, "weight": 150, "wingspanInches": 72, "gpa": 3.8,
        "satScore": 1400, "actScore": 31, "intendedMajor": "Biology", "highSchool": "Lakeside High",
        "clubTeam": "Riverside Rowing", "clubCoachName": "Pat Coach", "erg6k": "23:10.0",
    });
    let saved = put(&browser, "/api/profile", &profile).await;
    assert_eq!(saved.status(), 200, "{}", saved.text().await.unwrap());
    let id = user_id(&browser).await;
    (browser, id)
}

async fn form(athlete: &TestApp, school: &str) -> Value {
    json_of(athlete.get(&format!("/api/schools/{school}/questionnaire")).await).await
}

async fn send(athlete: &TestApp, school: &str, answers: &Value) -> reqwest::Response {
    put(athlete, &format!("/api/schools/{school}/questionnaire"), answers).await
}

async fn board(coach: &TestApp) -> Value {
    json_of(coach.get("/api/coach/board").await).await
}

async fn received(coach: &TestApp, athlete_id: &str) -> Value {
    json_of(coach.get(&format!("/api/coach/questionnaires/{athlete_id}")).await).await
}

#[tokio::test]
async fn the_form_is_filled_in_from_the_profile_and_the_performance_log() {
    let app = app_before_contact().await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let erg = ava
        .post_json(
            "/api/performance/erg-tests",
            &json!({"piece": "2k", "time": "7:05.2", "date": "2026-10-01"}),
        )
        .await;
    assert_eq!(erg.status(), 201);
    let race = ava
        .post_json(
            "/api/performance/races",
            &json!({"regatta": "Head of the Charles", "date": "2026-10-19", "event": "Youth 8+",
                    "boatClass": "8+", "seat": "4", "place": 3}),
        )
        .await;
    assert_eq!(race.status(), 201);
    let coach = verified_coach(&app, "coach@yale.edu", DI).await;
    let questions = json!({"questions": [{"text": "Which camps have you attended?"}]});
    assert_eq!(put(&coach, "/api/coach/questionnaire", &questions).await.status(), 200);

    let filled = form(&ava, DI).await;
    assert_eq!(filled["schoolName"], "Yale University");
    assert_eq!(filled["submittedAt"], Value::Null);
    assert_eq!(filled["refusal"], Value::Null);
    assert_eq!(filled["questions"][0]["text"], "Which camps have you attended?");
    let answers = &filled["answers"];
    assert_eq!(answers["gradYear"], 2029);
    assert_eq!(answers["squad"], "womens");
    assert_eq!(answers["side"], "port");
    // The log's best 2k with its date; the profile's own 6k, which has none.
    assert_eq!(
        (&answers["best2k"], &answers["best2kDate"]),
        (&json!("7:05.2"), &json!("2026-10-01"))
    );
    assert_eq!(
        (&answers["best6k"], &answers["best6kDate"]),
        (&json!("23:10.0"), &Value::Null)
    );
    assert_eq!(
        (&answers["heightFeet"], &answers["heightInches"]),
        (&json!(5), &json!(10))
    );
    assert_eq!(answers["weight"], 150);
    assert_eq!(answers["wingspanInches"], 72);
    assert_eq!(answers["gpa"], 3.8);
    assert_eq!((&answers["satScore"], &answers["actScore"]), (&json!(1400), &json!(31)));
    assert_eq!(answers["intendedMajor"], "Biology");
    assert_eq!(answers["clubTeam"], "Riverside Rowing");
    assert_eq!(answers["clubCoachName"], "Pat Coach");
    assert_eq!(answers["raceResults"], "2026-10-19 Head of the Charles, Youth 8+: 3rd");
    assert_eq!(answers["whyThisProgram"], Value::Null);

    // Only athletes fill it in.
    let refused = coach.get(&format!("/api/schools/{DI}/questionnaire")).await;
    assert_eq!(error_of(refused).await.0, 403);
    let missing = ava.get("/api/schools/no-such-program/questionnaire").await;
    assert_eq!(error_of(missing).await.0, 404);
}

#[tokio::test]
async fn a_questionnaire_sent_before_the_contact_date_lands_on_that_programs_board_and_home_only() {
    let app = app_before_contact().await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "coach@yale.edu", DI).await;
    let rival = verified_coach(&app, "coach@bates.edu", DIII).await;
    let questions = json!({"questions": [{"text": "Which camps have you attended?"}, {"text": "Visited campus?"}]});
    let asked = json_of(put(&coach, "/api/coach/questionnaire", &questions).await).await;
    let camp = asked["questions"][0]["id"].as_str().unwrap().to_owned();

    let mut answers = form(&ava, DI).await["answers"].clone();
    answers["whyThisProgram"] = json!("  The coaching and the biology department.  ");
    answers["clubCoachContact"] = json!("pat@riverside.org");
    answers["custom"] = json!([{"questionId": camp, "answer": "Yale summer camp 2026"}]);
    let sent = json_of(send(&ava, DI, &answers).await).await;
    let first_sent = sent["submittedAt"].as_str().unwrap().to_owned();
    assert_eq!(
        sent["answers"]["whyThisProgram"],
        "The coaching and the biology department."
    );

    // On Yale's board as Identified, starred by nobody; not on Bates's.
    let cards = board(&coach).await;
    assert_eq!(cards["count"], 1);
    assert_eq!(cards["cards"][0]["athlete"]["id"], ava_id.as_str());
    assert_eq!(cards["cards"][0]["stage"], "identified");
    assert_eq!(cards["cards"][0]["starredBy"], Value::Null);
    assert_eq!(board(&rival).await["count"], 0);

    // Yale's coach reads it, on the card and the home; Bates reads nothing of it.
    let read = received(&coach, &ava_id).await;
    assert_eq!(read["answers"]["gradYear"], 2029);
    assert_eq!(read["answers"]["clubCoachContact"], "pat@riverside.org");
    assert_eq!(
        read["answers"]["custom"],
        json!([{"questionId": camp, "question": "Which camps have you attended?", "answer": "Yale summer camp 2026"}])
    );
    let home = json_of(coach.get("/api/coach/home").await).await;
    assert_eq!(home["questionnaires"][0]["athleteId"], ava_id.as_str());
    assert_eq!(home["questionnaires"][0]["athleteName"], "Ava Stroke");
    assert_eq!(received(&rival, &ava_id).await, Value::Null);
    assert_eq!(
        json_of(rival.get("/api/coach/home").await).await["questionnaires"],
        json!([])
    );

    // The athlete sees which programs have it; another athlete sees none of it.
    let mine = json_of(ava.get("/api/profile/questionnaires").await).await;
    assert_eq!(mine["questionnaires"][0]["schoolId"], DI);
    assert_eq!(mine["questionnaires"][0]["schoolName"], "Yale University");
    let (bea, _) = athlete(&app, "bea@example.com", "Bea Bow").await;
    assert_eq!(
        json_of(bea.get("/api/profile/questionnaires").await).await["questionnaires"],
        json!([])
    );
    assert_eq!(form(&bea, DI).await["submittedAt"], Value::Null);
    assert_eq!(form(&bea, DI).await["answers"]["custom"], json!([]));

    // Sent again: the answers are replaced, the card keeps the stage the coaches gave it.
    let moved = coach
        .send_json(
            reqwest::Method::PATCH,
            &format!("/api/coach/board/{ava_id}"),
            &json!({"stage": "evaluating"}),
        )
        .await;
    assert_eq!(moved.status(), 200);
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    answers["intendedMajor"] = json!("Economics");
    let again = json_of(send(&ava, DI, &answers).await).await;
    assert!(again["submittedAt"].as_str().unwrap() > first_sent.as_str());
    assert_eq!(form(&ava, DI).await["answers"]["intendedMajor"], "Economics");
    let cards = board(&coach).await;
    assert_eq!(
        (&cards["count"], &cards["cards"][0]["stage"]),
        (&json!(1), &json!("evaluating"))
    );
    let read = received(&coach, &ava_id).await;
    assert_eq!(read["answers"]["intendedMajor"], "Economics");
    assert_eq!(read["firstSentAt"].as_str().unwrap(), first_sent);

    // The athlete's data export holds it; deleting the account takes it off the program's home.
    let export = json_of(ava.get("/api/account/export").await).await;
    assert_eq!(export["questionnaires"][0]["program"], "Yale University");
    assert_eq!(export["questionnaires"][0]["answers"]["intendedMajor"], "Economics");
    let deleted = ava
        .post_json("/api/account/delete", &json!({"password": MEMBER_PASSWORD}))
        .await;
    assert_eq!(deleted.status(), 204);
    assert_eq!(
        json_of(coach.get("/api/coach/home").await).await["questionnaires"],
        json!([])
    );
    assert_eq!(received(&coach, &ava_id).await, Value::Null);
}

#[tokio::test]
async fn answers_are_checked_field_by_field() {
    let app = app_before_contact().await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let response = send(
        &ava,
        DI,
        &json!({"gradYear": 2029, "best2k": "fast", "satScore": 2000, "whyThisProgram": "w".repeat(2001)}),
    )
    .await;
    let (status, code, error) = error_of(response).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));
    let fields = error["fields"].as_object().unwrap();
    let mut named: Vec<&str> = fields.keys().map(String::as_str).collect();
    named.sort();
    assert_eq!(named, ["best2k", "satScore", "squad", "whyThisProgram"]);
    assert_eq!(
        json_of(ava.get("/api/profile/questionnaires").await).await["questionnaires"],
        json!([])
    );
}

#[tokio::test]
async fn an_athlete_hidden_from_coaches_is_refused_and_told_why() {
    let app = app_before_contact().await;
    let coach = verified_coach(&app, "coach@yale.edu", DI).await;
    let minor = minor_waiting_for_consent(&app, "kid@example.com", "parent@example.com").await;
    let profile = json!({"fullName": "Kit Minor", "gradYear": 2029, "squad": "mens", "visibility": "coaches"});
    assert_eq!(put(&minor, "/api/profile", &profile).await.status(), 200);
    let (private, _) = athlete(&app, "private@example.com", "Pia Private").await;
    let profile = json!({"fullName": "Pia Private", "gradYear": 2029, "visibility": "private"});
    assert_eq!(put(&private, "/api/profile", &profile).await.status(), 200);
    let answers = json!({"gradYear": 2029, "squad": "mens"});

    for (athlete, code, words) in [
        (
            &minor,
            "awaiting_parental_consent",
            "parent or guardian has not approved",
        ),
        (&private, "profile_private", "Your profile is private"),
    ] {
        assert_eq!(form(athlete, DI).await["refusal"]["code"], code);
        let (status, refused, error) = error_of(send(athlete, DI, &answers).await).await;
        assert_eq!((status.as_u16(), refused.as_str()), (409, code));
        assert!(error["message"].as_str().unwrap().contains(words), "{error}");
    }
    assert_eq!(board(&coach).await["count"], 0);
    assert_eq!(
        json_of(coach.get("/api/coach/home").await).await["questionnaires"],
        json!([])
    );
    // A parent never sends one.
    let parent = member(&app, "dad@example.com", "parent").await;
    assert_eq!(error_of(send(&parent, DI, &answers).await).await.0, 403);
}

#[tokio::test]
async fn a_program_asks_at_most_ten_questions_of_its_own() {
    let app = app_before_contact().await;
    let coach = verified_coach(&app, "coach@yale.edu", DI).await;
    assert_eq!(
        json_of(coach.get("/api/coach/questionnaire").await).await["questions"],
        json!([])
    );
    let ten: Vec<Value> = (1..=10).map(|i| json!({"text": format!("Question {i}?")})).collect();
    let saved = json_of(put(&coach, "/api/coach/questionnaire", &json!({"questions": ten})).await).await;
    assert_eq!(saved["questions"].as_array().unwrap().len(), 10);
    let first = saved["questions"][0]["id"].as_str().unwrap().to_owned();

    let mut eleven = ten.clone();
    eleven.push(json!({"text": "One too many?"}));
    let (status, _, error) =
        error_of(put(&coach, "/api/coach/questionnaire", &json!({"questions": eleven})).await).await;
    assert_eq!(status, 422);
    assert_eq!(error["fields"]["questions"], "Add at most 10 questions of your own");
    let blank = json!({"questions": [{"text": "Fine?"}, {"text": "  "}]});
    let (status, _, error) = error_of(put(&coach, "/api/coach/questionnaire", &blank).await).await;
    assert_eq!(status, 422);
    assert_eq!(
        error["fields"]["questions.1"],
        "Each question needs 1 to 300 characters"
    );

    // Rewording keeps a question's id; the list is still the ten saved.
    let reworded = json!({"questions": [{"id": first, "text": "Which camps?"}]});
    let kept = json_of(put(&coach, "/api/coach/questionnaire", &reworded).await).await;
    assert_eq!(kept["questions"], json!([{"id": first, "text": "Which camps?"}]));

    // Coaches of the program only.
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke").await;
    assert_eq!(error_of(ava.get("/api/coach/questionnaire").await).await.0, 403);
    assert_eq!(
        error_of(put(&ava, "/api/coach/questionnaire", &reworded).await).await.0,
        403
    );
    let id = user_id(&ava).await;
    assert_eq!(
        error_of(ava.get(&format!("/api/coach/questionnaires/{id}")).await)
            .await
            .0,
        403
    );
}

#[tokio::test]
async fn a_coach_sends_the_questionnaire_from_search_before_the_contact_date() {
    let app = app_before_contact().await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "coach@yale.edu", DI).await;
    let found = json_of(coach.get("/api/coach/athletes?gradYear=2029").await).await;
    assert!(found.to_string().contains(&ava_id));

    // A message is not allowed yet; the questionnaire is, marked as one.
    let ours = json_of(coach.get("/api/coach/questionnaire").await).await;
    assert_eq!(
        (&ours["schoolId"], &ours["schoolName"]),
        (&json!(DI), &json!("Yale University"))
    );
    let link = ours["link"].as_str().unwrap();
    assert!(link.ends_with(&format!("/schools/{DI}#questionnaire")), "{link}");
    let body = format!("Please fill in our recruiting questionnaire: {link}");
    let plain = coach
        .post_json("/api/messages", &json!({"athleteId": ava_id, "body": body}))
        .await;
    assert_eq!(error_of(plain).await.1, "before_contact_date");
    let sent = json_of(
        coach
            .post_json(
                "/api/messages",
                &json!({"athleteId": ava_id, "body": body, "kind": "questionnaire"}),
            )
            .await,
    )
    .await;
    assert_eq!(sent["message"]["kind"], "questionnaire");
    let inbox = json_of(ava.get("/api/messages").await).await;
    let conversation = &inbox["conversations"][0];
    assert_eq!(conversation["lastMessageKind"], "questionnaire");
    let id = conversation["id"].as_str().unwrap();
    let thread = json_of(ava.get(&format!("/api/messages/{id}")).await).await;
    assert!(thread["messages"][0]["body"]
        .as_str()
        .unwrap()
        .contains(&format!("/schools/{DI}#questionnaire")));
}

#[tokio::test]
async fn a_parent_sees_which_programs_have_the_childs_questionnaire_and_sends_none() {
    let app = app_before_contact().await;
    let (kid, kid_id, parent) = family(&app, "kid@example.com", "mom@example.com").await;
    let profile = json!({"fullName": "Ava Stroke", "gradYear": 2029, "squad": "womens", "visibility": "coaches"});
    assert_eq!(put(&kid, "/api/profile", &profile).await.status(), 200);
    let answers = json!({"gradYear": 2029, "squad": "womens"});
    assert_eq!(send(&kid, DI, &answers).await.status(), 200);

    let seen = json_of(
        parent
            .get(&format!("/api/family/children/{kid_id}/questionnaires"))
            .await,
    )
    .await;
    assert_eq!(seen["questionnaires"][0]["schoolName"], "Yale University");
    assert_eq!(error_of(send(&parent, DI, &answers).await).await.0, 403);

    // A parent who pauses coach contact stops the next one, and the child is told why.
    assert_eq!(coach_communications(&parent, &kid_id, false).await.status(), 200);
    let (status, code, _) = error_of(send(&kid, DIII, &answers).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "parent_paused_coach_contact"));
}
