//! Loading the college rowing programs data set (see seed/README.md). Idempotent: schools are
//! keyed by a slug of their name, updated in place, and a school someone saved is never removed.

use std::collections::{HashMap, HashSet};

use serde::Deserialize;

use super::{index, store};
use crate::{
    compliance::rules::US_STATES,
    db::{self, Backend, Db},
};

/// The data set built into the binary, imported into an empty database.
pub const SEED_PROGRAMS: &str = include_str!("../../seed/rowing-programs.csv");
pub const SEED_VENUES: &str = include_str!("../../seed/rowing-venues.csv");

#[derive(Debug, Deserialize)]
struct ProgramRow {
    name: String,
    city: String,
    state: String,
    division: String,
    conference: String,
    womens: String,
    mens: String,
    womens_lightweight: String,
    mens_lightweight: String,
    founded: String,
    enrollment: String,
    source: String,
}

#[derive(Debug, Deserialize)]
struct VenueRow {
    name: String,
    boathouse: String,
    body_of_water: String,
}

/// One program ready to store.
#[derive(Debug, Clone, PartialEq)]
pub struct SchoolRecord {
    pub id: String,
    pub name: String,
    pub city: Option<String>,
    pub state: Option<String>,
    pub division: Option<String>,
    pub conference: Option<String>,
    pub womens: Option<bool>,
    pub mens: Option<bool>,
    pub womens_lightweight: Option<bool>,
    pub mens_lightweight: Option<bool>,
    pub founded: Option<i64>,
    pub enrollment: Option<i64>,
    pub venue: Option<String>,
    pub source: String,
}

impl SchoolRecord {
    /// Lower-case text the search matches: name, city, state code and name, conference.
    pub fn search_text(&self) -> String {
        let state_name = self
            .state
            .as_deref()
            .and_then(|code| US_STATES.iter().find(|(c, _)| *c == code).map(|(_, n)| *n))
            .unwrap_or_default();
        [
            self.name.as_str(),
            self.city.as_deref().unwrap_or_default(),
            self.state.as_deref().unwrap_or_default(),
            state_name,
            self.conference.as_deref().unwrap_or_default(),
        ]
        .join(" | ")
        .to_lowercase()
    }
}

/// A URL-safe id from a name: "St. Mary's College" → "st-mary-s-college".
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.to_lowercase().chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

fn optional(text: &str) -> Option<String> {
    let t = text.trim();
    (!t.is_empty()).then(|| t.to_owned())
}

fn flag(text: &str, line: usize, column: &str) -> Result<Option<bool>, String> {
    match text.trim() {
        "" => Ok(None),
        "true" => Ok(Some(true)),
        "false" => Ok(Some(false)),
        other => Err(format!(
            "line {line}: {column} must be true, false or empty, not '{other}'"
        )),
    }
}

fn number(text: &str, line: usize, column: &str) -> Result<Option<i64>, String> {
    optional(text)
        .map(|t| {
            t.parse::<i64>()
                .map_err(|_| format!("line {line}: {column} must be a whole number, not '{t}'"))
        })
        .transpose()
}

/// Parses the programs file and, optionally, the venues supplement.
pub fn parse(programs: &str, venues: Option<&str>) -> Result<Vec<SchoolRecord>, String> {
    let mut venue_of: HashMap<String, String> = HashMap::new();
    if let Some(venues) = venues {
        for (i, row) in csv::Reader::from_reader(venues.as_bytes())
            .deserialize::<VenueRow>()
            .enumerate()
        {
            let row = row.map_err(|e| format!("venues line {}: {e}", i + 2))?;
            let place = [optional(&row.boathouse), optional(&row.body_of_water)]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(", ");
            if !place.is_empty() {
                venue_of.insert(row.name.trim().to_owned(), place);
            }
        }
    }
    let mut seen = HashSet::new();
    let mut records = Vec::new();
    for (i, row) in csv::Reader::from_reader(programs.as_bytes())
        .deserialize::<ProgramRow>()
        .enumerate()
    {
        let line = i + 2;
        let row = row.map_err(|e| format!("line {line}: {e}"))?;
        let name = row.name.trim().to_owned();
        if name.is_empty() {
            return Err(format!("line {line}: name is empty"));
        }
        let id = slug(&name);
        if !seen.insert(id.clone()) {
            return Err(format!("line {line}: '{name}' appears twice"));
        }
        records.push(SchoolRecord {
            venue: venue_of.get(&name).cloned(),
            id,
            name,
            city: optional(&row.city),
            state: optional(&row.state),
            division: optional(&row.division),
            conference: optional(&row.conference),
            womens: flag(&row.womens, line, "womens")?,
            mens: flag(&row.mens, line, "mens")?,
            womens_lightweight: flag(&row.womens_lightweight, line, "womens_lightweight")?,
            mens_lightweight: flag(&row.mens_lightweight, line, "mens_lightweight")?,
            founded: number(&row.founded, line, "founded")?,
            enrollment: number(&row.enrollment, line, "enrollment")?,
            source: optional(&row.source).ok_or_else(|| format!("line {line}: source is empty"))?,
        });
    }
    Ok(records)
}

