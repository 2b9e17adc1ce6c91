//! Battles before their result: support (R6.6, R2.4), defenders (R7.1),
//! conditions and due dates for the setup sheet (R7.4, R5.4), and the
//! arithmetic the sheet shows (R7.2, R7.3).

use super::combat::{self, default_defenders, defenders_required};
use super::ctx::{count_text, names, units, Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::{BattleId, UnitId};
use super::pieces::{Battle, Conditions, Unit};
use super::refusal::{forbidden, not_found, violation, Refusal};
use super::state::CampaignState;
use super::types::{Phase, Side, UnitClass};
use chrono::{DateTime, Utc};
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
        c.require_phase(
            &[Phase::CombatMove, Phase::CombatResolution],
            "Support is assigned",
        )?;
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
            return violation(
                "R6.6",
                format!("Battle {id} is no longer open for support."),
            );
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
        let text = format!(
            "Battle {id}: {} artillery, {} air{}",
            self.artillery.len(),
            self.air.len(),
            ship.as_ref()
                .map(|s| format!(", naval support from {s}"))
                .unwrap_or_default()
        );
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
        return violation("R6.6", format!("{name} is listed twice."));
    }
    if u.side != b.side || u.class != class || u.destroyed {
        let what = if class == UnitClass::Air {
            "air"
        } else {
            "artillery"
        };
        return violation(
            "R6.6",
            format!("{name} is not an active {} {what} unit.", b.side.label()),
        );
    }
    if used.contains(&uid) {
        return violation(
            "R6.6",
            format!("{name} already supports another battle this turn."),
        );
    }
    Ok(u)
}

/// R6.6: artillery standing in the battle zone or next to it.
fn check_in_range(c: &Ctx, u: &Unit, b: &Battle) -> Result<(), Refusal> {
    let Some(z) = u.location.zone() else {
        return violation(
            "R6.6",
            format!("{} is not on the map ({}).", u.name, c.place(&u.location)),
        );
    };
    if z != b.zone && !c.inputs.map.adjacent(z, &b.zone) {
        return violation(
            "R6.6",
            format!(
                "{} stands in {z}, which is neither {} nor next to it.",
                u.name, b.zone
            ),
        );
    }
    Ok(())
}

/// R2.4: a ship not supporting another battle this Allied turn, for an
/// assault from a launch box onto its beach.
pub(super) fn free_ship(c: &Ctx, b: &Battle) -> Result<String, Refusal> {
    if b.side != Side::Allies || b.from_launch_box.is_none() {
        return violation("R2.4", format!("Naval support is only for an Allied assault from a launch box onto its beach; battle {} in {} is not one.", b.id, b.zone));
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
        None => violation(
            "R2.4",
            format!("All {n} ships already support other battles this turn."),
        ),
    }
}

/// R7.1: the defending BC picks the defenders. The GM may send an empty
/// list to apply the default.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChooseDefenders {
    pub battle: BattleId,
    pub units: Vec<UnitId>,
}

impl Apply for ChooseDefenders {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_active()?;
        c.require_phase(
            &[Phase::CombatMove, Phase::CombatResolution],
            "Defenders are chosen",
        )?;
        let id = self.battle;
        let b = c.battle(id)?;
        let side = b.side.enemy();
        let a = c.actor;
        if !a.commands(&c.state, b.defender_battalion) && !a.is_hc(side) && !a.gm {
            return forbidden(format!(
                "Only the commander of {} picks its defenders (R7.1).",
                c.battalion_name(b.defender_battalion)
            ));
        }
        if b.defender_units.is_some() {
            return violation(
                "R7.1",
                format!("The defenders of battle {id} are already chosen."),
            );
        }
        if self.units.is_empty() && a.gm {
            return default_defenders_for(c, &b);
        }
        let chosen = c.units_of(&self.units)?;
        check_defenders(c, &b, &chosen)?;
        set_defenders(c, id, self.units.clone(), false)
    }
}

/// R7.1, R6.4: from the attacked battalion in the zone, at least the
/// required number, at most the company limit.
fn check_defenders(c: &Ctx, b: &Battle, chosen: &[Unit]) -> Result<(), Refusal> {
    let present: Vec<&Unit> = c
        .state
        .battalion_units_in(b.defender_battalion, &b.zone)
        .into_iter()
        .filter(|u| u.is_combat())
        .collect();
    for u in chosen {
        if !present.iter().any(|p| p.id == u.id) {
            return violation(
                "R7.1",
                format!(
                    "{} is not a unit of {} in {}.",
                    c.unit_name(u),
                    c.battalion_name(b.defender_battalion),
                    b.zone
                ),
            );
        }
    }
    let (required, max_c) = defender_requirement(&c.state, b);
    let companies = chosen
        .iter()
        .filter(|u| u.class == UnitClass::Company)
        .count() as u32;
    if companies > max_c {
        return violation(
            "R6.4",
            format!("{companies} company-class units chosen; at most {max_c} plus any platoons may defend."),
        );
    }
    if (chosen.len() as u32) < required {
        return violation(
            "R7.1",
            format!(
                "Field at least {required} units (the attacker committed {}); {} chosen.",
                b.attacker_units.len(),
                chosen.len()
            ),
        );
    }
    Ok(())
}

