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
    /// Things worth knowing before advancing (in English: `notes_said`'s).
    pub notes: Vec<String>,
    /// `notes` as messages, said in each reader's language (#44).
    #[serde(skip)]
    pub notes_said: Vec<super::say::Said>,
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
    let mut notes_said = Vec::new();
    let moving = matches!(s.phase, Phase::CombatMove | Phase::NonCombatMove);
    if moving && s.drafts.is_empty() && s.turn.phase_acts.is_empty() {
        notes_said.push(crate::say!(
            "words-gm-drafted-nothing",
            side = s.side.as_str(),
            phase = s.phase.as_str()
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
        notes_said.push(crate::say!(
            "words-gm-unplaced",
            side = s.side.as_str(),
            n = unplaced
        ));
    }
    Some(GmOptions {
        can_advance: bl.is_empty(),
        blockers: bl,
        forced,
        awaiting_result,
        results,
        notes: notes_said.iter().map(|n| n.english()).collect(),
        notes_said,
        requests: super::requests::waiting(c),
    })
}
