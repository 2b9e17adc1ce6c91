//! The PBEM relay's turn clock (R13.4, #42): a commander holding a
//! battle's ball past the schedule's `turn_clock_hours` is reminded once;
//! past it twice the GM and his High Commander are told. His absence (R1.5)
//! stops the clock, at most the schedule's `turn_pause_days` per absence;
//! past that the GM is told. The server's clock issues each step as a
//! command (`clock::agenda`), refused a second time.

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event, Visibility};
use super::ids::{BattleId, UserId};
use super::pieces::Battle;
use super::refusal::Refusal;
use super::stage::PlayMode;
use super::state::CampaignState;
use super::timetable::Absence;
use super::types::Side;
use crate::say;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

/// Hours a commander may hold the ball (R13.4).
pub const CLOCK_DEFAULT: u32 = 48;

/// Days one absence of the holder stops the clock at most (R13.4).
pub const PAUSE_DAYS_DEFAULT: u32 = 7;
/// The most a schedule may give.
pub const PAUSE_DAYS_MAX: u32 = 60;

/// The hours battle `b`'s holder may keep the ball: the GM's for this
/// battle, else the schedule's, else 48 (R13.4).
pub fn clock_hours(s: &CampaignState, b: &Battle) -> u32 {
    b.relay
        .clock_hours
        .or(s.schedule.turn_clock_hours)
        .unwrap_or(CLOCK_DEFAULT)
        .max(1)
}

/// The GM sets one battle's turn clock (R13.4), or gives it back to the
/// schedule's (None); the clock's next steps follow at once.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetTurnClock {
    pub battle: BattleId,
    #[serde(default)]
    #[schema(minimum = 1, maximum = 2160)]
    pub hours: Option<u32>,
}

impl Apply for SetTurnClock {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master sets a battle's turn clock (R13.4).")?;
        let id = self.battle;
        let b = c.battle(id)?;
        c.require_active()?;
        let most = super::timetable::MAX_HOURS;
        if let Some(h) = self.hours.filter(|h| !(1..=most).contains(h)) {
            return super::refusal::violation(
                "R13.4",
                say!("schedule-turn-clock", max = most, hours = h),
            );
        }
        if b.closed || b.result.is_some() {
            return super::refusal::violation(
                "R13.4",
                say!("play-over", battle = id.get(), zone = &b.zone),
            );
        }
        let zone = b.zone.clone();
        c.battle_mut(id)?.relay.clock_hours = self.hours;
        let text = match self.hours {
            Some(h) => crate::say!(
                "history-turn-clock",
                battle = id.get(),
                zone = &zone,
                hours = h
            ),
            None => crate::say!(
                "history-turn-clock-schedule",
                battle = id.get(),
                zone = &zone
            ),
        };
        c.record(Entry::to(
            Visibility::Gm,
            Event::TurnClockSet {
                battle: id,
                hours: self.hours,
            },
            text,
        ));
        Ok(())
    }
}

/// Step 3: the holder's absence outlasted the pause; the GM is told.
pub const STEP_AWAY: u8 = 3;

/// The holder's absences from `from` on, merged where they overlap: each
/// stops the clock (a deputy cannot play his CMBN turn), at most `cap`.
fn absences_since(
    s: &CampaignState,
    holder: UserId,
    from: DateTime<Utc>,
) -> Vec<(DateTime<Utc>, DateTime<Utc>)> {
    let mut spans: Vec<(DateTime<Utc>, DateTime<Utc>)> = s
        .people
        .absences
        .iter()
        .filter(|a| a.user == holder && a.to > from)
        .map(|a| (a.from.max(from), a.to))
        .collect();
    spans.sort();
    let mut merged: Vec<(DateTime<Utc>, DateTime<Utc>)> = Vec::new();
    for (a, b) in spans {
        match merged.last_mut() {
            Some(last) if a <= last.1 => last.1 = last.1.max(b),
            _ => merged.push((a, b)),
        }
    }
    merged
}

/// The commander holding battle `b`'s ball on `side`.
fn holder_of(s: &CampaignState, b: &Battle, side: Side) -> Option<UserId> {
    let battalion = if side == b.side {
        b.attacker_battalion
    } else {
        b.defender_battalion
    };
    s.battalion(battalion).and_then(|x| x.commander)
}

/// When the clock, started at `start` and running `run`, runs out, each of
/// the holder's absences that began before then stopping it (at most
/// `cap` each).
fn runs_out(
    spans: &[(DateTime<Utc>, DateTime<Utc>)],
    start: DateTime<Utc>,
    run: Duration,
    cap: Duration,
) -> DateTime<Utc> {
    let mut at = start + run;
    for (from, to) in spans {
        if *from >= at {
            break;
        }
        at += (*to - *from).min(cap);
    }
    at
}

