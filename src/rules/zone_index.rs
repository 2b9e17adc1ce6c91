//! What stands in each zone, counted once (#45). Asking what a player may
//! do checks a draft for every unit and every zone within its range, and
//! each check asked the whole state whether the zone is contested (R2.2)
//! and how many units its stack would hold (R4): a count over every unit,
//! thousands of times per map page of a large campaign. A read that does
//! not change the state counts once here and answers each question from
//! the counts, the same answers as the state's own (a property test holds
//! them equal after random commands).

use super::ids::UnitId;
use super::pieces::Draft;
use super::state::{CampaignState, ZoneState};
use super::types::{Side, UnitClass};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The counts of one state, as it was when counted.
#[derive(Debug, Clone, Default)]
pub struct ZoneIndex {
    /// Active units per zone where they stand: combat Allies, combat Axis,
    /// artillery Allies, artillery Axis.
    counts: HashMap<String, [usize; 4]>,
    /// Each active unit counted: its slot in `counts` and its zone.
    units: HashMap<UnitId, (usize, Option<String>)>,
}

/// Where a unit of `side` and `class` is counted (air units are not).
fn slot(side: Side, class: UnitClass) -> Option<usize> {
    match (class, side) {
        (UnitClass::Company | UnitClass::Platoon, Side::Allies) => Some(0),
        (UnitClass::Company | UnitClass::Platoon, Side::Axis) => Some(1),
        (UnitClass::Artillery, Side::Allies) => Some(2),
        (UnitClass::Artillery, Side::Axis) => Some(3),
        (UnitClass::Air, _) => None,
    }
}

impl ZoneIndex {
    pub fn of(s: &CampaignState) -> ZoneIndex {
        let mut out = ZoneIndex::default();
        for u in s.units.iter().filter(|u| u.active()) {
            let Some(k) = slot(u.side, u.class) else {
                continue;
            };
            let zone = u.location.zone().map(str::to_string);
            if let Some(z) = &zone {
                if let Some(n) = out.counts.entry(z.clone()).or_default().get_mut(k) {
                    *n += 1;
                }
            }
            out.units.insert(u.id, (k, zone));
        }
        out
    }

    /// `s.zone_state(zone)` (R2.2), for the state this index counted.
    pub fn zone_state(&self, s: &CampaignState, zone: &str) -> Option<ZoneState> {
        s.zone_state_from(zone, &self.counts.get(zone).copied().unwrap_or_default())
    }

    /// (combat, artillery) units of `side` per zone if `drafts` took
    /// effect, of the zones `only` names when given (R4): what
    /// `stacking::counts_with` counts over every unit.
    pub fn counts_with(
        &self,
        side: Side,
        drafts: &[Draft],
        only: Option<&BTreeSet<&str>>,
    ) -> BTreeMap<String, (usize, usize)> {
        let (combat, artillery) = match side {
            Side::Allies => (0, 2),
            Side::Axis => (1, 3),
        };
        let wanted = |z: &str| only.is_none_or(|o| o.contains(z));
        let mut out: BTreeMap<String, (usize, usize)> = self
            .counts
            .iter()
            .filter(|(z, _)| wanted(z))
            .map(|(z, n)| {
                let at = |k: usize| n.get(k).copied().unwrap_or_default();
                (z.clone(), (at(combat), at(artillery)))
            })
            .collect();
        // The last draft naming a unit decides where it ends.
        let mut moved: BTreeMap<UnitId, Option<&str>> = BTreeMap::new();
        for d in drafts {
            for u in &d.units {
                moved.insert(*u, d.to.zone());
            }
        }
        for (u, to) in moved {
            let Some((k, from)) = self.units.get(&u) else {
                continue;
            };
            // Combat units count first, artillery second; the other
            // side's units not at all.
            let field = if *k == combat {
                0
            } else if *k == artillery {
                1
            } else {
                continue;
            };
            let bump = |n: &mut (usize, usize), up: bool| {
                let v = if field == 0 { &mut n.0 } else { &mut n.1 };
                *v = if up { *v + 1 } else { v.saturating_sub(1) };
            };
            if from.as_deref() == to {
                continue;
            }
            if let Some(n) = from
                .as_deref()
                .filter(|f| wanted(f))
                .and_then(|f| out.get_mut(f))
            {
                bump(n, false);
            }
            if let Some(t) = to.filter(|t| wanted(t)) {
                bump(out.entry(t.to_string()).or_default(), true);
            }
        }
        out.retain(|_, n| *n != (0, 0));
        out
    }
}
