//! Battles before their result: defenders (R7.1), conditions and due dates
//! for the setup sheet (R7.4, R5.4), and the arithmetic the sheet shows
//! (R7.2, R7.3). Support assigned to a battle is in `support`.

use super::combat::{self, default_defenders, defenders_required};
use super::ctx::{names, units, Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::{BattleId, UnitId};
use super::pieces::{Battle, Conditions, Unit};
use super::refusal::{forbidden, violation, Found, Refusal};
use super::state::CampaignState;
use super::types::{Phase, UnitClass};
use crate::say;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

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
        c.require_phase(&[Phase::CombatMove, Phase::CombatResolution], "defenders")?;
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
            return violation("R7.1", say!("battles-defenders-chosen", battle = id.get()));
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
    let mut found = Found::default();
    for u in chosen {
        if !present.iter().any(|p| p.id == u.id) {
            found.push(
                "R7.1",
                say!(
                    "battles-not-defender",
                    unit = c.unit_name(u),
                    battalion = c.battalion_name(b.defender_battalion),
                    zone = &b.zone,
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
        found.push(
            "R6.4",
            say!(
                "battles-too-many-companies",
                companies = companies,
                max = max_c,
            ),
        );
    }
    // Only the battalion's own units in the zone count towards the number.
    let fielded = chosen
        .iter()
        .filter(|u| present.iter().any(|p| p.id == u.id))
        .count();
    if (fielded as u32) < required {
        let committed = b.attacker_units.len();
        let said = if fielded == chosen.len() {
            say!(
                "battles-field-at-least",
                required = required,
                committed = committed,
                fielded = fielded,
            )
        } else {
            say!(
                "battles-field-at-least-of",
                required = required,
                committed = committed,
                fielded = fielded,
                battalion = c.battalion_name(b.defender_battalion),
            )
        };
        found.push("R7.1", said);
    }
    found.done()
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
    let counted = super::told::count(units(&c.state, &chosen));
    let b = c.battle_mut(id)?;
    b.defender_units = Some(chosen.clone());
    let (zone, side) = (b.zone.clone(), b.side.enemy());
    let n = chosen.len();
    let said = if by_default {
        say!(
            "history-defenders-default",
            battle = id.get(),
            zone = &zone,
            named = named
        )
    } else {
        say!(
            "history-defenders-chosen",
            battle = id.get(),
            zone = &zone,
            named = named
        )
    };
    c.record(Entry::side(
        side,
        Event::DefendersChosen {
            battle: id,
            units: chosen,
            by_default,
        },
        said,
    ));
    c.record(Entry::public(
        Event::BattleReady { battle: id },
        say!(
            "history-battle-ready",
            battle = id.get(),
            zone = zone,
            n = n,
            counted = counted
        ),
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
                say!("battles-conditions-limit", max = CONDITION_MAX),
            );
        }
        let id = self.battle;
        c.battle_mut(id)?.conditions = k.clone();
        c.record(Entry::public(
            Event::ConditionsSet { battle: id },
            say!("history-conditions-set", battle = id.get()),
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
            return violation("R5.4", say!("battles-due-past"));
        }
        let id = self.battle;
        let b = c.battle_mut(id)?;
        b.due = self.due;
        let zone = b.zone.clone();
        let text = match self.due {
            Some(d) => say!(
                "history-due-set",
                battle = id.get(),
                zone = zone,
                due = d.format("%Y-%m-%d %H:%M").to_string()
            ),
            None => say!("history-due-cleared", battle = id.get(), zone = zone),
        };
        c.record(Entry::public(
            Event::BattleDueSet {
                battle: id,
                due: self.due,
            },
            text,
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
