//! The calendar endpoints (`/api/calendar…`), the console's recruiting periods
//! (`/api/admin/recruiting-periods…`), their wire types, and the [`Owner`] extractor: athletes,
//! and college coaches who may use the recruiting workspace.

use axum::{
    extract::{FromRequestParts, Path, State},
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use http::request::Parts;
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{period_view, CalendarEvent, CalendarSettings, CalendarView, RecruitingPeriod},
    rules::{self, CalendarError, EventInput, NcaaDivision, OwnerRole, PeriodInput},
    service::{contents, ical_of, view_of},
    store::{self},
};
use crate::{
    audit::store::{self as audit, Actor, AuditAction},
    auth::{
        session::{AdminUser, CurrentUser},
        store::{self as accounts, Role, SessionUser},
    },
    db::{self},
    http::{
        client_address::ClientAddress,
        download,
        error::{ApiError, ApiJson, ApiResult, ErrorBody},
    },
    mail::{self, EmailKind},
    messaging, tokens, workspace, AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(view))
        .routes(routes!(create_event))
        .routes(routes!(update_event, delete_event))
        .routes(routes!(set_settings))
        .routes(routes!(create_feed, delete_feed))
        .routes(routes!(feed))
        .routes(routes!(download))
        .routes(routes!(periods, add_period))
        .routes(routes!(delete_period))
}

const NO_EVENT: CalendarError = CalendarError::NotFound("There is no such event in your calendar.");
const NO_FEED: CalendarError = CalendarError::NotFound("There is no such calendar.");

// ---- who may keep a calendar ----

/// A calendar's owner: any signed-in athlete, or a college coach who passes
/// `workspace::RecruitingCoach` (a coach who does not gets its 403 and code). Anyone else: 403
/// `forbidden`.
pub struct Owner {
    pub user: SessionUser,
    pub role: OwnerRole,
    /// A coach's program.
    pub school_id: Option<String>,
    /// A coach's program's division, when it is an NCAA one.
    pub division: Option<NcaaDivision>,
}

impl FromRequestParts<AppState> for Owner {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        owner(state, user).await
    }
}

async fn owner(state: &AppState, user: SessionUser) -> Result<Owner, ApiError> {
    match user.role {
        Role::Student => Ok(Owner {
            user,
            role: OwnerRole::Athlete,
            school_id: None,
            division: None,
        }),
        Role::Coach => {
            let (program, _) = workspace::workspace_access(state, &user).await??;
            Ok(Owner {
                user,
                role: OwnerRole::Coach,
                division: program.division.as_deref().and_then(NcaaDivision::parse),
                school_id: Some(program.school_id),
            })
        }
        Role::Parent | Role::Admin => Err(CalendarError::NotAllowed.into()),
    }
}

