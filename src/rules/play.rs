//! A battle's own life in CMBN (#42), between the defenders' choice and the
//! result: its stages (R13.1). The GM says when the battle is built in CMBN
//! and how it is played; its commanders (or the GM) say when play began.
//! Each stage is public: the other side and observers learn the stage,
//! nothing more.

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::BattleId;
use super::kit::GameKit;
use super::pieces::Battle;
use super::refusal::{forbidden, violation, Refusal};
pub use super::stage::{Play, PlayMode, Stage};
use crate::say;
use serde::{Deserialize, Serialize};

/// The battle, still to be played: not closed, no result, defenders chosen.
fn open_for_play(c: &Ctx, id: BattleId) -> Result<Battle, Refusal> {
    let b = c.battle(id)?;
    c.require_active()?;
    if b.closed || b.result.is_some() {
        return violation(
            "R13.1",
            say!("play-over", battle = id.get(), zone = &b.zone),
        );
    }
    if b.defender_units.is_none() {
        return violation(
            "R13.1",
            say!("play-defenders-first", battle = id.get(), zone = &b.zone),
        );
    }
    Ok(b)
}

/// The GM says the battle is built in CMBN and how it is played (R13.1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetUpBattle {
    pub battle: BattleId,
    pub mode: PlayMode,
}

impl Apply for SetUpBattle {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master says a battle is set up in CMBN (R13.1).")?;
        let id = self.battle;
        let b = open_for_play(c, id)?;
        if b.play.set_up.is_some() {
            return violation(
                "R13.1",
                say!("play-already-set-up", battle = id.get(), zone = &b.zone),
            );
        }
        let now = c.inputs.now;
        let zone = b.zone.clone();
        let bm = c.battle_mut(id)?;
        bm.play.set_up = Some(now);
        bm.play.mode = Some(self.mode);
        c.record(Entry::public(
            Event::BattleSetUp {
                battle: id,
                mode: self.mode,
            },
            say!(
                "history-set-up",
                battle = id.get(),
                zone = zone,
                mode = say!("word-mode", mode = self.mode.as_str())
            ),
        ));
        Ok(())
    }
}

/// A commander of the battle (or the GM) says its game has begun (R13.1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StartPlay {
    pub battle: BattleId,
}

impl Apply for StartPlay {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let id = self.battle;
        let b = c.battle(id)?;
        let commands = c.actor.commands(&c.state, b.attacker_battalion)
            || c.actor.commands(&c.state, b.defender_battalion);
        if !c.actor.gm && !commands {
            return forbidden(
                "Only the battle's two commanders or the game master say its game began (R13.1).",
            );
        }
        let b = open_for_play(c, id)?;
        if b.play.set_up.is_none() {
            return violation(
                "R13.1",
                say!("play-not-set-up", battle = id.get(), zone = &b.zone),
            );
        }
        if b.play.in_play.is_some() {
            return violation(
                "R13.1",
                say!("play-already-in-play", battle = id.get(), zone = &b.zone),
            );
        }
        super::rulings::not_conceded(&b)?;
        let now = c.inputs.now;
        let zone = b.zone.clone();
        c.battle_mut(id)?.play.in_play = Some(now);
        c.record(Entry::public(
            Event::BattleInPlay { battle: id },
            say!("history-in-play", battle = id.get(), zone = zone),
        ));
        Ok(())
    }
}

/// The GM states what every battle of the campaign needs (R13.2); it may
/// change during play (a game update).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetGameKit {
    /// "5.01"; empty for none.
    #[serde(default)]
    #[schema(max_length = 40)]
    pub version: String,
    #[serde(default)]
    #[schema(max_items = 12)]
    pub modules: Vec<String>,
}

impl Apply for SetGameKit {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master states the CMBN version and modules (R13.2).")?;
        let kit = clean_kit(&GameKit {
            version: self.version.clone(),
            modules: self.modules.clone(),
        })?;
        if kit == c.state.game {
            return violation("R13.2", say!("kit-unchanged"));
        }
        let text = if kit.is_empty() {
            say!("history-kit-cleared")
        } else {
            say!("history-kit", kit = kit.describe())
        };
        c.state.game = kit;
        c.record(Entry::public(Event::GameKitSet, text));
        Ok(())
    }
}

/// The kit trimmed, each module once; refused as sent when a name is over
/// 40 characters or holds a control character, or over 12 modules are sent
/// (the API's schema says the same of the request).
pub fn clean_kit(k: &GameKit) -> Result<GameKit, Refusal> {
    let long = std::iter::once(&k.version)
        .chain(k.modules.iter())
        .any(|n| n.chars().count() > super::kit::NAME_MAX || n.chars().any(char::is_control));
    if long {
        return violation("R13.2", say!("kit-name-length", max = super::kit::NAME_MAX));
    }
    if k.modules.len() > super::kit::MODULES_MAX {
        return violation(
            "R13.2",
            say!(
                "kit-too-many",
                max = super::kit::MODULES_MAX,
                given = k.modules.len()
            ),
        );
    }
    let version = k.version.trim().to_string();
    let mut modules: Vec<String> = Vec::new();
    for m in k.modules.iter().map(|m| m.trim()).filter(|m| !m.is_empty()) {
        if !modules.iter().any(|x| x.eq_ignore_ascii_case(m)) {
            modules.push(m.to_string());
        }
    }
    Ok(GameKit { version, modules })
}
