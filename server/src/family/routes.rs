//! The family endpoints (`/api/family…`), their wire types, and the `ParentUser` and
//! `AthleteUser` extractors. What a parent reads of a child comes from the owners' functions, in
//! the owners' shapes; a parent never writes for the child.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    access::{child_facts, consent_holder, AthleteUser, Child, LinkedChild, ParentPasswordConfirmation, ParentUser},
    rules::{self, FamilyError, LinkVia, ParentAction, Relation, Rights},
    store::{self, InvitationRow, LinkRow},
};
use crate::{
    auth::{
        session::CurrentUser,
        store::{self as accounts, ConsentStatus, Role, SessionUser},
    },
    compliance::{
        log::{self, Event},
        rules::{self as compliance_rules, ConsentScope},
        store::{self as consents, ParentalConsentStatus, ScopesRow},
    },
    db::{self, Db},
    http::{
        client_address::ClientAddress,
        error::{ApiError, ApiJson, ApiResult, ErrorBody},
    },
    invitations::{self, store::Kind},
    mail::{self, templates, EmailKind},
    messaging,
    performance::model::PerformanceLog,
    plans::rules::{self as plans, FamilyStanding},
    profiles::{self, Profile},
    recruiting::model::ProfileViews,
    schools::model::SavedSchool,
    tokens, AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(overview))
        .routes(routes!(set_digest))
        .routes(routes!(invite, pending_invitations))
        .routes(routes!(revoke_invitation))
        .routes(routes!(accept_invitation))
        .routes(routes!(parents))
        .routes(routes!(keep_parent))
        .routes(routes!(remove_parent))
        .routes(routes!(unlink_child))
        .routes(routes!(child_profile))
        .routes(routes!(child_performance))
        .routes(routes!(child_saved_schools))
        .routes(routes!(child_questionnaires))
        .routes(routes!(child_views))
        .routes(routes!(child_conversations))
        .routes(routes!(child_club_college))
        .routes(routes!(child_conversation))
        .routes(routes!(child_calendar))
        .routes(routes!(set_consents))
        .routes(routes!(freeze))
        .routes(routes!(unfreeze))
        .routes(routes!(set_rights))
}

// ---- who may enter ----

async fn standing_of(db: &Db, parent_id: &str) -> Result<FamilyStanding, sqlx::Error> {
    let plan = crate::plans::service::in_force(db, parent_id, crate::db::now_ms()).await?;
    Ok(plans::family_standing(plan.map(|plan| plan.id)))
}

// ---- linking by consent ----

/// Links a parent to every minor whose consent they gave: the consents their account holds, and
/// those no account holds yet that name the parent's confirmed address (`email`), which the
/// account claims, so the consent stays with the account whatever its address becomes. The
/// consenting parent always gets a place: when the child's two places are taken, the newest
/// parent who only follows gives theirs up and the minor is told. A child one more than the
/// parent's plan follows is left unlinked. Idempotent; returns how many links were made. The
/// caller has checked that the account is a parent's with a confirmed address.
pub async fn link_by_consent(state: &AppState, parent_id: &str, email: &str) -> Result<usize, sqlx::Error> {
    let db = &state.db;
    let approved = consents::approved_for_parent(db, parent_id, email).await?;
    if approved.is_empty() {
        return Ok(0);
    }
    let standing = standing_of(db, parent_id).await?;
    let mut linked = 0;
    for consent in approved {
        let child_id = consent.child_user_id.as_str();
        let Some(child) = child_facts(db, child_id).await? else {
            continue;
        };
        // An adult decides for themselves (and one who removed this parent stays unlinked).
        if child.adult {
            continue;
        }
        let mut tx = db.begin_write().await?;
        if consent.parent_user_id.is_none()
            && consents::claim_approved(&mut *tx, parent_id, email, Some(child_id)).await? == 0
        {
            continue;
        }
        if store::link(&mut *tx, parent_id, child_id).await?.is_none()
            && rules::room_for_child(&standing, store::child_count(&mut tx, parent_id).await?).is_ok()
        {
            make_room_for_consenting_parent(state, &mut tx, &child).await?;
            let new = store::NewLink {
                parent_id,
                child_id,
                relation: Relation::parse(&consent.relation).unwrap_or(Relation::Parent),
                via: LinkVia::Consent,
                rights: Rights::Full,
                now_ms: db::now_ms(),
            };
            if store::insert_link(&mut tx, &new).await? {
                log_link(&mut tx, &child.user, parent_id, LinkVia::Consent).await?;
                linked += 1;
            }
        }
        tx.commit().await?;
    }
    Ok(linked)
}

/// When the child's places are taken, the newest parent who only follows gives theirs up to the
/// consenting parent; logged, and the minor is told by email.
async fn make_room_for_consenting_parent(
    state: &AppState,
    conn: &mut sqlx::AnyConnection,
    child: &Child,
) -> Result<(), sqlx::Error> {
    let parents = store::parents_of_child(&mut *conn, &child.user.id).await?;
    if rules::room_for_parent(parents.len() as i64).is_ok() {
        return Ok(());
    }
    let links: Vec<_> = parents
        .iter()
        .map(|p| (p.link.parent_id.clone(), p.link.rights))
        .collect();
    let Some(leaving) =
        rules::place_for_consenting_parent(&links).and_then(|id| parents.iter().find(|p| p.link.parent_id == id))
    else {
        return Ok(());
    };
    store::remove_link(&mut *conn, &leaving.link.parent_id, &child.user.id).await?;
    log_unlink(&mut *conn, &child.user, &leaving.link.parent_id, "consenting parent").await?;
    let link = crate::mail::links::link(state, "/settings", None);
    mail::enqueue(
        &mut *conn,
        &templates::family_place_taken(&child.user.email, &leaving.email, &link),
    )
    .await
}

