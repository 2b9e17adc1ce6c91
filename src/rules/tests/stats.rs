//! #27 statistics: counted from each reader's views at the saved phases,
//! matching the history, and never counting what the reader's view hid.

use super::fixture::*;
use crate::rules::stats::{stats, Frame, Stats, SupportUsed};
use crate::rules::view::view_for;
use crate::rules::*;

/// A campaign played through its phases, keeping each saved phase (the
/// state before every transition, as the store keeps it) and every entry.
pub struct Played {
    pub g: Game,
    pub saved: Vec<(String, CampaignState)>,
    /// Every entry with the phase it was filed under.
    pub entries: Vec<(String, Entry)>,
}

impl Played {
    pub fn ok(&mut self, actor: &Actor, cmd: Command) {
        let before = self.g.s.clone();
        let entries = self.g.ok(actor, cmd);
        self.keep(before, entries);
    }

    fn keep(&mut self, before: CampaignState, entries: Vec<Entry>) {
        let label = before.label().to_string();
        self.entries
            .extend(entries.into_iter().map(|e| (label.clone(), e)));
        if before.label() != self.g.s.label() {
            self.saved.push((label, before));
        }
    }

    pub fn force(&mut self) {
        let before = self.g.s.clone();
        let entries = self.g.ok(
            &gm(),
            Command::Advance(Advance {
                force: true,
                reason: "test".into(),
            }),
        );
        self.keep(before, entries);
    }

    /// An Axis battalion commander drafts the first move the rules offer
    /// (not committed: hidden from the Allies).
    pub fn axis_drafts(&mut self) {
        let inputs = Inputs::new(&self.g.map, &self.g.roster, now());
        let offer = actions(&self.g.s, &inputs, &bc(BC_X), None)
            .moves
            .into_iter()
            .find_map(|m| m.destinations.first().map(|d| (m.unit, d.clone())))
            .expect("the Axis may move in its combat move");
        self.g.ok(
            &bc(BC_X),
            Command::DraftMove(DraftMove {
                units: vec![offer.0],
                to: offer.1.to.clone(),
                target: offer.1.targets.first().map(|t| t.battalion),
            }),
        );
        assert!(!self.g.s.drafts.is_empty(), "an Axis draft is pending");
    }

    pub fn goto(&mut self, side: Side, phase: Phase) {
        while !(self.g.s.side == side && self.g.s.phase == phase) {
            self.force();
        }
    }

    /// The statistics as audience `who` reads them.
    pub fn stats(&self, who: Audience) -> Stats {
        stats(&self.frames(who))
    }

    /// Audience `who`'s views of the saved phases and now.
    pub fn frames(&self, who: Audience) -> Vec<Frame<'_>> {
        let mut frames: Vec<Frame> = self
            .saved
            .iter()
            .map(|(l, s)| Frame {
                at: Some(l.clone()),
                view: view_for(s, &self.g.map, who),
            })
            .collect();
        frames.push(Frame {
            at: None,
            view: view_for(&self.g.s, &self.g.map, who),
        });
        frames
    }
}

/// Round 1: the Allies attack X in F14 from the Omaha box with artillery
/// from F13 (a Minor Victory: 1 Allied and 2 Axis units lost by default,
/// R7.5, R8.1); then the Axis turn's combat move, where the Axis drafts an
/// attack it has not committed.
pub fn played() -> (Played, BattalionId, BattalionId, BattalionId) {
    let (mut g, a, _b, x, y) = beach_game();
    g.s.status = Status::Setup;
    let art = g.artillery(Side::Allies, "F13");
    g.s.status = Status::Active;
    let mut p = Played {
        g,
        saved: Vec::new(),
        entries: Vec::new(),
    };
    let units = p.g.pick(a, 3, 2);
    p.ok(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units,
            to: Location::parse("F14").unwrap(),
            target: Some(x),
        }),
    );
    p.ok(&hc(Side::Allies), Command::Commit(Commit {}));
    let battle = p.g.s.battles[0].id;
    p.ok(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle,
            artillery: vec![art],
            air: vec![],
            ship: true,
        }),
    );
    p.goto(Side::Allies, Phase::CombatResolution);
    p.ok(
        &gm(),
        Command::EnterResult(EnterResult {
            battle,
            outcome: Outcome::MinorVictory,
            attacker_losses: None,
            defender_losses: None,
            notes: String::new(),
            link: String::new(),
            ruling: String::new(),
        }),
    );
    p.goto(Side::Axis, Phase::CombatMove);
    (p, a, x, y)
}

