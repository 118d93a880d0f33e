//! Messaging's use cases: inboxes and threads as a participant (or a linked parent) reads them,
//! what each side may send, the unread count, and the data export's messages.

use jiff::civil::Date;

use super::{
    model::{AthleteRef, ConversationDetail, ConversationSummary, Inbox, Participant, ProgramRef, ThreadMessage},
    rules::{self, Allowance, CoachSending, ContactState, Limit, MessageKind, MessagingError, SenderRole},
    store::{self, AthleteFacts, ConversationFacts, ConversationRow, MessageRow, Side},
};
use crate::{
    auth::store::{ConsentStatus, Role, SessionUser},
    db::{self, Db},
    http::error::{ApiError, ApiResult},
    workspace::{self},
    AppState,
};

/// The user's unread messages (the dashboard's "Messages"); 0 for accounts without messages.
pub async fn unread_for(state: &AppState, user: &SessionUser) -> Result<i64, ApiError> {
    Ok(match user.role {
        Role::Student => store::unread_total(&state.db, Side::Athlete { user_id: &user.id }).await?,
        Role::Coach => match workspace::workspace_access(state, user).await? {
            Ok((program, _)) => {
                store::unread_total(
                    &state.db,
                    Side::Coach {
                        user_id: &user.id,
                        school_id: &program.school_id,
                    },
                )
                .await?
            }
            Err(_) => 0,
        },
        _ => 0,
    })
}

/// The user's messages for the data export: every message of an athlete's conversations, or the
/// messages a coach sent.
pub async fn export_of(db: &Db, user_id: &str) -> Result<Vec<serde_json::Value>, sqlx::Error> {
    Ok(store::messages_for_export(db, user_id)
        .await?
        .into_iter()
        .map(|m| {
            serde_json::json!({
                "conversationId": m.conversation_id,
                "program": m.school_name,
                "from": m.sender_role,
                "kind": m.kind,
                "text": m.body,
                "sentAt": db::ms_to_rfc3339(m.created_at),
            })
        })
        .collect())
}

/// The day NCAA contact rules are applied on.
pub fn rules_today(state: &AppState) -> Date {
    state.config.rules_date.unwrap_or_else(db::today_utc)
}

pub(super) fn summary(row: ConversationRow, verified_coaches: i64) -> ConversationSummary {
    ConversationSummary {
        program: ProgramRef {
            school_id: row.school_id,
            name: row.school_name.unwrap_or_else(|| "A college program".into()),
            division: row.division,
        },
        athlete: AthleteRef {
            id: row.athlete_id,
            full_name: row.athlete_name,
            grad_year: row.grad_year,
        },
        last_message_at: db::ms_to_rfc3339(row.last_message_at),
        last_message_preview: row.last_body.as_deref().map(rules::preview).unwrap_or_default(),
        last_message_kind: row
            .last_kind
            .as_deref()
            .and_then(MessageKind::parse)
            .unwrap_or(MessageKind::Message),
        unread: row.unread,
        archived: row.archived_at.is_some(),
        blocked: row.blocked_by.is_some(),
        waiting_for_coach: verified_coaches == 0,
        id: row.id,
    }
}

pub(super) async fn verified_coach_count(db: &Db, school_id: &str) -> Result<i64, sqlx::Error> {
    Ok(workspace::store::verified_coaches(&db.pool, school_id).await?.len() as i64)
}

pub(super) async fn inbox_of(state: &AppState, viewer: &Participant, archived: bool) -> Result<Inbox, sqlx::Error> {
    let rows = store::inbox(&state.db, viewer.side(), archived).await?;
    let mut conversations = Vec::with_capacity(rows.len());
    for row in rows {
        let coaches = verified_coach_count(&state.db, &row.school_id).await?;
        conversations.push(summary(row, coaches));
    }
    Ok(Inbox {
        conversations,
        unread_total: store::unread_total(&state.db, viewer.side()).await?,
    })
}

/// The athlete's inbox, every conversation (archived ones too), as the athlete sees it: what a
/// linked parent reads. Nothing is marked read.
pub async fn athlete_inbox(state: &AppState, athlete: &SessionUser) -> Result<Inbox, sqlx::Error> {
    let viewer = Participant {
        user: athlete.clone(),
        program: None,
    };
    let mut inbox = inbox_of(state, &viewer, false).await?;
    inbox
        .conversations
        .extend(inbox_of(state, &viewer, true).await?.conversations);
    inbox
        .conversations
        .sort_by(|a, b| b.last_message_at.cmp(&a.last_message_at));
    Ok(inbox)
}

/// One of the athlete's conversations as the athlete sees it: what a linked parent reads.
/// Nothing is marked read.
pub async fn athlete_thread(
    state: &AppState,
    athlete: &SessionUser,
    conversation_id: &str,
) -> Result<ConversationDetail, ApiError> {
    let viewer = Participant {
        user: athlete.clone(),
        program: None,
    };
    detail(state, &viewer, conversation_id).await
}

