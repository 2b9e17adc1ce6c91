//! The choices besides moves that `actions` lists: the commit, support for
//! each open battle (R6.6, R2.4), reinforcements (R10), defenders (R7.1),
//! casualties (R7.5, R8.1) and the GM's phase controls (R5).

use super::battles::defender_requirement;
use super::combat::{default_casualties, default_defenders};
use super::command::Command;
use super::commit::Commit;
use super::ctx::Ctx;
use super::deciding::decide;
use super::decision::Inputs;
use super::ids::{BattalionId, BattleId, UnitId};
use super::location::Location;
use super::pieces::{Battle, Unit};
use super::reinforcements::check_place;
use super::roles::Actor;
use super::state::CampaignState;
use super::support::free_ship;
use super::types::{Phase, Side, UnitClass};
use serde::Serialize;
use std::collections::BTreeSet;
use utoipa::ToSchema;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CommitOption {
    /// How many drafted moves wait.
    pub drafts: usize,
    /// Whether the commit would be accepted now.
    pub ready: bool,
    /// Why not, with the rule.
    pub problem: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SupportChoice {
    pub battle: BattleId,
    pub zone: String,
    /// Artillery in or next to the battle zone, free this turn.
    pub artillery: Vec<UnitId>,
    /// Air units in the pool, free this turn.
    pub air: Vec<UnitId>,
    /// Whether a ship may support it (an Allied beach assault, a ship free).
    pub ship: bool,
    /// Why a beach assault is offered no ship (#43: all are assigned to
    /// other battles, R2.4), rather than the choice silently missing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ship_note: Option<String>,
    /// Why no air unit is offered (none on the side, or all support other
    /// battles this turn, R6.6), rather than the choice silently missing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub air_note: Option<String>,
    /// What supports it now: a support form shows these ticked, and an
    /// assignment replaces them (R6.6).
    pub assigned: AssignedSupport,
    /// Whether support was answered for this battle (assigned, or declined
    /// by assigning nothing).
    pub decided: bool,
}

/// The support a battle has now (R6.6, R2.4).
#[derive(Debug, Clone, Default, PartialEq, Serialize, ToSchema)]
pub struct AssignedSupport {
    pub artillery: Vec<UnitId>,
    pub air: Vec<UnitId>,
    pub ship: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Placement {
    /// The battalion placed whole, or None for one artillery unit.
    pub battalion: Option<BattalionId>,
    pub units: Vec<UnitId>,
    pub name: String,
    pub destinations: Vec<Location>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DefenderChoice {
    pub battle: BattleId,
    pub zone: String,
    pub candidates: Vec<UnitId>,
    /// At least this many (R7.1) ...
    pub required: u32,
    /// ... with at most this many company-class units (R6.4).
    pub max_companies: u32,
    /// The R7.1 default, preselected.
    pub default: Vec<UnitId>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CasualtyChoice {
    pub battle: BattleId,
    pub side: Side,
    pub attacker: bool,
    pub candidates: Vec<UnitId>,
    /// Exactly this many are lost (R7.5).
    pub count: u32,
    /// The R8.1 default, preselected.
    pub default: Vec<UnitId>,
}

pub fn commit_option(s: &CampaignState, t: &Inputs, viewer: &Actor) -> Option<CommitOption> {
    let may = viewer.gm || viewer.is_hc(s.side);
    let moving = matches!(s.phase, Phase::CombatMove | Phase::NonCombatMove);
    if !may || !moving {
        return None;
    }
    let tried = decide(s, t, viewer, &Command::Commit(Commit {}));
    Some(CommitOption {
        drafts: s.drafts.len(),
        ready: tried.is_ok(),
        problem: tried.err().map(|e| e.to_string()),
    })
}

pub(super) fn open_now<'a>(c: &'a Ctx) -> impl Iterator<Item = &'a Battle> + 'a {
    c.state
        .battles
        .iter()
        .filter(|b| b.round == c.state.round && b.side == c.state.side && !b.closed)
}

pub fn support_choices(c: &Ctx) -> Vec<SupportChoice> {
    if !matches!(c.state.phase, Phase::CombatMove | Phase::CombatResolution) {
        return Vec::new();
    }
    let side = c.state.side;
    if !(c.actor.gm || c.actor.is_hc(side)) {
        return Vec::new();
    }
    open_now(c)
        .filter(|b| b.result.is_none() && b.play.set_up.is_none())
        .map(|b| support_for(c, b))
        .collect()
}

fn support_for(c: &Ctx, b: &Battle) -> SupportChoice {
    let used: BTreeSet<UnitId> = open_now(c)
        .filter(|o| o.id != b.id)
        .flat_map(|o| o.artillery.iter().chain(o.air.iter()).copied())
        .collect();
    let free = |u: &&Unit| u.active() && u.side == b.side && !used.contains(&u.id);
    let near = |u: &&Unit| {
        u.location
            .zone()
            .is_some_and(|z| z == b.zone || c.inputs.map.adjacent(z, &b.zone))
    };
    let side_air = c
        .state
        .units
        .iter()
        .filter(|u| u.class == UnitClass::Air && u.side == b.side && u.active())
        .count();
    let air_note = |free: usize| {
        match (free, side_air) {
        (0, 0) => Some(format!(
            "the {} side has no air support units.",
            b.side.label()
        )),
        (0, n) => Some(format!(
            "all {} of the {} side's air units support other battles this turn (each supports one battle a turn, R6.6).",
            n,
            b.side.label()
        )),
        _ => None,
    }
    };
    let beach = b.side == Side::Allies && b.from_launch_box.is_some();
    let choice = SupportChoice {
        battle: b.id,
        zone: b.zone.clone(),
        artillery: c
            .state
            .units
            .iter()
            .filter(|u| u.class == UnitClass::Artillery)
            .filter(free)
            .filter(near)
            .map(|u| u.id)
            .collect(),
        air: c
            .state
            .units
            .iter()
            .filter(|u| u.class == UnitClass::Air)
            .filter(free)
            .map(|u| u.id)
            .collect(),
        ship: b.ship.is_some() || free_ship(c, b).is_ok(),
        ship_note: match (beach, b.side) {
            (true, _) if b.ship.is_none() => free_ship(c, b).err().map(|e| e.to_string()),
            (false, Side::Allies) => {
                Some("ships support beach assaults from a launch box only (R2.4).".to_string())
            }
            _ => None,
        },
        air_note: None,
        assigned: AssignedSupport {
            artillery: b.artillery.clone(),
            air: b.air.clone(),
            ship: b.ship.is_some(),
        },
        decided: b.support_decided,
    };
    SupportChoice {
        air_note: air_note(choice.air.len() + choice.assigned.air.len()),
        ..choice
    }
}

/// R10: what has arrived in the box, and where it may go.
pub fn placements(c: &Ctx) -> Vec<Placement> {
    let side = c.state.side;
    if c.state.phase != Phase::Reinforcements || !(c.actor.gm || c.actor.is_hc(side)) {
        return Vec::new();
    }
    let in_box = |u: &&Unit| u.active() && u.side == side && u.location == Location::Reinforcements;
    let mut groups: Vec<(Option<BattalionId>, Vec<UnitId>, String)> = Vec::new();
    for b in c.state.battalions.iter().filter(|b| b.side == side) {
        let units: Vec<UnitId> = c
            .state
            .units
            .iter()
            .filter(|u| u.battalion == Some(b.id) && u.active())
            .map(|u| u.id)
            .collect();
        let waiting = c
            .state
            .units
            .iter()
            .filter(in_box)
            .any(|u| u.battalion == Some(b.id));
        if waiting {
            groups.push((Some(b.id), units, b.name.clone()));
        }
    }
    for u in c
        .state
        .units
        .iter()
        .filter(in_box)
        .filter(|u| u.battalion.is_none())
    {
        groups.push((None, vec![u.id], u.name.clone()));
    }
    let places = places(c);
    groups
        .into_iter()
        .filter_map(|(battalion, units, name)| {
            let destinations: Vec<Location> = places
                .iter()
                .filter(|to| check_place(c, &units, to).is_ok())
                .cloned()
                .collect();
            (!destinations.is_empty()).then_some(Placement {
                battalion,
                units,
                name,
                destinations,
            })
        })
        .collect()
}

/// Launch boxes for the Allies, entry zones for the Axis (R10.2, R10.3).
fn places(c: &Ctx) -> Vec<Location> {
    match c.state.side {
        Side::Allies => c
            .inputs
            .map
            .launch_boxes()
            .iter()
            .map(|b| Location::LaunchBox(b.id.clone()))
            .collect(),
        Side::Axis => c
            .state
            .params
            .axis_entry
            .iter()
            .map(|z| Location::Zone(z.clone()))
            .collect(),
    }
}

pub fn defender_choices(c: &Ctx) -> Vec<DefenderChoice> {
    if !matches!(c.state.phase, Phase::CombatMove | Phase::CombatResolution) {
        return Vec::new();
    }
    let a = c.actor;
    open_now(c)
        .filter(|b| b.defender_units.is_none())
        .filter(|b| a.gm || a.is_hc(b.side.enemy()) || a.commands(&c.state, b.defender_battalion))
        .map(|b| {
            let present: Vec<&Unit> = c
                .state
                .battalion_units_in(b.defender_battalion, &b.zone)
                .into_iter()
                .filter(|u| u.is_combat())
                .collect();
            let (required, max_companies) = defender_requirement(&c.state, b);
            DefenderChoice {
                battle: b.id,
                zone: b.zone.clone(),
                candidates: present.iter().map(|u| u.id).collect(),
                required,
                max_companies,
                default: default_defenders(&c.state.params, &present, required),
            }
        })
        .collect()
}

pub fn casualty_choices(c: &Ctx) -> Vec<CasualtyChoice> {
    if c.state.phase != Phase::CombatResults {
        return Vec::new();
    }
    let a = c.actor;
    let mut out = Vec::new();
    for b in open_now(c) {
        let Some(r) = &b.result else { continue };
        let sides = [
            (
                true,
                b.side,
                b.attacker_battalion,
                &b.attacker_casualties,
                b.attacker_units.clone(),
                r.attacker_losses,
            ),
            (
                false,
                b.side.enemy(),
                b.defender_battalion,
                &b.defender_casualties,
                b.defender_units.clone().unwrap_or_default(),
                r.defender_losses,
            ),
        ];
        for (attacker, side, battalion, chosen, fought, count) in sides {
            let mine = a.gm || a.is_hc(side) || a.commands(&c.state, battalion);
            if chosen.is_some() || !mine {
                continue;
            }
            let units: Vec<&Unit> = fought.iter().filter_map(|id| c.state.unit(*id)).collect();
            out.push(CasualtyChoice {
                battle: b.id,
                side,
                attacker,
                candidates: fought.clone(),
                count,
                default: default_casualties(&units, count as usize),
            });
        }
    }
    out
}
