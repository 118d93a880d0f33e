//! The one-click unsubscribe links of emails. A link names an account and the moment it was
//! emailed, signed (HMAC) with the purpose of one kind of email, so it turns only that kind off
//! (or back on), for only that account, without signing in; and only for [`LINK_LIFETIME_MS`]
//! after it was sent, and until the account revokes the links of that kind in Settings (see
//! [`not_revoked`]), so an email seen by someone else does not hold the account's mail for good.

use hmac::{Hmac, Mac};
use sha2::Sha256;

crate::text_enum! {
    /// A kind of email an account can turn off, each with unsubscribe links of its own
    /// (`email_settings.kind`).
    pub enum EmailKind {
        /// New messages in a conversation (`messaging::notify`).
        Messages = "messages",
        /// A parent's weekly digest (`family::jobs`).
        FamilyDigest = "family_digest",
        /// Calendar reminders the day before an event (`calendar::jobs`).
        CalendarReminders = "calendar_reminders",
    }
}

impl EmailKind {
    /// The bytes its links are signed with: one kind's link never works for another.
    fn purpose(self) -> &'static [u8] {
        match self {
            EmailKind::Messages => b"rowrecruit message emails off\0",
            EmailKind::FamilyDigest => b"rowrecruit family digest off\0",
            EmailKind::CalendarReminders => b"rowrecruit calendar reminders off\0",
        }
    }

    /// The web page an email's link opens (`…#token=`).
    pub fn page(self) -> &'static str {
        match self {
            EmailKind::Messages => "/unsubscribe",
            EmailKind::FamilyDigest => "/family/unsubscribe",
            EmailKind::CalendarReminders => "/calendar/unsubscribe",
        }
    }
}

/// How long an emailed link works: 60 days, twice the 30 days an unsubscribe link must work
/// under CAN-SPAM, so a link in a recent email always does; an older email can be answered in
/// Settings.
pub const LINK_LIFETIME_MS: i64 = 60 * 24 * 3_600_000;

/// The purpose of a saved search's alert links: each names one saved search, not an account, so
/// it is no [`EmailKind`] of Settings; its switch is the search's own (`athlete_search`).
const SAVED_SEARCH_ALERTS: &[u8] = b"rowrecruit saved search alerts off\0";

fn signature(secret: &[u8], kind: EmailKind, id: &str, issued_at: i64) -> Hmac<Sha256> {
    signed(secret, kind.purpose(), id, issued_at)
}

fn signed(secret: &[u8], purpose: &[u8], id: &str, issued_at: i64) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("any key length");
    mac.update(purpose);
    mac.update(format!("{id}.{issued_at}").as_bytes());
    mac
}

/// The token of a link emailed at `issued_at` (ms) to `id`: `<id>.<issued_at>.<hex signature>`.
pub fn token(secret: &[u8], kind: EmailKind, id: &str, issued_at: i64) -> String {
    let tag = hex::encode(signature(secret, kind, id, issued_at).finalize().into_bytes());
    format!("{id}.{issued_at}.{tag}")
}

/// What a valid token says.
#[derive(Debug, PartialEq, Eq)]
pub struct Link {
    pub user_id: String,
    /// When the link was emailed (ms).
    pub issued_at: i64,
}

/// The link a token is, if it is signed for `kind` and has not expired at `now_ms`. Tokens of the
/// form used before links expired (`<id>.<signature>`) are refused.
pub fn check(secret: &[u8], kind: EmailKind, token: &str, now_ms: i64) -> Option<Link> {
    let (rest, tag) = token.trim().rsplit_once('.')?;
    let (id, issued_at) = rest.rsplit_once('.')?;
    let issued_at: i64 = issued_at.parse().ok()?;
    let tag = hex::decode(tag).ok()?;
    signature(secret, kind, id, issued_at).verify_slice(&tag).ok()?;
    (now_ms < issued_at.saturating_add(LINK_LIFETIME_MS)).then(|| Link {
        user_id: id.to_owned(),
        issued_at,
    })
}

/// The token of a saved search's alert link emailed at `issued_at`: `<search id>.<issued_at>.<hex
/// signature>`, working [`LINK_LIFETIME_MS`] like every other kind.
pub fn saved_search_token(secret: &[u8], search_id: &str, issued_at: i64) -> String {
    let tag = hex::encode(
        signed(secret, SAVED_SEARCH_ALERTS, search_id, issued_at)
            .finalize()
            .into_bytes(),
    );
    format!("{search_id}.{issued_at}.{tag}")
}

