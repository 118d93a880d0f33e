//! Athlete search rules: the query string read into an [`AthleteSearch`] (every filter checked,
//! every problem named by its parameter), what the program's plan allows, saved-search names.
//! Failures are [`SearchError`]; plan refusals are `plans::PlanError`.

use crate::{
    compliance::rules::is_known_state,
    plans::{rules::Standing, PlanError},
    profiles::rules::{Division, Side, Squad, WeightClass},
    rowing,
    validation::FieldError,
};

pub const PAGE_SIZE_DEFAULT: i64 = 25;
pub const PAGE_SIZE_MAX: i64 = 50;
pub const QUERY_MAX: usize = 100;
pub const NAME_MAX: usize = 80;
/// The longest stored query string of a saved search.
pub const SAVED_QUERY_MAX: usize = 2000;
/// Graduation years a filter may name.
pub const GRAD_YEARS: std::ops::RangeInclusive<i64> = 2000..=2100;
/// Heights in inches, as the profile allows them (4 ft to 7 ft 11 in).
pub const HEIGHT_INCHES: std::ops::RangeInclusive<i64> = 48..=95;
pub const SAT: std::ops::RangeInclusive<i64> = 400..=1600;
pub const ACT: std::ops::RangeInclusive<i64> = 1..=36;
pub const SORTS: [&str; 4] = ["2k", "6k", "gradYear", "updated"];
/// Every parameter the search reads; any other is refused.
pub const PARAMETERS: [&str; 21] = [
    "gradYear",
    "squad",
    "weightClass",
    "side",
    "coxswain",
    "min2k",
    "max2k",
    "min6k",
    "max6k",
    "minHeight",
    "maxHeight",
    "minGpa",
    "minSat",
    "minAct",
    "state",
    "division",
    "verifiedOnly",
    "q",
    "sort",
    "page",
    "pageSize",
];

/// Why a search or saved-search request was refused.
#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    #[error("Please correct the search filters.")]
    Invalid(Vec<FieldError>),
    #[error(transparent)]
    Plan(#[from] PlanError),
    #[error("There is no such saved search.")]
    NotFound,
    #[error("This link is not valid or has expired. Switch the search's alerts from Athlete search instead.")]
    InvalidLink,
}

impl From<FieldError> for SearchError {
    fn from(error: FieldError) -> Self {
        SearchError::Invalid(vec![error])
    }
}

/// The orders a search can ask for; each ends on the athlete's id so pages never overlap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Sort {
    /// Fastest best 2k first, athletes without one last.
    #[default]
    Best2k,
    /// Fastest best 6k first, athletes without one last.
    Best6k,
    /// Earliest graduation year first.
    GradYear,
    /// Most recently updated first.
    Updated,
}

impl Sort {
    pub fn parse(text: &str) -> Option<Sort> {
        match text {
            "2k" => Some(Sort::Best2k),
            "6k" => Some(Sort::Best6k),
            "gradYear" => Some(Sort::GradYear),
            "updated" => Some(Sort::Updated),
            _ => None,
        }
    }
}

/// An inclusive range; either end may be open.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Range<T> {
    pub min: Option<T>,
    pub max: Option<T>,
}

/// A search that passed every rule, ready for the store to turn into SQL.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct AthleteSearch {
    pub grad_years: Vec<i64>,
    pub squad: Option<Squad>,
    pub weight_class: Option<WeightClass>,
    pub side: Option<Side>,
    pub coxswain: Option<bool>,
    /// Tenths of a second.
    pub best_2k: Range<i64>,
    pub best_6k: Range<i64>,
    /// Total inches.
    pub height: Range<i64>,
    pub min_gpa: Option<f64>,
    pub min_sat: Option<i64>,
    pub min_act: Option<i64>,
    pub states: Vec<String>,
    pub division: Option<Division>,
    /// The free text, lower case, for `LIKE` (not yet escaped).
    pub text: Option<String>,
    /// Only athletes with a 2k attested by a club coach; the 2k range then applies to the
    /// fastest attested 2k.
    pub verified_only: bool,
    pub sort: Sort,
    /// From 1.
    pub page: i64,
    pub page_size: i64,
}

impl AthleteSearch {
    /// Rows skipped before the page.
    pub fn offset(&self) -> i64 {
        (self.page - 1).saturating_mul(self.page_size)
    }

