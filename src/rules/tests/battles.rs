//! R6.6 support, R2.4 ships, R7 battles, R8 casualties and control.

use super::fixture::*;
use crate::rules::*;

/// A (from the Omaha box, 3 companies + 2 platoons) attacks X in F14, committed.
fn attacked() -> (Game, BattleId, BattalionId, BattalionId, BattalionId) {
    let (mut g, a, b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    (g, id, a, b, x)
}

fn defenders(g: &Game, b: BattalionId, n: usize) -> Vec<UnitId> {
    g.s.battalion_units_in(b, "F14")
        .iter()
        .filter(|u| u.is_combat())
        .take(n)
        .map(|u| u.id)
        .collect()
}

#[test]
fn r7_1_defender_fields_at_least_the_required_number() {
    let (mut g, id, _a, _b, x) = attacked();
    // X has 6 companies in F14; the attacker committed 5: at most 3 companies -> 3 required.
    let v = g.refused(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: defenders(&g, x, 2),
        }),
    );
    assert_eq!(v.rule, "R7.1");
    assert!(
        v.message.contains("Field at least 3 units"),
        "{}",
        v.message
    );
    let v = g.refused(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: defenders(&g, x, 4),
        }),
    );
    assert_eq!(v.rule, "R6.4");
    g.forbidden(
        &bc(BC_Y),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: defenders(&g, x, 3),
        }),
    );
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: defenders(&g, x, 3),
        }),
    );
    assert_eq!(g.s.battles[0].status(g.s.phase), "ready_for_setup");
}

#[test]
fn r7_1_defenders_must_be_the_attacked_battalions_units_in_the_zone() {
    let (mut g, id, _a, _b, x) = attacked();
    let y_units: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| {
                u.location.zone() == Some("F14") && u.battalion != Some(x) && u.side == Side::Axis
            })
            .take(3)
            .map(|u| u.id)
            .collect();
    let v = g.refused(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: y_units,
        }),
    );
    assert_eq!(v.rule, "R7.1");
    let elsewhere: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(x) && u.location.zone() == Some("F22"))
            .take(3)
            .map(|u| u.id)
            .collect();
    assert_eq!(
        g.refused(
            &bc(BC_X),
            Command::ChooseDefenders(ChooseDefenders {
                battle: id,
                units: elsewhere
            })
        )
        .rule,
        "R7.1"
    );
}

#[test]
fn r7_1_default_defenders_when_the_gm_forces_the_phase() {
    let (mut g, _id, _a, _b, x) = attacked();
    let v = g.refused(
        &gm(),
        Command::Advance(Advance {
            force: false,
            reason: String::new(),
        }),
    );
    assert!(v.message.contains("defenders not chosen"), "{}", v.message);
    g.force();
    let chosen = g.s.battles[0].defender_units.clone().unwrap();
    // Required 3 of X's six companies (company-class first, strongest first).
    assert_eq!(chosen.len(), 3);
    assert!(chosen.iter().all(|u| {
        let u = g.s.unit(*u).unwrap();
        u.battalion == Some(x) && u.class == UnitClass::Company
    }));
}

#[test]
fn r7_1_the_gm_may_apply_the_default_for_one_battle() {
    let (mut g, id, _a, _b, _x) = attacked();
    g.forbidden(
        &bc(BC_A),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: vec![],
        }),
    );
    g.ok(
        &gm(),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: vec![],
        }),
    );
    assert_eq!(
        g.s.battles[0].defender_units.as_ref().map(Vec::len),
        Some(3)
    );
}

#[test]
fn r1_2_a_forced_advance_needs_a_reason_and_a_missing_result_cannot_be_forced() {
    let (mut g, id, _a, _b, x) = attacked();
    let v = g.refused(
        &gm(),
        Command::Advance(Advance {
            force: true,
            reason: " ".into(),
        }),
    );
    assert_eq!(v.rule, "R1.2");
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: defenders(&g, x, 3),
        }),
    );
    g.advance();
    let v = g.refused(
        &gm(),
        Command::Advance(Advance {
            force: true,
            reason: "late".into(),
        }),
    );
    assert!(v.message.contains("no result entered"), "{}", v.message);
}

