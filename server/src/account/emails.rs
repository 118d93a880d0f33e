//! The kinds of email an account gets (`mail::EmailKind`), from Settings and from the one-click
//! links in emails: turning a kind off or back on, and revoking the links already emailed.
//! Whether a kind is on is kept by its owner, which its sender reads (`auth` for message emails,
//! `family` for the weekly digest, `calendar` for reminders). Every switch, wherever it is
//! (Settings and an email's link here through [`switch`], the parent portal and the calendar in
//! their own domains), passes `mail::store::switched`, so the `email_settings` row always says
//! when and how a kind was turned off. The one-click links of every kind are answered here.

use axum::{
    extract::{Path, State},
    Json,
};
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::rules::{self, AccountError};
use crate::{
    auth::{session::CurrentUser, store as accounts},
    calendar, db, family,
    http::error::{ApiJson, ApiResult, ErrorBody},
    mail::{self, unsubscribe, EmailKind},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(set))
        .routes(routes!(revoke_links))
        .routes(routes!(calendar_reminders_unsubscribe))
        .routes(routes!(messages_unsubscribe))
        .routes(routes!(digest_unsubscribe))
}

/// One kind of email the account gets, and whether it is on.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailSetting {
    pub kind: EmailKind,
    pub on: bool,
    /// When it was turned off; null while on (and for one turned off before this was recorded).
    pub off_at: Option<String>,
    /// Turned off from the one-click link in an email, rather than signed in.
    pub off_from_link: bool,
    /// The links of this kind emailed up to then no longer work.
    pub links_revoked_at: Option<String>,
}

#[derive(Deserialize, ToSchema)]
pub struct EmailSwitch {
    pub on: bool,
}

/// The body every one-click unsubscribe route takes.
#[derive(Deserialize, ToSchema)]
pub struct EmailLinkRequest {
    /// The `token` of the link's `#token=…`.
    pub token: String,
    /// True: turn these emails back on (undo an unsubscribe). Default false: turn them off.
    #[serde(default)]
    pub resubscribe: bool,
}

/// What a one-click link did.
#[derive(Serialize, ToSchema, Debug)]
pub struct EmailLinkAnswer {
    pub kind: EmailKind,
    /// The account's address, partly hidden ("a•••@example.com").
    pub email: String,
    /// Whether these emails are now on.
    pub on: bool,
}

async fn is_on(conn: &mut AnyConnection, user_id: &str, kind: EmailKind) -> Result<bool, sqlx::Error> {
    Ok(match kind {
        EmailKind::Messages => accounts::message_emails_on(&mut *conn, user_id).await?,
        EmailKind::FamilyDigest => family::store::settings(&mut *conn, user_id)
            .await?
            .digest_off_at
            .is_none(),
        EmailKind::CalendarReminders => calendar::store::settings(&mut *conn, user_id).await?.reminders != 0,
    })
}

/// Turns `kind` on or off for the account in its owner's table, and records when and how it was
/// turned off. Nothing changes when it already is so: the first "off" keeps its date and how.
pub async fn switch(
    conn: &mut AnyConnection,
    user_id: &str,
    kind: EmailKind,
    on: bool,
    from_link: bool,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    let was_on = is_on(&mut *conn, user_id, kind).await?;
    if !mail::store::switched(&mut *conn, user_id, kind, was_on, on, from_link, now_ms).await? {
        return Ok(());
    }
    match kind {
        EmailKind::Messages => accounts::set_message_emails(&mut *conn, user_id, (!on).then_some(now_ms)).await?,
        EmailKind::FamilyDigest => family::store::set_digest(&mut *conn, user_id, on, now_ms).await?,
        EmailKind::CalendarReminders => {
            calendar::store::set_settings(&mut *conn, user_id, None, Some(on), now_ms).await?
        }
    }
    Ok(())
}

/// The account's kinds of email, in `EmailKind` order.
async fn settings_of(
    conn: &mut AnyConnection,
    user_id: &str,
    kinds: &[EmailKind],
) -> Result<Vec<EmailSetting>, sqlx::Error> {
    let rows = mail::store::email_settings(&mut *conn, user_id).await?;
    let mut settings = Vec::with_capacity(kinds.len());
    for &kind in kinds {
        let on = is_on(&mut *conn, user_id, kind).await?;
        let row = rows.iter().find(|r| r.kind == kind.as_str());
        settings.push(EmailSetting {
            kind,
            on,
            // A record of an "off" counts only while the kind is off.
            off_at: row.and_then(|r| r.off_at).filter(|_| !on).map(db::ms_to_rfc3339),
            off_from_link: !on && row.is_some_and(|r| r.off_from_link == 1),
            links_revoked_at: row.and_then(|r| r.links_revoked_at).map(db::ms_to_rfc3339),
        });
    }
    Ok(settings)
}

/// The kind a path names, if the account gets it.
fn kind_of(user: &accounts::SessionUser, kind: &str) -> Result<EmailKind, AccountError> {
    EmailKind::parse(kind)
        .filter(|k| rules::email_kinds(user.role).contains(k))
        .ok_or(AccountError::NoSuchEmail)
}

async fn one_setting(conn: &mut AnyConnection, user_id: &str, kind: EmailKind) -> Result<EmailSetting, sqlx::Error> {
    let mut settings = settings_of(conn, user_id, &[kind]).await?;
    Ok(settings.remove(0))
}

