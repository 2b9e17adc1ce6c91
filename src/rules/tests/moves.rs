//! R4 stacking, R5.5, R6 combat moves, R9 non-combat moves.

use super::fixture::*;
use crate::rules::*;

/// Allied B (BC_B) in F13 and C (BC_A) in F11, Axis X far away in F26.
fn stacking_game() -> (Game, BattalionId, BattalionId) {
    let mut g = Game::new();
    let b = g.battalion("B", Nation::Us, BC_B, "F13");
    let c = g.battalion("C", Nation::Us, BC_A, "F11");
    g.battalion("X", Nation::Heer, BC_X, "F26");
    g.start();
    (g, b, c)
}

#[test]
fn r4_1_thirteen_units_in_a_zone_is_refused_twelve_is_allowed() {
    let (mut g, b, c) = stacking_game();
    g.s.control.insert("F12".into(), Side::Allies);
    g.goto(Side::Allies, Phase::NonCombatMove);
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 1, 0),
            to: Location::Zone("F11".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R4.1");
    assert_eq!(v.message, "F11: Allied units would be 13, the limit is 12.");
    // One of B leaves F13, so one of C may enter: 12 is allowed, 13 is not.
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    let cs = g.pick(c, 2, 0);
    g.draft(&bc(BC_A), cs[..1].to_vec(), "F13", None).unwrap();
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: cs[1..].to_vec(),
            to: Location::Zone("F13".into()),
            target: None,
        }),
    );
    assert_eq!(v.message, "F13: Allied units would be 13, the limit is 12.");
    g.commit(Side::Allies);
    assert_eq!(g.s.combat_units_in("F13", Side::Allies), 12);
    // R9.2: units of different battalions share a zone.
    assert_eq!(
        g.s.battalions_in("F13", Side::Allies),
        [b, c].into_iter().collect()
    );
}

#[test]
fn r4_1_stacking_counts_every_battalion_of_the_side_and_a_lower_limit_applies() {
    let mut g = Game::new();
    let p = Params {
        stack_limit: 13,
        ..Params::default()
    };
    g.ok(&gm(), Command::SetParams(SetParams { params: p }));
    let b = g.battalion("B", Nation::Us, BC_B, "F13");
    let c = g.battalion("C", Nation::Us, BC_A, "F11");
    g.battalion("X", Nation::Heer, BC_X, "F26");
    g.start();
    g.goto(Side::Allies, Phase::NonCombatMove);
    g.draft(&bc(BC_A), g.pick(c, 1, 0), "F13", None).unwrap();
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: g.pick(c, 1, 1)[1..].to_vec(),
            to: Location::Zone("F13".into()),
            target: None,
        }),
    );
    assert_eq!(v.message, "F13: Allied units would be 14, the limit is 13.");
    let _ = b;
}

#[test]
fn r4_2_one_artillery_unit_per_side_per_zone() {
    let mut g = Game::new();
    g.battalion("B", Nation::Us, BC_B, "F13");
    g.battalion("C", Nation::Us, BC_A, "F11");
    g.battalion("X", Nation::Heer, BC_X, "F26");
    let a1 = g.artillery(Side::Allies, "F13");
    let a2 = g.artillery(Side::Allies, "F11");
    g.start();
    g.s.control.insert("F12".into(), Side::Allies);
    g.goto(Side::Allies, Phase::NonCombatMove);
    let v = g.refused(
        &hc(Side::Allies),
        Command::DraftMove(DraftMove {
            units: vec![a2],
            to: Location::Zone("F13".into()),
            target: None,
        }),
    );
    assert_eq!(
        (v.rule.as_str(), v.message.as_str()),
        (
            "R4.2",
            "F13: Allied artillery units would be 2, the limit is 1."
        )
    );
    // One per zone is fine: a1 leaves F13 for F12, then a2 may take its place.
    g.draft(&hc(Side::Allies), vec![a1], "F12", None).unwrap();
    g.draft(&hc(Side::Allies), vec![a2], "F13", None).unwrap();
    g.commit(Side::Allies);
    assert_eq!(
        (
            g.s.artillery_in("F12", Side::Allies),
            g.s.artillery_in("F13", Side::Allies)
        ),
        (1, 1)
    );
}

