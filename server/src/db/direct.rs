//! SQLite statements on the calling thread.
//!
//! sqlx runs each SQLite connection on a thread of its own, so every statement is a round trip
//! to that thread: on a busy core, several task switches that cost more than the statement
//! itself (a profile with its bests is read from the page cache in tens of microseconds). The
//! hot reads and single-statement writes come here instead and run on the thread that asks:
//! reads on connections of their own that can only read, writes on one connection used only
//! during the writer's turn (see `Writer`). Rows come back as sqlx's `AnyRow`, the values the
//! `Any` driver gives, so a struct's one `FromRow` decodes both this and the PostgreSQL path.

use std::{borrow::Cow, sync::Arc, sync::Mutex};

use rusqlite::{types::ValueRef, OpenFlags};
use sqlx_core::any::{AnyColumn, AnyRow, AnyTypeInfo, AnyTypeInfoKind, AnyValue, AnyValueKind};
use sqlx_core::ext::ustr::UStr;

use super::{SqlValue, LOCK_WAIT_MS};

/// Connections to one SQLite file: read-only ones, each used by one thread at a time, and the
/// one that writes.
#[derive(Debug)]
pub(super) struct Direct {
    path: String,
    idle: Mutex<Vec<rusqlite::Connection>>,
    writer: Mutex<Option<rusqlite::Connection>>,
}

/// Statements each connection keeps prepared (the hot reads are a handful).
const PREPARED_KEPT: usize = 32;

impl Direct {
    pub(super) fn new(path: &str) -> Direct {
        Direct {
            path: path.to_owned(),
            idle: Mutex::new(Vec::new()),
            writer: Mutex::new(None),
        }
    }