#[test]
fn r12_1_statistics_match_the_history_of_a_played_round() {
    let (p, ..) = played();
    let s = p.stats(Audience::Gm);
    // One row per turn that began: the Allied turn of round 1, and the
    // Axis turn as it stands.
    let turns: Vec<(u32, Side)> = s.turns.iter().map(|t| (t.round, t.side)).collect();
    assert_eq!(turns, vec![(1, Side::Allies), (1, Side::Axis)]);
    let created = p
        .entries
        .iter()
        .filter(|(_, e)| matches!(e.event, Event::BattleCreated { .. }))
        .count();
    assert_eq!(s.battles.len(), created);
    assert_eq!(s.turns[0].battles, 1);
    assert_eq!(
        s.turns[0].attacker_won, 1,
        "a Minor Victory is the attacker's"
    );
    // Losses per side: what the closed battles' entries say was lost.
    let mut lost = PerSideCount::default();
    for (_, e) in &p.entries {
        if let Event::BattleClosed { lost: units, .. } = &e.event {
            for u in units {
                lost.add(p.g.s.unit(*u).unwrap().side);
            }
        }
    }
    assert!(lost.allies + lost.axis > 0, "the battle cost units");
    assert_eq!(s.turns[0].losses.allies, lost.allies);
    assert_eq!(s.turns[0].losses.axis, lost.axis);
    assert_eq!(s.battles[0].losses.allies, lost.allies);
    // Strength: every active unit counted once per side and class.
    let now = s.turns.last().unwrap();
    let active = |side: Side, class: UnitClass| {
        p.g.s
            .units
            .iter()
            .filter(|u| u.side == side && u.class == class && u.active())
            .filter(|u| u.location != Location::Reinforcements)
            .count() as u32
    };
    assert_eq!(
        now.strength.allies.companies,
        active(Side::Allies, UnitClass::Company)
    );
    assert_eq!(
        now.strength.axis.platoons,
        active(Side::Axis, UnitClass::Platoon)
    );
    assert_eq!(
        now.strength.allies.air,
        active(Side::Allies, UnitClass::Air)
    );
    // Zones: as many as the controlled zones of the state now.
    let held = |side: Side| {
        p.g.map
            .zones()
            .iter()
            .filter(|z| {
                p.g.s.controller(&z.id) == Some(side)
                    && p.g.s.zone_state(&z.id) != Some(ZoneState::Contested)
            })
            .count() as u32
    };
    assert_eq!(now.zones.allies, held(Side::Allies));
    assert_eq!(now.zones.axis, held(Side::Axis));
    // The Allied support of that turn: one gun and one ship.
    assert_eq!(
        s.turns[0].support.allies,
        Some(SupportUsed {
            artillery: 1,
            air: 0,
            ships: 1
        })
    );
}

#[derive(Default)]
struct PerSideCount {
    allies: u32,
    axis: u32,
}

impl PerSideCount {
    fn add(&mut self, side: Side) {
        match side {
            Side::Allies => self.allies += 1,
            Side::Axis => self.axis += 1,
        }
    }
}

