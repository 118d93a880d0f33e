//! Saved searches as alerts: the matches kept as athletes change (a profile save, a parent's
//! consent, visibility), the new athletes of a search, its alert switch, the daily digest and its
//! per-search unsubscribe links; and the Rust matching rule against the SQL search.

use serde_json::{json, Value};

use rowrecruit::athlete_search::{
    rules::{self, matches},
    store::{alerts, athletes},
};

use crate::{
    family::{coach_communications, family, json_of},
    helpers::{delete, error_of, member, put, user_id, verified_coach, TestApp, MEMBER_PASSWORD},
};

const DAY_MS: i64 = 86_400_000;

/// An adult athlete, signed in, with `profile` saved.
async fn athlete(app: &TestApp, email: &str, profile: Value) -> (TestApp, String) {
    let browser = member(app, email, "student").await;
    let saved = put(&browser, "/api/profile", &profile).await;
    assert_eq!(saved.status(), 200, "{}", saved.text().await.unwrap());
    let id = user_id(&browser).await;
    (browser, id)
}

async fn save_search(coach: &TestApp, name: &str, query: &str) -> String {
    let created = json_of(
        coach
            .post_json("/api/coach/saved-searches", &json!({"name": name, "query": query}))
            .await,
    )
    .await;
    assert_eq!(
        (created["alertsOn"].as_bool(), created["newMatches"].as_i64()),
        (Some(true), Some(0))
    );
    created["id"].as_str().unwrap().to_owned()
}

/// The ids of the search's new athletes.
async fn new_ids(coach: &TestApp, search: &str) -> Vec<String> {
    json_of(coach.get(&format!("/api/coach/saved-searches/{search}/new")).await)
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap().to_owned())
        .collect()
}

/// The coach's saved search `id` as listed.
async fn listed(coach: &TestApp, id: &str) -> Value {
    let list = json_of(coach.get("/api/coach/saved-searches").await).await;
    list.as_array()
        .unwrap()
        .iter()
        .find(|s| s["id"] == id)
        .cloned()
        .unwrap_or_else(|| panic!("{id} not in {list}"))
}

#[tokio::test]
async fn a_profile_save_adds_and_drops_a_match_and_a_hidden_athlete_leaves() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let profile = |squad: &str, visibility: &str| json!({"fullName": "Ava Stone", "gradYear": 2028, "squad": squad, "visibility": visibility});
    let (ava, ava_id) = athlete(&app, "ava@example.com", profile("womens", "private")).await;
    let search = save_search(&coach, "Women 2028", "gradYear=2028&squad=womens").await;
    assert!(new_ids(&coach, &search).await.is_empty(), "private");

    // She opens her profile to coaches: a new match, with her name, class and when.
    assert_eq!(
        put(&ava, "/api/profile", &profile("womens", "coaches")).await.status(),
        200
    );
    let news = json_of(coach.get(&format!("/api/coach/saved-searches/{search}/new")).await).await;
    assert_eq!(news.as_array().unwrap().len(), 1);
    assert_eq!(
        (
            news[0]["id"].as_str(),
            news[0]["fullName"].as_str(),
            news[0]["gradYear"].as_i64()
        ),
        (Some(ava_id.as_str()), Some("Ava Stone"), Some(2028))
    );
    assert!(news[0]["matchedAt"].as_str().unwrap().ends_with('Z'));
    assert_eq!(listed(&coach, &search).await["newMatches"], 1);

    // Another save that still matches keeps her, once.
    assert_eq!(
        put(&ava, "/api/profile", &profile("womens", "link")).await.status(),
        200
    );
    assert_eq!(new_ids(&coach, &search).await, vec![ava_id.clone()]);

    // No longer a match.
    assert_eq!(
        put(&ava, "/api/profile", &profile("mens", "coaches")).await.status(),
        200
    );
    assert!(new_ids(&coach, &search).await.is_empty());
    assert_eq!(listed(&coach, &search).await["newMatches"], 0);

    // A match again, then hidden: she leaves the search and its rows.
    assert_eq!(
        put(&ava, "/api/profile", &profile("womens", "coaches")).await.status(),
        200
    );
    assert_eq!(new_ids(&coach, &search).await, vec![ava_id.clone()]);
    assert_eq!(
        put(&ava, "/api/profile", &profile("womens", "private")).await.status(),
        200
    );
    assert!(new_ids(&coach, &search).await.is_empty());
    let rows = alerts::athlete(&app.db, &ava_id).await.unwrap().unwrap();
    assert!(rows.matched.is_empty(), "{rows:?}");

    // Marking the search seen starts its news from zero.
    assert_eq!(
        put(&ava, "/api/profile", &profile("womens", "coaches")).await.status(),
        200
    );
    let seen = json_of(
        coach
            .post_json(&format!("/api/coach/saved-searches/{search}/seen"), &json!({}))
            .await,
    )
    .await;
    assert_eq!(seen["newMatches"], 0);
    assert!(new_ids(&coach, &search).await.is_empty());

    // A search saved now counts no one who already matches as new.
    let later = save_search(&coach, "Everyone", "").await;
    assert!(new_ids(&coach, &later).await.is_empty());
    assert_eq!(
        alerts::athlete(&app.db, &ava_id).await.unwrap().unwrap().matched.len(),
        2,
        "both searches hold her"
    );
    // Deleting a search takes its matches with it.
    assert_eq!(
        delete(&coach, &format!("/api/coach/saved-searches/{later}"))
            .await
            .status(),
        204
    );
    assert_eq!(
        alerts::athlete(&app.db, &ava_id).await.unwrap().unwrap().matched,
        vec![search.clone()]
    );
}