/// An absence of `gone`'s member ends (or is replaced) at `now`: what it
/// stopped of the turn clock of each PBEM battle whose ball he holds is
/// kept with the battle (at most the pause), since the absence itself goes.
pub fn bank_absence(s: &mut CampaignState, gone: &Absence, now: DateTime<Utc>) {
    let days = i64::from(
        s.schedule
            .turn_pause_days
            .unwrap_or(PAUSE_DAYS_DEFAULT)
            .max(1),
    );
    let holders: Vec<(BattleId, Option<UserId>)> = s
        .battles
        .iter()
        .filter_map(|b| {
            let last = b.relay.last().filter(|t| t.n == b.relay.sent)?;
            let open = !b.closed && b.result.is_none() && b.play.mode == Some(PlayMode::Pbem);
            open.then(|| (b.id, holder_of(s, b, last.side.enemy())))
        })
        .collect();
    for (id, holder) in holders {
        if holder != Some(gone.user) {
            continue;
        }
        let Some(b) = s.battles.iter_mut().find(|b| b.id == id) else {
            continue;
        };
        let Some(since) = b.relay.last().map(|t| t.at) else {
            continue;
        };
        let stopped = (gone.to.min(now) - gone.from.max(since)).min(Duration::days(days));
        if stopped > Duration::zero() {
            b.relay.paused_minutes += stopped.num_minutes();
        }
    }
}

/// When the holder of `b`'s last file passes the turn clock for the next
/// time, and which step that is (1: remind him; 2: tell the GM and his
/// HC; 3: his absence outlasted the pause, tell the GM); None when nothing
/// waits (not PBEM, no file yet, the result in, chased twice, or the last
/// file no longer kept). The holder's absences stop the clock (R13.4).
pub fn next_chase(s: &CampaignState, b: &Battle) -> Option<(DateTime<Utc>, u8, u32, Side)> {
    if b.closed
        || b.result.is_some()
        || b.play.mode != Some(PlayMode::Pbem)
        || b.relay.conceded.is_some()
    {
        return None;
    }
    let last = b.relay.last().filter(|t| t.n == b.relay.sent)?;
    let side = last.side.enemy();
    let hours = i64::from(clock_hours(s, b));
    let days = i64::from(
        s.schedule
            .turn_pause_days
            .unwrap_or(PAUSE_DAYS_DEFAULT)
            .max(1),
    );
    let cap = Duration::days(days);
    let spans = holder_of(s, b, side)
        .map(|u| absences_since(s, u, last.at))
        .unwrap_or_default();
    let banked = Duration::minutes(b.relay.paused_minutes.max(0));
    let clock = (b.relay.chased < 2).then(|| {
        let step = b.relay.chased + 1;
        let run = Duration::hours(hours * i64::from(step)) + banked;
        (runs_out(&spans, last.at, run, cap), step)
    });
    let away = (!b.relay.away_told)
        .then(|| spans.iter().find(|(from, to)| *to - *from > cap))
        .flatten()
        .map(|(from, _)| (*from + cap, STEP_AWAY));
    let (at, step) = match (clock, away) {
        (Some(c), Some(a)) => c.min(a),
        (c, a) => c.or(a)?,
    };
    Some((at, step, last.n, side))
}

/// The clock chases the holder of a battle's last turn file (R13.4): once
/// past the turn clock he is reminded; past it twice the GM and his High
/// Commander are told. Each step once: a second attempt is refused.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChaseTurn {
    pub battle: BattleId,
    /// The file held.
    pub n: u32,
    /// 1, 2, or 3 (the holder's absence outlasted the pause).
    #[schema(minimum = 1, maximum = 3)]
    pub step: u8,
}

impl Apply for ChaseTurn {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master or the clock chases a turn file (R13.4).")?;
        c.require_active()?;
        if c.state.paused.is_some() {
            return super::refusal::violation("R5.9", say!("clock-paused-due"));
        }
        let id = self.battle;
        let b = c.battle(id)?;
        let due = next_chase(&c.state, &b)
            .filter(|(at, step, n, _)| *step == self.step && *n == self.n && *at <= c.inputs.now);
        let Some((_, step, n, side)) = due else {
            return super::refusal::violation(
                "R13.4",
                say!("relay-not-chased", n = self.n, battle = id.get()),
            );
        };
        let zone = b.zone.clone();
        let relay = &mut c.battle_mut(id)?.relay;
        if step == STEP_AWAY {
            relay.away_told = true;
        } else {
            relay.chased = step;
        }
        let days = c
            .state
            .schedule
            .turn_pause_days
            .unwrap_or(PAUSE_DAYS_DEFAULT);
        let text = if step == STEP_AWAY {
            crate::say!(
                "history-turn-held-away",
                battle = id.get(),
                zone = &zone,
                side = super::told::side(side),
                n = n,
                days = days
            )
        } else if step == 1 {
            crate::say!(
                "history-turn-reminded",
                battle = id.get(),
                zone = &zone,
                side = super::told::side(side),
                n = n
            )
        } else {
            crate::say!(
                "history-turn-held-twice",
                battle = id.get(),
                zone = &zone,
                side = super::told::side(side),
                n = n
            )
        };
        c.record(Entry::to(
            Visibility::Gm,
            Event::TurnChased {
                battle: id,
                n,
                step,
                side,
            },
            text,
        ));
        Ok(())
    }
}