/// The calendar page: key dates (athletes), recruiting periods (coaches), the owner's events
/// and settings.
#[utoipa::path(get, path = "/api/calendar", tag = "calendar",
    responses((status = 200, body = CalendarView), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn view(State(state): State<AppState>, owner: Owner) -> ApiResult<Json<CalendarView>> {
    let c = contents(&state, &owner.user.id, owner.role, owner.division).await?;
    Ok(Json(view_of(owner.role, c)))
}

// ---- events ----

/// An event that passed every check, with the rule that allows a coach's visit to reach the
/// athlete it names (for the program's contact log).
struct CheckedEvent {
    event: rules::ValidEvent,
    contact_rule: Option<String>,
}

/// The checks of an event and those that need the database, every problem named at once: the
/// program exists, a coach's athlete is on the program's board, and a coach's visit, which
/// reaches the athlete, follows the rules and blocks of a coach's message to them.
async fn checked_event(state: &AppState, owner: &Owner, input: EventInput) -> ApiResult<CheckedEvent> {
    let named = |id: &Option<String>| {
        id.as_deref()
            .map(str::trim)
            .filter(|id| !id.is_empty())
            .map(str::to_owned)
    };
    let (school_id, athlete_id) = (named(&input.school_id), named(&input.athlete_id));
    let (event, mut errors) = match rules::event(input, owner.role) {
        Ok(event) => (Some(event), Vec::new()),
        Err(CalendarError::Invalid(errors)) => (None, errors),
        Err(other) => return Err(other.into()),
    };
    if let Some(school_id) = &school_id {
        if !crate::schools::store::exists(&state.db, school_id).await? {
            errors.push(crate::validation::FieldError::new(
                "schoolId",
                "Choose a program from the list.",
            ));
        }
    }
    // An athlete naming an athlete has been told by the rules.
    if let (Some(athlete_id), OwnerRole::Coach) = (&athlete_id, owner.role) {
        let on_board = match &owner.school_id {
            Some(school_id) => crate::board::store::card(&state.db.pool, school_id, athlete_id)
                .await?
                .is_some(),
            None => false,
        };
        if !on_board {
            errors.push(crate::validation::FieldError::new(
                "athleteId",
                "Choose an athlete on your board.",
            ));
        }
    }
    let mut contact_rule = None;
    if let (Some(event), Some(school_id)) = (&event, &owner.school_id) {
        let visited = event
            .athlete_id
            .as_deref()
            .filter(|_| rules::SHOWN_TO_THE_ATHLETE.contains(&event.kind));
        if let Some(athlete_id) = visited.filter(|_| !errors.iter().any(|e| e.field == "athleteId")) {
            match messaging::service::coach_contact(state, school_id, athlete_id).await? {
                Ok(rule) => contact_rule = Some(rule),
                Err(refusal) => errors.push(rules::visit_refused(&refusal)),
            }
        }
    }
    match event {
        Some(event) if errors.is_empty() => Ok(CheckedEvent { event, contact_rule }),
        _ => Err(CalendarError::Invalid(errors).into()),
    }
}

/// A visit that reaches the athlete goes in the program's contact log, like a coach's message.
async fn log_contact(
    tx: &mut AnyConnection,
    owner: &Owner,
    event_id: &str,
    checked: &CheckedEvent,
    now: i64,
) -> Result<(), sqlx::Error> {
    let (Some(rule), Some(school_id), Some(athlete_id)) =
        (&checked.contact_rule, &owner.school_id, &checked.event.athlete_id)
    else {
        return Ok(());
    };
    messaging::store::record_contact(
        tx,
        &messaging::store::NewContact {
            school_id,
            athlete_id,
            sender_id: &owner.user.id,
            sender_email: &owner.user.email,
            kind: checked.event.kind.label(),
            event_id,
            contact_rule: rule,
            now_ms: now,
        },
    )
    .await
}

/// Adds an event (at most 500 an owner). A coach's visit naming an athlete is refused (422,
/// `athleteId`) when a coach's message to the athlete would be, and is logged like one.
#[utoipa::path(post, path = "/api/calendar/events", tag = "calendar", request_body = EventInput,
    responses((status = 201, body = CalendarEvent), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "too_many_events"), (status = 422, body = ErrorBody)))]
async fn create_event(
    State(state): State<AppState>,
    owner: Owner,
    ApiJson(input): ApiJson<EventInput>,
) -> ApiResult<(StatusCode, Json<CalendarEvent>)> {
    let checked = checked_event(&state, &owner, input).await?;
    let id = uuid::Uuid::new_v4().to_string();
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    if store::count_events(&mut tx, &owner.user.id).await? >= rules::MAX_EVENTS {
        return Err(CalendarError::TooManyEvents.into());
    }
    store::insert_event(&mut tx, &id, &owner.user.id, &checked.event, now).await?;
    log_contact(&mut tx, &owner, &id, &checked, now).await?;
    let row = store::event_of(&mut *tx, &owner.user.id, &id)
        .await?
        .ok_or(sqlx::Error::RowNotFound)?;
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(row.into())))
}

/// Changes one of the owner's events; a new date makes its reminder due again. A coach's visit is
/// checked and logged as when it is added.
#[utoipa::path(put, path = "/api/calendar/events/{id}", tag = "calendar", request_body = EventInput,
    params(("id" = String, Path, description = "Event id")),
    responses((status = 200, body = CalendarEvent), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn update_event(
    State(state): State<AppState>,
    owner: Owner,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<EventInput>,
) -> ApiResult<Json<CalendarEvent>> {
    if store::event_of(&state.db.pool, &owner.user.id, &id).await?.is_none() {
        return Err(NO_EVENT.into());
    }
    let checked = checked_event(&state, &owner, input).await?;
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    if !store::update_event(&mut tx, &owner.user.id, &id, &checked.event, now).await? {
        return Err(NO_EVENT.into());
    }
    log_contact(&mut tx, &owner, &id, &checked, now).await?;
    let row = store::event_of(&mut *tx, &owner.user.id, &id)
        .await?
        .ok_or(sqlx::Error::RowNotFound)?;
    tx.commit().await?;
    Ok(Json(row.into()))
}

/// Deletes one of the owner's events.
#[utoipa::path(delete, path = "/api/calendar/events/{id}", tag = "calendar",
    params(("id" = String, Path, description = "Event id")),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn delete_event(State(state): State<AppState>, owner: Owner, Path(id): Path<String>) -> ApiResult<StatusCode> {
    if !store::delete_event(&state.db, &owner.user.id, &id).await? {
        return Err(NO_EVENT.into());
    }
    Ok(StatusCode::NO_CONTENT)
}

// ---- settings ----

#[derive(Deserialize, ToSchema, Debug, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct SettingsInput {
    /// IANA name; left out: unchanged.
    #[schema(required = false)]
    pub time_zone: Option<String>,
    /// Left out: unchanged.
    #[schema(required = false)]
    pub reminders: Option<bool>,
}

