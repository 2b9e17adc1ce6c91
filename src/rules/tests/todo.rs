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
    todo(&g.s, &g.map, &a, actor)
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
    assert_eq!(
        commit.said.said_in(crate::rules::say::Lang::It),
        "1 ordine in bozza da rivedere e confermare."
    );
    assert!(commit.blocking);
    g.commit(Side::Allies);
    // After a commit the units left may still move, and the to-do says the
    // orders went in (found in play: "Draft your combat move" read as "not
    // sent").
    let after = todo_of(&g, &bc(BC_A));
    let left = after.iter().find(|t| t.kind == TodoKind::Draft).unwrap();
    assert!(left.text.starts_with("Orders committed. "), "{}", left.text);
    assert!(left
        .text
        .ends_with("may still move in this combat move (optional)."));
    assert!(!left.blocking, "nothing must move now");
    let battle = g.s.battles[0].id;
    let x_bc = todo_of(&g, &bc(BC_X));
    let choose = x_bc
        .iter()
        .find(|t| t.kind == TodoKind::ChooseDefenders)
        .unwrap_or_else(|| panic!("{x_bc:?}"));
    assert_eq!(choose.battle, Some(battle));
    assert!(
        choose.text.contains(&format!("battle {battle} in F14 ("))
            && choose.text.contains(" against "),
        "by its number, place and battalions (#43): {}",
        choose.text
    );
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

/// A (3 companies + 2 platoons from Omaha) attacks X in F14, committed, X's
/// defenders chosen, in the combat resolution phase.
fn resolving() -> (Game, BattleId) {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    let units: Vec<UnitId> =
        g.s.battalion_units_in(x, "F14")
            .iter()
            .filter(|u| u.is_combat())
            .take(3)
            .map(|u| u.id)
            .collect();
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders { battle: id, units }),
    );
    g.advance();
    assert_eq!(g.s.phase, Phase::CombatResolution);
    (g, id)
}

fn enter(g: &mut Game, id: BattleId, outcome: Outcome) {
    g.ok(
        &gm(),
        Command::EnterResult(EnterResult {
            battle: id,
            outcome,
            attacker_losses: None,
            defender_losses: None,
            notes: String::new(),
            link: String::new(),
            ruling: String::new(),
        }),
    );
}

#[test]
fn r7_5_the_gm_is_asked_for_a_result_only_until_it_is_in() {
    let (mut g, id) = resolving();
    let before = todo_of(&g, &gm());
    assert!(
        before
            .iter()
            .any(|t| t.kind == TodoKind::EnterResult && t.battle == Some(id)),
        "{before:?}"
    );
    enter(&mut g, id, Outcome::Draw);
    let after = todo_of(&g, &gm());
    assert!(
        !kinds(&after).contains(&TodoKind::EnterResult),
        "the result is in: {after:?}"
    );
}

#[test]
fn r6_6_support_is_asked_for_until_assigned_or_declined() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.s.status = Status::Setup;
    let guns = g.artillery(Side::Allies, "F13");
    g.s.status = Status::Active;
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    let asks = |g: &Game| {
        todo_of(g, &hc(Side::Allies))
            .iter()
            .any(|t| t.kind == TodoKind::AssignSupport)
    };
    assert!(asks(&g), "a battle with support to give is asked about");
    let assign = |artillery: Vec<UnitId>| {
        Command::AssignSupport(AssignSupport {
            battle: id,
            artillery,
            air: vec![],
            ship: false,
        })
    };
    g.ok(&hc(Side::Allies), assign(vec![guns]));
    assert!(!asks(&g), "support assigned: nothing left to ask");
    // The choice lists what the battle has, so a form shows it ticked.
    let inputs = Inputs {
        map: &g.map,
        roster: &g.roster,
        now: now(),
        previous: g.previous.as_ref(),
    };
    let acts = actions(&g.s, &inputs, &hc(Side::Allies), None);
    let choice = acts.support.iter().find(|c| c.battle == id).unwrap();
    assert_eq!(choice.assigned.artillery, vec![guns]);
    assert!(choice.artillery.contains(&guns), "still offered, to keep");
    assert!(choice.decided);
    // Declining (an empty assignment) also answers the question.
    let (mut g2, a2, _b, x2, _y) = beach_game();
    g2.draft(&bc(BC_A), g2.pick(a2, 3, 2), "F14", Some(x2))
        .unwrap();
    g2.commit(Side::Allies);
    assert!(asks(&g2), "naval support could be given");
    g2.ok(&hc(Side::Allies), {
        let id = g2.s.battles[0].id;
        Command::AssignSupport(AssignSupport {
            battle: id,
            artillery: vec![],
            air: vec![],
            ship: false,
        })
    });
    assert!(!asks(&g2), "declined: nothing left to ask");
}

