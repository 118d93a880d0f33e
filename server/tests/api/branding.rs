//! Custom branding: a club's name and colours, set by its coaches while the club holds the add-on,
//! and shown on its rostered athletes' shared and recruiting profiles only while it does.

use serde_json::{json, Value};

use crate::club::{athlete, club_coach, join};
use crate::helpers::{cli_admin, delete, error_of, member, put, verified_coach, TestApp};

const BRANDING: &str = "/api/club/branding";

async fn json_of(response: reqwest::Response) -> Value {
    let status = response.status();
    assert!(status.is_success(), "status {status}");
    response.json().await.unwrap()
}

/// An operator grants (1) or takes back (0) the club's Custom branding add-on.
async fn grant(app: &TestApp, club_id: &str, quantity: u32) {
    let admin = cli_admin(app, "ops@rowrecruit.com").await;
    let granted = put(
        &admin,
        &format!("/api/admin/billing/club/{club_id}/add-ons/custom-branding"),
        &json!({"quantity": quantity}),
    )
    .await;
    let status = granted.status();
    assert_eq!(status, 200, "{}", granted.text().await.unwrap());
}

/// Ava's profile as `club::athlete` writes it, with `visibility`.
fn profile(visibility: &str) -> Value {
    json!({"fullName": "Ava Stone", "gradYear": 2028, "squad": "womens", "visibility": visibility})
}

/// The token of the athlete's share link, made now.
async fn share_token(athlete: &TestApp) -> String {
    let share = json_of(athlete.post_json("/api/profile/share-link", &json!({})).await).await;
    share["token"].as_str().unwrap().to_owned()
}

async fn shared_brand(app: &TestApp, token: &str) -> Value {
    json_of(app.another_browser().get(&format!("/api/share/{token}")).await).await["brand"].clone()
}

#[tokio::test]
async fn a_club_coach_sets_reads_and_clears_the_brand_once_the_club_holds_the_add_on() {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let page = json_of(coach.get(BRANDING).await).await;
    assert_eq!(
        page,
        json!({"addOnHeld": false, "brand": null, "defaultDisplayName": "Riverside RC"})
    );

    let colours = json!({"bandColour": "#1D3557", "accentColour": "#c8102e"});
    let (status, code, error) = error_of(put(&coach, BRANDING, &colours).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "add_on_required"));
    assert_eq!(
        error["message"],
        "Your club's name and colours on profiles need the Custom branding add-on ($49.99 per month) on the club's plan. Add it from the Plan section of the club page."
    );

    grant(&app, &club_id, 1).await;
    // No name given: the club's own.
    let saved = json_of(put(&coach, BRANDING, &colours).await).await;
    assert_eq!(
        saved,
        json!({
            "addOnHeld": true,
            "brand": {"displayName": "Riverside RC", "bandColour": "#1d3557", "accentColour": "#c8102e"},
            "defaultDisplayName": "Riverside RC",
        })
    );
    let named = json!({"displayName": "  Riverside Rowing Club ", "bandColour": "#0b5394", "accentColour": "#b45309"});
    let saved = json_of(put(&coach, BRANDING, &named).await).await;
    assert_eq!(
        saved["brand"],
        json!({"displayName": "Riverside Rowing Club", "bandColour": "#0b5394", "accentColour": "#b45309"})
    );
    assert_eq!(json_of(coach.get(BRANDING).await).await, saved);

    assert_eq!(delete(&coach, BRANDING).await.status(), 204);
    assert_eq!(json_of(coach.get(BRANDING).await).await["brand"], Value::Null);
    // Clearing twice, or without the add-on, is fine.
    grant(&app, &club_id, 0).await;
    assert_eq!(delete(&coach, BRANDING).await.status(), 204);
}

