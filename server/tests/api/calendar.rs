//! The recruitment calendar: events kept per owner, the checks on them, a coach's events about
//! athletes on the board, a linked parent's read-only view, the secret iCalendar feed, reminder
//! emails the day before, and the recruiting periods operators add for the coach page's notice.

use std::collections::HashMap;

use serde_json::{json, Value};

use crate::helpers::{
    cli_admin, delete, error_of, member, put, unnamed_verified_coach, user_id, verified_coach, TestApp, MEMBER_PASSWORD,
};

/// Division I and Division III programs of the seeded directory.
const DI: &str = "yale-university";
const DIII: &str = "bates-college";

async fn json_of(response: reqwest::Response) -> Value {
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{status}: {body}");
    body
}

/// A signed-in athlete graduating in 2027 whose profile coaches may see.
async fn athlete(app: &TestApp, email: &str, name: &str) -> (TestApp, String) {
    let athlete = member(app, email, "student").await;
    let profile = json!({"fullName": name, "gradYear": 2027, "squad": "womens", "erg2k": "7:05.0",
                         "visibility": "coaches"});
    assert_eq!(put(&athlete, "/api/profile", &profile).await.status(), 200);
    let id = user_id(&athlete).await;
    (athlete, id)
}

async fn add_event(owner: &TestApp, body: Value) -> reqwest::Response {
    owner.post_json("/api/calendar/events", &body).await
}

async fn calendar(owner: &TestApp) -> Value {
    json_of(owner.get("/api/calendar").await).await
}

