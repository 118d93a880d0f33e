//! The recruiting reads other domains call: the athlete's profile views, whole and as the
//! dashboard's count.

use super::{
    model::{FollowUp, ProfileViews, ProgramViews},
    rules::{self, FollowUpKind},
};
use crate::{
    board, db,
    profile_views::{self, rules::window_start},
};

/// The programs whose coaches opened the athlete's profile in the last 90 days, and what each
/// did next (also read by a linked parent).
pub async fn views_of(db: &db::Db, athlete_id: &str, now: i64) -> Result<ProfileViews, sqlx::Error> {
    let views =
        profile_views::store::views_by_program(db, athlete_id, window_start(now, rules::VIEWS_PAGE_DAYS)).await?;
    let starred = board::store::starred_by_programs(db, athlete_id).await?;
    let wrote = crate::messaging::store::first_coach_messages(db, athlete_id).await?;
    let programs = views
        .into_iter()
        .map(|v| {
            let starred_at = starred
                .iter()
                .find(|s| s.school_id == v.school_id)
                .map(|s| db::ms_to_rfc3339(s.starred_at));
            let follow_ups = {
                let mut next: Vec<(i64, FollowUpKind)> = starred
                    .iter()
                    .filter(|s| s.school_id == v.school_id)
                    .map(|s| (s.starred_at, FollowUpKind::AddedToWatchlist))
                    .chain(
                        wrote
                            .iter()
                            .filter(|(school_id, _)| *school_id == v.school_id)
                            .map(|(_, at)| (*at, FollowUpKind::WroteToYou)),
                    )
                    .collect();
                next.sort_by_key(|(at, _)| *at);
                next.into_iter()
                    .map(|(at, kind)| FollowUp {
                        kind,
                        at: db::ms_to_rfc3339(at),
                    })
                    .collect()
            };
            ProgramViews {
                program_name: v.school_name.unwrap_or_else(|| v.school_id.clone()),
                school_id: v.school_id,
                views: v.views,
                first_viewed_on: v.first_viewed_on,
                last_viewed_on: v.last_viewed_on,
                follow_ups,
                starred_at,
            }
        })
        .collect();
    Ok(ProfileViews {
        programs,
        views_last30_days: recent_views(db, athlete_id, now).await?,
    })
}

/// Views of the athlete's profile in the last 30 days.
pub async fn recent_views(db: &db::Db, athlete_id: &str, now_ms: i64) -> Result<i64, sqlx::Error> {
    profile_views::store::view_count(db, athlete_id, window_start(now_ms, rules::VIEWS_DASHBOARD_DAYS)).await
}
