//! The programs in memory: each instance answers the school search from a snapshot of the
//! `schools` table, and these are the search's rules (which programs match, in what order, which
//! page), the only ones: no SQL searches the programs.
//!
//! The snapshot is swapped whole when the table changes. Every import adds one to the version in
//! `schools_version` in its own transaction; an instance whose snapshot holds another version
//! reloads. It learns of a change three ways:
//! - an import committed in this process through the same pool reloads the snapshot before it
//!   returns, so whoever imported reads their own change at once (`imported`);
//! - on PostgreSQL the import's transaction also sends `NOTIFY`, delivered on commit to every
//!   instance's `LISTEN` (`watch`), the connection pattern of `messaging::events`;
//! - on SQLite there is no notification, and the other writer is another process on the same file
//!   (the `import-schools` command), so `watch` reads the version row every `SQLITE_POLL`: one
//!   primary-key read, which keeps the request path free of any check.

use std::{
    cmp::Ordering,
    collections::{BTreeSet, HashSet},
    sync::{Arc, Mutex, PoisonError, RwLock, Weak},
    time::Duration,
};

use sqlx::postgres::PgListener;

use super::{
    rules::{ProgramType, SchoolSearch, Sort},
    store::{self, IndexedSchool, School},
};
use crate::{
    db::{Backend, Db},
    user_cache::UserCache,
};

/// The PostgreSQL channel an import announces its new version on.
pub const CHANNEL: &str = "rowrecruit_schools";
/// How often an instance on SQLite reads the version.
pub const SQLITE_POLL: Duration = Duration::from_secs(2);
/// Users whose saved programs are held in memory.
const SAVED_LISTS_KEPT: usize = 20_000;

/// One program as the search reads it.
#[derive(Clone, Debug)]
struct Entry {
    /// Never saved: the route sets the reading user's flag.
    school: School,
    /// Lower case (see `SchoolRecord::search_text`), as stored.
    search_text: String,
    name_lower: String,
}

/// The programs of one version, ready to search; never changed once built.
#[derive(Debug)]
pub struct Catalog {
    pub version: i64,
    /// In name order.
    entries: Vec<Entry>,
    /// The divisions in the data, by name.
    pub divisions: Vec<String>,
    /// The conferences in the data, by name.
    pub conferences: Vec<String>,
}

/// A search's answer: the counts and the requested page.
#[derive(Debug)]
pub struct Found<'a> {
    /// Programs in the data.
    pub total: i64,
    /// Programs matching the search.
    pub matched: i64,
    pub page: Vec<&'a School>,
}

impl Catalog {
    pub fn new(version: i64, schools: Vec<IndexedSchool>) -> Catalog {
        let mut entries: Vec<Entry> = schools
            .into_iter()
            .map(|s| Entry {
                name_lower: s.school.name.to_lowercase(),
                school: School {
                    saved: false,
                    ..s.school
                },
                search_text: s.search_text,
            })
            .collect();
        entries.sort_by(by_name);
        let distinct = |value: fn(&School) -> Option<&String>| {
            entries
                .iter()
                .filter_map(|e| value(&e.school).cloned())
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect()
        };
        Catalog {
            version,
            divisions: distinct(|s| s.division.as_ref()),
            conferences: distinct(|s| s.conference.as_ref()),
            entries,
        }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The programs matching `search`, counted, ordered and cut to its page.
    pub fn search(&self, search: &SchoolSearch) -> Found<'_> {
        let mut hits: Vec<(u8, &Entry)> = self
            .entries
            .iter()
            .filter(|e| matches(search, e))
            .map(|e| (phrase_rank(search.rank_phrase.as_deref(), e), e))
            .collect();
        // The entries are in name order already, which is the default order's.
        if search.rank_phrase.is_some() || search.sort != Sort::NameAsc {
            hits.sort_by(|(rank_a, a), (rank_b, b)| rank_a.cmp(rank_b).then_with(|| order(search.sort, a, b)));
        }
        let matched = hits.len();
        let skip = usize::try_from(search.offset()).unwrap_or(usize::MAX);
        let take = usize::try_from(search.page_size).unwrap_or(0);
        Found {
            total: self.entries.len() as i64,
            matched: matched as i64,
            page: hits.into_iter().skip(skip).take(take).map(|(_, e)| &e.school).collect(),
        }
    }
}

