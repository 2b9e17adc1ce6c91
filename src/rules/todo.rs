//! The viewer's to-do list: what waits on them now, in words, built from
//! `actions` (so it lists exactly what the viewer may do) and ordered by
//! what blocks others first.

use super::actions::Actions;
use super::ids::BattleId;
use super::roles::Actor;
use super::say::{Arg, Said};
use super::state::CampaignState;
use super::types::Phase;
use crate::say;
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
    /// A member's request for an open seat, for the GM (R1.6).
    AnswerSeat,
    /// A member's request for more time, for the GM (R5.10).
    AnswerExtension,
    /// A battle's PBEM relay waits on the viewer's turn file (R13.3).
    SendTurn,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Todo {
    pub kind: TodoKind,
    /// What to do, in English (`said` in English).
    pub text: String,
    /// What to do, said in each reader's language (#44).
    #[serde(skip)]
    pub said: Said,
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
pub fn todo(s: &CampaignState, map: &super::map::Map, a: &Actions, viewer: &Actor) -> Vec<Todo> {
    let gm_only = viewer.gm && viewer.side.is_none() && a.covering.is_empty();
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
    let mut list = List {
        s,
        map,
        out: Vec::new(),
    };
    list.covers(a);
    list.choices(a);
    list.relays(a);
    list.orders(a);
    list.gm(a);
    list.out
}

/// The list as it is built, in the order things block others.
struct List<'a> {
    s: &'a CampaignState,
    map: &'a super::map::Map,
    out: Vec<Todo>,
}

