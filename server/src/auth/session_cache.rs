//! The open sessions this instance has recently checked, so an authenticated request does not
//! read `sessions` and `users` again each time.
//!
//! What is cached must stay exactly as strict as the database: a sign-out, a disabled or frozen
//! account, a changed role or email takes effect on the next request, on every instance.
//! Entries are therefore checked against generation counters rather than trusted for a time:
//! - every write that changes what [`SessionUser`] holds marks the user changed once it has
//!   committed (the store functions do it through [`crate::db::WriteTx`]), which bumps the
//!   counter of the user's bucket and so voids every entry of that user;
//! - on PostgreSQL, triggers on `users` and `sessions` announce every such change with `NOTIFY`
//!   (from any instance, the CLI or a manual statement alike), and each instance listening bumps
//!   the same counter; while it is not listening, its cache is off;
//! - a lookup takes a [`Ticket`] before reading the database and stores it with the entry, so a
//!   read that raced a change is void as soon as the change is marked;
//! - an entry is used for [`MAX_AGE_MS`] at most, never past its session's expiry.
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

use super::store::SessionUser;

/// The PostgreSQL channel the triggers of migration 0016 announce changed users on.
pub const CHANNEL: &str = "rowrecruit_sessions";
/// However nothing was marked, an entry is read again after this long: a safety net for a
/// change made where no mark reaches (another process on the same SQLite file).
pub const MAX_AGE_MS: i64 = 30_000;
/// Entries kept; an entry is a few hundred bytes.
const CAPACITY: usize = 50_000;
/// Users share counters by hash; a change to one voids the entries of the others in its bucket,
/// which costs a read, never a stale answer.
const BUCKETS: usize = 4096;

/// The state of the counters a lookup saw before reading the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ticket {
    all: u64,
    bucket: u64,
}

#[derive(Clone, Debug)]
struct Entry {
    user: SessionUser,
    ticket: Ticket,
    read_at_ms: i64,
}

pub struct SessionCache {
    entries: quick_cache::sync::Cache<String, Arc<Entry>>,
    buckets: Box<[AtomicU64]>,
    /// Bumped to void every entry at once.
    all: AtomicU64,
    enabled: AtomicBool,
}

impl std::fmt::Debug for SessionCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SessionCache")
            .field("entries", &self.entries.len())
            .field("enabled", &self.enabled.load(Ordering::Relaxed))
            .finish()
    }
}

