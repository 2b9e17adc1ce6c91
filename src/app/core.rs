//! What every change needs (the pool, the catalog, the mail context, the
//! parsed-state cache), shared with the writer thread.

use crate::app::catalog::Catalog;
use crate::app::live::Live;
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
    /// The bus that keeps open pages current (`live.rs`).
    pub live: Arc<Live>,
}

impl Core {
    pub fn parts(&self) -> Parts<'_> {
        Parts {
            catalog: &self.catalog,
            mail: &self.mail,
            states: &self.states,
            live: &self.live,
        }
    }
}

/// What one change reads besides its connection.
#[derive(Clone, Copy)]
pub struct Parts<'a> {
    pub catalog: &'a Catalog,
    pub mail: &'a MailCtx,
    pub states: &'a StateCache,
    pub live: &'a Live,
}
