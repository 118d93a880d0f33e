//! The parent portal: linking, read-only views of one's own children, consent scopes that act at
//! once, refusing collection and deleting per child, family plan limits, the 18th birthday and
//! the weekly digest.

use serde_json::{json, Value};

use crate::helpers::{
    born, cli_admin, delete, error_of, member, put, user_id, verified_coach, TestApp, MEMBER_PASSWORD,
};

/// A Division III program: coaches may write at any time.
const DIII: &str = "bates-college";
const DAY_MS: i64 = 24 * 3_600_000;

pub(crate) async fn json_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{status}: {body}");
    body
}

/// A minor athlete born on `birth_date`, signed up naming `parent`, confirmed and signed in, with
/// a profile shown to coaches. The consent request waits for the parent.
pub(crate) async fn minor(app: &TestApp, email: &str, parent: &str, name: &str, birth_date: &str) -> (TestApp, String) {
    let browser = app.another_browser();
    let data = json!({
        "role": "student", "birthDate": birth_date, "userState": "NY",
        "parentEmail": parent, "parentRelation": "parent", "consentAcknowledged": true,
        "needsParentalConsent": true,
    });
    let signed_up = browser
        .post_json(
            "/api/auth/signup",
            &json!({"email": email, "password": MEMBER_PASSWORD, "data": data}),
        )
        .await;
    assert_eq!(signed_up.status(), 200);
    let token = app.wait_for_mail(email, "Confirm").await.token_for("/welcome");
    browser.post_json("/api/auth/confirm", &json!({"token": token})).await;
    assert_eq!(browser.sign_in(email, MEMBER_PASSWORD, false).await.status(), 200);
    let profile = json!({"fullName": name, "gradYear": 2027, "squad": "womens", "erg2k": "7:05.0",
                         "visibility": "coaches"});
    assert_eq!(put(&browser, "/api/profile", &profile).await.status(), 200);
    let id = user_id(&browser).await;
    (browser, id)
}

/// The parent approves the consent request in the email they received.
pub(crate) async fn approve(app: &TestApp, parent: &str, child_email: &str) {
    let mail = app
        .mails_to(parent)
        .await
        .into_iter()
        .find(|m| m.subject.contains("Your consent is needed") && m.text.contains(child_email))
        .unwrap_or_else(|| panic!("no consent email to {parent} for {child_email}"));
    let decided = app
        .another_browser()
        .post_json(
            "/api/consent/decide",
            &json!({"token": mail.token_for("/parental-consent"), "decision": "approve"}),
        )
        .await;
    assert_eq!(decided.status(), 200);
}

/// A 16-year-old whose parent approved the account and then created a parent account from the
/// same address: signing in links them.
pub(crate) async fn family(app: &TestApp, child: &str, parent: &str) -> (TestApp, String, TestApp) {
    let (athlete, id) = minor(app, child, parent, "Ava Stroke", &born(16, 0)).await;
    approve(app, parent, child).await;
    let parent = member(app, parent, "parent").await;
    (athlete, id, parent)
}

/// The parent turns the child's coach communications off or on, with their password.
pub(crate) async fn coach_communications(parent: &TestApp, child_id: &str, on: bool) -> reqwest::Response {
    put(
        parent,
        &format!("/api/family/children/{child_id}/consents"),
        &json!({"coachCommunications": on, "password": MEMBER_PASSWORD}),
    )
    .await
}

pub(crate) async fn children(parent: &TestApp) -> Vec<Value> {
    json_of(parent.get("/api/family").await).await["children"]
        .as_array()
        .unwrap()
        .clone()
}

