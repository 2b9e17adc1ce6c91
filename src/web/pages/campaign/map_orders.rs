//! What the map needs to take orders: the viewer's movable units with their
//! legal destinations (from `rules::actions`, so the map offers exactly what
//! the rules accept) and the side's drafted moves to draw as arrows. What an
//! order would make (odds, stacks, refusals) is not here: the map asks the
//! server with a dry run of the exact order (#25). Embedded in the map page as a JSON
//! data block (not a script: CSP stays `script-src 'self'`), read by
//! `static/map-orders.js`.

use super::words;
use crate::error::AppError;
use crate::rules::actions::draft_kind;
use crate::rules::attacks::MoveType;
use crate::rules::say::Lang;
use crate::rules::{Actions, CampaignState, Inputs, Map};
use crate::web::access::Access;
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Serialize)]
pub struct OrderData {
    pub campaign: i64,
    pub phase: String,
    /// The side whose units these are ("allies" or "axis"): the other
    /// side's counts are the enemy's in the stacks' spoken names.
    pub side: &'static str,
    pub units: Vec<UnitOrder>,
    /// The viewer's units that may go nowhere now, each with why: the
    /// stack's panel lists them rather than leaving them out (#43).
    pub stuck: Vec<StuckOrder>,
    /// Each distinct list of destinations once; a unit names its list by
    /// index (`dests`): the units of one stack mostly share theirs.
    pub destinations: Vec<Vec<DestOrder>>,
    /// Place id -> label, for the units' places and their destinations.
    pub labels: BTreeMap<String, String>,
    /// Battalion id -> name, for the attack targets.
    pub names: BTreeMap<u32, String>,
    /// A unit group ("art", or its battalion's id) -> its heading.
    pub groups: BTreeMap<String, String>,
    /// "from|to|kind" -> what a click on that destination proposes when no
    /// unit is ticked (`rules::preview::default_group`).
    pub defaults: BTreeMap<String, DefaultGroup>,
    pub drafts: Vec<DraftArrow>,
    /// A move's kind ("attack") -> its words ("Attack"), in the reader's
    /// language.
    pub kinds: BTreeMap<&'static str, String>,
    /// What may be placed from the reinforcement box now, and where (R10,
    /// `rules::actions`' `reinforcements`): placed on the map too (#43).
    pub placements: Vec<PlaceOrder>,
}

/// One battalion (or artillery unit) in the box and the places it may go.
#[derive(Serialize)]
pub struct PlaceOrder {
    /// What the form names: "battalion:12" or "unit:57".
    pub what: String,
    pub battalion: Option<u32>,
    pub units: Vec<u32>,
    pub name: String,
    pub to: Vec<String>,
}

#[derive(Serialize)]
pub struct DefaultGroup {
    /// The unit group ("art", or a battalion's id), as in `groups`.
    pub group: String,
    pub units: Vec<u32>,
}

/// A unit that may not move now, and the rules that stop it.
#[derive(Serialize)]
pub struct StuckOrder {
    pub id: u32,
    pub name: String,
    /// Its class where its name does not say it (`words::class_note`).
    pub note: String,
    pub from: String,
    pub why: String,
}

#[derive(Serialize)]
pub struct UnitOrder {
    pub id: u32,
    pub name: String,
    pub class: &'static str,
    /// Its class where its name does not say it (`words::class_note`).
    pub note: String,
    /// The battalion's id (none for the side's artillery); its heading is
    /// in `groups`.
    pub battalion: Option<u32>,
    pub from: String,
    /// Index of the unit's destinations in `OrderData::destinations`.
    pub dests: usize,
}

#[derive(Debug, Serialize)]
pub struct DestOrder {
    pub to: String,
    pub kind: MoveType,
    pub needs_target: bool,
    pub targets: Vec<TargetOrder>,
}

/// A battalion the move may attack (its name is in `OrderData::names`).
#[derive(Debug, Serialize)]
pub struct TargetOrder {
    pub battalion: u32,
}

#[derive(Serialize)]
pub struct DraftArrow {
    pub id: u32,
    pub from: String,
    pub to: String,
    pub kind: MoveType,
    pub units: usize,
    /// Whether the reader may change or delete it (R6.2).
    pub changeable: bool,
}

