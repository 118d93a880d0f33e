//! The operator console's API: coach verification, users, the audit log and log exports.
//! Every route requires an admin; every admin action is written to the audit log.

use std::net::SocketAddr;

use axum::{
    extract::{ConnectInfo, Path, State},
    http::header,
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use sqlx::{Any, Executor, Row as _};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::{session::AdminUser, store},
    db::{self, Db},
    http::error::{ApiError, ApiJson, ApiQuery, ApiResult},
    mail::{self, templates},
    waitlist::csv_field,
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(coaches))
        .routes(routes!(decide_coach))
        .routes(routes!(users))
        .routes(routes!(set_disabled))
        .routes(routes!(audit_log))
        .routes(routes!(compliance_csv))
}

/// Appends one row to the audit log.
pub async fn audit<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    actor_id: &str,
    actor_email: &str,
    action: &str,
    target: Option<&str>,
    details: serde_json::Value,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO audit_log (id, actor_id, actor_email, action, target, details, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(actor_id)
    .bind(actor_email)
    .bind(action)
    .bind(target)
    .bind(details.to_string())
    .bind(db::now_ms())
    .execute(executor)
    .await?;
    Ok(())
}

// ---- coach verification ----

const STOP_WORDS: [&str; 5] = ["of", "the", "and", "at", "in"];

/// The school an address like `coach@cs.washington.edu` or `coach@uw.edu` most likely belongs
/// to. The domain's main label is compared with each name, best form first: "University of
/// Label", "Label University", "Label College", the name's initials, then any word of the name;
/// a tie between schools means no match.
pub fn match_school<'a>(email: &str, schools: &'a [(String, String)]) -> Option<&'a (String, String)> {
    let domain = email.rsplit_once('@')?.1.to_lowercase();
    let mut labels: Vec<&str> = domain.split('.').collect();
    if labels.pop()? != "edu" {
        return None;
    }
    let label = *labels.last()?;
    if label.len() < 2 {
        return None;
    }
    let rank = |name: &str| -> Option<u8> {
        let lower = name.to_lowercase();
        let words: Vec<&str> = lower
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let initials: String = words
            .iter()
            .filter(|w| !STOP_WORDS.contains(w))
            .filter_map(|w| w.chars().next())
            .collect();
        if lower == format!("university of {label}") {
            Some(0)
        } else if lower == format!("{label} university") {
            Some(1)
        } else if lower == format!("{label} college") {
            Some(2)
        } else if initials == label {
            Some(3)
        } else if words.contains(&label) {
            Some(4)
        } else {
            None
        }
    };
    let ranked: Vec<(u8, &(String, String))> = schools
        .iter()
        .filter_map(|school| rank(&school.1).map(|r| (r, school)))
        .collect();
    let best = ranked.iter().map(|(r, _)| *r).min()?;
    let mut candidates = ranked.iter().filter(|(r, _)| *r == best);
    let first = candidates.next()?.1;
    // Two schools with the same initials or word: too ambiguous to suggest either.
    if candidates.next().is_some() {
        return None;
    }
    Some(first)
}

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
    /// pending, verified or rejected
    pub status: String,
    pub reason: Option<String>,
    pub signed_up_at: String,
    pub email_confirmed: bool,
    /// A program whose name matches the email domain, if any.
    pub school_match: Option<SchoolMatch>,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CoachQuery {
    /// pending (default), verified, rejected or all.
    status: Option<String>,
}

async fn school_names(db: &Db) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query("SELECT id, name FROM schools ORDER BY name")
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|r| Ok((r.try_get("id")?, r.try_get("name")?)))
        .collect()
}

/// Coaches awaiting (or past) verification, with the school their email domain suggests.
#[utoipa::path(get, path = "/api/admin/coaches", tag = "admin", params(CoachQuery),
    responses((status = 200, body = [CoachRow]), (status = 403, body = crate::http::error::ErrorBody)))]
