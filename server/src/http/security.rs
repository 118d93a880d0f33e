//! Security headers sent with every response.

use axum::{
    extract::{Request, State},
    http::{header, HeaderValue},
    middleware::Next,
    response::Response,
};

/// No inline script or style, nothing from other origins, never framed.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; \
form-action 'self'; frame-ancestors 'none'";

/// Whether the public address is https, which decides Strict-Transport-Security.
#[derive(Clone, Copy)]
pub struct Https(pub bool);

pub async fn headers(State(Https(https)): State<Https>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    let mut set = |name: header::HeaderName, value: &'static str| {
        headers.insert(name, HeaderValue::from_static(value));
    };
    set(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY);
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(header::REFERRER_POLICY, "strict-origin-when-cross-origin");
    set(header::X_FRAME_OPTIONS, "DENY");
    set(
        header::HeaderName::from_static("permissions-policy"),
        "camera=(), microphone=(), geolocation=(), payment=()",
    );
    set(
        header::HeaderName::from_static("cross-origin-opener-policy"),
        "same-origin",
    );
    if https {
        set(header::STRICT_TRANSPORT_SECURITY, "max-age=63072000; includeSubDomains");
    }
    response
}
