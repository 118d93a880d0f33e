//! A person's own plan: a free trial chosen on the pricing page at sign-up or later, what each
//! rower level allows, a family plan covering the athletes it follows, the emails before and at a
//! trial's end, and the free level keeping every piece of data.

use serde_json::{json, Value};

use crate::{
    club::club_coach,
    family::{approve, json_of, minor, start_trial},
    helpers::{error_of, member, put, user_id, verified_coach, TestApp, MEMBER_PASSWORD},
};

async fn plan_of(member: &TestApp) -> Value {
    json_of(member.get("/api/account/plan").await).await
}

/// Moves the account's trial end to `ends_at` (the clock of the trial, moved by the test).
async fn move_trial_end(app: &TestApp, user_id: &str, ends_at: i64) {
    sqlx::query("UPDATE account_plans SET trial_ends_at = $1 WHERE user_id = $2")
        .bind(ends_at)
        .bind(user_id)
        .execute(&app.db.pool)
        .await
        .unwrap();
}

async fn school_ids(app: &TestApp, count: usize) -> Vec<String> {
    let page = json_of(app.get("/api/schools?sort=name").await).await;
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .take(count)
        .map(|s| s["id"].as_str().unwrap().to_owned())
        .collect()
}

async fn save(member: &TestApp, school: &str) -> reqwest::Response {
    put(member, &format!("/api/schools/{school}/saved"), &json!({})).await
}

