//! The registration use cases: sign-up with every age, state and consent rule, confirmation and
//! sending it again, the parent's consent decision and the expiry of unanswered requests; and
//! the sign-in and the password change, which reach past `auth` (a parent's family, the
//! person's name on their profile).

use super::rules::{self, RegistrationError};
use crate::{
    account,
    auth::{
        self,
        audit::{Action, Audit},
        links::{self, LinkKind},
        password,
        service::after_answer,
        store::{self as accounts, AccountFacts, ConsentStatus, NewUser, Role, SessionKind, SessionUser, TokenPurpose},
    },
    compliance::{
        log::{self, Event},
        rules::{self as compliance_rules, ComplianceError, RegistrationMetadata, VerifiedRegistration},
        store::{self as consents, ConsentRow, NewConsent, ParentalConsentStatus},
    },
    db::{self, Db},
    email::EmailAddress,
    family,
    http::{client_address::ClientAddress, error::ApiResult},
    mail::{self, templates},
    plans::{self, rules::Plan},
    profiles,
    tokens::{random_token, token_hash},
    AppState,
};

// ---- sign-up, confirmation, resend ----

/// What a sign-up asks for, before any rule is applied.
pub struct SignUp {
    pub email: Option<String>,
    pub password: Option<String>,
    pub data: RegistrationMetadata,
    /// The plan whose free trial the person chose on the pricing page ("Start free trial").
    pub plan: Option<String>,
}

/// Creates an account and emails its confirmation link, or emails a registered address that it
/// is registered (both take the same time). `refused_before`: this browser was refused for age
/// lately. Sets `too_young` when it refuses someone for being under the minimum age.
pub async fn sign_up(
    state: &AppState,
    client: &ClientAddress,
    request: SignUp,
    refused_before: bool,
    too_young: &mut bool,
) -> ApiResult<()> {
    let (email, password) = auth::rules::credentials(request.email, request.password)?;
    state.rate_limits.sign_up.check(&client.bucket(), email.as_str())?;
    auth::rules::check_strength(&password, email.as_str(), None)?;
    let role = rules::parse_role(request.data.role.as_deref())?;
    let trial = rules::trial_plan(request.plan.as_deref(), role)?;
    if refused_before {
        return Err(compliance_rules::sticky_age_refusal().into());
    }
    let now = db::ms_to_rfc3339(db::now_ms());
    let mut verified = match compliance_rules::verify_registration(&request.data, &email, db::today_utc(), &now) {
        Ok(verified) => verified,
        Err(error) => {
            if let ComplianceError::AgeRefused(_) = &error {
                log_refused_age(state).await?;
                *too_young = compliance_rules::is_too_young(&error);
            }
            return Err(error.into());
        }
    };
    verified.metadata.role = Some(role.as_str().into());

    // Both paths hash the password, so they take the same time.
    let hash = password::hash(password).await?;
    if accounts::find_user_by_email(&state.db, email.as_str()).await?.is_some() {
        let notice = templates::already_registered(
            email.as_str(),
            &mail::links::link(state, "/login", None),
            &mail::links::link(state, "/forgot-password", None),
        );
        mail::enqueue(&state.db.pool, &notice).await?;
    } else {
        create_account(state, &email, &hash, role, &verified, &client.to_string(), trial).await?;
    }
    Ok(())
}

/// An age refusal is itself an age verification event, kept without an account and with only
/// the fact and the rule version: no email, birth date, state or IP address of the person.
async fn log_refused_age(state: &AppState) -> Result<(), sqlx::Error> {
    let event = Event {
        user_id: None,
        email: "",
        event_type: log::AGE_REFUSED,
        details: serde_json::json!({}),
        ip: None,
    };
    log::append(&state.db.pool, event).await
}

