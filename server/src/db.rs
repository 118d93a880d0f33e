//! The storage seam: one pool type (sqlx `Any`) for SQLite and PostgreSQL.
//!
//! Queries are written once in portable SQL with `$1` placeholders, which both drivers accept.
//! Timestamps are stored as integer milliseconds since the Unix epoch, which both store natively.
//! Only the schema (migrations) is kept per backend, because column types and defaults differ.

use std::{
    ops::{Deref, DerefMut},
    path::PathBuf,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::Duration,
};

use sqlx::{
    any::{AnyArguments, AnyPoolOptions, AnyRow},
    migrate::Migrator,
    Any, AnyConnection, AnyPool, Arguments as _, Execute as _, Executor, QueryBuilder,
};

use crate::user_cache::UserChanges;

mod direct;
#[cfg(test)]
pub(crate) use direct::coded_error;
pub use direct::DirectTx;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn from_url(url: &str) -> Backend {
        if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            Backend::Postgres
        }
    }
}

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/postgres");

/// A handle to the database, cheap to clone.
#[derive(Clone, Debug)]
pub struct Db {
    pub pool: AnyPool,
    pub backend: Backend,
    /// SQLite: the one connection write transactions take turns on (see [`Writer`]).
    writer: Option<Arc<Writer>>,
    /// SQLite: reads run on the calling thread (see [`Db::read_optional`]).
    direct: Option<Arc<direct::Direct>>,
    /// What this instance knows changed about users; write transactions mark the users they
    /// change, which voids what the caches hold about them (see [`crate::user_cache`]).
    pub changes: Arc<UserChanges>,
}

/// SQLite allows one writer at a time. Write transactions queue for one connection of their own
/// instead of each polling for the database lock (the busy handler sleeps in steps of up to
/// 100 ms, so a queue of 64 waits far longer than the writes take). That connection commits
/// without syncing (`synchronous=NORMAL`), and each commit then waits for an fsync of the WAL
/// that covers it before the request is answered: commits that finish while one fsync runs share
/// the next (a group commit), so every acknowledged write is on disk, as with `synchronous=FULL`,
/// at the cost of one fsync per group rather than per write.
#[derive(Debug)]
struct Writer {
    pool: AnyPool,
    /// Whose turn it is to write: a transaction on `pool` holds it from BEGIN to COMMIT, a
    /// statement on the calling thread ([`Db::write_one`]) while it runs.
    turn: Arc<tokio::sync::Mutex<()>>,
    file: String,
    wal: PathBuf,
    /// Commits made on `pool`, and how many of them the last finished fsync covers.
    committed: AtomicU64,
    synced: AtomicU64,
    /// One fsync at a time; whoever holds it syncs for everyone waiting.
    syncing: tokio::sync::Mutex<()>,
    /// fsyncs done, for the group-commit test.
    fsyncs: AtomicU64,
    /// Commits counted at the last checkpoint, and whether one is running.
    checkpointed: AtomicU64,
    checkpointing: Arc<std::sync::atomic::AtomicBool>,
    /// Checkpoints that finished, for the test.
    checkpoints: Arc<AtomicU64>,
}

/// Commits between two checkpoints: a few pages each, so the WAL stays near SQLite's own
/// threshold (1,000 pages) whichever connection wrote them.
const CHECKPOINT_EVERY: u64 = 200;

impl Writer {
    /// Returns once the commit this follows is on disk.
    async fn durable(&self) -> Result<(), sqlx::Error> {
        let mine = self.committed.fetch_add(1, Ordering::SeqCst) + 1;
        let _turn = self.syncing.lock().await;
        if self.synced.load(Ordering::SeqCst) >= mine {
            return Ok(());
        }
        // Every commit counted so far has written its frames to the WAL: this fsync covers them.
        let covered = self.committed.load(Ordering::SeqCst);
        let wal = self.wal.clone();
        tokio::task::spawn_blocking(move || match std::fs::File::open(&wal) {
            Ok(file) => file.sync_data(),
            // A checkpoint that reset the WAL synced the database file first.
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(error) => Err(error),
        })
        .await
        .map_err(|error| sqlx::Error::Io(std::io::Error::other(error)))??;
        self.synced.store(covered, Ordering::SeqCst);
        self.fsyncs.fetch_add(1, Ordering::Relaxed);
        self.checkpoint_when_due(covered);
        Ok(())
    }

