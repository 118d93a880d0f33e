//! The club's roster, with what each athlete shares.

use std::collections::HashMap;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::ClubCoach;
use crate::{
    club::{
        rules::{self, ClubError},
        store,
    },
    db,
    http::error::{ApiResult, ErrorBody},
    messaging,
    performance::{self, rules::Piece, Attestation},
    profile_views, profiles, rowing, AppState,
};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RosterTest {
    pub id: String,
    pub piece: Piece,
    pub time: Option<String>,
    pub meters: Option<i64>,
    /// yyyy-mm-dd
    pub date: String,
    pub attestation: Option<Attestation>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewedBy {
    pub school_id: String,
    pub school_name: String,
    /// yyyy-mm-dd (UTC)
    pub last_viewed_on: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConversationWith {
    pub school_id: String,
    pub school_name: String,
    pub last_message_at: String,
}

/// Recruiting activity the athlete chose to share: which programs, never what they wrote.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedActivity {
    /// Programs whose coaches viewed the profile in the last 90 days.
    pub viewed_by: Vec<ViewedBy>,
    /// Programs the athlete has a conversation with.
    pub conversations: Vec<ConversationWith>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvaluationStatus {
    pub updated_at: String,
    pub withdrawn: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RosterAthlete {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub joined_at: String,
    /// 0 to 100, the profile's own completeness rule.
    pub completeness: i64,
    /// Up to 3, newest first.
    pub latest_tests: Vec<RosterTest>,
    pub shares_activity: bool,
    /// Only when the athlete shares it.
    pub activity: Option<SharedActivity>,
    /// The club's evaluation of the athlete, if any.
    pub evaluation: Option<EvaluationStatus>,
}

/// The club's roster: each athlete's completeness, latest tests, shared recruiting activity and
/// the club's evaluation status.
#[utoipa::path(get, path = "/api/club/roster", tag = "club",
    responses((status = 200, body = [RosterAthlete]), (status = 403, body = ErrorBody)))]
pub(super) async fn roster(State(state): State<AppState>, coach: ClubCoach) -> ApiResult<Json<Vec<RosterAthlete>>> {
    let db = &state.db;
    let evaluations: HashMap<String, store::EvaluationRow> = store::evaluations_of_club(db, &coach.club.id)
        .await?
        .into_iter()
        .map(|e| (e.athlete_id.clone(), e))
        .collect();
    let since = profile_views::rules::window_start(db::now_ms(), rules::ACTIVITY_DAYS);
    let mut athletes = Vec::new();
    for member in store::roster(db, &coach.club.id).await? {
        let id = member.athlete_id;
        let profile = profiles::store::find_with_bests(db, &id).await?;
        let completeness = match &profile {
            Some(found) => {
                let bests = found.bests();
                profiles::rules::completeness(&found.row, bests.m2000.is_some(), bests.m6000.is_some()).percent
            }
            None => 0,
        };
        let latest_tests = performance::store::latest_erg_tests(db, &id, rules::LATEST_TESTS)
            .await?
            .into_iter()
            .map(|t| RosterTest {
                attestation: Attestation::of(&t.attestation),
                time: t.tenths.map(rowing::format_tenths),
                id: t.id,
                piece: t.piece,
                meters: t.meters,
                date: t.test_date,
            })
            .collect();
        let shares_activity = member.shares_activity != 0;
        let activity = if shares_activity {
            let viewed_by = profile_views::store::views_by_program(db, &id, since)
                .await?
                .into_iter()
                .map(|v| ViewedBy {
                    school_name: v.school_name.unwrap_or_else(|| v.school_id.clone()),
                    school_id: v.school_id,
                    last_viewed_on: v.last_viewed_on,
                })
                .collect();
            let conversations = messaging::store::programs_in_conversation(db, &id)
                .await?
                .into_iter()
                .map(|c| ConversationWith {
                    school_name: c.school_name.unwrap_or_else(|| c.school_id.clone()),
                    school_id: c.school_id,
                    last_message_at: db::ms_to_rfc3339(c.last_message_at),
                })
                .collect();
            Some(SharedActivity {
                viewed_by,
                conversations,
            })
        } else {
            None
        };
        athletes.push(RosterAthlete {
            evaluation: evaluations.get(&id).map(|e| EvaluationStatus {
                updated_at: db::ms_to_rfc3339(e.updated_at),
                withdrawn: e.withdrawn_at.is_some(),
            }),
            full_name: profile.as_ref().and_then(|p| p.row.full_name.clone()),
            grad_year: profile.as_ref().and_then(|p| p.row.grad_year),
            joined_at: db::ms_to_rfc3339(member.joined_at),
            completeness,
            latest_tests,
            shares_activity,
            activity,
            id,
        });
    }
    Ok(Json(athletes))
}

/// Takes an athlete off the roster; their waiting attestation requests to the club go too.
#[utoipa::path(delete, path = "/api/club/roster/{athleteId}", tag = "club",
    params(("athleteId" = String, Path, description = "Athlete (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub(super) async fn remove_from_roster(
    State(state): State<AppState>,
    coach: ClubCoach,
    Path(athlete_id): Path<String>,
) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    if !store::on_roster(&mut *tx, &coach.club.id, &athlete_id).await?
        || !store::remove_member(&mut tx, &coach.club.id, &athlete_id).await?
    {
        return Err(ClubError::NotFound("This athlete is not on your roster.").into());
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
