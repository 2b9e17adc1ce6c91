//! The connection: one enum over SQLite and PostgreSQL (diesel's
//! `MultiConnection`), the pool, and the write transaction that queues
//! SQLite's writers.

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::r2d2::{self, CustomizeConnection, ManageConnection, Pool, PooledConnection};
use std::path::Path;

/// Runs `$body` with `$c` bound to the backend's own connection rather
/// than through `MultiConnection`, which writes a query's SQL out again at
/// every execution (to collect its binds) even when the prepared statement
/// is kept. The reads every page makes go this way (the access statement
/// was a third of a kept page's cost, half of it building its SQL; #28):
/// on the backend's connection a query of a fixed shape finds its prepared
/// statement by its type alone.
macro_rules! on_backend {
    ($conn:expr, |$c:ident| $body:expr) => {
        match &mut *$conn {
            $crate::store::DbConn::Sqlite($c) => $body,
            $crate::store::DbConn::Postgresql($c) => $body,
        }
    };
}
pub(crate) use on_backend;

#[derive(diesel::MultiConnection)]
pub enum DbConn {
    Postgresql(diesel::pg::PgConnection),
    Sqlite(diesel::sqlite::SqliteConnection),
}

pub type DbPool = Pool<DbManager>;
pub type PooledConn = PooledConnection<DbManager>;

/// Which backend a URL names. Anything else is refused rather than silently
/// becoming a SQLite file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn from_url(url: &str) -> anyhow::Result<Backend> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else if url.starts_with("sqlite://") || url.starts_with("file:") {
            Ok(Backend::Sqlite)
        } else {
            anyhow::bail!("database.url must start with sqlite:// or postgres://")
        }
    }
}

/// `sqlite://data/x.sqlite3` -> `data/x.sqlite3`.
pub fn sqlite_path(url: &str) -> &str {
    url.strip_prefix("sqlite://").unwrap_or(url)
}

#[derive(Debug, Clone)]
pub struct DbManager {
    url: String,
    backend: Backend,
}

impl ManageConnection for DbManager {
    type Connection = DbConn;
    type Error = r2d2::Error;

    fn connect(&self) -> Result<DbConn, r2d2::Error> {
        match self.backend {
            Backend::Postgres => diesel::pg::PgConnection::establish(&self.url)
                .map(DbConn::Postgresql)
                .map_err(r2d2::Error::ConnectionError),
            Backend::Sqlite => diesel::sqlite::SqliteConnection::establish(sqlite_path(&self.url))
                .map(DbConn::Sqlite)
                .map_err(r2d2::Error::ConnectionError),
        }
    }

    /// Asked at every checkout. A PostgreSQL connection can break with the
    /// server (a restart, a network cut), so it is asked `SELECT 1`; a
    /// SQLite connection is a file this process holds open, which cannot
    /// go away under it, and the statement (parsed again each time, as
    /// `batch_execute` prepares nothing) was a tenth of a page's database
    /// work (#28).
    fn is_valid(&self, conn: &mut DbConn) -> Result<(), r2d2::Error> {
        match conn {
            DbConn::Sqlite(_) => Ok(()),
            DbConn::Postgresql(_) => conn
                .batch_execute("SELECT 1")
                .map_err(r2d2::Error::QueryError),
        }
    }

    fn has_broken(&self, _conn: &mut DbConn) -> bool {
        false
    }
}

/// Per-connection SQLite settings: busy timeout first, then WAL (diesel's
/// SqliteConnection docs), and foreign keys, which SQLite leaves off.
#[derive(Debug)]
struct ConnInit;

impl CustomizeConnection<DbConn, r2d2::Error> for ConnInit {
    fn on_acquire(&self, conn: &mut DbConn) -> Result<(), r2d2::Error> {
        if let DbConn::Sqlite(c) = conn {
            for pragma in [
                "PRAGMA busy_timeout = 10000;",
                "PRAGMA journal_mode = WAL;",
                "PRAGMA synchronous = NORMAL;",
                "PRAGMA foreign_keys = ON;",
                // 512 KiB of page cache per connection, not SQLite's 2 MiB:
                // campaign states are cached parsed (StateCache), so pages
                // hold only small rows, and every connection's cache counts
                // towards the server's memory.
                "PRAGMA cache_size = -512;",
            ] {
                c.batch_execute(pragma).map_err(r2d2::Error::QueryError)?;
            }
        }
        Ok(())
    }
}

/// Before the pool opens a SQLite database: its folder (0700 when new), the
/// file and its `-wal`/`-shm` readable by the owner only (0600; SQLite gives
/// the journal files the database file's mode), and WAL switched on once,
/// by one connection, so that the pool's first connections do not race for
/// the lock that switch takes ("database is locked" on a fresh database).
fn prepare_sqlite(path: &str) -> anyhow::Result<()> {
    let path = Path::new(path);
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        if !parent.exists() {
            private_dir(parent)?;
        }
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .mode(0o600)
            .open(path)?;
        for suffix in ["", "-wal", "-shm"] {
            let file = std::path::PathBuf::from(format!("{}{suffix}", path.display()));
            if file.exists() {
                std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600))?;
            }
        }
    }
    let mut c = diesel::SqliteConnection::establish(&path.to_string_lossy())?;
    c.batch_execute("PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL;")?;
    Ok(())
}

/// A folder only its owner may open (0700), created with its parents.
pub fn private_dir(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir)?;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
    }
    #[cfg(not(unix))]
    std::fs::create_dir_all(dir)
}