#[test]
fn r6_6_artillery_in_or_next_to_the_battle_zone_once_per_turn() {
    let (mut g, _, a, b, x) = {
        let (mut g, a, b, x, y) = beach_game();
        g.s.status = Status::Setup;
        g.artillery(Side::Allies, "F13");
        g.artillery(Side::Allies, "F12");
        g.artillery(Side::Allies, "F20");
        g.s.status = Status::Active;
        let _ = y;
        (g, 0, a, b, x)
    };
    let arts: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.class == UnitClass::Artillery)
            .map(|u| u.id)
            .collect();
    let (near, far) = (arts[0], arts[2]); // F13 is next to F14; F20 is not
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let battle = g.s.battles[0].id;
    let v = g.refused(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle,
            artillery: vec![far],
            air: vec![],
            ship: false,
        }),
    );
    assert_eq!(v.rule, "R6.6");
    assert!(
        v.message.contains("neither F14 nor next to it"),
        "{}",
        v.message
    );
    g.forbidden(
        &bc(BC_A),
        Command::AssignSupport(AssignSupport {
            battle,
            artillery: vec![near],
            air: vec![],
            ship: false,
        }),
    );
    g.ok(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle,
            artillery: vec![near],
            air: vec![],
            ship: false,
        }),
    );
    // A second battle this turn cannot use the same guns (1 vs 2 battles).
    g.s.control.insert("F12".into(), Side::Axis);
    let y2 = {
        g.s.status = Status::Setup;
        let id = g.battalion("Z", Nation::Heer, BC_Y, "F21");
        g.s.status = Status::Active;
        id
    };
    g.draft(&bc(BC_B), g.pick(b, 3, 0), "F21", Some(y2))
        .unwrap();
    g.commit(Side::Allies);
    let second = g.s.battles[1].id;
    let v = g.refused(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle: second,
            artillery: vec![near],
            air: vec![],
            ship: false,
        }),
    );
    assert!(
        v.message.contains("already supports another battle"),
        "{}",
        v.message
    );
    // Air: each flight once per turn.
    let air: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.class == UnitClass::Air && u.side == Side::Allies)
            .map(|u| u.id)
            .collect();
    assert_eq!(air.len(), 3, "R3.4 default pool of 3 Allied air units");
    g.ok(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle,
            artillery: vec![near],
            air: vec![air[0]],
            ship: false,
        }),
    );
    let v = g.refused(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle: second,
            artillery: vec![],
            air: vec![air[0]],
            ship: false,
        }),
    );
    assert_eq!(v.rule, "R6.6");
    g.ok(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle: second,
            artillery: vec![],
            air: vec![air[1]],
            ship: false,
        }),
    );
}

#[test]
fn r2_4_ships_only_for_beach_assaults_from_the_launch_box_at_most_three() {
    let (mut g, id, _a, b, _x) = attacked();
    g.ok(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle: id,
            artillery: vec![],
            air: vec![],
            ship: true,
        }),
    );
    assert_eq!(g.s.battles[0].ship.as_deref(), Some("USS Texas"));
    // An inland attack gets no ship.
    g.s.status = Status::Setup;
    let z = g.battalion("Z", Nation::Heer, BC_Y, "F21");
    g.s.status = Status::Active;
    g.draft(&bc(BC_B), g.pick(b, 2, 0), "F21", Some(z)).unwrap();
    g.commit(Side::Allies);
    let inland = g.s.battles[1].id;
    let v = g.refused(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle: inland,
            artillery: vec![],
            air: vec![],
            ship: true,
        }),
    );
    assert_eq!(v.rule, "R2.4");
}

