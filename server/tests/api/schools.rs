use std::collections::HashMap;

use serde_json::{json, Value};

use crate::helpers::{error_of, TestApp};

const PASSWORD: &str = "Erg-2k-6:45.0";
const DATA: &str = include_str!("../../seed/rowing-programs.csv");

/// The data file read independently of the server's importer.
fn rows() -> Vec<HashMap<String, String>> {
    csv::Reader::from_reader(DATA.as_bytes())
        .deserialize()
        .map(|r| r.unwrap())
        .collect()
}

fn is_true(row: &HashMap<String, String>, column: &str) -> bool {
    row[column] == "true"
}

async fn search(app: &TestApp, query: &str) -> Value {
    let response = app.get(&format!("/api/schools?{query}")).await;
    assert_eq!(response.status(), 200, "{query}");
    response.json().await.unwrap()
}

async fn signed_in() -> TestApp {
    let app = TestApp::spawn().await;
    app.confirmed_user("rower@example.com", PASSWORD).await;
    app
}

#[tokio::test]
async fn counts_per_filter_match_the_data_file() {
    let app = signed_in().await;
    let rows = rows();
    let all = search(&app, "").await;
    assert_eq!(all["total"], rows.len() as i64);
    assert_eq!(all["matched"], 207);

    for division in ["I", "II", "III", "Club", "IRA"] {
        let expected = rows.iter().filter(|r| r["division"] == division).count() as i64;
        assert_eq!(
            search(&app, &format!("division={division}")).await["matched"],
            expected,
            "{division}"
        );
    }
    for conference in ["Ivy League", "Pac-12 (until 2024)", "NESCAC", "ACC", "Big Ten", "MARC"] {
        let expected = rows.iter().filter(|r| r["conference"] == conference).count() as i64;
        let encoded = conference.replace(' ', "%20").replace('(', "%28").replace(')', "%29");
        assert_eq!(
            search(&app, &format!("conference={encoded}")).await["matched"],
            expected,
            "{conference}"
        );
    }
    let men = |r: &HashMap<String, String>| is_true(r, "mens") || is_true(r, "mens_lightweight");
    let women = |r: &HashMap<String, String>| is_true(r, "womens") || is_true(r, "womens_lightweight");
    let expected = [
        ("Men", rows.iter().filter(|r| men(r) && !women(r)).count()),
        ("Women", rows.iter().filter(|r| women(r) && !men(r)).count()),
        ("Both", rows.iter().filter(|r| men(r) && women(r)).count()),
    ];
    for (kind, count) in expected {
        assert_eq!(
            search(&app, &format!("type={kind}")).await["matched"],
            count as i64,
            "{kind}"
        );
    }
    let combined = rows
        .iter()
        .filter(|r| r["division"] == "I" && r["conference"] == "Ivy League")
        .count() as i64;
    assert_eq!(
        search(&app, "division=I&conference=Ivy%20League").await["matched"],
        combined
    );

    let filters: Value = app.get("/api/schools/filters").await.json().await.unwrap();
    let conferences: Vec<&str> = filters["conferences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(
        &conferences[..5],
        ["Ivy League", "Pac-12 (until 2024)", "NESCAC", "ACC", "Big Ten"]
    );
    assert_eq!(filters["divisions"], json!(["I", "II", "III", "Club", "IRA"]));
}

#[tokio::test]
async fn search_by_name_city_and_state() {
    let app = signed_in().await;
    let by_name = search(&app, "q=university%20of%20washington").await;
    // Every word must match (name, city, state or conference); the name with the phrase comes first.
    assert!(by_name["matched"].as_i64().unwrap() >= 1);
    let uw = &by_name["items"][0];
    assert_eq!(uw["name"], "University of Washington");
    assert_eq!(uw["city"], "Seattle");
    assert_eq!(uw["division"], "I");
    assert_eq!(uw["type"], "Both");
    assert_eq!(uw["size"], "Large");

    let expected_city = rows().iter().filter(|r| r["city"] == "Seattle").count() as i64;
    assert_eq!(search(&app, "q=seattle").await["matched"], expected_city);
    // A state by its name finds the schools there.
    let in_ct = rows().iter().filter(|r| r["state"] == "CT").count() as i64;
    let by_state = search(&app, "q=connecticut&pageSize=100").await;
    assert!(by_state["matched"].as_i64().unwrap() >= in_ct);
    // LIKE wildcards are literal.
    assert_eq!(search(&app, "q=%25").await["matched"], 0);
    assert_eq!(search(&app, "q=zzzz-no-such-school").await["matched"], 0);
}