    /// True when the search uses a filter only some plans offer.
    pub fn uses_academic_filters(&self) -> bool {
        self.min_gpa.is_some() || self.min_sat.is_some() || self.min_act.is_some()
    }
}

/// Collects the failures of one parse; the first failure of a field is kept.
#[derive(Default)]
struct Failures(Vec<FieldError>);

impl Failures {
    fn add(&mut self, error: FieldError) {
        if !self.0.iter().any(|e| e.field == error.field) {
            self.0.push(error);
        }
    }

    fn keep<T>(&mut self, result: Result<T, FieldError>) -> Option<T> {
        result.map_err(|e| self.add(e)).ok()
    }
}

/// The query string's pairs, decoded; empty values are left out (an empty filter is no filter).
pub fn pairs(query: &str) -> Vec<(String, String)> {
    url::form_urlencoded::parse(query.trim_start_matches('?').as_bytes())
        .map(|(k, v)| (k.into_owned(), v.trim().to_owned()))
        .filter(|(_, v)| !v.is_empty())
        .collect()
}

fn single<'a>(pairs: &'a [(String, String)], name: &'static str) -> Result<Option<&'a str>, FieldError> {
    let mut values = pairs.iter().filter(|(k, _)| k == name).map(|(_, v)| v.as_str());
    let first = values.next();
    if values.next().is_some() {
        return Err(FieldError::new(name, "Give this filter only once"));
    }
    Ok(first)
}

fn all<'a>(pairs: &'a [(String, String)], name: &str) -> impl Iterator<Item = &'a str> + 'a {
    let name = name.to_owned();
    pairs.iter().filter(move |(k, _)| *k == name).map(|(_, v)| v.as_str())
}

fn integer(
    pairs: &[(String, String)],
    name: &'static str,
    range: std::ops::RangeInclusive<i64>,
    message: &str,
) -> Result<Option<i64>, FieldError> {
    let Some(text) = single(pairs, name)? else {
        return Ok(None);
    };
    match text.parse::<i64>() {
        Ok(value) if range.contains(&value) => Ok(Some(value)),
        _ => Err(FieldError::new(name, message)),
    }
}

fn choice<T>(
    pairs: &[(String, String)],
    name: &'static str,
    parse: fn(&str) -> Option<T>,
    choices: &str,
) -> Result<Option<T>, FieldError> {
    single(pairs, name)?
        .map(|text| parse(text).ok_or_else(|| FieldError::new(name, format!("Choose one of: {choices}"))))
        .transpose()
}

fn time(pairs: &[(String, String)], name: &'static str) -> Result<Option<i64>, FieldError> {
    single(pairs, name)?
        .map(|text| {
            rowing::parse_tenths(text)
                .ok_or_else(|| FieldError::new(name, "Use the format MM:SS.S, for example 6:45.3"))
        })
        .transpose()
}

/// `min` after `max` is an error on the `max` parameter.
fn ordered<T: PartialOrd + Copy>(
    range: Range<T>,
    max_name: &'static str,
    message: &str,
    failures: &mut Failures,
) -> Range<T> {
    if let (Some(min), Some(max)) = (range.min, range.max) {
        if min > max {
            failures.add(FieldError::new(max_name, message));
        }
    }
    range
}