    /// Starts a checkpoint on a thread of its own every [`CHECKPOINT_EVERY`] commits; the
    /// statements of [`Db::write_one`] never run one themselves (it would block the thread that
    /// serves requests while it syncs the database file).
    fn checkpoint_when_due(&self, committed: u64) {
        let last = self.checkpointed.load(Ordering::Relaxed);
        if committed < last + CHECKPOINT_EVERY || self.checkpointing.swap(true, Ordering::AcqRel) {
            return;
        }
        self.checkpointed.store(committed, Ordering::Relaxed);
        let file = self.file.clone();
        let (running, done) = (Arc::clone(&self.checkpointing), Arc::clone(&self.checkpoints));
        tokio::task::spawn_blocking(move || {
            match direct::checkpoint(&file) {
                Ok(()) => done.fetch_add(1, Ordering::Relaxed),
                Err(error) => {
                    tracing::warn!(%error, "WAL checkpoint failed");
                    0
                }
            };
            running.store(false, Ordering::Release);
        });
    }
}

/// A read-then-write transaction from [`Db::begin_write`]. Use it as the connection
/// (`&mut *tx`); [`WriteTx::commit`] returns once the write is on disk.
pub struct WriteTx {
    tx: sqlx::Transaction<'static, Any>,
    writer: Option<Arc<Writer>>,
    /// The writer's turn, held until COMMIT (or until dropped, which rolls back).
    turn: Option<tokio::sync::OwnedMutexGuard<()>>,
    changes: Arc<UserChanges>,
    /// Users about whom this transaction changes something a cache holds.
    changed_users: Vec<String>,
}

impl WriteTx {
    pub async fn commit(mut self) -> Result<(), sqlx::Error> {
        self.tx.commit().await?;
        self.turn = None;
        // Committed: no reader can see the old facts any more, so cached copies go now.
        for user_id in &self.changed_users {
            self.changes.user_changed(user_id);
        }
        match self.writer {
            Some(writer) => writer.durable().await,
            None => Ok(()),
        }
    }

    /// Voids what the caches hold about `user_id` once this transaction commits; the store
    /// functions that change what a cache holds (a session, its user, saved schools) call it.
    pub fn mark_user_changed(&mut self, user_id: &str) {
        self.changed_users.push(user_id.to_owned());
    }
}

impl Deref for WriteTx {
    type Target = AnyConnection;
    fn deref(&self) -> &AnyConnection {
        &self.tx
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut AnyConnection {
        &mut self.tx
    }
}

pub type Row = AnyRow;

/// A value bound to a statement of [`Db::read_optional`] or [`Db::write_one`], which bind on
/// either path; a null keeps its type, which PostgreSQL needs.
#[derive(Clone, Copy, Debug)]
pub enum SqlValue<'a> {
    Text(Option<&'a str>),
    Int(Option<i64>),
    Real(Option<f64>),
}

impl<'a> From<&'a str> for SqlValue<'a> {
    fn from(text: &'a str) -> Self {
        SqlValue::Text(Some(text))
    }
}

impl<'a> From<Option<&'a str>> for SqlValue<'a> {
    fn from(text: Option<&'a str>) -> Self {
        SqlValue::Text(text)
    }
}

impl<'a> From<&'a Option<String>> for SqlValue<'a> {
    fn from(text: &'a Option<String>) -> Self {
        SqlValue::Text(text.as_deref())
    }
}

impl From<i64> for SqlValue<'_> {
    fn from(number: i64) -> Self {
        SqlValue::Int(Some(number))
    }
}

impl From<Option<i64>> for SqlValue<'_> {
    fn from(number: Option<i64>) -> Self {
        SqlValue::Int(number)
    }
}

impl From<Option<f64>> for SqlValue<'_> {
    fn from(number: Option<f64>) -> Self {
        SqlValue::Real(number)
    }
}

impl SqlValue<'_> {
    /// True when `stored`, a value read through either path, is this value.
    pub fn matches(&self, stored: &sqlx_core::any::AnyValue) -> bool {
        use sqlx_core::any::AnyValueKind as Kind;
        match (&stored.kind, *self) {
            (Kind::Null(_), SqlValue::Text(None) | SqlValue::Int(None) | SqlValue::Real(None)) => true,
            (Kind::Text(stored), SqlValue::Text(Some(text))) => stored == text,
            (Kind::BigInt(stored), SqlValue::Int(Some(number))) => *stored == number,
            (Kind::Integer(stored), SqlValue::Int(Some(number))) => i64::from(*stored) == number,
            (Kind::SmallInt(stored), SqlValue::Int(Some(number))) => i64::from(*stored) == number,
            (Kind::Double(stored), SqlValue::Real(Some(number))) => *stored == number,
            _ => false,
        }
    }
}

