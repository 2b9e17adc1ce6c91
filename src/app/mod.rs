//! The imperative shell between the faces (web pages, JSON API, CLI, demo)
//! and the rules: it holds the pool, the catalog, the mail context, the
//! state cache and the writer; it loads a member's access to a campaign and
//! runs commands in one transaction each. It knows no HTTP framework.

pub mod aars;
pub mod access;
pub mod calendar;
pub mod campaigns;
pub mod execute;
pub mod files;
pub mod history;
pub mod messages;
pub mod passwords;
pub mod reports;
pub mod webhooks;
pub mod writer;

use crate::catalog::Catalog;
use crate::mail::notify::MailCtx;
use crate::store::campaigns::StateCache;
use crate::store::DbPool;
use std::sync::Arc;

/// What every change needs, shared with the writer thread.
#[derive(Clone)]
pub struct Core {
    pub pool: DbPool,
    pub catalog: Arc<Catalog>,
    pub mail: MailCtx,
    pub states: Arc<StateCache>,
}

impl Core {
    pub fn parts(&self) -> Parts<'_> {
        Parts {
            catalog: &self.catalog,
            mail: &self.mail,
            states: &self.states,
        }
    }
}

/// What one change reads besides its connection.
#[derive(Clone, Copy)]
pub struct Parts<'a> {
    pub catalog: &'a Catalog,
    pub mail: &'a MailCtx,
    pub states: &'a StateCache,
}

/// The shell: the core, and the batching writer of campaign commands (None:
/// one transaction per command on a pooled connection, as the CLI does).
#[derive(Clone)]
pub struct App {
    pub core: Core,
    pub writer: Option<Arc<writer::Writer>>,
}

impl std::ops::Deref for App {
    type Target = Core;
    fn deref(&self) -> &Core {
        &self.core
    }
}

impl App {
    /// The shell with its writer thread started.
    pub fn start(core: Core) -> std::io::Result<App> {
        let writer = writer::Writer::start(core.clone())?;
        Ok(App {
            core,
            writer: Some(Arc::new(writer)),
        })
    }
}
