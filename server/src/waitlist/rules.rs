//! What the waitlist accepts, decided without HTTP or SQL.

use serde_json::{Map, Value};

use crate::{email::EmailAddress, validation::FieldError};

/// Where a sign-up came from when the caller does not say.
pub const DEFAULT_SOURCE: &str = "coming_soon_page";
pub const SOURCE_MAX: usize = 64;
pub const REFERRER_MAX: usize = 2048;
/// Caller metadata is kept small: at most this many keys, each value this long, this much in all.
pub const METADATA_MAX_KEYS: usize = 20;
pub const METADATA_VALUE_MAX: usize = 500;
pub const METADATA_MAX_BYTES: usize = 4096;
/// Admin lists: the default and the largest number of entries.
pub const LIST_DEFAULT: i64 = 50;
pub const LIST_MAX: i64 = 500;

/// Metadata keys the server adds. They keep the spelling clients and the product spec read
/// (`metadata` holds caller data, whose keys are stored as sent, not wire names of the API).
pub const USER_AGENT_KEY: &str = "user_agent";
pub const RECEIVED_AT_KEY: &str = "received_at";

#[derive(Debug, thiserror::Error)]
pub enum WaitlistError {
    /// One input breaks a rule.
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error("Invalid access code")]
    InvalidAccessCode,
}

/// A sign-up that passed every rule, ready to be stored.
#[derive(Debug, Clone, PartialEq)]
pub struct NewEntry {
    pub email: EmailAddress,
    pub source: String,
    pub referrer: Option<String>,
    pub metadata: Value,
}

/// What a caller sends to join, before any rule is applied.
pub struct JoinInput {
    pub email: Option<String>,
    pub source: Option<String>,
    pub referrer: Option<String>,
    pub metadata: Map<String, Value>,
    /// The request's User-Agent header, recorded when the caller's metadata has none.
    pub user_agent: Option<String>,
}

/// Checks a sign-up, field by field in the order the form shows them, and completes it.
pub fn new_entry(input: JoinInput, now_ms: i64) -> Result<NewEntry, WaitlistError> {
    let email = input
        .email
        .filter(|e| !e.trim().is_empty())
        .ok_or_else(|| FieldError::new("email", "Email is required"))?;
    let email = EmailAddress::parse(&email).map_err(|m| FieldError::new("email", m))?;
    let source = short(input.source, "source", SOURCE_MAX)?.unwrap_or_else(|| DEFAULT_SOURCE.into());
    let referrer = short(input.referrer, "referrer", REFERRER_MAX)?;
    let metadata = metadata(input.metadata, input.user_agent.as_deref(), now_ms)?;
    Ok(NewEntry {
        email,
        source,
        referrer,
        metadata,
    })
}

/// Trimmed text, `None` when blank, refused when longer than `max` characters.
fn short(value: Option<String>, field: &'static str, max: usize) -> Result<Option<String>, FieldError> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());
    if value.as_ref().is_some_and(|v| v.chars().count() > max) {
        return Err(FieldError::new(field, format!("Must be at most {max} characters")));
    }
    Ok(value)
}

/// Checks the caller's metadata (flat, small) and adds what the server knows.
pub fn metadata(mut given: Map<String, Value>, user_agent: Option<&str>, now_ms: i64) -> Result<Value, FieldError> {
    let too_big = || FieldError::new("metadata", "Metadata is too large");
    if given.len() > METADATA_MAX_KEYS {
        return Err(too_big());
    }
    for value in given.values() {
        let ok = match value {
            Value::String(s) => s.chars().count() <= METADATA_VALUE_MAX,
            Value::Number(_) | Value::Bool(_) | Value::Null => true,
            _ => false,
        };
        if !ok {
            return Err(FieldError::new(
                "metadata",
                "Metadata values must be short text, numbers or true/false",
            ));
        }
    }
    if !given.contains_key(USER_AGENT_KEY) {
        if let Some(agent) = user_agent {
            let agent: String = agent.chars().take(METADATA_VALUE_MAX).collect();
            given.insert(USER_AGENT_KEY.into(), agent.into());
        }
    }
    given.insert(RECEIVED_AT_KEY.into(), crate::db::ms_to_rfc3339(now_ms).into());
    let value = Value::Object(given);
    if value.to_string().len() > METADATA_MAX_BYTES {
        return Err(too_big());
    }
    Ok(value)
}

/// The form an email is stored in, for an exact lookup.
pub fn lookup_email(email: &str) -> String {
    email.trim().to_lowercase()
}

/// An admin's search of the waitlist, validated: a `LIKE` pattern (or none) and a row limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaitlistSearch {
    /// `%part%` with `%`, `_` and `\` escaped, matched with `ESCAPE '\'`.
    pub pattern: Option<String>,
    pub limit: i64,
}

impl WaitlistSearch {
    /// `q` is part of an email address (blank: everything); `limit` 1 to 500, default 50.
    pub fn new(q: Option<&str>, limit: Option<i64>) -> WaitlistSearch {
        WaitlistSearch {
            pattern: email_pattern(q),
            limit: limit.unwrap_or(LIST_DEFAULT).clamp(1, LIST_MAX),
        }
    }

    /// The whole waitlist, for the CSV export.
    pub fn everything() -> WaitlistSearch {
        WaitlistSearch {
            pattern: None,
            limit: i64::MAX,
        }
    }
}

