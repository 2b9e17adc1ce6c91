//! After the battle: the GM's outcome and the losses it allows (R7.5), each
//! side's choice of casualties (R8.1), then control (R8.2) and artillery
//! overrun (R8.3).

use super::combat::{loss_caps, loss_range};
use super::control::change_control;
use super::ctx::{count_text, names, units, Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::{BattleId, UnitId};
use super::pieces::{Battle, BattleResult};
use super::refusal::{forbidden, violation, Refusal};
use super::types::{Outcome, Phase, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The longest notes and link of a result, on every face.
pub const NOTES_MAX: usize = 4000;
pub const LINK_MAX: usize = 500;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EnterResult {
    pub battle: BattleId,
    pub outcome: Outcome,
    /// Default: the cap (R7.5).
    #[serde(default)]
    pub attacker_losses: Option<u32>,
    #[serde(default)]
    pub defender_losses: Option<u32>,
    #[serde(default)]
    pub notes: String,
    #[serde(default)]
    pub link: String,
}

fn range_text(min: u32, max: u32) -> String {
    if min == max {
        format!("exactly {min}")
    } else {
        format!("{min} to {max}")
    }
}

/// Empty, or an http(s) address without spaces or control characters
/// (no `javascript:` or `data:` link reaches a page or a post).
fn web_link(link: &str) -> bool {
    let l = link.trim();
    if l.is_empty() {
        return true;
    }
    let lower = l.to_ascii_lowercase();
    (lower.starts_with("https://") || lower.starts_with("http://"))
        && l.len() > "https://".len()
        && !l.chars().any(|c| c.is_whitespace() || c.is_control())
}

impl Apply for EnterResult {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may do this (R1.2).")?;
        let id = self.battle;
        let b = c.battle(id)?;
        c.require_active()?;
        c.require_phase(&[Phase::CombatResolution], "Battle results are entered")?;
        let defenders = check_open(c, &b)?;
        let (al, dl) = self.losses(&b, defenders.len() as u32)?;
        if self.notes.chars().count() > NOTES_MAX || self.link.chars().count() > LINK_MAX {
            return violation(
                "R7.5",
                format!("Notes are limited to {NOTES_MAX} characters and links to {LINK_MAX}."),
            );
        }
        if !web_link(&self.link) {
            return violation(
                "R7.5",
                "The after-action link is an http:// or https:// address (or nothing).",
            );
        }
        let outcome = self.outcome;
        let bm = c.battle_mut(id)?;
        bm.result = Some(BattleResult {
            outcome,
            attacker_losses: al,
            defender_losses: dl,
            notes: self.notes.clone(),
            link: self.link.clone(),
        });
        // Nothing to choose when a side loses nothing.
        if al == 0 {
            bm.attacker_casualties = Some(Vec::new());
        }
        if dl == 0 {
            bm.defender_casualties = Some(Vec::new());
        }
        let zone = bm.zone.clone();
        c.record(Entry::public(
            Event::ResultEntered {
                battle: id,
                outcome,
                attacker_losses: al,
                defender_losses: dl,
            },
            format!(
                "Battle {id} in {zone}: {} (attacker loses {al}, defender loses {dl})",
                outcome.label()
            ),
        ));
        if al == 0 && dl == 0 {
            close_battle(c, id)?;
        }
        Ok(())
    }
}

/// The battle is this turn's, open, with defenders and no casualties yet.
fn check_open(c: &Ctx, b: &Battle) -> Result<Vec<UnitId>, Refusal> {
    let id = b.id;
    if b.round != c.state.round || b.side != c.state.side || b.closed {
        return violation("R7.5", format!("Battle {id} is closed."));
    }
    if b.attacker_casualties.is_some() || b.defender_casualties.is_some() {
        return violation(
            "R7.5",
            format!("Casualties for battle {id} are already being chosen; the result can no longer change."),
        );
    }
    match &b.defender_units {
        Some(d) => Ok(d.clone()),
        None => violation(
            "R7.1",
            format!("Battle {id}: the defenders must be chosen before the result is entered."),
        ),
    }
}

impl EnterResult {
    /// R7.5: the losses entered (or the caps), within the outcome's range.
    /// The losses entered (each defaults to its cap), or every problem at
    /// once: both sides' numbers against their ranges (R7.5).
    fn losses(&self, b: &Battle, defenders: u32) -> Result<(u32, u32), Refusal> {
        let o = result_option(self.outcome, b.attacker_units.len() as u32, defenders);
        let al = self.attacker_losses.unwrap_or(o.attacker.1);
        let dl = self.defender_losses.unwrap_or(o.defender.1);
        let mut problems = Vec::new();
        for (who, (min, max), present, entered) in [
            ("attacker", o.attacker, o.attackers, al),
            ("defender", o.defender, o.defenders, dl),
        ] {
            if entered < min || entered > max {
                problems.push(format!(
                    "the {who} loses {} of {present} units; {entered} entered",
                    range_text(min, max)
                ));
            }
        }
        if problems.is_empty() {
            Ok((al, dl))
        } else {
            violation(
                "R7.5",
                format!("{}: {}.", self.outcome.label(), problems.join("; ")),
            )
        }
    }
}

/// One outcome as the result form offers it: the losses each side may
/// take among the units in the battle (R7.5), the cap being the default.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct ResultOption {
    pub outcome: Outcome,
    pub attackers: u32,
    pub defenders: u32,
    /// (least, most) units the attacker loses.
    pub attacker: (u32, u32),
    pub defender: (u32, u32),
}

