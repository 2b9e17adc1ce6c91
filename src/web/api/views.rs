//! JSON views of a campaign, filtered by what the member may see: enemy
//! drafts never, enemy unit names only for the GM (hidden information).

use crate::rules::map::Zone;
use crate::rules::{battle_odds, blockers, defender_requirement};
use crate::rules::{
    BattalionId, Battle, CampaignState, Map, Side, Unit, UnitClass, UnitId, ZoneState,
};
use crate::web::campaign::Access;
use serde::ser::{SerializeMap, SerializeStruct};
use serde::{Serialize, Serializer};
use serde_json::{json, Value};
use std::collections::{BTreeSet, HashMap};

pub fn sees_names(a: &Access, side: Side) -> bool {
    a.is_gm() || a.side() == Some(side) || a.hc_side() == Some(side)
}

pub fn battle_view(s: &CampaignState, b: &Battle, a: &Access) -> Value {
    let (odds, size) = battle_odds(s, b);
    let (required, max_companies) = defender_requirement(s, b);
    let attacker_visible = sees_names(a, b.side);
    let defender_visible = sees_names(a, b.side.enemy());
    let names = |ids: &[UnitId], visible: bool| -> Value {
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

/// The campaign as one member may see it (GET /campaigns/{id} and every
/// change's answer). Serialized straight from the state, without building a
/// `Value` tree: it is tens of kilobytes and answers every draft.
pub fn campaign_view<'a>(a: &'a Access, map: &'a Map) -> CampaignView<'a> {
    CampaignView { a, map }
}

pub struct CampaignView<'a> {
    a: &'a Access,
    map: &'a Map,
}

impl Serialize for CampaignView<'_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let (a, s, map) = (self.a, &*self.a.state, self.map);
        let counts = s.zone_counts();
        let mut in_zone: HashMap<&str, [BTreeSet<BattalionId>; 2]> = HashMap::new();
        for u in s.units.iter().filter(|u| u.active() && u.is_combat()) {
            if let (Some(z), Some(b)) = (u.location.zone(), u.battalion) {
                if let Some(set) = in_zone.entry(z).or_default().get_mut(side_slot(u.side)) {
                    set.insert(b);
                }
            }
        }
        let no_battalions: [BTreeSet<BattalionId>; 2] = Default::default();
        let zones: Vec<ZoneView> = map
            .zones()
            .iter()
            .map(|z| {
                let c = counts.get(z.id.as_str()).copied().unwrap_or_default();
                let state = s.zone_state_from(&z.id, &c);
                ZoneView {
                    zone: z,
                    state,
                    controller: match state {
                        Some(ZoneState::Allies) => Some(Side::Allies),
                        Some(ZoneState::Axis) => Some(Side::Axis),
                        _ => None,
                    },
                    counts: c,
                    battalions: in_zone.get(z.id.as_str()).unwrap_or(&no_battalions),
                }
            })
            .collect();
        let sees_drafts = sees_names(a, s.side);
        let air = |side: Side| -> Vec<UnitId> {
            s.units
                .iter()
                .filter(|u| u.class == UnitClass::Air && u.side == side && u.active())
                .map(|u| u.id)
                .collect()
        };
        let mut m = ser.serialize_map(None)?;
        m.serialize_entry("id", &a.id())?;
        m.serialize_entry("name", &s.name)?;
        m.serialize_entry("map", &s.map_id)?;
        m.serialize_entry("status", &s.status)?;
        m.serialize_entry("round", &s.round)?;
        m.serialize_entry("side", &s.side)?;
        m.serialize_entry("phase", &s.phase)?;
        m.serialize_entry("deadline", &s.deadline)?;
        m.serialize_entry("start_date", &s.start_date)?;
        m.serialize_entry("round_date", &s.round_date(s.round))?;
        m.serialize_entry("params", &s.params)?;
        m.serialize_entry("victory", &s.victory)?;
        m.serialize_entry("objective_rounds", &s.objective_rounds)?;
        let roles: Vec<Value> = a
            .roles
            .iter()
            .map(|(r, side)| json!({"role": r.as_str(), "side": side}))
            .collect();
        m.serialize_entry("my_roles", &roles)?;
        m.serialize_entry("blockers", &blockers(s))?;
        let boxes: Vec<Value> = map
            .launch_boxes()
            .iter()
            .map(|b| json!({"id": b.id, "name": b.name, "beach": b.lands_into, "location": format!("box:{}", b.id)}))
            .collect();
        m.serialize_entry("launch_boxes", &boxes)?;
        m.serialize_entry("zones", &zones)?;
        m.serialize_entry(
            "battalions",
            &s.battalions
                .iter()
                .map(|b| BattalionView { s, b })
                .collect::<Vec<_>>(),
        )?;
        m.serialize_entry(
            "units",
            &s.units
                .iter()
                .map(|u| UnitView {
                    u,
                    visible: sees_names(a, u.side),
                })
                .collect::<Vec<_>>(),
        )?;
        let drafts: &[crate::rules::Draft] = if sees_drafts { &s.drafts } else { &[] };
        m.serialize_entry("drafts", drafts)?;
        m.serialize_entry(
            "battles",
            &s.battles
                .iter()
                .map(|b| battle_view(s, b, a))
                .collect::<Vec<_>>(),
        )?;
        m.serialize_entry("ships_available", &s.params.naval_support)?;
        m.serialize_entry(
            "air_pools",
            &json!({"allies": air(Side::Allies), "axis": air(Side::Axis)}),
        )?;
        m.end()
    }
}

