//! The operator console's handlers and wire types. Every route requires an admin; every admin
//! action is written to the audit log in the transaction of the action.

use std::collections::HashMap;

use axum::{
    extract::{Path, State},
    response::Response,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::rules::{self, AdminError, UserSearch};
use crate::audit::store::{self as audit, Actor, AuditAction, AuditRecord};
use crate::http::client_address::ClientAddress;
use crate::{
    auth::{
        session::AdminUser,
        store::{
            self as users, operator as accounts, retention as erasure, CoachStatus, ConsentStatus, Role, SessionUser,
        },
    },
    compliance::{
        log::{self as compliance_events, Event},
        store::operator as compliance_log,
    },
    db,
    http::{
        download,
        error::{ApiError, ApiJson, ApiQuery, ApiResult, ErrorBody},
    },
    mail::{self, templates},
    plans::rules::StoredPlan,
    retention,
    schools::{matching::match_school, store::operator as schools},
    workspace, AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(coaches))
        .routes(routes!(decide_coach))
        .routes(routes!(programs))
        .routes(routes!(set_program_plan))
        .routes(routes!(clubs))
        .routes(routes!(set_club_plan))
        .routes(routes!(set_account_plan))
        .routes(routes!(users))
        .routes(routes!(set_disabled))
        .routes(routes!(report_under_13))
        .routes(routes!(audit_log))
        .routes(routes!(compliance_csv))
}

fn actor(admin: &SessionUser) -> Actor<'_> {
    Actor {
        id: &admin.id,
        email: &admin.email,
    }
}

// ---- coach verification ----

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SchoolMatch {
    pub id: String,
    pub name: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoachRow {
    pub id: String,
    pub email: String,
    pub domain: String,
    pub status: CoachStatus,
    pub reason: Option<String>,
    pub signed_up_at: String,
    pub email_confirmed: bool,
    /// A program whose name matches the email domain, if any.
    pub school_match: Option<SchoolMatch>,
    /// The program the coach says they recruit for (a college coach needs one before approval).
    pub program: Option<SchoolMatch>,
    /// The club team a club coach belongs to (verified against the club's name and the email).
    pub club_name: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct CoachQuery {
    /// pending (default), verified, rejected or all.
    status: Option<String>,
}

/// Coaches awaiting (or past) verification, with the school their email domain suggests.
#[utoipa::path(get, path = "/api/admin/coaches", tag = "admin", params(CoachQuery),
    responses((status = 200, body = [CoachRow]), (status = 403, body = ErrorBody)))]
