//! R13.5 a battle that does not end by itself: a commander concedes and the
//! GM enters the result saying so; the GM chases whoever the battle waits
//! on, at most once an hour; a result by ruling names its reason and keeps
//! R7.5's caps.

use super::fixture::*;
use super::relay::{send, set_up};
use crate::rules::play::PlayMode;
use crate::rules::results::EnterResult;
use crate::rules::rulings::{conceded_for, ChaseBattle, ConcedeBattle};
use crate::rules::*;

fn concede(id: BattleId) -> Command {
    Command::ConcedeBattle(ConcedeBattle { battle: id })
}

fn chase(id: BattleId) -> Command {
    Command::ChaseBattle(ChaseBattle { battle: id })
}

fn result(id: BattleId, attacker_losses: Option<u32>, ruling: &str) -> Command {
    Command::EnterResult(EnterResult {
        battle: id,
        outcome: Outcome::MajorVictory,
        attacker_losses,
        defender_losses: None,
        notes: String::new(),
        link: String::new(),
        ruling: ruling.into(),
    })
}

fn to_resolution(g: &mut Game) {
    for _ in 0..4 {
        if g.s.phase == Phase::CombatResolution {
            return;
        }
        g.advance();
    }
    assert_eq!(g.s.phase, Phase::CombatResolution);
}

fn rules_of(p: &Problems) -> Vec<&str> {
    p.all().iter().map(|v| v.rule.as_str()).collect()
}

#[test]
fn r13_5_a_commander_concedes_once_and_the_result_says_so() {
    let (mut g, id) = set_up(PlayMode::Live);
    // Nobody else concedes for the battle's commanders.
    for other in [bc(BC_Y), bc(BC_B), hc(Side::Axis), gm()] {
        assert!(
            matches!(g.run(&other, concede(id)), Err(Refusal::Forbidden(_))),
            "{other:?} conceded"
        );
    }
    let said = g.ok(&bc(BC_X), concede(id));
    let e = said.iter().find(|e| e.kind() == "battle_conceded").unwrap();
    assert_eq!(e.audience, Visibility::Gm, "not in either side's history");
    // The two commanders, their HCs and the GM know it; nobody else.
    let b = g.s.battle(id).unwrap().clone();
    for (who, knows) in [
        (bc(BC_X), true),
        (bc(BC_A), true),
        (hc(Side::Allies), true),
        (hc(Side::Axis), true),
        (gm(), true),
        (bc(BC_Y), false),
        (bc(BC_B), false),
        (Actor::of(OBSERVER, &roster()), false),
    ] {
        let seen = conceded_for(&g.s, &who, &b);
        assert_eq!(seen.is_some(), knows, "{who:?}");
        if knows {
            assert_eq!(seen, Some(Side::Axis));
        }
    }
    // Once: the other commander cannot concede it too.
    let p = g.refused(&bc(BC_A), concede(id));
    assert_eq!(rules_of(&p), ["R13.5"]);
    // The GM enters the result: public, saying it was conceded.
    to_resolution(&mut g);
    let said = g.ok(&gm(), result(id, None, ""));
    let e = said.iter().find(|e| e.kind() == "result_entered").unwrap();
    assert_eq!(e.audience, Visibility::All);
    assert!(
        e.text.contains("conceded by the Axis commander"),
        "{}",
        e.text
    );
    let r = g.s.battle(id).unwrap().result.clone().unwrap();
    assert_eq!(r.conceded, Some(Side::Axis));
}

#[test]
fn r13_5_no_concession_before_set_up_or_after_the_result() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    to_resolution(&mut g);
    g.ok(&gm(), result(id, None, ""));
    let p = g.refused(&bc(BC_X), concede(id));
    assert_eq!(rules_of(&p), ["R13.5"]);
    assert!(p.all()[0].message.contains("is over"), "{:?}", p.all());
}