/// Reads a search from its query string's pairs; every broken rule is reported by parameter.
pub fn parse(pairs: &[(String, String)]) -> Result<AthleteSearch, SearchError> {
    let mut failures = Failures::default();
    for (key, _) in pairs {
        if !PARAMETERS.contains(&key.as_str()) {
            failures.add(FieldError::new("query", format!("Unknown search filter: {key}")));
        }
    }
    let mut grad_years = Vec::new();
    for text in all(pairs, "gradYear") {
        match text.parse::<i64>() {
            Ok(year) if GRAD_YEARS.contains(&year) => {
                if !grad_years.contains(&year) {
                    grad_years.push(year)
                }
            }
            _ => failures.add(FieldError::new(
                "gradYear",
                "Graduation year must be a year, for example 2027",
            )),
        }
    }
    let mut states = Vec::new();
    for text in all(pairs, "state") {
        let code = text.to_uppercase();
        if !is_known_state(&code) {
            failures.add(FieldError::new("state", "Choose US states from the list"));
        } else if !states.contains(&code) {
            states.push(code);
        }
    }
    let coxswain = failures
        .keep(choice(pairs, "coxswain", |t| t.parse::<bool>().ok(), "true, false"))
        .flatten();
    let best_2k = Range {
        min: failures.keep(time(pairs, "min2k")).flatten(),
        max: failures.keep(time(pairs, "max2k")).flatten(),
    };
    let best_6k = Range {
        min: failures.keep(time(pairs, "min6k")).flatten(),
        max: failures.keep(time(pairs, "max6k")).flatten(),
    };
    let height_message = format!(
        "Height must be between {} and {} inches",
        HEIGHT_INCHES.start(),
        HEIGHT_INCHES.end()
    );
    let height = Range {
        min: failures
            .keep(integer(pairs, "minHeight", HEIGHT_INCHES, &height_message))
            .flatten(),
        max: failures
            .keep(integer(pairs, "maxHeight", HEIGHT_INCHES, &height_message))
            .flatten(),
    };
    let min_gpa = failures
        .keep(single(pairs, "minGpa").and_then(|text| {
            text.map(|t| match t.parse::<f64>() {
                Ok(gpa) if gpa.is_finite() && (0.0..=4.0).contains(&gpa) => Ok(gpa),
                _ => Err(FieldError::new("minGpa", "Minimum GPA must be between 0 and 4.0")),
            })
            .transpose()
        }))
        .flatten();
    let text = failures
        .keep(single(pairs, "q").and_then(|q| match q {
            Some(q) if q.chars().count() > QUERY_MAX => Err(FieldError::new(
                "q",
                format!("Search text must be at most {QUERY_MAX} characters"),
            )),
            q => Ok(q.map(str::to_lowercase)),
        }))
        .flatten();
    let search = AthleteSearch {
        grad_years,
        squad: failures
            .keep(choice(pairs, "squad", Squad::parse, "womens, mens"))
            .flatten(),
        weight_class: failures
            .keep(choice(
                pairs,
                "weightClass",
                WeightClass::parse,
                "openweight, lightweight",
            ))
            .flatten(),
        side: failures
            .keep(choice(pairs, "side", Side::parse, "port, starboard, both"))
            .flatten(),
        coxswain,
        best_2k: ordered(
            best_2k,
            "max2k",
            "The slowest 2k must not be faster than the fastest",
            &mut failures,
        ),
        best_6k: ordered(
            best_6k,
            "max6k",
            "The slowest 6k must not be faster than the fastest",
            &mut failures,
        ),
        height: ordered(
            height,
            "maxHeight",
            "Maximum height must not be below the minimum",
            &mut failures,
        ),
        min_gpa,
        min_sat: failures
            .keep(integer(
                pairs,
                "minSat",
                SAT,
                "Minimum SAT score must be between 400 and 1600",
            ))
            .flatten(),
        min_act: failures
            .keep(integer(
                pairs,
                "minAct",
                ACT,
                "Minimum ACT score must be between 1 and 36",
            ))
            .flatten(),
        states,
        division: failures
            .keep(choice(pairs, "division", Division::parse, "I, II, III, club"))
            .flatten(),
        text,
        verified_only: failures
            .keep(choice(pairs, "verifiedOnly", |t| t.parse::<bool>().ok(), "true, false"))
            .flatten()
            .unwrap_or(false),
        sort: failures
            .keep(choice(pairs, "sort", Sort::parse, &SORTS.join(", ")))
            .flatten()
            .unwrap_or_default(),
        page: failures
            .keep(integer(
                pairs,
                "page",
                1..=i64::from(i32::MAX),
                "Page must be 1 or more",
            ))
            .flatten()
            .unwrap_or(1),
        page_size: failures
            .keep(integer(
                pairs,
                "pageSize",
                1..=PAGE_SIZE_MAX,
                &format!("Page size must be between 1 and {PAGE_SIZE_MAX}"),
            ))
            .flatten()
            .unwrap_or(PAGE_SIZE_DEFAULT),
    };
    if failures.0.is_empty() {
        Ok(search)
    } else {
        Err(SearchError::Invalid(failures.0))
    }
}

