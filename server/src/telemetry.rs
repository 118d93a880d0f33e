//! Structured logging set-up, and what of a request may be logged.

use tracing_subscriber::{fmt, EnvFilter};

use crate::config::LogFormat;

pub fn init(format: LogFormat, filter: &str) {
    let filter = EnvFilter::try_new(filter).unwrap_or_else(|_| EnvFilter::new("info"));
    // Colour codes only for a person at a terminal, never in a file or a log collector.
    let colour = std::io::IsTerminal::is_terminal(&std::io::stdout());
    let builder = fmt().with_env_filter(filter).with_target(false).with_ansi(colour);
    let result = match format {
        LogFormat::Json => builder.json().flatten_event(true).with_current_span(true).try_init(),
        LogFormat::Text => builder.try_init(),
    };
    // A second initialisation (tests) keeps the first subscriber.
    let _ = result;
}

/// Paths that carry a secret are logged and reported without it: a calendar feed's address, a
/// share link's API path and its page. (Every other link carries its token in the fragment,
/// which never reaches the server.)
pub fn loggable_path(path: &str) -> std::borrow::Cow<'_, str> {
    const SECRET_PATHS: [&str; 3] = ["/api/calendar/feed/", "/api/share/", "/p/"];
    for prefix in SECRET_PATHS {
        if path.strip_prefix(prefix).is_some_and(|rest| !rest.is_empty()) {
            return format!("{prefix}[token]").into();
        }
    }
    path.into()
}

#[cfg(test)]
mod tests {
    #[test]
    fn tokens_stay_out_of_logged_paths() {
        for (path, logged) in [
            ("/api/calendar/feed/abcDEF123.ics", "/api/calendar/feed/[token]"),
            ("/api/share/abc-DEF_123", "/api/share/[token]"),
            ("/api/share/abc/more", "/api/share/[token]"),
            ("/p/abc-DEF_123", "/p/[token]"),
            ("/p/abc-DEF_123/", "/p/[token]"),
            ("/api/calendar/feed", "/api/calendar/feed"),
            ("/api/calendar", "/api/calendar"),
            ("/api/share/", "/api/share/"),
            ("/p/", "/p/"),
            ("/pricing", "/pricing"),
            ("/api/profile/share-link", "/api/profile/share-link"),
        ] {
            assert_eq!(super::loggable_path(path), logged, "{path}");
        }
    }
}