/// The viewer's order data, or None when they have nothing to order or
/// draw (observers, the other side, a phase without moves).
pub fn order_data(a: &Access, map: &Map, inputs: &Inputs, actions: &Actions) -> Option<OrderData> {
    let s: &CampaignState = &a.state;
    let actor = a.actor();
    let sees = a.sees_side(s.side);
    let lang = crate::web::http::language::reader();
    let mut lists = Lists {
        lang,
        ..Lists::default()
    };
    let units: Vec<UnitOrder> = actions
        .moves
        .iter()
        .filter(|m| !m.destinations.is_empty())
        .filter_map(|m| lists.unit(s, map, m))
        .collect();
    let drafts = if sees {
        lists.drafts(s, map, inputs, &actor)
    } else {
        Vec::new()
    };
    let placements: Vec<PlaceOrder> = actions
        .reinforcements
        .iter()
        .filter(|p| !p.destinations.is_empty())
        .map(|p| lists.placement(map, p))
        .collect();
    let stuck: Vec<StuckOrder> = actions
        .stuck
        .iter()
        .filter_map(|m| {
            let u = s.unit(m.unit)?;
            lists.label(map, &m.from.to_string(), &m.from);
            let who = m.battalion.and_then(|b| s.battalion(b)).map_or_else(
                || lang.t1("orders-side-artillery", "side", s.side.as_str()),
                |b| b.name.clone(),
            );
            Some(StuckOrder {
                id: m.unit.get(),
                name: format!("{} ({who})", u.name),
                note: class_note(&u.name, u.class, lang),
                from: m.from.to_string(),
                why: crate::rules::words::first_of_in(&m.problems, lang),
            })
        })
        .collect();
    if units.is_empty() && stuck.is_empty() && drafts.is_empty() && placements.is_empty() {
        return None;
    }
    let defaults = defaults(s, &units, &lists.destinations);
    Some(OrderData {
        campaign: a.id(),
        phase: s.phase.label().to_lowercase(),
        side: a.side().or(a.hc_side()).unwrap_or(s.side).as_str(),
        units,
        stuck,
        destinations: lists.destinations,
        labels: lists.labels,
        names: lists.names,
        groups: lists.groups,
        defaults,
        drafts,
        kinds: MoveType::ALL
            .iter()
            .map(|k| (k.as_str(), k.said().said_in(lang)))
            .collect(),
        placements,
    })
}

/// For each stack and each of its options, the group a click proposes:
/// the battalion with the most units that may make that move (the lowest
/// id on a tie), cut to what the rules accept in one order.
fn defaults(
    s: &CampaignState,
    units: &[UnitOrder],
    lists: &[Vec<DestOrder>],
) -> BTreeMap<String, DefaultGroup> {
    // "from|to|kind" -> (the move, its destination, unit ids per group).
    type Groups = BTreeMap<String, Vec<u32>>;
    let mut options: BTreeMap<String, (MoveType, &str, Groups)> = BTreeMap::new();
    for u in units {
        let group = u
            .battalion
            .map_or_else(|| "art".to_string(), |b| b.to_string());
        for d in lists.get(u.dests).into_iter().flatten() {
            let key = format!("{}|{}|{}", u.from, d.to, d.kind.as_str());
            let entry = options
                .entry(key)
                .or_insert_with(|| (d.kind, d.to.as_str(), BTreeMap::new()));
            entry.2.entry(group.clone()).or_default().push(u.id);
        }
    }
    options
        .into_iter()
        .filter_map(|(key, (kind, to, groups))| {
            // Each battalion's group as the rules propose it (R6.4 caps an
            // attack's companies), and the largest of those: the strongest
            // the move can be made with, not the battalion with most units
            // before the cap (#43).
            let (group, units) = groups
                .into_iter()
                .map(|(group, ids)| {
                    let movers: Vec<crate::rules::UnitId> = ids
                        .iter()
                        .map(|id| crate::rules::UnitId::new(*id))
                        .collect();
                    let units: Vec<u32> =
                        crate::rules::preview::default_group(s, &movers, kind, to)
                            .into_iter()
                            .map(|id| id.get())
                            .collect();
                    (group, units)
                })
                .max_by(|a, b| a.1.len().cmp(&b.1.len()).then(b.0.cmp(&a.0)))?;
            Some((key, DefaultGroup { group, units }))
        })
        .collect()
}

/// A unit's class where its name does not say it (`words::class_said`),
/// in `lang`; empty where the name says it.
fn class_note(name: &str, class: crate::rules::UnitClass, lang: Lang) -> String {
    crate::rules::words::class_said(name, class).map_or_else(String::new, |n| n.said_in(lang))
}

