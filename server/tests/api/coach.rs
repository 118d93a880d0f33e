//! The coach's program and workspace: naming the program, the plan's trial and seats, the
//! athletes viewing the program's page, and the operator's programs and plans.

use serde_json::{json, Value};

use crate::helpers::{cli_admin, error_of, member, unnamed_verified_coach, user_id, verified_coach, TestApp};

fn today() -> jiff::civil::Date {
    jiff::Zoned::now().with_time_zone(jiff::tz::TimeZone::UTC).date()
}

async fn overview(coach: &TestApp) -> Value {
    let response = coach.get("/api/coach/overview").await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

async fn set_plan(admin: &TestApp, school_id: &str, body: Value) -> reqwest::Response {
    admin
        .put_json(&format!("/api/admin/programs/{school_id}/plan"), &body)
        .await
}

fn grad_year() -> i64 {
    jiff::Zoned::now().year() as i64 + 1
}

async fn set_visibility(athlete: &TestApp, name: &str, visibility: &str) {
    let body = json!({"fullName": name, "gradYear": grad_year(), "weight": 140, "squad": "womens",
                      "visibility": visibility});
    let saved = athlete.send_json(reqwest::Method::PUT, "/api/profile", &body).await;
    assert_eq!(saved.status(), 200);
}

/// A student with a profile, shown to coaches or not as `visibility` says.
async fn athlete(app: &TestApp, email: &str, name: &str, visibility: &str) -> TestApp {
    let athlete = member(app, email, "student").await;
    set_visibility(&athlete, name, visibility).await;
    athlete
}

#[tokio::test]
async fn a_coach_names_a_program_which_starts_its_trial_and_a_change_asks_for_verification_again() {
    let app = TestApp::spawn().await;
    let coach = member(&app, "pat@yale.edu", "coach").await;

    // Before naming one, the page suggests the program of the email's domain.
    let first = overview(&coach).await;
    assert!(first["program"].is_null());
    assert_eq!(
        first["suggestedProgram"],
        json!({"schoolId": "yale-university", "name": "Yale University"})
    );
    assert_eq!(first["workspace"]["open"], false);
    assert_eq!(first["workspace"]["reasonCode"], "coach_unverified");

    let unknown = coach
        .put_json("/api/coach/program", &json!({"schoolId": "hogwarts"}))
        .await;
    let (status, code, error) = error_of(unknown).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));
    assert_eq!(error["fields"]["schoolId"], "Choose your program from the list.");

    let named = coach
        .put_json("/api/coach/program", &json!({"schoolId": "yale-university"}))
        .await;
    assert_eq!(named.status(), 200);
    assert_eq!(
        named.json::<Value>().await.unwrap(),
        json!({"schoolId": "yale-university", "name": "Yale University"})
    );
    let after = overview(&coach).await;
    assert_eq!(after["program"]["name"], "Yale University");
    assert!(after["suggestedProgram"].is_null());

    // The operator sees the named program next to the domain's match, and may now approve.
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let queue: Value = admin.get("/api/admin/coaches").await.json().await.unwrap();
    assert_eq!(queue[0]["program"]["name"], "Yale University");
    assert_eq!(queue[0]["schoolMatch"]["name"], "Yale University");
    let id = user_id(&coach).await;
    let approve = json!({"decision": "approve"});
    let decided = admin
        .post_json(&format!("/api/admin/coaches/{id}/decision"), &approve)
        .await;
    assert_eq!(decided.status(), 200);

    // Yale's first coach started its 14-day trial.
    let open = overview(&coach).await;
    let workspace = &open["workspace"];
    assert_eq!(workspace["open"], true, "{open}");
    assert_eq!(workspace["plan"], "Free trial");
    assert!(workspace["reasonCode"].is_null());
    let ends: jiff::Timestamp = workspace["trialEndsAt"].as_str().unwrap().parse().unwrap();
    let ends_on = ends.to_zoned(jiff::tz::TimeZone::UTC).date();
    assert!(
        ends_on == today() + jiff::Span::new().days(14) || ends_on == today() + jiff::Span::new().days(15),
        "{ends_on}"
    );
    assert_eq!(workspace["limits"]["coachSeats"], 5);
    assert_eq!(workspace["limits"]["academicFilters"], true);

    // Naming the same program again changes nothing; another one asks for verification again.
    let same = coach
        .put_json("/api/coach/program", &json!({"schoolId": "yale-university"}))
        .await;
    assert_eq!(same.status(), 200);
    assert_eq!(overview(&coach).await["verification"]["status"], "verified");
    let moved = coach
        .put_json("/api/coach/program", &json!({"schoolId": "harvard-university"}))
        .await;
    assert_eq!(moved.status(), 200);
    let moved = overview(&coach).await;
    assert_eq!(moved["verification"]["status"], "pending");
    assert_eq!(moved["program"]["name"], "Harvard University");
    assert_eq!(moved["workspace"]["reasonCode"], "coach_unverified");
    let refused = coach.get("/api/coach/athletes-viewing").await;
    let (status, code, _) = error_of(refused).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "coach_unverified"));

    // Only coaches name a program.
    let student = member(&app, "rower@example.com", "student").await;
    let refused = student
        .put_json("/api/coach/program", &json!({"schoolId": "yale-university"}))
        .await;
    assert_eq!(error_of(refused).await.1, "forbidden");
}

