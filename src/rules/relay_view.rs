//! A battle's game as each reader may follow it (R13.3, R13.5): the count,
//! the ball and since when, a concession and the GM's last reminder are
//! the two commanders', their High Commanders' and the GM's; the files
//! themselves the two commanders' and the GM's. Everyone else reads the
//! stage only.

use super::ids::BattleId;
use super::pieces::Battle;
use super::roles::Actor;
use super::stage::{PlayMode, TurnFile};
use super::state::CampaignState;
use super::types::Side;
use chrono::{DateTime, Utc};
use serde::Serialize;

/// What a follower of a battle's relay reads (R13.3).
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct RelayView {
    pub battle: BattleId,
    /// How the battle is played: only a PBEM battle has files and a ball.
    pub mode: PlayMode,
    /// The side whose commander conceded it (R13.5), until the result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conceded: Option<Side>,
    /// When the GM last chased it by hand (R13.5); again an hour later.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reminded: Option<DateTime<Utc>>,
    /// Files sent in all.
    pub sent: u32,
    /// The side whose commander is to send the next file, once one was
    /// sent (before that, either may).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_move: Option<Side>,
    /// Since when that side has the ball.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<DateTime<Utc>>,
    /// The files kept, newest last: only to those who may open them (the
    /// two commanders and the GM).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub files: Option<Vec<TurnFile>>,
    /// Whether the reader may send the next file now.
    pub may_send: bool,
    /// Whether the reader may take the last file back now.
    pub may_withdraw: bool,
    /// A live battle's sessions (R13.6).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub live: Option<super::session_view::LiveView>,
}

/// Whether `actor` follows battle `b`'s relay: its two commanders (as they
/// hold the seats now, deputies while covering), their High Commanders and
/// the GM (R13.3).
pub fn follows(actor: &Actor, s: &CampaignState, b: &Battle) -> bool {
    actor.gm
        || actor.commands(s, b.attacker_battalion)
        || actor.commands(s, b.defender_battalion)
        || actor.is_hc(b.side)
        || actor.is_hc(b.side.enemy())
}

/// Whether `actor` may open battle `b`'s turn files: its two commanders and
/// the GM (R13.3).
pub fn opens(actor: &Actor, s: &CampaignState, b: &Battle) -> bool {
    actor.gm || actor.commands(s, b.attacker_battalion) || actor.commands(s, b.defender_battalion)
}

/// The battle's game as `actor` may follow it at `now` (its relay for
/// PBEM, its sessions when live, a concession either way); None for anyone
/// else, or for a battle not set up yet.
pub fn follow(
    s: &CampaignState,
    actor: &Actor,
    b: &Battle,
    now: DateTime<Utc>,
) -> Option<RelayView> {
    let mode = b.play.mode?;
    if !follows(actor, s, b) {
        return None;
    }
    // A conceded battle waits on the GM's result: no more files (R13.5).
    let open = b.result.is_none()
        && !b.closed
        && b.play.set_up.is_some()
        && mode == PlayMode::Pbem
        && b.relay.conceded.is_none();
    let to_move = b.relay.last_side().map(Side::enemy).filter(|_| open);
    let since = b.relay.last().map(|t| t.at).filter(|_| to_move.is_some());
    let mine = if actor.commands(s, b.attacker_battalion) {
        Some(b.side)
    } else if actor.commands(s, b.defender_battalion) {
        Some(b.side.enemy())
    } else {
        None
    };
    let last = b.relay.last().filter(|t| t.n == b.relay.sent);
    Some(RelayView {
        battle: b.id,
        mode,
        conceded: b.relay.conceded.filter(|_| b.result.is_none()),
        reminded: b.relay.reminded.filter(|_| b.result.is_none()),
        sent: b.relay.sent,
        to_move,
        since,
        files: opens(actor, s, b).then(|| b.relay.turns.clone()),
        may_send: open && mine.is_some() && (to_move.is_none() || to_move == mine),
        may_withdraw: open && last.is_some_and(|t| Some(t.side) == mine && t.fetched.is_none()),
        live: super::session_view::live_view(s, actor, b, now),
    })
}

/// Every battle relay `actor` follows at `now`.
pub fn followed(s: &CampaignState, actor: &Actor, now: DateTime<Utc>) -> Vec<RelayView> {
    s.battles
        .iter()
        .filter_map(|b| follow(s, actor, b, now))
        .collect()
}