#[tokio::test]
async fn a_parents_consent_shows_a_minor_and_withdrawing_it_hides_her_from_searches_and_digests() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let search = save_search(&coach, "Class of 2027", "gradYear=2027").await;

    // Waiting for her parent, she is hidden; the parent's approval shows her, and she matches.
    let (_ava, ava_id, parent) = family(&app, "ava@example.com", "mom@example.com").await;
    assert_eq!(new_ids(&coach, &search).await, vec![ava_id.clone()]);

    // The parent withdraws coach communications: gone from the search and from any digest.
    json_of(coach_communications(&parent, &ava_id, false).await).await;
    assert!(new_ids(&coach, &search).await.is_empty());
    assert_eq!(listed(&coach, &search).await["newMatches"], 0);
    let now = rowrecruit::db::now_ms();
    let sent = rowrecruit::athlete_search::jobs::send_digests(&app.state, now)
        .await
        .unwrap();
    assert_eq!(sent, 0);
    assert!(app
        .mails_to("coach@yale.edu")
        .await
        .iter()
        .all(|m| !m.subject.contains("your saved searches")));

    // Turned back on: she matches again.
    json_of(coach_communications(&parent, &ava_id, true).await).await;
    assert_eq!(new_ids(&coach, &search).await, vec![ava_id.clone()]);

    // Frozen by her parent: gone again, and the digest says nothing of her.
    let frozen = parent
        .post_json(
            &format!("/api/family/children/{ava_id}/freeze"),
            &json!({"password": MEMBER_PASSWORD}),
        )
        .await;
    assert_eq!(frozen.status(), 204);
    assert!(new_ids(&coach, &search).await.is_empty());
    assert_eq!(
        rowrecruit::athlete_search::jobs::send_digests(&app.state, now)
            .await
            .unwrap(),
        0
    );
}

