//! The college coach's home: what needs the coach today (messages waiting for an answer, contact
//! dates opening soon, this week's visits, follow-ups past their day, offers waiting for an
//! answer), the news of the athletes on the program's board, the questionnaires athletes sent
//! (`questionnaires::store::recent`) and the club coaches' recommendations athletes agreed to.
//! Each list comes from its owner's store or service; only athletes shown to coaches appear,
//! except in the program's own conversations.

use axum::{extract::State, Json};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    athlete_news::{self, rules::NewsKind},
    board, calendar,
    club_college::{self, model::ClubRecommendation},
    db,
    http::error::{ApiResult, ErrorBody},
    messaging, offers, questionnaires,
    workspace::RecruitingCoach,
    AppState,
};

/// Athletes whose NCAA contact date opens within this many days are listed.
pub const CONTACT_WINDOW_DAYS: i64 = 30;
/// Visits from today over this many days.
pub const VISIT_DAYS: i64 = 7;
/// The feed reaches back this many days, at most [`NEWS_LISTED`] lines.
pub const NEWS_DAYS: i64 = 30;
pub const NEWS_LISTED: i64 = 40;
/// The longest-waiting conversations listed.
pub const WAITING_LISTED: i64 = 20;
/// Questionnaires sent (or sent again) over this many days, at most [`QUESTIONNAIRES_LISTED`].
pub const QUESTIONNAIRE_DAYS: i64 = 30;
pub const QUESTIONNAIRES_LISTED: i64 = 20;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitingConversation {
    pub conversation_id: String,
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    /// When the first unanswered message arrived (RFC 3339).
    pub waiting_since: String,
    /// Whole days since then.
    pub days_waiting: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactOpening {
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    pub grad_year: i64,
    /// yyyy-mm-dd
    pub opens_on: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpcomingVisit {
    pub id: String,
    pub title: String,
    /// yyyy-mm-dd
    pub starts_on: String,
    /// HH:MM on the coach's clock; null for all day.
    pub start_time: Option<String>,
    pub athlete_id: Option<String>,
    pub athlete_name: Option<String>,
    pub location: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverdueFollowUp {
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    /// yyyy-mm-dd, before today.
    pub follow_up_on: String,
    pub stage: board::rules::Stage,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewsItem {
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    pub kind: NewsKind,
    pub summary: String,
    /// RFC 3339
    pub at: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionnaireReceived {
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    pub grad_year: Option<i64>,
    /// When the athlete sent it, or last sent it again (RFC 3339).
    pub submitted_at: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoachHome {
    /// The coach's today (yyyy-mm-dd), on the coach's clock.
    pub today: String,
    pub waiting: Vec<WaitingConversation>,
    /// The contact rule the openings follow (the program's division).
    pub contact_rule: String,
    pub contact_openings: Vec<ContactOpening>,
    pub visits: Vec<UpcomingVisit>,
    pub follow_ups: Vec<OverdueFollowUp>,
    /// Newest first.
    pub news: Vec<NewsItem>,
    /// Questionnaires athletes sent the program in the last 30 days, newest first.
    pub questionnaires: Vec<QuestionnaireReceived>,
    /// The program's offers waiting for the athlete's answer, soonest answer-by day first.
    pub offers_waiting: Vec<WaitingOffer>,
    /// Club coaches' recommendations the athletes agreed to, newest first.
    pub recommendations: Vec<ClubRecommendation>,
}

/// An offer of the program waiting for the athlete's answer.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitingOffer {
    pub offer_id: String,
    pub athlete_id: String,
    pub athlete_name: Option<String>,
    pub summary: String,
    /// yyyy-mm-dd
    pub answer_by: String,
}

/// What needs a recruiting coach today, and the news of the athletes the program follows.
#[utoipa::path(get, path = "/api/coach/home", tag = "coach",
    responses((status = 200, body = CoachHome), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
pub async fn home(State(state): State<AppState>, coach: RecruitingCoach) -> ApiResult<Json<CoachHome>> {
    let db = &state.db;
    let school = coach.school_id.as_str();
    let now = db::now_ms();
    let (today, visits) = calendar::service::visits_ahead(db, &coach.user.id, VISIT_DAYS).await?;

    let waiting = messaging::store::awaiting_reply(db, school, WAITING_LISTED)
        .await?
        .into_iter()
        .map(|w| WaitingConversation {
            conversation_id: w.conversation_id,
            athlete_id: w.athlete_id,
            athlete_name: w.athlete_name,
            waiting_since: db::ms_to_rfc3339(w.since),
            days_waiting: (now - w.since).max(0) / db::DAY_MS,
        })
        .collect();

    let rule = messaging::rules::contact_rule(coach.division.as_deref());
    let rules_today = messaging::service::rules_today(&state);
    let cards = board::store::cards(db, school).await?;
    // Only athletes the board shows: a hidden athlete's offer waits out of sight.
    let offers_waiting = offers::service::waiting_offers(&state, school)
        .await?
        .into_iter()
        .filter_map(|offer| {
            let card = cards.iter().find(|c| c.athlete_id == offer.athlete_id)?;
            Some(WaitingOffer {
                offer_id: offer.id,
                athlete_name: card.full_name.clone(),
                athlete_id: offer.athlete_id,
                summary: offer.summary,
                answer_by: offer.answer_by,
            })
        })
        .collect();
    let mut contact_openings: Vec<ContactOpening> = cards
        .into_iter()
        .filter_map(|card| {
            let grad_year = card.grad_year?;
            let opens = messaging::rules::opens_within(rule, grad_year, rules_today, CONTACT_WINDOW_DAYS)?;
            Some(ContactOpening {
                athlete_id: card.athlete_id,
                athlete_name: card.full_name,
                grad_year,
                opens_on: opens.to_string(),
            })
        })
        .collect();
    contact_openings.sort_by(|a, b| (&a.opens_on, &a.athlete_name).cmp(&(&b.opens_on, &b.athlete_name)));

    let follow_ups = board::store::overdue_follow_ups(db, school, &today.to_string())
        .await?
        .into_iter()
        .map(|card| OverdueFollowUp {
            athlete_id: card.athlete_id,
            athlete_name: card.full_name,
            follow_up_on: card.follow_up_on.unwrap_or_default(),
            stage: card.stage,
        })
        .collect();

    let news = athlete_news::store::program_feed(db, school, now - NEWS_DAYS * db::DAY_MS, NEWS_LISTED)
        .await?
        .into_iter()
        .map(|n| NewsItem {
            athlete_id: n.athlete_id,
            athlete_name: n.athlete_name,
            kind: n.kind,
            summary: n.summary,
            at: db::ms_to_rfc3339(n.created_at),
        })
        .collect();

    let since = now - QUESTIONNAIRE_DAYS * db::DAY_MS;
    let questionnaires = questionnaires::store::recent(db, school, since, QUESTIONNAIRES_LISTED)
        .await?
        .into_iter()
        .map(|q| QuestionnaireReceived {
            athlete_id: q.athlete_id,
            athlete_name: q.full_name,
            grad_year: q.grad_year,
            submitted_at: db::ms_to_rfc3339(q.submitted_at),
        })
        .collect();

    Ok(Json(CoachHome {
        today: today.to_string(),
        waiting,
        contact_rule: rule.label.to_owned(),
        contact_openings,
        visits: visits
            .into_iter()
            .map(|v| UpcomingVisit {
                id: v.id,
                title: v.title,
                starts_on: v.starts_on,
                start_time: v.start_time,
                athlete_id: v.athlete_id,
                athlete_name: v.athlete_name,
                location: v.location,
            })
            .collect(),
        follow_ups,
        news,
        questionnaires,
        offers_waiting,
        recommendations: club_college::service::program_recommendations(db, school).await?,
    }))
}
