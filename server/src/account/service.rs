//! The account's use cases: the export of everything held about a user, the password check
//! irreversible actions ask for, and erasing a user; a linked parent's requests for a child use
//! them too.

use axum::response::Response;
use serde::Serialize;

use crate::{
    auth::store::{self as accounts, SessionUser},
    compliance::{
        log::{self, Event},
        rules::RegistrationMetadata,
        store as compliance_store,
    },
    db,
    http::{download, error::ApiResult},
    mail::{self, templates},
    performance, profiles, schools, AppState,
};

/// The export of `user`'s data as a JSON download (the account holder's, or a linked parent's
/// of a child).
pub async fn export_download(state: &AppState, user: &SessionUser) -> ApiResult<Response> {
    let document = export_document(state, user).await?;
    Ok(download::attachment(
        "rowrecruit-my-data.json",
        "application/json",
        serde_json::to_string_pretty(&document).map_err(anyhow::Error::from)?,
    ))
}

/// Everything the product holds about `user`.
pub async fn export_document(state: &AppState, user: &SessionUser) -> Result<serde_json::Value, sqlx::Error> {
    let account = accounts::account_facts(&state.db, &user.id)
        .await?
        .ok_or(sqlx::Error::RowNotFound)?;
    let profile = profiles::load_or_create(state, user).await?;
    let saved: Vec<_> = schools::store::saved_for_export(&state.db, &user.id)
        .await?
        .into_iter()
        .map(|s| {
            serde_json::json!({
                "schoolId": s.id, "name": s.name, "notes": s.notes,
                "savedAt": db::ms_to_rfc3339(s.created_at),
            })
        })
        .collect();
    let events: Vec<_> = compliance_store::events_of_user(&state.db, &user.id)
        .await?
        .into_iter()
        .map(|e| {
            serde_json::json!({
                "eventType": e.event_type,
                "details": serde_json::from_str::<serde_json::Value>(&e.details).unwrap_or_default(),
                "ruleVersion": e.rule_version,
                "at": db::ms_to_rfc3339(e.created_at),
            })
        })
        .collect();
    let erg_tests: Vec<_> = performance::store::erg_tests(&state.db, &user.id)
        .await?
        .into_iter()
        .map(performance::ErgTest::from)
        .collect();
    let races: Vec<_> = performance::store::races(&state.db, &user.id)
        .await?
        .into_iter()
        .map(performance::RaceResult::from)
        .collect();
    let registration = ExportedRegistration::from(RegistrationMetadata::from_stored(&account.metadata));
    Ok(serde_json::json!({
        "exportedAt": db::ms_to_rfc3339(db::now_ms()),
        "account": {
            "id": user.id, "email": user.email, "role": user.role,
            "registration": registration,
            "parentalConsent": account.consent_status,
            "coachVerification": account.coach_status,
            "emailConfirmedAt": account.email_confirmed_at.map(db::ms_to_rfc3339),
            "createdAt": db::ms_to_rfc3339(account.created_at),
        },
        "profile": profile,
        "performance": {"ergTests": erg_tests, "races": races},
        "savedSchools": saved,
        "questionnaires": crate::questionnaires::service::export_of(&state.db, &user.id).await?,
        "messages": crate::messaging::service::export_of(&state.db, &user.id).await?,
        "clubs": crate::club::service::export_of(&state.db, &user.id).await?,
        "clubCollege": crate::club_college::service::athlete_view(&state.db, &user.id).await?,
        "family": crate::family::service::export_of(&state.db, &user.id).await?,
        "calendar": crate::calendar::service::export_of(&state.db, &user.id).await?,
        "offers": crate::offers::service::offers_of(state, &user.id).await?,
        "supportRequests": crate::support::service::export_of(&state.db, &user.id).await?,
        "complianceEvents": events,
    }))
}

/// Erases a user (see [`super::erase`]) once their payments are stopped; the deletion is logged,
/// anonymously.
pub async fn delete_user(
    state: &AppState,
    user_id: &str,
    email: &str,
    requested_by: &str,
    ip: Option<&str>,
) -> Result<(), crate::http::error::ApiError> {
    crate::billing::service::cancel_for_erasure(state, user_id).await?;
    let mut tx = state.db.begin_write().await?;
    let event = Event {
        user_id: Some(user_id),
        email,
        event_type: log::ACCOUNT_DELETED,
        details: serde_json::json!({"requested_by": requested_by}),
        ip,
    };
    log::append(&mut *tx, event).await?;
    super::erase(&mut tx, user_id).await?;
    // The goodbye is queued after the erasure, which drops the account's other mail.
    mail::enqueue(&mut *tx, &templates::account_deleted(email)).await?;
    Ok(tx.commit().await?)
}

/// The registration facts in the export, in the API's casing.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ExportedRegistration {
    role: Option<String>,
    birth_date: Option<String>,
    needs_parental_consent: Option<bool>,
    parent_email: Option<String>,
    age_verified_at: Option<String>,
    user_state: Option<String>,
    opt_out_sale: Option<bool>,
    privacy_notice_accepted_at: Option<String>,
}

impl From<RegistrationMetadata> for ExportedRegistration {
    fn from(m: RegistrationMetadata) -> Self {
        ExportedRegistration {
            role: m.role,
            birth_date: m.birth_date,
            needs_parental_consent: m.needs_parental_consent,
            parent_email: m.parent_email,
            age_verified_at: m.age_verified_at,
            user_state: m.user_state,
            opt_out_sale: m.opt_out_sale,
            privacy_notice_accepted_at: m.privacy_notice_accepted_at,
        }
    }
}
