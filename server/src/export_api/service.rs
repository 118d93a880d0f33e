//! The use cases: who holds tokens and pays for them, creating and revoking a token, a bearer's
//! identification, and the athletes a token reads, each by the rule the product already applies
//! to that role (the athlete's own log, the parent portal's links, the club page's roster).

use super::{
    rules::{self, ExportApiError, Holder},
    store::{self, NewToken, TokenRow},
};
use crate::{
    auth::store::{self as accounts, SessionUser},
    billing::add_ons,
    club, db, family,
    http::error::{ApiError, ApiResult},
    performance::store::{self as performance, ErgTestRow, RaceRow},
    plans::rules::AddOnId,
    profiles, tokens, AppState,
};

/// Who the signed-in person is to the export API, or why it is not for them.
pub async fn holder_of(state: &AppState, user: &SessionUser) -> ApiResult<Holder> {
    let club_id = match user.role {
        accounts::Role::Coach => club::store::club_of_coach(&state.db, &user.id)
            .await?
            .map(|(club, _)| club.id),
        _ => None,
    };
    Ok(rules::holder(user.role, club_id)?)
}

/// Whether the holder's payer holds the add-on now.
pub async fn add_on_held(state: &AppState, user_id: &str, holder: &Holder) -> Result<bool, sqlx::Error> {
    let (kind, subject_id) = holder.payer(user_id);
    add_ons::holds(&state.db.pool, kind, &subject_id, AddOnId::ExportApi).await
}

/// Creates a token for the signed-in person, whose payer must hold the add-on: its row and the
/// secret, which is stored only as its hash and so is answered this once.
pub async fn create(state: &AppState, user: &SessionUser, name: Option<&str>) -> ApiResult<(TokenRow, String)> {
    let holder = holder_of(state, user).await?;
    if !add_on_held(state, &user.id, &holder).await? {
        return Err(rules::add_on_required(&holder).into());
    }
    let name = rules::token_name(name)?;
    let secret = rules::secret_of(&tokens::random_token());
    let id = uuid::Uuid::new_v4().to_string();
    let prefix = rules::shown_part(&secret);
    let now_ms = db::now_ms();
    let mut tx = state.db.begin_write().await?;
    let live = store::count_of_user(&mut *tx, &user.id).await?;
    rules::room_for_token(usize::try_from(live).unwrap_or(usize::MAX))?;
    let new = NewToken {
        id: &id,
        user_id: &user.id,
        name: &name,
        token_hash: &tokens::token_hash(&secret),
        prefix: &prefix,
        now_ms,
    };
    store::insert(&mut tx, &new).await?;
    tx.commit().await?;
    let row = TokenRow {
        id,
        user_id: user.id.clone(),
        name,
        prefix,
        created_at: now_ms,
        last_used_at: None,
    };
    Ok((row, secret))
}

/// Revokes one of the signed-in person's tokens (404 for any other id).
pub async fn revoke(state: &AppState, user: &SessionUser, id: &str) -> ApiResult<()> {
    if store::delete_own(&state.db, &user.id, id).await? {
        Ok(())
    } else {
        Err(ExportApiError::NotFound("There is no such API token.").into())
    }
}

/// The person a bearer token stands for, past every check a request makes.
pub struct Reader {
    pub user: SessionUser,
    pub holder: Holder,
}

/// Identifies a request by its token: a known secret, within the token's rate limit, of an active
/// account whose payer holds the add-on now. Marks the token used (at most once a minute).
pub async fn authenticate(state: &AppState, secret: &str) -> ApiResult<Reader> {
    let token = store::by_hash(&state.db, &tokens::token_hash(secret))
        .await?
        .ok_or_else(token_invalid)?;
    state.rate_limits.export_reads.check(&token.id)?;
    let active = accounts::visibility_facts(&state.db, &token.user_id)
        .await?
        .is_some_and(|facts| !facts.inactive());
    let user = match active {
        true => accounts::stand_in(&state.db.pool, &token.user_id).await?,
        false => None,
    }
    .ok_or_else(token_invalid)?;
    let holder = holder_of(state, &user).await?;
    if !add_on_held(state, &user.id, &holder).await? {
        return Err(rules::add_on_required(&holder).into());
    }
    let now_ms = db::now_ms();
    if rules::touch_due(token.last_used_at, now_ms) {
        store::touch(&state.db, &token.id, now_ms, now_ms - rules::LAST_USED_EVERY_MS).await?;
    }
    Ok(Reader { user, holder })
}

/// 401 for a missing, unknown or revoked token, or one whose account is gone, disabled or frozen.
pub fn token_invalid() -> ApiError {
    ApiError::Unauthorized {
        code: "token_invalid",
        message: "This API token is not valid: it was revoked, or never existed.".into(),
    }
}

/// The ids of the athletes the reader may read, in a stable order: an athlete themself; a
/// parent's linked children, as the parent portal lists them; a club coach's roster as the club
/// page shows it, behind the club workspace's own gate.
pub async fn athletes_in_scope(state: &AppState, reader: &Reader) -> ApiResult<Vec<String>> {
    let db = &state.db;
    Ok(match &reader.holder {
        Holder::Athlete => vec![reader.user.id.clone()],
        Holder::Parent => family::store::links_of_parent(db, &reader.user.id)
            .await?
            .into_iter()
            .map(|link| link.child_id)
            .collect(),
        Holder::ClubCoach { .. } => {
            let (club, _) = club::service::workspace_access(db, &reader.user).await??;
            club::store::roster(db, &club.id)
                .await?
                .into_iter()
                .map(|member| member.athlete_id)
                .collect()
        }
    })
}

/// An athlete's name and class, as their profile has them.
pub struct AthleteFacts {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
}

pub async fn athlete_facts(state: &AppState, id: &str) -> Result<AthleteFacts, sqlx::Error> {
    let profile = profiles::store::find_with_bests(&state.db, id).await?;
    Ok(AthleteFacts {
        id: id.to_owned(),
        full_name: profile.as_ref().and_then(|p| p.row.full_name.clone()),
        grad_year: profile.as_ref().and_then(|p| p.row.grad_year),
    })
}

/// An athlete's log as it is stored, newest first.
pub struct Log {
    pub athlete: AthleteFacts,
    pub erg_tests: Vec<ErgTestRow>,
    pub races: Vec<RaceRow>,
}

pub async fn log_of(state: &AppState, athlete_id: &str) -> Result<Log, sqlx::Error> {
    Ok(Log {
        athlete: athlete_facts(state, athlete_id).await?,
        erg_tests: performance::erg_tests(&state.db, athlete_id).await?,
        races: performance::races(&state.db, athlete_id).await?,
    })
}

/// The log of one athlete in the reader's scope; out of scope reads exactly as unknown (404).
pub async fn log_in_scope(state: &AppState, reader: &Reader, athlete_id: &str) -> ApiResult<Log> {
    if !athletes_in_scope(state, reader)
        .await?
        .iter()
        .any(|id| id == athlete_id)
    {
        return Err(ExportApiError::NotFound("There is no such athlete.").into());
    }
    Ok(log_of(state, athlete_id).await?)
}
