//! The phase machine (R5): deadlines, what blocks the next phase, the GM's
//! advance (forced with defaults), the end of a turn with the victory check
//! (R11), and the undo of the last transition (R12.2).

use super::ctx::{Apply, Ctx};
use super::decision::Transition;
use super::defaults::apply_defaults;
use super::event::{Entry, Event, Visibility};
use super::pieces::TurnFlags;
use super::refusal::{violation, Refusal};
use super::state::Victory;
use super::told;
use super::types::{Phase, Side, Status, ZoneState};
use crate::say;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

pub use super::blockers::{blockers, Blocker};

/// The turn that ended when the phase `now` opened: the one before a turn's
/// combat move; None for any other phase and for the first turn.
pub fn previous_turn(now: super::location::PhaseLabel) -> Option<(u32, Side)> {
    if now.phase != Phase::CombatMove {
        return None;
    }
    match now.side {
        Side::Axis => Some((now.round, Side::Allies)),
        Side::Allies if now.round > 1 => Some((now.round - 1, Side::Axis)),
        Side::Allies => None,
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetDeadline {
    pub deadline: Option<DateTime<Utc>>,
}

impl Apply for SetDeadline {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may do this (R1.2).")?;
        c.require_active()?;
        if self.deadline.is_some_and(|t| t < c.inputs.now) {
            return violation("R5.4", say!("phases-deadline-past"));
        }
        // A battle's due date set apart stays (R5.11); those that follow
        // the phase's deadline follow it.
        let before = c.state.deadline;
        let apart: Vec<(usize, Option<DateTime<Utc>>)> = c
            .state
            .battles
            .iter()
            .enumerate()
            .filter(|(_, b)| !b.closed && b.due.is_some() && b.due != before)
            .map(|(i, b)| (i, b.due))
            .collect();
        set_deadline(c, self.deadline, None);
        for (i, due) in apart {
            if let Some(b) = c.state.battles.get_mut(i) {
                b.due = due;
            }
        }
        Ok(())
    }
}

/// The GM advances the phase; `force` applies the defaults (R5.4, R7.1,
/// R8.1) with a recorded reason (R1.2: every override is recorded).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Advance {
    #[serde(default)]
    pub force: bool,
    #[serde(default)]
    pub reason: String,
}

impl Apply for Advance {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may do this (R1.2).")?;
        c.require_active()?;
        let bl = blockers(&c.state);
        if let Some(b) = bl.iter().find(|b| !b.forceable) {
            return violation("R5.4", say!("phases-cannot-advance", blocker = &b.said));
        }
        if !bl.is_empty() && !self.force {
            // Every blocker, each a problem of its own (#43).
            let mut found = super::refusal::Found::default();
            for b in &bl {
                found.push("R5.4", say!("phases-cannot-advance-yet", blocker = &b.said));
            }
            return found.done();
        }
        // Publicly "forced" only over public blockers: a forced advance
        // over drafts alone must not tell the other side drafts existed.
        let public = bl.iter().any(|b| b.audience == Visibility::All);
        if !bl.is_empty() {
            let reason = self.reason.trim();
            if reason.is_empty() {
                return violation("R1.2", say!("phases-force-reason"));
            }
            apply_defaults(c)?;
            let audience = if public {
                Visibility::All
            } else {
                Visibility::side(c.state.side)
            };
            let text = say!("history-forced", reason = reason);
            let event = Event::AdvanceForced {
                reason: reason.to_string(),
            };
            c.record(Entry::to(audience, event, text));
        }
        next_phase(c, self.force && public);
        Ok(())
    }
}

pub(super) fn next_phase(c: &mut Ctx, forced: bool) {
    let from = c.state.label();
    c.transition = Transition::Advanced;
    let ended = c.state.deadline.take();
    // A due date that has passed ended with its phase (R5.11), and so did
    // one that followed the phase's deadline (#43: a phase without a
    // deadline showed the last one's as its battles' due date): the next
    // phase's deadline (if any) sets the open battles' due dates again. A
    // due date set apart and still to come stays.
    let now = c.inputs.now;
    for b in c.state.battles.iter_mut().filter(|b| !b.closed) {
        if b.due.is_some_and(|d| d <= now) || (b.due.is_some() && b.due == ended) {
            b.due = None;
        }
    }
    // R6.1 counts moves per phase; extension requests are for one phase.
    c.state.turn.phase_acts.clear();
    c.state.people.extensions.clear();
    c.state.people.granted.clear();
    c.state.people.ready.clear();
    c.state.people.phase_opened = Some(c.inputs.now);
    match c.state.phase.next() {
        Some(p) => c.state.phase = p,
        None => {
            end_turn(c);
            if c.state.status == Status::Finished {
                return;
            }
        }
    }
    let to = c.state.label();
    c.record(Entry::public(
        Event::PhaseAdvanced {
            round: to.round,
            side: to.side,
            phase: to.phase,
            forced,
        },
        say!(
            "history-phase-advanced",
            from_round = from.round,
            from_side = told::side(from.side),
            from_phase = told::phase(from.phase),
            to_round = to.round,
            to_side = told::side(to.side),
            to_phase = told::phase(to.phase),
        ),
    ));
    open_phase(c);
}

