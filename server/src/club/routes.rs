//! The club endpoints (`/api/club…`), their wire types, and the [`ClubCoach`] extractor.

use std::collections::HashMap;

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
    rules::{self, ClubError, InvitationKind, InvitationStatus, RequestStatus, ResultKind},
    store::{self, ClubRow, InvitationRow, RequestRow},
};
use crate::{
    auth::{
        session::CurrentUser,
        store::{self as accounts, operator, CoachStatus, ConsentStatus, Role, SessionUser},
        tokens,
    },
    coach::{self, CoachUser},
    compliance::{rules::RegistrationMetadata, store as consents},
    db::{self, Db},
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    mail::{self, templates},
    messaging,
    performance::{
        self,
        rules::{BoatClass, Piece, Seat},
        store::NewAttestation,
        Attestation,
    },
    plans::rules::{self as plans, ClubStanding},
    profiles, recruiting, rowing,
    validation::FieldError,
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(overview, create))
        .routes(routes!(invite, pending_invitations))
        .routes(routes!(revoke_invitation))
        .routes(routes!(roster))
        .routes(routes!(remove_from_roster))
        .routes(routes!(attestation_queue, request_attestation))
        .routes(routes!(confirm_attestation))
        .routes(routes!(decline_attestation))
        .routes(routes!(read_evaluation, write_evaluation, delete_evaluation))
        .routes(routes!(athlete_overview))
        .routes(routes!(accept_by_token))
        .routes(routes!(accept_by_id))
        .routes(routes!(decline_invitation))
        .routes(routes!(leave))
        .routes(routes!(set_sharing))
        .routes(routes!(withdraw_evaluation))
}

// ---- who may enter ----

/// A verified coach of a club on an active club plan, with a coach seat: the only caller the
/// club workspace answers. Anyone else gets 403 with a code saying why: `forbidden` (not a
/// coach), `no_club`, `coach_unverified`, `plan_required`.
pub struct ClubCoach {
    pub user: SessionUser,
    pub club: ClubRow,
    pub standing: ClubStanding,
}

impl FromRequestParts<AppState> for ClubCoach {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CoachUser(user) = CoachUser::from_request_parts(parts, state).await?;
        let (club, standing) = workspace_access(&state.db, &user).await??;
        Ok(ClubCoach { user, club, standing })
    }
}

/// The coach's club and its standing, or why the club workspace is closed to them.
pub async fn workspace_access(
    db: &Db,
    user: &SessionUser,
) -> Result<Result<(ClubRow, ClubStanding), ClubError>, ApiError> {
    let verification = operator::coach_verification(db, &user.id).await?;
    let club = store::club_of_coach(db, &user.id).await?;
    let (plan, seat) = match &club {
        Some((club, joined_at)) => (
            Some(club.stored_plan()),
            store::seat_number(db, &user.id, &club.id, *joined_at).await?,
        ),
        None => (None, 0),
    };
    let standing = rules::workspace_access(verification.status, club.is_some(), plan.as_ref(), seat, db::now_ms());
    Ok(standing.map(|standing| (club.expect("a standing needs a club").0, standing)))
}

/// The signed-in athlete (403 `forbidden` for anyone else).
pub struct AthleteUser(pub SessionUser);

impl FromRequestParts<AppState> for AthleteUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        if user.role != Role::Student {
            return Err(ClubError::AthletesOnly.into());
        }
        Ok(AthleteUser(user))
    }
}

