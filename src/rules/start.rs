//! The ready-to-start checklist and the start (R1.2, R2, R3, R4, R10.1).

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::location::Location;
use super::map::Map;
use super::params::check_params;
use super::refusal::{violation, Refusal, RuleViolation};
use super::roles::{may_command, Membership, Role};
use super::say::Said;
use super::state::CampaignState;
use super::types::{Phase, Side, Status, UnitClass};
use crate::say;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Every problem that stops the campaign from starting.
pub fn checklist(s: &CampaignState, map: &Map, roster: &[Membership]) -> Vec<String> {
    checklist_said(s, map, roster)
        .iter()
        .map(Said::english)
        .collect()
}

/// Every problem that stops the campaign from starting, as message ids and
/// their arguments.
pub fn checklist_said(s: &CampaignState, map: &Map, roster: &[Membership]) -> Vec<Said> {
    let mut out = people(s, roster);
    if let Err(e) = check_params(&s.params, map) {
        out.push(e);
    }
    out.extend(places(s, map));
    out
}

/// R1.2: a High Commander per side, a battalion per side, and every
/// battalion commanded by a member of its side.
fn people(s: &CampaignState, roster: &[Membership]) -> Vec<Said> {
    let mut out = Vec::new();
    for side in [Side::Allies, Side::Axis] {
        let hcs = roster
            .iter()
            .filter(|m| m.role == Role::HighCommander && m.side == Some(side))
            .count();
        if hcs == 0 {
            out.push(say!("start-no-hc", side = side.as_str()));
        } else if hcs > 1 {
            out.push(say!("start-several-hcs", side = side.as_str(), hcs = hcs));
        }
        if !s.battalions.iter().any(|b| b.side == side) {
            out.push(say!("start-no-battalion", side = side.as_str()));
        }
    }
    for b in &s.battalions {
        match b.commander {
            None => out.push(say!("start-no-commander", battalion = &b.name)),
            Some(u) if !may_command(roster, u, b.side) => {
                out.push(match roster.iter().find(|m| m.user == u) {
                    Some(m) => say!(
                        "start-wrong-commander",
                        battalion = &b.name,
                        member = &m.name,
                        side = b.side.as_str(),
                    ),
                    None => say!(
                        "start-wrong-commander-user",
                        battalion = &b.name,
                        user = u.get(),
                        side = b.side.as_str(),
                    ),
                });
            }
            Some(_) => {}
        }
    }
    out
}

/// Every unit somewhere it may stand, within stacking (R2.1, R3.4, R4, R10.1).
/// Units are named by id, side and class ("Unit 12 (Allied company)"): the
/// checklist is read by both sides.
fn places(s: &CampaignState, map: &Map) -> Vec<Said> {
    let mut out = Vec::new();
    let mut counts: BTreeMap<(String, Side), (u32, u32)> = BTreeMap::new();
    for u in s.units.iter().filter(|u| u.active()) {
        let (unit, side, class) = (u.id.get(), u.side.as_str(), u.class.as_str());
        let problem = match &u.location {
            Location::Zone(z) if !map.is_zone(z) => Some(say!(
                "start-off-map",
                unit = unit,
                side = side,
                class = class,
                zone = z,
            )),
            Location::Zone(_) if u.class == UnitClass::Air => Some(say!(
                "start-air-on-map",
                unit = unit,
                side = side,
                class = class,
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
            Location::LaunchBox(b) if map.launch_box(b).is_none() => Some(say!(
                "start-no-launch-box",
                unit = unit,
                side = side,
                class = class,
                launch_box = b,
            )),
            Location::LaunchBox(_) if u.side == Side::Axis => Some(say!(
                "start-axis-launch-box",
                unit = unit,
                side = side,
                class = class,
            )),
            Location::LaunchBox(_) => None,
            Location::Reinforcements => {
                let arrives = u
                    .battalion
                    .and_then(|b| s.battalion(b))
                    .and_then(|b| b.arrives_round)
                    .or(u.arrives_round);
                arrives
                    .is_none()
                    .then(|| say!("start-no-arrival", unit = unit, side = side, class = class))
            }
            Location::AirPool => (u.class != UnitClass::Air)
                .then(|| say!("start-not-air", unit = unit, side = side, class = class)),
        };
        out.extend(problem);
    }
    for ((z, side), (c, a)) in counts {
        if c > s.params.stack_limit {
            out.push(say!(
                "start-stack-limit",
                zone = &z,
                side = side.as_str(),
                units = c,
                limit = s.params.stack_limit,
            ));
        }
        if a > s.params.artillery_stack {
            out.push(say!(
                "start-artillery-stack",
                zone = &z,
                side = side.as_str(),
                units = a,
                limit = s.params.artillery_stack,
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
            return violation("R1.2", say!("start-started"));
        }
        let problems = checklist_said(&c.state, c.inputs.map, c.inputs.roster);
        if let Some(first) = problems.into_iter().next() {
            let v = RuleViolation::new("R1.2", first).within(say!("start-not-ready"));
            return Err(v.into());
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
            crate::say!("history-started"),
        ));
        c.state.people.phase_opened = Some(c.inputs.now);
        super::phases::open_phase(c);
        Ok(())
    }
}
