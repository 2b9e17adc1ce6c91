//! What a decision reads besides the state (`Inputs`) and what it gives
//! back (`Decision`): the next state, the history entries, roster changes,
//! a phase transition to record, and what it made.

use super::event::Entry;
use super::ids::{BattalionId, DraftId, UnitId, UserId};
use super::map::Map;
use super::roles::{MemberChange, Membership};
use super::state::CampaignState;
use chrono::{DateTime, Utc};

/// Everything a decision reads besides the state: the map, the campaign's
/// members, the clock, and for an undo the state before the last transition.
pub struct Inputs<'a> {
    pub map: &'a Map,
    pub roster: &'a [Membership],
    pub now: DateTime<Utc>,
    /// The state the last phase transition left (R12.2), when undoing.
    pub previous: Option<&'a CampaignState>,
}

impl<'a> Inputs<'a> {
    pub fn new(map: &'a Map, roster: &'a [Membership], now: DateTime<Utc>) -> Inputs<'a> {
        Inputs {
            map,
            roster,
            now,
            previous: None,
        }
    }
}

/// A phase transition the store must record: a snapshot of the state before
/// an advance (past maps, undo), or the snapshot an undo consumed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transition {
    None,
    Advanced,
    Undone,
}

/// What a command made, for the answer ("draft": {...}, "battalion": 7).
#[derive(Debug, Clone, PartialEq)]
pub enum Created {
    Draft(DraftId),
    Battalion(BattalionId, Vec<UnitId>),
    Unit(UnitId),
    /// A member added (the user, invited or found).
    Member(UserId),
    /// An annotation on the side's layer (its id there, R12.5).
    Annotation(u32),
}

#[derive(Debug, Clone)]
pub struct Decision {
    pub state: CampaignState,
    pub entries: Vec<Entry>,
    pub members: Vec<MemberChange>,
    pub transition: Transition,
    pub created: Option<Created>,
}
