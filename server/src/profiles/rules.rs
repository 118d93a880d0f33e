//! The profile's rules (spec section 5): every field's bounds, erg times, how complete a profile
//! is, and who may read one. Plain functions; failures are `ProfilesError`, never HTTP.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    compliance,
    performance::rules::{self as performance, Piece},
    rowing,
    validation::FieldError,
};

pub const BIO_MAX: usize = 1000;
pub const TEXT_MAX: usize = 100;
/// Graduation year choices: this year and the four after it.
pub const GRAD_YEAR_CHOICES: i64 = 5;
pub const HEADLINE_MAX: usize = 120;
pub const BOATS_COXED_MAX: usize = 200;
pub const LINKS_MAX: usize = 5;
pub const LINK_LABEL_MAX: usize = 40;
/// Lightweight limits of the junior standards (recruiting rules file, "What coaches look at"):
/// under 130 lb for women, under 150 lb for men.
pub const LIGHTWEIGHT_UNDER_WOMENS: i64 = 130;
pub const LIGHTWEIGHT_UNDER_MENS: i64 = 150;

/// Wire names of list items, by position (at most `LINKS_MAX` items are checked).
const COX_LINK_FIELDS: [&str; LINKS_MAX] = ["coxLinks.0", "coxLinks.1", "coxLinks.2", "coxLinks.3", "coxLinks.4"];
const LINK_LABEL_FIELDS: [&str; LINKS_MAX] = [
    "links.0.label",
    "links.1.label",
    "links.2.label",
    "links.3.label",
    "links.4.label",
];
const LINK_URL_FIELDS: [&str; LINKS_MAX] = [
    "links.0.url",
    "links.1.url",
    "links.2.url",
    "links.3.url",
    "links.4.url",
];

crate::text_enum! {
    /// The team an athlete rows for (`profiles.squad`).
    pub enum Squad {
        Womens = "womens",
        Mens = "mens",
    }
}

crate::text_enum! {
    /// Weight class (`profiles.weight_class`).
    pub enum WeightClass {
        Openweight = "openweight",
        Lightweight = "lightweight",
    }
}

crate::text_enum! {
    /// The side an athlete rows (`profiles.side`).
    pub enum Side {
        Port = "port",
        Starboard = "starboard",
        Both = "both",
    }
}

crate::text_enum! {
    /// Sweep or sculling experience (`profiles.discipline`).
    pub enum Discipline {
        Sweep = "sweep",
        Sculling = "sculling",
        Both = "both",
    }
}

crate::text_enum! {
    /// A college division the athlete aims for (items of `profiles.target_divisions`).
    pub enum Division {
        I = "I",
        II = "II",
        III = "III",
        Club = "club",
    }
}

crate::text_enum! {
    /// Who sees the recruiting profile (`profiles.visibility`): only the athlete; verified
    /// college coaches; verified college coaches and anyone with the share link.
    pub enum Visibility {
        Private = "private",
        Coaches = "coaches",
        Link = "link",
    }
}

/// A labelled link on the profile, as stored (JSON) and sent.
#[derive(Serialize, serde::Deserialize, ToSchema, Debug, Clone, PartialEq, Eq)]
pub struct ProfileLink {
    pub label: String,
    pub url: String,
}

/// The weight class the profile suggests: lightweight under the junior limit of the squad,
/// openweight from it; none without squad or weight.
pub fn suggested_weight_class(squad: Option<Squad>, weight: Option<i64>) -> Option<WeightClass> {
    let limit = match squad? {
        Squad::Womens => LIGHTWEIGHT_UNDER_WOMENS,
        Squad::Mens => LIGHTWEIGHT_UNDER_MENS,
    };
    Some(if weight? < limit {
        WeightClass::Lightweight
    } else {
        WeightClass::Openweight
    })
}

/// Why a profile request was refused.
#[derive(Debug, thiserror::Error)]
pub enum ProfilesError {
    /// One or more fields break a rule; each names its input by its wire name.
    #[error("Please correct the highlighted fields.")]
    Invalid(Vec<FieldError>),
    /// Another user's profile.
    #[error("You can only read your own profile.")]
    NotYours,
}

/// A link as the client sends it.
#[derive(Deserialize, Serialize, ToSchema, Debug, Default, Clone)]
#[serde(default, rename_all = "camelCase")]
#[schema(as = ProfileLinkInput)]
pub struct LinkInput {
    pub label: Option<String>,
    pub url: Option<String>,
}

