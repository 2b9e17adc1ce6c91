//! R12.3: the GM's corrections of a unit, a zone or a result: a reason is
//! required, before and after are recorded, a unit's name only for its side.

use super::fixture::*;
use crate::rules::corrections::{CorrectResult, CorrectUnit, CorrectZone};
use crate::rules::*;

fn unit_fix(unit: UnitId, to: &str, reason: &str) -> Command {
    Command::CorrectUnit(CorrectUnit {
        unit,
        to: Location::Zone(to.into()),
        reason: reason.into(),
    })
}

#[test]
fn r12_3_only_the_gm_corrects_and_always_with_a_reason() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let u = g.pick(b, 1, 0)[0];
    g.forbidden(&hc(Side::Allies), unit_fix(u, "F12", "Oops"));
    let v = g.refused(&gm(), unit_fix(u, "F12", "   "));
    assert_eq!(v.rule, "R12.3");
    let v = g.refused(
        &gm(),
        Command::CorrectZone(CorrectZone {
            zone: "F13".into(),
            control: Side::Axis,
            reason: String::new(),
        }),
    );
    assert_eq!(v.rule, "R12.3");
}

#[test]
fn r12_3_a_unit_correction_shows_before_and_after_and_its_name_to_its_side_only() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let u = g.pick(b, 1, 0)[0];
    let name = g.s.unit(u).unwrap().name.clone();
    let ev = g.ok(&gm(), unit_fix(u, "F12", "Moved by mistake"));
    assert_eq!(g.loc(u), "F12");
    let e = &ev[0];
    assert_eq!(e.kind(), "correction");
    assert_eq!(e.audience, Visibility::All);
    assert!(e.text.contains("F13 -> F12"), "{}", e.text);
    assert!(e.text.contains("reason: Moved by mistake"), "{}", e.text);
    assert!(!e.text.contains(&name), "the public text names no unit");
    let (side, inner) = e.inner.clone().unwrap();
    assert_eq!(side, Side::Allies);
    assert!(inner.contains(&name), "{inner}");
    // A destroyed unit comes back the same way.
    g.s.unit_mut(u).unwrap().destroyed = true;
    let ev = g.ok(&gm(), unit_fix(u, "F13", "Wrong casualty"));
    assert!(ev[0].text.contains("destroyed -> F13"), "{}", ev[0].text);
    assert!(g.s.unit(u).unwrap().active());
    let v = g.refused(&gm(), unit_fix(u, "F13", "Again"));
    assert!(v.message.contains("already in"), "{}", v.message);
}

#[test]
fn r12_3_a_zone_correction_sets_its_control() {
    let (mut g, ..) = beach_game();
    let ev = g.ok(
        &gm(),
        Command::CorrectZone(CorrectZone {
            zone: "F20".into(),
            control: Side::Allies,
            reason: "Battle 4 was won".into(),
        }),
    );
    assert_eq!(g.s.control.get("F20"), Some(&Side::Allies));
    assert!(
        ev[0]
            .text
            .contains("control of F20: Axis-controlled -> Allied-controlled"),
        "{}",
        ev[0].text
    );
}

#[test]
fn r12_3_a_result_is_corrected_before_casualties_and_not_after() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    g.force();
    let id = g.s.battles[0].id;
    let fix = |outcome, al, dl| {
        Command::CorrectResult(CorrectResult {
            battle: id,
            outcome,
            attacker_losses: al,
            defender_losses: dl,
            reason: "The save said otherwise".into(),
        })
    };
    let v = g.refused(&gm(), fix(Outcome::Draw, 1, 1));
    assert!(v.message.contains("no result"), "{}", v.message);
    g.ok(
        &gm(),
        Command::EnterResult(EnterResult {
            battle: id,
            outcome: Outcome::MinorVictory,
            attacker_losses: Some(1),
            defender_losses: Some(2),
            notes: String::new(),
            link: String::new(),
            ruling: String::new(),
        }),
    );
    let ev = g.ok(&gm(), fix(Outcome::Draw, 1, 1));
    let r = g.s.battle(id).unwrap().result.clone().unwrap();
    assert_eq!(
        (r.outcome, r.attacker_losses, r.defender_losses),
        (Outcome::Draw, 1, 1)
    );
    assert!(
        ev[0]
            .text
            .contains("-> Draw (attacker loses 1, defender loses 1)"),
        "{}",
        ev[0].text
    );
    let v = g.refused(&gm(), fix(Outcome::Draw, 9, 1));
    assert_eq!(v.rule, "R7.5");
    // Once a side chose its casualties the result stands.
    g.advance();
    let lost = vec![g.s.battle(id).unwrap().attacker_units[0]];
    g.ok(
        &hc(Side::Allies),
        Command::ChooseCasualties(ChooseCasualties {
            battle: id,
            units: lost,
            side: None,
        }),
    );
    let v = g.refused(&gm(), fix(Outcome::MinorLoss, 1, 1));
    assert!(v.message.contains("casualties are chosen"), "{}", v.message);
}

#[test]
fn r12_3_the_history_counts_as_corrections_what_the_corrections_record() {
    // Every entry a correction command records is marked a correction,
    // and its kind is among those the history's filter takes in.
    let (mut g, _a, b, _x, _y) = beach_game();
    let u = g.pick(b, 1, 0)[0];
    let fixes = [
        unit_fix(u, "F12", "Moved by mistake"),
        Command::CorrectZone(CorrectZone {
            zone: "F13".into(),
            control: Side::Axis,
            reason: "Wrong owner".into(),
        }),
    ];
    for fix in fixes {
        for e in g.ok(&gm(), fix) {
            assert!(e.event.is_correction(), "{:?}", e.event);
            assert!(Event::CORRECTION_KINDS.contains(&e.kind()), "{}", e.kind());
        }
    }
    let moved = Event::UnitRestored {
        unit: u,
        to: Location::Zone("F13".into()),
    };
    assert!(moved.is_correction());
    assert!(!Event::AllReady.is_correction());
    assert_eq!(Event::CORRECTION_KINDS, &["unit_restored", "correction"]);
}
