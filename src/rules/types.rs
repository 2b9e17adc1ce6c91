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

/// Where a unit stands; written as its text ("F14", "box:utah").
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(try_from = "String")]
pub enum Location {
    /// A land zone, e.g. "F14".
    Zone(String),
    /// A launch box, written "box:utah".
    LaunchBox(String),
    /// The side's reinforcement box, written "reinforcements".
    Reinforcements,
    /// The side's air support pool, written "air_pool".
    AirPool,
}

impl Location {
    pub fn zone(&self) -> Option<&str> {
        match self {
            Location::Zone(z) => Some(z),
            _ => None,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Zone(z) => f.write_str(z),
            Location::LaunchBox(b) => write!(f, "box:{b}"),
            Location::Reinforcements => f.write_str("reinforcements"),
            Location::AirPool => f.write_str("air_pool"),
        }
    }
}

impl Serialize for Location {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // Straight from Display: no String per unit in every campaign view.
        s.collect_str(self)
    }
}

impl From<Location> for String {
    fn from(l: Location) -> String {
        l.to_string()
    }
}

impl TryFrom<String> for Location {
    type Error = String;
    fn try_from(s: String) -> Result<Location, String> {
        Location::parse(&s)
    }
}

impl Location {
    /// Parses "F14", "box:utah", "reinforcements" or "air_pool". Whether the
    /// zone or box exists is checked against the map by the caller.
    pub fn parse(s: &str) -> Result<Location, String> {
        let s = s.trim();
        if let Some(b) = s.strip_prefix("box:") {
            if b.is_empty() || b.len() > 40 {
                return Err(format!("'{s}' is not a launch box"));
            }
            return Ok(Location::LaunchBox(b.to_string()));
        }
        match s {
            "reinforcements" => Ok(Location::Reinforcements),
            "air_pool" => Ok(Location::AirPool),
            _ if !s.is_empty()
                && s.len() <= 40
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') =>
            {
                Ok(Location::Zone(s.to_string()))
            }
            _ => Err(format!(
                "'{}' is not a place on the map",
                s.chars().take(40).collect::<String>()
            )),
        }
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

/// A phase of the campaign, written "3.allies.combat_move": the label of
/// past maps (R12.1) and of undo (R12.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PhaseLabel {
    pub round: u32,
    pub side: Side,
    pub phase: Phase,
}

impl fmt::Display for PhaseLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}.{}.{}",
            self.round,
            self.side.as_str(),
            self.phase.as_str()
        )
    }
}

impl std::str::FromStr for PhaseLabel {
    type Err = String;
    fn from_str(s: &str) -> Result<PhaseLabel, String> {
        let bad = || {
            format!(
                "'{}' is not a phase like 3.allies.combat_move",
                s.chars().take(40).collect::<String>()
            )
        };
        let mut parts = s.trim().splitn(3, '.');
        let round = parts.next().and_then(|r| r.parse().ok()).ok_or_else(bad)?;
        let side = parts.next().and_then(Side::parse).ok_or_else(bad)?;
        let phase = parts.next().and_then(Phase::parse).ok_or_else(bad)?;
        Ok(PhaseLabel { round, side, phase })
    }
}

impl PhaseLabel {
    /// "Round 3, Allied Combat move".
    pub fn text(&self) -> String {
        format!(
            "Round {}, {} {}",
            self.round,
            self.side.label(),
            self.phase.label()
        )
    }
}

impl Serialize for PhaseLabel {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for PhaseLabel {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PhaseLabel, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A text schema for the API documentation (`Location`, `PhaseLabel` are
/// written as text).
fn text_schema(
    description: &str,
    example: &str,
) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(description))
        .examples([serde_json::Value::String(example.into())])
        .into()
}

impl utoipa::__dev::ComposeSchema for Location {
    fn compose(
        _: Vec<utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>>,
    ) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        text_schema(
            "A zone (\"F14\"), a launch box (\"box:omaha\"), \"reinforcements\" or \"air_pool\".",
            "F14",
        )
    }
}

impl utoipa::ToSchema for Location {}

impl utoipa::__dev::ComposeSchema for PhaseLabel {
    fn compose(
        _: Vec<utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>>,
    ) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        text_schema(
            "A phase: round, side and phase, dot-separated.",
            "3.allies.combat_move",
        )
    }
}

impl utoipa::ToSchema for PhaseLabel {}
