//! R5.12 Ready: a battalion commander of the acting side says his orders
//! for the move phase are done, or takes it back (as webDiplomacy's
//! "Ready"). The flag is for the phase: it ends with it, and a change to
//! his drafts since (a new, changed or deleted one) takes it back. It is
//! the side's knowledge (and the GM's); it changes nothing else (R5.8's
//! early advance still waits for the commit).

use super::cover::name_of;
use super::ctx::{require_active, Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::UserId;
use super::pieces::Draft;
use super::refusal::{forbidden, violation, Refusal};
use super::roles::Actor;
use super::state::CampaignState;
pub use super::timetable::ReadyFlag;
use super::types::Phase;
use crate::say;
use serde::{Deserialize, Serialize};

/// Says the orders are done (`ready: true`) or not (`false`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetReady {
    pub ready: bool,
}

/// The drafts that are `user`'s: his own, or of a battalion he commands.
fn his_drafts(s: &CampaignState, user: UserId) -> Vec<Draft> {
    let commands = |d: &Draft| {
        d.battalion
            .and_then(|b| s.battalion(b))
            .is_some_and(|b| b.commander == Some(user))
    };
    s.drafts
        .iter()
        .filter(|d| d.author == user || commands(d))
        .cloned()
        .collect()
}

/// Whether `user` said his orders are done and has not changed them since.
pub fn is_ready(s: &CampaignState, user: UserId) -> bool {
    s.people
        .ready
        .iter()
        .any(|f| f.user == user && f.drafts == his_drafts(s, user))
}

/// Who is ready now (R5.12), in the order they said it.
pub fn ready_users(s: &CampaignState) -> Vec<UserId> {
    s.people
        .ready
        .iter()
        .filter(|f| f.drafts == his_drafts(s, f.user))
        .map(|f| f.user)
        .collect()
}

/// The acting side's battalion commanders with units on the map, each
/// once, and whether each is ready (R5.12): what the High Commander reads.
/// Empty outside the move phases.
pub fn roll(s: &CampaignState) -> Vec<(UserId, bool)> {
    if !matches!(s.phase, Phase::CombatMove | Phase::NonCombatMove) {
        return Vec::new();
    }
    let ready = ready_users(s);
    let on_map = |b: super::ids::BattalionId| {
        s.units.iter().any(|u| {
            u.battalion == Some(b)
                && u.active()
                && u.location != super::location::Location::Reinforcements
        })
    };
    let mut out: Vec<(UserId, bool)> = Vec::new();
    for b in s
        .battalions
        .iter()
        .filter(|b| b.side == s.side && on_map(b.id))
    {
        if let Some(c) = b.commander.filter(|c| !out.iter().any(|(u, _)| u == c)) {
            out.push((c, ready.contains(&c)));
        }
    }
    out
}

/// Whether `actor` may say (or unsay) it now: the campaign is under way, a
/// move phase, and he commands a battalion of the acting side.
pub fn may_say(s: &CampaignState, actor: &Actor) -> Result<(), Refusal> {
    require_active(s)?;
    let side = s.side;
    let commands = s
        .battalions
        .iter()
        .any(|b| b.side == side && b.commander == Some(actor.user_id));
    if !commands {
        return forbidden(format!(
            "A battalion commander of the {} side says his orders are done (R5.12).",
            side.label()
        ));
    }
    if !matches!(s.phase, Phase::CombatMove | Phase::NonCombatMove) {
        return violation("R5.12", say!("ready-not-move-phase"));
    }
    Ok(())
}

impl Apply for SetReady {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        may_say(&c.state, c.actor)?;
        let me = c.actor.user_id;
        if is_ready(&c.state, me) == self.ready {
            let said = if self.ready {
                say!("ready-already")
            } else {
                say!("ready-not-yet")
            };
            return violation("R5.12", said);
        }
        c.state.people.ready.retain(|f| f.user != me);
        if self.ready {
            let drafts = his_drafts(&c.state, me);
            c.state.people.ready.push(ReadyFlag { user: me, drafts });
        }
        let name = name_of(c.inputs.roster, me);
        let text = if self.ready {
            say!("history-ready", name = name)
        } else {
            say!("history-not-ready", name = name)
        };
        let side = c.state.side;
        c.record(Entry::side(
            side,
            Event::ReadySet {
                user: me,
                ready: self.ready,
            },
            text,
        ));
        Ok(())
    }
}

/// A change by someone else that took back a commander's "my orders are
/// done" (R5.12: the High Commander edited or deleted a move of his) is
/// said to the side, naming who changed what, so that the flag does not
/// go quietly (#43). Nothing when the phase changed (every flag ends).
pub fn said_taken_back(c: &mut Ctx, before: &CampaignState) {
    if c.state.phase != before.phase || c.state.side != before.side {
        return;
    }
    let now = ready_users(&c.state);
    let lost: Vec<UserId> = ready_users(before)
        .into_iter()
        .filter(|u| *u != c.actor.user_id && !now.contains(u))
        .collect();
    let side = c.state.side;
    for user in lost {
        let name = name_of(c.inputs.roster, user);
        let by = name_of(c.inputs.roster, c.actor.user_id);
        c.record(Entry::side(
            side,
            Event::ReadyTakenBack {
                user,
                by: c.actor.user_id,
            },
            say!("history-ready-taken-back", name = name, by = by),
        ));
    }
}
