//! What a parent with full rights does to a minor child's account through the account's own
//! use cases: the child's data export and the deletion of the account. The parent's right is
//! checked by `family::access::LinkedChild::authorise`; the paths stay under `/api/family`.

use utoipa_axum::{router::OpenApiRouter, routes};

use axum::{extract::State, http::StatusCode, response::Response};

use super::service::{delete_user, export_download};
use crate::{
    family::{
        access::{LinkedChild, ParentPasswordConfirmation},
        rules::ParentAction,
    },
    http::{
        client_address::ClientAddress,
        error::{ApiJson, ApiResult, ErrorBody},
    },
    AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(child_export))
        .routes(routes!(delete_child))
}

/// The child's data export (the account export's shape), as a JSON download. Full rights and
/// the parent's password are required.
#[utoipa::path(post, path = "/api/family/children/{id}/export", tag = "family", request_body = ParentPasswordConfirmation,
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 200, description = "JSON document"),
              (status = 403, body = ErrorBody, description = "full_rights_required"),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody, description = "wrong password")))]
async fn child_export(
    State(state): State<AppState>,
    linked: LinkedChild,
    ApiJson(input): ApiJson<ParentPasswordConfirmation>,
) -> ApiResult<Response> {
    let (_, child) = linked.authorise(&state, ParentAction::Export, input.password).await?;
    export_download(&state, &child.user).await
}

/// Deletes a minor child's account and data through the one deletion path: the logs keep
/// anonymous entries only. Full rights and the parent's password are required.
#[utoipa::path(post, path = "/api/family/children/{id}/delete", tag = "family", request_body = ParentPasswordConfirmation,
    params(("id" = String, Path, description = "Child (user) id")),
    responses((status = 204), (status = 403, body = ErrorBody, description = "child_is_adult or full_rights_required"),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody, description = "wrong password")))]
async fn delete_child(
    State(state): State<AppState>,
    linked: LinkedChild,
    client: ClientAddress,
    ApiJson(input): ApiJson<ParentPasswordConfirmation>,
) -> ApiResult<StatusCode> {
    let (_, child) = linked.authorise(&state, ParentAction::Decide, input.password).await?;
    delete_user(
        &state,
        &child.user.id,
        &child.user.email,
        "parent or guardian",
        Some(&client.to_string()),
    )
    .await?;
    Ok(StatusCode::NO_CONTENT)
}
