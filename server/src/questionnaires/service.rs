//! The questionnaire's use cases: the athlete's form filled in (from their last answers, or from
//! the profile and the performance log), and a submission, which lands on the program's board.

use super::{
    model::{SentQuestionnaire, SentQuestionnaires},
    rules::{self, Answers, AnswersDraft, Question, QuestionnaireError, RaceLine},
    store::{self, SubmissionRow},
};
use crate::{
    auth::store::{ConsentStatus, SessionUser},
    board,
    db::{self, Db},
    http::error::ApiResult,
    messaging, performance, profiles, AppState,
};

/// The athlete's form for a program: its questions, the answers, and the last submission.
pub struct Form {
    pub school_id: String,
    pub school_name: String,
    pub questions: Vec<Question>,
    pub answers: Answers,
    pub submission: Option<SubmissionRow>,
    /// Why the athlete may not send it now, if so.
    pub refusal: Option<QuestionnaireError>,
}

/// Answers filled in from the athlete's profile and performance log.
async fn filled_in(state: &AppState, athlete: &SessionUser) -> Result<Answers, sqlx::Error> {
    let profile = profiles::load_or_create(state, athlete).await?;
    let races = performance::store::races(&state.db, &athlete.id).await?;
    let lines: Vec<RaceLine> = races
        .iter()
        .map(|r| RaceLine {
            date: &r.race_date,
            regatta: &r.regatta,
            event: &r.event,
            place: r.place,
            tenths: r.tenths,
        })
        .collect();
    Ok(Answers {
        grad_year: profile.grad_year,
        squad: profile.squad,
        side: profile.side,
        best2k: profile.best2k.as_ref().map(|b| b.time.clone()),
        best2k_date: profile.best2k.and_then(|b| b.date),
        best6k: profile.best6k.as_ref().map(|b| b.time.clone()),
        best6k_date: profile.best6k.and_then(|b| b.date),
        height_feet: profile.height_feet,
        height_inches: profile.height_inches,
        weight: profile.weight,
        wingspan_inches: profile.wingspan_inches,
        gpa: profile.gpa,
        sat_score: profile.sat_score,
        act_score: profile.act_score,
        intended_major: profile.intended_major,
        high_school: profile.high_school,
        club_team: profile.club_team,
        club_coach_name: profile.club_coach_name,
        club_coach_contact: None,
        race_results: rules::race_results_text(&lines),
        why_this_program: None,
        custom: Vec::new(),
    })
}

/// Whether the athlete may send a questionnaire now, or why not.
async fn refusal(state: &AppState, athlete: &SessionUser) -> ApiResult<Option<QuestionnaireError>> {
    let facts = messaging::store::athlete_facts(&state.db.pool, &athlete.id).await?;
    let shown = facts.as_ref().is_some_and(|f| f.shown_to_coaches == 1);
    let paused = facts.as_ref().is_some_and(|f| f.coach_messages == 0);
    Ok(rules::may_send(
        athlete.role,
        shown,
        athlete.consent_status == ConsentStatus::Pending,
        paused,
    )
    .err())
}

async fn program_name(state: &AppState, school_id: &str) -> ApiResult<String> {
    Ok(crate::schools::store::name_of(&state.db, school_id)
        .await?
        .ok_or(QuestionnaireError::NoSuchProgram)?)
}

/// The athlete's form for the program: the last answers sent, or what the profile and the log
/// fill in (the program's questions unanswered).
pub async fn form(state: &AppState, athlete: &SessionUser, school_id: &str) -> ApiResult<Form> {
    rules::may_send(athlete.role, true, false, false)?;
    let school_name = program_name(state, school_id).await?;
    let questions = store::questions(&state.db.pool, school_id).await?;
    let submission = store::submission(&state.db.pool, school_id, &athlete.id).await?;
    let answers = match &submission {
        Some(row) => serde_json::from_str(&row.answers).unwrap_or_default(),
        None => filled_in(state, athlete).await?,
    };
    Ok(Form {
        school_id: school_id.to_owned(),
        school_name,
        questions,
        answers,
        submission,
        refusal: refusal(state, athlete).await?,
    })
}

/// Sends (or sends again) the athlete's questionnaire to the program. The athlete lands on the
/// program's board as "Identified" unless already on it.
pub async fn submit(state: &AppState, athlete: &SessionUser, school_id: &str, draft: AnswersDraft) -> ApiResult<Form> {
    rules::may_send(athlete.role, true, false, false)?;
    program_name(state, school_id).await?;
    if let Some(refused) = refusal(state, athlete).await? {
        return Err(refused.into());
    }
    let questions = store::questions(&state.db.pool, school_id).await?;
    let answers = rules::answers(draft, &questions, db::today_utc())?;
    let json = serde_json::to_string(&answers).map_err(anyhow::Error::from)?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    store::save(&mut tx, school_id, &athlete.id, &json, now).await?;
    // The athlete asked to be on this board, so the board's plan limit, which bounds the
    // athletes its coaches star, does not refuse them.
    if !board::store::has_row(&mut tx, school_id, &athlete.id).await? {
        board::store::star_by(&mut tx, school_id, &athlete.id, None, now).await?;
    }
    tx.commit().await?;
    form(state, athlete, school_id).await
}

/// The programs that have the athlete's questionnaire, for the athlete or (through the parent
/// portal) a linked parent.
pub async fn sent_by(db: &Db, athlete_id: &str) -> Result<SentQuestionnaires, sqlx::Error> {
    Ok(SentQuestionnaires {
        questionnaires: store::sent_by(db, athlete_id)
            .await?
            .into_iter()
            .map(|s| SentQuestionnaire {
                school_name: s.school_name.unwrap_or_else(|| "A college program".into()),
                school_id: s.school_id,
                submitted_at: db::ms_to_rfc3339(s.submitted_at),
            })
            .collect(),
    })
}

/// The athlete's questionnaires for the data export: each program with the answers sent.
pub async fn export_of(db: &Db, athlete_id: &str) -> Result<Vec<serde_json::Value>, sqlx::Error> {
    Ok(store::for_export(db, athlete_id)
        .await?
        .into_iter()
        .map(|q| {
            serde_json::json!({
                "schoolId": q.school_id,
                "program": q.school_name,
                "answers": serde_json::from_str::<serde_json::Value>(&q.answers).unwrap_or_default(),
                "firstSentAt": db::ms_to_rfc3339(q.first_sent_at),
                "submittedAt": db::ms_to_rfc3339(q.submitted_at),
            })
        })
        .collect())
}