/// Sets the owner's time zone and reminder emails.
#[utoipa::path(put, path = "/api/calendar/settings", tag = "calendar", request_body = SettingsInput,
    responses((status = 200, body = CalendarSettings), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
async fn set_settings(
    State(state): State<AppState>,
    owner: Owner,
    ApiJson(input): ApiJson<SettingsInput>,
) -> ApiResult<Json<CalendarSettings>> {
    let zone = match input.time_zone {
        Some(name) => Some(rules::time_zone(Some(name)).map_err(CalendarError::from)?),
        None => None,
    };
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    store::set_settings(&mut tx, &owner.user.id, zone.as_deref(), None, now).await?;
    if let Some(on) = input.reminders {
        // Recorded as every switch of a kind of email is, so Settings shows it too.
        let was_on = store::settings(&mut *tx, &owner.user.id).await?.reminders != 0;
        if mail::store::switched(
            &mut tx,
            &owner.user.id,
            EmailKind::CalendarReminders,
            was_on,
            on,
            false,
            now,
        )
        .await?
        {
            store::set_settings(&mut tx, &owner.user.id, None, Some(on), now).await?;
        }
    }
    let settings = store::settings(&mut *tx, &owner.user.id).await?;
    tx.commit().await?;
    Ok(Json(CalendarSettings::from(&settings)))
}

// ---- the feed ----

#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct FeedAddress {
    /// The secret address to subscribe to; shown only in this answer.
    pub url: String,
    pub created_at: String,
}

/// Where a feed token is served.
fn feed_url(state: &AppState, token: &str) -> String {
    let mut url = state.config.public_url.clone();
    url.set_path(&format!("/api/calendar/feed/{token}.ics"));
    url.to_string()
}

/// Creates the secret feed address, or renews it: the previous address stops working at once.
#[utoipa::path(post, path = "/api/calendar/feed", tag = "calendar",
    responses((status = 201, body = FeedAddress), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn create_feed(State(state): State<AppState>, owner: Owner) -> ApiResult<(StatusCode, Json<FeedAddress>)> {
    let token = tokens::random_token();
    let now = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    store::set_feed(&mut tx, &owner.user.id, &tokens::token_hash(&token), now).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(FeedAddress {
            url: feed_url(&state, &token),
            created_at: db::ms_to_rfc3339(now),
        }),
    ))
}

/// Turns the feed address off.
#[utoipa::path(delete, path = "/api/calendar/feed", tag = "calendar",
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn delete_feed(State(state): State<AppState>, owner: Owner) -> ApiResult<StatusCode> {
    store::clear_feed(&state.db, &owner.user.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The calendar file: for calendar apps (the feed) or, as an attachment, to save. Either way not
/// cached and sent to no other site as a referrer.
fn calendar_response(text: String, attachment: bool) -> Response {
    const CONTENT_TYPE: &str = "text/calendar; charset=utf-8";
    let mut response = if attachment {
        download::attachment("rowrecruit-calendar.ics", CONTENT_TYPE, text)
    } else {
        ([(header::CONTENT_TYPE, HeaderValue::from_static(CONTENT_TYPE))], text).into_response()
    };
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    response
}

/// The calendar behind a secret feed address, for calendar apps: no session, no CSRF. An unknown,
/// renewed or turned-off address answers 404. Rate-limited per client address.
#[utoipa::path(get, path = "/api/calendar/feed/{file}", tag = "calendar",
    params(("file" = String, Path, description = "<token>.ics")),
    responses((status = 200, content_type = "text/calendar", body = String), (status = 404, body = ErrorBody),
              (status = 429, body = ErrorBody)))]