/// A squad counts when any of its crews (openweight or lightweight) is known to exist.
fn has_men(s: &School) -> bool {
    s.mens == Some(true) || s.mens_lightweight == Some(true)
}

fn has_women(s: &School) -> bool {
    s.womens == Some(true) || s.womens_lightweight == Some(true)
}

/// Every word appears in the search text (literally: nothing is a wildcard), and each filter
/// value equals the program's.
fn matches(search: &SchoolSearch, entry: &Entry) -> bool {
    let s = &entry.school;
    search
        .words
        .iter()
        .all(|word| entry.search_text.contains(word.as_str()))
        && search.division.as_ref().is_none_or(|d| s.division.as_ref() == Some(d))
        && search
            .conference
            .as_ref()
            .is_none_or(|c| s.conference.as_ref() == Some(c))
        && search.program_type.is_none_or(|kind| match kind {
            ProgramType::Men => has_men(s) && !has_women(s),
            ProgramType::Women => has_women(s) && !has_men(s),
            ProgramType::Both => has_men(s) && has_women(s),
        })
}

/// With a ranking phrase: names starting with it first (0), then names containing it (1), then
/// the rest (2). Without one, all alike. Names are lowered by Unicode's rules (SQLite's `LOWER`
/// folded only ASCII letters, which is all the data set's names hold).
fn phrase_rank(phrase: Option<&str>, entry: &Entry) -> u8 {
    match phrase {
        Some(phrase) if entry.name_lower.starts_with(phrase) => 0,
        Some(phrase) if entry.name_lower.contains(phrase) => 1,
        Some(_) => 2,
        None => 0,
    }
}

/// Names compare in the byte order of their text, as SQLite's and a C-collated PostgreSQL
/// database's `ORDER BY` did; ids (slugs of the names, so never reached) settle a tie.
fn by_name(a: &Entry, b: &Entry) -> Ordering {
    a.school
        .name
        .cmp(&b.school.name)
        .then_with(|| a.school.id.cmp(&b.school.id))
}

/// The sort's order; a program without the sorted value comes after those with one, and equal
/// values go by name.
fn order(sort: Sort, a: &Entry, b: &Entry) -> Ordering {
    let last_if_none = |x: Option<i64>, y: Option<i64>| x.is_none().cmp(&y.is_none());
    let (x, y) = (&a.school, &b.school);
    match sort {
        Sort::NameAsc => by_name(a, b),
        Sort::NameDesc => by_name(b, a),
        Sort::EnrollmentDesc => last_if_none(x.enrollment, y.enrollment)
            .then_with(|| y.enrollment.cmp(&x.enrollment))
            .then_with(|| by_name(a, b)),
        Sort::FoundedAsc => last_if_none(x.founded, y.founded)
            .then_with(|| x.founded.cmp(&y.founded))
            .then_with(|| by_name(a, b)),
    }
}

/// The current snapshot of one database's programs, shared by the requests of an instance.
pub struct SchoolIndex {
    db: Db,
    /// Read on every search (a clone of the `Arc`), written only by a reload.
    current: RwLock<Arc<Catalog>>,
    /// One reload at a time.
    reloading: tokio::sync::Mutex<()>,
    /// Each searching user's saved programs, by user id (a search flags them on every page).
    saved: UserCache<Arc<HashSet<String>>>,
}

/// The indexes of this process, for `imported`.
static LOCAL: Mutex<Vec<Weak<SchoolIndex>>> = Mutex::new(Vec::new());

impl SchoolIndex {
    /// Loads the programs of `db`.
    pub async fn load(db: &Db) -> Result<Arc<SchoolIndex>, sqlx::Error> {
        let catalog = read(db).await?;
        let index = Arc::new(SchoolIndex {
            db: db.clone(),
            current: RwLock::new(Arc::new(catalog)),
            reloading: tokio::sync::Mutex::new(()),
            saved: UserCache::new(&db.changes, SAVED_LISTS_KEPT),
        });
        let mut local = LOCAL.lock().unwrap_or_else(PoisonError::into_inner);
        local.retain(|i| i.strong_count() > 0);
        local.push(Arc::downgrade(&index));
        Ok(index)
    }

