//! Club teams: the club workspace, invitations, roster limits per club plan, attested results
//! and the evaluations only verified college coaches read.

use serde_json::{json, Value};

use crate::helpers::{
    cli_admin, delete, error_of, member, minor_waiting_for_consent, put, user_id, verified_coach, TestApp,
};

fn days_ago(days: i64) -> String {
    let today = jiff::Zoned::now().with_time_zone(jiff::tz::TimeZone::UTC).date();
    (today - jiff::Span::new().days(days)).to_string()
}

fn today() -> String {
    days_ago(0)
}

/// A club coach signed in in a browser of their own, with a club created and verified by an
/// operator: (browser, club id).
pub(crate) async fn club_coach(app: &TestApp, email: &str, club: &str) -> (TestApp, String) {
    let coach = member(app, email, "coach").await;
    let created = coach.post_json("/api/club", &json!({"name": club})).await;
    assert_eq!(created.status(), 201);
    let created: Value = created.json().await.unwrap();
    let club_id = created["club"]["id"].as_str().unwrap().to_owned();
    let admin = cli_admin(app, "ops@rowrecruit.com").await;
    let id = user_id(&coach).await;
    let decided = admin
        .post_json(
            &format!("/api/admin/coaches/{id}/decision"),
            &json!({"decision": "approve"}),
        )
        .await;
    assert_eq!(decided.status(), 200);
    (coach, club_id)
}

/// An athlete whose profile is shown to coaches, signed in: (browser, id).
pub(crate) async fn athlete(app: &TestApp, email: &str, name: &str, visibility: &str) -> (TestApp, String) {
    let browser = member(app, email, "student").await;
    let body = json!({"fullName": name, "gradYear": 2028, "squad": "womens", "visibility": visibility});
    assert_eq!(put(&browser, "/api/profile", &body).await.status(), 200);
    let id = user_id(&browser).await;
    (browser, id)
}

pub(crate) async fn invite(coach: &TestApp, email: &str, kind: &str) -> reqwest::Response {
    coach
        .post_json("/api/club/invitations", &json!({"email": email, "kind": kind}))
        .await
}

/// The token of the newest club invitation mailed to `email`.
pub(crate) async fn invitation_token(app: &TestApp, email: &str) -> String {
    app.wait_for_mail(email, "invited you").await;
    app.mails_to(email)
        .await
        .into_iter()
        .find(|m| m.subject.contains("invited you"))
        .unwrap()
        .token_for("/club-invitation")
}

pub(crate) async fn accept(browser: &TestApp, token: &str) -> reqwest::Response {
    browser
        .post_json("/api/club/invitations/accept", &json!({"token": token}))
        .await
}

/// Invites `athlete` to the coach's club and accepts with the emailed link.
pub(crate) async fn join(app: &TestApp, coach: &TestApp, athlete: &TestApp, email: &str) {
    assert_eq!(invite(coach, email, "athlete").await.status(), 201);
    let token = invitation_token(app, email).await;
    assert_eq!(accept(athlete, &token).await.status(), 200);
}

async fn json_of(response: reqwest::Response) -> Value {
    assert!(response.status().is_success(), "status {}", response.status());
    response.json().await.unwrap()
}

