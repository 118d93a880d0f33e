//! The recruiting profile as others see it, and its two ways in: by id and by share link.

use axum::{
    extract::{Path, State},
    http::{header::HeaderName, HeaderValue},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::ProfileViews,
    rules::{self, RecruitingError, Route},
    service,
};
use crate::{
    auth::{
        session::{CurrentUser, MaybeUser},
        store::{self as accounts, Role, SessionUser},
    },
    branding::{self, model::ClubBrand},
    club::{self, model::ClubEvaluation},
    db,
    http::error::{ApiError, ApiResult, ErrorBody},
    performance::{self, Best, RaceResult, SharedErgTest},
    profile_views,
    profiles::{
        self,
        rules::{Discipline, Division, ProfileLink, Side, Squad, WeightClass},
        store::ProfileWithBests,
        Profile,
    },
    tokens, workspace, AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(by_id))
        .routes(routes!(by_share_link))
        .routes(routes!(profile_views))
}

/// What a viewer sees of an athlete: never the email, birth date, parent data or verification
/// codes.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RecruitingProfile {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub club_coach_name: Option<String>,
    pub hometown: Option<String>,
    /// Two-letter code of a US state (or DC).
    pub home_state: Option<String>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub weight: Option<i64>,
    pub wingspan_inches: Option<i64>,
    pub squad: Option<Squad>,
    /// The athlete's choice, or else the suggestion.
    pub weight_class: Option<WeightClass>,
    pub side: Option<Side>,
    pub discipline: Option<Discipline>,
    pub coxswain: bool,
    pub seasons_rowed: Option<i64>,
    pub boats_coxed: Option<String>,
    pub cox_links: Vec<String>,
    pub target_divisions: Vec<Division>,
    pub intended_major: Option<String>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub act_score: Option<i64>,
    pub headline: Option<String>,
    pub bio: Option<String>,
    pub links: Vec<ProfileLink>,
    pub best2k: Option<Best>,
    pub best6k: Option<Best>,
    /// Newest first.
    pub erg_tests: Vec<SharedErgTest>,
    /// Newest first.
    pub races: Vec<RaceResult>,
    pub updated_at: String,
    /// Club coaches' evaluations: only for a verified college coach with a program; null for
    /// everyone else (the share page, the athlete, parents, club coaches).
    pub club_evaluations: Option<Vec<ClubEvaluation>>,
    /// The athlete's commitment ("Committed to Bates College, class of 2029", or a
    /// self-reported one); null while recruiting is open.
    pub commitment: Option<profiles::rules::CommitmentNote>,
    /// The name and colours of a club whose roster the athlete is on, while the club holds the
    /// Custom branding add-on (the club joined most recently, when several do); null otherwise.
    pub brand: Option<ClubBrand>,
}

