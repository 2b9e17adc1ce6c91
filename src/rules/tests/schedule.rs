//! R5.6-R5.9: the schedule, what a passed deadline does in each phase and
//! setting, the early advance, pause and resume, and R7.1/R8.1 defaults at
//! the due date.

use super::fixture::*;
use crate::rules::clock::clock_at;
use crate::rules::extensions::{DecideExtension, RequestExtension};
use crate::rules::schedule::{AtDeadline, PassDeadline, PauseCampaign, ResumeCampaign, Schedule};
use crate::rules::*;
use chrono::{Duration, TimeZone, Utc};

fn hours(h: i64) -> chrono::DateTime<Utc> {
    now() + Duration::hours(h)
}

fn schedule(at_deadline: AtDeadline, early_advance: bool) -> Schedule {
    Schedule {
        combat_move: Some(72),
        combat_resolution: Some(168),
        combat_results: Some(48),
        non_combat_move: Some(48),
        reinforcements: Some(24),
        at_deadline,
        early_advance,
        max_extension_hours: 48,
        turn_files_kept: None,
        turn_clock_hours: None,
        turn_pause_days: None,
    }
}

/// The beach game with a schedule set and a 72-hour combat move deadline.
pub(super) fn scheduled(
    at_deadline: AtDeadline,
    early: bool,
) -> (Game, BattalionId, BattalionId, BattalionId) {
    let (mut g, a, b, x, _y) = beach_game();
    g.ok(&gm(), Command::SetSchedule(schedule(at_deadline, early)));
    g.ok(
        &gm(),
        Command::SetDeadline(SetDeadline {
            deadline: Some(hours(72)),
        }),
    );
    (g, a, b, x)
}

fn pass(g: &mut Game, at: chrono::DateTime<Utc>) -> Result<Vec<Entry>, Refusal> {
    let deadline = g.s.deadline.expect("a deadline");
    g.run_at(&gm(), Command::PassDeadline(PassDeadline { deadline }), at)
}

#[test]
fn r5_6_only_the_gm_sets_the_schedule_within_its_bounds_and_everyone_reads_it() {
    let (mut g, ..) = beach_game();
    g.forbidden(
        &hc(Side::Allies),
        Command::SetSchedule(schedule(AtDeadline::Hold, false)),
    );
    let mut bad = schedule(AtDeadline::Hold, false);
    bad.non_combat_move = Some(0);
    let v = g.refused(&gm(), Command::SetSchedule(bad));
    assert_eq!(v.rule, "R5.6");
    assert!(
        v.message
            .contains("Non-combat move length must be between 1 and 2160 hours, not 0"),
        "{}",
        v.message
    );
    let ev = g.ok(
        &gm(),
        Command::SetSchedule(schedule(AtDeadline::Hold, true)),
    );
    assert_eq!(ev[0].audience, Visibility::All);
    assert!(ev[0].text.contains("Combat move 72 h"), "{}", ev[0].text);
    assert!(ev[0].text.contains("units hold"), "{}", ev[0].text);
    assert!(
        ev[0].text.contains("as soon as everyone has acted"),
        "{}",
        ev[0].text
    );
    assert_eq!(
        g.s.deadline, None,
        "the schedule applies from the next phase"
    );
}

#[test]
fn r5_6_a_phase_opens_with_its_scheduled_deadline_and_reminders_planned() {
    let (mut g, ..) = scheduled(AtDeadline::Commit, false);
    let ev = g.ok(&gm(), Command::Advance(Advance::default()));
    assert_eq!(g.s.phase, Phase::CombatResolution);
    assert_eq!(g.s.deadline, Some(hours(168)));
    assert!(ev
        .iter()
        .any(|e| matches!(e.event, Event::DeadlineSet { deadline: Some(d) } if d == hours(168))));
    assert!(ev.iter().any(|e| e.text.contains("(by the schedule)")));
    assert_eq!(clock_at(&g.s), Some(hours(168)));
}

