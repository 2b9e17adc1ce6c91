//! The game's vocabulary: sides, phases, nations, unit classes, places,
//! outcomes and zone states, each with its text form.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Allies,
    Axis,
}

impl Side {
    pub fn enemy(self) -> Side {
        match self {
            Side::Allies => Side::Axis,
            Side::Axis => Side::Allies,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Side::Allies => "allies",
            Side::Axis => "axis",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Side::Allies => "Allied",
            Side::Axis => "Axis",
        }
    }
    pub fn parse(s: &str) -> Option<Side> {
        match s {
            "allies" => Some(Side::Allies),
            "axis" => Some(Side::Axis),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// R5.3: the five phases of a turn, in order.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    CombatMove,
    CombatResolution,
    CombatResults,
    NonCombatMove,
    Reinforcements,
}

impl Phase {
    pub const ALL: [Phase; 5] = [
        Phase::CombatMove,
        Phase::CombatResolution,
        Phase::CombatResults,
        Phase::NonCombatMove,
        Phase::Reinforcements,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::CombatMove => "combat_move",
            Phase::CombatResolution => "combat_resolution",
            Phase::CombatResults => "combat_results",
            Phase::NonCombatMove => "non_combat_move",
            Phase::Reinforcements => "reinforcements",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Phase::CombatMove => "Combat move",
            Phase::CombatResolution => "Combat resolution",
            Phase::CombatResults => "Combat results",
            Phase::NonCombatMove => "Non-combat move",
            Phase::Reinforcements => "Reinforcements",
        }
    }
    pub fn parse(s: &str) -> Option<Phase> {
        Phase::ALL.into_iter().find(|p| p.as_str() == s)
    }
    pub fn next(self) -> Option<Phase> {
        let i = Phase::ALL.iter().position(|p| *p == self)?;
        Phase::ALL.get(i + 1).copied()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Setup,
    Active,
    Finished,
}

/// R3.1 nations.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Nation {
    Us,
    UsAirborne,
    Uk,
    UkAirborne,
    Canada,
    Poland,
    Heer,
    Luftwaffe,
    WaffenSs,
}

impl Nation {
    pub const ALL: [Nation; 9] = [
        Nation::Us,
        Nation::UsAirborne,
        Nation::Uk,
        Nation::UkAirborne,
        Nation::Canada,
        Nation::Poland,
        Nation::Heer,
        Nation::Luftwaffe,
        Nation::WaffenSs,
    ];
    pub fn side(self) -> Side {
        match self {
            Nation::Heer | Nation::Luftwaffe | Nation::WaffenSs => Side::Axis,
            _ => Side::Allies,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Nation::Us => "us",
            Nation::UsAirborne => "us_airborne",
            Nation::Uk => "uk",
            Nation::UkAirborne => "uk_airborne",
            Nation::Canada => "canada",
            Nation::Poland => "poland",
            Nation::Heer => "heer",
            Nation::Luftwaffe => "luftwaffe",
            Nation::WaffenSs => "waffen_ss",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Nation::Us => "US",
            Nation::UsAirborne => "US Airborne",
            Nation::Uk => "UK",
            Nation::UkAirborne => "UK Airborne",
            Nation::Canada => "Canada",
            Nation::Poland => "Poland",
            Nation::Heer => "German Army (Heer)",
            Nation::Luftwaffe => "Luftwaffe (Fallschirmjäger)",
            Nation::WaffenSs => "Waffen-SS",
        }
    }
    pub fn parse(s: &str) -> Option<Nation> {
        Nation::ALL.into_iter().find(|n| n.as_str() == s)
    }
}

/// R3.3: what a unit counts as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum UnitClass {
    Company,
    Platoon,
    Artillery,
    Air,
}

impl UnitClass {
    pub fn is_combat(self) -> bool {
        matches!(self, UnitClass::Company | UnitClass::Platoon)
    }
}

/// R7.5 outcomes, from the attacker's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    TotalVictory,
    MajorVictory,
    TacticalVictory,
    MinorVictory,
    Draw,
    MinorLoss,
    TacticalLoss,
    MajorLoss,
    TotalLoss,
}

impl Outcome {
    pub const ALL: [Outcome; 9] = [
        Outcome::TotalVictory,
        Outcome::MajorVictory,
        Outcome::TacticalVictory,
        Outcome::MinorVictory,
        Outcome::Draw,
        Outcome::MinorLoss,
        Outcome::TacticalLoss,
        Outcome::MajorLoss,
        Outcome::TotalLoss,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::TotalVictory => "total_victory",
            Outcome::MajorVictory => "major_victory",
            Outcome::TacticalVictory => "tactical_victory",
            Outcome::MinorVictory => "minor_victory",
            Outcome::Draw => "draw",
            Outcome::MinorLoss => "minor_loss",
            Outcome::TacticalLoss => "tactical_loss",
            Outcome::MajorLoss => "major_loss",
            Outcome::TotalLoss => "total_loss",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Outcome::TotalVictory => "Total Victory",
            Outcome::MajorVictory => "Major Victory",
            Outcome::TacticalVictory => "Tactical Victory",
            Outcome::MinorVictory => "Minor Victory",
            Outcome::Draw => "Draw",
            Outcome::MinorLoss => "Minor Loss",
            Outcome::TacticalLoss => "Tactical Loss",
            Outcome::MajorLoss => "Major Loss",
            Outcome::TotalLoss => "Total Loss",
        }
    }
    pub fn parse(s: &str) -> Option<Outcome> {
        Outcome::ALL.into_iter().find(|o| o.as_str() == s)
    }
}

/// What a zone looks like to players (R2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ZoneState {
    Allies,
    Axis,
    Contested,
}

impl ZoneState {
    pub fn as_str(self) -> &'static str {
        match self {
            ZoneState::Allies => "allies",
            ZoneState::Axis => "axis",
            ZoneState::Contested => "contested",
        }
    }
}