#[test]
fn r6_6_artillery_does_not_move_in_the_combat_move_and_only_the_hc_moves_it() {
    let mut g = Game::new();
    g.battalion("B", Nation::Us, BC_B, "F13");
    g.battalion("X", Nation::Heer, BC_X, "F26");
    let art = g.artillery(Side::Allies, "F13");
    g.start();
    let v = g.refused(
        &hc(Side::Allies),
        Command::DraftMove(DraftMove {
            units: vec![art],
            to: Location::Zone("F12".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R6.6");
    g.goto(Side::Allies, Phase::NonCombatMove);
    g.forbidden(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: vec![art],
            to: Location::Zone("F11".into()),
            target: None,
        }),
    );
}

#[test]
fn r5_5_only_the_acting_side_moves() {
    let (mut g, _a, _b, x, _y) = beach_game();
    let v = g.refused(
        &bc(BC_X),
        Command::DraftMove(DraftMove {
            units: g.pick(x, 1, 0),
            to: Location::Zone("F13".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R5.5");
    assert!(v.message.contains("It is the Allied turn"), "{}", v.message);
}

#[test]
fn r6_1_one_zone_is_allowed_two_zones_are_refused() {
    let (mut g, _a, b, _x, _y) = beach_game();
    // F13 -> F12 is adjacent (and empty, Axis-controlled: a capture).
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    // F13 -> F19 is two zones away.
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 2, 0)[1..].to_vec(),
            to: Location::Zone("F19".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R6.1");
    assert!(v.message.contains("F13 to F19 is 2 zones"), "{}", v.message);
}

#[test]
fn r6_1_launch_box_units_land_only_on_their_beach() {
    let (mut g, a, _b, x, _y) = beach_game();
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: g.pick(a, 1, 0),
            to: Location::Zone("F13".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R6.1");
    assert!(
        v.message.contains("only land on its beach, F14"),
        "{}",
        v.message
    );
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F14", Some(x)).unwrap();
}

#[test]
fn r6_2_battalion_commanders_move_only_their_own_units_the_hc_any() {
    let (mut g, a, b, _x, _y) = beach_game();
    g.forbidden(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 1, 0),
            to: Location::Zone("F12".into()),
            target: None,
        }),
    );
    g.ok(
        &hc(Side::Allies),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 1, 0),
            to: Location::Zone("F12".into()),
            target: None,
        }),
    );
    // Drafts are not in effect until committed.
    let unit = g.pick(b, 1, 0)[0];
    assert_eq!(g.loc(unit), "F13");
    // The HC may delete the BC's draft; another BC may not.
    let d = g.s.drafts[0].id;
    g.forbidden(&bc(BC_A), Command::DeleteDraft(DeleteDraft { draft: d }));
    g.ok(
        &hc(Side::Allies),
        Command::DeleteDraft(DeleteDraft { draft: d }),
    );
    assert!(g.s.drafts.is_empty());
    // Only the HC commits.
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    g.forbidden(&bc(BC_B), Command::Commit(Commit {}));
    g.commit(Side::Allies);
    assert_eq!(g.loc(unit), "F12");
    let _ = a;
}

#[test]
fn r6_2_a_unit_has_at_most_one_draft() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let u = g.pick(b, 1, 0);
    g.draft(&bc(BC_B), u.clone(), "F12", None).unwrap();
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: u,
            to: Location::Zone("F20".into()),
            target: None,
        }),
    );
    assert!(
        v.message.contains("already has drafted move"),
        "{}",
        v.message
    );
}

