//! Rowing times (erg tests, race results, profile bests): typed as MM:SS.S, stored as tenths of a
//! second so they sort and compare. Plain maths, no domain's types, so every domain may use it.

/// Parses `M:SS.S` or `MM:SS.S` (seconds under 60, one tenth digit) into tenths of a second.
pub fn parse_tenths(text: &str) -> Option<i64> {
    let (minutes, rest) = text.trim().split_once(':')?;
    let (seconds, tenths) = rest.split_once('.')?;
    let digits =
        |s: &str, min: usize, max: usize| (min..=max).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(minutes, 1, 2) || !digits(seconds, 2, 2) || !digits(tenths, 1, 1) {
        return None;
    }
    let (m, s, t): (i64, i64, i64) = (minutes.parse().ok()?, seconds.parse().ok()?, tenths.parse().ok()?);
    (s < 60).then_some((m * 60 + s) * 10 + t)
}

/// Formats tenths of a second as `M:SS.S`.
pub fn format_tenths(tenths: i64) -> String {
    let (minutes, rest) = (tenths / 600, tenths % 600);
    format!("{minutes}:{:02}.{}", rest / 10, rest % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_times_round_trip() {
        for (text, tenths) in [
            ("6:45.3", 4053),
            ("06:45.3", 4053),
            ("19:59.9", 11999),
            ("0:00.0", 0),
            ("99:59.9", 59999),
        ] {
            assert_eq!(parse_tenths(text), Some(tenths), "{text}");
        }
        assert_eq!(format_tenths(4053), "6:45.3");
        assert_eq!(format_tenths(11999), "19:59.9");
    }

    #[test]
    fn malformed_times_are_refused() {
        for text in [
            "", "6:45", "6:45.33", "6:5.3", "6:60.0", "100:00.0", "6.45.3", "a:bc.d", "-6:45.3", "6:45.3 x",
        ] {
            assert_eq!(parse_tenths(text), None, "{text}");
        }
    }
}