/// The plan decides whether academic filters may be used.
pub fn allowed(search: &AthleteSearch, standing: &Standing) -> Result<(), PlanError> {
    if search.uses_academic_filters() && !standing.limits.academic_filters {
        return Err(PlanError::AcademicFilters { plan: standing.name });
    }
    Ok(())
}

/// A saved search's name: trimmed, 1 to 80 characters.
pub fn saved_name(name: Option<String>) -> Result<String, FieldError> {
    let name = name.map(|n| n.trim().to_owned()).unwrap_or_default();
    if name.is_empty() {
        return Err(FieldError::new("name", "Give the search a name"));
    }
    if name.chars().count() > NAME_MAX {
        return Err(FieldError::new(
            "name",
            format!("Name must be at most {NAME_MAX} characters"),
        ));
    }
    Ok(name)
}

/// A saved search's query string: it must read as a search; kept without the page.
pub fn saved_query(query: Option<String>) -> Result<(String, AthleteSearch), SearchError> {
    let query = query.unwrap_or_default();
    if query.len() > SAVED_QUERY_MAX {
        return Err(FieldError::new("query", "The search is too long to save").into());
    }
    let kept: Vec<(String, String)> = pairs(&query).into_iter().filter(|(k, _)| k != "page").collect();
    let search = parse(&kept).map_err(|error| match error {
        SearchError::Invalid(fields) => SearchError::Invalid(
            fields
                .into_iter()
                .map(|f| FieldError::new("query", f.message))
                .take(1)
                .collect(),
        ),
        other => other,
    })?;
    let text = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(kept.iter())
        .finish();
    Ok((text, search))
}

/// What a saved search reads of one athlete, for [`matches`]: the profile's searched columns, as
/// `store::athletes` filters them in SQL. The name, high school and club team are kept in lower
/// case, as the search's free text is.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct AthleteFacts {
    /// `profiles.shown_to_coaches`: only athletes shown to coaches match anything.
    pub shown: bool,
    pub grad_year: Option<i64>,
    pub squad: Option<Squad>,
    pub weight_class: Option<WeightClass>,
    pub side: Option<Side>,
    pub coxswain: bool,
    pub best_2k: Option<i64>,
    pub best_6k: Option<i64>,
    pub verified_2k: Option<i64>,
    pub height_feet: Option<i64>,
    pub height_inches: Option<i64>,
    pub gpa: Option<f64>,
    pub sat_score: Option<i64>,
    pub act_score: Option<i64>,
    pub home_state: Option<String>,
    pub target_divisions: Vec<Division>,
    pub full_name: Option<String>,
    pub high_school: Option<String>,
    pub club_team: Option<String>,
}

/// SQL's comparison of a nullable column with a range: a missing value is outside any bound.
fn within(value: Option<i64>, range: Range<i64>) -> bool {
    if range.min.is_none() && range.max.is_none() {
        return true;
    }
    value.is_some_and(|v| range.min.is_none_or(|min| v >= min) && range.max.is_none_or(|max| v <= max))
}

/// Whether the athlete matches the search: the same rule as the SQL of
/// `athlete_search::store::athletes` (a test runs both over the same athletes and searches), so a
/// profile change can be matched against every saved search in memory. Paging and order do not
/// matter here.
pub fn matches(search: &AthleteSearch, athlete: &AthleteFacts) -> bool {
    let equal = |wanted: Option<&str>, got: Option<&str>| wanted.is_none_or(|w| got == Some(w));
    let text = |value: &Option<String>, needle: &str| value.as_deref().is_some_and(|v| v.contains(needle));
    athlete.shown
        && (search.grad_years.is_empty() || athlete.grad_year.is_some_and(|y| search.grad_years.contains(&y)))
        && equal(search.squad.map(Squad::as_str), athlete.squad.map(Squad::as_str))
        && equal(
            search.weight_class.map(WeightClass::as_str),
            athlete.weight_class.map(WeightClass::as_str),
        )
        && equal(search.side.map(Side::as_str), athlete.side.map(Side::as_str))
        && search.coxswain.is_none_or(|c| c == athlete.coxswain)
        && (if search.verified_only {
            athlete.verified_2k.is_some() && within(athlete.verified_2k, search.best_2k)
        } else {
            within(athlete.best_2k, search.best_2k)
        })
        && within(athlete.best_6k, search.best_6k)
        && within(
            athlete
                .height_feet
                .map(|feet| feet * 12 + athlete.height_inches.unwrap_or(0)),
            search.height,
        )
        && search
            .min_gpa
            .is_none_or(|min| athlete.gpa.is_some_and(|gpa| gpa >= min))
        && search
            .min_sat
            .is_none_or(|min| athlete.sat_score.is_some_and(|s| s >= min))
        && search
            .min_act
            .is_none_or(|min| athlete.act_score.is_some_and(|s| s >= min))
        && (search.states.is_empty()
            || athlete
                .home_state
                .as_deref()
                .is_some_and(|state| search.states.iter().any(|s| s == state)))
        && search.division.is_none_or(|d| athlete.target_divisions.contains(&d))
        && search.text.as_deref().is_none_or(|needle| {
            text(&athlete.full_name, needle) || text(&athlete.high_school, needle) || text(&athlete.club_team, needle)
        })
}