#[test]
fn r6_3_a_capture_of_an_empty_enemy_zone_flips_control_on_commit() {
    let (mut g, _a, b, _x, _y) = beach_game();
    g.draft(&bc(BC_B), g.pick(b, 2, 0), "F12", None).unwrap();
    assert_eq!(
        g.s.controller("F12"),
        Some(Side::Axis),
        "not before the commit"
    );
    let ev = g.commit(Side::Allies);
    assert_eq!(g.s.controller("F12"), Some(Side::Allies));
    assert!(ev.iter().any(|e| e.kind() == "control_changed"));
    assert!(g.s.battles.is_empty());
}

#[test]
fn r6_3_a_move_into_enemy_units_creates_a_battle() {
    let (mut g, a, _b, x, _y) = beach_game();
    let units = g.pick(a, 3, 2);
    g.draft(&bc(BC_A), units.clone(), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let battle = &g.s.battles[0];
    assert_eq!(
        (
            battle.zone.as_str(),
            battle.attacker_battalion,
            battle.defender_battalion
        ),
        ("F14", a, x)
    );
    assert_eq!(battle.attacker_units, units);
    assert_eq!(battle.from_launch_box.as_deref(), Some("omaha"));
    assert_eq!(g.s.zone_state("F14"), Some(ZoneState::Contested));
    assert_eq!(battle.status(g.s.phase), "awaiting_defenders");
}

#[test]
fn r6_3_moving_into_a_contested_zone_without_attacking_reinforces_and_counts_as_combat_move() {
    let (mut g, a, b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    // F14 is contested now; B moves in from F13 without a target.
    let bu = g.pick(b, 2, 0);
    g.draft(&bc(BC_B), bu.clone(), "F14", None).unwrap();
    g.commit(Side::Allies);
    assert_eq!(g.s.battles.len(), 1, "no new battle");
    assert!(g.s.turn.combat_moved.contains(&bu[0]));
}

#[test]
fn r6_3_an_attack_inside_a_contested_zone_from_units_already_there() {
    let (mut g, a, _b, x, y) = beach_game();
    let first = g.pick(a, 1, 0);
    g.draft(&bc(BC_A), first, "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    // Next Allied turn the units already in F14 attack Y from inside.
    g.s.battles.clear();
    g.s.turn = TurnFlags::default();
    let inside: Vec<UnitId> =
        g.s.battalion_units_in(a, "F14")
            .iter()
            .map(|u| u.id)
            .collect();
    g.draft(&bc(BC_A), inside.clone(), "F14", Some(y)).unwrap();
    g.commit(Side::Allies);
    assert_eq!(g.s.battles[0].defender_battalion, y);
    assert_eq!(g.s.battles[0].attacker_units, inside);
    // Without a target, staying put is no move at all.
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: inside,
            to: Location::Zone("F14".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R6.1");
}

#[test]
fn r6_3_moves_into_own_territory_wait_for_the_non_combat_move() {
    let (mut g, _a, b, _x, _y) = beach_game();
    g.s.control.insert("F12".into(), Side::Allies);
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 1, 0),
            to: Location::Zone("F12".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R6.3");
}

#[test]
fn r6_4_three_companies_attack_four_do_not() {
    let (mut g, a, _b, x, _y) = beach_game();
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: g.pick(a, 4, 0),
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    assert_eq!(v.rule, "R6.4");
    assert!(
        v.message.contains("has 4 company-class units; at most 3"),
        "{}",
        v.message
    );
    g.draft(&bc(BC_A), g.pick(a, 3, 3), "F14", Some(x)).unwrap();
}

#[test]
fn r6_4_the_limit_holds_across_several_orders_of_one_attack() {
    let (mut g, a, _b, x, _y) = beach_game();
    let units = g.pick(a, 4, 0);
    g.draft(&bc(BC_A), units[..2].to_vec(), "F14", Some(x))
        .unwrap();
    g.draft(&bc(BC_A), units[2..3].to_vec(), "F14", Some(x))
        .unwrap();
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: units[3..].to_vec(),
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    assert_eq!(v.rule, "R6.4");
}

#[test]
fn r6_4_a_platoon_only_attack_is_allowed() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 0, 3), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    assert_eq!(g.s.battles[0].attacker_units.len(), 3);
}

#[test]
fn r6_5_several_enemy_battalions_need_a_named_target() {
    let (mut g, a, _b, _x, _y) = beach_game();
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: g.pick(a, 2, 0),
            to: Location::Zone("F14".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R6.5");
    assert!(
        v.message.contains("name the one you attack"),
        "{}",
        v.message
    );
}

#[test]
fn r6_5_one_order_one_battalion_and_the_target_must_be_there() {
    let (mut g, a, b, x, _y) = beach_game();
    g.s.unit_mut(g.pick(b, 1, 0)[0]).unwrap().location = Location::LaunchBox("omaha".into());
    let mut mixed = g.pick(a, 1, 0);
    mixed.push(g.pick(b, 1, 0)[0]);
    let v = g.refused(
        &hc(Side::Allies),
        Command::DraftMove(DraftMove {
            units: mixed,
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    assert_eq!(v.rule, "R6.5");
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: g.pick(a, 1, 0),
            to: Location::Zone("F14".into()),
            target: Some(a),
        }),
    );
    assert_eq!(v.rule, "R6.5");
}

#[test]
fn r6_8_a_second_attack_on_the_same_defending_battalion_is_refused() {
    let (mut g, a, b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 2, 0), "F14", Some(x)).unwrap();
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 2, 0),
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    assert_eq!(v.rule, "R6.8");
    g.commit(Side::Allies);
    // Also after the first attack took effect, in the same turn.
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 2, 0),
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    assert_eq!(v.rule, "R6.8");
    assert!(
        v.message.contains("already attacked this turn"),
        "{}",
        v.message
    );
}

