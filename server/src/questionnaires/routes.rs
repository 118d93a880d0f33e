//! The questionnaire's API: the athlete's form for a program and its submission, the list of
//! programs that have the athlete's questionnaire, the program's own questions, and a
//! submission as the program's coaches read it. Athletes read only their own submissions; a
//! coach only those sent to the coach's program.

use axum::{
    extract::{Path, State},
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::SentQuestionnaires,
    rules::{self, Answers, AnswersDraft, Question, QuestionDraft, QuestionnaireError},
    service::{self, Form},
    store::{self, SubmissionRow},
};
use crate::{
    auth::session::CurrentUser,
    db,
    http::error::{ApiError, ApiJson, ApiResult, ErrorBody},
    workspace::RecruitingCoach,
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(form, submit))
        .routes(routes!(sent))
        .routes(routes!(program_questions, set_program_questions))
        .routes(routes!(received))
}

/// One of the program's own questions.
#[derive(Serialize, Deserialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ProgramQuestion {
    pub id: String,
    pub text: String,
}

impl From<Question> for ProgramQuestion {
    fn from(q: Question) -> Self {
        ProgramQuestion { id: q.id, text: q.text }
    }
}

/// Why the athlete may not send the questionnaire now.
#[derive(Serialize, ToSchema, Debug)]
pub struct QuestionnaireRefusal {
    pub code: String,
    pub message: String,
}

/// A program's questionnaire as the athlete fills it in.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct QuestionnaireForm {
    pub school_id: String,
    pub school_name: String,
    /// The program's own questions, after the standard ones.
    pub questions: Vec<ProgramQuestion>,
    /// The answers last sent, or else what the profile and performance log fill in.
    pub answers: Answers,
    /// When the athlete last sent it (RFC 3339); null until sent.
    pub submitted_at: Option<String>,
    /// Null while the athlete may send it; else why not (`awaiting_parental_consent`,
    /// `parent_paused_coach_contact`, `profile_private`).
    pub refusal: Option<QuestionnaireRefusal>,
}

impl From<Form> for QuestionnaireForm {
    fn from(form: Form) -> Self {
        QuestionnaireForm {
            school_id: form.school_id,
            school_name: form.school_name,
            questions: form.questions.into_iter().map(ProgramQuestion::from).collect(),
            answers: form.answers,
            submitted_at: form.submission.map(|s| db::ms_to_rfc3339(s.submitted_at)),
            refusal: form.refusal.map(|refusal| {
                let error = ApiError::from(refusal);
                QuestionnaireRefusal {
                    code: error.code().to_owned(),
                    message: error.to_string(),
                }
            }),
        }
    }
}