/// The editable fields. Empty numbers are `null`; a field left out counts as `null`.
// The rules read the request as sent; the API document calls it `ProfileUpdate`.
#[derive(Deserialize, ToSchema, Debug, Default, Clone)]
#[serde(default, rename_all = "camelCase")]
#[schema(as = ProfileUpdate)]
pub struct ProfileInput {
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub weight: Option<i64>,
    /// MM:SS.S
    pub erg_2k: Option<String>,
    /// MM:SS.S
    pub erg_6k: Option<String>,
    pub hometown: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub bio: Option<String>,
    #[schema(required = false)]
    pub squad: Option<Squad>,
    /// Null: the suggestion applies.
    #[schema(required = false)]
    pub weight_class: Option<WeightClass>,
    #[schema(required = false)]
    pub side: Option<Side>,
    #[schema(required = false)]
    pub discipline: Option<Discipline>,
    /// Default false.
    #[schema(required = false)]
    pub coxswain: Option<bool>,
    #[schema(required = false)]
    pub wingspan_inches: Option<i64>,
    #[schema(required = false)]
    pub seasons_rowed: Option<i64>,
    #[schema(required = false)]
    pub club_coach_name: Option<String>,
    #[schema(required = false)]
    pub target_divisions: Option<Vec<Division>>,
    #[schema(required = false)]
    pub intended_major: Option<String>,
    #[schema(required = false)]
    pub act_score: Option<i64>,
    #[schema(required = false)]
    pub boats_coxed: Option<String>,
    /// At most 5 http(s) links.
    #[schema(required = false)]
    pub cox_links: Option<Vec<String>>,
    #[schema(required = false)]
    pub headline: Option<String>,
    /// At most 5.
    #[schema(required = false)]
    pub links: Option<Vec<LinkInput>>,
    /// Left out or null: unchanged.
    #[schema(required = false)]
    pub visibility: Option<Visibility>,
    /// Two-letter code of a US state (or DC).
    #[schema(required = false)]
    pub home_state: Option<String>,
}

/// An update that passed validation, in stored form.
#[derive(Debug, PartialEq)]
pub struct ValidProfile {
    pub full_name: String,
    pub grad_year: i64,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub weight: Option<i64>,
    pub erg_2k_tenths: Option<i64>,
    pub erg_6k_tenths: Option<i64>,
    pub hometown: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
    pub bio: Option<String>,
    pub squad: Option<Squad>,
    pub weight_class: Option<WeightClass>,
    pub side: Option<Side>,
    pub discipline: Option<Discipline>,
    pub coxswain: bool,
    pub wingspan_inches: Option<i64>,
    pub seasons_rowed: Option<i64>,
    pub club_coach_name: Option<String>,
    pub target_divisions: Vec<Division>,
    pub intended_major: Option<String>,
    pub act_score: Option<i64>,
    pub boats_coxed: Option<String>,
    pub cox_links: Vec<String>,
    pub headline: Option<String>,
    pub links: Vec<ProfileLink>,
    /// `None`: keep the stored choice.
    pub visibility: Option<Visibility>,
    pub home_state: Option<String>,
}

/// Collects the failures of one validation; a later failure of the same field replaces it.
#[derive(Default)]
struct Failures(Vec<FieldError>);

impl Failures {
    fn add(&mut self, error: FieldError) {
        self.0.retain(|e| e.field != error.field);
        self.0.push(error);
    }

    fn keep<T>(&mut self, result: Result<T, FieldError>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(error) => {
                self.add(error);
                None
            }
        }
    }
}

/// Trimmed text, `None` when empty; too long is an error on `field`.
pub fn text(value: Option<String>, field: &'static str, label: &str, max: usize) -> Result<Option<String>, FieldError> {
    let Some(value) = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    if value.chars().count() > max {
        return Err(FieldError::new(
            field,
            format!("{label} must be at most {max} characters"),
        ));
    }
    Ok(Some(value))
}

fn bounded(
    value: Option<i64>,
    field: &'static str,
    range: std::ops::RangeInclusive<i64>,
    message: &str,
) -> Result<Option<i64>, FieldError> {
    match value {
        Some(v) if !range.contains(&v) => Err(FieldError::new(field, message)),
        _ => Ok(value),
    }
}

