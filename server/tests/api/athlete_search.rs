//! Athlete search for verified college coaches, and their saved searches.

use serde_json::{json, Value};

use crate::helpers::{
    cli_admin, delete, error_of, member, minor_waiting_for_consent, put, user_id, verified_coach, TestApp,
};

fn this_year() -> i64 {
    jiff::Zoned::now().year() as i64
}

fn today() -> String {
    jiff::Zoned::now()
        .with_time_zone(jiff::tz::TimeZone::UTC)
        .date()
        .to_string()
}

/// An adult athlete with `profile` (merged over a name, year and squad), signed in.
async fn athlete(app: &TestApp, email: &str, profile: Value) -> (TestApp, String) {
    let browser = member(app, email, "student").await;
    let mut body = json!({"fullName": email.split('@').next().unwrap(), "gradYear": this_year() + 1,
                          "squad": "womens", "visibility": "coaches"});
    for (key, value) in profile.as_object().unwrap() {
        body[key] = value.clone();
    }
    let saved = put(&browser, "/api/profile", &body).await;
    assert_eq!(saved.status(), 200, "{}", saved.text().await.unwrap());
    let id = user_id(&browser).await;
    (browser, id)
}

async fn search(coach: &TestApp, query: &str) -> Value {
    let response = coach.get(&format!("/api/coach/athletes?{query}")).await;
    assert_eq!(response.status(), 200, "{query}: {}", response.text().await.unwrap());
    response.json().await.unwrap()
}

