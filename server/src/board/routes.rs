//! The board's API: the program's cards, one card, starring, changing and unstarring, and the
//! CSV export. Every route answers only a `RecruitingCoach`, keyed by the coach's program.

use std::collections::HashMap;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::Response,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, BoardError, CardChange, Stage},
    store::{self, CardRow, StageRow},
};
use crate::{
    db::{self, Db},
    http::{
        download,
        error::{ApiError, ApiJson, ApiResult, ErrorBody},
    },
    profiles::rules::{commitment_note, CommitmentNote, Squad},
    rowing,
    workspace::{self, RecruitingCoach},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(board))
        .routes(routes!(board_csv))
        .routes(routes!(card, star, change, unstar))
}

/// What coaches see of an athlete on the board.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct AthleteSummary {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub squad: Option<Squad>,
    /// M:SS.S
    pub best2k: Option<String>,
    /// M:SS.S
    pub best6k: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    /// Two-letter code of a US state.
    pub home_state: Option<String>,
}

/// One stage an athlete passed through.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct StageChange {
    pub stage: Stage,
    pub changed_at: String,
    /// The coach's display name (the part of the email before '@'); null for a removed account.
    pub changed_by: Option<String>,
}

/// An athlete on the program's board. Private to the program's coaches.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct BoardCard {
    pub athlete: AthleteSummary,
    pub stage: Stage,
    pub stage_changed_at: String,
    /// The card's place in its stage column, from 0.
    pub position: i64,
    pub notes: String,
    pub tags: Vec<String>,
    pub starred_at: String,
    /// The display name of the coach who starred the athlete; null for a removed account.
    pub starred_by: Option<String>,
    /// Oldest first.
    pub history: Vec<StageChange>,
    /// The day (yyyy-mm-dd) a coach means to follow up on the athlete.
    pub follow_up_on: Option<String>,
    /// The athlete's commitment, to this program or another; null while recruiting is open.
    pub commitment: Option<CommitmentNote>,
}

/// The program's board: cards by stage (in the order of the columns), then position.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Board {
    pub cards: Vec<BoardCard>,
    /// Athletes on the board.
    pub count: i64,
    /// The most the program's plan holds; null for no limit.
    pub limit: Option<u32>,
    /// The program's plan ("Free trial", "Recruiter", …).
    pub plan: String,
}

fn display_name(email: Option<String>) -> Option<String> {
    email.map(|e| workspace::rules::display_name(&e).to_owned())
}

fn card_of(row: CardRow, history: Vec<StageRow>) -> BoardCard {
    let commitment = commitment_note(
        &row.commitment_status,
        row.committed_school_id,
        row.school_name,
        row.commitment_offer_id.as_deref(),
        row.class_of,
    );
    BoardCard {
        commitment,
        athlete: AthleteSummary {
            id: row.athlete_id,
            full_name: row.full_name,
            grad_year: row.grad_year,
            squad: row.squad.as_deref().and_then(Squad::parse),
            best2k: row.best_2k_tenths.map(rowing::format_tenths),
            best6k: row.best_6k_tenths.map(rowing::format_tenths),
            high_school: row.high_school,
            club_team: row.club_team,
            home_state: row.home_state,
        },
        stage: row.stage,
        stage_changed_at: db::ms_to_rfc3339(row.stage_changed_at),
        position: row.position,
        notes: row.notes,
        tags: serde_json::from_str(&row.tags).unwrap_or_default(),
        starred_at: db::ms_to_rfc3339(row.starred_at),
        starred_by: display_name(row.starred_by_email),
        history: history
            .into_iter()
            .map(|h| StageChange {
                stage: h.stage,
                changed_at: db::ms_to_rfc3339(h.changed_at),
                changed_by: display_name(h.changed_by_email),
            })
            .collect(),
        follow_up_on: row.follow_up_on,
    }
}