/// An erg time typed as `M:SS.S`, in tenths of a second; `None` when empty.
pub fn erg_time(value: Option<String>, field: &'static str) -> Result<Option<i64>, FieldError> {
    let Some(value) = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    rowing::parse_tenths(&value)
        .map(Some)
        .ok_or_else(|| FieldError::new(field, "Use the format MM:SS.S, for example 6:45.3"))
}

/// An erg time of `piece` in the plausible range of the performance log's table.
fn ranged_erg_time(value: Option<String>, field: &'static str, piece: Piece) -> Result<Option<i64>, FieldError> {
    erg_time(value, field)?
        .map(|tenths| performance::check_time(piece, tenths, field))
        .transpose()
}

/// Up to five http(s) links; each bad one is reported by its position.
fn cox_links(value: Option<Vec<String>>, failures: &mut Failures) -> Vec<String> {
    let links: Vec<String> = value
        .unwrap_or_default()
        .into_iter()
        .map(|l| l.trim().to_owned())
        .filter(|l| !l.is_empty())
        .collect();
    if links.len() > LINKS_MAX {
        failures.add(FieldError::new("coxLinks", format!("Add at most {LINKS_MAX} links")));
        return Vec::new();
    }
    for (i, link) in links.iter().enumerate() {
        if !performance::is_web_link(link) {
            failures.add(FieldError::new(COX_LINK_FIELDS[i], performance::URL_MESSAGE));
        }
    }
    links
}

/// Up to five labelled links; an entry with neither label nor URL is dropped.
fn links(value: Option<Vec<LinkInput>>, failures: &mut Failures) -> Vec<ProfileLink> {
    let clean = |v: Option<String>| v.map(|v| v.trim().to_owned()).unwrap_or_default();
    let links: Vec<ProfileLink> = value
        .unwrap_or_default()
        .into_iter()
        .map(|l| ProfileLink {
            label: clean(l.label),
            url: clean(l.url),
        })
        .filter(|l| !l.label.is_empty() || !l.url.is_empty())
        .collect();
    if links.len() > LINKS_MAX {
        failures.add(FieldError::new("links", format!("Add at most {LINKS_MAX} links")));
        return Vec::new();
    }
    for (i, link) in links.iter().enumerate() {
        if link.label.is_empty() {
            failures.add(FieldError::new(LINK_LABEL_FIELDS[i], "Give the link a label"));
        } else if link.label.chars().count() > LINK_LABEL_MAX {
            failures.add(FieldError::new(
                LINK_LABEL_FIELDS[i],
                format!("Label must be at most {LINK_LABEL_MAX} characters"),
            ));
        }
        if !performance::is_web_link(&link.url) {
            failures.add(FieldError::new(LINK_URL_FIELDS[i], performance::URL_MESSAGE));
        }
    }
    links
}

/// A list stored as JSON text; an unreadable one reads as empty.
pub fn stored_list<T: serde::de::DeserializeOwned>(json: &str) -> Vec<T> {
    serde_json::from_str(json).unwrap_or_default()
}

/// Each division at most once.
fn divisions(value: Option<Vec<Division>>) -> Result<Vec<Division>, FieldError> {
    let divisions = value.unwrap_or_default();
    let mut seen = std::collections::BTreeSet::new();
    if divisions.iter().all(|d| seen.insert(d.as_str())) {
        Ok(divisions)
    } else {
        Err(FieldError::new("targetDivisions", "Choose each division only once"))
    }
}

/// A US state code from the one list registration uses; `None` when empty.
fn home_state(value: Option<String>) -> Result<Option<String>, FieldError> {
    let Some(code) = value.map(|v| v.trim().to_uppercase()).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    if compliance::rules::is_known_state(&code) {
        Ok(Some(code))
    } else {
        Err(FieldError::new("homeState", "Choose a US state from the list"))
    }
}

fn gpa(value: Option<f64>) -> Result<Option<f64>, FieldError> {
    if let Some(gpa) = value {
        if !(0.0..=4.0).contains(&gpa) || !gpa.is_finite() {
            return Err(FieldError::new("gpa", "GPA must be between 0 and 4.0"));
        }
        if ((gpa * 100.0).round() - gpa * 100.0).abs() > 1e-6 {
            return Err(FieldError::new("gpa", "GPA can have at most two decimal places"));
        }
    }
    Ok(value)
}