/// The kinds of email the signed-in account gets, each on or off (and since when, and how).
#[utoipa::path(get, path = "/api/account/emails", tag = "account",
    responses((status = 200, body = [EmailSetting]), (status = 401, body = ErrorBody)))]
async fn list(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Json<Vec<EmailSetting>>> {
    let mut conn = state.db.pool.acquire().await?;
    Ok(Json(
        settings_of(&mut conn, &user.id, rules::email_kinds(user.role)).await?,
    ))
}

/// Turns one kind of email on or off.
#[utoipa::path(put, path = "/api/account/emails/{kind}", tag = "account", request_body = EmailSwitch,
    params(("kind" = EmailKind, Path)),
    responses((status = 200, body = EmailSetting), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
async fn set(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(kind): Path<String>,
    ApiJson(input): ApiJson<EmailSwitch>,
) -> ApiResult<Json<EmailSetting>> {
    let kind = kind_of(&user, &kind)?;
    let mut tx = state.db.begin_write().await?;
    switch(&mut tx, &user.id, kind, input.on, false, db::now_ms()).await?;
    let setting = one_setting(&mut tx, &user.id, kind).await?;
    tx.commit().await?;
    Ok(Json(setting))
}

/// Stops every unsubscribe link of one kind already emailed to the account (anyone who saw such
/// an email could use it); the next emails carry new links.
#[utoipa::path(post, path = "/api/account/emails/{kind}/revoke-links", tag = "account",
    params(("kind" = EmailKind, Path)),
    responses((status = 200, body = EmailSetting), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn revoke_links(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(kind): Path<String>,
) -> ApiResult<Json<EmailSetting>> {
    let kind = kind_of(&user, &kind)?;
    let mut tx = state.db.begin_write().await?;
    mail::store::revoke_links(&mut tx, &user.id, kind, db::now_ms()).await?;
    let setting = one_setting(&mut tx, &user.id, kind).await?;
    tx.commit().await?;
    Ok(Json(setting))
}

/// What every one-click unsubscribe route does for its kind: a link that is signed for `kind`,
/// not expired and not revoked turns the kind off for the account it names, or back on
/// (`resubscribe`, the landing page's Undo), without signing in.
pub async fn answer_link(
    state: &AppState,
    kind: EmailKind,
    request: EmailLinkRequest,
) -> ApiResult<Json<EmailLinkAnswer>> {
    let now = db::now_ms();
    let link = unsubscribe::check(state.config.secret_key.expose(), kind, &request.token, now)
        .ok_or(AccountError::InvalidUnsubscribeLink)?;
    let mut tx = state.db.begin_write().await?;
    let user = accounts::find_user_by_id(&mut *tx, &link.user_id)
        .await?
        .filter(|u| rules::email_kinds(u.role).contains(&kind))
        .ok_or(AccountError::InvalidUnsubscribeLink)?;
    let revoked_at = mail::store::links_revoked_at(&mut *tx, &user.id, kind).await?;
    if !unsubscribe::not_revoked(&link, revoked_at) {
        return Err(AccountError::InvalidUnsubscribeLink.into());
    }
    switch(&mut tx, &user.id, kind, request.resubscribe, true, now).await?;
    tx.commit().await?;
    Ok(Json(EmailLinkAnswer {
        kind,
        email: rules::masked(&user.email),
        on: request.resubscribe,
    }))
}

// ---- the one-click links of each kind (each under its owner's path) ----

/// Turns reminder emails off (or back on) from the link in one, without signing in
/// (`account::emails::answer_link`).
#[utoipa::path(post, path = "/api/calendar/reminders/unsubscribe", tag = "calendar", request_body = EmailLinkRequest,
    responses((status = 200, body = EmailLinkAnswer), (status = 400, body = ErrorBody)))]
async fn calendar_reminders_unsubscribe(
    State(state): State<AppState>,
    ApiJson(input): ApiJson<EmailLinkRequest>,
) -> ApiResult<Json<EmailLinkAnswer>> {
    answer_link(&state, EmailKind::CalendarReminders, input).await
}

/// Turns message emails off (or back on) for the account the emailed link names; no sign-in
/// needed (`account::emails::answer_link`).
#[utoipa::path(post, path = "/api/messages/unsubscribe", tag = "messages", request_body = EmailLinkRequest,
    responses((status = 200, body = EmailLinkAnswer), (status = 400, body = ErrorBody)))]
async fn messages_unsubscribe(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<EmailLinkRequest>,
) -> ApiResult<Json<EmailLinkAnswer>> {
    answer_link(&state, EmailKind::Messages, request).await
}

/// Turns the weekly digest off (or back on) from the link in a digest email, without signing in
/// (`account::emails::answer_link`).
#[utoipa::path(post, path = "/api/family/digest/unsubscribe", tag = "family", request_body = EmailLinkRequest,
    responses((status = 200, body = EmailLinkAnswer), (status = 400, body = ErrorBody)))]
async fn digest_unsubscribe(
    State(state): State<AppState>,
    ApiJson(input): ApiJson<EmailLinkRequest>,
) -> ApiResult<Json<EmailLinkAnswer>> {
    answer_link(&state, EmailKind::FamilyDigest, input).await
}
