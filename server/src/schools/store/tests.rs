//! The search SQL built from a `SchoolSearch`, checked without HTTP: the statement text and its
//! bound values for filter combinations, then results and totals on an in-memory SQLite database.

use sqlx::{any::AnyPoolOptions, Arguments as _};

use super::*;
use crate::{
    db::Backend,
    schools::{
        import::{self, SEED_PROGRAMS, SEED_VENUES},
        rules::{self, PAGE_SIZE_DEFAULT},
    },
};

fn built(mut builder: QueryBuilder<'_, Any>) -> (String, usize) {
    let (sql, arguments) = crate::db::built(&mut builder).unwrap();
    (sql, arguments.len())
}

fn search(words: &[&str]) -> SchoolSearch {
    SchoolSearch {
        words: words.iter().map(|w| w.to_string()).collect(),
        ..SchoolSearch::default()
    }
}

const COUNT_START: &str = "SELECT CAST(COUNT(*) AS BIGINT) AS total, CAST(COALESCE(SUM(";
const COUNT_END: &str = "), 0) AS BIGINT) AS matched FROM schools s";

#[test]
fn the_count_without_filters_binds_nothing() {
    let (sql, binds) = built(count_query(&SchoolSearch::default()));
    assert_eq!(sql, format!("{COUNT_START}1{COUNT_END}"));
    assert_eq!(binds, 0);
}

#[test]
fn the_count_binds_each_word_and_value_filter() {
    let mut s = search(&["university", "of"]);
    s.division = Some("I".into());
    s.conference = Some("Ivy League".into());
    s.program_type = Some(ProgramType::Women);
    let (sql, binds) = built(count_query(&s));
    assert_eq!(
        sql,
        format!(
            "{COUNT_START}CASE WHEN s.search_text LIKE $1 ESCAPE '\\' AND s.search_text LIKE $2 ESCAPE '\\' \
             AND s.division = $3 AND s.conference = $4 AND {HAS_WOMEN} AND NOT {HAS_MEN} THEN 1 ELSE 0 END{COUNT_END}"
        )
    );
    assert_eq!(binds, 4);
    // A program type alone binds nothing.
    let s = SchoolSearch {
        program_type: Some(ProgramType::Both),
        ..SchoolSearch::default()
    };
    let (sql, binds) = built(count_query(&s));
    assert!(
        sql.contains(&format!("CASE WHEN {HAS_MEN} AND {HAS_WOMEN} THEN 1")),
        "{sql}"
    );
    assert_eq!(binds, 0);
}

#[test]
fn the_page_binds_the_user_the_filter_the_ranking_and_the_window() {
    let (sql, binds) = built(page_query(&SchoolSearch::default(), "u1"));
    assert!(
        sql.ends_with("AND v.user_id = $1 ORDER BY s.name ASC LIMIT $2 OFFSET $3"),
        "{sql}"
    );
    assert_eq!(binds, 3);

    let mut s = search(&["yale"]);
    s.rank_phrase = Some("yale".into());
    s.division = Some("I".into());
    let (sql, binds) = built(page_query(&s, "u1"));
    assert!(
        sql.ends_with(
            "AND v.user_id = $1 WHERE s.search_text LIKE $2 ESCAPE '\\' AND s.division = $3 \
             ORDER BY CASE WHEN LOWER(s.name) LIKE $4 ESCAPE '\\' THEN 0 WHEN LOWER(s.name) LIKE $5 ESCAPE '\\' \
             THEN 1 ELSE 2 END, s.name ASC LIMIT $6 OFFSET $7"
        ),
        "{sql}"
    );
    assert_eq!(binds, 7);

    let s = SchoolSearch {
        sort: Sort::EnrollmentDesc,
        program_type: Some(ProgramType::Men),
        ..SchoolSearch::default()
    };
    let (sql, binds) = built(page_query(&s, "u1"));
    assert!(
        sql.ends_with(&format!(
            "WHERE {HAS_MEN} AND NOT {HAS_WOMEN} ORDER BY (s.enrollment IS NULL), s.enrollment DESC, s.name ASC LIMIT $2 OFFSET $3"
        )),
        "{sql}"
    );
    assert_eq!(binds, 3);
}

