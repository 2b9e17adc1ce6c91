//! The schema's migrations, embedded in the binary, one folder per backend
//! with the same names.

use super::{accounts, DbConn, DbPool};
use diesel::connection::SimpleConnection;
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

pub const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
pub const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/postgres");

/// Applies every pending migration of the pool's backend.
pub fn migrate(pool: &DbPool) -> anyhow::Result<usize> {
    let mut conn = pool.get()?;
    let applied = match &mut *conn {
        DbConn::Sqlite(c) => {
            // Table rebuilds in SQLite migrations need this off, outside a transaction.
            c.batch_execute("PRAGMA foreign_keys = OFF;")?;
            let n = c
                .run_pending_migrations(SQLITE_MIGRATIONS)
                .map_err(|e| anyhow::anyhow!("migration failed: {e}"))?
                .len();
            c.batch_execute("PRAGMA foreign_keys = ON;")?;
            n
        }
        DbConn::Postgresql(c) => c
            .run_pending_migrations(POSTGRES_MIGRATIONS)
            .map_err(|e| anyhow::anyhow!("migration failed: {e}"))?
            .len(),
    };
    accounts::hash_plain_calendar_tokens(&mut conn)?;
    Ok(applied)
}

/// Whether a migration of this binary is not applied yet (`/readyz`).
pub fn pending(conn: &mut DbConn) -> anyhow::Result<bool> {
    let pending = match conn {
        DbConn::Sqlite(c) => c.has_pending_migration(SQLITE_MIGRATIONS),
        DbConn::Postgresql(c) => c.has_pending_migration(POSTGRES_MIGRATIONS),
    };
    pending.map_err(|e| anyhow::anyhow!("reading the applied migrations: {e}"))
}