/// The program's cards in board order, each with its history.
async fn board_cards(db: &Db, school_id: &str) -> Result<Vec<BoardCard>, sqlx::Error> {
    let mut rows = store::cards(db, school_id).await?;
    rows.sort_by_key(|row| row.stage.order());
    let mut histories: HashMap<String, Vec<StageRow>> = HashMap::new();
    for change in store::history(db, school_id, None).await? {
        histories.entry(change.athlete_id.clone()).or_default().push(change);
    }
    Ok(rows
        .into_iter()
        .map(|row| {
            let history = histories.remove(&row.athlete_id).unwrap_or_default();
            card_of(row, history)
        })
        .collect())
}

/// One athlete's card, or `None` when the athlete is not on the board.
async fn one_card(db: &Db, school_id: &str, athlete_id: &str) -> ApiResult<Option<BoardCard>> {
    let Some(row) = store::card(&db.pool, school_id, athlete_id).await? else {
        return Ok(None);
    };
    let history = store::history(db, school_id, Some(athlete_id)).await?;
    Ok(Some(card_of(row, history)))
}

/// The program's recruiting board, shared by its coaches. Athletes no longer shown to coaches
/// are left out (and come back if they show their profile again).
#[utoipa::path(get, path = "/api/coach/board", tag = "board",
    responses((status = 200, body = Board), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn board(State(state): State<AppState>, coach: RecruitingCoach) -> ApiResult<Json<Board>> {
    let cards = board_cards(&state.db, &coach.school_id).await?;
    Ok(Json(Board {
        count: cards.len() as i64,
        cards,
        limit: coach.standing.limits.watchlist,
        plan: coach.standing.name.to_owned(),
    }))
}

/// One athlete's card on the program's board; `null` while the athlete is not on it (an
/// ordinary state of every profile a coach opens, so not an error).
#[utoipa::path(get, path = "/api/coach/board/{athleteId}", tag = "board",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = Option<BoardCard>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn card(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<Json<Option<BoardCard>>> {
    Ok(Json(one_card(&state.db, &coach.school_id, &athlete_id).await?))
}

/// Stars an athlete shown to coaches: a new card starts at the end of "Identified". Starring an
/// athlete already on the board changes nothing. 403 `plan_limit` when the board is full.
#[utoipa::path(put, path = "/api/coach/board/{athleteId}", tag = "board",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = BoardCard), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
async fn star(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<Json<BoardCard>> {
    let mut tx = state.db.begin_write().await?;
    if !store::is_shown(&mut tx, &athlete_id).await? {
        return Err(BoardError::NoSuchAthlete.into());
    }
    if !store::has_row(&mut tx, &coach.school_id, &athlete_id).await? {
        let count = store::count(&mut *tx, &coach.school_id).await?;
        rules::may_star(coach.standing.name, coach.standing.limits.watchlist, count).map_err(BoardError::from)?;
        store::star(&mut tx, &coach.school_id, &athlete_id, &coach.user.id, db::now_ms()).await?;
    }
    tx.commit().await?;
    Ok(Json(
        one_card(&state.db, &coach.school_id, &athlete_id)
            .await?
            .ok_or(BoardError::NotOnBoard)?,
    ))
}

/// A change to a card; every part optional.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CardChangeRequest {
    /// At most 2000 characters.
    pub notes: Option<String>,
    /// At most 10, each 1 to 30 characters; repeats (whatever their case) are kept once.
    pub tags: Option<Vec<String>>,
    /// A new stage is recorded in the history with who and when.
    pub stage: Option<Stage>,
    /// The card's index within its stage column after the move, from 0 (past the end: last).
    pub position: Option<i64>,
    /// A day (yyyy-mm-dd) to follow up on the athlete; an empty text clears it.
    pub follow_up_on: Option<String>,
}

