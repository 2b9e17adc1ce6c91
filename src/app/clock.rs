//! The campaign clock (#26, R5.7, R5.11, R1.5): every
//! `server.clock_seconds` it finds the campaigns with work due
//! (`campaigns.clock_at`: a deadline, a battle's due date, an absence's
//! end) and does it through the one change path (`execute::clock_in`), as
//! a recorded command whose cause it names.
//!
//! Exactly once: the command names the deadline it processes, and the
//! rules refuse it once that is no longer the phase's deadline. Two
//! instances on one PostgreSQL both try; the campaign's row lock orders
//! them and the second is refused, writing nothing. A deadline that
//! passed while the server was down is processed on the first pass.

use super::core::Core;
use crate::error::AppError;
use crate::store::campaigns as cstore;
use chrono::Utc;
use std::time::Duration;

/// What one pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pass {
    /// Deadlines processed (a change recorded).
    pub processed: usize,
    /// Deadlines another instance, or an earlier pass, had processed.
    pub skipped: usize,
}

/// Starts the clock on the current runtime: a pass at once (deadlines
/// missed while down), then one every `every`.
pub fn spawn(core: Core, every: Duration) {
    tokio::spawn(async move {
        let c = core.clone();
        let refreshed = tokio::task::spawn_blocking(move || -> anyhow::Result<usize> {
            let mut conn = c.pool.get()?;
            cstore::refresh_clocks(&mut conn, &c.states)
        })
        .await;
        if let Ok(Err(e)) = refreshed {
            tracing::warn!(error = %e, "clock refresh");
        }
        loop {
            let c = core.clone();
            match tokio::task::spawn_blocking(move || tick(&c)).await {
                Ok(Ok(p)) if p.processed > 0 => {
                    tracing::info!(processed = p.processed, skipped = p.skipped, "clock pass");
                }
                Ok(Ok(_)) => {}
                Ok(Err(e)) => tracing::warn!(error = %e, "clock pass"),
                Err(e) => tracing::warn!(error = %e, "clock pass panicked"),
            }
            tokio::time::sleep(every).await;
        }
    });
}

/// One pass: every campaign whose deadline has passed (tests, the CLI).
pub fn tick(core: &Core) -> anyhow::Result<Pass> {
    let mut conn = core.pool.get()?;
    let now = Utc::now();
    let due = cstore::due_clocks(&mut conn, now.naive_utc(), 100)?;
    let mut pass = Pass::default();
    for (campaign_id, _) in due {
        match super::execute::clock_in(&mut conn, &core.parts(), campaign_id) {
            Ok(_) => pass.processed += 1,
            Err(AppError::Rule(r)) => {
                tracing::debug!(campaign_id, rule = %r.rule, "deadline already processed");
                pass.skipped += 1;
            }
            Err(e) => tracing::warn!(campaign_id, error = %e, "deadline not processed"),
        }
    }
    Ok(pass)
}