async fn log_link(
    conn: &mut sqlx::AnyConnection,
    child: &SessionUser,
    parent_id: &str,
    via: LinkVia,
) -> Result<(), sqlx::Error> {
    log::append(
        &mut *conn,
        Event {
            user_id: Some(&child.id),
            email: &child.email,
            event_type: log::PARENT_LINKED,
            details: serde_json::json!({"parent_id": parent_id, "via": via.as_str()}),
            ip: None,
        },
    )
    .await
}

async fn log_unlink(
    conn: &mut sqlx::AnyConnection,
    child: &SessionUser,
    parent_id: &str,
    by: &str,
) -> Result<(), sqlx::Error> {
    log::append(
        &mut *conn,
        Event {
            user_id: Some(&child.id),
            email: &child.email,
            event_type: log::PARENT_UNLINKED,
            details: serde_json::json!({"parent_id": parent_id, "by": by}),
            ip: None,
        },
    )
    .await
}

// ---- the portal ----

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FamilyPlan {
    /// `family-basic`, `family-plus` or `family-premier`; null when no plan is set (Family Basic's
    /// limit, free).
    pub id: Option<String>,
    pub name: String,
    /// Null is unlimited.
    pub children_limit: Option<u32>,
}

/// One consent scope of a minor's account.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Scope {
    pub granted: bool,
    /// When it was last given or withdrawn; null when never given.
    pub changed_at: Option<String>,
    pub required: bool,
}

/// The consent scopes of a minor's account (`compliance::rules::CONSENT_SCOPES`).
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Consents {
    pub basic_use: Scope,
    pub coach_communications: Scope,
    pub third_party_sharing: Scope,
    pub analytics: Scope,
}