/// The ids of a page of results, in order.
async fn ids(coach: &TestApp, query: &str) -> Vec<String> {
    search(coach, query).await["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap().to_owned())
        .collect()
}

/// A minor in California whose parent has not decided yet, with `visibility`.
async fn minor(app: &TestApp, email: &str, parent: &str, visibility: &str) -> (TestApp, String) {
    let browser = minor_waiting_for_consent(app, email, parent).await;
    let body = json!({"fullName": "Teen Rower", "gradYear": this_year() + 2, "visibility": visibility});
    assert_eq!(put(&browser, "/api/profile", &body).await.status(), 200);
    let id = user_id(&browser).await;
    (browser, id)
}

#[tokio::test]
async fn only_a_verified_coach_with_a_workspace_searches() {
    let app = TestApp::spawn().await;
    let (student, _) = athlete(&app, "student@example.com", json!({})).await;
    let parent = member(&app, "parent@example.com", "parent").await;
    let coach_without_program = member(&app, "new@coach.edu", "coach").await;
    let unverified = member(&app, "pending@yale.edu", "coach").await;
    let named = unverified
        .put_json("/api/coach/program", &json!({"schoolId": "yale-university"}))
        .await;
    assert_eq!(named.status(), 200);
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let anonymous = app.another_browser();

    for (who, browser, code) in [
        ("student", &student, "forbidden"),
        ("parent", &parent, "forbidden"),
        ("coach without program", &coach_without_program, "coach_unverified"),
        ("unverified coach", &unverified, "coach_unverified"),
        ("admin", &admin, "forbidden"),
    ] {
        for path in ["/api/coach/athletes", "/api/coach/saved-searches"] {
            let (status, got, _) = error_of(browser.get(path).await).await;
            assert_eq!((status.as_u16(), got.as_str()), (403, code), "{who} {path}");
        }
    }
    assert_eq!(error_of(anonymous.get("/api/coach/athletes").await).await.0, 401);
    let page = search(&coach, "").await;
    assert_eq!(
        (page["total"].as_i64(), page["page"].as_i64(), page["pageSize"].as_i64()),
        (Some(1), Some(1), Some(25))
    );
    let card = &page["items"][0];
    for secret in [
        "email",
        "birthDate",
        "parentEmail",
        "consentStatus",
        "parentalConsent",
        "shareLink",
        "visibility",
    ] {
        assert!(card.get(secret).is_none(), "{secret} in {card}");
    }
    assert!(!card.to_string().contains("student@example.com"));
}

#[tokio::test]
async fn visibility_and_consent_decide_who_is_listed() {
    let app = TestApp::spawn().await;
    let (_, private) = athlete(&app, "private@example.com", json!({"visibility": "private"})).await;
    let (_, coaches) = athlete(&app, "coaches@example.com", json!({"visibility": "coaches"})).await;
    let (_, link) = athlete(&app, "link@example.com", json!({"visibility": "link"})).await;
    let (_, minor_coaches) = minor(&app, "teen1@example.com", "guardian1@example.com", "coaches").await;
    let (_, minor_link) = minor(&app, "teen2@example.com", "guardian2@example.com", "link").await;
    let (_, minor_private) = minor(&app, "teen3@example.com", "guardian3@example.com", "private").await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;

    let listed = ids(&coach, "pageSize=50").await;
    assert!(listed.contains(&coaches) && listed.contains(&link));
    for hidden in [&private, &minor_coaches, &minor_link, &minor_private] {
        assert!(!listed.contains(hidden), "{hidden} listed");
    }

    // Once each parent approves, the athlete's own choice applies.
    let anonymous = app.another_browser();
    for parent in [
        "guardian1@example.com",
        "guardian2@example.com",
        "guardian3@example.com",
    ] {
        let token = app
            .wait_for_mail(parent, "Your consent is needed")
            .await
            .token_for("/parental-consent");
        let decided = anonymous
            .post_json("/api/consent/decide", &json!({"token": token, "decision": "approve"}))
            .await;
        assert_eq!(decided.status(), 200);
    }
    let listed = ids(&coach, "pageSize=50").await;
    assert!(listed.contains(&minor_coaches) && listed.contains(&minor_link));
    assert!(!listed.contains(&minor_private) && !listed.contains(&private));
    assert_eq!(search(&coach, "").await["total"], 4);

    // A disabled account leaves the results at once, and comes back when re-enabled.
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    for (disabled, total) in [(true, 3), (false, 4)] {
        let done = put(
            &admin,
            &format!("/api/admin/users/{coaches}/disabled"),
            &json!({"disabled": disabled}),
        )
        .await;
        assert_eq!(done.status(), 200);
        assert_eq!(search(&coach, "").await["total"], total, "disabled: {disabled}");
    }
}

#[tokio::test]
async fn filters_hold_at_their_edges() {
    let app = TestApp::spawn().await;
    let year = this_year();
    let (_, a) = athlete(
        &app,
        "ava@example.com",
        json!({"fullName": "Ava Stroke", "gradYear": year + 1, "erg2k": "6:50.0", "erg6k": "22:00.0",
               "heightFeet": 5, "heightInches": 10, "gpa": 3.5, "satScore": 1300, "actScore": 30,
               "homeState": "NY", "highSchool": "Lake Placid High", "clubTeam": "Saratoga Rowing",
               "targetDivisions": ["III", "club"], "side": "port", "weightClass": "openweight"}),
    )
    .await;
    let (_, b) = athlete(
        &app,
        "ben@example.com",
        json!({"fullName": "Ben Bow", "gradYear": year + 2, "squad": "mens", "erg2k": "6:10.0",
               "heightFeet": 6, "heightInches": 2, "gpa": 3.9, "homeState": "CA", "targetDivisions": ["I"],
               "clubTeam": "Row_Club 100%", "side": "starboard"}),
    )
    .await;
    let (_, c) = athlete(
        &app,
        "cleo@example.com",
        json!({"fullName": "Cleo Seven", "gradYear": year + 1, "erg6k": "21:00.0", "heightFeet": 5,
               "heightInches": 6, "gpa": 3.0, "homeState": "NY"}),
    )
    .await;
    let (_, d) = athlete(
        &app,
        "dee@example.com",
        json!({"fullName": "Dee Cox", "gradYear": year + 3, "coxswain": true, "heightFeet": 5,
               "heightInches": 2, "homeState": "MA"}),
    )
    .await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let (y1, y2, y3) = (year + 1, year + 2, year + 3);

    let cases: Vec<(String, Vec<&String>)> = vec![
        ("min2k=6:10.0&max2k=6:50.0".into(), vec![&b, &a]),
        ("min2k=6:10.1&max2k=6:49.9".into(), vec![]),
        ("max2k=06:10.0".into(), vec![&b]),
        ("min6k=21:00.0&max6k=22:00.0&sort=6k".into(), vec![&c, &a]),
        ("max6k=21:59.9".into(), vec![&c]),
        ("minHeight=66&maxHeight=70&sort=gradYear".into(), vec![&a, &c]),
        ("minHeight=71".into(), vec![&b]),
        ("maxHeight=62".into(), vec![&d]),
        ("minGpa=3.5".into(), vec![&b, &a]),
        ("minGpa=3.51".into(), vec![&b]),
        ("minSat=1300".into(), vec![&a]),
        ("minAct=31".into(), vec![]),
        (format!("gradYear={y1}&sort=gradYear"), vec![&a, &c]),
        (format!("gradYear={y2}&gradYear={y3}&sort=gradYear"), vec![&b, &d]),
        ("state=NY&state=ma&sort=gradYear".into(), vec![&a, &c, &d]),
        ("state=CA".into(), vec![&b]),
        ("squad=mens".into(), vec![&b]),
        ("coxswain=true".into(), vec![&d]),
        ("side=port".into(), vec![&a]),
        ("weightClass=openweight".into(), vec![&a]),
        ("division=III".into(), vec![&a]),
        ("division=I".into(), vec![&b]),
        ("division=club".into(), vec![&a]),
        ("q=placid".into(), vec![&a]),
        ("q=SARATOGA".into(), vec![&a]),
        ("q=cox".into(), vec![&d]),
        ("q=100%25".into(), vec![&b]),
        ("q=w_c".into(), vec![&b]),
        ("q=%25".into(), vec![&b]),
        ("q=_".into(), vec![&b]),
    ];
    // Which athletes match; the order is the sort tests' business.
    for (query, expected) in cases {
        let mut got = ids(&coach, &query).await;
        let mut expected: Vec<String> = expected.into_iter().cloned().collect();
        got.sort();
        expected.sort();
        assert_eq!(got, expected, "{query}");
    }

    // A card carries the figures a coach compares.
    let page = search(&coach, "q=ava").await;
    let card = &page["items"][0];
    assert_eq!(card["best2k"], json!({"tenths": 4100, "time": "6:50.0"}));
    assert_eq!(card["best6k"]["time"], "22:00.0");
    assert_eq!(
        (card["heightFeet"].as_i64(), card["heightInches"].as_i64()),
        (Some(5), Some(10))
    );
    assert_eq!(card["homeState"], "NY");
    assert_eq!(card["targetDivisions"], json!(["III", "club"]));
    assert_eq!(card["highSchool"], "Lake Placid High");
}

#[tokio::test]
async fn bad_filters_answer_422_by_field() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    for (query, field) in [
        ("min2k=6:5", "min2k"),
        ("max6k=fast", "max6k"),
        ("min2k=7:00.0&max2k=6:00.0", "max2k"),
        ("min6k=22:00.0&max6k=21:00.0", "max6k"),
        ("minHeight=70&maxHeight=60", "maxHeight"),
        ("minHeight=30", "minHeight"),
        ("minGpa=5", "minGpa"),
        ("minSat=200", "minSat"),
        ("minAct=40", "minAct"),
        ("gradYear=next", "gradYear"),
        ("state=XX", "state"),
        ("squad=coed", "squad"),
        ("weightClass=heavy", "weightClass"),
        ("side=bow", "side"),
        ("coxswain=yes", "coxswain"),
        ("division=IV", "division"),
        ("sort=name", "sort"),
        ("page=0", "page"),
        ("pageSize=51", "pageSize"),
        ("colour=blue", "query"),
    ] {
        let (status, code, error) = error_of(coach.get(&format!("/api/coach/athletes?{query}")).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"), "{query}");
        assert!(
            error["fields"][field].as_str().is_some_and(|m| !m.is_empty()),
            "{query}: {error}"
        );
    }
    let long = "a".repeat(101);
    let (status, _, error) = error_of(coach.get(&format!("/api/coach/athletes?q={long}")).await).await;
    assert_eq!(status, 422);
    assert!(error["fields"]["q"].is_string());
}

#[tokio::test]
async fn pages_add_up_and_missing_times_sort_last() {
    let app = TestApp::spawn().await;
    let mut with_times = Vec::new();
    for (i, time) in ["7:10.0", "6:40.0", "6:40.0", "7:00.0"].iter().enumerate() {
        let (_, id) = athlete(&app, &format!("timed{i}@example.com"), json!({"erg2k": time})).await;
        with_times.push((time.to_string(), id));
    }
    let (_, no_time) = athlete(&app, "untimed@example.com", json!({})).await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;

    // Fastest first, equal times by id, the athlete without a 2k last.
    let mut expected: Vec<(String, String)> = with_times.clone();
    expected.sort();
    let mut expected: Vec<String> = expected.into_iter().map(|(_, id)| id).collect();
    expected.push(no_time.clone());
    assert_eq!(ids(&coach, "pageSize=50").await, expected);

    let mut seen = Vec::new();
    for page in 1..=3 {
        let body = search(&coach, &format!("pageSize=2&page={page}")).await;
        assert_eq!((body["total"].as_i64(), body["pageSize"].as_i64()), (Some(5), Some(2)));
        seen.extend(
            body["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a["id"].as_str().unwrap().to_owned()),
        );
    }
    assert_eq!(seen, expected, "pages neither skip nor repeat");
    let beyond = search(&coach, "pageSize=2&page=9").await;
    assert_eq!(
        (beyond["total"].as_i64(), beyond["items"].as_array().unwrap().len()),
        (Some(5), 0)
    );

    // By 6k nobody has a time: id order.
    let mut by_id: Vec<String> = expected.clone();
    by_id.sort();
    assert_eq!(ids(&coach, "sort=6k").await, by_id);
    assert_eq!(
        ids(&coach, "sort=updated").await[0],
        no_time,
        "updated last, listed first"
    );
}

#[tokio::test]
async fn a_logged_2k_moves_the_athlete_and_deleting_it_moves_them_back() {
    let app = TestApp::spawn().await;
    let (_, fast) = athlete(&app, "fast@example.com", json!({"erg2k": "6:30.0"})).await;
    let (slow_browser, slow) = athlete(&app, "slow@example.com", json!({"erg2k": "7:30.0"})).await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    assert_eq!(ids(&coach, "sort=2k").await, vec![fast.clone(), slow.clone()]);

    let logged = slow_browser
        .post_json(
            "/api/performance/erg-tests",
            &json!({"piece": "2k", "time": "6:20.0", "date": today()}),
        )
        .await;
    assert_eq!(logged.status(), 201);
    let test: Value = logged.json().await.unwrap();
    assert_eq!(ids(&coach, "sort=2k").await, vec![slow.clone(), fast.clone()]);
    assert_eq!(ids(&coach, "max2k=6:25.0").await, vec![slow.clone()]);

    // Edited to a slower time, the log still counts over the profile's figure.
    let edited = put(
        &slow_browser,
        &format!("/api/performance/erg-tests/{}", test["id"].as_str().unwrap()),
        &json!({"piece": "2k", "time": "6:35.0", "date": today()}),
    )
    .await;
    assert_eq!(edited.status(), 200);
    assert_eq!(ids(&coach, "sort=2k").await, vec![fast.clone(), slow.clone()]);
    assert_eq!(search(&coach, "min2k=6:35.0&max2k=6:35.0").await["total"], 1);

    let deleted = delete(
        &slow_browser,
        &format!("/api/performance/erg-tests/{}", test["id"].as_str().unwrap()),
    )
    .await;
    assert_eq!(deleted.status(), 204);
    let page = search(&coach, "sort=2k").await;
    assert_eq!(page["items"][1]["id"], json!(slow));
    assert_eq!(
        page["items"][1]["best2k"]["time"], "7:30.0",
        "the profile's figure again"
    );
}

#[tokio::test]
async fn academic_filters_follow_the_plan() {
    let app = TestApp::spawn().await;
    athlete(&app, "ava@example.com", json!({"gpa": 3.8})).await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let admin = cli_admin(&app, "plans@rowrecruit.com").await;
    let set = |plan: &'static str| {
        let admin = &admin;
        async move {
            let response = put(
                admin,
                "/api/admin/programs/yale-university/plan",
                &json!({"plan": plan}),
            )
            .await;
            assert_eq!(response.status(), 200, "{plan}");
        }
    };

    set("recruiter").await;
    for query in ["minGpa=3.0", "minSat=1200", "minAct=25"] {
        let (status, code, error) = error_of(coach.get(&format!("/api/coach/athletes?{query}")).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"), "{query}");
        assert!(error["message"].as_str().unwrap().contains("Division III"));
    }
    assert_eq!(
        search(&coach, "gradYear=2030").await["total"],
        0,
        "other filters stay open"
    );
    let refused = coach
        .post_json(
            "/api/coach/saved-searches",
            &json!({"name": "Academics", "query": "minGpa=3.0"}),
        )
        .await;
    assert_eq!(error_of(refused).await.1, "plan_limit");

    set("division-iii").await;
    assert_eq!(search(&coach, "minGpa=3.0").await["total"], 1);
    assert_eq!(search(&coach, "minGpa=3.9").await["total"], 0);
}

/// The new matches of the coach's first saved search.
async fn new_matches(coach: &TestApp) -> i64 {
    let list: Value = coach.get("/api/coach/saved-searches").await.json().await.unwrap();
    list[0]["newMatches"].as_i64().unwrap()
}

#[tokio::test]
async fn saved_searches_count_new_athletes_and_stay_with_their_coach() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let other = verified_coach(&app, "coach@harvard.edu", "harvard-university").await;
    let year = this_year() + 1;
    athlete(&app, "early@example.com", json!({"gradYear": year})).await;

    for (body, field) in [
        (json!({"name": "", "query": ""}), "name"),
        (json!({"name": "x".repeat(81), "query": ""}), "name"),
        (json!({"name": "Bad", "query": "min2k=soon"}), "query"),
    ] {
        let (status, _, error) = error_of(coach.post_json("/api/coach/saved-searches", &body).await).await;
        assert_eq!(status, 422);
        assert!(error["fields"][field].is_string(), "{error}");
    }
    let created = coach
        .post_json(
            "/api/coach/saved-searches",
            &json!({"name": " Class of next year ", "query": format!("gradYear={year}&page=4")}),
        )
        .await;
    assert_eq!(created.status(), 201);
    let saved: Value = created.json().await.unwrap();
    assert_eq!(
        (saved["name"].as_str(), saved["newMatches"].as_i64()),
        (Some("Class of next year"), Some(0))
    );
    assert_eq!(saved["query"], format!("gradYear={year}"));
    let id = saved["id"].as_str().unwrap().to_owned();

    // An athlete who opens their profile to coaches after the last look is new.
    let (late, _) = athlete(
        &app,
        "late@example.com",
        json!({"gradYear": year, "visibility": "private"}),
    )
    .await;
    assert_eq!(new_matches(&coach).await, 0, "still private");
    let opened = put(
        &late,
        "/api/profile",
        &json!({"fullName": "Late Bloomer", "gradYear": year, "visibility": "coaches"}),
    )
    .await;
    assert_eq!(opened.status(), 200);
    assert_eq!(new_matches(&coach).await, 1);
    // Another change of an already-listed profile is not a new listing.
    let again = put(
        &late,
        "/api/profile",
        &json!({"fullName": "Late Bloomer", "gradYear": year, "visibility": "link"}),
    )
    .await;
    assert_eq!(again.status(), 200);
    assert_eq!(new_matches(&coach).await, 1);

    let seen = coach
        .post_json(&format!("/api/coach/saved-searches/{id}/seen"), &json!({}))
        .await;
    assert_eq!(seen.status(), 200);
    assert_eq!(seen.json::<Value>().await.unwrap()["newMatches"], 0);
    assert_eq!(new_matches(&coach).await, 0);

    // Another coach's saved search is not found.
    let theirs: Value = other.get("/api/coach/saved-searches").await.json().await.unwrap();
    assert_eq!(theirs, json!([]));
    let seen = other
        .post_json(&format!("/api/coach/saved-searches/{id}/seen"), &json!({}))
        .await;
    assert_eq!(error_of(seen).await.0, 404);
    assert_eq!(
        error_of(delete(&other, &format!("/api/coach/saved-searches/{id}")).await)
            .await
            .0,
        404
    );
    assert_eq!(
        delete(&coach, &format!("/api/coach/saved-searches/{id}"))
            .await
            .status(),
        204
    );
    assert_eq!(
        error_of(delete(&coach, &format!("/api/coach/saved-searches/{id}")).await)
            .await
            .0,
        404
    );
}

#[tokio::test]
async fn the_recruiter_plan_keeps_five_saved_searches() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let admin = cli_admin(&app, "plans@rowrecruit.com").await;
    let set = put(
        &admin,
        "/api/admin/programs/yale-university/plan",
        &json!({"plan": "recruiter"}),
    )
    .await;
    assert_eq!(set.status(), 200);
    for i in 0..5 {
        let created = coach
            .post_json(
                "/api/coach/saved-searches",
                &json!({"name": format!("Search {i}"), "query": "sort=6k"}),
            )
            .await;
        assert_eq!(created.status(), 201);
    }
    let refused = coach
        .post_json("/api/coach/saved-searches", &json!({"name": "Sixth", "query": ""}))
        .await;
    let (status, code, error) = error_of(refused).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
    assert!(error["message"].as_str().unwrap().contains("Recruiter"));
    let list: Value = coach.get("/api/coach/saved-searches").await.json().await.unwrap();
    assert_eq!(list.as_array().unwrap().len(), 5);
}