/// `params` as sqlx arguments, in order (`$1` is `params[0]`).
fn arguments<'q>(params: &[SqlValue<'q>]) -> Result<AnyArguments<'q>, sqlx::Error> {
    let mut arguments = AnyArguments::default();
    for param in params {
        match *param {
            SqlValue::Text(text) => arguments.add(text),
            SqlValue::Int(number) => arguments.add(number),
            SqlValue::Real(number) => arguments.add(number),
        }
        .map_err(sqlx::Error::Encode)?;
    }
    Ok(arguments)
}

impl Db {
    pub async fn connect(url: &str) -> anyhow::Result<Db> {
        sqlx::any::install_default_drivers();
        let backend = Backend::from_url(url);
        if backend == Backend::Sqlite {
            ensure_sqlite_folder(url)?;
        }
        let options = AnyPoolOptions::new()
            .max_connections(match backend {
                Backend::Sqlite => sqlite_readers(),
                Backend::Postgres => 16,
            })
            // While the database is unreachable a request waits this long, then answers 503; under
            // load a connection frees up in milliseconds.
            .acquire_timeout(Duration::from_secs(2));
        let options = if backend == Backend::Sqlite {
            options
                // An embedded connection cannot break: checking it before each use (a round trip to
                // its thread) only doubles the hand-offs of every query.
                .test_before_acquire(false)
                // synchronous=FULL so a write made outside a transaction survives even a power cut,
                // not only a process crash (transactions take the writer: see `Writer`).
                .after_connect(|conn, _meta| Box::pin(async move { set_up_sqlite(conn, "FULL").await }))
        } else {
            options.after_connect(|conn, _meta| {
                Box::pin(async move {
                    conn.execute(format!("SET lock_timeout = {LOCK_WAIT_MS}").as_str())
                        .await?;
                    Ok(())
                })
            })
        };
        let pool = options.connect(url).await?;
        let (writer, direct) = match sqlite_file(url) {
            Some(file) if backend == Backend::Sqlite => {
                let writer = Writer {
                    pool: sqlite_writer(url).await?,
                    turn: Arc::new(tokio::sync::Mutex::new(())),
                    file: file.to_owned(),
                    wal: PathBuf::from(format!("{file}-wal")),
                    committed: AtomicU64::new(0),
                    synced: AtomicU64::new(0),
                    syncing: tokio::sync::Mutex::new(()),
                    fsyncs: AtomicU64::new(0),
                    checkpointed: AtomicU64::new(0),
                    checkpointing: Arc::new(std::sync::atomic::AtomicBool::new(false)),
                    checkpoints: Arc::new(AtomicU64::new(0)),
                };
                (Some(Arc::new(writer)), Some(Arc::new(direct::Direct::new(file))))
            }
            _ => (None, None),
        };
        // On PostgreSQL the caches are on only while listening for changes (`UserChanges::listen`).
        Ok(Db::assemble(pool, backend, writer, direct, backend == Backend::Sqlite))
    }

    /// A handle on an existing pool, whose write transactions take the pool's connections.
    pub fn from_pool(pool: AnyPool, backend: Backend) -> Db {
        Db::assemble(pool, backend, None, None, false)
    }

    fn assemble(
        pool: AnyPool,
        backend: Backend,
        writer: Option<Arc<Writer>>,
        direct: Option<Arc<direct::Direct>>,
        caching: bool,
    ) -> Db {
        Db {
            pool,
            backend,
            writer,
            direct,
            changes: Arc::new(UserChanges::new(caching)),
        }
    }

