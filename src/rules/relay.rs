//! The PBEM relay (R13.3, #42): a battle's two commanders swap the turn
//! files CMBN writes through Bocage. Either sends the first once the GM has
//! set the battle up for PBEM; then they alternate. The sender may take his
//! file back until its addressee has downloaded it; the last few files are
//! kept. Who may follow it (`relay_view::follow`): the count, the ball and since when
//! are the two commanders', their High Commanders' and the GM's; the files
//! themselves the two commanders' and the GM's (`files::may_see`). Everyone
//! else reads the stage only (R13.1).
//!
//! The files' bytes are stored outside the rules: a command names a stored
//! file by its id, and the server fills in what the store says of it
//! (`StoredFile`) before deciding; files that leave the relay (withdrawn,
//! or older than the files kept) are removed with the command.

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event, Visibility};
use super::ids::{BattleId, UserId};
use super::pieces::Battle;
use super::refusal::{forbidden, not_found, Found, Refusal};
pub use super::relay_clock::{next_chase, ChaseTurn, CLOCK_DEFAULT, PAUSE_DAYS_DEFAULT, STEP_AWAY};
use super::stage::{PlayMode, Relay, TurnFile};
use super::state::CampaignState;
use super::types::Side;
use crate::say;
use serde::{Deserialize, Serialize};

/// Files a battle keeps when the schedule says nothing (R13.3).
pub const KEPT_DEFAULT: u32 = 3;

/// What the store says of a file named by a command: filled in by the
/// server from its own records, never taken from the request.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct StoredFile {
    pub battle: BattleId,
    pub uploader: UserId,
    /// Whether its bytes are a CMBN file (`files::FileKind::Save`).
    pub save: bool,
}

/// The side whose commander `actor` is in battle `b`, if either.
fn side_of(c: &Ctx, b: &Battle) -> Option<Side> {
    if c.actor.commands(&c.state, b.attacker_battalion) {
        Some(b.side)
    } else if c.actor.commands(&c.state, b.defender_battalion) {
        Some(b.side.enemy())
    } else {
        None
    }
}

/// The files a battle keeps (R13.3).
pub fn kept(s: &CampaignState) -> usize {
    usize::try_from(s.schedule.turn_files_kept.unwrap_or(KEPT_DEFAULT).max(1)).unwrap_or(3)
}

/// A commander of the battle sends his turn file (R13.3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SendTurn {
    pub battle: BattleId,
    /// The battle file to send, uploaded to the battle first.
    pub file: i64,
    /// What the store says of that file: filled in by the server.
    #[serde(default)]
    #[schema(read_only)]
    pub stored: Option<StoredFile>,
}

impl Apply for SendTurn {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let id = self.battle;
        let b = c.battle(id)?;
        let Some(side) = side_of(c, &b) else {
            return forbidden("Only the battle's two commanders send its turn files (R13.3).");
        };
        let stored = self
            .stored
            .as_ref()
            .filter(|f| f.battle == id)
            .ok_or(())
            .or_else(|()| {
                not_found(format!(
                    "There is no file {} of battle {id} to send.",
                    self.file
                ))
            })?;
        let mut found = Found::default();
        found.check(c.require_active())?;
        let zone = b.zone.clone();
        open_relay(&mut found, &b);
        if stored.uploader != c.actor.user_id {
            found.push("R13.3", say!("relay-not-yours", file = self.file));
        }
        if !stored.save {
            found.push("R13.3", say!("relay-not-a-save", file = self.file));
        }
        if b.relay.turns.iter().any(|t| t.file == self.file) {
            found.push("R13.3", say!("relay-sent-already", file = self.file));
        }
        if let Some(last) = b.relay.last_side() {
            if last == side {
                found.push(
                    "R13.3",
                    say!(
                        "relay-twice",
                        n = b.relay.sent,
                        battle = id.get(),
                        zone = &zone
                    ),
                );
            }
        }
        found.done()?;
        let now = c.inputs.now;
        let keep = kept(&c.state);
        let name = super::cover::name_of(c.inputs.roster, c.actor.user_id);
        let began = b.play.in_play.is_none();
        let by = c.actor.user_id;
        let clock = i64::from(super::relay_clock::clock_hours(&c.state, &b));
        // R1.7: an answer to the opponent's last file, timed for the record.
        if let Some(prev) = b.relay.last().filter(|t| t.n == b.relay.sent) {
            let minutes = (now - prev.at).num_minutes().max(0);
            c.state.people.answers.push(super::timetable::Answer {
                user: by,
                battle: id,
                n: prev.n + 1,
                minutes,
                in_time: minutes <= clock * 60,
                no_show: false,
            });
        }
        let bm = c.battle_mut(id)?;
        let n = bm.relay.sent + 1;
        bm.relay.sent = n;
        bm.relay.turns.push(TurnFile {
            n,
            file: self.file,
            by,
            side,
            at: now,
            fetched: None,
        });
        bm.relay.chased = 0;
        bm.relay.away_told = false;
        bm.relay.paused_minutes = 0;
        let over = bm.relay.turns.len().saturating_sub(keep);
        bm.relay.turns.drain(..over);
        if began {
            bm.play.in_play = Some(now);
        }
        if began {
            c.record(Entry::public(
                Event::BattleInPlay { battle: id },
                say!("history-in-play", battle = id.get(), zone = &zone),
            ));
        }
        c.record(Entry::to(
            Visibility::Gm,
            Event::TurnSent {
                battle: id,
                n,
                side,
            },
            say!(
                "history-turn-sent",
                battle = id.get(),
                zone = zone,
                name = name,
                n = n
            ),
        ));
        Ok(())
    }
}

