//! A battle that does not end by itself (R13.5, #42): a commander concedes
//! (the GM then enters the result), the GM chases its commanders with one
//! click, or rules a result with a reason (`results::EnterResult::ruling`).
//! A concession and a chase are the two commanders', their High
//! Commanders' and the GM's to know (`relay_view::follows`), like the relay;
//! the result, once in, is public and says it was conceded or ruled.

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event, Visibility};
use super::ids::BattleId;
use super::pieces::Battle;
use super::refusal::{forbidden, violation, Refusal};
use super::stage::PlayMode;
use super::types::Side;
use crate::say;
use chrono::Duration;
use serde::{Deserialize, Serialize};

/// The shortest time between two of the GM's chases of one battle (R13.5).
pub const CHASE_GAP_HOURS: i64 = 1;

/// The longest reason of a ruling (R13.5).
pub const RULING_MAX: usize = 500;

/// The battle is set up and still to be played (R13.1).
fn still_played(c: &Ctx, b: &Battle) -> Result<(), Refusal> {
    c.require_active()?;
    let (id, zone) = (b.id.get(), b.zone.as_str());
    if b.closed || b.result.is_some() {
        return violation("R13.5", say!("play-over", battle = id, zone = zone));
    }
    if b.play.set_up.is_none() {
        return violation("R13.5", say!("play-not-set-up", battle = id, zone = zone));
    }
    Ok(())
}

/// Refuses what a conceded battle no longer does: begin, be conceded again
/// (R13.5).
pub fn not_conceded(b: &Battle) -> Result<(), Refusal> {
    match b.relay.conceded {
        Some(by) => violation(
            "R13.5",
            say!(
                "ruling-conceded-already",
                battle = b.id.get(),
                zone = &b.zone,
                side = by.as_str()
            ),
        ),
        None => Ok(()),
    }
}

/// A commander of the battle gives it up (R13.5): the GM is told and
/// enters the result; until then the battle stands as it was.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ConcedeBattle {
    pub battle: BattleId,
}

impl Apply for ConcedeBattle {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let id = self.battle;
        let b = c.battle(id)?;
        let side = if c.actor.commands(&c.state, b.attacker_battalion) {
            b.side
        } else if c.actor.commands(&c.state, b.defender_battalion) {
            b.side.enemy()
        } else {
            return forbidden("Only the battle's two commanders concede it (R13.5).");
        };
        still_played(c, &b)?;
        not_conceded(&b)?;
        let zone = b.zone.clone();
        c.battle_mut(id)?.relay.conceded = Some(side);
        c.record(Entry::to(
            Visibility::Gm,
            Event::BattleConceded { battle: id, side },
            say!(
                "history-conceded",
                battle = id.get(),
                zone = zone,
                side = super::told::side(side)
            ),
        ));
        Ok(())
    }
}

/// Whose move the battle waits on, for a chase: the holder of a PBEM
/// battle's ball; else (live, or no file yet) both commanders.
pub fn chased_sides(b: &Battle) -> Vec<Side> {
    let holder = (b.play.mode == Some(PlayMode::Pbem))
        .then(|| super::relay::to_move(&b.relay))
        .flatten();
    match holder {
        Some(side) => vec![side],
        None => vec![b.side, b.side.enemy()],
    }
}

/// The GM chases a battle now (R13.5): whoever it waits on is reminded by
/// mail; at most once an hour.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChaseBattle {
    pub battle: BattleId,
}

impl Apply for ChaseBattle {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master chases a battle (R13.5).")?;
        let id = self.battle;
        let b = c.battle(id)?;
        still_played(c, &b)?;
        let now = c.inputs.now;
        if let Some(last) = b.relay.reminded {
            if now < last + Duration::hours(CHASE_GAP_HOURS) {
                return violation(
                    "R13.5",
                    say!(
                        "ruling-chased-lately",
                        battle = id.get(),
                        zone = &b.zone,
                        hours = CHASE_GAP_HOURS
                    ),
                );
            }
        }
        let sides = chased_sides(&b);
        let zone = b.zone.clone();
        c.battle_mut(id)?.relay.reminded = Some(now);
        let text = match sides.as_slice() {
            [one] => say!(
                "history-chased-one",
                battle = id.get(),
                zone = &zone,
                side = super::told::side(*one)
            ),
            _ => say!("history-chased-both", battle = id.get(), zone = &zone),
        };
        c.record(Entry::to(
            Visibility::Gm,
            Event::BattleChased { battle: id, sides },
            text,
        ));
        Ok(())
    }
}

/// The side whose commander conceded battle `b`, as `actor` may know it:
/// the two commanders, their High Commanders and the GM, until the result
/// (which then says it, publicly).
pub fn conceded_for(
    s: &super::state::CampaignState,
    actor: &super::roles::Actor,
    b: &Battle,
) -> Option<Side> {
    b.relay
        .conceded
        .filter(|_| super::relay_view::follows(actor, s, b))
}
