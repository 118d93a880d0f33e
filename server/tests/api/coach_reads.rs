//! What coaches read of athletes: a profile by id passes the recruiting workspace's gate (as
//! search does) and leaves a view; searches, profile reads and CSV exports are limited per coach
//! and per program.

use std::time::Instant;

use rowrecruit::ratelimit::{ReadQuota, ATHLETE_SEARCHES, CSV_EXPORTS, PROFILE_READS};
use serde_json::{json, Value};

use crate::{
    club::{club_coach, join},
    helpers::{cli_admin, error_of, member, put, user_id, verified_coach, TestApp},
};

/// A signed-in athlete whose profile is shown to coaches: (browser, id).
async fn listed_athlete(app: &TestApp, email: &str, name: &str) -> (TestApp, String) {
    let browser = member(app, email, "student").await;
    let body = json!({"fullName": name, "gradYear": 2028, "squad": "womens", "erg2k": "7:01.5",
                      "visibility": "coaches"});
    assert_eq!(put(&browser, "/api/profile", &body).await.status(), 200);
    let id = user_id(&browser).await;
    (browser, id)
}

/// Ends the program's plan: its free trial ran out a second ago.
async fn end_trial(app: &TestApp, school_id: &str) {
    sqlx::query("UPDATE program_plans SET plan = 'trial', ends_at = $1 WHERE school_id = $2")
        .bind(jiff::Timestamp::now().as_millisecond() - 1000)
        .bind(school_id)
        .execute(&app.db.pool)
        .await
        .unwrap();
}