impl List<'_> {
    fn item(&mut self, kind: TodoKind, said: Said, battle: Option<BattleId>, blocking: bool) {
        let due = battle
            .and_then(|b| self.s.battle(b))
            .and_then(|b| b.due)
            .or(self.s.deadline);
        self.out.push(Todo {
            kind,
            text: said.english(),
            said,
            battle,
            due,
            blocking,
        });
    }

    /// A battle as players tell one from another: "battle 12 in F14
    /// (Isigny / Trévières), 2/116th against I./916" (#43: two battles in
    /// one zone read alike).
    fn battle(&self, id: BattleId) -> Said {
        let Some(b) = self.s.battle(id) else {
            return say!("words-todo-battle-bare", battle = id.to_string());
        };
        let name = |bn: super::ids::BattalionId| -> Arg {
            self.s.battalion(bn).map_or_else(
                || say!("words-todo-battalion", battalion = bn.to_string()).into(),
                |x| x.name.clone().into(),
            )
        };
        say!(
            "words-todo-battle",
            battle = id.to_string(),
            place = self.place(&b.zone),
            attacker = name(b.attacker_battalion),
            defender = name(b.defender_battalion)
        )
    }

    fn place(&self, zone: &str) -> String {
        match self.map.zone(zone) {
            Some(z) if !z.name.is_empty() => format!("{zone} ({})", z.name),
            _ => zone.to_string(),
        }
    }

    /// The seats the viewer covers for absent members (R1.5).
    fn covers(&mut self, a: &Actions) {
        for c in &a.covering {
            let text = say!(
                "words-todo-cover",
                seat = super::told::seat(self.s, c.seat),
                holder = &c.holder_name,
                until = c.until.format("%Y-%m-%d %H:%M").to_string()
            );
            self.item(TodoKind::Cover, text, None, false);
        }
    }

    /// Battles whose turn file the viewer is to send (R13.3).
    fn relays(&mut self, a: &Actions) {
        for r in a.relays.iter().filter(|r| r.may_send) {
            let text = if r.sent == 0 {
                say!("words-todo-first-turn", battle = self.battle(r.battle))
            } else {
                say!(
                    "words-todo-your-turn",
                    battle = self.battle(r.battle),
                    file = r.sent.to_string()
                )
            };
            self.item(TodoKind::SendTurn, text, Some(r.battle), r.sent > 0);
        }
    }

    /// What battles wait on: defenders, casualties, the GM's results.
    fn choices(&mut self, a: &Actions) {
        for d in &a.defenders {
            let text = say!(
                "words-todo-defenders",
                battle = self.battle(d.battle),
                n = d.required
            );
            self.item(TodoKind::ChooseDefenders, text, Some(d.battle), true);
        }
        for c in &a.casualties {
            let all = c.count as usize >= c.candidates.len();
            let text = if all {
                say!(
                    "words-todo-losses-all",
                    battle = self.battle(c.battle),
                    n = c.candidates.len()
                )
            } else {
                say!(
                    "words-todo-casualties",
                    battle = self.battle(c.battle),
                    n = c.count
                )
            };
            self.item(TodoKind::ChooseCasualties, text, Some(c.battle), true);
        }
        if let Some(gm) = &a.gm {
            // A result already in may still be corrected, but nothing waits on it.
            let awaiting = gm.results.iter().filter(|b| gm.awaiting_result.contains(b));
            for b in awaiting {
                let conceded = self.s.battle(*b).and_then(|x| x.relay.conceded);
                let text = match conceded {
                    Some(side) => say!(
                        "words-todo-result-conceded",
                        battle = self.battle(*b),
                        side = side.as_str()
                    ),
                    None => say!("words-todo-result", battle = self.battle(*b)),
                };
                self.item(TodoKind::EnterResult, text, Some(*b), true);
            }
        }
    }

    /// The side's orders: drafts to commit, units to move, support to
    /// assign, reinforcements to place.
    fn orders(&mut self, a: &Actions) {
        if let Some(c) = a.commit.as_ref().filter(|c| c.drafts > 0) {
            let text = say!("words-todo-commit", n = c.drafts);
            self.item(TodoKind::Commit, text, None, true);
        }
        let movers = a
            .moves
            .iter()
            .filter(|m| !m.destinations.is_empty())
            .count();
        let moving = matches!(self.s.phase, Phase::CombatMove | Phase::NonCombatMove);
        // R5.12: one who said his orders are done is not asked again.
        if moving && movers > 0 && a.gm.is_none() && a.ready != Some(true) {
            let phase = self.s.phase.as_str();
            if self.s.turn.phase_acts.is_empty() {
                let text = say!("words-todo-draft", phase = phase, n = movers);
                // Not required, but the turn is the player's: it is their move.
                self.item(TodoKind::Draft, text, None, true);
            } else {
                // Orders were committed in this phase: what is left may
                // still move (R6.1), which nobody must do (found in play: a
                // player read "Draft your combat move" as "not sent").
                let text = say!("words-todo-draft-more", phase = phase, n = movers);
                self.item(TodoKind::Draft, text, None, false);
            }
        }
        let supportable = a
            .support
            .iter()
            .filter(|c| !c.decided && (!c.artillery.is_empty() || !c.air.is_empty() || c.ship))
            .count();
        if supportable > 0 {
            let text = say!("words-todo-support", n = supportable);
            self.item(TodoKind::AssignSupport, text, None, false);
        }
        let placeable = a
            .reinforcements
            .iter()
            .filter(|p| !p.destinations.is_empty())
            .count();
        if placeable > 0 {
            let text = say!("words-todo-place", n = placeable);
            self.item(TodoKind::PlaceReinforcements, text, None, true);
        }
    }

    /// What the GM should read before advancing, and whether to.
    fn gm(&mut self, a: &Actions) {
        let Some(gm) = &a.gm else {
            return;
        };
        for r in &gm.requests {
            let kind = match r.kind {
                super::requests::RequestKind::Seat => TodoKind::AnswerSeat,
                super::requests::RequestKind::Extension => TodoKind::AnswerExtension,
            };
            self.item(
                kind,
                say!("words-todo-answer", request = &r.said),
                None,
                true,
            );
        }
        for note in &gm.notes_said {
            self.item(TodoKind::Advance, note.clone(), None, true);
        }
        if gm.can_advance {
            let text = say!("words-todo-advance", phase = self.s.phase.as_str());
            self.item(TodoKind::Advance, text, None, false);
        }
    }
}

/// The casualty form's words: what waits on the side that lost units.
impl super::choices::CasualtyChoice {
    /// What the form asks, in words: which units are lost, or that every
    /// unit that fought is (#43: never "choose 5" out of 5).
    pub fn prompt(&self) -> String {
        self.prompt_said().english()
    }

    /// `prompt` as a message, said in each reader's language (#44).
    pub fn prompt_said(&self) -> Said {
        let fought = self.candidates.len();
        if self.count as usize >= fought {
            say!("words-casualties-all", n = fought)
        } else {
            say!("words-casualties-some", n = self.count, fought = fought)
        }
    }
}