impl Consents {
    fn of(row: &ScopesRow) -> Consents {
        let approved = row.status == ParentalConsentStatus::Approved;
        let decided = if approved { row.decided_at } else { None };
        let scope = |scope: ConsentScope, granted: bool, changed_at: Option<i64>| Scope {
            granted,
            changed_at: changed_at.map(db::ms_to_rfc3339),
            required: compliance_rules::scope_rule(scope).required,
        };
        Consents {
            basic_use: scope(ConsentScope::BasicUse, approved, decided),
            coach_communications: scope(
                ConsentScope::CoachCommunications,
                row.coach_messages != 0,
                row.coach_messages_changed_at.or(decided),
            ),
            third_party_sharing: scope(
                ConsentScope::ThirdPartySharing,
                row.third_party_sharing != 0,
                row.third_party_sharing_changed_at,
            ),
            analytics: scope(ConsentScope::Analytics, row.analytics != 0, row.analytics_changed_at),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FamilyChild {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub age: u32,
    pub minor: bool,
    pub consent_status: ConsentStatus,
    pub frozen: bool,
    /// Messages from coaches the child has not read.
    pub unread_for_child: i64,
    /// Null for an adult (they decide for themselves).
    pub consents: Option<Consents>,
    /// Your rights over the child: `full` (you gave consent, or the parent who did gave you full
    /// rights) or `follow` (you read, and may only withdraw a consent or refuse collection).
    pub rights: Rights,
    /// You are the parent who gave consent.
    pub gave_consent: bool,
    /// Every parent linked to the child, you included, oldest link first.
    pub parents: Vec<ChildParent>,
    /// What happened lately in the child's recruiting, newest first (at most
    /// [`LATEST_ACTIVITY`] lines from the last 30 days).
    pub latest_activity: Vec<ActivityLine>,
    /// Offers programs made the child, newest first. Read only: the child answers them.
    pub offers: Vec<crate::offers::service::RecruitingOffer>,
}

/// One dated line of a child's recent recruiting.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActivityLine {
    /// RFC 3339; a profile view is dated by its day.
    pub at: String,
    pub text: String,
}

/// Lines of activity on each child's card.
pub const LATEST_ACTIVITY: usize = 4;
const ACTIVITY_DAYS_MS: i64 = 30 * db::DAY_MS;

/// The child's latest recruiting: their own news (results, scores, commitment), the latest
/// message of each conversation and the programs that viewed their profile, newest first.
async fn latest_activity(db: &db::Db, child_id: &str, now_ms: i64) -> Result<Vec<ActivityLine>, sqlx::Error> {
    let since = now_ms - ACTIVITY_DAYS_MS;
    let mut lines: Vec<(i64, String)> = crate::athlete_news::store::latest_of(db, child_id, LATEST_ACTIVITY as i64)
        .await?
        .into_iter()
        .filter(|n| n.created_at >= since)
        .map(|n| (n.created_at, n.summary))
        .collect();
    let side = messaging::store::Side::Athlete { user_id: child_id };
    for conversation in messaging::store::inbox(db, side, false).await? {
        if conversation.last_message_at >= since {
            let program = conversation.school_name.unwrap_or_else(|| "a college program".into());
            lines.push((
                conversation.last_message_at,
                format!("New message in the conversation with {program}"),
            ));
        }
    }
    for view in crate::profile_views::store::views_by_program(db, child_id, since).await? {
        let day = view.last_viewed_on.parse::<jiff::civil::Date>().ok();
        let at = day
            .and_then(|d| d.to_zoned(jiff::tz::TimeZone::UTC).ok())
            .map_or(since, |z| z.timestamp().as_millisecond());
        let program = view.school_name.unwrap_or_else(|| "A college program".into());
        lines.push((at, format!("{program} viewed the profile")));
    }
    lines.sort_by_key(|line| std::cmp::Reverse(line.0));
    lines.truncate(LATEST_ACTIVITY);
    Ok(lines
        .into_iter()
        .map(|(at, text)| ActivityLine {
            at: db::ms_to_rfc3339(at),
            text,
        })
        .collect())
}

/// A parent linked to a child, as the child's parents see each other.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChildParent {
    pub parent_id: String,
    pub name: Option<String>,
    pub email: String,
    pub relation: Relation,
    pub rights: Rights,
    /// The parent who gave consent (they always hold full rights).
    pub gave_consent: bool,
    /// When full rights were last granted or revoked; null when never.
    pub rights_changed_at: Option<String>,
    /// This is you.
    pub you: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FamilyOverview {
    pub plan: FamilyPlan,
    /// The weekly digest email is on.
    pub digest: bool,
    pub children: Vec<FamilyChild>,
}

/// The parent portal's home: the family plan, the digest, each linked child. Opening it links
/// the parent to the minors whose consent they approved.
#[utoipa::path(get, path = "/api/family", tag = "family",
    responses((status = 200, body = FamilyOverview), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn overview(State(state): State<AppState>, ParentUser(parent): ParentUser) -> ApiResult<Json<FamilyOverview>> {
    let db = &state.db;
    if parent.email_confirmed_at.is_some() {
        link_by_consent(&state, &parent.id, &parent.email).await?;
    }
    let settings = store::settings(&db.pool, &parent.id).await?;
    let standing = standing_of(db, &parent.id).await?;
    let today = db::today_utc();
    let mut children = Vec::new();
    for link in store::links_of_parent(db, &parent.id).await? {
        let Some(child) = child_facts(db, &link.child_id).await? else {
            continue;
        };
        let profile = profiles::store::find(db, &link.child_id).await?;
        let scopes = consents::scopes_of(&db.pool, &link.child_id).await?;
        let holder = scopes.as_ref().and_then(ScopesRow::holder);
        let consents = scopes.as_ref().filter(|_| !child.adult).map(Consents::of);
        let gave_consent = holder == Some(parent.id.as_str());
        let parents = store::parents_of_child(&db.pool, &link.child_id)
            .await?
            .into_iter()
            .map(|p| {
                let consenting = holder == Some(p.link.parent_id.as_str());
                ChildParent {
                    rights: rules::rights(p.link.rights, consenting),
                    gave_consent: consenting,
                    rights_changed_at: p.link.rights_changed_at.map(db::ms_to_rfc3339),
                    you: p.link.parent_id == parent.id,
                    parent_id: p.link.parent_id,
                    name: p.name,
                    email: p.email,
                    relation: p.link.relation,
                }
            })
            .collect();
        children.push(FamilyChild {
            age: child
                .metadata
                .birth_date
                .as_deref()
                .and_then(compliance_rules::parse_birth_date)
                .map_or(0, |birth| compliance_rules::age_on(birth, today)),
            minor: !child.adult,
            consent_status: child.user.consent_status,
            frozen: child.frozen,
            unread_for_child: messaging::store::unread_total(
                db,
                messaging::store::Side::Athlete {
                    user_id: &link.child_id,
                },
            )
            .await?,
            consents,
            rights: rules::rights(link.rights, gave_consent),
            gave_consent,
            parents,
            latest_activity: latest_activity(db, &link.child_id, db::now_ms()).await?,
            offers: crate::offers::service::offers_of(&state, &link.child_id).await?,
            full_name: profile.as_ref().and_then(|p| p.full_name.clone()),
            grad_year: profile.as_ref().and_then(|p| p.grad_year),
            id: link.child_id,
        });
    }
    Ok(Json(FamilyOverview {
        plan: FamilyPlan {
            id: standing.id.map(str::to_owned),
            name: standing.name.to_owned(),
            children_limit: standing.limits.children,
        },
        digest: settings.digest_off_at.is_none(),
        children,
    }))
}

#[derive(Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DigestSetting {
    pub enabled: bool,
}

/// Turns the weekly digest email on or off.
#[utoipa::path(put, path = "/api/family/digest", tag = "family", request_body = DigestSetting,
    responses((status = 200, body = DigestSetting), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn set_digest(
    State(state): State<AppState>,
    ParentUser(parent): ParentUser,
    ApiJson(input): ApiJson<DigestSetting>,
) -> ApiResult<Json<DigestSetting>> {
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    // Recorded as every switch of a kind of email is, so Settings shows it too.
    let was_on = store::settings(&mut *tx, &parent.id).await?.digest_off_at.is_none();
    if mail::store::switched(
        &mut tx,
        &parent.id,
        EmailKind::FamilyDigest,
        was_on,
        input.enabled,
        false,
        now,
    )
    .await?
    {
        store::set_digest(&mut tx, &parent.id, input.enabled, now).await?;
    }
    tx.commit().await?;
    Ok(Json(input))
}

// ---- invitations (athlete side) ----

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewFamilyInvitation {
    pub email: Option<String>,
    /// `parent` (default) or `guardian`.
    pub relation: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FamilyInvitationSent {
    pub id: String,
    pub email: String,
    pub expires_at: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FamilyInvitation {
    pub id: String,
    pub email: String,
    pub relation: Relation,
    pub created_at: String,
    pub expires_at: String,
}

impl From<InvitationRow> for FamilyInvitation {
    fn from(row: InvitationRow) -> Self {
        FamilyInvitation {
            id: row.id,
            email: row.email,
            relation: row.relation,
            created_at: db::ms_to_rfc3339(row.created_at),
            expires_at: db::ms_to_rfc3339(row.expires_at),
        }
    }
}

/// The athlete invites a parent or guardian by email; the link works once, for 14 days. The
/// answer is the same whether or not the address has an account.
#[utoipa::path(post, path = "/api/family/invitations", tag = "family", request_body = NewFamilyInvitation,
    responses((status = 201, body = FamilyInvitationSent), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "parents_full, already_linked or already_invited"),
              (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn invite(
    State(state): State<AppState>,
    AthleteUser(athlete): AthleteUser,
    ApiJson(input): ApiJson<NewFamilyInvitation>,
) -> ApiResult<(StatusCode, Json<FamilyInvitationSent>)> {
    let email = rules::invitation_email(input.email.as_deref(), &athlete.email).map_err(FamilyError::from)?;
    let relation = rules::relation(input.relation.as_deref()).map_err(FamilyError::from)?;
    let now = db::now_ms();
    let parents = store::parents_of_child(&state.db.pool, &athlete.id).await?;
    if parents.iter().any(|p| p.email.eq_ignore_ascii_case(email.as_str())) {
        return Err(FamilyError::AlreadyLinked.into());
    }
    rules::room_for_parent(parents.len() as i64)?;
    let mut tx = state.db.begin_write().await?;
    if store::pending_invitations(&mut *tx, &athlete.id, now)
        .await?
        .iter()
        .any(|i| i.email.eq_ignore_ascii_case(email.as_str()))
    {
        return Err(FamilyError::AlreadyInvited.into());
    }
    state.rate_limits.family_invitations.check(&athlete.id)?;
    let token = tokens::random_token();
    let expires_at = now + invitations::TTL_MS;
    let id = store::insert_invitation(
        &mut tx,
        &store::NewInvitation {
            child_id: &athlete.id,
            email: email.as_str(),
            relation,
            token_hash: &tokens::token_hash(&token),
            now_ms: now,
            expires_at,
        },
    )
    .await?;
    let name = profiles::store::find(&state.db, &athlete.id)
        .await?
        .and_then(|p| p.full_name)
        .map(|n| n.trim().to_owned())
        .filter(|n| !n.is_empty());
    let link = crate::mail::links::link(&state, "/family-invitation", Some(&token));
    mail::enqueue(
        &mut *tx,
        &templates::family_invitation(email.as_str(), name.as_deref(), &link),
    )
    .await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(FamilyInvitationSent {
            id,
            email: email.as_str().to_owned(),
            expires_at: db::ms_to_rfc3339(expires_at),
        }),
    ))
}

/// The athlete's pending invitations, newest first.
#[utoipa::path(get, path = "/api/family/invitations", tag = "family",
    responses((status = 200, body = [FamilyInvitation]), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn pending_invitations(
    State(state): State<AppState>,
    AthleteUser(athlete): AthleteUser,
) -> ApiResult<Json<Vec<FamilyInvitation>>> {
    Ok(Json(
        store::pending_invitations(&state.db.pool, &athlete.id, db::now_ms())
            .await?
            .into_iter()
            .map(FamilyInvitation::from)
            .collect(),
    ))
}

/// The athlete revokes a pending invitation; its link stops working.
#[utoipa::path(delete, path = "/api/family/invitations/{id}", tag = "family",
    params(("id" = String, Path, description = "Invitation id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn revoke_invitation(
    State(state): State<AppState>,
    AthleteUser(athlete): AthleteUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    if !invitations::store::revoke(&state.db.pool, Kind::Family, &athlete.id, &id, db::now_ms()).await? {
        return Err(FamilyError::NotFound("There is no such invitation.").into());
    }
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, ToSchema)]
pub struct FamilyInvitationToken {
    pub token: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvitationAccepted {
    pub child_id: String,
    pub child_name: Option<String>,
}

/// A signed-in parent accepts an athlete's invitation from its email link.
#[utoipa::path(post, path = "/api/family/invitations/accept", tag = "family", request_body = FamilyInvitationToken,
    responses((status = 200, body = InvitationAccepted), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "not_a_parent or plan_limit"),
              (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "invitation_used or parents_full"),
              (status = 410, body = ErrorBody, description = "invitation_expired")))]
async fn accept_invitation(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(input): ApiJson<FamilyInvitationToken>,
) -> ApiResult<Json<InvitationAccepted>> {
    state
        .rate_limits
        .confirm
        .check(&format!("family-invitation {}", user.id))?;
    if user.role == Role::Parent && user.email_confirmed_at.is_some() {
        // The parent who gave consent is linked as such, whatever the invitation says.
        link_by_consent(&state, &user.id, &user.email).await?;
    }
    let now = db::now_ms();
    let standing = standing_of(&state.db, &user.id).await?;
    let mut tx = state.db.begin_write().await?;
    let token_hash = tokens::token_hash(input.token.trim());
    let invitation = invitations::store::by_token(&mut tx, Kind::Family, &token_hash, store::invitation)
        .await?
        .ok_or(FamilyError::NotFound("There is no such invitation."))?;
    rules::invitation_open(invitation.status, invitation.expires_at, now)?;
    if user.role != Role::Parent {
        return Err(FamilyError::NotAParent.into());
    }
    let child = child_facts(&state.db, &invitation.child_id)
        .await?
        .ok_or(FamilyError::NotFound("There is no such invitation."))?;
    if store::link(&mut *tx, &user.id, &invitation.child_id).await?.is_none() {
        let parents = store::parent_count(&mut *tx, &invitation.child_id).await?;
        rules::room_for_parent(parents)?;
        rules::room_for_child(&standing, store::child_count(&mut tx, &user.id).await?).map_err(FamilyError::from)?;
        if child.adult && standing.id.is_none() {
            // An adult athlete's family members come with their plan and its parent-access
            // add-on, or with the parent's family plan.
            let level = crate::plans::service::rower_level(&state.db, &child.user.id, now).await?;
            let extra = crate::billing::add_ons::quantity(
                &state.db.pool,
                crate::billing::rules::SubjectKind::Account,
                &child.user.id,
                crate::plans::rules::AddOnId::ParentAccess,
            )
            .await?;
            if !crate::plans::rules::within(Some(level.family_members.saturating_add(extra)), parents) {
                return Err(FamilyError::from(crate::plans::PlanError::FamilyMembers).into());
            }
        }
        // The athlete's invitation gives no rights: the parent follows.
        let new = store::NewLink {
            parent_id: &user.id,
            child_id: &invitation.child_id,
            relation: invitation.relation,
            via: LinkVia::Invitation,
            rights: Rights::Follow,
            now_ms: now,
        };
        store::insert_link(&mut tx, &new).await?;
        log_link(&mut tx, &child.user, &user.id, LinkVia::Invitation).await?;
    }
    if !invitations::store::accept(&mut tx, Kind::Family, &invitation.id, &user.id, now).await? {
        return Err(FamilyError::InvitationUsed.into());
    }
    tx.commit().await?;
    let name = profiles::store::find(&state.db, &invitation.child_id)
        .await?
        .and_then(|p| p.full_name);
    Ok(Json(InvitationAccepted {
        child_id: invitation.child_id,
        child_name: name,
    }))
}

// ---- the athlete's parents ----

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LinkedParent {
    pub parent_id: String,
    pub name: Option<String>,
    pub email: String,
    pub relation: Relation,
    pub linked_at: String,
    /// The athlete is 18 or over and has not decided whether this parent stays linked.
    pub decision_needed: bool,
    /// `full`: the parent who gave consent, or one they gave full rights to; `follow` otherwise.
    pub rights: Rights,
    /// The parent who gave consent.
    pub gave_consent: bool,
}

/// The athlete's linked parents and guardians.
#[utoipa::path(get, path = "/api/family/parents", tag = "family",
    responses((status = 200, body = [LinkedParent]), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn parents(
    State(state): State<AppState>,
    AthleteUser(athlete): AthleteUser,
) -> ApiResult<Json<Vec<LinkedParent>>> {
    let adult = child_facts(&state.db, &athlete.id).await?.is_some_and(|c| c.adult);
    let holder = consent_holder(&state.db.pool, &athlete.id).await?;
    Ok(Json(
        store::parents_of_child(&state.db.pool, &athlete.id)
            .await?
            .into_iter()
            .map(|p| {
                let consenting = holder.as_deref() == Some(p.link.parent_id.as_str());
                LinkedParent {
                    rights: rules::rights(p.link.rights, consenting),
                    gave_consent: consenting,
                    parent_id: p.link.parent_id,
                    name: p.name,
                    email: p.email,
                    relation: p.link.relation,
                    linked_at: db::ms_to_rfc3339(p.link.linked_at),
                    decision_needed: adult && p.link.adult_decision.is_none(),
                }
            })
            .collect(),
    ))
}

/// The athlete, 18 or over, keeps a parent linked.
#[utoipa::path(post, path = "/api/family/parents/{parentId}/keep", tag = "family",
    params(("parentId" = String, Path, description = "Parent (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "no_decision_needed: the athlete is under 18")))]
async fn keep_parent(
    State(state): State<AppState>,
    AthleteUser(athlete): AthleteUser,
    Path(parent_id): Path<String>,
) -> ApiResult<StatusCode> {
    let adult = child_facts(&state.db, &athlete.id).await?.is_some_and(|c| c.adult);
    if store::link(&state.db.pool, &parent_id, &athlete.id).await?.is_none() {
        return Err(FamilyError::NotFound("This parent is not linked to you.").into());
    }
    if !adult {
        return Err(FamilyError::NoDecisionNeeded.into());
    }
    store::keep_link(&state.db, &parent_id, &athlete.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Removes a link, by the athlete or by the parent (`by_parent`), as `rules::may_unlink` allows;
/// logged.
async fn unlink(state: &AppState, link: &LinkRow, child: &Child, by_parent: bool) -> ApiResult<()> {
    let consenting = consent_holder(&state.db.pool, &child.user.id).await?.as_deref() == Some(link.parent_id.as_str());
    rules::may_unlink(
        child.adult,
        consenting,
        rules::rights(link.rights, consenting),
        by_parent,
    )?;
    let mut tx = state.db.begin_write().await?;
    if !store::remove_link(&mut tx, &link.parent_id, &child.user.id).await? {
        return Err(FamilyError::NotFound("This parent is not linked.").into());
    }
    let by = if by_parent { "parent" } else { "athlete" };
    log_unlink(&mut tx, &child.user, &link.parent_id, by).await?;
    tx.commit().await?;
    Ok(())
}

/// The athlete removes a linked parent: at 18 or over any parent, before that a parent who did
/// not give consent.
#[utoipa::path(delete, path = "/api/family/parents/{parentId}", tag = "family",
    params(("parentId" = String, Path, description = "Parent (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody, description = "minor_needs_parent"),
              (status = 404, body = ErrorBody)))]
async fn remove_parent(
    State(state): State<AppState>,
    AthleteUser(athlete): AthleteUser,
    Path(parent_id): Path<String>,
) -> ApiResult<StatusCode> {
    let child = child_facts(&state.db, &athlete.id)
        .await?
        .ok_or(FamilyError::NotFound("This parent is not linked to you."))?;
    let link = store::link(&state.db.pool, &parent_id, &athlete.id)
        .await?
        .ok_or(FamilyError::NotFound("This parent is not linked to you."))?;
    unlink(&state, &link, &child, false).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The parent stops following a child: an adult child, or a minor whose consent another parent
/// gave.
#[utoipa::path(delete, path = "/api/family/links/{childId}", tag = "family",
    params(("childId" = String, Path, description = "Child (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody, description = "minor_needs_parent"),
              (status = 404, body = ErrorBody)))]
async fn unlink_child(State(state): State<AppState>, linked: LinkedChild) -> ApiResult<StatusCode> {
    unlink(&state, &linked.link, &linked.child, true).await?;
    Ok(StatusCode::NO_CONTENT)
}

// ---- what a parent reads (read-only, the owners' shapes) ----

/// The child's profile as the child sees it.
#[utoipa::path(get, path = "/api/family/children/{id}", tag = "family",
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 200, body = Profile), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn child_profile(State(state): State<AppState>, linked: LinkedChild) -> ApiResult<Json<Profile>> {
    let child = linked.child;
    Ok(Json(profiles::load_or_create(&state, &child.user).await?))
}

/// The child's performance log, with attestations.
#[utoipa::path(get, path = "/api/family/children/{id}/performance", tag = "family",
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 200, body = PerformanceLog), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn child_performance(State(state): State<AppState>, linked: LinkedChild) -> ApiResult<Json<PerformanceLog>> {
    let id = linked.child.user.id;
    Ok(Json(crate::performance::service::log_of(&state.db, &id).await?))
}

/// The child's saved schools with their notes.
#[utoipa::path(get, path = "/api/family/children/{id}/saved-schools", tag = "family",
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 200, body = [SavedSchool]), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn child_saved_schools(State(state): State<AppState>, linked: LinkedChild) -> ApiResult<Json<Vec<SavedSchool>>> {
    let id = linked.child.user.id;
    Ok(Json(crate::schools::service::saved_schools_of(&state.db, &id).await?))
}

/// The programs that have the child's recruiting questionnaire (parents never send one).
#[utoipa::path(get, path = "/api/family/children/{id}/questionnaires", tag = "family",
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 200, body = crate::questionnaires::model::SentQuestionnaires), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
async fn child_questionnaires(
    State(state): State<AppState>,
    linked: LinkedChild,
) -> ApiResult<Json<crate::questionnaires::model::SentQuestionnaires>> {
    let id = linked.child.user.id;
    Ok(Json(crate::questionnaires::service::sent_by(&state.db, &id).await?))
}

/// Which programs viewed the child's profile.
#[utoipa::path(get, path = "/api/family/children/{id}/views", tag = "family",
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 200, body = ProfileViews), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn child_views(State(state): State<AppState>, linked: LinkedChild) -> ApiResult<Json<ProfileViews>> {
    let id = linked.child.user.id;
    Ok(Json(
        crate::recruiting::service::views_of(&state.db, &id, db::now_ms()).await?,
    ))
}

/// The child's conversations (archived ones too), as the child sees them; nothing is marked read.
#[utoipa::path(get, path = "/api/family/children/{id}/conversations", tag = "family",
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 200, body = messaging::model::Inbox), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn child_conversations(
    State(state): State<AppState>,
    linked: LinkedChild,
) -> ApiResult<Json<messaging::model::Inbox>> {
    let child = linked.child;
    Ok(Json(messaging::service::athlete_inbox(&state, &child.user).await?))
}

/// What the child sees of their club coaches' conversations with programs (that they exist) and
/// recommendations; read-only, a parent never answers a recommendation.
#[utoipa::path(get, path = "/api/family/children/{id}/club-college", tag = "family",
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 200, body = crate::club_college::model::AthleteClubCollege), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
async fn child_club_college(
    State(state): State<AppState>,
    linked: LinkedChild,
) -> ApiResult<Json<crate::club_college::model::AthleteClubCollege>> {
    let id = linked.child.user.id;
    Ok(Json(crate::club_college::service::athlete_view(&state.db, &id).await?))
}

