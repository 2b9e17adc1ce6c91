//! The working context of one decision and the checks every rule file
//! shares: roles, the campaign's status and phase, ids, places and names.

use super::decision::{Created, Inputs, Transition};
use super::event::Entry;
use super::ids::{BattalionId, BattleId, UnitId};
use super::location::Location;
use super::pieces::{Battle, Unit};
use super::refusal::{forbidden, not_found, violation, Refusal};
use super::roles::{Actor, MemberChange};
use super::state::CampaignState;
use super::types::{Phase, Side, Status, UnitClass};
use crate::say;
use std::collections::BTreeSet;

/// A place as players read it: "F14", "Omaha Beach", "the reinforcement
/// box" (not "box:omaha").
pub fn place_name(map: &super::map::Map, loc: &Location) -> String {
    super::told::place(map, loc).said_in(super::say::Lang::En)
}

/// One command's payload knows how to apply itself (R-section by R-section,
/// as godip keeps one file per order kind).
pub trait Apply {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal>;
}

/// A decision in the making: the state being changed (a copy; the input is
/// never touched, so nothing is ever partially applied) and what it records.
pub struct Ctx<'a> {
    /// The state being changed: a copy of the input.
    pub state: CampaignState,
    /// What the decision reads besides the state.
    pub inputs: &'a Inputs<'a>,
    pub actor: &'a Actor,
    pub entries: Vec<Entry>,
    pub members: Vec<MemberChange>,
    pub transition: Transition,
    pub created: Option<Created>,
    /// What stands in each zone, counted once, for a read that never
    /// changes `state` (`actions`); None where the state changes.
    pub zones: Option<super::zone_index::ZoneIndex>,
}

impl<'a> Ctx<'a> {
    /// A context over a copy of `state`.
    pub fn new(state: &CampaignState, inputs: &'a Inputs<'a>, actor: &'a Actor) -> Ctx<'a> {
        Ctx {
            state: state.clone(),
            inputs,
            actor,
            entries: Vec::new(),
            members: Vec::new(),
            transition: Transition::None,
            created: None,
            zones: None,
        }
    }

    /// A context for reads that never change the state: what stands in
    /// each zone is counted once for all their questions.
    pub fn reading(state: &CampaignState, inputs: &'a Inputs<'a>, actor: &'a Actor) -> Ctx<'a> {
        let mut c = Ctx::new(state, inputs, actor);
        c.zones = Some(super::zone_index::ZoneIndex::of(state));
        c
    }

    /// R2.2: the zone's state, from the counts when a read has them.
    pub fn zone_state(&self, zone: &str) -> Option<super::state::ZoneState> {
        match &self.zones {
            Some(index) => index.zone_state(&self.state, zone),
            None => self.state.zone_state(zone),
        }
    }

    pub fn record(&mut self, e: Entry) {
        self.entries.push(e);
    }

    pub fn require_gm(&self, message: &str) -> Result<(), Refusal> {
        if self.actor.gm {
            Ok(())
        } else {
            forbidden(message)
        }
    }

    /// The HC of `side` or the GM.
    pub fn require_hc(&self, side: Side, message: String) -> Result<(), Refusal> {
        if self.actor.is_hc(side) || self.actor.gm {
            Ok(())
        } else {
            forbidden(message)
        }
    }

    pub fn require_active(&self) -> Result<(), Refusal> {
        require_active(&self.state)
    }

    /// R5.3: `action` (a key the message names: "draft", "commit",
    /// "defenders", ...) is done only in `phases`.
    pub fn require_phase(&self, phases: &[Phase], action: &str) -> Result<(), Refusal> {
        if phases.contains(&self.state.phase) {
            return Ok(());
        }
        let keys: Vec<&str> = phases.iter().map(|p| p.as_str()).collect();
        violation(
            "R5.3",
            say!(
                "ctx-wrong-phase",
                action = action,
                phases = keys.join("-or-"),
                phase = self.state.phase.as_str(),
            ),
        )
    }

    /// The units of `ids`, each once and active.
    pub fn units_of(&self, ids: &[UnitId]) -> Result<Vec<Unit>, Refusal> {
        if ids.is_empty() {
            return violation("R6.2", say!("ctx-no-units"));
        }
        let mut seen = BTreeSet::new();
        let mut out = Vec::new();
        for id in ids {
            if !seen.insert(*id) {
                return violation("R6.2", say!("ctx-unit-twice", unit = id.get()));
            }
            let Some(u) = self.state.unit(*id) else {
                return not_found(format!("There is no unit {id} in this campaign."));
            };
            if u.destroyed {
                return violation("R3.5", say!("ctx-unit-destroyed", unit = self.unit_name(u)));
            }
            out.push(u.clone());
        }
        Ok(out)
    }

    pub fn battle(&self, id: BattleId) -> Result<Battle, Refusal> {
        match self.state.battle(id) {
            Some(b) => Ok(b.clone()),
            None => not_found(format!("There is no battle {id} in this campaign.")),
        }
    }

    pub fn battle_mut(&mut self, id: BattleId) -> Result<&mut Battle, Refusal> {
        match self.state.battles.iter_mut().find(|b| b.id == id) {
            Some(b) => Ok(b),
            None => not_found(format!("There is no battle {id} in this campaign.")),
        }
    }

    pub fn battalion_name(&self, id: BattalionId) -> String {
        battalion_name(&self.state, id)
    }

    /// A place as players read it: "F14", "Omaha Beach", "the
    /// reinforcement box" (not "box:omaha").
    pub fn place(&self, loc: &Location) -> String {
        place_name(self.inputs.map, loc)
    }

    /// A unit as the actor may name it: its name if it is of the actor's
    /// side (or the actor is the GM), else "an enemy company (unit 12)".
    pub fn unit_name(&self, u: &Unit) -> String {
        let own = self.actor.gm
            || self.actor.side == Some(u.side)
            || self.actor.hc == Some(u.side)
            || u.battalion
                .is_some_and(|b| self.actor.commands(&self.state, b));
        if own {
            u.name.clone()
        } else {
            format!("an enemy {} (unit {})", class_noun(u.class), u.id)
        }
    }

    pub fn check_location_exists(&self, loc: &Location) -> Result<(), Refusal> {
        match loc {
            Location::Zone(z) if !self.inputs.map.is_zone(z) => {
                not_found(format!("There is no zone {z} on this map."))
            }
            Location::LaunchBox(b) if self.inputs.map.launch_box(b).is_none() => {
                not_found(format!("There is no launch box {b} on this map."))
            }
            _ => Ok(()),
        }
    }
}

pub fn battalion_name(s: &CampaignState, id: BattalionId) -> String {
    s.battalion(id)
        .map_or_else(|| format!("battalion {id}"), |b| b.name.clone())
}

/// "company", "platoon", "artillery unit", "air unit".
pub fn class_noun(c: UnitClass) -> &'static str {
    match c {
        UnitClass::Company => "company",
        UnitClass::Platoon => "platoon",
        UnitClass::Artillery => "artillery unit",
        UnitClass::Air => "air unit",
    }
}

/// What units are without naming them: "2 companies, 1 platoon".
pub fn count_text<'a>(units: impl IntoIterator<Item = &'a Unit>) -> String {
    count_classes(units.into_iter().map(|u| u.class))
}

