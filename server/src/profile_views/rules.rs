//! The days a view of a profile counts for, and the windows views are counted over.

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// The start of a window of `days` days ending at `now_ms`.
pub fn window_start(now_ms: i64, days: i64) -> i64 {
    now_ms - days * DAY_MS
}

/// The UTC calendar day (yyyy-mm-dd) a view at `now_ms` counts for.
pub fn view_day(now_ms: i64) -> String {
    jiff::Timestamp::from_millisecond(now_ms)
        .map(|t| t.to_zoned(jiff::tz::TimeZone::UTC).date().to_string())
        .unwrap_or_default()
}
