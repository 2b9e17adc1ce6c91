//! R6.2, R6.3: the High Commander commits the side's drafts. The whole set
//! is checked again and applied at once, or nothing is: units move, empty
//! enemy zones change hands, attacks become battles, one per attacked
//! battalion in each territory (R6.3b, R7.2).

use super::attacks::{check_attack_groups, combat_effect, MoveEffect};
use super::control::change_control;
use super::ctx::{battalion_name, names, units, within, Apply, Ctx};
use super::event::{CommittedMove, Entry, Event};
use super::ids::{BattalionId, BattleId, UnitId};
use super::location::Location;
use super::move_checks::validate_draft;
use super::orders::move_kind;
use super::pieces::{Act, Battle, Conditions, Draft, MoveKind, UnitAct};
use super::refusal::Found;
use super::refusal::{violation, Refusal};
use super::stacking::check_stacking;
use super::told;
use super::types::{Phase, ZoneState};
use crate::say;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Commit {}

impl Apply for Commit {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_active()?;
        c.require_phase(&[Phase::CombatMove, Phase::NonCombatMove], "commit")?;
        let side = c.state.side;
        c.require_hc(
            side,
            format!(
                "Only the {} High Commander commits the side's orders (R6.2).",
                side.label()
            ),
        )?;
        let drafts = std::mem::take(&mut c.state.drafts);
        if drafts.is_empty() {
            return violation("R6.2", say!("commit-nothing"));
        }
        check_all(c, &drafts)?;
        // Effects are computed against the state before anything moves.
        let mut moves = Vec::new();
        for d in &drafts {
            let from = c
                .state
                .unit(d.units.first().copied().unwrap_or_default())
                .map_or(Location::AirPool, |u| u.location.clone());
            let effect = match (d.kind, d.to.zone()) {
                (MoveKind::Combat, Some(z)) => combat_effect(c, z, d.target)?,
                _ => MoveEffect::Move,
            };
            moves.push((d.clone(), from, effect));
        }
        // What each origin zone was before anyone left it (R8.3).
        let origins: BTreeMap<String, Option<ZoneState>> = moves
            .iter()
            .filter_map(|(_, from, _)| from.zone())
            .map(|z| (z.to_string(), c.state.zone_state(z)))
            .collect();
        apply_moves(c, &moves);
        settle_control(c, &moves, origins);
        create_battles(c, &moves)?;
        Ok(())
    }
}

/// The HC commits on the authors' behalf: every draft is checked again with
/// the HC's rights, then the set's stacking and attacks.
pub(super) fn check_all(c: &Ctx, drafts: &[Draft]) -> Result<(), Refusal> {
    let mut found = Found::default();
    let mut sound = true;
    for (i, d) in drafts.iter().enumerate() {
        let units = c.units_of(&d.units)?;
        let others: Vec<Draft> = drafts
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, d)| d.clone())
            .collect();
        let d = Draft {
            kind: move_kind(c.state.phase),
            ..d.clone()
        };
        let (one, ok) = validate_draft(c, &d, &units, &others)?;
        found.check(
            one.done()
                .map_err(|e| within(e, say!("commit-in-move", n = d.id.get()))),
        )?;
        sound &= ok;
    }
    if sound {
        found.check(check_stacking(&c.state, None, drafts))?;
        found.check(check_attack_groups(c, drafts))?;
    }
    found.done()
}

type Move = (Draft, Location, MoveEffect);

fn act_of(effect: &MoveEffect, from: &Location) -> Act {
    match (effect, from) {
        (MoveEffect::Attack { .. }, _) => Act::Attacked,
        (_, Location::LaunchBox(_)) => Act::Landed,
        (MoveEffect::Capture { .. }, _) => Act::Captured,
        (MoveEffect::Reinforce, _) => Act::Reinforced,
        (MoveEffect::Move, _) => Act::Moved,
    }
}

