//! R1.7: the reliability record. A deadline a member met, missed, was
//! excused from or had covered by a deputy; the time to act; who reads it.

use super::fixture::*;
use crate::rules::absence::MarkAway;
use crate::rules::clock::PassBattleDue;
use crate::rules::extensions::{DecideExtension, RequestExtension};
use crate::rules::record::{record_of, records_for, warning, Kept};
use crate::rules::schedule::{PassDeadline, Schedule};
use crate::rules::*;
use chrono::{Duration, Utc};

fn hours(h: i64) -> chrono::DateTime<Utc> {
    now() + Duration::hours(h)
}

/// The beach game with a 72-hour deadline on the Allied combat move.
fn timed() -> (Game, BattalionId, BattalionId) {
    let (mut g, a, _b, x, _y) = beach_game();
    g.ok(
        &gm(),
        Command::SetSchedule(Schedule {
            max_extension_hours: 48,
            ..Schedule::default()
        }),
    );
    g.ok(
        &gm(),
        Command::SetDeadline(SetDeadline {
            deadline: Some(hours(72)),
        }),
    );
    (g, a, x)
}

fn kept(g: &Game, user: UserId) -> Vec<Kept> {
    g.s.people
        .marks
        .iter()
        .filter(|m| m.user == user)
        .map(|m| m.kept)
        .collect()
}

#[test]
fn r1_7_a_commit_before_the_deadline_is_met_with_its_time_to_act() {
    let (mut g, a, x) = timed();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.run_at(&hc(Side::Allies), Command::Commit(Commit {}), hours(2))
        .unwrap();
    assert_eq!(kept(&g, ALLIED_HC), vec![Kept::Met]);
    let r = record_of(&g.s, ALLIED_HC);
    assert_eq!(
        (r.met, r.phases_acted, r.average_minutes),
        (1, 1, Some(120))
    );
    // A draft is not what the phase waits on: no mark for the BC.
    assert!(kept(&g, BC_A).is_empty());
}

#[test]
fn r1_7_drafts_left_at_the_deadline_are_the_hcs_miss_and_defenders_the_bcs() {
    let (mut g, a, x) = timed();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    let deadline = g.s.deadline.unwrap();
    g.run_at(
        &gm(),
        Command::PassDeadline(PassDeadline { deadline }),
        deadline,
    )
    .unwrap();
    assert_eq!(kept(&g, ALLIED_HC), vec![Kept::Missed]);
    // The commit made the battle; its defenders are due next. BC_X is away
    // when that deadline passes: excused.
    let next = g.s.deadline.unwrap();
    g.run_at(
        &bc(BC_X),
        Command::MarkAway(MarkAway {
            from: None,
            to: next + Duration::days(1),
            note: String::new(),
        }),
        deadline,
    )
    .unwrap();
    g.run_at(
        &gm(),
        Command::PassDeadline(PassDeadline { deadline: next }),
        next,
    )
    .unwrap();
    assert_eq!(kept(&g, BC_X), vec![Kept::Excused]);
    let w = warning(&record_of(&g.s, ALLIED_HC), "Monty").unwrap();
    assert_eq!(w, "Monty, of the last deadline: 1 missed");
}

#[test]
fn r1_7_a_deputy_who_acts_covers_the_absent_holder() {
    let (mut g, a, x) = timed();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    g.ok(
        &bc(BC_X),
        Command::MarkAway(MarkAway {
            from: None,
            to: hours(100),
            note: String::new(),
        }),
    );
    let required = g.s.battle(id).unwrap().attacker_units.len() as u32;
    let here: Vec<Unit> =
        g.s.battalion_units_in(x, "F14")
            .into_iter()
            .filter(|u| u.is_combat())
            .cloned()
            .collect();
    let refs: Vec<&Unit> = here.iter().collect();
    let mine = crate::rules::combat::default_defenders(&g.s.params, &refs, required);
    g.ok(
        &hc(Side::Axis),
        Command::ChooseDefenders(ChooseDefenders {
            battle: id,
            units: mine,
        }),
    );
    assert_eq!(kept(&g, BC_X), vec![Kept::Covered]);
    assert!(
        kept(&g, AXIS_HC).is_empty(),
        "the deputy earns no mark of their own"
    );
    let r = record_of(&g.s, BC_X);
    assert_eq!((r.covered, r.missed), (1, 0));
    let w = warning(&r, "Hans").unwrap();
    assert_eq!(w, "Hans, of the last deadline: 1 covered by a deputy");
}

#[test]
fn r1_7_a_granted_extension_excuses_a_miss_and_a_due_date_counts_too() {
    let (mut g, a, x) = timed();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    g.ok(
        &bc(BC_X),
        Command::RequestExtension(RequestExtension {
            hours: 12,
            reason: "Busy week".into(),
        }),
    );
    g.ok(
        &gm(),
        Command::DecideExtension(DecideExtension {
            user: BC_X,
            grant: true,
        }),
    );
    g.ok(
        &gm(),
        Command::SetBattleDue(SetBattleDue {
            battle: id,
            due: Some(hours(24)),
        }),
    );
    g.run_at(
        &gm(),
        Command::PassBattleDue(PassBattleDue {
            battle: id,
            due: hours(24),
        }),
        hours(24),
    )
    .unwrap();
    assert_eq!(kept(&g, BC_X), vec![Kept::Excused]);
}

#[test]
fn r1_7_a_member_reads_their_own_record_and_the_gm_everyones() {
    let (mut g, a, x) = timed();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    let deadline = g.s.deadline.unwrap();
    g.run_at(
        &gm(),
        Command::PassDeadline(PassDeadline { deadline }),
        deadline,
    )
    .unwrap();
    let mine = records_for(&g.s, ALLIED_HC, false);
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].user, ALLIED_HC);
    assert!(
        records_for(&g.s, AXIS_HC, false).is_empty(),
        "the other side reads none"
    );
    assert!(records_for(&g.s, BC_A, false).is_empty(), "nor a side-mate");
    assert_eq!(records_for(&g.s, GM, true).len(), 1);
    // No deadline, no mark.
    let (mut g, a, x, _y, _z) = {
        let (g, a, b, x, y) = beach_game();
        (g, a, x, b, y)
    };
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    assert!(g.s.people.marks.is_empty());
}