#[tokio::test]
async fn the_workspace_says_why_it_is_closed_and_the_plan_decides_the_seats() {
    let app = TestApp::spawn().await;

    // Verified before programs were named (as coaches verified earlier were): no program.
    let earlier = member(&app, "earlier@gmail.com", "coach").await;
    sqlx::query("UPDATE users SET coach_status = 'verified' WHERE email = $1")
        .bind("earlier@gmail.com")
        .execute(&app.db.pool)
        .await
        .unwrap();
    let closed = overview(&earlier).await;
    assert!(closed["suggestedProgram"].is_null(), "no program for a gmail address");
    assert_eq!(closed["workspace"]["open"], false);
    assert_eq!(closed["workspace"]["reasonCode"], "no_program");
    assert!(closed["workspace"]["reason"]
        .as_str()
        .unwrap()
        .contains("Name the program"));
    assert!(closed["workspace"]["plan"].is_null());

    // Open on the trial.
    let first = verified_coach(&app, "first@yale.edu", "yale-university").await;
    assert_eq!(overview(&first).await["workspace"]["plan"], "Free trial");

    // On Recruiter (one coach), the first coach keeps the seat; a second verified coach is refused.
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    assert_eq!(
        set_plan(&admin, "yale-university", json!({"plan": "recruiter"}))
            .await
            .status(),
        200
    );
    let open = overview(&first).await;
    assert_eq!(open["workspace"]["plan"], "Recruiter");
    assert!(open["workspace"]["trialEndsAt"].is_null());
    assert_eq!(open["workspace"]["limits"]["coachSeats"], 1);
    assert_eq!(open["workspace"]["limits"]["academicFilters"], false);

    let second = verified_coach(&app, "second@yale.edu", "yale-university").await;
    let refused = overview(&second).await;
    assert_eq!(refused["workspace"]["open"], false);
    assert_eq!(refused["workspace"]["reasonCode"], "plan_required");
    assert!(
        refused["workspace"]["reason"]
            .as_str()
            .unwrap()
            .contains("Recruiter plan covers 1 coach."),
        "{refused}"
    );
    let (status, code, _) = error_of(second.get("/api/coach/athletes-viewing").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_required"));
    assert_eq!(first.get("/api/coach/athletes-viewing").await.status(), 200);

    // Division III seats five coaches.
    assert_eq!(
        set_plan(&admin, "yale-university", json!({"plan": "division-iii"}))
            .await
            .status(),
        200
    );
    assert_eq!(overview(&second).await["workspace"]["plan"], "Division III");

    // A trial that has run out closes the workspace until the program has a plan.
    let ends_on = (today() + jiff::Span::new().days(3)).to_string();
    let trial = set_plan(
        &admin,
        "yale-university",
        json!({"plan": "trial", "trialEndsOn": ends_on}),
    )
    .await;
    assert_eq!(trial.status(), 200);
    assert_eq!(overview(&first).await["workspace"]["plan"], "Free trial");
    sqlx::query("UPDATE program_plans SET ends_at = $1 WHERE school_id = $2")
        .bind(jiff::Timestamp::now().as_millisecond() - 1000)
        .bind("yale-university")
        .execute(&app.db.pool)
        .await
        .unwrap();
    let ended = overview(&first).await;
    assert_eq!(ended["workspace"]["reasonCode"], "plan_required");
    assert!(ended["workspace"]["reason"]
        .as_str()
        .unwrap()
        .contains("free trial has ended"));
    assert_eq!(ended["athletesViewing"], 0);
}

#[tokio::test]
async fn athletes_viewing_counts_athletes_shown_to_coaches_once_each() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let other = verified_coach(&app, "coach@harvard.edu", "harvard-university").await;
    let shown = athlete(&app, "shown@example.com", "Sam Shown", "coaches").await;
    let linked = athlete(&app, "linked@example.com", "Lee Linked", "link").await;
    let private = athlete(&app, "private@example.com", "Pat Private", "private").await;
    let disabled = athlete(&app, "disabled@example.com", "Dee Disabled", "coaches").await;
    let parent = member(&app, "parent@example.com", "parent").await;

    for viewer in [&shown, &shown, &linked, &private, &disabled, &parent, &coach, &other] {
        assert_eq!(viewer.get("/api/schools/yale-university").await.status(), 200);
    }
    // A page that does not exist records nothing, and a view of another program counts there.
    assert_eq!(shown.get("/api/schools/no-such-school").await.status(), 404);
    assert_eq!(linked.get("/api/schools/harvard-university").await.status(), 200);

    // The operator disables an account: it drops out.
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let disabled_id = user_id(&disabled).await;
    let done = admin
        .send_json(
            reqwest::Method::PUT,
            &format!("/api/admin/users/{disabled_id}/disabled"),
            &json!({"disabled": true}),
        )
        .await;
    assert_eq!(done.status(), 200);

    assert_eq!(overview(&coach).await["athletesViewing"], 2);
    assert_eq!(overview(&other).await["athletesViewing"], 1);
    let listed: Value = coach.get("/api/coach/athletes-viewing").await.json().await.unwrap();
    let mut names: Vec<&str> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["fullName"].as_str().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["Lee Linked", "Sam Shown"]);
    let sam = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["fullName"] == "Sam Shown")
        .unwrap();
    assert_eq!(sam["id"], user_id(&shown).await.as_str());
    assert_eq!(sam["lastViewedOn"], today().to_string());
    assert_eq!(sam["gradYear"], grad_year());
    assert!(!listed.to_string().contains("@example.com"), "no emails");

    // One row per athlete, program and day.
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM program_page_views WHERE school_id = 'yale-university'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(
        rows, 4,
        "shown, linked, private and disabled; not the parent or coaches"
    );

    // An athlete who stops showing their profile to coaches leaves the list.
    set_visibility(&shown, "Sam Shown", "private").await;
    assert_eq!(overview(&coach).await["athletesViewing"], 1);

    // Nobody but a coach of an open workspace reads the list.
    let (status, code, _) = error_of(shown.get("/api/coach/athletes-viewing").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));
    let anonymous = app.another_browser();
    assert_eq!(anonymous.get("/api/coach/athletes-viewing").await.status(), 401);
}

