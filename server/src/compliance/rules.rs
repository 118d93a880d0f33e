//! The age and state privacy rules (spec sections 5 and 9), written once. The sign-up check,
//! the age-verification endpoint and the client (through `/api/compliance/rules` and
//! `/api/compliance/age-check`) all use this module.

use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{email::EmailAddress, validation::FieldError};

/// Bumped whenever the table or the logic changes; recorded with every compliance event.
pub const RULE_VERSION: &str = "2025-06-23.1";

pub const DEFAULT_MIN_AGE: u32 = 14;
pub const DEFAULT_PARENTAL_CONSENT_AGE: u32 = 18;
/// California's notice applies to everyone under 16 there, whatever the consent age.
const CALIFORNIA_NOTICE_AGE: u32 = 16;

/// One state's privacy rules (spec section 3 'State privacy rules').
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StateRules {
    pub code: &'static str,
    /// The state's own minimum age, when it sets one.
    pub min_age: Option<u32>,
    /// The state's own parental consent age, when it sets one.
    pub parental_consent_age: Option<u32>,
    pub explicit_consent_required: bool,
    pub data_portability_required: bool,
    pub right_to_delete_required: bool,
    pub opt_out_required: bool,
    pub additional_notices: &'static [&'static str],
    pub specific_requirements: &'static [&'static str],
}

const NO_RULES: StateRules = StateRules {
    code: "",
    min_age: None,
    parental_consent_age: None,
    explicit_consent_required: false,
    data_portability_required: false,
    right_to_delete_required: false,
    opt_out_required: false,
    additional_notices: &[],
    specific_requirements: &[],
};

/// States with rules of their own; every other state uses the defaults.
pub const STATE_RULES: &[StateRules] = &[
    StateRules {
        code: "CA",
        min_age: Some(13),
        parental_consent_age: Some(16),
        explicit_consent_required: true,
        data_portability_required: true,
        right_to_delete_required: true,
        opt_out_required: true,
        additional_notices: &[
            "Under the California Consumer Privacy Act (CCPA/CPRA) you may know what personal information we collect, ask us to delete or correct it, and opt out of its sale or sharing.",
            "We do not sell or share the personal information of consumers under 16 without affirmative authorization.",
        ],
        specific_requirements: &[
            "Opt-in consent to sell or share data of users under 16",
            "Right to know, delete, correct and port personal data",
            "'Do Not Sell or Share My Personal Information' choice",
        ],
    },
    StateRules {
        code: "VA",
        parental_consent_age: Some(18),
        explicit_consent_required: true,
        right_to_delete_required: true,
        data_portability_required: true,
        opt_out_required: true,
        additional_notices: &["Under the Virginia Consumer Data Protection Act you may access, correct, delete and port your data and opt out of targeted advertising and sale."],
        specific_requirements: &["Consent of a parent or guardian to process a minor's data"],
        ..NO_RULES
    },
    StateRules {
        code: "CO",
        min_age: Some(13),
        explicit_consent_required: true,
        right_to_delete_required: true,
        data_portability_required: true,
        opt_out_required: true,
        additional_notices: &["Under the Colorado Privacy Act you may access, correct, delete and port your data and opt out of targeted advertising and sale."],
        specific_requirements: &["Consent before processing sensitive data of minors"],
        ..NO_RULES
    },
    StateRules {
        code: "CT",
        parental_consent_age: Some(16),
        explicit_consent_required: true,
        right_to_delete_required: true,
        data_portability_required: true,
        opt_out_required: true,
        additional_notices: &["Under the Connecticut Data Privacy Act you may access, correct, delete and port your data and opt out of targeted advertising and sale."],
        specific_requirements: &["Opt-in consent for targeted advertising to or sale of data of users under 16"],
        ..NO_RULES
    },
    StateRules {
        code: "UT",
        min_age: Some(13),
        right_to_delete_required: true,
        data_portability_required: true,
        opt_out_required: true,
        additional_notices: &["Under the Utah Consumer Privacy Act you may access, delete and port your data and opt out of targeted advertising and sale."],
        ..NO_RULES
    },
];

