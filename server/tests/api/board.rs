//! The program's recruiting board and the views coaches leave on profiles.

use serde_json::{json, Value};

use crate::helpers::{cli_admin, error_of, member, user_id, verified_coach, TestApp};

/// A signed-in athlete whose profile is shown to coaches.
async fn listed_athlete(app: &TestApp, email: &str, name: &str) -> (TestApp, String) {
    let athlete = member(app, email, "student").await;
    let body = json!({"fullName": name, "gradYear": 2028, "squad": "womens", "highSchool": "Lakeside HS",
                      "clubTeam": "=HYPERLINK(\"x\")", "erg2k": "7:01.5", "visibility": "coaches"});
    let saved = athlete.send_json(reqwest::Method::PUT, "/api/profile", &body).await;
    assert_eq!(saved.status(), 200);
    let id = user_id(&athlete).await;
    (athlete, id)
}

async fn patch(app: &TestApp, path: &str, body: Value) -> reqwest::Response {
    app.send_json(reqwest::Method::PATCH, path, &body).await
}

async fn star(app: &TestApp, id: &str) -> reqwest::Response {
    app.put_json(&format!("/api/coach/board/{id}"), &json!({})).await
}

async fn board(app: &TestApp) -> Value {
    let response = app.get("/api/coach/board").await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

fn names(board: &Value) -> Vec<String> {
    board["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["athlete"]["fullName"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn coaches_of_one_program_share_a_board_nobody_else_sees() {
    let app = TestApp::spawn().await;
    let (athlete, id) = listed_athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "head.coach@yale.edu", "yale-university").await;
    let colleague = verified_coach(&app, "assistant@yale.edu", "yale-university").await;
    let rival = verified_coach(&app, "coach@harvard.edu", "harvard-university").await;

    let card: Value = star(&coach, &id).await.json().await.unwrap();
    assert_eq!(card["stage"], "identified");
    assert_eq!(card["starredBy"], "head.coach");
    assert_eq!(card["history"].as_array().unwrap().len(), 1);
    // Starring again changes nothing.
    let again: Value = star(&colleague, &id).await.json().await.unwrap();
    assert_eq!(again["starredAt"], card["starredAt"]);
    assert_eq!(again["starredBy"], "head.coach");

    let changed = patch(
        &colleague,
        &format!("/api/coach/board/{id}"),
        json!({"notes": "  Strong finish  ", "tags": ["Port", " port ", "2028"], "stage": "contacted"}),
    )
    .await;
    assert_eq!(changed.status(), 200);
    let changed: Value = changed.json().await.unwrap();
    assert_eq!(changed["notes"], "Strong finish");
    assert_eq!(changed["tags"], json!(["Port", "2028"]));
    assert_eq!(changed["stage"], "contacted");
    let history = changed["history"].as_array().unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[0]["stage"], "identified");
    assert_eq!(history[0]["changedBy"], "head.coach");
    assert_eq!(history[1]["stage"], "contacted");
    assert_eq!(history[1]["changedBy"], "assistant");
    let instant = |v: &Value| v.as_str().unwrap().parse::<jiff::Timestamp>().unwrap();
    assert!(instant(&history[1]["changedAt"]) > instant(&history[0]["changedAt"]));
    assert_eq!(changed["stageChangedAt"], history[1]["changedAt"]);

    // The head coach sees the colleague's changes.
    let shared = board(&coach).await;
    assert_eq!(shared["count"], 1);
    assert_eq!(shared["limit"], 500, "the trial is Division III's board");
    assert_eq!(shared["cards"][0]["notes"], "Strong finish");
    assert_eq!(shared["cards"][0]["athlete"]["gradYear"], 2028);
    assert_eq!(shared["cards"][0]["athlete"]["highSchool"], "Lakeside HS");
    assert!(shared["cards"][0]["athlete"].get("email").is_none());
    let overview: Value = coach.get("/api/coach/overview").await.json().await.unwrap();
    assert_eq!(overview["starredAthletes"], 1);

    // Another program sees none of it.
    let theirs = board(&rival).await;
    assert_eq!(
        (theirs["count"].clone(), theirs["cards"].clone()),
        (json!(0), json!([]))
    );
    assert_eq!(card_of(&rival, &id).await, Value::Null);
    assert_eq!(
        patch(&rival, &format!("/api/coach/board/{id}"), json!({"notes": "x"}))
            .await
            .status(),
        404
    );
    let rival_overview: Value = rival.get("/api/coach/overview").await.json().await.unwrap();
    assert_eq!(rival_overview["starredAthletes"], 0);

    // The athlete and a parent are refused every board route.
    let parent = member(&app, "parent@example.com", "parent").await;
    for who in [&athlete, &parent] {
        let (status, code, _) = error_of(who.get("/api/coach/board").await).await;
        assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));
        assert_eq!(who.get(&format!("/api/coach/board/{id}")).await.status(), 403);
        assert_eq!(who.get("/api/coach/board.csv").await.status(), 403);
        assert_eq!(star(who, &id).await.status(), 403);
        assert_eq!(
            patch(who, &format!("/api/coach/board/{id}"), json!({"stage": "offer"}))
                .await
                .status(),
            403
        );
    }

    // Unstarring takes the program's notes and history with it.
    let removed = coach
        .send_json(reqwest::Method::DELETE, &format!("/api/coach/board/{id}"), &json!({}))
        .await;
    assert_eq!(removed.status(), 204);
    assert_eq!(card_of(&coach, &id).await, Value::Null);
    let card: Value = star(&coach, &id).await.json().await.unwrap();
    assert_eq!(
        (card["notes"].clone(), card["stage"].clone()),
        (json!(""), json!("identified"))
    );
    assert_eq!(card["history"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn bad_changes_are_refused_field_by_field() {
    let app = TestApp::spawn().await;
    let (_, id) = listed_athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let path = format!("/api/coach/board/{id}");
    assert_eq!(
        patch(&coach, &path, json!({"notes": "x"})).await.status(),
        404,
        "not starred yet"
    );
    star(&coach, &id).await;
    let eleven: Vec<String> = (0..11).map(|i| format!("tag{i}")).collect();
    let cases = [
        (
            json!({"notes": "n".repeat(2001)}),
            "notes",
            "Notes must be at most 2000 characters",
        ),
        (json!({"tags": eleven}), "tags", "Use at most 10 tags"),
        (
            json!({"tags": ["ok", " "]}),
            "tags.1",
            "Each tag needs 1 to 30 characters",
        ),
        (
            json!({"tags": ["x".repeat(31)]}),
            "tags.0",
            "Each tag needs 1 to 30 characters",
        ),
        (json!({"position": -1}), "position", "Position must be 0 or more"),
    ];
    for (body, field, message) in cases {
        let (status, code, error) = error_of(patch(&coach, &path, body).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"), "{field}");
        assert_eq!(error["fields"][field], message);
    }
    let (status, _, _) = error_of(patch(&coach, &path, json!({"stage": "signed"})).await).await;
    assert!(
        status == 400 || status == 422,
        "an unknown stage is refused, not a 500: {status}"
    );
    // Exactly 2000 characters and 10 tags are fine.
    let ten: Vec<String> = (0..10).map(|i| format!("tag{i}")).collect();
    let ok = patch(&coach, &path, json!({"notes": "n".repeat(2000), "tags": ten})).await;
    assert_eq!(ok.status(), 200);
    // Only athletes shown to coaches can be starred.
    let (_, private_id) = {
        let private = member(&app, "private@example.com", "student").await;
        let id = user_id(&private).await;
        (private, id)
    };
    assert_eq!(star(&coach, &private_id).await.status(), 404);
    assert_eq!(star(&coach, "no-such-athlete").await.status(), 404);
}

#[tokio::test]
async fn cards_are_reordered_within_their_column() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let mut ids = Vec::new();
    for (email, name) in [
        ("a@example.com", "Ann"),
        ("b@example.com", "Bea"),
        ("c@example.com", "Cat"),
    ] {
        let (_, id) = listed_athlete(&app, email, name).await;
        assert_eq!(star(&coach, &id).await.status(), 200);
        ids.push(id);
    }
    assert_eq!(names(&board(&coach).await), ["Ann", "Bea", "Cat"]);
    let moved: Value = patch(&coach, &format!("/api/coach/board/{}", ids[2]), json!({"position": 0}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(moved["position"], 0);
    let now = board(&coach).await;
    assert_eq!(names(&now), ["Cat", "Ann", "Bea"]);
    let positions: Vec<i64> = now["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["position"].as_i64().unwrap())
        .collect();
    assert_eq!(positions, [0, 1, 2]);
    // Into another column at a place: stages come in board order.
    patch(
        &coach,
        &format!("/api/coach/board/{}", ids[0]),
        json!({"stage": "visit"}),
    )
    .await;
    patch(
        &coach,
        &format!("/api/coach/board/{}", ids[1]),
        json!({"stage": "visit", "position": 0}),
    )
    .await;
    let now = board(&coach).await;
    assert_eq!(names(&now), ["Cat", "Bea", "Ann"]);
    let stages: Vec<&str> = now["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["stage"].as_str().unwrap())
        .collect();
    assert_eq!(stages, ["identified", "visit", "visit"]);
    // Moving within a column records no stage change.
    let card: Value = patch(
        &coach,
        &format!("/api/coach/board/{}", ids[0]),
        json!({"position": 0, "stage": "visit"}),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(card["history"].as_array().unwrap().len(), 2);
    assert_eq!(names(&board(&coach).await), ["Cat", "Ann", "Bea"]);
}

#[tokio::test]
async fn the_board_exports_as_csv_with_formulas_defused() {
    let app = TestApp::spawn().await;
    let (_, id) = listed_athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    star(&coach, &id).await;
    patch(
        &coach,
        &format!("/api/coach/board/{id}"),
        json!({"notes": "=cmd|' /C calc'!A0", "tags": ["+fast", "lefty"], "stage": "not_a_fit"}),
    )
    .await;
    let response = coach.get("/api/coach/board.csv").await;
    assert_eq!(response.status(), 200);
    let disposition = response.headers()["content-disposition"].to_str().unwrap().to_owned();
    assert!(disposition.starts_with("attachment"), "{disposition}");
    let text = response.text().await.unwrap();
    let mut lines = text.lines();
    assert_eq!(
        lines.next().unwrap(),
        "\"Name\",\"Grad year\",\"Squad\",\"Best 2k\",\"Best 6k\",\"High school\",\"Club\",\"Stage\",\"Stage changed\",\"Tags\",\"Notes\",\"Starred at\""
    );
    let row = lines.next().unwrap();
    assert!(row.starts_with("\"Ava Stroke\",\"2028\",\"Women's\","), "{row}");
    assert!(
        row.contains("\"'=HYPERLINK(\"\"x\"\")\""),
        "the club's formula is defused: {row}"
    );
    assert!(row.contains("\"Not a fit\""), "{row}");
    assert!(row.contains("\"'+fast; lefty\""), "{row}");
    assert!(row.contains("\"'=cmd|' /C calc'!A0\""), "{row}");
    assert!(lines.next().is_none());
}

#[tokio::test]
async fn an_athlete_who_goes_private_leaves_the_board_and_comes_back() {
    let app = TestApp::spawn().await;
    let (athlete, id) = listed_athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    star(&coach, &id).await;
    patch(&coach, &format!("/api/coach/board/{id}"), json!({"notes": "Keep"})).await;
    let visibility = |v: &str| json!({"fullName": "Ava Stroke", "gradYear": 2028, "squad": "womens", "visibility": v});
    athlete
        .send_json(reqwest::Method::PUT, "/api/profile", &visibility("private"))
        .await;
    let hidden = board(&coach).await;
    assert_eq!(
        (hidden["count"].clone(), hidden["cards"].clone()),
        (json!(0), json!([]))
    );
    assert_eq!(card_of(&coach, &id).await, Value::Null);
    let csv = coach.get("/api/coach/board.csv").await.text().await.unwrap();
    assert_eq!(csv.lines().count(), 1, "the header only");
    let overview: Value = coach.get("/api/coach/overview").await.json().await.unwrap();
    assert_eq!(overview["starredAthletes"], 0);
    athlete
        .send_json(reqwest::Method::PUT, "/api/profile", &visibility("coaches"))
        .await;
    let back = board(&coach).await;
    assert_eq!(back["count"], 1);
    assert_eq!(back["cards"][0]["notes"], "Keep");
}

#[tokio::test]
async fn the_recruiter_board_holds_100_and_a_plan_refusal_names_the_plan() {
    // The Recruiter board holds 100; filling it through the API takes too long for a test, so
    // the limit itself is unit-tested (`board::rules`) and this test checks the refusal's path:
    // a program on Recruiter has the limit on its board, and a refusal reaches the client as a
    // 403 `plan_limit` naming the plan (through a Recruiter program with a second coach, whose
    // seat the plan does not cover).
    let app = TestApp::spawn().await;
    let (_, id) = listed_athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let set = admin
        .put_json(
            "/api/admin/programs/yale-university/plan",
            &json!({"plan": "recruiter"}),
        )
        .await;
    assert_eq!(set.status(), 200);
    assert_eq!(star(&coach, &id).await.status(), 200);
    let on_recruiter = board(&coach).await;
    assert_eq!(
        (on_recruiter["limit"].clone(), on_recruiter["plan"].clone()),
        (json!(100), json!("Recruiter"))
    );
    let second = verified_coach(&app, "assistant@yale.edu", "yale-university").await;
    let (status, code, error) = error_of(star(&second, &id).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_required"));
    assert!(error["message"].as_str().unwrap().contains("Recruiter"));
}

#[tokio::test]
async fn views_are_counted_once_per_coach_and_day_and_show_only_what_the_athlete_may_know() {
    let app = TestApp::spawn().await;
    let (athlete, id) = listed_athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let colleague = verified_coach(&app, "assistant@yale.edu", "yale-university").await;
    let path = format!("/api/athletes/{id}");
    assert_eq!(coach.get(&path).await.status(), 200);
    assert_eq!(coach.get(&path).await.status(), 200);
    // The athlete's own look and a pending coach's refusal leave nothing.
    assert_eq!(athlete.get(&path).await.status(), 200);
    let pending = member(&app, "pending@uw.edu", "coach").await;
    assert_eq!(pending.get(&path).await.status(), 404);

    let views: Value = athlete.get("/api/profile/views").await.json().await.unwrap();
    assert_eq!(
        views["viewsLast30Days"], 1,
        "two opens by one coach on one day: one view"
    );
    assert_eq!(views["programs"][0]["views"], 1);
    assert_eq!(views["programs"][0]["programName"], "Yale University");
    assert_eq!(views["programs"][0]["starredAt"], Value::Null);
    assert_eq!(views["programs"][0]["followUps"], json!([]));

    colleague.get(&path).await;
    star(&coach, &id).await;
    patch(
        &coach,
        &format!("/api/coach/board/{id}"),
        json!({"notes": "Secret", "tags": ["top"], "stage": "offer"}),
    )
    .await;
    let views: Value = athlete.get("/api/profile/views").await.json().await.unwrap();
    assert_eq!(
        views["viewsLast30Days"], 2,
        "another coach of the program counts on its own"
    );
    let program = &views["programs"][0];
    assert_eq!(program["schoolId"], "yale-university");
    assert_eq!(program["views"], 2);
    let today = jiff::Timestamp::now()
        .to_zoned(jiff::tz::TimeZone::UTC)
        .date()
        .to_string();
    assert_eq!(
        (program["firstViewedOn"].clone(), program["lastViewedOn"].clone()),
        (json!(today), json!(today))
    );
    assert!(program["starredAt"].is_string());
    assert_eq!(program["followUps"][0]["kind"], "added_to_watchlist");
    let text = views.to_string();
    for private in ["Secret", "top", "offer", "notes", "stage", "tags"] {
        assert!(!text.contains(private), "{private} leaked: {text}");
    }
    let dashboard: Value = athlete.get("/api/dashboard").await.json().await.unwrap();
    assert_eq!(dashboard["profileViews"], 2);
    // Only athletes have profile views.
    assert_eq!(coach.get("/api/profile/views").await.status(), 403);
    assert_eq!(app.another_browser().get("/api/profile/views").await.status(), 401);
}

/// The program's card of athlete `id`, `null` when the athlete is not on its board.
async fn card_of(coach: &TestApp, id: &str) -> Value {
    let response = coach.get(&format!("/api/coach/board/{id}")).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}
