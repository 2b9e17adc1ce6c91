//! Deadlines that run the campaign (R5.6-R5.9, #26): the GM's schedule of
//! phase lengths, what the clock does when a deadline passes, the early
//! advance when everyone who must act has acted, and pause and resume.
//!
//! The clock is the server's; the rules decide only from `now` and the
//! state. A passed deadline is one command (`PassDeadline`) naming the
//! deadline it processes: a second attempt (another instance, a restart)
//! finds that deadline gone and is refused, so it takes effect once.

use super::commit::{check_all, Commit};
use super::ctx::{Apply, Ctx};
use super::defaults::apply_defaults as apply_defaults_at_deadline;
use super::event::{Entry, Event};
use super::ids::BattleId;
use super::location::Location;
use super::phases::{blockers, next_phase, set_deadline};
use super::refusal::{violation, Refusal};
use super::reinforcements::arrives;
use super::say::Said;
use super::state::CampaignState;
use super::types::{Phase, Status};
use crate::say;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

pub use super::timetable::{AtDeadline, Pause, Schedule, MAX_HOURS};

/// The most turn files a battle may keep (R13.3).
pub const TURN_FILES_MAX: u32 = 20;

/// The GM sets the schedule (R5.6); it applies from the next phase that
/// opens (the current deadline stays as it is).
impl Apply for Schedule {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master sets the schedule (R1.2).")?;
        let s = self;
        for p in Phase::ALL {
            if let Some(h) = s.hours(p) {
                if h == 0 || h > MAX_HOURS {
                    return violation(
                        "R5.6",
                        say!(
                            "schedule-phase-length",
                            phase = p.as_str(),
                            max = MAX_HOURS,
                            hours = h,
                        ),
                    );
                }
            }
        }
        if s.max_extension_hours > MAX_HOURS {
            return violation(
                "R5.10",
                say!(
                    "schedule-extension-too-long",
                    max = MAX_HOURS,
                    hours = s.max_extension_hours,
                ),
            );
        }
        if let Some(n) = s
            .turn_files_kept
            .filter(|n| !(1..=TURN_FILES_MAX).contains(n))
        {
            return violation(
                "R13.3",
                say!("schedule-turn-files-kept", max = TURN_FILES_MAX, n = n),
            );
        }
        if let Some(h) = s.turn_clock_hours.filter(|h| !(1..=MAX_HOURS).contains(h)) {
            return violation(
                "R13.4",
                say!("schedule-turn-clock", max = MAX_HOURS, hours = h),
            );
        }
        let most = super::relay_clock::PAUSE_DAYS_MAX;
        if let Some(d) = s.turn_pause_days.filter(|d| !(1..=most).contains(d)) {
            return violation("R13.4", say!("schedule-turn-pause", max = most, days = d));
        }
        c.state.schedule = s.clone();
        c.record(Entry::public(
            Event::ScheduleSet {
                schedule: s.clone(),
            },
            say!("history-schedule", schedule = s.describe()),
        ));
        Ok(())
    }
}

/// The clock (or the GM) processes the phase's passed deadline (R5.7).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PassDeadline {
    /// The deadline processed: it must still be the phase's deadline.
    pub deadline: DateTime<Utc>,
}