#[tokio::test]
async fn pagination_and_sorting() {
    let app = signed_in().await;
    let first = search(&app, "pageSize=10").await;
    let second = search(&app, "pageSize=10&page=2").await;
    assert_eq!(first["items"].as_array().unwrap().len(), 10);
    assert_ne!(first["items"][0]["id"], second["items"][0]["id"]);
    let mut names: Vec<String> = rows().iter().map(|r| r["name"].clone()).collect();
    names.sort();
    assert_eq!(first["items"][0]["name"], names[0]);
    assert_eq!(second["items"][0]["name"], names[10]);
    let last = search(&app, "pageSize=100&page=3").await;
    assert_eq!(last["items"].as_array().unwrap().len(), 7);
    assert_eq!(search(&app, "page=99").await["items"], json!([]));
    let biggest = search(&app, "sort=-enrollment&pageSize=1").await;
    let max = rows()
        .iter()
        .filter_map(|r| r["enrollment"].parse::<i64>().ok())
        .max()
        .unwrap();
    assert_eq!(biggest["items"][0]["enrollment"], max);
}

#[tokio::test]
async fn bad_input_is_refused_clearly() {
    let app = signed_in().await;
    let cases = [
        ("division=IV", 422, "division"),
        ("conference=Nope", 422, "conference"),
        ("type=Mixed", 422, "type"),
        ("page=-1", 422, "page"),
        ("page=0", 422, "page"),
        ("pageSize=1000", 422, "pageSize"),
        ("sort=rank", 422, "sort"),
    ];
    for (query, status, field) in cases {
        let (got, _, error) = error_of(app.get(&format!("/api/schools?{query}")).await).await;
        assert_eq!(got.as_u16(), status, "{query}");
        assert!(error["fields"][field].is_string(), "{query}: {error}");
    }
    let long = "a".repeat(101);
    let (status, _, error) = error_of(app.get(&format!("/api/schools?q={long}")).await).await;
    assert_eq!(status, 422);
    assert_eq!(error["fields"]["q"], "Search text must be at most 100 characters");
    assert_eq!(error_of(app.get("/api/schools?page=abc").await).await.0, 400);
    assert_eq!(error_of(app.get("/api/schools/no-such-school").await).await.0, 404);
    assert_eq!(error_of(app.another_browser().get("/api/schools").await).await.0, 401);
}

#[tokio::test]
async fn saving_is_per_user_and_shows_on_the_dashboard() {
    let app = signed_in().await;
    let school: Value = app
        .get("/api/schools/university-of-washington")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(school["saved"], false);
    // Searching reads (and holds) the user's saved programs before any is saved.
    assert_eq!(
        search(&app, "q=university%20of%20washington").await["items"][0]["saved"],
        false
    );
    assert_eq!(school["venue"], Value::Null);
    assert!(school["sources"]
        .as_array()
        .unwrap()
        .iter()
        .all(|s| s.as_str().unwrap().starts_with("http")));

    let saved = app
        .send_json(
            reqwest::Method::PUT,
            "/api/schools/university-of-washington/saved",
            &json!({"notes": "Visit in April"}),
        )
        .await;
    assert_eq!(saved.status(), 200);
    let saved: Value = saved.json().await.unwrap();
    assert_eq!(
        (saved["saved"].as_bool(), saved["notes"].as_str()),
        (Some(true), Some("Visit in April"))
    );
    assert_eq!(
        app.get("/api/dashboard").await.json::<Value>().await.unwrap()["savedSchools"],
        1
    );
    let mine: Value = app.get("/api/me/schools").await.json().await.unwrap();
    assert_eq!(mine[0]["name"], "University of Washington");
    assert_eq!(
        search(&app, "q=university%20of%20washington").await["items"][0]["saved"],
        true
    );

    // Another user sees none of it.
    let other = app.another_browser();
    other.confirmed_user("other@example.com", PASSWORD).await;
    assert_eq!(
        other.get("/api/me/schools").await.json::<Value>().await.unwrap(),
        json!([])
    );
    let theirs: Value = other
        .get("/api/schools/university-of-washington")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (theirs["saved"].as_bool(), theirs["notes"].is_null()),
        (Some(false), true)
    );
    assert_eq!(
        other
            .send_json(
                reqwest::Method::DELETE,
                "/api/schools/university-of-washington/saved",
                &json!({})
            )
            .await
            .status(),
        204
    );
    assert_eq!(
        app.get("/api/me/schools")
            .await
            .json::<Value>()
            .await
            .unwrap()
            .as_array()
            .unwrap()
            .len(),
        1
    );

    let unsave = app
        .send_json(
            reqwest::Method::DELETE,
            "/api/schools/university-of-washington/saved",
            &json!({}),
        )
        .await;
    assert_eq!(unsave.status(), 204);
    assert_eq!(
        app.get("/api/dashboard").await.json::<Value>().await.unwrap()["savedSchools"],
        0
    );
    assert_eq!(
        search(&app, "q=university%20of%20washington").await["items"][0]["saved"],
        false
    );
    let missing = app
        .send_json(reqwest::Method::PUT, "/api/schools/atlantis/saved", &json!({}))
        .await;
    assert_eq!(error_of(missing).await.0, 404);
    let long = app
        .send_json(
            reqwest::Method::PUT,
            "/api/schools/university-of-washington/saved",
            &json!({"notes": "n".repeat(2001)}),
        )
        .await;
    assert_eq!(error_of(long).await.0, 422);
}