/// One of the child's conversations, as the child sees it; nothing is marked read.
#[utoipa::path(get, path = "/api/family/children/{id}/conversations/{conversationId}", tag = "family",
    params(("id" = String, Path, description = "Child (user) id"), ("conversationId" = String, Path)),
    responses((status = 200, body = messaging::model::ConversationDetail), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
async fn child_conversation(
    State(state): State<AppState>,
    linked: LinkedChild,
    Path((_child, conversation_id)): Path<(String, String)>,
) -> ApiResult<Json<messaging::model::ConversationDetail>> {
    let child = linked.child;
    Ok(Json(
        messaging::service::athlete_thread(&state, &child.user, &conversation_id).await?,
    ))
}

/// The child's calendar as the child sees it (key dates, events, settings; never the feed address).
#[utoipa::path(get, path = "/api/family/children/{id}/calendar", tag = "family",
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 200, body = crate::calendar::model::CalendarView), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
async fn child_calendar(
    State(state): State<AppState>,
    linked: LinkedChild,
) -> ApiResult<Json<crate::calendar::model::CalendarView>> {
    let id = linked.child.user.id;
    Ok(Json(crate::calendar::service::athlete_view(&state, &id).await?))
}

// ---- a parent's rights over a child's account ----

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentChanges {
    pub coach_communications: Option<bool>,
    pub third_party_sharing: Option<bool>,
    pub analytics: Option<bool>,
    /// The acting parent's password.
    pub password: Option<String>,
}

