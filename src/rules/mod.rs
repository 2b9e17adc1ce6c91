//! The game, as plain data and functions: the map graph, orders of battle,
//! stacking, moves, battles, losses, control, victory and the phase machine.
//! No I/O, no clock (callers pass `now`), no web or database types.
//! Every rule cites its id from `docs/RULES.md`.

pub mod absence;
pub mod actions;
pub mod annotations;
pub mod attacks;
pub mod battle_view;
pub mod battles;
pub mod channels;
pub mod choices;
pub mod clockwork;
pub mod combat;
pub mod command;
pub mod commit;
pub mod control;
pub mod corrections;
pub mod cover;
pub mod ctx;
pub mod decision;
pub mod event;
pub mod extensions;
pub mod files;
pub mod forces;
pub mod handover;
pub mod ids;
pub mod layer;
pub mod location;
pub mod map;
pub mod mapfile;
pub mod members;
pub mod notes;
pub mod oob;
pub mod orders;
pub mod params;
pub mod phases;
pub mod pieces;
pub mod preview;
pub mod record;
pub mod refusal;
pub mod registry;
pub mod reinforcements;
pub mod replay;
pub mod results;
pub mod roles;
pub mod schedule;
pub mod seats;
pub mod setup;
pub mod stacking;
pub mod start;
pub mod state;
pub mod stats;
#[cfg(test)]
pub(crate) mod tests;
pub mod timetable;
pub mod todo;
pub mod types;
pub mod upgrade;
pub mod view;
pub mod visibility;

pub use actions::{actions, Actions};
pub use battles::{battle_odds, defender_requirement};
pub use choices::AssignedSupport;
pub use command::{decide, Command};
pub use decision::{Created, Decision, Inputs, Transition};
pub use event::{CommittedMove, Entry, Event, Visibility};
pub use map::Map;
pub use phases::{blockers, Blocker};
pub use refusal::{forbidden, not_found, violation, Refusal, RuleViolation};
pub use roles::{Actor, MemberChange, Membership, Role};
pub use stacking::{drafted_counts, stacking_problems};
pub use start::checklist;
pub use state::*;
pub use todo::{todo, Todo, TodoKind};
pub use view::{view, View};
pub use visibility::{sees_side, Audience};