impl ResultOption {
    /// "Major Victory: attacker loses 0, defender 0 to 3".
    pub fn text(&self) -> String {
        let side = |(min, max): (u32, u32)| {
            if min == max {
                min.to_string()
            } else {
                format!("{min} to {max}")
            }
        };
        format!(
            "{}: attacker loses {}, defender {}",
            self.outcome.label(),
            side(self.attacker),
            side(self.defender)
        )
    }
}

fn result_option(outcome: Outcome, attackers: u32, defenders: u32) -> ResultOption {
    let (ca, cd) = loss_caps(outcome);
    ResultOption {
        outcome,
        attackers,
        defenders,
        attacker: loss_range(ca, attackers),
        defender: loss_range(cd, defenders),
    }
}

/// Every outcome of battle `b` with its loss ranges, for the result form;
/// empty until the defenders are chosen (R7.1).
pub fn result_options(b: &Battle) -> Vec<ResultOption> {
    let Some(defenders) = &b.defender_units else {
        return Vec::new();
    };
    Outcome::ALL
        .iter()
        .map(|o| result_option(*o, b.attacker_units.len() as u32, defenders.len() as u32))
        .collect()
}

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
        c.require_phase(&[Phase::CombatResults], "Casualties are chosen")?;
        let id = self.battle;
        let b = c.battle(id)?;
        let Some(result) = b.result.clone() else {
            return violation("R8.1", format!("Battle {id} has no result yet."));
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
                format!(
                    "The {} casualties of battle {id} are already chosen.",
                    bside.label()
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
            return violation("R8.1", format!("Unit {u} is listed twice."));
        }
        if !fought.contains(u) {
            let name = c
                .state
                .unit(*u)
                .map_or_else(|| format!("unit {u}"), |x| c.unit_name(x));
            return violation("R8.1", format!("{name} did not fight in battle {id}."));
        }
    }
    if chosen.len() as u32 != count {
        return violation(
            "R8.1",
            format!(
                "Choose exactly {count} unit(s) lost; {} chosen.",
                chosen.len()
            ),
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
    let counted = count_text(units(&c.state, &lost));
    let b = c.battle_mut(id)?;
    let side = if attacker { b.side } else { b.side.enemy() };
    if attacker {
        b.attacker_casualties = Some(lost.clone());
    } else {
        b.defender_casualties = Some(lost.clone());
    }
    let done = b.attacker_casualties.is_some() && b.defender_casualties.is_some();
    let how = if by_default { " by default (R8.1)" } else { "" };
    let label = side.label();
    let public = if lost.is_empty() {
        "none".to_string()
    } else {
        counted
    };
    c.record(
        Entry::public(
            Event::CasualtiesChosen {
                battle: id,
                side,
                units: lost,
                by_default,
            },
            format!("Battle {id}: {label} casualties chosen{how}: {public}"),
        )
        .with_inner(
            side,
            format!("Battle {id}: {label} casualties chosen{how}: {named}"),
        ),
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
        format!(
            "Battle {id} closed: {} units lost; {} is {state}",
            lost.len(),
            b.zone
        ),
    ));
    Ok(())
}
