//! The messaging API: conversations between an athlete and a college program, their messages,
//! read state, archive, block and report, the live event stream, the unsubscribe link, and the
//! compliance log for programs and operators.

use std::collections::BTreeMap;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use http::request::Parts;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    events::Change,
    model::{AthleteRef, ConversationDetail, Inbox, Participant, ProgramRef, ThreadMessage},
    notify,
    rules::{self, ContactState, MessageKind, MessagingError, SenderRole},
    service::{
        self, athlete_contact, athlete_or_404, athlete_side_allowance, coach_side_allowance, detail, inbox_of,
        own_conversation, program_allowance, program_or_404, sent_message, verified_coach_count,
    },
    store::{self, MessageRow, NewMessage},
};
use crate::{
    audit::store::{self as audit, Actor, AuditAction},
    auth::{
        session::{AdminUser, CurrentUser},
        store::{operator as accounts, CoachStatus, Role, SessionUser},
    },
    db::{self},
    http::{
        download,
        error::{ApiError, ApiJson, ApiQuery, ApiResult, ErrorBody},
    },
    workspace::{self},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(inbox, start))
        .routes(routes!(unread))
        .routes(routes!(contact))
        .routes(routes!(events))
        .routes(routes!(thread))
        .routes(routes!(reply))
        .routes(routes!(mark_read))
        .routes(routes!(archive))
        .routes(routes!(block, unblock))
        .routes(routes!(report))
        .routes(routes!(program_compliance_csv))
        .routes(routes!(reports))
        .routes(routes!(resolve_report))
        .routes(routes!(operator_compliance_csv))
}

impl axum::extract::FromRequestParts<AppState> for Participant {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        match user.role {
            Role::Student => Ok(Participant { user, program: None }),
            Role::Coach => {
                let coach = workspace::RecruitingCoach::from_request_parts(parts, state).await?;
                Ok(Participant {
                    user: coach.user,
                    program: Some((coach.school_id, coach.school_name)),
                })
            }
            _ => Err(MessagingError::NotAParticipant.into()),
        }
    }
}

#[derive(Serialize, ToSchema, Debug)]
pub struct UnreadCount {
    pub unread: i64,
}

#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ContactAnswer {
    /// The conversation that already exists with this program or athlete.
    pub conversation_id: Option<String>,
    pub contact: ContactState,
    /// The program's verified coaches (what an athlete's message reaches).
    pub verified_coaches: i64,
}

#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SentMessage {
    pub conversation_id: String,
    pub message: ThreadMessage,
    /// No coach of the program is verified yet: the message waits for one.
    pub waiting_for_coach: bool,
}

#[derive(Deserialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct StartRequest {
    /// An athlete writes to a program.
    pub school_id: Option<String>,
    /// A coach writes to an athlete.
    pub athlete_id: Option<String>,
    pub body: String,
    /// Defaults to `message`.
    pub kind: Option<MessageKind>,
}

#[derive(Deserialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ReplyRequest {
    pub body: String,
    pub kind: Option<MessageKind>,
}

#[derive(Deserialize, ToSchema, Debug)]
pub struct ArchiveRequest {
    pub archived: bool,
}

#[derive(Deserialize, ToSchema, Debug)]
pub struct ReportRequest {
    pub reason: String,
}

#[derive(Deserialize, IntoParams, Debug)]
#[into_params(parameter_in = Query)]
pub struct InboxQuery {
    /// true lists the archive.
    #[serde(default)]
    pub archived: bool,
}

#[derive(Deserialize, IntoParams, Debug)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ContactQuery {
    /// For an athlete: the program.
    pub school_id: Option<String>,
    /// For a coach: the athlete.
    pub athlete_id: Option<String>,
}

/// The viewer's conversations (`?archived=true`: the archive).
#[utoipa::path(get, path = "/api/messages", tag = "messages", params(InboxQuery),
    responses((status = 200, body = Inbox), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn inbox(
    State(state): State<AppState>,
    viewer: Participant,
    ApiQuery(query): ApiQuery<InboxQuery>,
) -> ApiResult<Json<Inbox>> {
    Ok(Json(inbox_of(&state, &viewer, query.archived).await?))
}

/// Unread messages for the nav badge and the dashboard: 0 for accounts without messages.
#[utoipa::path(get, path = "/api/messages/unread", tag = "messages",
    responses((status = 200, body = UnreadCount), (status = 401, body = ErrorBody)))]