async fn coaches(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<CoachQuery>,
) -> ApiResult<Json<Vec<CoachRow>>> {
    let status = rules::coach_filter(query.status.as_deref())?;
    let queue = accounts::coach_queue(&state.db, status).await?;
    let schools = schools::names(&state.db).await?;
    let mut programs: HashMap<String, workspace::store::NamedProgram> = workspace::store::named_programs(&state.db)
        .await?
        .into_iter()
        .map(|program| (program.coach_id.clone(), program))
        .collect();
    let mut clubs: HashMap<String, String> = crate::club::store::club_names_of_coaches(&state.db)
        .await?
        .into_iter()
        .collect();
    let rows = queue
        .into_iter()
        .map(|coach| CoachRow {
            club_name: clubs.remove(&coach.id),
            program: programs.remove(&coach.id).map(|p| SchoolMatch {
                name: p.school_name.unwrap_or_else(|| p.school_id.clone()),
                id: p.school_id,
            }),
            domain: rules::email_domain(&coach.email).to_owned(),
            school_match: match_school(&coach.email, &schools).map(|s| SchoolMatch {
                id: s.id.clone(),
                name: s.name.clone(),
            }),
            id: coach.id,
            email: coach.email,
            status: coach.coach_status,
            reason: coach.coach_status_reason,
            signed_up_at: db::ms_to_rfc3339(coach.created_at),
            email_confirmed: coach.email_confirmed_at.is_some(),
        })
        .collect();
    Ok(Json(rows))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoachDecision {
    #[schema(value_type = rules::Decision)]
    decision: String,
    /// Required to reject; sent to the coach.
    reason: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Done {
    /// verified or rejected for a coach decision; disabled or enabled for an account.
    pub status: String,
}

/// Approves or rejects a coach; the coach is emailed the decision.
#[utoipa::path(post, path = "/api/admin/coaches/{id}/decision", tag = "admin", params(("id" = String, Path)), request_body = CoachDecision,
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn decide_coach(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<CoachDecision>,
) -> ApiResult<Json<Done>> {
    let verdict = rules::coach_verdict(&request.decision, request.reason)?;
    let mut tx = state.db.begin_write().await?;
    let email = accounts::coach_email(&mut tx, &id)
        .await?
        .ok_or(AdminError::NoSuchCoach)?;
    if verdict.status == CoachStatus::Verified
        && workspace::store::program_id(&mut tx, &id).await?.is_none()
        && crate::club::store::club_id_of_coach(&mut tx, &id).await?.is_none()
    {
        return Err(AdminError::NoProgramToVerify.into());
    }
    let reason = verdict.reason.as_deref();
    accounts::decide_coach(&mut tx, &id, verdict.status, reason, db::now_ms()).await?;
    let verified = verdict.status == CoachStatus::Verified;
    mail::enqueue(&mut *tx, &templates::coach_decision(&email, verified, reason)).await?;
    let details = serde_json::json!({"decision": verdict.status, "reason": reason, "coach_email": email});
    audit::record(&mut *tx, actor(&admin), AuditAction::CoachDecision, Some(&id), details).await?;
    tx.commit().await?;
    Ok(Json(Done {
        status: verdict.status.to_string(),
    }))
}

// ---- program plans ----

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct ProgramQuery {
    /// Part of a program's name, city, state or conference; without it, the programs that have
    /// a plan or a coach.
    q: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramCoachRow {
    pub id: String,
    pub email: String,
    pub status: CoachStatus,
    pub joined_at: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramRow {
    pub school_id: String,
    pub name: String,
    /// `trial`, `recruiter`, `division-iii` or `division-i-ii`; null without a plan.
    pub plan: Option<String>,
    /// The plan's name ("Free trial", "Recruiter", …).
    pub plan_name: Option<String>,
    /// The trial's end, on a trial.
    pub trial_ends_at: Option<String>,
    /// Whether the plan lets the program's coaches in now (a trial that ended does not).
    pub active: bool,
    pub coach_count: i64,
    /// The coaches who named the program, in the order they joined.
    pub coaches: Vec<ProgramCoachRow>,
}

/// Programs with their plan and coaches: those matching `q`, or every program with a plan or a
/// coach (at most 50, by name).
#[utoipa::path(get, path = "/api/admin/programs", tag = "admin", params(ProgramQuery),
    responses((status = 200, body = [ProgramRow]), (status = 403, body = ErrorBody)))]
async fn programs(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<ProgramQuery>,
) -> ApiResult<Json<Vec<ProgramRow>>> {
    let found = match crate::waitlist::rules::email_pattern(query.q.as_deref()) {
        Some(pattern) => schools::search_names(&state.db, &pattern, rules::PROGRAMS_LISTED).await?,
        None => {
            let mut ids = crate::plans::store::program_ids(&state.db).await?;
            ids.extend(workspace::store::programs_with_coaches(&state.db).await?);
            ids.sort();
            ids.dedup();
            schools::names_of(&state.db, &ids, rules::PROGRAMS_LISTED).await?
        }
    };
    let ids: Vec<String> = found.iter().map(|school| school.id.clone()).collect();
    let mut plans: HashMap<String, StoredPlan> = crate::plans::store::of_programs(&state.db, &ids)
        .await?
        .into_iter()
        .collect();
    let mut coaches: HashMap<String, Vec<ProgramCoachRow>> = HashMap::new();
    for c in workspace::store::coaches_of(&state.db, &ids).await? {
        coaches.entry(c.school_id).or_default().push(ProgramCoachRow {
            id: c.coach_id,
            email: c.email,
            status: c.coach_status,
            joined_at: db::ms_to_rfc3339(c.joined_at),
        });
    }
    let now = db::now_ms();
    let rows = found
        .into_iter()
        .map(|school| {
            let plan = plans.remove(&school.id);
            let coaches = coaches.remove(&school.id).unwrap_or_default();
            ProgramRow {
                plan_name: plan.as_ref().map(|p| p.name().to_owned()),
                trial_ends_at: match &plan {
                    Some(StoredPlan::Trial { ends_at }) => Some(db::ms_to_rfc3339(*ends_at)),
                    _ => None,
                },
                active: crate::plans::rules::standing(plan.as_ref(), now).is_ok(),
                plan: plan.as_ref().map(|p| p.id().to_owned()),
                coach_count: coaches.len() as i64,
                coaches,
                school_id: school.id,
                name: school.name,
            }
        })
        .collect();
    Ok(Json(rows))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramPlanChoice {
    /// `trial`, `recruiter`, `division-iii` or `division-i-ii`.
    plan: String,
    /// For a trial: its last day (yyyy-mm-dd, UTC); 14 days from now when not given.
    trial_ends_on: Option<String>,
}

/// Sets a program's plan (until payments exist, the operator does this by hand).
#[utoipa::path(put, path = "/api/admin/programs/{schoolId}/plan", tag = "admin", params(("schoolId" = String, Path)),
    request_body = ProgramPlanChoice,
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn set_program_plan(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(school_id): Path<String>,
    ApiJson(choice): ApiJson<ProgramPlanChoice>,
) -> ApiResult<Json<Done>> {
    let now = db::now_ms();
    let plan = rules::program_plan(&choice.plan, choice.trial_ends_on.as_deref(), db::today_utc(), now)?;
    if crate::schools::store::name_of(&state.db, &school_id).await?.is_none() {
        return Err(AdminError::NoSuchProgram.into());
    }
    let mut tx = state.db.begin_write().await?;
    crate::plans::store::set(&mut tx, &school_id, &plan, &admin.id, now).await?;
    let details = serde_json::json!({"plan": choice.plan, "trial_ends_on": choice.trial_ends_on});
    audit::record(
        &mut *tx,
        actor(&admin),
        AuditAction::ProgramPlanSet,
        Some(&school_id),
        details,
    )
    .await?;
    tx.commit().await?;
    Ok(Json(Done { status: choice.plan }))
}

// ---- club plans ----

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubPlanRow {
    /// `trial`, `coach-essential`, `coach-premium` or `club-pro`.
    pub id: String,
    pub name: String,
    pub trial_ends_at: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubRow {
    pub id: String,
    pub name: String,
    pub plan: ClubPlanRow,
    pub roster_count: i64,
    pub coach_count: i64,
    pub created_at: String,
}

/// Every club team with its plan, roster size and coaches, by name.
#[utoipa::path(get, path = "/api/admin/clubs", tag = "admin",
    responses((status = 200, body = [ClubRow]), (status = 403, body = ErrorBody)))]
async fn clubs(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<Json<Vec<ClubRow>>> {
    let rows = crate::club::store::all_clubs(&state.db)
        .await?
        .into_iter()
        .map(|row| {
            let plan = row.club.stored_plan();
            ClubRow {
                plan: ClubPlanRow {
                    id: plan.id().to_owned(),
                    name: plan.name().to_owned(),
                    trial_ends_at: match plan {
                        StoredPlan::Trial { ends_at } => Some(db::ms_to_rfc3339(ends_at)),
                        StoredPlan::Plan(_) => None,
                    },
                },
                roster_count: row.roster_count,
                coach_count: row.coach_count,
                created_at: db::ms_to_rfc3339(row.club.created_at),
                id: row.club.id,
                name: row.club.name,
            }
        })
        .collect();
    Ok(Json(rows))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubPlanChoice {
    /// `trial` (a new 14-day trial), `coach-essential`, `coach-premium` or `club-pro`.
    plan: String,
}

/// Sets a club's plan (until payments exist, the operator does this by hand).
#[utoipa::path(put, path = "/api/admin/clubs/{id}/plan", tag = "admin", params(("id" = String, Path)),
    request_body = ClubPlanChoice,
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn set_club_plan(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(club_id): Path<String>,
    ApiJson(choice): ApiJson<ClubPlanChoice>,
) -> ApiResult<Json<Done>> {
    let now = db::now_ms();
    let plan = rules::club_plan(&choice.plan, now)?;
    let mut tx = state.db.begin_write().await?;
    if !crate::club::store::set_plan(&mut tx, &club_id, &plan, &admin.id, now).await? {
        return Err(AdminError::NoSuchClub.into());
    }
    let details = serde_json::json!({"plan": choice.plan});
    audit::record(
        &mut *tx,
        actor(&admin),
        AuditAction::ClubPlanSet,
        Some(&club_id),
        details,
    )
    .await?;
    tx.commit().await?;
    Ok(Json(Done { status: choice.plan }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountPlanChoice {
    /// An athlete's rower plan (`recruit`, `elite`, `performance`), a parent's family plan
    /// (`family-basic`, `family-plus`, `family-premier`), or null for none (the free level).
    plan: Option<String>,
}

/// Sets an athlete's or a parent's own plan by hand (payments off, or a courtesy); a payment
/// changes it again.
#[utoipa::path(put, path = "/api/admin/users/{id}/plan", tag = "admin", params(("id" = String, Path)),
    request_body = AccountPlanChoice,
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn set_account_plan(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(user_id): Path<String>,
    ApiJson(choice): ApiJson<AccountPlanChoice>,
) -> ApiResult<Json<Done>> {
    let mut tx = state.db.begin_write().await?;
    let audience = crate::auth::store::find_user_by_id(&mut *tx, &user_id)
        .await?
        .and_then(|u| crate::plans::rules::audience_of(u.role))
        .ok_or(AdminError::NoSuchPayer)?;
    let plan = rules::account_plan(choice.plan.as_deref(), audience)?;
    crate::plans::store::set_account_plan(&mut tx, &user_id, plan, &admin.id, db::now_ms()).await?;
    let action = match audience {
        crate::plans::rules::Audience::Family => AuditAction::FamilyPlanSet,
        _ => AuditAction::RowerPlanSet,
    };
    audit::record(
        &mut *tx,
        actor(&admin),
        action,
        Some(&user_id),
        serde_json::json!({"plan": plan}),
    )
    .await?;
    tx.commit().await?;
    Ok(Json(Done {
        status: plan.unwrap_or("none").to_owned(),
    }))
}

// ---- users ----

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct UserQuery {
    /// Part of an email address.
    q: Option<String>,
    /// 1 to 200 (default 50).
    limit: Option<i64>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserRow {
    pub id: String,
    pub email: String,
    pub role: Role,
    pub email_confirmed: bool,
    pub parental_consent: ConsentStatus,
    pub disabled: bool,
    pub created_at: String,
    /// An athlete's rower plan or a parent's family plan, as set (a trial's plan too); null
    /// for none and for coaches and operators.
    pub plan: Option<String>,
}

/// Finds accounts by email (admins only).
#[utoipa::path(get, path = "/api/admin/users", tag = "admin", params(UserQuery),
    responses((status = 200, body = [UserRow]), (status = 403, body = ErrorBody)))]
async fn users(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<UserQuery>,
) -> ApiResult<Json<Vec<UserRow>>> {
    let search = UserSearch::new(query.q.as_deref(), query.limit);
    let found = accounts::search_users(&state.db, search.pattern.as_deref(), search.limit).await?;
    let plans: std::collections::HashMap<String, String> = crate::plans::store::account_plan_ids(&state.db)
        .await?
        .into_iter()
        .collect();
    let rows = found
        .into_iter()
        .map(|u| UserRow {
            plan: plans
                .get(&u.id)
                .filter(|_| crate::plans::rules::audience_of(u.role).is_some())
                .cloned(),
            id: u.id,
            email: u.email,
            role: u.role,
            email_confirmed: u.email_confirmed,
            parental_consent: u.consent_status,
            disabled: u.disabled,
            created_at: db::ms_to_rfc3339(u.created_at),
        })
        .collect();
    Ok(Json(rows))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DisableRequest {
    disabled: bool,
}

/// Disables (every session ends at once) or re-enables an account.
#[utoipa::path(put, path = "/api/admin/users/{id}/disabled", tag = "admin", params(("id" = String, Path)), request_body = DisableRequest,
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn set_disabled(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<DisableRequest>,
) -> ApiResult<Json<Done>> {
    rules::may_change_disabled(&admin.id, &id)?;
    let mut tx = state.db.begin_write().await?;
    if !accounts::set_disabled(&mut tx, &id, request.disabled, db::now_ms()).await? {
        return Err(AdminError::NoSuchAccount.into());
    }
    let action = if request.disabled {
        AuditAction::UserDisabled
    } else {
        // Re-enabling undoes an under-13 report's scheduled erasure too.
        erasure::schedule_erasure(&mut tx, &id, None).await?;
        AuditAction::UserEnabled
    };
    audit::record(&mut *tx, actor(&admin), action, Some(&id), serde_json::json!({})).await?;
    tx.commit().await?;
    Ok(Json(Done {
        status: if request.disabled { "disabled" } else { "enabled" }.into(),
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Under13Done {
    /// disabled
    pub status: String,
    /// When the account and its personal data are erased, unless it is re-enabled before.
    pub erase_at: String,
}

/// Acts on a report that the user is under 13: the account is disabled at once (every session
/// ends) and its erasure is scheduled at the end of the policy window
/// (`retention::UNDER_13_ERASURE_MS`); the compliance log and the audit log record it.
#[utoipa::path(post, path = "/api/admin/users/{id}/under-13", tag = "admin", params(("id" = String, Path)),
    responses((status = 200, body = Under13Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn report_under_13(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Under13Done>> {
    rules::may_change_disabled(&admin.id, &id)?;
    let now = db::now_ms();
    let erase_at = db::ms_to_rfc3339(now + retention::UNDER_13_ERASURE_MS);
    let mut tx = state.db.begin_write().await?;
    let user = users::find_user_by_id(&mut *tx, &id)
        .await?
        .ok_or(AdminError::NoSuchAccount)?;
    accounts::set_disabled(&mut tx, &id, true, now).await?;
    erasure::schedule_erasure(&mut tx, &id, Some(now + retention::UNDER_13_ERASURE_MS)).await?;
    let event = Event {
        user_id: Some(&id),
        email: &user.email,
        event_type: compliance_events::UNDER_13_REPORTED,
        details: serde_json::json!({"erase_at": erase_at}),
        ip: None,
    };
    compliance_events::append(&mut *tx, event).await?;
    let details = serde_json::json!({"eraseAt": erase_at});
    audit::record(
        &mut *tx,
        actor(&admin),
        AuditAction::Under13Reported,
        Some(&id),
        details,
    )
    .await?;
    tx.commit().await?;
    Ok(Json(Under13Done {
        status: "disabled".into(),
        erase_at,
    }))
}

// ---- audit log and exports ----

/// How many audit rows the console shows.
const AUDIT_PAGE: i64 = 200;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditRow {
    pub actor_email: String,
    pub action: AuditAction,
    pub target: Option<String>,
    pub details: serde_json::Value,
    pub created_at: String,
}

impl From<AuditRecord> for AuditRow {
    fn from(record: AuditRecord) -> Self {
        AuditRow {
            actor_email: record.actor_email,
            action: record.action,
            target: record.target,
            details: serde_json::from_str(&record.details).unwrap_or_default(),
            created_at: db::ms_to_rfc3339(record.created_at),
        }
    }
}

/// Administrators' actions, newest first.
#[utoipa::path(get, path = "/api/admin/audit-log", tag = "admin",
    responses((status = 200, body = [AuditRow]), (status = 403, body = ErrorBody)))]
async fn audit_log(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<Json<Vec<AuditRow>>> {
    let records = audit::recent(&state.db, AUDIT_PAGE).await?;
    Ok(Json(records.into_iter().map(AuditRow::from).collect()))
}

/// The whole compliance log as CSV; the export itself is audited.
#[utoipa::path(get, path = "/api/admin/compliance-log.csv", tag = "admin",
    responses((status = 200, description = "text/csv"), (status = 403, body = ErrorBody)))]
async fn compliance_csv(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    client: ClientAddress,
) -> ApiResult<Response> {
    let rows = compliance_log::export_rows(&state.db).await?;
    let mut out = String::from("created_at,user_id,email,event_type,rule_version,ip,details\n");
    for r in &rows {
        let created_at = db::ms_to_rfc3339(r.created_at);
        out.push_str(&download::csv_line(&[
            &created_at,
            r.user_id.as_deref().unwrap_or_default(),
            &r.email,
            &r.event_type,
            &r.rule_version,
            r.ip.as_deref().unwrap_or_default(),
            &r.details,
        ]));
    }
    let details = serde_json::json!({"rows": rows.len(), "ip": client.to_string()});
    audit::record(
        &state.db.pool,
        actor(&admin),
        AuditAction::ComplianceLogExported,
        None,
        details,
    )
    .await?;
    Ok(download::attachment(
        "compliance-log.csv",
        "text/csv; charset=utf-8",
        out,
    ))
}

impl From<AdminError> for ApiError {
    fn from(error: AdminError) -> Self {
        match error {
            AdminError::Field(field) => field.into(),
            AdminError::NoSuchCoach
            | AdminError::NoSuchAccount
            | AdminError::NoSuchProgram
            | AdminError::NoSuchClub
            | AdminError::NoSuchPayer => ApiError::NotFound(error.to_string()),
            AdminError::NoProgramToVerify => ApiError::Conflict {
                code: "no_program",
                message: error.to_string(),
            },
            AdminError::PasswordNeeded => ApiError::validation("password", error.to_string()),
            AdminError::PasswordRefused(reasons) => reasons.into(),
            AdminError::Hashing(e) => ApiError::Internal(e),
        }
    }
}
