//! What is decided for those who did not act in time: a forced advance's
//! defaults for everything still open in the phase (R5.8: uncommitted
//! drafts dropped, defenders and casualties chosen by the rules), and the
//! default one battle waits on when its due date passes (R5.11).

use super::battles::default_defenders_for;
use super::casualties::set_casualties;
use super::combat::default_casualties;
use super::ctx::Ctx;
use super::event::{Entry, Event};
use super::pieces::{Battle, Unit};
use super::refusal::Refusal;
use super::types::Phase;

/// The defaults a forced advance applies to what is still open.
pub(super) fn apply_defaults(c: &mut Ctx) -> Result<(), Refusal> {
    match c.state.phase {
        Phase::CombatMove | Phase::NonCombatMove => {
            let n = c.state.drafts.len();
            if n > 0 {
                c.state.drafts.clear();
                c.record(Entry::side(
                    c.state.side,
                    Event::DraftsDropped { count: n },
                    crate::say!("history-uncommitted-dropped", n = n),
                ));
            }
            if c.state.phase == Phase::CombatMove {
                default_all_defenders(c)?;
            }
        }
        Phase::CombatResolution => default_all_defenders(c)?,
        Phase::CombatResults => default_all_casualties(c)?,
        Phase::Reinforcements => {}
    }
    Ok(())
}

fn open_battles(c: &Ctx) -> Vec<Battle> {
    c.state
        .battles
        .iter()
        .filter(|b| b.round == c.state.round && b.side == c.state.side && !b.closed)
        .cloned()
        .collect()
}

/// R7.1 default for every open battle whose defenders are not chosen.
fn default_all_defenders(c: &mut Ctx) -> Result<(), Refusal> {
    for b in open_battles(c) {
        if b.defender_units.is_none() {
            default_defenders_for(c, &b)?;
        }
    }
    Ok(())
}

/// R8.1 default for every side of an open battle that has not chosen.
fn default_all_casualties(c: &mut Ctx) -> Result<(), Refusal> {
    for b in open_battles(c) {
        default_casualties_of(c, &b)?;
    }
    Ok(())
}

/// The default that waits on one open battle in this phase (R5.11): its
/// defenders (R7.1) in the combat move and resolution, its casualties
/// (R8.1) in the combat results.
pub(super) fn default_battle(c: &mut Ctx, b: &Battle) -> Result<(), Refusal> {
    match c.state.phase {
        Phase::CombatMove | Phase::CombatResolution if b.defender_units.is_none() => {
            default_defenders_for(c, b)
        }
        Phase::CombatResults => default_casualties_of(c, b),
        _ => Ok(()),
    }
}

/// R8.1 default for each side of battle `b` that has not chosen.
fn default_casualties_of(c: &mut Ctx, b: &Battle) -> Result<(), Refusal> {
    let Some(r) = b.result.clone() else {
        return Ok(());
    };
    for attacker in [true, false] {
        let now = c.battle(b.id)?;
        let (chosen, fought, count) = if attacker {
            (
                &now.attacker_casualties,
                now.attacker_units.clone(),
                r.attacker_losses,
            )
        } else {
            let fought = now.defender_units.clone().unwrap_or_default();
            (&now.defender_casualties, fought, r.defender_losses)
        };
        if chosen.is_some() {
            continue;
        }
        let us: Vec<Unit> = fought
            .iter()
            .filter_map(|id| c.state.unit(*id).cloned())
            .collect();
        let refs: Vec<&Unit> = us.iter().collect();
        let lost = default_casualties(&refs, count as usize);
        set_casualties(c, b.id, attacker, lost, true)?;
    }
    Ok(())
}
