//! Structured logging set-up.

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
