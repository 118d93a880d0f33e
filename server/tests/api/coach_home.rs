//! Each role's home: the college coach's lists of what needs them today and the news of the
//! athletes on the board (only while the athlete is shown to coaches), the program page's
//! verified staff, a parent's latest activity of each child, and the role a confirmation names.

use serde_json::{json, Value};

use crate::club::{club_coach, join};
use crate::family::{children, coach_communications, family};
use crate::helpers::{
    confirmed_account, error_of, member, put, unnamed_verified_coach, user_id, verified_coach, TestApp,
};

const DI: &str = "yale-university";
const DIII: &str = "bates-college";

async fn json_of(response: reqwest::Response) -> Value {
    assert!(response.status().is_success(), "status {}", response.status());
    response.json().await.unwrap()
}

/// A signed-in athlete shown to coaches: (browser, id).
async fn athlete(app: &TestApp, email: &str, name: &str, grad_year: i64) -> (TestApp, String) {
    let browser = member(app, email, "student").await;
    let body = json!({"fullName": name, "gradYear": grad_year, "squad": "womens", "visibility": "coaches"});
    assert_eq!(put(&browser, "/api/profile", &body).await.status(), 200);
    let id = user_id(&browser).await;
    (browser, id)
}

async fn home(coach: &TestApp) -> Value {
    json_of(coach.get("/api/coach/home").await).await
}

async fn star(coach: &TestApp, id: &str) {
    assert_eq!(
        coach
            .put_json(&format!("/api/coach/board/{id}"), &json!({}))
            .await
            .status(),
        200
    );
}

fn athlete_ids(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|item| item["athleteId"].as_str().unwrap().to_owned())
        .collect()
}

