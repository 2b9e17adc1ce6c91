//! Campaign setup by the GM (R2, R3, R10.1): parameters, battalions, support
//! units, control, and the ready-to-start checklist.

use super::commands::{Actor, Event, Visibility};
use super::map::Map;
use super::oob::UnitSpec;
use super::state::*;
use super::{forbidden, not_found, violation, Refusal};
use serde_json::json;
use std::collections::BTreeMap;

fn gm_in_setup(s: &CampaignState, actor: &Actor) -> Result<(), Refusal> {
    if !actor.gm {
        return forbidden("Only the game master may change the campaign setup (R1.2).");
    }
    if s.status != Status::Setup {
        return violation("R1.2", "The campaign has started: its setup is frozen.");
    }
    Ok(())
}

fn ev(kind: &str, summary: String, payload: serde_json::Value) -> Event {
    Event {
        kind: kind.to_string(),
        summary,
        visibility: Visibility::All,
        payload,
    }
}

/// Validates every parameter against sensible bounds.
pub fn check_params(p: &Params, map: &Map) -> Result<(), String> {
    let range = |name: &str, v: u32, lo: u32, hi: u32| {
        if v < lo || v > hi {
            Err(format!("{name} must be between {lo} and {hi}; {v} given"))
        } else {
            Ok(())
        }
    };
    range("rounds", p.rounds, 1, 50)?;
    range("stack_limit", p.stack_limit, 1, 50)?;
    range("artillery_stack", p.artillery_stack, 0, 10)?;
    range("move_range", p.move_range, 1, 5)?;
    range("max_battle_companies", p.max_battle_companies, 1, 12)?;
    range(
        "naval_support",
        p.naval_support,
        0,
        map.file.ships.len() as u32,
    )?;
    range("air_support_allies", p.air_support_allies, 0, 20)?;
    range("air_support_axis", p.air_support_axis, 0, 20)?;
    if p.qb_ratio_table.is_empty()
        || p.qb_ratio_table
            .iter()
            .any(|r| r.ratio == 0 || r.battle_type.trim().is_empty())
    {
        return Err(
            "qb_ratio_table needs rows with a ratio of at least 1 and a battle type".into(),
        );
    }
    if p.qb_size_table.is_empty() || p.qb_size_table.last().is_some_and(|r| r.up_to.is_some()) {
        return Err("qb_size_table needs rows, the last one without an upper end".into());
    }
    let mut last = -1.0;
    for r in &p.qb_size_table {
        if let Some(u) = r.up_to {
            if u <= last || !u.is_finite() {
                return Err("qb_size_table rows must grow".into());
            }
            last = u;
        }
    }
    for z in p.objectives.iter().chain(p.axis_entry.iter()) {
        if !map.is_zone(z) {
            return Err(format!("zone {z} does not exist on this map"));
        }
    }
    for boxes in p.launch_boxes_by_nation.values() {
        for b in boxes {
            if map.launch_box(b).is_none() {
                return Err(format!("launch box {b} does not exist on this map"));
            }
        }
    }
    Ok(())
}

pub fn set_params(
    s: &mut CampaignState,
    map: &Map,
    actor: &Actor,
    p: &Params,
    out: &mut Vec<Event>,
) -> Result<(), Refusal> {
    gm_in_setup(s, actor)?;
    check_params(p, map).map_err(|m| Refusal::Rule(super::RuleViolation::new("R1.2", m)))?;
    s.params = p.clone();
    sync_air_pool(s);
    out.push(ev(
        "params_set",
        "Campaign parameters changed".into(),
        json!({"params": p}),
    ));
    Ok(())
}