    /// The ids of the programs `user_id` saved.
    pub async fn saved_ids(&self, user_id: &str) -> Result<Arc<HashSet<String>>, sqlx::Error> {
        let now = crate::db::now_ms();
        if let Some(ids) = self.saved.get(user_id, user_id, now) {
            return Ok(ids);
        }
        let ticket = self.saved.ticket(user_id);
        let ids = Arc::new(store::saved_ids(&self.db, user_id).await?);
        self.saved.put(user_id, user_id, ticket, Arc::clone(&ids), now);
        Ok(ids)
    }

    /// The programs to answer a search from.
    pub fn snapshot(&self) -> Arc<Catalog> {
        self.current.read().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// Reloads when the database's version is not the snapshot's; true when it did.
    pub async fn refresh(&self) -> Result<bool, sqlx::Error> {
        let _one_at_a_time = self.reloading.lock().await;
        if store::version(&self.db).await? == self.snapshot().version {
            return Ok(false);
        }
        let catalog = read(&self.db).await?;
        tracing::info!(
            version = catalog.version,
            programs = catalog.len(),
            "school search reloaded"
        );
        *self.current.write().unwrap_or_else(PoisonError::into_inner) = Arc::new(catalog);
        Ok(true)
    }

    async fn refresh_or_warn(&self, why: &str) {
        if let Err(error) = self.refresh().await {
            tracing::warn!(%error, why, "could not reload the school search");
        }
    }
}

/// The version first, then the programs: an import committing between the two reads leaves a
/// snapshot labelled older than its rows, which the next check reloads, never one labelled newer
/// than its rows, which no check would.
async fn read(db: &Db) -> Result<Catalog, sqlx::Error> {
    let version = store::version(db).await?;
    Ok(Catalog::new(version, store::indexed(db).await?))
}

/// Two handles on the same pool: a pool's options live in its shared state, so their address
/// names the pool.
fn same_pool(a: &Db, b: &Db) -> bool {
    std::ptr::eq(a.pool.options(), b.pool.options())
}

/// Called once an import committed through `db`: reloads this process's indexes on that pool,
/// so the next search here sees the import. Other instances (and other indexes of this process
/// on the same database) learn of it from `watch`.
pub async fn imported(db: &Db) {
    let indexes: Vec<Arc<SchoolIndex>> = LOCAL
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .iter()
        .filter_map(Weak::upgrade)
        .filter(|index| same_pool(&index.db, db))
        .collect();
    for index in indexes {
        index.refresh_or_warn("import").await;
    }
}

/// Keeps `index` up to date with imports made elsewhere, until the task is dropped: `LISTEN` on
/// PostgreSQL, reading the version every `SQLITE_POLL` on SQLite.
pub async fn watch(index: Arc<SchoolIndex>, database_url: String) {
    match index.db.backend {
        Backend::Sqlite => {
            let mut tick = tokio::time::interval(SQLITE_POLL);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                index.refresh_or_warn("poll").await;
            }
        }
        Backend::Postgres => loop {
            match PgListener::connect(&database_url).await {
                Ok(mut listener) => match listener.listen(CHANNEL).await {
                    Ok(()) => relay(&index, &mut listener).await,
                    Err(error) => tracing::warn!(%error, "could not listen for school imports"),
                },
                Err(error) => tracing::warn!(%error, "could not connect to listen for school imports"),
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        },
    }
}

/// Reloads on each notification. Whatever was announced while not listening is lost, so the
/// version is also read once listening starts, and again after the listener reconnected by
/// itself; returns on an error, for `watch` to connect afresh.
async fn relay(index: &SchoolIndex, listener: &mut PgListener) {
    index.refresh_or_warn("listening").await;
    loop {
        match listener.try_recv().await {
            Ok(Some(_)) => index.refresh_or_warn("notified").await,
            Ok(None) => index.refresh_or_warn("reconnected").await,
            Err(error) => {
                tracing::warn!(%error, "school import listener lost its connection; reconnecting");
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests;