async fn coaches(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<CoachQuery>,
) -> ApiResult<axum::Json<Vec<CoachRow>>> {
    let status = query.status.unwrap_or_else(|| "pending".into());
    if !["pending", "verified", "rejected", "all"].contains(&status.as_str()) {
        return Err(ApiError::validation(
            "status",
            "Choose pending, verified, rejected or all",
        ));
    }
    let rows = sqlx::query(
        "SELECT id, email, coach_status, coach_status_reason, created_at, email_confirmed_at FROM users
         WHERE role = 'coach' AND ($1 = 'all' OR COALESCE(coach_status, 'pending') = $1)
         ORDER BY created_at ASC",
    )
    .bind(&status)
    .fetch_all(&state.db.pool)
    .await?;
    let schools = school_names(&state.db).await?;
    let list = rows
        .iter()
        .map(|r| {
            let email: String = r.try_get("email")?;
            Ok(CoachRow {
                id: r.try_get("id")?,
                domain: email.rsplit_once('@').map(|(_, d)| d.to_owned()).unwrap_or_default(),
                school_match: match_school(&email, &schools).map(|(id, name)| SchoolMatch {
                    id: id.clone(),
                    name: name.clone(),
                }),
                email,
                status: r
                    .try_get::<Option<String>, _>("coach_status")?
                    .unwrap_or_else(|| "pending".into()),
                reason: r.try_get("coach_status_reason")?,
                signed_up_at: db::ms_to_rfc3339(r.try_get("created_at")?),
                email_confirmed: r.try_get::<Option<i64>, _>("email_confirmed_at")?.is_some(),
            })
        })
        .collect::<Result<_, sqlx::Error>>()?;
    Ok(axum::Json(list))
}

#[derive(Deserialize, ToSchema)]
pub struct CoachDecision {
    /// approve or reject
    decision: String,
    /// Required to reject; sent to the coach.
    reason: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Done {
    pub status: String,
}

/// Approves or rejects a coach; the coach is emailed the decision.
#[utoipa::path(post, path = "/api/admin/coaches/{id}/decision", tag = "admin", params(("id" = String, Path)), request_body = CoachDecision,
    responses((status = 200, body = Done), (status = 404, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
async fn decide_coach(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<CoachDecision>,
) -> ApiResult<axum::Json<Done>> {
    let reason = request.reason.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty());
    let status = match request.decision.as_str() {
        "approve" => "verified",
        "reject" if reason.is_some() => "rejected",
        "reject" => return Err(ApiError::validation("reason", "Give a reason for the coach")),
        _ => return Err(ApiError::validation("decision", "Choose approve or reject")),
    };
    if reason.as_ref().is_some_and(|r| r.chars().count() > 500) {
        return Err(ApiError::validation(
            "reason",
            "The reason must be at most 500 characters",
        ));
    }
    let email: Option<String> = sqlx::query_scalar("SELECT email FROM users WHERE id = $1 AND role = 'coach'")
        .bind(&id)
        .fetch_optional(&state.db.pool)
        .await?;
    let email = email.ok_or_else(|| ApiError::NotFound("There is no such coach.".into()))?;
    let mut tx = state.db.pool.begin().await?;
    sqlx::query("UPDATE users SET coach_status = $1, coach_status_reason = $2, coach_decided_at = $3 WHERE id = $4")
        .bind(status)
        .bind(&reason)
        .bind(db::now_ms())
        .bind(&id)
        .execute(&mut *tx)
        .await?;
    mail::enqueue(
        &mut *tx,
        &templates::coach_decision(&email, status == "verified", reason.as_deref()),
    )
    .await?;
    let details = serde_json::json!({"decision": status, "reason": reason, "coach_email": email});
    audit(&mut *tx, &admin.id, &admin.email, "coach_decision", Some(&id), details).await?;
    tx.commit().await?;
    Ok(axum::Json(Done { status: status.into() }))
}

// ---- users ----

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
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
    pub role: String,
    pub email_confirmed: bool,
    /// not_required, pending or approved
    pub parental_consent: String,
    pub disabled: bool,
    pub created_at: String,
}

/// Finds accounts by email (admins only).
#[utoipa::path(get, path = "/api/admin/users", tag = "admin", params(UserQuery),
    responses((status = 200, body = [UserRow]), (status = 403, body = crate::http::error::ErrorBody)))]
