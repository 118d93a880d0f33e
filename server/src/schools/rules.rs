//! The school browser's rules: a search query checked into a `SchoolSearch`, notes, the program
//! type and size of a school, the order of the filter choices, and whose visit to a program's
//! page is recorded. Failures are `SchoolsError`.

use super::routes::SearchQuery;
use crate::{auth::store::Role, validation::FieldError};

pub const QUERY_MAX: usize = 100;
/// At most this many words of the search text are matched.
pub const QUERY_WORDS_MAX: usize = 8;
pub const PAGE_SIZE_DEFAULT: i64 = 24;
pub const PAGE_SIZE_MAX: i64 = 100;
pub const NOTES_MAX: usize = 2000;
/// The spec's conferences, offered first in the filter (a data value naming the same
/// conference with a qualifier, like "Pac-12 (until 2024)", counts as it).
pub const SPEC_CONFERENCES: [&str; 5] = ["Ivy League", "Pac-12", "NESCAC", "ACC", "Big Ten"];
/// The divisions in the order the filter offers them.
pub const DIVISION_ORDER: [&str; 5] = ["I", "II", "III", "Club", "IRA"];
pub const PROGRAM_TYPES: [&str; 3] = ["Men", "Women", "Both"];
pub const SORTS: [&str; 4] = ["name", "-name", "-enrollment", "founded"];

/// Why a school request was refused.
#[derive(Debug, thiserror::Error)]
pub enum SchoolsError {
    /// An input breaks a rule.
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error("There is no such school.")]
    NotFound,
}

crate::text_enum! {
    /// Which squads a program has: men's, women's or both (lightweight crews count).
    pub enum ProgramType { Men = "Men", Women = "Women", Both = "Both" }
}

crate::text_enum! {
    /// Small (under 5,000 students), Medium (under 15,000) or Large.
    pub enum SchoolSize { Small = "Small", Medium = "Medium", Large = "Large" }
}

/// The orders a search can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sort {
    NameAsc,
    NameDesc,
    EnrollmentDesc,
    FoundedAsc,
}

impl Sort {
    pub fn parse(text: &str) -> Option<Sort> {
        match text {
            "name" => Some(Sort::NameAsc),
            "-name" => Some(Sort::NameDesc),
            "-enrollment" => Some(Sort::EnrollmentDesc),
            "founded" => Some(Sort::FoundedAsc),
            _ => None,
        }
    }
}

/// A search that passed every rule, ready for `index::Catalog::search`.
#[derive(Clone, Debug, PartialEq)]
pub struct SchoolSearch {
    /// Lower-case words, each of which must appear in the school's search text.
    pub words: Vec<String>,
    /// The whole search text in lower case, when names containing it rank first (search text
    /// given and no explicit sort).
    pub rank_phrase: Option<String>,
    pub division: Option<String>,
    pub conference: Option<String>,
    pub program_type: Option<ProgramType>,
    pub sort: Sort,
    /// From 1.
    pub page: i64,
    pub page_size: i64,
}

impl SchoolSearch {
    /// Rows skipped before the page.
    pub fn offset(&self) -> i64 {
        (self.page - 1).saturating_mul(self.page_size)
    }
}

impl Default for SchoolSearch {
    fn default() -> Self {
        SchoolSearch {
            words: vec![],
            rank_phrase: None,
            division: None,
            conference: None,
            program_type: None,
            sort: Sort::NameAsc,
            page: 1,
            page_size: PAGE_SIZE_DEFAULT,
        }
    }
}

/// An optional filter value: empty and `all` mean no filter.
fn filter_value(value: Option<String>) -> Option<String> {
    value.filter(|v| !v.is_empty() && v != "all")
}

