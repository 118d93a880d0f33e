//! Storage of athlete profiles: the only SQL on the `profiles` table.

mod account;
pub use account::*;

use crate::db::Db;

use super::rules::ValidProfile;

/// A stored profile; erg times in tenths of a second, `updated_at` in milliseconds.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct ProfileRow {
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
    pub erg_2k_tenths: Option<i64>,
    pub erg_6k_tenths: Option<i64>,
    pub hometown: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub bio: Option<String>,
    pub updated_at: i64,
}

/// The user's profile, if it exists.
pub async fn find(db: &Db, user_id: &str) -> Result<Option<ProfileRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, email, user_role, full_name, grad_year, gpa, sat_score, height_feet, height_inches, weight,
            erg_2k_tenths, erg_6k_tenths, hometown, high_school, club_team, bio, updated_at
         FROM profiles WHERE id = $1",
    )
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await
}

/// Writes every editable field of the user's profile (which exists).
pub async fn update(db: &Db, user_id: &str, valid: &ValidProfile, now_ms: i64) -> Result<(), sqlx::Error> {
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
    .bind(now_ms)
    .bind(user_id)
    .execute(&db.pool)
    .await?;
    Ok(())
}