#[tokio::test]
async fn the_operator_lists_programs_and_sets_their_plan() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;

    // Admins only.
    let (status, _, _) = error_of(coach.get("/api/admin/programs").await).await;
    assert_eq!(status.as_u16(), 403);
    let refused = set_plan(&coach, "yale-university", json!({"plan": "division-i-ii"})).await;
    assert_eq!(refused.status(), 403);

    // Without a search: the programs with a plan or a coach.
    let listed: Value = admin.get("/api/admin/programs").await.json().await.unwrap();
    assert_eq!(listed.as_array().unwrap().len(), 1, "{listed}");
    let yale = &listed[0];
    assert_eq!(yale["schoolId"], "yale-university");
    assert_eq!(yale["name"], "Yale University");
    assert_eq!(yale["plan"], "trial");
    assert_eq!(yale["planName"], "Free trial");
    assert_eq!(yale["active"], true);
    assert!(yale["trialEndsAt"].is_string());
    assert_eq!(yale["coachCount"], 1);
    assert_eq!(yale["coaches"][0]["email"], "coach@yale.edu");
    assert_eq!(yale["coaches"][0]["status"], "verified");

    // A search finds programs without either.
    let found: Value = admin.get("/api/admin/programs?q=Harvard").await.json().await.unwrap();
    let harvard = found
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["schoolId"] == "harvard-university")
        .unwrap();
    assert!(harvard["plan"].is_null());
    assert_eq!(harvard["active"], false);
    assert_eq!(harvard["coachCount"], 0);

    // Refusals: unknown program, unknown plan, a trial that ends today or before.
    let (status, _, _) = error_of(set_plan(&admin, "hogwarts", json!({"plan": "recruiter"})).await).await;
    assert_eq!(status.as_u16(), 404);
    let (status, code, error) = error_of(set_plan(&admin, "yale-university", json!({"plan": "gold"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));
    assert!(error["fields"]["plan"].is_string());
    let elite = set_plan(&admin, "yale-university", json!({"plan": "elite"})).await;
    assert_eq!(
        error_of(elite).await.0.as_u16(),
        422,
        "a rower's plan is not a program's"
    );
    let past = json!({"plan": "trial", "trialEndsOn": today().to_string()});
    let (status, _, error) = error_of(set_plan(&admin, "yale-university", past).await).await;
    assert_eq!(status.as_u16(), 422);
    assert_eq!(error["fields"]["trialEndsOn"], "The trial must end after today");

    // A trial through a given day ends at the start of the next, UTC.
    let last_day = today() + jiff::Span::new().days(30);
    let body = json!({"plan": "trial", "trialEndsOn": last_day.to_string()});
    assert_eq!(set_plan(&admin, "harvard-university", body).await.status(), 200);
    let found: Value = admin.get("/api/admin/programs?q=harvard").await.json().await.unwrap();
    let harvard = found
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["schoolId"] == "harvard-university")
        .unwrap();
    assert_eq!(
        harvard["trialEndsAt"],
        format!("{}T00:00:00.000Z", last_day + jiff::Span::new().days(1))
    );

    let done = set_plan(&admin, "yale-university", json!({"plan": "division-i-ii"})).await;
    assert_eq!(done.status(), 200);
    assert_eq!(overview(&coach).await["workspace"]["plan"], "Division I/II");
    let listed: Value = admin.get("/api/admin/programs").await.json().await.unwrap();
    let names: Vec<&str> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Harvard University", "Yale University"]);
    assert_eq!(listed[1]["planName"], "Division I/II");
    assert!(listed[1]["trialEndsAt"].is_null());

    // Every change is in the audit log, by whom and for which program.
    let audit: Value = admin.get("/api/admin/audit-log").await.json().await.unwrap();
    let changes: Vec<&Value> = audit
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["action"] == "program_plan_set")
        .collect();
    assert_eq!(changes.len(), 2, "refusals are not recorded");
    assert_eq!(changes[0]["target"], "yale-university");
    assert_eq!(changes[0]["details"]["plan"], "division-i-ii");
    assert_eq!(changes[0]["actorEmail"], "ops@rowrecruit.com");
}