#[test]
fn r2_4_a_fourth_ship_is_refused() {
    let mut g = Game::new();
    let p = Params {
        naval_support: 1,
        ..Params::default()
    };
    g.ok(&gm(), Command::SetParams(SetParams { params: p }));
    let a = g.battalion("A", Nation::Uk, BC_A, "box:gold");
    let c = g.battalion("C", Nation::Canada, BC_B, "box:juno");
    let x = g.battalion("X", Nation::Heer, BC_X, "F15");
    let y = g.battalion("Y", Nation::Heer, BC_Y, "F16");
    g.start();
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F15", Some(x)).unwrap();
    g.draft(&bc(BC_B), g.pick(c, 3, 0), "F16", Some(y)).unwrap();
    g.commit(Side::Allies);
    let (b1, b2) = (g.s.battles[0].id, g.s.battles[1].id);
    g.ok(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle: b1,
            artillery: vec![],
            air: vec![],
            ship: true,
        }),
    );
    let v = g.refused(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle: b2,
            artillery: vec![],
            air: vec![],
            ship: true,
        }),
    );
    assert_eq!(v.rule, "R2.4");
    assert!(
        v.message.contains("The one ship already supports"),
        "{}",
        v.message
    );
    // #43: the support choice says why no ship is offered, rather than
    // leaving the choice out silently.
    let inputs = Inputs::new(&g.map, &g.roster, now());
    let acts = actions(&g.s, &inputs, &hc(Side::Allies), None);
    let second = acts.support.iter().find(|c| c.battle == b2).unwrap();
    assert!(!second.ship);
    assert_eq!(
        second.ship_note.as_deref(),
        Some("The one ship already supports another battle this turn. (R2.4)")
    );
    let first = acts.support.iter().find(|c| c.battle == b1).unwrap();
    assert!(first.ship && first.ship_note.is_none());
}

/// Through to combat resolution with defenders chosen (3 of X).
fn ready() -> (Game, BattleId, BattalionId, BattalionId) {
    let (mut g, id, a, _b, x) = attacked();
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: defenders(&g, x, 3),
        }),
    );
    g.advance();
    assert_eq!(g.s.phase, Phase::CombatResolution);
    (g, id, a, x)
}

fn result(
    g: &mut Game,
    id: BattleId,
    outcome: Outcome,
    a: Option<u32>,
    d: Option<u32>,
) -> Result<Vec<Entry>, Refusal> {
    g.run(
        &gm(),
        Command::EnterResult(EnterResult {
            battle: id,
            outcome,
            attacker_losses: a,
            defender_losses: d,
            notes: String::new(),
            link: String::new(),
            ruling: String::new(),
        }),
    )
}

#[test]
fn r7_5_losses_default_to_the_cap_and_never_exceed_it() {
    let (mut g, id, _a, _x) = ready();
    let v = match result(&mut g, id, Outcome::TacticalVictory, Some(1), None) {
        Err(Refusal::Rule(v)) => v,
        other => panic!("{other:?}"),
    };
    assert_eq!(v.rule, "R7.5");
    assert!(
        v.message
            .contains("attacker loses exactly 0 of 5 units; 1 entered"),
        "{}",
        v.message
    );
    assert!(
        result(&mut g, id, Outcome::TacticalVictory, None, Some(3)).is_err(),
        "cap is 2"
    );
    result(&mut g, id, Outcome::TacticalVictory, None, None).unwrap();
    let r = g.s.battles[0].result.clone().unwrap();
    assert_eq!((r.attacker_losses, r.defender_losses), (0, 2));
}

/// An after-action link is a web address: `javascript:` and `data:` links
/// never reach a page or a forum post (#23).
#[test]
fn r7_5_a_results_link_is_http_or_https_or_nothing() {
    for bad in [
        "javascript:alert(1)",
        "JAVASCRIPT:alert(1)",
        "data:text/html,<script>x</script>",
        "vbscript:x",
        "https://",
        "https://forum.example/a b",
        "ftp://forum.example/aar",
    ] {
        let (mut g, id, _a, _x) = ready();
        let cmd = Command::EnterResult(EnterResult {
            battle: id,
            outcome: Outcome::Draw,
            attacker_losses: None,
            defender_losses: None,
            notes: String::new(),
            link: bad.into(),
            ruling: String::new(),
        });
        assert_eq!(g.refused(&gm(), cmd).rule, "R7.5", "{bad}");
    }
    for good in [
        "",
        "https://forum.example/aar/12",
        "http://forum.example/t?id=3",
    ] {
        let (mut g, id, _a, _x) = ready();
        let cmd = Command::EnterResult(EnterResult {
            battle: id,
            outcome: Outcome::Draw,
            attacker_losses: None,
            defender_losses: None,
            notes: String::new(),
            link: good.into(),
            ruling: String::new(),
        });
        g.ok(&gm(), cmd);
    }
}

