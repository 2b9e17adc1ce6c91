//! What the map needs to take orders: the viewer's movable units with their
//! legal destinations (from `rules::actions`, so the map offers exactly what
//! the rules accept), the provisional odds for every size of attack, and the
//! side's drafted moves to draw as arrows. Embedded in the map page as a JSON
//! data block (not a script: CSP stays `script-src 'self'`), read by
//! `static/map-orders.js`.

use super::Access;
use crate::rules::actions::{attack_preview, draft_kind, MoveType, OddsPreview};
use crate::rules::{Actions, CampaignState, Map, Table};
use crate::web::labels;
use serde::Serialize;

#[derive(Serialize)]
pub struct OrderData {
    pub campaign: i64,
    pub phase: String,
    pub units: Vec<UnitOrder>,
    pub drafts: Vec<DraftArrow>,
    /// The side's units per zone if every draft took effect: [combat,
    /// artillery], with the limits (R4.1, R4.2), so the map shows the end
    /// state of an order before it is drafted.
    pub stacks: std::collections::BTreeMap<String, [usize; 2]>,
    pub stack_limit: u32,
    pub artillery_stack: u32,
    /// `odds["F14:7"][n - 1]`: the battle if n of the selected units attack
    /// battalion 7 in F14. The same for every unit that may attack there,
    /// so it is given once per zone and target, not per unit.
    pub odds: std::collections::BTreeMap<String, Vec<Odds>>,
}

/// A provisional battle as the map shows it (`OddsPreview` without its text).
#[derive(Serialize)]
pub struct Odds {
    pub attackers: u32,
    pub defenders: u32,
    pub battle_type: String,
    pub provisional: bool,
}

#[derive(Serialize)]
pub struct UnitOrder {
    pub id: u32,
    pub name: String,
    pub class: &'static str,
    /// The battalion's id and name ("Allied artillery" for none).
    pub battalion: Option<u32>,
    pub group: String,
    pub from: String,
    pub from_label: String,
    pub destinations: Vec<DestOrder>,
}

#[derive(Serialize)]
pub struct DestOrder {
    pub to: String,
    pub label: String,
    pub kind: MoveType,
    pub needs_target: bool,
    pub targets: Vec<TargetOrder>,
}

#[derive(Serialize)]
pub struct TargetOrder {
    pub battalion: u32,
    pub name: String,
}

#[derive(Serialize)]
pub struct DraftArrow {
    pub id: u32,
    pub from: String,
    pub to: String,
    pub kind: MoveType,
    pub units: usize,
}

/// The largest order the previews cover (a whole battalion).
const MAX_ORDER: u32 = 12;

/// The viewer's order data, or None when they have nothing to order or
/// draw (observers, the other side, a phase without moves).
pub fn order_data(a: &Access, map: &Map, table: &Table, actions: &Actions) -> Option<OrderData> {
    let s: &CampaignState = &a.state;
    let actor = a.actor();
    let sees = a.sees_side(s.side);
    let units: Vec<UnitOrder> = actions
        .moves
        .iter()
        .filter(|m| !m.destinations.is_empty())
        .filter_map(|m| {
            let u = s.unit(m.unit)?;
            Some(UnitOrder {
                id: m.unit.get(),
                name: u.name.clone(),
                class: u.class.label(),
                battalion: m.battalion.map(|b| b.get()),
                group: m.battalion.and_then(|b| s.battalion(b)).map_or_else(
                    || format!("{} artillery", s.side.label()),
                    |b| b.name.clone(),
                ),
                from: m.from.to_string(),
                from_label: labels::place(map, &m.from),
                destinations: m
                    .destinations
                    .iter()
                    .map(|d| DestOrder {
                        to: d.to.to_string(),
                        label: labels::place(map, &d.to),
                        kind: d.kind,
                        needs_target: d.needs_target,
                        targets: d
                            .targets
                            .iter()
                            .map(|t| TargetOrder {
                                battalion: t.battalion.get(),
                                name: t.name.clone(),
                            })
                            .collect(),
                    })
                    .collect(),
            })
        })
        .collect();
    let drafts: Vec<DraftArrow> = if sees {
        s.drafts
            .iter()
            .filter_map(|d| {
                let from = s.unit(*d.units.first()?)?.location.clone();
                Some(DraftArrow {
                    id: d.id.get(),
                    from: from.to_string(),
                    to: d.to.to_string(),
                    kind: draft_kind(s, table, &actor, d),
                    units: d.units.len(),
                })
            })
            .collect()
    } else {
        Vec::new()
    };
    if units.is_empty() && drafts.is_empty() {
        return None;
    }
    let stacks = if sees {
        crate::rules::drafted_counts(s, s.side)
            .into_iter()
            .map(|(z, (u, art))| (z, [u, art]))
            .collect()
    } else {
        Default::default()
    };
    let mut odds = std::collections::BTreeMap::new();
    for m in &actions.moves {
        for d in &m.destinations {
            let Some(zone) = d.to.zone() else { continue };
            for t in &d.targets {
                odds.entry(format!("{zone}:{}", t.battalion.get()))
                    .or_insert_with(|| {
                        (1..=MAX_ORDER)
                            .map(|n| {
                                Odds::from(attack_preview(s, table, &actor, zone, t.battalion, n))
                            })
                            .collect()
                    });
            }
        }
    }
    Some(OrderData {
        campaign: a.id(),
        phase: s.phase.label().to_lowercase(),
        units,
        drafts,
        stacks,
        stack_limit: s.params.stack_limit,
        artillery_stack: s.params.artillery_stack,
        odds,
    })
}

impl From<OddsPreview> for Odds {
    fn from(o: OddsPreview) -> Self {
        Odds {
            attackers: o.attackers,
            defenders: o.defenders,
            battle_type: o.battle_type,
            provisional: o.provisional,
        }
    }
}

/// The data as a JSON block that cannot end its `<script>` element early.
pub fn json_block(d: &OrderData) -> String {
    serde_json::to_string(d)
        .unwrap_or_default()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}
