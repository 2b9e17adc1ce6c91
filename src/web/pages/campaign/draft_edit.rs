//! Editing a drafted move on the orders page (no JavaScript needed): the
//! draft's units and the units beside them, and the places they may go,
//! as `rules::actions` lists them with that draft taken back, so the form
//! offers only what an `UpdateDraft` would accept.

use super::words;
use crate::rules::{BattalionId, Draft, Inputs, Location, Map, UnitId};
use crate::web::access::Access;
use std::collections::{BTreeMap, BTreeSet};

pub struct DraftEdit {
    /// (unit, name, in the draft now)
    pub units: Vec<(UnitId, String, bool)>,
    /// (location, label, chosen now)
    pub to: Vec<(String, String, bool)>,
    /// (battalion, label, chosen now)
    pub targets: Vec<(BattalionId, String, bool)>,
}

pub fn edit(a: &Access, map: &Map, inputs: &Inputs, d: &Draft) -> Option<DraftEdit> {
    let s = &a.state;
    let from = s.unit(*d.units.first()?)?.location.clone();
    let mut without = (**s).clone();
    without.drafts.retain(|x| x.id != d.id);
    let beside: BTreeSet<UnitId> = s
        .units
        .iter()
        .filter(|u| u.battalion == d.battalion && u.location == from && u.active())
        .map(|u| u.id)
        .collect();
    let acts = crate::rules::actions(&without, inputs, &a.actor(), Some(&beside));
    // Where every unit of the draft may go.
    let mut common: Option<BTreeMap<String, Location>> = None;
    let mut targets: BTreeMap<BattalionId, String> = BTreeMap::new();
    for m in acts.moves.iter().filter(|m| d.units.contains(&m.unit)) {
        let here: BTreeMap<String, Location> = m
            .destinations
            .iter()
            .map(|x| (x.to.to_string(), x.to.clone()))
            .collect();
        for t in m.destinations.iter().flat_map(|x| x.targets.iter()) {
            targets.insert(t.battalion, t.name.clone());
        }
        common = Some(match common {
            None => here,
            Some(c) => c
                .into_iter()
                .filter(|(k, _)| here.contains_key(k))
                .collect(),
        });
    }
    let current = d.to.to_string();
    let to: Vec<(String, String, bool)> = common
        .unwrap_or_default()
        .into_iter()
        .map(|(k, loc)| {
            let chosen = k == current;
            (k, words::place(map, &loc), chosen)
        })
        .collect();
    if to.is_empty() {
        return None;
    }
    let units = acts
        .moves
        .iter()
        .filter_map(|m| s.unit(m.unit))
        .map(|u| (u.id, u.name.clone(), d.units.contains(&u.id)))
        .collect();
    let targets = targets
        .into_iter()
        .map(|(b, name)| (b, name, Some(b) == d.target))
        .collect();
    Some(DraftEdit { units, to, targets })
}
