//! What the writer sends the database (#45): its connection's statements
//! counted through diesel's instrumentation (each query started, and each
//! statement prepared for the cache, is a round trip on PostgreSQL), and
//! what it has committed, for `/metrics` and the tests.

use crate::store;
use std::sync::atomic::{AtomicU64, Ordering};

/// What this writer has committed: commands, and the statements it sent
/// for them (BEGIN and COMMIT included; on PostgreSQL each a round trip).
#[derive(Default)]
pub struct Stats {
    pub(super) commands: AtomicU64,
    pub(super) statements: AtomicU64,
    pub(super) batches: AtomicU64,
}

/// Counts the statements the writer's connection sends (diesel's
/// instrumentation: each query started, and each statement prepared for
/// the cache, is a round trip on PostgreSQL).
pub(super) struct Trips {
    count: std::sync::Arc<AtomicU64>,
    pub(super) backend: &'static str,
    pub(super) stats: std::sync::Arc<Stats>,
}

impl Trips {
    pub(super) fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    /// Starts counting `conn`'s statements.
    pub(super) fn on(conn: &mut store::DbConn, stats: std::sync::Arc<Stats>) -> Trips {
        use diesel::connection::{Connection, InstrumentationEvent};
        let count = std::sync::Arc::new(AtomicU64::new(0));
        let counted = count.clone();
        let counter = move |e: InstrumentationEvent<'_>| {
            if matches!(
                e,
                InstrumentationEvent::StartQuery { .. } | InstrumentationEvent::CacheQuery { .. }
            ) {
                counted.fetch_add(1, Ordering::Relaxed);
            }
        };
        let backend = match conn {
            store::DbConn::Sqlite(c) => {
                c.set_instrumentation(counter);
                "sqlite"
            }
            store::DbConn::Postgresql(c) => {
                c.set_instrumentation(counter);
                "postgres"
            }
        };
        Trips {
            count,
            backend,
            stats,
        }
    }

    /// Stops counting (the connection goes back to the pool).
    pub(super) fn off(conn: &mut store::DbConn) {
        use diesel::connection::{Connection, InstrumentationEvent};
        let nothing = |_: InstrumentationEvent<'_>| {};
        match conn {
            store::DbConn::Sqlite(c) => c.set_instrumentation(nothing),
            store::DbConn::Postgresql(c) => c.set_instrumentation(nothing),
        }
    }
}