/// Keeps the air pools at the size the parameters give (R3.4).
pub fn sync_air_pool(s: &mut CampaignState) {
    for (side, want) in [
        (Side::Allies, s.params.air_support_allies),
        (Side::Axis, s.params.air_support_axis),
    ] {
        let have: Vec<UnitId> = s
            .units
            .iter()
            .filter(|u| u.side == side && u.class == UnitClass::Air)
            .map(|u| u.id)
            .collect();
        if have.len() as u32 > want {
            let drop: Vec<UnitId> = have[want as usize..].to_vec();
            s.units.retain(|u| !drop.contains(&u.id));
        }
        for i in have.len() as u32..want {
            let id = s.fresh_id();
            let name = match side {
                Side::Allies => [
                    "P-47 flight",
                    "Typhoon flight",
                    "P-51 flight",
                    "Spitfire flight",
                ][(i % 4) as usize]
                    .to_string(),
                Side::Axis => "Fw 190 flight".to_string(),
            };
            s.units.push(Unit {
                id,
                side,
                battalion: None,
                name: format!("{name} {}", i + 1),
                kind: "air".into(),
                class: UnitClass::Air,
                cmbn: "Air support with a forward air controller".into(),
                strength: 0,
                location: Location::AirPool,
                destroyed: false,
                arrives_round: None,
            });
        }
    }
}

fn check_place(
    map: &Map,
    side: Side,
    loc: &Location,
    arrives_round: Option<u32>,
) -> Result<(), Refusal> {
    match loc {
        Location::Zone(z) if !map.is_zone(z) => {
            not_found(format!("There is no zone {z} on this map."))
        }
        Location::LaunchBox(b) if map.launch_box(b).is_none() => {
            not_found(format!("There is no launch box {b} on this map."))
        }
        Location::LaunchBox(_) if side == Side::Axis => {
            violation("R2.1", "Launch boxes are for Allied units.")
        }
        Location::AirPool => violation("R3.4", "Only air units sit in the air pool."),
        Location::Reinforcements if arrives_round.is_none() => violation(
            "R10.1",
            "A unit in the reinforcement box needs an arrival round.",
        ),
        _ => Ok(()),
    }
}

fn clean_name(name: &str, what: &str) -> Result<String, Refusal> {
    let n = name.trim();
    if n.is_empty() || n.chars().count() > 80 {
        return violation(
            "R3.1",
            format!("{what} needs a name of 1 to 80 characters."),
        );
    }
    Ok(n.to_string())
}

#[allow(clippy::too_many_arguments)]
pub fn add_battalion(
    s: &mut CampaignState,
    map: &Map,
    actor: &Actor,
    name: &str,
    nation: Nation,
    commander: Option<UserId>,
    location: &Location,
    arrives_round: Option<u32>,
    specs: &[UnitSpec],
    hq: &str,
    out: &mut Vec<Event>,
) -> Result<(), Refusal> {
    gm_in_setup(s, actor)?;
    let name = clean_name(name, "A battalion")?;
    let side = nation.side();
    check_place(map, side, location, arrives_round)?;
    if let Some(r) = arrives_round {
        if r < 1 || r > s.params.rounds {
            return violation(
                "R10.1",
                format!(
                    "The arrival round must be between 1 and {}.",
                    s.params.rounds
                ),
            );
        }
    }
    if specs.is_empty() {
        return violation("R3.2", "A battalion needs its units.");
    }
    let id = s.fresh_id();
    s.battalions.push(Battalion {
        id,
        name: name.clone(),
        nation,
        side,
        commander,
        hq: hq.to_string(),
        arrives_round: if *location == Location::Reinforcements {
            arrives_round
        } else {
            None
        },
    });
    for spec in specs {
        let uid = s.fresh_id();
        s.units.push(Unit {
            id: uid,
            side,
            battalion: Some(id),
            name: spec.name.clone(),
            kind: spec.kind.clone(),
            class: spec.class,
            cmbn: spec.cmbn.clone(),
            strength: spec.strength,
            location: location.clone(),
            destroyed: false,
            arrives_round: None,
        });
    }
    out.push(ev(
        "battalion_added",
        format!("{name} ({}) added in {location}", nation.label()),
        json!({"battalion": id}),
    ));
    Ok(())
}

pub fn update_battalion(
    s: &mut CampaignState,
    actor: &Actor,
    id: BattalionId,
    name: Option<&str>,
    commander: Option<Option<UserId>>,
    out: &mut Vec<Event>,
) -> Result<(), Refusal> {
    // Renaming and assigning commanders stays possible after the start (R1.2).
    if !actor.gm {
        return forbidden("Only the game master may change a battalion (R1.2).");
    }
    let name = name.map(|n| clean_name(n, "A battalion")).transpose()?;
    let Some(b) = s.battalions.iter_mut().find(|b| b.id == id) else {
        return not_found(format!("There is no battalion {id} in this campaign."));
    };
    if let Some(n) = name {
        b.name = n;
    }
    if let Some(c) = commander {
        b.commander = c;
    }
    let summary = format!("Battalion {} updated", b.name);
    out.push(ev("battalion_updated", summary, json!({"battalion": id})));
    Ok(())
}