/// US states and DC, by postal code.
pub const US_STATES: &[(&str, &str)] = &[
    ("AL", "Alabama"),
    ("AK", "Alaska"),
    ("AZ", "Arizona"),
    ("AR", "Arkansas"),
    ("CA", "California"),
    ("CO", "Colorado"),
    ("CT", "Connecticut"),
    ("DE", "Delaware"),
    ("DC", "District of Columbia"),
    ("FL", "Florida"),
    ("GA", "Georgia"),
    ("HI", "Hawaii"),
    ("ID", "Idaho"),
    ("IL", "Illinois"),
    ("IN", "Indiana"),
    ("IA", "Iowa"),
    ("KS", "Kansas"),
    ("KY", "Kentucky"),
    ("LA", "Louisiana"),
    ("ME", "Maine"),
    ("MD", "Maryland"),
    ("MA", "Massachusetts"),
    ("MI", "Michigan"),
    ("MN", "Minnesota"),
    ("MS", "Mississippi"),
    ("MO", "Missouri"),
    ("MT", "Montana"),
    ("NE", "Nebraska"),
    ("NV", "Nevada"),
    ("NH", "New Hampshire"),
    ("NJ", "New Jersey"),
    ("NM", "New Mexico"),
    ("NY", "New York"),
    ("NC", "North Carolina"),
    ("ND", "North Dakota"),
    ("OH", "Ohio"),
    ("OK", "Oklahoma"),
    ("OR", "Oregon"),
    ("PA", "Pennsylvania"),
    ("RI", "Rhode Island"),
    ("SC", "South Carolina"),
    ("SD", "South Dakota"),
    ("TN", "Tennessee"),
    ("TX", "Texas"),
    ("UT", "Utah"),
    ("VT", "Vermont"),
    ("VA", "Virginia"),
    ("WA", "Washington"),
    ("WV", "West Virginia"),
    ("WI", "Wisconsin"),
    ("WY", "Wyoming"),
];

/// The value the client sends for a user outside the United States.
pub const OUTSIDE_US: &str = "OTHER";

pub fn is_known_state(code: &str) -> bool {
    US_STATES.iter().any(|(c, _)| *c == code)
}

/// The rules for `state`: its own, or the defaults (code left as given).
pub fn rules_for(state: Option<&str>) -> StateRules {
    state
        .and_then(|code| STATE_RULES.iter().find(|r| r.code == code))
        .cloned()
        .unwrap_or(StateRules { code: "", ..NO_RULES })
}

/// Effective minimum age: the stricter of the state's and ours.
pub fn min_age(state: Option<&str>) -> u32 {
    rules_for(state).min_age.unwrap_or(DEFAULT_MIN_AGE).max(DEFAULT_MIN_AGE)
}

/// Effective parental consent age: the stricter of the state's and ours.
pub fn parental_consent_age(state: Option<&str>) -> u32 {
    rules_for(state)
        .parental_consent_age
        .unwrap_or(DEFAULT_PARENTAL_CONSENT_AGE)
        .max(DEFAULT_PARENTAL_CONSENT_AGE)
}

/// Whole years from `birth` to `today`. A 29 February birthday counts from 1 March in other years.
pub fn age_on(birth: Date, today: Date) -> u32 {
    let mut years = today.year() - birth.year();
    if (today.month(), today.day()) < (birth.month(), birth.day()) {
        years -= 1;
    }
    years.max(0) as u32
}

pub fn age_group(age: u32) -> &'static str {
    match age {
        0..=13 => "under-14",
        14..=17 => "14-17",
        _ => "18+",
    }
}

pub fn parse_birth_date(text: &str) -> Option<Date> {
    let text = text.trim();
    // Exactly yyyy-mm-dd: jiff alone would also take other ISO 8601 forms.
    let shape = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    shape.then(|| text.parse::<Date>().ok()).flatten()
}

/// What the rules say about one person.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Assessment {
    pub age: u32,
    pub min_age: u32,
    pub parental_consent_age: u32,
    pub needs_parental_consent: bool,
    /// The state privacy notice must be shown and accepted.
    pub state_privacy_required: bool,
    pub age_group: &'static str,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AgeRefusal {
    Missing,
    Future,
    TooYoung { min_age: u32 },
}