/// A private in-memory database with the schema and the built-in programs (one connection, kept
/// open, so every query sees the same database).
async fn seeded() -> Db {
    sqlx::any::install_default_drivers();
    let pool = AnyPoolOptions::new()
        .max_connections(1)
        .min_connections(1)
        .idle_timeout(None)
        .max_lifetime(None)
        .connect("sqlite::memory:")
        .await
        .unwrap();
    let db = Db::from_pool(pool, Backend::Sqlite);
    db.migrate().await.unwrap();
    let records = import::parse(SEED_PROGRAMS, Some(SEED_VENUES)).unwrap();
    import::import(&db, &records).await.unwrap();
    db
}

fn validated(pairs: &[(&str, &str)]) -> SchoolSearch {
    let mut query = crate::schools::routes::SearchQuery::default();
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

#[tokio::test]
async fn results_and_totals_follow_the_data() {
    let db = seeded().await;
    let records = import::parse(SEED_PROGRAMS, None).unwrap();
    let count = |f: &dyn Fn(&import::SchoolRecord) -> bool| records.iter().filter(|r| f(r)).count() as i64;

    let all = search_counts(&db, &validated(&[])).await.unwrap();
    assert_eq!(
        all,
        SearchCounts {
            total: 207,
            matched: 207
        }
    );
    let first = search_page(&db, &validated(&[]), "nobody").await.unwrap();
    assert_eq!(first.len() as i64, PAGE_SIZE_DEFAULT);
    let mut names: Vec<&str> = records.iter().map(|r| r.name.as_str()).collect();
    names.sort();
    assert_eq!(first[0].name, names[0]);
    assert!(first.iter().all(|s| !s.saved));

    let ivy = validated(&[("division", "I"), ("conference", "Ivy League")]);
    let expected = count(&|r| r.division.as_deref() == Some("I") && r.conference.as_deref() == Some("Ivy League"));
    assert_eq!(search_counts(&db, &ivy).await.unwrap().matched, expected);
    assert_eq!(search_counts(&db, &ivy).await.unwrap().total, 207);

    let women = validated(&[("type", "Women")]);
    let men = |r: &import::SchoolRecord| r.mens == Some(true) || r.mens_lightweight == Some(true);
    let has_women = |r: &import::SchoolRecord| r.womens == Some(true) || r.womens_lightweight == Some(true);
    assert_eq!(
        search_counts(&db, &women).await.unwrap().matched,
        count(&|r| has_women(r) && !men(r))
    );

    // The whole phrase in the name ranks first; wildcards are literal.
    let uw = validated(&[("q", "university of washington")]);
    let page = search_page(&db, &uw, "nobody").await.unwrap();
    assert_eq!(page[0].name, "University of Washington");
    assert_eq!(search_counts(&db, &validated(&[("q", "%")])).await.unwrap().matched, 0);

    // Pages: the last one holds the rest.
    let last = search_page(&db, &validated(&[("pageSize", "100"), ("page", "3")]), "nobody")
        .await
        .unwrap();
    assert_eq!(last.len(), 7);
    let biggest = search_page(&db, &validated(&[("sort", "-enrollment"), ("pageSize", "1")]), "nobody")
        .await
        .unwrap();
    assert_eq!(biggest[0].enrollment, records.iter().filter_map(|r| r.enrollment).max());

    // Unknown filter values match nothing (the route then checks them against the data).
    let unknown = validated(&[("division", "IV")]);
    assert_eq!(search_counts(&db, &unknown).await.unwrap().matched, 0);
    assert!(!divisions(&db).await.unwrap().contains(&"IV".to_owned()));
}