/// The saved search a token of [`saved_search_token`] names (in `user_id`), if it is signed for
/// saved-search alerts and has not expired at `now_ms`.
pub fn check_saved_search(secret: &[u8], token: &str, now_ms: i64) -> Option<Link> {
    let (rest, tag) = token.trim().rsplit_once('.')?;
    let (id, issued_at) = rest.rsplit_once('.')?;
    let issued_at: i64 = issued_at.parse().ok()?;
    let tag = hex::decode(tag).ok()?;
    signed(secret, SAVED_SEARCH_ALERTS, id, issued_at)
        .verify_slice(&tag)
        .ok()?;
    (now_ms < issued_at.saturating_add(LINK_LIFETIME_MS)).then(|| Link {
        user_id: id.to_owned(),
        issued_at,
    })
}

/// Whether a link still works after the account revoked its kind's links at `revoked_at`: only a
/// link emailed after that.
pub fn not_revoked(link: &Link, revoked_at: Option<i64>) -> bool {
    revoked_at.is_none_or(|revoked| link.issued_at > revoked)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000_000;

    #[test]
    fn a_token_names_its_id_for_its_kind_only() {
        let token = token(b"key", EmailKind::Messages, "user-1", NOW);
        let link = Link {
            user_id: "user-1".into(),
            issued_at: NOW,
        };
        assert_eq!(check(b"key", EmailKind::Messages, &token, NOW), Some(link));
        assert!(check(b"key", EmailKind::Messages, &format!(" {token}\n"), NOW).is_some());
        assert_eq!(check(b"key", EmailKind::FamilyDigest, &token, NOW), None);
        assert_eq!(check(b"key", EmailKind::CalendarReminders, &token, NOW), None);
        assert_eq!(check(b"other key", EmailKind::Messages, &token, NOW), None);
        let other = token.replace("user-1", "user-2");
        assert_eq!(check(b"key", EmailKind::Messages, &other, NOW), None);
        let redated = token.replace(&NOW.to_string(), &(NOW + 1).to_string());
        assert_eq!(check(b"key", EmailKind::Messages, &redated, NOW), None);
        for nonsense in ["nonsense", "user-1.zz", "user-1.1.zz", "user-1.x.00", ""] {
            assert_eq!(check(b"key", EmailKind::Messages, nonsense, NOW), None, "{nonsense}");
        }
    }

    #[test]
    fn a_saved_search_token_works_only_for_saved_search_alerts() {
        let token = saved_search_token(b"key", "search-1", NOW);
        let link = check_saved_search(b"key", &token, NOW).unwrap();
        assert_eq!((link.user_id.as_str(), link.issued_at), ("search-1", NOW));
        assert!(check_saved_search(b"key", &token, NOW + LINK_LIFETIME_MS).is_none());
        assert!(check_saved_search(b"other key", &token, NOW).is_none());
        assert!(check(b"key", EmailKind::Messages, &token, NOW).is_none());
        let messages = super::token(b"key", EmailKind::Messages, "search-1", NOW);
        assert!(check_saved_search(b"key", &messages, NOW).is_none());
    }

    #[test]
    fn links_sent_before_they_expired_no_longer_work() {
        // The form every kind used until links carried their date.
        let old = "user-1.9bf474ef2c27a439d56317b900d5cbf39b402bebc82713d3cdb735640cd2cabd";
        assert_eq!(check(b"key", EmailKind::Messages, old, NOW), None);
    }

    #[test]
    fn a_link_works_for_sixty_days() {
        let token = token(b"key", EmailKind::CalendarReminders, "user-1", NOW);
        let at = |ms| check(b"key", EmailKind::CalendarReminders, &token, ms).is_some();
        assert!(at(NOW));
        assert!(at(NOW + LINK_LIFETIME_MS - 1));
        assert!(!at(NOW + LINK_LIFETIME_MS));
        assert_eq!(LINK_LIFETIME_MS, 60 * 86_400_000);
    }

    #[test]
    fn revoking_stops_the_links_emailed_until_then() {
        let link = |issued_at| Link {
            user_id: "user-1".into(),
            issued_at,
        };
        assert!(not_revoked(&link(NOW), None));
        assert!(!not_revoked(&link(NOW), Some(NOW)));
        assert!(!not_revoked(&link(NOW - 1), Some(NOW)));
        assert!(not_revoked(&link(NOW + 1), Some(NOW)));
    }
}