#[test]
fn r7_5_every_outcome_row_through_the_gm() {
    // (outcome, attacker default, defender default) for 5 attackers vs 3 defenders.
    let rows = [
        (Outcome::TotalVictory, 0, 3),
        (Outcome::MajorVictory, 0, 3),
        (Outcome::TacticalVictory, 0, 2),
        (Outcome::MinorVictory, 1, 2),
        (Outcome::Draw, 1, 1),
        (Outcome::MinorLoss, 2, 1),
        (Outcome::TacticalLoss, 2, 0),
        (Outcome::MajorLoss, 3, 0),
        (Outcome::TotalLoss, 5, 0),
    ];
    for (o, a, d) in rows {
        let (mut g, id, _, _) = ready();
        result(&mut g, id, o, None, None).unwrap();
        let r = g.s.battles[0].result.clone().unwrap();
        assert_eq!((r.attacker_losses, r.defender_losses), (a, d), "{o:?}");
    }
    // "Up to": fewer is allowed.
    let (mut g, id, _, _) = ready();
    result(&mut g, id, Outcome::MajorLoss, Some(1), None).unwrap();
    // Fixed: exactly.
    let (mut g, id, _, _) = ready();
    assert!(result(&mut g, id, Outcome::Draw, Some(0), None).is_err());
}

#[test]
fn r7_5_only_the_gm_enters_results_and_only_in_combat_resolution() {
    let (mut g, id, _a, _b, x) = attacked();
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: defenders(&g, x, 3),
        }),
    );
    let v = match result(&mut g, id, Outcome::Draw, None, None) {
        Err(Refusal::Rule(v)) => v,
        other => panic!("{other:?}"),
    };
    assert_eq!(v.rule, "R5.3");
    g.advance();
    g.forbidden(
        &bc(BC_A),
        Command::EnterResult(EnterResult {
            battle: id,
            outcome: Outcome::Draw,
            attacker_losses: None,
            defender_losses: None,
            notes: String::new(),
            link: String::new(),
            ruling: String::new(),
        }),
    );
}

#[test]
fn r8_1_casualties_exact_count_from_the_battle_units_only() {
    let (mut g, id, a, x) = ready();
    result(&mut g, id, Outcome::MinorVictory, None, None).unwrap(); // attacker 1, defender 2
    g.advance();
    let battle = g.s.battles[0].clone();
    let fought = battle.defender_units.clone().unwrap();
    let v = g.refused(
        &bc(BC_X),
        Command::ChooseCasualties(ChooseCasualties {
            battle: id,
            side: None,
            units: fought[..1].to_vec(),
        }),
    );
    assert!(v.message.contains("exactly 2"), "{}", v.message);
    let stranger =
        g.s.units
            .iter()
            .find(|u| u.battalion == Some(x) && !fought.contains(&u.id) && u.active())
            .unwrap()
            .id;
    let v = g.refused(
        &bc(BC_X),
        Command::ChooseCasualties(ChooseCasualties {
            battle: id,
            side: None,
            units: vec![fought[0], stranger],
        }),
    );
    assert_eq!(v.rule, "R8.1");
    assert!(
        v.message.contains("did not fight in battle"),
        "{}",
        v.message
    );
    g.forbidden(
        &bc(BC_B),
        Command::ChooseCasualties(ChooseCasualties {
            battle: id,
            side: Some(Side::Axis),
            units: fought[..2].to_vec(),
        }),
    );
    g.ok(
        &bc(BC_X),
        Command::ChooseCasualties(ChooseCasualties {
            battle: id,
            side: None,
            units: fought[..2].to_vec(),
        }),
    );
    g.ok(
        &bc(BC_A),
        Command::ChooseCasualties(ChooseCasualties {
            battle: id,
            side: None,
            units: battle.attacker_units[..1].to_vec(),
        }),
    );
    assert!(g.s.battles[0].closed);
    assert!(fought[..2].iter().all(|u| g.s.unit(*u).unwrap().destroyed));
    assert!(g.s.unit(battle.attacker_units[0]).unwrap().destroyed);
    let _ = a;
}

