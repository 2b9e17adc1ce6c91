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

use super::words::count;

/// The list as it is built, in the order things block others.
struct List<'a> {
    s: &'a CampaignState,
    map: &'a super::map::Map,
    out: Vec<Todo>,
}

impl List<'_> {
    fn item(&mut self, kind: TodoKind, text: String, battle: Option<BattleId>, blocking: bool) {
        let due = battle
            .and_then(|b| self.s.battle(b))
            .and_then(|b| b.due)
            .or(self.s.deadline);
        self.out.push(Todo {
            kind,
            text,
            battle,
            due,
            blocking,
        });
    }

    /// A battle as players tell one from another: "battle 12 in F14
    /// (Isigny / Trévières), 2/116th against I./916" (#43: two battles in
    /// one zone read alike).
    fn battle(&self, id: BattleId) -> String {
        let Some(b) = self.s.battle(id) else {
            return format!("battle {id}");
        };
        let name = |bn| {
            self.s
                .battalion(bn)
                .map_or_else(|| format!("battalion {bn}"), |x| x.name.clone())
        };
        format!(
            "battle {id} in {}, {} against {}",
            self.place(&b.zone),
            name(b.attacker_battalion),
            name(b.defender_battalion)
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
            let text = format!(
                "You cover {} for {}, away until {} UTC: their orders and choices are yours to make.",
                c.seat_name,
                c.holder_name,
                c.until.format("%Y-%m-%d %H:%M")
            );
            self.item(TodoKind::Cover, text, None, false);
        }
    }

    /// Battles whose turn file the viewer is to send (R13.3).
    fn relays(&mut self, a: &Actions) {
        for r in a.relays.iter().filter(|r| r.may_send) {
            let text = if r.sent == 0 {
                format!(
                    "Send the first turn file of {} (either commander may).",
                    self.battle(r.battle)
                )
            } else {
                format!(
                    "Your move in {}: download turn file {}, play your turn in CMBN and send yours.",
                    self.battle(r.battle),
                    r.sent
                )
            };
            self.item(TodoKind::SendTurn, text, Some(r.battle), r.sent > 0);
        }
    }

    /// What battles wait on: defenders, casualties, the GM's results.
    fn choices(&mut self, a: &Actions) {
        for d in &a.defenders {
            let text = format!(
                "Choose the defenders of {} (at least {}).",
                self.battle(d.battle),
                d.required
            );
            self.item(TodoKind::ChooseDefenders, text, Some(d.battle), true);
        }
        for c in &a.casualties {
            let all = c.count as usize >= c.candidates.len();
            let text = if all {
                format!(
                    "Confirm your losses in {}: all {} lost.",
                    self.battle(c.battle),
                    count(c.candidates.len(), "unit", "units")
                )
            } else {
                format!(
                    "Choose {} of {}.",
                    count(c.count as usize, "casualty", "casualties"),
                    self.battle(c.battle)
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
                    Some(side) => format!(
                        "Enter the result of {}: the {} commander conceded (R13.5).",
                        self.battle(*b),
                        side.label()
                    ),
                    None => format!("Enter the result of {}.", self.battle(*b)),
                };
                self.item(TodoKind::EnterResult, text, Some(*b), true);
            }
        }
    }

    /// The side's orders: drafts to commit, units to move, support to
    /// assign, reinforcements to place.
    fn orders(&mut self, a: &Actions) {
        if let Some(c) = a.commit.as_ref().filter(|c| c.drafts > 0) {
            let text = format!(
                "{} to review and commit.",
                count(c.drafts, "draft", "drafts")
            );
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
            let phase = self.s.phase.label().to_lowercase();
            let units = count(movers, "unit", "units");
            if self.s.turn.phase_acts.is_empty() {
                let text = format!("Draft your {phase}: {units} may move.");
                // Not required, but the turn is the player's: it is their move.
                self.item(TodoKind::Draft, text, None, true);
            } else {
                // Orders were committed in this phase: what is left may
                // still move (R6.1), which nobody must do (found in play: a
                // player read "Draft your combat move" as "not sent").
                let text =
                    format!("Orders committed. {units} may still move in this {phase} (optional).");
                self.item(TodoKind::Draft, text, None, false);
            }
        }
        let supportable = a
            .support
            .iter()
            .filter(|c| !c.decided && (!c.artillery.is_empty() || !c.air.is_empty() || c.ship))
            .count();
        if supportable > 0 {
            let text = format!(
                "Assign support to {} (optional).",
                count(supportable, "battle", "battles")
            );
            self.item(TodoKind::AssignSupport, text, None, false);
        }
        let placeable = a
            .reinforcements
            .iter()
            .filter(|p| !p.destinations.is_empty())
            .count();
        if placeable > 0 {
            let text = format!(
                "Place {}.",
                count(placeable, "reinforcement", "reinforcements")
            );
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
            self.item(kind, format!("Answer: {}", r.text), None, true);
        }
        for note in &gm.notes {
            self.item(TodoKind::Advance, note.clone(), None, true);
        }
        if gm.can_advance {
            let text = format!(
                "Nothing blocks the end of the {}: advance when the players are done.",
                self.s.phase.label().to_lowercase()
            );
            self.item(TodoKind::Advance, text, None, false);
        }
    }
}

/// The casualty form's words: what waits on the side that lost units.
impl super::choices::CasualtyChoice {
    /// What the form asks, in words: which units are lost, or that every
    /// unit that fought is (#43: never "choose 5" out of 5).
    pub fn prompt(&self) -> String {
        let fought = self.candidates.len();
        if self.count as usize >= fought {
            format!(
                "All {} that fought {} lost: confirm the casualties (R8.1).",
                super::words::count(fought, "unit", "units"),
                super::words::plural(fought, "is", "are")
            )
        } else {
            format!(
                "Choose exactly {} of the {fought} that fought (R8.1); the default (companies first) is ticked.",
                super::words::count(self.count as usize, "unit lost", "units lost")
            )
        }
    }
}
