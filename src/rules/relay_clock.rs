//! The PBEM relay's turn clock (R13.4, #42): a commander holding a
//! battle's ball past the schedule's `turn_clock_hours` is reminded once;
//! past it twice the GM and his High Commander are told. The server's clock
//! issues each step as a command (`clock::agenda`), refused a second time.

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event, Visibility};
use super::ids::BattleId;
use super::pieces::Battle;
use super::refusal::Refusal;
use super::stage::PlayMode;
use super::state::CampaignState;
use super::types::Side;
use crate::say;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// Hours a commander may hold the ball (R13.4).
pub const CLOCK_DEFAULT: u32 = 48;

/// When the holder of `b`'s last file passes the turn clock for the next
/// time, and which step that is (1: remind him; 2: tell the GM and his
/// HC); None when nothing waits (not PBEM, no file yet, the result in,
/// chased twice, or the last file no longer kept).
pub fn next_chase(s: &CampaignState, b: &Battle) -> Option<(DateTime<Utc>, u8, u32, Side)> {
    if b.closed || b.result.is_some() || b.play.mode != Some(PlayMode::Pbem) || b.relay.chased >= 2
    {
        return None;
    }
    let last = b.relay.last().filter(|t| t.n == b.relay.sent)?;
    let hours = i64::from(s.schedule.turn_clock_hours.unwrap_or(CLOCK_DEFAULT).max(1));
    let step = b.relay.chased + 1;
    let at = last.at + chrono::Duration::hours(hours * i64::from(step));
    Some((at, step, last.n, last.side.enemy()))
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
    /// 1 or 2.
    #[schema(minimum = 1, maximum = 2)]
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
        c.battle_mut(id)?.relay.chased = step;
        let text = if step == 1 {
            format!(
                "Battle {id} in {zone}: the {} commander was reminded of turn file {n}",
                side.label()
            )
        } else {
            format!(
                "Battle {id} in {zone}: turn file {n} is held past the turn clock twice; the GM and the {} High Commander are told",
                side.label()
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