#[test]
fn r6_7_units_that_made_a_combat_move_cannot_make_a_non_combat_move() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let moved = g.pick(b, 1, 0);
    g.draft(&bc(BC_B), moved.clone(), "F12", None).unwrap();
    g.commit(Side::Allies);
    g.goto(Side::Allies, Phase::NonCombatMove);
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: moved,
            to: Location::Zone("F13".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R6.7");
    // A unit that stayed may move.
    g.draft(&bc(BC_B), g.pick(b, 2, 0)[1..].to_vec(), "F12", None)
        .unwrap();
}

#[test]
fn r6_7_a_unit_that_may_go_nowhere_is_listed_with_the_rule_that_stops_it() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let moved = g.pick(b, 1, 0);
    g.draft(&bc(BC_B), moved.clone(), "F12", None).unwrap();
    g.commit(Side::Allies);
    g.goto(Side::Allies, Phase::NonCombatMove);
    let all = narrowed(&g, &bc(BC_B), &g.pick(b, 2, 0));
    // The unit that attacked is not among the moves, but it is not gone:
    // it is listed as stuck, with R6.7 and its words.
    assert!(all.moves.iter().all(|m| m.unit != moved[0]));
    let stuck: Vec<_> = all.stuck.iter().filter(|s| s.unit == moved[0]).collect();
    assert_eq!(stuck.len(), 1, "{:?}", all.stuck);
    let rules: Vec<&str> = stuck[0].problems.iter().map(|v| v.rule.as_str()).collect();
    assert_eq!(rules.first(), Some(&"R6.7"), "{:?}", stuck[0].problems);
    assert!(stuck[0].problems[0].message.contains("made a combat move"));
    let said: std::collections::BTreeSet<&str> = stuck[0]
        .problems
        .iter()
        .map(|v| v.message.as_str())
        .collect();
    assert_eq!(said.len(), rules.len(), "each problem once");
    // The one that stayed may move and is not stuck.
    assert!(all.stuck.iter().all(|s| s.unit != g.pick(b, 2, 0)[1]));
}

#[test]
fn r9_1_non_combat_moves_never_enter_enemy_territory() {
    let (mut g, _a, b, _x, _y) = beach_game();
    g.goto(Side::Allies, Phase::NonCombatMove);
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 1, 0),
            to: Location::Zone("F12".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R9.1");
    g.s.control.insert("F12".into(), Side::Allies);
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
}

