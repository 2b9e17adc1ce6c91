//! The schedule's data (R5.6-R5.9): phase lengths, the deadline policy,
//! the early-advance switch and a pause. Plain data that the state and the
//! history carry; `rules::schedule` decides what they do.

use super::ids::{BattalionId, UserId};
use super::types::{Phase, Side};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// What a move phase's deadline does with the acting side's drafts (R5.7).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AtDeadline {
    /// The legal drafts are committed as they stand; the rest are dropped
    /// and listed to the side.
    #[default]
    Commit,
    /// Every draft is dropped: the side's units hold.
    Hold,
}

impl AtDeadline {
    pub fn describe(self) -> &'static str {
        match self {
            AtDeadline::Commit => "the side's legal drafts are committed as they stand",
            AtDeadline::Hold => "the side's units hold (drafts are dropped)",
        }
    }
}

/// The GM's schedule (R5.6): a default length in hours per phase, applied
/// when the phase opens (none: no deadline), what a move phase's deadline
/// does (R5.7), and whether a phase advances as soon as everyone has acted
/// (R5.8).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Schedule {
    #[serde(default)]
    #[schema(minimum = 1, maximum = 2160)]
    pub combat_move: Option<u32>,
    #[serde(default)]
    #[schema(minimum = 1, maximum = 2160)]
    pub combat_resolution: Option<u32>,
    #[serde(default)]
    #[schema(minimum = 1, maximum = 2160)]
    pub combat_results: Option<u32>,
    #[serde(default)]
    #[schema(minimum = 1, maximum = 2160)]
    pub non_combat_move: Option<u32>,
    #[serde(default)]
    #[schema(minimum = 1, maximum = 2160)]
    pub reinforcements: Option<u32>,
    #[serde(default)]
    pub at_deadline: AtDeadline,
    #[serde(default)]
    pub early_advance: bool,
    /// The most hours one extension request may ask for (0: players may
    /// not ask) (R5.10).
    #[serde(default)]
    #[schema(minimum = 0, maximum = 2160)]
    pub max_extension_hours: u32,
    /// The PBEM turn files each battle keeps (R13.3); none said: 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 20)]
    pub turn_files_kept: Option<u32>,
    /// The hours a commander may hold a PBEM battle's ball (R13.4); none
    /// said: 48.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 2160)]
    pub turn_clock_hours: Option<u32>,
    /// The most days one absence of the holder stops the turn clock
    /// (R13.4); past it the GM is told. None said: 7.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 60)]
    pub turn_pause_days: Option<u32>,
}

/// The longest phase a schedule may give: 90 days.
pub const MAX_HOURS: u32 = 2160;

impl Schedule {
    /// The length of `phase` in hours, if the schedule gives one.
    pub fn hours(&self, phase: Phase) -> Option<u32> {
        match phase {
            Phase::CombatMove => self.combat_move,
            Phase::CombatResolution => self.combat_resolution,
            Phase::CombatResults => self.combat_results,
            Phase::NonCombatMove => self.non_combat_move,
            Phase::Reinforcements => self.reinforcements,
        }
    }

    /// Whether the GM has set anything (the default is none of it).
    pub fn is_set(&self) -> bool {
        *self != Schedule::default()
    }

    /// The schedule in words, as everyone reads it.
    pub fn describe(&self) -> String {
        let lengths: Vec<String> = Phase::ALL
            .iter()
            .filter_map(|p| self.hours(*p).map(|h| format!("{} {h} h", p.label())))
            .collect();
        let lengths = if lengths.is_empty() {
            "no phase lengths (deadlines set by hand)".to_string()
        } else {
            lengths.join(", ")
        };
        let early = if self.early_advance {
            "; a phase advances as soon as everyone has acted"
        } else {
            ""
        };
        let ext = if self.max_extension_hours > 0 {
            format!(
                "; players may ask the GM for up to {} h more",
                self.max_extension_hours
            )
        } else {
            String::new()
        };
        format!(
            "{lengths}; at a move phase's deadline {}{early}{ext}",
            self.at_deadline.describe()
        )
    }
}

/// A pause of the campaign's clock (R5.9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Pause {
    pub since: DateTime<Utc>,
    pub reason: String,
}

/// A member away (#26, R1.5): from, to, and a note for their side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Absence {
    pub user: UserId,
    /// The member's side (None: the GM or an observer): who may know.
    pub side: Option<Side>,
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
    pub note: String,
}

