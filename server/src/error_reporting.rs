//! Server error reporting. When `ROWRECRUIT_SENTRY_DSN` is set, every 5xx answer of the API and
//! every panic goes to Sentry, scrubbed of personal data by the rules the browser follows
//! (spec section 8). Without a DSN nothing is sent and nothing here costs more than a branch.

use std::{borrow::Cow, str::FromStr, sync::Arc, sync::LazyLock};

use axum::{extract::Request, middleware::Next, response::Response};
use regex::{Captures, Regex};
use sentry::protocol::{Breadcrumb, Event, Map, Value};

/// A 5xx response carries what went wrong, for the report only (the client sees a generic message).
#[derive(Clone, Debug)]
pub struct ErrorDetail(pub String);

/// Marks a 500 produced from a panic: the panic hook has reported it already.
#[derive(Clone, Copy, Debug)]
pub struct Panicked;

/// Starts the Sentry client; the returned guard flushes queued reports when dropped at shutdown.
pub fn init(dsn: &str, production: bool) -> anyhow::Result<sentry::ClientInitGuard> {
    let dsn = sentry::types::Dsn::from_str(dsn).map_err(|e| anyhow::anyhow!("ROWRECRUIT_SENTRY_DSN: {e}"))?;
    let options = sentry::ClientOptions {
        dsn: Some(dsn),
        release: sentry::release_name!(),
        environment: Some(Cow::Borrowed(if production { "production" } else { "development" })),
        send_default_pii: false,
        before_send: Some(Arc::new(|event| Some(scrub_event(event)))),
        before_breadcrumb: Some(Arc::new(|breadcrumb| Some(scrub_breadcrumb(breadcrumb)))),
        ..Default::default()
    };
    Ok(sentry::init(options))
}

/// Middleware: reports a 5xx answer of the API with its method, path and request id.
pub async fn report_server_errors(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = crate::telemetry::loggable_path(request.uri().path()).into_owned();
    let request_id = request
        .headers()
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let response = next.run(request).await;
    let status = response.status();
    if status.is_server_error()
        && response.extensions().get::<Panicked>().is_none()
        && sentry::Hub::current().client().is_some()
    {
        let detail = response.extensions().get::<ErrorDetail>().map(|d| d.0.as_str());
        let message = match detail {
            Some(detail) => format!("{status} on {method} {path}: {detail}"),
            None => format!("{status} on {method} {path}"),
        };
        sentry::with_scope(
            |scope| {
                scope.set_tag("http.status_code", status.as_u16());
                scope.set_tag("http.method", &method);
                scope.set_tag("route", &path);
                if let Some(id) = &request_id {
                    scope.set_tag(REQUEST_ID_TAG, id);
                }
            },
            || sentry::capture_message(&message, sentry::Level::Error),
        );
    }
    response
}

static SECRET_PARAMS: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(^|[?&#;])(token|api_key|secret|password|auth)=[^&#\s]*").unwrap());
static EMAIL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}").unwrap());
/// A run of digits with single spaces or dashes between them; sixteen digits make a card number.
static DIGIT_RUN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\d(?:[ -]?\d)*").unwrap());
static LONG_RUN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[A-Za-z0-9_-]{32,}").unwrap());
static LONG_ALNUM: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[A-Za-z0-9]{32,}").unwrap());
static STRIPPED_KEY: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^(cookie|cookies|set-cookie|authorization|x-csrf-token)$").unwrap());
static SENSITIVE_KEY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)password|token|secret|api[_-]?key|email|credit[_-]?card|(^|[^a-z])ssn($|[^a-z])").unwrap()
});

/// The server's own random request id: kept, so that a report leads to the log lines of its request.
const REQUEST_ID_TAG: &str = "request_id";

/// Breadcrumb strings longer than this are cut.
pub const MAX_BREADCRUMB_STRING: usize = 100;

/// Replaces secrets and personal data inside free text.
pub fn scrub_text(text: &str) -> String {
    let text = SECRET_PARAMS.replace_all(text, |c: &Captures| format!("{}{}=[redacted]", &c[1], &c[2]));
    let text = EMAIL.replace_all(&text, "[email]");
    let text = DIGIT_RUN.replace_all(&text, |c: &Captures| {
        let run = &c[0];
        if run.chars().filter(char::is_ascii_digit).count() == 16 {
            "[card]".to_owned()
        } else {
            run.to_owned()
        }
    });
    // Token-like runs; runs with dashes or underscores count when they also hold a digit.
    LONG_RUN
        .replace_all(&text, |c: &Captures| {
            let run = &c[0];
            if run.chars().all(|ch| ch.is_ascii_alphanumeric()) || run.chars().any(|ch| ch.is_ascii_digit()) {
                "[redacted]".to_owned()
            } else {
                LONG_ALNUM.replace_all(run, "[redacted]").into_owned()
            }
        })
        .into_owned()
}

