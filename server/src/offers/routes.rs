//! The offers API: a program's coaches make and withdraw offers from the board card
//! (`/api/coach/offers/{athleteId}`, `RecruitingCoach` only); the athlete reads and answers their
//! own (`/api/offers`). A linked parent reads them in the family overview and never answers.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, OfferInput, OfferKind, OfferStatus, OffersError, Program},
    service::{self, RecruitingOffer},
    store::{self, NewOffer},
};
use crate::{
    auth::{session::CurrentUser, store::Role},
    board::{self, rules::Stage},
    db,
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    messaging,
    profiles::rules::Squad,
    workspace::{self, RecruitingCoach},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(own_offers))
        .routes(routes!(accept))
        .routes(routes!(decline))
        .routes(routes!(sign))
        .routes(routes!(program_offers, make))
        .routes(routes!(withdraw))
}

/// The athlete's offers, and where the rules behind them come from.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Offers {
    /// Newest first.
    pub offers: Vec<RecruitingOffer>,
    pub source: String,
}

fn offers_answer(offers: Vec<RecruitingOffer>) -> Json<Offers> {
    Json(Offers {
        offers,
        source: rules::OFFER_RULES_SOURCE.to_owned(),
    })
}

/// The signed-in athlete's offers. A parent reads a child's in the family overview.
#[utoipa::path(get, path = "/api/offers", tag = "offers",
    responses((status = 200, body = Offers), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn own_offers(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Json<Offers>> {
    athlete_only(user.role)?;
    Ok(offers_answer(service::offers_of(&state, &user.id).await?))
}

/// Only the athlete answers: a parent is told so, anyone else is refused.
fn athlete_only(role: Role) -> Result<(), ApiError> {
    match role {
        Role::Student => Ok(()),
        Role::Parent => Err(OffersError::AthleteAnswers.into()),
        _ => Err(ApiError::Forbidden {
            code: "forbidden",
            message: "Offers are answered by the athlete they are made to.".into(),
        }),
    }
}

/// The athlete's offer `id`; another's is "no such offer".
async fn own_offer(state: &AppState, athlete_id: &str, id: &str) -> ApiResult<store::OfferRow> {
    Ok(store::find(&state.db.pool, id)
        .await?
        .filter(|o| o.athlete_id == athlete_id)
        .ok_or(OffersError::NoSuchOffer)?)
}

/// The athlete's pending offer `id`, with its status today.
async fn own_pending(state: &AppState, athlete_id: &str, id: &str) -> ApiResult<store::OfferRow> {
    let offer = own_offer(state, athlete_id, id).await?;
    rules::may_answer(rules::status_on(
        offer.status,
        &offer.answer_by,
        messaging::service::rules_today(state),
    ))?;
    Ok(offer)
}

/// Accepts an offer: the program's confirmation of the athlete's commitment. Accepting a written
/// offer of athletics aid signs it (the day is recorded), and other programs then stop
/// recruiting the athlete. The athlete's other waiting offers are declined.
#[utoipa::path(post, path = "/api/offers/{id}/accept", tag = "offers",
    params(("id" = String, Path, description = "Offer id")),
    responses((status = 200, body = Offers), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn accept(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Offers>> {
    athlete_only(user.role)?;
    let offer = own_pending(&state, &user.id, &id).await?;
    let now = db::now_ms();
    let today = messaging::service::rules_today(&state);
    let signs = rules::signs_on_acceptance(offer.kind, service::signing_from(&offer), today);
    let day = today.to_string();
    let mut tx = state.db.begin_write().await?;
    if !store::close(
        &mut tx,
        &offer.id,
        OfferStatus::Accepted,
        signs.then_some(day.as_str()),
        now,
    )
    .await?
    {
        return Err(OffersError::Answered.into());
    }
    service::confirm_commitment(&mut tx, &offer, signs, now).await?;
    service::move_card(&mut tx, &offer.school_id, &user.id, Stage::Committed, None, None, now).await?;
    for other in store::of_athlete(&mut *tx, &user.id).await? {
        if other.id != offer.id && other.status == OfferStatus::Pending {
            store::close(&mut tx, &other.id, OfferStatus::Declined, None, now).await?;
            service::move_card(
                &mut tx,
                &other.school_id,
                &user.id,
                Stage::NotAFit,
                Some(Stage::Offer),
                None,
                now,
            )
            .await?;
        }
    }
    tx.commit().await?;
    Ok(offers_answer(service::offers_of(&state, &user.id).await?))
}

/// Signs an accepted written offer of athletics aid, from the first signing day of the athlete's
/// class on (accepted before it, the offer is a commitment the program confirmed, not yet
/// signed). Other programs then stop recruiting the athlete altogether.
#[utoipa::path(post, path = "/api/offers/{id}/sign", tag = "offers",
    params(("id" = String, Path, description = "Offer id")),
    responses((status = 200, body = Offers), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn sign(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Offers>> {
    athlete_only(user.role)?;
    let offer = own_offer(&state, &user.id, &id).await?;
    if offer.kind != OfferKind::AthleticsAid || offer.status != OfferStatus::Accepted || offer.signed_on.is_some() {
        return Err(OffersError::NotSignable.into());
    }
    let today = messaging::service::rules_today(&state);
    if let Some(day) = service::signing_from(&offer).filter(|day| today < *day) {
        return Err(OffersError::BeforeSigningDay(day).into());
    }
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    if !store::sign(&mut tx, &offer.id, &today.to_string()).await? {
        return Err(OffersError::NotSignable.into());
    }
    service::confirm_commitment(&mut tx, &offer, true, now).await?;
    tx.commit().await?;
    Ok(offers_answer(service::offers_of(&state, &user.id).await?))
}

/// Declines an offer; the program's board moves the athlete to "Not a fit".
#[utoipa::path(post, path = "/api/offers/{id}/decline", tag = "offers",
    params(("id" = String, Path, description = "Offer id")),
    responses((status = 200, body = Offers), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn decline(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Offers>> {
    athlete_only(user.role)?;
    let offer = own_pending(&state, &user.id, &id).await?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    if !store::close(&mut tx, &offer.id, OfferStatus::Declined, None, now).await? {
        return Err(OffersError::Answered.into());
    }
    service::move_card(
        &mut tx,
        &offer.school_id,
        &user.id,
        Stage::NotAFit,
        Some(Stage::Offer),
        None,
        now,
    )
    .await?;
    tx.commit().await?;
    Ok(offers_answer(service::offers_of(&state, &user.id).await?))
}

/// The program's offers to the athlete, newest first.
#[utoipa::path(get, path = "/api/coach/offers/{athleteId}", tag = "offers",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = Vec<RecruitingOffer>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn program_offers(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<Json<Vec<RecruitingOffer>>> {
    Ok(Json(
        service::program_offers(&state, &coach.school_id, &athlete_id).await?,
    ))
}

/// An offer as a coach writes it.
#[derive(Deserialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct OfferRequest {
    pub kind: Option<OfferKind>,
    /// Athletics aid only: the share of the cost of attendance, 1 to 100 (percent).
    pub aid_percent: Option<i64>,
    pub squad: Option<Squad>,
    /// The college class the athlete would join, e.g. 2030.
    pub class_of: Option<i64>,
    /// The terms in words, at most 2000 characters.
    #[serde(default)]
    pub terms: String,
    /// yyyy-mm-dd, from today to a year ahead.
    #[serde(default)]
    pub answer_by: String,
}

/// Makes an offer to an athlete on the program's board, from the athlete's contact date on and
/// under every rule a message meets (it is announced in the program's conversation with the
/// athlete, and so in the contact log). Not to an athlete committed elsewhere, and one waiting
/// offer per program at a time. The card moves to "Offer".
#[utoipa::path(post, path = "/api/coach/offers/{athleteId}", tag = "offers", request_body = OfferRequest,
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 201, body = RecruitingOffer), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 429, body = ErrorBody)))]
async fn make(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(athlete_id): Path<String>,
    ApiJson(request): ApiJson<OfferRequest>,
) -> ApiResult<(StatusCode, Json<RecruitingOffer>)> {
    state.rate_limits.messages.check(&coach.user.id)?;
    let school = coach.school_id.as_str();
    let today = messaging::service::rules_today(&state);
    let conference = store::conference(&state.db.pool, school).await?;
    let grad_year = messaging::store::athlete_facts(&state.db.pool, &athlete_id)
        .await?
        .and_then(|athlete| athlete.grad_year);
    let valid = rules::offer(
        OfferInput {
            kind: request.kind,
            aid_percent: request.aid_percent,
            squad: request.squad,
            class_of: request.class_of,
            terms: request.terms,
            answer_by: request.answer_by,
        },
        &Program {
            division: coach.division.as_deref(),
            conference: conference.as_deref(),
        },
        grad_year,
        today,
    )?;
    if board::store::card(&state.db.pool, school, &athlete_id).await?.is_none() {
        return Err(OffersError::NotOnBoard.into());
    }
    service::may_offer(&state, school, &athlete_id).await?;
    let signature = {
        let profile = workspace::store::coach_profile(&state.db.pool, &coach.user.id)
            .await?
            .ok_or(messaging::MessagingError::CoachProfileRequired)?;
        workspace::rules::signature(&profile.full_name, &profile.title, &coach.school_name)
    };
    let rule = messaging::service::coach_contact(&state, school, &athlete_id)
        .await?
        .map_err(OffersError::from)?;
    let summary = rules::summary(valid.kind, valid.aid_percent, Some(valid.squad), valid.class_of);
    // The announcement goes through messaging, which checks the rules again as it sends.
    messaging::service::post_for_program(
        &state,
        &coach.user,
        school,
        &coach.school_name,
        &athlete_id,
        &rules::announcement(&coach.school_name, &summary, valid.answer_by, &valid.terms),
    )
    .await?;
    let now = db::now_ms();
    let answer_by = valid.answer_by.to_string();
    let mut tx = state.db.begin_write().await?;
    let id = store::insert(
        &mut tx,
        &NewOffer {
            school_id: school,
            athlete_id: &athlete_id,
            made_by: &coach.user.id,
            made_by_name: &signature,
            kind: valid.kind,
            aid_percent: valid.aid_percent,
            squad: valid.squad.as_str(),
            class_of: valid.class_of,
            terms: &valid.terms,
            answer_by: &answer_by,
            contact_rule: &rule,
            now_ms: now,
        },
    )
    .await?;
    service::move_card(
        &mut tx,
        school,
        &athlete_id,
        Stage::Offer,
        None,
        Some(&coach.user.id),
        now,
    )
    .await?;
    tx.commit().await?;
    let made = service::program_offers(&state, school, &athlete_id)
        .await?
        .into_iter()
        .find(|o| o.id == id)
        .ok_or(OffersError::NoSuchOffer)?;
    Ok((StatusCode::CREATED, Json(made)))
}

/// Withdraws the program's offer while it waits for an answer; the athlete sees it withdrawn and
/// the card goes back to "Evaluating".
#[utoipa::path(post, path = "/api/coach/offers/{athleteId}/{offerId}/withdraw", tag = "offers",
    params(("athleteId" = String, Path, description = "Athlete (user) id"), ("offerId" = String, Path, description = "Offer id")),
    responses((status = 200, body = RecruitingOffer), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn withdraw(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path((athlete_id, offer_id)): Path<(String, String)>,
) -> ApiResult<Json<RecruitingOffer>> {
    let offer = store::find(&state.db.pool, &offer_id)
        .await?
        .filter(|o| o.school_id == coach.school_id && o.athlete_id == athlete_id)
        .ok_or(OffersError::NoSuchOffer)?;
    if offer.status != OfferStatus::Pending {
        return Err(OffersError::NotWithdrawable.into());
    }
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    if !store::close(&mut tx, &offer.id, OfferStatus::Withdrawn, None, now).await? {
        return Err(OffersError::NotWithdrawable.into());
    }
    service::move_card(
        &mut tx,
        &coach.school_id,
        &athlete_id,
        Stage::Evaluating,
        Some(Stage::Offer),
        Some(&coach.user.id),
        now,
    )
    .await?;
    tx.commit().await?;
    Ok(Json(
        service::program_offers(&state, &coach.school_id, &athlete_id)
            .await?
            .into_iter()
            .find(|o| o.id == offer_id)
            .ok_or(OffersError::NoSuchOffer)?,
    ))
}

impl From<OffersError> for ApiError {
    fn from(error: OffersError) -> Self {
        let message = error.to_string();
        match error {
            OffersError::Invalid(fields) => fields.into(),
            OffersError::NoSuchOffer | OffersError::NotOnBoard => ApiError::NotFound(message),
            OffersError::Contact(refusal) => refusal.into(),
            OffersError::AthleteAnswers => ApiError::Forbidden {
                code: "athlete_answers",
                message,
            },
            OffersError::CommittedElsewhere(_) => ApiError::Conflict {
                code: "committed_elsewhere",
                message,
            },
            OffersError::AlreadyCommitted => ApiError::Conflict {
                code: "already_committed",
                message,
            },
            OffersError::OpenOffer => ApiError::Conflict {
                code: "offer_waiting",
                message,
            },
            OffersError::AnswerByPassed => ApiError::Conflict {
                code: "answer_by_passed",
                message,
            },
            OffersError::Withdrawn => ApiError::Conflict {
                code: "offer_withdrawn",
                message,
            },
            OffersError::Answered => ApiError::Conflict {
                code: "offer_answered",
                message,
            },
            OffersError::NotWithdrawable => ApiError::Conflict {
                code: "offer_not_waiting",
                message,
            },
            OffersError::NotSignable => ApiError::Conflict {
                code: "not_signable",
                message,
            },
            OffersError::BeforeSigningDay(_) => ApiError::Conflict {
                code: "before_signing_day",
                message,
            },
        }
    }
}
