//! The recruiting profile (issue 14): its fields, the performance log, who sees what.

use serde_json::{json, Value};

use crate::helpers::{delete, error_of, member, minor_waiting_for_consent, put, user_id, verified_coach, TestApp};

const PASSWORD: &str = "Erg-2k-6:45.0";

fn this_year() -> i64 {
    jiff::Zoned::now().year() as i64
}

fn today() -> jiff::civil::Date {
    jiff::Zoned::now().with_time_zone(jiff::tz::TimeZone::UTC).date()
}

fn days_ago(days: i64) -> String {
    (today() - jiff::Span::new().days(days)).to_string()
}

fn profile() -> Value {
    json!({"fullName": "Alex Rower", "gradYear": this_year() + 1, "weight": 140, "squad": "womens"})
}

async fn erg_test(app: &TestApp, body: Value) -> reqwest::Response {
    app.post_json("/api/performance/erg-tests", &body).await
}

fn race_body() -> Value {
    json!({"regatta": "Head of the Charles", "date": days_ago(30), "event": "Women's Youth 8+",
           "boatClass": "8+", "seat": "4", "place": 3, "time": "16:41.2",
           "resultsUrl": "https://www.regattacentral.com/results"})
}

#[tokio::test]
async fn profile_fields_are_validated_and_saved() {
    let app = TestApp::spawn().await;
    app.confirmed_user("alex@example.com", PASSWORD).await;
    let cases = [
        ("erg2k", json!("5:20.0"), None),
        ("erg2k", json!("12:00.0"), None),
        (
            "erg2k",
            json!("5:19.9"),
            Some("2k time must be between 5:20.0 and 12:00.0"),
        ),
        (
            "erg2k",
            json!("12:00.1"),
            Some("2k time must be between 5:20.0 and 12:00.0"),
        ),
        ("erg6k", json!("17:00.0"), None),
        ("erg6k", json!("40:00.0"), None),
        (
            "erg6k",
            json!("16:59.9"),
            Some("6k time must be between 17:00.0 and 40:00.0"),
        ),
        (
            "erg6k",
            json!("40:00.1"),
            Some("6k time must be between 17:00.0 and 40:00.0"),
        ),
        ("wingspanInches", json!(96), None),
        (
            "wingspanInches",
            json!(97),
            Some("Wingspan must be between 48 and 96 inches"),
        ),
        (
            "seasonsRowed",
            json!(11),
            Some("Seasons rowed must be between 0 and 10"),
        ),
        ("actScore", json!(37), Some("ACT score must be between 1 and 36")),
        (
            "targetDivisions",
            json!(["I", "I"]),
            Some("Choose each division only once"),
        ),
        (
            "headline",
            json!("h".repeat(121)),
            Some("Headline must be at most 120 characters"),
        ),
    ];
    for (field, value, message) in cases {
        let mut body = profile();
        body[field] = value.clone();
        let response = put(&app, "/api/profile", &body).await;
        match message {
            None => assert_eq!(response.status(), 200, "{field} {value}"),
            Some(message) => {
                let (status, _, error) = error_of(response).await;
                assert_eq!(status, 422, "{field} {value}");
                assert_eq!(error["fields"][field], message, "{field} {value}");
            }
        }
    }
    let mut body = profile();
    body["coxLinks"] = json!(["https://youtu.be/race", "www.youtube.com/practice"]);
    body["links"] =
        json!([{"label": "Hudl", "url": "https://hudl.com/alex"}, {"label": "CV", "url": "javascript:alert(1)"}]);
    let (_, _, error) = error_of(put(&app, "/api/profile", &body).await).await;
    let url_message = "Enter a link that starts with http:// or https://";
    assert_eq!(error["fields"]["coxLinks.1"], url_message);
    assert_eq!(error["fields"]["links.1.url"], url_message);
    assert!(error["fields"]["links.0.url"].is_null());

    let mut body = profile();
    for (key, value) in [
        ("side", json!("port")),
        ("discipline", json!("sweep")),
        ("wingspanInches", json!(74)),
        ("seasonsRowed", json!(3)),
        ("clubCoachName", json!("Sam Coach")),
        ("targetDivisions", json!(["I", "club"])),
        ("intendedMajor", json!("Biology")),
        ("actScore", json!(33)),
        ("headline", json!("Port, 6:58 2k")),
        ("coxLinks", json!(["https://youtu.be/race"])),
        ("links", json!([{"label": "Hudl", "url": "https://hudl.com/alex"}])),
        ("visibility", json!("coaches")),
    ] {
        body[key] = value;
    }
    let saved: Value = put(&app, "/api/profile", &body).await.json().await.unwrap();
    assert_eq!(saved["visibility"], "coaches");
    assert_eq!(saved["targetDivisions"], json!(["I", "club"]));
    assert_eq!(saved["links"][0]["url"], "https://hudl.com/alex");
    assert_eq!(saved["weightClass"], Value::Null);
    assert_eq!(saved["weightClassSuggested"], "openweight", "140 lb on a women's squad");
    assert_eq!(saved["coxswain"], false);
    assert_eq!(saved["shareLinkCreatedAt"], Value::Null);
    let mut lighter = body.clone();
    lighter["weight"] = json!(129);
    lighter.as_object_mut().unwrap().remove("visibility");
    let saved: Value = put(&app, "/api/profile", &lighter).await.json().await.unwrap();
    assert_eq!(saved["weightClassSuggested"], "lightweight");
    assert_eq!(saved["visibility"], "coaches", "left out: unchanged");
    // An unknown choice is refused in the error shape.
    let mut bad = profile();
    bad["visibility"] = json!("everyone");
    assert_eq!(error_of(put(&app, "/api/profile", &bad).await).await.0, 422);
}

