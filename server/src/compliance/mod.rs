//! Child privacy and state privacy compliance, enforced by the server: age verification,
//! state privacy notices, opt-out of sale, real parental consent, and the append-only log.

pub mod consent;
pub mod log;
pub mod rules;
pub mod store;

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    email::EmailAddress,
    http::error::{ApiError, ApiJson, ApiResult},
    AppState,
};
use rules::{Assessment, StateRules};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_rules))
        .routes(routes!(age_check))
        .merge(consent::routes())
        .merge(log::routes())
}

/// Registration metadata sent with sign-up (spec section 3), plus the consent form's relation
/// and acknowledgement. The server recomputes what it can and stores the normalised form.
#[derive(Deserialize, Serialize, ToSchema, Default, Clone, Debug, PartialEq)]
#[serde(default)]
pub struct RegistrationMetadata {
    /// student (default), parent or coach.
    pub role: Option<String>,
    /// yyyy-MM-dd
    pub birth_date: Option<String>,
    pub needs_parental_consent: Option<bool>,
    pub parent_email: Option<String>,
    pub age_verified_at: Option<String>,
    /// Two-letter state code, or null (outside the US).
    pub user_state: Option<String>,
    pub opt_out_sale: Option<bool>,
    pub privacy_notice_accepted_at: Option<String>,
    /// parent or guardian (consent form; not stored in the metadata).
    #[serde(skip_serializing)]
    pub parent_relation: Option<String>,
    /// The consent form's acknowledgement checkbox (not stored in the metadata).
    #[serde(skip_serializing)]
    pub consent_acknowledged: Option<bool>,
}

/// A registration that passed every rule.
#[derive(Debug, Clone)]
pub struct VerifiedRegistration {
    pub metadata: RegistrationMetadata,
    pub assessment: Assessment,
    pub state: Option<String>,
    /// Parent or guardian email and relation, for a minor.
    pub parent: Option<(EmailAddress, String)>,
}

pub const STATE_REQUIRED: &str = "Please select your state";
pub const NOTICE_REQUIRED: &str = "Please review and accept the state privacy notice";
pub const PARENT_EMAIL_REQUIRED: &str = "Please enter parent/guardian email";
pub const PARENT_EMAIL_SAME: &str = "Parent/guardian email must be different from your email";
pub const ACKNOWLEDGE_REQUIRED: &str = "Please acknowledge the consent requirements";

/// Normalises the state field: a known code, `None` for outside the US, or an error.
pub fn parse_state(value: Option<&str>) -> ApiResult<Option<String>> {
    match value.map(str::trim).filter(|s| !s.is_empty()) {
        None => Err(ApiError::validation("user_state", STATE_REQUIRED)),
        Some(rules::OUTSIDE_US) => Ok(None),
        Some(code) if rules::is_known_state(&code.to_uppercase()) => Ok(Some(code.to_uppercase())),
        Some(_) => Err(ApiError::validation("user_state", STATE_REQUIRED)),
    }
}

