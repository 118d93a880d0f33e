//! The parent who gave verifiable consent holds a minor's parental rights: another linked parent
//! follows and may only choose what protects more (withdraw a scope, freeze), unless the
//! consenting parent grants them full rights; the consenting parent always gets a place; the
//! consent is held by account, across an email change; every right asks for the parent's
//! password.

use serde_json::{json, Value};

use crate::family::{accept, approve, children, family, invite, json_of, log_events, minor};
use crate::helpers::{
    born, cli_admin, delete, error_of, member, put, user_id, verified_coach, TestApp, MEMBER_PASSWORD,
};

/// A Division III program: coaches may write at any time.
const DIII: &str = "bates-college";

fn with_password(mut body: Value) -> Value {
    body["password"] = json!(MEMBER_PASSWORD);
    body
}

async fn refused(response: reqwest::Response) -> (u16, String) {
    let (status, code, _) = error_of(response).await;
    (status.as_u16(), code)
}

/// The signed-in account changes its address, confirmed from the link sent to the new one.
async fn change_email(app: &TestApp, browser: &TestApp, new_email: &str) {
    let asked = browser
        .post_json(
            "/api/account/email",
            &json!({"newEmail": new_email, "password": MEMBER_PASSWORD}),
        )
        .await;
    assert_eq!(asked.status(), 200);
    let token = app
        .wait_for_mail(new_email, "Confirm your new")
        .await
        .token_for("/settings/confirm-email");
    let confirmed = browser
        .post_json("/api/account/email/confirm", &json!({"token": token}))
        .await;
    assert_eq!(confirmed.status(), 200);
    assert_eq!(browser.session().await["user"]["email"], new_email);
}

async fn parent_emails(athlete: &TestApp) -> Vec<Value> {
    json_of(athlete.get("/api/family/parents").await)
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["email"].clone())
        .collect()
}