#[test]
fn r9_3_launch_box_units_land_in_a_non_combat_move_only_on_an_allied_or_contested_beach() {
    let (mut g, a, _b, _x, _y) = beach_game();
    g.goto(Side::Allies, Phase::NonCombatMove);
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: g.pick(a, 1, 0),
            to: Location::Zone("F14".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R9.3");
    // A contested beach is fine.
    g.s.unit_mut(g.pick(a, 1, 0)[0]).unwrap().location = Location::Zone("F14".into());
    assert_eq!(g.s.zone_state("F14"), Some(ZoneState::Contested));
    g.draft(&bc(BC_A), g.pick(a, 2, 0)[1..].to_vec(), "F14", None)
        .unwrap();
}

#[test]
fn r9_3_landing_on_an_empty_enemy_beach_in_the_combat_move_captures_it() {
    let mut g = Game::new();
    let a = g.battalion("A", Nation::Uk, BC_A, "box:gold");
    g.battalion("X", Nation::Heer, BC_X, "F26");
    g.start();
    g.draft(&bc(BC_A), g.pick(a, 3, 3), "F15", None).unwrap();
    g.commit(Side::Allies);
    assert_eq!(g.s.controller("F15"), Some(Side::Allies));
}

/// R6.2: a drafted move is not in effect, so drafting, changing and deleting
/// drafts leave everything but the drafts (and the id counter) as it was;
/// committing does not. The store writes only the drafts in the first case.
#[test]
fn r6_2_drafting_changes_nothing_but_the_drafts() {
    let (mut g, b, _) = stacking_game();
    g.s.control.insert("F12".into(), Side::Allies);
    g.goto(Side::Allies, Phase::NonCombatMove);
    let before = g.s.clone();
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    assert_ne!(g.s, before, "the draft is recorded");
    assert!(g.s.same_apart_from_drafts(&before));
    assert!(before.same_apart_from_drafts(&g.s));
    let drafted = g.s.clone();
    g.ok(
        &bc(BC_B),
        Command::DeleteDraft(DeleteDraft {
            draft: g.s.drafts[0].id,
        }),
    );
    assert!(g.s.same_apart_from_drafts(&drafted));
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    let drafted = g.s.clone();
    g.commit(Side::Allies);
    assert!(!g.s.same_apart_from_drafts(&drafted), "the move is made");
    let mut renamed = drafted.clone();
    renamed.units_mut()[0].name.push('!');
    assert!(!renamed.same_apart_from_drafts(&drafted));
}

/// R6.2, as the writer relies on it: a draft makes a new state that shares
/// the units of the old one (no unit is copied); committing copies them
/// and changes the new copy only.
#[test]
fn r6_2_a_draft_shares_the_units_and_a_commit_copies_them() {
    let (mut g, b, _) = stacking_game();
    g.s.control.insert("F12".into(), Side::Allies);
    g.goto(Side::Allies, Phase::NonCombatMove);
    let before = g.s.clone();
    let moved = g.pick(b, 1, 0);
    g.draft(&bc(BC_B), moved.clone(), "F12", None).unwrap();
    assert!(std::sync::Arc::ptr_eq(&before.units, &g.s.units));
    let drafted = g.s.clone();
    g.commit(Side::Allies);
    assert!(!std::sync::Arc::ptr_eq(&drafted.units, &g.s.units));
    let id = moved[0];
    assert_eq!(
        g.s.unit(id).and_then(|u| u.location.zone()),
        Some("F12"),
        "the commit moved the unit"
    );
    assert_ne!(
        drafted.unit(id).and_then(|u| u.location.zone()),
        Some("F12"),
        "and the drafted state still has it where it was"
    );
}

/// What `actor` may do with the moves narrowed to `units`.
fn narrowed(g: &Game, actor: &Actor, units: &[UnitId]) -> Actions {
    let inputs = Inputs {
        map: &g.map,
        roster: &g.roster,
        now: now(),
        previous: None,
    };
    let only: std::collections::BTreeSet<UnitId> = units.iter().copied().collect();
    actions::actions(&g.s, &inputs, actor, Some(&only))
}

#[test]
fn r6_1_units_of_one_stack_go_together_where_each_may_go_and_every_such_order_is_accepted() {
    let (g, b, c) = stacking_game();
    let units = g.pick(b, 2, 1);
    let a = narrowed(&g, &hc(Side::Allies), &units);
    let together = a.together.clone().expect("several units asked");
    assert_eq!(together.problem, None);
    assert!(!together.destinations.is_empty());
    for d in &together.destinations {
        // Every unit may take it alone, and the order of all is accepted.
        for m in &a.moves {
            assert!(m
                .destinations
                .iter()
                .any(|e| e.to == d.to && e.kind == d.kind));
        }
        let mut copy = Game {
            s: g.s.clone(),
            map: map(),
            roster: g.roster.clone(),
            previous: None,
        };
        copy.ok(
            &hc(Side::Allies),
            Command::DraftMove(DraftMove {
                units: units.clone(),
                to: d.to.clone(),
                target: None,
            }),
        );
    }
    // One unit asks nothing of the kind; two battalions are not one order.
    assert!(narrowed(&g, &hc(Side::Allies), &units[..1])
        .together
        .is_none());
    let mixed = [units[0], g.pick(c, 1, 0)[0]];
    let t = narrowed(&g, &hc(Side::Allies), &mixed).together.unwrap();
    assert!(t.destinations.is_empty());
    assert!(t.problem.unwrap().contains("one battalion from one place"));
    // A unit the reader may not order is not moved with the others.
    let t = narrowed(&g, &bc(BC_A), &units).together.unwrap();
    assert!(t.destinations.is_empty() && t.problem.is_some());
}

#[test]
fn r6_1_units_with_no_destination_in_common_are_told_so() {
    let unit = |id: u32, to: &str| actions::UnitMoves {
        unit: UnitId::new(id),
        battalion: Some(BattalionId::new(1)),
        class: UnitClass::Company,
        from: Location::Zone("F13".into()),
        destinations: vec![actions::Destination {
            to: Location::Zone(to.into()),
            kind: crate::rules::attacks::MoveType::Move,
            targets: Vec::new(),
            needs_target: false,
        }],
    };
    let moves = [unit(1, "F12"), unit(2, "F11")];
    let both = [UnitId::new(1), UnitId::new(2)].into_iter().collect();
    let t = actions::together(&moves, &both);
    assert!(t.destinations.is_empty());
    assert!(
        t.problem.unwrap().contains("no destination in common"),
        "R6.1"
    );
}

/// R9.3, #43: a landing from a launch box is named the same where it is
/// offered and once it is drafted ("Land F14"), though on an empty enemy
/// beach it also takes it (R6.3a).
#[test]
fn r9_3_a_landing_is_named_alike_offered_and_drafted() {
    let (mut g, a, _b, x, y) = beach_game();
    // The beach emptied of the enemy: landing there takes it.
    let enemy: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(x) || u.battalion == Some(y))
            .map(|u| u.id)
            .collect();
    for id in enemy {
        g.s.unit_mut(id).unwrap().location = Location::Zone("F22".into());
    }
    let units = g.pick(a, 2, 0);
    let offered = narrowed(&g, &bc(BC_A), &units);
    let kind = offered
        .together
        .expect("asked")
        .destinations
        .iter()
        .find(|d| d.to == Location::Zone("F14".into()))
        .map(|d| d.kind);
    assert_eq!(kind, Some(crate::rules::attacks::MoveType::Land));
    g.draft(&bc(BC_A), units, "F14", None).expect("drafted");
    let inputs = Inputs {
        map: &g.map,
        roster: &g.roster,
        now: now(),
        previous: None,
    };
    let d = g.s.drafts.last().expect("a draft").clone();
    assert_eq!(
        actions::draft_kind(&g.s, &inputs, &bc(BC_A), &d),
        crate::rules::attacks::MoveType::Land
    );
}
