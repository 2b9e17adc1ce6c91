//! R13.3 the PBEM relay: either commander sends the first turn file once
//! the battle is set up for PBEM, then the files alternate; the sender
//! takes his last file back until it is downloaded; the last files are
//! kept; the count and the ball are the two commanders', their HCs' and
//! the GM's, the files the two commanders' and the GM's.

use super::fixture::*;
use crate::rules::battles::ChooseDefenders;
use crate::rules::files::{may_see, FileFacts};
use crate::rules::play::{PlayMode, SetUpBattle};
use crate::rules::relay::{dropped, FetchTurn, SendTurn, StoredFile, WithdrawTurn};
use crate::rules::relay_view::follow;
use crate::rules::stage::Stage;
use crate::rules::*;

/// A attacks X in F14, X defends, the GM sets it up for `mode`.
pub(super) fn set_up(mode: PlayMode) -> (Game, BattleId) {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    let there = g.s.battalion_units_in(x, "F14");
    let of = |class: UnitClass, n: usize| {
        there
            .iter()
            .filter(move |u| u.class == class)
            .take(n)
            .map(|u| u.id)
    };
    let units: Vec<UnitId> = of(UnitClass::Company, 3)
        .chain(of(UnitClass::Platoon, 2))
        .collect();
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders { battle: id, units }),
    );
    g.ok(
        &gm(),
        Command::SetUpBattle(SetUpBattle { battle: id, mode }),
    );
    (g, id)
}

/// `user` sends stored file `file` of battle `id`, which he uploaded.
pub(super) fn send(id: BattleId, user: UserId, file: i64) -> Command {
    Command::SendTurn(SendTurn {
        battle: id,
        file,
        stored: Some(StoredFile {
            battle: id,
            uploader: user,
            save: true,
        }),
    })
}

fn withdraw(id: BattleId) -> Command {
    Command::WithdrawTurn(WithdrawTurn { battle: id })
}

fn fetch(id: BattleId, n: u32) -> Command {
    Command::FetchTurn(FetchTurn { battle: id, n })
}

fn relay(g: &Game, id: BattleId) -> &crate::rules::stage::Relay {
    &g.s.battle(id).unwrap().relay
}

#[test]
fn r13_3_the_files_alternate_and_a_second_in_a_row_is_refused() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    // Either may send the first: here the defender. It puts the battle in
    // play, publicly; the file itself is the GM's history only.
    let said = g.ok(&bc(BC_X), send(id, BC_X, 101));
    assert_eq!(g.s.battle(id).unwrap().stage(), Stage::InPlay);
    assert!(said
        .iter()
        .any(|e| e.kind() == "battle_in_play" && e.audience == Visibility::All));
    let sent = said.iter().find(|e| e.kind() == "turn_sent").unwrap();
    assert_eq!(sent.audience, Visibility::Gm, "the count is not public");
    // Twice in a row: refused with the rule, and nothing changes.
    let v = g.refused(&bc(BC_X), send(id, BC_X, 102));
    assert_eq!(v.rule, "R13.3");
    assert!(v.message.contains("the files alternate"), "{}", v.message);
    g.ok(&bc(BC_A), send(id, BC_A, 103));
    g.ok(&bc(BC_X), send(id, BC_X, 104));
    assert_eq!(relay(&g, id).sent, 3);
    // Others of either side send nothing; nor does the GM.
    g.forbidden(&bc(BC_B), send(id, BC_B, 105));
    g.forbidden(&hc(Side::Allies), send(id, ALLIED_HC, 105));
    g.forbidden(&gm(), send(id, GM, 105));
}

#[test]
fn r13_3_a_file_must_be_the_senders_own_cmbn_file_of_this_battle_and_all_problems_are_named() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    g.ok(&bc(BC_A), send(id, BC_A, 101));
    // Someone else's image, the same file again, and not his turn: three
    // problems at once.
    let v = g.refused(
        &bc(BC_A),
        Command::SendTurn(SendTurn {
            battle: id,
            file: 101,
            stored: Some(StoredFile {
                battle: id,
                uploader: BC_X,
                save: false,
            }),
        }),
    );
    let messages: Vec<String> = v.all().iter().map(|p| p.message.clone()).collect();
    assert_eq!(messages.len(), 4, "{messages:?}");
    assert!(v.all().iter().all(|p| p.rule == "R13.3"));
    // A file the server does not know, or of another battle: not found.
    let e = g
        .run(
            &bc(BC_X),
            Command::SendTurn(SendTurn {
                battle: id,
                file: 9,
                stored: None,
            }),
        )
        .unwrap_err();
    assert!(matches!(e, Refusal::NotFound(_)), "{e:?}");
}