/// The height as entered, both parts optional; inches alone are refused rather than stored as a
/// height nobody gave. Nothing is ever filled in: no feet, no height.
fn height(feet: Option<i64>, inches: Option<i64>, failures: &mut Failures) -> (Option<i64>, Option<i64>) {
    let feet_given = feet.is_some();
    let feet = failures
        .keep(bounded(
            feet,
            "heightFeet",
            4..=7,
            "Height must be between 4 and 7 feet",
        ))
        .flatten();
    let inches = failures
        .keep(bounded(
            inches,
            "heightInches",
            0..=11,
            "Inches must be between 0 and 11",
        ))
        .flatten();
    if inches.is_some() && !feet_given {
        failures.add(FieldError::new("heightFeet", "Enter feet too, or leave inches empty"));
    }
    (feet, inches)
}

/// Checks every field against spec section 5; `this_year` bounds the graduation year.
pub fn validate(input: ProfileInput, this_year: i64) -> Result<ValidProfile, ProfilesError> {
    let mut failures = Failures::default();
    let full_name = match text(input.full_name, "fullName", "Full name", TEXT_MAX) {
        Ok(None) => {
            failures.add(FieldError::new("fullName", "Full name is required"));
            None
        }
        result => failures.keep(result).flatten(),
    };
    let last_year = this_year + GRAD_YEAR_CHOICES - 1;
    let grad_year = match input.grad_year {
        None => {
            failures.add(FieldError::new("gradYear", "Graduation year is required"));
            None
        }
        year => failures
            .keep(bounded(
                year,
                "gradYear",
                this_year..=last_year,
                &format!("Graduation year must be between {this_year} and {last_year}"),
            ))
            .flatten(),
    };
    let (height_feet, height_inches) = height(input.height_feet, input.height_inches, &mut failures);
    let valid = ValidProfile {
        full_name: full_name.unwrap_or_default(),
        grad_year: grad_year.unwrap_or_default(),
        gpa: failures.keep(gpa(input.gpa)).flatten(),
        sat_score: failures
            .keep(bounded(
                input.sat_score,
                "satScore",
                400..=1600,
                "SAT score must be between 400 and 1600",
            ))
            .flatten(),
        height_feet,
        height_inches,
        weight: failures
            .keep(bounded(
                input.weight,
                "weight",
                90..=300,
                "Weight must be between 90 and 300 lbs",
            ))
            .flatten(),
        erg_2k_tenths: failures
            .keep(ranged_erg_time(input.erg_2k, "erg2k", Piece::M2000))
            .flatten(),
        erg_6k_tenths: failures
            .keep(ranged_erg_time(input.erg_6k, "erg6k", Piece::M6000))
            .flatten(),
        hometown: failures
            .keep(text(input.hometown, "hometown", "Hometown", TEXT_MAX))
            .flatten(),
        high_school: failures
            .keep(text(input.high_school, "highSchool", "High school", TEXT_MAX))
            .flatten(),
        club_team: failures
            .keep(text(input.club_team, "clubTeam", "Club team", TEXT_MAX))
            .flatten(),
        bio: failures.keep(text(input.bio, "bio", "Bio", BIO_MAX)).flatten(),
        squad: input.squad,
        weight_class: input.weight_class,
        side: input.side,
        discipline: input.discipline,
        coxswain: input.coxswain.unwrap_or(false),
        wingspan_inches: failures
            .keep(bounded(
                input.wingspan_inches,
                "wingspanInches",
                48..=96,
                "Wingspan must be between 48 and 96 inches",
            ))
            .flatten(),
        seasons_rowed: failures
            .keep(bounded(
                input.seasons_rowed,
                "seasonsRowed",
                0..=10,
                "Seasons rowed must be between 0 and 10",
            ))
            .flatten(),
        club_coach_name: failures
            .keep(text(
                input.club_coach_name,
                "clubCoachName",
                "Club coach name",
                TEXT_MAX,
            ))
            .flatten(),
        target_divisions: failures.keep(divisions(input.target_divisions)).unwrap_or_default(),
        intended_major: failures
            .keep(text(input.intended_major, "intendedMajor", "Intended major", TEXT_MAX))
            .flatten(),
        act_score: failures
            .keep(bounded(
                input.act_score,
                "actScore",
                1..=36,
                "ACT score must be between 1 and 36",
            ))
            .flatten(),
        boats_coxed: failures
            .keep(text(input.boats_coxed, "boatsCoxed", "Boats coxed", BOATS_COXED_MAX))
            .flatten(),
        cox_links: cox_links(input.cox_links, &mut failures),
        headline: failures
            .keep(text(input.headline, "headline", "Headline", HEADLINE_MAX))
            .flatten(),
        links: links(input.links, &mut failures),
        visibility: input.visibility,
        home_state: failures.keep(home_state(input.home_state)).flatten(),
    };
    if failures.0.is_empty() {
        Ok(valid)
    } else {
        Err(ProfilesError::Invalid(failures.0))
    }
}