    /// The first row of `sql` with `params` (`$1` is `params[0]`), as an `AnyRow`.
    pub(super) fn first_row(&self, sql: &str, params: &[SqlValue<'_>]) -> Result<Option<AnyRow>, sqlx::Error> {
        let conn = match self.idle.lock().map(|mut idle| idle.pop()) {
            Ok(Some(conn)) => conn,
            _ => self.open_reader().map_err(database_error)?,
        };
        let row = first_row(&conn, sql, params).map_err(database_error);
        // A connection is in use on one thread at a time, so at most as many are open as
        // threads read at once.
        if let Ok(mut idle) = self.idle.lock() {
            idle.push(conn);
        }
        row
    }

    /// Runs one write statement as a transaction of its own, committed without waiting for the
    /// disk (the caller holds the writer's turn and then waits for `Writer::durable`); the rows
    /// it changed.
    pub(super) fn execute(&self, sql: &str, params: &[SqlValue<'_>]) -> Result<u64, sqlx::Error> {
        self.with_writer(|conn| Ok(execute(conn, sql, params).map_err(database_error)? as u64))
    }

    /// Runs `work` as one IMMEDIATE transaction on the writing connection, committed without
    /// waiting for the disk (the caller holds the writer's turn and then waits for
    /// `Writer::durable` if it wrote: the second value); rolled back if `work` fails. Its reads
    /// see what it wrote, from the page cache of the one connection that writes, which no
    /// other writer keeps resetting (a reading connection's cache is dropped at every commit).
    pub(super) fn transaction<T>(
        &self,
        work: impl FnOnce(&DirectTx<'_>) -> Result<T, sqlx::Error>,
    ) -> Result<(T, bool), sqlx::Error> {
        self.with_writer(|conn| {
            let control = |sql| execute(conn, sql, &[]).map_err(database_error);
            control("BEGIN IMMEDIATE")?;
            let before = conn.total_changes();
            match work(&DirectTx { conn }) {
                Ok(done) => match control("COMMIT") {
                    Ok(_) => Ok((done, conn.total_changes() != before)),
                    Err(error) => {
                        control("ROLLBACK")?;
                        Err(error)
                    }
                },
                Err(error) => {
                    control("ROLLBACK")?;
                    Err(error)
                }
            }
        })
    }

    fn with_writer<T>(
        &self,
        work: impl FnOnce(&rusqlite::Connection) -> Result<T, sqlx::Error>,
    ) -> Result<T, sqlx::Error> {
        let mut writer = self.writer.lock().map_err(|_| sqlx::Error::PoolClosed)?;
        if writer.is_none() {
            *writer = Some(self.open_writer().map_err(database_error)?);
        }
        work(writer.as_ref().ok_or(sqlx::Error::PoolClosed)?)
    }

    fn open_reader(&self) -> rusqlite::Result<rusqlite::Connection> {
        let conn = self.open()?;
        // These connections only read; SQLite refuses any write made on them.
        conn.pragma_update(None, "query_only", true)?;
        Ok(conn)
    }

    /// Closes the idle connections (the last connection to close checkpoints the WAL).
    pub(super) fn close(&self) {
        if let Ok(mut idle) = self.idle.lock() {
            idle.clear();
        }
        if let Ok(mut writer) = self.writer.lock() {
            *writer = None;
        }
    }

    fn open_writer(&self) -> rusqlite::Result<rusqlite::Connection> {
        let conn = self.open()?;
        // Busy means a write outside the writer's turn holds the lock: the caller waits for it
        // elsewhere rather than block this thread.
        conn.busy_timeout(std::time::Duration::ZERO)?;
        conn.pragma_update(None, "foreign_keys", true)?;
        // Durability comes from the WAL fsync after each commit (`Writer::durable`).
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        // A checkpoint copies pages and syncs the database file: `Writer` runs it on a thread of
        // its own, never on the thread that writes here.
        conn.pragma_update(None, "wal_autocheckpoint", 0)?;
        Ok(conn)
    }

    fn open(&self) -> rusqlite::Result<rusqlite::Connection> {
        let conn = rusqlite::Connection::open_with_flags(
            &self.path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(std::time::Duration::from_millis(LOCK_WAIT_MS))?;
        conn.set_prepared_statement_cache_capacity(PREPARED_KEPT);
        Ok(conn)
    }
}

/// A transaction of [`Direct::transaction`]: statements on the writing connection.
pub struct DirectTx<'c> {
    conn: &'c rusqlite::Connection,
}

impl DirectTx<'_> {
    /// The first row of `sql` with `params`, as [`Direct::first_row`] gives it.
    pub fn read_row(&self, sql: &str, params: &[SqlValue<'_>]) -> Result<Option<AnyRow>, sqlx::Error> {
        first_row(self.conn, sql, params).map_err(database_error)
    }

    /// Runs one statement; the rows it changed.
    pub fn execute(&self, sql: &str, params: &[SqlValue<'_>]) -> Result<u64, sqlx::Error> {
        Ok(execute(self.conn, sql, params).map_err(database_error)? as u64)
    }
}

fn execute(conn: &rusqlite::Connection, sql: &str, params: &[SqlValue<'_>]) -> rusqlite::Result<usize> {
    let mut statement = conn.prepare_cached(sql)?;
    bind(&mut statement, params)?;
    statement.raw_execute()
}

/// Copies what the WAL holds into the database file, as far as readers allow, without waiting
/// for them; on a connection of its own, opened for the occasion.
pub(super) fn checkpoint(path: &str) -> rusqlite::Result<()> {
    let conn = rusqlite::Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_WRITE)?;
    conn.busy_timeout(std::time::Duration::from_millis(LOCK_WAIT_MS))?;
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))
}

fn bind(statement: &mut rusqlite::CachedStatement<'_>, params: &[SqlValue<'_>]) -> rusqlite::Result<()> {
    for index in 1..=statement.parameter_count() {
        // `$N` placeholders are named parameters to SQLite, numbered in order of appearance.
        let number = statement
            .parameter_name(index)
            .and_then(|name| name.strip_prefix('$'))
            .and_then(|number| number.parse::<usize>().ok())
            .ok_or(rusqlite::Error::InvalidParameterCount(index, params.len()))?;
        match params.get(number.wrapping_sub(1)) {
            Some(SqlValue::Text(text)) => statement.raw_bind_parameter(index, *text)?,
            Some(SqlValue::Int(number)) => statement.raw_bind_parameter(index, *number)?,
            Some(SqlValue::Real(number)) => statement.raw_bind_parameter(index, *number)?,
            None => return Err(rusqlite::Error::InvalidParameterCount(number, params.len())),
        }
    }
    Ok(())
}

fn first_row(conn: &rusqlite::Connection, sql: &str, params: &[SqlValue<'_>]) -> rusqlite::Result<Option<AnyRow>> {
    let mut statement = conn.prepare_cached(sql)?;
    bind(&mut statement, params)?;
    let columns: Vec<(UStr, usize)> = statement
        .column_names()
        .into_iter()
        .enumerate()
        .map(|(ordinal, name)| (UStr::new(name), ordinal))
        .collect();
    let mut rows = statement.raw_query();
    let Some(row) = rows.next()? else {
        return Ok(None);
    };
    let mut any = AnyRow {
        column_names: Arc::new(columns.iter().cloned().collect()),
        columns: Vec::with_capacity(columns.len()),
        values: Vec::with_capacity(columns.len()),
    };
    for (name, ordinal) in columns {
        // The kinds the `Any` driver gives SQLite's storage classes.
        let (kind, value) = match row.get_ref(ordinal)? {
            ValueRef::Null => (AnyTypeInfoKind::Null, AnyValueKind::Null(AnyTypeInfoKind::Null)),
            ValueRef::Integer(number) => (AnyTypeInfoKind::BigInt, AnyValueKind::BigInt(number)),
            ValueRef::Real(number) => (AnyTypeInfoKind::Double, AnyValueKind::Double(number)),
            ValueRef::Text(text) => (
                AnyTypeInfoKind::Text,
                AnyValueKind::Text(Cow::Owned(String::from_utf8_lossy(text).into_owned())),
            ),
            ValueRef::Blob(bytes) => (AnyTypeInfoKind::Blob, AnyValueKind::Blob(Cow::Owned(bytes.to_vec()))),
        };
        any.columns.push(AnyColumn {
            ordinal,
            name,
            type_info: AnyTypeInfo { kind },
        });
        any.values.push(AnyValue { kind: value });
    }
    Ok(Some(any))
}

/// A SQLite error as sqlx reports one, with its extended code, so `is_contention` and the
/// error handling see the same thing from either path.
#[derive(Debug)]
struct DirectError {
    code: String,
    message: String,
}

impl std::fmt::Display for DirectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for DirectError {}

impl sqlx::error::DatabaseError for DirectError {
    fn message(&self) -> &str {
        &self.message
    }

    fn code(&self) -> Option<Cow<'_, str>> {
        Some(Cow::Borrowed(&self.code))
    }

    fn as_error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn as_error_mut(&mut self) -> &mut (dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn into_error(self: Box<Self>) -> Box<dyn std::error::Error + Send + Sync + 'static> {
        self
    }

    fn kind(&self) -> sqlx::error::ErrorKind {
        sqlx::error::ErrorKind::Other
    }
}

/// A database error that carries `code` as a driver reports one: for tests of how errors are
/// answered, without a database that fails on cue.
#[cfg(test)]
pub(crate) fn coded_error(code: &str) -> sqlx::Error {
    sqlx::Error::Database(Box::new(DirectError {
        code: code.to_owned(),
        message: format!("database error {code}"),
    }))
}

fn database_error(error: rusqlite::Error) -> sqlx::Error {
    let code = match &error {
        rusqlite::Error::SqliteFailure(failure, _) => failure.extended_code,
        _ => rusqlite::ffi::SQLITE_ERROR,
    };
    sqlx::Error::Database(Box::new(DirectError {
        code: code.to_string(),
        message: error.to_string(),
    }))
}