impl AgeRefusal {
    /// The spec's words (section 5).
    pub fn message(&self) -> String {
        match self {
            AgeRefusal::Missing => "Please enter your date of birth".into(),
            AgeRefusal::Future => "Date of birth cannot be in the future".into(),
            AgeRefusal::TooYoung { min_age } => {
                format!("You must be at least {min_age} years old to create an account")
            }
        }
    }
}

/// Applies the rules to a birth date and a state (None: outside the US or not given).
pub fn assess(birth_date: Option<&str>, state: Option<&str>, today: Date) -> Result<Assessment, AgeRefusal> {
    let birth = birth_date
        .filter(|t| !t.trim().is_empty())
        .ok_or(AgeRefusal::Missing)
        .and_then(|t| parse_birth_date(t).ok_or(AgeRefusal::Missing))?;
    if birth > today {
        return Err(AgeRefusal::Future);
    }
    let age = age_on(birth, today);
    let min_age = min_age(state);
    if age < min_age {
        return Err(AgeRefusal::TooYoung { min_age });
    }
    let consent_age = parental_consent_age(state);
    let rules = rules_for(state);
    let state_privacy_required = state.is_some_and(|code| {
        (code == "CA" && age < CALIFORNIA_NOTICE_AGE) || (rules.explicit_consent_required && age < consent_age)
    });
    Ok(Assessment {
        age,
        min_age,
        parental_consent_age: consent_age,
        needs_parental_consent: age < consent_age,
        state_privacy_required,
        age_group: age_group(age),
    })
}

/// A parent has 30 days to answer a consent request.
pub const CONSENT_TTL_MS: i64 = 30 * 24 * 3_600_000;

pub const STATE_REQUIRED: &str = "Please select your state";
pub const NOTICE_REQUIRED: &str = "Please review and accept the state privacy notice";
pub const PARENT_EMAIL_REQUIRED: &str = "Please enter parent/guardian email";
pub const PARENT_EMAIL_SAME: &str = "Parent/guardian email must be different from your email";
pub const ACKNOWLEDGE_REQUIRED: &str = "Please acknowledge the consent requirements";

/// Why a registration (or an age check) breaks the rules.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ComplianceError {
    /// The birth date is missing, in the future, or too young: sign-up is refused for age.
    #[error("{}", .0.message())]
    AgeRefused(AgeRefusal),
    /// Another input breaks a rule.
    #[error(transparent)]
    Field(#[from] FieldError),
}

/// The registration metadata (spec section 3) in the form `users.metadata` stores it, plus
/// the consent form's relation and acknowledgement, which are checked but not stored. The
/// stored JSON keeps its snake_case keys; the wire form is the registration domain's.
#[derive(Deserialize, Serialize, Default, Clone, Debug, PartialEq)]
#[serde(default)]
pub struct RegistrationMetadata {
    /// student (default), parent or coach.
    pub role: Option<String>,
    /// yyyy-MM-dd
    pub birth_date: Option<String>,
    pub needs_parental_consent: Option<bool>,
    pub parent_email: Option<String>,
    pub age_verified_at: Option<String>,
    /// Two-letter state code, or null (outside the US).
    pub user_state: Option<String>,
    pub opt_out_sale: Option<bool>,
    pub privacy_notice_accepted_at: Option<String>,
    /// parent or guardian (consent form; not stored).
    #[serde(skip_serializing)]
    pub parent_relation: Option<String>,
    /// The consent form's acknowledgement checkbox (not stored).
    #[serde(skip_serializing)]
    pub consent_acknowledged: Option<bool>,
}

impl RegistrationMetadata {
    /// Reads stored metadata; unreadable metadata reads as empty.
    pub fn from_stored(json: &str) -> RegistrationMetadata {
        serde_json::from_str(json).unwrap_or_default()
    }
}

/// A registration that passed every rule.
#[derive(Debug, Clone)]
pub struct VerifiedRegistration {
    /// What to store, recomputed by the server.
    pub metadata: RegistrationMetadata,
    pub assessment: Assessment,
    pub state: Option<String>,
    /// Parent or guardian email and relation, for a minor.
    pub parent: Option<(EmailAddress, String)>,
}

