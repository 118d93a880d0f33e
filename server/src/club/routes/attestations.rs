//! Attestations: an athlete asks the club to vouch for a result; its coaches confirm or decline.

use std::collections::HashMap;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{AthleteUser, ClubCoach};
use crate::{
    club::{
        rules::{self, ClubError, RequestStatus, ResultKind},
        store::{self, RequestRow},
    },
    db::{self, Db},
    http::error::{ApiJson, ApiResult, ErrorBody},
    performance::{
        self,
        rules::{BoatClass, Piece, Seat},
        store::NewAttestation,
        Attestation,
    },
    profiles, rowing, AppState,
};

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
pub(super) async fn attestation_queue(
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
async fn open_request_of(db: &Db, club_id: &str, id: &str) -> ApiResult<RequestRow> {
    const NO_REQUEST: ClubError = ClubError::NotFound("There is no such request.");
    let request = store::request(&db.pool, id)
        .await?
        .filter(|r| r.club_id == club_id)
        .ok_or(NO_REQUEST)?;
    if !store::on_roster(&db.pool, club_id, &request.athlete_id).await? {
        return Err(NO_REQUEST.into());
    }
    if request.status != RequestStatus::Requested {
        return Err(ClubError::AlreadyDecided.into());
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
pub(super) async fn confirm_attestation(
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
            performance::store::refresh_bests(&mut *tx, &request.athlete_id).await?;
            if written {
                performance::service::verified_news(
                    &mut tx,
                    &request.athlete_id,
                    request.result_id(),
                    &coach.club.name,
                    now,
                )
                .await?;
            }
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
pub(super) async fn decline_attestation(
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
pub(super) async fn request_attestation(
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
