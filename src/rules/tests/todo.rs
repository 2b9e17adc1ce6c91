//! The to-do list (`rules::todo`): what waits on each role, from `actions`.

use super::fixture::*;
use crate::rules::*;

fn todo_of(g: &Game, actor: &Actor) -> Vec<Todo> {
    let inputs = Inputs {
        map: &g.map,
        roster: &g.roster,
        now: now(),
        previous: g.previous.as_ref(),
    };
    let a = actions(&g.s, &inputs, actor, None);
    todo(&g.s, &a, actor)
}

fn kinds(t: &[Todo]) -> Vec<TodoKind> {
    t.iter().map(|t| t.kind).collect()
}

#[test]
fn at_the_start_of_a_turn_the_movers_draft_and_the_gm_is_warned() {
    let (g, ..) = beach_game();
    let bc_a = todo_of(&g, &bc(BC_A));
    assert_eq!(kinds(&bc_a), vec![TodoKind::Draft]);
    assert!(
        bc_a[0].text.starts_with("Draft your combat move:"),
        "{}",
        bc_a[0].text
    );
    assert!(bc_a[0].blocking, "the turn is theirs: their move");
    // The other side and observers have nothing to do in the Allied turn.
    assert!(todo_of(&g, &bc(BC_X)).is_empty());
    assert!(todo_of(&g, &Actor::of(OBSERVER, &roster())).is_empty());
    // The GM reads that advancing now skips the Allied combat move (the
    // one-click skip the playtest found).
    let gm = todo_of(&g, &gm());
    assert!(
        gm.iter().any(|t| t.kind == TodoKind::Advance
            && t.blocking
            && t.text.contains("Allied side has drafted nothing yet")),
        "{gm:?}"
    );
    assert!(
        !kinds(&gm).contains(&TodoKind::Draft),
        "the GM is not told to draft"
    );
}

#[test]
fn drafts_wait_for_the_hc_and_battles_for_the_defender() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    let hc = todo_of(&g, &hc(Side::Allies));
    let commit = hc.iter().find(|t| t.kind == TodoKind::Commit).unwrap();
    assert_eq!(commit.text, "1 draft to review and commit.");
    assert!(commit.blocking);
    g.commit(Side::Allies);
    let battle = g.s.battles[0].id;
    let x_bc = todo_of(&g, &bc(BC_X));
    let choose = x_bc
        .iter()
        .find(|t| t.kind == TodoKind::ChooseDefenders)
        .unwrap_or_else(|| panic!("{x_bc:?}"));
    assert_eq!(choose.battle, Some(battle));
    assert!(choose.text.contains("battle in F14"), "{}", choose.text);
    assert!(choose.text.contains("at least 3"), "{}", choose.text);
    // Not the attacker's, nor the other Axis battalion's.
    assert!(!kinds(&todo_of(&g, &bc(BC_A))).contains(&TodoKind::ChooseDefenders));
    assert!(!kinds(&todo_of(&g, &bc(BC_Y))).contains(&TodoKind::ChooseDefenders));
    // The GM is not asked to choose for the player.
    assert!(!kinds(&todo_of(&g, &gm())).contains(&TodoKind::ChooseDefenders));
}

#[test]
fn due_dates_come_from_the_battle_or_the_phase_deadline() {
    let (mut g, a, _b, x, _y) = beach_game();
    let deadline = now() + chrono::Duration::hours(20);
    g.s.deadline = Some(deadline);
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let t = todo_of(&g, &bc(BC_X));
    assert!(t.iter().all(|t| t.due == Some(deadline)), "{t:?}");
    let due = now() + chrono::Duration::hours(48);
    g.s.battles[0].due = Some(due);
    let t = todo_of(&g, &bc(BC_X));
    let choose = t
        .iter()
        .find(|t| t.kind == TodoKind::ChooseDefenders)
        .unwrap();
    assert_eq!(choose.due, Some(due));
}