#[test]
fn r5_7_a_deadline_is_processed_only_once_it_has_passed_and_only_once() {
    let (mut g, ..) = scheduled(AtDeadline::Hold, false);
    let v = pass(&mut g, hours(71)).unwrap_err();
    assert!(
        matches!(&v, Refusal::Rule(r) if r.rule == "R5.7" && r.message.contains("has not passed")),
        "{v:?}"
    );
    let deadline = g.s.deadline.unwrap();
    pass(&mut g, hours(72)).unwrap();
    assert_eq!(g.s.phase, Phase::CombatResolution);
    // The same deadline again (another instance, a restart): refused.
    let again = g.run_at(
        &gm(),
        Command::PassDeadline(PassDeadline { deadline }),
        hours(73),
    );
    assert!(matches!(again, Err(Refusal::Rule(r)) if r.rule == "R5.7"));
    g.forbidden(
        &hc(Side::Allies),
        Command::PassDeadline(PassDeadline {
            deadline: g.s.deadline.unwrap(),
        }),
    );
}

#[test]
fn r5_7_commit_policy_commits_the_legal_drafts_and_lists_the_dropped_to_the_side_only() {
    let (mut g, a, b, x) = scheduled(AtDeadline::Commit, false);
    // B captures nothing: F12 is Axis and empty -> a legal capture.
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    // A lands 3 companies + 2 platoons against X in F14: a battle.
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    // A third draft that no longer holds when the deadline comes: its unit
    // was moved away since (here by hand), so F12 is out of its reach (R6.1).
    let stray = g.pick(b, 2, 0)[1];
    g.draft(&bc(BC_B), vec![stray], "F12", None).unwrap();
    g.s.unit_mut(stray).unwrap().location = Location::Zone("F30".into());
    let ev = pass(&mut g, hours(72)).unwrap();
    assert_eq!(
        g.loc(g.pick(b, 1, 0)[0]),
        "F12",
        "the legal capture took effect"
    );
    assert_eq!(g.loc(stray), "F30", "the illegal draft was not applied");
    assert_eq!(g.s.battles.len(), 1, "the attack made its battle");
    assert!(g.s.drafts.is_empty());
    let dropped = ev
        .iter()
        .find(|e| e.kind() == "drafts_dropped")
        .expect("listed");
    assert_eq!(
        dropped.audience,
        Visibility::Allies,
        "only the side reads its dropped drafts"
    );
    assert!(
        dropped.text.contains("1 draft(s) could not be committed"),
        "{}",
        dropped.text
    );
    // The battle's defenders are due next: the phase stays, with a new deadline.
    assert_eq!(g.s.phase, Phase::CombatMove);
    assert_eq!(g.s.deadline, Some(hours(72 + 72)));
    assert_eq!(g.s.battles[0].due, g.s.deadline);
    let public: Vec<&Entry> = ev
        .iter()
        .filter(|e| e.audience == Visibility::All)
        .collect();
    assert!(public
        .iter()
        .any(|e| e.text.contains("the defenders are due next")));
    // R7.1 at the due date: the default defenders, then the phase advances.
    let ev = pass(&mut g, hours(144)).unwrap();
    let chosen = ev.iter().find(|e| {
        matches!(
            e.event,
            Event::DefendersChosen {
                by_default: true,
                ..
            }
        )
    });
    assert!(chosen.is_some(), "R7.1 default recorded");
    assert!(g.s.battles[0].defender_units.is_some());
    assert_eq!(g.s.phase, Phase::CombatResolution);
}