/// Checks the raw query string; the first broken rule is the error. Whether a division or
/// conference exists is known only from the data, see `known_filter_values`.
pub fn validate(query: SearchQuery) -> Result<SchoolSearch, SchoolsError> {
    let page = query.page.unwrap_or(1);
    if page < 1 {
        return Err(FieldError::new("page", "Page must be 1 or more").into());
    }
    let page_size = query.page_size.unwrap_or(PAGE_SIZE_DEFAULT);
    if !(1..=PAGE_SIZE_MAX).contains(&page_size) {
        return Err(FieldError::new("pageSize", format!("Page size must be between 1 and {PAGE_SIZE_MAX}")).into());
    }
    let sort = match query.sort.as_deref() {
        None => Sort::NameAsc,
        Some(text) => {
            Sort::parse(text).ok_or_else(|| FieldError::new("sort", format!("Sort by one of: {}", SORTS.join(", "))))?
        }
    };
    let text = query.q.as_deref().map(str::trim).unwrap_or_default();
    if text.chars().count() > QUERY_MAX {
        return Err(FieldError::new("q", format!("Search text must be at most {QUERY_MAX} characters")).into());
    }
    let lower = text.to_lowercase();
    let words = lower
        .split_whitespace()
        .take(QUERY_WORDS_MAX)
        .map(str::to_owned)
        .collect();
    let program_type = match query.program_type.as_deref() {
        None | Some("") | Some("all") => None,
        Some(text) => Some(ProgramType::parse(text).ok_or_else(|| {
            FieldError::new(
                "type",
                format!("Program type must be one of: {}", PROGRAM_TYPES.join(", ")),
            )
        })?),
    };
    Ok(SchoolSearch {
        words,
        // With search text and the default order, names containing the whole phrase come first.
        rank_phrase: (!text.is_empty() && query.sort.is_none()).then_some(lower),
        division: filter_value(query.division),
        conference: filter_value(query.conference),
        program_type,
        sort,
        page,
        page_size,
    })
}

/// A division filter must name a division in the data.
pub fn known_division(division: &str, divisions: &[String]) -> Result<(), SchoolsError> {
    if divisions.iter().any(|d| d == division) {
        return Ok(());
    }
    Err(FieldError::new(
        "division",
        format!("Unknown division. Choose one of: {}", divisions.join(", ")),
    )
    .into())
}

/// A conference filter must name a conference in the data.
pub fn known_conference(conference: &str, conferences: &[String]) -> Result<(), SchoolsError> {
    if conferences.iter().any(|c| c == conference) {
        return Ok(());
    }
    Err(FieldError::new("conference", "Unknown conference").into())
}

/// Private notes on a saved school: trimmed, `None` when empty, at most `NOTES_MAX` characters.
pub fn notes(notes: Option<String>) -> Result<Option<String>, SchoolsError> {
    let notes = notes.map(|n| n.trim().to_owned()).filter(|n| !n.is_empty());
    if notes.as_ref().is_some_and(|n| n.chars().count() > NOTES_MAX) {
        return Err(FieldError::new("notes", format!("Notes must be at most {NOTES_MAX} characters")).into());
    }
    Ok(notes)
}

/// The program type from the squads known to exist; `None` when none is.
pub fn program_type(
    womens: Option<bool>,
    mens: Option<bool>,
    womens_lightweight: Option<bool>,
    mens_lightweight: Option<bool>,
) -> Option<ProgramType> {
    let men = mens == Some(true) || mens_lightweight == Some(true);
    let women = womens == Some(true) || womens_lightweight == Some(true);
    match (men, women) {
        (true, true) => Some(ProgramType::Both),
        (true, false) => Some(ProgramType::Men),
        (false, true) => Some(ProgramType::Women),
        (false, false) => None,
    }
}

/// The size class of an enrollment.
pub fn size(enrollment: i64) -> SchoolSize {
    match enrollment {
        ..5_000 => SchoolSize::Small,
        5_000..15_000 => SchoolSize::Medium,
        _ => SchoolSize::Large,
    }
}

/// The spec's conferences first (in the spec's order), then the rest by name.
pub fn order_conferences(mut conferences: Vec<String>) -> Vec<String> {
    let rank = |c: &str| {
        SPEC_CONFERENCES
            .iter()
            .position(|spec| c == *spec || c.starts_with(&format!("{spec} (")))
            .unwrap_or(SPEC_CONFERENCES.len())
    };
    conferences.sort_by(|a, b| rank(a).cmp(&rank(b)).then_with(|| a.cmp(b)));
    conferences
}

/// Divisions in `DIVISION_ORDER`, any other after them.
pub fn order_divisions(mut divisions: Vec<String>) -> Vec<String> {
    divisions.sort_by_key(|d| {
        DIVISION_ORDER
            .iter()
            .position(|o| o == d)
            .unwrap_or(DIVISION_ORDER.len())
    });
    divisions
}