fn truncate(text: String) -> String {
    match text.char_indices().nth(MAX_BREADCRUMB_STRING) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

fn scrub_value(value: Value, truncate_strings: bool) -> Value {
    match value {
        Value::String(s) => {
            let s = scrub_text(&s);
            Value::String(if truncate_strings { truncate(s) } else { s })
        }
        Value::Array(items) => Value::Array(items.into_iter().map(|v| scrub_value(v, truncate_strings)).collect()),
        Value::Object(map) => Value::Object(scrub_map(map, truncate_strings).into_iter().collect()),
        other => other,
    }
}

/// Drops cookie and credential fields, redacts fields whose names say they hold secrets.
fn scrub_map<I: IntoIterator<Item = (String, Value)>>(map: I, truncate_strings: bool) -> Map<String, Value> {
    map.into_iter()
        .filter(|(key, _)| !STRIPPED_KEY.is_match(key))
        .map(|(key, value)| {
            let value = if SENSITIVE_KEY.is_match(&snake_case(&key)) {
                Value::String("[redacted]".into())
            } else {
                scrub_value(value, truncate_strings)
            };
            (key, value)
        })
        .collect()
}

/// `apiKey` → `api_key`, so that camelCase names match the sensitive-name rule.
fn snake_case(key: &str) -> String {
    let mut out = String::with_capacity(key.len() + 4);
    let mut previous_lower = false;
    for ch in key.chars() {
        if ch.is_ascii_uppercase() && previous_lower {
            out.push('_');
        }
        previous_lower = ch.is_ascii_lowercase() || ch.is_ascii_digit();
        out.push(ch.to_ascii_lowercase());
    }
    out
}

pub fn scrub_breadcrumb(mut breadcrumb: Breadcrumb) -> Breadcrumb {
    breadcrumb.message = breadcrumb.message.map(|m| truncate(scrub_text(&m)));
    breadcrumb.data = scrub_map(std::mem::take(&mut breadcrumb.data), true);
    breadcrumb
}

/// The one place where server reports are scrubbed before they leave.
pub fn scrub_event(mut event: Event<'static>) -> Event<'static> {
    event.message = event.message.map(|m| scrub_text(&m));
    if let Some(entry) = event.logentry.as_mut() {
        entry.message = scrub_text(&entry.message);
        entry.params = std::mem::take(&mut entry.params)
            .into_iter()
            .map(|p| scrub_value(p, false))
            .collect();
    }
    for exception in event.exception.values.iter_mut() {
        exception.value = exception.value.take().map(|v| scrub_text(&v));
    }
    if let Some(request) = event.request.as_mut() {
        request.cookies = None;
        request.url = request
            .url
            .take()
            .and_then(|url| url::Url::parse(&scrub_text(url.as_str())).ok());
        request.query_string = request.query_string.take().map(|q| scrub_text(&q));
        request.data = request.data.take().map(|d| scrub_text(&d));
        request.headers = std::mem::take(&mut request.headers)
            .into_iter()
            .filter(|(name, _)| !STRIPPED_KEY.is_match(name))
            .map(|(name, value)| (name, scrub_text(&value)))
            .collect();
    }
    event.breadcrumbs.values = std::mem::take(&mut event.breadcrumbs.values)
        .into_iter()
        .map(scrub_breadcrumb)
        .collect();
    event.extra = scrub_map(std::mem::take(&mut event.extra), false);
    event.tags = std::mem::take(&mut event.tags)
        .into_iter()
        .map(|(key, value)| {
            let value = if SENSITIVE_KEY.is_match(&snake_case(&key)) {
                "[redacted]".to_owned()
            } else if key == REQUEST_ID_TAG {
                value
            } else {
                scrub_text(&value)
            };
            (key, value)
        })
        .collect();
    if let Some(user) = event.user.as_mut() {
        // Only the opaque id may identify a user; never an address, a name or an IP.
        user.email = None;
        user.ip_address = None;
        user.username = None;
        user.other = scrub_map(std::mem::take(&mut user.other), false);
    }
    event
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scrub_text_follows_every_rule() {
        let cases = [
            ("GET /reset?token=abc123&page=2", "GET /reset?token=[redacted]&page=2"),
            (
                "?API_KEY=k&password=p#auth=a",
                "?API_KEY=[redacted]&password=[redacted]#auth=[redacted]",
            ),
            ("secret=s at start", "secret=[redacted] at start"),
            ("no user alex.rower+2k@example.co.uk here", "no user [email] here"),
            ("card 4111 1111 1111 1111 used", "card [card] used"),
            ("card 4111-1111-1111-1111", "card [card]"),
            ("4111111111111111", "[card]"),
            (
                "order 12345678901234567 is not a card",
                "order 12345678901234567 is not a card",
            ),
            ("phone 555 0100 stays", "phone 555 0100 stays"),
            ("key ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef end", "key [redacted] end"),
            ("id 3f2b7c1e-9a4d-4e21-8b6f-0c5d2e7a9b13 end", "id [redacted] end"),
            (
                "words_only_with_underscores_no_digits_here",
                "words_only_with_underscores_no_digits_here",
            ),
            ("short token abc123", "short token abc123"),
            ("", ""),
        ];
        for (input, expected) in cases {
            assert_eq!(scrub_text(input), expected, "input: {input:?}");
        }
    }

    #[test]
    fn sensitive_field_names_are_recognised() {
        for key in [
            "password",
            "newPassword",
            "access_token",
            "apiKey",
            "api-key",
            "email",
            "parent_email",
            "ssn",
            "user_ssn",
            "creditCard",
            "client_secret",
        ] {
            assert!(SENSITIVE_KEY.is_match(&snake_case(key)), "{key}");
        }
        for key in ["status", "url", "lesson", "classname", "method", "count"] {
            assert!(!SENSITIVE_KEY.is_match(&snake_case(key)), "{key}");
        }
    }

    #[test]
    fn events_lose_credentials_and_personal_data() {
        let mut event = Event {
            message: Some("500 on POST /api/waitlist: duplicate key for a@b.example".into()),
            ..Default::default()
        };
        event.request = Some(sentry::protocol::Request {
            url: "https://rowrecruit.com/reset-password?token=abc&x=1".parse().ok(),
            cookies: Some("rr_session=secret".into()),
            query_string: Some("token=abc&x=1".into()),
            headers: [
                ("Cookie".to_owned(), "rr_session=1".to_owned()),
                ("Authorization".to_owned(), "Bearer x".to_owned()),
                ("X-CSRF-Token".to_owned(), "t".to_owned()),
                ("User-Agent".to_owned(), "Mozilla/5.0".to_owned()),
            ]
            .into_iter()
            .collect(),
            ..Default::default()
        });
        event.extra.insert("email".into(), "a@b.example".into());
        event.extra.insert("detail".into(), "for c@d.example".into());
        event.tags.insert("api_key".into(), "k".into());
        event
            .tags
            .insert("request_id".into(), "3f2b7c1e-9a4d-4e21-8b6f-0c5d2e7a9b13".into());
        event.tags.insert("route".into(), "/api/x?token=abc".into());
        event.user = Some(sentry::protocol::User {
            id: Some("user-1".into()),
            email: Some("a@b.example".into()),
            ip_address: Some(sentry::protocol::IpAddress::Auto),
            ..Default::default()
        });
        event.exception.values.push(sentry::protocol::Exception {
            ty: "Error".into(),
            value: Some("user x@y.example failed".into()),
            ..Default::default()
        });
        event.breadcrumbs.values.push(Breadcrumb {
            message: Some("stroke ".repeat(30)),
            data: [
                ("token".to_owned(), Value::from("t")),
                ("note".to_owned(), Value::from("bow ".repeat(40))),
            ]
            .into_iter()
            .collect(),
            ..Default::default()
        });

        let event = scrub_event(event);
        assert_eq!(
            event.message.as_deref(),
            Some("500 on POST /api/waitlist: duplicate key for [email]")
        );
        let request = event.request.unwrap();
        assert_eq!(request.cookies, None);
        assert_eq!(request.query_string.as_deref(), Some("token=[redacted]&x=1"));
        assert!(!request.url.unwrap().as_str().contains("abc"));
        assert_eq!(request.headers.keys().collect::<Vec<_>>(), ["User-Agent"]);
        assert_eq!(event.extra["email"], "[redacted]");
        assert_eq!(event.extra["detail"], "for [email]");
        assert_eq!(event.tags["api_key"], "[redacted]");
        assert_eq!(event.tags["request_id"], "3f2b7c1e-9a4d-4e21-8b6f-0c5d2e7a9b13");
        assert_eq!(event.tags["route"], "/api/x?token=[redacted]");
        let user = event.user.unwrap();
        assert_eq!(
            (user.id.as_deref(), user.email, user.ip_address),
            (Some("user-1"), None, None)
        );
        assert_eq!(event.exception.values[0].value.as_deref(), Some("user [email] failed"));
        let crumb = &event.breadcrumbs.values[0];
        assert_eq!(
            crumb.message.as_ref().unwrap().chars().count(),
            MAX_BREADCRUMB_STRING + 1
        );
        assert_eq!(crumb.data["token"], "[redacted]");
        assert_eq!(
            crumb.data["note"].as_str().unwrap().chars().count(),
            MAX_BREADCRUMB_STRING + 1
        );
    }
}
