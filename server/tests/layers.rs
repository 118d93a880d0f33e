//! The server's layering, checked on its source (see docs/architecture.md, "Layers"):
//! - SQL lives only in `store` modules (and `db`, the storage seam), in any letter case;
//! - a domain never imports another domain's `routes` (handlers call services, not handlers);
//! - a `rules.rs` holds no HTTP or database types (`db`'s plain time helpers are fine);
//! - infrastructure imports no domain;
//! - no two top-level modules import each other, directly or around a cycle.
//!
//! Each check is a plain function over source text, and each has a self-test on a known-bad
//! sample, so a check that stopped seeing anything would fail here instead of passing quietly.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use regex::Regex;

/// Modules every domain may use, and which import no domain themselves.
const INFRASTRUCTURE: &[&str] = &[
    "config",
    "telemetry",
    "validation",
    "rowing",
    "email",
    "error_reporting",
    "http",
    "db",
    "ratelimit",
    "user_cache",
    "mail",
    "tokens",
];

/// The top, which wires everything together and may import anything.
const ASSEMBLY: &[&str] = &["lib", "main", "cli", "router"];

/// One source file: its path under `src/`, the top-level module it belongs to, and its code with
/// comments removed.
struct Source {
    path: String,
    module: String,
    code: String,
}

impl Source {
    fn new(path: &str, text: &str) -> Self {
        let module = path.split('/').next().unwrap().trim_end_matches(".rs").to_owned();
        Source {
            path: path.to_owned(),
            module,
            code: without_comments(text),
        }
    }

    fn is_store(&self) -> bool {
        self.module == "db" || self.path.split('/').any(|part| part == "store" || part == "store.rs")
    }

    fn is_rules(&self) -> bool {
        self.path.ends_with("/rules.rs") || self.path.contains("/rules/")
    }
}

fn sources() -> Vec<Source> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    walk(&src, &mut files);
    files.sort();
    files
        .iter()
        .map(|file| {
            let path = file.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
            Source::new(&path, &std::fs::read_to_string(file).unwrap())
        })
        .collect()
}

/// Drops `//` comments (doc comments included), keeping string literals that contain `//`.
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let mut in_string = false;
        let mut previous = ' ';
        let mut cut = line.len();
        for (index, c) in line.char_indices() {
            if c == '"' && previous != '\\' {
                in_string = !in_string;
            }
            if !in_string && c == '/' && previous == '/' {
                cut = index - 1;
                break;
            }
            previous = c;
        }
        out.push_str(&line[..cut]);
        out.push('\n');
    }
    out
}

/// Every `crate::…` path the code names, with `use crate::{a::{b, c}, d}` groups expanded.
fn crate_paths(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        let boundary_ok = rest[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == '$'));
        rest = &rest[at + "crate::".len()..];
        if boundary_ok {
            let (tree, _) = use_tree(rest);
            paths.extend(tree);
        }
    }
    paths
}

/// Reads a path, or a `{…}` group of them, at the start of `text` (an `as` alias is skipped),
/// returning the expanded paths and the number of bytes read.
fn use_tree(text: &str) -> (Vec<Vec<String>>, usize) {
    let mut at = skip_space(text, 0);
    if text[at..].starts_with('{') {
        at += 1;
        let mut paths = Vec::new();
        loop {
            at = skip_space(text, at);
            match text[at..].chars().next() {
                None => return (paths, at),
                Some('}') => return (paths, at + 1),
                Some(',') => at += 1,
                Some(_) => {
                    let (items, used) = use_tree(&text[at..]);
                    paths.extend(items);
                    at += used.max(1);
                }
            }
        }
    }
    let name = identifier(&text[at..]);
    if name.is_empty() {
        return (vec![], at);
    }
    at += name.len();
    if text[at..].starts_with("::") {
        let (tails, used) = use_tree(&text[at + 2..]);
        let paths = if tails.is_empty() {
            vec![vec![name.to_owned()]]
        } else {
            tails
                .into_iter()
                .map(|tail| std::iter::once(name.to_owned()).chain(tail).collect())
                .collect()
        };
        return (paths, at + 2 + used);
    }
    let after_alias = skip_space(text, at);
    if text[after_alias..].starts_with("as ") {
        let alias_at = skip_space(text, after_alias + 2);
        at = alias_at + identifier(&text[alias_at..]).len();
    }
    (vec![vec![name.to_owned()]], at)
}

