//! Live sessions (R13.6, #42): a battle set up to be played live over
//! TCP/IP needs an hour both commanders can make, often across time zones.
//! Each marks when he can play in the coming 14 days; the overlap is shown
//! to both (each in his own zone, by the pages); one proposes a slot, the
//! other accepts or declines; an accepted slot is in both commanders'
//! calendar feeds. Once it began either reports that it was played, or that
//! the other did not come; the GM decides, and a confirmed no-show counts
//! in the record like a turn file not answered in time (R1.7).
//!
//! Who follows it is who follows the relay (`relay_view::follows`): the two
//! commanders, their High Commanders and the GM; the history entries are
//! the GM's, as the relay's are. Times are instants (UTC): zones are the
//! readers' and the pages'.

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event, Visibility};
use super::ids::BattleId;
use super::pieces::Battle;
use super::refusal::{forbidden, Found, Refusal};
use super::roles::Actor;
use super::stage::PlayMode;
use super::state::CampaignState;
use super::types::Side;
use crate::say;
use chrono::{DateTime, Duration, DurationRound, Utc};
use serde::{Deserialize, Serialize};

pub use super::session_data::{Booking, SessionReport, Sessions, Span};

/// How far ahead a commander marks when he can play, in days.
pub const DAYS_AHEAD: i64 = 14;
/// At most this many spans per commander (14 days of 4-hour blocks, and
/// room to spare).
pub const SPANS_MAX: usize = 100;
/// A session's length, in minutes.
pub const MINUTES_MIN: u32 = 30;
pub const MINUTES_MAX: u32 = 720;

/// A session's length as words of each reader's language (#44): "2
/// hours", "1 hour 30 minutes".
pub fn length_said(minutes: u32) -> super::say::Arg {
    let (h, m) = (minutes / 60, minutes % 60);
    let hours = crate::say!("word-hours", n = h);
    let mins = crate::say!("word-minutes", n = m);
    match (h, m) {
        (0, _) => mins.into(),
        (_, 0) => hours.into(),
        _ => super::say::Arg::list(vec![hours, mins], " "),
    }
}

/// `spans` sorted, those that touch or overlap made one, the empty dropped.
pub fn merged(spans: &[Span]) -> Vec<Span> {
    let mut all: Vec<Span> = spans.iter().copied().filter(|s| s.from < s.to).collect();
    all.sort();
    let mut out: Vec<Span> = Vec::with_capacity(all.len());
    for s in all {
        match out.last_mut() {
            Some(last) if s.from <= last.to => last.to = last.to.max(s.to),
            _ => out.push(s),
        }
    }
    out
}

/// The times in both `a` and `b`.
pub fn overlap(a: &[Span], b: &[Span]) -> Vec<Span> {
    let (a, b) = (merged(a), merged(b));
    let mut out = Vec::new();
    let (mut a, mut b) = (a.iter().peekable(), b.iter().peekable());
    while let (Some(x), Some(y)) = (a.peek(), b.peek()) {
        let from = x.from.max(y.from);
        let to = x.to.min(y.to);
        if from < to {
            out.push(Span { from, to });
        }
        if x.to < y.to {
            a.next();
        } else {
            b.next();
        }
    }
    out
}

/// `spans` from `now` on (a span under way starts now).
pub fn ahead(spans: &[Span], now: DateTime<Utc>) -> Vec<Span> {
    spans
        .iter()
        .filter(|s| s.to > now)
        .map(|s| Span {
            from: s.from.max(now),
            to: s.to,
        })
        .collect()
}

/// The side whose commander `actor` is in battle `b`, if either.
pub(super) fn side_of(actor: &Actor, s: &CampaignState, b: &Battle) -> Option<Side> {
    if actor.commands(s, b.attacker_battalion) {
        Some(b.side)
    } else if actor.commands(s, b.defender_battalion) {
        Some(b.side.enemy())
    } else {
        None
    }
}

