//! The HTTP core: the error shape, CSRF, client addresses, downloads, security headers, the web
//! app, the health probes, and the rules every API response passes through. The API router
//! that assembles them with every domain's routes is `crate::router`.

pub mod client_address;
pub mod cookies;
pub mod csrf;
pub mod download;
pub mod error;
pub mod health;
pub mod security;
pub mod spa;

use axum::{
    body::Body,
    extract::Request,
    http::{header, HeaderName, HeaderValue, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};

use error::{ApiError, ErrorBody, ErrorDetail};

/// The header carrying each request's id, set (or kept) by the router's layers.
pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// A panic in an API handler answers 500 in the error shape; the panic hook has reported it.
pub fn panic_response(_panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let mut response = ApiError::Internal(anyhow::anyhow!("the request handler panicked")).into_response();
    response.extensions_mut().insert(crate::error_reporting::Panicked);
    response
}

pub async fn api_not_found() -> ApiError {
    ApiError::NotFound("There is no such API endpoint.".into())
}

/// API responses are never cached, any error the framework produced on its own (wrong method,
/// body too large, time-out, panic) is rewritten into the error shape, and a server error
/// carries the request's id for the user to quote.
pub async fn api_response_rules(request: Request, next: Next) -> Response {
    let request_id = request
        .headers()
        .get(REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .filter(|id| is_quotable(id))
        .map(str::to_owned);
    let response = next.run(request).await;
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    let mut response = if (status.is_client_error() || status.is_server_error()) && !is_json {
        framework_error(status, response)
    } else {
        response
    };
    if status.is_server_error() {
        if let Some(id) = request_id {
            response = with_request_id(response, &id).await;
        }
    }
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// The id is echoed into a body the page shows, so only plain ids are (a client may send its own).
fn is_quotable(id: &str) -> bool {
    (1..=64).contains(&id.len()) && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Adds `error.requestId` to an error body and names it in the message.
async fn with_request_id(response: Response, id: &str) -> Response {
    let (mut parts, body) = response.into_parts();
    // Error bodies are small; a limit keeps a surprise from being read whole.
    let Ok(bytes) = axum::body::to_bytes(body, 64 * 1024).await else {
        return Response::from_parts(parts, Body::empty());
    };
    let Ok(mut value) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return Response::from_parts(parts, Body::from(bytes));
    };
    if let Some(error) = value.get_mut("error").and_then(|e| e.as_object_mut()) {
        if let Some(message) = error.get("message").and_then(|m| m.as_str()) {
            let message = format!("{message} If it happens again, quote reference {id} when you contact us.");
            error.insert("message".into(), message.into());
        }
        error.insert("requestId".into(), id.into());
    }
    let bytes = serde_json::to_vec(&value).unwrap_or_else(|_| bytes.to_vec());
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(bytes))
}

fn framework_error(status: StatusCode, original: Response) -> Response {
    let (code, message) = match status {
        StatusCode::METHOD_NOT_ALLOWED => ("method_not_allowed", "This endpoint does not accept that method."),
        StatusCode::PAYLOAD_TOO_LARGE => ("payload_too_large", "The request body is too large."),
        StatusCode::REQUEST_TIMEOUT => ("timeout", "The request took too long. Please try again."),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ("unsupported_media_type", "Send the request body as JSON."),
        StatusCode::NOT_FOUND => ("not_found", "There is no such API endpoint."),
        s if s.is_server_error() => ("internal_error", "Something went wrong on our side. Please try again."),
        _ => ("bad_request", "The request could not be understood."),
    };
    let allow = original.headers().get(header::ALLOW).cloned();
    let body = ErrorBody {
        error: ErrorDetail {
            code: code.into(),
            message: message.into(),
            fields: Default::default(),
            reasons: Vec::new(),
            request_id: None,
        },
    };
    let mut response = (status, axum::Json(body)).into_response();
    if let Some(allow) = allow {
        response.headers_mut().insert(header::ALLOW, allow);
    }
    response
}