// ---- the club page ----

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubVerification {
    pub status: Option<CoachStatus>,
    pub reason: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubPlan {
    /// `trial`, `coach-essential`, `coach-premium` or `club-pro`.
    pub id: String,
    pub name: String,
    pub trial_ends_at: Option<String>,
}

impl ClubPlan {
    fn of(club: &ClubRow) -> ClubPlan {
        let stored = club.stored_plan();
        ClubPlan {
            id: stored.id().to_owned(),
            name: stored.name().to_owned(),
            trial_ends_at: match stored {
                plans::StoredPlan::Trial { ends_at } => Some(db::ms_to_rfc3339(ends_at)),
                plans::StoredPlan::Plan(_) => None,
            },
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubLimitsView {
    /// Null is unlimited.
    pub roster: Option<u32>,
    /// Null is unlimited.
    pub coaches: Option<u32>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubCoachView {
    pub id: String,
    pub full_name: Option<String>,
    pub email: String,
    pub status: CoachStatus,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubSummary {
    pub id: String,
    pub name: String,
    pub created_at: String,
    pub plan: ClubPlan,
    /// The plan's limits (a trial has Coach Essential's; a lapsed plan shows them too).
    pub limits: ClubLimitsView,
    pub roster_count: i64,
    pub coaches: Vec<ClubCoachView>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubWorkspace {
    pub open: bool,
    /// `no_club`, `coach_unverified` or `plan_required` while closed.
    pub reason: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubOverview {
    pub verification: ClubVerification,
    pub club: Option<ClubSummary>,
    pub workspace: ClubWorkspace,
    /// A college coach: the club page tells them they recruit for a program.
    pub has_program: bool,
}

/// The limits of the club's plan, lapsed or not.
fn limits_of(club: &ClubRow) -> plans::ClubLimits {
    match club.stored_plan() {
        plans::StoredPlan::Trial { .. } => plans::CLUB_TRIAL,
        plans::StoredPlan::Plan(id) => plans::find(&id)
            .and_then(|p| p.club_limits)
            .unwrap_or(plans::CLUB_TRIAL),
    }
}

async fn club_overview(state: &AppState, user: &SessionUser) -> ApiResult<ClubOverview> {
    let db = &state.db;
    let verification = operator::coach_verification(db, &user.id).await?;
    let access = workspace_access(db, user).await?;
    let has_program = coach::store::program_of(db, &user.id).await?.is_some();
    let club = match store::club_of_coach(db, &user.id).await? {
        Some((club, _)) => {
            let limits = limits_of(&club);
            let coaches = store::coaches(db, &club.id)
                .await?
                .into_iter()
                .map(|c| ClubCoachView {
                    id: c.id,
                    full_name: c.full_name,
                    email: c.email,
                    status: c.coach_status,
                })
                .collect();
            Some(ClubSummary {
                roster_count: store::roster_count(&db.pool, &club.id).await?,
                plan: ClubPlan::of(&club),
                limits: ClubLimitsView {
                    roster: limits.roster,
                    coaches: limits.coaches,
                },
                coaches,
                created_at: db::ms_to_rfc3339(club.created_at),
                id: club.id,
                name: club.name,
            })
        }
        None => None,
    };
    Ok(ClubOverview {
        verification: ClubVerification {
            status: Some(verification.status),
            reason: verification.reason,
        },
        club,
        workspace: match access {
            Ok(_) => ClubWorkspace {
                open: true,
                reason: None,
            },
            Err(error) => ClubWorkspace {
                open: false,
                reason: Some(error.code().to_owned()),
            },
        },
        has_program,
    })
}

/// The club page: verification, the club with its plan, roster use and coaches, and whether the
/// club workspace is open. Any coach.
#[utoipa::path(get, path = "/api/club", tag = "club",
    responses((status = 200, body = ClubOverview), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn overview(State(state): State<AppState>, CoachUser(user): CoachUser) -> ApiResult<Json<ClubOverview>> {
    Ok(Json(club_overview(&state, &user).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewClub {
    pub name: Option<String>,
}

/// Creates a club team on a 14-day free trial; the caller becomes its first coach and is
/// verified again, for the club.
#[utoipa::path(post, path = "/api/club", tag = "club", request_body = NewClub,
    responses((status = 201, body = ClubOverview), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "already_in_club or has_program"),
              (status = 422, body = ErrorBody)))]
async fn create(
    State(state): State<AppState>,
    CoachUser(user): CoachUser,
    ApiJson(input): ApiJson<NewClub>,
) -> ApiResult<(StatusCode, Json<ClubOverview>)> {
    let name = rules::club_name(input.name.as_deref()).map_err(ClubError::from)?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let in_club = store::club_id_of_coach(&mut tx, &user.id).await?.is_some();
    let has_program = coach::store::program_id(&mut tx, &user.id).await?.is_some();
    rules::may_join_as_coach(in_club, has_program)?;
    store::create_club(&mut tx, &name, &user.id, plans::trial_end(now), now).await?;
    operator::decide_coach(&mut tx, &user.id, CoachStatus::Pending, None, now).await?;
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(club_overview(&state, &user).await?)))
}

// ---- invitations (club side) ----

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Invitation {
    pub id: String,
    pub email: String,
    pub kind: InvitationKind,
    pub created_at: String,
    pub expires_at: String,
}

impl From<InvitationRow> for Invitation {
    fn from(row: InvitationRow) -> Self {
        Invitation {
            id: row.id,
            email: row.email,
            kind: row.kind,
            created_at: db::ms_to_rfc3339(row.created_at),
            expires_at: db::ms_to_rfc3339(row.expires_at),
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewInvitation {
    pub email: Option<String>,
    pub kind: InvitationKind,
}

/// Invites an athlete (room on the roster needed) or a coach (Club Pro) by email; the link works
/// once, for 14 days. The answer is the same whether or not the address has an account.
#[utoipa::path(post, path = "/api/club/invitations", tag = "club", request_body = NewInvitation,
    responses((status = 201, body = Invitation), (status = 403, body = ErrorBody, description = "Workspace closed, or plan_limit"),
              (status = 409, body = ErrorBody, description = "already_invited or already_on_roster"),
              (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn invite(
    State(state): State<AppState>,
    coach: ClubCoach,
    ApiJson(input): ApiJson<NewInvitation>,
) -> ApiResult<(StatusCode, Json<Invitation>)> {
    let email = rules::invitation_email(input.email.as_deref()).map_err(ClubError::from)?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    match input.kind {
        InvitationKind::Athlete => {
            rules::room_for_athlete(&coach.standing, store::roster_count(&mut *tx, &coach.club.id).await?)
                .map_err(ClubError::from)?
        }
        InvitationKind::Coach => {
            rules::room_for_coach(&coach.standing, store::coach_count(&mut *tx, &coach.club.id).await?)
                .map_err(ClubError::from)?
        }
    }
    if store::in_club_by_email(&mut tx, &coach.club.id, email.as_str()).await? {
        return Err(match input.kind {
            InvitationKind::Athlete => ClubError::AlreadyOnRoster,
            InvitationKind::Coach => ClubError::AlreadyInClub,
        }
        .into());
    }
    if store::has_pending_invitation(&mut tx, &coach.club.id, email.as_str(), now).await? {
        return Err(ClubError::AlreadyInvited.into());
    }
    state.rate_limits.club_invitations.check(&coach.user.id)?;
    let token = tokens::random_token();
    let expires_at = now + crate::invitations::TTL_MS;
    let id = store::insert_invitation(
        &mut tx,
        &store::NewInvitation {
            club_id: &coach.club.id,
            email: email.as_str(),
            kind: input.kind,
            token_hash: &tokens::token_hash(&token),
            invited_by: &coach.user.id,
            now_ms: now,
            expires_at,
        },
    )
    .await?;
    let inviter = profiles::store::find(&state.db, &coach.user.id)
        .await?
        .and_then(|p| rules::inviter_name(p.full_name.as_deref()));
    let link = crate::mail::links::link(&state, "/club-invitation", Some(&token));
    let mail = templates::club_invitation(
        email.as_str(),
        &coach.club.name,
        inviter.as_deref(),
        input.kind == InvitationKind::Coach,
        &link,
    );
    mail::enqueue(&mut *tx, &mail).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(Invitation {
            id,
            email: email.as_str().to_owned(),
            kind: input.kind,
            created_at: db::ms_to_rfc3339(now),
            expires_at: db::ms_to_rfc3339(expires_at),
        }),
    ))
}

/// The club's pending invitations, newest first.
#[utoipa::path(get, path = "/api/club/invitations", tag = "club",
    responses((status = 200, body = [Invitation]), (status = 403, body = ErrorBody)))]
async fn pending_invitations(State(state): State<AppState>, coach: ClubCoach) -> ApiResult<Json<Vec<Invitation>>> {
    let rows = store::pending_invitations(&state.db, &coach.club.id, db::now_ms()).await?;
    Ok(Json(rows.into_iter().map(Invitation::from).collect()))
}

/// Revokes one of the club's pending invitations; its link stops working.
#[utoipa::path(delete, path = "/api/club/invitations/{id}", tag = "club",
    params(("id" = String, Path, description = "Invitation id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn revoke_invitation(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    if !store::revoke_invitation(&mut tx, &coach.club.id, &id, db::now_ms()).await? {
        return Err(ClubError::NotFound("There is no such invitation.").into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

// ---- the roster ----

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RosterTest {
    pub id: String,
    pub piece: Piece,
    pub time: Option<String>,
    pub meters: Option<i64>,
    /// yyyy-mm-dd
    pub date: String,
    pub attestation: Option<Attestation>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewedBy {
    pub school_id: String,
    pub school_name: String,
    /// yyyy-mm-dd (UTC)
    pub last_viewed_on: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConversationWith {
    pub school_id: String,
    pub school_name: String,
    pub last_message_at: String,
}

/// Recruiting activity the athlete chose to share: which programs, never what they wrote.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedActivity {
    /// Programs whose coaches viewed the profile in the last 90 days.
    pub viewed_by: Vec<ViewedBy>,
    /// Programs the athlete has a conversation with.
    pub conversations: Vec<ConversationWith>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvaluationStatus {
    pub updated_at: String,
    pub withdrawn: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RosterAthlete {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub joined_at: String,
    /// 0 to 100, the profile's own completeness rule.
    pub completeness: i64,
    /// Up to 3, newest first.
    pub latest_tests: Vec<RosterTest>,
    pub shares_activity: bool,
    /// Only when the athlete shares it.
    pub activity: Option<SharedActivity>,
    /// The club's evaluation of the athlete, if any.
    pub evaluation: Option<EvaluationStatus>,
}

/// The club's roster: each athlete's completeness, latest tests, shared recruiting activity and
/// the club's evaluation status.
#[utoipa::path(get, path = "/api/club/roster", tag = "club",
    responses((status = 200, body = [RosterAthlete]), (status = 403, body = ErrorBody)))]
async fn roster(State(state): State<AppState>, coach: ClubCoach) -> ApiResult<Json<Vec<RosterAthlete>>> {
    let db = &state.db;
    let evaluations: HashMap<String, store::EvaluationRow> = store::evaluations_of_club(db, &coach.club.id)
        .await?
        .into_iter()
        .map(|e| (e.athlete_id.clone(), e))
        .collect();
    let since = recruiting::rules::window_start(db::now_ms(), rules::ACTIVITY_DAYS);
    let mut athletes = Vec::new();
    for member in store::roster(db, &coach.club.id).await? {
        let id = member.athlete_id;
        let profile = profiles::store::find_with_bests(db, &id).await?;
        let completeness = match &profile {
            Some(found) => {
                let bests = found.bests();
                profiles::rules::completeness(&found.row, bests.m2000.is_some(), bests.m6000.is_some()).percent
            }
            None => 0,
        };
        let latest_tests = performance::store::latest_erg_tests(db, &id, rules::LATEST_TESTS)
            .await?
            .into_iter()
            .map(|t| RosterTest {
                attestation: Attestation::of(&t.attestation),
                time: t.tenths.map(rowing::format_tenths),
                id: t.id,
                piece: t.piece,
                meters: t.meters,
                date: t.test_date,
            })
            .collect();
        let shares_activity = member.shares_activity != 0;
        let activity = if shares_activity {
            let viewed_by = recruiting::store::views_by_program(db, &id, since)
                .await?
                .into_iter()
                .map(|v| ViewedBy {
                    school_name: v.school_name.unwrap_or_else(|| v.school_id.clone()),
                    school_id: v.school_id,
                    last_viewed_on: v.last_viewed_on,
                })
                .collect();
            let conversations = messaging::store::programs_in_conversation(db, &id)
                .await?
                .into_iter()
                .map(|c| ConversationWith {
                    school_name: c.school_name.unwrap_or_else(|| c.school_id.clone()),
                    school_id: c.school_id,
                    last_message_at: db::ms_to_rfc3339(c.last_message_at),
                })
                .collect();
            Some(SharedActivity {
                viewed_by,
                conversations,
            })
        } else {
            None
        };
        athletes.push(RosterAthlete {
            evaluation: evaluations.get(&id).map(|e| EvaluationStatus {
                updated_at: db::ms_to_rfc3339(e.updated_at),
                withdrawn: e.withdrawn_at.is_some(),
            }),
            full_name: profile.as_ref().and_then(|p| p.row.full_name.clone()),
            grad_year: profile.as_ref().and_then(|p| p.row.grad_year),
            joined_at: db::ms_to_rfc3339(member.joined_at),
            completeness,
            latest_tests,
            shares_activity,
            activity,
            id,
        });
    }
    Ok(Json(athletes))
}

/// Takes an athlete off the roster; their waiting attestation requests to the club go too.
#[utoipa::path(delete, path = "/api/club/roster/{athleteId}", tag = "club",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn remove_from_roster(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    if !store::on_roster(&mut *tx, &coach.club.id, &athlete_id).await?
        || !store::remove_member(&mut tx, &coach.club.id, &athlete_id).await?
    {
        return Err(ClubError::NotFound("This athlete is not on your roster.").into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

// ---- attestations ----

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestAthlete {
    pub id: String,
    pub full_name: Option<String>,
}

/// The erg test to attest, with its verification code for the club coach to check.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestedErgTest {
    pub id: String,
    pub piece: Piece,
    pub time: Option<String>,
    pub meters: Option<i64>,
    /// yyyy-mm-dd
    pub date: String,
    pub stroke_rate: Option<i64>,
    pub verification_code: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestedRace {
    pub id: String,
    pub regatta: String,
    /// yyyy-mm-dd
    pub date: String,
    pub event: String,
    pub boat_class: BoatClass,
    pub seat: Seat,
    pub place: Option<i64>,
    pub time: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttestationRequest {
    pub id: String,
    pub requested_at: String,
    pub athlete: RequestAthlete,
    pub kind: ResultKind,
    pub erg: Option<RequestedErgTest>,
    pub race: Option<RequestedRace>,
}

/// The club's attestation requests waiting for a coach, oldest first.
#[utoipa::path(get, path = "/api/club/attestations", tag = "club",
    responses((status = 200, body = [AttestationRequest]), (status = 403, body = ErrorBody)))]
async fn attestation_queue(
    State(state): State<AppState>,
    coach: ClubCoach,
) -> ApiResult<Json<Vec<AttestationRequest>>> {
    let db = &state.db;
    let requests = store::open_requests(db, &coach.club.id).await?;
    let erg_ids: Vec<String> = requests.iter().filter_map(|r| r.erg_test_id.clone()).collect();
    let race_ids: Vec<String> = requests.iter().filter_map(|r| r.race_result_id.clone()).collect();
    let mut ergs: HashMap<String, performance::store::ErgTestRow> = performance::store::erg_tests_by_ids(db, &erg_ids)
        .await?
        .into_iter()
        .map(|t| (t.id.clone(), t))
        .collect();
    let mut races: HashMap<String, performance::store::RaceRow> = performance::store::races_by_ids(db, &race_ids)
        .await?
        .into_iter()
        .map(|r| (r.id.clone(), r))
        .collect();
    let queue = requests
        .into_iter()
        .map(|r| AttestationRequest {
            kind: r.kind(),
            erg: r
                .erg_test_id
                .as_ref()
                .and_then(|id| ergs.remove(id))
                .map(|t| RequestedErgTest {
                    time: t.tenths.map(rowing::format_tenths),
                    id: t.id,
                    piece: t.piece,
                    meters: t.meters,
                    date: t.test_date,
                    stroke_rate: t.stroke_rate,
                    verification_code: t.verification_code,
                }),
            race: r
                .race_result_id
                .as_ref()
                .and_then(|id| races.remove(id))
                .map(|race| RequestedRace {
                    time: race.tenths.map(rowing::format_tenths),
                    id: race.id,
                    regatta: race.regatta,
                    date: race.race_date,
                    event: race.event,
                    boat_class: race.boat_class,
                    seat: race.seat,
                    place: race.place,
                }),
            requested_at: db::ms_to_rfc3339(r.requested_at),
            athlete: RequestAthlete {
                id: r.athlete_id,
                full_name: r.athlete_name,
            },
            id: r.id,
        })
        .collect();
    Ok(Json(queue))
}

/// The club's waiting request `id`, or 404 (another club's, or of an athlete off the roster as
/// its coaches see it) / 409 (answered).
async fn open_request_of(db: &Db, club_id: &str, id: &str) -> Result<RequestRow, ClubError> {
    const NO_REQUEST: ClubError = ClubError::NotFound("There is no such request.");
    let request = store::request(&db.pool, id)
        .await?
        .filter(|r| r.club_id == club_id)
        .ok_or(NO_REQUEST)?;
    if !store::on_roster(&db.pool, club_id, &request.athlete_id).await? {
        return Err(NO_REQUEST);
    }
    if request.status != RequestStatus::Requested {
        return Err(ClubError::AlreadyDecided);
    }
    Ok(request)
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct Confirmation {
    /// The coach checked the erg test's verification code against the monitor or logbook.
    pub code_checked: bool,
}

/// Attests the result for the club, today, by the signed-in coach.
#[utoipa::path(post, path = "/api/club/attestations/{id}/confirm", tag = "club", request_body = Confirmation,
    params(("id" = String, Path, description = "Request id")),
    responses((status = 200, body = Attestation), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "already_decided"), (status = 422, body = ErrorBody)))]
async fn confirm_attestation(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<Confirmation>,
) -> ApiResult<Json<Attestation>> {
    let db = &state.db;
    let request = open_request_of(db, &coach.club.id, &id).await?;
    let code_checked = match request.kind() {
        ResultKind::Erg => {
            let test = performance::store::own_erg_test(db, &request.athlete_id, request.result_id())
                .await?
                .ok_or(ClubError::NotFound("There is no such request."))?;
            rules::code_checked(input.code_checked, test.verification_code.is_some()).map_err(ClubError::from)?
        }
        ResultKind::Race => rules::code_checked(input.code_checked, false).map_err(ClubError::from)?,
    };
    let coach_name = profiles::store::find(db, &coach.user.id)
        .await?
        .and_then(|p| rules::inviter_name(p.full_name.as_deref()));
    let attestation = NewAttestation {
        club_id: &coach.club.id,
        club_name: &coach.club.name,
        coach_id: &coach.user.id,
        coach_name: coach_name.as_deref(),
        on: db::today_utc().to_string(),
        code_checked,
    };
    let now = db::now_ms();
    let mut tx = db.begin_write().await?;
    if !store::decide_request(&mut tx, &id, RequestStatus::Confirmed, None, &coach.user.id, now).await? {
        return Err(ClubError::AlreadyDecided.into());
    }
    let written = match request.kind() {
        ResultKind::Erg => {
            let written =
                performance::store::attest_erg_test(&mut tx, &request.athlete_id, request.result_id(), &attestation)
                    .await?;
            profiles::store::refresh_bests(&mut *tx, &request.athlete_id).await?;
            written
        }
        ResultKind::Race => {
            performance::store::attest_race(&mut tx, &request.athlete_id, request.result_id(), &attestation).await?
        }
    };
    if !written {
        return Err(ClubError::NotFound("There is no such request.").into());
    }
    tx.commit().await?;
    let attested_on = attestation.on;
    Ok(Json(Attestation {
        club_name: coach.club.name.clone(),
        coach_name,
        attested_on,
        code_checked,
    }))
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct Decline {
    /// 1 to 500 characters; the athlete reads it.
    pub reason: Option<String>,
}

/// Declines the request with a reason the athlete reads.
#[utoipa::path(post, path = "/api/club/attestations/{id}/decline", tag = "club", request_body = Decline,
    params(("id" = String, Path, description = "Request id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "already_decided"), (status = 422, body = ErrorBody)))]
async fn decline_attestation(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<Decline>,
) -> ApiResult<StatusCode> {
    let reason = rules::decline_reason(input.reason.as_deref()).map_err(ClubError::from)?;
    open_request_of(&state.db, &coach.club.id, &id).await?;
    let mut tx = state.db.begin_write().await?;
    if !store::decide_request(
        &mut tx,
        &id,
        RequestStatus::Declined,
        Some(&reason),
        &coach.user.id,
        db::now_ms(),
    )
    .await?
    {
        return Err(ClubError::AlreadyDecided.into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// An attestation request as the athlete sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AthleteAttestationRequest {
    pub id: String,
    pub kind: ResultKind,
    pub result_id: String,
    pub club_name: String,
    /// `requested` or `declined`.
    pub status: RequestStatus,
    pub reason: Option<String>,
    pub requested_at: String,
}

impl From<RequestRow> for AthleteAttestationRequest {
    fn from(r: RequestRow) -> Self {
        AthleteAttestationRequest {
            kind: r.kind(),
            result_id: r.result_id().to_owned(),
            id: r.id,
            club_name: r.club_name,
            status: r.status,
            reason: r.reason,
            requested_at: db::ms_to_rfc3339(r.requested_at),
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewAttestationRequest {
    pub club_id: String,
    #[schema(required = false)]
    pub erg_test_id: Option<String>,
    #[schema(required = false)]
    pub race_result_id: Option<String>,
}

/// The athlete asks a club whose roster they are on to attest one of their results.
#[utoipa::path(post, path = "/api/club/attestations", tag = "club", request_body = NewAttestationRequest,
    responses((status = 201, body = AthleteAttestationRequest), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "already_attested or already_requested"),
              (status = 422, body = ErrorBody)))]
async fn request_attestation(
    State(state): State<AppState>,
    AthleteUser(user): AthleteUser,
    ApiJson(input): ApiJson<NewAttestationRequest>,
) -> ApiResult<(StatusCode, Json<AthleteAttestationRequest>)> {
    let db = &state.db;
    let (kind, result_id) = rules::one_result(input.erg_test_id, input.race_result_id).map_err(ClubError::from)?;
    let not_found = ClubError::NotFound("There is no such result on a roster you are on.");
    // A membership held for a parent's approval does not count yet.
    if !store::on_roster(&db.pool, &input.club_id, &user.id).await? {
        return Err(not_found.into());
    }
    let attested = match kind {
        ResultKind::Erg => performance::store::own_erg_test(db, &user.id, &result_id)
            .await?
            .map(|t| Attestation::of(&t.attestation).is_some()),
        ResultKind::Race => performance::store::own_race(db, &user.id, &result_id)
            .await?
            .map(|r| Attestation::of(&r.attestation).is_some()),
    };
    match attested {
        None => return Err(not_found.into()),
        Some(true) => return Err(ClubError::AlreadyAttested.into()),
        Some(false) => {}
    }
    let mut tx = db.begin_write().await?;
    if store::has_open_request(&mut tx, kind, &result_id).await? {
        return Err(ClubError::AlreadyRequested.into());
    }
    let id = store::insert_request(&mut tx, &input.club_id, &user.id, kind, &result_id, db::now_ms()).await?;
    tx.commit().await?;
    let request = store::request(&db.pool, &id).await?.ok_or(sqlx::Error::RowNotFound)?;
    Ok((StatusCode::CREATED, Json(request.into())))
}

// ---- evaluations ----

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct EvaluationInput {
    /// 1 to 5.
    pub technique: Option<i64>,
    /// 1 to 5.
    pub fitness: Option<i64>,
    /// 1 to 5.
    pub coachability: Option<i64>,
    /// At most 2000 characters; may be empty.
    pub comments: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvaluationSaved {
    pub updated_at: String,
}

/// The club's own evaluation, for its coaches to edit.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubEvaluationDraft {
    pub technique: Option<i64>,
    pub fitness: Option<i64>,
    pub coachability: Option<i64>,
    pub comments: String,
    pub coach_name: Option<String>,
    pub updated_at: String,
    pub withdrawn: bool,
}

fn fields_error(failures: Vec<FieldError>) -> ApiError {
    ApiError::Validation {
        message: failures
            .first()
            .map(|f| f.message.clone())
            .unwrap_or_else(|| "Please correct the evaluation.".into()),
        fields: failures.into_iter().map(|f| (f.field.to_owned(), f.message)).collect(),
    }
}

/// The club's evaluation of an athlete, for the club's coaches (to edit it).
#[utoipa::path(get, path = "/api/club/evaluations/{athleteId}", tag = "club",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = ClubEvaluationDraft), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn read_evaluation(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<Json<ClubEvaluationDraft>> {
    let e = store::evaluation(&state.db.pool, &coach.club.id, &athlete_id)
        .await?
        .ok_or(ClubError::NotFound("Your club has not evaluated this athlete."))?;
    Ok(Json(ClubEvaluationDraft {
        technique: e.technique,
        fitness: e.fitness,
        coachability: e.coachability,
        comments: e.comments,
        coach_name: e.coach_name,
        updated_at: db::ms_to_rfc3339(e.updated_at),
        withdrawn: e.withdrawn_at.is_some(),
    }))
}

/// Writes the club's evaluation of an athlete on its roster. Only verified college coaches read
/// it; the athlete and parents see only that it exists.
#[utoipa::path(put, path = "/api/club/evaluations/{athleteId}", tag = "club", request_body = EvaluationInput,
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = EvaluationSaved), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "evaluation_withdrawn"), (status = 422, body = ErrorBody)))]
async fn write_evaluation(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(athlete_id): Path<String>,
    ApiJson(input): ApiJson<EvaluationInput>,
) -> ApiResult<Json<EvaluationSaved>> {
    let valid = rules::evaluation(
        input.technique,
        input.fitness,
        input.coachability,
        input.comments.as_deref(),
    )
    .map_err(fields_error)?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    if !store::on_roster(&mut *tx, &coach.club.id, &athlete_id).await? {
        return Err(ClubError::NotFound("This athlete is not on your roster.").into());
    }
    if let Some(existing) = store::evaluation(&mut *tx, &coach.club.id, &athlete_id).await? {
        if existing.withdrawn_at.is_some() {
            return Err(ClubError::EvaluationWithdrawn.into());
        }
    }
    store::save_evaluation(&mut tx, &coach.club.id, &athlete_id, &coach.user.id, &valid, now).await?;
    tx.commit().await?;
    Ok(Json(EvaluationSaved {
        updated_at: db::ms_to_rfc3339(now),
    }))
}

/// Deletes the club's evaluation of an athlete.
#[utoipa::path(delete, path = "/api/club/evaluations/{athleteId}", tag = "club",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn delete_evaluation(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    if !store::delete_evaluation(&mut tx, &coach.club.id, &athlete_id).await? {
        return Err(ClubError::NotFound("Your club has not evaluated this athlete.").into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// What a verified college coach reads of a club's evaluation.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClubEvaluation {
    pub club_name: String,
    pub coach_name: Option<String>,
    pub technique: i64,
    pub fitness: i64,
    pub coachability: i64,
    pub comments: String,
    pub written_at: String,
}

/// The athlete's evaluations a verified college coach may read: not withdrawn, newest first.
pub async fn evaluations_for_college_coaches(db: &Db, athlete_id: &str) -> Result<Vec<ClubEvaluation>, sqlx::Error> {
    Ok(store::evaluations_of_athlete(db, athlete_id)
        .await?
        .into_iter()
        .filter(|e| e.withdrawn_at.is_none())
        .filter_map(|e| {
            Some(ClubEvaluation {
                technique: e.technique?,
                fitness: e.fitness?,
                coachability: e.coachability?,
                club_name: e.club_name,
                coach_name: e.coach_name,
                comments: e.comments,
                written_at: db::ms_to_rfc3339(e.updated_at),
            })
        })
        .collect())
}

// ---- the athlete's side ----

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AthleteInvitation {
    pub id: String,
    pub club_name: String,
    pub invited_by: Option<String>,
    pub expires_at: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Membership {
    pub club_id: String,
    pub club_name: String,
    pub joined_at: String,
    pub shares_activity: bool,
    /// The athlete's account waits for a parent's approval: the club's coaches see the athlete
    /// on the roster once it is given.
    pub waiting_for_parent: bool,
}

/// That an evaluation exists; never what it says.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvaluationNotice {
    pub id: String,
    pub club_name: String,
    pub written_at: String,
    pub withdrawn: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AthleteClubs {
    /// Pending invitations to the athlete's own email.
    pub invitations: Vec<AthleteInvitation>,
    pub clubs: Vec<Membership>,
    pub evaluations: Vec<EvaluationNotice>,
    pub attestations: Vec<AthleteAttestationRequest>,
}

/// The athlete's club card: invitations, rosters, evaluations that exist, attestation requests.
#[utoipa::path(get, path = "/api/club/me", tag = "club",
    responses((status = 200, body = AthleteClubs), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn athlete_overview(
    State(state): State<AppState>,
    AthleteUser(user): AthleteUser,
) -> ApiResult<Json<AthleteClubs>> {
    let db = &state.db;
    let invitations = store::invitations_to(db, &user.email, db::now_ms())
        .await?
        .into_iter()
        .map(|i| AthleteInvitation {
            id: i.id,
            club_name: i.club_name,
            invited_by: rules::inviter_name(i.inviter_name.as_deref()),
            expires_at: db::ms_to_rfc3339(i.expires_at),
        })
        .collect();
    let clubs = store::memberships(db, &user.id)
        .await?
        .into_iter()
        .map(|m| Membership {
            club_id: m.club_id,
            club_name: m.club_name,
            joined_at: db::ms_to_rfc3339(m.joined_at),
            shares_activity: m.shares_activity != 0,
            waiting_for_parent: waits_for_parent(&user),
        })
        .collect();
    let evaluations = store::evaluations_of_athlete(db, &user.id)
        .await?
        .into_iter()
        .map(|e| EvaluationNotice {
            id: e.id,
            club_name: e.club_name,
            written_at: db::ms_to_rfc3339(e.updated_at),
            withdrawn: e.withdrawn_at.is_some(),
        })
        .collect();
    let attestations = store::requests_of_athlete(db, &user.id)
        .await?
        .into_iter()
        .map(AthleteAttestationRequest::from)
        .collect();
    Ok(Json(AthleteClubs {
        invitations,
        clubs,
        evaluations,
        attestations,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Joined {
    pub club_id: String,
    pub club_name: String,
    pub kind: InvitationKind,
    /// An athlete whose account waits for a parent's approval: the membership is held, and the
    /// club's coaches see the athlete on the roster once the parent approves (nothing more to do).
    pub waiting_for_parent: bool,
}

/// A minor waiting for a parent's consent: their club memberships are held until it is given
/// (coaches may not reach them, `store::on_roster`).
fn waits_for_parent(user: &SessionUser) -> bool {
    user.consent_status == ConsentStatus::Pending
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvitationToken {
    pub token: String,
}

/// How an invitation is named: by its link's token (anyone signed in who has it) or by id (only
/// an invitation to the user's own email).
enum Named<'a> {
    Token(&'a str),
    Id(&'a str),
}

/// Accepts an invitation: checks it is open, meant for the user's role, and that the club's plan
/// has room; puts the user on the roster or among the club's coaches (who is verified again); a
/// minor's parent is told. A minor waiting for a parent's consent accepts too, so the invitation
/// is not lost to its expiry while the parent decides: the membership is held, out of the
/// coaches' sight, until the parent approves (a refusal erases the account, and it with it).
async fn accept(state: &AppState, user: &SessionUser, named: Named<'_>) -> ApiResult<Joined> {
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let invitation = match named {
        Named::Token(token) => store::invitation_by_token(&mut tx, &tokens::token_hash(token)).await?,
        Named::Id(id) => store::invitation(&mut tx, id)
            .await?
            .filter(|i| i.email == user.email.to_lowercase()),
    }
    .ok_or(ClubError::NotFound("There is no such invitation."))?;
    rules::invitation_open(invitation.status, invitation.expires_at, now)?;
    rules::may_accept(invitation.kind, user.role)?;
    let club = store::find_club(&mut *tx, &invitation.club_id)
        .await?
        .ok_or(ClubError::NotFound("There is no such invitation."))?;
    let standing = plans::club_standing(Some(&club.stored_plan()), now).map_err(ClubError::from)?;
    let mut parent_mail = None;
    match invitation.kind {
        InvitationKind::Athlete => {
            if !store::is_member(&mut *tx, &club.id, &user.id).await? {
                rules::room_for_athlete(&standing, store::roster_count(&mut *tx, &club.id).await?)
                    .map_err(ClubError::from)?;
                store::add_member(&mut tx, &club.id, &user.id, now).await?;
                parent_mail = parent_notice(state, user, &club.name, waits_for_parent(user)).await?;
            }
        }
        InvitationKind::Coach => {
            let in_club = store::club_id_of_coach(&mut tx, &user.id).await?.is_some();
            let has_program = coach::store::program_id(&mut tx, &user.id).await?.is_some();
            rules::may_join_as_coach(in_club, has_program)?;
            rules::room_for_coach(&standing, store::coach_count(&mut *tx, &club.id).await?).map_err(ClubError::from)?;
            store::add_coach(&mut tx, &user.id, &club.id, now).await?;
            operator::decide_coach(&mut tx, &user.id, CoachStatus::Pending, None, now).await?;
        }
    }
    if !store::close_invitation(&mut tx, &invitation.id, InvitationStatus::Accepted, Some(&user.id), now).await? {
        return Err(ClubError::InvitationUsed.into());
    }
    if let Some(mail) = parent_mail {
        mail::enqueue(&mut *tx, &mail).await?;
    }
    tx.commit().await?;
    Ok(Joined {
        club_id: club.id,
        club_name: club.name,
        waiting_for_parent: invitation.kind == InvitationKind::Athlete && waits_for_parent(user),
        kind: invitation.kind,
    })
}

/// The email to a minor's parent or guardian about joining the club, if the athlete is a minor
/// with a parent on record; `held` while the account waits for the parent's approval.
async fn parent_notice(
    state: &AppState,
    user: &SessionUser,
    club: &str,
    held: bool,
) -> Result<Option<mail::Email>, sqlx::Error> {
    let Some(account) = accounts::account_facts(&state.db, &user.id).await? else {
        return Ok(None);
    };
    let registration = RegistrationMetadata::from_stored(&account.metadata);
    if !rules::is_minor(registration.birth_date.as_deref(), db::today_utc()) {
        return Ok(None);
    }
    let parent = match consents::parent_email_of(&state.db, &user.id).await? {
        Some(parent) => Some(parent),
        None => registration.parent_email,
    };
    let Some(parent) = parent.filter(|p| !p.trim().is_empty()) else {
        return Ok(None);
    };
    let athlete = profiles::store::find(&state.db, &user.id)
        .await?
        .and_then(|p| p.full_name)
        .unwrap_or_else(|| user.email.clone());
    Ok(Some(templates::club_joined_parent(&parent, &athlete, club, held)))
}

/// Accepts an invitation from its email link. Any signed-in user who has the link.
#[utoipa::path(post, path = "/api/club/invitations/accept", tag = "club", request_body = InvitationToken,
    responses((status = 200, body = Joined), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "not_an_athlete, not_a_coach, plan_limit or plan_required"),
              (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "invitation_used, already_in_club or has_program"),
              (status = 410, body = ErrorBody, description = "invitation_expired")))]
async fn accept_by_token(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(input): ApiJson<InvitationToken>,
) -> ApiResult<Json<Joined>> {
    state
        .rate_limits
        .confirm
        .check(&format!("club-invitation {}", user.id))?;
    Ok(Json(accept(&state, &user, Named::Token(input.token.trim())).await?))
}

/// Accepts an invitation to the signed-in user's own email from the dashboard.
#[utoipa::path(post, path = "/api/club/invitations/{id}/accept", tag = "club",
    params(("id" = String, Path, description = "Invitation id")),
    responses((status = 200, body = Joined), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 410, body = ErrorBody)))]
async fn accept_by_id(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Joined>> {
    Ok(Json(accept(&state, &user, Named::Id(&id)).await?))
}

/// Declines an invitation to the signed-in user's own email.
#[utoipa::path(post, path = "/api/club/invitations/{id}/decline", tag = "club",
    params(("id" = String, Path, description = "Invitation id")),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 410, body = ErrorBody)))]
async fn decline_invitation(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let invitation = store::invitation(&mut tx, &id)
        .await?
        .filter(|i| i.email == user.email.to_lowercase())
        .ok_or(ClubError::NotFound("There is no such invitation."))?;
    rules::invitation_open(invitation.status, invitation.expires_at, now)?;
    if !store::close_invitation(&mut tx, &id, InvitationStatus::Declined, None, now).await? {
        return Err(ClubError::InvitationUsed.into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The athlete leaves a club's roster, at any time; their waiting requests to it go too.
#[utoipa::path(delete, path = "/api/club/memberships/{clubId}", tag = "club",
    params(("clubId" = String, Path, description = "Club id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn leave(
    State(state): State<AppState>,
    AthleteUser(user): AthleteUser,
    Path(club_id): Path<String>,
) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    if !store::remove_member(&mut tx, &club_id, &user.id).await? {
        return Err(ClubError::NotFound("You are not on this club's roster.").into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Sharing {
    pub shares_activity: bool,
}

/// Whether the club's coaches see which programs viewed the athlete or wrote to them.
#[utoipa::path(put, path = "/api/club/memberships/{clubId}/sharing", tag = "club", request_body = Sharing,
    params(("clubId" = String, Path, description = "Club id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn set_sharing(
    State(state): State<AppState>,
    AthleteUser(user): AthleteUser,
    Path(club_id): Path<String>,
    ApiJson(input): ApiJson<Sharing>,
) -> ApiResult<StatusCode> {
    if !store::set_sharing(&state.db, &club_id, &user.id, input.shares_activity).await? {
        return Err(ClubError::NotFound("You are not on this club's roster.").into());
    }
    Ok(StatusCode::NO_CONTENT)
}

/// The athlete withdraws a club's evaluation: college coaches stop seeing it at once, and the
/// club cannot write it again.
#[utoipa::path(post, path = "/api/club/evaluations/{id}/withdraw", tag = "club",
    params(("id" = String, Path, description = "Evaluation id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn withdraw_evaluation(
    State(state): State<AppState>,
    AthleteUser(user): AthleteUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    if !store::withdraw_evaluation(&state.db, &id, &user.id, db::now_ms()).await? {
        return Err(ClubError::NotFound("There is no such evaluation.").into());
    }
    Ok(StatusCode::NO_CONTENT)
}

/// The athlete's rosters and the evaluations that exist, for the data export.
pub async fn export_of(db: &Db, athlete_id: &str) -> Result<serde_json::Value, sqlx::Error> {
    let memberships: Vec<_> = store::memberships(db, athlete_id)
        .await?
        .into_iter()
        .map(|m| {
            serde_json::json!({
                "clubId": m.club_id, "clubName": m.club_name,
                "joinedAt": db::ms_to_rfc3339(m.joined_at), "sharesActivity": m.shares_activity != 0,
            })
        })
        .collect();
    let evaluations: Vec<_> = store::evaluations_of_athlete(db, athlete_id)
        .await?
        .into_iter()
        .map(|e| {
            serde_json::json!({
                "clubName": e.club_name, "writtenAt": db::ms_to_rfc3339(e.updated_at),
                "withdrawn": e.withdrawn_at.is_some(),
            })
        })
        .collect();
    Ok(serde_json::json!({"memberships": memberships, "evaluations": evaluations}))
}
