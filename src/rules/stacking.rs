//! R4 stacking: at most `stack_limit` combat units and `artillery_stack`
//! artillery units per side in a zone, checked against the side's drafted
//! end state when an order is given and again at the commit (R4.4). Launch
//! boxes and the reinforcement boxes have no limit (R4.3): only zones count.

use super::ids::UnitId;
use super::location::Location;
use super::pieces::Draft;
use super::refusal::{Problems, Refusal, RuleViolation};
use super::state::CampaignState;
use super::types::{Side, UnitClass};
use super::zone_index::ZoneIndex;
use crate::say;
use std::collections::{BTreeMap, BTreeSet};

/// Units per zone of `side` if every draft took effect: (combat, artillery).
pub fn drafted_counts(s: &CampaignState, side: Side) -> BTreeMap<String, (usize, usize)> {
    counts_with(s, side, &s.drafts, None)
        .into_iter()
        .map(|(z, n)| (z.to_string(), n))
        .collect()
}

/// (combat, artillery) units of `side` per zone if `drafts` took effect;
/// of the zones `only` names, when given. Every draft and every order's
/// check counts this (the writer's busiest rule): it borrows the zones'
/// names rather than copying one per unit.
pub(super) fn counts_with<'a>(
    s: &'a CampaignState,
    side: Side,
    drafts: &'a [Draft],
    only: Option<&BTreeSet<&str>>,
) -> BTreeMap<&'a str, (usize, usize)> {
    let mut moved: BTreeMap<UnitId, &Location> = BTreeMap::new();
    for d in drafts {
        for u in &d.units {
            moved.insert(*u, &d.to);
        }
    }
    let mut out: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for u in s.units.iter().filter(|u| u.active() && u.side == side) {
        let Location::Zone(z) = moved.get(&u.id).copied().unwrap_or(&u.location) else {
            continue;
        };
        if only.is_some_and(|only| !only.contains(z.as_str())) {
            continue;
        }
        let e = out.entry(z.as_str()).or_default();
        match u.class {
            UnitClass::Company | UnitClass::Platoon => e.0 += 1,
            UnitClass::Artillery => e.1 += 1,
            UnitClass::Air => {}
        }
    }
    out
}

/// Every zone the drafts enter where the acting side would break R4.1 or
/// R4.2, in zone order.
/// With `index`, counted from it (`ZoneIndex`, the same answer).
fn problems_with(
    s: &CampaignState,
    index: Option<&ZoneIndex>,
    drafts: &[Draft],
) -> Vec<RuleViolation> {
    let side = s.side;
    let touched: BTreeSet<&str> = drafts.iter().filter_map(|d| d.to.zone()).collect();
    if touched.is_empty() {
        return Vec::new();
    }
    match index {
        Some(index) => index
            .counts_with(side, drafts, Some(&touched))
            .into_iter()
            .flat_map(|(z, (c, a))| over_limits(s, side, &z, c, a))
            .collect(),
        None => counts_with(s, side, drafts, Some(&touched))
            .into_iter()
            .flat_map(|(z, (c, a))| over_limits(s, side, z, c, a))
            .collect(),
    }
}

/// R4.1 and R4.2 for `side`'s `c` combat units and `a` artillery in `z`.
fn over_limits(s: &CampaignState, side: Side, z: &str, c: usize, a: usize) -> Vec<RuleViolation> {
    let mut out = Vec::new();
    if c as u32 > s.params.stack_limit {
        out.push(RuleViolation::new(
            "R4.1",
            say!(
                "stacking-stack-limit",
                zone = z,
                side = side.as_str(),
                units = c,
                limit = s.params.stack_limit,
            ),
        ));
    }
    if a as u32 > s.params.artillery_stack {
        out.push(RuleViolation::new(
            "R4.2",
            say!(
                "stacking-artillery-stack",
                zone = z,
                side = side.as_str(),
                units = a,
                limit = s.params.artillery_stack,
            ),
        ));
    }
    out
}

/// The acting side's stack in `zone` once its drafts take effect, and the
/// limits it would break there (R4.4: legal to draft, refused by the
/// commit until another draft makes room).
pub fn stack_in(s: &CampaignState, zone: &str) -> ((usize, usize), Vec<RuleViolation>) {
    let only = BTreeSet::from([zone]);
    let (c, a) = counts_with(s, s.side, &s.drafts, Some(&only))
        .get(zone)
        .copied()
        .unwrap_or((0, 0));
    ((c, a), over_limits(s, s.side, zone, c, a))
}

/// R4.1, R4.2, R4.4: refuses a set of drafts whose end state breaks stacking.
pub fn check_stacking(
    s: &CampaignState,
    index: Option<&ZoneIndex>,
    drafts: &[Draft],
) -> Result<(), Refusal> {
    match Problems::of(problems_with(s, index, drafts)) {
        Some(p) => Err(Refusal::Rule(p)),
        None => Ok(()),
    }
}

/// R4.4: every zone where the acting side's drafts as they stand break
/// stacking; shown at once (e.g. after deleting the draft that made room
/// for another), and refused by the commit.
pub fn stacking_problems(s: &CampaignState) -> Vec<RuleViolation> {
    problems_with(s, None, &s.drafts)
}