#[test]
fn r5_7_hold_policy_drops_the_drafts_and_says_nothing_of_them_publicly() {
    let (mut g, _a, b, _x) = scheduled(AtDeadline::Hold, false);
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    let ev = pass(&mut g, hours(72)).unwrap();
    assert_eq!(g.loc(g.pick(b, 1, 0)[0]), "F13", "the units held");
    assert!(g.s.drafts.is_empty());
    assert_eq!(g.s.phase, Phase::CombatResolution);
    for e in ev.iter().filter(|e| e.audience == Visibility::All) {
        assert!(
            !e.text.contains("draft"),
            "public text tells of drafts: {}",
            e.text
        );
    }
    // Without drafts the public entries read the same.
    let (mut h, ..) = scheduled(AtDeadline::Hold, false);
    let bare = pass(&mut h, hours(72)).unwrap();
    let texts = |v: &[Entry]| -> Vec<String> {
        v.iter()
            .filter(|e| e.audience == Visibility::All)
            .map(|e| e.text.clone())
            .collect()
    };
    assert_eq!(texts(&ev), texts(&bare));
}

#[test]
fn r5_7_combat_resolution_waits_on_the_gm_and_r7_1_defaults_apply() {
    let (mut g, a, _b, x) = scheduled(AtDeadline::Commit, false);
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    g.force(); // into combat resolution, defenders by default
    assert_eq!(g.s.phase, Phase::CombatResolution);
    let ev = pass(&mut g, hours(168)).unwrap();
    assert_eq!(
        g.s.phase,
        Phase::CombatResolution,
        "never advanced by the clock"
    );
    assert_eq!(g.s.deadline, None, "processed once");
    let e = ev.iter().find(|e| e.kind() == "deadline_passed").unwrap();
    assert!(matches!(
        e.event,
        Event::DeadlinePassed {
            advanced: false,
            ..
        }
    ));
    assert!(e.text.contains("waits on the game master"), "{}", e.text);
}

#[test]
fn r5_7_r8_1_combat_results_take_the_default_casualties_and_advance() {
    let (mut g, a, _b, x) = scheduled(AtDeadline::Commit, false);
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    g.force();
    let id = g.s.battles[0].id;
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
    let deadline = g.s.deadline.unwrap();
    assert_eq!(deadline, hours(48));
    let ev = pass(&mut g, deadline).unwrap();
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
    assert_eq!(defaults, 2, "both sides' casualties by default");
    assert_eq!(g.s.phase, Phase::NonCombatMove);
    assert_eq!(g.s.deadline, Some(deadline + Duration::hours(48)));
}

#[test]
fn r5_7_reinforcements_place_nothing_and_advance() {
    let (mut g, ..) = scheduled(AtDeadline::Commit, false);
    g.goto(Side::Allies, Phase::Reinforcements);
    let deadline = g.s.deadline.unwrap();
    pass(&mut g, deadline).unwrap();
    assert_eq!((g.s.side, g.s.phase), (Side::Axis, Phase::CombatMove));
    assert_eq!(g.s.deadline, Some(deadline + Duration::hours(72)));
}

#[test]
fn r5_8_early_advance_when_the_hc_commits_and_nothing_else_waits() {
    let (mut g, _a, b, _x) = scheduled(AtDeadline::Commit, true);
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    // A draft alone advances nothing (the HC has not committed).
    assert_eq!(g.s.phase, Phase::CombatMove);
    let ev = g.commit(Side::Allies);
    let ready = ev
        .iter()
        .find(|e| e.kind() == "all_ready")
        .expect("advanced early");
    assert_eq!(ready.audience, Visibility::All);
    assert_eq!(g.s.phase, Phase::CombatResolution);
    assert_eq!(
        g.s.deadline,
        Some(hours(168)),
        "the next phase's schedule applies"
    );
}