/// Normalises the state field: a known code, `None` for outside the US, or an error.
pub fn parse_state(value: Option<&str>) -> Result<Option<String>, FieldError> {
    match value.map(str::trim).filter(|s| !s.is_empty()) {
        None => Err(FieldError::new("userState", STATE_REQUIRED)),
        Some(OUTSIDE_US) => Ok(None),
        Some(code) if is_known_state(&code.to_uppercase()) => Ok(Some(code.to_uppercase())),
        Some(_) => Err(FieldError::new("userState", STATE_REQUIRED)),
    }
}

/// The age check on its own: the state, then the birth date.
pub fn check_age(
    birth_date: Option<&str>,
    user_state: Option<&str>,
    today: Date,
) -> Result<(Assessment, Option<String>), ComplianceError> {
    let state = parse_state(user_state)?;
    let assessment = assess(birth_date, state.as_deref(), today).map_err(ComplianceError::AgeRefused)?;
    Ok((assessment, state))
}

/// Checks a registration against every rule, whatever the client decided; `today` is the
/// server's date.
pub fn verify_registration(
    data: &RegistrationMetadata,
    email: &EmailAddress,
    today: Date,
    now_rfc3339: &str,
) -> Result<VerifiedRegistration, ComplianceError> {
    // An absent state means "outside the US" only when the client says so explicitly.
    let (assessment, state) = check_age(
        data.birth_date.as_deref(),
        data.user_state.as_deref().or(Some("")),
        today,
    )?;
    let notice_accepted = data
        .privacy_notice_accepted_at
        .as_deref()
        .is_some_and(|t| !t.trim().is_empty());
    if assessment.state_privacy_required && !notice_accepted {
        return Err(FieldError::new("privacyNoticeAcceptedAt", NOTICE_REQUIRED).into());
    }
    let parent = if assessment.needs_parental_consent {
        let raw = data
            .parent_email
            .as_deref()
            .filter(|e| !e.trim().is_empty())
            .ok_or_else(|| FieldError::new("parentEmail", PARENT_EMAIL_REQUIRED))?;
        let parent_email = EmailAddress::parse(raw).map_err(|m| FieldError::new("parentEmail", m))?;
        if parent_email == *email {
            return Err(FieldError::new("parentEmail", PARENT_EMAIL_SAME).into());
        }
        let relation = match data.parent_relation.as_deref() {
            None | Some("") | Some("parent") => "parent",
            Some("guardian") => "guardian",
            Some(_) => return Err(FieldError::new("parentRelation", "Choose parent or guardian").into()),
        };
        if data.consent_acknowledged != Some(true) {
            return Err(FieldError::new("consentAcknowledged", ACKNOWLEDGE_REQUIRED).into());
        }
        Some((parent_email, relation.to_owned()))
    } else {
        None
    };
    let metadata = RegistrationMetadata {
        role: data.role.clone(),
        birth_date: data.birth_date.as_deref().map(|d| d.trim().to_owned()),
        needs_parental_consent: Some(assessment.needs_parental_consent),
        parent_email: parent.as_ref().map(|(e, _)| e.to_string()),
        age_verified_at: Some(now_rfc3339.to_owned()),
        user_state: state.clone(),
        opt_out_sale: Some(data.opt_out_sale.unwrap_or(false)),
        privacy_notice_accepted_at: notice_accepted.then(|| now_rfc3339.to_owned()),
        parent_relation: None,
        consent_acknowledged: None,
    };
    Ok(VerifiedRegistration {
        metadata,
        assessment,
        state,
        parent,
    })
}

/// Keys of logged details that identify a person (the compliance log's and the audit log's);
/// erasing an account removes them from its rows, as blanking old IP addresses removes `ip`.
pub const PERSONAL_DETAILS: &[&str] = &["birth_date", "parent_email", "email", "coach_email", "ip"];

/// `details` (stored JSON text) without the keys in `keys`; anything that is not a JSON object
/// becomes `{}`.
pub fn details_without(details: &str, keys: &[&str]) -> String {
    match serde_json::from_str::<serde_json::Value>(details) {
        Ok(serde_json::Value::Object(mut map)) => {
            for key in keys {
                map.remove(*key);
            }
            serde_json::Value::Object(map).to_string()
        }
        _ => "{}".into(),
    }
}

