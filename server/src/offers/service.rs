//! The offers other domains read (the athlete's dashboard, the family overview, the calendar, the
//! coach home), the checks before an offer is made, and how an offer moves its board card.

use serde::Serialize;
use sqlx::AnyConnection;
use utoipa::ToSchema;

use super::{
    rules::{self, OfferKind, OfferStatus, OffersError},
    store::{self, OfferRow},
};
use crate::{
    athlete_news,
    board::{self, rules::Stage},
    db,
    http::error::ApiResult,
    messaging,
    profiles::{
        self,
        rules::{Commitment, Squad},
    },
    AppState,
};

/// An offer as the athlete, a linked parent and the program's coaches read it.
#[derive(Serialize, ToSchema, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct RecruitingOffer {
    pub id: String,
    pub school_id: String,
    pub program_name: String,
    pub athlete_id: String,
    pub kind: OfferKind,
    /// "Recruited roster spot", "Athletics aid", …
    pub kind_label: String,
    /// Athletics aid: the share of the cost of attendance, in percent.
    pub aid_percent: Option<i64>,
    pub squad: Option<Squad>,
    pub class_of: i64,
    /// "Athletics aid (50% of the cost), women's squad, class of 2030".
    pub summary: String,
    pub terms: String,
    /// yyyy-mm-dd
    pub answer_by: String,
    /// `expired` once a pending offer's answer-by day has passed.
    pub status: OfferStatus,
    pub status_label: String,
    /// The coach who made it: "Jane Smith, Head Coach, Bates College".
    pub made_by: String,
    pub made_at: String,
    pub answered_at: Option<String>,
    /// yyyy-mm-dd: accepting a written offer of athletics aid signs it.
    pub signed_on: Option<String>,
    pub withdrawn_at: Option<String>,
    /// An accepted written offer of athletics aid not signed yet: the first day it may be signed
    /// (yyyy-mm-dd; today or before means now).
    pub sign_from: Option<String>,
    /// The program's conversation with the athlete, where questions about the offer go.
    pub conversation_id: Option<String>,
}

async fn wire(state: &AppState, rows: Vec<OfferRow>) -> Result<Vec<RecruitingOffer>, sqlx::Error> {
    let today = messaging::service::rules_today(state);
    let mut offers = Vec::with_capacity(rows.len());
    for row in rows {
        let status = rules::status_on(row.status, &row.answer_by, today);
        let squad = Squad::parse(&row.squad);
        let sign_from =
            (status == OfferStatus::Accepted && row.kind == OfferKind::AthleticsAid && row.signed_on.is_none())
                .then(|| signing_from(&row).unwrap_or(today).to_string());
        offers.push(RecruitingOffer {
            conversation_id: messaging::service::conversation_id(&state.db, &row.athlete_id, &row.school_id).await?,
            program_name: row.school_name.unwrap_or_else(|| row.school_id.clone()),
            summary: rules::summary(row.kind, row.aid_percent, squad, row.class_of),
            kind_label: row.kind.label().to_owned(),
            status_label: status.label().to_owned(),
            made_at: db::ms_to_rfc3339(row.created_at),
            answered_at: row.answered_at.map(db::ms_to_rfc3339),
            withdrawn_at: row.withdrawn_at.map(db::ms_to_rfc3339),
            id: row.id,
            school_id: row.school_id,
            athlete_id: row.athlete_id,
            kind: row.kind,
            aid_percent: row.aid_percent,
            squad,
            class_of: row.class_of,
            terms: row.terms,
            answer_by: row.answer_by,
            status,
            made_by: row.made_by_name,
            signed_on: row.signed_on,
            sign_from,
        });
    }
    Ok(offers)
}

/// The first day the offer may be signed, by the key dates of the athlete's class.
pub fn signing_from(offer: &OfferRow) -> Option<jiff::civil::Date> {
    rules::signing_from(
        offer.kind,
        &rules::Program {
            division: offer.school_division.as_deref(),
            conference: offer.school_conference.as_deref(),
        },
        offer.grad_year,
    )
}

