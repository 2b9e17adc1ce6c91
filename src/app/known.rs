//! What one write transaction already knows of the campaigns it changed
//! (`execute::change_in` reads and fills it; the writer carries it through
//! a batch).

use crate::error::AppError;
use crate::store::accounts;
use crate::store::campaigns as cstore;
use crate::store::history::Numbers;
use crate::store::DbConn;

/// What a transaction already knows of the campaigns it changed: their
/// version (their row is locked by it), members and newest history numbers.
/// The writer's batch carries it from one command to the next, so that a
/// batch of drafts in one campaign reads each of these once, not once per
/// command (each is a round trip on PostgreSQL).
#[derive(Default)]
pub struct Known {
    pub(super) campaigns: std::collections::HashMap<i64, KnownCampaign>,
    /// Kept tokens (`web::tokens`) this transaction found still valid.
    tokens: std::collections::HashSet<i64>,
    /// A dry run: the transaction is rolled back, and what it prepares
    /// must not look anything up that its answer would reveal (#40: an
    /// account's existence).
    pub(super) dry_run: bool,
    /// How many changes began writing (`execute::change_by` counts one as
    /// it saves): a command refused with this unchanged wrote nothing, so
    /// the writer needs no savepoint to take it back.
    pub(super) saves: u64,
}

impl Known {
    /// What a dry run's transaction knows: nothing yet, and that it is one.
    pub fn dry_run() -> Known {
        Known {
            dry_run: true,
            ..Known::default()
        }
    }
}

pub(super) struct KnownCampaign {
    pub(super) version: i64,
    pub(super) members: Vec<cstore::Member>,
    /// Once this transaction wrote the newest entry.
    pub(super) numbers: Option<Numbers>,
}

impl Known {
    /// Confirms, once per transaction, that the kept token `token_id`
    /// (`web::tokens`) still belongs to `user_id`: a change made with a
    /// token revoked meanwhile is refused (401) and writes nothing.
    pub fn confirm_token(
        &mut self,
        c: &mut DbConn,
        token_id: i64,
        user_id: i64,
    ) -> Result<(), AppError> {
        if self.tokens.contains(&token_id) {
            return Ok(());
        }
        accounts::token_user(c, token_id, user_id)?.ok_or(AppError::Unauthorized)?;
        self.tokens.insert(token_id);
        Ok(())
    }

    /// After a command was rolled back: what it had learned is void.
    pub fn forget(&mut self, campaign_id: i64) {
        self.campaigns.remove(&campaign_id);
    }
}
