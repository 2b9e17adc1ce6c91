//! #43: a refused command names every rule it breaks at once, not one per
//! attempt: orders, defenders, results and extension requests.

use super::fixture::*;
use super::schedule::scheduled;
use crate::rules::extensions::RequestExtension;
use crate::rules::schedule::AtDeadline;
use crate::rules::*;

fn rules_of(p: &Problems) -> Vec<&str> {
    p.all().iter().map(|v| v.rule.as_str()).collect()
}

#[test]
fn r6_every_rule_an_order_breaks_is_named_at_once() {
    let (mut g, _a, b, x, _y) = beach_game();
    // One of its platoons stands in for the side's guns in F13.
    let guns = g.pick(b, 0, 1)[0];
    let u = g.s.unit_mut(guns).unwrap();
    (u.class, u.battalion) = (UnitClass::Artillery, None);
    // Four companies of one battalion and the side's guns, into an attack.
    let mut units = g.pick(b, 4, 0);
    units.push(guns);
    let p = g.refused(
        &hc(Side::Allies),
        Command::DraftMove(DraftMove {
            units,
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    let rules = rules_of(&p);
    for rule in ["R6.6", "R6.5", "R6.4"] {
        assert!(rules.contains(&rule), "{rule} missing from {:?}", p.all());
    }
    assert_eq!(p.rule, p.all()[0].rule, "the first problem is the headline");
    assert!(g.s.drafts.is_empty(), "nothing drafted");
}

#[test]
fn r6_an_order_from_two_places_still_counts_its_companies() {
    // The play-test's order: two battalions' units from two places (R6.5,
    // R6.1) and four companies into one battle (R6.4): all three at once.
    let (mut g, a, b, x, _y) = beach_game();
    let mut units = g.pick(a, 2, 0);
    units.extend(g.pick(b, 2, 0));
    let p = g.refused(
        &hc(Side::Allies),
        Command::DraftMove(DraftMove {
            units,
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    let rules = rules_of(&p);
    for rule in ["R6.5", "R6.1", "R6.4"] {
        assert!(rules.contains(&rule), "{rule} missing from {:?}", p.all());
    }
    assert!(g.s.drafts.is_empty(), "nothing drafted");
    // Into a zone that is no launch box's beach: the box's rule is said too.
    let mut units = g.pick(a, 1, 0);
    units.extend(g.pick(b, 1, 0));
    let p = g.refused(
        &hc(Side::Allies),
        Command::DraftMove(DraftMove {
            units,
            to: Location::Zone("F13".into()),
            target: None,
        }),
    );
    assert!(
        p.all()
            .iter()
            .any(|v| v.rule == "R6.1" && v.message.contains("may only land on its beach")),
        "{:?}",
        p.all()
    );
}

#[test]
fn r6_an_unsound_order_stands_alone_rather_than_miscount() {
    let (mut g, a, _b, x, _y) = beach_game();
    let units = g.pick(a, 2, 0);
    g.draft(&bc(BC_A), units.clone(), "F14", Some(x)).unwrap();
    // The same units again: R6.2, and no stacking count of them twice.
    let p = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units,
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    assert!(rules_of(&p).iter().all(|r| *r == "R6.2"), "{:?}", p.all());
    assert_eq!(p.all().len(), 2, "one per unit: {:?}", p.all());
}

#[test]
fn r7_1_every_problem_with_the_defenders_is_named_at_once() {
    let (mut g, a, _b, x, y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    // Two companies of X and two of Y, who is in F14 but not attacked.
    let own = g.pick(x, 2, 0);
    let other: Vec<UnitId> =
        g.s.battalion_units_in(y, "F14")
            .iter()
            .filter(|u| u.class == UnitClass::Company)
            .take(2)
            .map(|u| u.id)
            .collect();
    let p = g.refused(
        &gm(),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: own.iter().chain(other.iter()).copied().collect(),
        }),
    );
    let all = p.all();
    assert_eq!(
        all.iter()
            .filter(|v| v.message.contains("is not a unit of"))
            .count(),
        2,
        "{all:?}"
    );
    assert!(all.iter().any(|v| v.rule == "R6.4"), "{all:?}");
    assert!(
        all.iter()
            .any(|v| v.rule == "R7.1" && v.message.contains("Field at least 3 units")),
        "the shortfall counts X's own units only: {all:?}"
    );
}

#[test]
fn r7_5_every_problem_with_a_result_is_named_at_once() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    let units = g.pick(x, 3, 0);
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders { battle: id, units }),
    );
    g.advance();
    let p = g.refused(
        &gm(),
        Command::EnterResult(EnterResult {
            battle: id,
            outcome: Outcome::TacticalVictory,
            attacker_losses: Some(4),
            defender_losses: None,
            notes: "x".repeat(20_000),
            link: "javascript:alert(1)".into(),
            ruling: String::new(),
        }),
    );
    let all = p.all();
    assert_eq!(all.len(), 3, "{all:?}");
    assert!(all[0].message.contains("attacker loses"), "{all:?}");
    assert!(all[1].message.contains("Notes are limited"), "{all:?}");
    assert!(all[2].message.contains("after-action link"), "{all:?}");
    assert!(g.s.battles[0].result.is_none());
}

#[test]
fn r5_10_every_problem_with_an_extension_request_is_named_at_once() {
    let (mut g, ..) = scheduled(AtDeadline::Commit, false);
    g.ok(
        &bc(BC_B),
        Command::RequestExtension(RequestExtension {
            hours: 4,
            reason: "Battle still being played".into(),
        }),
    );
    let p = g.refused(
        &bc(BC_B),
        Command::RequestExtension(RequestExtension {
            hours: 400,
            reason: "  ".into(),
        }),
    );
    let all = p.all();
    assert_eq!(all.len(), 3, "{all:?}");
    assert!(all.iter().all(|v| v.rule == "R5.10"));
    assert!(all[0].message.contains("asked already"), "{all:?}");
    assert!(all[1].message.contains("Ask for 1 to"), "{all:?}");
    assert!(all[2].message.contains("reason"), "{all:?}");
}

#[test]
fn r6_4_counts_each_battalions_companies_and_r6_8_refuses_the_second_attack() {
    // A attacks X in F14 with 3 companies; B (from F13) adds 2 more into
    // the same battle: R6.8 (two attacks), not "5 companies" (R6.4).
    let (mut g, a, b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F14", Some(x)).unwrap();
    let p = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 2, 0),
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    let rules = rules_of(&p);
    assert!(rules.contains(&"R6.8"), "{:?}", p.all());
    assert!(!rules.contains(&"R6.4"), "{:?}", p.all());
    // Four of B's own: R6.4 with B's four.
    let p = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 4, 0),
            to: Location::Zone("F14".into()),
            target: Some(x),
        }),
    );
    let all = p.all();
    let four = all
        .iter()
        .find(|v| v.rule == "R6.4")
        .expect("R6.4 for B's four");
    assert!(four.message.contains('4'), "{}", four.message);
}
