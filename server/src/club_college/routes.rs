//! The endpoints under `/api/club-college`: conversations between a club's coaches and a
//! program's (either side, as [`ClubOrCollegeCoach`]), recommendations (club coaches write them,
//! athletes answer them, programs read the agreed ones), and the athlete's own view.

use axum::{
    extract::{FromRequestParts, Path, State},
    http::StatusCode,
    Json,
};
use http::request::Parts;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{AthleteClubCollege, ClubRecommendation},
    rules::{ClubCollegeError, CoachSide},
    service::{self, Caller, RecommendationInput},
    store::{ConversationRow, MessageRow},
};
use crate::{
    auth::{
        session::CurrentUser,
        store::{Role, SessionUser},
    },
    club::{self, ClubCoach, ClubError},
    db,
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    workspace::{self, CoachUser, RecruitingCoach},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_conversations, start_conversation))
        .routes(routes!(read_conversation))
        .routes(routes!(reply))
        .routes(routes!(programs))
        .routes(routes!(clubs_of_athlete))
        .routes(routes!(club_recommendations, recommend))
        .routes(routes!(recommendations_about))
        .routes(routes!(agree))
        .routes(routes!(decline))
        .routes(routes!(mine))
}

// ---- who may enter ----

/// A verified club coach in the club workspace or a verified college coach in the recruiting
/// workspace; anyone else gets the refusal of the workspace their account belongs to.
pub struct ClubOrCollegeCoach(pub Caller);

impl FromRequestParts<AppState> for ClubOrCollegeCoach {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CoachUser(user) = CoachUser::from_request_parts(parts, state).await?;
        match club::service::workspace_access(&state.db, &user).await? {
            Ok((club, _)) => Ok(ClubOrCollegeCoach(Caller::Club { user, club })),
            Err(ClubError::NoClub) => {
                let (program, _) = workspace::workspace_access(state, &user).await??;
                Ok(ClubOrCollegeCoach(Caller::College {
                    user,
                    school_id: program.school_id,
                    school_name: program.school_name.unwrap_or_default(),
                }))
            }
            Err(refusal) => Err(refusal.into()),
        }
    }
}

/// The signed-in athlete; a parent or a coach gets 403.
pub struct Athlete(pub SessionUser);

impl FromRequestParts<AppState> for Athlete {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        if user.role != Role::Student {
            return Err(ClubCollegeError::AthletesOnly.into());
        }
        Ok(Athlete(user))
    }
}

impl From<ClubCollegeError> for ApiError {
    fn from(error: ClubCollegeError) -> Self {
        let code = error.code();
        match error {
            ClubCollegeError::NoSuchConversation
            | ClubCollegeError::NoSuchRecommendation
            | ClubCollegeError::NotOnRoster
            | ClubCollegeError::NoSuchAthlete
            | ClubCollegeError::NoSuchProgram
            | ClubCollegeError::NoSuchClub => ApiError::NotFound(error.to_string()),
            ClubCollegeError::NotACoach
            | ClubCollegeError::AthletesOnly
            | ClubCollegeError::AwaitingConsent
            | ClubCollegeError::ParentPaused => ApiError::Forbidden {
                code,
                message: error.to_string(),
            },
            ClubCollegeError::NoProgramCoach
            | ClubCollegeError::AlreadyRecommended
            | ClubCollegeError::AlreadyDecided => ApiError::Conflict {
                code,
                message: error.to_string(),
            },
            ClubCollegeError::Field(field) => field.into(),
            ClubCollegeError::Plan(plan) => plan.into(),
        }
    }
}

// ---- wire types ----

/// The club of a conversation or a recommendation.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubCollegeClub {
    pub id: String,
    pub name: String,
}

/// The program of a conversation.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubCollegeProgram {
    pub school_id: String,
    pub name: String,
}

/// The athlete a conversation is about.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubCollegeAthlete {
    pub id: String,
    pub full_name: Option<String>,
}

/// A conversation between a club's coaches and a program's about one athlete.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubCollegeConversation {
    pub id: String,
    pub club: ClubCollegeClub,
    pub program: ClubCollegeProgram,
    pub athlete: ClubCollegeAthlete,
    /// RFC 3339
    pub started_at: String,
    /// RFC 3339
    pub last_message_at: String,
}

impl From<ConversationRow> for ClubCollegeConversation {
    fn from(row: ConversationRow) -> Self {
        ClubCollegeConversation {
            club: ClubCollegeClub {
                id: row.club_id,
                name: row.club_name,
            },
            program: ClubCollegeProgram {
                name: row.school_name.unwrap_or_else(|| row.school_id.clone()),
                school_id: row.school_id,
            },
            athlete: ClubCollegeAthlete {
                id: row.athlete_id,
                full_name: row.athlete_name,
            },
            started_at: db::ms_to_rfc3339(row.created_at),
            last_message_at: db::ms_to_rfc3339(row.last_message_at),
            id: row.id,
        }
    }
}