#[tokio::test]
async fn erg_tests_and_races_are_checked_at_their_bounds() {
    let app = TestApp::spawn().await;
    app.confirmed_user("log@example.com", PASSWORD).await;
    let today = today().to_string();
    let tomorrow = (self::today() + jiff::Span::new().days(1)).to_string();
    let cases = [
        (json!({"piece": "2k", "time": "5:20.0", "date": today}), None),
        (json!({"piece": "2k", "time": "12:00.0", "date": today}), None),
        (
            json!({"piece": "2k", "time": "5:19.9", "date": today}),
            Some(("time", "2k time must be between 5:20.0 and 12:00.0")),
        ),
        (
            json!({"piece": "2k", "time": "12:00.1", "date": today}),
            Some(("time", "2k time must be between 5:20.0 and 12:00.0")),
        ),
        (json!({"piece": "6k", "time": "17:00.0", "date": today}), None),
        (json!({"piece": "6k", "time": "40:00.0", "date": today}), None),
        (
            json!({"piece": "6k", "time": "16:59.9", "date": today}),
            Some(("time", "6k time must be between 17:00.0 and 40:00.0")),
        ),
        (
            json!({"piece": "6k", "time": "40:00.1", "date": today}),
            Some(("time", "6k time must be between 17:00.0 and 40:00.0")),
        ),
        (json!({"piece": "30min", "meters": 5000, "date": today}), None),
        (json!({"piece": "30min", "meters": 10000, "date": today}), None),
        (
            json!({"piece": "30min", "meters": 4999, "date": today}),
            Some(("meters", "30 min distance must be between 5000 and 10000 meters")),
        ),
        (
            json!({"piece": "30min", "meters": 10001, "date": today}),
            Some(("meters", "30 min distance must be between 5000 and 10000 meters")),
        ),
        (
            json!({"piece": "30min", "date": today}),
            Some(("meters", "Enter the distance in meters")),
        ),
        (
            json!({"piece": "2k", "time": "7:00.0", "date": tomorrow}),
            Some(("date", "The date cannot be in the future")),
        ),
        (
            json!({"piece": "2k", "time": "7:00.0"}),
            Some(("date", "Enter the date of the test")),
        ),
        (
            json!({"time": "7:00.0", "date": today}),
            Some(("piece", "Choose the test piece")),
        ),
        (
            json!({"piece": "2k", "time": "7:00.0", "date": today, "strokeRate": 61}),
            Some(("strokeRate", "Stroke rate must be between 10 and 60")),
        ),
    ];
    for (body, expected) in cases {
        let response = erg_test(&app, body.clone()).await;
        match expected {
            None => assert_eq!(response.status(), 201, "{body}"),
            Some((field, message)) => {
                let (status, code, error) = error_of(response).await;
                assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"), "{body}");
                assert_eq!(error["fields"][field], message, "{body}");
            }
        }
    }
    let created: Value = erg_test(
        &app,
        json!({"piece": "2k", "time": "6:58.4", "date": days_ago(1), "strokeRate": 32,
               "verificationCode": "AB12CD34"}),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(created["split"], "1:44.6");
    assert_eq!(created["tenths"], 4184);
    assert_eq!(created["verificationCode"], "AB12CD34");
    assert_eq!(created["verificationCodeProvided"], true);
    let thirty: Value = erg_test(&app, json!({"piece": "30min", "meters": 7500, "date": days_ago(2)}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(thirty["split"], "2:00.0");
    assert_eq!(thirty["time"], Value::Null);

    // Races: seats per boat, links, places, times.
    assert_eq!(
        app.post_json("/api/performance/races", &race_body()).await.status(),
        201
    );
    let race_cases = [
        (json!({"boatClass": "4+", "seat": "cox"}), None),
        (json!({"boatClass": "4+", "seat": "4"}), None),
        (
            json!({"boatClass": "4+", "seat": "5"}),
            Some(("seat", "Seat must be a seat of a 4+")),
        ),
        (
            json!({"boatClass": "4-", "seat": "cox"}),
            Some(("seat", "Seat must be a seat of a 4-")),
        ),
        (json!({"resultsUrl": "http://results.example.org/1"}), None),
        (
            json!({"resultsUrl": "results.example.org/1"}),
            Some(("resultsUrl", "Enter a link that starts with http:// or https://")),
        ),
        (json!({"place": 1}), None),
        (json!({"place": 0}), Some(("place", "Place must be 1 or more"))),
        (
            json!({"date": tomorrow}),
            Some(("date", "The date cannot be in the future")),
        ),
        (json!({"regatta": ""}), Some(("regatta", "Enter the regatta"))),
        (
            json!({"event": " "}),
            Some(("event", "Enter the event, e.g. Women's Youth 8+")),
        ),
    ];
    for (change, expected) in race_cases {
        let mut body = race_body();
        for (k, v) in change.as_object().unwrap() {
            body[k] = v.clone();
        }
        let response = app.post_json("/api/performance/races", &body).await;
        match expected {
            None => assert_eq!(response.status(), 201, "{change}"),
            Some((field, message)) => {
                let (status, _, error) = error_of(response).await;
                assert_eq!(status, 422, "{change}");
                assert_eq!(error["fields"][field], message, "{change}");
            }
        }
    }
    let log: Value = app.get("/api/performance").await.json().await.unwrap();
    assert_eq!(log["ergTests"].as_array().unwrap().len(), 8);
    assert_eq!(log["ergTests"][0]["date"], today, "newest first");
    assert_eq!(log["races"].as_array().unwrap().len(), 5);
    assert_eq!(log["races"][0]["time"], "16:41.2");
}

#[tokio::test]
async fn log_entries_are_their_owners_only() {
    let app = TestApp::spawn().await;
    app.confirmed_user("owner@example.com", PASSWORD).await;
    let test: Value = erg_test(&app, json!({"piece": "2k", "time": "7:01.0", "date": days_ago(3)}))
        .await
        .json()
        .await
        .unwrap();
    let race: Value = app
        .post_json("/api/performance/races", &race_body())
        .await
        .json()
        .await
        .unwrap();
    let (test_id, race_id) = (test["id"].as_str().unwrap(), race["id"].as_str().unwrap());

    let other = member(&app, "other@example.com", "student").await;
    let theirs: Value = other.get("/api/performance").await.json().await.unwrap();
    assert_eq!(
        theirs,
        json!({"ergTests": [], "races": []}),
        "another user's log is not readable"
    );
    let change = json!({"piece": "2k", "time": "5:30.0", "date": days_ago(3)});
    for (path, body) in [
        (format!("/api/performance/erg-tests/{test_id}"), change.clone()),
        (format!("/api/performance/races/{race_id}"), race_body()),
    ] {
        let (status, code, _) = error_of(put(&other, &path, &body).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"), "PUT {path}");
        let (status, code, _) = error_of(delete(&other, &path).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"), "DELETE {path}");
    }
    // The same answer as for an entry that does not exist.
    let missing = format!("/api/performance/erg-tests/{}", uuid::Uuid::new_v4());
    assert_eq!(error_of(put(&other, &missing, &change).await).await.0, 404);
    assert_eq!(error_of(delete(&other, &missing).await).await.0, 404);
    let anonymous = app.another_browser();
    assert_eq!(error_of(anonymous.get("/api/performance").await).await.0, 401);

    let mine: Value = app.get("/api/performance").await.json().await.unwrap();
    assert_eq!(mine["ergTests"][0]["time"], "7:01.0", "unchanged");
    assert_eq!(mine["races"].as_array().unwrap().len(), 1, "not deleted");

    // The owner changes and deletes them.
    let path = format!("/api/performance/erg-tests/{test_id}");
    let changed: Value = put(&app, &path, &change).await.json().await.unwrap();
    assert_eq!(changed["time"], "5:30.0");
    assert_eq!(delete(&app, &path).await.status(), 204);
    assert_eq!(delete(&app, &path).await.status(), 404);
    let path = format!("/api/performance/races/{race_id}");
    let mut moved = race_body();
    moved["seat"] = json!("cox");
    let changed: Value = put(&app, &path, &moved).await.json().await.unwrap();
    assert_eq!(changed["seat"], "cox");
    assert_eq!(delete(&app, &path).await.status(), 204);
    let mine: Value = app.get("/api/performance").await.json().await.unwrap();
    assert_eq!(mine, json!({"ergTests": [], "races": []}));
}

#[tokio::test]
async fn each_visibility_against_each_kind_of_viewer() {
    let app = TestApp::spawn().await;
    let athlete = member(&app, "athlete@example.com", "student").await;
    let mut body = profile();
    body["erg2k"] = json!("7:05.0");
    assert_eq!(put(&athlete, "/api/profile", &body).await.status(), 200);
    erg_test(
        &athlete,
        json!({"piece": "2k", "time": "6:58.4", "date": days_ago(5), "verificationCode": "SECRET123"}),
    )
    .await;
    let id = user_id(&athlete).await;
    let share: Value = athlete
        .post_json("/api/profile/share-link", &json!({}))
        .await
        .json()
        .await
        .unwrap();
    let token = share["token"].as_str().unwrap().to_owned();
    assert!(token.len() >= 43, "32 bytes or more");
    assert!(share["url"].as_str().unwrap().ends_with(&format!("/p/{token}")));

    let anonymous = app.another_browser();
    let student = member(&app, "student@example.com", "student").await;
    let unverified = member(&app, "pending.coach@uw.edu", "coach").await;
    let verified = verified_coach(&app, "verified.coach@yale.edu", "yale-university").await;
    let viewers = [
        ("anonymous", &anonymous),
        ("student", &student),
        ("unverified coach", &unverified),
        ("verified coach", &verified),
    ];
    // visibility → who sees it by id (in the order of `viewers`), and whether the link works.
    let table = [
        ("private", [false, false, false, false], false),
        ("coaches", [false, false, false, true], false),
        ("link", [false, false, false, true], true),
    ];
    for (visibility, by_id, by_link) in table {
        let mut body = body.clone();
        body["visibility"] = json!(visibility);
        assert_eq!(put(&athlete, "/api/profile", &body).await.status(), 200);
        assert_eq!(
            athlete.get(&format!("/api/athletes/{id}")).await.status(),
            200,
            "the owner, {visibility}"
        );
        for ((who, viewer), allowed) in viewers.iter().zip(by_id) {
            let response = viewer.get(&format!("/api/athletes/{id}")).await;
            if allowed {
                assert_eq!(response.status(), 200, "{who}, {visibility}");
                let seen: Value = response.json().await.unwrap();
                assert_eq!(seen["fullName"], "Alex Rower");
                assert_eq!(seen["best2k"]["time"], "6:58.4");
                assert_eq!(seen["weightClass"], "openweight");
                assert_eq!(seen["ergTests"][0]["verificationCodeProvided"], true);
                let text = seen.to_string();
                assert!(!text.contains("SECRET123"), "no verification code");
                assert!(!text.contains("athlete@example.com"), "no email");
                assert!(seen.get("email").is_none() && seen.get("birthDate").is_none());
            } else {
                let (status, code, _) = error_of(response).await;
                assert_eq!(
                    (status.as_u16(), code.as_str()),
                    (404, "not_found"),
                    "{who}, {visibility}"
                );
            }
            let response = viewer.get(&format!("/api/share/{token}")).await;
            assert_eq!(response.headers()["x-robots-tag"], "noindex");
            assert_eq!(
                response.status(),
                if by_link { 200 } else { 404 },
                "{who} by link, {visibility}"
            );
            if by_link {
                // The link's page shows the log's best over the profile's own 7:05.0.
                let seen: Value = response.json().await.unwrap();
                assert_eq!(seen["best2k"]["time"], "6:58.4");
                assert_eq!(seen["best2k"]["source"], "log");
                assert!(!seen.to_string().contains("SECRET123"), "no verification code");
            }
        }
    }
    // An id that does not exist answers the same as one not shown.
    let (status, code, _) = error_of(verified.get(&format!("/api/athletes/{}", uuid::Uuid::new_v4())).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"));
}

#[tokio::test]
async fn a_minor_waiting_for_consent_stays_invisible() {
    let app = TestApp::spawn().await;
    let minor = minor_waiting_for_consent(&app, "teen@example.com", "guardian@example.com").await;
    let mut body = profile();
    body["visibility"] = json!("link");
    assert_eq!(put(&minor, "/api/profile", &body).await.status(), 200);
    let share: Value = minor
        .post_json("/api/profile/share-link", &json!({}))
        .await
        .json()
        .await
        .unwrap();
    let id = user_id(&minor).await;

    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    assert_eq!(error_of(coach.get(&format!("/api/athletes/{id}")).await).await.0, 404);
    let anonymous = app.another_browser();
    let link = format!("/api/share/{}", share["token"].as_str().unwrap());
    assert_eq!(error_of(anonymous.get(&link).await).await.0, 404);
    assert_eq!(
        minor.get(&format!("/api/athletes/{id}")).await.status(),
        200,
        "the owner"
    );

    // Once a parent approves, the choice applies.
    let consent = app
        .wait_for_mail("guardian@example.com", "Your consent is needed")
        .await
        .token_for("/parental-consent");
    let decided = anonymous
        .post_json("/api/consent/decide", &json!({"token": consent, "decision": "approve"}))
        .await;
    assert_eq!(decided.status(), 200);
    assert_eq!(coach.get(&format!("/api/athletes/{id}")).await.status(), 200);
    assert_eq!(anonymous.get(&link).await.status(), 200);
}

#[tokio::test]
async fn the_share_link_is_turned_off_and_renewed() {
    let app = TestApp::spawn().await;
    app.confirmed_user("sharer@example.com", PASSWORD).await;
    let mut body = profile();
    body["visibility"] = json!("link");
    put(&app, "/api/profile", &body).await;
    let anonymous = app.another_browser();

    let first: Value = app
        .post_json("/api/profile/share-link", &json!({}))
        .await
        .json()
        .await
        .unwrap();
    let first = format!("/api/share/{}", first["token"].as_str().unwrap());
    assert_eq!(anonymous.get(&first).await.status(), 200);
    let profile: Value = app.get("/api/profile").await.json().await.unwrap();
    assert!(
        profile["shareLinkCreatedAt"].is_string(),
        "the link is on; its address is shown once"
    );

    let renewed: Value = app
        .post_json("/api/profile/share-link", &json!({}))
        .await
        .json()
        .await
        .unwrap();
    let second = format!("/api/share/{}", renewed["token"].as_str().unwrap());
    assert_ne!(first, second);
    let (status, code, _) = error_of(anonymous.get(&first).await).await;
    assert_eq!(
        (status.as_u16(), code.as_str()),
        (404, "not_found"),
        "the old token stops at once"
    );
    assert_eq!(anonymous.get(&second).await.status(), 200);
    let profile: Value = app.get("/api/profile").await.json().await.unwrap();
    assert!(profile["shareLinkCreatedAt"].is_string());

    assert_eq!(delete(&app, "/api/profile/share-link").await.status(), 204);
    assert_eq!(error_of(anonymous.get(&second).await).await.0, 404);
    let profile: Value = app.get("/api/profile").await.json().await.unwrap();
    assert_eq!(profile["shareLinkCreatedAt"], Value::Null);
    assert_eq!(
        profile["visibility"], "link",
        "turning the link off keeps the visibility"
    );
    assert_eq!(error_of(anonymous.get("/api/share/not-a-token").await).await.0, 404);
    assert_eq!(
        error_of(anonymous.post_json("/api/profile/share-link", &json!({})).await)
            .await
            .0,
        401
    );
}

#[tokio::test]
async fn best_times_come_from_the_log_or_else_the_profile() {
    let app = TestApp::spawn().await;
    app.confirmed_user("best@example.com", PASSWORD).await;
    let mut body = profile();
    body["erg2k"] = json!("7:10.0");
    body["erg6k"] = json!("23:00.0");
    put(&app, "/api/profile", &body).await;
    let profile: Value = app.get("/api/profile").await.json().await.unwrap();
    assert_eq!(
        profile["best2k"],
        json!({"time": "7:10.0", "tenths": 4300, "date": null, "source": "profile", "verificationCodeProvided": false})
    );
    assert_eq!(profile["best6k"]["source"], "profile");
    let dashboard: Value = app.get("/api/dashboard").await.json().await.unwrap();
    assert_eq!(dashboard["performance"]["best2k"]["source"], "profile");
    assert_eq!(dashboard["performance"]["latestTest"], Value::Null);
    assert_eq!(dashboard["performance"]["seasonChange2k"], Value::Null);

    for (time, days, code) in [
        ("7:02.0", 200, None),
        ("6:55.1", 60, Some("C2VERIFY1")),
        ("6:59.0", 10, None),
    ] {
        let mut test = json!({"piece": "2k", "time": time, "date": days_ago(days)});
        if let Some(code) = code {
            test["verificationCode"] = json!(code);
        }
        assert_eq!(erg_test(&app, test).await.status(), 201);
    }
    // Older than the season: not the season's first test.
    erg_test(&app, json!({"piece": "2k", "time": "7:30.0", "date": days_ago(400)})).await;
    erg_test(&app, json!({"piece": "5k", "time": "18:00.0", "date": days_ago(1)})).await;

    let profile: Value = app.get("/api/profile").await.json().await.unwrap();
    assert_eq!(
        profile["best2k"],
        json!({"time": "6:55.1", "tenths": 4151, "date": days_ago(60), "source": "log", "verificationCodeProvided": true})
    );
    assert_eq!(profile["best6k"]["source"], "profile", "no 6k in the log");
    assert_eq!(profile["erg2k"], "7:10.0", "the profile's own figure stays");
    let dashboard: Value = app.get("/api/dashboard").await.json().await.unwrap();
    let performance = &dashboard["performance"];
    assert_eq!(performance["latestTest"]["piece"], "5k");
    assert_eq!(performance["best2k"]["time"], "6:55.1");
    assert_eq!(
        performance["seasonChange2k"],
        json!({"fromTenths": 4220, "toTenths": 4151, "changeTenths": -69})
    );
}

#[tokio::test]
async fn a_logged_test_counts_for_completeness() {
    let app = TestApp::spawn().await;
    app.confirmed_user("complete@example.com", PASSWORD).await;
    let missing = |profile: &Value| profile["completeness"]["missing"].as_array().unwrap().clone();
    let before: Value = app.get("/api/profile").await.json().await.unwrap();
    assert!(missing(&before).contains(&json!("2k erg time")));
    erg_test(&app, json!({"piece": "2k", "time": "7:01.0", "date": days_ago(3)})).await;
    let after: Value = app.get("/api/profile").await.json().await.unwrap();
    assert!(!missing(&after).contains(&json!("2k erg time")));
    assert!(missing(&after).contains(&json!("6k erg time")));
}