/// The programs listed on the athlete's "profile views" page.
async fn viewing_programs(athlete: &TestApp) -> Vec<String> {
    let views: Value = athlete.get("/api/profile/views").await.json().await.unwrap();
    views["programs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["schoolId"].as_str().unwrap().to_owned())
        .collect()
}

/// Status, code and message of a refusal.
async fn refusal(response: reqwest::Response) -> (u16, String, String) {
    let (status, code, error) = error_of(response).await;
    (status.as_u16(), code, error["message"].as_str().unwrap().to_owned())
}

#[tokio::test]
async fn a_profile_by_id_is_refused_as_search_is_to_a_coach_without_an_open_workspace() {
    let app = TestApp::spawn().await;
    let (ava, ava_id) = listed_athlete(&app, "ava@example.com", "Ava Stroke").await;
    let profile = format!("/api/athletes/{ava_id}");
    // Ava's club coach writes an evaluation, which only coaches with an open workspace read.
    let (club, _) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    join(&app, &club, &ava, "ava@example.com").await;
    let evaluation = json!({"technique": 4, "fitness": 5, "coachability": 5, "comments": "Strong catch."});
    assert_eq!(
        put(&club, &format!("/api/club/evaluations/{ava_id}"), &evaluation)
            .await
            .status(),
        200
    );

    // Yale on Recruiter: one seat, the first coach's; the second coach has none.
    let first = verified_coach(&app, "first@yale.edu", "yale-university").await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let set = admin
        .put_json(
            "/api/admin/programs/yale-university/plan",
            &json!({"plan": "recruiter"}),
        )
        .await;
    assert_eq!(set.status(), 200);
    let seatless = verified_coach(&app, "second@yale.edu", "yale-university").await;
    // Harvard's trial has ended.
    let lapsed = verified_coach(&app, "coach@harvard.edu", "harvard-university").await;
    end_trial(&app, "harvard-university").await;
    // Verified before programs were named: no program at all.
    let programless = member(&app, "earlier@gmail.com", "coach").await;
    sqlx::query("UPDATE users SET coach_status = 'verified' WHERE email = $1")
        .bind("earlier@gmail.com")
        .execute(&app.db.pool)
        .await
        .unwrap();

    for (who, coach, code, says) in [
        ("no seat", &seatless, "plan_required", "Recruiter plan covers 1 coach"),
        ("trial ended", &lapsed, "plan_required", "free trial has ended"),
        ("no program", &programless, "no_program", "Name the program"),
    ] {
        let by_id = refusal(coach.get(&profile).await).await;
        let search = refusal(coach.get("/api/coach/athletes").await).await;
        assert_eq!(by_id, search, "{who}: the same refusal as search");
        assert_eq!((by_id.0, by_id.1.as_str()), (403, code), "{who}");
        assert!(by_id.2.contains(says), "{who}: {}", by_id.2);
        // Whether the athlete exists is not the question: the answer is the same.
        let nobody = refusal(coach.get(&format!("/api/athletes/{}", uuid::Uuid::new_v4())).await).await;
        assert_eq!(nobody, by_id, "{who}");
    }
    assert_eq!(
        viewing_programs(&ava).await,
        Vec::<String>::new(),
        "refused reads leave nothing"
    );

    // The coach with the seat reads the profile with the evaluation, and Ava learns of it.
    let read: Value = first.get(&profile).await.json().await.unwrap();
    assert_eq!(read["fullName"], "Ava Stroke");
    assert_eq!(read["clubEvaluations"][0]["comments"], "Strong catch.");
    assert_eq!(viewing_programs(&ava).await, vec!["yale-university"]);

    // The other readers are as before: the athlete herself, her club coach (no evaluations).
    let own: Value = ava.get(&profile).await.json().await.unwrap();
    assert_eq!(own["clubEvaluations"], Value::Null);
    let by_club: Value = club.get(&profile).await.json().await.unwrap();
    assert_eq!(by_club["fullName"], "Ava Stroke");
    assert_eq!(by_club["clubEvaluations"], Value::Null);
    let pending = member(&app, "pending@uw.edu", "coach").await;
    assert_eq!(error_of(pending.get(&profile).await).await.0, 404);
    assert_eq!(viewing_programs(&ava).await, vec!["yale-university"]);
}

#[tokio::test]
async fn a_club_coach_whose_club_workspace_closed_no_longer_reads_the_roster_by_id() {
    let app = TestApp::spawn().await;
    let (ava, ava_id) = listed_athlete(&app, "ava@example.com", "Ava Stroke").await;
    let (club, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    join(&app, &club, &ava, "ava@example.com").await;
    let profile = format!("/api/athletes/{ava_id}");
    assert_eq!(club.get(&profile).await.status(), 200);

    sqlx::query("UPDATE club_teams SET plan = 'trial', plan_ends_at = $1 WHERE id = $2")
        .bind(jiff::Timestamp::now().as_millisecond() - 1000)
        .bind(&club_id)
        .execute(&app.db.pool)
        .await
        .unwrap();
    let by_id = refusal(club.get(&profile).await).await;
    let roster = refusal(club.get("/api/club/roster").await).await;
    assert_eq!(by_id, roster, "the club workspace's own refusal");
    assert_eq!((by_id.0, by_id.1.as_str()), (403, "plan_required"));
}

/// Sends `request` until it is refused, at most as often as `quota` allows from `started` on;
/// returns how many passed and the refusal. Tokens come back while the requests run, so the
/// count is the burst plus what came back meanwhile.
async fn until_refused<F, Fut>(quota: ReadQuota, started: Instant, mut request: F) -> (u32, reqwest::Response)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = reqwest::Response>,
{
    let mut passed = 0;
    loop {
        let response = request().await;
        if response.status() != 200 {
            return (passed, response);
        }
        passed += 1;
        let refilled = (started.elapsed().as_secs_f64() / quota.every.as_secs_f64()) as u32;
        assert!(
            passed <= quota.burst + refilled + 1,
            "{passed} requests passed; the limit is {} at once, then one every {:?}",
            quota.burst,
            quota.every
        );
    }
}

/// A 429 in the error shape, with `Retry-After`, whose message names what is limited.
async fn assert_limited(response: reqwest::Response, what: &str) {
    assert_eq!(response.status(), 429);
    let retry_after: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!(retry_after >= 1);
    let (_, code, error) = error_of(response).await;
    assert_eq!(code, "rate_limited");
    let message = error["message"].as_str().unwrap();
    assert!(message.starts_with(what), "{message}");
    assert!(message.contains("Try again in"), "{message}");
}

#[tokio::test]
async fn athlete_search_is_limited_per_coach_and_per_program() {
    let app = TestApp::spawn().await;
    listed_athlete(&app, "ava@example.com", "Ava Stroke").await;
    // Three coaches of Yale (its trial seats five), and one of Harvard.
    let mut yale = Vec::new();
    for name in ["first", "second", "third"] {
        yale.push(verified_coach(&app, &format!("{name}@yale.edu"), "yale-university").await);
    }
    let harvard = verified_coach(&app, "coach@harvard.edu", "harvard-university").await;
    let (coach, program) = (ATHLETE_SEARCHES.per_coach, ATHLETE_SEARCHES.per_program);
    assert!(program.burst > 2 * coach.burst && program.burst <= 3 * coach.burst);

    // One coach: the coach's own limit.
    let started = Instant::now();
    let (passed, refused) = until_refused(coach, Instant::now(), || yale[0].get("/api/coach/athletes")).await;
    assert!(passed >= coach.burst, "{passed}");
    assert_limited(refused, "Athlete searches").await;
    // A colleague still searches, until the program's limit is reached by the three of them.
    let (second, _) = until_refused(coach, Instant::now(), || yale[1].get("/api/coach/athletes")).await;
    let left = ReadQuota {
        burst: program.burst.saturating_sub(passed + second),
        ..program
    };
    let (third, refused) = until_refused(left, started, || yale[2].get("/api/coach/athletes")).await;
    assert!(
        third < coach.burst,
        "the program's limit refused the third coach: {third}"
    );
    assert_limited(refused, "Athlete searches").await;
    // Another program is not affected.
    assert_eq!(harvard.get("/api/coach/athletes").await.status(), 200);
}

#[tokio::test]
async fn profile_reads_by_a_coach_are_limited() {
    let app = TestApp::spawn().await;
    let (ava, ava_id) = listed_athlete(&app, "ava@example.com", "Ava Stroke").await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let colleague = verified_coach(&app, "assistant@yale.edu", "yale-university").await;
    let profile = format!("/api/athletes/{ava_id}");
    let (passed, refused) = until_refused(PROFILE_READS.per_coach, Instant::now(), || coach.get(&profile)).await;
    assert!(passed >= PROFILE_READS.per_coach.burst, "{passed}");
    assert_limited(refused, "Athlete profile reads").await;
    // An unknown id counts as a read too: guessing ids is refused alike.
    let unknown = format!("/api/athletes/{}", uuid::Uuid::new_v4());
    assert_eq!(coach.get(&unknown).await.status(), 429);
    // The colleague and the athlete herself read on.
    assert_eq!(colleague.get(&profile).await.status(), 200);
    assert_eq!(ava.get(&profile).await.status(), 200);
}

#[tokio::test]
async fn csv_exports_are_limited_per_coach() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let colleague = verified_coach(&app, "assistant@yale.edu", "yale-university").await;
    // The board's CSV and the message compliance log's count together.
    let mut turn = 0;
    let (passed, refused) = until_refused(CSV_EXPORTS.per_coach, Instant::now(), || {
        turn += 1;
        let path = if turn % 2 == 0 {
            "/api/coach/board.csv"
        } else {
            "/api/coach/messages/compliance.csv"
        };
        coach.get(path)
    })
    .await;
    assert!(passed >= CSV_EXPORTS.per_coach.burst, "{passed}");
    assert_limited(refused, "CSV exports").await;
    assert_eq!(coach.get("/api/coach/board.csv").await.status(), 429);
    assert_eq!(colleague.get("/api/coach/board.csv").await.status(), 200);
}