/// What the units share, each given once.
#[derive(Default)]
struct Lists {
    /// The reader's language, for the groups' headings and the notes.
    lang: Lang,
    destinations: Vec<Vec<DestOrder>>,
    /// A list of destinations (as JSON) -> its index.
    seen: std::collections::HashMap<String, usize>,
    labels: BTreeMap<String, String>,
    names: BTreeMap<u32, String>,
    groups: BTreeMap<String, String>,
}

impl Lists {
    /// A unit that may move, its destinations and their targets, noting
    /// the labels and names they use.
    fn unit(
        &mut self,
        s: &CampaignState,
        map: &Map,
        m: &crate::rules::actions::UnitMoves,
    ) -> Option<UnitOrder> {
        let u = s.unit(m.unit)?;
        let battalion = m.battalion.map(|b| b.get());
        let group = battalion.map_or_else(|| "art".to_string(), |b| b.to_string());
        let lang = self.lang;
        self.groups.entry(group).or_insert_with(|| {
            m.battalion.and_then(|b| s.battalion(b)).map_or_else(
                || lang.t1("orders-side-artillery", "side", s.side.as_str()),
                |b| b.name.clone(),
            )
        });
        self.label(map, &m.from.to_string(), &m.from);
        let dests = m
            .destinations
            .iter()
            .map(|d| {
                self.label(map, &d.to.to_string(), &d.to);
                let targets = d
                    .targets
                    .iter()
                    .map(|t| {
                        self.names
                            .entry(t.battalion.get())
                            .or_insert_with(|| t.name.clone());
                        TargetOrder {
                            battalion: t.battalion.get(),
                        }
                    })
                    .collect();
                DestOrder {
                    to: d.to.to_string(),
                    kind: d.kind,
                    needs_target: d.needs_target,
                    targets,
                }
            })
            .collect();
        Some(UnitOrder {
            id: m.unit.get(),
            name: u.name.clone(),
            class: u.class.label(),
            note: class_note(&u.name, u.class, lang),
            battalion,
            from: m.from.to_string(),
            dests: self.destinations(dests),
        })
    }

    /// The side's drafts as arrows (for a reader of the side).
    fn drafts(
        &mut self,
        s: &CampaignState,
        map: &Map,
        inputs: &Inputs,
        actor: &crate::rules::Actor,
    ) -> Vec<DraftArrow> {
        s.drafts
            .iter()
            .filter_map(|d| {
                let from = s.unit(*d.units.first()?)?.location.clone();
                self.label(map, &from.to_string(), &from);
                self.label(map, &d.to.to_string(), &d.to);
                Some(DraftArrow {
                    id: d.id.get(),
                    from: from.to_string(),
                    to: d.to.to_string(),
                    kind: draft_kind(s, inputs, actor, d),
                    units: d.units.len(),
                    changeable: crate::rules::orders::may_change(s, actor, d),
                })
            })
            .collect()
    }

    /// A reinforcement the viewer may place, with its places labelled.
    fn placement(&mut self, map: &Map, p: &crate::rules::actions::Placement) -> PlaceOrder {
        let to = p
            .destinations
            .iter()
            .map(|l| {
                let key = l.to_string();
                self.label(map, &key, l);
                key
            })
            .collect();
        let what = match (p.battalion, p.units.first()) {
            (Some(b), _) => format!("battalion:{b}"),
            (None, Some(u)) => format!("unit:{u}"),
            (None, None) => String::new(),
        };
        PlaceOrder {
            what,
            battalion: p.battalion.map(|b| b.get()),
            units: p.units.iter().map(|u| u.get()).collect(),
            name: p.name.clone(),
            to,
        }
    }

    fn label(&mut self, map: &Map, key: &str, place: &crate::rules::Location) {
        if !self.labels.contains_key(key) {
            self.labels
                .insert(key.to_string(), words::place(map, place));
        }
    }

    /// The index of this list of destinations, added if new.
    fn destinations(&mut self, list: Vec<DestOrder>) -> usize {
        let key = format!("{list:?}");
        if let Some(i) = self.seen.get(&key) {
            return *i;
        }
        let i = self.destinations.len();
        self.destinations.push(list);
        self.seen.insert(key, i);
        i
    }
}

/// The data as a JSON block that cannot end its `<script>` element early.
pub fn json_block(d: &OrderData) -> Result<String, AppError> {
    Ok(serde_json::to_string(d)
        .map_err(|e| AppError::Internal(e.into()))?
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026"))
}
