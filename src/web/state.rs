//! What every handler reaches: the shell (`app`), the settings, the trusted
//! proxies, the sign-in limits and the rendered-page caches.

use crate::app::campaigns::Member;
use crate::app::catalog::Catalog;
use crate::app::App;
use crate::config::Settings;
use crate::error::AppError;
use crate::web::auth::{limits, recent};
use crate::web::http::client;
use crate::web::http::fragments;
use actix_web::web;
use std::sync::Arc;

/// What every handler reaches: the shell (`app`: pool, catalog, mail, state
/// cache, writer), the settings, the trusted proxies, the sign-in limits and
/// the rendered-page caches.
pub struct AppState {
    pub app: App,
    pub settings: Settings,
    pub proxies: client::Proxies,
    pub limits: limits::SignInLimits,
    pub fragments: Arc<fragments::Fragments>,
    /// Whole pages per reader for a few seconds (`http::pages`).
    pub pages: Arc<crate::web::http::pages::Pages>,
    /// Battle sheets and their BBCode by campaign version
    /// (`drawn::sheet_for`).
    pub sheets: Arc<fragments::Fragments<Arc<(crate::render::sheet::Sheet, String)>>>,
    /// Map pictures by campaign version, audience and phase
    /// (`campaign::report::map_png`), and the slots for drawing them.
    pub pngs: Arc<fragments::Fragments<Arc<[u8]>>>,
    pub png_gate: Arc<tokio::sync::Semaphore>,
    /// The animated map's frames, each kept by what it shows
    /// (`render::animation::Frames`).
    pub gif_frames: Arc<crate::render::animation::Frames>,
    /// Password hashing slots (`security.max_concurrent_hashes`): each
    /// argon2id hash holds 19 MiB while it runs.
    pub hash_gate: Arc<tokio::sync::Semaphore>,
    /// Each viewer's actions by campaign version (`pages::campaign::actions_of`).
    pub actions_cache: Arc<ActionsCache>,
    /// Bearer tokens and sessions seen lately, confirmed by each request
    /// that uses them (`kept`).
    pub tokens: Arc<recent::Tokens>,
    pub kept_sessions: Arc<recent::Sessions>,
    /// Access reads shared by one member's open event streams.
    pub flights: Arc<crate::app::streams::Flights>,
    /// What this instance drew, by kind (`http::renders`).
    pub renders: Arc<crate::web::http::renders::Renders>,
}

/// (campaign, what the viewer sees, viewer) -> the viewer's actions.
pub type ActionsCache = std::sync::Mutex<lru::LruCache<(i64, u64, i64), ActionsEntry>>;

/// A viewer's actions and when they were computed.
/// The cell is shared by every request that asks while it is computed, so
/// that many readers arriving at once compute it once.
pub type ActionsEntry = (
    std::time::Instant,
    Arc<tokio::sync::OnceCell<Arc<ViewerMoves>>>,
);

/// What one viewer may do at one campaign version, and what the map page
/// derives from it (the odds preview per destination), computed once.
pub struct ViewerMoves {
    pub actions: crate::rules::Actions,
    /// The campaign's members at that version.
    pub members: Vec<Member>,
    /// The map page's order data block (`pages::campaign::map_orders::json_block`),
    /// one per reader's language (its words are the reader's), by
    /// `Lang as usize`.
    pub map_orders: [std::sync::OnceLock<Option<Arc<str>>>; 4],
}

impl AppState {
    /// The maps, orders of battle and QB map catalogue.
    pub fn catalog(&self) -> &Arc<Catalog> {
        &self.app.core.catalog
    }
}

/// Waits for a password hashing slot; hold it while hashing.
pub async fn hash_slot(
    state: &web::Data<AppState>,
) -> Result<tokio::sync::OwnedSemaphorePermit, AppError> {
    state
        .hash_gate
        .clone()
        .acquire_owned()
        .await
        .map_err(|_| AppError::Internal(anyhow::anyhow!("the hashing gate is closed")))
}
