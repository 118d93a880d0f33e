//! Athlete profiles: each user reads and writes only their own, taken from the session.
//! The server validates every field (spec section 5) and stores erg times in tenths.

pub mod erg;
pub mod store;

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use sqlx::Row as _;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::{session::CurrentUser, store::SessionUser},
    db::{self, Db, Row},
    http::error::{ApiError, ApiJson, ApiResult},
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_own, update_own))
        .routes(routes!(get_by_id))
}

pub const BIO_MAX: usize = 1000;
pub const TEXT_MAX: usize = 100;
/// Graduation year choices: this year and the four after it.
pub const GRAD_YEAR_CHOICES: i64 = 5;

/// The profile as the client reads it; field names follow the spec's `profiles` table.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
pub struct Profile {
    pub id: String,
    pub email: String,
    pub user_role: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub weight: Option<i64>,
    /// MM:SS.S
    pub erg_2k: Option<String>,
    /// MM:SS.S
    pub erg_6k: Option<String>,
    pub hometown: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub bio: Option<String>,
    pub updated_at: String,
    pub completeness: Completeness,
}

#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
pub struct Completeness {
    /// 0 to 100.
    pub percent: i64,
    /// Human names of the fields still empty.
    pub missing: Vec<&'static str>,
}

/// The editable fields. Empty numbers are `null`.
#[derive(Deserialize, ToSchema, Debug, Default)]
#[serde(default)]
pub struct ProfileUpdate {
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub weight: Option<i64>,
    pub erg_2k: Option<String>,
    pub erg_6k: Option<String>,
    pub hometown: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub bio: Option<String>,
}

/// An update that passed validation, in stored form.
#[derive(Debug, PartialEq)]
pub struct ValidProfile {
    full_name: String,
    grad_year: i64,
    gpa: Option<f64>,
    sat_score: Option<i64>,
    height_feet: Option<i64>,
    height_inches: Option<i64>,
    weight: Option<i64>,
    erg_2k_tenths: Option<i64>,
    erg_6k_tenths: Option<i64>,
    hometown: Option<String>,
    high_school: Option<String>,
    club_team: Option<String>,
    bio: Option<String>,
}

fn text(
    value: Option<String>,
    field: &str,
    label: &str,
    max: usize,
    errors: &mut BTreeMap<String, String>,
) -> Option<String> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
    if value.chars().count() > max {
        errors.insert(field.into(), format!("{label} must be at most {max} characters"));
    }
    Some(value)
}

fn bounded(
    value: Option<i64>,
    field: &str,
    range: std::ops::RangeInclusive<i64>,
    message: &str,
    errors: &mut BTreeMap<String, String>,
) -> Option<i64> {
    if let Some(v) = value {
        if !range.contains(&v) {
            errors.insert(field.into(), message.into());
        }
    }
    value
}

fn erg(value: Option<String>, field: &str, errors: &mut BTreeMap<String, String>) -> Option<i64> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
    let tenths = erg::parse_tenths(&value);
    if tenths.is_none() {
        errors.insert(field.into(), "Use the format MM:SS.S, for example 6:45.3".into());
    }
    tenths
}

/// Checks every field against spec section 5; `this_year` bounds the graduation year.
pub fn validate(update: ProfileUpdate, this_year: i64) -> Result<ValidProfile, ApiError> {
    let mut errors = BTreeMap::new();
    let full_name = text(update.full_name, "full_name", "Full name", TEXT_MAX, &mut errors);
    if full_name.is_none() {
        errors.insert("full_name".into(), "Full name is required".into());
    }
    let last_year = this_year + GRAD_YEAR_CHOICES - 1;
    let grad_year = bounded(
        update.grad_year,
        "grad_year",
        this_year..=last_year,
        &format!("Graduation year must be between {this_year} and {last_year}"),
        &mut errors,
    );
    if grad_year.is_none() {
        errors.insert("grad_year".into(), "Graduation year is required".into());
    }
    if let Some(gpa) = update.gpa {
        if !(0.0..=4.0).contains(&gpa) || !gpa.is_finite() {
            errors.insert("gpa".into(), "GPA must be between 0 and 4.0".into());
        } else if ((gpa * 100.0).round() - gpa * 100.0).abs() > 1e-6 {
            errors.insert("gpa".into(), "GPA can have at most two decimal places".into());
        }
    }
    let valid = ValidProfile {
        full_name: full_name.unwrap_or_default(),
        grad_year: grad_year.unwrap_or_default(),
        gpa: update.gpa,
        sat_score: bounded(
            update.sat_score,
            "sat_score",
            400..=1600,
            "SAT score must be between 400 and 1600",
            &mut errors,
        ),
        height_feet: bounded(
            update.height_feet,
            "height_feet",
            4..=7,
            "Height must be between 4 and 7 feet",
            &mut errors,
        ),
        height_inches: bounded(
            update.height_inches,
            "height_inches",
            0..=11,
            "Inches must be between 0 and 11",
            &mut errors,
        ),
        weight: bounded(
            update.weight,
            "weight",
            90..=300,
            "Weight must be between 90 and 300 lbs",
            &mut errors,
        ),
        erg_2k_tenths: erg(update.erg_2k, "erg_2k", &mut errors),
        erg_6k_tenths: erg(update.erg_6k, "erg_6k", &mut errors),
        hometown: text(update.hometown, "hometown", "Hometown", TEXT_MAX, &mut errors),
        high_school: text(update.high_school, "high_school", "High school", TEXT_MAX, &mut errors),
        club_team: text(update.club_team, "club_team", "Club team", TEXT_MAX, &mut errors),
        bio: text(update.bio, "bio", "Bio", BIO_MAX, &mut errors),
    };
    if errors.is_empty() {
        Ok(valid)
    } else {
        Err(ApiError::Validation {
            message: "Please correct the highlighted fields.".into(),
            fields: errors,
        })
    }
}