/// A message of a club and college coaches' conversation.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubCollegeMessage {
    pub id: String,
    pub side: CoachSide,
    /// "<name>, <club>" or "<full name>, <title>, <program>"
    pub sender_name: String,
    pub body: String,
    /// RFC 3339
    pub sent_at: String,
    /// Written by the reader.
    pub mine: bool,
}

fn message(row: MessageRow, reader: &SessionUser) -> ClubCollegeMessage {
    ClubCollegeMessage {
        mine: row.sender_id.as_deref() == Some(reader.id.as_str()),
        id: row.id,
        side: row.sender_side,
        sender_name: row.sender_name,
        body: row.body,
        sent_at: db::ms_to_rfc3339(row.created_at),
    }
}

/// A conversation with its messages, oldest first, and whether the reader may write now.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubCollegeThread {
    pub conversation: ClubCollegeConversation,
    pub messages: Vec<ClubCollegeMessage>,
    pub may_write: bool,
    /// Why not, in words to show, when the reader may not write.
    pub refusal: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartClubCollegeConversation {
    pub athlete_id: String,
    /// A club coach names the program.
    #[serde(default)]
    pub school_id: Option<String>,
    /// A college coach names the athlete's club.
    #[serde(default)]
    pub club_id: Option<String>,
    /// At most 5000 characters.
    pub body: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubCollegeReply {
    /// At most 5000 characters.
    pub body: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecommendInput {
    pub athlete_id: String,
    pub school_id: String,
    /// At most 1000 characters.
    pub note: String,
    /// At most 200 characters.
    pub projected_level: String,
}

/// A program with a verified coach, which a club coach may write to or recommend to.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReachableProgramItem {
    pub school_id: String,
    pub name: String,
}

/// A club of the athlete whose verified coaches a college coach may write to.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AthleteClubItem {
    pub club_id: String,
    pub name: String,
}

// ---- handlers ----

/// The conversations of the caller's club or program, the latest message first.
#[utoipa::path(get, path = "/api/club-college/conversations", tag = "club-college",
    responses((status = 200, body = [ClubCollegeConversation]), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn list_conversations(
    State(state): State<AppState>,
    ClubOrCollegeCoach(caller): ClubOrCollegeCoach,
) -> ApiResult<Json<Vec<ClubCollegeConversation>>> {
    let rows = service::conversations(&state.db, &caller).await?;
    Ok(Json(rows.into_iter().map(Into::into).collect()))
}

/// Writes to the other side about an athlete on the club's roster: a club coach names the
/// program (which needs a verified coach), a college coach the athlete's club. One conversation
/// per club, program and athlete: a second start adds to it.
#[utoipa::path(post, path = "/api/club-college/conversations", tag = "club-college",
    request_body = StartClubCollegeConversation,
    responses((status = 201, body = ClubCollegeThread), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "not a verified coach, or a parent's consent holds coach communications"),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "no_verified_coach"),
              (status = 422, body = ErrorBody)))]
async fn start_conversation(
    State(state): State<AppState>,
    ClubOrCollegeCoach(caller): ClubOrCollegeCoach,
    ApiJson(input): ApiJson<StartClubCollegeConversation>,
) -> ApiResult<(StatusCode, Json<ClubCollegeThread>)> {
    let (other, missing) = match &caller {
        Caller::Club { .. } => (input.school_id.as_deref(), ClubCollegeError::NoSuchProgram),
        Caller::College { .. } => (input.club_id.as_deref(), ClubCollegeError::NoSuchClub),
    };
    let other = other.ok_or(missing)?;
    let id = service::start(&state.db, &caller, &input.athlete_id, other, &input.body).await?;
    Ok((StatusCode::CREATED, Json(thread_of(&state, &caller, &id).await?)))
}

async fn thread_of(state: &AppState, caller: &Caller, id: &str) -> ApiResult<ClubCollegeThread> {
    let (conversation, messages, may_write) = service::thread(&state.db, caller, id).await?;
    Ok(ClubCollegeThread {
        conversation: conversation.into(),
        messages: messages.into_iter().map(|m| message(m, caller.user())).collect(),
        may_write: may_write.is_ok(),
        refusal: may_write.err().map(|e| e.to_string()),
    })
}