async fn unread(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Json<UnreadCount>> {
    Ok(Json(UnreadCount {
        unread: service::unread_for(&state, &user).await?,
    }))
}

/// Before a conversation exists: whether and what the viewer may write to this program
/// (athletes, `?schoolId=`) or athlete (coaches, `?athleteId=`).
#[utoipa::path(get, path = "/api/messages/contact", tag = "messages", params(ContactQuery),
    responses((status = 200, body = ContactAnswer), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn contact(
    State(state): State<AppState>,
    viewer: Participant,
    ApiQuery(query): ApiQuery<ContactQuery>,
) -> ApiResult<Json<ContactAnswer>> {
    match (&viewer.program, query.school_id, query.athlete_id) {
        (None, Some(school_id), _) => {
            let program = program_or_404(&state.db, &school_id).await??;
            let conversation = store::find_id(&state.db.pool, &viewer.user.id, &program.id).await?;
            let blocked = match &conversation {
                Some(id) => store::facts(&mut *state.db.pool.acquire().await?, id)
                    .await?
                    .is_some_and(|c| c.blocked_by.is_some()),
                None => false,
            };
            let coaches = verified_coach_count(&state.db, &program.id).await?;
            Ok(Json(ContactAnswer {
                conversation_id: conversation,
                contact: athlete_contact(&athlete_side_allowance(&viewer.user, blocked), coaches),
                verified_coaches: coaches,
            }))
        }
        (Some((school_id, _)), _, Some(athlete_id)) => {
            let (allowance, conversation) = program_allowance(&state, school_id, &athlete_id).await??;
            Ok(Json(ContactAnswer {
                conversation_id: conversation.map(|c| c.id),
                contact: ContactState::from(&allowance),
                verified_coaches: verified_coach_count(&state.db, school_id).await?,
            }))
        }
        (None, ..) => Err(missing("schoolId", "Choose the program to write to.")),
        (Some(_), ..) => Err(missing("athleteId", "Choose the athlete to write to.")),
    }
}

fn missing(field: &'static str, message: &str) -> ApiError {
    MessagingError::Invalid(crate::validation::FieldError::new(field, message)).into()
}

/// Sends one message and announces it. `conversation` is `None` when the message may start one.
pub(super) async fn send(
    state: &AppState,
    viewer: &Participant,
    athlete_id: &str,
    school_id: &str,
    conversation_id: Option<&str>,
    kind: MessageKind,
    body: &str,
) -> Result<(String, MessageRow, Vec<String>), ApiError> {
    // A coach writes under the profile's name; read here, where a message is sent, not on
    // every request a coach makes.
    let signature = match &viewer.program {
        Some((_, school)) => {
            let profile = workspace::store::coach_profile(&state.db.pool, &viewer.user.id)
                .await?
                .ok_or(MessagingError::CoachProfileRequired)?;
            Some(workspace::rules::signature(&profile.full_name, &profile.title, school))
        }
        None => None,
    };
    let body = rules::message_body(body)?;
    let now = db::now_ms();
    let program = program_or_404(&state.db, school_id).await??;
    let athlete = athlete_or_404(&state.db, athlete_id).await??;
    let mut tx = state.db.begin_write().await?;
    let existing = match conversation_id {
        Some(id) => store::facts(&mut tx, id).await?,
        None => match store::find_id(&mut *tx, athlete_id, school_id).await? {
            Some(id) => store::facts(&mut tx, &id).await?,
            None => None,
        },
    };
    let coaches = workspace::store::verified_coaches(&mut *tx, school_id).await?;
    let (allowance, recipients) = match viewer.role() {
        SenderRole::Athlete => {
            let blocked = existing.as_ref().is_some_and(|c| c.blocked_by.is_some());
            (athlete_side_allowance(&viewer.user, blocked), coaches.clone())
        }
        SenderRole::Coach => {
            if existing.is_none() && athlete.shown_to_coaches != 1 {
                return Err(MessagingError::NoSuchAthlete.into());
            }
            let allowance = coach_side_allowance(
                state,
                school_id,
                program.division.as_deref(),
                &athlete,
                existing.as_ref(),
            );
            (allowance, vec![athlete_id.to_owned()])
        }
    };
    if viewer.role() == SenderRole::Athlete && kind != MessageKind::Message {
        return Err(missing(
            "kind",
            "Athletes send messages; questionnaires and camp information come from coaches.",
        ));
    }
    let rule = allowance.permit(kind)?;
    let conversation = match existing {
        Some(c) => c,
        None => store::open(&mut tx, athlete_id, school_id, &viewer.user.id, now).await?,
    };
    let message = store::insert_message(
        &mut tx,
        &NewMessage {
            conversation_id: &conversation.id,
            sender_id: &viewer.user.id,
            sender_email: &viewer.user.email,
            sender_name: signature.as_deref(),
            sender_role: viewer.role(),
            kind,
            body: &body,
            contact_rule: rule.as_deref(),
            rules_checked: rule.as_ref().map(|_| rules::CONTACT_RULES_CHECKED),
            now_ms: now,
        },
    )
    .await?;
    let sender = signature.unwrap_or_else(|| viewer.name(athlete.full_name.as_deref()));
    notify::after_message(
        &mut tx,
        state,
        &conversation.id,
        &recipients,
        notify::Sender { name: &sender },
        now,
    )
    .await?;
    tx.commit().await?;
    let mut everyone = coaches;
    everyone.push(athlete_id.to_owned());
    state
        .messages
        .publish(
            &state.db,
            Change {
                kind: "message".into(),
                conversation_id: conversation.id.clone(),
                user_ids: everyone,
            },
        )
        .await;
    Ok((conversation.id, message, recipients))
}

fn rate_limit(state: &AppState, user: &SessionUser) -> Result<(), ApiError> {
    state.rate_limits.messages.check(&user.id)
}

/// Starts a conversation (athlete → program, coach → athlete), or adds to the one there is.
#[utoipa::path(post, path = "/api/messages", tag = "messages", request_body = StartRequest,
    responses((status = 201, body = SentMessage), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn start(
    State(state): State<AppState>,
    viewer: Participant,
    ApiJson(request): ApiJson<StartRequest>,
) -> ApiResult<(StatusCode, Json<SentMessage>)> {
    rate_limit(&state, &viewer.user)?;
    let (athlete_id, school_id) = match &viewer.program {
        None => (
            viewer.user.id.clone(),
            request
                .school_id
                .ok_or_else(|| missing("schoolId", "Choose the program to write to."))?,
        ),
        Some((school_id, _)) => (
            request
                .athlete_id
                .ok_or_else(|| missing("athleteId", "Choose the athlete to write to."))?,
            school_id.clone(),
        ),
    };
    let kind = request.kind.unwrap_or(MessageKind::Message);
    let (conversation_id, message, recipients) =
        send(&state, &viewer, &athlete_id, &school_id, None, kind, &request.body).await?;
    let name = store::athlete_facts(&state.db.pool, &athlete_id)
        .await?
        .and_then(|a| a.full_name);
    Ok((
        StatusCode::CREATED,
        Json(SentMessage {
            conversation_id,
            message: sent_message(&viewer, message, name.as_deref()),
            waiting_for_coach: recipients.is_empty(),
        }),
    ))
}

/// One conversation with its messages and what the viewer may send.
#[utoipa::path(get, path = "/api/messages/{id}", tag = "messages",
    responses((status = 200, body = ConversationDetail), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
async fn thread(
    State(state): State<AppState>,
    viewer: Participant,
    Path(id): Path<String>,
) -> ApiResult<Json<ConversationDetail>> {
    Ok(Json(detail(&state, &viewer, &id).await?))
}

/// Adds a message to a conversation of the viewer's.
#[utoipa::path(post, path = "/api/messages/{id}/messages", tag = "messages", request_body = ReplyRequest,
    responses((status = 201, body = ThreadMessage), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn reply(
    State(state): State<AppState>,
    viewer: Participant,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<ReplyRequest>,
) -> ApiResult<(StatusCode, Json<ThreadMessage>)> {
    rate_limit(&state, &viewer.user)?;
    let row = own_conversation(&state.db, &viewer, &id).await?;
    let kind = request.kind.unwrap_or(MessageKind::Message);
    let (_, message, _) = send(
        &state,
        &viewer,
        &row.athlete_id,
        &row.school_id,
        Some(&row.id),
        kind,
        &request.body,
    )
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(sent_message(&viewer, message, row.athlete_name.as_deref())),
    ))
}

/// Marks everything in the conversation read by the viewer (the read receipt the others see).
#[utoipa::path(post, path = "/api/messages/{id}/read", tag = "messages",
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn mark_read(
    State(state): State<AppState>,
    viewer: Participant,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let row = own_conversation(&state.db, &viewer, &id).await?;
    store::mark_read(&state.db.pool, &row.id, &viewer.user.id, db::now_ms()).await?;
    let mut everyone = workspace::store::verified_coaches(&state.db.pool, &row.school_id).await?;
    everyone.push(row.athlete_id.clone());
    state
        .messages
        .publish(
            &state.db,
            Change {
                kind: "read".into(),
                conversation_id: row.id,
                user_ids: everyone,
            },
        )
        .await;
    Ok(StatusCode::NO_CONTENT)
}

/// Archives the conversation for the viewer, or brings it back.
#[utoipa::path(put, path = "/api/messages/{id}/archive", tag = "messages", request_body = ArchiveRequest,
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn archive(
    State(state): State<AppState>,
    viewer: Participant,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<ArchiveRequest>,
) -> ApiResult<StatusCode> {
    let row = own_conversation(&state.db, &viewer, &id).await?;
    let at = request.archived.then(db::now_ms);
    store::set_archived(&state.db, &row.id, &viewer.user.id, at).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Blocks the conversation: nobody can send in it until the blocker unblocks it.
#[utoipa::path(post, path = "/api/messages/{id}/block", tag = "messages",
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn block(State(state): State<AppState>, viewer: Participant, Path(id): Path<String>) -> ApiResult<StatusCode> {
    let row = own_conversation(&state.db, &viewer, &id).await?;
    if row.blocked_by.is_none() {
        store::set_blocked(&state.db, &row.id, Some(&viewer.user.id), db::now_ms()).await?;
    }
    Ok(StatusCode::NO_CONTENT)
}

/// Unblocks a conversation the viewer blocked.
#[utoipa::path(delete, path = "/api/messages/{id}/block", tag = "messages",
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn unblock(State(state): State<AppState>, viewer: Participant, Path(id): Path<String>) -> ApiResult<StatusCode> {
    let row = own_conversation(&state.db, &viewer, &id).await?;
    match row.blocked_by.as_deref() {
        None => {}
        Some(by) if by == viewer.user.id => store::set_blocked(&state.db, &row.id, None, db::now_ms()).await?,
        Some(_) => return Err(MessagingError::NotTheBlocker.into()),
    }
    Ok(StatusCode::NO_CONTENT)
}

/// Reports the conversation to the operators, who see it with its messages.
#[utoipa::path(post, path = "/api/messages/{id}/report", tag = "messages", request_body = ReportRequest,
    responses((status = 201), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn report(
    State(state): State<AppState>,
    viewer: Participant,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<ReportRequest>,
) -> ApiResult<StatusCode> {
    rate_limit(&state, &viewer.user)?;
    let row = own_conversation(&state.db, &viewer, &id).await?;
    let reason = rules::report_reason(&request.reason)?;
    store::insert_report(
        &state.db,
        &row.id,
        &viewer.user.id,
        &viewer.user.email,
        &reason,
        db::now_ms(),
    )
    .await?;
    Ok(StatusCode::CREATED)
}

/// Server-sent events: `message` and `read` with `{"conversationId"}` for the signed-in user's
/// conversations. The stream starts with `ready` and ends after ten minutes (browsers reconnect).
/// Only for participants, as every other messages route: a coach without a seat on the
/// program's plan is refused.
#[utoipa::path(get, path = "/api/messages/events", tag = "messages",
    responses((status = 200, description = "text/event-stream"), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn events(State(state): State<AppState>, viewer: Participant) -> Response {
    state.messages.stream_for(viewer.user.id).into_response()
}

fn compliance_csv(rows: &[store::ComplianceRow], filename: &str) -> Response {
    let mut out = download::csv_line(&[
        "Sent at (UTC)",
        "Program",
        "Division",
        "Coach",
        "Athlete",
        "Athlete id",
        "Grad year",
        "Kind",
        "Conversation started by",
        "Rule applied",
        "Rules checked",
        "Message or visit id",
    ]);
    for r in rows {
        let grad_year = r.grad_year.map(|y| y.to_string()).unwrap_or_default();
        let kind = MessageKind::parse(&r.kind).map(MessageKind::label).unwrap_or(&r.kind);
        out.push_str(&download::csv_line(&[
            &db::ms_to_rfc3339(r.created_at),
            r.school_name.as_deref().unwrap_or(&r.school_id),
            r.division.as_deref().unwrap_or_default(),
            &r.sender_email,
            r.athlete_name.as_deref().unwrap_or_default(),
            &r.athlete_id,
            &grad_year,
            kind,
            match r.started_by_coach {
                Some(1) => "coach",
                Some(_) => "athlete",
                None => "",
            },
            r.contact_rule.as_deref().unwrap_or_default(),
            r.rules_checked.as_deref().unwrap_or_default(),
            &r.message_id,
        ]));
    }
    download::attachment(filename, "text/csv; charset=utf-8", out)
}

/// Every message the program's coaches sent to athletes and every visit they put on an athlete's
/// calendar, with the rule that allowed each. Open to the program's verified coaches whatever
/// their plan: a compliance record outlives a plan.
#[utoipa::path(get, path = "/api/coach/messages/compliance.csv", tag = "messages",
    responses((status = 200, description = "text/csv"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 429, body = ErrorBody, description = "Over the CSV exports allowed per coach or per program")))]
async fn program_compliance_csv(
    State(state): State<AppState>,
    workspace::CoachUser(user): workspace::CoachUser,
) -> ApiResult<Response> {
    let verification = accounts::coach_verification(&state.db, &user.id).await?;
    let program = workspace::store::program_of(&state.db, &user.id).await?;
    let (CoachStatus::Verified, Some(program)) = (verification.status, program) else {
        return Err(workspace::CoachError::Unverified.into());
    };
    state.rate_limits.csv_exports.check(&user.id, &program.school_id)?;
    let rows = store::compliance_log(&state.db, Some(&program.school_id)).await?;
    Ok(compliance_csv(&rows, "message-compliance-log.csv"))
}

#[derive(Deserialize, IntoParams, Debug)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct OperatorLogQuery {
    /// One program only.
    pub school_id: Option<String>,
}

/// Every coach-to-athlete message and visit (or one program's), for the operator.
#[utoipa::path(get, path = "/api/admin/messages/compliance.csv", tag = "admin", params(OperatorLogQuery),
    responses((status = 200, description = "text/csv"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn operator_compliance_csv(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<OperatorLogQuery>,
) -> ApiResult<Response> {
    let rows = store::compliance_log(&state.db, query.school_id.as_deref()).await?;
    Ok(compliance_csv(&rows, "message-compliance-log.csv"))
}

#[derive(Deserialize, IntoParams, Debug)]
#[into_params(parameter_in = Query)]
pub struct ReportsQuery {
    /// `open` (default) or `resolved`.
    pub status: Option<String>,
}

/// A message as the operator reads it in a report.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ReportedMessage {
    pub id: String,
    pub sender_role: SenderRole,
    pub sender_name: String,
    pub kind: MessageKind,
    pub body: String,
    pub sent_at: String,
}

#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ReportedConversation {
    pub id: String,
    pub program: ProgramRef,
    pub athlete: AthleteRef,
    pub blocked: bool,
    pub messages: Vec<ReportedMessage>,
}

#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct MessageReport {
    pub id: String,
    pub reason: String,
    pub reported_at: String,
    /// The reporter's email.
    pub reporter: String,
    pub resolved_at: Option<String>,
    pub conversation: ReportedConversation,
}

#[derive(Serialize, ToSchema, Debug)]
pub struct MessageReports {
    pub reports: Vec<MessageReport>,
}

/// Reported conversations with their messages, for the operator.
#[utoipa::path(get, path = "/api/admin/messages/reports", tag = "admin", params(ReportsQuery),
    responses((status = 200, body = MessageReports), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
async fn reports(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(query): ApiQuery<ReportsQuery>,
) -> ApiResult<Json<MessageReports>> {
    let resolved = match query.status.as_deref() {
        None | Some("open") => false,
        Some("resolved") => true,
        Some(_) => return Err(missing("status", "Status is open or resolved.")),
    };
    let mut reports = Vec::new();
    for r in store::reports(&state.db, resolved).await? {
        let program_name = r.school_name.clone().unwrap_or_else(|| "A college program".into());
        let messages = store::messages(&state.db, &r.conversation_id)
            .await?
            .into_iter()
            .map(|m| ReportedMessage {
                sender_name: match m.sender_role {
                    SenderRole::Athlete => r.athlete_name.clone().unwrap_or_else(|| "Athlete".into()),
                    SenderRole::Coach => format!("{} ({program_name})", m.sender_email),
                },
                id: m.id,
                sender_role: m.sender_role,
                kind: m.kind,
                body: m.body,
                sent_at: db::ms_to_rfc3339(m.created_at),
            })
            .collect();
        reports.push(MessageReport {
            reason: r.reason,
            reported_at: db::ms_to_rfc3339(r.created_at),
            reporter: r.reporter_email,
            resolved_at: r.resolved_at.map(db::ms_to_rfc3339),
            conversation: ReportedConversation {
                id: r.conversation_id,
                program: ProgramRef {
                    school_id: r.school_id,
                    name: program_name,
                    division: r.division,
                },
                athlete: AthleteRef {
                    id: r.athlete_id,
                    full_name: r.athlete_name,
                    grad_year: r.grad_year,
                },
                blocked: r.blocked_by.is_some(),
                messages,
            },
            id: r.id,
        });
    }
    Ok(Json(MessageReports { reports }))
}

/// Marks a report handled (audited).
#[utoipa::path(post, path = "/api/admin/messages/reports/{id}/resolve", tag = "admin",
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn resolve_report(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    if !store::resolve_report(&mut tx, &id, &admin.id, db::now_ms()).await? {
        return Err(ApiError::NotFound("There is no such open report.".into()));
    }
    audit::record(
        &mut *tx,
        Actor {
            id: &admin.id,
            email: &admin.email,
        },
        AuditAction::MessageReportResolved,
        Some(&id),
        serde_json::json!({}),
    )
    .await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

impl From<MessagingError> for ApiError {
    fn from(error: MessagingError) -> Self {
        let message = error.to_string();
        match error {
            MessagingError::Invalid(f) => ApiError::Validation {
                message: f.message.clone(),
                fields: BTreeMap::from([(f.field.to_owned(), f.message)]),
            },
            MessagingError::NoSuchConversation | MessagingError::NoSuchAthlete | MessagingError::NoSuchProgram => {
                ApiError::NotFound(message)
            }
            MessagingError::NotAParticipant => ApiError::Forbidden {
                code: "forbidden",
                message,
            },
            MessagingError::BeforeContactDate { .. } => ApiError::Forbidden {
                code: "before_contact_date",
                message,
            },
            MessagingError::Limited(limit) => ApiError::Forbidden {
                code: limit.code(),
                message,
            },
            MessagingError::NotTheBlocker => ApiError::Forbidden {
                code: "not_the_blocker",
                message,
            },
            MessagingError::CoachProfileRequired => ApiError::Forbidden {
                code: "coach_profile_required",
                message,
            },
        }
    }
}
