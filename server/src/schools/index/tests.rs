//! The search answered from the index, on the built-in programs (the cases of the school search
//! API tests, against the data file) and on a few made-up programs for the order's edges.

use super::*;
use crate::schools::{
    import::{self, SchoolRecord, SEED_PROGRAMS, SEED_VENUES},
    routes::SearchQuery,
    rules::{self, SchoolsError, PAGE_SIZE_DEFAULT},
};

fn indexed(r: &SchoolRecord) -> IndexedSchool {
    IndexedSchool {
        school: School {
            id: r.id.clone(),
            name: r.name.clone(),
            city: r.city.clone(),
            state: r.state.clone(),
            division: r.division.clone(),
            conference: r.conference.clone(),
            womens: r.womens,
            mens: r.mens,
            womens_lightweight: r.womens_lightweight,
            mens_lightweight: r.mens_lightweight,
            enrollment: r.enrollment,
            founded: r.founded,
            saved: false,
        },
        search_text: r.search_text(),
    }
}

fn records() -> Vec<SchoolRecord> {
    import::parse(SEED_PROGRAMS, Some(SEED_VENUES)).unwrap()
}

fn catalog_of(records: &[SchoolRecord]) -> Catalog {
    Catalog::new(1, records.iter().map(indexed).collect())
}

/// A query string's pairs as the route receives them, checked by the rules.
fn validated(pairs: &[(&str, &str)]) -> SchoolSearch {
    let mut query = SearchQuery::default();
    for (name, value) in pairs {
        let value = Some(value.to_string());
        match *name {
            "q" => query.q = value,
            "division" => query.division = value,
            "conference" => query.conference = value,
            "type" => query.program_type = value,
            "sort" => query.sort = value,
            "page" => query.page = value.map(|v| v.parse().unwrap()),
            "pageSize" => query.page_size = value.map(|v| v.parse().unwrap()),
            other => panic!("{other}"),
        }
    }
    rules::validate(query).unwrap()
}

fn matched(catalog: &Catalog, pairs: &[(&str, &str)]) -> i64 {
    catalog.search(&validated(pairs)).matched
}

fn names(found: &Found<'_>) -> Vec<String> {
    found.page.iter().map(|s| s.name.clone()).collect()
}

fn men(r: &SchoolRecord) -> bool {
    r.mens == Some(true) || r.mens_lightweight == Some(true)
}

fn women(r: &SchoolRecord) -> bool {
    r.womens == Some(true) || r.womens_lightweight == Some(true)
}

#[test]
fn counts_per_filter_match_the_data_file() {
    let records = records();
    let catalog = catalog_of(&records);
    let count = |f: &dyn Fn(&SchoolRecord) -> bool| records.iter().filter(|r| f(r)).count() as i64;
    let all = catalog.search(&validated(&[]));
    assert_eq!((all.total, all.matched), (207, 207));

    for division in ["I", "II", "III", "Club", "IRA"] {
        let expected = count(&|r| r.division.as_deref() == Some(division));
        assert_eq!(matched(&catalog, &[("division", division)]), expected, "{division}");
    }
    for conference in ["Ivy League", "Pac-12 (until 2024)", "NESCAC", "ACC", "Big Ten", "MARC"] {
        let expected = count(&|r| r.conference.as_deref() == Some(conference));
        assert!(expected > 0, "{conference}");
        assert_eq!(
            matched(&catalog, &[("conference", conference)]),
            expected,
            "{conference}"
        );
    }
    for (kind, expected) in [
        ("Men", count(&|r| men(r) && !women(r))),
        ("Women", count(&|r| women(r) && !men(r))),
        ("Both", count(&|r| men(r) && women(r))),
    ] {
        assert_eq!(matched(&catalog, &[("type", kind)]), expected, "{kind}");
    }
    let ivy = validated(&[("division", "I"), ("conference", "Ivy League")]);
    let found = catalog.search(&ivy);
    assert_eq!(
        found.matched,
        count(&|r| r.division.as_deref() == Some("I") && r.conference.as_deref() == Some("Ivy League"))
    );
    assert_eq!(found.total, 207);
    // Empty and "all" mean no filter.
    assert_eq!(matched(&catalog, &[("division", "all"), ("type", "")]), 207);

    // The filter choices come from the same data.
    assert_eq!(
        rules::order_divisions(catalog.divisions.clone()),
        ["I", "II", "III", "Club", "IRA"]
    );
    let conferences = rules::order_conferences(catalog.conferences.clone());
    assert_eq!(
        conferences[..5],
        ["Ivy League", "Pac-12 (until 2024)", "NESCAC", "ACC", "Big Ten"]
    );
    assert_eq!(
        conferences.len() as i64,
        records
            .iter()
            .filter_map(|r| r.conference.as_ref())
            .collect::<BTreeSet<_>>()
            .len() as i64
    );
}

