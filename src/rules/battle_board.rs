//! The GM's battle board (#42): each open battle of a campaign in one row,
//! with where its game stands and the GM's next action, decided from the
//! GM's own actions (`actions::Actions`), never guessed by a page.

use super::actions::Actions;
use super::ids::{BattalionId, BattleId};
use super::relay_clock::next_chase;
use super::stage::{PlayMode, Stage};
use super::state::CampaignState;
use super::types::Side;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// What the battle waits on the GM for, if anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum NextAction {
    /// Enter the result (R7.5): it is the phase for it.
    EnterResult,
    /// A live session was reported: played, or a no-show (R13.6).
    DecideSession,
    /// A commander conceded (R13.5): its result waits on the combat
    /// resolution phase.
    Conceded,
    /// Its holder is past the turn clock, or its due date has passed:
    /// chase, give more time or rule (R13.4, R13.5).
    Chase,
    /// Build it in CMBN and say so (R13.1).
    SetUp,
    /// Nothing for the GM: the players play on.
    None,
}

impl NextAction {
    pub fn label(self) -> &'static str {
        match self {
            NextAction::EnterResult => "Enter the result",
            NextAction::DecideSession => "Decide the live session",
            NextAction::Conceded => "Conceded: enter the result at combat resolution",
            NextAction::Chase => "Chase, give time or rule",
            NextAction::SetUp => "Set it up in CMBN",
            NextAction::None => "",
        }
    }
    /// Where on the battle's sheet the action is.
    pub fn anchor(self) -> &'static str {
        match self {
            NextAction::EnterResult => "result",
            NextAction::DecideSession => "live",
            NextAction::Chase | NextAction::SetUp | NextAction::Conceded | NextAction::None => {
                "game"
            }
        }
    }
}

/// One open battle, as the GM's board shows it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct BoardRow {
    pub battle: BattleId,
    pub zone: String,
    pub attacker_side: Side,
    pub attacker: BattalionId,
    pub defender: BattalionId,
    pub stage: Stage,
    pub mode: Option<PlayMode>,
    /// PBEM turn files sent.
    pub sent: u32,
    /// Whose move, and since when (PBEM, once a file was sent).
    pub to_move: Option<Side>,
    pub since: Option<DateTime<Utc>>,
    pub due: Option<DateTime<Utc>>,
    /// The last thing that happened to its game.
    pub last_activity: Option<DateTime<Utc>>,
    /// A commander conceded it (R13.5).
    pub conceded: Option<Side>,
    /// A live battle's slot, once agreed (R13.6).
    pub session: Option<DateTime<Utc>>,
    pub next: NextAction,
}

/// Every battle of `s` not closed, for a GM whose actions are `a`.
pub fn rows(s: &CampaignState, a: &Actions, now: DateTime<Utc>) -> Vec<BoardRow> {
    let Some(gm) = &a.gm else {
        return Vec::new();
    };
    s.battles
        .iter()
        .filter(|b| !b.closed)
        .map(|b| {
            let open = b.result.is_none();
            let pbem = b.play.mode == Some(PlayMode::Pbem);
            let to_move = super::relay::to_move(&b.relay).filter(|_| open && pbem);
            let since = b.relay.last().map(|t| t.at).filter(|_| to_move.is_some());
            let stalled = next_chase(s, b).is_some_and(|_| b.relay.chased > 0)
                || (open && b.relay.chased >= 2)
                || b.due.is_some_and(|d| d <= now && open);
            let set_up = a.play.iter().any(|p| p.battle == b.id && p.set_up);
            let chase = a.play.iter().any(|p| p.battle == b.id && p.chase);
            let agreed = b
                .sessions
                .booking
                .as_ref()
                .filter(|k| k.accepted.is_some() && open);
            let next = if gm.awaiting_result.contains(&b.id) {
                NextAction::EnterResult
            } else if open && b.relay.conceded.is_some() {
                NextAction::Conceded
            } else if agreed.is_some_and(|k| k.report.is_some()) {
                NextAction::DecideSession
            } else if chase && stalled {
                NextAction::Chase
            } else if set_up {
                NextAction::SetUp
            } else {
                NextAction::None
            };
            let last_activity = [
                b.play.set_up,
                b.play.in_play,
                b.relay.last().map(|t| t.at),
                b.relay.reminded,
                b.sessions
                    .booking
                    .as_ref()
                    .and_then(|k| k.report.as_ref().map(|r| r.at).or(k.accepted)),
            ]
            .into_iter()
            .flatten()
            .max();
            BoardRow {
                battle: b.id,
                zone: b.zone.clone(),
                attacker_side: b.side,
                attacker: b.attacker_battalion,
                defender: b.defender_battalion,
                stage: b.stage(),
                mode: b.play.mode,
                sent: b.relay.sent,
                to_move,
                since,
                due: b.due.or(s.deadline).filter(|_| open),
                last_activity,
                conceded: b.relay.conceded.filter(|_| open),
                session: agreed.map(|k| k.at),
                next,
            }
        })
        .collect()
}
