//! The data export API add-on: personal API tokens made and revoked in Settings, read-only
//! exports of the holder's athletes' performance data with a bearer token, each role's scope,
//! the add-on as the condition of every request, the rate limit and the token's end with its
//! account.

use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use crate::{
    club::{athlete, club_coach, join},
    family::family,
    helpers::{
        cli_admin, delete, error_of, member, put, user_id, verified_coach, CapturedLog, TestApp, MEMBER_PASSWORD,
    },
};

fn days_ago(days: i64) -> String {
    let today = jiff::Zoned::now().with_time_zone(jiff::tz::TimeZone::UTC).date();
    (today - jiff::Span::new().days(days)).to_string()
}

async fn json_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{status}: {body}");
    body
}

/// The operator grants (1) or takes back (0) the add-on of a payer (`account` or `club`).
async fn grant(admin: &TestApp, kind: &str, id: &str, quantity: u32) {
    let set = put(
        admin,
        &format!("/api/admin/billing/{kind}/{id}/add-ons/export-api"),
        &json!({"quantity": quantity}),
    )
    .await;
    assert_eq!(set.status(), 200, "{}", set.text().await.unwrap_or_default());
}

/// A new token of the signed-in person: (id, secret).
async fn new_token(browser: &TestApp, name: &str) -> (String, String) {
    let made = json_of(
        browser
            .post_json("/api/account/api-tokens", &json!({"name": name}))
            .await,
    )
    .await;
    (
        made["token"]["id"].as_str().unwrap().to_owned(),
        made["secret"].as_str().unwrap().to_owned(),
    )
}

/// A request to the export with a bearer token and nothing else (no cookie).
async fn export(app: &TestApp, secret: &str, path: &str) -> reqwest::Response {
    reqwest::Client::new()
        .get(app.url(path))
        .bearer_auth(secret)
        .send()
        .await
        .unwrap()
}

async fn status_and_code(response: reqwest::Response) -> (u16, String) {
    let (status, code, _) = error_of(response).await;
    (status.as_u16(), code)
}

fn performance_of(id: &str) -> String {
    format!("/api/export/v1/athletes/{id}/performance")
}