/// The recruiting profile of a stored profile, with its log.
async fn recruiting_profile(
    state: &AppState,
    found: ProfileWithBests,
    with_evaluations: bool,
) -> Result<RecruitingProfile, sqlx::Error> {
    let db = &state.db;
    let performance::Bests {
        m2000: best2k,
        m6000: best6k,
    } = found.bests();
    let p = Profile::from(found.row);
    let erg_tests = performance::store::erg_tests(db, &p.id).await?;
    let races = performance::store::races(db, &p.id).await?;
    let club_evaluations = match with_evaluations {
        true => Some(club::service::evaluations_for_college_coaches(db, &p.id).await?),
        false => None,
    };
    let commitment = profiles::store::commitment(db, &p.id).await?.and_then(|c| {
        profiles::rules::commitment_note(
            &c.commitment_status,
            c.committed_school_id,
            c.school_name,
            c.commitment_offer_id.as_deref(),
            c.class_of,
        )
    });
    let brand = branding::service::shown_on_profile(db, &p.id).await?;
    Ok(RecruitingProfile {
        brand,
        commitment,
        club_evaluations,
        full_name: p.full_name,
        grad_year: p.grad_year,
        high_school: p.high_school,
        club_team: p.club_team,
        club_coach_name: p.club_coach_name,
        hometown: p.hometown,
        home_state: p.home_state,
        height_feet: p.height_feet,
        height_inches: p.height_inches,
        weight: p.weight,
        wingspan_inches: p.wingspan_inches,
        squad: p.squad,
        weight_class: p.weight_class.or(p.weight_class_suggested),
        side: p.side,
        discipline: p.discipline,
        coxswain: p.coxswain,
        seasons_rowed: p.seasons_rowed,
        boats_coxed: p.boats_coxed,
        cox_links: p.cox_links,
        target_divisions: p.target_divisions,
        intended_major: p.intended_major,
        gpa: p.gpa,
        sat_score: p.sat_score,
        act_score: p.act_score,
        headline: p.headline,
        bio: p.bio,
        links: p.links,
        best2k,
        best6k,
        erg_tests: erg_tests.into_iter().map(SharedErgTest::from).collect(),
        races: races.into_iter().map(RaceResult::from).collect(),
        updated_at: p.updated_at,
        id: p.id,
    })
}

/// The athlete's account facts, when the account is active.
async fn active_athlete(state: &AppState, id: &str) -> ApiResult<accounts::VisibilityFacts> {
    Ok(accounts::visibility_facts(&state.db, id)
        .await?
        .filter(|facts| !facts.inactive())
        .ok_or(RecruitingError::NotFound)?)
}

/// An athlete's recruiting profile: the athlete always; a college coach through the recruiting
/// workspace's gate (as search: verified, a program on an active plan, a seat; refused with the
/// same 403 otherwise) and within the profile reads allowed per coach and program (429), when
/// the athlete shows it to coaches (and is not a minor waiting for consent), leaving a view; a
/// club coach through the club workspace's gate, for the club's own roster. Anyone else: 404.
#[utoipa::path(get, path = "/api/athletes/{id}", tag = "recruiting",
    params(("id" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = RecruitingProfile), (status = 403, body = ErrorBody, description = "A coach whose workspace is closed"),
              (status = 404, body = ErrorBody),
              (status = 429, body = ErrorBody, description = "Over the profile reads allowed per coach or per program")))]
