//! What the server's clock does by itself (#26): a passed phase deadline
//! (R5.7), a battle's passed due date (R5.11) and an absence that ran out
//! (R1.5). Each is one command naming its cause, so a second attempt (a
//! restart, another instance) finds the cause gone and is refused: it
//! takes effect once.
//!
//! Pure: `clock_at` says when the clock next has work, `work` which command
//! it issues at `now`; the commands' `Apply` checks everything again.

use super::command::Command;
use super::cover::name_of;
use super::ctx::{Apply, Ctx};
use super::defaults::default_battle;
use super::event::{Entry, Event, Visibility};
use super::ids::{BattleId, UserId};
use super::pieces::Battle;
use super::refusal::{not_found, violation, Refusal};
use super::schedule::PassDeadline;
use super::state::CampaignState;
use super::types::{Phase, Status};
use crate::say;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// The clock's work in `s`: when, and the command. Ties go to the phase
/// deadline first (it settles the battles too), then battles, then
/// absences.
fn agenda(s: &CampaignState) -> Vec<(DateTime<Utc>, u8, Command)> {
    let mut out = Vec::new();
    let running = s.status == Status::Active && s.paused.is_none();
    if running {
        if let Some(deadline) = s.deadline {
            out.push((
                deadline,
                0,
                Command::PassDeadline(PassDeadline { deadline }),
            ));
        }
        for b in &s.battles {
            if let Some((at, step, n, _)) = super::relay::next_chase(s, b) {
                let cmd = Command::ChaseTurn(super::relay::ChaseTurn {
                    battle: b.id,
                    n,
                    step,
                });
                out.push((at, 2, cmd));
            }
        }
        for b in s.battles.iter().filter(|b| waits_on_due(s, b)) {
            if let Some(due) = b.due {
                let cmd = Command::PassBattleDue(PassBattleDue { battle: b.id, due });
                out.push((due, 1, cmd));
            }
        }
    }
    for a in &s.people.absences {
        let cmd = Command::AbsenceOver(AbsenceOver {
            user: a.user,
            to: a.to,
        });
        out.push((a.to, 3, cmd));
    }
    out
}

/// When the server's clock next has something to do (None: nothing
/// scheduled).
pub fn clock_at(s: &CampaignState) -> Option<DateTime<Utc>> {
    agenda(s).into_iter().map(|(t, _, _)| t).min()
}

/// The command the clock issues at `now`: the earliest work that is due.
pub fn work(s: &CampaignState, now: DateTime<Utc>) -> Option<Command> {
    agenda(s)
        .into_iter()
        .filter(|(t, _, _)| *t <= now)
        .min_by_key(|(t, rank, _)| (*t, *rank))
        .map(|(_, _, c)| c)
}

/// Whether a default waits on battle `b`'s due date in this phase (R5.11):
/// its defenders (combat move, combat resolution) or a side's casualties
/// (combat results) not chosen yet.
pub fn waits_on_due(s: &CampaignState, b: &Battle) -> bool {
    if b.closed || b.round != s.round || b.side != s.side || b.due.is_none() {
        return false;
    }
    match s.phase {
        Phase::CombatMove | Phase::CombatResolution => b.defender_units.is_none(),
        Phase::CombatResults => {
            b.result.is_some()
                && (b.attacker_casualties.is_none() || b.defender_casualties.is_none())
        }
        Phase::NonCombatMove | Phase::Reinforcements => false,
    }
}

/// A battle's due date passed with a choice nobody made (R5.11): the
/// default of R7.1 (defenders) or R8.1 (casualties) applies.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PassBattleDue {
    pub battle: BattleId,
    /// The due date processed: it must still be the battle's.
    pub due: DateTime<Utc>,
}

impl Apply for PassBattleDue {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master or the clock processes a due date (R5.11).")?;
        c.require_active()?;
        if c.state.paused.is_some() {
            return violation("R5.9", say!("clock-paused-due"));
        }
        let Some(b) = c.state.battle(self.battle).cloned() else {
            return not_found(format!(
                "There is no battle {} in this campaign.",
                self.battle
            ));
        };
        if b.due.map(|d| d.timestamp()) != Some(self.due.timestamp()) {
            return violation("R5.11", say!("clock-not-due-date"));
        }
        if c.inputs.now < self.due {
            return violation(
                "R5.11",
                say!(
                    "clock-due-not-passed",
                    due = self.due.format("%Y-%m-%d %H:%M").to_string(),
                ),
            );
        }
        if !waits_on_due(&c.state, &b) {
            return violation("R5.11", say!("clock-nothing-waits", battle = b.id.get()));
        }
        let seats = super::record::battle_seats(&c.state, &b);
        let now = c.inputs.now;
        super::record::missed(&mut c.state, c.inputs.roster, &seats, now);
        let what = match c.state.phase {
            Phase::CombatResults => "casualties",
            _ => "defenders",
        };
        let what = say!("word-chosen", what = what);
        c.record(Entry::public(
            Event::BattleDuePassed {
                battle: b.id,
                due: self.due,
            },
            say!(
                "history-due-passed",
                battle = b.id.get(),
                zone = &b.zone,
                due = self.due.format("%Y-%m-%d %H:%M").to_string(),
                what = what
            ),
        ));
        default_battle(c, &b)
    }
}

/// An absence ran out (R1.5): the member is back, and hears what happened
/// meanwhile.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AbsenceOver {
    pub user: UserId,
    /// The absence's end: it must still be the member's.
    pub to: DateTime<Utc>,
}

impl Apply for AbsenceOver {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master or the clock ends another member's absence (R1.5).")?;
        let found = c
            .state
            .people
            .absences
            .iter()
            .position(|a| a.user == self.user && a.to.timestamp() == self.to.timestamp());
        let Some(i) = found else {
            return violation("R1.5", say!("clock-no-absence"));
        };
        if c.inputs.now < self.to {
            return violation(
                "R1.5",
                say!(
                    "clock-absence-not-over",
                    to = self.to.format("%Y-%m-%d %H:%M").to_string(),
                ),
            );
        }
        let gone = c.state.people.absences.remove(i);
        super::relay_clock::bank_absence(&mut c.state, &gone, c.inputs.now);
        let name = name_of(c.inputs.roster, gone.user);
        c.record(Entry::to(
            gone.side.map_or(Visibility::Gm, Visibility::side),
            Event::AbsenceEnded {
                user: gone.user,
                since: Some(gone.from),
            },
            say!("history-back-ended", name = name),
        ));
        Ok(())
    }
}