/// The battle is set up to be played live and still to be played (R13.6).
fn open_live(found: &mut Found, b: &Battle) {
    let (id, zone) = (b.id.get(), b.zone.as_str());
    if b.closed || b.result.is_some() {
        found.push("R13.6", say!("play-over", battle = id, zone = zone));
    } else if b.play.set_up.is_none() {
        found.push("R13.6", say!("play-not-set-up", battle = id, zone = zone));
    } else if b.play.mode != Some(PlayMode::Live) {
        found.push("R13.6", say!("session-pbem", battle = id, zone = zone));
    } else if b.relay.conceded.is_some() {
        found.push("R13.6", say!("session-conceded", battle = id, zone = zone));
    }
}

/// The commander's side in the battle, or the refusal of anyone else.
fn commander(c: &Ctx, b: &Battle, what: &str) -> Result<Side, Refusal> {
    side_of(c.actor, &c.state, b).map_or_else(
        || forbidden(format!("Only the battle's two commanders {what} (R13.6).")),
        Ok,
    )
}

/// What every command on a live battle checks first: the battle, the
/// campaign active, the battle set up live and still played; the problems
/// found so far, for the command to add its own.
fn open(c: &Ctx, b: &Battle) -> Result<Found, Refusal> {
    let mut found = Found::default();
    found.check(c.require_active())?;
    open_live(&mut found, b);
    Ok(found)
}

/// `open`, by one of the battle's two commanders: his side.
fn begin(c: &Ctx, id: BattleId, what: &str) -> Result<(Battle, Side, Found), Refusal> {
    let b = c.battle(id)?;
    let side = commander(c, &b, what)?;
    let found = open(c, &b)?;
    Ok((b, side, found))
}

/// A commander marks when he can play in the coming 14 days (R13.6),
/// replacing what he marked before; none clears it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MarkPlayTimes {
    pub battle: BattleId,
    #[serde(default)]
    #[schema(max_items = 100)]
    pub spans: Vec<Span>,
}

impl Apply for MarkPlayTimes {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let id = self.battle;
        let (b, side, mut found) = begin(c, id, "mark when they can play")?;
        let now = c.inputs.now;
        let horizon = now + Duration::days(DAYS_AHEAD);
        if self.spans.len() > SPANS_MAX {
            found.push(
                "R13.6",
                say!(
                    "session-spans-many",
                    max = SPANS_MAX,
                    given = self.spans.len()
                ),
            );
        }
        let backwards = self.spans.iter().filter(|s| s.from >= s.to).count();
        if backwards > 0 {
            found.push("R13.6", say!("session-span-backwards", count = backwards));
        }
        let far = self.spans.iter().filter(|s| s.to > horizon).count();
        if far > 0 {
            found.push(
                "R13.6",
                say!("session-span-far", count = far, days = DAYS_AHEAD),
            );
        }
        found.done()?;
        let spans = merged(&ahead(&self.spans, now));
        let zone = b.zone.clone();
        let name = super::cover::name_of(c.inputs.roster, c.actor.user_id);
        *c.battle_mut(id)?.sessions.marks_mut(side) = spans;
        c.record(Entry::to(
            Visibility::Gm,
            Event::SessionTimesMarked { battle: id, side },
            say!(
                "history-session-times",
                battle = id.get(),
                zone = zone,
                name = name
            ),
        ));
        Ok(())
    }
}

/// A commander proposes a slot for the live session (R13.6): it replaces a
/// proposal not yet accepted (his own, or his opponent's: a counter-offer).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ProposeSession {
    pub battle: BattleId,
    /// When it starts, within the coming 14 days.
    pub at: DateTime<Utc>,
    /// How long, in minutes (30 to 720).
    #[schema(minimum = 30, maximum = 720)]
    pub minutes: u32,
}

