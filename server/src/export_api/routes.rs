//! The token endpoints under `/api/account/api-tokens` (session and CSRF, like every account
//! change) and the read-only export under `/api/export/v1` (a bearer token only, never a cookie).

use axum::{
    extract::{FromRequestParts, Path, State},
    http::{header, request::Parts, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::{
    openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
    IntoParams, Modify, OpenApi, ToSchema,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    rules::{self, ExportApiError, CSV_COLUMNS, MAX_TOKENS},
    service::{self, AthleteFacts, Log, Reader},
    store::TokenRow,
};
use crate::{
    auth::session::CurrentUser,
    billing::rules::SubjectKind,
    db,
    http::{
        download,
        error::{ApiError, ApiJson, ApiQuery, ApiResult, ErrorBody},
    },
    performance::{
        rules::{BoatClass, Piece, Seat},
        store::{AttestationRow, ErgTestRow, RaceRow},
        Attestation,
    },
    rowing, AppState,
};

/// The name of the export API's security scheme in the OpenAPI document.
const BEARER: &str = "apiToken";

#[derive(OpenApi)]
#[openapi(modifiers(&BearerToken))]
struct ExportApiDoc;

struct BearerToken;

impl Modify for BearerToken {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            BEARER,
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("rr_…")
                    .description(Some(
                        "A personal API token made in Settings (Data export API add-on), sent as \
                         `Authorization: Bearer rr_…`. Read-only; 60 requests a minute per token.",
                    ))
                    .build(),
            ),
        );
    }
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ExportApiDoc::openapi())
        .routes(routes!(list_tokens, create_token))
        .routes(routes!(revoke_token))
        .routes(routes!(athletes))
        .routes(routes!(athlete_performance))
        .routes(routes!(all_performance))
}

// ---- tokens, for the signed-in person ----

/// A personal API token as its owner sees it: never the secret.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ApiToken {
    pub id: String,
    pub name: String,
    /// The secret's first characters (`rr_` and 8 more), to tell tokens apart.
    pub prefix: String,
    pub created_at: String,
    /// Null until first used; updated at most once a minute.
    pub last_used_at: Option<String>,
}

impl From<TokenRow> for ApiToken {
    fn from(row: TokenRow) -> Self {
        ApiToken {
            id: row.id,
            name: row.name,
            prefix: row.prefix,
            created_at: db::ms_to_rfc3339(row.created_at),
            last_used_at: row.last_used_at.map(db::ms_to_rfc3339),
        }
    }
}

/// The signed-in person's tokens and whether they work now.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ApiTokens {
    /// Whether the payer holds the Data export API add-on; without it no token works.
    pub add_on_held: bool,
    /// Who pays for the add-on: the account itself (athletes, parents) or the coach's club.
    pub payer: SubjectKind,
    /// How many tokens an account may hold at once.
    pub max_tokens: u32,
    /// The oldest first.
    pub tokens: Vec<ApiToken>,
}

#[derive(Deserialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct NewApiToken {
    /// Required, 1 to 60 characters: what the token is for.
    name: Option<String>,
}

/// A token just made, with its secret: shown this once, only its hash is kept.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct CreatedApiToken {
    pub token: ApiToken,
    /// `rr_` and 43 characters; send it as `Authorization: Bearer <secret>`.
    pub secret: String,
}

/// The signed-in person's personal API tokens (athletes, parents and club coaches).
#[utoipa::path(get, path = "/api/account/api-tokens", tag = "export",
    responses((status = 200, body = ApiTokens), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "export_api_unavailable: a college coach or an operator")))]
async fn list_tokens(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Json<ApiTokens>> {
    let holder = service::holder_of(&state, &user).await?;
    let add_on_held = service::add_on_held(&state, &user.id, &holder).await?;
    let tokens = super::store::of_user(&state.db, &user.id).await?;
    Ok(Json(ApiTokens {
        add_on_held,
        payer: holder.payer(&user.id).0,
        max_tokens: MAX_TOKENS as u32,
        tokens: tokens.into_iter().map(ApiToken::from).collect(),
    }))
}

/// Creates a personal API token. Needs the Data export API add-on; answers the secret once.
#[utoipa::path(post, path = "/api/account/api-tokens", tag = "export", request_body = NewApiToken,
    responses((status = 201, body = CreatedApiToken), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "add_on_required or export_api_unavailable"),
              (status = 409, body = ErrorBody, description = "token_limit: 5 tokens already"),
              (status = 422, body = ErrorBody, description = "fields.name")))]