fn skip_space(text: &str, at: usize) -> usize {
    at + (text[at..].len() - text[at..].trim_start().len())
}

fn identifier(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

fn top_level_modules(files: &[Source]) -> BTreeSet<String> {
    files.iter().map(|f| f.module.clone()).collect()
}

fn is_domain(module: &str) -> bool {
    !INFRASTRUCTURE.contains(&module) && !ASSEMBLY.contains(&module)
}

// ---- the checks -------------------------------------------------------------------------------

/// SQL outside a store: query calls, and statements in any letter case.
fn sql_outside_stores(files: &[Source]) -> Vec<String> {
    let calls = ["sqlx::query", "query_as", "query_scalar", "QueryBuilder"];
    let statement = Regex::new(
        r"(?i)\b(select\s+[\w*(][^;]*?\s+from\s+[a-z_]+|insert\s+(or\s+\w+\s+)?into\s+[a-z_]+|delete\s+from\s+[a-z_]+|update\s+[a-z_]+\s+set\b|begin\s+immediate)",
    )
    .unwrap();
    let mut offences = Vec::new();
    for file in files.iter().filter(|f| !f.is_store()) {
        for (number, line) in file.code.lines().enumerate() {
            let found = calls.iter().find(|c| line.contains(*c)).map(|c| c.to_string());
            if let Some(what) = found.or_else(|| statement.find(line).map(|m| m.as_str().to_owned())) {
                offences.push(format!("{}:{}: {what}", file.path, number + 1));
            }
        }
    }
    offences
}

/// A domain naming another domain's `routes`.
fn handlers_importing_handlers(files: &[Source]) -> Vec<String> {
    let modules = top_level_modules(files);
    let named_routes = Regex::new(r"(?:crate::)?\b([a-z_]+)::routes::([A-Za-z_]+)").unwrap();
    let mut offences = Vec::new();
    for file in files.iter().filter(|f| !ASSEMBLY.contains(&f.module.as_str())) {
        for path in crate_paths(&file.code) {
            let other_domains_routes =
                path.len() >= 2 && path[0] != file.module && modules.contains(&path[0]) && path[1] == "routes";
            if other_domains_routes {
                offences.push(format!("{}: crate::{}", file.path, path.join("::")));
            }
        }
        // A domain imported by name (`use crate::messaging;`) and then reached through it.
        for found in named_routes.captures_iter(&file.code) {
            let (domain, item) = (&found[1], &found[2]);
            if domain != file.module && modules.contains(domain) && !found[0].starts_with("crate::") {
                offences.push(format!("{}: crate::{domain}::routes::{item}", file.path));
            }
        }
    }
    offences.sort();
    offences.dedup();
    offences
}

/// HTTP or database types in a domain's rules.
fn rules_with_io_types(files: &[Source]) -> Vec<String> {
    let mut offences = Vec::new();
    for file in files.iter().filter(|f| f.is_rules()) {
        for path in crate_paths(&file.code) {
            if path[0] == "http" {
                offences.push(format!("{}: crate::{}", file.path, path.join("::")));
            }
        }
        for library in ["axum::", "sqlx::", "tower_http::"] {
            if file.code.contains(library) {
                offences.push(format!("{}: {library}", file.path));
            }
        }
    }
    offences.sort();
    offences.dedup();
    offences
}

/// Infrastructure naming a domain.
fn infrastructure_importing_domains(files: &[Source]) -> Vec<String> {
    let modules = top_level_modules(files);
    let mut offences = Vec::new();
    for file in files.iter().filter(|f| INFRASTRUCTURE.contains(&f.module.as_str())) {
        for path in crate_paths(&file.code) {
            if path[0] != file.module && modules.contains(&path[0]) && is_domain(&path[0]) {
                offences.push(format!("{}: crate::{}", file.path, path.join("::")));
            }
        }
    }
    offences.sort();
    offences.dedup();
    offences
}

/// Which top-level modules each one imports (the assembly at the top left out).
fn module_graph(files: &[Source]) -> BTreeMap<String, BTreeSet<String>> {
    let modules = top_level_modules(files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files.iter().filter(|f| !ASSEMBLY.contains(&f.module.as_str())) {
        let imports = graph.entry(file.module.clone()).or_default();
        for path in crate_paths(&file.code) {
            if path[0] != file.module && modules.contains(&path[0]) && !ASSEMBLY.contains(&path[0].as_str()) {
                imports.insert(path[0].clone());
            }
        }
    }
    graph
}

/// The imports that close a cycle: each edge between two modules that reach each other, as
/// `from -> to`. Empty when the modules form no cycle.
fn cycle_edges(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let reaches = |from: &str| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_owned()];
        while let Some(module) = stack.pop() {
            for next in graph.get(&module).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reach: BTreeMap<&String, BTreeSet<String>> = graph.keys().map(|m| (m, reaches(m))).collect();
    graph
        .iter()
        .flat_map(|(from, imports)| {
            let reach = &reach;
            imports
                .iter()
                .filter(move |to| reach.get(to).is_some_and(|back| back.contains(from)))
                .map(move |to| format!("{from} -> {to}"))
        })
        .collect()
}

/// Fails on any offence not in `remaining`, and on any entry of `remaining` that no longer
/// occurs, so the lists below only ever shrink.
fn report(what: &str, offences: &[String], remaining: &[&str]) {
    let new: Vec<&String> = offences.iter().filter(|o| !remaining.contains(&o.as_str())).collect();
    let gone: Vec<&&str> = remaining.iter().filter(|r| !offences.iter().any(|o| o == *r)).collect();
    assert!(
        new.is_empty(),
        "{what}:\n{}",
        new.iter().map(|o| o.as_str()).collect::<Vec<_>>().join("\n")
    );
    assert!(
        gone.is_empty(),
        "fixed, so remove from the list of what remains: {gone:?}"
    );
}

#[test]
fn sql_is_written_only_in_store_modules() {
    report("SQL outside a store module", &sql_outside_stores(&sources()), &[]);
}

#[test]
fn no_domain_imports_another_domains_handlers() {
    report(
        "a handler of another domain imported (call its service)",
        &handlers_importing_handlers(&sources()),
        &[],
    );
}

#[test]
fn rules_hold_no_http_or_database_types() {
    report("HTTP or database types in rules", &rules_with_io_types(&sources()), &[]);
}

#[test]
fn infrastructure_imports_no_domain() {
    report(
        "infrastructure importing a domain",
        &infrastructure_importing_domains(&sources()),
        &[],
    );
}

#[test]
fn top_level_modules_form_no_cycle() {
    report(
        "imports that close a cycle between top-level modules",
        &cycle_edges(&module_graph(&sources())),
        &[],
    );
}

// ---- the checks can fail -----------------------------------------------------------------------

fn sample(files: &[(&str, &str)]) -> Vec<Source> {
    files.iter().map(|(path, text)| Source::new(path, text)).collect()
}

#[test]
fn the_sql_check_sees_queries_in_any_case_outside_stores_only() {
    let files = sample(&[
        ("club/routes.rs", "let q = \"select id from clubs where id = ?\";"),
        ("club/service.rs", "sqlx::query(\"…\")"),
        ("family/rules.rs", "\"Update users SET name = ?\""),
        ("club/store.rs", "\"SELECT id FROM clubs\""),
        ("profiles/store/search.rs", "\"INSERT INTO x\""),
        (
            "mail/templates.rs",
            "// select one from the list\nlet text = \"Update your profile\";",
        ),
    ]);
    let offences = sql_outside_stores(&files);
    assert_eq!(offences.len(), 3, "{offences:?}");
    assert!(offences.iter().all(|o| !o.contains("store") && !o.starts_with("mail")));
}

#[test]
fn the_handler_check_sees_routes_imports_grouped_or_not() {
    let files = sample(&[
        (
            "family/routes.rs",
            "use crate::{\n    db,\n    messaging::{routes::athlete_inbox, store},\n};",
        ),
        ("account/service.rs", "crate::calendar::routes::export_of(&db).await"),
        (
            "messaging/routes.rs",
            "use crate::messaging::routes::x; use super::routes;",
        ),
        ("calendar/routes.rs", ""),
        ("recruiting/routes.rs", ""),
        (
            "account/routes.rs",
            "use crate::{db, recruiting};\nlet n = recruiting::routes::recent_views(&db).await?;",
        ),
        ("lib.rs", "crate::family::routes()"),
    ]);
    let offences = handlers_importing_handlers(&files);
    assert_eq!(
        offences,
        vec![
            "account/routes.rs: crate::recruiting::routes::recent_views",
            "account/service.rs: crate::calendar::routes::export_of",
            "family/routes.rs: crate::messaging::routes::athlete_inbox",
        ]
    );
}

#[test]
fn the_rules_check_sees_http_and_database_types() {
    let files = sample(&[
        ("club/rules.rs", "use crate::{http::error::ApiError, plans};"),
        ("waitlist/rules.rs", "use crate::db::ms_to_rfc3339;"),
        ("board/rules.rs", "fn f(_: axum::Json<()>) {}"),
        ("family/rules/consent.rs", "fn f(_: &mut sqlx::SqliteConnection) {}"),
        ("board/routes.rs", "use crate::http::error::ApiError;"),
    ]);
    assert_eq!(rules_with_io_types(&files).len(), 3);
}

#[test]
fn the_infrastructure_check_sees_a_domain_import() {
    let files = sample(&[
        ("db.rs", "use crate::auth::store::SessionUser;"),
        ("http/error.rs", "use crate::{auth::password::Weakness, config};"),
        ("mail/mod.rs", "use crate::config::Config;"),
        ("auth/mod.rs", "use crate::db;"),
        ("config.rs", ""),
    ]);
    assert_eq!(infrastructure_importing_domains(&files).len(), 2);
}

#[test]
fn the_cycle_check_sees_a_cycle_around_three_modules() {
    let files = sample(&[
        ("auth/mod.rs", "use crate::db;"),
        ("family/routes.rs", "use crate::{auth, account::emails};"),
        ("account/mod.rs", "use crate::calendar;"),
        ("calendar/rules.rs", "crate::family::rules::x()"),
        ("db.rs", ""),
        ("lib.rs", "crate::family::routes()"),
    ]);
    let found = cycle_edges(&module_graph(&files));
    assert_eq!(
        found,
        vec!["account -> calendar", "calendar -> family", "family -> account"]
    );
    let acyclic = sample(&[("auth/mod.rs", "use crate::db;"), ("db.rs", "")]);
    assert!(cycle_edges(&module_graph(&acyclic)).is_empty());
}

#[test]
fn grouped_imports_expand_to_full_paths() {
    let code = "use crate::{auth::{session::CurrentUser, store as accounts}, db, http::error::ApiError};";
    let paths: Vec<String> = crate_paths(code).into_iter().map(|p| p.join("::")).collect();
    assert_eq!(
        paths,
        [
            "auth::session::CurrentUser",
            "auth::store",
            "db",
            "http::error::ApiError"
        ]
    );
}

#[test]
#[should_panic(expected = "club/routes.rs")]
fn a_new_offence_fails_even_beside_what_remains() {
    let offences = ["club/routes.rs: x".to_owned(), "family/routes.rs: y".to_owned()];
    report("offences", &offences, &["family/routes.rs: y"]);
}

#[test]
#[should_panic(expected = "remove from the list")]
fn a_fixed_offence_must_leave_the_list() {
    report("offences", &[], &["family/routes.rs: y"]);
}
