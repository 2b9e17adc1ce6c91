//! What the clock does by itself (#26): R5.11 a battle's due date applies
//! the R7.1 / R8.1 default once; R1.5 an absence that ran out ends once;
//! `work` picks the earliest due cause, the deadline first on a tie.

use super::fixture::*;
use crate::rules::absence::MarkAway;
use crate::rules::clock::{clock_at, work, AbsenceOver, PassBattleDue};
use crate::rules::schedule::{PassDeadline, PauseCampaign};
use crate::rules::*;
use chrono::{Duration, Utc};

fn hours(h: i64) -> chrono::DateTime<Utc> {
    now() + Duration::hours(h)
}

/// The beach game with A's attack on X committed: battle 1 in F14, its
/// defenders not chosen, the phase deadline at 72 h.
fn attacked() -> (Game, BattleId) {
    let (mut g, a, _b, x, _y) = beach_game();
    g.ok(
        &gm(),
        Command::SetDeadline(SetDeadline {
            deadline: Some(hours(72)),
        }),
    );
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    (g, id)
}

fn due(g: &mut Game, id: BattleId, at: chrono::DateTime<Utc>) {
    g.ok(
        &gm(),
        Command::SetBattleDue(SetBattleDue {
            battle: id,
            due: Some(at),
        }),
    );
}

#[test]
fn r5_11_a_due_date_set_apart_applies_the_r7_1_default_once_and_says_why() {
    let (mut g, id) = attacked();
    due(&mut g, id, hours(24));
    assert_eq!(clock_at(&g.s), Some(hours(24)), "the battle is due first");
    assert_eq!(work(&g.s, hours(23)), None, "nothing before it");
    let cmd = work(&g.s, hours(24)).expect("the due date is work");
    assert_eq!(
        cmd,
        Command::PassBattleDue(PassBattleDue {
            battle: id,
            due: hours(24)
        })
    );
    let ev = g.run_at(&gm(), cmd.clone(), hours(24)).unwrap();
    let said = ev.iter().find(|e| e.kind() == "battle_due_passed").unwrap();
    assert_eq!(said.audience, Visibility::All);
    assert!(
        said.text
            .contains("nobody chose the defenders by the due date"),
        "{}",
        said.text
    );
    assert!(ev
        .iter()
        .any(|e| matches!(e.event, Event::DefendersChosen { .. })
            && e.text.contains("by default (R7.1)")));
    assert!(g.s.battle(id).unwrap().defender_units.is_some());
    assert_eq!(g.s.phase, Phase::CombatMove, "the phase goes on");
    // Once: the same command again is refused, and the clock moves on to
    // the phase deadline.
    let v = g.run_at(&gm(), cmd, hours(25)).unwrap_err();
    assert!(v.to_string().contains("Nothing waits"), "{v}");
    assert_eq!(clock_at(&g.s), Some(hours(72)));
}

#[test]
fn r5_11_a_due_date_is_refused_early_when_moved_or_while_paused() {
    let (mut g, id) = attacked();
    due(&mut g, id, hours(24));
    let early = g
        .run_at(
            &gm(),
            Command::PassBattleDue(PassBattleDue {
                battle: id,
                due: hours(24),
            }),
            hours(2),
        )
        .unwrap_err();
    assert!(early.to_string().contains("has not passed"), "{early}");
    let moved = g
        .run_at(
            &gm(),
            Command::PassBattleDue(PassBattleDue {
                battle: id,
                due: hours(20),
            }),
            hours(30),
        )
        .unwrap_err();
    assert!(
        moved.to_string().contains("not the battle's due date"),
        "{moved}"
    );
    // A player cannot process it.
    assert!(matches!(
        g.run_at(
            &hc(Side::Axis),
            Command::PassBattleDue(PassBattleDue {
                battle: id,
                due: hours(24),
            }),
            hours(30),
        ),
        Err(Refusal::Forbidden(_))
    ));
    g.run_at(
        &gm(),
        Command::PauseCampaign(PauseCampaign { reason: "r".into() }),
        hours(1),
    )
    .unwrap();
    assert_eq!(clock_at(&g.s), None, "no clock while paused");
    assert_eq!(work(&g.s, hours(100)), None);
}