/// What the athlete may send a program, and what a coach may send an athlete.
pub(super) fn athlete_side_allowance(athlete: &SessionUser, blocked: bool) -> Allowance {
    rules::athlete_allowance(athlete.consent_status == ConsentStatus::Pending, blocked)
}

pub(super) fn coach_side_allowance(
    state: &AppState,
    school_id: &str,
    division: Option<&str>,
    athlete: &AthleteFacts,
    conversation: Option<&ConversationFacts>,
) -> Allowance {
    rules::coach_allowance(&CoachSending {
        today: rules_today(state),
        division,
        grad_year: athlete.grad_year,
        starting: conversation.is_none(),
        committed_elsewhere: athlete.commitment_status != "open"
            && athlete.committed_school_id.as_deref() != Some(school_id),
        signed_elsewhere: athlete.commitment_status == "signed",
        parent_allows_coach_messages: parent_allows_coach_messages(athlete),
        athlete_awaiting_consent: awaiting_consent(athlete),
        blocked: conversation.is_some_and(|c| c.blocked_by.is_some()),
    })
}

fn parent_allows_coach_messages(athlete: &AthleteFacts) -> bool {
    athlete.coach_messages != 0
}

fn awaiting_consent(athlete: &AthleteFacts) -> bool {
    athlete.consent_status == ConsentStatus::Pending.as_str()
}

/// What a parent's consent holds back of coaches' communications about the athlete, for other
/// domains: a minor still waiting for a parent's approval, or one whose parent turned coach
/// communications off; `None` when neither. The same facts a coach's message is refused on.
pub fn parental_hold(athlete: &AthleteFacts) -> Option<Limit> {
    if awaiting_consent(athlete) {
        Some(Limit::AwaitingConsent)
    } else if !parent_allows_coach_messages(athlete) {
        Some(Limit::ParentPausedCoachContact)
    } else {
        None
    }
}

/// An athlete's contact state, noting when the message will wait for a verified coach.
pub(super) fn athlete_contact(allowance: &Allowance, verified_coaches: i64) -> ContactState {
    let mut contact = ContactState::from(allowance);
    if contact.may_write && verified_coaches == 0 {
        contact.reason = Some("no_verified_coach".into());
        contact.message = Some(
            "No coach of this program is verified on RowRecruit yet. Your message will wait and reach the program's coaches once one is verified."
                .into(),
        );
    }
    contact
}

pub(super) async fn athlete_or_404(db: &Db, athlete_id: &str) -> ApiResult<Result<AthleteFacts, MessagingError>> {
    Ok(store::athlete_facts(&db.pool, athlete_id)
        .await?
        .ok_or(MessagingError::NoSuchAthlete))
}

pub(super) async fn program_or_404(db: &Db, school_id: &str) -> ApiResult<Result<store::ProgramFacts, MessagingError>> {
    Ok(store::program_facts(&db.pool, school_id)
        .await?
        .ok_or(MessagingError::NoSuchProgram))
}

/// A coach reaches an athlete who is shown to coaches, or one already in a conversation with the
/// program (the athlete wrote first); anyone else is "no such athlete".
pub(super) async fn reachable_athlete(
    db: &Db,
    school_id: &str,
    athlete_id: &str,
) -> ApiResult<Result<(AthleteFacts, Option<ConversationFacts>), MessagingError>> {
    let athlete = match athlete_or_404(db, athlete_id).await? {
        Ok(athlete) => athlete,
        Err(refusal) => return Ok(Err(refusal)),
    };
    let conversation = match store::find_id(&db.pool, athlete_id, school_id).await? {
        Some(id) => store::facts(&mut *db.pool.acquire().await?, &id).await?,
        None => None,
    };
    if conversation.is_none() && athlete.shown_to_coaches != 1 {
        return Ok(Err(MessagingError::NoSuchAthlete));
    }
    Ok(Ok((athlete, conversation)))
}

/// What the program's coaches may send the athlete now, with their conversation if there is one.
pub(super) async fn program_allowance(
    state: &AppState,
    school_id: &str,
    athlete_id: &str,
) -> ApiResult<Result<(Allowance, Option<ConversationFacts>), MessagingError>> {
    let (athlete, conversation) = match reachable_athlete(&state.db, school_id, athlete_id).await? {
        Ok(found) => found,
        Err(refusal) => return Ok(Err(refusal)),
    };
    let program = match program_or_404(&state.db, school_id).await? {
        Ok(program) => program,
        Err(refusal) => return Ok(Err(refusal)),
    };
    let allowance = coach_side_allowance(
        state,
        school_id,
        program.division.as_deref(),
        &athlete,
        conversation.as_ref(),
    );
    Ok(Ok((allowance, conversation)))
}

/// Whether the program's coaches may reach the athlete now the way a message does, under the
/// same rules and blocks (the contact date, a block by either side, a parent's pause, a consent
/// still pending, a commitment elsewhere): the rule that allows it, for the contact log, or the
/// refusal. For other domains that reach an athlete on a program's behalf: a coach's visit on the
/// athlete's calendar, checked when it is written and each time the athlete's calendar is read.
pub async fn coach_contact(
    state: &AppState,
    school_id: &str,
    athlete_id: &str,
) -> ApiResult<Result<String, MessagingError>> {
    Ok(program_allowance(state, school_id, athlete_id)
        .await?
        .and_then(|(allowance, _)| allowance.permit(MessageKind::Message))
        .map(Option::unwrap_or_default))
}

