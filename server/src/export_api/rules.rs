//! What the data export API decides without HTTP or SQL: who pays for it, a token's name, the
//! token cap, the secret's form, and the CSV's columns.

use crate::{
    auth::store::Role,
    billing::rules::SubjectKind,
    plans::rules::{self as plans, AddOnId},
    validation::FieldError,
};

/// Live tokens one account may hold at once.
pub const MAX_TOKENS: usize = 5;
pub const NAME_MAX: usize = 60;
/// What every secret starts with, so a leaked one is recognisable (and scanners can find it).
pub const SECRET_PREFIX: &str = "rr_";
/// Characters of the secret kept in clear to tell tokens apart: the prefix and 8 of its 43
/// random characters, far too few to guess the rest.
pub const SHOWN_CHARS: usize = SECRET_PREFIX.len() + 8;
/// `last_used_at` is written at most this often per token.
pub const LAST_USED_EVERY_MS: i64 = 60_000;

/// Whose athletes a token reads, by the owner's role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Holder {
    /// An athlete reads their own data.
    Athlete,
    /// A parent reads the athletes linked to them in the family portal.
    Parent,
    /// A club coach reads the club's roster, as the club page shows it.
    ClubCoach { club_id: String },
}

impl Holder {
    /// Who pays for the add-on: the account itself, or the coach's club.
    pub fn payer(&self, user_id: &str) -> (SubjectKind, String) {
        match self {
            Holder::Athlete | Holder::Parent => (SubjectKind::Account, user_id.to_owned()),
            Holder::ClubCoach { club_id } => (SubjectKind::Club, club_id.clone()),
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ExportApiError {
    /// College coaches, coaches without a club, and operators.
    #[error("The data export API is for athletes, parents and club coaches.")]
    NotForRole,
    #[error("{0}")]
    AddOnRequired(String),
    #[error("You already have 5 API tokens, the most an account may hold. Revoke one to create another.")]
    TooManyTokens,
    #[error("{}", .0.message)]
    Invalid(FieldError),
    /// Not there, or not the caller's: the two read alike so ids reveal nothing.
    #[error("{0}")]
    NotFound(&'static str),
}

/// Who a signed-in person is to the export API: an athlete, a parent, or a club coach (a coach
/// with a club; a college coach has a program instead).
pub fn holder(role: Role, club_id: Option<String>) -> Result<Holder, ExportApiError> {
    match (role, club_id) {
        (Role::Student, _) => Ok(Holder::Athlete),
        (Role::Parent, _) => Ok(Holder::Parent),
        (Role::Coach, Some(club_id)) => Ok(Holder::ClubCoach { club_id }),
        (Role::Coach, None) | (Role::Admin, _) => Err(ExportApiError::NotForRole),
    }
}

/// The refusal when the payer does not hold the add-on: names it, its price and where to get it.
pub fn add_on_required(holder: &Holder) -> ExportApiError {
    let add_on = plans::add_on(AddOnId::ExportApi);
    let price = format!("${}.{:02}", add_on.monthly_cents / 100, add_on.monthly_cents % 100);
    let where_to = match holder {
        Holder::ClubCoach { .. } => "Add it to your club's plan from the club page, or see Pricing.",
        Holder::Athlete | Holder::Parent => "Add it to your plan from Settings, Your plan, or see Pricing.",
    };
    ExportApiError::AddOnRequired(format!(
        "Personal API tokens need the {} add-on ({price} {}). {where_to}",
        add_on.name, add_on.unit
    ))
}

/// A token's name: required, at most 60 characters, trimmed.
pub fn token_name(input: Option<&str>) -> Result<String, ExportApiError> {
    let name = input.map(str::trim).unwrap_or_default();
    if name.is_empty() {
        return Err(ExportApiError::Invalid(FieldError::new(
            "name",
            "Please name the token, for example after the script that uses it",
        )));
    }
    if name.chars().count() > NAME_MAX {
        return Err(ExportApiError::Invalid(FieldError::new(
            "name",
            "Keep the name to 60 characters or fewer",
        )));
    }
    Ok(name.to_owned())
}

/// One more token for an account holding `live` of them?
pub fn room_for_token(live: usize) -> Result<(), ExportApiError> {
    if live >= MAX_TOKENS {
        Err(ExportApiError::TooManyTokens)
    } else {
        Ok(())
    }
}

/// A secret from 256 random bits (base64url): `rr_` and 43 characters.
pub fn secret_of(random: &str) -> String {
    format!("{SECRET_PREFIX}{random}")
}

/// The part of a secret kept in clear.
pub fn shown_part(secret: &str) -> String {
    secret.chars().take(SHOWN_CHARS).collect()
}

/// Whether a token last used at `last_used_at` should be marked used again at `now_ms`.
pub fn touch_due(last_used_at: Option<i64>, now_ms: i64) -> bool {
    last_used_at.is_none_or(|at| now_ms - at >= LAST_USED_EVERY_MS)
}

/// The secret in an `Authorization` header's value, when it is `Bearer <secret>`.
pub fn bearer(header: &str) -> Option<&str> {
    let (scheme, secret) = header.trim().split_once(' ')?;
    let secret = secret.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !secret.is_empty()).then_some(secret)
}

/// The CSV export's header row, one result a line.
pub const CSV_COLUMNS: [&str; 22] = [
    "athlete_id",
    "athlete_name",
    "kind",
    "id",
    "date",
    "piece",
    "time",
    "meters",
    "split",
    "stroke_rate",
    "regatta",
    "event",
    "boat_class",
    "seat",
    "place",
    "verified",
    "verified_by_club",
    "verified_by_coach",
    "verified_on",
    "code_checked",
    "notes",
    "created_at",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn who_may_hold_tokens_and_who_pays() {
        assert_eq!(holder(Role::Student, None), Ok(Holder::Athlete));
        assert_eq!(holder(Role::Parent, None), Ok(Holder::Parent));
        let club = holder(Role::Coach, Some("c1".into())).unwrap();
        assert_eq!(club.payer("u1"), (SubjectKind::Club, "c1".into()));
        assert_eq!(Holder::Parent.payer("u1"), (SubjectKind::Account, "u1".into()));
        assert_eq!(holder(Role::Coach, None), Err(ExportApiError::NotForRole));
        assert_eq!(holder(Role::Admin, None), Err(ExportApiError::NotForRole));
    }

    #[test]
    fn the_refusal_names_the_add_on_its_price_and_where_to_get_it() {
        let ExportApiError::AddOnRequired(message) = add_on_required(&Holder::Athlete) else {
            panic!("not an add-on refusal");
        };
        assert!(message.contains("Data export API"), "{message}");
        assert!(message.contains("$9.99 per month"), "{message}");
        assert!(message.contains("Settings"), "{message}");
        let ExportApiError::AddOnRequired(message) = add_on_required(&Holder::ClubCoach { club_id: "c".into() }) else {
            panic!("not an add-on refusal");
        };
        assert!(message.contains("club page"), "{message}");
    }

    #[test]
    fn names_are_required_and_short() {
        assert_eq!(token_name(Some("  Erg sheet ")), Ok("Erg sheet".into()));
        assert!(token_name(None).is_err());
        assert!(token_name(Some("   ")).is_err());
        assert_eq!(token_name(Some(&"é".repeat(60))), Ok("é".repeat(60)));
        assert!(matches!(token_name(Some(&"x".repeat(61))), Err(ExportApiError::Invalid(e)) if e.field == "name"));
    }

    #[test]
    fn five_tokens_at_most() {
        assert!(room_for_token(4).is_ok());
        assert_eq!(room_for_token(5), Err(ExportApiError::TooManyTokens));
    }

    #[test]
    fn secrets_and_what_is_shown_of_them() {
        let secret = secret_of("abcdefghijklmnop");
        assert_eq!(secret, "rr_abcdefghijklmnop");
        assert_eq!(shown_part(&secret), "rr_abcdefgh");
    }

    #[test]
    fn bearer_headers() {
        assert_eq!(bearer("Bearer rr_x"), Some("rr_x"));
        assert_eq!(bearer("bearer   rr_x "), Some("rr_x"));
        assert_eq!(bearer("Basic abc"), None);
        assert_eq!(bearer("Bearer "), None);
        assert_eq!(bearer("rr_x"), None);
    }

    #[test]
    fn last_used_is_written_at_most_once_a_minute() {
        assert!(touch_due(None, 0));
        assert!(!touch_due(Some(1_000), 60_999));
        assert!(touch_due(Some(1_000), 61_000));
    }
}
