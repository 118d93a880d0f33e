//! The server's layering, checked on its source: SQL lives only in `store` modules (and in the
//! migrations and `db.rs` with its modules, the storage seam), so every table has one owner and
//! handlers and rules stay free of queries. See docs/architecture.md.

use std::path::{Path, PathBuf};

/// Calls and keywords that only a store may use.
const SQL_MARKERS: &[&str] = &[
    "sqlx::query",
    "query_as",
    "query_scalar",
    "QueryBuilder",
    "SELECT ",
    "INSERT INTO",
    "DELETE FROM",
    "UPDATE ",
    "BEGIN IMMEDIATE",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn may_hold_sql(path: &Path) -> bool {
    path.file_name().is_some_and(|n| n == "store.rs" || n == "db.rs")
        || path
            .components()
            .any(|c| c.as_os_str() == "store" || c.as_os_str() == "db")
}

#[test]
fn sql_is_written_only_in_store_modules() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut offences = Vec::new();
    for file in files.iter().filter(|f| !may_hold_sql(f)) {
        let text = std::fs::read_to_string(file).unwrap();
        for (number, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            if let Some(marker) = SQL_MARKERS.iter().find(|m| code.contains(*m)) {
                offences.push(format!(
                    "{}:{}: {marker}",
                    file.strip_prefix(&src).unwrap().display(),
                    number + 1
                ));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "SQL outside a store module:\n{}",
        offences.join("\n")
    );
}

#[test]
fn the_check_sees_sql_where_it_is() {
    // The check itself must be able to fail: the auth store holds SQL.
    let store = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/auth/store/mod.rs");
    let text = std::fs::read_to_string(store).unwrap();
    assert!(SQL_MARKERS.iter().any(|m| text.contains(m)));
}