/// R7.1 default: the required number, company-class first.
pub fn default_defenders_for(c: &mut Ctx, b: &Battle) -> Result<(), Refusal> {
    let (required, _) = defender_requirement(&c.state, b);
    let present: Vec<Unit> = c
        .state
        .battalion_units_in(b.defender_battalion, &b.zone)
        .into_iter()
        .filter(|u| u.is_combat())
        .cloned()
        .collect();
    let refs: Vec<&Unit> = present.iter().collect();
    let chosen = default_defenders(&c.state.params, &refs, required);
    set_defenders(c, b.id, chosen, true)
}

fn set_defenders(
    c: &mut Ctx,
    id: BattleId,
    chosen: Vec<UnitId>,
    by_default: bool,
) -> Result<(), Refusal> {
    let named = names(&c.state, &chosen);
    let counted = count_text(units(&c.state, &chosen));
    let b = c.battle_mut(id)?;
    b.defender_units = Some(chosen.clone());
    let (zone, side) = (b.zone.clone(), b.side.enemy());
    let how = if by_default { " by default (R7.1)" } else { "" };
    let n = chosen.len();
    c.record(Entry::side(
        side,
        Event::DefendersChosen {
            battle: id,
            units: chosen,
            by_default,
        },
        format!("Battle {id} in {zone}: defenders chosen{how}: {named}"),
    ));
    c.record(Entry::public(
        Event::BattleReady { battle: id },
        format!("Battle {id} in {zone} is ready to set up: {n} defending units ({counted})"),
    ));
    Ok(())
}

/// Time of day, weather, ground and fortifications for the sheet (R7.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetConditions {
    pub battle: BattleId,
    pub conditions: Conditions,
}

/// The longest text of one condition, on every face (forms and API).
pub const CONDITION_MAX: usize = 300;

impl Apply for SetConditions {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may do this (R1.2).")?;
        let k = &self.conditions;
        let texts = [&k.time_of_day, &k.weather, &k.ground, &k.fortifications];
        if texts.iter().any(|t| t.chars().count() > CONDITION_MAX) {
            return violation(
                "R7.4",
                format!("Conditions are limited to {CONDITION_MAX} characters each."),
            );
        }
        let id = self.battle;
        c.battle_mut(id)?.conditions = k.clone();
        c.record(Entry::public(
            Event::ConditionsSet { battle: id },
            format!("Battle {id}: conditions set"),
        ));
        Ok(())
    }
}

/// The GM sets a battle's due date (it defaults to the phase deadline).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetBattleDue {
    pub battle: BattleId,
    pub due: Option<DateTime<Utc>>,
}

impl Apply for SetBattleDue {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may do this (R1.2).")?;
        if self.due.is_some_and(|d| d < c.inputs.now) {
            return violation("R5.4", "A due date must be in the future.");
        }
        let id = self.battle;
        let b = c.battle_mut(id)?;
        b.due = self.due;
        let zone = b.zone.clone();
        let text = self.due.map_or_else(
            || "cleared".to_string(),
            |d| format!("set to {} UTC", d.format("%Y-%m-%d %H:%M")),
        );
        c.record(Entry::public(
            Event::BattleDueSet {
                battle: id,
                due: self.due,
            },
            format!("Battle {id} in {zone}: due date {text}"),
        ));
        Ok(())
    }
}

/// Odds and size of a battle, for the sheet and the API (R7.2, R7.3).
pub fn battle_odds(s: &CampaignState, b: &Battle) -> (combat::Odds, combat::BattleSize) {
    let attackers: Vec<&Unit> = units(s, &b.attacker_units).collect();
    let defenders: Vec<&Unit> = b
        .defender_units
        .iter()
        .flatten()
        .filter_map(|id| s.unit(*id))
        .collect();
    let odds = combat::odds(&s.params, attackers.len() as u32, defenders.len() as u32);
    let larger = combat::half_equivalents(&attackers).max(combat::half_equivalents(&defenders));
    let size = combat::battle_size(&s.params, larger, &odds.battle_type);
    (odds, size)
}

/// (required count, company limit) for the defender of `b` (R7.1, R6.4).
pub fn defender_requirement(s: &CampaignState, b: &Battle) -> (u32, u32) {
    let present: Vec<&Unit> = s.battalion_units_in(b.defender_battalion, &b.zone);
    let count = |class| present.iter().filter(|u| u.class == class).count() as u32;
    (
        defenders_required(
            &s.params,
            b.attacker_units.len() as u32,
            count(UnitClass::Company),
            count(UnitClass::Platoon),
        ),
        s.params.max_battle_companies,
    )
}
