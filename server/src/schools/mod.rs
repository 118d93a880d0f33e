//! The school browser: the real college rowing programs, searched and filtered on the server,
//! and each user's saved schools with notes.

pub mod import;
pub mod store;

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use serde::{Deserialize, Serialize};
use sqlx::Row as _;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::session::CurrentUser,
    db::{self, Row},
    http::error::{ApiError, ApiJson, ApiQuery, ApiResult},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(search))
        .routes(routes!(filters))
        .routes(routes!(detail))
        .routes(routes!(save, unsave))
        .routes(routes!(my_schools))
}

pub const QUERY_MAX: usize = 100;
pub const PAGE_SIZE_DEFAULT: i64 = 24;
pub const PAGE_SIZE_MAX: i64 = 100;
pub const NOTES_MAX: usize = 2000;
/// The spec's conferences, offered first in the filter (a data value naming the same
/// conference with a qualifier, like "Pac-12 (until 2024)", counts as it).
pub const SPEC_CONFERENCES: [&str; 5] = ["Ivy League", "Pac-12", "NESCAC", "ACC", "Big Ten"];
pub const PROGRAM_TYPES: [&str; 3] = ["Men", "Women", "Both"];
pub const SORTS: [&str; 4] = ["name", "-name", "-enrollment", "founded"];

/// Conditions for each program type. A squad counts when any of its crews (openweight or
/// lightweight) is known to exist.
const HAS_MEN: &str = "(COALESCE(s.mens, 0) = 1 OR COALESCE(s.mens_lightweight, 0) = 1)";
const HAS_WOMEN: &str = "(COALESCE(s.womens, 0) = 1 OR COALESCE(s.womens_lightweight, 0) = 1)";

#[derive(Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// Words matched against name, city, state and conference.
    pub q: Option<String>,
    /// I, II, III, Club or IRA.
    pub division: Option<String>,
    pub conference: Option<String>,
    /// Men, Women or Both.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    pub program_type: Option<String>,
    /// name (default), -name, -enrollment, founded.
    pub sort: Option<String>,
    /// From 1.
    pub page: Option<i64>,
    /// 1 to 100 (default 24).
    pub page_size: Option<i64>,
}

#[derive(Serialize, ToSchema, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Squads {
    pub womens: Option<bool>,
    pub mens: Option<bool>,
    pub womens_lightweight: Option<bool>,
    pub mens_lightweight: Option<bool>,
}

#[derive(Serialize, ToSchema, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SchoolSummary {
    pub id: String,
    pub name: String,
    pub city: Option<String>,
    pub state: Option<String>,
    pub division: Option<String>,
    pub conference: Option<String>,
    /// Men, Women, Both, or null when no squad is known.
    #[serde(rename = "type")]
    pub program_type: Option<&'static str>,
    pub squads: Squads,
    pub enrollment: Option<i64>,
    /// Small (under 5,000 students), Medium (under 15,000) or Large, from the enrollment.
    pub size: Option<&'static str>,
    pub founded: Option<i64>,
    pub saved: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchResponse {
    /// Programs in the database.
    pub total: i64,
    /// Programs matching the search and filters.
    pub matched: i64,
    pub page: i64,
    pub page_size: i64,
    pub items: Vec<SchoolSummary>,
}

fn flag(row: &Row, column: &str) -> Result<Option<bool>, sqlx::Error> {
    Ok(row.try_get::<Option<i64>, _>(column)?.map(|v| v != 0))
}

fn summary(row: &Row) -> Result<SchoolSummary, sqlx::Error> {
    let squads = Squads {
        womens: flag(row, "womens")?,
        mens: flag(row, "mens")?,
        womens_lightweight: flag(row, "womens_lightweight")?,
        mens_lightweight: flag(row, "mens_lightweight")?,
    };
    let men = squads.mens == Some(true) || squads.mens_lightweight == Some(true);
    let women = squads.womens == Some(true) || squads.womens_lightweight == Some(true);
    let enrollment: Option<i64> = row.try_get("enrollment")?;
    Ok(SchoolSummary {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        city: row.try_get("city")?,
        state: row.try_get("state")?,
        division: row.try_get("division")?,
        conference: row.try_get("conference")?,
        program_type: match (men, women) {
            (true, true) => Some("Both"),
            (true, false) => Some("Men"),
            (false, true) => Some("Women"),
            (false, false) => None,
        },
        squads,
        enrollment,
        size: enrollment.map(|n| match n {
            ..5_000 => "Small",
            5_000..15_000 => "Medium",
            _ => "Large",
        }),
        founded: row.try_get("founded")?,
        saved: row.try_get::<i64, _>("saved")? != 0,
    })
}