/// Gives or withdraws the optional consent scopes of a minor child, at once; each change is
/// logged. Withdrawing coach communications stops coaches writing and hides the child from
/// coaches. Any linked parent may withdraw; giving needs full rights. The parent's password is
/// required.
#[utoipa::path(put, path = "/api/family/children/{id}/consents", tag = "family", request_body = ConsentChanges,
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 200, body = Consents),
              (status = 403, body = ErrorBody, description = "child_is_adult or full_rights_required"),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody, description = "wrong password")))]
async fn set_consents(
    State(state): State<AppState>,
    linked: LinkedChild,
    client: ClientAddress,
    ApiJson(input): ApiJson<ConsentChanges>,
) -> ApiResult<Json<Consents>> {
    let wanted = [
        (ConsentScope::CoachCommunications, input.coach_communications),
        (ConsentScope::ThirdPartySharing, input.third_party_sharing),
        (ConsentScope::Analytics, input.analytics),
    ];
    let action = rules::scope_change(&wanted.map(|(_, w)| w));
    let (parent, child) = linked.authorise(&state, action, input.password).await?;
    let id = child.user.id.clone();
    let now = db::now_ms();
    let ip = client.to_string();
    let mut tx = state.db.begin_write().await?;
    let current = consents::scopes_of(&mut *tx, &id).await?.ok_or(FamilyError::NotFound(
        "This athlete's account has no parental consent on record.",
    ))?;
    for (scope, wanted) in wanted {
        let granted = match scope {
            ConsentScope::CoachCommunications => current.coach_messages != 0,
            ConsentScope::ThirdPartySharing => current.third_party_sharing != 0,
            ConsentScope::Analytics => current.analytics != 0,
            ConsentScope::BasicUse => continue,
        };
        let Some(wanted) = wanted.filter(|w| *w != granted) else {
            continue;
        };
        consents::set_scope(&mut *tx, &id, scope, wanted, now).await?;
        log::append(
            &mut *tx,
            Event {
                user_id: Some(&id),
                email: &child.user.email,
                event_type: log::CONSENT_SCOPE_CHANGED,
                details: serde_json::json!({"scope": scope.as_str(), "granted": wanted, "by": parent.id}),
                ip: Some(&ip),
            },
        )
        .await?;
    }
    let updated = consents::scopes_of(&mut *tx, &id)
        .await?
        .ok_or(sqlx::Error::RowNotFound)?;
    tx.commit().await?;
    Ok(Json(Consents::of(&updated)))
}