/// How complete a profile is: the share of the twelve fields filled in, and the names of the rest.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Completeness {
    /// 0 to 100.
    pub percent: i64,
    /// Human names of the fields still empty.
    pub missing: Vec<&'static str>,
}

/// Counts the filled fields of a stored profile.
/// `has_2k`/`has_6k`: a figure exists, in the profile or in the performance log.
pub fn completeness(p: &super::store::ProfileRow, has_2k: bool, has_6k: bool) -> Completeness {
    let checks: [(&'static str, bool); 12] = [
        ("Full name", p.full_name.is_some()),
        ("Graduation year", p.grad_year.is_some()),
        ("GPA", p.gpa.is_some()),
        ("SAT score", p.sat_score.is_some()),
        ("Height", p.height_feet.is_some()),
        ("Weight", p.weight.is_some()),
        // A coxswain needs no erg figures.
        ("2k erg time", has_2k || p.coxswain != 0),
        ("6k erg time", has_6k || p.coxswain != 0),
        ("Hometown", p.hometown.is_some()),
        ("High school", p.high_school.is_some()),
        ("Club team", p.club_team.is_some()),
        ("Bio", p.bio.is_some()),
    ];
    let missing: Vec<&'static str> = checks.iter().filter(|(_, done)| !done).map(|(name, _)| *name).collect();
    Completeness {
        percent: ((checks.len() - missing.len()) * 100 / checks.len()) as i64,
        missing,
    }
}

crate::text_enum! {
    /// Where an athlete's recruiting stands: still open, verbally committed, or a written offer
    /// signed. Once not open, other programs may not start conversations.
    pub enum Commitment {
        Open = "open",
        Verbal = "verbal",
        Signed = "signed",
    }
}

/// An athlete's commitment as coaches, the athlete and parents read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommitmentNote {
    pub status: Commitment,
    pub school_id: String,
    pub program_name: String,
    /// The program confirmed it: the athlete accepted its offer. False: self-reported.
    pub confirmed: bool,
    /// The college class of the accepted offer.
    pub class_of: Option<i64>,
    /// "Committed to Bates College, class of 2029", or "Verbally committed to Bates College
    /// (self-reported)".
    pub label: String,
}

/// The note of a stored commitment; `None` while recruiting is open.
pub fn commitment_note(
    status: &str,
    school_id: Option<String>,
    program_name: Option<String>,
    offer_id: Option<&str>,
    class_of: Option<i64>,
) -> Option<CommitmentNote> {
    let status = Commitment::parse(status).filter(|s| *s != Commitment::Open)?;
    let school_id = school_id?;
    let program = program_name.unwrap_or_else(|| school_id.clone());
    let confirmed = offer_id.is_some();
    let label = match (confirmed, status, class_of) {
        (true, _, Some(year)) => format!("Committed to {program}, class of {year}"),
        (true, ..) => format!("Committed to {program}"),
        (false, Commitment::Signed, _) => format!("Signed with {program} (self-reported)"),
        (false, ..) => format!("Verbally committed to {program} (self-reported)"),
    };
    Some(CommitmentNote {
        status,
        school_id,
        program_name: program,
        confirmed,
        class_of: class_of.filter(|_| confirmed),
        label,
    })
}

/// A commitment names its program; an open status names none.
pub fn commitment(status: Commitment, school_id: Option<String>) -> Result<Option<String>, ProfilesError> {
    let school_id = school_id.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
    match (status, school_id) {
        (Commitment::Open, _) => Ok(None),
        (_, None) => Err(ProfilesError::Invalid(vec![FieldError::new(
            "schoolId",
            "Choose the program you committed to.",
        )])),
        (_, Some(id)) => Ok(Some(id)),
    }
}