/// The program's questionnaire for the signed-in athlete, filled in. Athletes only.
#[utoipa::path(get, path = "/api/schools/{id}/questionnaire", tag = "questionnaires",
    params(("id" = String, Path, description = "Program (school) id")),
    responses((status = 200, body = QuestionnaireForm), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
async fn form(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<QuestionnaireForm>> {
    Ok(Json(service::form(&state, &user, &id).await?.into()))
}

/// Sends the athlete's questionnaire to the program, or sends it again (replacing the answers).
/// Allowed at any time, before the NCAA contact date too; the athlete joins the program's board
/// as "Identified". 409 when the athlete's profile is not shown to coaches, saying why.
#[utoipa::path(put, path = "/api/schools/{id}/questionnaire", tag = "questionnaires", request_body = Answers,
    params(("id" = String, Path, description = "Program (school) id")),
    responses((status = 200, body = QuestionnaireForm), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn submit(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
    ApiJson(answers): ApiJson<Answers>,
) -> ApiResult<Json<QuestionnaireForm>> {
    let custom = answers
        .custom
        .iter()
        .map(|c| (c.question_id.clone(), c.answer.clone()))
        .collect();
    let draft = AnswersDraft { answers, custom };
    Ok(Json(service::submit(&state, &user, &id, draft).await?.into()))
}

/// The programs the signed-in athlete sent a questionnaire to. Athletes only.
#[utoipa::path(get, path = "/api/profile/questionnaires", tag = "questionnaires",
    responses((status = 200, body = SentQuestionnaires), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn sent(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Json<SentQuestionnaires>> {
    rules::may_send(user.role, true, false, false)?;
    Ok(Json(service::sent_by(&state.db, &user.id).await?))
}

/// The program's own questions, asked after the standard ones.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ProgramQuestions {
    pub school_id: String,
    pub school_name: String,
    /// The address of the program's questionnaire for athletes (`<public URL>/schools/<id>#questionnaire`),
    /// for the message that sends it.
    pub link: String,
    pub questions: Vec<ProgramQuestion>,
}

fn program_questions_of(state: &AppState, coach: &RecruitingCoach, questions: Vec<Question>) -> ProgramQuestions {
    let mut link = state.config.public_url.clone();
    link.set_path(&format!("/schools/{}", coach.school_id));
    link.set_fragment(Some("questionnaire"));
    ProgramQuestions {
        school_id: coach.school_id.clone(),
        school_name: coach.school_name.clone(),
        link: link.to_string(),
        questions: questions.into_iter().map(ProgramQuestion::from).collect(),
    }
}

/// A program question as a coach writes it.
#[derive(Deserialize, ToSchema, Debug)]
pub struct ProgramQuestionInput {
    /// An existing question's id keeps it (and the answers to it); none adds a question.
    pub id: Option<String>,
    /// 1 to 300 characters.
    pub text: String,
}

#[derive(Deserialize, ToSchema, Debug)]
pub struct ProgramQuestionsRequest {
    /// At most 10, in the order athletes read them.
    pub questions: Vec<ProgramQuestionInput>,
}

/// The program's own questions.
#[utoipa::path(get, path = "/api/coach/questionnaire", tag = "questionnaires",
    responses((status = 200, body = ProgramQuestions), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn program_questions(State(state): State<AppState>, coach: RecruitingCoach) -> ApiResult<Json<ProgramQuestions>> {
    let questions = store::questions(&state.db.pool, &coach.school_id).await?;
    Ok(Json(program_questions_of(&state, &coach, questions)))
}

/// Replaces the program's own questions (at most 10, each 1 to 300 characters).
#[utoipa::path(put, path = "/api/coach/questionnaire", tag = "questionnaires", request_body = ProgramQuestionsRequest,
    responses((status = 200, body = ProgramQuestions), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
async fn set_program_questions(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    ApiJson(request): ApiJson<ProgramQuestionsRequest>,
) -> ApiResult<Json<ProgramQuestions>> {
    let drafts = request
        .questions
        .into_iter()
        .map(|q| QuestionDraft { id: q.id, text: q.text })
        .collect();
    let mut tx = state.db.begin_write().await?;
    let current = store::questions(&mut *tx, &coach.school_id).await?;
    let questions = rules::questions(drafts, &current, || uuid::Uuid::new_v4().to_string())?;
    store::set_questions(&mut tx, &coach.school_id, &questions, &coach.user.id, db::now_ms()).await?;
    tx.commit().await?;
    Ok(Json(program_questions_of(&state, &coach, questions)))
}

/// An athlete's questionnaire as the program's coaches read it.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ReceivedQuestionnaire {
    pub athlete_id: String,
    pub answers: Answers,
    /// When first sent (RFC 3339).
    pub first_sent_at: String,
    /// When last sent (RFC 3339).
    pub submitted_at: String,
}

impl From<SubmissionRow> for ReceivedQuestionnaire {
    fn from(row: SubmissionRow) -> Self {
        ReceivedQuestionnaire {
            athlete_id: row.athlete_id,
            answers: serde_json::from_str(&row.answers).unwrap_or_default(),
            first_sent_at: db::ms_to_rfc3339(row.first_sent_at),
            submitted_at: db::ms_to_rfc3339(row.submitted_at),
        }
    }
}

/// The questionnaire the athlete sent the coach's program; null when none was sent (or the
/// athlete is no longer shown to coaches).
#[utoipa::path(get, path = "/api/coach/questionnaires/{athleteId}", tag = "questionnaires",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 200, body = Option<ReceivedQuestionnaire>), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn received(
    State(state): State<AppState>,
    coach: RecruitingCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<Json<Option<ReceivedQuestionnaire>>> {
    let row = store::shown_submission(&state.db, &coach.school_id, &athlete_id).await?;
    Ok(Json(row.map(ReceivedQuestionnaire::from)))
}

impl From<QuestionnaireError> for ApiError {
    fn from(error: QuestionnaireError) -> Self {
        match error {
            QuestionnaireError::Invalid(fields) => fields.into(),
            QuestionnaireError::AthletesOnly => ApiError::Forbidden {
                code: "forbidden",
                message: error.to_string(),
            },
            QuestionnaireError::Hidden(hidden) => ApiError::Conflict {
                code: hidden.code(),
                message: error.to_string(),
            },
            QuestionnaireError::NoSuchProgram => ApiError::NotFound(error.to_string()),
        }
    }
}