/// End of a turn: victory check (R11), then the next turn begins.
fn end_turn(c: &mut Ctx) {
    let round = c.state.round;
    if c.state.side == Side::Axis {
        let held = c
            .state
            .params
            .objectives
            .iter()
            .all(|z| c.state.zone_state(z) == Some(ZoneState::Allies));
        c.state.objective_rounds = if held {
            c.state.objective_rounds + 1
        } else {
            0
        };
        if c.state.objective_rounds >= 2 {
            let list = c.state.params.objectives.join(", ");
            let why = say!(
                "history-won-held",
                winner = Side::Allies.as_str(),
                objectives = list
            );
            finish(c, Side::Allies, why);
            return;
        }
        if round >= c.state.params.rounds {
            let why = say!(
                "history-won-not-held",
                winner = Side::Axis.as_str(),
                round = round
            );
            finish(c, Side::Axis, why);
            return;
        }
        c.state.round += 1;
        c.state.side = Side::Allies;
    } else {
        c.state.side = Side::Axis;
    }
    c.state.phase = Phase::CombatMove;
    c.state.turn = TurnFlags::default();
    c.state.ships_used.clear();
    let (round, side) = (c.state.round, c.state.side);
    c.record(Entry::public(
        Event::TurnStarted { round, side },
        say!(
            "history-turn-begins",
            round = round,
            side = told::side(side)
        ),
    ));
}

/// `said`: "The Allied win. <why>".
fn finish(c: &mut Ctx, winner: Side, said: super::say::Said) {
    c.state.status = Status::Finished;
    c.state.drafts.clear();
    let round = c.state.round;
    // The reason as the state keeps it: the English after "The ... win. ".
    let text = said.english();
    let reason = text
        .split_once(". ")
        .map_or(text.as_str(), |(_, why)| why)
        .to_string();
    c.state.victory = Some(Victory {
        winner,
        round,
        reason,
    });
    c.record(Entry::public(Event::CampaignWon { winner, round }, said));
}

/// R12.2: the GM restores the state before the last phase transition; the
/// undo is itself recorded.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Undo {}

impl Apply for Undo {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may undo a phase transition (R12.2).")?;
        let Some(previous) = c.inputs.previous else {
            return violation("R12.2", say!("phases-nothing-to-undo"));
        };
        let from = c.state.label();
        c.state = previous.clone();
        c.transition = Transition::Undone;
        let to = c.state.label();
        c.record(Entry::public(
            Event::PhaseUndone { restored: to, from },
            say!(
                "history-undone",
                round = to.round,
                side = told::side(to.side),
                phase = told::phase(to.phase)
            ),
        ));
        Ok(())
    }
}

/// A phase opened: its deadline from the schedule (R5.6), recorded so that
/// reminders are planned; open battles are due then too.
pub fn open_phase(c: &mut Ctx) {
    let Some(hours) = c.state.schedule.hours(c.state.phase) else {
        return;
    };
    if c.state.status != Status::Active {
        return;
    }
    let deadline = c.inputs.now + Duration::hours(i64::from(hours));
    set_deadline(c, Some(deadline), Some(say!("history-why-schedule")));
}

/// Sets the phase's deadline (and the open battles' due dates) and records it.
pub fn set_deadline(c: &mut Ctx, deadline: Option<DateTime<Utc>>, why: Option<super::say::Said>) {
    let deadline = deadline.map(whole_seconds);
    c.state.deadline = deadline;
    for b in c.state.battles.iter_mut().filter(|b| !b.closed) {
        b.due = deadline;
    }
    let phase = told::phase(c.state.phase);
    let text = match (deadline, why) {
        (Some(t), Some(why)) => say!(
            "history-deadline-set-why",
            phase = phase,
            at = t.format("%Y-%m-%d %H:%M").to_string(),
            why = why
        ),
        (Some(t), None) => say!(
            "history-deadline-set",
            phase = phase,
            at = t.format("%Y-%m-%d %H:%M").to_string()
        ),
        (None, Some(why)) => say!("history-deadline-cleared-why", phase = phase, why = why),
        (None, None) => say!("history-deadline-cleared", phase = phase),
    };
    c.record(Entry::public(Event::DeadlineSet { deadline }, text));
}

/// `t` without its fraction of a second.
fn whole_seconds(t: DateTime<Utc>) -> DateTime<Utc> {
    DateTime::from_timestamp(t.timestamp(), 0).unwrap_or(t)
}
