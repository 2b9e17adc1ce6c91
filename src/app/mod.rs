//! The imperative shell between the faces (web pages, JSON API, CLI, demo)
//! and the rules: it holds the pool, the catalog, the mail context, the
//! state cache and the writer; it loads a member's access to a campaign and
//! runs commands in one transaction each. It knows no HTTP framework.

/// Declares a record the faces read, copied field by field from the
/// store's row of the same name: no face reaches a type of the store's
/// (#41), and the store's rows stay the store's.
macro_rules! record {
    ($(#[$m:meta])* pub struct $name:ident from $row:path {
        $($(#[$fm:meta])* pub $f:ident: $t:ty,)*
    }) => {
        $(#[$m])*
        pub struct $name {
            $($(#[$fm])* pub $f: $t,)*
        }

        impl From<$row> for $name {
            fn from(r: $row) -> $name {
                $name { $($f: r.$f.into(),)* }
            }
        }
    };
}

pub mod aars;
pub mod access;
pub mod accounts;
pub mod calendar;
pub mod campaigns;
pub mod catalog;
pub mod clock;
pub mod core;
pub mod deliveries;
pub mod demo;
pub mod execute;
mod faces;
pub mod file_backup;
pub mod files;
pub mod health;
pub mod history;
pub mod intake;
pub mod known;
pub mod live;
pub mod mail;
pub mod members;
pub mod messages;
pub mod notes;
pub mod notices;
pub mod passwords;
mod persist;
mod prepare;
pub mod read;
pub mod reports;
mod round_trips;
pub mod scenario;
pub mod sessions;
pub mod story;
pub mod streams;
pub mod webhooks;
pub mod writer;

use crate::error::AppError;
use std::sync::Arc;

pub use self::core::{Core, Parts};

/// The shell: the core, and the batching writer of campaign commands (None:
/// one transaction per command on a pooled connection, as the CLI does).
#[derive(Clone)]
pub struct App {
    pub core: Core,
    pub writer: Option<Arc<writer::Writer>>,
    /// When each outbox worker last finished a pass (`/readyz`).
    pub beats: Arc<health::Beats>,
}

/// What a page reads for an access besides it, in the same trip to the
/// pool: a read of `app`'s rooms (the faces cannot hold a connection).
pub trait AccessRead<T>:
    FnOnce(&mut Conn, &access::Access) -> Result<T, AppError> + Send + 'static
{
}

impl<T, F> AccessRead<T> for F where
    F: FnOnce(&mut Conn, &access::Access) -> Result<T, AppError> + Send + 'static
{
}

/// A database connection, as `App::run` lends it to the shell's functions:
/// private to `app`, so that no face reads the database itself (#41).
pub(in crate::app) type Conn = crate::store::DbConn;

impl App {
    /// Whether every part can serve (`/readyz`).
    pub async fn readiness(&self) -> health::Readiness {
        let db = self.run(health::check_database).await;
        let writer = self.writer.as_ref().is_some_and(|w| w.alive());
        health::readiness(db, writer, &self.beats)
    }

    /// Sets the gauges a scrape reads (`/metrics`).
    pub async fn gauges(&self) -> Result<(), AppError> {
        let counts = self.run(|c| Ok(crate::store::outbox::counts(c)?)).await?;
        health::gauges(counts, self.core.pool.state());
        Ok(())
    }

    /// Runs blocking database work (a function of this module's rooms) on a
    /// pooled connection, off the async threads. Private to `app`: the
    /// faces call its named methods, each a read or change of its own.
    pub(in crate::app) async fn run<T, F>(&self, f: F) -> Result<T, AppError>
    where
        F: FnOnce(&mut Conn) -> Result<T, AppError> + Send + 'static,
        T: Send + 'static,
    {
        let pool = self.core.pool.clone();
        tokio::task::spawn_blocking(move || {
            let mut conn = pool.get()?;
            f(&mut conn)
        })
        .await
        .map_err(|e| AppError::Internal(anyhow::anyhow!("a blocking task failed: {e}")))?
    }

    /// The shell with its writer thread started.
    pub fn start(core: Core) -> std::io::Result<App> {
        let writer = writer::Writer::start(core.clone())?;
        Ok(App {
            core,
            writer: Some(Arc::new(writer)),
            beats: Default::default(),
        })
    }
}