#[tokio::test]
async fn a_coach_creates_a_club_and_the_workspace_opens_once_verified() {
    let app = TestApp::spawn().await;
    let coach = member(&app, "head@riverside-rc.org", "coach").await;
    let page = json_of(coach.get("/api/club").await).await;
    assert_eq!(page["club"], Value::Null);
    assert_eq!(page["workspace"], json!({"open": false, "reason": "no_club"}));
    assert_eq!(page["hasProgram"], false);
    let (_, code, _) = error_of(coach.get("/api/club/roster").await).await;
    assert_eq!(code, "no_club");

    let (status, _, error) = error_of(coach.post_json("/api/club", &json!({"name": "  "})).await).await;
    assert_eq!(status, 422);
    assert!(error["fields"]["name"].is_string());
    let too_long = coach.post_json("/api/club", &json!({"name": "x".repeat(121)})).await;
    assert_eq!(too_long.status(), 422);

    let created = coach.post_json("/api/club", &json!({"name": "Riverside RC"})).await;
    assert_eq!(created.status(), 201);
    let created: Value = created.json().await.unwrap();
    assert_eq!(created["club"]["name"], "Riverside RC");
    assert_eq!(created["club"]["plan"]["id"], "trial");
    assert!(created["club"]["plan"]["trialEndsAt"].is_string());
    assert_eq!(created["club"]["limits"], json!({"roster": 10, "coaches": 1}));
    assert_eq!(created["club"]["rosterCount"], 0);
    assert_eq!(created["club"]["coaches"][0]["email"], "head@riverside-rc.org");
    assert_eq!(created["verification"]["status"], "pending");
    assert_eq!(
        created["workspace"],
        json!({"open": false, "reason": "coach_unverified"})
    );
    let (status, code, _) = error_of(coach.post_json("/api/club", &json!({"name": "Another"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_in_club"));
    let (_, code, _) = error_of(invite(&coach, "ava@example.com", "athlete").await).await;
    assert_eq!(code, "coach_unverified");
    // A club coach recruits for no college program.
    let (status, code, _) =
        error_of(put(&coach, "/api/coach/program", &json!({"schoolId": "yale-university"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_in_club"));

    // The operator sees the club beside the coach and verifies them against it.
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let queue = json_of(admin.get("/api/admin/coaches").await).await;
    let row = queue
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["email"] == "head@riverside-rc.org")
        .unwrap();
    assert_eq!(row["clubName"], "Riverside RC");
    let id = user_id(&coach).await;
    let decided = admin
        .post_json(
            &format!("/api/admin/coaches/{id}/decision"),
            &json!({"decision": "approve"}),
        )
        .await;
    assert_eq!(decided.status(), 200);
    let page = json_of(coach.get("/api/club").await).await;
    assert_eq!(page["workspace"], json!({"open": true, "reason": null}));
    assert_eq!(json_of(coach.get("/api/club/roster").await).await, json!([]));

    // A college coach has a program, not a club; athletes are not coaches.
    let college = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    assert_eq!(json_of(college.get("/api/club").await).await["hasProgram"], true);
    let (status, code, _) = error_of(college.post_json("/api/club", &json!({"name": "Yale club"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "has_program"));
    let (_, code, _) = error_of(college.get("/api/club/roster").await).await;
    assert_eq!(code, "no_club");
    let student = member(&app, "kid@example.com", "student").await;
    let (status, code, _) = error_of(student.get("/api/club").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));

    // The console lists clubs and sets their plan.
    let clubs = json_of(admin.get("/api/admin/clubs").await).await;
    assert_eq!(clubs[0]["name"], "Riverside RC");
    assert_eq!(clubs[0]["plan"]["id"], "trial");
    assert_eq!(clubs[0]["coachCount"], 1);
    let club_id = clubs[0]["id"].as_str().unwrap();
    let bad = put(
        &admin,
        &format!("/api/admin/clubs/{club_id}/plan"),
        &json!({"plan": "recruiter"}),
    )
    .await;
    assert_eq!(bad.status(), 422);
    let unknown = put(&admin, "/api/admin/clubs/nope/plan", &json!({"plan": "club-pro"})).await;
    assert_eq!(unknown.status(), 404);
    let set = put(
        &admin,
        &format!("/api/admin/clubs/{club_id}/plan"),
        &json!({"plan": "club-pro"}),
    )
    .await;
    assert_eq!(set.status(), 200);
    let page = json_of(coach.get("/api/club").await).await;
    assert_eq!(
        page["club"]["plan"],
        json!({"id": "club-pro", "name": "Club Pro", "trialEndsAt": null})
    );
    assert_eq!(page["club"]["limits"], json!({"roster": null, "coaches": null}));
}

#[tokio::test]
async fn invitations_expire_work_once_and_go_to_athletes() {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "coaches").await;

    let (status, _, error) = error_of(invite(&coach, "not an email", "athlete").await).await;
    assert_eq!(status, 422);
    assert!(error["fields"]["email"].is_string());
    let created = invite(&coach, "Ava@Example.com", "athlete").await;
    assert_eq!(created.status(), 201);
    let created: Value = created.json().await.unwrap();
    assert_eq!(created["email"], "ava@example.com");
    assert_eq!(created["kind"], "athlete");
    let expires: jiff::Timestamp = created["expiresAt"].as_str().unwrap().parse().unwrap();
    let made: jiff::Timestamp = created["createdAt"].as_str().unwrap().parse().unwrap();
    assert_eq!((expires - made).get_seconds(), 14 * 24 * 3600);
    let (status, code, _) = error_of(invite(&coach, "ava@example.com", "athlete").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_invited"));
    // An address without an account gets the same answer.
    assert_eq!(invite(&coach, "nobody@example.com", "athlete").await.status(), 201);
    let pending = json_of(coach.get("/api/club/invitations").await).await;
    assert_eq!(pending.as_array().unwrap().len(), 2);

    let token = invitation_token(&app, "ava@example.com").await;
    let stored: Vec<String> = sqlx::query_scalar("SELECT token_hash FROM club_invitations")
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
    assert!(
        stored.iter().all(|hash| hash != &token && hash.len() == 64),
        "only hashes are kept"
    );

    // The athlete sees it on the dashboard.
    let mine = json_of(ava.get("/api/club/me").await).await;
    assert_eq!(mine["invitations"][0]["clubName"], "Riverside RC");
    assert_eq!(mine["clubs"], json!([]));

    // Not an athlete: parents and coaches are refused.
    let parent = member(&app, "parent@example.com", "parent").await;
    let (status, code, _) = error_of(accept(&parent, &token).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "not_an_athlete"));
    let other_coach = member(&app, "other@coach.org", "coach").await;
    let (_, code, _) = error_of(accept(&other_coach, &token).await).await;
    assert_eq!(code, "not_an_athlete");
    // Unknown token.
    let (status, _, _) = error_of(accept(&ava, "not-a-token").await).await;
    assert_eq!(status, 404);

    let joined = json_of(accept(&ava, &token).await).await;
    assert_eq!(
        joined,
        json!({"clubId": club_id, "clubName": "Riverside RC", "kind": "athlete", "waitingForParent": false})
    );
    // Reused.
    let (status, code, _) = error_of(accept(&ava, &token).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "invitation_used"));
    let (status, code, _) = error_of(invite(&coach, "ava@example.com", "athlete").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_on_roster"));
    let roster = json_of(coach.get("/api/club/roster").await).await;
    assert_eq!(roster[0]["id"], ava_id.as_str());
    assert_eq!(roster[0]["fullName"], "Ava Stroke");
    assert_eq!(roster[0]["sharesActivity"], false);
    assert_eq!(roster[0]["activity"], Value::Null);
    assert!(roster[0]["completeness"].as_i64().unwrap() > 0);

    // Expired.
    let (ben, _) = athlete(&app, "ben@example.com", "Ben Bow", "coaches").await;
    assert_eq!(invite(&coach, "ben@example.com", "athlete").await.status(), 201);
    let ben_token = invitation_token(&app, "ben@example.com").await;
    sqlx::query("UPDATE club_invitations SET expires_at = 1 WHERE email = $1")
        .bind("ben@example.com")
        .execute(&app.db.pool)
        .await
        .unwrap();
    let (status, code, _) = error_of(accept(&ben, &ben_token).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (410, "invitation_expired"));
    assert_eq!(json_of(ben.get("/api/club/me").await).await["invitations"], json!([]));
    // An expired invitation does not block a new one; the dashboard accepts by id, a revoked
    // one stops working.
    let again: Value = json_of(invite(&coach, "ben@example.com", "athlete").await).await;
    let revoke = delete(
        &coach,
        &format!("/api/club/invitations/{}", again["id"].as_str().unwrap()),
    )
    .await;
    assert_eq!(revoke.status(), 204);
    let (status, code, _) = error_of(
        ben.post_json(
            &format!("/api/club/invitations/{}/accept", again["id"].as_str().unwrap()),
            &json!({}),
        )
        .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (410, "invitation_expired"));
    assert_eq!(delete(&coach, "/api/club/invitations/nope").await.status(), 404);
    let third: Value = json_of(invite(&coach, "ben@example.com", "athlete").await).await;
    let third_id = third["id"].as_str().unwrap();
    // Only to one's own address.
    let (status, _, _) = error_of(
        ava.post_json(&format!("/api/club/invitations/{third_id}/accept"), &json!({}))
            .await,
    )
    .await;
    assert_eq!(status, 404);
    let mine = json_of(ben.get("/api/club/me").await).await;
    assert_eq!(mine["invitations"][0]["id"], third_id);
    let joined = json_of(
        ben.post_json(&format!("/api/club/invitations/{third_id}/accept"), &json!({}))
            .await,
    )
    .await;
    assert_eq!(joined["clubName"], "Riverside RC");
    assert_eq!(json_of(coach.get("/api/club").await).await["club"]["rosterCount"], 2);

    // Declining from the dashboard.
    let (cara, _) = athlete(&app, "cara@example.com", "Cara Cox", "coaches").await;
    let to_cara: Value = json_of(invite(&coach, "cara@example.com", "athlete").await).await;
    let declined = cara
        .post_json(
            &format!("/api/club/invitations/{}/decline", to_cara["id"].as_str().unwrap()),
            &json!({}),
        )
        .await;
    assert_eq!(declined.status(), 204);
    let (_, code, _) = error_of(accept(&cara, &invitation_token(&app, "cara@example.com").await).await).await;
    assert_eq!(code, "invitation_used");

    // Coaches join a club only on Club Pro.
    let (status, code, error) = error_of(invite(&coach, "assistant@riverside-rc.org", "coach").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
    assert_eq!(
        error["message"],
        "Several coaches share one club team on Club Pro. Your club is on Free trial."
    );

    // The athlete leaves at any time.
    assert_eq!(
        delete(&ava, &format!("/api/club/memberships/{club_id}")).await.status(),
        204
    );
    assert_eq!(
        delete(&ava, &format!("/api/club/memberships/{club_id}")).await.status(),
        404
    );
    assert_eq!(json_of(coach.get("/api/club").await).await["club"]["rosterCount"], 1);
    assert_eq!(
        delete(&coach, &format!("/api/club/roster/{ava_id}")).await.status(),
        404
    );
}

#[tokio::test]
async fn a_minors_parent_is_told_and_club_pro_shares_the_club_with_coaches() {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let teen = minor_waiting_for_consent(&app, "teen@example.com", "mom@example.com").await;
    join(&app, &coach, &teen, "teen@example.com").await;
    let mail = app.wait_for_mail("mom@example.com", "Riverside RC").await;
    assert!(mail.text.contains("Riverside RC"), "{}", mail.text);
    // Adults' parents are not mailed.
    let (adult, _) = athlete(&app, "adult@example.com", "Adult Rower", "coaches").await;
    join(&app, &coach, &adult, "adult@example.com").await;
    assert!(app
        .mails_to("adult@example.com")
        .await
        .iter()
        .all(|m| !m.subject.contains("joined")));

    // Club Pro: a second coach joins, and is verified again for the club.
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let set = put(
        &admin,
        &format!("/api/admin/clubs/{club_id}/plan"),
        &json!({"plan": "club-pro"}),
    )
    .await;
    assert_eq!(set.status(), 200);
    let assistant = member(&app, "assistant@riverside-rc.org", "coach").await;
    assert_eq!(
        invite(&coach, "assistant@riverside-rc.org", "coach").await.status(),
        201
    );
    let token = invitation_token(&app, "assistant@riverside-rc.org").await;
    // An athlete cannot take a coach's invitation.
    let (status, code, _) = error_of(accept(&adult, &token).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "not_a_coach"));
    // A college coach cannot either.
    let college = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let (status, code, _) = error_of(accept(&college, &token).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "has_program"));
    let joined = json_of(accept(&assistant, &token).await).await;
    assert_eq!(joined["kind"], "coach");
    let page = json_of(assistant.get("/api/club").await).await;
    assert_eq!(page["verification"]["status"], "pending");
    assert_eq!(page["club"]["coaches"].as_array().unwrap().len(), 2);
    assert_eq!(page["workspace"]["reason"], "coach_unverified");
    let id = user_id(&assistant).await;
    admin
        .post_json(
            &format!("/api/admin/coaches/{id}/decision"),
            &json!({"decision": "approve"}),
        )
        .await;
    // The teen's membership waits for her parent's approval (coach_reach.rs).
    let roster = json_of(assistant.get("/api/club/roster").await).await;
    assert_eq!(roster.as_array().unwrap().len(), 1);
}

/// Puts `count` placeholder athletes on the club's roster directly in the database.
async fn fill_roster(app: &TestApp, club_id: &str, count: usize) {
    for n in 0..count {
        let id = uuid::Uuid::new_v4().to_string();
        sqlx::query(
            "INSERT INTO users (id, email, password_hash, role, metadata, created_at, updated_at)
             VALUES ($1, $2, 'x', 'student', '{}', 0, 0)",
        )
        .bind(&id)
        .bind(format!("rower{n}-{id}@example.com"))
        .execute(&app.db.pool)
        .await
        .unwrap();
        sqlx::query("INSERT INTO club_members (club_id, athlete_id, joined_at, shares_activity) VALUES ($1, $2, 0, 0)")
            .bind(club_id)
            .bind(&id)
            .execute(&app.db.pool)
            .await
            .unwrap();
    }
}

/// A club on `plan` whose roster holds `limit` athletes: the `limit`th joins, the next is
/// refused at the invitation and, for one invited earlier, at acceptance.
async fn roster_fills_at(plan: &str, limit: Option<usize>, message: &str) {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    if plan != "trial" {
        let admin = cli_admin(&app, "ops@rowrecruit.com").await;
        let set = put(
            &admin,
            &format!("/api/admin/clubs/{club_id}/plan"),
            &json!({"plan": plan}),
        )
        .await;
        assert_eq!(set.status(), 200);
    }
    let n = limit.unwrap_or(40);
    fill_roster(&app, &club_id, n - 1).await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke", "coaches").await;
    let (ben, _) = athlete(&app, "ben@example.com", "Ben Bow", "coaches").await;
    assert_eq!(invite(&coach, "ava@example.com", "athlete").await.status(), 201);
    assert_eq!(invite(&coach, "ben@example.com", "athlete").await.status(), 201);
    // The Nth athlete joins.
    let ava_token = invitation_token(&app, "ava@example.com").await;
    assert_eq!(accept(&ava, &ava_token).await.status(), 200);
    let page = json_of(coach.get("/api/club").await).await;
    assert_eq!(page["club"]["rosterCount"], n);
    let ben_token = invitation_token(&app, "ben@example.com").await;
    match limit {
        Some(_) => {
            // N+1: refused at the invitation…
            let (status, code, error) = error_of(invite(&coach, "cara@example.com", "athlete").await).await;
            assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
            assert_eq!(error["message"], message);
            // …and at acceptance of an invitation sent before the roster filled up.
            let (status, code, _) = error_of(accept(&ben, &ben_token).await).await;
            assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
            assert_eq!(json_of(coach.get("/api/club").await).await["club"]["rosterCount"], n);
        }
        None => {
            assert_eq!(invite(&coach, "cara@example.com", "athlete").await.status(), 201);
            assert_eq!(accept(&ben, &ben_token).await.status(), 200);
            assert_eq!(
                json_of(coach.get("/api/club").await).await["club"]["rosterCount"],
                n + 1
            );
        }
    }
    assert_eq!(
        json_of(coach.get("/api/club/roster").await)
            .await
            .as_array()
            .unwrap()
            .len(),
        json_of(coach.get("/api/club").await).await["club"]["rosterCount"]
            .as_u64()
            .unwrap() as usize
    );
}

#[tokio::test]
async fn the_coach_essential_roster_holds_ten() {
    roster_fills_at(
        "coach-essential",
        Some(10),
        "Your club's roster is full: the Coach Essential plan holds 10 athletes. Coach Premium holds 25 and Club Pro has no limit.",
    )
    .await;
}

#[tokio::test]
async fn the_trial_roster_holds_ten() {
    roster_fills_at(
        "trial",
        Some(10),
        "Your club's roster is full: the free trial holds 10 athletes. Coach Premium holds 25 and Club Pro has no limit.",
    )
    .await;
}

#[tokio::test]
async fn the_coach_premium_roster_holds_twenty_five() {
    roster_fills_at(
        "coach-premium",
        Some(25),
        "Your club's roster is full: the Coach Premium plan holds 25 athletes. Club Pro has no limit.",
    )
    .await;
}

#[tokio::test]
async fn the_club_pro_roster_has_no_limit() {
    roster_fills_at("club-pro", None, "").await;
}

#[tokio::test]
async fn attestations_come_from_the_athletes_own_club_and_an_edit_clears_them() {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (rival, rival_club) = club_coach(&app, "coach@lakeside-rc.org", "Lakeside RC").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "link").await;
    join(&app, &coach, &ava, "ava@example.com").await;

    let test = json_of(
        ava.post_json(
            "/api/performance/erg-tests",
            &json!({"piece": "2k", "time": "6:58.4", "date": days_ago(5), "verificationCode": "C2123456"}),
        )
        .await,
    )
    .await;
    let test_id = test["id"].as_str().unwrap().to_owned();
    assert_eq!(test["attestation"], Value::Null);
    let plain = json_of(
        ava.post_json(
            "/api/performance/erg-tests",
            &json!({"piece": "6k", "time": "22:10.0", "date": days_ago(3)}),
        )
        .await,
    )
    .await;
    let race = json_of(
        ava.post_json(
            "/api/performance/races",
            &json!({"regatta": "Head of the Charles", "date": days_ago(30), "event": "Women's Youth 8+",
                    "boatClass": "8+", "seat": "4", "place": 3, "time": "16:41.2"}),
        )
        .await,
    )
    .await;

    // Only from a club whose roster the athlete is on, for the athlete's own result.
    let ask = |club: &str, body: Value| {
        let mut body = body;
        body["clubId"] = json!(club);
        body
    };
    let (status, _, _) = error_of(
        ava.post_json(
            "/api/club/attestations",
            &ask(&rival_club, json!({"ergTestId": test_id})),
        )
        .await,
    )
    .await;
    assert_eq!(status, 404);
    let (status, _, _) = error_of(
        ava.post_json(
            "/api/club/attestations",
            &ask(&club_id, json!({"ergTestId": test_id, "raceResultId": "x"})),
        )
        .await,
    )
    .await;
    assert_eq!(status, 422);
    let requested = ava
        .post_json("/api/club/attestations", &ask(&club_id, json!({"ergTestId": test_id})))
        .await;
    assert_eq!(requested.status(), 201);
    let requested: Value = requested.json().await.unwrap();
    assert_eq!(requested["status"], "requested");
    assert_eq!(requested["kind"], "erg");
    assert_eq!(requested["resultId"], test_id.as_str());
    assert_eq!(requested["clubName"], "Riverside RC");
    let request_id = requested["id"].as_str().unwrap().to_owned();
    let (status, code, _) = error_of(
        ava.post_json("/api/club/attestations", &ask(&club_id, json!({"ergTestId": test_id})))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_requested"));
    let other = member(&app, "other@example.com", "student").await;
    let (status, _, _) = error_of(
        other
            .post_json("/api/club/attestations", &ask(&club_id, json!({"ergTestId": test_id})))
            .await,
    )
    .await;
    assert_eq!(status, 404);

    // A coach of another club neither sees nor decides it.
    assert_eq!(json_of(rival.get("/api/club/attestations").await).await, json!([]));
    let refused = rival
        .post_json(
            &format!("/api/club/attestations/{request_id}/confirm"),
            &json!({"codeChecked": true}),
        )
        .await;
    assert_eq!(refused.status(), 404);
    let refused = rival
        .post_json(
            &format!("/api/club/attestations/{request_id}/decline"),
            &json!({"reason": "No"}),
        )
        .await;
    assert_eq!(refused.status(), 404);

    // The athlete's own club coach sees the code and confirms it.
    let queue = json_of(coach.get("/api/club/attestations").await).await;
    assert_eq!(queue[0]["athlete"], json!({"id": ava_id, "fullName": "Ava Stroke"}));
    assert_eq!(queue[0]["erg"]["verificationCode"], "C2123456");
    assert_eq!(queue[0]["race"], Value::Null);
    let attestation = json_of(
        coach
            .post_json(
                &format!("/api/club/attestations/{request_id}/confirm"),
                &json!({"codeChecked": true}),
            )
            .await,
    )
    .await;
    assert_eq!(
        attestation,
        json!({"clubName": "Riverside RC", "coachName": null, "attestedOn": today(), "codeChecked": true})
    );
    let (status, code, _) = error_of(
        coach
            .post_json(&format!("/api/club/attestations/{request_id}/confirm"), &json!({}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "already_decided"));
    let log = json_of(ava.get("/api/performance").await).await;
    let logged = log["ergTests"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == test_id.as_str())
        .unwrap();
    assert_eq!(logged["attestation"], attestation);
    let (_, code, _) = error_of(
        ava.post_json("/api/club/attestations", &ask(&club_id, json!({"ergTestId": test_id})))
            .await,
    )
    .await;
    assert_eq!(code, "already_attested");

    // College coaches see it on the profile and search by it; never the code.
    let college = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let profile = json_of(college.get(&format!("/api/athletes/{ava_id}")).await).await;
    let shared = profile["ergTests"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == test_id.as_str())
        .unwrap();
    assert_eq!(shared["attestation"], attestation);
    assert_eq!(shared["verificationCodeProvided"], true);
    assert!(shared.get("verificationCode").is_none());
    assert!(!profile.to_string().contains("C2123456"));
    let found = json_of(college.get("/api/coach/athletes?verifiedOnly=true").await).await;
    assert_eq!(found["total"], 1);
    assert_eq!(
        found["items"][0]["verified2k"],
        json!({"tenths": 4184, "time": "6:58.4"})
    );
    let found = json_of(college.get("/api/coach/athletes?verifiedOnly=true&max2k=6:50.0").await).await;
    assert_eq!(found["total"], 0);
    let share: Value = json_of(ava.post_json("/api/profile/share-link", &json!({})).await).await;
    let token = share["token"].as_str().unwrap();
    let public = json_of(app.another_browser().get(&format!("/api/share/{token}")).await).await;
    let shared = public["ergTests"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == test_id.as_str())
        .unwrap();
    assert_eq!(shared["attestation"]["clubName"], "Riverside RC");

    // An edit removes the attestation.
    let edited = json_of(
        put(
            &ava,
            &format!("/api/performance/erg-tests/{test_id}"),
            &json!({"piece": "2k", "time": "6:55.0", "date": days_ago(5), "verificationCode": "C2123456"}),
        )
        .await,
    )
    .await;
    assert_eq!(edited["attestation"], Value::Null);
    let found = json_of(college.get("/api/coach/athletes?verifiedOnly=true").await).await;
    assert_eq!(found["total"], 0);
    assert_eq!(found["items"], json!([]));
    let all = json_of(college.get("/api/coach/athletes").await).await;
    assert_eq!(all["items"][0]["verified2k"], Value::Null);

    // No code, nothing to check; races have no code either. Declines carry a reason.
    let ask_plain = json_of(
        ava.post_json(
            "/api/club/attestations",
            &ask(&club_id, json!({"ergTestId": plain["id"]})),
        )
        .await,
    )
    .await;
    let (status, _, error) = error_of(
        coach
            .post_json(
                &format!("/api/club/attestations/{}/confirm", ask_plain["id"].as_str().unwrap()),
                &json!({"codeChecked": true}),
            )
            .await,
    )
    .await;
    assert_eq!(status, 422);
    assert!(error["fields"]["codeChecked"].is_string());
    let ask_race = json_of(
        ava.post_json(
            "/api/club/attestations",
            &ask(&club_id, json!({"raceResultId": race["id"]})),
        )
        .await,
    )
    .await;
    assert_eq!(ask_race["kind"], "race");
    let race_request = ask_race["id"].as_str().unwrap().to_owned();
    let queue = json_of(coach.get("/api/club/attestations").await).await;
    let queued = queue
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == race_request.as_str())
        .unwrap();
    assert_eq!(queued["race"]["regatta"], "Head of the Charles");
    let (status, _, _) = error_of(
        coach
            .post_json(
                &format!("/api/club/attestations/{race_request}/decline"),
                &json!({"reason": " "}),
            )
            .await,
    )
    .await;
    assert_eq!(status, 422);
    let declined = coach
        .post_json(
            &format!("/api/club/attestations/{race_request}/decline"),
            &json!({"reason": "Wrong seat"}),
        )
        .await;
    assert_eq!(declined.status(), 204);
    let mine = json_of(ava.get("/api/club/me").await).await;
    let entry = mine["attestations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == race_request.as_str())
        .unwrap();
    assert_eq!(entry["status"], "declined");
    assert_eq!(entry["reason"], "Wrong seat");

    // Confirming the race, then editing it, clears it too.
    let again = json_of(
        ava.post_json(
            "/api/club/attestations",
            &ask(&club_id, json!({"raceResultId": race["id"]})),
        )
        .await,
    )
    .await;
    let confirmed = coach
        .post_json(
            &format!("/api/club/attestations/{}/confirm", again["id"].as_str().unwrap()),
            &json!({}),
        )
        .await;
    assert_eq!(confirmed.status(), 200);
    let log = json_of(ava.get("/api/performance").await).await;
    assert_eq!(log["races"][0]["attestation"]["codeChecked"], false);
    let race_id = race["id"].as_str().unwrap();
    let edited = json_of(
        put(
            &ava,
            &format!("/api/performance/races/{race_id}"),
            &json!({"regatta": "Head of the Charles", "date": days_ago(30), "event": "Women's Youth 8+",
                    "boatClass": "8+", "seat": "5", "place": 3, "time": "16:41.2"}),
        )
        .await,
    )
    .await;
    assert_eq!(edited["attestation"], Value::Null);
    // Editing the requested 6k cancels its request.
    put(
        &ava,
        &format!("/api/performance/erg-tests/{}", plain["id"].as_str().unwrap()),
        &json!({"piece": "6k", "time": "22:05.0", "date": days_ago(3)}),
    )
    .await;
    assert_eq!(json_of(coach.get("/api/club/attestations").await).await, json!([]));
}

#[tokio::test]
async fn evaluations_are_read_only_by_verified_college_coaches() {
    let app = TestApp::spawn().await;
    let (coach, _club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "link").await;
    let (_, ben_id) = athlete(&app, "ben@example.com", "Ben Bow", "coaches").await;
    join(&app, &coach, &ava, "ava@example.com").await;

    let path = format!("/api/club/evaluations/{ava_id}");
    let body = json!({"technique": 4, "fitness": 5, "coachability": 5, "comments": "Strong catch, great teammate."});
    let (status, _, error) = error_of(
        put(
            &coach,
            &path,
            &json!({"technique": 0, "fitness": 6, "coachability": 3, "comments": "x".repeat(2001)}),
        )
        .await,
    )
    .await;
    assert_eq!(status, 422);
    for field in ["technique", "fitness", "comments"] {
        assert!(error["fields"][field].is_string(), "{field}: {error}");
    }
    // Only for an athlete on the roster.
    let (status, _, _) = error_of(put(&coach, &format!("/api/club/evaluations/{ben_id}"), &body).await).await;
    assert_eq!(status, 404);
    let saved = json_of(put(&coach, &path, &body).await).await;
    assert!(saved["updatedAt"].is_string());
    let roster = json_of(coach.get("/api/club/roster").await).await;
    assert_eq!(roster[0]["evaluation"]["withdrawn"], false);

    // The verified college coach reads it.
    let college = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let profile = json_of(college.get(&format!("/api/athletes/{ava_id}")).await).await;
    assert_eq!(
        profile["clubEvaluations"],
        json!([{"clubName": "Riverside RC", "coachName": null, "technique": 4, "fitness": 5,
                "coachability": 5, "comments": "Strong catch, great teammate.", "writtenAt": saved["updatedAt"]}])
    );
    // The athlete sees that it exists, never what it says.
    let own = json_of(ava.get(&format!("/api/athletes/{ava_id}")).await).await;
    assert_eq!(own["clubEvaluations"], Value::Null);
    let mine = json_of(ava.get("/api/club/me").await).await;
    let notice = &mine["evaluations"][0];
    assert_eq!(notice["clubName"], "Riverside RC");
    assert_eq!(notice["withdrawn"], false);
    assert!(!mine.to_string().contains("Strong catch"));
    // The share page, the club coach, an unverified coach and a parent get nothing.
    let share: Value = json_of(ava.post_json("/api/profile/share-link", &json!({})).await).await;
    let public = json_of(
        app.another_browser()
            .get(&format!("/api/share/{}", share["token"].as_str().unwrap()))
            .await,
    )
    .await;
    assert_eq!(public["clubEvaluations"], Value::Null);
    let club_view = json_of(coach.get(&format!("/api/athletes/{ava_id}")).await).await;
    assert_eq!(club_view["clubEvaluations"], Value::Null);
    // The club coach sees only their own roster's athletes.
    assert_eq!(coach.get(&format!("/api/athletes/{ben_id}")).await.status(), 404);
    let unverified = member(&app, "pending@uw.edu", "coach").await;
    assert_eq!(unverified.get(&format!("/api/athletes/{ava_id}")).await.status(), 404);
    let parent = member(&app, "parent@example.com", "parent").await;
    assert_eq!(parent.get(&format!("/api/athletes/{ava_id}")).await.status(), 404);
    let export = json_of(ava.get("/api/account/export").await).await;
    assert_eq!(export["clubs"]["memberships"][0]["clubName"], "Riverside RC");
    assert!(!export.to_string().contains("Strong catch"));

    // Withdrawn: college coaches stop seeing it at once, and the club cannot write it again.
    let evaluation_id = notice["id"].as_str().unwrap();
    let withdrawn = ava
        .post_json(&format!("/api/club/evaluations/{evaluation_id}/withdraw"), &json!({}))
        .await;
    assert_eq!(withdrawn.status(), 204);
    let profile = json_of(college.get(&format!("/api/athletes/{ava_id}")).await).await;
    assert_eq!(profile["clubEvaluations"], json!([]));
    let (status, code, _) = error_of(put(&coach, &path, &body).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "evaluation_withdrawn"));
    assert_eq!(delete(&coach, &path).await.status(), 204);
    let (_, code, _) = error_of(put(&coach, &path, &body).await).await;
    assert_eq!(code, "evaluation_withdrawn");
    let mine = json_of(ava.get("/api/club/me").await).await;
    assert_eq!(mine["evaluations"][0]["withdrawn"], true);
    let other = member(&app, "other@example.com", "student").await;
    let (status, _, _) = error_of(
        other
            .post_json(&format!("/api/club/evaluations/{evaluation_id}/withdraw"), &json!({}))
            .await,
    )
    .await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn the_club_coach_sees_only_the_activity_an_athlete_shares() {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "coaches").await;
    join(&app, &coach, &ava, "ava@example.com").await;
    let college = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    assert_eq!(college.get(&format!("/api/athletes/{ava_id}")).await.status(), 200);
    let roster = json_of(coach.get("/api/club/roster").await).await;
    assert_eq!(roster[0]["activity"], Value::Null);

    let sharing = format!("/api/club/memberships/{club_id}/sharing");
    assert_eq!(
        put(&ava, &sharing, &json!({"sharesActivity": true})).await.status(),
        204
    );
    let roster = json_of(coach.get("/api/club/roster").await).await;
    assert_eq!(roster[0]["sharesActivity"], true);
    assert_eq!(roster[0]["activity"]["viewedBy"][0]["schoolId"], "yale-university");
    assert_eq!(roster[0]["activity"]["viewedBy"][0]["lastViewedOn"], today());
    assert_eq!(roster[0]["activity"]["conversations"], json!([]));
    let mine = json_of(ava.get("/api/club/me").await).await;
    assert_eq!(mine["clubs"][0]["sharesActivity"], true);
    assert_eq!(
        put(&ava, &sharing, &json!({"sharesActivity": false})).await.status(),
        204
    );
    assert_eq!(
        json_of(coach.get("/api/club/roster").await).await[0]["activity"],
        Value::Null
    );
    assert_eq!(
        put(
            &coach,
            "/api/club/memberships/x/sharing",
            &json!({"sharesActivity": true})
        )
        .await
        .status(),
        403
    );

    // The coach takes the athlete off the roster.
    assert_eq!(
        delete(&coach, &format!("/api/club/roster/{ava_id}")).await.status(),
        204
    );
    assert_eq!(json_of(coach.get("/api/club/roster").await).await, json!([]));
    assert_eq!(json_of(ava.get("/api/club/me").await).await["clubs"], json!([]));
}
