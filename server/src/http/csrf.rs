//! Cross-site request forgery protection for every state-changing API request:
//! the Origin (or Sec-Fetch-Site) must be our own, and the X-CSRF-Token header must echo the
//! readable `rr_csrf` cookie (`__Host-rr_csrf` on https; double submit). Session cookies are SameSite as well.

use axum::{
    extract::{Request, State},
    http::{header, HeaderValue},
    middleware::Next,
    response::{IntoResponse, Response},
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};

use crate::{
    http::{cookies::Cookies, error::ApiError},
    tokens, AppState,
};

pub const CSRF_HEADER: &str = "x-csrf-token";
/// Readable by the page, echoed in the X-CSRF-Token header (double-submit).
pub const CSRF_COOKIE: &str = "rr_csrf";
/// Posted by a server, not a browser: Stripe signs each delivery with the endpoint's secret
/// (checked by `billing`), and sends no cookie, Origin or token.
pub const EXEMPT_PATHS: &[&str] = &["/api/billing/webhook"];

pub async fn protect(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let jar = CookieJar::from_headers(request.headers());
    let cookie_token = Cookies::of(&state).read(&jar, CSRF_COOKIE);
    let path = request.uri().path();
    let guarded = !request.method().is_safe() && path.starts_with("/api/") && !EXEMPT_PATHS.contains(&path);
    if guarded && !request_is_same_site(&state, &request, cookie_token.as_deref()) {
        return ApiError::Forbidden {
            code: "csrf_failed",
            message: "This request could not be verified. Reload the page and try again.".into(),
        }
        .into_response();
    }
    let mut response = next.run(request).await;
    if cookie_token.is_none() {
        let cookie = csrf_cookie(&state, tokens::random_token());
        if let Ok(value) = HeaderValue::from_str(&cookie.to_string()) {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    response
}

/// The CSRF cookie, readable by the page, which echoes it in a header.
fn csrf_cookie(state: &AppState, value: String) -> Cookie<'static> {
    let mut cookie = Cookies::of(state).build(CSRF_COOKIE, value, "/");
    cookie.set_http_only(false);
    cookie.set_same_site(SameSite::Strict);
    cookie
}

fn request_is_same_site(state: &AppState, request: &Request, cookie_token: Option<&str>) -> bool {
    let headers = request.headers();
    if let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) {
        let public = state.config.public_url.origin().ascii_serialization();
        let host = headers
            .get(header::HOST)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        let same_host = !host.is_empty() && (origin == format!("http://{host}") || origin == format!("https://{host}"));
        if origin != public && !same_host {
            return false;
        }
    } else if headers
        .get("sec-fetch-site")
        .is_some_and(|v| v.as_bytes() != b"same-origin" && v.as_bytes() != b"none")
    {
        return false;
    }
    let header_token = headers.get(CSRF_HEADER).and_then(|v| v.to_str().ok());
    matches!((cookie_token, header_token), (Some(c), Some(h)) if !c.is_empty() && constant_time_eq(c, h))
}

fn constant_time_eq(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
