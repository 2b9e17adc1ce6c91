//! After the result: each side's choice of casualties among the units that
//! fought (R8.1, within the result's losses), then the battle closes with
//! control changing hands (R8.2) and artillery overrun (R8.3).

use super::control::change_control;
use super::ctx::{names, units, Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::{BattleId, UnitId};
use super::pieces::Battle;
use super::refusal::{forbidden, violation, Refusal};
use super::types::{Phase, Side};
use crate::say;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// R8.1: a side's BC chooses which of its battle units are lost.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChooseCasualties {
    pub battle: BattleId,
    /// Which side's losses, when the actor could answer for both.
    #[serde(default)]
    pub side: Option<Side>,
    pub units: Vec<UnitId>,
}

impl Apply for ChooseCasualties {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_active()?;
        c.require_phase(&[Phase::CombatResults], "casualties")?;
        let id = self.battle;
        let b = c.battle(id)?;
        let Some(result) = b.result.clone() else {
            return violation("R8.1", say!("casualties-no-result", battle = id.get()));
        };
        let attacker = self.for_attacker(c, &b);
        let (battalion, bside) = if attacker {
            (b.attacker_battalion, b.side)
        } else {
            (b.defender_battalion, b.side.enemy())
        };
        let a = c.actor;
        if !a.commands(&c.state, battalion) && !a.is_hc(bside) && !a.gm {
            return forbidden(format!(
                "Only the commander of {} chooses its casualties (R8.1).",
                c.battalion_name(battalion)
            ));
        }
        let (already, fought, count) = if attacker {
            (
                b.attacker_casualties.is_some(),
                b.attacker_units.clone(),
                result.attacker_losses,
            )
        } else {
            (
                b.defender_casualties.is_some(),
                b.defender_units.clone().unwrap_or_default(),
                result.defender_losses,
            )
        };
        if already {
            return violation(
                "R8.1",
                say!(
                    "casualties-already-chosen",
                    side = bside.as_str(),
                    battle = id.get(),
                ),
            );
        }
        check_casualties(c, id, &self.units, &fought, count)?;
        set_casualties(c, id, attacker, self.units.clone(), false)
    }
}

impl ChooseCasualties {
    /// Whose casualties: the side named, else the side the actor commands.
    fn for_attacker(&self, c: &Ctx, b: &Battle) -> bool {
        let a = c.actor;
        match self.side {
            Some(s) => s == b.side,
            None if a.commands(&c.state, b.attacker_battalion)
                && b.attacker_casualties.is_none() =>
            {
                true
            }
            None if a.commands(&c.state, b.defender_battalion) => false,
            None => a.is_hc(b.side),
        }
    }
}

/// Exactly `count` different units that fought in the battle (R8.1).
fn check_casualties(
    c: &Ctx,
    id: BattleId,
    chosen: &[UnitId],
    fought: &[UnitId],
    count: u32,
) -> Result<(), Refusal> {
    let mut seen = BTreeSet::new();
    for u in chosen {
        if !seen.insert(*u) {
            return violation("R8.1", say!("casualties-listed-twice", unit = u.get()));
        }
        if !fought.contains(u) {
            let said = match c.state.unit(*u) {
                Some(x) => say!(
                    "casualties-not-fought",
                    unit = c.unit_name(x),
                    battle = id.get(),
                ),
                None => say!(
                    "casualties-unknown-not-fought",
                    unit = u.get(),
                    battle = id.get(),
                ),
            };
            return violation("R8.1", said);
        }
    }
    if chosen.len() as u32 != count {
        return violation(
            "R8.1",
            say!("casualties-exactly", n = count, chosen = chosen.len()),
        );
    }
    Ok(())
}

pub fn set_casualties(
    c: &mut Ctx,
    id: BattleId,
    attacker: bool,
    lost: Vec<UnitId>,
    by_default: bool,
) -> Result<(), Refusal> {
    let named = names(&c.state, &lost);
    let counted = super::told::count(units(&c.state, &lost));
    let b = c.battle_mut(id)?;
    let side = if attacker { b.side } else { b.side.enemy() };
    if attacker {
        b.attacker_casualties = Some(lost.clone());
    } else {
        b.defender_casualties = Some(lost.clone());
    }
    let done = b.attacker_casualties.is_some() && b.defender_casualties.is_some();
    let public: crate::rules::say::Arg = if lost.is_empty() {
        say!("word-none").into()
    } else {
        counted
    };
    let said = |what: crate::rules::say::Arg| {
        if by_default {
            say!(
                "history-casualties-default",
                battle = id.get(),
                side = super::told::side(side),
                what = what
            )
        } else {
            say!(
                "history-casualties",
                battle = id.get(),
                side = super::told::side(side),
                what = what
            )
        }
    };
    c.record(
        Entry::public(
            Event::CasualtiesChosen {
                battle: id,
                side,
                units: lost,
                by_default,
            },
            said(public),
        )
        .with_inner(side, said(named.into())),
    );
    if done {
        close_battle(c, id)?;
    }
    Ok(())
}

/// Losses leave the map, then control follows R8.2 and R8.3.
pub(super) fn close_battle(c: &mut Ctx, id: BattleId) -> Result<(), Refusal> {
    let b = c.battle(id)?;
    let lost: Vec<UnitId> = b
        .attacker_casualties
        .iter()
        .chain(b.defender_casualties.iter())
        .flatten()
        .copied()
        .collect();
    let was = c.state.zone_state(&b.zone);
    for u in &lost {
        if let Some(unit) = c.state.unit_mut(*u) {
            unit.destroyed = true;
        }
    }
    let allied = c.state.combat_units_in(&b.zone, Side::Allies);
    let axis = c.state.combat_units_in(&b.zone, Side::Axis);
    match (allied > 0, axis > 0) {
        (true, false) => change_control(c, &b.zone, Side::Allies, was),
        (false, true) => change_control(c, &b.zone, Side::Axis, was),
        _ => {}
    }
    c.battle_mut(id)?.closed = true;
    let state = c
        .state
        .zone_state(&b.zone)
        .map_or("uncontrolled", |z| z.as_str());
    c.record(Entry::public(
        Event::BattleClosed {
            battle: id,
            lost: lost.clone(),
        },
        say!(
            "history-battle-closed",
            battle = id.get(),
            lost = lost.len(),
            zone = &b.zone,
            state = say!("word-control", state = state)
        ),
    ));
    Ok(())
}
