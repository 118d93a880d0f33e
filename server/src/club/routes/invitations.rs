//! Invitations: the club invites athletes and coaches; the invitee accepts or declines.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{waits_for_parent, ClubCoach};
use crate::{
    auth::{
        session::CurrentUser,
        store::{self as accounts, operator, CoachStatus, SessionUser},
    },
    club::{
        rules::{self, ClubError, InvitationKind},
        store::{self, InvitationRow},
    },
    compliance::{rules::RegistrationMetadata, store as consents},
    db,
    http::error::{ApiJson, ApiResult, ErrorBody},
    invitations::{self, store::Kind},
    mail::{self, templates},
    plans::rules as plans,
    profiles, tokens, workspace, AppState,
};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Invitation {
    pub id: String,
    pub email: String,
    pub kind: InvitationKind,
    pub created_at: String,
    pub expires_at: String,
}

impl From<InvitationRow> for Invitation {
    fn from(row: InvitationRow) -> Self {
        Invitation {
            id: row.id,
            email: row.email,
            kind: row.kind,
            created_at: db::ms_to_rfc3339(row.created_at),
            expires_at: db::ms_to_rfc3339(row.expires_at),
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewInvitation {
    pub email: Option<String>,
    pub kind: InvitationKind,
}

/// Invites an athlete (room on the roster needed) or a coach (Club Pro) by email; the link works
/// once, for 14 days. The answer is the same whether or not the address has an account.
#[utoipa::path(post, path = "/api/club/invitations", tag = "club", request_body = NewInvitation,
    responses((status = 201, body = Invitation), (status = 403, body = ErrorBody, description = "Workspace closed, or plan_limit"),
              (status = 409, body = ErrorBody, description = "already_invited or already_on_roster"),
              (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub(super) async fn invite(
    State(state): State<AppState>,
    coach: ClubCoach,
    ApiJson(input): ApiJson<NewInvitation>,
) -> ApiResult<(StatusCode, Json<Invitation>)> {
    let email = invitations::address(input.email.as_deref()).map_err(ClubError::from)?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    match input.kind {
        InvitationKind::Athlete => {
            rules::room_for_athlete(&coach.standing, store::roster_count(&mut *tx, &coach.club.id).await?)
                .map_err(ClubError::from)?
        }
        InvitationKind::Coach => {
            rules::room_for_coach(&coach.standing, store::coach_count(&mut *tx, &coach.club.id).await?)
                .map_err(ClubError::from)?
        }
    }
    if store::in_club_by_email(&mut tx, &coach.club.id, email.as_str()).await? {
        return Err(match input.kind {
            InvitationKind::Athlete => ClubError::AlreadyOnRoster,
            InvitationKind::Coach => ClubError::AlreadyInClub,
        }
        .into());
    }
    if store::has_pending_invitation(&mut tx, &coach.club.id, email.as_str(), now).await? {
        return Err(ClubError::AlreadyInvited.into());
    }
    state.rate_limits.club_invitations.check(&coach.user.id)?;
    let token = tokens::random_token();
    let expires_at = now + invitations::TTL_MS;
    let id = store::insert_invitation(
        &mut tx,
        &store::NewInvitation {
            club_id: &coach.club.id,
            email: email.as_str(),
            kind: input.kind,
            token_hash: &tokens::token_hash(&token),
            invited_by: &coach.user.id,
            now_ms: now,
            expires_at,
        },
    )
    .await?;
    let inviter = profiles::store::find(&state.db, &coach.user.id)
        .await?
        .and_then(|p| rules::inviter_name(p.full_name.as_deref()));
    let link = crate::mail::links::link(&state, "/club-invitation", Some(&token));
    let mail = templates::club_invitation(
        email.as_str(),
        &coach.club.name,
        inviter.as_deref(),
        input.kind == InvitationKind::Coach,
        &link,
    );
    mail::enqueue(&mut *tx, &mail).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(Invitation {
            id,
            email: email.as_str().to_owned(),
            kind: input.kind,
            created_at: db::ms_to_rfc3339(now),
            expires_at: db::ms_to_rfc3339(expires_at),
        }),
    ))
}

/// The club's pending invitations, newest first.
#[utoipa::path(get, path = "/api/club/invitations", tag = "club",
    responses((status = 200, body = [Invitation]), (status = 403, body = ErrorBody)))]
pub(super) async fn pending_invitations(
    State(state): State<AppState>,
    coach: ClubCoach,
) -> ApiResult<Json<Vec<Invitation>>> {
    let rows = store::pending_invitations(&state.db, &coach.club.id, db::now_ms()).await?;
    Ok(Json(rows.into_iter().map(Invitation::from).collect()))
}

/// Revokes one of the club's pending invitations; its link stops working.
#[utoipa::path(delete, path = "/api/club/invitations/{id}", tag = "club",
    params(("id" = String, Path, description = "Invitation id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub(super) async fn revoke_invitation(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    if !invitations::store::revoke(&mut *tx, Kind::Club, &coach.club.id, &id, db::now_ms()).await? {
        return Err(ClubError::NotFound("There is no such invitation.").into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Joined {
    pub club_id: String,
    pub club_name: String,
    pub kind: InvitationKind,
    /// An athlete whose account waits for a parent's approval: the membership is held, and the
    /// club's coaches see the athlete on the roster once the parent approves (nothing more to do).
    pub waiting_for_parent: bool,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvitationToken {
    pub token: String,
}

/// How an invitation is named: by its link's token (anyone signed in who has it) or by id (only
/// an invitation to the user's own email).
enum Named<'a> {
    Token(&'a str),
    Id(&'a str),
}

/// Accepts an invitation: checks it is open, meant for the user's role, and that the club's plan
/// has room; puts the user on the roster or among the club's coaches (who is verified again); a
/// minor's parent is told. A minor waiting for a parent's consent accepts too, so the invitation
/// is not lost to its expiry while the parent decides: the membership is held, out of the
/// coaches' sight, until the parent approves (a refusal erases the account, and it with it).
async fn accept(state: &AppState, user: &SessionUser, named: Named<'_>) -> ApiResult<Joined> {
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let invitation = match named {
        Named::Token(token) => {
            invitations::store::by_token(&mut tx, Kind::Club, &tokens::token_hash(token), store::invitation).await?
        }
        Named::Id(id) => store::invitation(&mut tx, id)
            .await?
            .filter(|i| i.email == user.email.to_lowercase()),
    }
    .ok_or(ClubError::NotFound("There is no such invitation."))?;
    rules::invitation_open(invitation.status, invitation.expires_at, now)?;
    rules::may_accept(invitation.kind, user.role)?;
    let club = store::find_club(&mut *tx, &invitation.club_id)
        .await?
        .ok_or(ClubError::NotFound("There is no such invitation."))?;
    let standing = plans::club_standing(Some(&club.stored_plan()), now).map_err(ClubError::from)?;
    let mut parent_mail = None;
    match invitation.kind {
        InvitationKind::Athlete => {
            if !store::is_member(&mut *tx, &club.id, &user.id).await? {
                rules::room_for_athlete(&standing, store::roster_count(&mut *tx, &club.id).await?)
                    .map_err(ClubError::from)?;
                store::add_member(&mut tx, &club.id, &user.id, now).await?;
                parent_mail = parent_notice(state, user, &club.name, waits_for_parent(user)).await?;
            }
        }
        InvitationKind::Coach => {
            let in_club = store::club_id_of_coach(&mut tx, &user.id).await?.is_some();
            let has_program = workspace::store::program_id(&mut tx, &user.id).await?.is_some();
            rules::may_join_as_coach(in_club, has_program)?;
            rules::room_for_coach(&standing, store::coach_count(&mut *tx, &club.id).await?).map_err(ClubError::from)?;
            store::add_coach(&mut tx, &user.id, &club.id, now).await?;
            operator::decide_coach(&mut tx, &user.id, CoachStatus::Pending, None, now).await?;
        }
    }
    if !invitations::store::accept(&mut tx, Kind::Club, &invitation.id, &user.id, now).await? {
        return Err(ClubError::InvitationUsed.into());
    }
    if let Some(mail) = parent_mail {
        mail::enqueue(&mut *tx, &mail).await?;
    }
    tx.commit().await?;
    Ok(Joined {
        club_id: club.id,
        club_name: club.name,
        waiting_for_parent: invitation.kind == InvitationKind::Athlete && waits_for_parent(user),
        kind: invitation.kind,
    })
}

/// The email to a minor's parent or guardian about joining the club, if the athlete is a minor
/// with a parent on record; `held` while the account waits for the parent's approval.
async fn parent_notice(
    state: &AppState,
    user: &SessionUser,
    club: &str,
    held: bool,
) -> Result<Option<mail::Email>, sqlx::Error> {
    let Some(account) = accounts::account_facts(&state.db, &user.id).await? else {
        return Ok(None);
    };
    let registration = RegistrationMetadata::from_stored(&account.metadata);
    if !rules::is_minor(registration.birth_date.as_deref(), db::today_utc()) {
        return Ok(None);
    }
    let parent = match consents::parent_email_of(&state.db, &user.id).await? {
        Some(parent) => Some(parent),
        None => registration.parent_email,
    };
    let Some(parent) = parent.filter(|p| !p.trim().is_empty()) else {
        return Ok(None);
    };
    let athlete = profiles::store::find(&state.db, &user.id)
        .await?
        .and_then(|p| p.full_name)
        .unwrap_or_else(|| user.email.clone());
    Ok(Some(templates::club_joined_parent(&parent, &athlete, club, held)))
}

/// Accepts an invitation from its email link. Any signed-in user who has the link.
#[utoipa::path(post, path = "/api/club/invitations/accept", tag = "club", request_body = InvitationToken,
    responses((status = 200, body = Joined), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "not_an_athlete, not_a_coach, plan_limit or plan_required"),
              (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "invitation_used, already_in_club or has_program"),
              (status = 410, body = ErrorBody, description = "invitation_expired")))]
pub(super) async fn accept_by_token(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(input): ApiJson<InvitationToken>,
) -> ApiResult<Json<Joined>> {
    state
        .rate_limits
        .confirm
        .check(&format!("club-invitation {}", user.id))?;
    Ok(Json(accept(&state, &user, Named::Token(input.token.trim())).await?))
}

/// Accepts an invitation to the signed-in user's own email from the dashboard.
#[utoipa::path(post, path = "/api/club/invitations/{id}/accept", tag = "club",
    params(("id" = String, Path, description = "Invitation id")),
    responses((status = 200, body = Joined), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 410, body = ErrorBody)))]
pub(super) async fn accept_by_id(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Joined>> {
    Ok(Json(accept(&state, &user, Named::Id(&id)).await?))
}

/// Declines an invitation to the signed-in user's own email.
#[utoipa::path(post, path = "/api/club/invitations/{id}/decline", tag = "club",
    params(("id" = String, Path, description = "Invitation id")),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 410, body = ErrorBody)))]
pub(super) async fn decline_invitation(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let invitation = store::invitation(&mut tx, &id)
        .await?
        .filter(|i| i.email == user.email.to_lowercase())
        .ok_or(ClubError::NotFound("There is no such invitation."))?;
    rules::invitation_open(invitation.status, invitation.expires_at, now)?;
    if !invitations::store::decline(&mut tx, Kind::Club, &id, now).await? {
        return Err(ClubError::InvitationUsed.into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
