//! Who may use the coach area: [`CoachUser`] (any coach) and [`RecruitingCoach`] (the recruiting
//! workspace), and [`workspace_access`], the one decision behind the latter, which routes outside
//! an extractor (a profile read by id, messaging, calendar) and the coach page ask directly.

use axum::extract::FromRequestParts;
use http::request::Parts;

use super::{
    rules::{self, CoachError},
    store::{self, CoachProgram},
};
use crate::{
    auth::{
        session::CurrentUser,
        store::{operator as accounts, SessionUser},
    },
    db,
    http::error::ApiError,
    plans::{self, rules::Standing},
    AppState,
};

/// The signed-in user, who must be a coach (403 otherwise).
pub struct CoachUser(pub SessionUser);

impl FromRequestParts<AppState> for CoachUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        rules::require_coach(user.role)?;
        Ok(CoachUser(user))
    }
}

/// A verified coach of a program on an active plan, with a seat: the only caller the recruiting
/// workspace (athlete search, board, profile views) answers. Anyone else gets 403 with a code
/// saying why: `forbidden` (not a coach), `coach_unverified`, `no_program`, `plan_required`.
pub struct RecruitingCoach {
    pub user: SessionUser,
    pub school_id: String,
    pub school_name: String,
    /// The program's division ("I", "II", "III", "Club"), when the directory gives one.
    pub division: Option<String>,
    pub standing: Standing,
}

impl FromRequestParts<AppState> for RecruitingCoach {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CoachUser(user) = CoachUser::from_request_parts(parts, state).await?;
        let access = workspace_access(state, &user).await?;
        let (program, standing) = access?;
        Ok(RecruitingCoach {
            user,
            school_id: program.school_id,
            school_name: program.school_name.unwrap_or_default(),
            division: program.division,
            standing,
        })
    }
}

/// The coach's program and plan standing, or why the workspace is closed to them.
pub async fn workspace_access(
    state: &AppState,
    user: &SessionUser,
) -> Result<Result<(CoachProgram, Standing), CoachError>, ApiError> {
    let verification = accounts::coach_verification(&state.db, &user.id).await?;
    let program = store::program_of(&state.db, &user.id).await?;
    let (plan, seat) = match &program {
        Some(program) => (
            plans::store::of_program(&state.db, &program.school_id).await?,
            store::seat_number(&state.db, &user.id, program).await?,
        ),
        None => (None, 0),
    };
    let standing = rules::workspace_access(
        verification.status,
        program.is_some(),
        plan.as_ref(),
        seat,
        db::now_ms(),
    );
    Ok(standing.map(|standing| (program.expect("a standing needs a program"), standing)))
}
