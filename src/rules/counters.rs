//! The campaign's id counters (#40, item 9): units, battalions and battles
//! share `next_id`; drafts are counted per side (`draft_seq`), annotations
//! per side's layer. Each step is checked: a counter at the end of its
//! range refuses what would need another id, naming the counter, and never
//! wraps to reuse an id (`ids::step`). `problems` lists the counters a
//! scenario file sets below the ids it already holds.

use super::ids::{annotation_counter, draft_counter};
use super::state::CampaignState;
use super::types::Side;

/// Each counter set below an id the state already holds, as a scenario
/// file's problem ("state.draft_seq.axis: 2 is below draft 5 of that
/// side").
pub fn problems(s: &CampaignState) -> Vec<String> {
    let mut out = Vec::new();
    let shared = s
        .battalions
        .iter()
        .map(|b| b.id.get())
        .chain(s.units.iter().map(|u| u.id.get()))
        .chain(s.battles.iter().map(|b| b.id.get()))
        .max();
    if let Some(top) = shared.filter(|top| *top >= s.next_id) {
        out.push(format!(
            "state.next_id: {} is not above id {top}, which a battalion, unit or battle already has",
            s.next_id
        ));
    }
    for side in [Side::Allies, Side::Axis] {
        // The drafts in the state are the acting side's (R6.2).
        let drafts = s
            .drafts
            .iter()
            .filter(|_| s.side == side)
            .map(|d| d.id.get())
            .max();
        let seq = match side {
            Side::Allies => s.draft_seq.allies,
            Side::Axis => s.draft_seq.axis,
        };
        if let Some(top) = drafts.filter(|top| *top > seq) {
            out.push(format!(
                "state.{}: {seq} is below draft {top} of that side",
                draft_counter(side)
            ));
        }
        let drawn = s
            .annotations
            .items
            .iter()
            .filter(|a| a.side == side)
            .map(|a| a.id)
            .max();
        let last = match side {
            Side::Allies => s.annotations.last_allies,
            Side::Axis => s.annotations.last_axis,
        };
        if let Some(top) = drawn.filter(|top| *top > last) {
            out.push(format!(
                "state.{}: {last} is below annotation {top} of that side",
                annotation_counter(side)
            ));
        }
    }
    out
}
