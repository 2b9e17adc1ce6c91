//! The campaign's story (#27): its statistics and its replay, read from
//! every saved phase and from the campaign now, each through one audience's
//! view (`rules::stats`, `rules::replay`), and from the history entries that
//! audience may read.

use crate::error::AppError;
use crate::rules::replay::{self, Replay, Viewpoint};
use crate::rules::stats::{self, Frame, Stats};
use crate::rules::view::view_for;
use crate::rules::{Audience, CampaignState, Event, Map};
use crate::store::history::{self, HistoryFilter};
use crate::store::DbConn;
use std::sync::Arc;

/// The saved phases of a campaign, oldest first: (label, the state at the
/// phase's end).
pub type Saved = Arc<Vec<(String, CampaignState)>>;

/// The most saved phases a story reads: 40 rounds of two turns of five
/// phases, far beyond any campaign's length.
const MAX_SAVED: usize = 400;

/// What names the saved phases now (`saved` reads them): a stamp that
/// changes when a phase is saved or undone, and with nothing else (#40: not
/// with the other side's hidden changes, as the campaign's version does).
pub fn saved_stamp(c: &mut DbConn, id: i64) -> Result<u64, AppError> {
    let (count, newest) = crate::store::snapshots::snapshots_stamp(c, id)?;
    let mut bytes = count.to_le_bytes().to_vec();
    bytes.extend_from_slice(&newest.unwrap_or(0).to_le_bytes());
    Ok(xxhash_rust::xxh3::xxh3_64(&bytes))
}

/// Every saved phase of campaign `id`.
pub fn saved(c: &mut DbConn, id: i64) -> Result<Saved, AppError> {
    let rows = crate::store::snapshots::snapshots_all(c, id)?;
    let mut out = Vec::with_capacity(rows.len().min(MAX_SAVED));
    for (label, json) in rows.into_iter().rev().take(MAX_SAVED).rev() {
        let s = crate::rules::upgrade::parse(&json, None)
            .map_err(|e| AppError::Internal(anyhow::anyhow!("saved phase {label}: {e}")))?;
        out.push((label, s));
    }
    Ok(Arc::new(out))
}

/// One audience's views of the saved phases and of the campaign now.
pub fn frames<'a>(
    saved: &'a [(String, CampaignState)],
    live: &'a CampaignState,
    map: &'a Map,
    who: Audience,
) -> Vec<Frame<'a>> {
    saved
        .iter()
        .map(|(label, s)| Frame {
            at: Some(label.clone()),
            view: view_for(s, map, who),
        })
        .chain(std::iter::once(Frame {
            at: None,
            view: view_for(live, map, who),
        }))
        .collect()
}

/// The statistics as audience `who` may know them.
pub fn stats_for(
    saved: &[(String, CampaignState)],
    live: &CampaignState,
    map: &Map,
    who: Audience,
) -> Stats {
    stats::stats(&frames(saved, live, map, who))
}

/// The statistics as audience `who` may know them, up to the end of
/// `side`'s turn of `round` (a turn report's, R12.6).
pub fn stats_until(
    saved: &[(String, CampaignState)],
    live: &CampaignState,
    map: &Map,
    who: Audience,
    round: u32,
    side: crate::rules::Side,
) -> Stats {
    let order = |r: u32, s: crate::rules::Side| (r, s == crate::rules::Side::Axis);
    let mut s = stats_for(saved, live, map, who);
    s.turns
        .retain(|t| order(t.round, t.side) <= order(round, side));
    s.battles
        .retain(|b| order(b.round, b.attacker) <= order(round, side));
    s
}

/// The kinds of entries a replay draws.
const REPLAYED: [&str; 5] = [
    "orders_committed",
    "reinforcement_placed",
    "control_changed",
    "battle_created",
    "result_entered",
];

/// The entries of the kinds a replay draws that audience `who` may read:
/// (the phase they were filed under, the event).
pub fn replay_entries(
    c: &mut DbConn,
    id: i64,
    who: Audience,
) -> Result<Vec<(String, Event)>, AppError> {
    let mut out = Vec::new();
    for kind in REPLAYED {
        let filter = HistoryFilter {
            round: None,
            kind: Some(kind.to_string()),
            before: None,
            limit: 100_000,
        };
        for row in history::read(c, id, who, &filter)? {
            let mut payload: serde_json::Value =
                serde_json::from_str(&row.payload).unwrap_or(serde_json::Value::Null);
            if let Some(o) = payload.as_object_mut() {
                o.insert("kind".into(), serde_json::Value::String(row.kind.clone()));
            }
            // An entry stored by an older release that no longer reads is
            // left out of the picture, not an error.
            if let Ok(event) = serde_json::from_value::<Event>(payload) {
                out.push((format!("{}.{}.{}", row.round, row.side, row.phase), event));
            }
        }
    }
    Ok(out)
}

/// The replay through `viewpoint`'s eyes, with the viewpoints the reader
/// (of audience `own`) may switch to.
pub fn replay_for(
    saved: &[(String, CampaignState)],
    live: &CampaignState,
    map: &Map,
    entries: &[(String, Event)],
    viewpoint: Viewpoint,
    own: Audience,
) -> Replay {
    let frames = frames(saved, live, map, viewpoint.audience());
    replay::replay(
        &frames,
        entries,
        viewpoint,
        replay::viewpoints(own, live.status),
    )
}

/// The saved phases read lately, per campaign, with their stamp.
#[derive(Default)]
pub struct SavedKept {
    kept: std::sync::Mutex<std::collections::HashMap<i64, (u64, Saved)>>,
}

/// Campaigns whose saved phases are kept at once.
const KEPT_CAMPAIGNS: usize = 64;

impl SavedKept {
    pub(crate) fn get(&self, id: i64, stamp: u64) -> Option<Saved> {
        let kept = self.kept.lock().ok()?;
        kept.get(&id)
            .filter(|(s, _)| *s == stamp)
            .map(|(_, v)| v.clone())
    }

    pub(crate) fn put(&self, id: i64, stamp: u64, saved: Saved) {
        if let Ok(mut kept) = self.kept.lock() {
            if kept.len() >= KEPT_CAMPAIGNS {
                kept.clear();
            }
            kept.insert(id, (stamp, saved));
        }
    }
}