impl Apply for ProposeSession {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let id = self.battle;
        let (b, side, mut found) = begin(c, id, "propose a session")?;
        let now = c.inputs.now;
        if self.at <= now {
            found.push("R13.6", say!("session-past"));
        }
        if self.at > now + Duration::days(DAYS_AHEAD) {
            found.push("R13.6", say!("session-far", days = DAYS_AHEAD));
        }
        if !(MINUTES_MIN..=MINUTES_MAX).contains(&self.minutes) {
            found.push(
                "R13.6",
                say!(
                    "session-length",
                    min = MINUTES_MIN,
                    max = MINUTES_MAX,
                    given = self.minutes
                ),
            );
        }
        if b.sessions
            .booking
            .as_ref()
            .is_some_and(|k| k.accepted.is_some())
        {
            found.push("R13.6", say!("session-booked", battle = id.get()));
        }
        found.done()?;
        let zone = b.zone.clone();
        let name = super::cover::name_of(c.inputs.roster, c.actor.user_id);
        let at = self
            .at
            .duration_trunc(Duration::minutes(1))
            .unwrap_or(self.at);
        c.battle_mut(id)?.sessions.booking = Some(Booking {
            at,
            minutes: self.minutes,
            by: side,
            accepted: None,
            report: None,
        });
        c.record(Entry::to(
            Visibility::Gm,
            Event::SessionProposed {
                battle: id,
                side,
                at,
                minutes: self.minutes,
            },
            say!(
                "history-session-proposed",
                battle = id.get(),
                zone = zone,
                name = name,
                at = at.format("%Y-%m-%d %H:%M").to_string()
            ),
        ));
        Ok(())
    }
}

/// The other commander accepts or declines the slot proposed (R13.6); an
/// accepted slot not yet begun either may call off (`accept: false`).
/// Accepted, the battle is in play (R13.1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AnswerSession {
    pub battle: BattleId,
    pub accept: bool,
}

/// What `side`'s commander may answer of `b`'s booking now: Some(true)
/// accept or decline a proposal; Some(false) call off an agreed slot.
pub(super) fn may_answer(b: &Battle, side: Side, now: DateTime<Utc>) -> Option<bool> {
    let k = b.sessions.booking.as_ref()?;
    match k.accepted {
        None => (k.by != side).then_some(true),
        Some(_) => (k.report.is_none() && now < k.at).then_some(false),
    }
}

impl Apply for AnswerSession {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let id = self.battle;
        let (b, side, mut found) = begin(c, id, "answer a proposed session")?;
        let now = c.inputs.now;
        let answer = may_answer(&b, side, now);
        match (answer, self.accept) {
            (None, _) => found.push(
                "R13.6",
                say!("session-nothing-to-answer", battle = id.get()),
            ),
            (Some(false), true) => {
                found.push("R13.6", say!("session-already-agreed", battle = id.get()))
            }
            _ => {}
        }
        found.done()?;
        let zone = b.zone.clone();
        let name = super::cover::name_of(c.inputs.roster, c.actor.user_id);
        let began = b.play.in_play.is_none();
        let bm = c.battle_mut(id)?;
        let text = if self.accept {
            if let Some(k) = bm.sessions.booking.as_mut() {
                k.accepted = Some(now);
            }
            if began {
                bm.play.in_play = Some(now);
            }
            say!(
                "history-session-accepted",
                battle = id.get(),
                zone = &zone,
                name = &name
            )
        } else {
            bm.sessions.booking = None;
            if answer == Some(false) {
                say!(
                    "history-session-called-off",
                    battle = id.get(),
                    zone = &zone,
                    name = &name
                )
            } else {
                say!(
                    "history-session-declined",
                    battle = id.get(),
                    zone = &zone,
                    name = &name
                )
            }
        };
        if self.accept && began {
            c.record(Entry::public(
                Event::BattleInPlay { battle: id },
                say!("history-in-play", battle = id.get(), zone = &zone),
            ));
        }
        c.record(Entry::to(
            Visibility::Gm,
            Event::SessionAnswered {
                battle: id,
                side,
                accepted: self.accept,
            },
            text,
        ));
        Ok(())
    }
}