#[test]
fn r13_3_no_turn_files_for_a_battle_played_live() {
    let (mut g, id) = set_up(PlayMode::Live);
    let v = g.refused(&bc(BC_A), send(id, BC_A, 101));
    assert!(v.message.contains("played live"), "{}", v.message);
    // A live battle has no files, no ball and nothing to send.
    let v = follow(&g.s, &bc(BC_A), g.s.battle(id).unwrap(), now()).unwrap();
    assert_eq!(v.mode, PlayMode::Live);
    assert_eq!((v.sent, v.to_move, v.may_send), (0, None, false));
}

#[test]
fn r13_3_the_sender_takes_back_his_last_file_until_it_is_downloaded() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    g.ok(&bc(BC_A), send(id, BC_A, 101));
    // Not the opponent's to take back.
    assert_eq!(g.refused(&bc(BC_X), withdraw(id)).rule, "R13.3");
    let before = g.s.clone();
    g.ok(&bc(BC_A), withdraw(id));
    assert_eq!(relay(&g, id).sent, 0);
    assert_eq!(dropped(&before, &g.s), vec![101], "its file goes");
    // Sent again, downloaded by the defender: no longer taken back.
    g.ok(&bc(BC_A), send(id, BC_A, 102));
    g.forbidden(&bc(BC_A), fetch(id, 1));
    g.ok(&bc(BC_X), fetch(id, 1));
    assert_eq!(g.refused(&bc(BC_X), fetch(id, 1)).rule, "R13.3", "once");
    let v = g.refused(&bc(BC_A), withdraw(id));
    assert!(v.message.contains("downloaded already"), "{}", v.message);
    // After a withdrawal the ball is back with the sender's opponent.
    g.ok(&bc(BC_X), send(id, BC_X, 103));
    g.ok(&bc(BC_X), withdraw(id));
    assert_eq!(g.refused(&bc(BC_A), send(id, BC_A, 104)).rule, "R13.3");
    g.ok(&bc(BC_X), send(id, BC_X, 104));
}

#[test]
fn r13_3_only_the_last_files_are_kept() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    let mut before = g.s.clone();
    for (i, (who, user)) in [(bc(BC_A), BC_A), (bc(BC_X), BC_X)]
        .into_iter()
        .cycle()
        .take(5)
        .enumerate()
    {
        before = g.s.clone();
        g.ok(&who, send(id, user, 100 + i as i64));
    }
    let kept: Vec<u32> = relay(&g, id).turns.iter().map(|t| t.n).collect();
    assert_eq!(kept, [3, 4, 5], "the last 3 (the default)");
    assert_eq!(relay(&g, id).sent, 5);
    assert_eq!(dropped(&before, &g.s), vec![101], "file 2 went with file 5");
    // Alternation holds when the first files are gone: A sent 5.
    assert_eq!(g.refused(&bc(BC_A), send(id, BC_A, 200)).rule, "R13.3");
}

#[test]
fn r13_3_the_count_and_the_ball_are_the_commanders_their_hcs_and_the_gms_the_files_fewer() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    g.ok(&bc(BC_A), send(id, BC_A, 101));
    let b = g.s.battle(id).unwrap().clone();
    for (who, files) in [
        (bc(BC_A), true),
        (bc(BC_X), true),
        (gm(), true),
        (hc(Side::Allies), false),
        (hc(Side::Axis), false),
    ] {
        let r = follow(&g.s, &who, &b, now()).unwrap_or_else(|| panic!("{who:?} follows"));
        assert_eq!(r.sent, 1);
        assert_eq!(r.to_move, Some(Side::Axis), "the defender has the ball");
        assert_eq!(r.files.is_some(), files, "{who:?}");
        let f = FileFacts {
            file: 101,
            battle: id,
            uploader: BC_A,
            side: Some(Side::Allies),
            gm_only: false,
        };
        assert_eq!(may_see(&who, &g.s, &f), files, "{who:?} opens the file");
    }
    for who in [bc(BC_B), bc(BC_Y), Actor::of(OBSERVER, &roster())] {
        assert!(
            follow(&g.s, &who, &b, now()).is_none(),
            "{who:?}: the stage only"
        );
    }
    // Who may send: the defender now, not the attacker.
    assert!(follow(&g.s, &bc(BC_X), &b, now()).unwrap().may_send);
    assert!(!follow(&g.s, &bc(BC_A), &b, now()).unwrap().may_send);
    assert!(follow(&g.s, &bc(BC_A), &b, now()).unwrap().may_withdraw);
}

