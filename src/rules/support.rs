//! Off-map support assigned to a battle by the High Commander (R6.6, R2.4):
//! artillery within range of the battle, air from the pool, a ship that is
//! free this turn; an assignment replaces the earlier one.

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::{BattleId, UnitId};
use super::pieces::{Battle, Unit};
use super::refusal::{not_found, violation, Refusal};
use super::types::{Phase, Side, UnitClass};
use crate::say;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The HC assigns off-map support to an attack; replaces earlier support.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AssignSupport {
    pub battle: BattleId,
    #[serde(default)]
    pub artillery: Vec<UnitId>,
    #[serde(default)]
    pub air: Vec<UnitId>,
    #[serde(default)]
    pub ship: bool,
}

impl Apply for AssignSupport {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_active()?;
        c.require_phase(&[Phase::CombatMove, Phase::CombatResolution], "support")?;
        let id = self.battle;
        let b = c.battle(id)?;
        c.require_hc(
            b.side,
            format!(
                "Only the {} High Commander assigns support to this attack (R6.6).",
                b.side.label()
            ),
        )?;
        if b.closed || b.result.is_some() || b.round != c.state.round || b.side != c.state.side {
            return violation("R6.6", say!("support-battle-closed", battle = id.get()));
        }
        // The GM built it in CMBN with the support it had (R13.1).
        if b.play.set_up.is_some() {
            return violation("R13.1", say!("support-set-up", battle = id.get()));
        }
        let used: BTreeSet<UnitId> = c
            .state
            .battles
            .iter()
            .filter(|o| o.id != id && o.round == c.state.round && o.side == c.state.side)
            .flat_map(|o| o.artillery.iter().chain(o.air.iter()).copied())
            .collect();
        let mut seen = BTreeSet::new();
        for uid in &self.artillery {
            let u = support_unit(c, *uid, &mut seen, &used, &b, UnitClass::Artillery)?;
            check_in_range(c, &u, &b)?;
        }
        for uid in &self.air {
            support_unit(c, *uid, &mut seen, &used, &b, UnitClass::Air)?;
        }
        let ship = if self.ship {
            Some(free_ship(c, &b)?)
        } else {
            None
        };
        let side = b.side;
        let bm = c.battle_mut(id)?;
        bm.artillery = self.artillery.clone();
        bm.air = self.air.clone();
        bm.ship = ship.clone();
        bm.support_decided = true;
        let text = match ship.as_ref() {
            Some(s) => crate::say!(
                "history-support-ship",
                battle = id.get(),
                artillery = self.artillery.len(),
                air = self.air.len(),
                ship = s
            ),
            None => crate::say!(
                "history-support",
                battle = id.get(),
                artillery = self.artillery.len(),
                air = self.air.len()
            ),
        };
        let event = Event::SupportAssigned {
            battle: id,
            artillery: self.artillery.clone(),
            air: self.air.clone(),
            ship,
        };
        c.record(Entry::side(side, event, text));
        Ok(())
    }
}

/// An active support unit of the battle's side and `class`, listed once,
/// not already supporting another battle this turn (R6.6).
fn support_unit(
    c: &Ctx,
    uid: UnitId,
    seen: &mut BTreeSet<UnitId>,
    used: &BTreeSet<UnitId>,
    b: &Battle,
    class: UnitClass,
) -> Result<Unit, Refusal> {
    let Some(u) = c.state.unit(uid).cloned() else {
        return not_found(format!("There is no unit {uid} in this campaign."));
    };
    let name = c.unit_name(&u);
    if !seen.insert(uid) {
        return violation("R6.6", say!("support-listed-twice", unit = &name));
    }
    if u.side != b.side || u.class != class || u.destroyed {
        let what = if class == UnitClass::Air {
            "air"
        } else {
            "artillery"
        };
        return violation(
            "R6.6",
            say!(
                "support-not-active",
                unit = &name,
                side = b.side.as_str(),
                class = what,
            ),
        );
    }
    if used.contains(&uid) {
        return violation("R6.6", say!("support-already-used", unit = &name));
    }
    Ok(u)
}

/// R6.6: artillery standing in the battle zone or next to it.
fn check_in_range(c: &Ctx, u: &Unit, b: &Battle) -> Result<(), Refusal> {
    let Some(z) = u.location.zone() else {
        return violation(
            "R6.6",
            say!(
                "support-not-on-map",
                unit = &u.name,
                place = c.place(&u.location),
            ),
        );
    };
    if z != b.zone && !c.inputs.map.adjacent(z, &b.zone) {
        return violation(
            "R6.6",
            say!(
                "support-out-of-range",
                unit = &u.name,
                zone = z,
                battle_zone = &b.zone,
            ),
        );
    }
    Ok(())
}

/// R2.4: a ship not supporting another battle this Allied turn, for an
/// assault from a launch box onto its beach.
pub(super) fn free_ship(c: &Ctx, b: &Battle) -> Result<String, Refusal> {
    if b.side != Side::Allies || b.from_launch_box.is_none() {
        return violation(
            "R2.4",
            say!(
                "support-naval-not-assault",
                battle = b.id.get(),
                zone = &b.zone,
            ),
        );
    }
    let taken: BTreeSet<&str> = c
        .state
        .battles
        .iter()
        .filter(|o| o.id != b.id && o.round == c.state.round && o.side == Side::Allies)
        .filter_map(|o| o.ship.as_deref())
        .collect();
    let n = c.state.params.naval_support;
    let ships = c.inputs.map.file.ships.iter().take(n as usize);
    match ships
        .map(|s| s.name.clone())
        .find(|s| !taken.contains(s.as_str()))
    {
        Some(s) => Ok(s),
        None if n == 1 => violation("R2.4", say!("support-ship-taken")),
        None => violation("R2.4", say!("support-ships-taken", n = n)),
    }
}
