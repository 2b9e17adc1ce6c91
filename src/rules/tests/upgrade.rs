//! Stored states of an older format are upgraded, never read with silent
//! defaults (#23 drill: a campaign saved by the 2026-11-29 release in the
//! middle of a combat move lost its turn record, and a unit that had moved
//! and was attacking was accepted for a second move, R6.1, and its target
//! could be attacked again, R6.8).

use super::fixture::*;
use crate::rules::upgrade::{format_of, parse, upgrade, FORMAT};
use crate::rules::*;
use serde_json::{json, Value};

/// The state as the 2026-11-29 release wrote it: no format, the turn's
/// attacked battalions without their zones, no record of the phase's
/// moves, no per-side draft counters.
fn as_written_on_2026_11_29(s: &CampaignState) -> Value {
    let mut v = serde_json::to_value(s).unwrap();
    let o = v.as_object_mut().unwrap();
    o.remove("format");
    o.remove("draft_seq");
    let attacked: Vec<u32> = s.turn.attacked_in.iter().map(|(b, _)| b.get()).collect();
    let turn = o.get_mut("turn").unwrap().as_object_mut().unwrap();
    turn.remove("attacked_in");
    turn.remove("phase_acts");
    turn.insert("attacked".into(), json!(attacked));
    o.get_mut("params")
        .unwrap()
        .as_object_mut()
        .unwrap()
        .remove("gm_reads_side_channels");
    v
}

/// Round 1, Allied combat move: battalion A (from the Omaha box) attacks X
/// in F14 and is committed; B captured F12.
fn mid_combat_move() -> (Game, BattalionId, BattalionId, BattalionId, Vec<UnitId>) {
    let (mut g, a, b, x, _y) = beach_game();
    let attackers = g.pick(a, 3, 2);
    g.draft(&bc(BC_A), attackers.clone(), "F14", Some(x))
        .unwrap();
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    g.commit(Side::Allies);
    (g, a, b, x, attackers)
}

#[test]
fn r6_1_r6_8_a_state_of_the_last_release_keeps_its_turn_record() {
    let (mut g, _a, b, x, attackers) = mid_combat_move();
    let old = as_written_on_2026_11_29(&g.s);
    assert_eq!(format_of(&old), 1);
    let read = parse(&old.to_string(), None).unwrap();
    assert_eq!(read.format, FORMAT);
    assert_eq!(
        read.turn.attacked_in, g.s.turn.attacked_in,
        "R6.8 record carried"
    );
    let acted: Vec<UnitId> = read.turn.phase_acts.keys().copied().collect();
    let mut expected: Vec<UnitId> = g.s.turn.phase_acts.keys().copied().collect();
    expected.sort();
    assert_eq!(acted, expected, "R6.1 record rebuilt");
    for u in &attackers {
        assert_eq!(read.turn.phase_acts[u].act, pieces::Act::Attacked);
    }
    g.s = read;
    // R6.1: an attacker does not move again this phase.
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: vec![attackers[0]],
            to: Location::Zone("F13".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R6.1", "{}", v.message);
    // R6.8: the defender is not attacked again in F14 this turn.
    let still_in_f13: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(b) && u.active() && u.is_combat())
            .filter(|u| u.location == Location::Zone("F13".into()))
            .take(2)
            .map(|u| u.id)
            .collect();
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: still_in_f13,
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    assert_eq!(v.rule, "R6.8", "{}", v.message);
}

#[test]
fn a_state_of_this_format_reads_unchanged_and_a_newer_one_is_refused() {
    let (g, ..) = mid_combat_move();
    let now = serde_json::to_value(&g.s).unwrap();
    assert_eq!(format_of(&now), FORMAT);
    assert_eq!(upgrade(now.clone(), None).unwrap(), now, "nothing to do");
    assert_eq!(parse(&now.to_string(), None).unwrap(), g.s);
    let mut newer = now;
    newer["format"] = json!(FORMAT + 1);
    let e = upgrade(newer, None).unwrap_err();
    assert!(e.contains("newer Bocage"), "{e}");
    assert!(upgrade(json!([1, 2]), None).is_err());
}

/// The non-combat move of an old state: what moved is what stands
/// elsewhere than at the phase's start.
#[test]
fn r6_1_an_old_non_combat_move_learns_its_moves_from_the_phase_start() {
    // No battle this turn: B only captures F12, so the turn reaches its
    // non-combat move without a result to enter.
    let (mut g, _a, b, _x, _y) = beach_game();
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    g.commit(Side::Allies);
    g.goto(Side::Allies, Phase::NonCombatMove);
    let start = serde_json::to_value(&g.s).unwrap();
    let walker = g.pick(b, 2, 0)[1];
    g.draft(&bc(BC_B), vec![walker], "F12", None).unwrap();
    g.commit(Side::Allies);
    let old = as_written_on_2026_11_29(&g.s);
    let read = parse(&old.to_string(), Some(&start.to_string())).unwrap();
    let act = &read.turn.phase_acts[&walker];
    assert_eq!(act.from, Location::Zone("F13".into()));
    assert_eq!(act.to, Location::Zone("F12".into()));
    assert_eq!(read.turn.phase_acts.len(), 1);
}
