//! The compliance endpoints: the rules table, the age check, and the log for operators.

use axum::extract::State;
use axum_extra::extract::cookie::CookieJar;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    age_cookie::{mark_refused, refused_before},
    rules::{self, Assessment, ComplianceError, StateRules},
    store,
};
use crate::{
    auth::session::AdminUser,
    db,
    http::error::{ApiError, ApiJson, ApiQuery, ApiResult},
    validation::FieldError,
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_rules))
        .routes(routes!(age_check))
        .routes(routes!(list))
}

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
    /// Value of `userState` for someone outside the United States.
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
#[serde(rename_all = "camelCase")]
pub struct AgeCheckRequest {
    birth_date: Option<String>,
    user_state: Option<String>,
    /// The visitor pressed Continue: a refusal for age then sticks in this browser. Previews
    /// while typing leave it out.
    #[serde(default)]
    submitted: bool,
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

/// Applies the age and state rules to a birth date and state, as sign-up will. A browser refused
/// for age (on a submitted check or at sign-up) stays refused for a day, whatever date it sends.
#[utoipa::path(post, path = "/api/compliance/age-check", tag = "compliance", request_body = AgeCheckRequest,
    responses((status = 200, body = AgeCheckResponse), (status = 422, body = crate::http::error::ErrorBody)))]
async fn age_check(
    State(state): State<AppState>,
    jar: CookieJar,
    ApiJson(request): ApiJson<AgeCheckRequest>,
) -> (CookieJar, ApiResult<axum::Json<AgeCheckResponse>>) {
    if refused_before(&jar, &state) {
        return (jar, Err(rules::sticky_age_refusal().into()));
    }
    match rules::check_age(
        request.birth_date.as_deref(),
        request.user_state.as_deref(),
        db::today_utc(),
    ) {
        Ok((assessment, user_state)) => (
            jar,
            Ok(axum::Json(AgeCheckResponse {
                assessment,
                state_rules: rules::rules_for(user_state.as_deref()),
                rule_version: rules::RULE_VERSION,
            })),
        ),
        Err(error) if request.submitted && rules::is_too_young(&error) => {
            (mark_refused(jar, &state), Err(error.into()))
        }
        Err(error) => (jar, Err(error.into())),
    }
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct LogQuery {
    /// Only events of this user id or email.
    user: Option<String>,
    /// Only events of this type.
    event_type: Option<String>,
    /// At most this many rows (1 to 500, default 100).
    limit: Option<i64>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogEntry {
    pub id: String,
    pub user_id: Option<String>,
    pub email: String,
    pub event_type: String,
    /// The event's facts as logged (stored JSON, kept as written).
    pub details: serde_json::Value,
    pub rule_version: String,
    pub ip: Option<String>,
    pub created_at: String,
}

impl From<store::LogRow> for LogEntry {
    fn from(row: store::LogRow) -> Self {
        LogEntry {
            id: row.id,
            user_id: row.user_id,
            email: row.email,
            event_type: row.event_type,
            details: serde_json::from_str(&row.details).unwrap_or(serde_json::Value::Null),
            rule_version: row.rule_version,
            ip: row.ip,
            created_at: db::ms_to_rfc3339(row.created_at),
        }
    }
}

/// The compliance log, newest first (admins only).
#[utoipa::path(get, path = "/api/admin/compliance-log", tag = "admin", params(LogQuery),
    responses((status = 200, body = [LogEntry]), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody)))]
async fn list(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<LogQuery>,
) -> ApiResult<axum::Json<Vec<LogEntry>>> {
    let limit = query.limit.unwrap_or(100).clamp(1, 500);
    let user = query.user.map(|u| u.trim().to_lowercase()).filter(|u| !u.is_empty());
    let rows = store::list(&state.db, user.as_deref(), query.event_type.as_deref(), limit).await?;
    Ok(axum::Json(rows.into_iter().map(LogEntry::from).collect()))
}

impl From<ComplianceError> for ApiError {
    fn from(error: ComplianceError) -> Self {
        match error {
            ComplianceError::AgeRefused(refusal) => FieldError::new("birthDate", refusal.message()).into(),
            ComplianceError::Field(field) => field.into(),
        }
    }
}