#[test]
fn r13_5_the_gm_chases_whoever_the_battle_waits_on_at_most_once_an_hour() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    assert!(matches!(
        g.run(&bc(BC_A), chase(id)),
        Err(Refusal::Forbidden(_))
    ));
    // No file yet: either may send the first, so both are reminded.
    let said = g.ok(&gm(), chase(id));
    let e = said.iter().find(|e| e.kind() == "battle_chased").unwrap();
    assert_eq!(e.audience, Visibility::Gm);
    assert!(e.text.contains("both commanders"), "{}", e.text);
    // Again at once: refused, nothing changes.
    let p = g.refused(&gm(), chase(id));
    assert_eq!(rules_of(&p), ["R13.5"]);
    // The Axis commander sends a file: the ball is the Allies'.
    g.ok(&bc(BC_X), send(id, BC_X, 101));
    let later = now() + chrono::Duration::minutes(61);
    let said = g.run_at(&gm(), chase(id), later).unwrap();
    let e = said.iter().find(|e| e.kind() == "battle_chased").unwrap();
    match &e.event {
        Event::BattleChased { sides, .. } => assert_eq!(sides, &[Side::Allies]),
        other => panic!("{other:?}"),
    }
    assert!(e.text.contains("the Allied commander"), "{}", e.text);
}

#[test]
fn r13_5_a_ruling_names_its_reason_and_keeps_the_r7_5_caps() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    to_resolution(&mut g);
    // Over the cap and a reason too long: both at once, nothing changes.
    let p = g.refused(&gm(), result(id, Some(99), &"x".repeat(501)));
    let rules = rules_of(&p);
    assert!(
        rules.contains(&"R7.5") && rules.contains(&"R13.5"),
        "{rules:?}"
    );
    let said = g.ok(
        &gm(),
        result(id, None, "The defender did not answer for 12 days."),
    );
    let e = said.iter().find(|e| e.kind() == "result_entered").unwrap();
    assert_eq!(e.audience, Visibility::All);
    assert!(
        e.text
            .ends_with("by ruling: The defender did not answer for 12 days."),
        "{}",
        e.text
    );
    let r = g.s.battle(id).unwrap().result.clone().unwrap();
    assert_eq!(r.ruling, "The defender did not answer for 12 days.");
    // A chase once the result is in: the battle is over.
    let p = g.refused(&gm(), chase(id));
    assert_eq!(rules_of(&p), ["R13.5"]);
}

#[test]
fn r13_4_turn_tempo_goes_into_the_record_of_who_answered() {
    use crate::rules::record::{record_of, records_for};
    let (mut g, id) = set_up(PlayMode::Pbem);
    let at = |h: i64| now() + chrono::Duration::hours(h);
    // The first file answers nothing; X answers in 10 h (within the 48 h
    // clock), A in 60 h (past it); a file taken back was no answer.
    g.run_at(&bc(BC_A), send(id, BC_A, 101), at(0)).unwrap();
    g.run_at(&bc(BC_X), send(id, BC_X, 102), at(10)).unwrap();
    g.run_at(&bc(BC_A), send(id, BC_A, 103), at(70)).unwrap();
    g.run_at(&bc(BC_X), send(id, BC_X, 104), at(71)).unwrap();
    g.run_at(
        &bc(BC_X),
        Command::WithdrawTurn(crate::rules::relay::WithdrawTurn { battle: id }),
        at(72),
    )
    .unwrap();
    let x = record_of(&g.s, BC_X);
    assert_eq!((x.turns_answered, x.turns_in_time), (1, 1));
    assert_eq!(x.average_answer_minutes, Some(600));
    let a = record_of(&g.s, BC_A);
    assert_eq!((a.turns_answered, a.turns_in_time), (1, 0));
    assert_eq!(a.average_answer_minutes, Some(3600));
    // Each reads his own; the GM everyone's.
    let own: Vec<UserId> = records_for(&g.s, BC_X, false)
        .iter()
        .map(|r| r.user)
        .collect();
    assert_eq!(own, [BC_X]);
    assert_eq!(records_for(&g.s, GM, true).len(), 2);
}

