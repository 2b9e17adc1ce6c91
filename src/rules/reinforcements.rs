//! R10: the acting side's High Commander places what has arrived in the
//! reinforcement box: Allies into a launch box of the nation's beaches
//! (R10.2), Axis into an Axis-held entry zone, stacking permitting (R10.3).

use super::ctx::{names, Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::{BattalionId, UnitId};
use super::location::Location;
use super::pieces::Unit;
use super::refusal::{not_found, violation, Refusal};
use super::types::{Phase, Side, UnitClass, ZoneState};
use crate::say;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// One battalion (all its units) or some units, e.g. one artillery unit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlaceReinforcement {
    #[serde(default)]
    pub battalion: Option<BattalionId>,
    #[serde(default)]
    pub units: Option<Vec<UnitId>>,
    pub to: Location,
}

impl Apply for PlaceReinforcement {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_active()?;
        c.require_phase(&[Phase::Reinforcements], "reinforcements")?;
        let side = c.state.side;
        c.require_hc(
            side,
            format!(
                "Only the {} High Commander places reinforcements (R10).",
                side.label()
            ),
        )?;
        let ids = self.unit_ids(c)?;
        let units = check_place(c, &ids, &self.to)?;
        for id in &ids {
            if let Some(u) = c.state.unit_mut(*id) {
                u.location = self.to.clone();
            }
        }
        let to = &self.to;
        let place = super::told::place(c.inputs.map, to);
        let entry = match units.first().and_then(|u| u.battalion) {
            Some(b) => Entry::public(
                Event::ReinforcementPlaced {
                    units: ids.clone(),
                    to: to.clone(),
                },
                crate::say!("history-placed", what = c.battalion_name(b), place = &place),
            ),
            None => Entry::public(
                Event::ReinforcementPlaced {
                    units: ids.clone(),
                    to: to.clone(),
                },
                crate::say!(
                    "history-placed-support",
                    side = super::told::side(side),
                    class =
                        super::told::class(units.first().map_or(UnitClass::Artillery, |u| u.class)),
                    place = &place
                ),
            )
            .with_inner(
                side,
                crate::say!(
                    "history-placed",
                    what = names(&c.state, &ids),
                    place = place
                ),
            ),
        };
        c.record(entry);
        Ok(())
    }
}

impl PlaceReinforcement {
    fn unit_ids(&self, c: &Ctx) -> Result<Vec<UnitId>, Refusal> {
        match (self.battalion, &self.units) {
            (Some(b), None) => {
                if c.state.battalion(b).is_none() {
                    return not_found(format!("There is no battalion {b} in this campaign."));
                }
                Ok(c.state
                    .units
                    .iter()
                    .filter(|u| u.battalion == Some(b) && u.active())
                    .map(|u| u.id)
                    .collect())
            }
            (None, Some(u)) => Ok(u.clone()),
            _ => violation("R10.2", say!("reinforcements-battalion-or-units")),
        }
    }
}

/// The round `u` becomes available in the reinforcement box (R10.1): its
/// battalion's, else its own, else round 1.
pub fn arrives(s: &super::state::CampaignState, u: &Unit) -> u32 {
    u.battalion
        .and_then(|b| s.battalion(b))
        .and_then(|b| b.arrives_round)
        .or(u.arrives_round)
        .unwrap_or(1)
}

/// R10: whether `ids` may be placed in `to`; their units if so.
pub fn check_place(c: &Ctx, ids: &[UnitId], to: &Location) -> Result<Vec<Unit>, Refusal> {
    let units = c.units_of(ids)?;
    c.check_location_exists(to)?;
    check_arrived(c, &units)?;
    match c.state.side {
        Side::Allies => check_launch_box(c, &units, to)?,
        Side::Axis => check_entry_zone(c, &units, to)?,
    }
    Ok(units)
}

/// R10.1: one battalion (or artillery) of the acting side, in the box, due.
fn check_arrived(c: &Ctx, units: &[Unit]) -> Result<(), Refusal> {
    let side = c.state.side;
    let battalions: BTreeSet<Option<BattalionId>> = units.iter().map(|u| u.battalion).collect();
    if battalions.len() > 1 {
        return violation("R10.2", say!("reinforcements-one-battalion"));
    }
    for u in units {
        if u.side != side {
            return violation(
                "R5.5",
                say!(
                    "reinforcements-not-your-side",
                    unit = c.unit_name(u),
                    side = side.as_str(),
                ),
            );
        }
        if u.location != Location::Reinforcements {
            return violation("R10.1", say!("reinforcements-not-in-box", unit = &u.name));
        }
        let arrives = arrives(&c.state, u);
        if arrives > c.state.round {
            return violation(
                "R10.1",
                say!(
                    "reinforcements-not-yet",
                    unit = &u.name,
                    arrives = arrives,
                    round = c.state.round,
                ),
            );
        }
    }
    Ok(())
}

/// R10.2: Allied reinforcements go into a launch box of their nation.
fn check_launch_box(c: &Ctx, units: &[Unit], to: &Location) -> Result<(), Refusal> {
    let Location::LaunchBox(bx) = to else {
        return violation("R10.2", say!("reinforcements-launch-box"));
    };
    let nation = units
        .first()
        .and_then(|u| u.battalion)
        .and_then(|b| c.state.battalion(b))
        .map(|b| b.nation);
    let Some(n) = nation else { return Ok(()) };
    let allowed = c
        .state
        .params
        .launch_boxes_by_nation
        .get(&n)
        .cloned()
        .unwrap_or_default();
    if allowed.contains(bx) {
        return Ok(());
    }
    let names: Vec<String> = allowed
        .iter()
        .map(|b| {
            c.inputs
                .map
                .launch_box(b)
                .map_or(b.clone(), |x| x.name.clone())
        })
        .collect();
    let here = c
        .inputs
        .map
        .launch_box(bx)
        .map_or(bx.clone(), |x| x.name.clone());
    violation(
        "R10.2",
        say!(
            "reinforcements-wrong-launch-box",
            nation = n.label(),
            boxes = names.join(", "),
            here = here,
        ),
    )
}

/// R10.3: Axis reinforcements enter at an Axis-held entry zone, stacking
/// permitting (R4.1, R4.2).
fn check_entry_zone(c: &Ctx, units: &[Unit], to: &Location) -> Result<(), Refusal> {
    let side = Side::Axis;
    let Location::Zone(z) = to else {
        return violation("R10.3", say!("reinforcements-axis-entry"));
    };
    let p = &c.state.params;
    if !p.axis_entry.contains(z) {
        return violation(
            "R10.3",
            say!(
                "reinforcements-not-entry-zone",
                zone = z,
                entries = p.axis_entry.join(", "),
            ),
        );
    }
    if c.state.zone_state(z) != Some(ZoneState::Axis) {
        return violation("R10.3", say!("reinforcements-entry-not-held", zone = z));
    }
    let n = c.state.combat_units_in(z, side) + units.iter().filter(|u| u.is_combat()).count();
    if n as u32 > p.stack_limit {
        return violation(
            "R4.1",
            say!(
                "reinforcements-stack-limit",
                zone = z,
                n = n,
                limit = p.stack_limit,
            ),
        );
    }
    let art = units
        .iter()
        .filter(|u| u.class == UnitClass::Artillery)
        .count();
    let a = c.state.artillery_in(z, side) + art;
    if a as u32 > p.artillery_stack {
        return violation(
            "R4.2",
            say!(
                "reinforcements-artillery-limit",
                zone = z,
                n = a,
                limit = p.artillery_stack,
            ),
        );
    }
    Ok(())
}