/// Opens the pool, preparing the SQLite files when needed.
pub fn connect(url: &str, size: u32) -> anyhow::Result<DbPool> {
    let backend = Backend::from_url(url)?;
    if backend == Backend::Sqlite {
        prepare_sqlite(sqlite_path(url))?;
    }
    let manager = DbManager {
        url: url.to_string(),
        backend,
    };
    let pool = Pool::builder()
        // At least two: the server's writer thread keeps one for itself.
        .max_size(size.max(2))
        // A request waits this long for a connection at most: when the
        // database is away, it answers 503 rather than hanging.
        .connection_timeout(std::time::Duration::from_secs(5))
        .connection_customizer(Box::new(ConnInit))
        .build(manager)?;
    Ok(pool)
}

/// SQLite has one writer at a time. Writers of this process queue here
/// rather than in SQLite's busy handler, which sleeps and retries (up to
/// 100 ms a turn): with 64 concurrent drafts that made the slowest wait
/// longer than a second while the database sat idle. One lock for the whole
/// process (tests open several databases in one process; their write
/// transactions are short, so sharing the queue costs them little).
static SQLITE_WRITER: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// This process's turn to write to SQLite (see `SQLITE_WRITER`).
pub fn sqlite_turn() -> std::sync::MutexGuard<'static, ()> {
    SQLITE_WRITER
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A write transaction begun by `begin_write`; on SQLite it holds this
/// process's writer turn until dropped.
pub struct WriteTurn {
    _turn: Option<std::sync::MutexGuard<'static, ()>>,
}

/// Begins a write transaction that the caller ends with COMMIT or ROLLBACK
/// (the writer thread's batches, with a savepoint per command). SQLite takes
/// the write lock up front; PostgreSQL callers lock their rows.
pub fn begin_write(conn: &mut DbConn) -> QueryResult<WriteTurn> {
    match conn {
        DbConn::Sqlite(_) => {
            let turn = sqlite_turn();
            conn.batch_execute("BEGIN IMMEDIATE")?;
            Ok(WriteTurn { _turn: Some(turn) })
        }
        DbConn::Postgresql(_) => {
            conn.batch_execute("BEGIN")?;
            Ok(WriteTurn { _turn: None })
        }
    }
}

/// Runs `f` in a write transaction. SQLite takes the write lock up front
/// (`BEGIN IMMEDIATE`) so that read-then-write never fails half way with
/// SQLITE_BUSY; PostgreSQL uses an ordinary transaction and callers lock rows.
/// Not reentrant on SQLite: `f` must not call `write_tx` again.
pub fn write_tx<T, E, F>(conn: &mut DbConn, f: F) -> Result<T, E>
where
    F: FnOnce(&mut DbConn) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    match conn {
        DbConn::Postgresql(_) => conn.transaction(f),
        DbConn::Sqlite(_) => {
            let _turn = sqlite_turn();
            conn.batch_execute("BEGIN IMMEDIATE")?;
            match f(conn) {
                Ok(v) => {
                    if let Err(e) = conn.batch_execute("COMMIT") {
                        let _ = conn.batch_execute("ROLLBACK");
                        return Err(e.into());
                    }
                    Ok(v)
                }
                Err(e) => {
                    let _ = conn.batch_execute("ROLLBACK");
                    Err(e)
                }
            }
        }
    }
}

/// Runs `f` in a write transaction that is always rolled back, and answers
/// what `f` answered: a dry run of a change (#25) decides and writes exactly
/// as the change would, and nothing of it stays.
pub fn rolled_back_tx<T, E, F>(conn: &mut DbConn, f: F) -> Result<T, E>
where
    F: FnOnce(&mut DbConn) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    match conn {
        DbConn::Postgresql(_) => {
            let mut out = None;
            let undone: Result<(), E> = conn.transaction(|c| {
                out = Some(f(c)?);
                Err(diesel::result::Error::RollbackTransaction.into())
            });
            match (out, undone) {
                (Some(v), _) => Ok(v),
                (None, Err(e)) => Err(e),
                (None, Ok(())) => Err(diesel::result::Error::RollbackTransaction.into()),
            }
        }
        DbConn::Sqlite(_) => {
            let _turn = sqlite_turn();
            conn.batch_execute("BEGIN IMMEDIATE")?;
            let out = f(conn);
            conn.batch_execute("ROLLBACK")?;
            out
        }
    }
}

/// A database round trip, for `/healthz`.
pub fn ping(conn: &mut DbConn) -> QueryResult<()> {
    conn.batch_execute("SELECT 1")
}

/// SQLite: a consistent online copy with `VACUUM INTO`.
/// SQLite's own check of the whole file ("ok" when sound); PostgreSQL keeps
/// its own pages sound and answers "ok".
pub fn integrity_check(conn: &mut DbConn) -> anyhow::Result<String> {
    #[derive(diesel::QueryableByName)]
    struct Row {
        #[diesel(sql_type = diesel::sql_types::Text)]
        integrity_check: String,
    }
    match conn {
        DbConn::Sqlite(c) => {
            let rows: Vec<Row> = diesel::sql_query("PRAGMA integrity_check").load(c)?;
            Ok(rows
                .into_iter()
                .map(|r| r.integrity_check)
                .collect::<Vec<_>>()
                .join("; "))
        }
        DbConn::Postgresql(_) => Ok("ok".into()),
    }
}

pub fn backup_sqlite(conn: &mut DbConn, to: &Path) -> anyhow::Result<()> {
    match conn {
        DbConn::Sqlite(c) => {
            let target = to.to_string_lossy().replace('\'', "''");
            c.batch_execute(&format!("VACUUM INTO '{target}'"))?;
            Ok(())
        }
        DbConn::Postgresql(_) => {
            anyhow::bail!("this database is PostgreSQL: back it up with pg_dump (see docs/OPERATIONS.md, 'On PostgreSQL')")
        }
    }
}

pub fn now() -> chrono::NaiveDateTime {
    chrono::Utc::now().naive_utc()
}