async fn feed(State(state): State<AppState>, client: ClientAddress, Path(file): Path<String>) -> ApiResult<Response> {
    state.rate_limits.calendar_feeds.check(&client.bucket())?;
    let token = file
        .strip_suffix(".ics")
        .filter(|t| !t.is_empty() && t.len() <= 128)
        .ok_or(NO_FEED)?;
    let user_id = store::owner_of_feed(&state.db, &tokens::token_hash(token))
        .await?
        .ok_or(NO_FEED)?;
    let user = accounts::stand_in(&state.db.pool, &user_id).await?.ok_or(NO_FEED)?;
    // An owner who may no longer keep a calendar (a coach whose plan ended) has no feed.
    let owner = owner(&state, user).await.map_err(|_| ApiError::from(NO_FEED))?;
    let c = contents(&state, &owner.user.id, owner.role, owner.division).await?;
    Ok(calendar_response(ical_of(&c), false))
}

/// The signed-in owner's calendar as an .ics download.
#[utoipa::path(get, path = "/api/calendar.ics", tag = "calendar",
    responses((status = 200, content_type = "text/calendar", body = String), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
async fn download(State(state): State<AppState>, owner: Owner) -> ApiResult<Response> {
    let c = contents(&state, &owner.user.id, owner.role, owner.division).await?;
    Ok(calendar_response(ical_of(&c), true))
}

// ---- reminders ----

// ---- the console's recruiting periods ----

fn actor(admin: &SessionUser) -> Actor<'_> {
    Actor {
        id: &admin.id,
        email: &admin.email,
    }
}

/// Every recruiting period, by first day; `current` is judged on today in UTC.
#[utoipa::path(get, path = "/api/admin/recruiting-periods", tag = "admin",
    responses((status = 200, body = [RecruitingPeriod]), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn periods(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<Json<Vec<RecruitingPeriod>>> {
    let today = db::today_utc();
    Ok(Json(
        store::all_periods(&state.db)
            .await?
            .into_iter()
            .map(|p| period_view(p, today))
            .collect(),
    ))
}

/// Adds a recruiting period from a published NCAA calendar; audited.
#[utoipa::path(post, path = "/api/admin/recruiting-periods", tag = "admin", request_body = PeriodInput,
    responses((status = 201, body = RecruitingPeriod), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
async fn add_period(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<PeriodInput>,
) -> ApiResult<(StatusCode, Json<RecruitingPeriod>)> {
    let period = rules::period(input)?;
    let id = uuid::Uuid::new_v4().to_string();
    let mut tx = state.db.begin_write().await?;
    store::insert_period(&mut tx, &id, &period, &admin.id, db::now_ms()).await?;
    let details = serde_json::json!({
        "division": period.division.as_str(), "squad": period.squad.as_str(), "kind": period.kind.as_str(),
        "starts_on": period.starts_on.to_string(), "ends_on": period.ends_on.to_string(), "source": period.source,
    });
    audit::record(
        &mut *tx,
        actor(&admin),
        AuditAction::RecruitingPeriodAdded,
        Some(&id),
        details,
    )
    .await?;
    let row = store::period(&mut *tx, &id).await?.ok_or(sqlx::Error::RowNotFound)?;
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(period_view(row, db::today_utc()))))
}

/// Deletes a recruiting period; audited.
#[utoipa::path(delete, path = "/api/admin/recruiting-periods/{id}", tag = "admin",
    params(("id" = String, Path, description = "Period id")),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn delete_period(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    let Some(row) = store::period(&mut *tx, &id).await? else {
        return Err(CalendarError::NotFound("There is no such recruiting period.").into());
    };
    store::delete_period(&mut tx, &id).await?;
    let details = serde_json::json!({
        "division": row.division.as_str(), "kind": row.kind.as_str(),
        "starts_on": row.starts_on, "ends_on": row.ends_on,
    });
    audit::record(
        &mut *tx,
        actor(&admin),
        AuditAction::RecruitingPeriodDeleted,
        Some(&id),
        details,
    )
    .await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

impl From<CalendarError> for ApiError {
    fn from(error: CalendarError) -> Self {
        match error {
            CalendarError::NotAllowed => ApiError::Forbidden {
                code: "forbidden",
                message: error.to_string(),
            },
            CalendarError::Invalid(fields) => fields.into(),
            CalendarError::NotFound(message) => ApiError::NotFound(message.to_owned()),
            CalendarError::TooManyEvents => ApiError::Conflict {
                code: "too_many_events",
                message: error.to_string(),
            },
        }
    }
}
