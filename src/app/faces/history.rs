//! `App`'s calls of `app::history` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::history::*;
use crate::app::App;
use crate::error::AppError;
use crate::rules::say::Lang;
use crate::rules::{Actor, Audience};

impl App {
    /// One page of the entries `viewer` may read, newest first.
    pub async fn history(
        &self,
        campaign_id: i64,
        viewer: Actor,
        filter: HistoryFilter,
        lang: Lang,
    ) -> Result<Vec<HistoryEntry>, AppError> {
        self.run(move |c| read(c, campaign_id, &viewer, &filter, lang))
            .await
    }

    /// The number of the newest entry `who` may read.
    pub async fn newest_entry(&self, campaign_id: i64, who: Audience) -> Result<i64, AppError> {
        self.run(move |c| newest_for(c, campaign_id, who)).await
    }
}

impl App {
    /// One page of the entries `viewer` may read with the history's
    /// facets (read again unless `kept` has them).
    pub async fn history_page(
        &self,
        campaign_id: i64,
        viewer: Actor,
        filter: HistoryFilter,
        kept: Option<Facets>,
        lang: Lang,
    ) -> Result<(Vec<HistoryEntry>, Facets), AppError> {
        self.run(move |c| {
            let events = read(c, campaign_id, &viewer, &filter, lang)?;
            let facets = match kept {
                Some(f) => f,
                None => all_facets(c, campaign_id, &viewer)?,
            };
            Ok((events, facets))
        })
        .await
    }
}