impl Apply for PassDeadline {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master or the clock processes a deadline (R5.7).")?;
        c.require_active()?;
        if c.state.paused.is_some() {
            return violation("R5.9", say!("schedule-paused"));
        }
        // Whole seconds: the stored clock keeps microseconds at most.
        if c.state.deadline.map(|d| d.timestamp()) != Some(self.deadline.timestamp()) {
            return violation("R5.7", say!("schedule-not-the-deadline"));
        }
        if c.inputs.now < self.deadline {
            return violation(
                "R5.7",
                say!(
                    "schedule-not-passed",
                    deadline = self.deadline.format("%Y-%m-%d %H:%M").to_string(),
                ),
            );
        }
        // The record (R1.7): whoever something still waits on missed it.
        let seats = super::record::waiting_seats(&c.state);
        let now = c.inputs.now;
        super::record::missed(&mut c.state, c.inputs.roster, &seats, now);
        let label = c.state.label();
        let what = say!(
            "word-turn-phase",
            round = label.round,
            side = super::told::side(label.side),
            phase = super::told::phase(label.phase)
        );
        match c.state.phase {
            Phase::CombatMove | Phase::NonCombatMove => {
                let before: BTreeSet<BattleId> = c.state.battles.iter().map(|b| b.id).collect();
                if c.state.schedule.at_deadline == AtDeadline::Commit {
                    commit_legal_drafts(c)?;
                }
                // Battles this deadline's commit made get their own due date
                // for defenders; earlier ones were due now (R7.1 default).
                let fresh = c
                    .state
                    .battles
                    .iter()
                    .any(|b| !before.contains(&b.id) && b.defender_units.is_none());
                if fresh {
                    return defenders_due(c, &what);
                }
                passed(c, &what, say!("history-then-advanced"), true);
                apply_defaults_at_deadline(c)?;
                next_phase(c, false);
            }
            Phase::CombatResolution => {
                // R5.7: the GM enters results and advances; the clock only
                // applies the R7.1 default to defenders nobody chose.
                apply_defaults_at_deadline(c)?;
                passed(c, &what, say!("history-then-results"), false);
                c.state.deadline = None;
            }
            Phase::CombatResults | Phase::Reinforcements => {
                passed(c, &what, say!("history-then-advanced"), true);
                apply_defaults_at_deadline(c)?;
                next_phase(c, false);
            }
        }
        Ok(())
    }
}

/// The public line of a passed deadline; it says nothing of drafts.
fn passed(c: &mut Ctx, what: &Said, then: Said, advanced: bool) {
    let deadline = c.state.deadline.unwrap_or(c.inputs.now);
    c.record(Entry::public(
        Event::DeadlinePassed { deadline, advanced },
        say!("history-deadline-passed", what = what, then = then),
    ));
}

/// The combat move's orders stand; its new battles' defenders are due after
/// one more combat-move length (or 24 hours), when the R7.1 default applies.
fn defenders_due(c: &mut Ctx, what: &Said) -> Result<(), Refusal> {
    let hours = c.state.schedule.combat_move.unwrap_or(24);
    passed(c, what, say!("history-then-defenders"), false);
    let due = c.inputs.now + Duration::hours(i64::from(hours));
    set_deadline(c, Some(due), Some(say!("history-why-defenders")));
    Ok(())
}

/// R5.7 "commit": the legal drafts, in the order drafted, as many as stay
/// legal together; the others dropped and listed to the side alone.
fn commit_legal_drafts(c: &mut Ctx) -> Result<(), Refusal> {
    let drafts = std::mem::take(&mut c.state.drafts);
    if drafts.is_empty() {
        return Ok(());
    }
    let mut keep = Vec::new();
    let mut dropped = Vec::new();
    for d in drafts {
        let mut trial = keep.clone();
        trial.push(d.clone());
        if check_all(c, &trial).is_ok() {
            keep = trial;
        } else {
            dropped.push(d);
        }
    }
    if !dropped.is_empty() {
        let side = c.state.side;
        let ids: Vec<String> = dropped.iter().map(|d| format!("#{}", d.id)).collect();
        let n = dropped.len();
        c.record(Entry::side(
            side,
            Event::DraftsDropped {
                count: dropped.len(),
            },
            say!("history-drafts-dropped", n = n, drafts = ids.join(", ")),
        ));
    }
    if keep.is_empty() {
        return Ok(());
    }
    c.state.drafts = keep;
    Commit {}.apply(c)
}

/// R5.8: after a player's act that the phase waits on
/// (`Command::awaited_in`), whether everyone who must act in this phase
/// has acted, so that the phase advances at once.
pub fn all_ready(c: &Ctx) -> bool {
    let s = &c.state;
    if !s.schedule.early_advance || s.status != Status::Active || s.paused.is_some() {
        return false;
    }
    let clear = || blockers(s).is_empty();
    match s.phase {
        Phase::CombatMove => clear() && committed(s),
        Phase::NonCombatMove | Phase::CombatResults => clear(),
        // Resolved by the GM, who advances it; no player acts in it.
        Phase::CombatResolution => false,
        Phase::Reinforcements => !s.units.iter().any(|u| {
            u.active()
                && u.side == s.side
                && u.location == Location::Reinforcements
                && arrives(s, u) <= s.round
        }),
    }
}