async fn set_frozen(state: &AppState, parent: &SessionUser, child: &Child, frozen: bool, ip: &str) -> ApiResult<()> {
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    accounts::set_frozen(&mut tx, &child.user.id, frozen, now).await?;
    log::append(
        &mut *tx,
        Event {
            user_id: Some(&child.user.id),
            email: &child.user.email,
            event_type: if frozen {
                log::COLLECTION_REFUSED
            } else {
                log::COLLECTION_RESUMED
            },
            details: serde_json::json!({"by": parent.id}),
            ip: Some(ip),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Refuses further collection for a minor child: the account is frozen (it cannot sign in, its
/// sessions end, it is shown to no one and coaches cannot write). Any linked parent may; the
/// parent's password is required; logged.
#[utoipa::path(post, path = "/api/family/children/{id}/freeze", tag = "family", request_body = ParentPasswordConfirmation,
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody, description = "child_is_adult"),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody, description = "wrong password")))]
async fn freeze(
    State(state): State<AppState>,
    linked: LinkedChild,
    client: ClientAddress,
    ApiJson(input): ApiJson<ParentPasswordConfirmation>,
) -> ApiResult<StatusCode> {
    let (parent, child) = linked.authorise(&state, ParentAction::Protect, input.password).await?;
    if !child.frozen {
        set_frozen(&state, &parent, &child, true, &client.to_string()).await?;
    }
    Ok(StatusCode::NO_CONTENT)
}

