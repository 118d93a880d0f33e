//! The registration endpoints: sign-up, confirmation, resending the confirmation, sign-in, the
//! password change, and the parent's consent page and decision.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use axum_extra::extract::cookie::CookieJar;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, RegistrationError, CHECK_EMAIL, CONFIRMED},
    service::{self, SignUp},
};
use crate::{
    auth::{
        self,
        audit::Audit,
        model::{EmailRequest, MessageResponse, SessionResponse, TokenRequest},
        session::{self, clear_session_cookies, with_tokens, UserOrRecovery},
        store::{AccountFacts, Role},
    },
    compliance::{
        self,
        rules::RegistrationMetadata,
        store::{ConsentRow, ParentalConsentStatus},
    },
    db,
    http::{
        client_address::ClientAddress,
        error::{ApiError, ApiJson, ApiResult},
    },
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sign_up))
        .routes(routes!(confirm))
        .routes(routes!(resend))
        .routes(routes!(sign_in))
        .routes(routes!(update_user))
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
    /// A rower plan (athletes) or family plan (parents) whose 14-day free trial starts with the
    /// account, chosen with "Start free trial" on the pricing page.
    plan: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInRequest {
    email: Option<String>,
    password: Option<String>,
    /// Keep the session for 30 days instead of until the browser closes.
    #[serde(default)]
    remember: bool,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpdateUserRequest {
    password: Option<String>,
    /// Required outside a recovery session.
    current_password: Option<String>,
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
    let request = SignUp {
        email: request.email,
        password: request.password,
        data: request.data.into(),
        plan: request.plan,
    };
    let refused_before = compliance::age_cookie::refused_before(&jar, &state);
    let mut too_young = false;
    let answer = service::sign_up(&state, &client, request, refused_before, &mut too_young).await;
    // The refusal sticks in this browser, so a changed birth date right after is refused too.
    let jar = if too_young {
        compliance::age_cookie::mark_refused(jar, &state)
    } else {
        jar
    };
    (jar, answer.map(|()| MessageResponse::json(CHECK_EMAIL)))
}

/// The answer to a confirmed address: the message, and the account's role, so the welcome page
/// gives that role's first steps (only the link's holder, the account's owner, reads it).
#[derive(Serialize, ToSchema)]
pub struct Confirmed {
    pub message: String,
    pub role: Role,
}

/// Confirms an email address from the link's token and creates the profile.
#[utoipa::path(post, path = "/api/auth/confirm", tag = "auth", request_body = TokenRequest,
    responses((status = 200, body = Confirmed), (status = 400, body = crate::http::error::ErrorBody),
              (status = 429, body = crate::http::error::ErrorBody)))]
async fn confirm(
    State(state): State<AppState>,
    client: ClientAddress,
    ApiJson(request): ApiJson<TokenRequest>,
) -> ApiResult<axum::Json<Confirmed>> {
    let role = service::confirm(&state, &client, &request.token).await?;
    Ok(axum::Json(Confirmed {
        message: CONFIRMED.to_owned(),
        role,
    }))
}

/// Sends a new confirmation link to an unconfirmed account; answers the same for any address.
#[utoipa::path(post, path = "/api/auth/resend", tag = "auth", request_body = EmailRequest,
    responses((status = 200, body = MessageResponse), (status = 429, body = crate::http::error::ErrorBody)))]
async fn resend(
    State(state): State<AppState>,
    client: ClientAddress,
    ApiJson(request): ApiJson<EmailRequest>,
) -> ApiResult<axum::Json<MessageResponse>> {
    service::resend(&state, &client, request.email).await?;
    Ok(MessageResponse::json(CHECK_EMAIL))
}

// ---- sign-in and password change ----

/// Signs in with email and password; sets the session cookies.
#[utoipa::path(post, path = "/api/auth/login", tag = "auth", request_body = SignInRequest,
    responses((status = 200, body = SessionResponse), (status = 400, body = crate::http::error::ErrorBody),
              (status = 403, description = "Email not confirmed, or account disabled", body = crate::http::error::ErrorBody),
              (status = 429, description = "Too many failed attempts from this address; see Retry-After", body = crate::http::error::ErrorBody)))]
async fn sign_in(
    State(state): State<AppState>,
    client: ClientAddress,
    audit: Audit,
    jar: CookieJar,
    ApiJson(request): ApiJson<SignInRequest>,
) -> ApiResult<Response> {
    let (email, password) = auth::rules::credentials(request.email, request.password)?;
    let known_device = session::is_known_device(&jar, &state, email.as_str());
    let (user, refresh) = service::sign_in(
        &state,
        &client,
        &audit,
        &email,
        password,
        request.remember,
        known_device,
    )
    .await?;
    let (jar, body) = with_tokens(&state, jar, &user, refresh, db::now_ms());
    let jar = session::remember_device(jar, &state, email.as_str());
    Ok((jar, axum::Json(body)).into_response())
}

/// Changes the password. In a recovery session every session ends (sign in again); otherwise
/// the current password is required and the other sessions end. Either way every pending
/// one-time link of the account (email change, confirmation, recovery) stops working.
#[utoipa::path(put, path = "/api/auth/user", tag = "auth", request_body = UpdateUserRequest,
    responses((status = 200, body = MessageResponse), (status = 401, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn update_user(
    State(state): State<AppState>,
    UserOrRecovery(user): UserOrRecovery,
    audit: Audit,
    jar: CookieJar,
    ApiJson(request): ApiJson<UpdateUserRequest>,
) -> ApiResult<Response> {
    service::change_password(&state, &audit, &user, request.password, request.current_password).await?;
    let body = MessageResponse::json("Your password has been updated.");
    Ok(if user.is_recovery() {
        (clear_session_cookies(jar, &state), body).into_response()
    } else {
        body.into_response()
    })
}

// ---- parental consent ----

/// What the link shows: the request only while it waits for an answer.
fn consent_view(consent: &ConsentRow, child: AccountFacts) -> ConsentView {
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
    let (consent, child) = service::consent_request(&state, &request.token).await?;
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
    let (status, message) = service::decide_consent(
        &state,
        &client,
        &request.token,
        &request.decision,
        request.allow_coach_messages,
    )
    .await?;
    Ok(axum::Json(DecisionResponse {
        status,
        message: message.into(),
    }))
}

// ---- errors as the API answers them ----

impl From<RegistrationError> for ApiError {
    fn from(error: RegistrationError) -> Self {
        let message = error.to_string();
        match error {
            RegistrationError::Field(field) => field.into(),
            RegistrationError::InvalidConfirmationLink | RegistrationError::InvalidConsentLink => {
                ApiError::BadRequest {
                    code: "invalid_token",
                    message,
                }
            }
            RegistrationError::AlreadyDecided(_) | RegistrationError::AnsweredMeanwhile => ApiError::Conflict {
                code: "already_decided",
                message,
            },
        }
    }
}
