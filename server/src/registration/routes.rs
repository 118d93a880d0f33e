//! The registration endpoints: sign-up, confirmation, resending the confirmation, and the
//! parent's consent page and decision; plus the expiry of unanswered consent requests.

use axum::extract::State;
use axum_extra::extract::cookie::CookieJar;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::rules::{self, RegistrationError, CHECK_EMAIL, CONFIRMED};
use crate::account;
use crate::{
    auth::{
        self,
        links::{self, LinkKind},
        password,
        routes::{after_answer, EmailRequest, MessageResponse, TokenRequest},
        store::{self as accounts, AccountFacts, ConsentStatus, NewUser, Role, TokenPurpose},
        tokens::{random_token, token_hash},
    },
    compliance::{
        self,
        log::{self, Event},
        rules::{self as compliance_rules, ComplianceError, RegistrationMetadata, VerifiedRegistration},
        store::{self as consents, NewConsent, ParentalConsentStatus},
    },
    db::{self, Db},
    email::EmailAddress,
    http::{
        client_address::ClientAddress,
        error::{ApiJson, ApiResult},
    },
    mail::{self, templates},
    profiles, AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sign_up))
        .routes(routes!(confirm))
        .routes(routes!(resend))
        .routes(routes!(view_consent))
        .routes(routes!(decide_consent))
}

// ---- wire types ----

/// Registration metadata sent with sign-up (spec section 3), plus the consent form's relation
/// and acknowledgement. The server recomputes what it can and stores the normalised form.
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct RegistrationData {
    /// student (default), parent or coach.
    pub role: Option<String>,
    /// yyyy-MM-dd
    pub birth_date: Option<String>,
    /// The client's view; the server recomputes it.
    pub needs_parental_consent: Option<bool>,
    pub parent_email: Option<String>,
    /// The client's view; the server records its own time.
    pub age_verified_at: Option<String>,
    /// Two-letter state code, or `OTHER` (outside the US).
    pub user_state: Option<String>,
    pub opt_out_sale: Option<bool>,
    pub privacy_notice_accepted_at: Option<String>,
    /// parent or guardian (consent form; not stored).
    pub parent_relation: Option<String>,
    /// The consent form's acknowledgement checkbox (not stored).
    pub consent_acknowledged: Option<bool>,
}

