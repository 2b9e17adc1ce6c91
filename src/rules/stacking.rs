//! R4 stacking: at most `stack_limit` combat units and `artillery_stack`
//! artillery units per side in a zone, checked against the side's drafted
//! end state when an order is given and again at the commit (R4.4). Launch
//! boxes and the reinforcement boxes have no limit (R4.3): only zones count.

use super::ids::UnitId;
use super::location::Location;
use super::pieces::Draft;
use super::refusal::{Refusal, RuleViolation};
use super::state::CampaignState;
use super::types::{Side, UnitClass};
use std::collections::{BTreeMap, BTreeSet};

/// Where each drafted unit would stand.
pub fn drafted_locations(drafts: &[Draft]) -> BTreeMap<UnitId, Location> {
    let mut m = BTreeMap::new();
    for d in drafts {
        for u in &d.units {
            m.insert(*u, d.to.clone());
        }
    }
    m
}

/// Units per zone of `side` if every draft took effect: (combat, artillery).
pub fn drafted_counts(s: &CampaignState, side: Side) -> BTreeMap<String, (usize, usize)> {
    counts_with(s, side, &s.drafts)
}

fn counts_with(
    s: &CampaignState,
    side: Side,
    drafts: &[Draft],
) -> BTreeMap<String, (usize, usize)> {
    let locs = drafted_locations(drafts);
    let mut out: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for u in s.units.iter().filter(|u| u.active() && u.side == side) {
        if let Location::Zone(z) = locs.get(&u.id).unwrap_or(&u.location) {
            let e = out.entry(z.clone()).or_default();
            match u.class {
                UnitClass::Company | UnitClass::Platoon => e.0 += 1,
                UnitClass::Artillery => e.1 += 1,
                UnitClass::Air => {}
            }
        }
    }
    out
}

/// Every zone the drafts enter where the acting side would break R4.1 or
/// R4.2, in zone order.
fn problems_with(s: &CampaignState, drafts: &[Draft]) -> Vec<RuleViolation> {
    let side = s.side;
    let touched: BTreeSet<&str> = drafts.iter().filter_map(|d| d.to.zone()).collect();
    counts_with(s, side, drafts)
        .into_iter()
        .filter(|(z, _)| touched.contains(z.as_str()))
        .flat_map(|(z, (c, a))| over_limits(s, side, &z, c, a))
        .collect()
}

/// R4.1 and R4.2 for `side`'s `c` combat units and `a` artillery in `z`.
fn over_limits(s: &CampaignState, side: Side, z: &str, c: usize, a: usize) -> Vec<RuleViolation> {
    let mut out = Vec::new();
    if c as u32 > s.params.stack_limit {
        out.push(RuleViolation::new(
            "R4.1",
            format!(
                "{z}: {} units would be {c}, the limit is {}.",
                side.label(),
                s.params.stack_limit
            ),
        ));
    }
    if a as u32 > s.params.artillery_stack {
        out.push(RuleViolation::new(
            "R4.2",
            format!(
                "{z}: {} artillery units would be {a}, the limit is {}.",
                side.label(),
                s.params.artillery_stack
            ),
        ));
    }
    out
}

/// The acting side's stack in `zone` once its drafts take effect, and the
/// limits it would break there (R4.4: legal to draft, refused by the
/// commit until another draft makes room).
pub fn stack_in(s: &CampaignState, zone: &str) -> ((usize, usize), Vec<RuleViolation>) {
    let (c, a) = drafted_counts(s, s.side)
        .get(zone)
        .copied()
        .unwrap_or((0, 0));
    ((c, a), over_limits(s, s.side, zone, c, a))
}

/// R4.1, R4.2, R4.4: refuses a set of drafts whose end state breaks stacking.
pub fn check_stacking(s: &CampaignState, drafts: &[Draft]) -> Result<(), Refusal> {
    match problems_with(s, drafts).into_iter().next() {
        Some(v) => Err(Refusal::Rule(v)),
        None => Ok(()),
    }
}

/// R4.4: every zone where the acting side's drafts as they stand break
/// stacking; shown at once (e.g. after deleting the draft that made room
/// for another), and refused by the commit.
pub fn stacking_problems(s: &CampaignState) -> Vec<RuleViolation> {
    problems_with(s, &s.drafts)
}