#[test]
fn r13_3_the_commander_to_move_has_it_on_his_to_do_list() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    let asked = |g: &Game, who: &Actor| -> Vec<String> {
        let inputs = Inputs::new(&g.map, &g.roster, now());
        let a = actions(&g.s, &inputs, who, None);
        todo(&g.s, &g.map, &a, who)
            .into_iter()
            .filter(|t| t.kind == TodoKind::SendTurn && t.battle == Some(id))
            .map(|t| t.text)
            .collect()
    };
    // Before the first file both may send it; nobody is late yet.
    assert_eq!(asked(&g, &bc(BC_A)).len(), 1);
    assert_eq!(asked(&g, &bc(BC_X)).len(), 1);
    g.ok(&bc(BC_A), send(id, BC_A, 101));
    assert!(asked(&g, &bc(BC_A)).is_empty(), "he sent his");
    let x = asked(&g, &bc(BC_X));
    assert_eq!(x.len(), 1);
    assert!(x[0].contains("download turn file 1"), "{}", x[0]);
    for who in [hc(Side::Axis), gm(), bc(BC_Y)] {
        assert!(asked(&g, &who).is_empty(), "{who:?}");
    }
}

#[test]
fn r13_4_a_file_held_past_the_clock_is_chased_once_then_told_to_the_gm_and_hc() {
    use crate::rules::clock::work;
    use crate::rules::relay::ChaseTurn;
    let (mut g, id) = set_up(PlayMode::Pbem);
    g.ok(&bc(BC_A), send(id, BC_A, 101));
    let at = |h: i64| now() + chrono::Duration::hours(h);
    // Nothing before the clock (48 h by default).
    assert!(!matches!(work(&g.s, at(47)), Some(Command::ChaseTurn(_))));
    let first = work(&g.s, at(49)).expect("the clock has work");
    assert_eq!(
        first,
        Command::ChaseTurn(ChaseTurn {
            battle: id,
            n: 1,
            step: 1
        })
    );
    let said = g.run_at(&gm(), first.clone(), at(49)).unwrap();
    let e = said.iter().find(|e| e.kind() == "turn_chased").unwrap();
    assert_eq!(e.audience, Visibility::Gm);
    // Once: the same step again is refused, and the next waits 48 h more.
    assert!(g.run_at(&gm(), first, at(50)).is_err());
    assert!(!matches!(work(&g.s, at(90)), Some(Command::ChaseTurn(_))));
    let second = work(&g.s, at(97)).expect("step 2");
    g.run_at(&gm(), second, at(97)).unwrap();
    assert!(
        !matches!(work(&g.s, at(500)), Some(Command::ChaseTurn(_))),
        "twice at most"
    );
    // The answer starts the clock again for the other commander.
    g.run_at(&bc(BC_X), send(id, BC_X, 102), at(98)).unwrap();
    assert_eq!(relay(&g, id).chased, 0);
    // Players do not chase.
    g.forbidden(
        &bc(BC_A),
        Command::ChaseTurn(ChaseTurn {
            battle: id,
            n: 2,
            step: 1,
        }),
    );
}

#[test]
fn r13_4_the_holders_absence_stops_the_clock_at_most_the_pause_then_the_gm_is_told() {
    use crate::rules::absence::MarkAway;
    use crate::rules::clock::work;
    use crate::rules::relay::{ChaseTurn, STEP_AWAY};
    let (mut g, id) = set_up(PlayMode::Pbem);
    let at = |h: i64| now() + chrono::Duration::hours(h);
    g.ok(&bc(BC_A), send(id, BC_A, 101));
    // The holder (X) is away from hour 10 for 10 days: the clock stops for
    // 7 days (the default pause), then runs again.
    g.run_at(
        &bc(BC_X),
        Command::MarkAway(MarkAway {
            from: Some(at(10)),
            to: at(10 + 240),
            note: String::new(),
        }),
        at(1),
    )
    .unwrap();
    let chase = |step| {
        Command::ChaseTurn(ChaseTurn {
            battle: id,
            n: 1,
            step,
        })
    };
    assert!(!matches!(work(&g.s, at(49)), Some(Command::ChaseTurn(_))));
    // Past the pause, still away: the GM is told, once.
    assert_eq!(work(&g.s, at(10 + 168)), Some(chase(STEP_AWAY)));
    let said = g.run_at(&gm(), chase(STEP_AWAY), at(10 + 168)).unwrap();
    let e = said.iter().find(|e| e.kind() == "turn_chased").unwrap();
    assert!(e.text.contains("7-day pause"), "{}", e.text);
    assert!(g.run_at(&gm(), chase(STEP_AWAY), at(10 + 169)).is_err());
    // The reminder comes 48 h of running clock after the file: 168 h later.
    assert!(!matches!(
        work(&g.s, at(48 + 167)),
        Some(Command::ChaseTurn(_))
    ));
    assert_eq!(work(&g.s, at(48 + 168)), Some(chase(1)));
}

