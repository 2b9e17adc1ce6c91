//! `App`'s calls of `app::story` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::story::*;
use crate::app::App;
use crate::error::AppError;
use crate::rules::replay::{Replay, Viewpoint};
use crate::rules::stats::Stats;
use crate::rules::{Audience, Event};

impl App {
    /// The saved phases of campaign `id` and their stamp (`saved_stamp`),
    /// read again only when a phase was saved or undone.
    pub async fn saved(&self, id: i64) -> Result<(Saved, u64), AppError> {
        let kept = self.core.saved.clone();
        self.run(move |c| {
            let stamp = saved_stamp(c, id)?;
            if let Some(s) = kept.get(id, stamp) {
                return Ok((s, stamp));
            }
            let saved = saved(c, id)?;
            kept.put(id, stamp, saved.clone());
            Ok((saved, stamp))
        })
        .await
    }

    /// The history entries the replay through `who` draws
    /// (`replay_entries`).
    pub async fn replay_entries(
        &self,
        id: i64,
        who: Audience,
    ) -> Result<Vec<(String, Event)>, AppError> {
        self.run(move |c| replay_entries(c, id, who)).await
    }

    /// What the replay's GIF through `who` is drawn from, as stamps: the
    /// saved phases' and the newest entry `who` may read.
    pub async fn story_stamps(&self, id: i64, who: Audience) -> Result<(u64, i64), AppError> {
        self.run(move |c| {
            Ok((
                saved_stamp(c, id)?,
                crate::app::history::newest_for(c, id, who)?,
            ))
        })
        .await
    }

    /// The reader's statistics, counted from their own views.
    pub async fn stats(&self, a: &crate::app::access::Access) -> Result<Stats, AppError> {
        let (saved, _) = self.saved(a.id()).await?;
        let map = a.map(&self.core.catalog)?;
        Ok(stats_for(&saved, &a.state, map, Audience::of(&a.actor())))
    }

    /// The replay through `v`'s eyes, with the saved phases it was drawn
    /// from.
    pub async fn replay(
        &self,
        a: &crate::app::access::Access,
        v: Viewpoint,
    ) -> Result<(Saved, Replay), AppError> {
        let (saved, _) = self.saved(a.id()).await?;
        let entries = self.replay_entries(a.id(), v.audience()).await?;
        let map = a.map(&self.core.catalog)?;
        let r = replay_for(&saved, &a.state, map, &entries, v, Audience::of(&a.actor()));
        Ok((saved, r))
    }
}