/// The athlete's offers, newest first (the athlete's dashboard and a linked parent's overview).
pub async fn offers_of(state: &AppState, athlete_id: &str) -> Result<Vec<RecruitingOffer>, sqlx::Error> {
    wire(state, store::of_athlete(&state.db.pool, athlete_id).await?).await
}

/// The program's offers to the athlete, newest first.
pub async fn program_offers(
    state: &AppState,
    school_id: &str,
    athlete_id: &str,
) -> Result<Vec<RecruitingOffer>, sqlx::Error> {
    wire(state, store::of_program(&state.db.pool, school_id, athlete_id).await?).await
}

/// The program's offers still waiting for an answer (the coach home), soonest answer-by first.
pub async fn waiting_offers(state: &AppState, school_id: &str) -> Result<Vec<RecruitingOffer>, sqlx::Error> {
    let offers = wire(state, store::pending_of_program(&state.db, school_id).await?).await?;
    Ok(offers
        .into_iter()
        .filter(|o| o.status == OfferStatus::Pending)
        .collect())
}

/// The athlete's offers waiting for an answer on or after `from` (yyyy-mm-dd): the calendar's
/// answer-by days.
pub async fn answer_by_days(db: &db::Db, athlete_id: &str, from: &str) -> Result<Vec<OfferRow>, sqlx::Error> {
    Ok(store::of_athlete(&db.pool, athlete_id)
        .await?
        .into_iter()
        .filter(|o| o.status == OfferStatus::Pending && o.answer_by.as_str() >= from)
        .collect())
}

/// Whether the program may make the athlete an offer now: not when the athlete is committed to
/// another program, or already to this one, or while the program's last offer waits.
pub async fn may_offer(state: &AppState, school_id: &str, athlete_id: &str) -> ApiResult<()> {
    if let Some(commitment) = profiles::store::commitment(&state.db, athlete_id).await? {
        let committed_here = commitment.committed_school_id.as_deref() == Some(school_id);
        if commitment.commitment_status != profiles::rules::Commitment::Open.as_str() {
            if !committed_here {
                let program = commitment.school_name.unwrap_or_else(|| "another program".into());
                return Err(OffersError::CommittedElsewhere(program).into());
            }
            if commitment.commitment_offer_id.is_some() {
                return Err(OffersError::AlreadyCommitted.into());
            }
        }
    }
    let today = messaging::service::rules_today(state);
    let waiting = store::of_program(&state.db.pool, school_id, athlete_id)
        .await?
        .into_iter()
        .any(|o| rules::status_on(o.status, &o.answer_by, today) == OfferStatus::Pending);
    if waiting {
        return Err(OffersError::OpenOffer.into());
    }
    Ok(())
}

/// Writes the commitment the athlete's accepted offer confirms on the profile (signed, or not
/// yet), with the news of it for the programs that follow the athlete.
pub async fn confirm_commitment(
    conn: &mut AnyConnection,
    offer: &OfferRow,
    signed: bool,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    let commitment = if signed { Commitment::Signed } else { Commitment::Verbal };
    store::commit(
        conn,
        &offer.athlete_id,
        commitment.as_str(),
        &offer.school_id,
        &offer.id,
        now_ms,
    )
    .await?;
    let program = offer.school_name.as_deref().unwrap_or("the program");
    let news = athlete_news::rules::confirmed_commitment(program, offer.class_of, signed);
    athlete_news::store::record(conn, &offer.athlete_id, &news, now_ms).await
}

/// Moves the athlete's card on the program's board to `to`, if the athlete is on the board and
/// (when `only_from` is given) the card stands there: the board follows the offer's state.
/// `changed_by` is the coach; `None` when the athlete's answer moved it.
pub async fn move_card(
    conn: &mut AnyConnection,
    school_id: &str,
    athlete_id: &str,
    to: Stage,
    only_from: Option<Stage>,
    changed_by: Option<&str>,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    let Some(card) = board::store::card(&mut *conn, school_id, athlete_id).await? else {
        return Ok(());
    };
    if card.stage == to || only_from.is_some_and(|from| card.stage != from) {
        return Ok(());
    }
    let at = board::rules::change_time(now_ms, card.stage_changed_at);
    board::store::set_stage(conn, school_id, athlete_id, to, changed_by, at).await
}