#[test]
fn r8_1_default_casualties_platoons_last() {
    let (mut g, id, _a, _x) = ready();
    result(&mut g, id, Outcome::MajorLoss, None, None).unwrap(); // attacker loses 3 of 3 companies + 2 platoons
    g.advance();
    g.force();
    let b = g.s.battles[0].clone();
    assert!(b.closed);
    let lost = b.attacker_casualties.unwrap();
    assert!(
        lost.iter()
            .all(|u| g.s.unit(*u).unwrap().class == UnitClass::Company),
        "companies are lost before platoons"
    );
}

#[test]
fn r8_2_one_side_left_controls_the_zone() {
    let mut g = Game::new();
    let a = g.battalion("A", Nation::Us, BC_A, "F13");
    let x = g.battalion("X", Nation::Heer, BC_X, "F12");
    // Leave X with 3 units in F12, the rest far away.
    let far: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(x))
            .skip(3)
            .map(|u| u.id)
            .collect();
    for u in far {
        g.s.unit_mut(u).unwrap().location = Location::Zone("F36".into());
    }
    g.start();
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F12", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    let def: Vec<UnitId> =
        g.s.battalion_units_in(x, "F12")
            .iter()
            .map(|u| u.id)
            .collect();
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: def,
        }),
    );
    g.advance();
    result(&mut g, id, Outcome::TotalVictory, None, None).unwrap();
    // The attacker loses nothing, so only the defender chooses.
    g.advance();
    g.force();
    assert_eq!(g.s.zone_state("F12"), Some(ZoneState::Allies));
}