pub fn remove_battalion(
    s: &mut CampaignState,
    actor: &Actor,
    id: BattalionId,
    out: &mut Vec<Event>,
) -> Result<(), Refusal> {
    gm_in_setup(s, actor)?;
    let Some(b) = s.battalion(id).cloned() else {
        return not_found(format!("There is no battalion {id} in this campaign."));
    };
    s.battalions.retain(|x| x.id != id);
    s.units.retain(|u| u.battalion != Some(id));
    out.push(ev(
        "battalion_removed",
        format!("{} removed", b.name),
        json!({"battalion": id}),
    ));
    Ok(())
}

pub fn rename_unit(
    s: &mut CampaignState,
    actor: &Actor,
    id: UnitId,
    name: &str,
    out: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if !actor.gm {
        return forbidden("Only the game master may rename units (R1.2).");
    }
    let name = clean_name(name, "A unit")?;
    let Some(u) = s.unit_mut(id) else {
        return not_found(format!("There is no unit {id} in this campaign."));
    };
    let old = std::mem::replace(&mut u.name, name.clone());
    out.push(ev(
        "unit_renamed",
        format!("{old} renamed {name}"),
        json!({"unit": id}),
    ));
    Ok(())
}

#[allow(clippy::too_many_arguments)]
pub fn add_support(
    s: &mut CampaignState,
    map: &Map,
    actor: &Actor,
    side: Side,
    class: UnitClass,
    name: &str,
    cmbn: &str,
    location: &Location,
    arrives_round: Option<u32>,
    out: &mut Vec<Event>,
) -> Result<(), Refusal> {
    gm_in_setup(s, actor)?;
    let name = clean_name(name, "A support unit")?;
    let location = match class {
        UnitClass::Air => Location::AirPool,
        UnitClass::Artillery => {
            check_place(map, side, location, arrives_round)?;
            location.clone()
        }
        _ => return violation("R3.4", "Support units are artillery or air."),
    };
    let id = s.fresh_id();
    s.units.push(Unit {
        id,
        side,
        battalion: None,
        name: name.clone(),
        kind: if class == UnitClass::Air {
            "air".into()
        } else {
            "artillery".into()
        },
        class,
        cmbn: cmbn.to_string(),
        strength: 0,
        location: location.clone(),
        destroyed: false,
        arrives_round: if location == Location::Reinforcements {
            arrives_round
        } else {
            None
        },
    });
    if class == UnitClass::Air {
        match side {
            Side::Allies => s.params.air_support_allies += 1,
            Side::Axis => s.params.air_support_axis += 1,
        }
    }
    out.push(ev(
        "support_added",
        format!("{name} ({}) added in {location}", side.label()),
        json!({"unit": id}),
    ));
    Ok(())
}

pub fn remove_unit(
    s: &mut CampaignState,
    actor: &Actor,
    id: UnitId,
    out: &mut Vec<Event>,
) -> Result<(), Refusal> {
    gm_in_setup(s, actor)?;
    let Some(u) = s.unit(id).cloned() else {
        return not_found(format!("There is no unit {id} in this campaign."));
    };
    s.units.retain(|x| x.id != id);
    if u.class == UnitClass::Air {
        match u.side {
            Side::Allies => {
                s.params.air_support_allies = s.params.air_support_allies.saturating_sub(1)
            }
            Side::Axis => s.params.air_support_axis = s.params.air_support_axis.saturating_sub(1),
        }
    }
    out.push(ev(
        "unit_removed",
        format!("{} removed", u.name),
        json!({"unit": id}),
    ));
    Ok(())
}

