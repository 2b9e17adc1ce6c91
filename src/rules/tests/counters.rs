//! #40, item 9: an id counter at the end of its range refuses what would
//! need another id, naming the counter; it never wraps to an id in use.

use super::fixture::*;
use crate::rules::annotations::{Annotate, Shape};
use crate::rules::*;

fn circle() -> Command {
    Command::Annotate(Annotate {
        shape: Shape::Circle,
        zone: "F13".into(),
        to: None,
        text: String::new(),
        side: None,
    })
}

#[test]
fn r12_1_a_counter_at_its_end_refuses_and_names_itself() {
    let (mut g, a, b, x, _y) = beach_game();
    g.s.annotations.last_allies = u32::MAX - 1;
    g.ok(&hc(Side::Allies), circle());
    assert_eq!(g.s.annotations.items.last().unwrap().id, u32::MAX);
    let v = g.refused(&hc(Side::Allies), circle());
    assert_eq!(v.rule, "R12.1");
    assert!(
        v.message.contains("annotations.last_allies"),
        "{}",
        v.message
    );
    // The other side's layer counts on.
    g.ok(&hc(Side::Axis), circle());

    g.s.draft_seq.allies = u32::MAX;
    let v = match g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None) {
        Err(Refusal::Rule(v)) => v,
        other => panic!("{other:?}"),
    };
    assert!(v.message.contains("draft_seq.allies"), "{}", v.message);
    assert!(g.s.drafts.is_empty());

    // A battle takes an id from `next_id` at the commit.
    g.s.draft_seq.allies = 0;
    g.draft(&bc(BC_A), g.pick(a, 3, 0), "F14", Some(x)).unwrap();
    g.s.next_id = u32::MAX;
    let v = g.refused(&hc(Side::Allies), Command::Commit(Commit {}));
    assert!(v.message.contains("next_id"), "{}", v.message);
}

#[test]
fn r12_1_a_counter_below_the_ids_present_is_a_problem() {
    let (mut g, _a, b, ..) = beach_game();
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    g.ok(&hc(Side::Allies), circle());
    g.ok(&hc(Side::Allies), circle());
    assert!(counters::problems(&g.s).is_empty());
    g.s.next_id = 3;
    g.s.draft_seq.allies = 0;
    g.s.annotations.last_allies = 1;
    let p = counters::problems(&g.s);
    assert_eq!(p.len(), 3, "{p:?}");
    assert!(p[0].starts_with("state.next_id: 3"), "{p:?}");
    assert!(
        p[1].contains("draft_seq.allies: 0 is below draft 1"),
        "{p:?}"
    );
    assert!(
        p[2].contains("annotations.last_allies: 1 is below annotation 2"),
        "{p:?}"
    );
}
