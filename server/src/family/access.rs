//! Who may enter the family area, and the one check every parental right passes: the
//! extractors, the facts the family rules need about a child, and [`authorise`]. Used by the
//! family endpoints and by the account endpoints a parent uses for a child (export, deletion).

use axum::extract::FromRequestParts;
use http::request::Parts;
use serde::Deserialize;
use utoipa::ToSchema;

use super::{
    rules::{self, FamilyError, ParentAction},
    store::{self, LinkRow},
};
use crate::{
    auth::{
        service::check_password,
        session::CurrentUser,
        store::{self as accounts, Role, SessionUser},
    },
    compliance::{
        rules::{self as compliance_rules, RegistrationMetadata},
        store as consents,
    },
    db::{self, Db},
    http::error::{ApiError, ApiResult},
    AppState,
};

/// The signed-in parent or guardian (403 `forbidden` for anyone else).
pub struct ParentUser(pub SessionUser);

impl FromRequestParts<AppState> for ParentUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        if user.role != Role::Parent {
            return Err(FamilyError::ParentsOnly.into());
        }
        Ok(ParentUser(user))
    }
}

/// The signed-in athlete (403 `forbidden` for anyone else).
pub struct AthleteUser(pub SessionUser);

impl FromRequestParts<AppState> for AthleteUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        if user.role != Role::Student {
            return Err(FamilyError::AthletesOnly.into());
        }
        Ok(AthleteUser(user))
    }
}

/// What the family rules need to know about a child's account.
pub struct Child {
    pub user: SessionUser,
    pub metadata: RegistrationMetadata,
    pub frozen: bool,
    pub adult: bool,
}

pub async fn child_facts(db: &Db, child_id: &str) -> Result<Option<Child>, sqlx::Error> {
    let Some(account) = accounts::account_facts(db, child_id).await? else {
        return Ok(None);
    };
    let Some(user) = accounts::stand_in(&db.pool, child_id).await? else {
        return Ok(None);
    };
    let metadata = RegistrationMetadata::from_stored(&account.metadata);
    Ok(Some(Child {
        adult: compliance_rules::is_adult(metadata.birth_date.as_deref(), db::today_utc()),
        frozen: account.frozen_at.is_some(),
        user,
        metadata,
    }))
}

/// The parent's child `child_id`, or 404 when it is not linked to this parent.
pub async fn linked_child(db: &Db, parent: &SessionUser, child_id: &str) -> ApiResult<(LinkRow, Child)> {
    const NOT_LINKED: FamilyError = FamilyError::NotFound("There is no such athlete in your family.");
    let link = store::link(&db.pool, &parent.id, child_id).await?.ok_or(NOT_LINKED)?;
    let child = child_facts(db, child_id).await?.ok_or(NOT_LINKED)?;
    Ok((link, child))
}

/// The account holding the child's approved consent: the parent who gave it.
pub async fn consent_holder<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    executor: E,
    child_id: &str,
) -> Result<Option<String>, sqlx::Error> {
    Ok(consents::scopes_of(executor, child_id)
        .await?
        .and_then(|c| c.holder().map(str::to_owned)))
}

#[derive(Deserialize, ToSchema)]
pub struct ParentPasswordConfirmation {
    pub password: Option<String>,
}

/// The parent's linked child `id`, once `rules::may_act` allows the parent `action` for it and the
/// parent's password is confirmed: the one check every parental right passes.
pub async fn authorise(
    state: &AppState,
    parent: &SessionUser,
    id: &str,
    action: ParentAction,
    password: Option<String>,
) -> ApiResult<Child> {
    let (link, child) = linked_child(&state.db, parent, id).await?;
    let consenting = consent_holder(&state.db.pool, id).await?.as_deref() == Some(parent.id.as_str());
    rules::may_act(action, child.adult, rules::rights(link.rights, consenting), consenting)?;
    check_password(state, parent, password).await?;
    Ok(child)
}
