//! The game, as plain data and functions: the map graph, orders of battle,
//! stacking, moves, battles, losses, control, victory and the phase machine.
//! No I/O, no clock (callers pass `now`), no web or database types.
//! Every rule cites its id from `shared/RULES.md`.

pub mod battles;
pub mod combat;
pub mod command;
pub mod commit;
pub mod ctx;
pub mod event;
pub mod ids;
pub mod map;
pub mod members;
pub mod oob;
pub mod orders;
pub mod params;
pub mod phases;
pub mod pieces;
pub mod reinforcements;
pub mod results;
pub mod setup;
pub mod stacking;
pub mod start;
pub mod state;
#[cfg(test)]
mod tests;
pub mod types;

pub use battles::{
    battle_odds, defender_requirement, AssignSupport, ChooseDefenders, SetBattleDue, SetConditions,
};
pub use command::{decide, Command, Created, Decision, Table, Transition};
pub use commit::Commit;
pub use event::{CommittedMove, Entry, Event, Visibility};
pub use map::Map;
pub use members::{Actor, AddMember, MemberChange, Membership, RemoveMember, Role};
pub use orders::{DeleteDraft, DraftMove, UpdateDraft};
pub use phases::{blockers, Advance, Blocker, SetDeadline, Undo};
pub use reinforcements::PlaceReinforcement;
pub use results::{ChooseCasualties, EnterResult};
pub use setup::{
    AddBattalion, AddSupport, RemoveBattalion, RemoveUnit, RenameUnit, RestoreUnit, SetCalendar,
    SetControl, SetParams, UpdateBattalion,
};
pub use stacking::{drafted_counts, stacking_problems};
pub use start::{checklist, Start};
pub use state::*;

use serde::{Deserialize, Serialize};
use std::fmt;

/// A rule the order would break, in words a player can act on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleViolation {
    pub rule: String,
    pub message: String,
}

impl RuleViolation {
    pub fn new(rule: &str, message: impl Into<String>) -> Self {
        RuleViolation {
            rule: rule.to_string(),
            message: message.into(),
        }
    }
}

impl fmt::Display for RuleViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.rule)
    }
}

impl std::error::Error for RuleViolation {}

/// Why a command was refused: a game rule, a role that may not do it, or an
/// id that does not exist in this campaign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    Rule(RuleViolation),
    Forbidden(String),
    NotFound(String),
}

impl From<RuleViolation> for Refusal {
    fn from(v: RuleViolation) -> Self {
        Refusal::Rule(v)
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Rule(v) => v.fmt(f),
            Refusal::Forbidden(m) | Refusal::NotFound(m) => f.write_str(m),
        }
    }
}

pub fn violation<T>(rule: &str, message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::Rule(RuleViolation::new(rule, message)))
}

pub fn forbidden<T>(message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::Forbidden(message.into()))
}

pub fn not_found<T>(message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::NotFound(message.into()))
}