#[tokio::test]
async fn start_free_trial_carries_the_plan_through_sign_up_and_only_a_plan_for_the_role() {
    let app = TestApp::spawn().await;
    let signup = |email: &str, role: &str, plan: &str| {
        let body = json!({"email": email, "password": MEMBER_PASSWORD, "plan": plan,
                          "data": {"role": role, "birthDate": "1990-01-01", "userState": "NY"}});
        let browser = app.another_browser();
        async move { browser.post_json("/api/auth/signup", &body).await }
    };
    // A family plan is not an athlete's, nor a college plan a parent's: the form says so.
    let (status, _, error) = error_of(signup("ava@example.com", "student", "family-plus").await).await;
    assert_eq!(status, 422);
    assert!(error["fields"]["plan"]
        .as_str()
        .unwrap()
        .contains("Rower plans are for athletes"));
    let (status, _, _) = error_of(signup("dad@example.com", "parent", "recruiter").await).await;
    assert_eq!(status, 422);

    assert_eq!(signup("ava@example.com", "student", "elite").await.status(), 200);
    let token = app
        .wait_for_mail("ava@example.com", "Confirm")
        .await
        .token_for("/welcome");
    let ava = app.another_browser();
    ava.post_json("/api/auth/confirm", &json!({"token": token})).await;
    assert_eq!(
        ava.sign_in("ava@example.com", MEMBER_PASSWORD, false).await.status(),
        200
    );
    let plan = plan_of(&ava).await;
    assert_eq!(
        plan["plan"],
        json!({"id": "elite", "name": "Elite", "audience": "rower"})
    );
    assert_eq!(plan["audience"], "rower");
    assert_eq!(plan["hadTrial"], true);
    let ends: jiff::Timestamp = plan["trialEndsAt"].as_str().unwrap().parse().unwrap();
    let days = (ends - jiff::Timestamp::now()).total(jiff::Unit::Hour).unwrap() / 24.0;
    assert!((13.9..=14.0).contains(&days), "{days} days");
    assert_eq!(plan["level"]["progressCharts"], true);
    assert_eq!(plan["level"]["familyMembers"], 1);

    // One trial per account.
    let (status, code, _) = error_of(
        ava.post_json("/api/account/plan/trial", &json!({"plan": "performance"}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "trial_used"));

    // A signed-in parent starts one from the pricing page too; a coach has none of their own.
    let dad = member(&app, "dad@example.com", "parent").await;
    assert_eq!(plan_of(&dad).await["plan"], Value::Null);
    start_trial(&dad, "family-plus").await;
    assert_eq!(plan_of(&dad).await["plan"]["id"], "family-plus");
    assert_eq!(json_of(dad.get("/api/family").await).await["plan"]["id"], "family-plus");
    let coach = member(&app, "coach@example.com", "coach").await;
    let (status, code, _) = error_of(
        coach
            .post_json("/api/account/plan/trial", &json!({"plan": "elite"}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "plan_audience"));
    assert_eq!(plan_of(&coach).await["audience"], Value::Null);
}

#[tokio::test]
async fn the_free_level_caps_saved_schools_and_a_trial_that_ends_keeps_every_saved_school() {
    let app = TestApp::spawn().await;
    let ava = member(&app, "ava@example.com", "student").await;
    let ava_id = user_id(&ava).await;
    let schools = school_ids(&ava, 8).await;
    assert_eq!(plan_of(&ava).await["level"]["savedSchools"], 5);
    for school in &schools[..5] {
        assert_eq!(save(&ava, school).await.status(), 200);
    }
    let (status, code, error) = error_of(save(&ava, &schools[5]).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
    assert_eq!(
        error["message"],
        "You can save 5 schools without a plan. Remove one, or choose Recruit or above to save as many as you like."
    );
    // Notes on a saved school can always change.
    let notes = put(
        &ava,
        &format!("/api/schools/{}/saved", schools[0]),
        &json!({"notes": "Visit in May"}),
    )
    .await;
    assert_eq!(notes.status(), 200);

    // Recruit lifts the cap.
    start_trial(&ava, "recruit").await;
    assert_eq!(plan_of(&ava).await["level"]["savedSchools"], Value::Null);
    for school in &schools[5..7] {
        assert_eq!(save(&ava, school).await.status(), 200);
    }

    // The trial ends: back at the free level, with all seven schools and their notes kept.
    move_trial_end(&app, &ava_id, jiff::Timestamp::now().as_millisecond() - 1_000).await;
    let plan = plan_of(&ava).await;
    assert_eq!(
        (plan["plan"].clone(), plan["level"]["savedSchools"].clone()),
        (Value::Null, json!(5))
    );
    let saved = json_of(ava.get("/api/me/schools").await).await;
    assert_eq!(saved.as_array().unwrap().len(), 7);
    assert!(saved.as_array().unwrap().iter().any(|s| s["notes"] == "Visit in May"));
    let (status, _, _) = error_of(save(&ava, &schools[7]).await).await;
    assert_eq!(status, 403);
    // Removing one is always possible; the list is over the cap, so a new one still waits.
    assert_eq!(
        crate::helpers::delete(&ava, &format!("/api/schools/{}/saved", schools[0]))
            .await
            .status(),
        204
    );
}

#[tokio::test]
async fn a_family_plan_covers_the_athletes_it_follows() {
    let app = TestApp::spawn().await;
    let (athlete, _child_id) = minor(
        &app,
        "ava@example.com",
        "mom@example.com",
        "Ava Stroke",
        &crate::helpers::born(16, 0),
    )
    .await;
    approve(&app, "mom@example.com", "ava@example.com").await;
    let mom = member(&app, "mom@example.com", "parent").await;
    assert_eq!(
        json_of(mom.get("/api/family").await).await["children"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(plan_of(&athlete).await["level"]["progressCharts"], false);
    start_trial(&mom, "family-plus").await;
    let level = plan_of(&athlete).await["level"].clone();
    assert_eq!(
        (level["progressCharts"].clone(), level["savedSchools"].clone()),
        (json!(true), Value::Null)
    );
    // The athlete's own plan is still none.
    assert_eq!(plan_of(&athlete).await["plan"], Value::Null);
}

#[tokio::test]
async fn the_payer_is_emailed_three_days_before_a_trial_ends_and_when_it_ends_once_each() {
    let app = TestApp::spawn().await;
    let dad = member(&app, "dad@example.com", "parent").await;
    let dad_id = user_id(&dad).await;
    start_trial(&dad, "family-premier").await;
    let send = |now: i64| rowrecruit::plans::service::send_trial_notices(&app.state, now);
    let now = jiff::Timestamp::now().as_millisecond();
    assert_eq!(send(now).await.unwrap(), 0, "fourteen days ahead: nothing yet");

    move_trial_end(&app, &dad_id, now + 2 * 24 * 3_600_000).await;
    assert_eq!(send(now).await.unwrap(), 1);
    assert_eq!(send(now).await.unwrap(), 0, "once");
    let reminder = app.wait_for_mail("dad@example.com", "free trial ends on").await;
    assert!(reminder.subject.starts_with("Your Family Premier free trial ends on"));
    assert!(reminder.text.contains("Nothing is deleted or hidden from you"));
    assert!(reminder.text.contains("/pricing?audience=family"));

    move_trial_end(&app, &dad_id, now - 1_000).await;
    assert_eq!(send(now).await.unwrap(), 1);
    assert_eq!(send(now + 3_600_000).await.unwrap(), 0, "once");
    let ended = app.wait_for_mail("dad@example.com", "has ended").await;
    assert_eq!(ended.subject, "Your Family Premier free trial has ended");
    assert_eq!(json_of(dad.get("/api/family").await).await["plan"]["id"], Value::Null);
}

#[tokio::test]
async fn the_coaches_of_a_club_and_a_program_are_emailed_before_and_at_their_trials_end() {
    let app = TestApp::spawn().await;
    let (_head, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let _first = verified_coach(&app, "first@harvard.edu", "harvard-university").await;
    let send = |now: i64| rowrecruit::plans::service::send_trial_notices(&app.state, now);
    let now = jiff::Timestamp::now().as_millisecond();
    assert_eq!(send(now).await.unwrap(), 0, "both trials are fourteen days ahead");

    let move_ends = |sql: &'static str, id: String, ends_at: i64| {
        let pool = app.db.pool.clone();
        async move {
            sqlx::query(sql).bind(ends_at).bind(id).execute(&pool).await.unwrap();
        }
    };
    let club_sql = "UPDATE club_teams SET plan_ends_at = $1 WHERE id = $2";
    let program_sql = "UPDATE program_plans SET ends_at = $1 WHERE school_id = $2";
    move_ends(club_sql, club_id.clone(), now + 2 * 24 * 3_600_000).await;
    move_ends(program_sql, "harvard-university".into(), now + 2 * 24 * 3_600_000).await;
    assert_eq!(send(now).await.unwrap(), 2);
    assert_eq!(send(now).await.unwrap(), 0, "once");
    let club_mail = app.wait_for_mail("head@riverside-rc.org", "free trial ends on").await;
    assert!(
        club_mail.subject.starts_with("Riverside RC's free trial ends on"),
        "{}",
        club_mail.subject
    );
    assert!(club_mail.text.contains("nothing is deleted"));
    assert!(club_mail.text.contains("/club"));
    let program_mail = app.wait_for_mail("first@harvard.edu", "free trial ends on").await;
    assert!(
        program_mail
            .subject
            .starts_with("Harvard University's free trial ends on"),
        "{}",
        program_mail.subject
    );
    assert!(program_mail.text.contains("/coach"));

    move_ends(club_sql, club_id.clone(), now - 1_000).await;
    assert_eq!(send(now).await.unwrap(), 1);
    assert_eq!(send(now + 3_600_000).await.unwrap(), 0, "once");
    let ended = app.wait_for_mail("head@riverside-rc.org", "has ended").await;
    assert_eq!(ended.subject, "Riverside RC's free trial has ended");

    // A restarted trial has its own emails.
    let ops = crate::helpers::cli_admin(&app, "ops@example.com").await;
    let restarted = put(
        &ops,
        &format!("/api/admin/clubs/{club_id}/plan"),
        &json!({"plan": "trial"}),
    )
    .await;
    assert_eq!(restarted.status(), 200);
    move_ends(club_sql, club_id, now + 24 * 3_600_000).await;
    assert_eq!(send(now).await.unwrap(), 1);
}