/// A conversation of the caller's club or program with its messages; another's is a 404.
#[utoipa::path(get, path = "/api/club-college/conversations/{id}", tag = "club-college",
    params(("id" = String, Path, description = "Conversation id")),
    responses((status = 200, body = ClubCollegeThread), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn read_conversation(
    State(state): State<AppState>,
    ClubOrCollegeCoach(caller): ClubOrCollegeCoach,
    Path(id): Path<String>,
) -> ApiResult<Json<ClubCollegeThread>> {
    Ok(Json(thread_of(&state, &caller, &id).await?))
}

/// Adds a message to a conversation of the caller's club or program. Refused (403) while a
/// parent's consent holds coach communications about a minor.
#[utoipa::path(post, path = "/api/club-college/conversations/{id}/messages", tag = "club-college",
    params(("id" = String, Path, description = "Conversation id")), request_body = ClubCollegeReply,
    responses((status = 201, body = ClubCollegeMessage), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn reply(
    State(state): State<AppState>,
    ClubOrCollegeCoach(caller): ClubOrCollegeCoach,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<ClubCollegeReply>,
) -> ApiResult<(StatusCode, Json<ClubCollegeMessage>)> {
    let row = service::reply(&state.db, &caller, &id, &input.body).await?;
    Ok((StatusCode::CREATED, Json(message(row, caller.user()))))
}

/// The programs with a verified coach, for a club coach to write to or recommend to.
#[utoipa::path(get, path = "/api/club-college/programs", tag = "club-college",
    responses((status = 200, body = [ReachableProgramItem]), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn programs(State(state): State<AppState>, _coach: ClubCoach) -> ApiResult<Json<Vec<ReachableProgramItem>>> {
    Ok(Json(
        service::reachable_programs(&state.db)
            .await?
            .into_iter()
            .map(|p| ReachableProgramItem {
                school_id: p.school_id,
                name: p.name,
            })
            .collect(),
    ))
}

/// The athlete's clubs whose verified coaches a college coach may write to (none when the athlete
/// has no such club).
#[utoipa::path(get, path = "/api/club-college/athletes/{athleteId}/clubs", tag = "club-college",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = [AthleteClubItem]), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn clubs_of_athlete(
    State(state): State<AppState>,
    _coach: RecruitingCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<Json<Vec<AthleteClubItem>>> {
    Ok(Json(
        service::clubs_of_athlete(&state.db, &athlete_id)
            .await?
            .into_iter()
            .map(|c| AthleteClubItem {
                club_id: c.club_id,
                name: c.name,
            })
            .collect(),
    ))
}

/// The club's recommendations with the athletes' answers.
#[utoipa::path(get, path = "/api/club-college/recommendations", tag = "club-college",
    responses((status = 200, body = [ClubRecommendation]), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn club_recommendations(
    State(state): State<AppState>,
    coach: ClubCoach,
) -> ApiResult<Json<Vec<ClubRecommendation>>> {
    Ok(Json(service::club_recommendations(&state.db, &coach.club.id).await?))
}

/// A club coach recommends a rostered athlete to a program (Coach Premium and Club Pro), with
/// the athlete's club-verified erg results; the program sees it once the athlete agrees.
#[utoipa::path(post, path = "/api/club-college/recommendations", tag = "club-college",
    request_body = RecommendInput,
    responses((status = 201, body = ClubRecommendation), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "plan_limit names the club's plan"),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "already_recommended"),
              (status = 422, body = ErrorBody)))]
async fn recommend(
    State(state): State<AppState>,
    coach: ClubCoach,
    ApiJson(input): ApiJson<RecommendInput>,
) -> ApiResult<(StatusCode, Json<ClubRecommendation>)> {
    let made = service::recommend(
        &state.db,
        &coach,
        RecommendationInput {
            athlete_id: &input.athlete_id,
            school_id: &input.school_id,
            note: &input.note,
            projected_level: &input.projected_level,
        },
    )
    .await?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// The recommendations of an athlete the caller's program sees (those the athlete agreed to).
#[utoipa::path(get, path = "/api/club-college/recommendations/athletes/{athleteId}", tag = "club-college",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = [ClubRecommendation]), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn recommendations_about(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<Json<Vec<ClubRecommendation>>> {
    Ok(Json(
        service::recommendations_about(&state.db, &coach.school_id, &athlete_id).await?,
    ))
}

/// The athlete agrees to a recommendation: the program sees it, and the athlete is on its board.
#[utoipa::path(post, path = "/api/club-college/recommendations/{id}/agree", tag = "club-college",
    params(("id" = String, Path, description = "Recommendation id")),
    responses((status = 200, body = ClubRecommendation), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "athletes only; parents never answer"),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn agree(
    State(state): State<AppState>,
    Athlete(user): Athlete,
    Path(id): Path<String>,
) -> ApiResult<Json<ClubRecommendation>> {
    Ok(Json(service::decide(&state.db, &user, &id, true).await?))
}

/// The athlete declines a recommendation: the program never sees it.
#[utoipa::path(post, path = "/api/club-college/recommendations/{id}/decline", tag = "club-college",
    params(("id" = String, Path, description = "Recommendation id")),
    responses((status = 200, body = ClubRecommendation), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn decline(
    State(state): State<AppState>,
    Athlete(user): Athlete,
    Path(id): Path<String>,
) -> ApiResult<Json<ClubRecommendation>> {
    Ok(Json(service::decide(&state.db, &user, &id, false).await?))
}

/// What the athlete sees: the conversations about them that exist (club, program, started on;
/// never their text) and their club coaches' recommendations.
#[utoipa::path(get, path = "/api/club-college/mine", tag = "club-college",
    responses((status = 200, body = AthleteClubCollege), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn mine(State(state): State<AppState>, Athlete(user): Athlete) -> ApiResult<Json<AthleteClubCollege>> {
    Ok(Json(service::athlete_view(&state.db, &user.id).await?))
}