#[test]
fn r5_8_no_early_advance_unless_enabled_and_not_while_a_battle_waits_on_defenders() {
    let (mut g, a, _b, x) = scheduled(AtDeadline::Commit, false);
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    assert_eq!(g.s.phase, Phase::CombatMove, "not enabled");

    let (mut g, a, _b, x) = scheduled(AtDeadline::Commit, true);
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    assert_eq!(
        g.s.phase,
        Phase::CombatMove,
        "the defenders are not chosen yet"
    );
    let id = g.s.battles[0].id;
    let units: Vec<UnitId> =
        g.s.battalion_units_in(x, "F14")
            .iter()
            .filter(|u| u.is_combat())
            .take(3)
            .map(|u| u.id)
            .collect();
    let ev = g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders { battle: id, units }),
    );
    assert!(ev.iter().any(|e| e.kind() == "all_ready"));
    assert_eq!(g.s.phase, Phase::CombatResolution);
}

#[test]
fn r5_9_a_pause_freezes_the_deadline_and_resume_moves_it_by_the_pause() {
    let (mut g, ..) = scheduled(AtDeadline::Hold, false);
    g.forbidden(
        &hc(Side::Axis),
        Command::PauseCampaign(PauseCampaign { reason: "x".into() }),
    );
    let v = g.refused(
        &gm(),
        Command::PauseCampaign(PauseCampaign {
            reason: "  ".into(),
        }),
    );
    assert_eq!(v.rule, "R5.9");
    g.run_at(
        &gm(),
        Command::PauseCampaign(PauseCampaign {
            reason: "Christmas".into(),
        }),
        hours(10),
    )
    .unwrap();
    assert_eq!(clock_at(&g.s), None, "the clock does not run while paused");
    assert!(schedule::banner(&g.s).unwrap().contains("Christmas"));
    let refused = pass(&mut g, hours(80));
    assert!(matches!(refused, Err(Refusal::Rule(r)) if r.rule == "R5.9"));
    // Resumed 100 hours later: the deadline moves by 100 hours.
    let ev = g
        .run_at(
            &gm(),
            Command::ResumeCampaign(ResumeCampaign {}),
            hours(110),
        )
        .unwrap();
    assert_eq!(g.s.deadline, Some(hours(172)));
    assert!(
        ev.iter()
            .any(|e| matches!(e.event, Event::DeadlineSet { .. })),
        "reminders re-planned"
    );
    assert!(ev.iter().any(|e| e.text.contains("100.0 h")));
    let v = g.refused(&gm(), Command::ResumeCampaign(ResumeCampaign {}));
    assert_eq!(v.rule, "R5.9");
}

#[test]
fn r5_9_pause_arithmetic_is_utc_across_a_daylight_saving_change() {
    // Paris leaves summer time on 2026-10-25 at 03:00 local (01:00 UTC). A
    // pause from 24 Oct 12:00 UTC to 26 Oct 12:00 UTC lasts 48 hours, and
    // the deadline moves by exactly 48 hours of UTC, whatever the clocks say.
    let mut s = beach_game().0.s;
    let before = Utc.with_ymd_and_hms(2026, 10, 25, 18, 0, 0).unwrap();
    s.deadline = Some(before);
    let from = Utc.with_ymd_and_hms(2026, 10, 24, 12, 0, 0).unwrap();
    let to = Utc.with_ymd_and_hms(2026, 10, 26, 12, 0, 0).unwrap();
    let moved = schedule::shift(&mut s, to - from).unwrap();
    assert_eq!(moved - before, Duration::hours(48));
    assert_eq!(moved, Utc.with_ymd_and_hms(2026, 10, 27, 18, 0, 0).unwrap());
}

#[test]
fn r5_7_no_clock_without_a_deadline_or_outside_a_running_campaign() {
    let (g, ..) = beach_game();
    assert_eq!(clock_at(&g.s), None);
    let mut s = g.s.clone();
    s.deadline = Some(hours(1));
    assert_eq!(clock_at(&s), Some(hours(1)));
    s.status = Status::Finished;
    assert_eq!(clock_at(&s), None);
}