    fn migrator(&self) -> &'static Migrator {
        match self.backend {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        }
    }

    pub async fn migrate(&self) -> anyhow::Result<()> {
        let migrator = self.migrator();
        if self.migrations_current().await {
            return Ok(());
        }
        // Instances starting together queue for the migration lock for as long as it takes.
        let mut conn = self.pool.acquire().await?;
        if self.backend == Backend::Postgres {
            conn.execute("SET lock_timeout = 0").await?;
        }
        migrator.run(&mut *conn).await?;
        if self.backend == Backend::Postgres {
            conn.execute(format!("SET lock_timeout = {LOCK_WAIT_MS}").as_str())
                .await?;
        }
        Ok(())
    }

    /// True when exactly the migrations this build carries are applied, unchanged: one query at
    /// start-up, where running the migrator takes a lock and a round trip per migration. Anything
    /// else (a new migration, a failed or edited one, no table yet) goes to the migrator, which
    /// applies or reports it.
    pub async fn migrations_current(&self) -> bool {
        let migrator = self.migrator();
        let applied: Vec<(i64, Vec<u8>)> =
            match sqlx::query_as("SELECT version, checksum FROM _sqlx_migrations WHERE success ORDER BY version")
                .fetch_all(&self.pool)
                .await
            {
                Ok(applied) => applied,
                Err(_) => return false,
            };
        let carried: Vec<(i64, &[u8])> = migrator
            .iter()
            .filter(|migration| !migration.migration_type.is_down_migration())
            .map(|migration| (migration.version, &*migration.checksum))
            .collect();
        applied.len() == carried.len()
            && applied
                .iter()
                .zip(&carried)
                .all(|((version, checksum), (carried_version, carried_checksum))| {
                    version == carried_version && checksum.as_slice() == *carried_checksum
                })
    }

    /// Starts a transaction that reads, then writes. On SQLite it takes the write lock at BEGIN
    /// (IMMEDIATE): two deferred transactions that both read and then try to write would each
    /// hold a read lock the other waits on, and one fails with "database is locked" whatever the
    /// busy timeout. Every read-then-write transaction starts here.
    pub async fn begin_write(&self) -> Result<WriteTx, sqlx::Error> {
        let mut turn = None;
        let tx = match (&self.writer, self.backend) {
            (Some(writer), _) => {
                turn = Some(Arc::clone(&writer.turn).lock_owned().await);
                writer.pool.begin_with("BEGIN IMMEDIATE").await?
            }
            (None, Backend::Sqlite) => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            (None, Backend::Postgres) => self.pool.begin().await?,
        };
        Ok(WriteTx {
            tx,
            writer: self.writer.clone(),
            turn,
            changes: Arc::clone(&self.changes),
            changed_users: Vec::new(),
        })
    }

    /// Runs one write statement as a transaction of its own and returns once it is on disk; the
    /// rows it changed. On a SQLite file it runs on the calling thread (see [`direct`]) during
    /// the writer's turn, which it holds for the statement alone (BEGIN, the statement and
    /// COMMIT on sqlx's connection are three round trips to its thread), so a write that needs
    /// nothing read first should come here.
    pub async fn write_one<'q>(&self, sql: &'q str, params: &[SqlValue<'q>]) -> Result<u64, sqlx::Error> {
        match (&self.writer, &self.direct) {
            (Some(writer), Some(direct)) => {
                let changed = {
                    let _turn = writer.turn.lock().await;
                    match direct.execute(sql, params) {
                        // A write outside the writer's turn holds the lock: wait for it on
                        // sqlx's connection thread, never on this one.
                        Err(error) if is_contention(&error) => sqlx::query_with(sql, arguments(params)?)
                            .execute(&writer.pool)
                            .await?
                            .rows_affected(),
                        done => done?,
                    }
                };
                writer.durable().await?;
                Ok(changed)
            }
            _ => Ok(sqlx::query_with(sql, arguments(params)?)
                .execute(&self.pool)
                .await?
                .rows_affected()),
        }
    }

    /// On a SQLite file, runs `work` on the calling thread as one transaction of the writing
    /// connection (see [`direct`]) during the writer's turn, and returns once what it wrote is
    /// on disk: for a write that reads first or reads back what it wrote, without
    /// [`Db::begin_write`]'s round trips to a connection's thread. `None` elsewhere (PostgreSQL,
    /// memory), where the caller takes the pool's path. If a write made outside the writer's
    /// turn holds SQLite's lock, it fails at once with that contention ([`is_contention`]),
    /// never waiting on this thread.
    pub async fn direct_transaction<T>(
        &self,
        work: impl FnOnce(&DirectTx<'_>) -> Result<T, sqlx::Error>,
    ) -> Option<Result<T, sqlx::Error>> {
        let (Some(writer), Some(direct)) = (&self.writer, &self.direct) else {
            return None;
        };
        let done = {
            let _turn = writer.turn.lock().await;
            direct.transaction(work)
        };
        Some(match done {
            Ok((done, true)) => writer.durable().await.map(|_| done),
            Ok((done, false)) => Ok(done),
            Err(error) => Err(error),
        })
    }

    /// The first row of a read-only query, or `None`. On a SQLite file it runs on the calling
    /// thread (see [`direct`]): for the hot reads, where the hand-off to a connection's own
    /// thread costs more than the read; elsewhere it runs on the pool.
    pub async fn read_optional<'q, T>(&self, sql: &'q str, params: &[SqlValue<'q>]) -> Result<Option<T>, sqlx::Error>
    where
        T: for<'r> sqlx::FromRow<'r, AnyRow>,
    {
        let row = match &self.direct {
            Some(direct) => direct.first_row(sql, params)?,
            None => {
                sqlx::query_with(sql, arguments(params)?)
                    .fetch_optional(&self.pool)
                    .await?
            }
        };
        row.map(|row| T::from_row(&row)).transpose()
    }

    /// True when a trivial query answers within two seconds.
    pub async fn is_ready(&self) -> bool {
        let ping = sqlx::query("SELECT 1").execute(&self.pool);
        matches!(tokio::time::timeout(Duration::from_secs(2), ping).await, Ok(Ok(_)))
    }

    pub async fn close(&self) {
        if let Some(direct) = &self.direct {
            direct.close();
        }
        if let Some(writer) = &self.writer {
            writer.pool.close().await;
        }
        self.pool.close().await;
    }
}

/// A day in milliseconds, the unit of every stored timestamp.
pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Current time in milliseconds since the Unix epoch, the stored form of every timestamp.
pub fn now_ms() -> i64 {
    jiff::Timestamp::now().as_millisecond()
}

/// Today's date (UTC), the date age rules are applied on.
pub fn today_utc() -> jiff::civil::Date {
    jiff::Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).date()
}