fn summaries(home: &Value) -> Vec<String> {
    home["news"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["summary"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn the_coach_home_lists_waiting_messages_contact_dates_visits_and_overdue_follow_ups() {
    // Division I contact opens June 15, 2027 for the class of 2029: 26 days after this day.
    let app = TestApp::spawn_with(&[("ROWRECRUIT_RULES_DATE", "2027-05-20")]).await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", 2029).await;
    let (_bea, bea_id) = athlete(&app, "bea@example.com", "Bea Bow", 2030).await;
    let (_cal, _) = athlete(&app, "cal@example.com", "Cal Cox", 2029).await;
    let coach = verified_coach(&app, "coach@yale.edu", DI).await;
    let rival = verified_coach(&app, "coach@bates.edu", DIII).await;
    star(&coach, &ava_id).await;
    star(&coach, &bea_id).await;

    let empty = home(&coach).await;
    assert_eq!(empty["waiting"], json!([]));
    assert_eq!(empty["followUps"], json!([]));
    assert_eq!(empty["visits"], json!([]));
    assert!(empty["contactRule"].as_str().unwrap().starts_with("Division I:"));
    // Only Ava, on the board and of the class whose date opens within 30 days.
    assert_eq!(athlete_ids(&empty["contactOpenings"]), [ava_id.as_str()]);
    assert_eq!(empty["contactOpenings"][0]["opensOn"], "2027-06-15");
    assert_eq!(empty["contactOpenings"][0]["athleteName"], "Ava Stroke");

    // Ava writes first; the program's answer (a questionnaire, before the date) ends the wait.
    let sent = json_of(
        ava.post_json(
            "/api/messages",
            &json!({"schoolId": DI, "body": "Hi Coach, my 2k is 7:05."}),
        )
        .await,
    )
    .await;
    let conversation = sent["conversationId"].as_str().unwrap().to_owned();
    let waiting = home(&coach).await["waiting"].clone();
    assert_eq!(athlete_ids(&waiting), [ava_id.as_str()]);
    assert_eq!(waiting[0]["conversationId"], conversation.as_str());
    assert_eq!(waiting[0]["daysWaiting"], 0);
    assert_eq!(
        home(&rival).await["waiting"],
        json!([]),
        "another program never sees it"
    );
    let answered = coach
        .post_json(
            &format!("/api/messages/{conversation}/messages"),
            &json!({"body": "Please fill in our questionnaire.", "kind": "questionnaire"}),
        )
        .await;
    assert_eq!(answered.status(), 201);
    assert_eq!(home(&coach).await["waiting"], json!([]));

    // A follow-up day listed once it has passed, cleared when emptied; a bad day is refused.
    let card = format!("/api/coach/board/{bea_id}");
    let patch = async |body: Value| coach.send_json(reqwest::Method::PATCH, &card, &body).await;
    let (status, code, body) = error_of(patch(json!({"followUpOn": "soon"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));
    assert_eq!(body["fields"]["followUpOn"], "Enter the follow-up day as a date");
    assert_eq!(
        json_of(patch(json!({"followUpOn": "2099-01-01"})).await).await["followUpOn"],
        "2099-01-01"
    );
    assert_eq!(
        home(&coach).await["followUps"],
        json!([]),
        "a day to come is not overdue"
    );
    json_of(patch(json!({"followUpOn": "2020-03-01"})).await).await;
    let follow_ups = home(&coach).await["followUps"].clone();
    assert_eq!(athlete_ids(&follow_ups), [bea_id.as_str()]);
    assert_eq!(follow_ups[0]["followUpOn"], "2020-03-01");
    assert_eq!(follow_ups[0]["stage"], "identified");
    assert_eq!(
        json_of(patch(json!({"followUpOn": ""})).await).await["followUpOn"],
        Value::Null
    );
    assert_eq!(home(&coach).await["followUps"], json!([]));

    // The coach's own visits from today over the week, on the coach's clock.
    let today = json_of(coach.get("/api/coach/home").await).await["today"]
        .as_str()
        .unwrap()
        .to_owned();
    let day = today.parse::<jiff::civil::Date>().unwrap();
    let visit = |title: &str, on: jiff::civil::Date| json!({"kind": "unofficial_visit", "title": title, "date": on.to_string(), "remind": false});
    for (title, on) in [
        ("Campus tour", day.checked_add(jiff::Span::new().days(2)).unwrap()),
        ("Next month", day.checked_add(jiff::Span::new().days(20)).unwrap()),
    ] {
        assert_eq!(
            coach
                .post_json("/api/calendar/events", &visit(title, on))
                .await
                .status(),
            201
        );
    }
    let visits = home(&coach).await["visits"].clone();
    assert_eq!(visits.as_array().unwrap().len(), 1);
    assert_eq!(visits[0]["title"], "Campus tour");

    // Athletes and parents have no coach home.
    let parent = member(&app, "parent@example.com", "parent").await;
    for who in [&ava, &parent] {
        assert_eq!(who.get("/api/coach/home").await.status(), 403);
    }
}

#[tokio::test]
async fn followed_athletes_news_reads_what_changed_only_while_they_are_shown() {
    let app = TestApp::spawn().await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", 2028).await;
    let (cal, _) = athlete(&app, "cal@example.com", "Cal Cox", 2028).await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let rival = verified_coach(&app, "coach@yale.edu", DI).await;
    star(&coach, &ava_id).await;
    let (club, _) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    join(&app, &club, &ava, "ava@example.com").await;

    let erg = |time: &str| json!({"piece": "2k", "time": time, "date": "2026-10-01"});
    let best = json_of(ava.post_json("/api/performance/erg-tests", &erg("7:00.0")).await).await;
    json_of(ava.post_json("/api/performance/erg-tests", &erg("7:10.0")).await).await;
    json_of(
        ava.post_json(
            "/api/performance/races",
            &json!({"regatta": "Head of the Charles", "date": "2026-10-18", "event": "Women's Youth 8+",
                    "boatClass": "8+", "seat": "4", "place": 3}),
        )
        .await,
    )
    .await;
    let profile = json!({"fullName": "Ava Stroke", "gradYear": 2028, "squad": "womens", "visibility": "coaches",
                         "heightFeet": 5, "heightInches": 11, "satScore": 1400});
    assert_eq!(put(&ava, "/api/profile", &profile).await.status(), 200);
    // Saving the same profile again is no news.
    assert_eq!(put(&ava, "/api/profile", &profile).await.status(), 200);
    // The club coach verifies the best.
    let asked = json_of(
        ava.post_json(
            "/api/club/attestations",
            &json!({"clubId": club_id_of(&club).await, "ergTestId": best["id"]}),
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
    let committed = put(
        &ava,
        "/api/profile/commitment",
        &json!({"status": "verbal", "schoolId": DIII}),
    )
    .await;
    assert_eq!(committed.status(), 200);
    // Cal is on no board: his news reaches nobody.
    json_of(cal.post_json("/api/performance/erg-tests", &erg("6:50.0")).await).await;

    let feed = home(&coach).await;
    let mut read = summaries(&feed);
    read.sort();
    let mut expected = [
        "Verbally committed to Bates College",
        "2k personal best of 7:00.0 verified by Riverside RC",
        "Height is now 5′11″",
        "New SAT score: 1400",
        "Raced Women's Youth 8+ at Head of the Charles: 3rd",
        "Logged a 2k erg test: 7:10.0",
        "New 2k personal best: 7:00.0",
    ];
    expected.sort();
    assert_eq!(read, expected);
    // Newest first.
    let times: Vec<jiff::Timestamp> = feed["news"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["at"].as_str().unwrap().parse().unwrap())
        .collect();
    assert!(times.windows(2).all(|pair| pair[0] >= pair[1]), "{times:?}");
    assert_eq!(feed["news"][0]["summary"], "Verbally committed to Bates College");
    assert!(feed["news"]
        .as_array()
        .unwrap()
        .iter()
        .all(|n| n["athleteId"] == ava_id.as_str()));
    assert_eq!(feed["news"][0]["kind"], "commitment");
    assert_eq!(
        home(&rival).await["news"],
        json!([]),
        "another program does not follow her"
    );

    // Hidden from coaches, she is out of the feed; shown again, her news comes back.
    let mut private = profile.clone();
    private["visibility"] = json!("private");
    assert_eq!(put(&ava, "/api/profile", &private).await.status(), 200);
    assert_eq!(home(&coach).await["news"], json!([]));
    assert_eq!(put(&ava, "/api/profile", &profile).await.status(), 200);
    assert_eq!(home(&coach).await["news"].as_array().unwrap().len(), 7);
}

async fn club_id_of(club_coach: &TestApp) -> String {
    json_of(club_coach.get("/api/club").await).await["club"]["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn a_minor_whose_parent_withdraws_consent_leaves_the_feed() {
    let app = TestApp::spawn().await;
    let (athlete, child_id, mom) = family(&app, "ava@example.com", "mom@example.com").await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    star(&coach, &child_id).await;
    let erg = json!({"piece": "2k", "time": "7:00.0", "date": "2026-10-01"});
    json_of(athlete.post_json("/api/performance/erg-tests", &erg).await).await;
    assert_eq!(summaries(&home(&coach).await), ["New 2k personal best: 7:00.0"]);

    let withdrawn = coach_communications(&mom, &child_id, false).await;
    assert_eq!(withdrawn.status(), 200);
    assert_eq!(home(&coach).await["news"], json!([]));

    // The parent still reads the child's latest activity on the family page.
    let child = children(&mom)
        .await
        .into_iter()
        .find(|c| c["id"] == child_id.as_str())
        .unwrap();
    let lines: Vec<&str> = child["latestActivity"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["text"].as_str().unwrap())
        .collect();
    assert!(lines.contains(&"New 2k personal best: 7:00.0"), "{lines:?}");
}

#[tokio::test]
async fn a_program_page_lists_its_verified_coaches_by_name_and_title() {
    let app = TestApp::spawn().await;
    let athlete = member(&app, "ava@example.com", "student").await;
    let school = format!("/api/schools/{DIII}");
    assert_eq!(json_of(athlete.get(&school).await).await["staff"], json!([]));

    let coach = verified_coach(&app, "casey@bates.edu", DIII).await;
    let saved = put(
        &coach,
        "/api/coach/profile",
        &json!({"fullName": "Casey Coach", "title": "Head Coach", "squads": ["women"], "bio": "Rowed at Bates."}),
    )
    .await;
    assert_eq!(saved.status(), 200);
    // A verified coach without a name yet, and a coach not yet verified, are not listed.
    unnamed_verified_coach(&app, "nameless@bates.edu", DIII).await;
    let pending = member(&app, "pending@bates.edu", "coach").await;
    assert_eq!(
        put(&pending, "/api/coach/program", &json!({"schoolId": DIII}))
            .await
            .status(),
        200
    );

    let staff = json_of(athlete.get(&school).await).await["staff"].clone();
    assert_eq!(
        staff,
        json!([{"fullName": "Casey Coach", "title": "Head Coach", "squads": ["women"], "bio": "Rowed at Bates."}])
    );
    let parent = member(&app, "parent@example.com", "parent").await;
    assert_eq!(json_of(parent.get(&school).await).await["staff"], staff);
}

#[tokio::test]
async fn a_confirmation_names_the_accounts_role_for_its_first_steps() {
    let app = TestApp::spawn().await;
    for (email, role) in [("coach@bates.edu", "coach"), ("parent@example.com", "parent")] {
        let (_, answer) = confirmed_account(&app, email, role).await;
        let confirmed = json_of(answer).await;
        assert_eq!(confirmed["role"], role);
        assert_eq!(confirmed["message"], "Your email is confirmed. You can now sign in.");
    }
}
