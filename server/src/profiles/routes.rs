//! The profile endpoints and their wire types. Each user reads and writes only their own
//! profile, taken from the session.

use std::collections::BTreeMap;

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{
        self, Completeness, Discipline, Division, ProfileInput, ProfileLink, ProfilesError, Side, Squad, Visibility,
        WeightClass,
    },
    store::{self, ProfileRow},
};
use crate::{
    athlete_news,
    auth::{
        session::CurrentUser,
        store::{Role, SessionUser},
    },
    db,
    http::error::{ApiError, ApiJson, ApiResult},
    performance::{self, Best},
    rowing, tokens, AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_own, update_own))
        .routes(routes!(get_by_id))
        .routes(routes!(share_link_on, share_link_off))
        .routes(routes!(get_commitment, set_commitment))
}

/// A new share link of a profile: anyone with it sees the recruiting profile while visibility is
/// `link`. Only its hash is stored, so it is shown this once.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ShareLink {
    pub token: String,
    /// The public page, `<public URL>/p/<token>`.
    pub url: String,
    pub created_at: String,
}

/// The public page of a share link made at `created_at`.
fn share_link(state: &AppState, token: &str, created_at: i64) -> ShareLink {
    let mut url = state.config.public_url.clone();
    url.set_path(&format!("/p/{token}"));
    ShareLink {
        token: token.to_owned(),
        url: url.to_string(),
        created_at: db::ms_to_rfc3339(created_at),
    }
}

/// The profile as the client reads it.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub id: String,
    pub email: String,
    pub user_role: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub weight: Option<i64>,
    /// MM:SS.S
    pub erg2k: Option<String>,
    /// MM:SS.S
    pub erg6k: Option<String>,
    pub hometown: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub bio: Option<String>,
    pub squad: Option<Squad>,
    /// The athlete's choice; null means the suggestion applies.
    pub weight_class: Option<WeightClass>,
    /// Lightweight under 130 lb (women's squad) or 150 lb (men's squad); null without squad or weight.
    pub weight_class_suggested: Option<WeightClass>,
    pub side: Option<Side>,
    pub discipline: Option<Discipline>,
    /// A coxswain needs no erg figures.
    pub coxswain: bool,
    pub wingspan_inches: Option<i64>,
    pub seasons_rowed: Option<i64>,
    pub club_coach_name: Option<String>,
    pub target_divisions: Vec<Division>,
    pub intended_major: Option<String>,
    pub act_score: Option<i64>,
    pub boats_coxed: Option<String>,
    pub cox_links: Vec<String>,
    pub headline: Option<String>,
    pub links: Vec<ProfileLink>,
    pub visibility: Visibility,
    /// Two-letter code of a US state (or DC).
    pub home_state: Option<String>,
    /// The fastest 2k in the log, or else the profile's `erg2k`.
    pub best2k: Option<Best>,
    /// The fastest 6k in the log, or else the profile's `erg6k`.
    pub best6k: Option<Best>,
    /// When the share link was made; null while it is off. Its address is shown only when made.
    pub share_link_created_at: Option<String>,
    pub updated_at: String,
    pub completeness: Completeness,
}

impl From<ProfileRow> for Profile {
    fn from(row: ProfileRow) -> Self {
        let completeness = rules::completeness(&row, row.erg_2k_tenths.is_some(), row.erg_6k_tenths.is_some());
        Profile {
            id: row.id,
            email: row.email,
            user_role: row.user_role,
            full_name: row.full_name,
            grad_year: row.grad_year,
            gpa: row.gpa,
            sat_score: row.sat_score,
            height_feet: row.height_feet,
            height_inches: row.height_inches,
            weight: row.weight,
            erg2k: row.erg_2k_tenths.map(rowing::format_tenths),
            erg6k: row.erg_6k_tenths.map(rowing::format_tenths),
            hometown: row.hometown,
            high_school: row.high_school,
            club_team: row.club_team,
            bio: row.bio,
            squad: row.squad.as_deref().and_then(Squad::parse),
            weight_class: row.weight_class.as_deref().and_then(WeightClass::parse),
            weight_class_suggested: rules::suggested_weight_class(
                row.squad.as_deref().and_then(Squad::parse),
                row.weight,
            ),
            side: row.side.as_deref().and_then(Side::parse),
            discipline: row.discipline.as_deref().and_then(Discipline::parse),
            coxswain: row.coxswain != 0,
            wingspan_inches: row.wingspan_inches,
            seasons_rowed: row.seasons_rowed,
            club_coach_name: row.club_coach_name,
            target_divisions: rules::stored_list(&row.target_divisions),
            intended_major: row.intended_major,
            act_score: row.act_score,
            boats_coxed: row.boats_coxed,
            cox_links: rules::stored_list(&row.cox_links),
            headline: row.headline,
            links: rules::stored_list(&row.links),
            visibility: row.visibility,
            home_state: row.home_state,
            best2k: None,
            best6k: None,
            share_link_created_at: row.share_created_at.map(db::ms_to_rfc3339),
            updated_at: db::ms_to_rfc3339(row.updated_at),
            completeness,
        }
    }
}