#[test]
fn r12_1_a_reader_never_counts_what_their_view_hid() {
    let (mut p, _a, x, y) = played();
    // The Axis drafts a move and does not commit it.
    let _ = (x, y);
    p.axis_drafts();
    let allied = p.stats(Audience::Side(Side::Allies));
    let public = p.stats(Audience::Public);
    // The Allies read their support, never the Axis's; the public neither.
    assert!(allied.turns.iter().all(|t| t.support.axis.is_none()));
    assert!(allied.turns.iter().all(|t| t.support.allies.is_some()));
    assert!(public
        .turns
        .iter()
        .all(|t| t.support.allies.is_none() && t.support.axis.is_none()));
    assert!(allied.turns.iter().all(|t| t.reinforcements.axis.is_none()));
    // Only their own battalions are listed.
    let axis_ids: Vec<BattalionId> =
        p.g.s
            .battalions
            .iter()
            .filter(|b| b.side == Side::Axis)
            .map(|b| b.id)
            .collect();
    assert!(allied
        .turns
        .iter()
        .flat_map(|t| &t.battalions)
        .all(|b| !axis_ids.contains(&b.id)));
    // What the Axis drafted, or any hidden Axis support, changes nothing
    // the Allies read: their statistics are those of the campaign without
    // the hidden parts.
    let mut bare = p.g.s.clone();
    bare.drafts.clear();
    for b in &mut bare.battles {
        if b.side == Side::Axis {
            b.artillery.clear();
            b.air.clear();
            b.ship = None;
        }
    }
    let mut without = Played {
        g: Game::new(),
        saved: p.saved.clone(),
        entries: Vec::new(),
    };
    without.g.s = bare;
    assert_eq!(without.stats(Audience::Side(Side::Allies)), allied);
    // The GM reads both sides' support.
    let gm = p.stats(Audience::Gm);
    assert!(gm.turns.iter().all(|t| t.support.axis.is_some()));
}

#[test]
fn r3_5_destroyed_artillery_is_counted_once_in_the_turn_it_fell() {
    let (mut p, ..) = played();
    let gun =
        p.g.s
            .units
            .iter()
            .find(|u| u.class == UnitClass::Artillery && u.side == Side::Allies)
            .unwrap()
            .id;
    // The gun falls in the Axis turn (as R8.3 would destroy it).
    std::sync::Arc::make_mut(&mut p.g.s.units)
        .iter_mut()
        .find(|u| u.id == gun)
        .unwrap()
        .destroyed = true;
    let s = p.stats(Audience::Public);
    assert_eq!(s.turns[0].artillery_lost.allies, 0);
    assert_eq!(s.turns[1].artillery_lost.allies, 1);
    assert_eq!(
        s.turns[1].strength.allies.artillery,
        s.turns[0].strength.allies.artillery - 1
    );
}

#[test]
fn r10_reinforcements_are_counted_when_they_leave_the_box() {
    let (mut g, ..) = beach_game();
    g.s.status = Status::Setup;
    let gun = g.artillery(Side::Allies, "reinforcements");
    g.s.status = Status::Active;
    let mut p = Played {
        g,
        saved: Vec::new(),
        entries: Vec::new(),
    };
    p.force();
    let before = p.stats(Audience::Side(Side::Allies));
    assert_eq!(before.turns.last().unwrap().reinforcements.allies, Some(0));
    std::sync::Arc::make_mut(&mut p.g.s.units)
        .iter_mut()
        .find(|u| u.id == gun)
        .unwrap()
        .location = Location::parse("F13").unwrap();
    let after = p.stats(Audience::Side(Side::Allies));
    assert_eq!(after.turns.last().unwrap().reinforcements.allies, Some(1));
    assert_eq!(
        p.stats(Audience::Side(Side::Axis))
            .turns
            .last()
            .unwrap()
            .reinforcements
            .allies,
        None
    );
}

#[test]
fn a_campaign_in_setup_has_no_statistics() {
    let g = Game::new();
    let v = view_for(&g.s, &g.map, Audience::Gm);
    let s = stats(&[Frame { at: None, view: v }]);
    assert!(s.turns.is_empty() && s.battles.is_empty());
}