/// Once the agreed slot began, a commander says it was played, or that his
/// opponent did not come (R13.6); the GM decides.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportSession {
    pub battle: BattleId,
    /// False: the opponent did not come.
    pub played: bool,
}

impl Apply for ReportSession {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let id = self.battle;
        let (b, side, mut found) = begin(c, id, "report a session")?;
        let now = c.inputs.now;
        match b.sessions.booking.as_ref() {
            Some(k) if k.accepted.is_some() => {
                if now < k.at {
                    found.push("R13.6", say!("session-not-begun", battle = id.get()));
                }
                if let Some(r) = &k.report {
                    found.push(
                        "R13.6",
                        say!("session-reported", battle = id.get(), side = r.by.as_str()),
                    );
                }
            }
            _ => found.push("R13.6", say!("session-none-agreed", battle = id.get())),
        }
        found.done()?;
        let absent = (!self.played).then(|| side.enemy());
        let zone = b.zone.clone();
        let name = super::cover::name_of(c.inputs.roster, c.actor.user_id);
        if let Some(k) = c.battle_mut(id)?.sessions.booking.as_mut() {
            k.report = Some(SessionReport {
                by: side,
                absent,
                at: now,
            });
        }
        let text = match absent {
            None => say!(
                "history-session-played",
                battle = id.get(),
                zone = &zone,
                name = &name
            ),
            Some(a) => say!(
                "history-session-no-show",
                battle = id.get(),
                zone = &zone,
                name = &name,
                side = super::told::side(a)
            ),
        };
        c.record(Entry::to(
            Visibility::Gm,
            Event::SessionReported {
                battle: id,
                side,
                absent,
            },
            text,
        ));
        Ok(())
    }
}

/// The GM decides a session that began (R13.6): played, or a side's
/// commander did not come (a no-show, in his record like a turn file not
/// answered in time, R1.7). Either way the slot is done: a new one may be
/// booked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ConfirmSession {
    pub battle: BattleId,
    /// The side whose commander did not come; none: it was played.
    #[serde(default)]
    pub absent: Option<Side>,
}

impl Apply for ConfirmSession {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master decides a live session (R13.6).")?;
        let id = self.battle;
        let b = c.battle(id)?;
        let mut found = open(c, &b)?;
        let now = c.inputs.now;
        match b.sessions.booking.as_ref() {
            Some(k) if k.accepted.is_some() => {
                if now < k.at {
                    found.push("R13.6", say!("session-not-begun", battle = id.get()));
                }
            }
            _ => found.push("R13.6", say!("session-none-agreed", battle = id.get())),
        }
        found.done()?;
        let zone = b.zone.clone();
        let text = match self.absent {
            None => say!("history-session-confirmed", battle = id.get(), zone = &zone),
            Some(side) => {
                let battalion = if side == b.side {
                    b.attacker_battalion
                } else {
                    b.defender_battalion
                };
                // R1.7: the no-show is the seat's holder's, like a turn
                // file not answered in time.
                if let Some(user) = c.state.battalion(battalion).and_then(|x| x.commander) {
                    c.state.people.answers.push(super::timetable::Answer {
                        user,
                        battle: id,
                        n: 0,
                        minutes: 0,
                        in_time: false,
                        no_show: true,
                    });
                }
                say!(
                    "history-session-confirmed-no-show",
                    battle = id.get(),
                    zone = &zone,
                    side = super::told::side(side)
                )
            }
        };
        let began = b.play.in_play.is_none() && self.absent.is_none();
        let bm = c.battle_mut(id)?;
        bm.sessions.booking = None;
        if self.absent.is_none() {
            bm.sessions.played += 1;
            if began {
                bm.play.in_play = Some(now);
            }
        }
        c.record(Entry::to(
            Visibility::Gm,
            Event::SessionConfirmed {
                battle: id,
                absent: self.absent,
            },
            text,
        ));
        Ok(())
    }
}
