//! The days a view of a profile counts for, and the windows views are counted over.

use crate::db::DAY_MS;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_count_by_utc_day() {
        // 2026-11-25T23:59:59.999Z and one millisecond later.
        let late = 1_795_651_199_999;
        assert_eq!(view_day(late), "2026-11-25");
        assert_eq!(view_day(late + 1), "2026-11-26");
        assert_eq!(window_start(late, 30), late - 30 * DAY_MS);
    }
}
