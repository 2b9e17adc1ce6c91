//! `App`'s calls of `app::reports` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::reports::*;
use crate::app::App;
use crate::error::AppError;
use crate::rules::{Actor, CampaignState, Side};

impl App {
    /// What a turn report of `round`, `side` is drawn from (`gather`), as
    /// `reader` may read it, in `lang` (None: the campaign's language, for
    /// what goes to a forum); None when the turn has not been played.
    pub async fn turn_inputs(
        &self,
        id: i64,
        reader: Actor,
        live: std::sync::Arc<CampaignState>,
        (round, side): (u32, Side),
        lang: Option<crate::rules::say::Lang>,
    ) -> Result<Option<TurnInputs>, AppError> {
        self.run(move |c| gather(c, id, &reader, &live, (round, side), lang))
            .await
    }
}
