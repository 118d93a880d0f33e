//! The brand other domains show: the one on an athlete's shared and printed profile.

use super::{model::ClubBrand, store};
use crate::{
    billing::{add_ons, rules::SubjectKind},
    club,
    db::Db,
    plans::rules::AddOnId,
};

/// Whether the club holds the Custom branding add-on now.
pub async fn club_holds_add_on(db: &Db, club_id: &str) -> Result<bool, sqlx::Error> {
    add_ons::holds(&db.pool, SubjectKind::Club, club_id, AddOnId::CustomBranding).await
}

/// The brand on the athlete's profile: of the clubs whose roster the athlete is on (as its
/// coaches see it), the one joined most recently among those that hold the add-on and set a
/// brand. A brand kept after the add-on ended is not shown.
pub async fn shown_on_profile(db: &Db, athlete_id: &str) -> Result<Option<ClubBrand>, sqlx::Error> {
    for club_id in club::store::rosters_of(db, athlete_id).await? {
        let Some(brand) = store::brand_of(&db.pool, &club_id).await? else {
            continue;
        };
        if club_holds_add_on(db, &club_id).await? {
            return Ok(Some(brand.into()));
        }
    }
    Ok(None)
}