async fn by_id(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<RecruitingProfile>> {
    // A recovery session may only choose a new password: it looks like no one.
    let user = user.filter(|u| !u.is_recovery());
    let viewer = match &user {
        Some(u) => {
            let coach_status = accounts::visibility_facts(&state.db, &u.id)
                .await?
                .and_then(|f| f.coach_status());
            rules::viewer_kind(Some((u.id.as_str(), u.role, coach_status)), &id)
        }
        None => rules::viewer_kind(None, &id),
    };
    let (viewer, program) = match (&user, viewer) {
        (Some(u), rules::Viewer::VerifiedCoach) => coach_viewer(&state, u, &id).await?,
        _ => (viewer, None),
    };
    let athlete = active_athlete(&state, &id).await?;
    let found = profiles::store::find_with_bests(&state.db, &id)
        .await?
        .ok_or(RecruitingError::NotFound)?;
    if !rules::may_view(viewer, Route::ById, found.row.visibility, athlete.consent_status) {
        return Err(RecruitingError::NotFound.into());
    }
    // A parent who withdrew coach communications hides a minor from college coaches, as
    // `shown_to_coaches` does in search and lists.
    if matches!(viewer, rules::Viewer::VerifiedCoach)
        && crate::compliance::store::scopes_of(&state.db.pool, &id)
            .await?
            .is_some_and(|c| c.coach_messages == 0)
    {
        return Err(RecruitingError::NotFound.into());
    }
    if let (true, Some(coach), Some(school_id)) = (rules::leaves_a_view(viewer), &user, &program) {
        let now = db::now_ms();
        profile_views::store::record_view(
            &state.db,
            &coach.id,
            &id,
            school_id,
            &profile_views::rules::view_day(now),
            now,
        )
        .await?;
    }
    let with_evaluations = rules::reads_club_evaluations(viewer);
    Ok(axum::Json(recruiting_profile(&state, found, with_evaluations).await?))
}

/// What a verified coach is to the athlete, past the gate of their workspace: a club's coach
/// sees the club's roster; a college coach reads for their program (whose school id comes back),
/// each read counted against the profile reads allowed per coach and per program.
async fn coach_viewer(
    state: &AppState,
    coach: &SessionUser,
    athlete_id: &str,
) -> ApiResult<(rules::Viewer, Option<String>)> {
    match club::service::workspace_access(&state.db, coach).await? {
        Ok((club, _)) => {
            let viewer = match club::store::on_roster(&state.db.pool, &club.id, athlete_id).await? {
                true => rules::Viewer::RosterClubCoach,
                false => rules::Viewer::OtherMember,
            };
            return Ok((viewer, None));
        }
        Err(club::ClubError::NoClub) => {}
        Err(refusal) => return Err(refusal.into()),
    }
    let (program, _) = workspace::workspace_access(state, coach).await??;
    state.rate_limits.profile_reads.check(&coach.id, &program.school_id)?;
    Ok((rules::Viewer::VerifiedCoach, Some(program.school_id)))
}

/// The programs whose coaches opened the signed-in athlete's profile in the last 90 days, and
/// what each did next. Athletes only.
#[utoipa::path(get, path = "/api/profile/views", tag = "recruiting",
    responses((status = 200, body = ProfileViews), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn profile_views(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<axum::Json<ProfileViews>> {
    if user.role != Role::Student {
        return Err(RecruitingError::NotAnAthlete.into());
    }
    Ok(axum::Json(service::views_of(&state.db, &user.id, db::now_ms()).await?))
}

const X_ROBOTS_TAG: HeaderName = HeaderName::from_static("x-robots-tag");

/// The recruiting profile behind a share link, for anyone, while the athlete's visibility is
/// `link`. Not for search engines (`X-Robots-Tag: noindex`, on the 404 too).
#[utoipa::path(get, path = "/api/share/{token}", tag = "recruiting",
    params(("token" = String, Path, description = "The share link's token")),
    responses((status = 200, body = RecruitingProfile, headers(("X-Robots-Tag" = String, description = "noindex"))),
              (status = 404, body = crate::http::error::ErrorBody)))]
async fn by_share_link(State(state): State<AppState>, Path(token): Path<String>) -> Response {
    let mut response = match shared_profile(&state, &token).await {
        Ok(profile) => axum::Json(profile).into_response(),
        Err(error) => error.into_response(),
    };
    response
        .headers_mut()
        .insert(X_ROBOTS_TAG, HeaderValue::from_static("noindex"));
    response
}

async fn shared_profile(state: &AppState, token: &str) -> ApiResult<RecruitingProfile> {
    let found = profiles::store::find_with_bests_by_share_hash(&state.db, &tokens::token_hash(token))
        .await?
        .ok_or(RecruitingError::NotFound)?;
    let athlete = active_athlete(state, &found.row.id).await?;
    if !rules::may_view(
        rules::Viewer::Anonymous,
        Route::ShareLink,
        found.row.visibility,
        athlete.consent_status,
    ) {
        return Err(RecruitingError::NotFound.into());
    }
    Ok(recruiting_profile(state, found, false).await?)
}

impl From<RecruitingError> for ApiError {
    fn from(error: RecruitingError) -> Self {
        match error {
            RecruitingError::NotFound => ApiError::NotFound(error.to_string()),
            RecruitingError::NotAnAthlete => ApiError::Forbidden {
                code: "forbidden",
                message: error.to_string(),
            },
        }
    }
}