#[tokio::test]
async fn a_parent_the_minor_invited_follows_and_cannot_undo_the_consenting_parents_choices() {
    let app = TestApp::spawn().await;
    let (athlete, child_id, mom) = family(&app, "ava@example.com", "mom@example.com").await;
    let mom_id = user_id(&mom).await;
    let coach = verified_coach(&app, "coach@bates.edu", DIII).await;
    let profile_for_coach = format!("/api/athletes/{child_id}");
    let base = format!("/api/family/children/{child_id}");
    let consents = format!("{base}/consents");

    // The consenting parent withdraws coach communications: coaches lose the child at once.
    let withdrawn = put(&mom, &consents, &with_password(json!({"coachCommunications": false}))).await;
    assert_eq!(withdrawn.status(), 200);
    assert_eq!(coach.get(&profile_for_coach).await.status(), 404);

    // The minor invites an address they control and accepts from a parent account there: it
    // only follows.
    let token = invite(&athlete, "ava.other@example.com").await;
    let other = member(&app, "ava.other@example.com", "parent").await;
    assert_eq!(accept(&other, &token).await.status(), 200);
    let other_id = user_id(&other).await;

    // It cannot turn coach communications back on.
    let on_again = put(&other, &consents, &with_password(json!({"coachCommunications": true}))).await;
    assert_eq!(refused(on_again).await, (403, "full_rights_required".to_owned()));
    assert_eq!(coach.get(&profile_for_coach).await.status(), 404);
    assert_eq!(
        children(&mom).await[0]["consents"]["coachCommunications"]["granted"],
        false
    );
    // The portal says who holds what.
    let followed = children(&other).await;
    assert_eq!(followed[0]["id"], child_id.as_str());
    assert_eq!(
        (followed[0]["rights"].as_str(), followed[0]["gaveConsent"].as_bool()),
        (Some("follow"), Some(false))
    );
    let held = children(&mom).await;
    assert_eq!(
        (held[0]["rights"].as_str(), held[0]["gaveConsent"].as_bool()),
        (Some("full"), Some(true))
    );

    // The consenting parent freezes; the follower cannot lift it, download or delete.
    let freeze = format!("{base}/freeze");
    let unfreeze = format!("{base}/unfreeze");
    assert_eq!(mom.post_json(&freeze, &with_password(json!({}))).await.status(), 204);
    for path in [unfreeze.clone(), format!("{base}/export"), format!("{base}/delete")] {
        let response = other.post_json(&path, &with_password(json!({}))).await;
        assert_eq!(
            refused(response).await,
            (403, "full_rights_required".to_owned()),
            "{path}"
        );
    }
    assert_eq!(
        refused(athlete.sign_in("ava@example.com", MEMBER_PASSWORD, false).await).await,
        (403, "account_frozen".to_owned())
    );

    // Every right asks for the acting parent's password, unfreezing included.
    let (status, code, error) = error_of(mom.post_json(&unfreeze, &json!({})).await).await;
    assert_eq!((status.as_u16(), code.as_str()), (422, "validation_failed"));
    assert!(error["fields"]["password"].is_string());
    let wrong = mom.post_json(&unfreeze, &json!({"password": "not it"})).await;
    assert_eq!(refused(wrong).await, (422, "validation_failed".to_owned()));
    assert_eq!(mom.post_json(&unfreeze, &with_password(json!({}))).await.status(), 204);
    assert_eq!(
        athlete
            .sign_in("ava@example.com", MEMBER_PASSWORD, false)
            .await
            .status(),
        200
    );
    let no_password = put(&mom, &consents, &json!({"analytics": true})).await;
    assert_eq!(refused(no_password).await, (422, "validation_failed".to_owned()));
    let export = format!("{base}/export");
    assert_eq!(
        refused(mom.post_json(&export, &json!({})).await).await,
        (422, "validation_failed".to_owned())
    );
    let exported = mom.post_json(&export, &with_password(json!({}))).await;
    assert_eq!(exported.status(), 200);
    assert!(exported.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains("attachment"));
    assert_eq!(
        exported.json::<Value>().await.unwrap()["account"]["id"],
        child_id.as_str()
    );

    // What protects more is any linked parent's: withdrawing a scope, freezing.
    let given = put(&mom, &consents, &with_password(json!({"analytics": true}))).await;
    assert_eq!(json_of(given).await["analytics"]["granted"], true);
    let taken_back = put(&other, &consents, &with_password(json!({"analytics": false}))).await;
    assert_eq!(json_of(taken_back).await["analytics"]["granted"], false);
    assert_eq!(other.post_json(&freeze, &with_password(json!({}))).await.status(), 204);
    assert_eq!(children(&mom).await[0]["frozen"], true);
    assert_eq!(mom.post_json(&unfreeze, &with_password(json!({}))).await.status(), 204);
    assert_eq!(
        athlete
            .sign_in("ava@example.com", MEMBER_PASSWORD, false)
            .await
            .status(),
        200
    );

    // Only the consenting parent grants full rights, with their password; dated and logged.
    let rights = format!("{base}/parents/{other_id}/rights");
    let self_granted = put(&other, &rights, &with_password(json!({"rights": "full"}))).await;
    assert_eq!(refused(self_granted).await, (403, "consenting_parent_only".to_owned()));
    let no_password = put(&mom, &rights, &json!({"rights": "full"})).await;
    assert_eq!(refused(no_password).await, (422, "validation_failed".to_owned()));
    let mom_rights = format!("{base}/parents/{mom_id}/rights");
    let demoted = put(&mom, &mom_rights, &with_password(json!({"rights": "follow"}))).await;
    assert_eq!(refused(demoted).await, (409, "consenting_parent_rights".to_owned()));
    assert_eq!(
        put(&mom, &rights, &with_password(json!({"rights": "full"})))
            .await
            .status(),
        204
    );
    assert_eq!(children(&other).await[0]["rights"], "full");
    let parents = children(&mom).await[0]["parents"].clone();
    let listed = parents
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["parentId"] == other_id.as_str())
        .unwrap()
        .clone();
    assert_eq!(
        (listed["rights"].as_str(), listed["gaveConsent"].as_bool()),
        (Some("full"), Some(false))
    );
    assert!(listed["rightsChangedAt"].is_string());
    // With full rights, coach communications can be given again.
    let on_again = put(&other, &consents, &with_password(json!({"coachCommunications": true}))).await;
    assert_eq!(on_again.status(), 200);
    assert_eq!(coach.get(&profile_for_coach).await.status(), 200);
    // While a minor, the athlete removes neither the consenting parent nor one holding full rights.
    for parent in [&mom_id, &other_id] {
        let removed = delete(&athlete, &format!("/api/family/parents/{parent}")).await;
        assert_eq!(refused(removed).await, (403, "minor_needs_parent".to_owned()));
    }

    // Revoked: the follower is back to what protects more.
    assert_eq!(
        put(&mom, &rights, &with_password(json!({"rights": "follow"})))
            .await
            .status(),
        204
    );
    let off = put(&other, &consents, &with_password(json!({"coachCommunications": false}))).await;
    assert_eq!(off.status(), 200);
    let on_again = put(&other, &consents, &with_password(json!({"coachCommunications": true}))).await;
    assert_eq!(refused(on_again).await, (403, "full_rights_required".to_owned()));
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let granted = log_events(&admin, &child_id, "parental_rights_granted").await;
    assert_eq!(granted.len(), 1);
    assert_eq!(granted[0]["details"], json!({"parent_id": other_id, "by": mom_id}));
    let revoked = log_events(&admin, &child_id, "parental_rights_revoked").await;
    assert_eq!(revoked.len(), 1);
    assert_eq!(revoked[0]["details"], json!({"parent_id": other_id, "by": mom_id}));
    assert_eq!(
        delete(&athlete, &format!("/api/family/parents/{other_id}"))
            .await
            .status(),
        204
    );
}