#[tokio::test]
async fn only_the_clubs_own_coaches_reach_its_brand() {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    grant(&app, &club_id, 1).await;
    let mine = json!({"bandColour": "#1d3557", "accentColour": "#1d3557"});
    assert_eq!(put(&coach, BRANDING, &mine).await.status(), 200);

    // Another club's coach reaches only their own club's brand, and needs their own add-on.
    let (other, _) = club_coach(&app, "head@lakeside.org", "Lakeside Crew").await;
    let theirs = json_of(other.get(BRANDING).await).await;
    assert_eq!(
        theirs,
        json!({"addOnHeld": false, "brand": null, "defaultDisplayName": "Lakeside Crew"})
    );
    let (_, code, _) = error_of(put(&other, BRANDING, &mine).await).await;
    assert_eq!(code, "add_on_required");
    assert_eq!(delete(&other, BRANDING).await.status(), 204);
    assert_eq!(
        json_of(coach.get(BRANDING).await).await["brand"]["bandColour"],
        "#1d3557"
    );

    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stone", "link").await;
    for response in [
        ava.get(BRANDING).await,
        put(&ava, BRANDING, &mine).await,
        delete(&ava, BRANDING).await,
    ] {
        let (status, code, _) = error_of(response).await;
        assert_eq!((status.as_u16(), code.as_str()), (403, "forbidden"));
    }
    let college = verified_coach(&app, "assistant@bates.edu", "bates-college").await;
    let (status, code, _) = error_of(college.get(BRANDING).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (403, "no_club"));
    let unverified = member(&app, "new@harbor.org", "coach").await;
    assert_eq!(
        unverified
            .post_json("/api/club", &json!({"name": "Harbor RC"}))
            .await
            .status(),
        201
    );
    let (_, code, _) = error_of(unverified.get(BRANDING).await).await;
    assert_eq!(code, "coach_unverified");
    let (status, _, _) = error_of(app.another_browser().get(BRANDING).await).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn names_and_colours_that_break_the_rules_are_refused_at_their_fields() {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    grant(&app, &club_id, 1).await;

    let (status, _, error) = error_of(
        put(
            &coach,
            BRANDING,
            &json!({"displayName": "R", "bandColour": "#777777", "accentColour": "#959595"}),
        )
        .await,
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(
        error["fields"],
        json!({
            "displayName": "Enter the name to show, 2 to 80 characters.",
            "bandColour": "White text on this band colour has a contrast of 4.47:1; it needs at least 4.5:1. Choose a darker colour.",
            "accentColour": "This accent colour has a contrast of 2.99:1 with white; it needs at least 3:1 to stand out on the page. Choose a darker colour.",
        })
    );
    let (status, _, error) = error_of(
        put(
            &coach,
            BRANDING,
            &json!({"displayName": "x".repeat(81), "bandColour": "navy", "accentColour": "#fff"}),
        )
        .await,
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(
        error["fields"]["bandColour"],
        "Enter the band colour as # and six hex digits, like #1d3557."
    );
    assert_eq!(
        error["fields"]["accentColour"],
        "Enter the accent colour as # and six hex digits, like #1d3557."
    );
    assert!(error["fields"]["displayName"].is_string());
    let (status, _, error) = error_of(put(&coach, BRANDING, &json!({})).await).await;
    assert_eq!(status, 422);
    assert!(error["fields"]["bandColour"].is_string() && error["fields"]["accentColour"].is_string());
    // At the edges: #767676 gives white text 4.54:1, #949494 is 3.03:1 with white.
    let edge = json!({"bandColour": "#767676", "accentColour": "#949494"});
    assert_eq!(put(&coach, BRANDING, &edge).await.status(), 200);
    // Nothing refused was stored.
    assert_eq!(
        json_of(coach.get(BRANDING).await).await["brand"],
        json!({"displayName": "Riverside RC", "bandColour": "#767676", "accentColour": "#949494"})
    );
}

#[tokio::test]
async fn the_brand_shows_on_a_rostered_athletes_profiles_only_while_the_club_holds_the_add_on() {
    let app = TestApp::spawn().await;
    let (coach, club_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (ava, ava_id) = athlete(&app, "ava@example.com", "Ava Stone", "link").await;
    let (ben, _) = athlete(&app, "ben@example.com", "Ben Hall", "link").await;
    join(&app, &coach, &ava, "ava@example.com").await;
    let ava_link = share_token(&ava).await;
    let ben_link = share_token(&ben).await;
    assert_eq!(shared_brand(&app, &ava_link).await, Value::Null);

    grant(&app, &club_id, 1).await;
    let colours = json!({"displayName": "Riverside Rowing", "bandColour": "#1d3557", "accentColour": "#c8102e"});
    assert_eq!(put(&coach, BRANDING, &colours).await.status(), 200);
    let brand = json!({"displayName": "Riverside Rowing", "bandColour": "#1d3557", "accentColour": "#c8102e"});
    // Only the name and colours: nothing else of the club.
    assert_eq!(shared_brand(&app, &ava_link).await, brand);
    let own = json_of(ava.get(&format!("/api/athletes/{ava_id}")).await).await;
    assert_eq!(own["brand"], brand);
    let by_coach = json_of(coach.get(&format!("/api/athletes/{ava_id}")).await).await;
    assert_eq!(by_coach["brand"], brand);
    // An athlete not on the roster has none.
    assert_eq!(shared_brand(&app, &ben_link).await, Value::Null);

    // The add-on ends: the brand is kept but shown nowhere, until the add-on comes back.
    grant(&app, &club_id, 0).await;
    assert_eq!(shared_brand(&app, &ava_link).await, Value::Null);
    let own = json_of(ava.get(&format!("/api/athletes/{ava_id}")).await).await;
    assert_eq!(own["brand"], Value::Null);
    assert_eq!(json_of(coach.get(BRANDING).await).await["brand"], brand);
    grant(&app, &club_id, 1).await;
    assert_eq!(shared_brand(&app, &ava_link).await, brand);

    // A hidden profile stays hidden: the brand only decorates what is shown.
    assert_eq!(put(&ava, "/api/profile", &profile("private")).await.status(), 200);
    let hidden = app.another_browser().get(&format!("/api/share/{ava_link}")).await;
    assert_eq!(hidden.status(), 404);
    assert!(!hidden.text().await.unwrap().contains("Riverside"));
    assert_eq!(put(&ava, "/api/profile", &profile("link")).await.status(), 200);
    assert_eq!(shared_brand(&app, &ava_link).await, brand);

    // Off the roster, off the profile.
    assert_eq!(
        delete(&ava, &format!("/api/club/memberships/{club_id}")).await.status(),
        204
    );
    assert_eq!(shared_brand(&app, &ava_link).await, Value::Null);
}

#[tokio::test]
async fn an_athlete_on_several_branded_rosters_shows_the_club_joined_most_recently() {
    let app = TestApp::spawn().await;
    let (river, river_id) = club_coach(&app, "head@riverside-rc.org", "Riverside RC").await;
    let (lake, lake_id) = club_coach(&app, "head@lakeside.org", "Lakeside Crew").await;
    for (coach, club_id, band) in [(&river, &river_id, "#1d3557"), (&lake, &lake_id, "#0b5394")] {
        grant(&app, club_id, 1).await;
        let colours = json!({"bandColour": band, "accentColour": band});
        assert_eq!(put(coach, BRANDING, &colours).await.status(), 200);
    }
    let (ava, _) = athlete(&app, "ava@example.com", "Ava Stone", "link").await;
    join(&app, &river, &ava, "ava@example.com").await;
    let link = share_token(&ava).await;
    assert_eq!(shared_brand(&app, &link).await["displayName"], "Riverside RC");
    join(&app, &lake, &ava, "ava@example.com").await;
    assert_eq!(shared_brand(&app, &link).await["displayName"], "Lakeside Crew");
    // The latest club without the add-on gives way to the one that holds it.
    grant(&app, &lake_id, 0).await;
    assert_eq!(shared_brand(&app, &link).await["displayName"], "Riverside RC");
    grant(&app, &lake_id, 1).await;
    assert_eq!(delete(&lake, BRANDING).await.status(), 204);
    assert_eq!(shared_brand(&app, &link).await["displayName"], "Riverside RC");
}
