//! The pieces of a campaign: units, battalions, drafted moves, battles and
//! the bookkeeping of the current turn.

use super::ids::{BattalionId, BattleId, DraftId, UnitId, UserId};
use super::location::Location;
use super::types::{Nation, Outcome, Phase, Side, UnitClass};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Unit {
    pub id: UnitId,
    pub side: Side,
    /// None for artillery and air units, which belong to the side (R3.4).
    pub battalion: Option<BattalionId>,
    pub name: String,
    pub kind: String,
    pub class: UnitClass,
    /// CMBN purchase hint for the setup sheet.
    #[serde(default)]
    pub cmbn: String,
    /// Lower is weaker: the default casualty order (R8.1).
    #[serde(default)]
    pub strength: u32,
    pub location: Location,
    #[serde(default)]
    pub destroyed: bool,
    /// Artillery reinforcement schedule (R10.1).
    #[serde(default)]
    pub arrives_round: Option<u32>,
}

impl Unit {
    pub fn active(&self) -> bool {
        !self.destroyed
    }
    pub fn is_combat(&self) -> bool {
        self.class.is_combat()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Battalion {
    pub id: BattalionId,
    pub name: String,
    pub nation: Nation,
    pub side: Side,
    pub commander: Option<UserId>,
    #[serde(default)]
    pub hq: String,
    /// Round the battalion becomes available in the reinforcement box (R10.1).
    #[serde(default)]
    pub arrives_round: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    Combat,
    NonCombat,
}

/// A drafted move (R6.2): not in effect until the HC commits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Draft {
    pub id: DraftId,
    pub kind: MoveKind,
    pub battalion: Option<BattalionId>,
    pub units: Vec<UnitId>,
    pub to: Location,
    pub target: Option<BattalionId>,
    pub author: UserId,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct BattleResult {
    pub outcome: Outcome,
    pub attacker_losses: u32,
    pub defender_losses: u32,
    #[serde(default)]
    pub notes: String,
    #[serde(default)]
    pub link: String,
    /// Why the GM ruled this result (R13.5); empty when the game ended it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub ruling: String,
    /// The side whose commander conceded the battle (R13.5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conceded: Option<Side>,
}

/// Conditions the GM sets for a battle (CMBN value lists).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Conditions {
    #[serde(default)]
    pub time_of_day: String,
    /// Fortification allowance for an Axis defender in a bunker zone; empty
    /// means the suggested default.
    #[serde(default)]
    pub fortifications: String,
    #[serde(default)]
    pub weather: String,
    #[serde(default)]
    pub ground: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Battle {
    pub id: BattleId,
    pub round: u32,
    /// The attacking side.
    pub side: Side,
    pub zone: String,
    pub attacker_battalion: BattalionId,
    pub attacker_units: Vec<UnitId>,
    pub defender_battalion: BattalionId,
    pub defender_units: Option<Vec<UnitId>>,
    /// Set when the attack came from a launch box onto its beach (R2.4).
    #[serde(default)]
    pub from_launch_box: Option<String>,
    #[serde(default)]
    pub artillery: Vec<UnitId>,
    #[serde(default)]
    pub air: Vec<UnitId>,
    #[serde(default)]
    pub ship: Option<String>,
    /// Whether the HC (or the GM) has answered the support question for this
    /// battle, even with nothing: the to-do then stops asking (R6.6).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub support_decided: bool,
    #[serde(default)]
    pub result: Option<BattleResult>,
    #[serde(default)]
    pub attacker_casualties: Option<Vec<UnitId>>,
    #[serde(default)]
    pub defender_casualties: Option<Vec<UnitId>>,
    #[serde(default)]
    pub closed: bool,
    #[serde(default)]
    pub conditions: Conditions,
    #[serde(default)]
    pub due: Option<DateTime<Utc>>,
    /// Its game in CMBN: set up, how played, in play (R13.1).
    #[serde(default, skip_serializing_if = "super::stage::Play::is_empty")]
    pub play: super::stage::Play,
    /// Its PBEM turn files (R13.3): the two commanders', their HCs' and
    /// the GM's to know (`relay_view::follow`), never in a side's view.
    #[serde(default, skip_serializing_if = "super::stage::Relay::is_empty")]
    pub relay: super::stage::Relay,
    /// Its live sessions (R13.6): known to those who follow the relay.
    #[serde(
        default,
        skip_serializing_if = "super::session_data::Sessions::is_empty"
    )]
    pub sessions: super::session_data::Sessions,
}