/// Only athletes' visits to a program's page are recorded: they are what the program's coaches
/// see as "Athletes Viewing" (filtered further by what each athlete shows to coaches).
pub fn records_page_view(role: Role) -> bool {
    role == Role::Student
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_athletes_visits_are_recorded() {
        assert!(records_page_view(Role::Student));
        for role in [Role::Parent, Role::Coach, Role::Admin] {
            assert!(!records_page_view(role));
        }
    }

    /// A query string as the client sends it (`+` and `%20` for spaces).
    fn query(pairs: &str) -> SearchQuery {
        let mut query = SearchQuery::default();
        for pair in pairs.split('&').filter(|p| !p.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap();
            let value = value.replace('+', " ").replace("%20", " ");
            match name {
                "q" => query.q = Some(value),
                "division" => query.division = Some(value),
                "conference" => query.conference = Some(value),
                "type" => query.program_type = Some(value),
                "sort" => query.sort = Some(value),
                "page" => query.page = Some(value.parse().unwrap()),
                "pageSize" => query.page_size = Some(value.parse().unwrap()),
                other => panic!("{other}"),
            }
        }
        query
    }

    fn refused(pairs: &str) -> FieldError {
        match validate(query(pairs)) {
            Err(SchoolsError::Invalid(field)) => field,
            other => panic!("{pairs}: {other:?}"),
        }
    }

    #[test]
    fn defaults_and_words() {
        assert_eq!(validate(query("")).unwrap(), SchoolSearch::default());
        let search = validate(query("q=%20University%20%20of%20WASHINGTON%20&division=all&type=")).unwrap();
        assert_eq!(search.words, ["university", "of", "washington"]);
        assert_eq!(search.rank_phrase.as_deref(), Some("university  of washington"));
        assert_eq!((search.division, search.program_type), (None, None));
        let many = validate(query("q=a+b+c+d+e+f+g+h+i+j")).unwrap();
        assert_eq!(many.words.len(), QUERY_WORDS_MAX);
        // An explicit sort, even by name, turns the ranking off.
        assert_eq!(validate(query("q=yale&sort=name")).unwrap().rank_phrase, None);
    }

    #[test]
    fn each_broken_rule_names_its_input() {
        for (pairs, field, message) in [
            ("page=0", "page", "Page must be 1 or more"),
            ("pageSize=101", "pageSize", "Page size must be between 1 and 100"),
            ("pageSize=0", "pageSize", "Page size must be between 1 and 100"),
            ("sort=rank", "sort", "Sort by one of: name, -name, -enrollment, founded"),
            ("type=Mixed", "type", "Program type must be one of: Men, Women, Both"),
        ] {
            assert_eq!(refused(pairs), FieldError::new(field, message), "{pairs}");
        }
        let long = format!("q={}", "a".repeat(QUERY_MAX + 1));
        assert_eq!(refused(&long).message, "Search text must be at most 100 characters");
        assert_eq!(
            validate(query(&format!("q={}", "é".repeat(QUERY_MAX))))
                .unwrap()
                .words
                .len(),
            1
        );
    }

    #[test]
    fn filter_values_are_checked_against_the_data() {
        let divisions = vec!["I".to_owned(), "II".to_owned()];
        assert!(known_division("I", &divisions).is_ok());
        let Err(SchoolsError::Invalid(error)) = known_division("IV", &divisions) else {
            panic!()
        };
        assert_eq!(error.message, "Unknown division. Choose one of: I, II");
        assert!(known_conference("Nope", &[]).is_err());
    }

    #[test]
    fn type_size_and_choice_order() {
        assert_eq!(program_type(None, Some(true), None, None), Some(ProgramType::Men));
        assert_eq!(
            program_type(Some(false), None, Some(true), Some(true)),
            Some(ProgramType::Both)
        );
        assert_eq!(program_type(Some(false), Some(false), None, None), None);
        assert_eq!(
            [size(4_999), size(5_000), size(15_000)],
            [SchoolSize::Small, SchoolSize::Medium, SchoolSize::Large]
        );
        let conferences = order_conferences(vec!["MARC".into(), "ACC".into(), "Pac-12 (until 2024)".into()]);
        assert_eq!(conferences, ["Pac-12 (until 2024)", "ACC", "MARC"]);
        assert_eq!(
            order_divisions(vec!["IRA".into(), "Club".into(), "I".into()]),
            ["I", "Club", "IRA"]
        );
        assert!(notes(Some("n".repeat(NOTES_MAX + 1))).is_err());
        assert_eq!(notes(Some("  ".into())).unwrap(), None);
    }
}