#[tokio::test]
async fn tokens_are_made_with_the_add_on_shown_once_and_revoked_by_their_owner() {
    let app = TestApp::spawn().await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "private").await;

    let listed = json_of(ava.get("/api/account/api-tokens").await).await;
    assert_eq!(
        listed,
        json!({"addOnHeld": false, "payer": "account", "maxTokens": 5, "tokens": []})
    );
    let (status, code, error) = error_of(
        ava.post_json("/api/account/api-tokens", &json!({"name": "Sheet"}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "add_on_required"));
    let message = error["message"].as_str().unwrap();
    assert!(
        message.contains("Data export API") && message.contains("Settings"),
        "{message}"
    );

    grant(&admin, "account", &ava_id, 1).await;
    for name in [json!(""), json!("   "), json!("x".repeat(61)), Value::Null] {
        let (status, code, error) =
            error_of(ava.post_json("/api/account/api-tokens", &json!({"name": name})).await).await;
        assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"), "{name}");
        assert!(error["fields"]["name"].is_string(), "{error}");
    }
    // The session's CSRF protection holds for token changes.
    let forged = reqwest::Client::new()
        .post(app.url("/api/account/api-tokens"))
        .json(&json!({"name": "Forged"}))
        .send()
        .await
        .unwrap();
    assert_eq!(status_and_code(forged).await, (403, "csrf_failed".into()));

    let made = ava
        .post_json("/api/account/api-tokens", &json!({"name": "  Erg sheet  "}))
        .await;
    assert_eq!(made.status(), 201);
    let made: Value = made.json().await.unwrap();
    let secret = made["secret"].as_str().unwrap().to_owned();
    let token_id = made["token"]["id"].as_str().unwrap().to_owned();
    assert!(secret.starts_with("rr_") && secret.len() == 46, "{secret}");
    assert_eq!(made["token"]["name"], "Erg sheet");
    assert_eq!(made["token"]["prefix"], &secret[..11]);
    assert_eq!(made["token"]["lastUsedAt"], Value::Null);

    // Never again: the list shows the prefix, the database only the hash.
    let listed = ava.get("/api/account/api-tokens").await.text().await.unwrap();
    assert!(!listed.contains(&secret));
    let listed: Value = serde_json::from_str(&listed).unwrap();
    assert_eq!(listed["addOnHeld"], true);
    assert_eq!(listed["tokens"].as_array().unwrap().len(), 1);
    assert_eq!(listed["tokens"][0]["prefix"], &secret[..11]);
    let stored: Vec<(String, String, String, String)> =
        sqlx::query_as("SELECT id, name, token_hash, prefix FROM api_tokens")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].2, hex::encode(Sha256::digest(secret.as_bytes())));
    assert!(stored
        .iter()
        .all(|row| ![&row.0, &row.1, &row.2, &row.3].contains(&&secret)));

    // It reads, and is marked used.
    let athletes = json_of(export(&app, &secret, "/api/export/v1/athletes").await).await;
    assert_eq!(
        athletes,
        json!([{"id": ava_id, "fullName": "Ava Stroke", "gradYear": 2028}])
    );
    let listed = json_of(ava.get("/api/account/api-tokens").await).await;
    assert!(listed["tokens"][0]["lastUsedAt"].is_string());

    // Only its owner revokes it; then it stops at once.
    let other = member(&app, "ben@example.com", "student").await;
    assert_eq!(
        delete(&other, &format!("/api/account/api-tokens/{token_id}"))
            .await
            .status(),
        404
    );
    assert_eq!(export(&app, &secret, "/api/export/v1/athletes").await.status(), 200);
    assert_eq!(
        delete(&ava, &format!("/api/account/api-tokens/{token_id}"))
            .await
            .status(),
        204
    );
    assert_eq!(
        delete(&ava, &format!("/api/account/api-tokens/{token_id}"))
            .await
            .status(),
        404
    );
    let refused = export(&app, &secret, "/api/export/v1/athletes").await;
    assert_eq!(refused.headers()["www-authenticate"], "Bearer");
    assert_eq!(status_and_code(refused).await, (401, "token_invalid".into()));

    // Five live tokens at most.
    for n in 0..5 {
        new_token(&ava, &format!("Script {n}")).await;
    }
    let (status, code, _) = error_of(
        ava.post_json("/api/account/api-tokens", &json!({"name": "Sixth"}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "token_limit"));
    let first = json_of(ava.get("/api/account/api-tokens").await).await["tokens"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        delete(&ava, &format!("/api/account/api-tokens/{first}")).await.status(),
        204
    );
    new_token(&ava, "Sixth").await;
}

#[tokio::test]
async fn tokens_work_only_while_the_payer_holds_the_add_on() {
    let app = TestApp::spawn().await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "private").await;
    grant(&admin, "account", &ava_id, 1).await;
    let (_, secret) = new_token(&ava, "Sheet").await;
    assert_eq!(export(&app, &secret, "/api/export/v1/athletes").await.status(), 200);

    grant(&admin, "account", &ava_id, 0).await;
    let (status, code, error) = error_of(export(&app, &secret, "/api/export/v1/athletes").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "add_on_required"));
    assert!(error["message"].as_str().unwrap().contains("Data export API"));
    assert_eq!(
        status_and_code(export(&app, &secret, &performance_of(&ava_id)).await).await,
        (403, "add_on_required".into())
    );
    assert_eq!(
        status_and_code(ava.post_json("/api/account/api-tokens", &json!({"name": "More"})).await).await,
        (403, "add_on_required".into())
    );
    let listed = json_of(ava.get("/api/account/api-tokens").await).await;
    assert_eq!(listed["addOnHeld"], false);
    assert_eq!(listed["tokens"].as_array().unwrap().len(), 1);

    grant(&admin, "account", &ava_id, 1).await;
    assert_eq!(export(&app, &secret, "/api/export/v1/athletes").await.status(), 200);
}