#[test]
fn r5_11_r8_1_casualties_nobody_chose_take_the_default_at_the_due_date() {
    let (mut g, id) = attacked();
    g.force(); // combat resolution, R7.1 defenders by default
    g.ok(
        &gm(),
        Command::EnterResult(EnterResult {
            battle: id,
            outcome: Outcome::Draw,
            attacker_losses: Some(1),
            defender_losses: Some(1),
            notes: String::new(),
            link: String::new(),
            ruling: String::new(),
        }),
    );
    g.advance();
    assert_eq!(g.s.phase, Phase::CombatResults);
    due(&mut g, id, hours(12));
    let cmd = work(&g.s, hours(12)).unwrap();
    let ev = g.run_at(&gm(), cmd, hours(12)).unwrap();
    let defaults = ev
        .iter()
        .filter(|e| {
            matches!(
                e.event,
                Event::CasualtiesChosen {
                    by_default: true,
                    ..
                }
            )
        })
        .count();
    assert_eq!(defaults, 2);
    assert!(g.s.battle(id).unwrap().closed);
}

#[test]
fn r5_11_a_due_date_that_passed_ends_with_its_phase() {
    let (mut g, id) = attacked();
    due(&mut g, id, hours(24));
    // The GM chooses first; the phase advances past the due date.
    g.run_at(
        &gm(),
        Command::Advance(Advance {
            force: true,
            reason: "go".into(),
        }),
        hours(30),
    )
    .unwrap();
    assert_eq!(g.s.battle(id).unwrap().due, None);
    assert_eq!(work(&g.s, hours(500)), None);
}

#[test]
fn r5_7_on_a_tie_the_phase_deadline_goes_first() {
    let (mut g, id) = attacked();
    due(&mut g, id, hours(72));
    assert_eq!(
        work(&g.s, hours(72)),
        Some(Command::PassDeadline(PassDeadline {
            deadline: hours(72)
        }))
    );
}

#[test]
fn r1_5_the_clock_ends_an_absence_that_ran_out_once() {
    let (mut g, ..) = beach_game();
    g.ok(
        &bc(BC_B),
        Command::MarkAway(MarkAway {
            from: None,
            to: hours(48),
            note: "Away".into(),
        }),
    );
    assert_eq!(clock_at(&g.s), Some(hours(48)));
    let cmd = work(&g.s, hours(49)).unwrap();
    assert_eq!(
        cmd,
        Command::AbsenceOver(AbsenceOver {
            user: BC_B,
            to: hours(48)
        })
    );
    let ev = g.run_at(&gm(), cmd.clone(), hours(49)).unwrap();
    assert_eq!(ev[0].audience, Visibility::Allies, "the side's business");
    assert_eq!(
        ev[0].event,
        Event::AbsenceEnded {
            user: BC_B,
            since: Some(now())
        }
    );
    assert!(g.s.people.absences.is_empty());
    assert!(g.run_at(&gm(), cmd, hours(50)).is_err(), "once");
    assert_eq!(clock_at(&g.s), None);
}

/// R5.11: a due date set apart is a clock of its own: the GM moving the
/// phase deadline moves the battles that follow it, not one set apart
/// (found in play: the separate due date was replaced).
#[test]
fn r5_11_a_due_date_set_apart_survives_a_new_phase_deadline() {
    let (mut g, id) = attacked();
    assert_eq!(g.s.battle(id).unwrap().due, Some(hours(72)), "follows");
    due(&mut g, id, hours(24));
    g.ok(
        &gm(),
        Command::SetDeadline(SetDeadline {
            deadline: Some(hours(96)),
        }),
    );
    assert_eq!(g.s.deadline, Some(hours(96)));
    assert_eq!(g.s.battle(id).unwrap().due, Some(hours(24)), "set apart");
    // One that follows the deadline follows it again.
    due(&mut g, id, hours(96));
    g.ok(
        &gm(),
        Command::SetDeadline(SetDeadline {
            deadline: Some(hours(120)),
        }),
    );
    assert_eq!(g.s.battle(id).unwrap().due, Some(hours(120)));
}

#[test]
fn r5_11_a_due_date_that_followed_the_phase_deadline_ends_with_its_phase() {
    // Battle 1 follows the combat move's deadline; a second battle's due
    // date is set apart.
    let (mut g, id) = attacked();
    assert_eq!(g.s.battle(id).unwrap().due, Some(hours(72)));
    g.force();
    assert_eq!(g.s.phase, Phase::CombatResolution);
    assert_eq!(g.s.deadline, None, "no schedule: no deadline");
    assert_eq!(
        g.s.battle(id).unwrap().due,
        None,
        "the last phase's deadline is not this phase's due date"
    );
    // A due date set apart and still to come stays into the next phase.
    let (mut g, id) = attacked();
    due(&mut g, id, hours(100));
    g.force();
    assert_eq!(g.s.battle(id).unwrap().due, Some(hours(100)));
}