/// Lifts the freeze of a minor child's account. Full rights and the parent's password are
/// required; logged.
#[utoipa::path(post, path = "/api/family/children/{id}/unfreeze", tag = "family", request_body = ParentPasswordConfirmation,
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody, description = "child_is_adult or full_rights_required"),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody, description = "wrong password")))]
async fn unfreeze(
    State(state): State<AppState>,
    linked: LinkedChild,
    client: ClientAddress,
    ApiJson(input): ApiJson<ParentPasswordConfirmation>,
) -> ApiResult<StatusCode> {
    let (parent, child) = linked.authorise(&state, ParentAction::Decide, input.password).await?;
    if child.frozen {
        set_frozen(&state, &parent, &child, false, &client.to_string()).await?;
    }
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, ToSchema)]
pub struct RightsChange {
    /// `full` grants the parent every choice for the child; `follow` revokes it.
    pub rights: Rights,
    /// The consenting parent's password.
    pub password: Option<String>,
}

/// The parent who gave consent grants another linked parent full rights over a minor child, or
/// revokes them; the consenting parent's password is required; dated and logged.
#[utoipa::path(put, path = "/api/family/children/{id}/parents/{parentId}/rights", tag = "family",
    request_body = RightsChange,
    params(("id" = String, Path, description = "Child (user) id"), ("parentId" = String, Path, description = "Parent (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody, description = "child_is_adult or consenting_parent_only"),
              (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "consenting_parent_rights: the consenting parent's own rights"),
              (status = 422, body = ErrorBody, description = "wrong password")))]