/// Formats a stored timestamp as RFC 3339 for the API, always with milliseconds: every
/// timestamp has the same width, so comparing two as text orders them in time.
pub fn ms_to_rfc3339(ms: i64) -> String {
    jiff::Timestamp::from_millisecond(ms)
        .map(|t| format!("{t:.3}"))
        .unwrap_or_default()
}

/// Escapes `%`, `_` and `\` so `text` matches literally in `LIKE … ESCAPE '\'`.
pub fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

/// `QueryBuilder<Any>` writes `?` for every bound value, which PostgreSQL does not accept; both
/// backends accept `$1`, `$2`…, which this writes instead (outside quoted literals).
pub fn numbered(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let (mut quoted, mut n) = (false, 0);
    for c in sql.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                out.push(c);
            }
            '?' if !quoted => {
                n += 1;
                out.push_str(&format!("${n}"));
            }
            _ => out.push(c),
        }
    }
    out
}

/// What a `QueryBuilder` built, numbered for both backends, with its bound values; run it with
/// `sqlx::query_with` or `sqlx::query_as_with`.
pub fn built<'q>(builder: &'q mut QueryBuilder<'_, Any>) -> Result<(String, AnyArguments<'q>), sqlx::Error> {
    let mut query = builder.build();
    let arguments = query.take_arguments().map_err(sqlx::Error::Encode)?.unwrap_or_default();
    Ok((numbered(query.sql()), arguments))
}

/// How long a statement waits for a lock another transaction holds before it gives up; the
/// request then answers 503 with Retry-After rather than hanging until the request time-out.
pub const LOCK_WAIT_MS: u64 = 5_000;

/// True when the database refused because of contention or load, not because of the request:
/// SQLite busy or locked (primary codes 5 and 6, in the low byte of extended codes); PostgreSQL
/// lock_not_available, deadlock_detected, too_many_connections.
pub fn is_contention(error: &sqlx::Error) -> bool {
    let sqlx::Error::Database(db) = error else {
        return false;
    };
    let Some(code) = db.code() else {
        return false;
    };
    if db.try_downcast_ref::<sqlx::postgres::PgDatabaseError>().is_some() {
        return matches!(code.as_ref(), "55P03" | "40P01" | "53300");
    }
    code.parse::<i64>().is_ok_and(|number| matches!(number & 0xff, 5 | 6))
}

/// True when the request failed because the database is out of reach for now, never because of
/// the request: an outage from the user's point of view (503, try again). No connection within
/// the pool's time-out, a closed pool, a broken connection (I/O, SQLite's worker gone), a
/// server going away ([`is_going_away`]) or contention ([`is_contention`]).
pub fn is_unavailable(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_) | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(db) => is_contention(error) || db.code().is_some_and(|code| is_going_away(&code)),
        _ => false,
    }
}

/// PostgreSQL's SQLSTATEs of a server that is shutting down or not taking connections: class 08
/// (connection exception), 57P01 admin_shutdown (a fast shutdown ends every statement in
/// flight), 57P02 crash_shutdown, 57P03 cannot_connect_now. SQLite's codes are plain numbers
/// without a leading zero, so none of them matches.
fn is_going_away(sqlstate: &str) -> bool {
    (sqlstate.len() == 5 && sqlstate.starts_with("08")) || matches!(sqlstate, "57P01" | "57P02" | "57P03")
}