/// Changes a card's notes, tags, stage or place in its column.
#[utoipa::path(patch, path = "/api/coach/board/{athleteId}", tag = "board", request_body = CardChangeRequest,
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = BoardCard), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn change(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(athlete_id): Path<String>,
    ApiJson(request): ApiJson<CardChangeRequest>,
) -> ApiResult<Json<BoardCard>> {
    let change = rules::card_change(CardChange {
        notes: request.notes,
        tags: request.tags,
        stage: request.stage,
        position: request.position,
        follow_up_on: request.follow_up_on,
    })?;
    let school = coach.school_id.as_str();
    let mut tx = state.db.begin_write().await?;
    let current = store::card(&mut *tx, school, &athlete_id)
        .await?
        .ok_or(BoardError::NotOnBoard)?;
    if let Some(notes) = &change.notes {
        store::set_notes(&mut tx, school, &athlete_id, notes).await?;
    }
    if let Some(tags) = &change.tags {
        store::set_tags(&mut tx, school, &athlete_id, tags).await?;
    }
    if let Some(day) = &change.follow_up_on {
        store::set_follow_up(&mut tx, school, &athlete_id, day.as_deref()).await?;
    }
    let stage = change.stage.unwrap_or(current.stage);
    if stage != current.stage {
        let at = rules::change_time(db::now_ms(), current.stage_changed_at);
        store::set_stage(&mut tx, school, &athlete_id, stage, Some(&coach.user.id), at).await?;
    }
    if let Some(index) = change.position {
        let column = store::column(&mut tx, school, stage).await?;
        let order = rules::column_after_move(&column, &athlete_id, index);
        store::set_positions(&mut tx, school, &order).await?;
    }
    tx.commit().await?;
    Ok(Json(
        one_card(&state.db, school, &athlete_id)
            .await?
            .ok_or(BoardError::NotOnBoard)?,
    ))
}

/// Takes an athlete off the program's board, with the program's notes, tags and history.
#[utoipa::path(delete, path = "/api/coach/board/{athleteId}", tag = "board",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn unstar(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<StatusCode> {
    store::unstar(&state.db, &coach.school_id, &athlete_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

fn squad_label(squad: Option<Squad>) -> &'static str {
    match squad {
        Some(Squad::Womens) => "Women's",
        Some(Squad::Mens) => "Men's",
        None => "",
    }
}

/// The board as CSV, in board order.
fn board_csv_text(cards: &[BoardCard]) -> String {
    let mut out = download::csv_line(&[
        "Name",
        "Grad year",
        "Squad",
        "Best 2k",
        "Best 6k",
        "High school",
        "Club",
        "Stage",
        "Stage changed",
        "Tags",
        "Notes",
        "Starred at",
    ]);
    for card in cards {
        let a = &card.athlete;
        let grad_year = a.grad_year.map(|y| y.to_string()).unwrap_or_default();
        out.push_str(&download::csv_line(&[
            a.full_name.as_deref().unwrap_or_default(),
            &grad_year,
            squad_label(a.squad),
            a.best2k.as_deref().unwrap_or_default(),
            a.best6k.as_deref().unwrap_or_default(),
            a.high_school.as_deref().unwrap_or_default(),
            a.club_team.as_deref().unwrap_or_default(),
            card.stage.label(),
            &card.stage_changed_at,
            &card.tags.join("; "),
            &card.notes,
            &card.starred_at,
        ]));
    }
    out
}

/// The program's board as a CSV file.
#[utoipa::path(get, path = "/api/coach/board.csv", tag = "board",
    responses((status = 200, description = "text/csv"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 429, body = ErrorBody, description = "Over the CSV exports allowed per coach or per program")))]
async fn board_csv(State(state): State<AppState>, coach: RecruitingCoach) -> ApiResult<Response> {
    state.rate_limits.csv_exports.check(&coach.user.id, &coach.school_id)?;
    let cards = board_cards(&state.db, &coach.school_id).await?;
    Ok(download::attachment(
        "recruiting-board.csv",
        "text/csv; charset=utf-8",
        board_csv_text(&cards),
    ))
}

impl From<BoardError> for ApiError {
    fn from(error: BoardError) -> Self {
        match error {
            BoardError::Invalid(fields) => fields.into(),
            BoardError::NotOnBoard | BoardError::NoSuchAthlete => ApiError::NotFound(error.to_string()),
            BoardError::Plan(e) => e.into(),
        }
    }
}
