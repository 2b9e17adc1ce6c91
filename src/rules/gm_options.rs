//! What the game master may do and should know before advancing: what
//! blocks the phase, what a forced advance does, the battles waiting for
//! their result, notes and the members' requests (R5, R7.5, R10).

use super::choices::{open_now, placements};
use super::ctx::Ctx;
use super::ids::BattleId;
use super::phases::{blockers, Blocker};
use super::types::Phase;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct GmOptions {
    /// Whether the phase may advance without forcing.
    pub can_advance: bool,
    /// What blocks it: forceable ones get a default when forced.
    pub blockers: Vec<Blocker>,
    /// What a forced advance would do.
    pub forced: Vec<String>,
    /// Battles waiting for their result (R7.5): an advance cannot skip them.
    pub awaiting_result: Vec<BattleId>,
    /// Battles whose result may be entered, or corrected, now (R7.5):
    /// defenders chosen, no casualties chosen yet.
    pub results: Vec<BattleId>,
    /// Things worth knowing before advancing.
    pub notes: Vec<String>,
    /// Members' requests waiting on the GM's answer (R1.6, R5.10).
    pub requests: Vec<super::requests::Request>,
}

pub fn gm_options(c: &Ctx) -> Option<GmOptions> {
    if !c.actor.gm {
        return None;
    }
    let s = &c.state;
    let bl = blockers(s);
    let forced = bl
        .iter()
        .filter(|b| b.forceable)
        .map(|b| format!("{}: the default applies", b.message))
        .collect();
    let awaiting_result = open_now(c)
        .filter(|b| s.phase == Phase::CombatResolution && b.result.is_none())
        .map(|b| b.id)
        .collect();
    let results = open_now(c)
        .filter(|b| s.phase == Phase::CombatResolution && b.defender_units.is_some())
        .filter(|b| b.attacker_casualties.is_none() && b.defender_casualties.is_none())
        .map(|b| b.id)
        .collect();
    let mut notes = Vec::new();
    let moving = matches!(s.phase, Phase::CombatMove | Phase::NonCombatMove);
    if moving && s.drafts.is_empty() && s.turn.phase_acts.is_empty() {
        notes.push(format!(
            "The {} side has drafted nothing yet: advancing now skips their {}.",
            s.side.label(),
            s.phase.label().to_lowercase()
        ));
    }
    // Reinforcements that may be placed now wait on the High Commander
    // (found in play: the GM read "nothing blocks" and did not know),
    // counted as his to-do counts them (a battalion, or one gun, each).
    let unplaced = placements(c)
        .iter()
        .filter(|p| !p.destinations.is_empty())
        .count();
    if s.phase == Phase::Reinforcements && unplaced > 0 {
        notes.push(format!(
            "The {} High Commander has {} to place: advancing now leaves {} in the reinforcement box until the next round (R10).",
            s.side.label(),
            super::words::count(unplaced, "reinforcement", "reinforcements"),
            super::words::plural(unplaced, "it", "them")
        ));
    }
    Some(GmOptions {
        can_advance: bl.is_empty(),
        blockers: bl,
        forced,
        awaiting_result,
        results,
        notes,
        requests: super::requests::waiting(c),
    })
}