#[tokio::test]
async fn the_export_takes_a_bearer_token_and_never_a_session_cookie() {
    let app = TestApp::spawn().await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "private").await;
    grant(&admin, "account", &ava_id, 1).await;
    let (_, secret) = new_token(&ava, "Sheet").await;

    // The signed-in browser's cookies alone are no credential here.
    let (status, code, _) = error_of(ava.get("/api/export/v1/athletes").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (401, "token_required"));
    let (status, code, _) = error_of(ava.get(&performance_of(&ava_id)).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (401, "token_required"));
    for header in [format!("Basic {secret}"), secret.clone(), "Bearer".into()] {
        let response = reqwest::Client::new()
            .get(app.url("/api/export/v1/athletes"))
            .header("Authorization", header)
            .send()
            .await
            .unwrap();
        assert_eq!(status_and_code(response).await, (401, "token_required".into()));
    }
    let guessed = export(
        &app,
        "rr_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "/api/export/v1/athletes",
    )
    .await;
    assert_eq!(status_and_code(guessed).await, (401, "token_invalid".into()));
    // The token in a browser that is also signed in works as the token's.
    let both = ava
        .client
        .get(app.url("/api/export/v1/athletes"))
        .bearer_auth(&secret)
        .send()
        .await
        .unwrap();
    assert_eq!(both.status(), 200);

    // Read-only: nothing but GET.
    let post = reqwest::Client::new()
        .post(app.url("/api/export/v1/athletes"))
        .bearer_auth(&secret)
        .send()
        .await
        .unwrap();
    assert!([403, 405].contains(&post.status().as_u16()), "{}", post.status());

    // Documented with its bearer scheme.
    let document = json_of(app.get("/api/openapi.json").await).await;
    assert_eq!(
        document["components"]["securitySchemes"]["apiToken"]["scheme"],
        "bearer"
    );
    for path in [
        "/api/export/v1/athletes",
        "/api/export/v1/athletes/{id}/performance",
        "/api/export/v1/performance",
    ] {
        assert_eq!(
            document["paths"][path]["get"]["security"],
            json!([{"apiToken": []}]),
            "{path}"
        );
    }
    assert!(document["paths"]["/api/account/api-tokens"]["post"].is_object());
}