#[test]
fn r8_1_a_battle_waits_on_casualties_only_when_they_can_be_chosen() {
    let (mut g, id) = resolving();
    let waiting = |g: &Game| g.s.battle(id).unwrap().waiting_on(g.s.phase);
    assert!(waiting(&g).contains("enter the result"), "{}", waiting(&g));
    // Draw: each side loses 1 (R7.5), chosen in the next phase.
    enter(&mut g, id, Outcome::Draw);
    assert!(
        waiting(&g).starts_with("the game master"),
        "in combat resolution nobody but the GM can act: {}",
        waiting(&g)
    );
    assert!(todo_of(&g, &bc(BC_A)).is_empty(), "nothing to do yet");
    g.advance();
    assert_eq!(g.s.phase, Phase::CombatResults);
    assert_eq!(waiting(&g), "both battalion commanders (casualties)");
    // Major Victory: the attacker loses nothing, so only the defender chooses.
    let (mut g, id) = resolving();
    enter(&mut g, id, Outcome::MajorVictory);
    g.advance();
    assert_eq!(
        g.s.battle(id).unwrap().waiting_on(g.s.phase),
        "the defending battalion commander (casualties)"
    );
    assert!(
        !kinds(&todo_of(&g, &bc(BC_A))).contains(&TodoKind::ChooseCasualties),
        "no casualties to choose for an attacker that lost nothing"
    );
    assert!(kinds(&todo_of(&g, &bc(BC_X))).contains(&TodoKind::ChooseCasualties));
}

/// #43: the GM's to-do lists the seat and extension requests waiting on
/// the GM (R1.6, R5.10), from `actions`, and forgets each once answered.
#[test]
fn r1_6_r5_10_the_gms_todo_lists_the_requests_waiting_on_the_gm() {
    use crate::rules::extensions::{DecideExtension, RequestExtension};
    use crate::rules::schedule::AtDeadline;
    use crate::rules::seats::{DecideSeat, OpenSeat, TakeSeat};
    let (mut g, _a, b, _x) = super::schedule::scheduled(AtDeadline::Commit, false);
    g.ok(
        &gm(),
        Command::OpenSeat(OpenSeat {
            battalion: Some(b),
            high_commander: None,
            open: true,
            at_once: false,
        }),
    );
    g.ok(
        &Actor::of(OBSERVER, &roster()),
        Command::TakeSeat(TakeSeat {
            battalion: Some(b),
            high_commander: None,
        }),
    );
    g.ok(
        &bc(BC_A),
        Command::RequestExtension(RequestExtension {
            hours: 12,
            reason: "Battle still being played".into(),
        }),
    );
    let list = todo_of(&g, &gm());
    let seat = list.iter().find(|t| t.kind == TodoKind::AnswerSeat);
    let more = list.iter().find(|t| t.kind == TodoKind::AnswerExtension);
    assert!(
        seat.is_some_and(|t| t.blocking && t.text.contains("1/501st")),
        "{list:?}"
    );
    assert!(
        more.is_some_and(
            |t| t.text.contains("12 more hours") && t.text.contains("still being played")
        ),
        "{list:?}"
    );
    // Nobody else is asked to answer them.
    for who in [hc(Side::Allies), bc(BC_A), bc(BC_X)] {
        let theirs = kinds(&todo_of(&g, &who));
        assert!(
            !theirs.contains(&TodoKind::AnswerSeat) && !theirs.contains(&TodoKind::AnswerExtension)
        );
    }
    g.ok(
        &gm(),
        Command::DecideSeat(DecideSeat {
            user: OBSERVER,
            approve: false,
        }),
    );
    g.ok(
        &gm(),
        Command::DecideExtension(DecideExtension {
            user: BC_A,
            grant: true,
        }),
    );
    let after = kinds(&todo_of(&g, &gm()));
    assert!(
        !after.contains(&TodoKind::AnswerSeat) && !after.contains(&TodoKind::AnswerExtension),
        "{after:?}"
    );
}