#[test]
fn r8_2_both_sides_left_is_contested_and_neither_keeps_the_old_control() {
    let (mut g, id, _a, _x) = ready();
    result(&mut g, id, Outcome::Draw, None, None).unwrap();
    g.advance();
    g.force();
    assert_eq!(g.s.zone_state("F14"), Some(ZoneState::Contested));

    // Neither: 1 attacker vs 1 defender, a draw destroys both.
    let mut g = Game::new();
    let a = g.battalion("A", Nation::Us, BC_A, "F13");
    let x = g.battalion("X", Nation::Heer, BC_X, "F12");
    for u in
        g.s.units_mut()
            .iter_mut()
            .filter(|u| u.battalion == Some(x))
            .skip(1)
    {
        u.location = Location::Zone("F36".into());
    }
    g.start();
    g.draft(&bc(BC_A), g.pick(a, 1, 0), "F12", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    g.force(); // default defender: the one unit
    result(&mut g, id, Outcome::Draw, None, None).unwrap();
    g.advance();
    g.force();
    assert_eq!(
        g.s.combat_units_in("F12", Side::Allies) + g.s.combat_units_in("F12", Side::Axis),
        0
    );
    assert_eq!(
        g.s.zone_state("F12"),
        Some(ZoneState::Axis),
        "control stays as it was"
    );
}

#[test]
fn r8_3_artillery_in_a_captured_zone_is_destroyed() {
    let mut g = Game::new();
    let a = g.battalion("A", Nation::Us, BC_A, "F13");
    g.battalion("X", Nation::Heer, BC_X, "F36");
    let guns = g.artillery(Side::Axis, "F12");
    g.start();
    g.draft(&bc(BC_A), g.pick(a, 1, 0), "F12", None).unwrap();
    let ev = g.commit(Side::Allies);
    assert!(g.s.unit(guns).unwrap().destroyed);
    assert!(ev.iter().any(|e| e.kind() == "artillery_captured"));
}

#[test]
fn r8_3_artillery_is_destroyed_when_a_battle_hands_the_zone_over() {
    let mut g = Game::new();
    let a = g.battalion("A", Nation::Us, BC_A, "F13");
    let x = g.battalion("X", Nation::Heer, BC_X, "F12");
    for u in
        g.s.units_mut()
            .iter_mut()
            .filter(|u| u.battalion == Some(x))
            .skip(2)
    {
        u.location = Location::Zone("F36".into());
    }
    let guns = g.artillery(Side::Axis, "F12");
    g.start();
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F12", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    g.force();
    result(&mut g, id, Outcome::TotalVictory, None, None).unwrap();
    assert!(
        !g.s.unit(guns).unwrap().destroyed,
        "not before the casualties"
    );
    g.advance();
    g.force();
    assert!(g.s.unit(guns).unwrap().destroyed);
    assert_eq!(g.s.controller("F12"), Some(Side::Allies));
}

#[test]
fn r5_4_the_gm_sets_a_battle_due_date_which_defaults_to_the_phase_deadline() {
    let (mut g, a, _b, x, _y) = beach_game();
    let deadline = now() + chrono::Duration::days(2);
    g.ok(
        &gm(),
        Command::SetDeadline(SetDeadline {
            deadline: Some(deadline),
        }),
    );
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    assert_eq!(
        g.s.battles[0].due,
        Some(deadline),
        "defaults to the phase deadline"
    );
    let later = now() + chrono::Duration::days(4);
    g.forbidden(
        &bc(BC_A),
        Command::SetBattleDue(SetBattleDue {
            battle: id,
            due: Some(later),
        }),
    );
    let v = g.refused(
        &gm(),
        Command::SetBattleDue(SetBattleDue {
            battle: id,
            due: Some(now() - chrono::Duration::hours(1)),
        }),
    );
    assert_eq!(v.rule, "R5.4");
    g.ok(
        &gm(),
        Command::SetBattleDue(SetBattleDue {
            battle: id,
            due: Some(later),
        }),
    );
    assert_eq!(g.s.battles[0].due, Some(later));
}

#[test]
fn r7_2_the_battles_list_shows_the_sheets_provisional_odds() {
    // 5 attackers, no defenders chosen yet: the list must not call it an
    // Assault (5 vs 0) while the sheet says provisional odds against the
    // required defenders.
    let (mut g, id, _a, _b, x) = attacked();
    let b = g.s.battle(id).unwrap().clone();
    let shown = battle_view::shown_type(&g.s, &b);
    let view = battle_view::battle_view(&g.s, &b, Audience::Gm);
    assert_eq!(shown, format!("{} (provisional)", view.odds.battle_type));
    assert!(
        view.odds
            .text
            .starts_with("5 vs 3: 1.6:1, Meeting Engagement (provisional"),
        "{}",
        view.odds.text
    );
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: defenders(&g, x, 3),
        }),
    );
    let b = g.s.battle(id).unwrap().clone();
    assert_eq!(battle_view::shown_type(&g.s, &b), "Meeting Engagement");
}

/// #43, R7.3: the provisional sheet's time limit follows from the
/// provisional battle type, by the same rule as the final one: a Meeting
/// Engagement gets no assault bonus before the defenders are chosen either.
#[test]
fn r7_3_the_provisional_time_limit_is_the_final_rule() {
    let (mut g, id, _a, _b, x) = attacked();
    let b = g.s.battle(id).unwrap().clone();
    let (odds, size, provisional) = battle_view::shown_odds(&g.s, &b);
    assert!(provisional);
    assert_eq!(odds.battle_type, "Meeting Engagement");
    assert_eq!(size.assault_bonus, 0, "{size:?}");
    assert_eq!(size.total_minutes, size.minutes);
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: defenders(&g, x, 3),
        }),
    );
    let b = g.s.battle(id).unwrap().clone();
    let (_, after, _) = battle_view::shown_odds(&g.s, &b);
    assert_eq!(after.total_minutes, size.total_minutes, "{after:?}");
}