impl Battle {
    /// Who the battle waits on, and for what, in the phase as it is: only
    /// those who can act now (the result is entered in the combat resolution
    /// phase, R7.5; casualties are chosen in the combat results phase, R8.1,
    /// and a side that lost nothing has nothing to choose).
    pub fn waiting_on(&self, phase: Phase) -> &'static str {
        match self.status(phase) {
            "awaiting_defenders" => "the defending battalion commander (choose defenders)",
            "ready_for_setup" => {
                "the game master (set it up; the result is entered in the combat resolution phase)"
            }
            "being_played" => "the commanders and the game master (play it, enter the result)",
            "result_entered" if phase != Phase::CombatResults => {
                "the game master (advance to combat results, when casualties are chosen)"
            }
            "result_entered" => match (
                self.attacker_casualties.is_none(),
                self.defender_casualties.is_none(),
            ) {
                (true, true) => "both battalion commanders (casualties)",
                (true, false) => "the attacking battalion commander (casualties)",
                (false, true) => "the defending battalion commander (casualties)",
                (false, false) => "",
            },
            _ => "",
        }
    }

    /// `waiting_on` as a message (#44); None when it waits on nobody.
    pub fn waiting_said(&self, phase: Phase) -> Option<super::say::Said> {
        let who = match self.status(phase) {
            "awaiting_defenders" => "defenders",
            "ready_for_setup" => "setup",
            "being_played" => "playing",
            "result_entered" if phase != Phase::CombatResults => "advance",
            "result_entered" => match (
                self.attacker_casualties.is_none(),
                self.defender_casualties.is_none(),
            ) {
                (true, true) => "both",
                (true, false) => "attacker",
                (false, true) => "defender",
                (false, false) => return None,
            },
            _ => return None,
        };
        Some(crate::say!("words-waiting", who = who))
    }

    /// R13.1: the battle's stage. A result ends the game whether or not it
    /// was set up or said to be in play (a default, a ruling).
    pub fn stage(&self) -> super::stage::Stage {
        use super::stage::Stage;
        if self.closed {
            Stage::Closed
        } else if self.result.is_some() {
            if self.attacker_casualties.is_some() && self.defender_casualties.is_some() {
                Stage::CasualtiesChosen
            } else {
                Stage::ResultIn
            }
        } else if self.play.in_play.is_some() {
            Stage::InPlay
        } else if self.play.set_up.is_some() {
            Stage::SetUp
        } else if self.defender_units.is_some() {
            Stage::DefendersChosen
        } else {
            Stage::Declared
        }
    }

    /// Where the battle stands in its life cycle.
    pub fn status(&self, phase: Phase) -> &'static str {
        if self.closed {
            "closed"
        } else if self.result.is_some() {
            if self.attacker_casualties.is_some() && self.defender_casualties.is_some() {
                "casualties_chosen"
            } else {
                "result_entered"
            }
        } else if self.defender_units.is_none() {
            "awaiting_defenders"
        } else if phase == Phase::CombatMove && self.play.set_up.is_none() {
            "ready_for_setup"
        } else {
            "being_played"
        }
    }
}

/// What a unit did in the current phase (R6.1: at most one move per phase,
/// however many drafts and commits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Act {
    /// Moved into a zone its side controls (non-combat move).
    Moved,
    /// Attacked: a battle names it.
    Attacked,
    /// Took an empty enemy zone (R6.3a).
    Captured,
    /// Entered a contested zone without attacking (R6.3).
    Reinforced,
    /// Came ashore from a launch box (R9.3).
    Landed,
}

impl Act {
    pub fn label(self) -> &'static str {
        match self {
            Act::Moved => "moved",
            Act::Attacked => "attacked",
            Act::Captured => "captured",
            Act::Reinforced => "reinforced",
            Act::Landed => "landed",
        }
    }
}

/// One unit's move in the current phase.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct UnitAct {
    pub from: Location,
    pub to: Location,
    pub act: Act,
}

/// Per-turn bookkeeping, cleared when a turn starts.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct TurnFlags {
    /// R6.7: units that made a combat move this turn.
    pub combat_moved: BTreeSet<UnitId>,
    /// R6.8: (defending battalion, territory) pairs already attacked this turn.
    #[serde(default)]
    pub attacked_in: BTreeSet<(BattalionId, String)>,
    /// R6.6: artillery and air units already assigned this turn.
    pub support_used: BTreeSet<UnitId>,
    /// R6.1: what each unit did in the current phase; cleared when a phase ends.
    #[serde(default)]
    pub phase_acts: BTreeMap<UnitId, UnitAct>,
}