#[tokio::test]
async fn the_consenting_parent_always_gets_a_place_and_the_minor_is_told() {
    let app = TestApp::spawn().await;
    let (athlete, child_id) = minor(&app, "ava@example.com", "mom@example.com", "Ava Stroke", &born(16, 0)).await;
    // Before the parent answers, the minor fills both places with addresses they control.
    let first = invite(&athlete, "ava.one@example.com").await;
    let second = invite(&athlete, "ava.two@example.com").await;
    let one = member(&app, "ava.one@example.com", "parent").await;
    let two = member(&app, "ava.two@example.com", "parent").await;
    assert_eq!(accept(&one, &first).await.status(), 200);
    assert_eq!(accept(&two, &second).await.status(), 200);
    let two_id = user_id(&two).await;

    approve(&app, "mom@example.com", "ava@example.com").await;
    let mom = member(&app, "mom@example.com", "parent").await;
    let listed = children(&mom).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["id"], child_id.as_str());
    assert_eq!(
        (listed[0]["rights"].as_str(), listed[0]["gaveConsent"].as_bool()),
        (Some("full"), Some(true))
    );

    // The newest other link gave up its place, and the minor was told.
    assert!(children(&two).await.is_empty());
    assert_eq!(children(&one).await.len(), 1);
    assert_eq!(
        parent_emails(&athlete).await,
        vec![json!("ava.one@example.com"), json!("mom@example.com")]
    );
    let told = app.wait_for_mail("ava@example.com", "gave consent").await;
    assert!(told.text.contains("ava.two@example.com"), "{}", told.text);
    let admin = cli_admin(&app, "ops@rowrecruit.com").await;
    let unlinked = log_events(&admin, &child_id, "parent_unlinked").await;
    assert_eq!(unlinked.len(), 1);
    assert_eq!(
        unlinked[0]["details"],
        json!({"parent_id": two_id, "by": "consenting parent"})
    );

    // The consenting parent reviews, withdraws and freezes.
    let base = format!("/api/family/children/{child_id}");
    assert_eq!(mom.get(&base).await.status(), 200);
    let withdrawn = put(
        &mom,
        &format!("{base}/consents"),
        &with_password(json!({"coachCommunications": false})),
    )
    .await;
    assert_eq!(withdrawn.status(), 200);
    assert_eq!(
        mom.post_json(&format!("{base}/freeze"), &with_password(json!({})))
            .await
            .status(),
        204
    );
}

#[tokio::test]
async fn the_consent_is_held_by_the_account_across_an_email_change() {
    let app = TestApp::spawn().await;
    let (athlete, child_id, mom) = family(&app, "ava@example.com", "mom@example.com").await;
    let mom_id = user_id(&mom).await;
    change_email(&app, &mom, "mom.new@example.com").await;

    // The minor still cannot remove her, and she keeps the rights.
    let removed = delete(&athlete, &format!("/api/family/parents/{mom_id}")).await;
    assert_eq!(refused(removed).await, (403, "minor_needs_parent".to_owned()));
    let listed = children(&mom).await;
    assert_eq!(
        (listed[0]["rights"].as_str(), listed[0]["gaveConsent"].as_bool()),
        (Some("full"), Some(true))
    );
    let consents = format!("/api/family/children/{child_id}/consents");
    assert_eq!(
        put(&mom, &consents, &with_password(json!({"coachCommunications": false})))
            .await
            .status(),
        200
    );
    assert_eq!(
        put(&mom, &consents, &with_password(json!({"coachCommunications": true})))
            .await
            .status(),
        200
    );

    // An account made later at the address typed on the consent form gets nothing.
    let later = member(&app, "mom@example.com", "parent").await;
    assert!(children(&later).await.is_empty());
    assert_eq!(parent_emails(&athlete).await, vec![json!("mom.new@example.com")]);
}

#[tokio::test]
async fn a_parent_who_changes_email_before_opening_the_portal_is_still_linked() {
    let app = TestApp::spawn().await;
    // The parent has an account before the child signs up, and stays signed in.
    let mom = member(&app, "mom@example.com", "parent").await;
    let (_athlete, child_id) = minor(&app, "ava@example.com", "mom@example.com", "Ava Stroke", &born(16, 0)).await;
    approve(&app, "mom@example.com", "ava@example.com").await;
    change_email(&app, &mom, "mom.new@example.com").await;

    let listed = children(&mom).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["id"], child_id.as_str());
    assert_eq!(listed[0]["gaveConsent"], true);
}