pub fn set_control(
    s: &mut CampaignState,
    map: &Map,
    actor: &Actor,
    zone: &str,
    side: Side,
    out: &mut Vec<Event>,
) -> Result<(), Refusal> {
    gm_in_setup(s, actor)?;
    if !map.is_zone(zone) {
        return not_found(format!("There is no zone {zone} on this map."));
    }
    s.control.insert(zone.to_string(), side);
    out.push(ev(
        "control_set",
        format!("{zone} set to {}", side.label()),
        json!({"zone": zone, "side": side}),
    ));
    Ok(())
}

/// Every problem that stops the campaign from starting.
pub fn checklist(s: &CampaignState, map: &Map, hc: &BTreeMap<Side, bool>) -> Vec<String> {
    let mut out = Vec::new();
    for side in [Side::Allies, Side::Axis] {
        if !hc.get(&side).copied().unwrap_or(false) {
            out.push(format!("The {} side has no High Commander.", side.label()));
        }
        if !s.battalions.iter().any(|b| b.side == side) {
            out.push(format!("The {} side has no battalion.", side.label()));
        }
    }
    for b in &s.battalions {
        if b.commander.is_none() {
            out.push(format!("{} has no battalion commander.", b.name));
        }
    }
    if let Err(e) = check_params(&s.params, map) {
        out.push(format!("Parameters: {e}."));
    }
    let mut counts: BTreeMap<(String, Side), (u32, u32)> = BTreeMap::new();
    for u in s.units.iter().filter(|u| u.active()) {
        match &u.location {
            Location::Zone(z) => {
                if !map.is_zone(z) {
                    out.push(format!(
                        "{} stands in {z}, which is not on the map.",
                        u.name
                    ));
                    continue;
                }
                let e = counts.entry((z.clone(), u.side)).or_default();
                if u.is_combat() {
                    e.0 += 1;
                } else if u.class == UnitClass::Artillery {
                    e.1 += 1;
                } else {
                    out.push(format!(
                        "{} is an air unit on the map; air units sit in the pool.",
                        u.name
                    ));
                }
            }
            Location::LaunchBox(b) => {
                if map.launch_box(b).is_none() {
                    out.push(format!(
                        "{} is in launch box {b}, which is not on the map.",
                        u.name
                    ));
                } else if u.side == Side::Axis {
                    out.push(format!("{} is an Axis unit in a launch box.", u.name));
                }
            }
            Location::Reinforcements => {
                let arrives = u
                    .battalion
                    .and_then(|b| s.battalion(b))
                    .and_then(|b| b.arrives_round)
                    .or(u.arrives_round);
                if arrives.is_none() {
                    out.push(format!(
                        "{} waits in the reinforcement box without an arrival round.",
                        u.name
                    ));
                }
            }
            Location::AirPool => {
                if u.class != UnitClass::Air {
                    out.push(format!(
                        "{} is in the air pool but is not an air unit.",
                        u.name
                    ));
                }
            }
        }
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
pub fn start(
    s: &mut CampaignState,
    map: &Map,
    actor: &Actor,
    out: &mut Vec<Event>,
) -> Result<(), Refusal> {
    gm_in_setup(s, actor)?;
    // The HC check needs memberships, which the caller verified; here the rules part.
    let problems: Vec<String> = checklist(
        s,
        map,
        &BTreeMap::from([(Side::Allies, true), (Side::Axis, true)]),
    );
    if let Some(first) = problems.first() {
        return violation(
            "R1.2",
            format!("The campaign is not ready to start: {first}"),
        );
    }
    for z in map.zones() {
        let allied = s.combat_units_in(&z.id, Side::Allies) > 0;
        let axis = s.combat_units_in(&z.id, Side::Axis) > 0;
        match (allied, axis) {
            (true, false) => {
                s.control.insert(z.id.clone(), Side::Allies);
            }
            (false, true) => {
                s.control.insert(z.id.clone(), Side::Axis);
            }
            _ => {
                s.control.entry(z.id.clone()).or_insert(Side::Axis);
            }
        }
    }
    s.status = Status::Active;
    s.round = 1;
    s.side = Side::Allies;
    s.phase = Phase::CombatMove;
    out.push(ev(
        "campaign_started",
        "The campaign has started: round 1, Allied turn, combat move".into(),
        json!({}),
    ));
    Ok(())
}
