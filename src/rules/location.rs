//! Places and phases written as text: a `Location` ("F14", "box:utah",
//! "reinforcements", "air_pool") and a `PhaseLabel` ("3.allies.combat_move").

use super::types::{Phase, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

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
        // Exactly as the API documents it (`openapi.rs`): no spaces around.
        let word = |w: &str| {
            !w.is_empty()
                && w.len() <= 40
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        };
        if let Some(b) = s.strip_prefix("box:") {
            if !word(b) {
                return Err(format!("'{s}' is not a launch box"));
            }
            return Ok(Location::LaunchBox(b.to_string()));
        }
        match s {
            "reinforcements" => Ok(Location::Reinforcements),
            "air_pool" => Ok(Location::AirPool),
            _ if word(s) => Ok(Location::Zone(s.to_string())),
            _ => Err(format!(
                "'{}' is not a place on the map",
                s.chars().take(40).collect::<String>()
            )),
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
        let mut parts = s.splitn(3, '.');
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
    pattern: &str,
) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(description))
        .examples([serde_json::Value::String(example.into())])
        .pattern(Some(pattern))
        .into()
}

/// What `Location::parse` reads, as a regular expression.
pub const LOCATION_PATTERN: &str =
    "^(reinforcements|air_pool|box:[A-Za-z0-9_-]{1,40}|[A-Za-z0-9_-]{1,40})$";

impl utoipa::__dev::ComposeSchema for Location {
    fn compose(
        _: Vec<utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>>,
    ) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        text_schema(
            "A zone (\"F14\"), a launch box (\"box:omaha\"), \"reinforcements\" or \"air_pool\".",
            "F14",
            LOCATION_PATTERN,
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
            "^[0-9]{1,9}\\.(allies|axis)\\.[a-z_]+$",
        )
    }
}

impl utoipa::ToSchema for PhaseLabel {}
