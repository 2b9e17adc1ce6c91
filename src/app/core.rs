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
    /// Private to `app`: the faces read through `App`'s methods (#41).
    pub(super) pool: DbPool,
    pub catalog: Arc<Catalog>,
    pub mail: MailCtx,
    pub states: Arc<StateCache>,
    /// The bus that keeps open pages current (`live.rs`).
    pub live: Arc<Live>,
    /// The saved phases read lately (`story::SavedKept`).
    pub saved: Arc<super::story::SavedKept>,
}

impl Core {
    /// The core over `pool`, with empty caches.
    pub fn new(pool: DbPool, catalog: Arc<Catalog>, mail: MailCtx) -> Core {
        Core {
            pool,
            catalog,
            mail,
            states: Default::default(),
            live: Default::default(),
            saved: Default::default(),
        }
    }

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