#[tokio::test]
async fn a_coach_writes_under_a_name_and_title_which_athletes_read_in_the_thread_and_the_email() {
    let app = TestApp::spawn().await;
    let ava = athlete(&app, "ava@example.com", "Ava Stroke", "coaches").await;
    let ava_id = user_id(&ava).await;
    let coach = unnamed_verified_coach(&app, "coach-bates-mwz07qx9@bates.edu", "bates-college").await;

    let page: Value = coach.get("/api/coach/profile").await.json().await.unwrap();
    assert_eq!(page["profile"], Value::Null);
    assert!(page["titles"].as_array().unwrap().contains(&json!("Assistant Coach")));
    let before = overview(&coach).await;
    assert_eq!(
        (before["displayName"].as_str(), before["profileComplete"].as_bool()),
        (Some("Coach"), Some(false))
    );

    // No first message without a name: athletes and parents see who is writing.
    let first = json!({"athleteId": ava_id, "body": "Come row at Bates."});
    let (status, code, _) = error_of(coach.post_json("/api/messages", &first).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "coach_profile_required"));
    assert_eq!(
        ava.get("/api/messages").await.json::<Value>().await.unwrap()["conversations"],
        json!([])
    );

    // Every problem at once, in the spec's words.
    let wrong = coach
        .put_json(
            "/api/coach/profile",
            &json!({"fullName": " ", "title": "Boss", "phone": "call me"}),
        )
        .await;
    let (status, _, wrong) = error_of(wrong).await;
    assert_eq!(status, 422);
    assert_eq!(wrong["fields"]["fullName"], "Please enter your full name");
    assert_eq!(wrong["fields"]["title"], "Choose your title from the list");
    assert_eq!(wrong["fields"]["phone"], "Enter a phone number, or leave it empty");
    assert_eq!(wrong["message"], "Please correct the highlighted fields.");

    let written = coach
        .put_json(
            "/api/coach/profile",
            &json!({"fullName": "Jane Doe", "title": "Assistant Coach", "squads": ["women"],
                    "bio": "Ten years at Bates.", "phone": "+1 207 555 0100"}),
        )
        .await;
    assert_eq!(written.status(), 200);
    let page: Value = coach.get("/api/coach/profile").await.json().await.unwrap();
    assert_eq!(page["profile"]["fullName"], "Jane Doe");
    assert_eq!(page["profile"]["squads"], json!(["women"]));
    let after = overview(&coach).await;
    assert_eq!(
        (after["displayName"].as_str(), after["profileComplete"].as_bool()),
        (Some("Jane Doe"), Some(true))
    );

    let sent = coach.post_json("/api/messages", &first).await;
    assert_eq!(sent.status(), 201);
    let sent: Value = sent.json().await.unwrap();
    let id = sent["conversationId"].as_str().unwrap();
    let seen: Value = ava.get(&format!("/api/messages/{id}")).await.json().await.unwrap();
    assert_eq!(
        seen["messages"][0]["senderName"],
        "Jane Doe, Assistant Coach, Bates College"
    );
    let mail = app.wait_for_mail("ava@example.com", "New message").await;
    assert!(
        mail.subject.contains("Jane Doe, Assistant Coach, Bates College"),
        "{}",
        mail.subject
    );
    assert!(
        !mail.text.contains("coach-bates-mwz07qx9") && !mail.subject.contains("coach-bates"),
        "never the address"
    );

    // The profile is the coach's own: others are refused.
    assert_eq!(ava.get("/api/coach/profile").await.status(), 403);
}