/// What a saved search's matches changed to after an athlete changed: the searches to add a
/// match for and those to drop it from, given the searches it matches now and those it matched.
pub fn changed_matches<'a>(now: &[&'a str], before: &[&'a str]) -> (Vec<&'a str>, Vec<&'a str>) {
    let added = now.iter().filter(|id| !before.contains(id)).copied().collect();
    let dropped = before.iter().filter(|id| !now.contains(id)).copied().collect();
    (added, dropped)
}

/// The UTC calendar day of an instant (ms), as the digest's "at most one a day" counts days.
pub fn digest_day(now_ms: i64) -> String {
    jiff::Timestamp::from_millisecond(now_ms)
        .map(|t| t.to_zoned(jiff::tz::TimeZone::UTC).date().to_string())
        .unwrap_or_default()
}

/// The instant after which a saved search's matches are news for a digest: after the coach's last
/// look at it and after the last digest that coach was sent.
pub fn digest_since(last_seen_at: i64, last_digest_at: Option<i64>) -> i64 {
    last_digest_at.map_or(last_seen_at, |sent| sent.max(last_seen_at))
}

/// Whether a saved search sends alert emails: on, and its filters still allowed by the plan (a
/// search saved under a richer plan counts nothing new, as its list does).
pub fn alerts_allowed(alerts_on: bool, search: &AthleteSearch, standing: &Standing) -> bool {
    alerts_on && allowed(search, standing).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(query: &str) -> Result<AthleteSearch, Vec<(&'static str, String)>> {
        parse(&pairs(query)).map_err(|e| match e {
            SearchError::Invalid(fields) => fields.into_iter().map(|f| (f.field, f.message)).collect(),
            other => panic!("{other}"),
        })
    }

    #[test]
    fn an_empty_query_is_the_default_search() {
        let search = parsed("").unwrap();
        assert_eq!(search.sort, Sort::Best2k);
        assert_eq!((search.page, search.page_size), (1, PAGE_SIZE_DEFAULT));
        assert!(!search.uses_academic_filters());
    }

    #[test]
    fn every_filter_is_read() {
        let search = parsed(
            "gradYear=2027&gradYear=2028&squad=womens&weightClass=lightweight&side=port&coxswain=false\
             &min2k=6:50.0&max2k=7:30.0&min6k=21:00.0&max6k=24:00.0&minHeight=66&maxHeight=72&minGpa=3.5\
             &minSat=1300&minAct=28&state=ny&state=CA&division=III&q=Lake%20Placid&sort=6k&page=2&pageSize=50",
        )
        .unwrap();
        assert_eq!(search.grad_years, vec![2027, 2028]);
        assert_eq!(search.squad, Some(Squad::Womens));
        assert_eq!(search.coxswain, Some(false));
        assert_eq!(
            search.best_2k,
            Range {
                min: Some(4100),
                max: Some(4500)
            }
        );
        assert_eq!(
            search.height,
            Range {
                min: Some(66),
                max: Some(72)
            }
        );
        assert_eq!(search.states, vec!["NY".to_owned(), "CA".to_owned()]);
        assert_eq!(search.division, Some(Division::III));
        assert_eq!(search.text.as_deref(), Some("lake placid"));
        assert_eq!(
            (search.sort, search.page, search.page_size, search.offset()),
            (Sort::Best6k, 2, 50, 50)
        );
        assert!(search.uses_academic_filters());
    }

    #[test]
    fn bad_values_are_named_by_parameter() {
        let errors = parsed(
            "gradYear=soon&squad=coed&min2k=6.50&max6k=20:00.0&min6k=25:00.0&minHeight=40&minGpa=4.5\
             &state=ZZ&sort=fast&pageSize=51&page=0&color=red&coxswain=maybe",
        )
        .unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|(f, _)| *f).collect();
        for field in [
            "query",
            "gradYear",
            "squad",
            "min2k",
            "max6k",
            "minHeight",
            "minGpa",
            "state",
            "sort",
            "pageSize",
            "page",
            "coxswain",
        ] {
            assert!(fields.contains(&field), "{field} in {errors:?}");
        }
    }

    #[test]
    fn inverted_ranges_are_refused_and_equal_bounds_allowed() {
        assert_eq!(parsed("min2k=7:00.0&max2k=6:59.9").unwrap_err()[0].0, "max2k");
        assert_eq!(parsed("minHeight=70&maxHeight=69").unwrap_err()[0].0, "maxHeight");
        assert!(parsed("min2k=7:00.0&max2k=7:00.0").is_ok());
    }

    #[test]
    fn a_filter_given_twice_is_refused_unless_it_is_a_list() {
        assert_eq!(parsed("squad=mens&squad=womens").unwrap_err()[0].0, "squad");
        assert_eq!(parsed("state=NY&state=NY").unwrap().states, vec!["NY".to_owned()]);
    }

    #[test]
    fn saved_queries_drop_the_page_and_report_on_query() {
        let (text, search) = saved_query(Some("gradYear=2027&page=3&q=a+b".into())).unwrap();
        assert_eq!(text, "gradYear=2027&q=a+b");
        assert_eq!(search.page, 1);
        let Err(SearchError::Invalid(fields)) = saved_query(Some("min2k=fast".into())) else {
            panic!()
        };
        assert_eq!(fields[0].field, "query");
        assert!(saved_name(Some("  ".into())).is_err());
        assert!(saved_name(Some("x".repeat(81))).is_err());
        assert_eq!(saved_name(Some(" 2027 ports ".into())).unwrap(), "2027 ports");
    }

    fn facts() -> AthleteFacts {
        AthleteFacts {
            shown: true,
            grad_year: Some(2027),
            squad: Some(Squad::Womens),
            best_2k: Some(4300),
            height_feet: Some(5),
            height_inches: None,
            home_state: Some("NY".into()),
            target_divisions: vec![Division::I, Division::III],
            full_name: Some("ava stone".into()),
            ..AthleteFacts::default()
        }
    }

    #[test]
    fn matching_follows_each_filter_and_missing_values_never_match_a_bound() {
        let athlete = facts();
        let m = |query: &str| matches(&parsed(query).unwrap(), &athlete);
        assert!(m(""));
        assert!(m(
            "gradYear=2026&gradYear=2027&squad=womens&state=ny&division=III&q=STONE"
        ));
        assert!(m("min2k=7:10.0&max2k=7:10.0&minHeight=60&maxHeight=60"));
        assert!(!m("gradYear=2028"));
        assert!(!m("division=II"));
        assert!(!m("min6k=20:00.0"), "no 6k is outside any 6k bound");
        assert!(!m("verifiedOnly=true"));
        assert!(!m("coxswain=true"));
        assert!(m("coxswain=false"));
        assert!(!m("minGpa=0"));
        assert!(!matches(
            &parsed("").unwrap(),
            &AthleteFacts {
                shown: false,
                ..facts()
            }
        ));
        let verified = AthleteFacts {
            verified_2k: Some(4400),
            ..facts()
        };
        assert!(matches(&parsed("verifiedOnly=true&max2k=7:20.0").unwrap(), &verified));
        assert!(!matches(&parsed("verifiedOnly=true&max2k=7:15.0").unwrap(), &verified));
    }

    #[test]
    fn changed_matches_adds_and_drops_only_differences() {
        let (added, dropped) = changed_matches(&["a", "b"], &["b", "c"]);
        assert_eq!((added, dropped), (vec!["a"], vec!["c"]));
        assert_eq!(digest_day(0), "1970-01-01");
        assert_eq!(digest_since(5, None), 5);
        assert_eq!(digest_since(5, Some(9)), 9);
        assert_eq!(digest_since(9, Some(5)), 9);
    }
}