#[test]
fn r7_5_every_loss_problem_is_named_at_once_and_each_outcome_offers_its_caps() {
    let (mut g, id, _a, _x) = ready();
    // Major Victory: the attacker loses 0, the defender 0 to 3 (of 3 here).
    let v = result(&mut g, id, Outcome::MajorVictory, Some(2), Some(5)).unwrap_err();
    let v = match v {
        Refusal::Rule(v) => v,
        other => panic!("{other:?}"),
    };
    assert_eq!(v.rule, "R7.5");
    assert!(
        v.message
            .contains("attacker loses exactly 0 of 5 units; 2 entered")
            && v.message
                .contains("defender loses 0 to 3 of 3 units; 5 entered"),
        "both at once: {}",
        v.message
    );
    let b = g.s.battle(id).unwrap().clone();
    let options = results::result_options(&b);
    assert_eq!(options.len(), Outcome::ALL.len());
    let major = options
        .iter()
        .find(|o| o.outcome == Outcome::MajorVictory)
        .unwrap();
    assert_eq!((major.attacker, major.defender), ((0, 0), (0, 3)));
    assert_eq!(
        major.text(),
        "Major Victory: attacker loses 0, defender 0 to 3"
    );
    let total = options
        .iter()
        .find(|o| o.outcome == Outcome::TotalLoss)
        .unwrap();
    assert_eq!(total.attacker, (5, 5), "all five attackers");
    // The caps, entered as the defaults, are accepted.
    result(&mut g, id, Outcome::MajorVictory, Some(0), Some(3)).unwrap();
}

#[test]
fn r6_6_a_support_choice_says_why_no_air_or_ship_is_offered() {
    // Two Allied beach assaults; the whole air pool (3) supports the first.
    let mut g = Game::new();
    let a = g.battalion("A", Nation::Uk, BC_A, "box:gold");
    let c = g.battalion("C", Nation::Canada, BC_B, "box:juno");
    let x = g.battalion("X", Nation::Heer, BC_X, "F15");
    let y = g.battalion("Y", Nation::Heer, BC_Y, "F16");
    g.start();
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F15", Some(x)).unwrap();
    g.draft(&bc(BC_B), g.pick(c, 3, 0), "F16", Some(y)).unwrap();
    g.commit(Side::Allies);
    let (b1, b2) = (g.s.battles[0].id, g.s.battles[1].id);
    let pool: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.class == UnitClass::Air && u.side == Side::Allies)
            .map(|u| u.id)
            .collect();
    assert_eq!(pool.len(), 3);
    g.ok(
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle: b1,
            artillery: vec![],
            air: pool,
            ship: false,
        }),
    );
    let inputs = Inputs::new(&g.map, &g.roster, now());
    let acts = actions(&g.s, &inputs, &hc(Side::Allies), None);
    let first = acts.support.iter().find(|c| c.battle == b1).unwrap();
    assert_eq!(first.air_note, None, "its own air is ticked, not missing");
    let second = acts.support.iter().find(|c| c.battle == b2).unwrap();
    assert!(second.air.is_empty());
    assert_eq!(
        second.air_note.as_deref(),
        Some("all 3 of the Allied side's air units support other battles this turn (each supports one battle a turn, R6.6).")
    );
    // An attack over land: no ship, and the choice says why.
    let (mut g, _a, b, x, _y) = beach_game();
    g.draft(&bc(BC_B), g.pick(b, 3, 0), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let land = g.s.battles[0].id;
    let inputs = Inputs::new(&g.map, &g.roster, now());
    let acts = actions(&g.s, &inputs, &hc(Side::Allies), None);
    let c = acts.support.iter().find(|c| c.battle == land).unwrap();
    assert!(!c.ship);
    assert_eq!(
        c.ship_note.as_deref(),
        Some("ships support beach assaults from a launch box only (R2.4).")
    );
}
