//! Multi-step turns: several drafts and commits in one phase (R6.1, R6.3b,
//! R6.8, R7.2, R8.3, R4.4). Each test replays a sequence that once broke a
//! rule.

use super::fixture::*;
use crate::rules::*;

fn draft_refused(g: &mut Game, actor: &Actor, units: Vec<UnitId>, to: &str) -> Problems {
    g.refused(
        actor,
        Command::DraftMove(DraftMove {
            units,
            to: Location::Zone(to.into()),
            target: None,
        }),
    )
}

#[test]
fn r6_1_a_unit_that_captured_an_empty_zone_does_not_move_again_in_the_same_combat_move() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let units = g.pick(b, 2, 0);
    g.draft(&bc(BC_B), units.clone(), "F12", None).unwrap();
    g.commit(Side::Allies);
    assert_eq!(g.s.controller("F12"), Some(Side::Allies));
    // F9 is empty and Axis: a capture, were the units still free to move.
    let v = draft_refused(&mut g, &bc(BC_B), units.clone(), "F9");
    assert_eq!(v.rule, "R6.1");
    assert!(
        v.message.contains("already moved this phase (F13 -> F12)"),
        "{}",
        v.message
    );
    // Not even the High Commander may move them twice.
    let v = draft_refused(&mut g, &hc(Side::Allies), units.clone(), "F9");
    assert_eq!(v.rule, "R6.1");
    assert_eq!(g.loc(units[0]), "F12");
}

#[test]
fn r6_1_an_attacker_of_a_pending_battle_stays_in_its_battle() {
    let (mut g, a, _b, x, _y) = beach_game();
    let units = g.pick(a, 2, 0);
    g.draft(&bc(BC_A), units.clone(), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    assert_eq!(g.s.battles.len(), 1);
    // F21 is empty and Axis-controlled, next to F14.
    let v = draft_refused(&mut g, &bc(BC_A), units[..1].to_vec(), "F21");
    assert_eq!(v.rule, "R6.1");
    assert!(v.message.contains("attacked"), "{}", v.message);
    assert_eq!(g.loc(units[0]), "F14");
    assert!(g.s.battles[0].attacker_units.contains(&units[0]));
}

#[test]
fn r6_1_a_non_combat_move_is_one_zone_however_many_commits() {
    let (mut g, _a, b, _x, _y) = beach_game();
    for z in ["F12", "F9"] {
        g.s.control.insert(z.into(), Side::Allies);
    }
    g.goto(Side::Allies, Phase::NonCombatMove);
    let units = g.pick(b, 1, 0);
    g.draft(&bc(BC_B), units.clone(), "F12", None).unwrap();
    g.commit(Side::Allies);
    let v = draft_refused(&mut g, &bc(BC_B), units.clone(), "F9");
    assert_eq!(v.rule, "R6.1");
    assert!(
        v.message.contains("already moved this phase (F13 -> F12)"),
        "{}",
        v.message
    );
    assert_eq!(g.loc(units[0]), "F12");
    // The next phase is a new phase: the record is cleared.
    assert!(g.s.turn.phase_acts.contains_key(&units[0]));
    g.advance();
    assert!(g.s.turn.phase_acts.is_empty());
}

/// B (Allied, BC_B) in F21; X (Axis, BC_X) split over F14 and F22, both
/// next to F21; Y (Axis, BC_Y) far away.
fn two_zone_game() -> (Game, BattalionId, BattalionId) {
    let mut g = Game::new();
    let b = g.battalion("B", Nation::Us, BC_B, "F21");
    let x = g.battalion("X", Nation::Heer, BC_X, "F14");
    g.battalion("Y", Nation::Heer, BC_Y, "F36");
    let in_f22: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(x))
            .skip(6)
            .map(|u| u.id)
            .collect();
    for id in in_f22 {
        g.s.unit_mut(id).unwrap().location = Location::Zone("F22".into());
    }
    g.start();
    (g, b, x)
}

#[test]
fn r6_3b_r7_2_each_attacked_territory_gets_its_own_battle() {
    let (mut g, b, x) = two_zone_game();
    let units = g.pick(b, 3, 0);
    g.draft(&bc(BC_B), units[..2].to_vec(), "F14", Some(x))
        .unwrap();
    g.draft(&bc(BC_B), units[2..].to_vec(), "F22", Some(x))
        .unwrap();
    let ev = g.commit(Side::Allies);
    assert_eq!(
        ev.iter().filter(|e| e.kind() == "battle_created").count(),
        2,
        "one battle per attacked territory"
    );
    let mut battles: Vec<(&str, Vec<UnitId>)> =
        g.s.battles
            .iter()
            .map(|bt| (bt.zone.as_str(), bt.attacker_units.clone()))
            .collect();
    battles.sort();
    assert_eq!(
        battles,
        vec![("F14", units[..2].to_vec()), ("F22", units[2..].to_vec())]
    );
    for bt in &g.s.battles {
        assert_eq!((bt.attacker_battalion, bt.defender_battalion), (b, x));
        // R7.2: the odds count only the attackers in that territory.
        for u in &bt.attacker_units {
            assert_eq!(g.loc(*u), bt.zone);
        }
    }
    assert_eq!(g.s.zone_state("F14"), Some(ZoneState::Contested));
    assert_eq!(g.s.zone_state("F22"), Some(ZoneState::Contested));
}