async fn users(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<UserQuery>,
) -> ApiResult<axum::Json<Vec<UserRow>>> {
    let pattern = query
        .q
        .map(|q| db::escape_like(&q.trim().to_lowercase()))
        .filter(|q| !q.is_empty())
        .map(|q| format!("%{q}%"));
    let rows = sqlx::query(
        "SELECT id, email, role, email_confirmed_at, consent_status, disabled_at, created_at FROM users
         WHERE ($1 IS NULL OR email LIKE $1 ESCAPE '\\') ORDER BY created_at DESC LIMIT $2",
    )
    .bind(pattern)
    .bind(query.limit.unwrap_or(50).clamp(1, 200))
    .fetch_all(&state.db.pool)
    .await?;
    let list = rows
        .iter()
        .map(|r| {
            Ok(UserRow {
                id: r.try_get("id")?,
                email: r.try_get("email")?,
                role: r.try_get("role")?,
                email_confirmed: r.try_get::<Option<i64>, _>("email_confirmed_at")?.is_some(),
                parental_consent: r.try_get("consent_status")?,
                disabled: r.try_get::<Option<i64>, _>("disabled_at")?.is_some(),
                created_at: db::ms_to_rfc3339(r.try_get("created_at")?),
            })
        })
        .collect::<Result<_, sqlx::Error>>()?;
    Ok(axum::Json(list))
}

#[derive(Deserialize, ToSchema)]
pub struct DisableRequest {
    disabled: bool,
}

/// Disables (every session ends at once) or re-enables an account.
#[utoipa::path(put, path = "/api/admin/users/{id}/disabled", tag = "admin", params(("id" = String, Path)), request_body = DisableRequest,
    responses((status = 200, body = Done), (status = 404, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
async fn set_disabled(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<DisableRequest>,
) -> ApiResult<axum::Json<Done>> {
    if id == admin.id {
        return Err(ApiError::validation("id", "You cannot disable your own account"));
    }
    let mut tx = state.db.pool.begin().await?;
    let changed = sqlx::query("UPDATE users SET disabled_at = $1, updated_at = $2 WHERE id = $3")
        .bind(request.disabled.then(db::now_ms))
        .bind(db::now_ms())
        .bind(&id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    if changed == 0 {
        return Err(ApiError::NotFound("There is no such account.".into()));
    }
    if request.disabled {
        store::revoke_user_sessions(&mut *tx, &id, None).await?;
    }
    let action = if request.disabled {
        "user_disabled"
    } else {
        "user_enabled"
    };
    audit(
        &mut *tx,
        &admin.id,
        &admin.email,
        action,
        Some(&id),
        serde_json::json!({}),
    )
    .await?;
    tx.commit().await?;
    Ok(axum::Json(Done {
        status: if request.disabled { "disabled" } else { "enabled" }.into(),
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditRow {
    pub actor_email: String,
    pub action: String,
    pub target: Option<String>,
    pub details: serde_json::Value,
    pub created_at: String,
}

/// Administrators' actions, newest first.
#[utoipa::path(get, path = "/api/admin/audit-log", tag = "admin",
    responses((status = 200, body = [AuditRow]), (status = 403, body = crate::http::error::ErrorBody)))]
async fn audit_log(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<axum::Json<Vec<AuditRow>>> {
    let rows = sqlx::query("SELECT actor_email, action, target, details, created_at FROM audit_log ORDER BY created_at DESC, id DESC LIMIT 200")
        .fetch_all(&state.db.pool)
        .await?;
    let list = rows
        .iter()
        .map(|r| {
            let details: String = r.try_get("details")?;
            Ok(AuditRow {
                actor_email: r.try_get("actor_email")?,
                action: r.try_get("action")?,
                target: r.try_get("target")?,
                details: serde_json::from_str(&details).unwrap_or_default(),
                created_at: db::ms_to_rfc3339(r.try_get("created_at")?),
            })
        })
        .collect::<Result<_, sqlx::Error>>()?;
    Ok(axum::Json(list))
}

/// The whole compliance log as CSV; the export itself is audited.
#[utoipa::path(get, path = "/api/admin/compliance-log.csv", tag = "admin",
    responses((status = 200, description = "text/csv"), (status = 403, body = crate::http::error::ErrorBody)))]
async fn compliance_csv(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
) -> ApiResult<Response> {
    let rows = sqlx::query(
        "SELECT created_at, user_id, email, event_type, rule_version, ip, details FROM compliance_log ORDER BY created_at, id",
    )
    .fetch_all(&state.db.pool)
    .await?;
    let mut out = String::from("created_at,user_id,email,event_type,rule_version,ip,details\n");
    for r in &rows {
        out.push_str(
            &[
                db::ms_to_rfc3339(r.try_get("created_at")?),
                r.try_get::<Option<String>, _>("user_id")?.unwrap_or_default(),
                r.try_get("email")?,
                r.try_get("event_type")?,
                r.try_get("rule_version")?,
                r.try_get::<Option<String>, _>("ip")?.unwrap_or_default(),
                r.try_get("details")?,
            ]
            .iter()
            .map(|f| csv_field(f))
            .collect::<Vec<_>>()
            .join(","),
        );
        out.push('\n');
    }
    let details = serde_json::json!({"rows": rows.len(), "ip": addr.ip().to_string()});
    audit(
        &state.db.pool,
        &admin.id,
        &admin.email,
        "compliance_log_exported",
        None,
        details,
    )
    .await?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"compliance-log.csv\"",
            ),
        ],
        out,
    )
        .into_response())
}