async fn create_token(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(input): ApiJson<NewApiToken>,
) -> ApiResult<(StatusCode, Json<CreatedApiToken>)> {
    let (row, secret) = service::create(&state, &user, input.name.as_deref()).await?;
    Ok((
        StatusCode::CREATED,
        Json(CreatedApiToken {
            token: row.into(),
            secret,
        }),
    ))
}

/// Revokes one of the signed-in person's tokens: it stops working at once.
#[utoipa::path(delete, path = "/api/account/api-tokens/{id}", tag = "export",
    params(("id" = String, Path, description = "Token id")),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn revoke_token(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    service::revoke(&state, &user, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}

// ---- the export, for a bearer token ----

/// A request identified by its `Authorization: Bearer` token; cookies play no part.
struct TokenReader(Reader);

impl FromRequestParts<AppState> for TokenReader {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let secret = parts
            .headers
            .get(header::AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(rules::bearer);
        let Some(secret) = secret else {
            return Err(challenge(ApiError::Unauthorized {
                code: "token_required",
                message: "Send a personal API token in the Authorization header: Bearer rr_….".into(),
            }));
        };
        match service::authenticate(state, secret).await {
            Ok(reader) => Ok(TokenReader(reader)),
            Err(error @ ApiError::Unauthorized { .. }) => Err(challenge(error)),
            Err(error) => Err(error.into_response()),
        }
    }
}

/// A 401 that names the scheme to use.
fn challenge(error: ApiError) -> Response {
    let mut response = error.into_response();
    response
        .headers_mut()
        .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
    response
}

/// An athlete a token may read.
#[derive(Serialize, ToSchema, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ExportAthlete {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
}

impl From<AthleteFacts> for ExportAthlete {
    fn from(facts: AthleteFacts) -> Self {
        ExportAthlete {
            id: facts.id,
            full_name: facts.full_name,
            grad_year: facts.grad_year,
        }
    }
}

/// Who verified a result: a club coach's attestation.
#[derive(Serialize, ToSchema, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct VerifiedBy {
    pub club_name: String,
    /// Null when the coach gave no name or the account is gone.
    pub coach_name: Option<String>,
    /// yyyy-mm-dd
    pub verified_on: String,
    /// Whether the coach checked the Concept2 verification code.
    pub code_checked: bool,
}

fn verified_by(row: &AttestationRow) -> Option<VerifiedBy> {
    Attestation::of(row).map(|a| VerifiedBy {
        club_name: a.club_name,
        coach_name: a.coach_name,
        verified_on: a.attested_on,
        code_checked: a.code_checked,
    })
}

/// An erg test as stored, with its verification.
#[derive(Serialize, ToSchema, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ExportErgTest {
    pub id: String,
    /// yyyy-mm-dd
    pub date: String,
    pub piece: Piece,
    /// M:SS.S, for distance pieces.
    pub time: Option<String>,
    /// Tenths of a second, for distance pieces.
    pub tenths: Option<i64>,
    /// For timed pieces (30min, 60min).
    pub meters: Option<i64>,
    /// Per 500 m, M:SS.S.
    pub split: Option<String>,
    pub stroke_rate: Option<i64>,
    pub notes: Option<String>,
    /// Whether the athlete entered the monitor's verification code (the code is never exported).
    pub verification_code_provided: bool,
    /// Verified by a club coach.
    pub verified: bool,
    pub verified_by: Option<VerifiedBy>,
    /// RFC 3339
    pub created_at: String,
}

impl From<&ErgTestRow> for ExportErgTest {
    fn from(row: &ErgTestRow) -> Self {
        let verified_by = verified_by(&row.attestation);
        ExportErgTest {
            id: row.id.clone(),
            date: row.test_date.clone(),
            piece: row.piece,
            time: row.tenths.map(rowing::format_tenths),
            tenths: row.tenths,
            meters: row.meters,
            split: crate::performance::rules::split_tenths(row.piece, row.tenths, row.meters)
                .map(rowing::format_tenths),
            stroke_rate: row.stroke_rate,
            notes: row.notes.clone(),
            verification_code_provided: row.verification_code.is_some(),
            verified: verified_by.is_some(),
            verified_by,
            created_at: db::ms_to_rfc3339(row.created_at),
        }
    }
}

