//! The coach page's API: its handlers and wire types. The gates are in `crate::workspace`.

use axum::{extract::State, Json};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::store::{operator as accounts, CoachStatus},
    db,
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    plans::{self, rules::Standing},
    schools::{self, store::page_views},
    workspace::{
        rules::{self, CoachError, CoachProfileDraft, CoachedSquad},
        store::{self, CoachProgram},
        workspace_access, CoachUser, RecruitingCoach,
    },
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(overview))
        .routes(routes!(set_program))
        .routes(routes!(athletes_viewing))
        .routes(routes!(get_profile, set_profile))
        .routes(routes!(super::home::home))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Verification {
    pub status: CoachStatus,
    pub reason: Option<String>,
    pub decided_at: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoachOverview {
    /// The coach's full name once the profile has one, else 'Coach'.
    pub display_name: String,
    /// Whether the coach has written the name and title athletes see; needed before the first
    /// message.
    pub profile_complete: bool,
    pub verification: Verification,
    /// The NCAA notice: periods in force for the program's division and its contact rule.
    pub recruiting: crate::calendar::model::RecruitingNotice,
    /// The program the coach recruits for, once named.
    pub program: Option<ProgramSummary>,
    /// Until a program is named: the program the coach's email domain suggests, if any.
    pub suggested_program: Option<ProgramSummary>,
    /// Whether the recruiting workspace is open to the coach, and if not, why.
    pub workspace: Workspace,
    /// Athletes who viewed the program's page in the last 30 days and let coaches see them
    /// (0 while the workspace is closed).
    pub athletes_viewing: i64,
    /// Athletes on the program's board.
    pub starred_athletes: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramSummary {
    pub school_id: String,
    pub name: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Workspace {
    pub open: bool,
    /// The plan's name ("Free trial", "Recruiter", …) while open.
    pub plan: Option<String>,
    /// The end of the program's free trial, while on it.
    pub trial_ends_at: Option<String>,
    /// The plan's limits while open.
    pub limits: Option<plans::rules::CollegeLimits>,
    /// Why not: `coach_unverified`, `no_program` or `plan_required`.
    pub reason_code: Option<String>,
    pub reason: Option<String>,
}

impl Workspace {
    fn from_access(access: &Result<(CoachProgram, Standing), CoachError>) -> Self {
        match access {
            Ok((_, standing)) => Workspace {
                open: true,
                plan: Some(standing.name.to_owned()),
                trial_ends_at: standing.trial_ends_at.map(db::ms_to_rfc3339),
                limits: Some(standing.limits),
                reason_code: None,
                reason: None,
            },
            Err(error) => Workspace {
                open: false,
                plan: None,
                trial_ends_at: None,
                limits: None,
                reason_code: Some(error.code().to_owned()),
                reason: Some(error.to_string()),
            },
        }
    }
}

/// What the coach page shows: verification, the recruiting notice of today, the figures.
#[utoipa::path(get, path = "/api/coach/overview", tag = "coach",
    responses((status = 200, body = CoachOverview), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn overview(State(state): State<AppState>, CoachUser(user): CoachUser) -> ApiResult<Json<CoachOverview>> {
    let verification = accounts::coach_verification(&state.db, &user.id).await?;
    let profile = store::coach_profile(&state.db.pool, &user.id).await?;
    let access = workspace_access(&state, &user).await?;
    let program = store::program_of(&state.db, &user.id).await?;
    let division = program.as_ref().and_then(|p| p.division.as_deref());
    let recruiting = crate::calendar::service::recruiting_notice(&state.db, &user.id, division).await?;
    let suggested_program = match program {
        Some(_) => None,
        None => suggested_program(&state, &user.email).await?,
    };
    let athletes_viewing = match &access {
        Ok((program, _)) => {
            page_views::viewer_count(&state.db, &program.school_id, rules::viewing_since(db::now_ms())).await?
        }
        Err(_) => 0,
    };
    Ok(Json(CoachOverview {
        profile_complete: profile.is_some(),
        display_name: profile.map_or_else(|| "Coach".to_owned(), |p| p.full_name),
        verification: Verification {
            status: verification.status,
            reason: verification.reason,
            decided_at: verification.decided_at.map(db::ms_to_rfc3339),
        },
        recruiting,
        program: program.map(|p| ProgramSummary {
            name: p.school_name.unwrap_or_default(),
            school_id: p.school_id,
        }),
        suggested_program,
        workspace: Workspace::from_access(&access),
        athletes_viewing,
        starred_athletes: match &access {
            Ok((program, _)) => crate::board::store::count(&state.db.pool, &program.school_id).await?,
            Err(_) => 0,
        },
    }))
}

/// The program whose name matches the coach's email domain (as the console matches it).
async fn suggested_program(state: &AppState, email: &str) -> Result<Option<ProgramSummary>, sqlx::Error> {
    let schools = schools::store::operator::names(&state.db).await?;
    Ok(
        schools::matching::match_school(email, &schools).map(|school| ProgramSummary {
            school_id: school.id.clone(),
            name: school.name.clone(),
        }),
    )
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewingAthlete {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    /// The latest day (yyyy-mm-dd, UTC) the athlete opened the program's page.
    pub last_viewed_on: String,
}

/// Athletes who opened the program's page in the last 30 days and show their profile to
/// coaches, the most recent first (at most 100; the overview has the full count).
#[utoipa::path(get, path = "/api/coach/athletes-viewing", tag = "coach",
    responses((status = 200, body = [ViewingAthlete]), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn athletes_viewing(
    State(state): State<AppState>,
    coach: RecruitingCoach,
) -> ApiResult<Json<Vec<ViewingAthlete>>> {
    let since = rules::viewing_since(db::now_ms());
    let viewers = page_views::viewers(&state.db, &coach.school_id, since, rules::VIEWERS_LISTED).await?;
    Ok(Json(
        viewers
            .into_iter()
            .map(|v| ViewingAthlete {
                id: v.id,
                full_name: v.full_name,
                grad_year: v.grad_year,
                last_viewed_on: v.last_viewed_on,
            })
            .collect(),
    ))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramChoice {
    /// A school id from the schools directory.
    pub school_id: String,
}

/// Names the program the coach recruits for. The program's 14-day free trial starts with its
/// first coach; a coach who moves to another program is verified again.
#[utoipa::path(put, path = "/api/coach/program", tag = "coach", request_body = ProgramChoice,
    responses((status = 200, body = ProgramSummary), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 409, body = ErrorBody, description = "already_in_club"),
              (status = 422, body = ErrorBody)))]
async fn set_program(
    State(state): State<AppState>,
    CoachUser(user): CoachUser,
    ApiJson(choice): ApiJson<ProgramChoice>,
) -> ApiResult<Json<ProgramSummary>> {
    let name = schools::store::name_of(&state.db, &choice.school_id)
        .await?
        .ok_or(CoachError::UnknownProgram)?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    if crate::club::store::club_id_of_coach(&mut tx, &user.id).await?.is_some() {
        return Err(CoachError::InClub.into());
    }
    let previous = store::program_id(&mut tx, &user.id).await?;
    if previous.as_deref() != Some(choice.school_id.as_str()) {
        store::set_program(&mut tx, &user.id, &choice.school_id, now).await?;
        plans::store::start_trial_if_none(&mut tx, &choice.school_id, plans::rules::trial_end(now), now).await?;
        if previous.is_some() {
            let status = accounts::coach_status(&mut tx, &user.id).await?;
            let next = rules::status_after_program_change(status, true);
            if next != status {
                accounts::decide_coach(&mut tx, &user.id, next, None, now).await?;
            }
        }
    }
    tx.commit().await?;
    Ok(Json(ProgramSummary {
        school_id: choice.school_id,
        name,
    }))
}

// ---- the coach's profile ----

/// The name, title and squads athletes and parents see, with a short bio and a phone number
/// shown only to athletes the coach writes to.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoachProfile {
    pub full_name: String,
    pub title: String,
    pub squads: Vec<CoachedSquad>,
    pub bio: Option<String>,
    pub phone: Option<String>,
}

impl From<store::CoachProfileRow> for CoachProfile {
    fn from(row: store::CoachProfileRow) -> Self {
        let squads: Vec<String> = serde_json::from_str(&row.squads).unwrap_or_default();
        CoachProfile {
            full_name: row.full_name,
            title: row.title,
            squads: squads.iter().filter_map(|s| CoachedSquad::parse(s)).collect(),
            bio: row.bio,
            phone: row.phone,
        }
    }
}

/// The coach's profile page: the profile once written, and the titles to choose from.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoachProfilePage {
    pub profile: Option<CoachProfile>,
    pub titles: Vec<String>,
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct CoachProfileInput {
    pub full_name: Option<String>,
    pub title: Option<String>,
    pub squads: Vec<String>,
    pub bio: Option<String>,
    pub phone: Option<String>,
}

/// The signed-in coach's profile, and the titles a coach chooses from.
#[utoipa::path(get, path = "/api/coach/profile", tag = "coach",
    responses((status = 200, body = CoachProfilePage), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn get_profile(State(state): State<AppState>, CoachUser(user): CoachUser) -> ApiResult<Json<CoachProfilePage>> {
    Ok(Json(CoachProfilePage {
        profile: store::coach_profile(&state.db.pool, &user.id)
            .await?
            .map(CoachProfile::from),
        titles: rules::COACH_TITLES.iter().map(|t| (*t).to_owned()).collect(),
    }))
}

/// Writes the signed-in coach's profile: full name and title required, squads, a bio of at most
/// 600 characters, and an optional phone number.
#[utoipa::path(put, path = "/api/coach/profile", tag = "coach", request_body = CoachProfileInput,
    responses((status = 200, body = CoachProfile), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
async fn set_profile(
    State(state): State<AppState>,
    CoachUser(user): CoachUser,
    ApiJson(input): ApiJson<CoachProfileInput>,
) -> ApiResult<Json<CoachProfile>> {
    let valid = rules::coach_profile(CoachProfileDraft {
        full_name: input.full_name,
        title: input.title,
        squads: input.squads,
        bio: input.bio,
        phone: input.phone,
    })?;
    store::save_coach_profile(&state.db, &user.id, &valid, db::now_ms()).await?;
    Ok(Json(CoachProfile {
        full_name: valid.full_name,
        title: valid.title.to_owned(),
        squads: valid.squads,
        bio: valid.bio,
        phone: valid.phone,
    }))
}

impl From<CoachError> for ApiError {
    fn from(error: CoachError) -> Self {
        match error {
            CoachError::NotACoach | CoachError::Unverified | CoachError::NoProgram => ApiError::Forbidden {
                code: error.code(),
                message: error.to_string(),
            },
            CoachError::UnknownProgram => ApiError::validation("schoolId", error.to_string()),
            CoachError::InClub => ApiError::Conflict {
                code: error.code(),
                message: error.to_string(),
            },
            CoachError::Plan(e) => e.into(),
        }
    }
}
