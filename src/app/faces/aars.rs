//! `App`'s calls of `app::aars` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::aars::*;
use crate::app::access::Access;
use crate::app::App;
use crate::error::AppError;
use crate::rules::BattleId;

impl App {
    /// Writes (or rewrites) the reader's side's report of `battle`.
    pub async fn write_aar(
        &self,
        a: Access,
        battle: BattleId,
        body: String,
    ) -> Result<(), AppError> {
        self.run(move |c| write(c, &a, battle, &body)).await
    }

    /// Every after-action report of a campaign.
    pub async fn aars(&self, campaign: i64) -> Result<Vec<Aar>, AppError> {
        self.run(move |c| all_of(c, campaign)).await
    }
}