/// A race result as stored, with its verification.
#[derive(Serialize, ToSchema, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ExportRace {
    pub id: String,
    /// yyyy-mm-dd
    pub date: String,
    pub regatta: String,
    pub event: String,
    pub boat_class: BoatClass,
    pub seat: Seat,
    pub place: Option<i64>,
    /// M:SS.S
    pub time: Option<String>,
    pub results_url: Option<String>,
    pub verified: bool,
    pub verified_by: Option<VerifiedBy>,
    /// RFC 3339
    pub created_at: String,
}

impl From<&RaceRow> for ExportRace {
    fn from(row: &RaceRow) -> Self {
        let verified_by = verified_by(&row.attestation);
        ExportRace {
            id: row.id.clone(),
            date: row.race_date.clone(),
            regatta: row.regatta.clone(),
            event: row.event.clone(),
            boat_class: row.boat_class,
            seat: row.seat,
            place: row.place,
            time: row.tenths.map(rowing::format_tenths),
            results_url: row.results_url.clone(),
            verified: verified_by.is_some(),
            verified_by,
            created_at: db::ms_to_rfc3339(row.created_at),
        }
    }
}

/// One athlete's performance data, newest first.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ExportPerformance {
    pub athlete: ExportAthlete,
    pub erg_tests: Vec<ExportErgTest>,
    pub races: Vec<ExportRace>,
}

crate::text_enum! {
    /// The export's format.
    pub enum ExportFormat {
        Json = "json",
        Csv = "csv",
    }
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FormatQuery {
    /// json (the default for one athlete) or csv.
    #[param(inline)]
    format: Option<ExportFormat>,
}

/// The athletes the token reads: an athlete themself, a parent's linked children, a club coach's
/// roster as the club page shows it.
#[utoipa::path(get, path = "/api/export/v1/athletes", tag = "export",
    security(("apiToken" = [])),
    responses((status = 200, body = [ExportAthlete]),
              (status = 401, body = ErrorBody, description = "token_required or token_invalid"),
              (status = 403, body = ErrorBody, description = "add_on_required, export_api_unavailable, or the club workspace is closed"),
              (status = 429, body = ErrorBody, description = "Over 60 requests a minute for this token")))]
async fn athletes(
    State(state): State<AppState>,
    TokenReader(reader): TokenReader,
) -> ApiResult<Json<Vec<ExportAthlete>>> {
    let mut athletes = Vec::new();
    for id in service::athletes_in_scope(&state, &reader).await? {
        athletes.push(service::athlete_facts(&state, &id).await?.into());
    }
    Ok(Json(athletes))
}

/// One athlete's erg tests and race results, as JSON (default) or CSV. An athlete the token may
/// not read is a 404, like one that does not exist.
#[utoipa::path(get, path = "/api/export/v1/athletes/{id}/performance", tag = "export",
    security(("apiToken" = [])),
    params(("id" = String, Path, description = "Athlete (user) id"), FormatQuery),
    responses((status = 200, body = ExportPerformance, description = "JSON, or text/csv with format=csv (a header row, then one result a line)"),
              (status = 400, body = ErrorBody, description = "An unknown format"),
              (status = 401, body = ErrorBody, description = "token_required or token_invalid"),
              (status = 403, body = ErrorBody, description = "add_on_required, export_api_unavailable, or the club workspace is closed"),
              (status = 404, body = ErrorBody),
              (status = 429, body = ErrorBody, description = "Over 60 requests a minute for this token")))]
async fn athlete_performance(
    State(state): State<AppState>,
    TokenReader(reader): TokenReader,
    Path(id): Path<String>,
    ApiQuery(query): ApiQuery<FormatQuery>,
) -> ApiResult<Response> {
    let log = service::log_in_scope(&state, &reader, &id).await?;
    Ok(match query.format.unwrap_or(ExportFormat::Json) {
        ExportFormat::Json => Json(ExportPerformance {
            erg_tests: log.erg_tests.iter().map(ExportErgTest::from).collect(),
            races: log.races.iter().map(ExportRace::from).collect(),
            athlete: log.athlete.into(),
        })
        .into_response(),
        ExportFormat::Csv => {
            let mut text = download::csv_line(&CSV_COLUMNS);
            csv_rows(&log, &mut text);
            download::attachment(&format!("performance-{id}.csv"), "text/csv; charset=utf-8", text)
        }
    })
}