/// Moves the units, records what each did this phase (R6.1, R6.7), and the
/// public entry: which battalion's units went where, named for their side.
fn apply_moves(c: &mut Ctx, moves: &[Move]) {
    let side = c.state.side;
    let mut public = Vec::new();
    let mut inner = Vec::new();
    let mut committed = Vec::new();
    for (d, from, effect) in moves {
        let act = act_of(effect, from);
        for id in &d.units {
            if let Some(u) = c.state.unit_mut(*id) {
                u.location = d.to.clone();
            }
            if d.kind == MoveKind::Combat {
                c.state.turn.combat_moved.insert(*id);
            }
            let done = UnitAct {
                from: from.clone(),
                to: d.to.clone(),
                act,
            };
            c.state.turn.phase_acts.insert(*id, done);
        }
        let who: crate::rules::say::Arg = match d.battalion {
            Some(b) => battalion_name(&c.state, b).into(),
            None => say!("history-side-artillery", side = told::side(side)).into(),
        };
        let map = c.inputs.map;
        public.push(say!(
            "history-committed-move",
            who = who,
            what = told::count(units(&c.state, &d.units)),
            from = told::place(map, from),
            to = told::place(map, &d.to),
            act = told::act(act)
        ));
        inner.push(say!(
            "history-committed-inner",
            units = names(&c.state, &d.units),
            to = told::place(map, &d.to)
        ));
        committed.push(CommittedMove {
            battalion: d.battalion,
            units: d.units.clone(),
            from: from.clone(),
            to: d.to.clone(),
            act,
            target: match effect {
                MoveEffect::Attack { target, .. } => Some(*target),
                _ => None,
            },
        });
    }
    let (public, inner) = (
        crate::rules::say::Arg::list(public, "; "),
        crate::rules::say::Arg::list(inner, "; "),
    );
    c.record(
        Entry::public(
            Event::OrdersCommitted {
                side,
                moves: committed,
            },
            say!("history-committed", side = told::side(side), moves = public),
        )
        .with_inner(
            side,
            say!("history-committed", side = told::side(side), moves = inner),
        ),
    );
}

/// Captures (R6.3a) and zones the side left to the enemy (R2.2), judged
/// against what each zone was before anyone moved (R8.3).
fn settle_control(c: &mut Ctx, moves: &[Move], origins: BTreeMap<String, Option<ZoneState>>) {
    let side = c.state.side;
    for (_, _, effect) in moves {
        if let MoveEffect::Capture { zone } = effect {
            if c.state.combat_units_in(zone, side.enemy()) == 0 {
                // Only the mover's units stand there: the state is the
                // stored control, the enemy's until the first capture.
                let was = c.state.zone_state(zone);
                change_control(c, zone, side, was);
            }
        }
    }
    for (zone, was) in origins {
        let mine = c.state.combat_units_in(&zone, side);
        let theirs = c.state.combat_units_in(&zone, side.enemy());
        if mine == 0 && theirs > 0 {
            change_control(c, &zone, side.enemy(), was);
        }
    }
}

/// Battles: one per attacked battalion in each territory (R6.3b, R7.2).
fn create_battles(c: &mut Ctx, moves: &[Move]) -> Result<(), Refusal> {
    let side = c.state.side;
    type Group = (Option<BattalionId>, Vec<UnitId>, Option<String>);
    let mut attacks: BTreeMap<(String, BattalionId), Group> = BTreeMap::new();
    for (d, from, effect) in moves {
        if let MoveEffect::Attack { zone, target } = effect {
            let e = attacks
                .entry((zone.clone(), *target))
                .or_insert_with(|| (d.battalion, Vec::new(), None));
            e.1.extend(d.units.iter().copied());
            if let Location::LaunchBox(b) = from {
                e.2 = Some(b.clone());
            }
        }
    }
    for ((zone, target), (attacker, units, launch)) in attacks {
        let Some(attacker) = attacker else { continue };
        let id = BattleId::new(c.state.fresh_id()?);
        let text = say!(
            "history-battle-created",
            battle = id.get(),
            zone = &zone,
            attacker = c.battalion_name(attacker),
            n = units.len(),
            target = c.battalion_name(target)
        );
        c.state.turn.attacked_in.insert((target, zone.clone()));
        c.state.battles.push(Battle {
            id,
            round: c.state.round,
            side,
            zone: zone.clone(),
            attacker_battalion: attacker,
            attacker_units: units,
            defender_battalion: target,
            defender_units: None,
            from_launch_box: launch,
            artillery: Vec::new(),
            air: Vec::new(),
            ship: None,
            support_decided: false,
            result: None,
            attacker_casualties: None,
            defender_casualties: None,
            closed: false,
            conditions: Conditions::default(),
            due: c.state.deadline,
            play: Default::default(),
            relay: Default::default(),
            sessions: Default::default(),
        });
        let event = Event::BattleCreated {
            battle: id,
            zone,
            attacker,
            defender: target,
        };
        c.record(Entry::public(event, text));
    }
    Ok(())
}