impl SessionCache {
    /// An empty cache, answering lookups only when `enabled`.
    pub fn new(enabled: bool) -> SessionCache {
        SessionCache {
            entries: quick_cache::sync::Cache::new(CAPACITY),
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

    /// Take before reading the session from the database.
    pub fn ticket(&self, user_id: &str) -> Ticket {
        Ticket {
            all: self.all.load(Ordering::SeqCst),
            bucket: self.bucket(user_id).load(Ordering::SeqCst),
        }
    }

    /// The session's user as last read, if nothing about it has changed since.
    pub fn get(&self, session_id: &str, user_id: &str, now_ms: i64) -> Option<SessionUser> {
        if !self.enabled.load(Ordering::SeqCst) {
            return None;
        }
        let entry = self.entries.get(session_id)?;
        let fresh = entry.user.id == user_id
            && entry.ticket == self.ticket(user_id)
            && entry.user.session_expires_at > now_ms
            && now_ms - entry.read_at_ms < MAX_AGE_MS;
        fresh.then(|| entry.user.clone())
    }

    /// Keeps what was read under `ticket`.
    pub fn put(&self, ticket: Ticket, user: &SessionUser, read_at_ms: i64) {
        if !self.enabled.load(Ordering::SeqCst) {
            return;
        }
        let entry = Entry {
            user: user.clone(),
            ticket,
            read_at_ms,
        };
        self.entries.insert(user.session_id.clone(), Arc::new(entry));
    }

    /// A session or account fact of this user changed (and is committed).
    pub fn user_changed(&self, user_id: &str) {
        self.bucket(user_id).fetch_add(1, Ordering::SeqCst);
    }

    /// Voids every entry.
    pub fn forget_all(&self) {
        self.all.fetch_add(1, Ordering::SeqCst);
        self.entries.clear();
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

    /// On PostgreSQL: listens for changed users announced by any instance, with the cache on
    /// only while listening. Returns once the first attempt to listen is over.
    pub async fn listen(self: &Arc<Self>, database_url: &str) {
        let first = connect(database_url).await;
        let cache = Arc::clone(self);
        let url = database_url.to_owned();
        tokio::spawn(async move {
            let mut listener = first;
            loop {
                if let Some(mut active) = listener.take() {
                    cache.set_enabled(true);
                    cache.relay(&mut active).await;
                    cache.set_enabled(false);
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
                    tracing::warn!("session change listener lost its connection; reconnecting");
                    return;
                }
                Err(error) => {
                    tracing::warn!(%error, "session change listener failed; reconnecting");
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
            tracing::warn!(%error, "could not listen for session changes; sessions are read each time");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::store::{ConsentStatus, Role, SessionKind};

    const NOW: i64 = 1_800_000_000_000;

    fn user(id: &str, session: &str) -> SessionUser {
        SessionUser {
            id: id.into(),
            email: format!("{id}@example.com"),
            role: Role::Student,
            email_confirmed_at: Some(1),
            recovery_sent_at: None,
            session_id: session.into(),
            session_kind: SessionKind::Password,
            session_expires_at: NOW + 3_600_000,
            remember: false,
            consent_status: ConsentStatus::NotRequired,
        }
    }

    fn filled(cache: &SessionCache, id: &str, session: &str) {
        let ticket = cache.ticket(id);
        cache.put(ticket, &user(id, session), NOW);
    }

    #[test]
    fn an_unchanged_session_is_answered_from_memory() {
        let cache = SessionCache::new(true);
        filled(&cache, "u1", "s1");
        assert_eq!(cache.get("s1", "u1", NOW + 1).unwrap().email, "u1@example.com");
        assert!(cache.get("s2", "u1", NOW).is_none(), "another session");
        assert!(cache.get("s1", "u2", NOW).is_none(), "a token naming another user");
    }

    #[test]
    fn a_change_to_the_user_voids_all_their_sessions() {
        let cache = SessionCache::new(true);
        filled(&cache, "u1", "s1");
        filled(&cache, "u1", "s2");
        cache.user_changed("u1");
        assert!(cache.get("s1", "u1", NOW).is_none());
        assert!(cache.get("s2", "u1", NOW).is_none());
    }

    #[test]
    fn a_read_that_raced_a_change_is_not_kept() {
        let cache = SessionCache::new(true);
        let ticket = cache.ticket("u1");
        // The change commits while the read is under way.
        cache.user_changed("u1");
        cache.put(ticket, &user("u1", "s1"), NOW);
        assert!(cache.get("s1", "u1", NOW).is_none());
    }

    #[test]
    fn entries_end_with_their_session_and_after_the_maximum_age() {
        let cache = SessionCache::new(true);
        filled(&cache, "u1", "s1");
        assert!(cache.get("s1", "u1", NOW + 3_600_000).is_none(), "session expired");
        assert!(cache.get("s1", "u1", NOW + MAX_AGE_MS).is_none(), "read too long ago");
        assert!(cache.get("s1", "u1", NOW + MAX_AGE_MS - 1).is_some());
    }

    #[test]
    fn forgetting_all_voids_reads_in_flight_too() {
        let cache = SessionCache::new(true);
        filled(&cache, "u1", "s1");
        let ticket = cache.ticket("u2");
        cache.forget_all();
        cache.put(ticket, &user("u2", "s2"), NOW);
        assert!(cache.get("s1", "u1", NOW).is_none());
        assert!(cache.get("s2", "u2", NOW).is_none());
    }

    #[test]
    fn a_disabled_cache_keeps_and_answers_nothing() {
        let cache = SessionCache::new(false);
        filled(&cache, "u1", "s1");
        assert!(cache.get("s1", "u1", NOW).is_none());
        cache.set_enabled(true);
        filled(&cache, "u1", "s1");
        assert!(cache.get("s1", "u1", NOW).is_some());
        cache.set_enabled(false);
        assert!(cache.get("s1", "u1", NOW).is_none());
    }
}