#[test]
fn r5_10_a_player_asks_for_more_time_and_only_the_side_and_the_gm_know() {
    let (mut g, ..) = scheduled(AtDeadline::Commit, false);
    let ask = |hours: u32| {
        Command::RequestExtension(RequestExtension {
            hours,
            reason: "Battle still being played".into(),
        })
    };
    let v = g.refused(&bc(BC_B), ask(49));
    assert_eq!(v.rule, "R5.10");
    assert!(
        v.message.contains("Ask for 1 to 48 hours, not 49"),
        "{}",
        v.message
    );
    g.forbidden(&Actor::of(OBSERVER, &roster()), ask(12));
    let ev = g.ok(&bc(BC_B), ask(24));
    assert_eq!(
        ev[0].audience,
        Visibility::Allies,
        "the other side never learns of it"
    );
    let v = g.refused(&bc(BC_B), ask(12));
    assert!(v.message.contains("asked already"), "{}", v.message);
    // Only the GM answers; a grant moves the deadline by the hours asked.
    g.forbidden(
        &hc(Side::Allies),
        Command::DecideExtension(DecideExtension {
            user: BC_B,
            grant: true,
        }),
    );
    let ev = g.ok(
        &gm(),
        Command::DecideExtension(DecideExtension {
            user: BC_B,
            grant: true,
        }),
    );
    assert_eq!(g.s.deadline, Some(hours(72 + 24)));
    let moved = ev
        .iter()
        .find(|e| matches!(e.event, Event::DeadlineSet { .. }))
        .unwrap();
    assert_eq!(
        moved.audience,
        Visibility::All,
        "everyone sees the deadline move"
    );
    assert!(
        !moved.text.contains("user 11"),
        "but not who asked: {}",
        moved.text
    );
    let told = ev.iter().find(|e| e.kind() == "extension_decided").unwrap();
    assert_eq!(told.audience, Visibility::Allies);
    // A refusal moves nothing; an answered request is gone.
    g.ok(&bc(BC_A), ask(10));
    g.ok(
        &gm(),
        Command::DecideExtension(DecideExtension {
            user: BC_A,
            grant: false,
        }),
    );
    assert_eq!(g.s.deadline, Some(hours(96)));
    let v = g.run(
        &gm(),
        Command::DecideExtension(DecideExtension {
            user: BC_A,
            grant: true,
        }),
    );
    assert!(matches!(v, Err(Refusal::NotFound(_))));
}

#[test]
fn r5_10_no_requests_without_a_cap_or_a_deadline_and_none_outlive_the_phase() {
    let (mut g, ..) = beach_game();
    let ask = Command::RequestExtension(RequestExtension {
        hours: 4,
        reason: "x".into(),
    });
    let v = g.refused(&bc(BC_B), ask.clone());
    assert!(v.message.contains("no deadline"), "{}", v.message);
    let (mut g, ..) = scheduled(AtDeadline::Commit, false);
    g.ok(&bc(BC_B), ask.clone());
    g.force();
    assert!(
        g.s.people.extensions.is_empty(),
        "requests are for one phase"
    );
    let mut none = schedule(AtDeadline::Commit, false);
    none.max_extension_hours = 0;
    g.ok(&gm(), Command::SetSchedule(none));
    let v = g.refused(&bc(BC_B), ask);
    assert!(
        v.message.contains("does not take extension requests"),
        "{}",
        v.message
    );
}

#[test]
fn r5_9_a_battle_due_set_apart_keeps_its_offset_when_the_deadline_moves() {
    let (mut g, a, _b, x) = scheduled(AtDeadline::Commit, false);
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    g.s.battles[0].due = Some(hours(100));
    g.run_at(
        &gm(),
        Command::PauseCampaign(PauseCampaign { reason: "r".into() }),
        hours(1),
    )
    .unwrap();
    g.run_at(&gm(), Command::ResumeCampaign(ResumeCampaign {}), hours(11))
        .unwrap();
    assert_eq!(g.s.deadline, Some(hours(82)));
    assert_eq!(g.s.battle(id).unwrap().due, Some(hours(110)));
}