fn completeness(p: &Profile) -> Completeness {
    let checks: [(&'static str, bool); 12] = [
        ("Full name", p.full_name.is_some()),
        ("Graduation year", p.grad_year.is_some()),
        ("GPA", p.gpa.is_some()),
        ("SAT score", p.sat_score.is_some()),
        ("Height", p.height_feet.is_some()),
        ("Weight", p.weight.is_some()),
        ("2k erg time", p.erg_2k.is_some()),
        ("6k erg time", p.erg_6k.is_some()),
        ("Hometown", p.hometown.is_some()),
        ("High school", p.high_school.is_some()),
        ("Club team", p.club_team.is_some()),
        ("Bio", p.bio.is_some()),
    ];
    let missing: Vec<&'static str> = checks.iter().filter(|(_, done)| !done).map(|(name, _)| *name).collect();
    Completeness {
        percent: ((checks.len() - missing.len()) * 100 / checks.len()) as i64,
        missing,
    }
}

fn profile_of(row: &Row) -> Result<Profile, sqlx::Error> {
    let mut profile = Profile {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        user_role: row.try_get("user_role")?,
        full_name: row.try_get("full_name")?,
        grad_year: row.try_get("grad_year")?,
        gpa: row.try_get("gpa")?,
        sat_score: row.try_get("sat_score")?,
        height_feet: row.try_get("height_feet")?,
        height_inches: row.try_get("height_inches")?,
        weight: row.try_get("weight")?,
        erg_2k: row.try_get::<Option<i64>, _>("erg_2k_tenths")?.map(erg::format_tenths),
        erg_6k: row.try_get::<Option<i64>, _>("erg_6k_tenths")?.map(erg::format_tenths),
        hometown: row.try_get("hometown")?,
        high_school: row.try_get("high_school")?,
        club_team: row.try_get("club_team")?,
        bio: row.try_get("bio")?,
        updated_at: db::ms_to_rfc3339(row.try_get("updated_at")?),
        completeness: Completeness {
            percent: 0,
            missing: vec![],
        },
    };
    profile.completeness = completeness(&profile);
    Ok(profile)
}

/// The user's profile, created (id, email, role) when it does not exist yet.
pub async fn load_or_create(db: &Db, user: &SessionUser) -> Result<Profile, sqlx::Error> {
    let select = "SELECT * FROM profiles WHERE id = $1";
    if let Some(row) = sqlx::query(select).bind(&user.id).fetch_optional(&db.pool).await? {
        return profile_of(&row);
    }
    let now = db::now_ms();
    sqlx::query(
        "INSERT INTO profiles (id, email, user_role, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(&user.id)
    .bind(&user.email)
    .bind(user.role.as_str())
    .bind(now)
    .execute(&db.pool)
    .await?;
    profile_of(&sqlx::query(select).bind(&user.id).fetch_one(&db.pool).await?)
}

/// The signed-in user's profile (created on first read).
#[utoipa::path(get, path = "/api/profile", tag = "profiles",
    responses((status = 200, body = Profile), (status = 401, body = crate::http::error::ErrorBody)))]
async fn get_own(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<axum::Json<Profile>> {
    Ok(axum::Json(load_or_create(&state.db, &user).await?))
}

/// Saves the signed-in user's profile; every field is validated, errors are per field.
#[utoipa::path(put, path = "/api/profile", tag = "profiles", request_body = ProfileUpdate,
    responses((status = 200, body = Profile), (status = 401, body = crate::http::error::ErrorBody),
              (status = 422, body = crate::http::error::ErrorBody)))]
async fn update_own(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(update): ApiJson<ProfileUpdate>,
) -> ApiResult<axum::Json<Profile>> {
    let valid = validate(update, db::today_utc().year() as i64)?;
    load_or_create(&state.db, &user).await?;
    sqlx::query(
        "UPDATE profiles SET full_name = $1, grad_year = $2, gpa = $3, sat_score = $4, height_feet = $5,
            height_inches = $6, weight = $7, erg_2k_tenths = $8, erg_6k_tenths = $9, hometown = $10,
            high_school = $11, club_team = $12, bio = $13, updated_at = $14
         WHERE id = $15",
    )
    .bind(&valid.full_name)
    .bind(valid.grad_year)
    .bind(valid.gpa)
    .bind(valid.sat_score)
    .bind(valid.height_feet)
    .bind(valid.height_inches)
    .bind(valid.weight)
    .bind(valid.erg_2k_tenths)
    .bind(valid.erg_6k_tenths)
    .bind(&valid.hometown)
    .bind(&valid.high_school)
    .bind(&valid.club_team)
    .bind(&valid.bio)
    .bind(db::now_ms())
    .bind(&user.id)
    .execute(&state.db.pool)
    .await?;
    Ok(axum::Json(load_or_create(&state.db, &user).await?))
}