#[test]
fn search_by_name_city_and_state() {
    let records = records();
    let catalog = catalog_of(&records);
    // Every word must match (name, city, state or conference); the name with the phrase comes first.
    let by_name = catalog.search(&validated(&[("q", "university of washington")]));
    assert!(by_name.matched >= 1);
    let uw = by_name.page[0];
    assert_eq!(uw.name, "University of Washington");
    assert_eq!(uw.city.as_deref(), Some("Seattle"));
    assert_eq!(uw.division.as_deref(), Some("I"));
    assert_eq!(
        rules::program_type(uw.womens, uw.mens, uw.womens_lightweight, uw.mens_lightweight),
        Some(ProgramType::Both)
    );
    assert_eq!(uw.enrollment.map(rules::size), Some(rules::SchoolSize::Large));

    let in_seattle = records.iter().filter(|r| r.city.as_deref() == Some("Seattle")).count() as i64;
    assert_eq!(matched(&catalog, &[("q", "seattle")]), in_seattle);
    assert_eq!(matched(&catalog, &[("q", "  SEATTLE ")]), in_seattle);
    // A state by its name finds the schools there.
    let in_ct = records.iter().filter(|r| r.state.as_deref() == Some("CT")).count() as i64;
    assert!(in_ct > 0);
    assert!(matched(&catalog, &[("q", "connecticut"), ("pageSize", "100")]) >= in_ct);
    // LIKE wildcards were literal, and still are.
    for literal in ["%", "_", "\\", "univ%sity", "u_iversity"] {
        assert_eq!(matched(&catalog, &[("q", literal)]), 0, "{literal}");
    }
    assert_eq!(matched(&catalog, &[("q", "zzzz-no-such-school")]), 0);
    // Words match anywhere in the search text, in any order, across fields.
    assert_eq!(
        matched(&catalog, &[("q", "washington seattle")]),
        matched(&catalog, &[("q", "seattle washington")])
    );
}

#[test]
fn pagination_and_sorting() {
    let records = records();
    let catalog = catalog_of(&records);
    let mut sorted: Vec<&str> = records.iter().map(|r| r.name.as_str()).collect();
    sorted.sort();
    let default = catalog.search(&validated(&[]));
    assert_eq!(default.page.len() as i64, PAGE_SIZE_DEFAULT);
    assert_eq!(names(&default), sorted[..PAGE_SIZE_DEFAULT as usize]);
    assert!(default.page.iter().all(|s| !s.saved));

    let first = catalog.search(&validated(&[("pageSize", "10")]));
    let second = catalog.search(&validated(&[("pageSize", "10"), ("page", "2")]));
    assert_eq!(first.page.len(), 10);
    assert_eq!(first.page[0].name, sorted[0]);
    assert_eq!(second.page[0].name, sorted[10]);
    let last = catalog.search(&validated(&[("pageSize", "100"), ("page", "3")]));
    assert_eq!(last.page.len(), 7);
    assert_eq!(last.matched, 207);
    assert!(catalog.search(&validated(&[("page", "99")])).page.is_empty());
    let far = SchoolSearch {
        page: i64::MAX,
        page_size: 100,
        ..SchoolSearch::default()
    };
    assert!(catalog.search(&far).page.is_empty());

    let descending = catalog.search(&validated(&[("sort", "-name"), ("pageSize", "100")]));
    let mut reversed = sorted.clone();
    reversed.reverse();
    assert_eq!(names(&descending), reversed[..100]);

    let biggest = catalog.search(&validated(&[("sort", "-enrollment"), ("pageSize", "1")]));
    assert_eq!(
        biggest.page[0].enrollment,
        records.iter().filter_map(|r| r.enrollment).max()
    );
    // Every page of a sort, put together, is every program once.
    for sort in rules::SORTS {
        let mut seen: Vec<String> = vec![];
        for page in 1..=9 {
            let found = catalog.search(&validated(&[
                ("sort", sort),
                ("pageSize", "25"),
                ("page", &page.to_string()),
            ]));
            seen.extend(found.page.iter().map(|s| s.id.clone()));
        }
        assert_eq!(seen.len(), 207, "{sort}");
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 207, "{sort}");
    }
    let oldest = catalog.search(&validated(&[("sort", "founded"), ("pageSize", "100"), ("page", "3")]));
    assert!(oldest.page.iter().all(|s| s.founded.is_none()), "unknown years last");
}

