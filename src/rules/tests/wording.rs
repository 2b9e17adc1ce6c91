//! #43: the words a new player misread: counts said properly, casualty
//! prompts that say when every unit is lost.

use super::fixture::*;
use crate::rules::choices::CasualtyChoice;
use crate::rules::*;

fn choice(count: u32, fought: usize) -> CasualtyChoice {
    CasualtyChoice {
        battle: BattleId::new(1),
        side: Side::Axis,
        attacker: false,
        candidates: (1..=fought as u32).map(UnitId::new).collect(),
        count,
        default: Vec::new(),
    }
}

#[test]
fn r8_1_a_total_loss_is_confirmed_not_chosen() {
    let all = choice(5, 5).prompt();
    assert!(all.starts_with("All 5 units that fought are lost"), "{all}");
    assert!(!all.contains("Choose"), "{all}");
    assert_eq!(
        choice(1, 1).prompt(),
        "All 1 unit that fought is lost: confirm the casualties (R8.1)."
    );
    let some = choice(1, 4).prompt();
    assert!(
        some.starts_with("Choose exactly 1 unit lost of the 4"),
        "{some}"
    );
    // #44: each reader reads it in their own language.
    let de = choice(1, 4)
        .prompt_said()
        .said_in(crate::rules::say::Lang::De);
    assert!(de.starts_with("Bitte genau 1 verlorene Einheit"), "{de}");
}

#[test]
fn r7_counts_in_history_are_said_properly() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 1, 0), "F14", Some(x)).unwrap();
    let entries = g.commit(Side::Allies);
    let declared = entries
        .iter()
        .find(|e| e.text.contains("attacks"))
        .expect("a battle declared");
    assert!(
        declared.text.contains("(1 unit) attacks"),
        "{}",
        declared.text
    );
}