/// The user's profile, created (id, email, role) when it does not exist yet, with its best
/// times.
pub async fn load_or_create(state: &AppState, user: &SessionUser) -> Result<Profile, sqlx::Error> {
    let db = &state.db;
    let found = match store::find_with_bests(db, &user.id).await? {
        Some(found) => found,
        None => {
            store::create_if_missing(&db.pool, &user.id, &user.email, user.role, db::now_ms()).await?;
            store::find_with_bests(db, &user.id)
                .await?
                .ok_or(sqlx::Error::RowNotFound)?
        }
    };
    Ok(profile_of(found))
}

/// The API's form of a stored profile and its log's bests.
fn profile_of(found: store::ProfileWithBests) -> Profile {
    let performance::Bests {
        m2000: best2k,
        m6000: best6k,
    } = found.bests();
    let row = found.row;
    // A test in the log counts for completeness as much as the profile's own figure.
    let completeness = rules::completeness(&row, best2k.is_some(), best6k.is_some());
    let mut profile = Profile::from(row);
    profile.best2k = best2k;
    profile.best6k = best6k;
    profile.completeness = completeness;
    profile
}

/// The signed-in user's profile (created on first read).
#[utoipa::path(get, path = "/api/profile", tag = "profiles",
    responses((status = 200, body = Profile), (status = 401, body = crate::http::error::ErrorBody)))]
async fn get_own(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<axum::Json<Profile>> {
    Ok(axum::Json(load_or_create(&state, &user).await?))
}

/// Saves the signed-in user's profile; every field is validated, errors are per field.
#[utoipa::path(put, path = "/api/profile", tag = "profiles", request_body = ProfileInput,
    responses((status = 200, body = Profile), (status = 401, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn update_own(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(update): ApiJson<ProfileInput>,
) -> ApiResult<axum::Json<Profile>> {
    let valid = rules::validate(update, db::today_utc().year() as i64)?;
    let now = db::now_ms();
    let before = store::news_facts(&state.db, &user.id).await?;
    // The profile almost always exists already.
    let saved = match store::update(&state.db, &user.id, &valid, now).await? {
        Some(saved) => saved,
        None => {
            store::create_if_missing(&state.db.pool, &user.id, &user.email, user.role, now).await?;
            store::update(&state.db, &user.id, &valid, now)
                .await?
                .ok_or(sqlx::Error::RowNotFound)?
        }
    };
    if let Some(before) = before.filter(|_| user.role == Role::Student) {
        for news in athlete_news::rules::profile_changes(&before, &store::facts_of(&saved.row)) {
            athlete_news::store::record(&state.db.pool, &user.id, &news, now).await?;
        }
    }
    state.after_profile_save.profile_saved(&state.db, &user.id).await;
    Ok(axum::Json(profile_of(saved)))
}

/// A profile by id: only one's own (the id of the session); any other id is refused.
#[utoipa::path(get, path = "/api/profiles/{id}", tag = "profiles",
    params(("id" = String, Path, description = "Profile (user) id")),
    responses((status = 200, body = Profile), (status = 403, body = crate::http::error::ErrorBody)))]
async fn get_by_id(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<Profile>> {
    rules::may_read(&user.id, &id)?;
    Ok(axum::Json(load_or_create(&state, &user).await?))
}

/// Turns the share link on, or renews it: a new random token, of which only the hash is stored,
/// so the answer is the one time the link is shown; the old one stops working at once. The link
/// shows the profile only while visibility is `link`.
#[utoipa::path(post, path = "/api/profile/share-link", tag = "profiles",
    responses((status = 200, body = ShareLink), (status = 401, body = crate::http::error::ErrorBody)))]
async fn share_link_on(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<axum::Json<ShareLink>> {
    load_or_create(&state, &user).await?;
    let token = tokens::random_token();
    let now = db::now_ms();
    store::set_share_link(&state.db, &user.id, Some((&tokens::token_hash(&token), now))).await?;
    Ok(axum::Json(share_link(&state, &token, now)))
}

/// Turns the share link off.
#[utoipa::path(delete, path = "/api/profile/share-link", tag = "profiles",
    responses((status = 204), (status = 401, body = crate::http::error::ErrorBody)))]