/// True when the error is a unique-constraint violation (SQLSTATE 23505 / SQLite 2067 or 1555).
pub fn is_unique_violation(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Database(db) => {
            matches!(db.kind(), sqlx::error::ErrorKind::UniqueViolation)
                || matches!(db.code().as_deref(), Some("23505") | Some("2067") | Some("1555"))
        }
        _ => false,
    }
}

/// What every SQLite connection is set to. WAL lets readers work beside the single writer;
/// busy_timeout makes a writer wait for the lock instead of failing.
async fn set_up_sqlite(conn: &mut AnyConnection, synchronous: &str) -> Result<(), sqlx::Error> {
    conn.execute("PRAGMA journal_mode = WAL").await?;
    conn.execute(format!("PRAGMA busy_timeout = {LOCK_WAIT_MS}").as_str())
        .await?;
    conn.execute("PRAGMA foreign_keys = ON").await?;
    conn.execute(format!("PRAGMA synchronous = {synchronous}").as_str())
        .await?;
    Ok(())
}

/// The one connection SQLite write transactions queue for (see [`Writer`]).
async fn sqlite_writer(url: &str) -> Result<AnyPool, sqlx::Error> {
    AnyPoolOptions::new()
        .max_connections(1)
        .test_before_acquire(false)
        // Queued behind other writes, a write waits as long as it would for the lock.
        .acquire_timeout(Duration::from_millis(LOCK_WAIT_MS))
        // Durability comes from the WAL fsync after each commit (Writer::durable).
        .after_connect(|conn, _meta| Box::pin(async move { set_up_sqlite(conn, "NORMAL").await }))
        .connect(url)
        .await
}

/// SQLite reads run from the page cache, bound by CPU: two connections per core the process may
/// use keep every core busy, and each further one only holds its own page cache (2 MiB) and thread.
fn sqlite_readers() -> u32 {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    (2 * cores).clamp(4, 8)
}

/// The file a SQLite URL names, or `None` for an in-memory database.
fn sqlite_file(url: &str) -> Option<&str> {
    let path = url
        .trim_start_matches("sqlite://")
        .trim_start_matches("sqlite:")
        .split('?')
        .next()
        .unwrap_or_default();
    (!path.is_empty() && path != ":memory:").then_some(path)
}

