//! What this instance keeps in memory about users (their open sessions, their saved schools),
//! and how it learns that something about a user changed.
//!
//! What is cached must stay exactly as strict as the database: a sign-out, a disabled or frozen
//! account, a changed role or email, a saved or removed school takes effect on the next request,
//! on every instance. Entries are therefore checked against change counters rather than trusted
//! for a time:
//! - every write to what a cache holds marks the user changed once it has committed (the store
//!   functions do it through [`crate::db::WriteTx::mark_user_changed`], or right after an
//!   auto-committed statement). A mark bumps the counter of the user's bucket, which voids every
//!   entry about that user;
//! - on PostgreSQL, triggers on `users`, `sessions` and `saved_schools` announce every such change
//!   with `NOTIFY` (from any instance, the CLI or a manual statement alike), and each instance
//!   listening marks the user in turn. While an instance is not listening, its caches are off;
//! - a reader takes a [`Ticket`] before reading the database and stores it with the entry, so a
//!   read that raced a change is void as soon as the change is marked;
//! - an entry is used for [`MAX_AGE_MS`] at most.
//!
//! On SQLite one server process serves a database file (see docs/operations.md), so marking in
//! process is enough there.

use std::{
    hash::{BuildHasher, BuildHasherDefault, DefaultHasher},
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc,
    },
    time::Duration,
};

use sqlx::postgres::PgListener;

/// The PostgreSQL channel the triggers of migration 0016 announce changed users on.
pub const CHANNEL: &str = "rowrecruit_user_changes";
/// However nothing was marked, an entry is read again after this long: a safety net for a
/// change made where no mark reaches (another process on the same SQLite file).
pub const MAX_AGE_MS: i64 = 30_000;
/// Users share counters by hash; a change to one voids the entries of the others in its bucket,
/// which costs a read, never a stale answer.
const BUCKETS: usize = 4096;

/// The counters a reader saw before reading the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ticket {
    all: u64,
    bucket: u64,
}

/// The change counters of this instance, shared by its caches.
pub struct UserChanges {
    buckets: Box<[AtomicU64]>,
    /// Bumped to void every entry at once.
    all: AtomicU64,
    enabled: AtomicBool,
}

impl std::fmt::Debug for UserChanges {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UserChanges")
            .field("enabled", &self.enabled.load(Ordering::Relaxed))
            .finish()
    }
}

impl UserChanges {
    /// Counters whose caches answer only when `enabled`.
    pub fn new(enabled: bool) -> UserChanges {
        UserChanges {
            buckets: (0..BUCKETS).map(|_| AtomicU64::new(0)).collect(),
            all: AtomicU64::new(0),
            enabled: AtomicBool::new(enabled),
        }
    }

    fn bucket(&self, user_id: &str) -> &AtomicU64 {
        // A fixed hasher: the same user lands in the same bucket for the process's life.
        let hash = BuildHasherDefault::<DefaultHasher>::default().hash_one(user_id);
        &self.buckets[(hash % BUCKETS as u64) as usize]
    }

    /// Take before reading about the user from the database.
    pub fn ticket(&self, user_id: &str) -> Ticket {
        Ticket {
            all: self.all.load(Ordering::SeqCst),
            bucket: self.bucket(user_id).load(Ordering::SeqCst),
        }
    }

    fn enabled(&self) -> bool {
        self.enabled.load(Ordering::SeqCst)
    }

    /// Something cached about this user changed (and is committed).
    pub fn user_changed(&self, user_id: &str) {
        self.bucket(user_id).fetch_add(1, Ordering::SeqCst);
    }

    /// Voids every entry.
    pub fn forget_all(&self) {
        self.all.fetch_add(1, Ordering::SeqCst);
    }

    fn set_enabled(&self, enabled: bool) {
        if !enabled {
            self.enabled.store(false, Ordering::SeqCst);
        }
        self.forget_all();
        if enabled {
            self.enabled.store(true, Ordering::SeqCst);
        }
    }

    /// On PostgreSQL: listens for changed users announced by any instance, with the caches on
    /// only while listening. Returns once the first attempt to listen is over.
    pub async fn listen(self: &Arc<Self>, database_url: &str) {
        let first = connect(database_url).await;
        let changes = Arc::clone(self);
        let url = database_url.to_owned();
        tokio::spawn(async move {
            let mut listener = first;
            loop {
                if let Some(mut active) = listener.take() {
                    changes.set_enabled(true);
                    changes.relay(&mut active).await;
                    changes.set_enabled(false);
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
                listener = connect(&url).await;
            }
        });
    }

    /// Marks each announced user; returns when the connection was lost, as what was announced
    /// meanwhile is lost with it.
    async fn relay(&self, listener: &mut PgListener) {
        loop {
            match listener.try_recv().await {
                Ok(Some(notification)) => self.user_changed(notification.payload()),
                Ok(None) => {
                    tracing::warn!("user change listener lost its connection; reconnecting");
                    return;
                }
                Err(error) => {
                    tracing::warn!(%error, "user change listener failed; reconnecting");
                    return;
                }
            }
        }
    }
}

async fn connect(database_url: &str) -> Option<PgListener> {
    let listening = async {
        let mut listener = PgListener::connect(database_url).await?;
        listener.listen(CHANNEL).await?;
        Ok::<_, sqlx::Error>(listener)
    };
    match listening.await {
        Ok(listener) => Some(listener),
        Err(error) => {
            tracing::warn!(%error, "could not listen for user changes; nothing is answered from memory");
            None
        }
    }
}

struct Entry<V> {
    user_id: String,
    value: V,
    ticket: Ticket,
    read_at_ms: i64,
}

/// Values about users, by key (a session id, a user id), valid while their user is unchanged.
pub struct UserCache<V> {
    entries: quick_cache::sync::Cache<String, Arc<Entry<V>>>,
    changes: Arc<UserChanges>,
}

impl<V> std::fmt::Debug for UserCache<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UserCache")
            .field("entries", &self.entries.len())
            .field("changes", &self.changes)
            .finish()
    }
}