#[tokio::test]
async fn performance_exports_as_json_and_csv_with_verification() {
    let app = TestApp::spawn().await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "private").await;
    join(&app, &coach, &ava, "ava@example.com").await;

    let two_k = json_of(
        ava.post_json(
            "/api/performance/erg-tests",
            &json!({"piece": "2k", "time": "6:58.4", "date": days_ago(5), "strokeRate": 32,
                    "notes": "Felt strong, \"PB\"", "verificationCode": "C2123456"}),
        )
        .await,
    )
    .await;
    let six_k = json_of(
        ava.post_json(
            "/api/performance/erg-tests",
            &json!({"piece": "6k", "time": "21:00.0", "date": days_ago(3), "notes": "=1+1"}),
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
    let asked = json_of(
        ava.post_json(
            "/api/club/attestations",
            &json!({"clubId": club_id, "ergTestId": two_k["id"]}),
        )
        .await,
    )
    .await;
    json_of(
        coach
            .post_json(
                &format!("/api/club/attestations/{}/confirm", asked["id"].as_str().unwrap()),
                &json!({"codeChecked": true}),
            )
            .await,
    )
    .await;
    let today = days_ago(0);

    grant(&admin, "account", &ava_id, 1).await;
    let (_, secret) = new_token(&ava, "Sheet").await;
    let json = json_of(export(&app, &secret, &performance_of(&ava_id)).await).await;
    let same = json_of(export(&app, &secret, &format!("{}?format=json", performance_of(&ava_id))).await).await;
    assert_eq!(json, same);
    assert_eq!(
        json,
        json!({
            "athlete": {"id": ava_id, "fullName": "Ava Stroke", "gradYear": 2028},
            "ergTests": [
                {"id": six_k["id"], "date": days_ago(3), "piece": "6k", "time": "21:00.0", "tenths": 12600,
                 "meters": null, "split": "1:45.0", "strokeRate": null, "notes": "=1+1",
                 "verificationCodeProvided": false, "verified": false, "verifiedBy": null,
                 "createdAt": six_k["createdAt"]},
                {"id": two_k["id"], "date": days_ago(5), "piece": "2k", "time": "6:58.4", "tenths": 4184,
                 "meters": null, "split": "1:44.6", "strokeRate": 32, "notes": "Felt strong, \"PB\"",
                 "verificationCodeProvided": true, "verified": true,
                 "verifiedBy": {"clubName": "Riverside RC", "coachName": null, "verifiedOn": today, "codeChecked": true},
                 "createdAt": two_k["createdAt"]},
            ],
            "races": [
                {"id": race["id"], "date": days_ago(30), "regatta": "Head of the Charles",
                 "event": "Women's Youth 8+", "boatClass": "8+", "seat": "4", "place": 3, "time": "16:41.2",
                 "resultsUrl": null, "verified": false, "verifiedBy": null, "createdAt": race["createdAt"]},
            ],
        })
    );
    assert!(
        !json.to_string().contains("C2123456"),
        "the verification code stays with the athlete"
    );

    let csv = export(&app, &secret, &format!("{}?format=csv", performance_of(&ava_id))).await;
    assert_eq!(csv.status(), 200);
    assert_eq!(csv.headers()["content-type"], "text/csv; charset=utf-8");
    assert_eq!(
        csv.headers()["content-disposition"],
        format!("attachment; filename=\"performance-{ava_id}.csv\"").as_str()
    );
    let text = csv.text().await.unwrap();
    let s = |v: &Value| v.as_str().unwrap().to_owned();
    let expected: Vec<Vec<String>> = [
        vec![
            "athlete_id",
            "athlete_name",
            "kind",
            "id",
            "date",
            "piece",
            "time",
            "meters",
            "split",
            "stroke_rate",
            "regatta",
            "event",
            "boat_class",
            "seat",
            "place",
            "verified",
            "verified_by_club",
            "verified_by_coach",
            "verified_on",
            "code_checked",
            "notes",
            "created_at",
        ]
        .into_iter()
        .map(str::to_owned)
        .collect(),
        vec![
            ava_id.clone(),
            "Ava Stroke".into(),
            "erg".into(),
            s(&six_k["id"]),
            days_ago(3),
            "6k".into(),
            "21:00.0".into(),
            "".into(),
            "1:45.0".into(),
            "".into(),
            "".into(),
            "".into(),
            "".into(),
            "".into(),
            "".into(),
            "false".into(),
            "".into(),
            "".into(),
            "".into(),
            "".into(),
            // A formula is defused for spreadsheets.
            "'=1+1".into(),
            s(&six_k["createdAt"]),
        ],
        vec![
            ava_id.clone(),
            "Ava Stroke".into(),
            "erg".into(),
            s(&two_k["id"]),
            days_ago(5),
            "2k".into(),
            "6:58.4".into(),
            "".into(),
            "1:44.6".into(),
            "32".into(),
            "".into(),
            "".into(),
            "".into(),
            "".into(),
            "".into(),
            "true".into(),
            "Riverside RC".into(),
            "".into(),
            today.clone(),
            "true".into(),
            "Felt strong, \"PB\"".into(),
            s(&two_k["createdAt"]),
        ],
        vec![
            ava_id.clone(),
            "Ava Stroke".into(),
            "race".into(),
            s(&race["id"]),
            days_ago(30),
            "".into(),
            "16:41.2".into(),
            "".into(),
            "".into(),
            "".into(),
            "Head of the Charles".into(),
            "Women's Youth 8+".into(),
            "8+".into(),
            "4".into(),
            "3".into(),
            "false".into(),
            "".into(),
            "".into(),
            "".into(),
            "".into(),
            "".into(),
            s(&race["createdAt"]),
        ],
    ]
    .into();
    let rows: Vec<Vec<String>> = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect();
    assert_eq!(rows, expected);
    assert!(text.contains("\"Felt strong, \"\"PB\"\"\""), "quoted: {text}");

    // Everything in scope as one CSV (an athlete's scope is themself).
    let all = export(&app, &secret, "/api/export/v1/performance?format=csv").await;
    assert_eq!(all.status(), 200);
    assert_eq!(
        all.headers()["content-disposition"],
        "attachment; filename=\"performance.csv\""
    );
    assert_eq!(all.text().await.unwrap(), text);
    assert_eq!(
        status_and_code(export(&app, &secret, "/api/export/v1/performance?format=json").await).await,
        (400, "csv_only".into())
    );
    let bad = export(&app, &secret, &format!("{}?format=xml", performance_of(&ava_id))).await;
    assert_eq!(bad.status(), 400);
}

#[tokio::test]
async fn each_role_reads_only_the_athletes_it_already_may() {
    let app = TestApp::spawn().await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let (mia, mia_id, parent) = family(&app, "mia@example.com", "mom@example.com").await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (ava, ava_id) = athlete(&app, "cleo@example.com", "Cleo Cox", "private").await;
    let (_ben, ben_id) = athlete(&app, "ben@example.com", "Ben Bow", "coaches").await;
    join(&app, &coach, &ava, "cleo@example.com").await;
    for athlete in [&mia, &ava] {
        json_of(
            athlete
                .post_json(
                    "/api/performance/erg-tests",
                    &json!({"piece": "2k", "time": "7:05.0", "date": days_ago(2)}),
                )
                .await,
        )
        .await;
    }
    let ids = |body: Value| -> Vec<String> {
        body.as_array()
            .unwrap()
            .iter()
            .map(|a| a["id"].as_str().unwrap().to_owned())
            .collect()
    };
    let not_found = |body: (u16, String)| assert_eq!(body, (404, "not_found".into()));

    // A parent: the children linked to them, nobody else.
    let parent_id = user_id(&parent).await;
    grant(&admin, "account", &parent_id, 1).await;
    let listed = json_of(parent.get("/api/account/api-tokens").await).await;
    assert_eq!(
        (listed["payer"].clone(), listed["addOnHeld"].clone()),
        (json!("account"), json!(true))
    );
    let (_, parent_token) = new_token(&parent, "Family sheet").await;
    assert_eq!(
        ids(json_of(export(&app, &parent_token, "/api/export/v1/athletes").await).await),
        vec![mia_id.clone()]
    );
    let log = json_of(export(&app, &parent_token, &performance_of(&mia_id)).await).await;
    assert_eq!(log["ergTests"][0]["time"], "7:05.0");
    let unknown = export(&app, &parent_token, &performance_of("no-such-athlete")).await;
    let unknown = error_of(unknown).await.2;
    let other = error_of(export(&app, &parent_token, &performance_of(&ava_id)).await).await;
    assert_eq!((other.0.as_u16(), other.1.as_str()), (404, "not_found"));
    assert_eq!(other.2, unknown, "out of scope reads as unknown");

    // A club coach: the club pays; the roster as the club page shows it.
    let listed = json_of(coach.get("/api/account/api-tokens").await).await;
    assert_eq!(
        (listed["payer"].clone(), listed["addOnHeld"].clone()),
        (json!("club"), json!(false))
    );
    assert_eq!(
        status_and_code(
            coach
                .post_json("/api/account/api-tokens", &json!({"name": "Roster"}))
                .await
        )
        .await,
        (403, "add_on_required".into())
    );
    grant(&admin, "club", &club_id, 1).await;
    let (_, coach_token) = new_token(&coach, "Roster").await;
    assert_eq!(
        ids(json_of(export(&app, &coach_token, "/api/export/v1/athletes").await).await),
        vec![ava_id.clone()]
    );
    assert_eq!(
        json_of(export(&app, &coach_token, &performance_of(&ava_id)).await).await["athlete"]["fullName"],
        "Cleo Cox"
    );
    not_found(status_and_code(export(&app, &coach_token, &performance_of(&ben_id)).await).await);
    not_found(status_and_code(export(&app, &coach_token, &performance_of(&mia_id)).await).await);
    let all = export(&app, &coach_token, "/api/export/v1/performance?format=csv")
        .await
        .text()
        .await
        .unwrap();
    assert!(
        all.contains(&ava_id) && !all.contains(&ben_id) && !all.contains(&mia_id),
        "{all}"
    );
    // Off the roster, out of scope.
    assert_eq!(
        delete(&coach, &format!("/api/club/roster/{ava_id}")).await.status(),
        204
    );
    not_found(status_and_code(export(&app, &coach_token, &performance_of(&ava_id)).await).await);
    assert_eq!(
        json_of(export(&app, &coach_token, "/api/export/v1/athletes").await).await,
        json!([])
    );
    // The club's add-on, not the coach's account, is what counts.
    grant(&admin, "club", &club_id, 0).await;
    assert_eq!(
        status_and_code(export(&app, &coach_token, "/api/export/v1/athletes").await).await,
        (403, "add_on_required".into())
    );

    // An athlete: themself only.
    grant(&admin, "account", &ava_id, 1).await;
    let (_, ava_token) = new_token(&ava, "Mine").await;
    assert_eq!(
        ids(json_of(export(&app, &ava_token, "/api/export/v1/athletes").await).await),
        vec![ava_id.clone()]
    );
    not_found(status_and_code(export(&app, &ava_token, &performance_of(&mia_id)).await).await);

    // College coaches and operators: not theirs.
    let college = verified_coach(&app, "coach@bates.edu", "bates-college").await;
    for who in [&college, &admin] {
        assert_eq!(
            status_and_code(who.get("/api/account/api-tokens").await).await,
            (403, "export_api_unavailable".into())
        );
        assert_eq!(
            status_and_code(who.post_json("/api/account/api-tokens", &json!({"name": "x"})).await).await,
            (403, "export_api_unavailable".into())
        );
    }
    let program = put(
        &admin,
        "/api/admin/billing/program/bates-college/add-ons/export-api",
        &json!({"quantity": 1}),
    )
    .await;
    assert_eq!(status_and_code(program).await, (409, "add_on_audience".into()));
}

#[tokio::test]
async fn each_token_is_rate_limited_on_its_own() {
    let app = TestApp::spawn().await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "private").await;
    grant(&admin, "account", &ava_id, 1).await;
    let (_, first) = new_token(&ava, "First").await;
    let (_, second) = new_token(&ava, "Second").await;
    // 60 at once, then one a second: the first refusal comes after at least 60 answers.
    let mut answered = 0;
    let limited = loop {
        let response = export(&app, &first, "/api/export/v1/athletes").await;
        if response.status() == 429 {
            break response;
        }
        assert_eq!(response.status(), 200);
        answered += 1;
        assert!(answered < 200, "never limited");
    };
    assert!(answered >= 60, "{answered}");
    let retry_after: u64 = limited.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=2).contains(&retry_after), "{retry_after}");
    assert_eq!(status_and_code(limited).await, (429, "rate_limited".into()));
    assert_eq!(export(&app, &second, "/api/export/v1/athletes").await.status(), 200);
}

#[tokio::test(flavor = "current_thread")]
async fn tokens_stay_out_of_the_log_and_go_with_their_account() {
    let captured = CapturedLog::default();
    let _guards = captured.install("info");
    let app = TestApp::spawn().await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke", "private").await;
    grant(&admin, "account", &ava_id, 1).await;
    let (_, secret) = new_token(&ava, "Sheet").await;
    assert_eq!(export(&app, &secret, "/api/export/v1/athletes").await.status(), 200);
    assert_eq!(
        export(&app, &format!("{secret}x"), "/api/export/v1/athletes")
            .await
            .status(),
        401
    );

    let deleted = ava
        .post_json("/api/account/delete", &json!({"password": MEMBER_PASSWORD}))
        .await;
    assert_eq!(deleted.status(), 204);
    assert_eq!(
        status_and_code(export(&app, &secret, "/api/export/v1/athletes").await).await,
        (401, "token_invalid".into())
    );
    let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM api_tokens")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(left, 0);

    let log = captured.text();
    assert!(log.contains("/api/export/v1/athletes"), "requests are logged");
    assert!(!log.contains(&secret[3..]), "the secret is in the log");
}
