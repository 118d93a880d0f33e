//! The one error type of the API. Every failure leaves the server as
//! `{"error":{"code":"…","message":"…","fields":{…}}}`; internal details are logged, never sent.

use std::collections::BTreeMap;

use axum::{
    extract::{rejection::JsonRejection, rejection::QueryRejection, FromRequest, FromRequestParts},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// The request itself is malformed (bad JSON, wrong content type, bad query string).
    #[error("{message}")]
    BadRequest { code: &'static str, message: String },
    /// Well-formed input that breaks a rule; `fields` maps each input to its problem.
    #[error("{message}")]
    Validation {
        message: String,
        fields: BTreeMap<String, String>,
    },
    /// Not signed in, or the credentials are wrong; `code` says which.
    #[error("{message}")]
    Unauthorized { code: &'static str, message: String },
    /// Signed in (or identified) but not allowed; `code` says why.
    #[error("{message}")]
    Forbidden { code: &'static str, message: String },
    #[error("{0}")]
    NotFound(String),
    #[error("{message}")]
    Conflict { code: &'static str, message: String },
    /// What the request names existed but is no longer usable (an expired invitation).
    #[error("{message}")]
    Gone { code: &'static str, message: String },
    /// A password too weak for the account, with every reason.
    #[error("{}", weak_password_message(.0))]
    WeakPassword(Vec<PasswordReason>),
    #[error("The request body is too large.")]
    PayloadTooLarge,
    #[error("Too many requests. Please wait a moment and try again.")]
    TooManyRequests { retry_after_secs: u64 },
    /// Over a limit on how much of the athletes' data coaches read: the message says what is
    /// limited and when to come back.
    #[error("{message}")]
    Throttled { message: String, retry_after_secs: u64 },
    #[error("The service is temporarily unavailable. Please try again shortly.")]
    Unavailable,
    /// Every core is busy hashing passwords (a burst of sign-ins); worth retrying in a moment.
    #[error("The service is busy. Please try again in a few seconds.")]
    Busy,
    #[error("internal error")]
    Internal(#[from] anyhow::Error),
}

/// Why a password was refused: the code clients branch on, and the sentence that explains it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PasswordReason {
    pub code: &'static str,
    pub message: &'static str,
}

/// Work turned away because every worker that does it stayed busy for as long as its queue
/// waits (password hashing under a burst of sign-ins). Raised inside an `anyhow::Error`, it
/// answers [`ApiError::Busy`]: worth retrying in a moment.
#[derive(Debug, thiserror::Error)]
#[error("every {0} worker stayed busy")]
pub struct WorkersBusy(pub &'static str);

/// The wire form of every error.
#[derive(Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Serialize, ToSchema)]
pub struct ErrorDetail {
    /// Machine-readable; clients branch on this, never on the message.
    pub code: String,
    /// Human-readable, safe to show to the user.
    pub message: String,
    /// Per-field problems, keyed by input name.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub fields: BTreeMap<String, String>,
    /// Why a password was refused (`length`, `common`, `email`, `name`), for `weak_password`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reasons: Vec<String>,
    /// On a server error (5xx): the request's reference, for the user to quote to support.
    #[serde(rename = "requestId", skip_serializing_if = "Option::is_none")]
    pub request_id: Option<String>,
}

fn weak_password_message(reasons: &[PasswordReason]) -> String {
    reasons.iter().map(|r| r.message).collect::<Vec<_>>().join(". ")
}

impl ApiError {
    pub fn validation(field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        ApiError::Validation {
            message: message.clone(),
            fields: BTreeMap::from([(field.to_owned(), message)]),
        }
    }

    /// The session is absent, expired or ended.
    pub fn session_missing() -> Self {
        ApiError::Unauthorized {
            code: "session_missing",
            message: "You are not signed in, or your session has ended. Please sign in.".into(),
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest { .. } => StatusCode::BAD_REQUEST,
            ApiError::Validation { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::Unauthorized { .. } => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden { .. } => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::Conflict { .. } => StatusCode::CONFLICT,
            ApiError::Gone { .. } => StatusCode::GONE,
            ApiError::WeakPassword(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::TooManyRequests { .. } | ApiError::Throttled { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::Unavailable | ApiError::Busy => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            ApiError::BadRequest { code, .. }
            | ApiError::Conflict { code, .. }
            | ApiError::Gone { code, .. }
            | ApiError::Unauthorized { code, .. }
            | ApiError::Forbidden { code, .. } => code,
            ApiError::Validation { .. } => "validation_failed",
            ApiError::WeakPassword(_) => "weak_password",
            ApiError::NotFound(_) => "not_found",
            ApiError::TooManyRequests { .. } | ApiError::Throttled { .. } => "rate_limited",
            ApiError::PayloadTooLarge => "payload_too_large",
            ApiError::Unavailable => "unavailable",
            ApiError::Busy => "busy",
            ApiError::Internal(_) => "internal_error",
        }
    }
}

impl From<crate::validation::FieldError> for ApiError {
    fn from(error: crate::validation::FieldError) -> Self {
        ApiError::validation(error.field, error.message)
    }
}

/// A database that cannot be reached, or is locked or overloaded (`db::is_unavailable`) is an
/// outage from the user's point of view (503, try again), never "wrong input" and never a bug (500).
/// Every problem of an input at once: one is named as it is, several get the general sentence.
impl From<Vec<crate::validation::FieldError>> for ApiError {
    fn from(errors: Vec<crate::validation::FieldError>) -> Self {
        let message = match errors.as_slice() {
            [one] => one.message.clone(),
            _ => "Please correct the highlighted fields.".into(),
        };
        ApiError::Validation {
            message,
            fields: errors.into_iter().map(|e| (e.field.to_owned(), e.message)).collect(),
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> Self {
        if crate::db::is_unavailable(&error) {
            tracing::error!(%error, "database unavailable");
            return ApiError::Unavailable;
        }
        ApiError::Internal(error.into())
    }
}

impl ApiError {
    /// An outage that reached us wrapped in `anyhow` (with context) is still an outage.
    fn outage_unwrapped(self) -> Self {
        let ApiError::Internal(error) = self else {
            return self;
        };
        if error
            .downcast_ref::<sqlx::Error>()
            .is_some_and(crate::db::is_unavailable)
        {
            tracing::error!(error = %format!("{error:#}"), "database unavailable");
            return ApiError::Unavailable;
        }
        if let Some(WorkersBusy(work)) = error.downcast_ref::<WorkersBusy>() {
            tracing::warn!("{work} queue full; request turned away");
            return ApiError::Busy;
        }
        ApiError::Internal(error)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let this = self.outage_unwrapped();
        this.respond()
    }
}

impl ApiError {
    fn respond(self) -> Response {
        // What went wrong stays on the server: in the log and in the error report.
        let detail = match &self {
            ApiError::Internal(error) => {
                tracing::error!(error = ?error, "request failed");
                Some(format!("{error:#}"))
            }
            ApiError::Unavailable => Some("the database is unavailable".to_owned()),
            _ => None,
        };
        let status = self.status();
        let fields = match &self {
            ApiError::Validation { fields, .. } => fields.clone(),
            ApiError::WeakPassword(_) => BTreeMap::from([("password".to_owned(), self.to_string())]),
            _ => BTreeMap::new(),
        };
        let reasons = match &self {
            ApiError::WeakPassword(reasons) => reasons.iter().map(|r| r.code.to_owned()).collect(),
            _ => Vec::new(),
        };
        let message = match &self {
            ApiError::Internal(_) => "Something went wrong on our side. Please try again.".to_owned(),
            other => other.to_string(),
        };
        let body = ErrorBody {
            error: ErrorDetail {
                code: self.code().to_owned(),
                message,
                fields,
                reasons,
                request_id: None,
            },
        };
        let retry_after = match self {
            ApiError::Unavailable => Some(5),
            ApiError::Busy => Some(2),
            ApiError::TooManyRequests { retry_after_secs } | ApiError::Throttled { retry_after_secs, .. } => {
                Some(retry_after_secs.max(1))
            }
            _ => None,
        };
        let mut response = (status, Json(body)).into_response();
        if let Some(seconds) = retry_after {
            response
                .headers_mut()
                .insert(http::header::RETRY_AFTER, http::HeaderValue::from(seconds));
        }
        if let Some(detail) = detail {
            response
                .extensions_mut()
                .insert(crate::error_reporting::ErrorDetail(detail));
        }
        response
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        match rejection {
            JsonRejection::MissingJsonContentType(_) => ApiError::BadRequest {
                code: "unsupported_media_type",
                message: "Send the request body as JSON with Content-Type: application/json.".into(),
            },
            JsonRejection::JsonSyntaxError(_) => ApiError::BadRequest {
                code: "malformed_json",
                message: "The request body is not valid JSON.".into(),
            },
            JsonRejection::JsonDataError(e) => ApiError::Validation {
                message: "The request body does not have the expected fields.".into(),
                fields: BTreeMap::from([("body".to_owned(), e.body_text())]),
            },
            JsonRejection::BytesRejection(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                ApiError::PayloadTooLarge
            }
            JsonRejection::BytesRejection(_) => ApiError::BadRequest {
                code: "unreadable_body",
                message: "The request body could not be read.".into(),
            },
            _ => ApiError::BadRequest {
                code: "bad_request",
                message: "The request body could not be read.".into(),
            },
        }
    }
}

impl From<QueryRejection> for ApiError {
    fn from(rejection: QueryRejection) -> Self {
        ApiError::BadRequest {
            code: "bad_query",
            message: format!("The query string is not valid: {}", rejection.body_text()),
        }
    }
}

/// `Json` whose rejections answer in our error shape. As an answer it suits large bodies (a
/// page of search results): it serializes into one plain buffer of [`LARGE_ANSWER_BYTES`],
/// where `axum::Json` grows a `BytesMut` from 128 bytes; on a page of programs that growth
/// cost a tenth of the request's CPU.
#[derive(FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct ApiJson<T>(pub T);

const LARGE_ANSWER_BYTES: usize = 16 * 1024;

impl<T: Serialize> IntoResponse for ApiJson<T> {
    fn into_response(self) -> Response {
        let mut body = Vec::with_capacity(LARGE_ANSWER_BYTES);
        match serde_json::to_writer(&mut body, &self.0) {
            Ok(()) => ([(http::header::CONTENT_TYPE, "application/json")], body).into_response(),
            Err(error) => ApiError::Internal(error.into()).into_response(),
        }
    }
}

/// `Query` whose rejections answer in our error shape.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct ApiQuery<T>(pub T);

pub type ApiResult<T> = Result<T, ApiError>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_password_hashing_queue_answers_503_with_retry_after() {
        let busy = WorkersBusy("password hashing");
        let response = ApiError::Internal(anyhow::Error::new(busy)).into_response();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(response.headers()[http::header::RETRY_AFTER], "2");
    }

    async fn answer(error: sqlx::Error) -> (StatusCode, Option<String>, serde_json::Value) {
        let response = ApiError::from(error).into_response();
        let status = response.status();
        let retry_after = response
            .headers()
            .get(http::header::RETRY_AFTER)
            .map(|v| v.to_str().unwrap().to_owned());
        let body = axum::body::to_bytes(response.into_body(), 4096).await.unwrap();
        (status, retry_after, serde_json::from_slice(&body).unwrap())
    }

    #[tokio::test]
    async fn every_kind_of_unreachable_database_answers_503_in_the_error_shape() {
        let refused = || std::io::Error::new(std::io::ErrorKind::ConnectionRefused, "refused");
        let unavailable: Vec<(&str, sqlx::Error)> = vec![
            ("pool timed out", sqlx::Error::PoolTimedOut),
            ("pool closed", sqlx::Error::PoolClosed),
            ("i/o", sqlx::Error::Io(refused())),
            ("SQLite worker gone", sqlx::Error::WorkerCrashed),
            ("admin_shutdown", crate::db::coded_error("57P01")),
            ("crash_shutdown", crate::db::coded_error("57P02")),
            ("cannot_connect_now", crate::db::coded_error("57P03")),
            ("connection_failure", crate::db::coded_error("08006")),
            ("connection_does_not_exist", crate::db::coded_error("08003")),
            ("client unable to connect", crate::db::coded_error("08001")),
            ("SQLite busy", crate::db::coded_error("5")),
        ];
        for (kind, error) in unavailable {
            let (status, retry_after, body) = answer(error).await;
            assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{kind}");
            assert_eq!(retry_after.as_deref(), Some("5"), "{kind}");
            assert_eq!(body["error"]["code"], "unavailable", "{kind}");
            assert!(body["error"]["message"].is_string(), "{kind}");
        }
        // Wrapped with context on its way up, it is still an outage.
        let wrapped = anyhow::Error::new(crate::db::coded_error("57P01")).context("saving");
        assert_eq!(
            ApiError::Internal(wrapped).into_response().status(),
            StatusCode::SERVICE_UNAVAILABLE
        );
        // A fault of the statement itself stays a 500: a bug to fix, not an outage. SQLite's
        // extended codes are numbers without a leading zero (2067 a unique violation).
        for error in [
            crate::db::coded_error("42601"),
            crate::db::coded_error("2067"),
            sqlx::Error::RowNotFound,
        ] {
            assert_eq!(answer(error).await.0, StatusCode::INTERNAL_SERVER_ERROR);
        }
    }
}