/// Creates a confirmed admin account, or promotes an existing account (CLI only).
pub async fn create_or_promote_admin(db: &Db, email: &str, password: Option<String>) -> anyhow::Result<&'static str> {
    let email = crate::email::EmailAddress::parse(email).map_err(anyhow::Error::msg)?;
    let now = db::now_ms();
    if let Some(user) = store::find_user_by_email(db, email.as_str()).await? {
        let mut tx = db.pool.begin().await?;
        sqlx::query("UPDATE users SET role = 'admin', email_confirmed_at = COALESCE(email_confirmed_at, $1), updated_at = $1 WHERE id = $2")
            .bind(now)
            .bind(&user.id)
            .execute(&mut *tx)
            .await?;
        if let Some(password) = password {
            check_admin_password(&password, email.as_str())?;
            sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
                .bind(crate::auth::password::hash(password).await?)
                .bind(&user.id)
                .execute(&mut *tx)
                .await?;
        }
        audit(
            &mut *tx,
            "cli",
            "command line",
            "admin_promoted",
            Some(&user.id),
            serde_json::json!({"email": email.as_str()}),
        )
        .await?;
        tx.commit().await?;
        return Ok("promoted");
    }
    let password = password.ok_or_else(|| {
        anyhow::anyhow!("a new admin needs a password: set ROWRECRUIT_ADMIN_PASSWORD or type it when asked")
    })?;
    check_admin_password(&password, email.as_str())?;
    let id = uuid::Uuid::new_v4().to_string();
    let mut tx = db.pool.begin().await?;
    sqlx::query(
        "INSERT INTO users (id, email, password_hash, role, metadata, email_confirmed_at, created_at, updated_at)
         VALUES ($1, $2, $3, 'admin', '{}', $4, $4, $4)",
    )
    .bind(&id)
    .bind(email.as_str())
    .bind(crate::auth::password::hash(password).await?)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    audit(
        &mut *tx,
        "cli",
        "command line",
        "admin_created",
        Some(&id),
        serde_json::json!({"email": email.as_str()}),
    )
    .await?;
    tx.commit().await?;
    Ok("created")
}

fn check_admin_password(password: &str, email: &str) -> anyhow::Result<()> {
    let reasons = crate::auth::password::weaknesses(password, email);
    if reasons.is_empty() {
        Ok(())
    } else {
        let why: Vec<&str> = reasons.iter().map(|r| r.message()).collect();
        Err(anyhow::anyhow!("password refused: {}", why.join("; ")))
    }
}

#[cfg(test)]
mod tests {
    use super::match_school;

    #[test]
    fn email_domains_match_schools_by_name_form_then_initials_then_word() {
        let schools: Vec<(String, String)> = crate::schools::import::parse(crate::schools::import::SEED_PROGRAMS, None)
            .unwrap()
            .into_iter()
            .map(|r| (r.id, r.name))
            .collect();
        let matched = |email: &str| match_school(email, &schools).map(|(id, _)| id.as_str());
        assert_eq!(matched("c@yale.edu"), Some("yale-university"));
        assert_eq!(matched("c@uw.edu"), Some("university-of-washington"));
        assert_eq!(matched("c@athletics.washington.edu"), Some("university-of-washington"));
        // Barry University and Boston University share the initials: no guess.
        assert_eq!(matched("c@bu.edu"), None);
        assert_eq!(matched("c@gmail.com"), None);
        assert_eq!(matched("c@yale.com"), None);
    }
}