/// Every athlete the token reads, their erg tests and race results as one CSV.
#[utoipa::path(get, path = "/api/export/v1/performance", tag = "export",
    security(("apiToken" = [])),
    params(FormatQuery),
    responses((status = 200, description = "text/csv: a header row, then one result a line, athlete by athlete"),
              (status = 400, body = ErrorBody, description = "format=json: this export is CSV only"),
              (status = 401, body = ErrorBody, description = "token_required or token_invalid"),
              (status = 403, body = ErrorBody, description = "add_on_required, export_api_unavailable, or the club workspace is closed"),
              (status = 429, body = ErrorBody, description = "Over 60 requests a minute for this token")))]
async fn all_performance(
    State(state): State<AppState>,
    TokenReader(reader): TokenReader,
    ApiQuery(query): ApiQuery<FormatQuery>,
) -> ApiResult<Response> {
    if query.format == Some(ExportFormat::Json) {
        return Err(ApiError::BadRequest {
            code: "csv_only",
            message:
                "The export of every athlete is CSV: ask for format=csv, or read each athlete's performance as JSON."
                    .into(),
        });
    }
    let mut text = download::csv_line(&CSV_COLUMNS);
    for id in service::athletes_in_scope(&state, &reader).await? {
        csv_rows(&service::log_of(&state, &id).await?, &mut text);
    }
    Ok(download::attachment("performance.csv", "text/csv; charset=utf-8", text))
}

fn text_of<T: ToString>(value: Option<T>) -> String {
    value.map(|v| v.to_string()).unwrap_or_default()
}

/// The CSV lines of one athlete's log: erg tests, then races, each newest first.
fn csv_rows(log: &Log, out: &mut String) {
    let athlete_name = log.athlete.full_name.clone().unwrap_or_default();
    let verification = |v: &Option<VerifiedBy>| -> [String; 5] {
        match v {
            Some(v) => [
                "true".into(),
                v.club_name.clone(),
                v.coach_name.clone().unwrap_or_default(),
                v.verified_on.clone(),
                v.code_checked.to_string(),
            ],
            None => [
                "false".into(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
            ],
        }
    };
    for test in log.erg_tests.iter().map(ExportErgTest::from) {
        let [verified, club, coach, on, checked] = verification(&test.verified_by);
        out.push_str(&download::csv_line(&[
            &log.athlete.id,
            &athlete_name,
            "erg",
            &test.id,
            &test.date,
            test.piece.as_str(),
            &text_of(test.time),
            &text_of(test.meters),
            &text_of(test.split),
            &text_of(test.stroke_rate),
            "",
            "",
            "",
            "",
            "",
            &verified,
            &club,
            &coach,
            &on,
            &checked,
            test.notes.as_deref().unwrap_or_default(),
            &test.created_at,
        ]));
    }
    for race in log.races.iter().map(ExportRace::from) {
        let [verified, club, coach, on, checked] = verification(&race.verified_by);
        out.push_str(&download::csv_line(&[
            &log.athlete.id,
            &athlete_name,
            "race",
            &race.id,
            &race.date,
            "",
            &text_of(race.time),
            "",
            "",
            "",
            &race.regatta,
            &race.event,
            race.boat_class.as_str(),
            race.seat.as_str(),
            &text_of(race.place),
            &verified,
            &club,
            &coach,
            &on,
            &checked,
            "",
            &race.created_at,
        ]));
    }
}

impl From<ExportApiError> for ApiError {
    fn from(error: ExportApiError) -> Self {
        let message = error.to_string();
        match error {
            ExportApiError::NotForRole => ApiError::Forbidden {
                code: "export_api_unavailable",
                message,
            },
            ExportApiError::AddOnRequired(_) => ApiError::Forbidden {
                code: "add_on_required",
                message,
            },
            ExportApiError::TooManyTokens => ApiError::Conflict {
                code: "token_limit",
                message,
            },
            ExportApiError::Invalid(field) => field.into(),
            ExportApiError::NotFound(_) => ApiError::NotFound(message),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export_api::rules::Holder;

    #[test]
    fn the_holder_is_told_where_to_get_the_add_on() {
        let error: ApiError = rules::add_on_required(&Holder::Parent).into();
        assert_eq!(
            (error.status(), error.code()),
            (StatusCode::FORBIDDEN, "add_on_required")
        );
    }
}