#[tokio::test]
async fn a_search_is_read_and_switched_only_by_its_coach() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let other = verified_coach(&app, "coach@harvard.edu", "harvard-university").await;
    let (student, _) = athlete(&app, "ava@example.com", json!({"fullName": "Ava", "gradYear": 2028})).await;
    let search = save_search(&coach, "All", "").await;
    let new_path = format!("/api/coach/saved-searches/{search}/new");
    let alerts_path = format!("/api/coach/saved-searches/{search}/alerts");

    assert_eq!(error_of(other.get(&new_path).await).await.0, 404);
    assert_eq!(
        error_of(put(&other, &alerts_path, &json!({"on": false})).await).await.0,
        404
    );
    let (status, code, _) = error_of(student.get(&new_path).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));
    assert_eq!(
        error_of(put(&student, &alerts_path, &json!({"on": false})).await)
            .await
            .0,
        403
    );
    assert_eq!(error_of(app.another_browser().get(&new_path).await).await.0, 401);
    assert_eq!(
        listed(&coach, &search).await["alertsOn"],
        true,
        "the other coach changed nothing"
    );

    // Bad input is a field error, never a 500.
    let (status, _, _) = error_of(put(&coach, &alerts_path, &json!({"on": "yes"})).await).await;
    assert_eq!(status, 422);
    let (status, code, _) = error_of(
        app.another_browser()
            .post_json("/api/coach/saved-searches/unsubscribe", &json!({"token": "nonsense"}))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_link"));

    let switched = json_of(put(&coach, &alerts_path, &json!({"on": false})).await).await;
    assert_eq!(switched["alertsOn"], false);
    assert_eq!(listed(&coach, &search).await["alertsOn"], false);
}

#[tokio::test]
async fn the_digest_comes_at_most_once_a_day_only_with_news_and_each_link_stops_one_search() {
    let app = TestApp::spawn().await;
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let women = save_search(&coach, "Women 2028", "gradYear=2028&squad=womens").await;
    let all = save_search(&coach, "All of 2028", "gradYear=2028").await;
    let send = |now: i64| {
        let state = app.state.clone();
        async move {
            rowrecruit::athlete_search::jobs::send_digests(&state, now)
                .await
                .unwrap()
        }
    };
    let digests = || async {
        app.mails_to("coach@yale.edu")
            .await
            .into_iter()
            .filter(|m| m.subject.contains("your saved searches"))
            .collect::<Vec<_>>()
    };
    assert_eq!(send(rowrecruit::db::now_ms()).await, 0, "nothing new, no email");

    let profile = |name: &str| json!({"fullName": name, "gradYear": 2028, "squad": "womens", "visibility": "coaches"});
    let (_ava, ava_id) = athlete(&app, "ava@example.com", profile("Ava Stone")).await;
    let (hidden, _) = athlete(&app, "hid@example.com", profile("Hidden Rower")).await;
    let mut private = profile("Hidden Rower");
    private["visibility"] = json!("private");
    assert_eq!(put(&hidden, "/api/profile", &private).await.status(), 200);

    let now = rowrecruit::db::now_ms();
    assert_eq!(send(now).await, 1);
    assert_eq!(send(now).await, 0, "once a day");
    let mails = digests().await;
    assert_eq!(mails.len(), 1);
    let mail = &mails[0];
    assert!(
        mail.text.contains("Women 2028:") && mail.text.contains("All of 2028:"),
        "{}",
        mail.text
    );
    assert!(mail.text.contains("- Ava Stone, class of 2028: "), "{}", mail.text);
    assert!(mail.text.contains(&format!("/athletes/{ava_id}")), "{}", mail.text);
    assert!(!mail.text.contains("Hidden Rower"), "{}", mail.text);

    // The first search's link turns off that search's alerts only, and can be undone.
    let token = mail.token_for("/saved-searches/unsubscribe");
    let anonymous = app.another_browser();
    let answer = json_of(
        anonymous
            .post_json("/api/coach/saved-searches/unsubscribe", &json!({"token": token}))
            .await,
    )
    .await;
    assert_eq!(answer, json!({"name": "Women 2028", "on": false}));
    assert_eq!(listed(&coach, &women).await["alertsOn"], false);
    assert_eq!(listed(&coach, &all).await["alertsOn"], true);
    let undone = json_of(
        anonymous
            .post_json(
                "/api/coach/saved-searches/unsubscribe",
                &json!({"token": token, "resubscribe": true}),
            )
            .await,
    )
    .await;
    assert_eq!(undone["on"], true);
    json_of(
        anonymous
            .post_json("/api/coach/saved-searches/unsubscribe", &json!({"token": token}))
            .await,
    )
    .await;
    assert_eq!(listed(&coach, &women).await["alertsOn"], false);

    // Another athlete: not on the same day; the next day, only the search still alerting, and
    // only what is new since the last digest.
    let (_bea, bea_id) = athlete(&app, "bea@example.com", profile("Bea Long")).await;
    assert_eq!(send(now).await, 0);
    assert_eq!(send(now + DAY_MS).await, 1);
    let mails = digests().await;
    assert_eq!(mails.len(), 2);
    let next = mails
        .iter()
        .find(|m| m.text.contains("Bea Long"))
        .expect("the second digest");
    assert!(next.text.contains(&format!("/athletes/{bea_id}")));
    assert!(!next.text.contains("Ava Stone"), "{}", next.text);
    assert!(
        next.text.contains("All of 2028:") && !next.text.contains("Women 2028:"),
        "{}",
        next.text
    );
    assert_eq!(send(now + 2 * DAY_MS).await, 0, "nothing new");
}

