//! The ready-to-start checklist and the start (R1.2, R2, R3, R4, R10.1).

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::location::Location;
use super::map::Map;
use super::params::check_params;
use super::refusal::{violation, Refusal};
use super::roles::{may_command, Membership, Role};
use super::state::CampaignState;
use super::types::{Phase, Side, Status, UnitClass};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Every problem that stops the campaign from starting.
pub fn checklist(s: &CampaignState, map: &Map, roster: &[Membership]) -> Vec<String> {
    let mut out = people(s, roster);
    if let Err(e) = check_params(&s.params, map) {
        out.push(format!("Parameters: {e}."));
    }
    out.extend(places(s, map));
    out
}

/// R1.2: a High Commander per side, a battalion per side, and every
/// battalion commanded by a member of its side.
fn people(s: &CampaignState, roster: &[Membership]) -> Vec<String> {
    let mut out = Vec::new();
    for side in [Side::Allies, Side::Axis] {
        let hcs = roster
            .iter()
            .filter(|m| m.role == Role::HighCommander && m.side == Some(side))
            .count();
        if hcs == 0 {
            out.push(format!("The {} side has no High Commander.", side.label()));
        } else if hcs > 1 {
            out.push(format!(
                "The {} side has {hcs} High Commanders; it has one (R1.2).",
                side.label()
            ));
        }
        if !s.battalions.iter().any(|b| b.side == side) {
            out.push(format!("The {} side has no battalion.", side.label()));
        }
    }
    for b in &s.battalions {
        match b.commander {
            None => out.push(format!("{} has no battalion commander.", b.name)),
            Some(u) if !may_command(roster, u, b.side) => {
                let who = roster
                    .iter()
                    .find(|m| m.user == u)
                    .map_or_else(|| format!("user {u}"), |m| m.name.clone());
                out.push(format!(
                    "{} is commanded by {who}, who is not a battalion commander or High Commander of the {} side (R1.2).",
                    b.name,
                    b.side.label()
                ));
            }
            Some(_) => {}
        }
    }
    out
}

/// Every unit somewhere it may stand, within stacking (R2.1, R3.4, R4, R10.1).
fn places(s: &CampaignState, map: &Map) -> Vec<String> {
    let mut out = Vec::new();
    // Units are named by id: the checklist is read by both sides.
    let name = |u: &super::pieces::Unit| {
        format!(
            "Unit {} ({} {})",
            u.id,
            u.side.label(),
            super::ctx::class_noun(u.class)
        )
    };
    let mut counts: BTreeMap<(String, Side), (u32, u32)> = BTreeMap::new();
    for u in s.units.iter().filter(|u| u.active()) {
        let problem = match &u.location {
            Location::Zone(z) if !map.is_zone(z) => Some(format!(
                "{} stands in {z}, which is not on the map.",
                name(u)
            )),
            Location::Zone(_) if u.class == UnitClass::Air => Some(format!(
                "{} is an air unit on the map; air units sit in the pool.",
                name(u)
            )),
            Location::Zone(z) => {
                let e = counts.entry((z.clone(), u.side)).or_default();
                if u.is_combat() {
                    e.0 += 1;
                } else {
                    e.1 += 1;
                }
                None
            }
            Location::LaunchBox(b) if map.launch_box(b).is_none() => Some(format!(
                "{} is in launch box {b}, which is not on the map.",
                name(u)
            )),
            Location::LaunchBox(_) if u.side == Side::Axis => {
                Some(format!("{} is an Axis unit in a launch box.", name(u)))
            }
            Location::LaunchBox(_) => None,
            Location::Reinforcements => {
                let arrives = u
                    .battalion
                    .and_then(|b| s.battalion(b))
                    .and_then(|b| b.arrives_round)
                    .or(u.arrives_round);
                arrives.is_none().then(|| {
                    format!(
                        "{} waits in the reinforcement box without an arrival round.",
                        name(u)
                    )
                })
            }
            Location::AirPool => (u.class != UnitClass::Air)
                .then(|| format!("{} is in the air pool but is not an air unit.", name(u))),
        };
        out.extend(problem);
    }
    for ((z, side), (c, a)) in counts {
        if c > s.params.stack_limit {
            out.push(format!(
                "{z}: {} units are {c}, the limit is {} (R4.1).",
                side.label(),
                s.params.stack_limit
            ));
        }
        if a > s.params.artillery_stack {
            out.push(format!(
                "{z}: {} artillery units are {a}, the limit is {} (R4.2).",
                side.label(),
                s.params.artillery_stack
            ));
        }
    }
    out
}

/// Freezes setup and opens round 1, Allied turn, combat move. Zones held by
/// one side's units only start under that side's control.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Start {}

impl Apply for Start {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master starts the campaign (R1.2).")?;
        if c.state.status != Status::Setup {
            return violation("R1.2", "The campaign has started: its setup is frozen.");
        }
        if let Some(first) = checklist(&c.state, c.inputs.map, c.inputs.roster).first() {
            return violation(
                "R1.2",
                format!("The campaign is not ready to start: {first}"),
            );
        }
        for z in c.inputs.map.zones() {
            let allied = c.state.combat_units_in(&z.id, Side::Allies) > 0;
            let axis = c.state.combat_units_in(&z.id, Side::Axis) > 0;
            match (allied, axis) {
                (true, false) => {
                    c.state.control.insert(z.id.clone(), Side::Allies);
                }
                (false, true) => {
                    c.state.control.insert(z.id.clone(), Side::Axis);
                }
                _ => {
                    c.state.control.entry(z.id.clone()).or_insert(Side::Axis);
                }
            }
        }
        c.state.status = Status::Active;
        c.state.round = 1;
        c.state.side = Side::Allies;
        c.state.phase = Phase::CombatMove;
        c.record(Entry::public(
            Event::CampaignStarted,
            "The campaign has started: round 1, Allied turn, combat move",
        ));
        c.state.people.phase_opened = Some(c.inputs.now);
        super::phases::open_phase(c);
        Ok(())
    }
}
