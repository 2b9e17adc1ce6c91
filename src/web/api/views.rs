//! JSON views of a campaign, filtered by what the member may see: enemy
//! drafts never, enemy unit names only for the GM (hidden information).

use crate::rules::commands::{battle_odds, blockers, defender_requirement};
use crate::rules::{Battle, CampaignState, Map, Side, Unit, UnitClass};
use crate::web::campaign::Access;
use serde_json::{json, Value};

pub fn unit_view(u: &Unit, visible: bool) -> Value {
    if visible {
        json!({"id": u.id, "side": u.side, "battalion": u.battalion, "name": u.name, "kind": u.kind, "class": u.class,
               "cmbn": u.cmbn, "location": u.location, "destroyed": u.destroyed, "arrives_round": u.arrives_round})
    } else {
        json!({"id": u.id, "side": u.side, "battalion": u.battalion, "name": null, "kind": null, "class": u.class,
               "location": u.location, "destroyed": u.destroyed, "arrives_round": u.arrives_round})
    }
}

pub fn sees_names(a: &Access, side: Side) -> bool {
    a.is_gm() || a.side() == Some(side) || a.hc_side() == Some(side)
}

pub fn battle_view(s: &CampaignState, b: &Battle, a: &Access) -> Value {
    let (odds, size) = battle_odds(s, b);
    let (required, max_companies) = defender_requirement(s, b);
    let attacker_visible = sees_names(a, b.side);
    let defender_visible = sees_names(a, b.side.enemy());
    let names = |ids: &[u32], visible: bool| -> Value {
        if visible {
            json!(ids
                .iter()
                .filter_map(|id| s.unit(*id))
                .map(|u| json!({"id": u.id, "name": u.name, "class": u.class}))
                .collect::<Vec<_>>())
        } else {
            Value::Null
        }
    };
    json!({
        "id": b.id, "round": b.round, "attacker_side": b.side, "zone": b.zone,
        "status": b.status(s.phase),
        "attacker_battalion": b.attacker_battalion, "defender_battalion": b.defender_battalion,
        "attacker_units": b.attacker_units, "defender_units": b.defender_units,
        "attacker_unit_names": names(&b.attacker_units, attacker_visible),
        "defender_unit_names": b.defender_units.as_ref().map(|d| names(d, defender_visible)),
        "defenders_required": required, "max_battle_companies": max_companies,
        "from_launch_box": b.from_launch_box,
        "support": if attacker_visible { json!({"artillery": b.artillery, "air": b.air, "ship": b.ship}) } else { Value::Null },
        "odds": {"attackers": odds.attackers, "defenders": odds.defenders, "ratio": odds.ratio, "table_ratio": odds.table_ratio,
                 "battle_type": odds.battle_type, "text": odds.describe()},
        "size": size,
        "result": b.result, "attacker_casualties": b.attacker_casualties, "defender_casualties": b.defender_casualties,
        "closed": b.closed, "conditions": b.conditions, "due": b.due,
    })
}

pub fn campaign_view(a: &Access, map: &Map) -> Value {
    let s = &a.state;
    let zones: Vec<Value> = map
        .zones()
        .iter()
        .map(|z| {
            json!({
                "id": z.id, "name": z.name, "coastal": z.coastal, "bunker": z.bunker, "objective": z.objective,
                "entry": if z.entry.is_empty() { Value::Null } else { json!(z.entry) },
                "state": s.zone_state(&z.id), "controller": s.controller(&z.id),
                "units": {"allies": s.combat_units_in(&z.id, Side::Allies), "axis": s.combat_units_in(&z.id, Side::Axis)},
                "artillery": {"allies": s.artillery_in(&z.id, Side::Allies), "axis": s.artillery_in(&z.id, Side::Axis)},
                "battalions": {"allies": s.battalions_in(&z.id, Side::Allies), "axis": s.battalions_in(&z.id, Side::Axis)},
                "neighbours": z.neighbours,
            })
        })
        .collect();
    let battalions: Vec<Value> = s
        .battalions
        .iter()
        .map(|b| {
            json!({"id": b.id, "name": b.name, "nation": b.nation, "side": b.side, "commander": b.commander,
                   "arrives_round": b.arrives_round,
                   "units": s.units.iter().filter(|u| u.battalion == Some(b.id)).map(|u| u.id).collect::<Vec<_>>()})
        })
        .collect();
    let units: Vec<Value> = s
        .units
        .iter()
        .map(|u| unit_view(u, sees_names(a, u.side)))
        .collect();
    let drafts: Vec<Value> = s
        .drafts
        .iter()
        .filter(|_| sees_names(a, s.side))
        .map(|d| json!(d))
        .collect();
    let battles: Vec<Value> = s.battles.iter().map(|b| battle_view(s, b, a)).collect();
    let roles: Vec<Value> = a
        .roles
        .iter()
        .map(|(r, side)| json!({"role": r.as_str(), "side": side}))
        .collect();
    json!({
        "id": a.id(), "name": s.name, "map": s.map_id, "status": s.status,
        "round": s.round, "side": s.side, "phase": s.phase, "deadline": s.deadline,
        "start_date": s.start_date, "round_date": s.round_date(s.round),
        "params": s.params, "victory": s.victory, "objective_rounds": s.objective_rounds,
        "my_roles": roles, "blockers": blockers(s),
        "launch_boxes": map.launch_boxes().iter().map(|b| json!({"id": b.id, "name": b.name, "beach": b.lands_into, "location": format!("box:{}", b.id)})).collect::<Vec<_>>(),
        "zones": zones, "battalions": battalions, "units": units, "drafts": drafts, "battles": battles,
        "ships_available": s.params.naval_support,
        "air_pools": {
            "allies": s.units.iter().filter(|u| u.class == UnitClass::Air && u.side == Side::Allies && u.active()).map(|u| u.id).collect::<Vec<_>>(),
            "axis": s.units.iter().filter(|u| u.class == UnitClass::Air && u.side == Side::Axis && u.active()).map(|u| u.id).collect::<Vec<_>>(),
        },
    })
}