/// A small deterministic generator for the agreement test.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.next(items.len() as u64) as usize]
    }
}

/// Writes `count` varied athletes (some hidden, some with missing values) straight into the
/// database.
async fn seed(app: &TestApp, count: usize) -> Vec<String> {
    let mut rng = Lcg(7);
    let mut ids = Vec::new();
    for i in 0..count {
        let id = format!("00000000-0000-4000-8000-{i:012}");
        let email = format!("seed{i}@example.com");
        let mut maybe = |low: i64, spread: u64| {
            let value = low + rng.next(spread) as i64;
            (rng.next(5) != 0).then_some(value)
        };
        let grad_year = maybe(2026, 4);
        let best_2k = maybe(3900, 900);
        let best_6k = maybe(12500, 2500);
        let feet = maybe(5, 2);
        let inches = maybe(0, 12);
        let sat = maybe(1000, 60).map(|n| 1000 + (n - 1000) * 10);
        let act = maybe(20, 16);
        let verified = if rng.next(3) == 0 {
            best_2k.map(|t| t + 20)
        } else {
            None
        };
        let gpa = (rng.next(5) != 0).then(|| 2.5 + rng.next(16) as f64 / 10.0);
        let squad = rng.pick(&["womens", "mens", ""]);
        let class = rng.pick(&["openweight", "lightweight", ""]);
        let side = rng.pick(&["port", "starboard", "both", ""]);
        let state = rng.pick(&["NY", "CA", "MA", ""]);
        let divisions = rng.pick(&[r#"["I"]"#, r#"["II","III"]"#, r#"["I","III","club"]"#, "[]"]);
        let name = rng.pick(&["Ava Stone", "Ben Lake", "Cleo Placid", "Dev Rivers"]);
        let school = rng.pick(&["Lake Placid High", "Central High", ""]);
        let club = rng.pick(&["Saratoga Rowing", "Marin Rowing", ""]);
        let visibility = rng.pick(&["coaches", "coaches", "link", "private"]);
        let coxswain = rng.next(6) == 0;
        let none = |text: &str| (!text.is_empty()).then(|| text.to_owned());
        sqlx::query(
            "INSERT INTO users (id, email, password_hash, role, metadata, email_confirmed_at, created_at, updated_at, consent_status)
             VALUES ($1, $2, 'x', 'student', '{}', 1, 1, 1, 'not_required')",
        )
        .bind(&id)
        .bind(&email)
        .execute(&app.db.pool)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO profiles (id, email, user_role, full_name, grad_year, gpa, sat_score, act_score, height_feet,
                 height_inches, high_school, club_team, squad, weight_class, side, coxswain, target_divisions,
                 visibility, home_state, best_2k_tenths, best_6k_tenths, verified_2k_tenths, listed_at, created_at, updated_at)
             VALUES ($1, $2, 'student', $3, $4, CAST($5 AS DOUBLE PRECISION), $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
                 $21, 1, 1, 1)",
        )
        .bind(&id)
        .bind(&email)
        .bind(format!("{name} {i}"))
        .bind(grad_year)
        // As text: the Any driver's binary double is refused in this statement on PostgreSQL.
        .bind(gpa.map(|gpa| gpa.to_string()))
        .bind(sat)
        .bind(act)
        .bind(feet)
        .bind(inches)
        .bind(none(school))
        .bind(none(club))
        .bind(none(squad))
        .bind(none(class))
        .bind(none(side))
        .bind(i64::from(coxswain))
        .bind(divisions)
        .bind(visibility)
        .bind(none(state))
        .bind(best_2k)
        .bind(best_6k)
        .bind(verified)
        .execute(&app.db.pool)
        .await
        .unwrap();
        ids.push(id);
    }
    ids
}

#[tokio::test]
async fn the_rust_matching_rule_agrees_with_the_sql_search() {
    let app = TestApp::spawn().await;
    let ids = seed(&app, 48).await;
    let mut facts = Vec::new();
    for id in &ids {
        facts.push((id.clone(), alerts::athlete(&app.db, id).await.unwrap().unwrap().facts));
    }
    let queries = [
        "",
        "gradYear=2027",
        "gradYear=2026&gradYear=2029",
        "squad=womens",
        "squad=mens&weightClass=lightweight",
        "side=port",
        "side=both&coxswain=false",
        "coxswain=true",
        "min2k=7:00.0",
        "max2k=7:00.0",
        "min2k=6:40.0&max2k=7:10.0",
        "verifiedOnly=true",
        "verifiedOnly=true&max2k=7:05.0",
        "min6k=22:00.0&max6k=24:00.0",
        "minHeight=66",
        "maxHeight=65",
        "minHeight=60&maxHeight=72",
        "minGpa=3.5",
        "minSat=1300",
        "minAct=30",
        "state=NY&state=CA",
        "division=I",
        "division=club",
        "division=II",
        "q=placid",
        "q=RIVERS",
        "q=rowing",
        "q=central",
        "q=1",
        "gradYear=2028&squad=womens&min2k=6:30.0&state=MA&division=III",
        "minGpa=3.0&minSat=1100&minAct=25&side=starboard",
    ];
    for query in queries {
        let mut search = rules::parse(&rules::pairs(query)).unwrap();
        search.page_size = 50;
        let in_sql = athletes::page(&app.db, &search).await.unwrap();
        let mut sql_ids: Vec<String> = in_sql.into_iter().map(|card| card.id).collect();
        sql_ids.sort();
        let mut rust_ids: Vec<String> = facts
            .iter()
            .filter(|(_, facts)| matches(&search, facts))
            .map(|(id, _)| id.clone())
            .collect();
        rust_ids.sort();
        assert_eq!(rust_ids, sql_ids, "{query}");
        assert_eq!(
            athletes::count(&app.db, &search, None).await.unwrap(),
            rust_ids.len() as i64,
            "{query}"
        );
    }
    // Saved through the API, a search's matches are what the search finds.
    let coach = verified_coach(&app, "coach@yale.edu", "yale-university").await;
    let search = save_search(&coach, "Women", "squad=womens&division=I").await;
    let expected = athletes::count(
        &app.db,
        &rules::parse(&rules::pairs("squad=womens&division=I")).unwrap(),
        None,
    )
    .await
    .unwrap();
    let mut held = 0;
    for id in &ids {
        held += alerts::athlete(&app.db, id)
            .await
            .unwrap()
            .unwrap()
            .matched
            .iter()
            .filter(|s| **s == search)
            .count() as i64;
    }
    assert_eq!(held, expected);
    assert!(expected > 0);
}

/// The value at `fraction` (0 to 1) of sorted durations, in microseconds.
fn percentile(sorted: &[std::time::Duration], fraction: f64) -> f64 {
    let index = ((sorted.len() as f64 - 1.0) * fraction).round() as usize;
    sorted[index].as_secs_f64() * 1e6
}

fn summary(label: &str, mut times: Vec<std::time::Duration>) {
    times.sort();
    println!(
        "{label}: median {:.0} µs, p99 {:.0} µs, max {:.0} µs over {} saves",
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        percentile(&times, 1.0),
        times.len()
    );
}

/// The cost the saved-search matching adds to a profile save, at 100,000 athletes
/// (`bench/seed_athletes.py`) and 1,000 saved searches on SQLite. Prints figures, asserts nothing
/// about time. Run by `bench/saved_search_alerts.py` (part of `scripts/bench`) (`BENCH_ATHLETES`, `BENCH_SEARCHES`,
/// `BENCH_SAVES` change the sizes):
/// `cargo test --release --test api -- --ignored --nocapture saved_search_matching_cost`.
#[tokio::test]
#[ignore = "a benchmark: run by bench/saved_search_alerts.py"]
async fn saved_search_matching_cost() {
    use std::time::Instant;
    let size = |name: &str, default: usize| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let (athlete_count, search_count, saves) = (
        size("BENCH_ATHLETES", 100_000),
        size("BENCH_SEARCHES", 1_000),
        size("BENCH_SAVES", 500),
    );
    let app = TestApp::spawn().await;
    let seeded = std::process::Command::new("python3")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/../bench/seed_athletes.py"))
        .args(["--count", &athlete_count.to_string(), app.database_url()])
        .status()
        .expect("python3");
    assert!(seeded.success());

    // A thousand varied searches of ten coaches, as coaches write them.
    let mut rng = Lcg(11);
    for c in 0..10 {
        sqlx::query(
            "INSERT INTO users (id, email, password_hash, role, metadata, email_confirmed_at, created_at, updated_at, consent_status)
             VALUES ($1, $2, 'x', 'coach', '{}', 1, 1, 1, 'not_required')",
        )
        .bind(format!("coach-{c}"))
        .bind(format!("coach{c}@bench.edu"))
        .execute(&app.db.pool)
        .await
        .unwrap();
    }
    let year = jiff::Zoned::now().year() as u64;
    for n in 0..search_count {
        let mut pairs = vec![format!("gradYear={}", year + rng.next(5))];
        if rng.next(2) == 0 {
            pairs.push(format!("gradYear={}", year + rng.next(5)));
        }
        pairs.push(format!("squad={}", rng.pick(&["womens", "mens"])));
        match rng.next(4) {
            0 => pairs.push(format!("max2k=7:{:02}.0", 10 + rng.next(40))),
            1 => pairs.push(format!(
                "min2k=6:{:02}.0&max2k=7:{:02}.0",
                10 + rng.next(40),
                20 + rng.next(30)
            )),
            2 => pairs.push(format!(
                "state={}&state={}",
                rng.pick(&["NY", "CA", "MA", "PA"]),
                rng.pick(&["NJ", "WA", "TX"])
            )),
            _ => pairs.push(format!("division={}", rng.pick(&["I", "II", "III", "club"]))),
        }
        if rng.next(3) == 0 {
            pairs.push(format!("minHeight={}", 64 + rng.next(10)));
        }
        if rng.next(4) == 0 {
            pairs.push(format!("side={}", rng.pick(&["port", "starboard", "both"])));
        }
        if rng.next(10) == 0 {
            pairs.push(format!("q={}", rng.pick(&["rowing", "lincoln", "ava"])));
        }
        sqlx::query(
            "INSERT INTO saved_searches (id, coach_id, name, query, created_at, last_seen_at) VALUES ($1, $2, $3, $4, 1, 1)",
        )
        .bind(format!("search-{n}"))
        .bind(format!("coach-{}", n % 10))
        .bind(format!("Search {n}"))
        .bind(pairs.join("&"))
        .execute(&app.db.pool)
        .await
        .unwrap();
    }
    // Written behind the server's back: the index (which the rematch sweep may have loaded while
    // the seed queued every athlete shown to coaches) loads again, and the queue is emptied so
    // the sweep does not run beside the measured saves.
    sqlx::query("DELETE FROM saved_search_rematch")
        .execute(&app.db.pool)
        .await
        .unwrap();
    app.state.saved_searches.forget().await;
    let started = Instant::now();
    let held = app.state.saved_searches.count(&app.db).await.unwrap();
    assert_eq!(held, search_count);
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM saved_search_matches")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    println!(
        "loaded {held} saved searches and filled their {rows} matches in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let ids: Vec<String> = sqlx::query_scalar(
        "SELECT id FROM profiles WHERE shown_to_coaches = 1 AND grad_year IS NOT NULL ORDER BY id LIMIT $1",
    )
    .bind(saves as i64)
    .fetch_all(&app.db.pool)
    .await
    .unwrap();
    let this_year = year as i64;
    let save = |id: String, body: Value| {
        let db = app.db.clone();
        async move {
            let input: rowrecruit::profiles::rules::ProfileInput = serde_json::from_value(body).unwrap();
            let valid = rowrecruit::profiles::rules::validate(input, this_year).unwrap();
            let started = Instant::now();
            rowrecruit::profiles::store::update(&db, &id, &valid, rowrecruit::db::now_ms())
                .await
                .unwrap()
                .unwrap();
            started.elapsed()
        }
    };
    // What the save pays (the matching is handed to a task of its own), and how long after that
    // the matches are written.
    let matching = |id: String| {
        let (db, index) = (app.db.clone(), app.state.saved_searches.clone());
        async move {
            let started = Instant::now();
            index.match_after_save(db, id);
            let paid = started.elapsed();
            index.settled().await;
            (paid, started.elapsed())
        }
    };
    let (mut saves_alone, mut unchanged, mut changed) = (Vec::new(), Vec::new(), Vec::new());
    let (mut unchanged_written, mut changed_written) = (Vec::new(), Vec::new());
    let mut changed_rows = 0;
    for (n, id) in ids.iter().enumerate() {
        let profile = |grad_year: i64, headline: &str| {
            json!({"fullName": format!("Bench Athlete {n}"), "gradYear": grad_year, "squad": if n % 2 == 0 { "womens" } else { "mens" },
                   "heightFeet": 6, "heightInches": n % 12, "erg2k": format!("7:{:02}.0", n % 40), "homeState": "NY",
                   "targetDivisions": ["I", "III"], "side": "port", "visibility": "coaches", "headline": headline})
        };
        let grad_year = this_year + (n % 4) as i64;
        // Settle the profile in the form the measured saves edit.
        save(id.clone(), profile(grad_year, "first")).await;
        matching(id.clone()).await;
        // A save that leaves every match as it was (the usual save: a field no search reads).
        saves_alone.push(save(id.clone(), profile(grad_year, "second")).await);
        let (paid, written) = matching(id.clone()).await;
        unchanged.push(paid);
        unchanged_written.push(written);
        // A save that moves the athlete to another class: matches added and dropped.
        let before = alerts::athlete(&app.db, id).await.unwrap().unwrap().matched.len();
        save(id.clone(), profile(grad_year + 1, "third")).await;
        let (paid, written) = matching(id.clone()).await;
        changed.push(paid);
        changed_written.push(written);
        let after = alerts::athlete(&app.db, id).await.unwrap().unwrap().matched.len();
        changed_rows += before.max(after);
    }
    println!("athletes {athlete_count}, saved searches {search_count}");
    summary("profile save alone", saves_alone);
    summary("matching added to the save, no match changed", unchanged);
    summary("matching added to the save, class changed", changed);
    summary("matches written after the answer, no match changed", unchanged_written);
    summary("matches written after the answer, class changed", changed_written);
    println!("about {} matches per athlete", changed_rows / ids.len().max(1));
}