async fn set_rights(
    State(state): State<AppState>,
    linked: LinkedChild,
    client: ClientAddress,
    Path((_child, parent_id)): Path<(String, String)>,
    ApiJson(input): ApiJson<RightsChange>,
) -> ApiResult<StatusCode> {
    let (parent, child) = linked.authorise(&state, ParentAction::Grant, input.password).await?;
    let id = child.user.id.clone();
    // Only the consenting parent gets here, so the target is the consenting parent when it is them.
    rules::may_set_rights(parent_id == parent.id)?;
    let mut tx = state.db.begin_write().await?;
    let link = store::link(&mut *tx, &parent_id, &id)
        .await?
        .ok_or(FamilyError::NotFound("This parent is not linked to this athlete."))?;
    if link.rights != input.rights {
        store::set_rights(&mut tx, &parent_id, &id, input.rights, &parent.id, db::now_ms()).await?;
        log::append(
            &mut *tx,
            Event {
                user_id: Some(&id),
                email: &child.user.email,
                event_type: match input.rights {
                    Rights::Full => log::PARENTAL_RIGHTS_GRANTED,
                    Rights::Follow => log::PARENTAL_RIGHTS_REVOKED,
                },
                details: serde_json::json!({"parent_id": parent_id, "by": parent.id}),
                ip: Some(&client.to_string()),
            },
        )
        .await?;
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

impl From<FamilyError> for ApiError {
    fn from(error: FamilyError) -> Self {
        let code = error.code();
        match error {
            FamilyError::ParentsOnly
            | FamilyError::AthletesOnly
            | FamilyError::NotAParent
            | FamilyError::ChildIsAdult
            | FamilyError::MinorNeedsParent
            | FamilyError::FullRightsRequired
            | FamilyError::ConsentingParentOnly => ApiError::Forbidden {
                code,
                message: error.to_string(),
            },
            FamilyError::InvitationUsed
            | FamilyError::ParentsFull
            | FamilyError::AlreadyInvited
            | FamilyError::AlreadyLinked
            | FamilyError::NoDecisionNeeded
            | FamilyError::ConsentingParentRights => ApiError::Conflict {
                code,
                message: error.to_string(),
            },
            FamilyError::InvitationExpired => ApiError::Gone {
                code,
                message: error.to_string(),
            },
            FamilyError::NotFound(message) => ApiError::NotFound(message.to_owned()),
            FamilyError::Field(field) => field.into(),
            FamilyError::Plan(plan) => plan.into(),
        }
    }
}