#[test]
fn unknown_filter_values_match_nothing_and_are_refused() {
    let catalog = catalog_of(&records());
    assert_eq!(matched(&catalog, &[("division", "IV")]), 0);
    let Err(SchoolsError::Invalid(error)) = rules::known_division("IV", &catalog.divisions) else {
        panic!("IV is no division")
    };
    assert_eq!(error.field, "division");
    assert_eq!(error.message, "Unknown division. Choose one of: Club, I, II, III, IRA");
    assert_eq!(matched(&catalog, &[("conference", "Nope")]), 0);
    assert!(rules::known_conference("Nope", &catalog.conferences).is_err());
    assert!(rules::known_conference("MARC", &catalog.conferences).is_ok());
    // A known value that matches nothing with the other filters is an empty page, not an error.
    let none = catalog.search(&validated(&[("division", "IRA"), ("conference", "Ivy League")]));
    assert_eq!((none.matched, none.page.len()), (0, 0));
    assert!(rules::known_division("IRA", &catalog.divisions).is_ok());
}

fn program(name: &str, enrollment: Option<i64>, founded: Option<i64>) -> SchoolRecord {
    SchoolRecord {
        id: import::slug(name),
        name: name.into(),
        city: Some("Springfield".into()),
        state: Some("MA".into()),
        division: Some("III".into()),
        conference: None,
        womens: Some(true),
        mens: None,
        womens_lightweight: None,
        mens_lightweight: None,
        founded,
        enrollment,
        venue: None,
        source: "http://example.com".into(),
    }
}

#[test]
fn the_phrase_ranks_names_starting_with_it_then_containing_it_then_the_rest() {
    let catalog = catalog_of(&[
        program("Springfield Tech", None, None),
        program("Bay College of Springfield Tech", None, None),
        program("Apple College", None, None),
        program("Springfield Tech Institute", None, None),
    ]);
    let found = catalog.search(&validated(&[("q", "springfield tech")]));
    assert_eq!(
        names(&found),
        [
            "Springfield Tech",
            "Springfield Tech Institute",
            "Bay College of Springfield Tech",
        ]
    );
    // "Apple College" matches by its city only: after the names starting with, then containing, the phrase.
    let found = catalog.search(&validated(&[("q", "Springfield")]));
    assert_eq!(
        names(&found),
        [
            "Springfield Tech",
            "Springfield Tech Institute",
            "Bay College of Springfield Tech",
            "Apple College",
        ]
    );
    // An explicit sort turns the ranking off.
    let found = catalog.search(&validated(&[("q", "springfield"), ("sort", "name")]));
    assert_eq!(names(&found)[0], "Apple College");
    // The phrase is the whole text, spaces included; the words still match one by one.
    let found = catalog.search(&validated(&[("q", "springfield  tech")]));
    assert_eq!(
        names(&found),
        [
            "Bay College of Springfield Tech",
            "Springfield Tech",
            "Springfield Tech Institute",
        ]
    );
}

#[test]
fn missing_values_sort_last_and_ties_go_by_name() {
    let catalog = catalog_of(&[
        program("Delta", Some(500), Some(1900)),
        program("Alpha", None, None),
        program("Charlie", Some(900), Some(1850)),
        program("Bravo", Some(900), None),
        program("Echo", Some(100), Some(1850)),
    ]);
    let sorted = |sort: &str| names(&catalog.search(&validated(&[("sort", sort)])));
    assert_eq!(sorted("name"), ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]);
    assert_eq!(sorted("-name"), ["Echo", "Delta", "Charlie", "Bravo", "Alpha"]);
    assert_eq!(sorted("-enrollment"), ["Bravo", "Charlie", "Delta", "Echo", "Alpha"]);
    assert_eq!(sorted("founded"), ["Charlie", "Echo", "Delta", "Alpha", "Bravo"]);
    // Names compare by their bytes: capitals before lower case, as the SQL's did.
    let catalog = catalog_of(&[program("abc College", None, None), program("Zed College", None, None)]);
    assert_eq!(names(&catalog.search(&validated(&[]))), ["Zed College", "abc College"]);
}

#[test]
fn program_types_count_lightweight_crews() {
    let mut light_men = program("Light Men", None, None);
    (light_men.womens, light_men.mens_lightweight) = (Some(false), Some(true));
    let mut both = program("Both Squads", None, None);
    both.mens = Some(true);
    let mut unknown = program("Unknown Squads", None, None);
    unknown.womens = None;
    let women_only = program("Women Only", None, None);
    let catalog = catalog_of(&[light_men, both, unknown, women_only]);
    let of_type = |kind: &str| names(&catalog.search(&validated(&[("type", kind)])));
    assert_eq!(of_type("Men"), ["Light Men"]);
    assert_eq!(of_type("Women"), ["Women Only"]);
    assert_eq!(of_type("Both"), ["Both Squads"]);
    assert_eq!(catalog.search(&validated(&[])).matched, 4);
}