pub(crate) async fn search_ids(coach: &TestApp) -> Vec<String> {
    json_of(coach.get("/api/coach/athletes?pageSize=50").await).await["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap().to_owned())
        .collect()
}

pub(crate) async fn log_events(admin: &TestApp, user: &str, event_type: &str) -> Vec<Value> {
    json_of(
        admin
            .get(&format!("/api/admin/compliance-log?user={user}&eventType={event_type}"))
            .await,
    )
    .await
    .as_array()
    .unwrap()
    .clone()
}

pub(crate) async fn invite(athlete: &TestApp, email: &str) -> String {
    let tokens = |mails: Vec<crate::helpers::Mail>| -> Vec<String> {
        mails
            .into_iter()
            .filter(|m| m.subject.contains("invited you to follow"))
            .map(|m| m.token_for("/family-invitation"))
            .collect()
    };
    let before = tokens(athlete.mails_to(email).await);
    let sent = athlete
        .post_json(
            "/api/family/invitations",
            &json!({"email": email, "relation": "parent"}),
        )
        .await;
    let sent = json_of(sent).await;
    assert_eq!(sent["email"], email);
    assert!(sent["expiresAt"].is_string());
    tokens(athlete.mails_to(email).await)
        .into_iter()
        .find(|t| !before.contains(t))
        .unwrap_or_else(|| panic!("no new invitation to {email}"))
}

pub(crate) async fn accept(parent: &TestApp, token: &str) -> reqwest::Response {
    parent
        .post_json("/api/family/invitations/accept", &json!({"token": token}))
        .await
}

/// The signed-in person starts their free trial of `plan` (no card).
pub(crate) async fn start_trial(member: &TestApp, plan: &str) {
    let started = member
        .post_json("/api/account/plan/trial", &json!({"plan": plan}))
        .await;
    assert_eq!(started.status(), 201, "{}", started.text().await.unwrap_or_default());
}

#[tokio::test]
async fn a_parent_reads_only_their_own_children_and_never_writes_for_them() {
    let app = TestApp::spawn().await;
    let (athlete, child_id, parent) = family(&app, "ava@example.com", "mom@example.com").await;

    let listed = children(&parent).await;
    assert_eq!(listed.len(), 1);
    let child = &listed[0];
    assert_eq!(child["id"], child_id.as_str());
    assert_eq!(
        (child["fullName"].as_str(), child["gradYear"].as_i64()),
        (Some("Ava Stroke"), Some(2027))
    );
    assert_eq!(
        (child["age"].as_u64(), child["minor"].as_bool()),
        (Some(16), Some(true))
    );
    assert_eq!(
        (child["consentStatus"].as_str(), child["frozen"].as_bool()),
        (Some("approved"), Some(false))
    );
    let consents = &child["consents"];
    assert_eq!(consents["basicUse"]["required"], true);
    assert_eq!(consents["basicUse"]["granted"], true);
    assert!(consents["basicUse"]["changedAt"].is_string());
    assert_eq!(consents["coachCommunications"]["granted"], true);
    assert_eq!(consents["thirdPartySharing"]["granted"], false);
    assert!(consents["thirdPartySharing"]["changedAt"].is_null());
    let overview = json_of(parent.get("/api/family").await).await;
    assert_eq!(
        overview["plan"],
        json!({"id": null, "name": "Family Basic", "childrenLimit": 1})
    );
    assert_eq!(overview["digest"], true);
    // Opening the portal again links nothing twice.
    assert_eq!(children(&parent).await.len(), 1);

    // The owner's shapes, read-only.
    let base = format!("/api/family/children/{child_id}");
    let profile = json_of(parent.get(&base).await).await;
    assert_eq!(profile, json_of(athlete.get("/api/profile").await).await);
    assert_eq!(
        json_of(parent.get(&format!("{base}/performance")).await).await,
        json_of(athlete.get("/api/performance").await).await
    );
    assert_eq!(
        json_of(parent.get(&format!("{base}/saved-schools")).await).await,
        json_of(athlete.get("/api/me/schools").await).await
    );
    assert_eq!(
        json_of(parent.get(&format!("{base}/views")).await).await,
        json_of(athlete.get("/api/profile/views").await).await
    );
    let export = parent
        .post_json(&format!("{base}/export"), &json!({"password": MEMBER_PASSWORD}))
        .await;
    assert_eq!(export.status(), 200);
    assert!(export.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains("attachment"));
    let export: Value = export.json().await.unwrap();
    assert_eq!(export["account"]["id"], child_id.as_str());

    // A coach writes; the parent reads the thread without marking it read for the child.
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let started = coach
        .post_json(
            "/api/messages",
            &json!({"athleteId": child_id, "body": "Come row with us."}),
        )
        .await;
    assert_eq!(started.status(), 201);
    let conversation = json_of(started).await["conversationId"].as_str().unwrap().to_owned();
    let inbox = json_of(parent.get(&format!("{base}/conversations")).await).await;
    assert_eq!(inbox["conversations"][0]["id"], conversation.as_str());
    let thread = json_of(parent.get(&format!("{base}/conversations/{conversation}")).await).await;
    assert_eq!(thread["messages"][0]["body"], "Come row with us.");
    assert_eq!(children(&parent).await[0]["unreadForChild"], 1);
    assert_eq!(json_of(athlete.get("/api/messages/unread").await).await["unread"], 1);

    // Parents never write for the child: no write route exists here, and the child's own routes
    // act on the parent's own account or refuse.
    let write = parent
        .send_json(reqwest::Method::PUT, &base, &json!({"fullName": "Changed"}))
        .await;
    assert_eq!(write.status(), 405);
    let (status, _, _) = error_of(
        parent
            .post_json(
                &format!("/api/messages/{conversation}/messages"),
                &json!({"body": "Hello coach, this is Ava's mother."}),
            )
            .await,
    )
    .await;
    assert_eq!(status, 403);
    let (status, _, _) = error_of(
        parent
            .post_json("/api/messages", &json!({"schoolId": DIII, "body": "Hello"}))
            .await,
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(
        json_of(athlete.get("/api/profile").await).await["fullName"],
        "Ava Stroke"
    );
    assert_eq!(
        json_of(athlete.get(&format!("/api/messages/{conversation}")).await).await["messages"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // Another parent sees nothing of this child; an athlete has no portal.
    let stranger = member(&app, "stranger@example.com", "parent").await;
    assert!(children(&stranger).await.is_empty());
    for path in [
        base.clone(),
        format!("{base}/performance"),
        format!("{base}/saved-schools"),
        format!("{base}/views"),
        format!("{base}/conversations"),
        format!("{base}/conversations/{conversation}"),
    ] {
        let (status, code, _) = error_of(stranger.get(&path).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"), "{path}");
    }
    let (status, code, _) = error_of(
        stranger
            .post_json(&format!("{base}/export"), &json!({"password": MEMBER_PASSWORD}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"));
    let (status, code, _) = error_of(
        put(
            &stranger,
            &format!("{base}/consents"),
            &json!({"analytics": true, "password": MEMBER_PASSWORD}),
        )
        .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"));
    let (status, code, _) = error_of(athlete.get("/api/family").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));
}

#[tokio::test]
async fn consent_changes_take_effect_at_once_on_search_and_messaging() {
    let app = TestApp::spawn().await;
    let (_athlete, child_id, parent) = family(&app, "ava@example.com", "mom@example.com").await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    assert!(search_ids(&coach).await.contains(&child_id));
    let started = coach
        .post_json("/api/messages", &json!({"athleteId": child_id, "body": "Hello Ava."}))
        .await;
    let conversation = json_of(started).await["conversationId"].as_str().unwrap().to_owned();

    let consents_path = format!("/api/family/children/{child_id}/consents");
    let consents = json_of(coach_communications(&parent, &child_id, false).await).await;
    assert_eq!(consents["coachCommunications"]["granted"], false);
    assert!(consents["coachCommunications"]["changedAt"].is_string());
    assert_eq!(consents["basicUse"]["granted"], true);

    // At once: out of search, and no coach message goes through.
    assert!(!search_ids(&coach).await.contains(&child_id));
    let (status, code, _) = error_of(
        coach
            .post_json(
                &format!("/api/messages/{conversation}/messages"),
                &json!({"body": "Still there?"}),
            )
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "parent_paused_coach_contact"));
    let (status, _, _) = error_of(coach.get(&format!("/api/athletes/{child_id}")).await).await;
    assert_eq!(status, 404);

    // Given again: back at once.
    let consents = json_of(
        put(
            &parent,
            &consents_path,
            &json!({"coachCommunications": true, "thirdPartySharing": true, "password": MEMBER_PASSWORD}),
        )
        .await,
    )
    .await;
    assert_eq!(consents["coachCommunications"]["granted"], true);
    assert_eq!(consents["thirdPartySharing"]["granted"], true);
    assert!(consents["thirdPartySharing"]["changedAt"].is_string());
    assert_eq!(consents["analytics"]["granted"], false);
    assert!(search_ids(&coach).await.contains(&child_id));
    let replied = coach
        .post_json(
            &format!("/api/messages/{conversation}/messages"),
            &json!({"body": "Welcome back."}),
        )
        .await;
    assert_eq!(replied.status(), 201);

    // Each change is in the compliance log, with the scope, the choice and the parent.
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let parent_id = user_id(&parent).await;
    let logged = log_events(&admin, &child_id, "consent_scope_changed").await;
    assert_eq!(logged.len(), 3);
    let details: Vec<_> = logged.iter().map(|e| e["details"].clone()).collect();
    assert!(details.contains(&json!({"scope": "coach_communications", "granted": false, "by": parent_id})));
    assert!(details.contains(&json!({"scope": "coach_communications", "granted": true, "by": parent_id})));
    assert!(details.contains(&json!({"scope": "third_party_sharing", "granted": true, "by": parent_id})));
    assert_eq!(children(&parent).await[0]["consents"], consents);
}

#[tokio::test]
async fn refusing_collection_and_deleting_act_on_one_child_only() {
    let app = TestApp::spawn().await;
    let (ava, ava_id) = minor(&app, "ava@example.com", "mom@example.com", "Ava Stroke", &born(16, 0)).await;
    let (ben, ben_id) = minor(&app, "ben@example.com", "mom@example.com", "Ben Stroke", &born(15, 0)).await;
    approve(&app, "mom@example.com", "ava@example.com").await;
    approve(&app, "mom@example.com", "ben@example.com").await;
    let parent = member(&app, "mom@example.com", "parent").await;
    // Family Basic follows one athlete: the second waits for a larger plan.
    assert_eq!(children(&parent).await.len(), 1);
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let parent_id = user_id(&parent).await;
    let set = put(
        &admin,
        &format!("/api/admin/users/{parent_id}/plan"),
        &json!({"plan": "family-plus"}),
    )
    .await;
    assert_eq!(set.status(), 200);
    let users = json_of(admin.get("/api/admin/users?q=mom").await).await;
    assert_eq!(users[0]["plan"], "family-plus");
    assert_eq!(children(&parent).await.len(), 2);
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    assert!(search_ids(&coach).await.contains(&ava_id));

    // Refusing further collection for Ava: the parent's password first.
    let freeze = format!("/api/family/children/{ava_id}/freeze");
    let (status, code, error) = error_of(parent.post_json(&freeze, &json!({"password": "not it"})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));
    assert!(error["fields"]["password"].is_string());
    assert_eq!(
        parent
            .post_json(&freeze, &json!({"password": MEMBER_PASSWORD}))
            .await
            .status(),
        204
    );
    // Her session ended, she cannot sign in, coaches no longer find or reach her.
    assert_eq!(ava.get("/api/profile").await.status(), 401);
    let (status, code, _) = error_of(ava.sign_in("ava@example.com", MEMBER_PASSWORD, false).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "account_frozen"));
    assert!(!search_ids(&coach).await.contains(&ava_id));
    assert!(search_ids(&coach).await.contains(&ben_id));
    let (status, _, _) = error_of(
        coach
            .post_json("/api/messages", &json!({"athleteId": ava_id, "body": "Hi"}))
            .await,
    )
    .await;
    assert_eq!(status, 404);
    // Ben is untouched.
    assert_eq!(ben.get("/api/profile").await.status(), 200);
    let listed = children(&parent).await;
    let frozen = |id: &str| listed.iter().find(|c| c["id"] == id).unwrap()["frozen"].clone();
    assert_eq!((frozen(&ava_id), frozen(&ben_id)), (json!(true), json!(false)));
    assert_eq!(log_events(&admin, &ava_id, "collection_refused").await.len(), 1);

    // Lifting the freeze lets her back in and shows her again.
    let unfrozen = parent
        .post_json(
            &format!("/api/family/children/{ava_id}/unfreeze"),
            &json!({"password": MEMBER_PASSWORD}),
        )
        .await;
    assert_eq!(unfrozen.status(), 204);
    assert_eq!(
        ava.sign_in("ava@example.com", MEMBER_PASSWORD, false).await.status(),
        200
    );
    assert!(search_ids(&coach).await.contains(&ava_id));
    assert_eq!(log_events(&admin, &ava_id, "collection_resumed").await.len(), 1);

    // Deleting Ben: password required; his account goes, the log keeps only anonymous entries.
    let delete_ben = format!("/api/family/children/{ben_id}/delete");
    let (status, _, _) = error_of(parent.post_json(&delete_ben, &json!({"password": "wrong"})).await).await;
    assert_eq!(status, 422);
    assert_eq!(
        parent
            .post_json(&delete_ben, &json!({"password": MEMBER_PASSWORD}))
            .await
            .status(),
        204
    );
    let listed = children(&parent).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["id"], ava_id.as_str());
    assert_eq!(ben.get("/api/profile").await.status(), 401);
    let (status, _, _) = error_of(ben.sign_in("ben@example.com", MEMBER_PASSWORD, false).await).await;
    assert_eq!(status, 400);
    let deleted = log_events(&admin, &ben_id, "account_deleted").await;
    assert_eq!(deleted.len(), 1);
    assert_eq!(deleted[0]["email"], "");
    for event in log_events(&admin, &ben_id, "parental_consent_approved").await {
        assert!(event["details"].get("parent_email").is_none(), "{event}");
    }
    // Ava is untouched.
    assert_eq!(ava.get("/api/profile").await.status(), 200);
}

#[tokio::test]
async fn family_plans_follow_their_number_of_athletes_and_refuse_one_more() {
    let app = TestApp::spawn().await;
    let parent = member(&app, "dad@example.com", "parent").await;
    let mut with_tokens = Vec::new();
    for n in 1..=5 {
        let athlete = member(&app, &format!("rower{n}@example.com"), "student").await;
        let token = invite(&athlete, "dad@example.com").await;
        // The athlete's next invitation to the same parent would be a duplicate.
        let (status, code, _) = error_of(
            athlete
                .post_json("/api/family/invitations", &json!({"email": "dad@example.com"}))
                .await,
        )
        .await;
        assert_eq!((status.as_u16(), code.as_str()), (409, "already_invited"));
        assert_eq!(
            json_of(athlete.get("/api/family/invitations").await)
                .await
                .as_array()
                .unwrap()
                .len(),
            1
        );
        with_tokens.push((athlete, token));
    }

    // These athletes are adults without a plan: a parent follows them with a family plan.
    let (status, code, error) = error_of(accept(&parent, &with_tokens[0].1).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
    assert!(error["message"].as_str().unwrap().starts_with("Once you are 18"));

    // Family Basic: one athlete (N = 1), and the second is refused naming larger plans.
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let parent_id = user_id(&parent).await;
    let plan = |plan: Value| {
        let admin = &admin;
        let path = format!("/api/admin/users/{parent_id}/plan");
        async move { put(admin, &path, &json!({"plan": plan})).await.status() }
    };
    assert_eq!(plan(json!("family-basic")).await, 200);
    let accepted = json_of(accept(&parent, &with_tokens[0].1).await).await;
    assert!(accepted["childId"].is_string());
    let (status, code, error) = error_of(accept(&parent, &with_tokens[1].1).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
    assert_eq!(
        error["message"],
        "Your Family Basic plan follows 1 athlete. Family Plus follows up to 3 and Family Premier has no limit."
    );

    // Family Plus: 3 athletes (N = 3), the fourth refused.
    assert_eq!(plan(json!("family-plus")).await, 200);
    assert_eq!(accept(&parent, &with_tokens[1].1).await.status(), 200);
    assert_eq!(accept(&parent, &with_tokens[2].1).await.status(), 200);
    let (status, code, error) = error_of(accept(&parent, &with_tokens[3].1).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
    assert_eq!(
        error["message"],
        "Your Family Plus plan follows up to 3 athletes. Family Premier has no limit."
    );
    assert_eq!(children(&parent).await.len(), 3);

    // Family Premier: no limit.
    assert_eq!(plan(json!("family-premier")).await, 200);
    assert_eq!(accept(&parent, &with_tokens[3].1).await.status(), 200);
    assert_eq!(accept(&parent, &with_tokens[4].1).await.status(), 200);
    assert_eq!(children(&parent).await.len(), 5);
    assert_eq!(
        json_of(parent.get("/api/family").await).await["plan"],
        json!({"id": "family-premier", "name": "Family Premier", "childrenLimit": null})
    );
    // Not a family plan: refused. An athlete's plan is a rower plan, set the same way.
    assert_eq!(plan(json!("club-pro")).await, 422);
    let athlete = &with_tokens[0].0;
    let athlete_plan = format!("/api/admin/users/{}/plan", user_id(athlete).await);
    let family_for_athlete = put(&admin, &athlete_plan, &json!({"plan": "family-plus"})).await;
    assert_eq!(family_for_athlete.status(), 422);
    assert_eq!(
        put(&admin, &athlete_plan, &json!({"plan": "elite"})).await.status(),
        200
    );
    let own = json_of(athlete.get("/api/account/plan").await).await;
    assert_eq!(own["plan"]["id"], "elite", "{own}");
    assert_eq!(own["level"]["progressCharts"], true);
    // Coaches have no plan of their own.
    let coach = member(&app, "coach@example.com", "coach").await;
    let coach_plan = put(
        &admin,
        &format!("/api/admin/users/{}/plan", user_id(&coach).await),
        &json!({"plan": null}),
    )
    .await;
    assert_eq!(coach_plan.status(), 404);

    // A used link answers invitation_used.
    let (status, code, _) = error_of(accept(&parent, &with_tokens[0].1).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "invitation_used"));
}

#[tokio::test]
async fn an_athlete_has_at_most_two_parents_and_only_parents_accept() {
    let app = TestApp::spawn().await;
    let athlete = member(&app, "ava@example.com", "student").await;
    let first = invite(&athlete, "mom@example.com").await;
    let second = invite(&athlete, "dad@example.com").await;
    let third = invite(&athlete, "aunt@example.com").await;

    // Only a parent account accepts.
    let coach = member(&app, "coach@example.com", "coach").await;
    let (status, code, _) = error_of(accept(&coach, &first).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "not_a_parent"));

    let mom = member(&app, "mom@example.com", "parent").await;
    let dad = member(&app, "dad@example.com", "parent").await;
    let aunt = member(&app, "aunt@example.com", "parent").await;
    // The athlete is an adult: each parent follows with a family plan of their own.
    for parent in [&mom, &dad, &aunt] {
        start_trial(parent, "family-basic").await;
    }
    let accepted = json_of(accept(&mom, &first).await).await;
    assert_eq!(accepted["childId"], user_id(&athlete).await.as_str());
    assert_eq!(accept(&dad, &second).await.status(), 200);
    let (status, code, error) = error_of(accept(&aunt, &third).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "parents_full"));
    assert_eq!(error["message"], "An athlete can have at most two parents linked.");
    let (status, code, _) = error_of(
        athlete
            .post_json("/api/family/invitations", &json!({"email": "uncle@example.com"}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "parents_full"));

    let parents = json_of(athlete.get("/api/family/parents").await).await;
    let emails: Vec<_> = parents.as_array().unwrap().iter().map(|p| p["email"].clone()).collect();
    assert_eq!(emails, vec![json!("mom@example.com"), json!("dad@example.com")]);

    // A revoked invitation stops working.
    let pending = json_of(athlete.get("/api/family/invitations").await).await;
    let id = pending[0]["id"].as_str().unwrap().to_owned();
    assert_eq!(
        delete(&athlete, &format!("/api/family/invitations/{id}"))
            .await
            .status(),
        204
    );
    let (status, code, _) = error_of(accept(&aunt, &third).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (410, "invitation_expired"));
    let (status, _, _) = error_of(accept(&aunt, "not-a-token").await).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn a_minor_keeps_the_consenting_parent_and_decides_at_eighteen() {
    let app = TestApp::spawn().await;
    // Turns 18 tomorrow.
    let (ava, ava_id) = minor(&app, "ava@example.com", "mom@example.com", "Ava Stroke", &born(18, 1)).await;
    approve(&app, "mom@example.com", "ava@example.com").await;
    let mom = member(&app, "mom@example.com", "parent").await;
    let mom_id = user_id(&mom).await;
    assert_eq!(children(&mom).await.len(), 1);

    let (status, code, _) = error_of(delete(&ava, &format!("/api/family/parents/{mom_id}")).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "minor_needs_parent"));
    let (status, code, _) = error_of(delete(&mom, &format!("/api/family/links/{ava_id}")).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "minor_needs_parent"));
    let parents = json_of(ava.get("/api/family/parents").await).await;
    assert_eq!(parents[0]["decisionNeeded"], false);
    assert_eq!(parents[0]["relation"], "parent");

    // A second parent invited by the minor may be removed.
    let token = invite(&ava, "dad@example.com").await;
    let dad = member(&app, "dad@example.com", "parent").await;
    assert_eq!(accept(&dad, &token).await.status(), 200);
    let dad_id = user_id(&dad).await;
    assert_eq!(
        delete(&ava, &format!("/api/family/parents/{dad_id}")).await.status(),
        204
    );
    assert!(children(&dad).await.is_empty());

    // Frozen and out of coach contact before the birthday.
    assert_eq!(
        mom.post_json(
            &format!("/api/family/children/{ava_id}/freeze"),
            &json!({"password": MEMBER_PASSWORD})
        )
        .await
        .status(),
        204
    );
    let now = jiff::Timestamp::now().as_millisecond();
    assert_eq!(rowrecruit::family::jobs::ask_adults(&app.state, now).await.unwrap(), 0);
    assert!(app
        .mails_to("ava@example.com")
        .await
        .iter()
        .all(|m| !m.subject.contains("You're 18")));

    // On the birthday: asked once, and the parent's choices stop applying.
    assert_eq!(
        rowrecruit::family::jobs::ask_adults(&app.state, now + DAY_MS)
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        rowrecruit::family::jobs::ask_adults(&app.state, now + 2 * DAY_MS)
            .await
            .unwrap(),
        0
    );
    let asked: Vec<_> = app
        .mails_to("ava@example.com")
        .await
        .into_iter()
        .filter(|m| {
            m.subject
                .contains("You're 18: decide whether your parent keeps seeing your recruiting")
        })
        .collect();
    assert_eq!(asked.len(), 1);
    assert_eq!(
        ava.sign_in("ava@example.com", MEMBER_PASSWORD, false).await.status(),
        200
    );
}

#[tokio::test]
async fn an_adult_athlete_keeps_or_removes_a_parent_who_has_no_say_over_the_account() {
    let app = TestApp::spawn().await;
    let athlete = member(&app, "ava@example.com", "student").await;
    let athlete_id = user_id(&athlete).await;
    let token = invite(&athlete, "mom@example.com").await;
    let mom = member(&app, "mom@example.com", "parent").await;
    // An adult athlete without a plan has no family member; Elite brings one.
    let (status, code, _) = error_of(accept(&mom, &token).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "plan_limit"));
    start_trial(&athlete, "elite").await;
    assert_eq!(accept(&mom, &token).await.status(), 200);
    let mom_id = user_id(&mom).await;

    let listed = children(&mom).await;
    assert_eq!(listed[0]["minor"], false);
    assert!(listed[0]["consents"].is_null());
    let base = format!("/api/family/children/{athlete_id}");
    for (response, what) in [
        (
            put(
                &mom,
                &format!("{base}/consents"),
                &json!({"analytics": true, "password": MEMBER_PASSWORD}),
            )
            .await,
            "consents",
        ),
        (
            mom.post_json(&format!("{base}/freeze"), &json!({"password": MEMBER_PASSWORD}))
                .await,
            "freeze",
        ),
        (
            mom.post_json(&format!("{base}/delete"), &json!({"password": MEMBER_PASSWORD}))
                .await,
            "delete",
        ),
    ] {
        let (status, code, _) = error_of(response).await;
        assert_eq!((status.as_u16(), code.as_str()), (403, "child_is_adult"), "{what}");
    }
    assert_eq!(mom.get(&base).await.status(), 200);

    let now = jiff::Timestamp::now().as_millisecond();
    assert_eq!(rowrecruit::family::jobs::ask_adults(&app.state, now).await.unwrap(), 1);
    app.wait_for_mail("ava@example.com", "You're 18").await;
    let parents = json_of(athlete.get("/api/family/parents").await).await;
    assert_eq!(parents[0]["decisionNeeded"], true);
    assert_eq!(
        athlete
            .post_json(&format!("/api/family/parents/{mom_id}/keep"), &json!({}))
            .await
            .status(),
        204
    );
    assert_eq!(
        json_of(athlete.get("/api/family/parents").await).await[0]["decisionNeeded"],
        false
    );
    assert_eq!(
        delete(&athlete, &format!("/api/family/parents/{mom_id}"))
            .await
            .status(),
        204
    );
    assert!(children(&mom).await.is_empty());
    assert_eq!(mom.get(&base).await.status(), 404);
}

#[tokio::test]
async fn the_weekly_digest_counts_activity_and_unsubscribes_in_one_click() {
    let app = TestApp::spawn().await;
    let (_athlete, child_id, parent) = family(&app, "ava@example.com", "mom@example.com").await;
    let now = jiff::Timestamp::now().as_millisecond();
    // Nothing happened yet: no digest.
    assert_eq!(
        rowrecruit::family::jobs::send_digests(&app.state, now).await.unwrap(),
        0
    );

    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    assert_eq!(coach.get(&format!("/api/athletes/{child_id}")).await.status(), 200);
    let sent = coach
        .post_json(
            "/api/messages",
            &json!({"athleteId": child_id, "body": "A private word about our program."}),
        )
        .await;
    assert_eq!(sent.status(), 201);

    let now = jiff::Timestamp::now().as_millisecond();
    assert_eq!(
        rowrecruit::family::jobs::send_digests(&app.state, now).await.unwrap(),
        1
    );
    let digest = app.wait_for_mail("mom@example.com", "Your family's week").await;
    assert!(digest.text.contains("Ava Stroke"), "{}", digest.text);
    assert!(digest.text.contains("Profile views: Bates"), "{}", digest.text);
    assert!(digest.text.contains("New conversations: Bates"), "{}", digest.text);
    assert!(!digest.text.contains("A private word"), "{}", digest.text);
    // Weekly: not again within 7 days, and after them only if something new happened.
    assert_eq!(
        rowrecruit::family::jobs::send_digests(&app.state, now + DAY_MS)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        rowrecruit::family::jobs::send_digests(&app.state, now + 8 * DAY_MS)
            .await
            .unwrap(),
        0
    );

    // One click, without signing in.
    let token = digest.token_for("/family/unsubscribe");
    let anonymous = app.another_browser();
    let (status, code, _) = error_of(
        anonymous
            .post_json("/api/family/digest/unsubscribe", &json!({"token": format!("{token}x")}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_link"));
    let done = json_of(
        anonymous
            .post_json("/api/family/digest/unsubscribe", &json!({"token": token}))
            .await,
    )
    .await;
    assert_eq!(done["email"], "m•••@example.com");
    assert_eq!(json_of(parent.get("/api/family").await).await["digest"], false);
    let on = json_of(put(&parent, "/api/family/digest", &json!({"enabled": true})).await).await;
    assert_eq!(on["enabled"], true);
    assert_eq!(json_of(parent.get("/api/family").await).await["digest"], true);
    let off = json_of(put(&parent, "/api/family/digest", &json!({"enabled": false})).await).await;
    assert_eq!(off["enabled"], false);
}