#[derive(Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    pub inserted: usize,
    pub updated: usize,
    /// Schools absent from the new file and saved by nobody.
    pub removed: usize,
    /// Schools absent from the new file but kept because someone saved them.
    pub kept_saved: usize,
}

/// Stores `records` in one transaction, which holds the write lock from its start so the ids
/// read first stay true until it commits. The transaction also moves the programs' version on
/// (and, on PostgreSQL, announces it), so every instance's search index reloads; this process's
/// own index on `db` has reloaded when this returns.
pub async fn import(db: &Db, records: &[SchoolRecord]) -> Result<ImportReport, sqlx::Error> {
    let now = db::now_ms();
    let mut tx = db.begin_write().await?;
    let existing = store::ids(&mut tx).await?;
    let mut report = ImportReport::default();
    for r in records {
        store::upsert(&mut tx, r, now).await?;
        if existing.contains(&r.id) {
            report.updated += 1;
        } else {
            report.inserted += 1;
        }
    }
    let incoming: HashSet<&str> = records.iter().map(|r| r.id.as_str()).collect();
    for gone in existing.iter().filter(|id| !incoming.contains(id.as_str())) {
        if store::delete_unless_saved(&mut tx, gone).await? {
            report.removed += 1;
        } else {
            report.kept_saved += 1;
        }
    }
    let version = store::bump_version(&mut tx).await?;
    if db.backend == Backend::Postgres {
        store::notify(&mut tx, index::CHANNEL, &version.to_string()).await?;
    }
    tx.commit().await?;
    index::imported(db).await;
    Ok(report)
}

/// Imports the built-in data set when the table is empty (a new database).
pub async fn seed_if_empty(db: &Db) -> anyhow::Result<Option<ImportReport>> {
    if store::count(db).await? > 0 {
        return Ok(None);
    }
    let records = parse(SEED_PROGRAMS, Some(SEED_VENUES)).map_err(anyhow::Error::msg)?;
    Ok(Some(import(db, &records).await?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_stable_and_url_safe() {
        assert_eq!(slug("University of Washington"), "university-of-washington");
        assert_eq!(
            slug("College of Saint Benedict and Saint John's University"),
            "college-of-saint-benedict-and-saint-john-s-university"
        );
        assert_eq!(
            slug("Embry-Riddle Aeronautical University (Daytona Beach)"),
            "embry-riddle-aeronautical-university-daytona-beach"
        );
    }

    #[test]
    fn the_built_in_data_set_parses_whole() {
        let records = parse(SEED_PROGRAMS, Some(SEED_VENUES)).unwrap();
        assert_eq!(records.len(), 207);
        let uw = records.iter().find(|r| r.name == "University of Washington").unwrap();
        assert_eq!(uw.division.as_deref(), Some("I"));
        assert_eq!(uw.state.as_deref(), Some("WA"));
        assert!(uw.source.contains("http"));
        assert_eq!(records.iter().filter(|r| r.venue.is_some()).count(), 12);
        assert_eq!(records.iter().filter(|r| r.founded.is_some()).count(), 56);
        assert!(uw.search_text().contains("washington"));
    }

    #[test]
    fn bad_rows_are_reported_with_their_line() {
        let header = "name,city,state,division,conference,womens,mens,womens_lightweight,mens_lightweight,founded,enrollment,source\n";
        let bad_flag = format!("{header}A College,X,NY,I,,yes,,,,,,http://s\n");
        assert!(parse(&bad_flag, None).unwrap_err().starts_with("line 2: womens"));
        let twice = format!("{header}A College,X,NY,I,,,,,,,,http://s\nA College,X,NY,I,,,,,,,,http://s\n");
        assert!(parse(&twice, None).unwrap_err().contains("appears twice"));
        let no_source = format!("{header}A College,X,NY,I,,,,,,,,\n");
        assert!(parse(&no_source, None).unwrap_err().contains("source"));
    }
}