/// How long a browser refused for age stays refused (the `rr_age_refused` cookie): long enough
/// that changing the birth date right after is refused too, as COPPA guidance on age screens
/// expects, short enough not to lock out an older sibling or a parent on a shared computer for
/// long. The cookie holds no personal data.
pub const AGE_REFUSAL_STICKS_MS: i64 = 24 * 3_600_000;

/// Whether `error` refuses someone for being too young (not for a missing or future date).
pub fn is_too_young(error: &ComplianceError) -> bool {
    matches!(error, ComplianceError::AgeRefused(AgeRefusal::TooYoung { .. }))
}

/// The refusal a browser marked as refused for age gets, whatever birth date it sends now.
pub fn sticky_age_refusal() -> ComplianceError {
    ComplianceError::AgeRefused(AgeRefusal::TooYoung {
        min_age: DEFAULT_MIN_AGE,
    })
}

// ---- granular parental consent ----

crate::text_enum! {
    /// One scope of a parent's consent to a minor's account (`compliance_log` details `scope`).
    pub enum ConsentScope {
        BasicUse = "basic_use",
        CoachCommunications = "coach_communications",
        ThirdPartySharing = "third_party_sharing",
        Analytics = "analytics",
    }
}

/// One consent scope: whether it is required and what it is when nobody chose otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScopeRule {
    pub scope: ConsentScope,
    /// Required scopes cannot be withdrawn without refusing further collection.
    pub required: bool,
    /// Granted when the parent approves the account, until they change it.
    pub default_granted: bool,
    pub description: &'static str,
}

/// Where the consent scopes come from, and when they were last checked against it.
pub const CONSENT_SCOPES_SOURCE: &str = "FTC, Children's Online Privacy Protection Rule as amended (16 CFR Part 312), \
effective June 23, 2025: separate verifiable parental consent for disclosing a child's personal information to third \
parties; a parent may review and delete the child's data and refuse further collection or use";
pub const CONSENT_SCOPES_CHECKED_ON: &str = "2026-11-27";

/// The consent scopes of a minor's account, written once. Basic use is the approval of the
/// account; coach communications is on by default because approving a recruiting account means
/// coaches may write; sharing with third parties and analytics are off until a parent turns them on.
pub const CONSENT_SCOPES: [ScopeRule; 4] = [
    ScopeRule {
        scope: ConsentScope::BasicUse,
        required: true,
        default_granted: true,
        description: "Collecting and using the child's data to run their recruiting account",
    },
    ScopeRule {
        scope: ConsentScope::CoachCommunications,
        required: false,
        default_granted: true,
        description: "College coaches may find the child in search and write to them",
    },
    ScopeRule {
        scope: ConsentScope::ThirdPartySharing,
        required: false,
        default_granted: false,
        description: "Sharing the child's data with third parties",
    },
    ScopeRule {
        scope: ConsentScope::Analytics,
        required: false,
        default_granted: false,
        description: "Product analytics on the child's use of RowRecruit",
    },
];

/// The rule of `scope`.
pub fn scope_rule(scope: ConsentScope) -> &'static ScopeRule {
    CONSENT_SCOPES
        .iter()
        .find(|rule| rule.scope == scope)
        .expect("every scope has a rule")
}

/// The age from which an athlete decides for themselves: parental consent scopes, freezing and
/// deletion by a parent stop applying, and the athlete decides whether a parent stays linked.
pub const ADULT_AGE: u32 = DEFAULT_PARENTAL_CONSENT_AGE;

/// Whether someone born on `birth_date` (yyyy-mm-dd) is an adult on `today`; an unknown birth
/// date counts as a minor (the parent's protections stay).
pub fn is_adult(birth_date: Option<&str>, today: Date) -> bool {
    birth_date
        .and_then(parse_birth_date)
        .is_some_and(|birth| age_on(birth, today) >= ADULT_AGE)
}