fn invalid(field: &str, message: String) -> ApiError {
    ApiError::validation(field, message)
}

async fn distinct(db: &db::Db, column: &str) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT DISTINCT {column} FROM schools WHERE {column} IS NOT NULL ORDER BY {column}"
    ))
    .fetch_all(&db.pool)
    .await
}

/// Searches the programs; every filter value is checked against what the data holds.
#[utoipa::path(get, path = "/api/schools", tag = "schools", params(SearchQuery),
    responses((status = 200, body = SearchResponse), (status = 400, body = crate::http::error::ErrorBody),
              (status = 401, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
async fn search(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiQuery(query): ApiQuery<SearchQuery>,
) -> ApiResult<axum::Json<SearchResponse>> {
    let page = query.page.unwrap_or(1);
    if page < 1 {
        return Err(invalid("page", "Page must be 1 or more".into()));
    }
    let page_size = query.page_size.unwrap_or(PAGE_SIZE_DEFAULT);
    if !(1..=PAGE_SIZE_MAX).contains(&page_size) {
        return Err(invalid(
            "page_size",
            format!("Page size must be between 1 and {PAGE_SIZE_MAX}"),
        ));
    }
    let sort = query.sort.as_deref().unwrap_or("name");
    let mut order = match sort {
        "name" => "s.name ASC",
        "-name" => "s.name DESC",
        "-enrollment" => "(s.enrollment IS NULL), s.enrollment DESC, s.name ASC",
        "founded" => "(s.founded IS NULL), s.founded ASC, s.name ASC",
        _ => return Err(invalid("sort", format!("Sort by one of: {}", SORTS.join(", ")))),
    }
    .to_owned();

    let mut params: Vec<String> = Vec::new();
    let mut conditions: Vec<String> = Vec::new();
    let text = query.q.as_deref().map(str::trim).unwrap_or_default();
    if text.chars().count() > QUERY_MAX {
        return Err(invalid(
            "q",
            format!("Search text must be at most {QUERY_MAX} characters"),
        ));
    }
    for word in text.to_lowercase().split_whitespace().take(8) {
        params.push(format!("%{}%", db::escape_like(word)));
        conditions.push(format!("s.search_text LIKE ${} ESCAPE '\\'", params.len()));
    }
    let division = query.division.as_deref().filter(|d| !d.is_empty() && *d != "all");
    if let Some(division) = division {
        params.push(division.to_owned());
        conditions.push(format!("s.division = ${}", params.len()));
    }
    let conference = query.conference.as_deref().filter(|c| !c.is_empty() && *c != "all");
    if let Some(conference) = conference {
        params.push(conference.to_owned());
        conditions.push(format!("s.conference = ${}", params.len()));
    }
    match query.program_type.as_deref() {
        None | Some("") | Some("all") => {}
        Some("Men") => conditions.push(format!("{HAS_MEN} AND NOT {HAS_WOMEN}")),
        Some("Women") => conditions.push(format!("{HAS_WOMEN} AND NOT {HAS_MEN}")),
        Some("Both") => conditions.push(format!("{HAS_MEN} AND {HAS_WOMEN}")),
        Some(_) => {
            return Err(invalid(
                "type",
                format!("Program type must be one of: {}", PROGRAM_TYPES.join(", ")),
            ))
        }
    }
    // The count binds only the filter's parameters; the ordering ones follow them.
    let filter_params = params.len();
    // With search text and the default order, names containing the whole phrase come first.
    if !text.is_empty() && query.sort.is_none() {
        let phrase = db::escape_like(&text.to_lowercase());
        params.push(format!("{phrase}%"));
        params.push(format!("%{phrase}%"));
        let (starts, contains) = (params.len() - 1, params.len());
        order = format!(
            "CASE WHEN LOWER(s.name) LIKE ${starts} ESCAPE '\\' THEN 0 WHEN LOWER(s.name) LIKE ${contains} ESCAPE '\\' THEN 1 ELSE 2 END, {order}"
        );
    }
    let filter = if conditions.is_empty() {
        String::new()
    } else {
        format!("WHERE {}", conditions.join(" AND "))
    };

    // Both counts in one pass over the table.
    let matching = if conditions.is_empty() {
        "1".to_owned()
    } else {
        format!("CASE WHEN {} THEN 1 ELSE 0 END", conditions.join(" AND "))
    };
    let count_sql = format!(
        "SELECT CAST(COUNT(*) AS BIGINT) AS total, CAST(COALESCE(SUM({matching}), 0) AS BIGINT) AS matched FROM schools s"
    );
    let mut count = sqlx::query(&count_sql);
    for p in &params[..filter_params] {
        count = count.bind(p);
    }
    let counts = count.fetch_one(&state.db.pool).await?;
    let (total, matched): (i64, i64) = (counts.try_get("total")?, counts.try_get("matched")?);
    // An unknown filter value matches nothing; only then is it worth checking against the data,
    // to tell "no such value" (an error) from "no program matches" (an empty page).
    if matched == 0 {
        if let Some(division) = division {
            let divisions = distinct(&state.db, "division").await?;
            if !divisions.iter().any(|d| d == division) {
                return Err(invalid(
                    "division",
                    format!("Unknown division. Choose one of: {}", divisions.join(", ")),
                ));
            }
        }
        if let Some(conference) = conference {
            if !distinct(&state.db, "conference").await?.iter().any(|c| c == conference) {
                return Err(invalid("conference", "Unknown conference".into()));
            }
        }
    }

    // The user comes last, for the saved flag.
    let user_param = params.len() + 1;
    let items_sql = format!(
        "SELECT s.*, CAST(CASE WHEN v.user_id IS NULL THEN 0 ELSE 1 END AS BIGINT) AS saved FROM schools s
         LEFT JOIN saved_schools v ON v.school_id = s.id AND v.user_id = ${user_param}
         {filter} ORDER BY {order} LIMIT {page_size} OFFSET {}",
        (page - 1).saturating_mul(page_size)
    );
    let mut items = sqlx::query(&items_sql);
    for p in &params {
        items = items.bind(p);
    }
    let rows = items.bind(&user.id).fetch_all(&state.db.pool).await?;
    Ok(axum::Json(SearchResponse {
        total,
        matched,
        page,
        page_size,
        items: rows.iter().map(summary).collect::<Result<_, _>>()?,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Filters {
    /// Divisions in the data.
    pub divisions: Vec<String>,
    /// Conferences in the data, the spec's five first.
    pub conferences: Vec<String>,
    pub types: Vec<&'static str>,
    pub sorts: Vec<&'static str>,
}

/// The filter choices the data offers.
#[utoipa::path(get, path = "/api/schools/filters", tag = "schools",
    responses((status = 200, body = Filters), (status = 401, body = crate::http::error::ErrorBody)))]
async fn filters(State(state): State<AppState>, _user: CurrentUser) -> ApiResult<axum::Json<Filters>> {
    let divisions = distinct(&state.db, "division").await?;
    let all = distinct(&state.db, "conference").await?;
    let rank = |c: &str| {
        SPEC_CONFERENCES
            .iter()
            .position(|spec| c == *spec || c.starts_with(&format!("{spec} (")))
            .unwrap_or(SPEC_CONFERENCES.len())
    };
    let mut conferences = all;
    conferences.sort_by(|a, b| rank(a).cmp(&rank(b)).then_with(|| a.cmp(b)));
    let order = ["I", "II", "III", "Club", "IRA"];
    let mut divisions = divisions;
    divisions.sort_by_key(|d| order.iter().position(|o| o == d).unwrap_or(order.len()));
    Ok(axum::Json(Filters {
        divisions,
        conferences,
        types: PROGRAM_TYPES.to_vec(),
        sorts: SORTS.to_vec(),
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SchoolDetail {
    #[serde(flatten)]
    pub summary: SchoolSummary,
    /// Home boathouse or water, where a source stated it.
    pub venue: Option<String>,
    /// The pages each value came from.
    pub sources: Vec<String>,
    /// The signed-in user's notes on this school.
    pub notes: Option<String>,
    pub saved_at: Option<String>,
}

/// One program with its sources and the user's own notes.
#[utoipa::path(get, path = "/api/schools/{id}", tag = "schools", params(("id" = String, Path)),
    responses((status = 200, body = SchoolDetail), (status = 404, body = crate::http::error::ErrorBody)))]
async fn detail(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<SchoolDetail>> {
    let row = sqlx::query(
        "SELECT s.*, CAST(CASE WHEN v.user_id IS NULL THEN 0 ELSE 1 END AS BIGINT) AS saved, v.notes, v.created_at AS saved_at
         FROM schools s LEFT JOIN saved_schools v ON v.school_id = s.id AND v.user_id = $2 WHERE s.id = $1",
    )
    .bind(&id)
    .bind(&user.id)
    .fetch_optional(&state.db.pool)
    .await?
    .ok_or_else(|| ApiError::NotFound("There is no such school.".into()))?;
    let source: String = row.try_get("source")?;
    Ok(axum::Json(SchoolDetail {
        summary: summary(&row)?,
        venue: row.try_get("venue")?,
        sources: source
            .split(" | ")
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty())
            .collect(),
        notes: row.try_get("notes")?,
        saved_at: row.try_get::<Option<i64>, _>("saved_at")?.map(db::ms_to_rfc3339),
    }))
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct SaveRequest {
    /// Private notes (at most 2000 characters).
    notes: Option<String>,
}

/// Saves a school to the user's list, or updates its notes.
#[utoipa::path(put, path = "/api/schools/{id}/saved", tag = "schools", params(("id" = String, Path)), request_body = SaveRequest,
    responses((status = 200, body = SchoolDetail), (status = 404, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
async fn save(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<SaveRequest>,
) -> ApiResult<axum::Json<SchoolDetail>> {
    let notes = request.notes.map(|n| n.trim().to_owned()).filter(|n| !n.is_empty());
    if notes.as_ref().is_some_and(|n| n.chars().count() > NOTES_MAX) {
        return Err(invalid(
            "notes",
            format!("Notes must be at most {NOTES_MAX} characters"),
        ));
    }
    let exists: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM schools WHERE id = $1")
        .bind(&id)
        .fetch_one(&state.db.pool)
        .await?;
    if exists == 0 {
        return Err(ApiError::NotFound("There is no such school.".into()));
    }
    let now = db::now_ms();
    sqlx::query(
        "INSERT INTO saved_schools (user_id, school_id, notes, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (user_id, school_id) DO UPDATE SET notes = excluded.notes, updated_at = excluded.updated_at",
    )
    .bind(&current.0.id)
    .bind(&id)
    .bind(&notes)
    .bind(now)
    .execute(&state.db.pool)
    .await?;
    detail(State(state), current, Path(id)).await
}

/// Removes a school from the user's list.
#[utoipa::path(delete, path = "/api/schools/{id}/saved", tag = "schools", params(("id" = String, Path)), responses((status = 204)))]
async fn unsave(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    sqlx::query("DELETE FROM saved_schools WHERE user_id = $1 AND school_id = $2")
        .bind(&user.id)
        .bind(&id)
        .execute(&state.db.pool)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSchool {
    #[serde(flatten)]
    pub summary: SchoolSummary,
    pub notes: Option<String>,
    pub saved_at: String,
}

/// The signed-in user's saved schools, newest first.
#[utoipa::path(get, path = "/api/me/schools", tag = "schools", responses((status = 200, body = [SavedSchool])))]
async fn my_schools(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<axum::Json<Vec<SavedSchool>>> {
    let rows = sqlx::query(
        "SELECT s.*, CAST(1 AS BIGINT) AS saved, v.notes, v.created_at AS saved_at FROM saved_schools v JOIN schools s ON s.id = v.school_id
         WHERE v.user_id = $1 ORDER BY v.created_at DESC, s.name",
    )
    .bind(&user.id)
    .fetch_all(&state.db.pool)
    .await?;
    let saved = rows
        .iter()
        .map(|row| {
            Ok(SavedSchool {
                summary: summary(row)?,
                notes: row.try_get("notes")?,
                saved_at: db::ms_to_rfc3339(row.try_get("saved_at")?),
            })
        })
        .collect::<Result<_, sqlx::Error>>()?;
    Ok(axum::Json(saved))
}