async fn share_link_off(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<StatusCode> {
    store::set_share_link(&state.db, &user.id, None).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The athlete's recruiting commitment.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct CommitmentAnswer {
    pub status: rules::Commitment,
    pub school_id: Option<String>,
    pub school_name: Option<String>,
    /// How coaches read it; null while recruiting is open.
    pub note: Option<rules::CommitmentNote>,
}

#[derive(serde::Deserialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct CommitmentRequest {
    pub status: rules::Commitment,
    /// The program, unless the status is open.
    pub school_id: Option<String>,
}

fn athletes_only(user: &SessionUser) -> Result<(), crate::http::error::ApiError> {
    if user.role == Role::Student {
        Ok(())
    } else {
        Err(crate::http::error::ApiError::Forbidden {
            code: "forbidden",
            message: "A recruiting commitment is recorded by the athlete.".into(),
        })
    }
}

async fn commitment_answer(state: &AppState, user: &SessionUser) -> ApiResult<axum::Json<CommitmentAnswer>> {
    let row = store::commitment(&state.db, &user.id).await?;
    let (status, school_id, school_name, note) = match row {
        Some(r) => (
            rules::Commitment::parse(&r.commitment_status).unwrap_or(rules::Commitment::Open),
            r.committed_school_id.clone(),
            r.school_name.clone(),
            rules::commitment_note(
                &r.commitment_status,
                r.committed_school_id,
                r.school_name,
                r.commitment_offer_id.as_deref(),
                r.class_of,
            ),
        ),
        None => (rules::Commitment::Open, None, None, None),
    };
    Ok(axum::Json(CommitmentAnswer {
        status,
        school_id,
        school_name,
        note,
    }))
}

/// Where the athlete's recruiting stands.
#[utoipa::path(get, path = "/api/profile/commitment", tag = "profiles",
    responses((status = 200, body = CommitmentAnswer), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody)))]
async fn get_commitment(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<axum::Json<CommitmentAnswer>> {
    athletes_only(&user)?;
    commitment_answer(&state, &user).await
}

/// Records a verbal commitment or a signed offer (other programs can then no longer start
/// conversations), or reopens recruiting. A commitment the program confirmed (the athlete
/// accepted its offer) is not changed here: 409 `commitment_confirmed`.
#[utoipa::path(put, path = "/api/profile/commitment", tag = "profiles", request_body = CommitmentRequest,
    responses((status = 200, body = CommitmentAnswer), (status = 401, body = crate::http::error::ErrorBody),
              (status = 403, body = crate::http::error::ErrorBody), (status = 409, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn set_commitment(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(request): ApiJson<CommitmentRequest>,
) -> ApiResult<axum::Json<CommitmentAnswer>> {
    athletes_only(&user)?;
    let school_id = rules::commitment(request.status, request.school_id)?;
    if let Some(id) = &school_id {
        if !crate::schools::store::exists(&state.db, id).await? {
            return Err(rules::ProfilesError::Invalid(vec![crate::validation::FieldError::new(
                "schoolId",
                "Choose the program from the list.",
            )])
            .into());
        }
    }
    load_or_create(&state, &user).await?;
    let before = store::commitment(&state.db, &user.id).await?;
    if let Some(confirmed) = before.as_ref().filter(|b| b.commitment_offer_id.is_some()) {
        return Err(ApiError::Conflict {
            code: "commitment_confirmed",
            message: format!(
                "Your commitment to {} was confirmed when you accepted its offer. Write to the program to change it.",
                confirmed.school_name.as_deref().unwrap_or("the program")
            ),
        });
    }
    store::set_commitment(
        &state.db,
        &user.id,
        request.status.as_str(),
        school_id.as_deref(),
        db::now_ms(),
    )
    .await?;
    let answer = commitment_answer(&state, &user).await?;
    // A commitment, or a verbal one now signed, is news; reopening is not.
    let unchanged =
        before.is_some_and(|b| b.commitment_status == request.status.as_str() && b.committed_school_id == school_id);
    if let (false, Some(program)) = (
        unchanged || request.status == rules::Commitment::Open,
        answer.school_name.as_deref(),
    ) {
        let news = athlete_news::rules::commitment(program, request.status == rules::Commitment::Signed);
        athlete_news::store::record(&state.db.pool, &user.id, &news, db::now_ms()).await?;
    }
    Ok(answer)
}

impl From<ProfilesError> for ApiError {
    fn from(error: ProfilesError) -> Self {
        match error {
            ProfilesError::Invalid(fields) => ApiError::Validation {
                message: "Please correct the highlighted fields.".into(),
                fields: fields
                    .into_iter()
                    .map(|f| (f.field.to_owned(), f.message))
                    .collect::<BTreeMap<_, _>>(),
            },
            ProfilesError::NotYours => ApiError::Forbidden {
                code: "forbidden",
                message: "You can only read your own profile.".into(),
            },
        }
    }
}