/// Whether the acting side has committed in this combat move: a battle of
/// this turn, or a unit that moved in this phase.
fn committed(s: &CampaignState) -> bool {
    !s.turn.phase_acts.is_empty()
        || s.battles
            .iter()
            .any(|b| b.round == s.round && b.side == s.side)
}

/// R5.8: the phase advances because everyone has acted.
pub fn advance_when_ready(c: &mut Ctx) {
    if !all_ready(c) {
        return;
    }
    let label = c.state.label();
    c.record(Entry::public(
        Event::AllReady,
        say!(
            "history-early",
            round = label.round,
            side = super::told::side(label.side),
            phase = super::told::phase(label.phase)
        ),
    ));
    next_phase(c, false);
}

/// The GM pauses the campaign's clock (R5.9), with a reason.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PauseCampaign {
    #[schema(min_length = 1, max_length = 500)]
    pub reason: String,
}

impl Apply for PauseCampaign {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master pauses the campaign (R1.2).")?;
        c.require_active()?;
        if c.state.paused.is_some() {
            return violation("R5.9", say!("schedule-already-paused"));
        }
        let reason = self.reason.trim();
        if reason.is_empty() {
            return violation("R5.9", say!("schedule-pause-reason"));
        }
        if reason.chars().count() > 500 {
            return violation("R5.9", say!("schedule-reason-too-long"));
        }
        c.state.paused = Some(Pause {
            since: c.inputs.now,
            reason: reason.to_string(),
        });
        c.record(Entry::public(
            Event::Paused {
                reason: reason.to_string(),
            },
            say!("history-paused", reason = reason),
        ));
        Ok(())
    }
}

/// The GM resumes the clock: the deadline and the open battles' due dates
/// move by the pause's length (R5.9).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResumeCampaign {}

impl Apply for ResumeCampaign {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master resumes the campaign (R1.2).")?;
        c.require_active()?;
        let Some(pause) = c.state.paused.take() else {
            return violation("R5.9", say!("schedule-not-paused"));
        };
        let length = (c.inputs.now - pause.since).max(Duration::zero());
        let hours = length.num_minutes() as f64 / 60.0;
        c.record(Entry::public(
            Event::Resumed {
                paused_minutes: length.num_minutes(),
            },
            say!("history-resumed", hours = format!("{hours:.1}")),
        ));
        move_deadline(
            c,
            length,
            say!("history-why-pause", hours = format!("{hours:.1}")),
        );
        Ok(())
    }
}

/// Moves the deadline and each open battle's own due date by `by`, and
/// records the new deadline (reminders are planned again); nothing without
/// a deadline.
pub(super) fn move_deadline(c: &mut Ctx, by: Duration, why: Said) {
    let Some(deadline) = c.state.deadline else {
        return;
    };
    let mut moved = c.state.clone();
    shift(&mut moved, by);
    set_deadline(c, Some(deadline + by), Some(why));
    for (b, m) in c.state.battles.iter_mut().zip(&moved.battles) {
        b.due = m.due;
    }
}

/// Moves the deadline and the open battles' due dates by `by`; the new
/// deadline, if there is one. Durations are UTC: a daylight-saving change
/// during the pause moves nothing.
pub fn shift(s: &mut CampaignState, by: Duration) -> Option<DateTime<Utc>> {
    for b in s.battles.iter_mut().filter(|b| !b.closed) {
        if let Some(d) = b.due.as_mut() {
            *d += by;
        }
    }
    s.deadline = s.deadline.map(|d| d + by);
    s.deadline
}

/// Who reads a pause's banner: everyone (R5.9).
pub fn banner(s: &CampaignState) -> Option<String> {
    s.paused.as_ref().map(|p| {
        format!(
            "The campaign is paused: {}. Deadlines are frozen (no deadline passes, no reminder is sent); orders may still be drafted.",
            p.reason
        )
    })
}
