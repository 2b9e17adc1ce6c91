//! What the viewer may do now to a battle's game (R13.1), each by a dry run
//! of its command (apart from `play`, which the registry names): set up,
//! begin, concede, chase (R13.1, R13.5).

use super::command::Command;
use super::ctx::Ctx;
use super::deciding::decide;
use super::ids::BattleId;
use super::play::{PlayMode, SetUpBattle, StartPlay};
use super::rulings::{ChaseBattle, ConcedeBattle};
use serde::Serialize;

/// One battle whose game the viewer may move on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct PlayOption {
    pub battle: BattleId,
    /// May say it is set up in CMBN (the GM).
    pub set_up: bool,
    /// May say its game began.
    pub start: bool,
    /// May concede it (its commanders, R13.5).
    pub concede: bool,
    /// May chase its commanders now (the GM, R13.5).
    pub chase: bool,
}

pub fn options(c: &Ctx) -> Vec<PlayOption> {
    let accepted = |cmd: Command| decide(&c.state, c.inputs, c.actor, &cmd).is_ok();
    c.state
        .battles
        .iter()
        .filter(|b| !b.closed && b.result.is_none() && b.defender_units.is_some())
        .map(|b| PlayOption {
            battle: b.id,
            set_up: b.play.set_up.is_none()
                && accepted(Command::SetUpBattle(SetUpBattle {
                    battle: b.id,
                    mode: PlayMode::Pbem,
                })),
            start: b.play.set_up.is_some()
                && b.play.in_play.is_none()
                && accepted(Command::StartPlay(StartPlay { battle: b.id })),
            concede: b.play.set_up.is_some()
                && b.relay.conceded.is_none()
                && accepted(Command::ConcedeBattle(ConcedeBattle { battle: b.id })),
            chase: b.play.set_up.is_some()
                && accepted(Command::ChaseBattle(ChaseBattle { battle: b.id })),
        })
        .filter(|o| o.set_up || o.start || o.concede || o.chase)
        .collect()
}