#[cfg(test)]
mod tests {
    #[test]
    fn personal_details_are_removed_and_the_rest_kept() {
        let stored = r#"{"birth_date":"2012-01-01","age":13,"parent_email":"p@x.co","ip":"1.2.3.4"}"#;
        assert_eq!(details_without(stored, PERSONAL_DETAILS), r#"{"age":13}"#);
        assert_eq!(details_without("not json", PERSONAL_DETAILS), "{}");
    }

    use super::*;
    use jiff::civil::date;

    const TODAY: Date = date(2026, 11, 21);

    /// A birth date `years` years before today, shifted by `days` (negative: earlier).
    fn born(years: i32, days: i64) -> String {
        let anniversary = TODAY - jiff::Span::new().years(years);
        (anniversary + jiff::Span::new().days(days)).to_string()
    }

    #[test]
    fn effective_ages_for_every_state_in_the_table_and_a_default_state() {
        // (state, min age, consent age, explicit consent)
        let table: &[(Option<&str>, u32, u32, bool)] = &[
            (Some("CA"), 14, 18, true),
            (Some("VA"), 14, 18, true),
            (Some("CO"), 14, 18, true),
            (Some("CT"), 14, 18, true),
            (Some("UT"), 14, 18, false),
            (Some("NY"), 14, 18, false),
            (None, 14, 18, false),
        ];
        for (state, min, consent, explicit) in table {
            assert_eq!(min_age(*state), *min, "{state:?}");
            assert_eq!(parental_consent_age(*state), *consent, "{state:?}");
            assert_eq!(rules_for(*state).explicit_consent_required, *explicit, "{state:?}");
        }
        assert_eq!(rules_for(Some("CA")).parental_consent_age, Some(16));
        assert_eq!(rules_for(Some("UT")).min_age, Some(13));
    }

    #[test]
    fn boundaries_of_age_and_state() {
        // (birth date, state, expected: Err(min) or Ok((age, consent, state privacy)))
        type Expected = Result<(u32, bool, bool), u32>;
        let cases: Vec<(String, Option<&str>, Expected)> = vec![
            (born(14, 0), Some("NY"), Ok((14, true, false))), // 14th birthday today
            (born(14, 1), Some("NY"), Err(14)),               // one day before 14
            (born(14, 1), Some("CA"), Err(14)),               // CA's 13 does not lower our 14
            (born(13, 0), Some("UT"), Err(14)),
            (born(16, 1), Some("CA"), Ok((15, true, true))), // CA under 16
            (born(16, 0), Some("CA"), Ok((16, true, true))), // 16 in CA: explicit consent under 18
            (born(18, 0), Some("CA"), Ok((18, false, false))),
            (born(18, 1), Some("VA"), Ok((17, true, true))), // one day before 18 in VA
            (born(18, 0), Some("VA"), Ok((18, false, false))), // 18 in VA
            (born(15, 0), Some("CO"), Ok((15, true, true))),
            (born(17, 0), Some("CT"), Ok((17, true, true))),
            (born(15, 0), Some("UT"), Ok((15, true, false))), // Utah: no explicit consent
            (born(17, 0), Some("TX"), Ok((17, true, false))),
            (born(17, 0), None, Ok((17, true, false))), // outside the US
            (born(40, 0), Some("CA"), Ok((40, false, false))),
        ];
        for (birth, state, expected) in cases {
            let got = assess(Some(&birth), state, TODAY);
            match expected {
                Ok((age, consent, privacy)) => {
                    let a = got.unwrap_or_else(|e| panic!("{birth} {state:?}: {e:?}"));
                    assert_eq!(
                        (a.age, a.needs_parental_consent, a.state_privacy_required),
                        (age, consent, privacy),
                        "{birth} {state:?}"
                    );
                }
                Err(min) => assert_eq!(got, Err(AgeRefusal::TooYoung { min_age: min }), "{birth} {state:?}"),
            }
        }
    }

    #[test]
    fn missing_future_and_malformed_dates_are_refused_in_the_spec_words() {
        assert_eq!(assess(None, Some("NY"), TODAY), Err(AgeRefusal::Missing));
        assert_eq!(assess(Some(""), Some("NY"), TODAY), Err(AgeRefusal::Missing));
        assert_eq!(assess(Some("21/11/2010"), Some("NY"), TODAY), Err(AgeRefusal::Missing));
        assert_eq!(assess(Some("2026-11-22"), Some("NY"), TODAY), Err(AgeRefusal::Future));
        assert_eq!(AgeRefusal::Missing.message(), "Please enter your date of birth");
        assert_eq!(
            AgeRefusal::TooYoung { min_age: 14 }.message(),
            "You must be at least 14 years old to create an account"
        );
    }

    #[test]
    fn leap_day_birthdays_count_from_the_first_of_march() {
        assert_eq!(age_on(date(2008, 2, 29), date(2022, 2, 28)), 13);
        assert_eq!(age_on(date(2008, 2, 29), date(2022, 3, 1)), 14);
        assert_eq!(age_on(date(2008, 2, 29), date(2024, 2, 29)), 16);
    }

    #[test]
    fn age_groups() {
        assert_eq!(age_group(13), "under-14");
        assert_eq!(age_group(14), "14-17");
        assert_eq!(age_group(17), "14-17");
        assert_eq!(age_group(18), "18+");
    }

    #[test]
    fn the_state_list_has_fifty_states_and_dc() {
        assert_eq!(US_STATES.len(), 51);
        for rules in STATE_RULES {
            assert!(is_known_state(rules.code), "{}", rules.code);
        }
    }

    fn registration(birth: &str, state: &str) -> RegistrationMetadata {
        RegistrationMetadata {
            birth_date: Some(birth.into()),
            user_state: Some(state.into()),
            ..Default::default()
        }
    }

    #[test]
    fn a_refusal_for_age_is_its_own_variant() {
        let email = EmailAddress::parse("kid@example.com").unwrap();
        let too_young = verify_registration(&registration(&born(13, 0), "NY"), &email, TODAY, "now");
        assert_eq!(
            too_young.unwrap_err(),
            ComplianceError::AgeRefused(AgeRefusal::TooYoung { min_age: 14 })
        );
        let no_state = verify_registration(&registration(&born(30, 0), ""), &email, TODAY, "now");
        assert_eq!(
            no_state.unwrap_err(),
            ComplianceError::Field(FieldError::new("userState", STATE_REQUIRED))
        );
    }

    #[test]
    fn a_minor_needs_a_parent_other_than_themself_and_an_acknowledgement() {
        let email = EmailAddress::parse("kid@example.com").unwrap();
        let mut data = registration(&born(15, 0), "NY");
        let field_of = |data: &RegistrationMetadata| match verify_registration(data, &email, TODAY, "now") {
            Err(ComplianceError::Field(field)) => field.field,
            other => panic!("{other:?}"),
        };
        assert_eq!(field_of(&data), "parentEmail");
        data.parent_email = Some("KID@example.com".into());
        assert_eq!(field_of(&data), "parentEmail");
        data.parent_email = Some("mom@example.com".into());
        assert_eq!(field_of(&data), "consentAcknowledged");
        data.consent_acknowledged = Some(true);
        let verified = verify_registration(&data, &email, TODAY, "now").unwrap();
        assert_eq!(verified.parent.unwrap().1, "parent");
        assert_eq!(verified.metadata.needs_parental_consent, Some(true));
        assert_eq!(verified.metadata.age_verified_at.as_deref(), Some("now"));
    }

    #[test]
    fn the_stored_metadata_keeps_its_snake_case_keys() {
        let json = serde_json::to_value(RegistrationMetadata {
            birth_date: Some("2000-01-01".into()),
            parent_relation: Some("parent".into()),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(json["birth_date"], "2000-01-01");
        assert!(json.get("parent_relation").is_none());
    }

    #[test]
    fn consent_scopes_require_basic_use_only_and_default_as_the_rule_says() {
        assert!(scope_rule(ConsentScope::BasicUse).required);
        assert_eq!(CONSENT_SCOPES.iter().filter(|r| r.required).count(), 1);
        assert!(scope_rule(ConsentScope::CoachCommunications).default_granted);
        assert!(!scope_rule(ConsentScope::ThirdPartySharing).default_granted);
        assert!(!scope_rule(ConsentScope::Analytics).default_granted);
    }

    #[test]
    fn adulthood_starts_on_the_eighteenth_birthday() {
        let today = Date::constant(2026, 6, 1);
        assert!(is_adult(Some("2008-06-01"), today));
        assert!(!is_adult(Some("2008-06-02"), today));
        assert!(!is_adult(None, today));
    }
}
