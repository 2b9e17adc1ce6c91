//! The viewer's to-do list: what waits on them now, in words, built from
//! `actions` (so it lists exactly what the viewer may do) and ordered by
//! what blocks others first.

use super::actions::Actions;
use super::ids::BattleId;
use super::roles::Actor;
use super::state::CampaignState;
use super::types::Phase;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// What a to-do item asks for; pages link each kind to its form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TodoKind {
    ChooseDefenders,
    ChooseCasualties,
    EnterResult,
    Commit,
    Draft,
    AssignSupport,
    PlaceReinforcements,
    Advance,
    /// A seat the viewer covers for an absent member (R1.5).
    Cover,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Todo {
    pub kind: TodoKind,
    pub text: String,
    /// The battle it is about, if any.
    pub battle: Option<BattleId>,
    /// When it is due: the battle's due date, else the phase deadline.
    pub due: Option<DateTime<Utc>>,
    /// Whether it is the viewer's move: the game waits on it (a choice,
    /// a commit, the side's orders), or the GM should read it before
    /// advancing. Optional extras (support) are not.
    pub blocking: bool,
}

/// The viewer's to-do list for the campaign as it stands. A game master
/// without a side is told what waits on the game master only (results,
/// advancing), not every player's choices the GM could also make.
pub fn todo(s: &CampaignState, a: &Actions, viewer: &Actor) -> Vec<Todo> {
    let covering = a.covering.clone();
    let gm_only = viewer.gm && viewer.side.is_none() && covering.is_empty();
    let stripped;
    let a = if gm_only {
        stripped = Actions {
            gm: a.gm.clone(),
            ..Actions::default()
        };
        &stripped
    } else {
        a
    };
    let mut out = Vec::new();
    let zone = |id: BattleId| s.battle(id).map_or_else(|| "?".into(), |b| b.zone.clone());
    let due = |id: Option<BattleId>| {
        id.and_then(|b| s.battle(b))
            .and_then(|b| b.due)
            .or(s.deadline)
    };
    let mut item = |kind, text: String, battle: Option<BattleId>, blocking| {
        out.push(Todo {
            kind,
            text,
            battle,
            due: due(battle),
            blocking,
        })
    };
    for c in &covering {
        item(
            TodoKind::Cover,
            format!(
                "You cover {} for {}, away until {} UTC: their orders and choices are yours to make.",
                c.seat_name,
                c.holder_name,
                c.until.format("%Y-%m-%d %H:%M")
            ),
            None,
            false,
        );
    }
    for d in &a.defenders {
        item(
            TodoKind::ChooseDefenders,
            format!(
                "Choose the defenders of the battle in {} (at least {}).",
                d.zone, d.required
            ),
            Some(d.battle),
            true,
        );
    }
    for c in &a.casualties {
        item(
            TodoKind::ChooseCasualties,
            format!(
                "Choose {} {} of the battle in {}.",
                c.count,
                if c.count == 1 {
                    "casualty"
                } else {
                    "casualties"
                },
                zone(c.battle)
            ),
            Some(c.battle),
            true,
        );
    }
    if let Some(gm) = &a.gm {
        // A result already in may still be corrected, but nothing waits on it.
        let awaiting = gm.results.iter().filter(|b| gm.awaiting_result.contains(b));
        for b in awaiting {
            item(
                TodoKind::EnterResult,
                format!("Enter the result of the battle in {}.", zone(*b)),
                Some(*b),
                true,
            );
        }
    }
    if let Some(c) = a.commit.as_ref().filter(|c| c.drafts > 0) {
        item(
            TodoKind::Commit,
            format!(
                "{} {} to review and commit.",
                c.drafts,
                if c.drafts == 1 { "draft" } else { "drafts" }
            ),
            None,
            true,
        );
    }
    let movers = a
        .moves
        .iter()
        .filter(|m| !m.destinations.is_empty())
        .count();
    let moving = matches!(s.phase, Phase::CombatMove | Phase::NonCombatMove);
    if moving && movers > 0 && a.gm.is_none() {
        item(
            TodoKind::Draft,
            format!(
                "Draft your {}: {movers} {} may move.",
                s.phase.label().to_lowercase(),
                if movers == 1 { "unit" } else { "units" }
            ),
            None,
            // Not required, but the turn is the player's: it is their move.
            true,
        );
    }
    let supportable = a
        .support
        .iter()
        .filter(|c| !c.decided && (!c.artillery.is_empty() || !c.air.is_empty() || c.ship))
        .count();
    if supportable > 0 {
        item(
            TodoKind::AssignSupport,
            format!(
                "Assign support to {supportable} {} (optional).",
                if supportable == 1 {
                    "battle"
                } else {
                    "battles"
                }
            ),
            None,
            false,
        );
    }
    let placeable = a
        .reinforcements
        .iter()
        .filter(|p| !p.destinations.is_empty())
        .count();
    if placeable > 0 {
        item(
            TodoKind::PlaceReinforcements,
            format!(
                "Place {placeable} {}.",
                if placeable == 1 {
                    "reinforcement"
                } else {
                    "reinforcements"
                }
            ),
            None,
            true,
        );
    }
    if let Some(gm) = &a.gm {
        for note in &gm.notes {
            item(TodoKind::Advance, note.clone(), None, true);
        }
        if gm.can_advance {
            item(
                TodoKind::Advance,
                format!(
                    "Nothing blocks the end of the {}: advance when the players are done.",
                    s.phase.label().to_lowercase()
                ),
                None,
                false,
            );
        }
    }
    out
}