/// A case-insensitive "contains" pattern for part of an email address; `None` when blank.
pub fn email_pattern(q: Option<&str>) -> Option<String> {
    q.map(|q| crate::db::escape_like(&q.trim().to_lowercase()))
        .filter(|q| !q.is_empty())
        .map(|q| format!("%{q}%"))
}

/// Compares a preview access code with the configured one in constant time; no code configured
/// means no code opens the preview.
pub fn check_access_code(given: &str, expected: Option<&[u8]>) -> Result<(), WaitlistError> {
    let right = expected.is_some_and(|expected| {
        given.len() == expected.len() && given.bytes().zip(expected).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
    });
    if right {
        Ok(())
    } else {
        Err(WaitlistError::InvalidAccessCode)
    }
}

/// The instant of the last midnight in `tz` at or before `now_ms`.
pub fn local_midnight_ms(now_ms: i64, tz: &jiff::tz::TimeZone) -> i64 {
    jiff::Timestamp::from_millisecond(now_ms)
        .ok()
        .and_then(|t| t.to_zoned(tz.clone()).start_of_day().ok())
        .map(|z| z.timestamp().as_millisecond())
        .unwrap_or(now_ms)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn input(email: &str) -> JoinInput {
        JoinInput {
            email: Some(email.into()),
            source: None,
            referrer: None,
            metadata: Map::new(),
            user_agent: Some("Mozilla/5.0".into()),
        }
    }

    fn field_of(result: Result<NewEntry, WaitlistError>) -> &'static str {
        match result {
            Err(WaitlistError::Field(f)) => f.field,
            other => panic!("expected a field error, got {other:?}"),
        }
    }

    #[test]
    fn an_entry_is_normalised_and_completed() {
        let entry = new_entry(
            JoinInput {
                referrer: Some("  https://google.com/ ".into()),
                metadata: json!({"page_url": "http://x/"}).as_object().unwrap().clone(),
                ..input("  Rower@Example.COM ")
            },
            0,
        )
        .unwrap();
        assert_eq!(entry.email.as_str(), "rower@example.com");
        assert_eq!(entry.source, DEFAULT_SOURCE);
        assert_eq!(entry.referrer.as_deref(), Some("https://google.com/"));
        assert_eq!(
            entry.metadata,
            json!({"page_url": "http://x/", "user_agent": "Mozilla/5.0", "received_at": "1970-01-01T00:00:00.000Z"})
        );
    }

    #[test]
    fn the_caller_keeps_its_own_user_agent() {
        let given = json!({"user_agent": "theirs"}).as_object().unwrap().clone();
        let metadata = metadata(given, Some("header"), 0).unwrap();
        assert_eq!(metadata["user_agent"], "theirs");
    }

    #[test]
    fn each_bad_input_names_its_field() {
        assert_eq!(field_of(new_entry(input("  "), 0)), "email");
        assert_eq!(field_of(new_entry(input("nope"), 0)), "email");
        let long_source = JoinInput {
            source: Some("s".repeat(SOURCE_MAX + 1)),
            ..input("a@b.co")
        };
        assert_eq!(field_of(new_entry(long_source, 0)), "source");
        let long_referrer = JoinInput {
            referrer: Some("r".repeat(REFERRER_MAX + 1)),
            ..input("a@b.co")
        };
        assert_eq!(field_of(new_entry(long_referrer, 0)), "referrer");
        for bad in [
            json!({"nested": {"a": 1}}),
            json!({"blob": "x".repeat(METADATA_VALUE_MAX + 1)}),
            Value::Object((0..=METADATA_MAX_KEYS).map(|i| (format!("k{i}"), json!(i))).collect()),
        ] {
            let bad = JoinInput {
                metadata: bad.as_object().unwrap().clone(),
                ..input("a@b.co")
            };
            assert_eq!(field_of(new_entry(bad, 0)), "metadata");
        }
    }

    #[test]
    fn searches_are_escaped_and_bounded() {
        assert_eq!(
            WaitlistSearch::new(Some(" A_b%@ "), None),
            WaitlistSearch {
                pattern: Some("%a\\_b\\%@%".into()),
                limit: LIST_DEFAULT
            }
        );
        assert_eq!(WaitlistSearch::new(Some("   "), Some(0)).pattern, None);
        assert_eq!(WaitlistSearch::new(None, Some(0)).limit, 1);
        assert_eq!(WaitlistSearch::new(None, Some(10_000)).limit, LIST_MAX);
    }

    #[test]
    fn access_codes_must_match_exactly() {
        assert!(check_access_code("crew-2026", Some(b"crew-2026")).is_ok());
        assert!(check_access_code("crew-2025", Some(b"crew-2026")).is_err());
        assert!(check_access_code("crew", Some(b"crew-2026")).is_err());
        assert!(check_access_code("", None).is_err());
    }

    #[test]
    fn midnight_is_local_to_the_operator() {
        let ny = jiff::tz::TimeZone::get("America/New_York").unwrap();
        // 2026-11-21 04:59:59.999Z is 23:59:59.999 on the 20th in New York (UTC-5).
        let before = 1_795_237_199_999;
        assert_eq!(local_midnight_ms(before, &ny), 1_795_150_800_000); // 2026-11-20 05:00Z
                                                                       // One millisecond later it is the 21st's midnight.
        assert_eq!(local_midnight_ms(before + 1, &ny), before + 1);
        let utc = jiff::tz::TimeZone::UTC;
        assert_eq!(local_midnight_ms(before, &utc), 1_795_219_200_000); // 2026-11-21 00:00Z
    }
}