/// A profile is read only by its owner: `id` must be the session's user.
pub fn may_read(session_user_id: &str, id: &str) -> Result<(), ProfilesError> {
    if id == session_user_id {
        Ok(())
    } else {
        Err(ProfilesError::NotYours)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> ProfileInput {
        ProfileInput {
            full_name: Some("Alex Rower".into()),
            grad_year: Some(2027),
            ..Default::default()
        }
    }

    fn field_error(input: ProfileInput) -> Option<(&'static str, String)> {
        match validate(input, 2026) {
            Ok(_) => None,
            Err(ProfilesError::Invalid(fields)) => fields.into_iter().next().map(|f| (f.field, f.message)),
            Err(other) => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_confirmed_commitment_names_its_class_and_a_reported_one_says_so() {
        let confirmed = commitment_note(
            "verbal",
            Some("bates".into()),
            Some("Bates College".into()),
            Some("o1"),
            Some(2029),
        )
        .unwrap();
        assert_eq!(confirmed.label, "Committed to Bates College, class of 2029");
        assert!(confirmed.confirmed);
        let reported = commitment_note(
            "signed",
            Some("bates".into()),
            Some("Bates College".into()),
            None,
            Some(2029),
        )
        .unwrap();
        assert_eq!(reported.label, "Signed with Bates College (self-reported)");
        assert_eq!(reported.class_of, None);
        assert_eq!(
            commitment_note("verbal", Some("bates".into()), None, None, None)
                .unwrap()
                .label,
            "Verbally committed to bates (self-reported)"
        );
        assert!(commitment_note("open", None, None, None, None).is_none());
    }

    #[test]
    fn every_bound_at_and_beyond_its_edge() {
        type Case = (fn(&mut ProfileInput), Option<&'static str>);
        let cases: Vec<Case> = vec![
            (|u| u.gpa = Some(0.0), None),
            (|u| u.gpa = Some(4.0), None),
            (|u| u.gpa = Some(4.01), Some("gpa")),
            (|u| u.gpa = Some(-0.01), Some("gpa")),
            (|u| u.gpa = Some(3.333), Some("gpa")),
            (|u| u.sat_score = Some(400), None),
            (|u| u.sat_score = Some(1600), None),
            (|u| u.sat_score = Some(399), Some("satScore")),
            (|u| u.sat_score = Some(1601), Some("satScore")),
            (|u| u.height_feet = Some(4), None),
            (|u| u.height_feet = Some(7), None),
            (|u| u.height_feet = Some(3), Some("heightFeet")),
            (|u| u.height_feet = Some(8), Some("heightFeet")),
            (|u| (u.height_feet, u.height_inches) = (Some(5), Some(0)), None),
            (|u| (u.height_feet, u.height_inches) = (Some(5), Some(11)), None),
            (
                |u| (u.height_feet, u.height_inches) = (Some(5), Some(12)),
                Some("heightInches"),
            ),
            (
                |u| (u.height_feet, u.height_inches) = (Some(5), Some(-1)),
                Some("heightInches"),
            ),
            (|u| u.height_inches = Some(4), Some("heightFeet")),
            (
                |u| (u.height_feet, u.height_inches) = (Some(3), Some(4)),
                Some("heightFeet"),
            ),
            (|u| u.weight = Some(90), None),
            (|u| u.weight = Some(300), None),
            (|u| u.weight = Some(89), Some("weight")),
            (|u| u.weight = Some(301), Some("weight")),
            (|u| u.grad_year = Some(2026), None),
            (|u| u.grad_year = Some(2030), None),
            (|u| u.grad_year = Some(2025), Some("gradYear")),
            (|u| u.grad_year = Some(2031), Some("gradYear")),
            (|u| u.grad_year = None, Some("gradYear")),
            (|u| u.full_name = Some("  ".into()), Some("fullName")),
            (|u| u.full_name = Some("x".repeat(101)), Some("fullName")),
            (|u| u.erg_2k = Some("6:45.3".into()), None),
            (|u| u.erg_2k = Some("6:45".into()), Some("erg2k")),
            (|u| u.erg_6k = Some("21:60.0".into()), Some("erg6k")),
            (|u| u.bio = Some("b".repeat(BIO_MAX)), None),
            (|u| u.bio = Some("b".repeat(BIO_MAX + 1)), Some("bio")),
        ];
        for (i, (change, expected)) in cases.into_iter().enumerate() {
            let mut input = base();
            change(&mut input);
            assert_eq!(field_error(input).map(|(f, _)| f), expected, "case {i}");
        }
    }

    #[test]
    fn messages_name_the_bounds() {
        let mut u = base();
        u.weight = Some(50);
        assert_eq!(field_error(u).unwrap().1, "Weight must be between 90 and 300 lbs");
        let mut u = base();
        u.grad_year = Some(2040);
        assert_eq!(
            field_error(u).unwrap().1,
            "Graduation year must be between 2026 and 2030"
        );
        let mut u = base();
        u.full_name = None;
        assert_eq!(field_error(u).unwrap().1, "Full name is required");
        let mut u = base();
        u.full_name = Some("x".repeat(101));
        assert_eq!(field_error(u).unwrap().1, "Full name must be at most 100 characters");
    }

    #[test]
    fn every_failing_field_is_reported_once() {
        let input = ProfileInput {
            full_name: None,
            grad_year: None,
            weight: Some(1),
            erg_6k: Some("slow".into()),
            ..Default::default()
        };
        let Err(ProfilesError::Invalid(fields)) = validate(input, 2026) else {
            panic!("refused")
        };
        let mut names: Vec<&str> = fields.iter().map(|f| f.field).collect();
        names.sort();
        assert_eq!(names, ["erg6k", "fullName", "gradYear", "weight"]);
    }

    #[test]
    fn valid_input_is_trimmed_and_erg_times_become_tenths() {
        let mut u = base();
        u.erg_2k = Some(" 6:45.3 ".into());
        u.hometown = Some("  Seattle, WA ".into());
        u.club_team = Some("".into());
        let valid = validate(u, 2026).unwrap();
        assert_eq!(valid.erg_2k_tenths, Some(4053));
        assert_eq!(valid.hometown.as_deref(), Some("Seattle, WA"));
        assert_eq!(valid.club_team, None);
    }

    #[test]
    fn weight_class_suggestion_at_its_boundaries() {
        use WeightClass::{Lightweight, Openweight};
        let table = [
            (Some(Squad::Womens), Some(129), Some(Lightweight)),
            (Some(Squad::Womens), Some(130), Some(Openweight)),
            (Some(Squad::Mens), Some(149), Some(Lightweight)),
            (Some(Squad::Mens), Some(150), Some(Openweight)),
            (Some(Squad::Mens), Some(130), Some(Lightweight)),
            (None, Some(120), None),
            (Some(Squad::Womens), None, None),
        ];
        for (squad, weight, expected) in table {
            assert_eq!(suggested_weight_class(squad, weight), expected, "{squad:?} {weight:?}");
        }
    }

    #[test]
    fn recruiting_fields_at_and_beyond_their_edges() {
        type Case = (fn(&mut ProfileInput), Option<&'static str>);
        let link = |label: &str, url: &str| LinkInput {
            label: Some(label.into()),
            url: Some(url.into()),
        };
        let cases: Vec<Case> = vec![
            (|u| u.erg_2k = Some("5:20.0".into()), None),
            (|u| u.erg_2k = Some("12:00.0".into()), None),
            (|u| u.erg_2k = Some("5:19.9".into()), Some("erg2k")),
            (|u| u.erg_2k = Some("12:00.1".into()), Some("erg2k")),
            (|u| u.erg_6k = Some("17:00.0".into()), None),
            (|u| u.erg_6k = Some("40:00.0".into()), None),
            (|u| u.erg_6k = Some("16:59.9".into()), Some("erg6k")),
            (|u| u.erg_6k = Some("40:00.1".into()), Some("erg6k")),
            (|u| u.wingspan_inches = Some(48), None),
            (|u| u.wingspan_inches = Some(96), None),
            (|u| u.wingspan_inches = Some(47), Some("wingspanInches")),
            (|u| u.wingspan_inches = Some(97), Some("wingspanInches")),
            (|u| u.seasons_rowed = Some(0), None),
            (|u| u.seasons_rowed = Some(10), None),
            (|u| u.seasons_rowed = Some(-1), Some("seasonsRowed")),
            (|u| u.seasons_rowed = Some(11), Some("seasonsRowed")),
            (|u| u.act_score = Some(1), None),
            (|u| u.act_score = Some(36), None),
            (|u| u.act_score = Some(0), Some("actScore")),
            (|u| u.act_score = Some(37), Some("actScore")),
            (|u| u.club_coach_name = Some("c".repeat(100)), None),
            (|u| u.club_coach_name = Some("c".repeat(101)), Some("clubCoachName")),
            (|u| u.intended_major = Some("m".repeat(101)), Some("intendedMajor")),
            (|u| u.boats_coxed = Some("b".repeat(200)), None),
            (|u| u.boats_coxed = Some("b".repeat(201)), Some("boatsCoxed")),
            (|u| u.headline = Some("h".repeat(120)), None),
            (|u| u.headline = Some("h".repeat(121)), Some("headline")),
            (|u| u.target_divisions = Some(vec![Division::I, Division::Club]), None),
            (
                |u| u.target_divisions = Some(vec![Division::I, Division::I]),
                Some("targetDivisions"),
            ),
            (|u| u.cox_links = Some(vec!["https://youtu.be/x".into(); 5]), None),
            (
                |u| u.cox_links = Some(vec!["https://youtu.be/x".into(); 6]),
                Some("coxLinks"),
            ),
            (
                |u| u.cox_links = Some(vec!["https://a.b".into(), "youtu.be/x".into()]),
                Some("coxLinks.1"),
            ),
        ];
        for (i, (change, expected)) in cases.into_iter().enumerate() {
            let mut input = base();
            change(&mut input);
            assert_eq!(field_error(input).map(|(f, _)| f), expected, "case {i}");
        }
        let mut u = base();
        u.erg_2k = Some("5:19.9".into());
        assert_eq!(field_error(u).unwrap().1, "2k time must be between 5:20.0 and 12:00.0");
        let mut u = base();
        u.erg_6k = Some("40:00.1".into());
        assert_eq!(field_error(u).unwrap().1, "6k time must be between 17:00.0 and 40:00.0");

        let mut u = base();
        u.links = Some(vec![
            link("Hudl", "https://hudl.com/a"),
            link("", "ftp://x"),
            link(&"l".repeat(41), "https://x.y"),
        ]);
        let Err(ProfilesError::Invalid(fields)) = validate(u, 2026) else {
            panic!("refused")
        };
        let mut got: Vec<(&str, &str)> = fields.iter().map(|f| (f.field, f.message.as_str())).collect();
        got.sort();
        assert_eq!(
            got,
            [
                ("links.1.label", "Give the link a label"),
                ("links.1.url", "Enter a link that starts with http:// or https://"),
                ("links.2.label", "Label must be at most 40 characters"),
            ]
        );
        let mut u = base();
        u.links = Some(vec![link("Hudl", "https://hudl.com/a"); 6]);
        assert_eq!(field_error(u).unwrap(), ("links", "Add at most 5 links".to_owned()));
        let mut u = base();
        u.links = Some(vec![link(" Hudl ", " https://hudl.com/a "), link("", "")]);
        assert_eq!(
            validate(u, 2026).unwrap().links,
            [ProfileLink {
                label: "Hudl".into(),
                url: "https://hudl.com/a".into()
            }]
        );
    }

    #[test]
    fn the_home_state_comes_from_the_state_list() {
        let with = |state: &str| ProfileInput {
            home_state: Some(state.into()),
            ..base()
        };
        assert_eq!(validate(with(" ny "), 2026).unwrap().home_state.as_deref(), Some("NY"));
        assert_eq!(validate(with("DC"), 2026).unwrap().home_state.as_deref(), Some("DC"));
        assert_eq!(validate(with(""), 2026).unwrap().home_state, None);
        for bad in ["ZZ", "OTHER", "New York"] {
            assert_eq!(field_error(with(bad)).map(|(f, _)| f), Some("homeState"), "{bad}");
        }
    }

    #[test]
    fn only_the_owner_reads_a_profile() {
        assert!(may_read("u1", "u1").is_ok());
        assert!(matches!(may_read("u1", "u2"), Err(ProfilesError::NotYours)));
    }
}