async fn create_account(
    state: &AppState,
    email: &EmailAddress,
    hash: &str,
    role: Role,
    verified: &VerifiedRegistration,
    ip: &str,
    trial: Option<&Plan>,
) -> Result<(), sqlx::Error> {
    let now = db::now_ms();
    let id = uuid::Uuid::new_v4().to_string();
    let metadata = serde_json::to_string(&verified.metadata).expect("metadata serialises");
    let mut tx = state.db.begin_write().await?;
    let user = NewUser {
        id: &id,
        email: email.as_str(),
        password_hash: hash,
        role,
        metadata: &metadata,
        consent_status: rules::consent_status_of(verified),
        coach_status: rules::coach_status_of(role),
        now_ms: now,
    };
    if !accounts::insert_user(&mut tx, user).await? {
        // Two sign-ups racing for one address: the loser is told what the winner is told.
        return Ok(());
    }
    links::issue_and_mail(&mut tx, state, &id, email.as_str(), LinkKind::Confirm).await?;
    if let Some(plan) = trial {
        plans::store::start_account_trial(&mut tx, &id, plan.id, plans::rules::trial_end(now), now).await?;
    }
    for (event_type, details) in rules::compliance_events(verified) {
        let event = Event {
            user_id: Some(&id),
            email: email.as_str(),
            event_type,
            details,
            ip: Some(ip),
        };
        log::append(&mut *tx, event).await?;
    }
    if let Some((parent_email, relation)) = &verified.parent {
        request_consent(
            &mut tx,
            state,
            &id,
            email.as_str(),
            parent_email.as_str(),
            relation,
            now,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Records a consent request and queues the parent's email, inside the sign-up transaction.
async fn request_consent(
    tx: &mut sqlx::AnyConnection,
    state: &AppState,
    child_id: &str,
    child_email: &str,
    parent_email: &str,
    relation: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    let token = random_token();
    let consent = NewConsent {
        child_user_id: child_id,
        parent_email,
        relation,
        token_hash: &token_hash(&token),
        now_ms: now,
        expires_at: now + compliance_rules::CONSENT_TTL_MS,
    };
    consents::insert_consent(&mut *tx, consent).await?;
    let link = mail::links::link(state, "/parental-consent", Some(&token));
    mail::enqueue(&mut *tx, &templates::parental_consent(parent_email, child_email, &link)).await
}

/// Confirms an email address from the link's token and creates the profile.
pub async fn confirm(state: &AppState, client: &ClientAddress, token: &str) -> ApiResult<Role> {
    state.rate_limits.confirm.check(&client.bucket())?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let Some(user_id) = accounts::consume_one_time(&mut tx, token, TokenPurpose::Confirm).await? else {
        return Err(RegistrationError::InvalidConfirmationLink.into());
    };
    accounts::confirm_email(&mut tx, &user_id, now).await?;
    // The profile row (id, email, role) exists from confirmation on.
    let user = accounts::find_user_by_id(&mut *tx, &user_id)
        .await?
        .ok_or(RegistrationError::InvalidConfirmationLink)?;
    profiles::store::create_if_missing(&mut *tx, &user.id, &user.email, user.role, now).await?;
    tx.commit().await?;
    Ok(user.role)
}

/// Sends a new confirmation link to the unconfirmed account of `email`, if there is one, after
/// answering.
pub async fn resend(state: &AppState, client: &ClientAddress, email: Option<String>) -> ApiResult<()> {
    let email = auth::rules::required_email(email)?;
    state.rate_limits.resend.check(&client.bucket(), email.as_str())?;
    let work_state = state.clone();
    after_answer(async move {
        links::send_to_address(&work_state, &email, LinkKind::Confirm).await?;
        Ok(())
    });
    Ok(())
}

// ---- sign-in and password change ----

/// Signs in with an email and password (`known_device`: this browser signed in to the account
/// before): the new session and its first refresh token.
pub async fn sign_in(
    state: &AppState,
    client: &ClientAddress,
    audit: &Audit,
    email: &EmailAddress,
    password: String,
    remember: bool,
    known_device: bool,
) -> ApiResult<(SessionUser, String)> {
    let user = auth::service::authenticate(state, client, audit, email, password, known_device).await?;
    if user.role == Role::Parent {
        // A parent who approved a minor's account from the consent email follows it from now on.
        if let Err(error) = family::link_by_consent(state, &user.id, &user.email).await {
            tracing::warn!(%error, "could not link a parent to the accounts they approved");
        }
    }
    let session = auth::service::open_session(state, &user.id, SessionKind::Password, remember).await?;
    audit.success(Action::SignIn, Some(&user.id));
    Ok(session)
}

/// Changes the password of `user` (see `auth::service::change_password`); the new password may
/// not contain the name on their profile.
pub async fn change_password(
    state: &AppState,
    audit: &Audit,
    user: &SessionUser,
    password: Option<String>,
    current_password: Option<String>,
) -> ApiResult<()> {
    let new_password = auth::rules::new_password(password)?;
    let name = profiles::store::find(&state.db, &user.id)
        .await?
        .and_then(|p| p.full_name);
    auth::service::change_password(state, audit, user, new_password, name.as_deref(), current_password).await
}

// ---- parental consent ----

/// The consent request behind a link and the child's account, while the link is usable.
async fn find_consent(db: &Db, token: &str) -> Result<Option<(ConsentRow, AccountFacts)>, sqlx::Error> {
    let Some(consent) = consents::find_consent(db, &token_hash(token)).await? else {
        return Ok(None);
    };
    if !rules::consent_link_usable(&consent, db::now_ms()) {
        return Ok(None);
    }
    let Some(child) = accounts::account_facts(db, &consent.child_user_id).await? else {
        return Ok(None);
    };
    Ok(Some((consent, child)))
}

/// The consent request behind a usable link, with the child's account.
pub async fn consent_request(state: &AppState, token: &str) -> ApiResult<(ConsentRow, AccountFacts)> {
    Ok(find_consent(&state.db, token)
        .await?
        .ok_or(RegistrationError::InvalidConsentLink)?)
}

/// The parent approves or declines (`decision`); declining deletes the child's account and
/// data. The decision and the message for the parent.
pub async fn decide_consent(
    state: &AppState,
    client: &ClientAddress,
    token: &str,
    decision: &str,
    allow_coach_messages: Option<bool>,
) -> ApiResult<(ParentalConsentStatus, &'static str)> {
    let decision = rules::parse_decision(decision)?;
    let (consent, child) = find_consent(&state.db, token)
        .await?
        .ok_or(RegistrationError::InvalidConsentLink)?;
    if consent.status != ParentalConsentStatus::Pending {
        return Err(RegistrationError::AlreadyDecided(consent.status).into());
    }
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    if !consents::claim_decision(&mut *tx, &token_hash(token), decision, now).await? {
        return Err(RegistrationError::AnsweredMeanwhile.into());
    }
    let child_id = &consent.child_user_id;
    let (event, message) = if decision == ParentalConsentStatus::Approved {
        accounts::set_consent_status(&mut tx, child_id, ConsentStatus::Approved, now).await?;
        let allow = allow_coach_messages.unwrap_or(true);
        consents::set_coach_messages(&mut *tx, child_id, allow).await?;
        mail::enqueue(&mut *tx, &templates::consent_approved(&child.email)).await?;
        (
            log::CONSENT_APPROVED,
            "Thank you. Your consent is recorded and the account is now fully active.",
        )
    } else {
        (
            log::CONSENT_DECLINED,
            "Consent declined. The account and its data have been deleted.",
        )
    };
    let event = Event {
        user_id: Some(child_id),
        email: &child.email,
        event_type: event,
        details: serde_json::json!({
            "parent_email": consent.parent_email,
            "relation": consent.relation,
            "coach_messages": decision == ParentalConsentStatus::Approved && allow_coach_messages.unwrap_or(true),
        }),
        ip: Some(&client.to_string()),
    };
    log::append(&mut *tx, event).await?;
    if decision == ParentalConsentStatus::Declined {
        // After the log entry, so that it is anonymised with the account's other rows.
        account::erase(&mut tx, child_id).await?;
    }
    tx.commit().await?;
    Ok((decision, message))
}

/// Deletes minors whose parent did not answer within 30 days; returns how many.
pub async fn expire_overdue_consents(db: &Db) -> Result<u64, sqlx::Error> {
    let now = db::now_ms();
    let mut expired = 0;
    for overdue in consents::overdue_consents(db, now).await? {
        let child_id = &overdue.child_user_id;
        let mut tx = db.begin_write().await?;
        if consents::claim_expiry(&mut *tx, child_id, now).await? {
            let event = Event {
                user_id: Some(child_id),
                email: "",
                event_type: log::CONSENT_EXPIRED,
                details: serde_json::json!({}),
                ip: None,
            };
            log::append(&mut *tx, event).await?;
            account::erase(&mut tx, child_id).await?;
            expired += 1;
        }
        tx.commit().await?;
    }
    Ok(expired)
}