fn event_ids(view: &Value) -> Vec<String> {
    view["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap().to_owned())
        .collect()
}

fn day_from_today(days: i64) -> String {
    let today = jiff::Zoned::now().with_time_zone(jiff::tz::TimeZone::UTC).date();
    (today + jiff::Span::new().days(days)).to_string()
}

#[tokio::test]
async fn events_belong_to_their_owner_and_are_checked_field_by_field() {
    let app = TestApp::spawn().await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let (ben, _) = athlete(&app, "ben@example.com", "Ben Bow").await;

    let created = add_event(
        &ava,
        json!({"kind": "official_visit", "title": " Visit Yale ", "date": "2026-10-02", "time": "14:30",
               "schoolId": DI, "location": "New Haven, CT", "notes": "Meet the team"}),
    )
    .await;
    assert_eq!(created.status(), 201);
    let event = created.json::<Value>().await.unwrap();
    assert_eq!(event["title"], "Visit Yale");
    assert_eq!(event["kind"], "official_visit");
    assert_eq!(event["kindLabel"], "Official visit");
    assert_eq!(event["schoolName"], "Yale University");
    assert_eq!(event["time"], "14:30");
    assert_eq!(event["endDate"], Value::Null);
    assert_eq!(event["athleteId"], Value::Null);
    assert_eq!(event["remind"], true);
    let id = event["id"].as_str().unwrap().to_owned();
    let path = format!("/api/calendar/events/{id}");

    // Another athlete neither sees, changes nor deletes it: 404, never 403.
    let view = calendar(&ben).await;
    assert!(event_ids(&view).is_empty());
    let body = json!({"kind": "camp", "title": "Mine now", "date": "2026-10-03"});
    let (status, code, _) = error_of(put(&ben, &path, &body).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"));
    let (status, code, _) = error_of(delete(&ben, &path).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"));
    assert_eq!(event_ids(&calendar(&ava).await), std::slice::from_ref(&id));

    // Every broken field is named as in the body.
    let (status, code, error) = error_of(
        add_event(
            &ava,
            json!({"kind": "party", "title": "", "date": "2026-02-30", "time": "25:00",
                   "schoolId": "no-such-school", "athleteId": "someone", "notes": "x".repeat(2001)}),
        )
        .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));
    let fields: Vec<&String> = error["fields"].as_object().unwrap().keys().collect();
    assert_eq!(
        fields,
        ["athleteId", "date", "kind", "notes", "schoolId", "time", "title"]
    );
    let (_, _, error) = error_of(
        add_event(
            &ava,
            json!({"kind": "regatta", "title": "HOCR", "date": "2026-10-17", "endDate": "2026-10-16",
                   "schoolId": "no-such-school"}),
        )
        .await,
    )
    .await;
    assert_eq!(error["fields"]["endDate"], "The end date must be on or after the date.");
    assert_eq!(error["fields"]["schoolId"], "Choose a program from the list.");
    let (status, _, error) =
        error_of(add_event(&ava, json!({"kind": "camp", "title": "Camp", "date": 20261010})).await).await;
    assert_eq!(status.as_u16(), 422);
    assert!(error["fields"]["body"].is_string());

    // The owner changes and deletes it.
    let changed = json_of(
        put(
            &ava,
            &path,
            &json!({"kind": "unofficial_visit", "title": "Visit Yale again", "date": "2026-10-09", "remind": false}),
        )
        .await,
    )
    .await;
    assert_eq!(changed["kindLabel"], "Unofficial visit");
    assert_eq!(changed["time"], Value::Null);
    assert_eq!(changed["schoolId"], Value::Null);
    assert_eq!(changed["remind"], false);

    // Listed by date, all-day events before timed ones.
    let later = json_of(
        add_event(
            &ava,
            json!({"kind": "erg_test", "title": "2k", "date": "2026-10-09", "time": "07:00"}),
        )
        .await,
    )
    .await;
    let earlier = json_of(add_event(&ava, json!({"kind": "camp", "title": "Camp", "date": "2026-09-01"})).await).await;
    assert_eq!(
        event_ids(&calendar(&ava).await),
        [
            earlier["id"].as_str().unwrap(),
            id.as_str(),
            later["id"].as_str().unwrap()
        ]
    );

    // The account export holds the events; deleting one leaves the others.
    let export = json_of(ava.get("/api/account/export").await).await;
    assert_eq!(export["calendar"]["events"].as_array().unwrap().len(), 3);
    assert_eq!(delete(&ava, &path).await.status(), 204);
    assert_eq!(delete(&ava, &path).await.status(), 404);
    assert_eq!(event_ids(&calendar(&ava).await).len(), 2);
}

#[tokio::test]
async fn an_owner_keeps_at_most_five_hundred_events() {
    let app = TestApp::spawn().await;
    let (ava, id) = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let mut tx = app.db.pool.begin().await.unwrap();
    for n in 0..499 {
        sqlx::query(
            "INSERT INTO calendar_events (id, owner_id, kind, title, starts_on, remind, created_at, updated_at)
             VALUES ($1, $2, 'other', 'Filler', '2026-01-01', 0, 0, 0)",
        )
        .bind(format!("filler-{n}"))
        .bind(&id)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
    let body = json!({"kind": "other", "title": "Five hundredth", "date": "2026-01-02"});
    assert_eq!(add_event(&ava, body.clone()).await.status(), 201);
    let (status, code, _) = error_of(add_event(&ava, body).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (409, "too_many_events"));
}

#[tokio::test]
async fn only_athletes_and_coaches_of_an_open_workspace_keep_a_calendar() {
    let app = TestApp::spawn().await;
    let anonymous = app.another_browser();
    let (status, _, _) = error_of(anonymous.get("/api/calendar").await).await;
    assert_eq!(status.as_u16(), 401);
    let parent = member(&app, "mom@example.com", "parent").await;
    let (status, code, _) = error_of(parent.get("/api/calendar").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));
    let unverified = member(&app, "new.coach@yale.edu", "coach").await;
    let (status, code, _) = error_of(unverified.get("/api/calendar").await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "coach_unverified"));
    let (status, _, _) = error_of(
        add_event(
            &unverified,
            json!({"kind": "camp", "title": "Camp", "date": "2026-07-01"}),
        )
        .await,
    )
    .await;
    assert_eq!(status.as_u16(), 403);
}

#[tokio::test]
async fn a_coach_links_events_only_to_athletes_on_the_board() {
    let app = TestApp::spawn().await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let (_ben, ben_id) = athlete(&app, "ben@example.com", "Ben Bow").await;
    let coach = verified_coach(&app, "coach@yale.edu", DI).await;
    assert_eq!(
        coach
            .put_json(&format!("/api/coach/board/{ava_id}"), &json!({}))
            .await
            .status(),
        200
    );

    let view = calendar(&coach).await;
    assert_eq!(view["role"], "coach");
    assert_eq!(view["divisions"], json!(["I"]));
    assert_eq!(view["keyDates"], json!([]));
    assert_eq!(view["gradYear"], Value::Null);

    let visit = json_of(
        add_event(
            &coach,
            json!({"kind": "official_visit", "title": "Ava's visit", "date": "2026-10-02", "athleteId": ava_id}),
        )
        .await,
    )
    .await;
    assert_eq!(visit["athleteId"], ava_id.as_str());
    assert_eq!(visit["athleteName"], "Ava Stroke");

    let (status, _, error) = error_of(
        add_event(
            &coach,
            json!({"kind": "official_visit", "title": "Ben's visit", "date": "2026-10-02", "athleteId": ben_id}),
        )
        .await,
    )
    .await;
    assert_eq!(status.as_u16(), 422);
    assert_eq!(error["fields"]["athleteId"], "Choose an athlete on your board.");
    let id = visit["id"].as_str().unwrap();
    let (_, _, error) = error_of(
        put(
            &coach,
            &format!("/api/calendar/events/{id}"),
            &json!({"kind": "official_visit", "title": "Ava's visit", "date": "2026-10-02", "athleteId": "nobody"}),
        )
        .await,
    )
    .await;
    assert_eq!(error["fields"]["athleteId"], "Choose an athlete on your board.");

    // An athlete who leaves takes their own calendar along, and out of the coach's event.
    json_of(add_event(&ava, json!({"kind": "camp", "title": "Camp", "date": "2026-07-01"})).await).await;
    json_of(put(&ava, "/api/calendar/settings", &json!({"timeZone": "America/Denver"})).await).await;
    let deleted = ava
        .post_json("/api/account/delete", &json!({"password": MEMBER_PASSWORD}))
        .await;
    assert_eq!(deleted.status(), 204);
    for table in [
        "calendar_events WHERE owner_id = $1",
        "calendar_settings WHERE user_id = $1",
    ] {
        let left: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
            .bind(&ava_id)
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
        assert_eq!(left, 0, "{table}");
    }
    let kept = &calendar(&coach).await["events"][0];
    assert_eq!(kept["title"], "Ava's visit");
    assert_eq!(kept["athleteId"], Value::Null);
    assert_eq!(kept["athleteName"], Value::Null);
}

/// A coach's visit with an athlete is on the athlete's calendar too, and so on their parent's:
/// when and where on the athlete's clocks, the program and the coach, never the coach's own
/// title or notes, and only the coach changes it. A coach's other events stay the coach's.
#[tokio::test]
async fn a_coachs_visit_is_on_the_athletes_and_parents_calendar() {
    let app = TestApp::spawn().await;
    let (ava, ava_id, parent) = crate::family::family(&app, "ava@example.com", "mom@example.com").await;
    json_of(
        put(
            &ava,
            "/api/calendar/settings",
            &json!({"timeZone": "America/Los_Angeles"}),
        )
        .await,
    )
    .await;
    let coach = unnamed_verified_coach(&app, "coach@yale.edu", DI).await;
    assert_eq!(
        coach
            .put_json(&format!("/api/coach/board/{ava_id}"), &json!({}))
            .await
            .status(),
        200
    );
    let day = day_from_today(30);
    let visit = json_of(
        add_event(
            &coach,
            json!({"kind": "official_visit", "title": "Ava: push on the 2k", "date": day, "time": "13:00",
                   "location": "Gilder Boathouse", "notes": "Grades borderline", "athleteId": ava_id}),
        )
        .await,
    )
    .await;
    for planning in [
        json!({"kind": "camp", "title": "Ava at our camp?", "date": day, "athleteId": ava_id}),
        json!({"kind": "official_visit", "title": "Open house", "date": day}),
    ] {
        json_of(add_event(&coach, planning).await).await;
    }
    json_of(add_event(&ava, json!({"kind": "regatta", "title": "Head race", "date": day})).await).await;

    let seen = calendar(&ava).await;
    let events = seen["events"].as_array().unwrap();
    assert_eq!(events.len(), 2, "{seen}");
    // All-day events come first on a day, then timed ones.
    assert_eq!(events[0]["title"], "Head race");
    assert_eq!(events[0]["addedBy"], Value::Null);
    let shown = &events[1];
    assert_eq!(shown["id"], visit["id"]);
    assert_eq!(shown["title"], "Official visit: Yale University");
    assert_eq!(shown["kind"], "official_visit");
    assert_eq!(
        shown["addedBy"], "A coach of Yale University",
        "a coach who gave no name"
    );
    assert_eq!(shown["schoolName"], "Yale University");
    assert_eq!(shown["location"], "Gilder Boathouse");
    // 1:00 PM in New Haven is 10:00 AM in Los Angeles.
    assert_eq!(
        (shown["date"].as_str().unwrap(), shown["time"].as_str().unwrap()),
        (day.as_str(), "10:00")
    );
    assert_eq!(shown["remind"], false);
    assert_eq!(shown["notes"], Value::Null);
    let text = seen.to_string();
    assert!(
        !text.contains("Grades borderline") && !text.contains("push on the 2k"),
        "the coach's own words"
    );

    let named = json!({"fullName": "Jordan Lee", "title": "Head Coach"});
    assert_eq!(put(&coach, "/api/coach/profile", &named).await.status(), 200);
    let seen = calendar(&ava).await;
    assert_eq!(seen["events"][1]["addedBy"], "Jordan Lee, Head Coach, Yale University");

    let parents_view = json_of(parent.get(&format!("/api/family/children/{ava_id}/calendar")).await).await;
    assert_eq!(parents_view["events"], seen["events"]);

    // The athlete's feed carries it at its instant in UTC.
    let feed = ava.get("/api/calendar.ics").await.text().await.unwrap();
    let (_, feed_events) = parse_feed(&feed);
    let entry = by_uid(&feed_events, &format!("{}@rowrecruit", visit["id"].as_str().unwrap()));
    assert_eq!(entry["SUMMARY"].0, "Official visit: Yale University");
    assert!(entry["DTSTART"].0.ends_with("T180000Z"), "{:?}", entry["DTSTART"]);
    assert!(entry["DESCRIPTION"].0.contains("Added by Jordan Lee"));

    // Only the coach changes or deletes it.
    let path = format!("/api/calendar/events/{}", visit["id"].as_str().unwrap());
    let edit = json!({"kind": "camp", "title": "Mine now", "date": day});
    assert_eq!(error_of(put(&ava, &path, &edit).await).await.0.as_u16(), 404);
    assert_eq!(delete(&ava, &path).await.status(), 404);
    let moved = json!({"kind": "unofficial_visit", "title": "Ava: push on the 2k", "date": day_from_today(31),
                       "athleteId": ava_id});
    json_of(put(&coach, &path, &moved).await).await;
    let shown = &calendar(&ava).await["events"][1];
    assert_eq!(shown["title"], "Unofficial visit: Yale University");
    assert_eq!(
        (shown["date"].as_str().unwrap(), &shown["time"]),
        (day_from_today(31).as_str(), &Value::Null)
    );
    assert_eq!(delete(&coach, &path).await.status(), 204);
    assert_eq!(calendar(&ava).await["events"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_linked_parent_reads_the_childs_calendar_and_no_other() {
    let app = TestApp::spawn().await;
    let (child, child_id, parent) = crate::family::family(&app, "ava@example.com", "mom@example.com").await;
    json_of(
        add_event(
            &child,
            json!({"kind": "camp", "title": "Summer camp", "date": "2026-07-01"}),
        )
        .await,
    )
    .await;
    json_of(child.post_json("/api/calendar/feed", &json!({})).await).await;

    let path = format!("/api/family/children/{child_id}/calendar");
    let view = json_of(parent.get(&path).await).await;
    assert_eq!(view["role"], "athlete");
    assert_eq!(view["gradYear"], 2027);
    assert_eq!(view["divisions"], json!(["I", "II", "III"]));
    assert_eq!(view["events"][0]["title"], "Summer camp");
    assert_eq!(view["keyDates"].as_array().unwrap().len(), 7);
    assert!(view["settings"]["feedCreatedAt"].is_string());
    assert!(!view.to_string().contains("/api/calendar/feed/"));

    let stranger = member(&app, "stranger@example.com", "parent").await;
    let (status, _, _) = error_of(stranger.get(&path).await).await;
    assert_eq!(status.as_u16(), 404);
    let coach = member(&app, "coach@example.edu", "coach").await;
    let (status, _, _) = error_of(coach.get(&path).await).await;
    assert_eq!(status.as_u16(), 403);
}

/// Each VEVENT of a feed, parsed with a second iCalendar implementation: property name to
/// (value, parameters).
type Properties = HashMap<String, (String, String)>;

fn parse_feed(text: &str) -> (HashMap<String, String>, Vec<Properties>) {
    let mut parser = ical::IcalParser::new(std::io::BufReader::new(text.as_bytes()));
    let calendar = parser.next().expect("a calendar").expect("the feed parses");
    let head = calendar
        .properties
        .iter()
        .map(|p| (p.name.clone(), p.value.clone().unwrap_or_default()))
        .collect();
    let events = calendar
        .events
        .iter()
        .map(|e| {
            e.properties
                .iter()
                .map(|p| {
                    let params = p
                        .params
                        .iter()
                        .flatten()
                        .map(|(k, v)| format!("{k}={}", v.join(",")))
                        .collect::<Vec<_>>()
                        .join(";");
                    (p.name.clone(), (p.value.clone().unwrap_or_default(), params))
                })
                .collect()
        })
        .collect();
    (head, events)
}

fn by_uid<'a>(events: &'a [Properties], uid: &str) -> &'a Properties {
    events
        .iter()
        .find(|e| e["UID"].0 == uid)
        .unwrap_or_else(|| panic!("no {uid} in the feed"))
}

#[tokio::test]
async fn the_secret_feed_holds_key_dates_and_events_until_renewed_or_turned_off() {
    let app = TestApp::spawn().await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke").await;
    let zone = json_of(put(&ava, "/api/calendar/settings", &json!({"timeZone": "America/Chicago"})).await).await;
    assert_eq!(zone["timeZone"], "America/Chicago");
    assert_eq!(zone["timeZoneSet"], true);
    assert_eq!(zone["reminders"], true);
    let (_, _, error) = error_of(put(&ava, "/api/calendar/settings", &json!({"timeZone": "Mars/Olympus"})).await).await;
    assert!(error["fields"]["timeZone"].is_string());

    let regatta = json_of(
        add_event(
            &ava,
            json!({"kind": "regatta", "title": "Head of the Charles; Boston, MA", "date": "2026-10-17",
                   "endDate": "2026-10-18", "location": "Boston, MA"}),
        )
        .await,
    )
    .await;
    let test = json_of(
        add_event(
            &ava,
            json!({"kind": "erg_test", "title": "2k test", "date": "2026-12-02", "time": "14:30"}),
        )
        .await,
    )
    .await;

    let anonymous = app.another_browser();
    let (status, _, _) = error_of(anonymous.get("/api/calendar.ics").await).await;
    assert_eq!(status.as_u16(), 401);
    let download = ava.get("/api/calendar.ics").await;
    assert_eq!(download.status(), 200);
    assert_eq!(
        download.headers()["content-disposition"],
        "attachment; filename=\"rowrecruit-calendar.ics\""
    );

    let (status, code, _) = error_of(
        anonymous
            .get(&format!("/api/calendar/feed/{}.ics", "x".repeat(43)))
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (404, "not_found"));

    let created = ava.post_json("/api/calendar/feed", &json!({})).await;
    assert_eq!(created.status(), 201);
    let address = created.json::<Value>().await.unwrap();
    let url = address["url"].as_str().unwrap().to_owned();
    assert!(
        url.starts_with(&app.url("/api/calendar/feed/")) && url.ends_with(".ics"),
        "{url}"
    );
    assert_eq!(calendar(&ava).await["settings"]["feedCreatedAt"], address["createdAt"]);

    let served = anonymous.client.get(&url).send().await.unwrap();
    assert_eq!(served.status(), 200);
    assert_eq!(served.headers()["content-type"], "text/calendar; charset=utf-8");
    assert_eq!(served.headers()["cache-control"], "no-store");
    assert_eq!(served.headers()["referrer-policy"], "no-referrer");
    let text = served.text().await.unwrap();
    let (head, events) = parse_feed(&text);
    assert_eq!(head["PRODID"], "-//RowRecruit//Recruitment calendar//EN");
    assert_eq!(head["X-WR-CALNAME"], "RowRecruit");
    assert_eq!(head["X-WR-TIMEZONE"], "America/Chicago");
    assert_eq!(events.len(), 7 + 2);

    // Key dates of the class of 2027, all day.
    let contact = by_uid(&events, "di-contact-2027@rowrecruit");
    assert_eq!(contact["DTSTART"], ("20250615".into(), "VALUE=DATE".into()));
    assert_eq!(contact["DTEND"], ("20250616".into(), "VALUE=DATE".into()));
    let signing = by_uid(&events, "signing-2027@rowrecruit");
    assert_eq!(signing["DTSTART"].0, "20261111");
    assert!(signing["DESCRIPTION"].0.contains("Source: NCAA Division I Council"));
    // The events: all day through the end date, or the instant in UTC for 14:30 in Chicago.
    let regatta = by_uid(&events, &format!("{}@rowrecruit", regatta["id"].as_str().unwrap()));
    assert_eq!(regatta["DTSTART"], ("20261017".into(), "VALUE=DATE".into()));
    assert_eq!(regatta["DTEND"].0, "20261019");
    assert_eq!(regatta["SUMMARY"].0, "Head of the Charles\\; Boston\\, MA");
    let test = by_uid(&events, &format!("{}@rowrecruit", test["id"].as_str().unwrap()));
    assert_eq!(test["DTSTART"], ("20261202T203000Z".into(), String::new()));
    assert_eq!(test["DTEND"].0, "20261202T213000Z");
    assert_eq!(test["SUMMARY"].0, "2k test");

    // Renewing: the old address stops working at once.
    let renewed = json_of(ava.post_json("/api/calendar/feed", &json!({})).await).await;
    let new_url = renewed["url"].as_str().unwrap().to_owned();
    assert_ne!(new_url, url);
    assert_eq!(anonymous.client.get(&url).send().await.unwrap().status(), 404);
    assert_eq!(anonymous.client.get(&new_url).send().await.unwrap().status(), 200);
    // Turning it off.
    assert_eq!(delete(&ava, "/api/calendar/feed").await.status(), 204);
    assert_eq!(anonymous.client.get(&new_url).send().await.unwrap().status(), 404);
    assert_eq!(calendar(&ava).await["settings"]["feedCreatedAt"], Value::Null);
}

#[tokio::test]
async fn a_reminder_goes_out_once_the_day_before_and_not_when_turned_off() {
    let app = TestApp::spawn().await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke").await;
    json_of(put(&ava, "/api/calendar/settings", &json!({"timeZone": "America/Chicago"})).await).await;
    json_of(
        add_event(
            &ava,
            json!({"kind": "official_visit", "title": "Visit Yale", "date": "2030-03-15", "time": "10:00",
                   "schoolId": DI, "location": "Gilder Boathouse"}),
        )
        .await,
    )
    .await;
    json_of(
        add_event(
            &ava,
            json!({"kind": "camp", "title": "No reminder", "date": "2030-03-15", "remind": false}),
        )
        .await,
    )
    .await;
    let send = |at: &str| {
        let now = at.parse::<jiff::Timestamp>().unwrap().as_millisecond();
        let state = app.state.clone();
        async move { rowrecruit::calendar::jobs::send_reminders(&state, now).await.unwrap() }
    };
    // 07:59 on March 14 in Chicago (daylight time, UTC-5): not yet.
    assert_eq!(send("2030-03-14T12:59:00Z").await, 0);
    assert_eq!(send("2030-03-14T13:00:00Z").await, 1);
    assert_eq!(send("2030-03-14T20:00:00Z").await, 0);
    let mail = app.wait_for_mail("ava@example.com", "Tomorrow: Visit Yale").await;
    assert!(mail.text.contains("Friday, March 15, 2030 at 10:00"), "{}", mail.text);
    assert!(mail.text.contains("Program: Yale University"));
    assert!(mail.text.contains("Where: Gilder Boathouse"));
    assert!(mail
        .text
        .contains(&format!("Open your calendar: {}", app.url("/calendar"))));
    let reminders = app
        .mails_to("ava@example.com")
        .await
        .into_iter()
        .filter(|m| m.subject.starts_with("Tomorrow:"))
        .count();
    assert_eq!(reminders, 1);

    // Moving the event to another day makes its reminder due again.
    let id = calendar(&ava).await["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["title"] == "Visit Yale")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    json_of(
        put(
            &ava,
            &format!("/api/calendar/events/{id}"),
            &json!({"kind": "official_visit", "title": "Visit Yale", "date": "2030-03-22"}),
        )
        .await,
    )
    .await;

    // One click turns reminders off, without signing in.
    let token = mail.token_for("/calendar/unsubscribe");
    let anonymous = app.another_browser();
    let (status, code, _) = error_of(
        anonymous
            .post_json(
                "/api/calendar/reminders/unsubscribe",
                &json!({"token": format!("{token}0")}),
            )
            .await,
    )
    .await;
    assert_eq!((status.as_u16(), code.as_str()), (400, "invalid_link"));
    let done = json_of(
        anonymous
            .post_json("/api/calendar/reminders/unsubscribe", &json!({"token": token}))
            .await,
    )
    .await;
    assert_eq!(
        done,
        json!({"kind": "calendar_reminders", "email": "a•••@example.com", "on": false})
    );
    assert_eq!(calendar(&ava).await["settings"]["reminders"], false);
    assert_eq!(send("2030-03-21T14:00:00Z").await, 0);

    // Back on: the moved event's reminder goes out the day before its new date.
    json_of(put(&ava, "/api/calendar/settings", &json!({"reminders": true})).await).await;
    assert_eq!(send("2030-03-21T14:00:00Z").await, 1);
    assert_eq!(
        send("2030-03-21T14:00:00Z").await + send("2030-03-22T14:00:00Z").await,
        0
    );
}

#[tokio::test]
async fn operators_add_recruiting_periods_that_coaches_of_the_division_see() {
    let app = TestApp::spawn().await;
    let yale = verified_coach(&app, "coach@yale.edu", DI).await;
    let bates = verified_coach(&app, "coach@bates.edu", DIII).await;
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stroke").await;

    let period = |division: &str, kind: &str, from: i64, to: i64| {
        json!({"division": division, "kind": kind, "startsOn": day_from_today(from), "endsOn": day_from_today(to),
               "source": "NCAA recruiting calendar", "note": "Published by the NCAA"})
    };
    for who in [&yale, &ava] {
        let (status, code, _) = error_of(who.get("/api/admin/recruiting-periods").await).await;
        assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));
        let (status, _, _) = error_of(
            who.post_json("/api/admin/recruiting-periods", &period("I", "dead", -2, 2))
                .await,
        )
        .await;
        assert_eq!(status.as_u16(), 403);
    }
    let (status, _, error) = error_of(
        admin
            .post_json(
                "/api/admin/recruiting-periods",
                &json!({"division": "I", "kind": "dead", "startsOn": "2026-11-10", "endsOn": "2026-11-09",
                        "source": " "}),
            )
            .await,
    )
    .await;
    assert_eq!(status.as_u16(), 422);
    assert_eq!(
        error["fields"]["endsOn"],
        "The last day must be on or after the first day."
    );
    assert_eq!(error["fields"]["source"], "Say where these dates come from.");
    let (_, _, error) = error_of(
        admin
            .post_json(
                "/api/admin/recruiting-periods",
                &json!({"division": "IV", "squad": "mixed", "kind": "busy", "startsOn": "soon", "source": "x"}),
            )
            .await,
    )
    .await;
    let fields: Vec<&String> = error["fields"].as_object().unwrap().keys().collect();
    assert_eq!(fields, ["division", "endsOn", "kind", "squad", "startsOn"]);

    let dead = json_of(
        admin
            .post_json("/api/admin/recruiting-periods", &period("I", "dead", -2, 2))
            .await,
    )
    .await;
    assert_eq!(dead["label"], "Dead period");
    assert_eq!(dead["squad"], "all");
    assert_eq!(dead["current"], true);
    let later = json_of(
        admin
            .post_json("/api/admin/recruiting-periods", &period("I", "contact", 10, 20))
            .await,
    )
    .await;
    assert_eq!(later["current"], false);
    json_of(
        admin
            .post_json("/api/admin/recruiting-periods", &period("III", "quiet", -2, 2))
            .await,
    )
    .await;
    let past = json_of(
        admin
            .post_json("/api/admin/recruiting-periods", &period("I", "evaluation", -30, -20))
            .await,
    )
    .await;
    let all = json_of(admin.get("/api/admin/recruiting-periods").await).await;
    assert_eq!(all.as_array().unwrap().len(), 4);
    assert_eq!(all[0]["id"], past["id"]);

    // The coach page: only the period in force for the program's division.
    let notice = json_of(yale.get("/api/coach/overview").await).await["recruiting"].clone();
    assert_eq!(notice["division"], "I");
    let in_force: Vec<&Value> = notice["periods"].as_array().unwrap().iter().map(|p| &p["id"]).collect();
    assert_eq!(in_force, [&dead["id"]]);
    assert!(notice["guidance"].as_str().unwrap().starts_with("Division I:"));
    assert!(notice["source"].as_str().unwrap().contains("NCAA"));
    let notice = json_of(bates.get("/api/coach/overview").await).await["recruiting"].clone();
    assert_eq!(notice["division"], "III");
    assert_eq!(notice["periods"].as_array().unwrap().len(), 1);
    assert_eq!(notice["periods"][0]["kind"], "quiet");
    assert!(notice["guidance"].as_str().unwrap().starts_with("Division III:"));

    // The coach's calendar: current and future periods of the division; athletes see none.
    let periods: Vec<Value> = calendar(&yale).await["periods"].as_array().unwrap().clone();
    let ids: Vec<&Value> = periods.iter().map(|p| &p["id"]).collect();
    assert_eq!(ids, [&dead["id"], &later["id"]]);
    assert_eq!(calendar(&ava).await["periods"], json!([]));
    let (_, feed) = {
        let text = yale.get("/api/calendar.ics").await.text().await.unwrap();
        parse_feed(&text)
    };
    let dead_event = by_uid(&feed, &format!("{}@rowrecruit", dead["id"].as_str().unwrap()));
    assert_eq!(dead_event["SUMMARY"].0, "Division I: Dead period");

    // Deleting, audited both ways.
    let id = dead["id"].as_str().unwrap();
    assert_eq!(
        delete(&yale, &format!("/api/admin/recruiting-periods/{id}"))
            .await
            .status(),
        403
    );
    assert_eq!(
        delete(&admin, &format!("/api/admin/recruiting-periods/{id}"))
            .await
            .status(),
        204
    );
    assert_eq!(
        delete(&admin, &format!("/api/admin/recruiting-periods/{id}"))
            .await
            .status(),
        404
    );
    let notice = json_of(yale.get("/api/coach/overview").await).await["recruiting"].clone();
    assert_eq!(notice["periods"], json!([]));
    let audit = json_of(admin.get("/api/admin/audit-log").await).await;
    let actions: Vec<&str> = audit
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions.iter().filter(|a| **a == "recruiting_period_added").count(), 4);
    assert_eq!(actions.iter().filter(|a| **a == "recruiting_period_deleted").count(), 1);
}
