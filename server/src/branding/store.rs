//! Every statement on `club_brands`.

use sqlx::{Any, Executor};

use super::rules::ValidBrand;

/// A club's stored brand.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct BrandRow {
    pub display_name: String,
    pub band_colour: String,
    pub accent_colour: String,
}

/// The club's brand, whether or not the club holds the add-on now.
pub async fn brand_of<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    club_id: &str,
) -> Result<Option<BrandRow>, sqlx::Error> {
    sqlx::query_as("SELECT display_name, band_colour, accent_colour FROM club_brands WHERE club_id = $1")
        .bind(club_id)
        .fetch_optional(executor)
        .await
}

/// Sets the club's brand, replacing the one it had.
pub async fn save<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    club_id: &str,
    brand: &ValidBrand,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO club_brands (club_id, display_name, band_colour, accent_colour, updated_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (club_id) DO UPDATE SET display_name = excluded.display_name,
             band_colour = excluded.band_colour, accent_colour = excluded.accent_colour,
             updated_at = excluded.updated_at",
    )
    .bind(club_id)
    .bind(&brand.display_name)
    .bind(&brand.band_colour)
    .bind(&brand.accent_colour)
    .bind(now_ms)
    .execute(executor)
    .await?;
    Ok(())
}

/// Removes the club's brand; false when it had none.
pub async fn clear<'e, E: Executor<'e, Database = Any>>(executor: E, club_id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM club_brands WHERE club_id = $1")
        .bind(club_id)
        .execute(executor)
        .await?;
    Ok(done.rows_affected() > 0)
}