impl Absence {
    pub fn covers(&self, now: DateTime<Utc>) -> bool {
        self.from <= now && now < self.to
    }
}

/// A seat a deputy may cover: a battalion, or a side's High Commander.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Seat {
    Battalion(BattalionId),
    HighCommander(Side),
}

/// A named deputy (R1.5); a battalion without one is covered by its
/// side's High Commander.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Deputy {
    pub seat: Seat,
    pub side: Side,
    pub user: UserId,
}

/// A player's request to extend the phase's deadline (R5.10), waiting on
/// the GM.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ExtensionRequest {
    pub user: UserId,
    /// Who may know of it: the requester's side (and the GM).
    pub side: Option<Side>,
    pub hours: u32,
    pub reason: String,
}

/// Who held a seat over which rounds (#26, R1.6): written at the first
/// handover (the first holder from round 1), then one per holder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Tenure {
    pub seat: Seat,
    pub side: Side,
    pub user: UserId,
    pub from_round: u32,
    /// The round the seat was handed on in (None: holds it now).
    pub to_round: Option<u32>,
}

/// How a member kept one phase's deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Kept {
    /// Acted before the deadline.
    Met,
    /// Away; their deputy acted for them.
    Covered,
    /// Something waited on them at the deadline, but they were away or had
    /// been granted an extension.
    Excused,
    /// Something waited on them at the deadline.
    Missed,
}

/// One member's mark for one phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Mark {
    pub user: UserId,
    pub side: Side,
    pub label: super::location::PhaseLabel,
    pub kept: Kept,
    /// Minutes from the phase's opening to their act (met only).
    pub minutes: Option<i64>,
}

/// A PBEM turn file sent in answer to the opponent's (R1.7, R13.4): how
/// long its sender held the ball, and whether within the turn clock.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Answer {
    pub user: UserId,
    pub battle: super::ids::BattleId,
    /// The file sent.
    pub n: u32,
    /// Minutes from the opponent's file to this one.
    pub minutes: i64,
    pub in_time: bool,
    /// A live session the GM confirmed he did not come to (R13.6): counted
    /// like a file not answered in time, without a time held.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_show: bool,
}

/// An open seat: public, so that observers and newcomers see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Opening {
    pub seat: Seat,
    pub side: Side,
    /// Whoever takes it gets it at once (else the GM approves).
    pub at_once: bool,
}

/// A member's request for an open seat, waiting on the GM.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Claim {
    pub seat: Seat,
    pub user: UserId,
}

/// A commander's word that his orders are done, with his drafts as they
/// stood when he said it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ReadyFlag {
    pub user: UserId,
    /// His drafts then; it holds while they are the same.
    pub drafts: Vec<super::pieces::Draft>,
}

/// Absences, deputies and extension requests: the side's own business
/// (the GM sees all).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct People {
    #[serde(default)]
    pub absences: Vec<Absence>,
    #[serde(default)]
    pub deputies: Vec<Deputy>,
    /// Requests for the current phase; dropped when it ends.
    #[serde(default)]
    pub extensions: Vec<ExtensionRequest>,
    /// The seats' holders over the rounds, oldest first (R1.6).
    #[serde(default)]
    pub tenures: Vec<Tenure>,
    /// Members granted an extension in the current phase (R5.10): a
    /// deadline they miss is excused (R1.7).
    #[serde(default)]
    pub granted: Vec<UserId>,
    /// When the current phase opened (the record's time to act, R1.7).
    #[serde(default)]
    pub phase_opened: Option<DateTime<Utc>>,
    /// The reliability record: one mark per member and phase (R1.7).
    #[serde(default)]
    pub marks: Vec<Mark>,
    /// The record's turn tempo: each PBEM file sent in answer (R1.7).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<Answer>,
    /// Seats open for a new commander: public (R1.6).
    #[serde(default)]
    pub openings: Vec<Opening>,
    /// Members' requests for an open seat, waiting on the GM (R1.6).
    #[serde(default)]
    pub claims: Vec<Claim>,
    /// Battalion commanders who said their orders for this move phase are
    /// done (R5.12): the side's knowledge.
    #[serde(default)]
    pub ready: Vec<ReadyFlag>,
    /// How many decisions changed the roster: public, so that what every
    /// reader sees (`app::live` sights) changes with the members' names
    /// and roles, which the view does not hold.
    #[serde(default)]
    pub roster_changes: u32,
}