impl<V: Clone> UserCache<V> {
    /// A cache of at most about `capacity` entries, voided by `changes`.
    pub fn new(changes: &Arc<UserChanges>, capacity: usize) -> UserCache<V> {
        UserCache {
            entries: quick_cache::sync::Cache::new(capacity),
            changes: Arc::clone(changes),
        }
    }

    /// Take before reading the value from the database.
    pub fn ticket(&self, user_id: &str) -> Ticket {
        self.changes.ticket(user_id)
    }

    /// The value of `key` as last read, if nothing about `user_id` has changed since.
    pub fn get(&self, key: &str, user_id: &str, now_ms: i64) -> Option<V> {
        if !self.changes.enabled() {
            return None;
        }
        let entry = self.entries.get(key)?;
        let fresh = entry.user_id == user_id
            && entry.ticket == self.changes.ticket(user_id)
            && now_ms - entry.read_at_ms < MAX_AGE_MS;
        fresh.then(|| entry.value.clone())
    }

    /// Keeps what was read about `user_id` under `ticket`.
    pub fn put(&self, key: &str, user_id: &str, ticket: Ticket, value: V, read_at_ms: i64) {
        if !self.changes.enabled() {
            return;
        }
        let entry = Entry {
            user_id: user_id.to_owned(),
            value,
            ticket,
            read_at_ms,
        };
        self.entries.insert(key.to_owned(), Arc::new(entry));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000_000;

    fn cache(enabled: bool) -> UserCache<String> {
        UserCache::new(&Arc::new(UserChanges::new(enabled)), 100)
    }

    fn filled(cache: &UserCache<String>, key: &str, user_id: &str) {
        let ticket = cache.ticket(user_id);
        cache.put(key, user_id, ticket, format!("{key} of {user_id}"), NOW);
    }

    #[test]
    fn an_unchanged_value_is_answered_from_memory() {
        let cache = cache(true);
        filled(&cache, "s1", "u1");
        assert_eq!(cache.get("s1", "u1", NOW + 1).as_deref(), Some("s1 of u1"));
        assert!(cache.get("s2", "u1", NOW).is_none(), "another key");
        assert!(
            cache.get("s1", "u2", NOW).is_none(),
            "a key asked for on behalf of another user"
        );
    }

    #[test]
    fn a_change_to_the_user_voids_all_their_entries() {
        let cache = cache(true);
        filled(&cache, "s1", "u1");
        filled(&cache, "s2", "u1");
        cache.changes.user_changed("u1");
        assert!(cache.get("s1", "u1", NOW).is_none());
        assert!(cache.get("s2", "u1", NOW).is_none());
    }

    #[test]
    fn caches_sharing_the_counters_are_voided_together() {
        let changes = Arc::new(UserChanges::new(true));
        let sessions: UserCache<String> = UserCache::new(&changes, 10);
        let saved: UserCache<String> = UserCache::new(&changes, 10);
        sessions.put("s1", "u1", changes.ticket("u1"), "session".into(), NOW);
        saved.put("u1", "u1", changes.ticket("u1"), "saved".into(), NOW);
        changes.user_changed("u1");
        assert!(sessions.get("s1", "u1", NOW).is_none());
        assert!(saved.get("u1", "u1", NOW).is_none());
    }

    #[test]
    fn a_read_that_raced_a_change_is_not_kept() {
        let cache = cache(true);
        let ticket = cache.ticket("u1");
        // The change commits while the read is under way.
        cache.changes.user_changed("u1");
        cache.put("s1", "u1", ticket, "stale".into(), NOW);
        assert!(cache.get("s1", "u1", NOW).is_none());
    }

    #[test]
    fn entries_end_after_the_maximum_age() {
        let cache = cache(true);
        filled(&cache, "s1", "u1");
        assert!(cache.get("s1", "u1", NOW + MAX_AGE_MS).is_none());
        assert!(cache.get("s1", "u1", NOW + MAX_AGE_MS - 1).is_some());
    }

    #[test]
    fn forgetting_all_voids_reads_in_flight_too() {
        let cache = cache(true);
        filled(&cache, "s1", "u1");
        let ticket = cache.ticket("u2");
        cache.changes.forget_all();
        cache.put("s2", "u2", ticket, "stale".into(), NOW);
        assert!(cache.get("s1", "u1", NOW).is_none());
        assert!(cache.get("s2", "u2", NOW).is_none());
    }

    #[test]
    fn a_disabled_cache_keeps_and_answers_nothing() {
        let cache = cache(false);
        filled(&cache, "s1", "u1");
        assert!(cache.get("s1", "u1", NOW).is_none());
        cache.changes.set_enabled(true);
        filled(&cache, "s1", "u1");
        assert!(cache.get("s1", "u1", NOW).is_some());
        cache.changes.set_enabled(false);
        assert!(cache.get("s1", "u1", NOW).is_none());
    }
}
