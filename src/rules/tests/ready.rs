//! R5.12: a battalion commander says his orders are done; the flag ends
//! with the phase, a change to his drafts takes it back, and only his side
//! (and the GM) knows it.

use super::fixture::*;
use crate::rules::ready::{is_ready, roll, SetReady};
use crate::rules::*;

fn ready(on: bool) -> Command {
    Command::SetReady(SetReady { ready: on })
}

fn view_ready(g: &Game, who: &Actor) -> Vec<UserId> {
    view(&g.s, &g.map, who).ready
}

#[test]
fn r5_12_a_commander_says_his_orders_are_done_and_his_side_reads_it() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F14", Some(x)).unwrap();
    let ev = g.ok(&bc(BC_A), ready(true));
    assert_eq!(ev[0].audience, Visibility::Allies, "the side's knowledge");
    assert!(is_ready(&g.s, BC_A));
    assert_eq!(roll(&g.s), vec![(BC_A, true), (BC_B, false)]);
    for who in [hc(Side::Allies), bc(BC_B), gm()] {
        assert_eq!(view_ready(&g, &who), vec![BC_A], "{who:?} reads it");
    }
    for who in [hc(Side::Axis), bc(BC_X), Actor::of(OBSERVER, &roster())] {
        assert!(view_ready(&g, &who).is_empty(), "{who:?} does not");
    }
    // Said twice, or unsaid when not said: refused with the rule.
    assert_eq!(g.refused(&bc(BC_A), ready(true)).rule, "R5.12");
    assert_eq!(g.refused(&bc(BC_B), ready(false)).rule, "R5.12");
    g.ok(&bc(BC_A), ready(false));
    assert!(!is_ready(&g.s, BC_A));
}

#[test]
fn r5_12_a_new_draft_of_his_takes_it_back_and_the_phase_end_clears_it() {
    let (mut g, a, b, x, y) = beach_game();
    g.ok(&bc(BC_A), ready(true));
    g.ok(&bc(BC_B), ready(true));
    // Another commander's draft changes nothing of A's word, only his own.
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F14", Some(y)).unwrap();
    assert!(is_ready(&g.s, BC_A));
    assert!(!is_ready(&g.s, BC_B));
    g.draft(&bc(BC_A), g.pick(a, 1, 0), "F14", Some(x)).unwrap();
    assert!(!is_ready(&g.s, BC_A), "his new draft takes it back");
    // An HC's draft for his battalion takes it back too.
    g.ok(&bc(BC_A), ready(true));
    g.draft(
        &hc(Side::Allies),
        g.pick(a, 1, 1)[1..].to_vec(),
        "F14",
        Some(x),
    )
    .unwrap();
    assert!(
        !is_ready(&g.s, BC_A),
        "a draft of his battalion takes it back"
    );
    g.ok(&bc(BC_B), ready(true));
    assert_eq!(roll(&g.s), vec![(BC_A, false), (BC_B, true)]);
    g.commit(Side::Allies);
    g.force();
    assert!(
        g.s.people.ready.is_empty(),
        "the phase's end clears every flag"
    );
}

#[test]
fn r5_12_only_the_acting_sides_commanders_in_a_move_phase() {
    let (mut g, ..) = beach_game();
    g.forbidden(&bc(BC_X), ready(true));
    g.forbidden(&hc(Side::Allies), ready(true));
    g.forbidden(&Actor::of(OBSERVER, &roster()), ready(true));
    g.force();
    assert_eq!(g.s.phase, Phase::CombatResolution);
    assert_eq!(g.refused(&bc(BC_A), ready(true)).rule, "R5.12");
}

#[test]
fn r5_12_actions_offer_the_flag_to_whoever_may_say_it() {
    let (mut g, ..) = beach_game();
    let offer = |g: &Game, who: &Actor| {
        let inputs = Inputs::new(&g.map, &g.roster, now());
        actions(&g.s, &inputs, who, None).ready
    };
    assert_eq!(offer(&g, &bc(BC_A)), Some(false));
    assert_eq!(offer(&g, &bc(BC_X)), None);
    assert_eq!(offer(&g, &hc(Side::Allies)), None);
    g.ok(&bc(BC_A), ready(true));
    assert_eq!(offer(&g, &bc(BC_A)), Some(true));
}

#[test]
fn r5_12_one_who_said_he_is_done_is_not_asked_to_draft_again() {
    let (mut g, ..) = beach_game();
    let asked = |g: &Game| {
        let inputs = Inputs::new(&g.map, &g.roster, now());
        let a = actions(&g.s, &inputs, &bc(BC_A), None);
        todo(&g.s, &g.map, &a, &bc(BC_A))
            .iter()
            .any(|t| t.kind == TodoKind::Draft)
    };
    assert!(asked(&g));
    g.ok(&bc(BC_A), ready(true));
    assert!(!asked(&g), "done: the to-do no longer asks");
    g.ok(&bc(BC_A), ready(false));
    assert!(asked(&g));
}

#[test]
fn r5_12_a_flag_the_high_commander_takes_back_is_said_to_the_side() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.ok(&bc(BC_A), ready(true));
    let ev = g
        .draft(&hc(Side::Allies), g.pick(a, 1, 0), "F14", Some(x))
        .unwrap();
    let said: Vec<&Entry> = ev
        .iter()
        .filter(|e| e.kind() == "ready_taken_back")
        .collect();
    assert_eq!(said.len(), 1, "{ev:?}");
    assert_eq!(said[0].audience, Visibility::Allies, "the side's knowledge");
    assert!(
        said[0].text.contains("no longer marked done"),
        "{}",
        said[0].text
    );
    // His own change takes it back without a word: he knows.
    g.ok(&bc(BC_A), ready(true));
    let ev = g
        .draft(&bc(BC_A), g.pick(a, 2, 0)[1..].to_vec(), "F14", Some(x))
        .unwrap();
    assert!(ev.iter().all(|e| e.kind() != "ready_taken_back"), "{ev:?}");
}