/// Checks a registration against every rule, whatever the client decided; `today` is the
/// server's date.
pub fn verify_registration(
    data: &RegistrationMetadata,
    email: &EmailAddress,
    today: jiff::civil::Date,
    now_rfc3339: &str,
) -> ApiResult<VerifiedRegistration> {
    // An absent state means "outside the US" only when the client says so explicitly.
    let state = parse_state(data.user_state.as_deref().or(Some("")))?;
    let assessment = rules::assess(data.birth_date.as_deref(), state.as_deref(), today)
        .map_err(|refusal| ApiError::validation("birth_date", refusal.message()))?;
    let notice_accepted = data
        .privacy_notice_accepted_at
        .as_deref()
        .is_some_and(|t| !t.trim().is_empty());
    if assessment.state_privacy_required && !notice_accepted {
        return Err(ApiError::validation("privacy_notice_accepted_at", NOTICE_REQUIRED));
    }
    let parent = if assessment.needs_parental_consent {
        let raw = data
            .parent_email
            .as_deref()
            .filter(|e| !e.trim().is_empty())
            .ok_or_else(|| ApiError::validation("parent_email", PARENT_EMAIL_REQUIRED))?;
        let parent_email = EmailAddress::parse(raw).map_err(|m| ApiError::validation("parent_email", m))?;
        if parent_email == *email {
            return Err(ApiError::validation("parent_email", PARENT_EMAIL_SAME));
        }
        let relation = match data.parent_relation.as_deref() {
            None | Some("") | Some("parent") => "parent",
            Some("guardian") => "guardian",
            Some(_) => return Err(ApiError::validation("parent_relation", "Choose parent or guardian")),
        };
        if data.consent_acknowledged != Some(true) {
            return Err(ApiError::validation("consent_acknowledged", ACKNOWLEDGE_REQUIRED));
        }
        Some((parent_email, relation.to_owned()))
    } else {
        None
    };
    let metadata = RegistrationMetadata {
        role: data.role.clone(),
        birth_date: data.birth_date.as_deref().map(|d| d.trim().to_owned()),
        needs_parental_consent: Some(assessment.needs_parental_consent),
        parent_email: parent.as_ref().map(|(e, _)| e.to_string()),
        age_verified_at: Some(now_rfc3339.to_owned()),
        user_state: state.clone(),
        opt_out_sale: Some(data.opt_out_sale.unwrap_or(false)),
        privacy_notice_accepted_at: notice_accepted.then(|| now_rfc3339.to_owned()),
        parent_relation: None,
        consent_acknowledged: None,
    };
    Ok(VerifiedRegistration {
        metadata,
        assessment,
        state,
        parent,
    })
}

// ---- endpoints ----

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StateOption {
    pub code: &'static str,
    pub name: &'static str,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RulesResponse {
    pub rule_version: &'static str,
    pub default_min_age: u32,
    pub default_parental_consent_age: u32,
    /// Value of `user_state` for someone outside the United States.
    pub outside_us: &'static str,
    pub states: Vec<StateOption>,
    /// States with rules of their own; all others use the defaults.
    pub state_rules: Vec<StateRules>,
}

/// The state list and the state privacy rules table.
#[utoipa::path(get, path = "/api/compliance/rules", tag = "compliance", responses((status = 200, body = RulesResponse)))]
async fn get_rules() -> axum::Json<RulesResponse> {
    axum::Json(RulesResponse {
        rule_version: rules::RULE_VERSION,
        default_min_age: rules::DEFAULT_MIN_AGE,
        default_parental_consent_age: rules::DEFAULT_PARENTAL_CONSENT_AGE,
        outside_us: rules::OUTSIDE_US,
        states: rules::US_STATES
            .iter()
            .map(|(code, name)| StateOption { code, name })
            .collect(),
        state_rules: rules::STATE_RULES.to_vec(),
    })
}

#[derive(Deserialize, ToSchema)]
pub struct AgeCheckRequest {
    birth_date: Option<String>,
    user_state: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AgeCheckResponse {
    #[serde(flatten)]
    pub assessment: Assessment,
    /// The rules that apply to the given state (its own or the defaults).
    pub state_rules: StateRules,
    pub rule_version: &'static str,
}

/// Applies the age and state rules to a birth date and state, as sign-up will.
#[utoipa::path(post, path = "/api/compliance/age-check", tag = "compliance", request_body = AgeCheckRequest,
    responses((status = 200, body = AgeCheckResponse), (status = 422, body = crate::http::error::ErrorBody)))]
async fn age_check(
    State(_state): State<AppState>,
    ApiJson(request): ApiJson<AgeCheckRequest>,
) -> ApiResult<axum::Json<AgeCheckResponse>> {
    let state = parse_state(request.user_state.as_deref())?;
    let assessment = rules::assess(request.birth_date.as_deref(), state.as_deref(), crate::db::today_utc())
        .map_err(|refusal| ApiError::validation("birth_date", refusal.message()))?;
    Ok(axum::Json(AgeCheckResponse {
        assessment,
        state_rules: rules::rules_for(state.as_deref()),
        rule_version: rules::RULE_VERSION,
    }))
}
