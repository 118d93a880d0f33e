//! Security headers sent with every response.

use axum::{
    extract::{Request, State},
    http::{header, HeaderValue},
    middleware::Next,
    response::Response,
};

use super::spa::InlineHashes;

/// No inline script or style but the pre-rendered public pages' own (allowed by the hash of
/// their exact text, `inline`), nothing from other origins (but the error-reporting host, when
/// one is configured), never framed, and no `<base>` element (the app has none, so an injected
/// one could only redirect relative URLs).
pub fn content_security_policy(report_origin: Option<&str>, inline: &InlineHashes) -> String {
    let connect = match report_origin {
        Some(origin) => format!("'self' {origin}"),
        None => "'self'".into(),
    };
    let with_hashes = |hashes: &[String]| {
        std::iter::once("'self'")
            .chain(hashes.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let script = with_hashes(&inline.scripts);
    let style = with_hashes(&inline.styles);
    format!(
        "default-src 'self'; script-src {script}; style-src {style}; img-src 'self' data:; font-src 'self'; \
connect-src {connect}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    )
}

/// What the headers depend on, fixed at start-up.
#[derive(Clone)]
pub struct Policy {
    pub csp: HeaderValue,
    /// Whether the public address is https, which decides Strict-Transport-Security.
    pub https: bool,
}

impl Policy {
    /// `inline`: the CSP sources (`'sha256-…'`) of the inline elements the web build wrote.
    pub fn from_config(config: &crate::Config, inline: &InlineHashes) -> Policy {
        let report_origin = config
            .browser_sentry_dsn
            .as_deref()
            .and_then(|dsn| url::Url::parse(dsn).ok())
            .map(|url| url.origin().ascii_serialization());
        Policy {
            csp: HeaderValue::from_str(&content_security_policy(report_origin.as_deref(), inline))
                .expect("valid header"),
            https: config.is_https(),
        }
    }
}

pub async fn headers(State(policy): State<Policy>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, policy.csp.clone());
    let https = policy.https;
    let mut set = |name: header::HeaderName, value: &'static str| {
        headers.insert(name, HeaderValue::from_static(value));
    };
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
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
    // Pages holding a one-time token in their address set a stricter policy of their own.
    response
        .headers_mut()
        .entry(header::REFERRER_POLICY)
        .or_insert(HeaderValue::from_static("strict-origin-when-cross-origin"));
    response
}