/// A profile by id: only one's own (the id of the session); any other id is refused.
#[utoipa::path(get, path = "/api/profiles/{id}", tag = "profiles",
    params(("id" = String, Path, description = "Profile (user) id")),
    responses((status = 200, body = Profile), (status = 403, body = crate::http::error::ErrorBody)))]
async fn get_by_id(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<Profile>> {
    if id != user.id {
        return Err(ApiError::Forbidden {
            code: "forbidden",
            message: "You can only read your own profile.".into(),
        });
    }
    Ok(axum::Json(load_or_create(&state.db, &user).await?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> ProfileUpdate {
        ProfileUpdate {
            full_name: Some("Alex Rower".into()),
            grad_year: Some(2027),
            ..Default::default()
        }
    }

    fn field_error(update: ProfileUpdate) -> Option<(String, String)> {
        match validate(update, 2026) {
            Ok(_) => None,
            Err(ApiError::Validation { fields, .. }) => fields.into_iter().next(),
            Err(other) => panic!("{other:?}"),
        }
    }

    #[test]
    fn every_bound_at_and_beyond_its_edge() {
        type Case = (fn(&mut ProfileUpdate), Option<&'static str>);
        let cases: Vec<Case> = vec![
            (|u| u.gpa = Some(0.0), None),
            (|u| u.gpa = Some(4.0), None),
            (|u| u.gpa = Some(4.01), Some("gpa")),
            (|u| u.gpa = Some(-0.01), Some("gpa")),
            (|u| u.gpa = Some(3.333), Some("gpa")),
            (|u| u.sat_score = Some(400), None),
            (|u| u.sat_score = Some(1600), None),
            (|u| u.sat_score = Some(399), Some("sat_score")),
            (|u| u.sat_score = Some(1601), Some("sat_score")),
            (|u| u.height_feet = Some(4), None),
            (|u| u.height_feet = Some(7), None),
            (|u| u.height_feet = Some(3), Some("height_feet")),
            (|u| u.height_feet = Some(8), Some("height_feet")),
            (|u| u.height_inches = Some(0), None),
            (|u| u.height_inches = Some(11), None),
            (|u| u.height_inches = Some(12), Some("height_inches")),
            (|u| u.height_inches = Some(-1), Some("height_inches")),
            (|u| u.weight = Some(90), None),
            (|u| u.weight = Some(300), None),
            (|u| u.weight = Some(89), Some("weight")),
            (|u| u.weight = Some(301), Some("weight")),
            (|u| u.grad_year = Some(2026), None),
            (|u| u.grad_year = Some(2030), None),
            (|u| u.grad_year = Some(2025), Some("grad_year")),
            (|u| u.grad_year = Some(2031), Some("grad_year")),
            (|u| u.grad_year = None, Some("grad_year")),
            (|u| u.full_name = Some("  ".into()), Some("full_name")),
            (|u| u.full_name = Some("x".repeat(101)), Some("full_name")),
            (|u| u.erg_2k = Some("6:45.3".into()), None),
            (|u| u.erg_2k = Some("6:45".into()), Some("erg_2k")),
            (|u| u.erg_6k = Some("21:60.0".into()), Some("erg_6k")),
            (|u| u.bio = Some("b".repeat(BIO_MAX)), None),
            (|u| u.bio = Some("b".repeat(BIO_MAX + 1)), Some("bio")),
        ];
        for (i, (change, expected)) in cases.into_iter().enumerate() {
            let mut update = base();
            change(&mut update);
            assert_eq!(field_error(update).map(|(f, _)| f).as_deref(), expected, "case {i}");
        }
    }

    #[test]
    fn messages_name_the_bounds() {
        let mut u = base();
        u.weight = Some(50);
        assert_eq!(field_error(u).unwrap().1, "Weight must be between 90 and 300 lbs");
        let mut u = base();
        u.grad_year = Some(2040);
        assert_eq!(
            field_error(u).unwrap().1,
            "Graduation year must be between 2026 and 2030"
        );
    }

    #[test]
    fn valid_input_is_trimmed_and_erg_times_become_tenths() {
        let mut u = base();
        u.erg_2k = Some(" 6:45.3 ".into());
        u.hometown = Some("  Seattle, WA ".into());
        u.club_team = Some("".into());
        let valid = validate(u, 2026).unwrap();
        assert_eq!(valid.erg_2k_tenths, Some(4053));
        assert_eq!(valid.hometown.as_deref(), Some("Seattle, WA"));
        assert_eq!(valid.club_team, None);
    }
}