#[test]
fn r13_4_a_short_absence_stops_the_clock_for_its_length() {
    use crate::rules::absence::MarkAway;
    use crate::rules::clock::work;
    use crate::rules::relay::ChaseTurn;
    let (mut g, id) = set_up(PlayMode::Pbem);
    let at = |h: i64| now() + chrono::Duration::hours(h);
    g.ok(&bc(BC_A), send(id, BC_A, 101));
    g.run_at(
        &bc(BC_X),
        Command::MarkAway(MarkAway {
            from: Some(at(20)),
            to: at(44),
            note: String::new(),
        }),
        at(1),
    )
    .unwrap();
    // 24 h away: the reminder is due at 72 h, not 48, also once the
    // absence has ended (and gone); the GM is not told.
    fn until_chase(g: &mut Game, at: chrono::DateTime<chrono::Utc>) -> Option<ChaseTurn> {
        loop {
            match work(&g.s, at) {
                Some(Command::ChaseTurn(c)) => return Some(c),
                Some(other) => {
                    g.run_at(&gm(), other, at).unwrap();
                }
                None => return None,
            }
        }
    }
    assert_eq!(until_chase(&mut g, at(71)), None);
    assert!(g.s.people.absences.is_empty(), "the absence ended");
    let c = until_chase(&mut g, at(72)).expect("the reminder");
    assert_eq!((c.battle, c.step), (id, 1));
}

#[test]
fn r13_4_coming_back_early_keeps_the_time_away() {
    use crate::rules::absence::{Back, MarkAway};
    use crate::rules::clock::work;
    let (mut g, id) = set_up(PlayMode::Pbem);
    let at = |h: i64| now() + chrono::Duration::hours(h);
    g.ok(&bc(BC_A), send(id, BC_A, 101));
    g.run_at(
        &bc(BC_X),
        Command::MarkAway(MarkAway {
            from: Some(at(0)),
            to: at(100),
            note: String::new(),
        }),
        at(0),
    )
    .unwrap();
    // Back after 10 h: the clock stopped for those 10 h only.
    g.run_at(&bc(BC_X), Command::Back(Back {}), at(10)).unwrap();
    assert!(!matches!(work(&g.s, at(57)), Some(Command::ChaseTurn(_))));
    match work(&g.s, at(58)) {
        Some(Command::ChaseTurn(c)) => assert_eq!((c.battle, c.step), (id, 1)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn r13_4_the_gm_sets_one_battles_turn_clock() {
    use crate::rules::clock::work;
    use crate::rules::relay_clock::SetTurnClock;
    let (mut g, id) = set_up(PlayMode::Pbem);
    let at = |h: i64| now() + chrono::Duration::hours(h);
    let set = |hours| Command::SetTurnClock(SetTurnClock { battle: id, hours });
    assert!(matches!(
        g.run(&bc(BC_A), set(Some(24))),
        Err(Refusal::Forbidden(_))
    ));
    let p = g.refused(&gm(), set(Some(0)));
    assert_eq!(p.rule, "R13.4");
    let said = g.ok(&gm(), set(Some(24)));
    assert!(said
        .iter()
        .any(|e| e.kind() == "turn_clock_set" && e.audience == Visibility::Gm));
    g.ok(&bc(BC_A), send(id, BC_A, 101));
    assert!(!matches!(work(&g.s, at(23)), Some(Command::ChaseTurn(_))));
    assert!(matches!(work(&g.s, at(24)), Some(Command::ChaseTurn(_))));
    // Back to the schedule's 48 hours.
    g.ok(&gm(), set(None));
    assert!(!matches!(work(&g.s, at(47)), Some(Command::ChaseTurn(_))));
    assert!(matches!(work(&g.s, at(48)), Some(Command::ChaseTurn(_))));
}
