//! What Bocage knows of a battle's game in CMBN (R13.1): how it is played,
//! when it was set up and began, and the stage it stands at. Plain data; the
//! commands that move it are in `play`.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// How a battle is played: by e-mailed turn files (PBEM) or live over
/// TCP/IP at an agreed hour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlayMode {
    Pbem,
    Live,
}

impl PlayMode {
    pub fn as_str(self) -> &'static str {
        match self {
            PlayMode::Pbem => "pbem",
            PlayMode::Live => "live",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            PlayMode::Pbem => "by PBEM turn files",
            PlayMode::Live => "live over TCP/IP",
        }
    }
}

/// What Bocage knows of a battle's game (R13.1): when it was set up, how it
/// is played, since when it is in play.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Play {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set_up: Option<DateTime<Utc>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<PlayMode>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_play: Option<DateTime<Utc>>,
}

impl Play {
    pub fn is_empty(&self) -> bool {
        *self == Play::default()
    }
}

/// R13.1: where a battle stands, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    Declared,
    DefendersChosen,
    SetUp,
    InPlay,
    ResultIn,
    CasualtiesChosen,
    Closed,
}

impl Stage {
    pub fn as_str(self) -> &'static str {
        match self {
            Stage::Declared => "declared",
            Stage::DefendersChosen => "defenders_chosen",
            Stage::SetUp => "set_up",
            Stage::InPlay => "in_play",
            Stage::ResultIn => "result_in",
            Stage::CasualtiesChosen => "casualties_chosen",
            Stage::Closed => "closed",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Stage::Declared => "Declared",
            Stage::DefendersChosen => "Defenders chosen",
            Stage::SetUp => "Set up",
            Stage::InPlay => "In play",
            Stage::ResultIn => "Result in",
            Stage::CasualtiesChosen => "Casualties chosen",
            Stage::Closed => "Closed",
        }
    }
    /// Every stage, in order.
    pub const ALL: [Stage; 7] = [
        Stage::Declared,
        Stage::DefendersChosen,
        Stage::SetUp,
        Stage::InPlay,
        Stage::ResultIn,
        Stage::CasualtiesChosen,
        Stage::Closed,
    ];
}

/// One CMBN turn file sent through Bocage (R13.3): its number in the
/// battle, the stored file, who sent it and when, and when its addressee
/// first downloaded it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct TurnFile {
    pub n: u32,
    pub file: i64,
    pub by: super::ids::UserId,
    pub side: super::types::Side,
    pub at: DateTime<Utc>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fetched: Option<DateTime<Utc>>,
}

/// A battle's PBEM relay (R13.3): the files kept, newest last, and how many
/// were sent in all (withdrawn ones not counted); and what else of its game
/// only those who follow the relay know (R13.5: a concession, the GM's
/// last chase).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Relay {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub turns: Vec<TurnFile>,
    #[serde(default)]
    pub sent: u32,
    /// How often the holder of the last file was chased for his answer
    /// (R13.4: 1 reminded, 2 the GM and his HC told); a new file starts
    /// again.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[schema(minimum = 0, maximum = 2)]
    pub chased: u8,
    /// Whether the GM was told that the holder's absence outlasted the
    /// pause it gives the turn clock (R13.4); a new file starts again.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub away_told: bool,
    /// Minutes the holder's ended absences stopped the turn clock since the
    /// last file (R13.4); a new file starts again.
    #[serde(default, skip_serializing_if = "is_zero_i64")]
    pub paused_minutes: i64,
    /// The side whose commander conceded the battle (R13.5), until the GM
    /// enters its result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conceded: Option<super::types::Side>,
    /// The GM's turn clock for this battle, in hours (R13.4); none: the
    /// schedule's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_hours: Option<u32>,
    /// When the GM last chased the battle by hand (R13.5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reminded: Option<DateTime<Utc>>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_zero_i64(n: &i64) -> bool {
    *n == 0
}

impl Relay {
    pub fn is_empty(&self) -> bool {
        *self == Relay::default()
    }
    /// The file sent last, if it is still kept.
    pub fn last(&self) -> Option<&TurnFile> {
        self.turns.last()
    }

    /// The side that sent the last file: files alternate, so the count
    /// says it even when the last one is no longer kept.
    pub fn last_side(&self) -> Option<super::types::Side> {
        let last = self.turns.last()?;
        let later = self.sent.saturating_sub(last.n);
        Some(if later % 2 == 0 {
            last.side
        } else {
            last.side.enemy()
        })
    }
}