impl From<RegistrationData> for RegistrationMetadata {
    fn from(data: RegistrationData) -> Self {
        RegistrationMetadata {
            role: data.role,
            birth_date: data.birth_date,
            needs_parental_consent: data.needs_parental_consent,
            parent_email: data.parent_email,
            age_verified_at: data.age_verified_at,
            user_state: data.user_state,
            opt_out_sale: data.opt_out_sale,
            privacy_notice_accepted_at: data.privacy_notice_accepted_at,
            parent_relation: data.parent_relation,
            consent_acknowledged: data.consent_acknowledged,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignUpRequest {
    email: Option<String>,
    password: Option<String>,
    #[serde(default)]
    data: RegistrationData,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentTokenRequest {
    token: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionRequest {
    token: String,
    /// approve or decline
    decision: String,
    /// With an approval: whether verified college coaches may message the child (default true).
    /// The child may always write to programs.
    allow_coach_messages: Option<bool>,
}

/// A consent link as it opens: the request while it waits for the parent, only the answer after.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentView {
    pub status: ParentalConsentStatus,
    /// When the parent answered; null while pending.
    pub decided_at: Option<String>,
    /// What the parent is asked to approve; null once answered, so a link seen later tells
    /// nothing about the child.
    pub request: Option<ConsentRequest>,
}

/// What the parent is asked to approve.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentRequest {
    pub child_email: String,
    pub role: Role,
    pub birth_date: Option<String>,
    pub user_state: Option<String>,
    pub opt_out_sale: bool,
    pub relation: String,
    pub parent_email: String,
    pub requested_at: String,
    pub expires_at: String,
    /// What the product keeps about the child, in plain words.
    pub data_collected: Vec<&'static str>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionResponse {
    /// approved or declined
    pub status: ParentalConsentStatus,
    pub message: String,
}

const DATA_COLLECTED: &[&str] = &[
    "Email address and password (stored as a secure hash)",
    "Date of birth and state, to apply age and privacy rules",
    "Athlete profile details the athlete chooses to add: name, graduation year, school and club, academics (GPA, SAT), height and weight, erg times, a short bio",
    "The list of college programs the athlete saves",
];

// ---- sign-up, confirmation, resend ----

/// Creates an account and emails a confirmation link (to `/welcome`). Every age, state and
/// consent rule is checked here, whatever the client decided. Answers the same for a
/// registered address, which gets an informative email instead.
#[utoipa::path(post, path = "/api/auth/signup", tag = "auth", request_body = SignUpRequest,
    responses((status = 200, body = MessageResponse), (status = 422, body = crate::http::error::ErrorBody),
              (status = 429, body = crate::http::error::ErrorBody)))]
async fn sign_up(
    State(state): State<AppState>,
    client: ClientAddress,
    jar: CookieJar,
    ApiJson(request): ApiJson<SignUpRequest>,
) -> (CookieJar, ApiResult<axum::Json<MessageResponse>>) {
    let mut too_young = false;
    let answer = register(&state, &client, &jar, request, &mut too_young).await;
    // The refusal sticks in this browser, so a changed birth date right after is refused too.
    let jar = if too_young {
        compliance::routes::mark_refused(jar, &state)
    } else {
        jar
    };
    (jar, answer)
}

/// Sign-up itself; sets `too_young` when it refuses someone for being under the minimum age.
async fn register(
    state: &AppState,
    client: &ClientAddress,
    jar: &CookieJar,
    request: SignUpRequest,
    too_young: &mut bool,
) -> ApiResult<axum::Json<MessageResponse>> {
    let (email, password) = auth::rules::credentials(request.email, request.password)?;
    state.rate_limits.sign_up.check(&client.bucket(), email.as_str())?;
    auth::rules::check_strength(&password, email.as_str(), None)?;
    let role = rules::parse_role(request.data.role.as_deref())?;
    if compliance::routes::refused_before(jar, state) {
        return Err(compliance_rules::sticky_age_refusal().into());
    }
    let data = RegistrationMetadata::from(request.data);
    let now = db::ms_to_rfc3339(db::now_ms());
    let mut verified = match compliance_rules::verify_registration(&data, &email, db::today_utc(), &now) {
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
        create_account(state, &email, &hash, role, &verified, &client.to_string()).await?;
    }
    Ok(MessageResponse::json(CHECK_EMAIL))
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
) -> Result<(), RegistrationError> {
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
#[utoipa::path(post, path = "/api/auth/confirm", tag = "auth", request_body = TokenRequest,
    responses((status = 200, body = MessageResponse), (status = 400, body = crate::http::error::ErrorBody),
              (status = 429, body = crate::http::error::ErrorBody)))]
async fn confirm(
    State(state): State<AppState>,
    client: ClientAddress,
    ApiJson(request): ApiJson<TokenRequest>,
) -> ApiResult<axum::Json<MessageResponse>> {
    state.rate_limits.confirm.check(&client.bucket())?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let Some(user_id) = accounts::consume_one_time(&mut tx, &request.token, TokenPurpose::Confirm).await? else {
        return Err(RegistrationError::InvalidConfirmationLink.into());
    };
    accounts::confirm_email(&mut tx, &user_id, now).await?;
    // The profile row (id, email, role) exists from confirmation on.
    if let Some(user) = accounts::find_user_by_id(&mut *tx, &user_id).await? {
        profiles::store::create_if_missing(&mut *tx, &user.id, &user.email, user.role, now).await?;
    }
    tx.commit().await?;
    Ok(MessageResponse::json(CONFIRMED))
}

/// Sends a new confirmation link to an unconfirmed account; answers the same for any address.
#[utoipa::path(post, path = "/api/auth/resend", tag = "auth", request_body = EmailRequest,
    responses((status = 200, body = MessageResponse), (status = 429, body = crate::http::error::ErrorBody)))]
