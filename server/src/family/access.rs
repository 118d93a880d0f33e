//! Who may enter the family area, and the one check every parental right passes: the
//! extractors ([`ParentUser`], [`AthleteUser`], and [`LinkedChild`], a parent with the linked
//! child the path names), the facts the family rules need about a child, and
//! [`LinkedChild::authorise`]. Used by the
//! family endpoints and by the account endpoints a parent uses for a child (export, deletion).

use std::collections::HashMap;

use axum::extract::{FromRequestParts, Path};
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

const NOT_LINKED: FamilyError = FamilyError::NotFound("There is no such athlete in your family.");

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
async fn linked_child(db: &Db, parent: &SessionUser, child_id: &str) -> ApiResult<(LinkRow, Child)> {
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

/// The signed-in parent and their linked child, the one the path's `{id}` (or `{childId}`)
/// names: 403 for anyone not a parent, 404 when the child is not linked to this parent. Every
/// endpoint about one child starts here.
pub struct LinkedChild {
    pub parent: SessionUser,
    pub link: LinkRow,
    pub child: Child,
}

impl FromRequestParts<AppState> for LinkedChild {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let ParentUser(parent) = ParentUser::from_request_parts(parts, state).await?;
        let Path(params) = Path::<HashMap<String, String>>::from_request_parts(parts, state)
            .await
            .map_err(|_| NOT_LINKED)?;
        let child_id = params.get("id").or_else(|| params.get("childId")).ok_or(NOT_LINKED)?;
        let (link, child) = linked_child(&state.db, &parent, child_id).await?;
        Ok(LinkedChild { parent, link, child })
    }
}

impl LinkedChild {
    /// The parent and the child, once `rules::may_act` allows the parent `action` for the child
    /// and the parent's password is confirmed: the one check every parental right passes.
    pub async fn authorise(
        self,
        state: &AppState,
        action: ParentAction,
        password: Option<String>,
    ) -> ApiResult<(SessionUser, Child)> {
        let LinkedChild { parent, link, child } = self;
        let consenting = consent_holder(&state.db.pool, &child.user.id).await?.as_deref() == Some(parent.id.as_str());
        rules::may_act(action, child.adult, rules::rights(link.rights, consenting), consenting)?;
        check_password(state, &parent, password).await?;
        Ok((parent, child))
    }
}