fn ensure_sqlite_folder(url: &str) -> anyhow::Result<()> {
    let Some(path) = sqlite_file(url) else {
        return Ok(());
    };
    if let Some(dir) = std::path::Path::new(path).parent() {
        if !dir.as_os_str().is_empty() {
            std::fs::create_dir_all(dir)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_sqlite_url_naming_a_new_file_creates_it() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("fresh.db");
        let url = format!("sqlite://{}", file.display());
        let data_dir = dir.path().join("data").to_string_lossy().into_owned();
        let cfg = crate::Config::from_lookup(|name| match name {
            "DATABASE_URL" => Some(url.clone()),
            "ROWRECRUIT_DATA_DIR" => Some(data_dir.clone()),
            _ => None,
        })
        .unwrap();
        assert_eq!(cfg.database_url, format!("{url}?mode=rwc"));
        let db = Db::connect(&cfg.database_url).await.unwrap();
        db.close().await;
        assert!(file.exists());
    }

    #[derive(sqlx::FromRow, Debug, PartialEq)]
    struct Sample {
        name: String,
        note: Option<String>,
        score: Option<f64>,
        count: i64,
    }

    async fn sample_db(dir: &tempfile::TempDir) -> Db {
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("d.db").display());
        let db = Db::connect(&url).await.unwrap();
        sqlx::query("CREATE TABLE t (name TEXT PRIMARY KEY, note TEXT, score REAL, count BIGINT NOT NULL)")
            .execute(&db.pool)
            .await
            .unwrap();
        db
    }

    /// The on-thread path binds `$N` by number wherever it appears and decodes the row as the
    /// `Any` driver does: a struct reads the same from it as from the pool.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn on_thread_reads_and_writes_match_the_pool() {
        let dir = tempfile::tempdir().unwrap();
        let db = sample_db(&dir).await;
        assert!(db.direct.is_some());
        let insert = "INSERT INTO t (count, name, note, score) VALUES ($3, $1, $2, $4)";
        let changed = db
            .write_one(insert, &["a".into(), None::<&str>.into(), 7.into(), Some(2.5).into()])
            .await
            .unwrap();
        assert_eq!(changed, 1);
        db.write_one(insert, &["b".into(), Some("x").into(), 8.into(), None::<f64>.into()])
            .await
            .unwrap();
        let sql = "SELECT name, note, score, count FROM t WHERE count > $2 AND name = $1";
        let direct: Option<Sample> = db.read_optional(sql, &["a".into(), 1.into()]).await.unwrap();
        let pooled: Option<Sample> = sqlx::query_as(sql)
            .bind("a")
            .bind(1_i64)
            .fetch_optional(&db.pool)
            .await
            .unwrap();
        let expected = Sample {
            name: "a".into(),
            note: None,
            score: Some(2.5),
            count: 7,
        };
        assert_eq!(direct.as_ref(), Some(&expected));
        assert_eq!(pooled, Some(expected));
        let b: Option<Sample> = db.read_optional(sql, &["b".into(), 1.into()]).await.unwrap();
        assert_eq!(b.unwrap().note.as_deref(), Some("x"));
        let none: Option<Sample> = db.read_optional(sql, &["a".into(), 100.into()]).await.unwrap();
        assert_eq!(none, None);
        // A constraint the statement breaks is the database's error, as on the pool.
        let duplicate = db
            .write_one(insert, &["a".into(), None::<&str>.into(), 1.into(), None::<f64>.into()])
            .await
            .unwrap_err();
        assert!(is_unique_violation(&duplicate) || matches!(duplicate, sqlx::Error::Database(_)));
        db.close().await;
    }

    /// A write on the calling thread waits for a write that holds SQLite's lock outside the
    /// writer's turn (a transaction on the pool), on sqlx's thread, and then lands.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_on_thread_write_waits_for_a_lock_held_elsewhere() {
        let dir = tempfile::tempdir().unwrap();
        let db = sample_db(&dir).await;
        let mut other = db.pool.begin_with("BEGIN IMMEDIATE").await.unwrap();
        sqlx::query("INSERT INTO t (name, count) VALUES ('held', 1)")
            .execute(&mut *other)
            .await
            .unwrap();
        let waiting = tokio::spawn({
            let db = db.clone();
            async move {
                db.write_one("INSERT INTO t (name, count) VALUES ($1, 2)", &["after".into()])
                    .await
            }
        });
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert!(!waiting.is_finished(), "the write went ahead of the lock");
        other.commit().await.unwrap();
        assert_eq!(waiting.await.unwrap().unwrap(), 1);
        let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM t")
            .fetch_one(&db.pool)
            .await
            .unwrap();
        assert_eq!(count, 2);
        db.close().await;
    }

    /// A transaction on the calling thread reads what it wrote before it commits; one that
    /// fails is rolled back whole; one that wrote nothing waits for no fsync; and while a write
    /// outside the writer's turn holds SQLite's lock, it fails at once with contention.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_on_thread_transaction_reads_its_writes_and_commits_or_rolls_back_whole() {
        let dir = tempfile::tempdir().unwrap();
        let db = sample_db(&dir).await;
        let insert = "INSERT INTO t (name, count) VALUES ($1, $2)";
        let count_of = "SELECT count FROM t WHERE name = $1";
        let read_back = db
            .direct_transaction(|tx| {
                tx.execute(insert, &["a".into(), 1.into()])?;
                tx.execute("UPDATE t SET count = count + 1 WHERE name = $1", &["a".into()])?;
                tx.read_row(count_of, &["a".into()])
            })
            .await
            .expect("a SQLite file has the on-thread path")
            .unwrap()
            .expect("the row it wrote");
        assert_eq!(sqlx::Row::try_get::<i64, _>(&read_back, 0).unwrap(), 2);
        let on_pool: i64 = sqlx::query_scalar("SELECT count FROM t WHERE name = 'a'")
            .fetch_one(&db.pool)
            .await
            .unwrap();
        assert_eq!(on_pool, 2, "committed");

        let failed = db
            .direct_transaction(|tx| {
                tx.execute(insert, &["b".into(), 1.into()])?;
                tx.execute(insert, &["a".into(), 9.into()])
            })
            .await
            .unwrap();
        assert!(failed.is_err(), "a duplicate key fails the transaction");
        let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM t")
            .fetch_one(&db.pool)
            .await
            .unwrap();
        assert_eq!(rows, 1, "the first insert of the failed transaction was rolled back");

        let writer = db.writer.as_ref().unwrap();
        let commits = writer.committed.load(Ordering::SeqCst);
        let missing = db
            .direct_transaction(|tx| tx.read_row(count_of, &["zz".into()]))
            .await
            .unwrap();
        assert!(missing.unwrap().is_none());
        assert_eq!(
            writer.committed.load(Ordering::SeqCst),
            commits,
            "a read-only transaction waited for the disk"
        );

        let other = db.pool.begin_with("BEGIN IMMEDIATE").await.unwrap();
        let blocked = db
            .direct_transaction(|tx| tx.execute(insert, &["c".into(), 1.into()]))
            .await
            .unwrap();
        assert!(is_contention(&blocked.unwrap_err()));
        other.rollback().await.unwrap();
        db.close().await;
    }

    /// Concurrent writes of both kinds (statements on the calling thread, write transactions)
    /// take turns, all commit and are read back through the pool; their fsyncs are shared (fewer
    /// fsyncs than commits), and the WAL is checkpointed every `CHECKPOINT_EVERY` commits.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn both_kinds_of_write_take_turns_share_fsyncs_and_checkpoint() {
        let dir = tempfile::tempdir().unwrap();
        let db = sample_db(&dir).await;
        let writes = (0..CHECKPOINT_EVERY as i64 + 50).map(|n| {
            let db = db.clone();
            tokio::spawn(async move {
                let name = format!("n{n}");
                if n % 2 == 0 {
                    db.write_one(
                        "INSERT INTO t (name, count) VALUES ($1, $2)",
                        &[name.as_str().into(), n.into()],
                    )
                    .await
                    .unwrap();
                } else {
                    let mut tx = db.begin_write().await.unwrap();
                    sqlx::query("INSERT INTO t (name, count) VALUES ($1, $2)")
                        .bind(&name)
                        .bind(n)
                        .execute(&mut *tx)
                        .await
                        .unwrap();
                    tx.commit().await.unwrap();
                }
            })
        });
        for write in writes.collect::<Vec<_>>() {
            write.await.unwrap();
        }
        let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM t")
            .fetch_one(&db.pool)
            .await
            .unwrap();
        assert_eq!(count, CHECKPOINT_EVERY as i64 + 50);
        let writer = db.writer.as_ref().unwrap();
        assert_eq!(writer.committed.load(Ordering::SeqCst), CHECKPOINT_EVERY + 50);
        assert_eq!(writer.synced.load(Ordering::SeqCst), CHECKPOINT_EVERY + 50);
        let fsyncs = writer.fsyncs.load(Ordering::Relaxed);
        assert!((1..CHECKPOINT_EVERY + 50).contains(&fsyncs), "{fsyncs} fsyncs");
        assert!(writer.checkpointed.load(Ordering::Relaxed) >= CHECKPOINT_EVERY);
        for _ in 0..200 {
            if writer.checkpoints.load(Ordering::Relaxed) >= 1 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert!(
            writer.checkpoints.load(Ordering::Relaxed) >= 1,
            "no checkpoint finished"
        );
        db.close().await;
    }

    #[test]
    fn timestamps_format_as_rfc3339() {
        assert_eq!(ms_to_rfc3339(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(ms_to_rfc3339(1_767_225_600_120), "2026-01-01T00:00:00.120Z");
        assert_eq!(ms_to_rfc3339(1_767_225_600_123), "2026-01-01T00:00:00.123Z");
        // Same width, so the text order is the time order.
        assert!(ms_to_rfc3339(1_767_225_600_000) < ms_to_rfc3339(1_767_225_600_500));
    }

    #[test]
    fn placeholders_are_numbered_outside_literals() {
        assert_eq!(
            numbered("a = ? AND b LIKE ? ESCAPE '\\' AND c = '?'"),
            "a = $1 AND b LIKE $2 ESCAPE '\\' AND c = '?'"
        );
    }

    #[test]
    fn backend_follows_the_url_scheme() {
        assert_eq!(Backend::from_url("sqlite://x.db"), Backend::Sqlite);
        assert_eq!(Backend::from_url("postgres://localhost/x"), Backend::Postgres);
    }
}

#[cfg(test)]
mod migration_tests {
    /// Both backends must have the same migrations, step for step.
    #[test]
    fn backends_have_the_same_migration_steps() {
        let names = |dir: &str| {
            let mut v: Vec<String> = std::fs::read_dir(format!("{}/migrations/{dir}", env!("CARGO_MANIFEST_DIR")))
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            v.sort();
            v
        };
        assert_eq!(names("sqlite"), names("postgres"));
        assert!(!names("sqlite").is_empty());
    }
}