/// Writes a message from the program to the athlete as `coach`, under every rule and block a
/// message from the composer meets, in their one conversation (opened if there is none): for
/// other domains that tell the athlete what the program did (an offer). Returns the
/// conversation's id.
pub async fn post_for_program(
    state: &AppState,
    coach: &SessionUser,
    school_id: &str,
    school_name: &str,
    athlete_id: &str,
    body: &str,
) -> ApiResult<String> {
    let viewer = Participant {
        user: coach.clone(),
        program: Some((school_id.to_owned(), school_name.to_owned())),
    };
    let (conversation_id, _, _) =
        super::routes::send(state, &viewer, athlete_id, school_id, None, MessageKind::Message, body).await?;
    Ok(conversation_id)
}

/// The id of the athlete's conversation with the program, if there is one.
pub async fn conversation_id(db: &Db, athlete_id: &str, school_id: &str) -> Result<Option<String>, sqlx::Error> {
    store::find_id(&db.pool, athlete_id, school_id).await
}

pub(super) async fn own_conversation(db: &Db, viewer: &Participant, id: &str) -> ApiResult<ConversationRow> {
    Ok(store::conversation(db, viewer.side(), id)
        .await?
        .ok_or(MessagingError::NoSuchConversation)?)
}

pub(super) async fn detail(state: &AppState, viewer: &Participant, id: &str) -> Result<ConversationDetail, ApiError> {
    let row = own_conversation(&state.db, viewer, id).await?;
    let coaches = verified_coach_count(&state.db, &row.school_id).await?;
    let blocked_by_me = row.blocked_by.as_deref() == Some(viewer.user.id.as_str());
    let blocked = row.blocked_by.is_some();
    let contact = match &viewer.program {
        None => athlete_contact(&athlete_side_allowance(&viewer.user, blocked), coaches),
        Some((school_id, _)) => {
            let athlete = athlete_or_404(&state.db, &row.athlete_id).await??;
            let facts = ConversationFacts {
                id: row.id.clone(),
                athlete_id: row.athlete_id.clone(),
                school_id: row.school_id.clone(),
                blocked_by: row.blocked_by.clone(),
            };
            ContactState::from(&coach_side_allowance(
                state,
                school_id,
                row.division.as_deref(),
                &athlete,
                Some(&facts),
            ))
        }
    };
    let readers = store::readers(&state.db, &row.id).await?;
    let program_name = row.school_name.clone().unwrap_or_else(|| "A college program".into());
    let athlete_name = row.athlete_name.clone();
    let messages = store::messages(&state.db, &row.id)
        .await?
        .into_iter()
        .map(|m| {
            let read_by = readers
                .iter()
                .filter(|r| Some(&r.user_id) != m.sender_id.as_ref() && r.last_read_at >= m.created_at)
                .filter(|r| {
                    // Receipts come from the other side: a colleague's reading is not a receipt.
                    let reader_is_athlete = r.user_id == row.athlete_id;
                    reader_is_athlete != (m.sender_role == SenderRole::Athlete)
                })
                .map(|r| match (&r.full_name, &r.coach_name) {
                    (Some(name), _) if r.user_id == row.athlete_id => name.clone(),
                    (_, Some(coach)) if r.user_id != row.athlete_id => coach.clone(),
                    _ if r.user_id == row.athlete_id => "Athlete".into(),
                    _ => "A coach".into(),
                })
                .collect();
            ThreadMessage {
                sender_name: match m.sender_role {
                    SenderRole::Athlete => athlete_name.clone().unwrap_or_else(|| "Athlete".into()),
                    SenderRole::Coach => m.sender_name.unwrap_or_else(|| format!("A coach at {program_name}")),
                },
                mine: m.sender_id.as_deref() == Some(viewer.user.id.as_str()),
                id: m.id,
                sender_role: m.sender_role,
                kind: m.kind,
                body: m.body,
                sent_at: db::ms_to_rfc3339(m.created_at),
                read_by,
            }
        })
        .collect();
    let reported = store::reported_by(&state.db, &row.id, &viewer.user.id).await?;
    Ok(ConversationDetail {
        summary: summary(row, coaches),
        viewer_role: viewer.role(),
        messages,
        contact,
        blocked_by_me,
        reported,
    })
}

pub(super) fn sent_message(viewer: &Participant, message: MessageRow, athlete_name: Option<&str>) -> ThreadMessage {
    ThreadMessage {
        id: message.id,
        sender_role: message.sender_role,
        sender_name: message.sender_name.clone().unwrap_or_else(|| viewer.name(athlete_name)),
        mine: true,
        kind: message.kind,
        body: message.body,
        sent_at: db::ms_to_rfc3339(message.created_at),
        read_by: Vec::new(),
    }
}
