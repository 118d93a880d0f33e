//! Support's use cases: a user sends a request (marked priority when their plan includes
//! priority support), reads their own, and an operator answers one, which closes it, emails the
//! user and is audited.

use super::{
    rules::{self, RequestDraft, SupportError},
    store::{self, Answered, QueueRow, RequestRow},
};
use crate::{
    audit::store::{self as audit, Actor, AuditAction},
    auth::store::SessionUser,
    club,
    db::{self, Db},
    http::error::ApiResult,
    mail::{self, links, templates},
    plans, AppState,
};

/// The page where a user reads their requests and the answers.
pub const SUPPORT_PAGE: &str = "/support";

/// Whether the user's plan includes priority support (`Plan::priority_support` in the plan
/// table): their own rower or family plan in force, or, for a club coach, the club's plan.
pub async fn is_priority(db: &Db, user_id: &str) -> Result<bool, sqlx::Error> {
    let now = db::now_ms();
    let own = plans::service::in_force(db, user_id, now).await?;
    let club = match club::store::club_of_coach(db, user_id).await? {
        Some((club, _)) => plans::rules::club_standing(Some(&club.stored_plan()), now)
            .ok()
            .and_then(|standing| plans::rules::find(standing.id)),
        None => None,
    };
    Ok(rules::plan_has_priority(own.into_iter().chain(club)))
}

/// Stores the user's request, open, after the rate limit and the rules.
pub async fn submit(state: &AppState, user: &SessionUser, draft: RequestDraft) -> ApiResult<RequestRow> {
    state.rate_limits.support_requests.check(&user.id)?;
    let request = rules::new_request(draft)?;
    let priority = is_priority(&state.db, &user.id).await?;
    let id = uuid::Uuid::new_v4().to_string();
    store::insert(&state.db.pool, &id, &user.id, &request, priority, db::now_ms()).await?;
    Ok(store::own(&state.db, &user.id, &id)
        .await?
        .ok_or(SupportError::NotFound)?)
}

/// The user's own request; someone else's is not found.
pub async fn own(state: &AppState, user: &SessionUser, id: &str) -> ApiResult<RequestRow> {
    Ok(store::own(&state.db, &user.id, id)
        .await?
        .ok_or(SupportError::NotFound)?)
}

/// The operators' queue (see [`store::queue`]).
pub async fn queue(state: &AppState) -> ApiResult<Vec<QueueRow>> {
    Ok(store::queue(&state.db, rules::ANSWERED_IN_QUEUE).await?)
}

/// The operator's answer: closes the request, emails the user that it is answered (with the
/// answer, the user's own request) and records the operator's act, in one transaction.
pub async fn answer(state: &AppState, operator: &SessionUser, id: &str, text: Option<String>) -> ApiResult<()> {
    let answer = rules::answer(text)?;
    let mut tx = state.db.begin_write().await?;
    let recipient = match store::answer(&mut tx, id, &answer, &operator.id, db::now_ms()).await? {
        Answered::Closed(recipient) => recipient,
        Answered::AlreadyAnswered => return Err(SupportError::AlreadyAnswered.into()),
        Answered::NotFound => return Err(SupportError::NotFound.into()),
    };
    let link = links::link(state, SUPPORT_PAGE, None);
    mail::enqueue(
        &mut *tx,
        &templates::support_answered(&recipient.email, &recipient.subject, &answer, &link),
    )
    .await?;
    audit::record(
        &mut *tx,
        Actor {
            id: &operator.id,
            email: &operator.email,
        },
        AuditAction::SupportRequestAnswered,
        // The user is the target, as in the console's other acts on an account, so erasing
        // the account anonymises this row too.
        Some(&recipient.user_id),
        serde_json::json!({"supportRequestId": id}),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The user's requests and their answers, for the data export.
pub async fn export_of(db: &Db, user_id: &str) -> Result<Vec<serde_json::Value>, sqlx::Error> {
    Ok(store::of_user(db, user_id)
        .await?
        .into_iter()
        .map(|r| {
            serde_json::json!({
                "id": r.id,
                "topic": r.topic.0,
                "subject": r.subject,
                "message": r.message,
                "priority": r.priority == 1,
                "status": r.status,
                "answer": r.answer,
                "answeredAt": r.answered_at.map(db::ms_to_rfc3339),
                "sentAt": db::ms_to_rfc3339(r.created_at),
            })
        })
        .collect())
}