/// `count_text` of units given by their classes, in English (the words
/// are `told::count_classes`'s).
pub fn count_classes(classes: impl IntoIterator<Item = UnitClass>) -> String {
    super::told::count_classes(classes).said_in(super::say::Lang::En)
}

/// The names of `ids` (for texts only the units' own side reads).
pub fn names(s: &CampaignState, ids: &[UnitId]) -> String {
    let v: Vec<&str> = ids
        .iter()
        .filter_map(|id| s.unit(*id).map(|u| u.name.as_str()))
        .collect();
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

/// The units of `ids` that exist, for `count_text`.
pub fn units<'a>(s: &'a CampaignState, ids: &'a [UnitId]) -> impl Iterator<Item = &'a Unit> + 'a {
    ids.iter().filter_map(|id| s.unit(*id))
}

/// Says where a rule violation was found ("Move 3: ...").
pub fn within(e: Refusal, w: super::say::Said) -> Refusal {
    match e {
        Refusal::Rule(v) => Refusal::Rule(v.map(|v| v.within(w.clone()))),
        other => other,
    }
}

/// Fails unless the campaign is under way (R5.1, R11.3).
pub fn require_active(s: &CampaignState) -> Result<(), Refusal> {
    match (&s.status, &s.victory) {
        (Status::Active, _) => Ok(()),
        (Status::Finished, Some(v)) => violation(
            "R11.3",
            say!(
                "ctx-campaign-won",
                side = v.winner.as_str(),
                round = v.round,
            ),
        ),
        (Status::Finished, None) => violation("R11.3", say!("ctx-campaign-over")),
        (Status::Setup, _) => violation("R5.1", say!("ctx-not-started")),
    }
}