fn side_slot(side: Side) -> usize {
    match side {
        Side::Allies => 0,
        Side::Axis => 1,
    }
}

/// Both sides' values as `{"allies": .., "axis": ..}`.
fn per_side<T: Serialize>(allies: T, axis: T) -> impl Serialize {
    #[derive(Serialize)]
    struct PerSide<T> {
        allies: T,
        axis: T,
    }
    PerSide { allies, axis }
}

struct ZoneView<'a> {
    zone: &'a Zone,
    state: Option<ZoneState>,
    controller: Option<Side>,
    /// [Allied combat, Axis combat, Allied artillery, Axis artillery].
    counts: [usize; 4],
    battalions: &'a [BTreeSet<BattalionId>; 2],
}

impl Serialize for ZoneView<'_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let z = self.zone;
        let mut m = ser.serialize_struct("Zone", 11)?;
        m.serialize_field("id", &z.id)?;
        m.serialize_field("name", &z.name)?;
        m.serialize_field("coastal", &z.coastal)?;
        m.serialize_field("bunker", &z.bunker)?;
        m.serialize_field("objective", &z.objective)?;
        m.serialize_field("entry", &Some(&z.entry).filter(|e| !e.is_empty()))?;
        m.serialize_field("state", &self.state)?;
        m.serialize_field("controller", &self.controller)?;
        m.serialize_field("units", &per_side(self.counts[0], self.counts[1]))?;
        m.serialize_field("artillery", &per_side(self.counts[2], self.counts[3]))?;
        m.serialize_field(
            "battalions",
            &per_side(&self.battalions[0], &self.battalions[1]),
        )?;
        m.serialize_field("neighbours", &z.neighbours)?;
        m.end()
    }
}

struct BattalionView<'a> {
    s: &'a CampaignState,
    b: &'a crate::rules::Battalion,
}

impl Serialize for BattalionView<'_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let b = self.b;
        let units: Vec<UnitId> = self
            .s
            .units
            .iter()
            .filter(|u| u.battalion == Some(b.id))
            .map(|u| u.id)
            .collect();
        let mut m = ser.serialize_struct("Battalion", 7)?;
        m.serialize_field("id", &b.id)?;
        m.serialize_field("name", &b.name)?;
        m.serialize_field("nation", &b.nation)?;
        m.serialize_field("side", &b.side)?;
        m.serialize_field("commander", &b.commander)?;
        m.serialize_field("arrives_round", &b.arrives_round)?;
        m.serialize_field("units", &units)?;
        m.end()
    }
}

/// A unit; the enemy's names, kinds and CMBN hints stay hidden (R12).
struct UnitView<'a> {
    u: &'a Unit,
    visible: bool,
}

impl Serialize for UnitView<'_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let u = self.u;
        let mut m = ser.serialize_struct("Unit", 10)?;
        m.serialize_field("id", &u.id)?;
        m.serialize_field("side", &u.side)?;
        m.serialize_field("battalion", &u.battalion)?;
        m.serialize_field("name", &Some(&u.name).filter(|_| self.visible))?;
        m.serialize_field("kind", &Some(&u.kind).filter(|_| self.visible))?;
        m.serialize_field("class", &u.class)?;
        if self.visible {
            m.serialize_field("cmbn", &u.cmbn)?;
        }
        m.serialize_field("location", &u.location)?;
        m.serialize_field("destroyed", &u.destroyed)?;
        m.serialize_field("arrives_round", &u.arrives_round)?;
        m.end()
    }
}