async fn resend(
    State(state): State<AppState>,
    client: ClientAddress,
    ApiJson(request): ApiJson<EmailRequest>,
) -> ApiResult<axum::Json<MessageResponse>> {
    let email = auth::rules::required_email(request.email)?;
    state.rate_limits.resend.check(&client.bucket(), email.as_str())?;
    let work_state = state.clone();
    after_answer(async move {
        links::send_to_address(&work_state, &email, LinkKind::Confirm).await?;
        Ok(())
    });
    Ok(MessageResponse::json(CHECK_EMAIL))
}

// ---- parental consent ----

/// The consent request behind a link and the child's account, while the link is usable.
async fn find_consent(db: &Db, token: &str) -> Result<Option<(consents::ConsentRow, AccountFacts)>, sqlx::Error> {
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

/// What the link shows: the request only while it waits for an answer.
fn consent_view(consent: &consents::ConsentRow, child: AccountFacts) -> ConsentView {
    let request = rules::shows_request(consent.status).then(|| {
        let metadata = RegistrationMetadata::from_stored(&child.metadata);
        ConsentRequest {
            child_email: child.email,
            role: child.role,
            birth_date: metadata.birth_date,
            user_state: metadata.user_state,
            opt_out_sale: metadata.opt_out_sale.unwrap_or(false),
            relation: consent.relation.clone(),
            parent_email: consent.parent_email.clone(),
            requested_at: db::ms_to_rfc3339(consent.created_at),
            expires_at: db::ms_to_rfc3339(consent.expires_at),
            data_collected: DATA_COLLECTED.to_vec(),
        }
    });
    ConsentView {
        status: consent.status,
        decided_at: consent.decided_at.map(db::ms_to_rfc3339),
        request,
    }
}

/// Shows the parent what the child signed up for.
#[utoipa::path(post, path = "/api/consent/view", tag = "compliance", request_body = ConsentTokenRequest,
    responses((status = 200, body = ConsentView), (status = 400, body = crate::http::error::ErrorBody)))]
async fn view_consent(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<ConsentTokenRequest>,
) -> ApiResult<axum::Json<ConsentView>> {
    let (consent, child) = find_consent(&state.db, &request.token)
        .await?
        .ok_or(RegistrationError::InvalidConsentLink)?;
    Ok(axum::Json(consent_view(&consent, child)))
}

/// The parent approves or declines. Declining deletes the child's account and data.
#[utoipa::path(post, path = "/api/consent/decide", tag = "compliance", request_body = DecisionRequest,
    responses((status = 200, body = DecisionResponse), (status = 400, body = crate::http::error::ErrorBody),
              (status = 409, body = crate::http::error::ErrorBody)))]
async fn decide_consent(
    State(state): State<AppState>,
    client: ClientAddress,
    ApiJson(request): ApiJson<DecisionRequest>,
) -> ApiResult<axum::Json<DecisionResponse>> {
    let decision = rules::parse_decision(&request.decision)?;
    let (consent, child) = find_consent(&state.db, &request.token)
        .await?
        .ok_or(RegistrationError::InvalidConsentLink)?;
    if consent.status != ParentalConsentStatus::Pending {
        return Err(RegistrationError::AlreadyDecided(consent.status).into());
    }
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    if !consents::claim_decision(&mut *tx, &token_hash(&request.token), decision, now).await? {
        return Err(RegistrationError::AnsweredMeanwhile.into());
    }
    let child_id = &consent.child_user_id;
    let (event, message) = if decision == ParentalConsentStatus::Approved {
        accounts::set_consent_status(&mut tx, child_id, ConsentStatus::Approved, now).await?;
        let allow = request.allow_coach_messages.unwrap_or(true);
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
            "coach_messages": decision == ParentalConsentStatus::Approved && request.allow_coach_messages.unwrap_or(true),
        }),
        ip: Some(&client.to_string()),
    };
    log::append(&mut *tx, event).await?;
    if decision == ParentalConsentStatus::Declined {
        // After the log entry, so that it is anonymised with the account's other rows.
        account::erase(&mut tx, child_id).await?;
    }
    tx.commit().await?;
    Ok(axum::Json(DecisionResponse {
        status: decision,
        message: message.into(),
    }))
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