#[tokio::test]
async fn re_import_is_idempotent_and_keeps_saved_schools() {
    use rowrecruit::schools::import::{import, parse, SEED_PROGRAMS, SEED_VENUES};
    let app = signed_in().await;
    app.send_json(reqwest::Method::PUT, "/api/schools/yale-university/saved", &json!({}))
        .await;

    let records = parse(SEED_PROGRAMS, Some(SEED_VENUES)).unwrap();
    let report = import(&app.db, &records).await.unwrap();
    assert_eq!((report.inserted, report.updated, report.removed), (0, 207, 0));
    assert_eq!(search(&app, "").await["total"], 207);

    // An updated file without Yale and without another school: the unsaved one goes, Yale stays.
    let smaller: Vec<_> = records
        .iter()
        .filter(|r| r.id != "yale-university" && r.id != "harvard-university")
        .cloned()
        .collect();
    let report = import(&app.db, &smaller).await.unwrap();
    assert_eq!((report.removed, report.kept_saved), (1, 1));
    assert_eq!(search(&app, "").await["total"], 206);
    assert_eq!(
        app.get("/api/me/schools").await.json::<Value>().await.unwrap()[0]["id"],
        "yale-university"
    );
    let venue: Value = app.get("/api/schools/bates-college").await.json().await.unwrap();
    assert!(venue["venue"].as_str().unwrap().contains("Androscoggin"));
}

/// The data file with one more program, in a conference of its own.
fn with_lakeside() -> String {
    format!(
        "{DATA}Lakeside Rowing College,Lakeside,MI,III,Lakeside Conference,true,true,,,1901,1200,https://example.com/lakeside\n"
    )
}

/// Searches until `done` holds for the answer (at most 10 s), and returns that answer.
async fn search_until(app: &TestApp, query: &str, done: impl Fn(&Value) -> bool) -> Value {
    let started = std::time::Instant::now();
    loop {
        let found = search(app, query).await;
        if done(&found) {
            return found;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "{query}: still {found}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn an_import_shows_in_the_next_search_without_a_restart() {
    use rowrecruit::schools::import::{import, parse, SEED_VENUES};
    let app = signed_in().await;
    assert_eq!(search(&app, "q=lakeside").await["matched"], 0);

    import(&app.db, &parse(&with_lakeside(), Some(SEED_VENUES)).unwrap())
        .await
        .unwrap();
    let found = search(&app, "q=lakeside%20rowing").await;
    assert_eq!(
        (found["total"].as_i64(), found["matched"].as_i64()),
        (Some(208), Some(1))
    );
    let lakeside = &found["items"][0];
    assert_eq!(lakeside["id"], "lakeside-rowing-college");
    assert_eq!(
        (lakeside["type"].as_str(), lakeside["size"].as_str()),
        (Some("Both"), Some("Small"))
    );
    // The new conference is a filter choice and a valid filter value at once.
    assert_eq!(search(&app, "conference=Lakeside%20Conference").await["matched"], 1);
    let filters: Value = app.get("/api/schools/filters").await.json().await.unwrap();
    assert!(filters["conferences"]
        .as_array()
        .unwrap()
        .contains(&json!("Lakeside Conference")));
    let page = search(&app, "sort=founded&division=III&pageSize=100").await;
    assert!(page["items"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["id"] == "lakeside-rowing-college"));

    // The file without it again: it goes, and so does its conference.
    import(&app.db, &parse(DATA, Some(SEED_VENUES)).unwrap()).await.unwrap();
    assert_eq!(search(&app, "").await["total"], 207);
    assert_eq!(search(&app, "q=lakeside").await["matched"], 0);
    let (status, _, error) = error_of(app.get("/api/schools?conference=Lakeside%20Conference").await).await;
    assert_eq!(status, 422);
    assert!(error["fields"]["conference"].is_string(), "{error}");
}

#[tokio::test]
async fn a_file_imported_by_the_command_shows_without_a_restart() {
    let app = signed_in().await;
    assert_eq!(search(&app, "q=lakeside").await["matched"], 0);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("programs.csv");
    std::fs::write(&file, with_lakeside()).unwrap();

    // Another process writes the table, as an operator's `import-schools` does.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_rowrecruit"))
        .arg("import-schools")
        .arg(&file)
        .env("DATABASE_URL", app.database_url())
        .env("ROWRECRUIT_DATA_DIR", app.data_dir())
        .output()
        .expect("run rowrecruit import-schools");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(said.contains("imported 208 schools: 1 new, 207 updated"), "{said}");

    // The running server hears of it (NOTIFY on PostgreSQL, its poll of the version on SQLite).
    let found = search_until(&app, "q=lakeside", |found| found["matched"] == 1).await;
    assert_eq!(found["total"], 208);
    assert_eq!(found["items"][0]["name"], "Lakeside Rowing College");
}