#[test]
fn r6_8_a_defending_battalion_is_attacked_once_per_territory_not_once_per_turn() {
    let (mut g, b, x) = two_zone_game();
    let units = g.pick(b, 3, 0);
    g.draft(&bc(BC_B), units[..2].to_vec(), "F14", Some(x))
        .unwrap();
    g.commit(Side::Allies);
    // X's company in F22 is not immune: it has not been attacked there.
    g.draft(&bc(BC_B), units[2..].to_vec(), "F22", Some(x))
        .unwrap();
    g.commit(Side::Allies);
    assert_eq!(g.s.battles.len(), 2);
    // A second attack on X in F14 this turn is refused.
    let more = g.pick(b, 5, 0)[3..].to_vec();
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: more,
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    assert_eq!(v.rule, "R6.8");
    assert!(v.message.contains("in F14"), "{}", v.message);
}

#[test]
fn r8_3_artillery_in_a_contested_zone_is_destroyed_when_the_enemy_takes_it() {
    let mut g = Game::new();
    let a = g.battalion("A", Nation::Us, BC_A, "F13");
    let x = g.battalion("X", Nation::Heer, BC_X, "F14");
    let guns = g.artillery(Side::Allies, "F13");
    g.start();
    // One Allied company and the Allied guns stand in F14 beside X: contested,
    // with the underlying control still Axis.
    let company = g.pick(a, 1, 0)[0];
    g.s.unit_mut(company).unwrap().location = Location::Zone("F14".into());
    g.s.unit_mut(guns).unwrap().location = Location::Zone("F14".into());
    g.s.control.insert("F14".into(), Side::Axis);
    assert_eq!(g.s.zone_state("F14"), Some(ZoneState::Contested));
    g.goto(Side::Axis, Phase::CombatMove);
    g.draft(&bc(BC_X), g.pick(x, 3, 0), "F14", Some(a)).unwrap();
    g.commit(Side::Axis);
    let id = g.s.battles.last().unwrap().id;
    g.force(); // default defenders: the one company
    g.ok(
        &gm(),
        Command::EnterResult(EnterResult {
            battle: id,
            outcome: Outcome::TotalVictory,
            attacker_losses: None,
            defender_losses: None,
            notes: String::new(),
            link: String::new(),
            ruling: String::new(),
        }),
    );
    g.advance();
    let ev = g.ok(
        &bc(BC_A),
        Command::ChooseCasualties(ChooseCasualties {
            battle: id,
            side: None,
            units: vec![company],
        }),
    );
    assert_eq!(g.s.zone_state("F14"), Some(ZoneState::Axis));
    assert!(
        g.s.unit(guns).unwrap().destroyed,
        "contested -> Axis-controlled is control passing to the enemy"
    );
    assert!(ev.iter().any(|e| e.kind() == "artillery_captured"));
    assert!(ev.iter().any(|e| e.kind() == "control_changed"));
    // Said as it was: contested, not the other side's (#43).
    let said: Vec<&str> = ev
        .iter()
        .filter(|e| e.event.kind() == "control_changed")
        .map(|e| e.text.as_str())
        .collect();
    assert_eq!(
        said,
        ["F14 is no longer contested: it is Axis-controlled"],
        "{said:?}"
    );
}

#[test]
fn r4_4_deleting_the_draft_that_made_room_shows_the_broken_stack_at_once() {
    let mut g = Game::new();
    let b = g.battalion("B", Nation::Us, BC_B, "F13");
    let c = g.battalion("C", Nation::Us, BC_A, "F11");
    g.battalion("X", Nation::Heer, BC_X, "F26");
    g.start();
    g.s.control.insert("F12".into(), Side::Allies);
    g.goto(Side::Allies, Phase::NonCombatMove);
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    g.draft(&bc(BC_A), g.pick(c, 1, 0), "F13", None).unwrap();
    assert!(stacking_problems(&g.s).is_empty());
    let room = g.s.drafts[0].id;
    g.ok(&bc(BC_B), Command::DeleteDraft(DeleteDraft { draft: room }));
    let problems = stacking_problems(&g.s);
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].rule, "R4.1");
    assert_eq!(
        problems[0].message,
        "F13: Allied units would be 13, the limit is 12."
    );
    // The commit check stays.
    let v = g.refused(&hc(Side::Allies), Command::Commit(Commit {}));
    assert_eq!(v.rule, "R4.1");
    assert!(v.message.contains("13, the limit is 12"), "{}", v.message);
}
