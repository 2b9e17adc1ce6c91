//! The board's pieces as one audience sees them: each zone with its state,
//! counts and open battles, the launch boxes, the battalions (the other
//! side's HQ hidden) and the units (the other side's names, kinds and CMBN
//! hints hidden). `view` assembles a viewer's whole view from these.

use super::ids::{BattalionId, BattleId, UnitId, UserId};
use super::location::Location;
use super::map::{LaunchBox, Map, Zone};
use super::pieces::{Battalion, Unit};
use super::state::CampaignState;
use super::types::{Nation, Side, UnitClass, ZoneState};
use super::visibility::Audience;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};
use utoipa::ToSchema;

/// A value per side: `{"allies": .., "axis": ..}`.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct PerSide<T> {
    pub allies: T,
    pub axis: T,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BoxView<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub beach: &'a str,
    /// The location text of the box ("box:omaha").
    pub location: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ZoneView<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub coastal: bool,
    pub bunker: bool,
    pub objective: bool,
    pub entry: Option<&'a str>,
    pub state: Option<ZoneState>,
    pub controller: Option<Side>,
    /// Combat units per side.
    pub units: PerSide<usize>,
    pub artillery: PerSide<usize>,
    /// Battalions with combat units here, per side.
    pub battalions: PerSide<BTreeSet<BattalionId>>,
    pub neighbours: &'a [String],
    /// Open battles fought here.
    pub battles: Vec<BattleId>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BattalionView<'a> {
    pub id: BattalionId,
    pub name: &'a str,
    pub nation: Nation,
    pub side: Side,
    pub commander: Option<UserId>,
    /// The battalion's HQ (CMBN's commander unit): null for the other side.
    pub hq: Option<&'a str>,
    pub arrives_round: Option<u32>,
    pub units: Vec<UnitId>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct UnitView<'a> {
    pub id: UnitId,
    pub side: Side,
    pub battalion: Option<BattalionId>,
    /// Null for the other side's units.
    pub name: Option<&'a str>,
    pub kind: Option<&'a str>,
    pub class: UnitClass,
    /// Left out for the other side's units.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cmbn: Option<&'a str>,
    pub location: &'a Location,
    pub destroyed: bool,
    pub arrives_round: Option<u32>,
}

impl UnitView<'_> {
    /// The unit's name for this view, or what it is when the name is hidden
    /// ("artillery unit", "company unit").
    pub fn shown_name(&self) -> String {
        match self.name {
            Some(n) => n.to_string(),
            None => format!("{} unit", self.class.label()),
        }
    }
}

pub(super) fn box_view(b: &LaunchBox) -> BoxView<'_> {
    BoxView {
        id: &b.id,
        name: &b.name,
        beach: &b.lands_into,
        location: format!("box:{}", b.id),
    }
}

pub(super) fn zone_views<'a>(s: &'a CampaignState, map: &'a Map) -> Vec<ZoneView<'a>> {
    let counts = s.zone_counts();
    let mut in_zone: HashMap<&str, [BTreeSet<BattalionId>; 2]> = HashMap::new();
    for u in s.units.iter().filter(|u| u.active() && u.is_combat()) {
        if let (Some(z), Some(b)) = (u.location.zone(), u.battalion) {
            let slot = usize::from(u.side == Side::Axis);
            if let Some(set) = in_zone.entry(z).or_default().get_mut(slot) {
                set.insert(b);
            }
        }
    }
    map.zones()
        .iter()
        .map(|z| {
            let c = counts.get(z.id.as_str()).copied().unwrap_or_default();
            let [allies, axis] = in_zone.remove(z.id.as_str()).unwrap_or_default();
            zone_view(s, z, c, PerSide { allies, axis })
        })
        .collect()
}

fn zone_view<'a>(
    s: &'a CampaignState,
    z: &'a Zone,
    c: [usize; 4],
    battalions: PerSide<BTreeSet<BattalionId>>,
) -> ZoneView<'a> {
    let state = s.zone_state_from(&z.id, &c);
    ZoneView {
        id: &z.id,
        name: &z.name,
        coastal: z.coastal,
        bunker: z.bunker,
        objective: z.objective,
        entry: Some(z.entry.as_str()).filter(|e| !e.is_empty()),
        state,
        controller: match state {
            Some(ZoneState::Allies) => Some(Side::Allies),
            Some(ZoneState::Axis) => Some(Side::Axis),
            _ => None,
        },
        units: PerSide {
            allies: c[0],
            axis: c[1],
        },
        artillery: PerSide {
            allies: c[2],
            axis: c[3],
        },
        battalions,
        neighbours: &z.neighbours,
        battles: s
            .battles
            .iter()
            .filter(|b| !b.closed && b.zone == z.id)
            .map(|b| b.id)
            .collect(),
    }
}

pub(super) fn battalion_view<'a>(
    s: &'a CampaignState,
    b: &'a Battalion,
    who: Audience,
) -> BattalionView<'a> {
    BattalionView {
        id: b.id,
        name: &b.name,
        nation: b.nation,
        side: b.side,
        commander: b.commander,
        hq: who.sees_side(b.side).then_some(b.hq.as_str()),
        arrives_round: b.arrives_round,
        units: s
            .units
            .iter()
            .filter(|u| u.battalion == Some(b.id))
            .map(|u| u.id)
            .collect(),
    }
}

/// A unit; the other side's names, kinds and CMBN hints stay hidden.
pub fn unit_view(u: &Unit, who: Audience) -> UnitView<'_> {
    let visible = who.sees_side(u.side);
    UnitView {
        id: u.id,
        side: u.side,
        battalion: u.battalion,
        name: visible.then_some(u.name.as_str()),
        kind: visible.then_some(u.kind.as_str()),
        class: u.class,
        cmbn: visible.then_some(u.cmbn.as_str()),
        location: &u.location,
        destroyed: u.destroyed,
        arrives_round: u.arrives_round,
    }
}