#[test]
fn r13_5_the_boards_next_action_follows_the_battle() {
    use crate::rules::battle_board::{rows, NextAction};
    let (mut g, id) = set_up(PlayMode::Pbem);
    let next = |g: &Game, at: chrono::DateTime<chrono::Utc>| {
        let inputs = Inputs::new(&g.map, &g.roster, at);
        let a = actions(&g.s, &inputs, &gm(), None);
        rows(&g.s, &a, at)
            .into_iter()
            .find(|r| r.battle == id)
            .map(|r| (r.next, r.to_move, r.sent))
    };
    let at = |h: i64| now() + chrono::Duration::hours(h);
    // Set up, no file: the players play.
    assert_eq!(next(&g, at(0)), Some((NextAction::None, None, 0)));
    g.ok(&bc(BC_X), send(id, BC_X, 101));
    assert_eq!(
        next(&g, at(1)),
        Some((NextAction::None, Some(Side::Allies), 1))
    );
    // Reminded once and past the clock again: chase, give time or rule.
    g.run_at(
        &gm(),
        Command::ChaseTurn(crate::rules::relay::ChaseTurn {
            battle: id,
            n: 1,
            step: 1,
        }),
        at(49),
    )
    .unwrap();
    assert_eq!(next(&g, at(50)).map(|n| n.0), Some(NextAction::Chase));
    // The result's phase: enter it.
    to_resolution(&mut g);
    assert_eq!(next(&g, at(51)).map(|n| n.0), Some(NextAction::EnterResult));
    // A player has no board.
    let inputs = Inputs::new(&g.map, &g.roster, now());
    let a = actions(&g.s, &inputs, &bc(BC_A), None);
    assert!(rows(&g.s, &a, now()).is_empty());
}

#[test]
fn r13_5_a_conceded_battle_does_not_begin() {
    use crate::rules::play::StartPlay;
    let (mut g, id) = set_up(PlayMode::Live);
    g.ok(&bc(BC_A), concede(id));
    let p = g.refused(&bc(BC_X), Command::StartPlay(StartPlay { battle: id }));
    assert_eq!(rules_of(&p), ["R13.5"]);
}

#[test]
fn r13_5_a_conceded_battle_takes_no_more_files_and_the_clock_stops() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    g.ok(&bc(BC_X), send(id, BC_X, 101));
    g.ok(&bc(BC_A), concede(id));
    // No more files, from either side.
    let p = g.refused(&bc(BC_A), send(id, BC_A, 102));
    assert_eq!(rules_of(&p), ["R13.5"], "{:?}", p.all());
    let b = g.s.battle(id).unwrap().clone();
    assert!(
        crate::rules::relay::next_chase(&g.s, &b).is_none(),
        "no clock"
    );
    let r = crate::rules::relay_view::follow(&g.s, &bc(BC_A), &b, now()).unwrap();
    assert!(!r.may_send && r.to_move.is_none(), "{r:?}");
    // The board says it waits on the result.
    let inputs = Inputs::new(&g.map, &g.roster, now());
    let a = actions(&g.s, &inputs, &gm(), None);
    let row = crate::rules::battle_board::rows(&g.s, &a, now())
        .into_iter()
        .find(|r| r.battle == id)
        .unwrap();
    assert_eq!(row.next, crate::rules::battle_board::NextAction::Conceded);
}

#[test]
fn r13_1_support_is_fixed_once_the_battle_is_set_up() {
    use crate::rules::support::AssignSupport;
    let (mut g, id) = set_up(PlayMode::Pbem);
    let assign = Command::AssignSupport(AssignSupport {
        battle: id,
        artillery: Vec::new(),
        air: Vec::new(),
        ship: true,
    });
    let p = g.refused(&hc(Side::Allies), assign);
    assert_eq!(rules_of(&p), ["R13.1"], "{:?}", p.all());
    // Not offered either.
    let inputs = Inputs::new(&g.map, &g.roster, now());
    let a = actions(&g.s, &inputs, &hc(Side::Allies), None);
    assert!(a.support.iter().all(|s| s.battle != id), "{:?}", a.support);
}