/// The battle set up for PBEM and still to be played (R13.1, R13.3).
fn open_relay(found: &mut Found, b: &Battle) {
    let (id, zone) = (b.id.get(), b.zone.as_str());
    if b.closed || b.result.is_some() {
        found.push("R13.3", say!("play-over", battle = id, zone = zone));
    } else if b.play.set_up.is_none() {
        found.push("R13.3", say!("play-not-set-up", battle = id, zone = zone));
    } else if b.play.mode != Some(PlayMode::Pbem) {
        found.push("R13.3", say!("relay-live", battle = id, zone = zone));
    } else if b.relay.conceded.is_some() {
        found.push("R13.5", say!("session-conceded", battle = id, zone = zone));
    }
}

/// The side whose commander is to send the next file, once one was sent.
pub fn to_move(r: &Relay) -> Option<Side> {
    r.last_side().map(Side::enemy)
}

/// The sender takes his last file back, before its addressee downloaded it
/// (R13.3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WithdrawTurn {
    pub battle: BattleId,
}

impl Apply for WithdrawTurn {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let id = self.battle;
        let b = c.battle(id)?;
        let Some(side) = side_of(c, &b) else {
            return forbidden("Only the file's sender takes back a turn file (R13.3).");
        };
        let mut found = Found::default();
        found.check(c.require_active())?;
        open_relay(&mut found, &b);
        let last = b.relay.last().filter(|t| t.n == b.relay.sent).cloned();
        match &last {
            None => found.push(
                "R13.3",
                say!(
                    "relay-nothing-to-withdraw",
                    battle = id.get(),
                    zone = &b.zone
                ),
            ),
            Some(t) if t.side != side => found.push("R13.3", say!("relay-not-your-file", n = t.n)),
            Some(t) if t.fetched.is_some() => found.push("R13.3", say!("relay-fetched", n = t.n)),
            Some(_) => {}
        }
        found.done()?;
        let Some(t) = last else { return Ok(()) };
        let zone = b.zone.clone();
        let name = super::cover::name_of(c.inputs.roster, c.actor.user_id);
        // A file taken back was no answer (R1.7).
        c.state
            .people
            .answers
            .retain(|a| !(a.battle == id && a.n == t.n));
        let bm = c.battle_mut(id)?;
        bm.relay.turns.pop();
        bm.relay.sent = t.n - 1;
        bm.relay.chased = 0;
        bm.relay.away_told = false;
        bm.relay.paused_minutes = 0;
        c.record(Entry::to(
            Visibility::Gm,
            Event::TurnWithdrawn { battle: id, n: t.n },
            say!(
                "history-turn-withdrawn",
                battle = id.get(),
                zone = zone,
                name = name,
                n = t.n
            ),
        ));
        Ok(())
    }
}

/// The addressee downloaded a turn file (R13.3): from then on its sender
/// may no longer take it back. The server says so when the file is first
/// downloaded by the commander it was sent to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FetchTurn {
    pub battle: BattleId,
    pub n: u32,
}

impl Apply for FetchTurn {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let id = self.battle;
        let b = c.battle(id)?;
        let Some(side) = side_of(c, &b) else {
            return forbidden("Only the commander a turn file was sent to fetches it (R13.3).");
        };
        let Some(t) = b.relay.turns.iter().find(|t| t.n == self.n).cloned() else {
            return not_found(format!("Battle {id} keeps no turn file {}.", self.n));
        };
        if side != t.side.enemy() {
            return forbidden("Only the commander a turn file was sent to fetches it (R13.3).");
        }
        if t.fetched.is_some() {
            return super::refusal::violation("R13.3", say!("relay-fetched", n = t.n));
        }
        let now = c.inputs.now;
        let zone = b.zone.clone();
        if let Some(x) = c
            .battle_mut(id)?
            .relay
            .turns
            .iter_mut()
            .find(|x| x.n == self.n)
        {
            x.fetched = Some(now);
        }
        c.record(Entry::to(
            Visibility::Gm,
            Event::TurnFetched { battle: id, n: t.n },
            say!(
                "history-turn-fetched",
                battle = id.get(),
                zone = zone,
                n = t.n
            ),
        ));
        Ok(())
    }
}

/// The turn file stored as `file`, when it is one of a battle's (R13.3).
pub fn turn_of(s: &CampaignState, battle: BattleId, file: i64) -> Option<&TurnFile> {
    s.battle(battle)?
        .relay
        .turns
        .iter()
        .find(|t| t.file == file)
}

/// Stored files that left a relay between `before` and `after` (taken
/// back, or older than the files kept): the server removes them with the
/// command that let them go.
pub fn dropped(before: &CampaignState, after: &CampaignState) -> Vec<i64> {
    let kept: std::collections::BTreeSet<i64> = after
        .battles
        .iter()
        .flat_map(|b| b.relay.turns.iter().map(|t| t.file))
        .collect();
    before
        .battles
        .iter()
        .flat_map(|b| b.relay.turns.iter().map(|t| t.file))
        .filter(|f| !kept.contains(f))
        .collect()
}
