//! R13.6 live sessions: each commander marks when he can play in the coming
//! 14 days; one proposes a slot, the other accepts or declines; once it
//! began either reports, and the GM decides; a confirmed no-show counts in
//! the record like a turn file not answered in time.

use super::fixture::*;
use super::relay::set_up;
use crate::rules::play::{PlayMode, Stage};
use crate::rules::record::record_of;
use crate::rules::session_view::*;
use crate::rules::sessions::*;
use crate::rules::*;
use chrono::{DateTime, Duration, Utc};
use proptest::prelude::*;

fn span(from_h: i64, to_h: i64) -> Span {
    Span {
        from: now() + Duration::hours(from_h),
        to: now() + Duration::hours(to_h),
    }
}

fn mark(id: BattleId, spans: Vec<Span>) -> Command {
    Command::MarkPlayTimes(MarkPlayTimes { battle: id, spans })
}

fn propose(id: BattleId, at: DateTime<Utc>, minutes: u32) -> Command {
    Command::ProposeSession(ProposeSession {
        battle: id,
        at,
        minutes,
    })
}

fn answer(id: BattleId, accept: bool) -> Command {
    Command::AnswerSession(AnswerSession { battle: id, accept })
}

fn report(id: BattleId, played: bool) -> Command {
    Command::ReportSession(ReportSession { battle: id, played })
}

fn confirm(id: BattleId, absent: Option<Side>) -> Command {
    Command::ConfirmSession(ConfirmSession { battle: id, absent })
}

fn rules_of(p: &Problems) -> Vec<&str> {
    p.all().iter().map(|v| v.rule.as_str()).collect()
}

fn sessions(g: &Game, id: BattleId) -> &Sessions {
    &g.s.battle(id).unwrap().sessions
}

#[test]
fn r13_6_each_commander_marks_his_times_and_the_overlap_is_both() {
    let (mut g, id) = set_up(PlayMode::Live);
    // Only the battle's two commanders mark.
    for other in [bc(BC_B), bc(BC_Y), hc(Side::Allies), gm()] {
        assert!(
            matches!(
                g.run(&other, mark(id, vec![span(1, 5)])),
                Err(Refusal::Forbidden(_))
            ),
            "{other:?}"
        );
    }
    let said = g.ok(
        &bc(BC_A),
        mark(id, vec![span(30, 34), span(2, 6), span(6, 8)]),
    );
    assert_eq!(said[0].audience, Visibility::Gm, "not in a side's history");
    // Kept merged and sorted: 2-8 and 30-34.
    assert_eq!(sessions(&g, id).allies, vec![span(2, 8), span(30, 34)]);
    g.ok(&bc(BC_X), mark(id, vec![span(5, 12), span(31, 33)]));
    let b = g.s.battle(id).unwrap().clone();
    let v = live_view(&g.s, &bc(BC_A), &b, now()).unwrap();
    assert_eq!(v.overlap, vec![span(5, 8), span(31, 33)]);
    assert_eq!(v.mine, Some(Side::Allies));
    // A mark replaces the last; none clears it.
    g.ok(&bc(BC_X), mark(id, vec![]));
    assert!(sessions(&g, id).axis.is_empty());
}

#[test]
fn r13_6_marks_past_14_days_or_backwards_are_refused_all_at_once() {
    let (mut g, id) = set_up(PlayMode::Live);
    let far = span(24 * 14 - 1, 24 * 14 + 3);
    let backwards = span(5, 3);
    let p = g.refused(&bc(BC_A), mark(id, vec![far, backwards, span(1, 2)]));
    assert_eq!(rules_of(&p), ["R13.6", "R13.6"], "{:?}", p.all());
    // More spans than may be marked.
    let many: Vec<Span> = (0..=SPANS_MAX as i64).map(|i| span(i, i + 1)).collect();
    let p = g.refused(&bc(BC_A), mark(id, many));
    assert!(p.all()[0].message.contains("At most"), "{:?}", p.all());
    // What is past is dropped: a span under way starts now.
    g.ok(&bc(BC_A), mark(id, vec![span(-3, 2), span(-5, -4)]));
    assert_eq!(sessions(&g, id).allies, vec![span(0, 2)]);
}

#[test]
fn r13_6_a_pbem_battle_has_no_sessions() {
    let (mut g, id) = set_up(PlayMode::Pbem);
    let p = g.refused(&bc(BC_A), mark(id, vec![span(1, 3)]));
    assert_eq!(rules_of(&p), ["R13.6"]);
    assert!(p.all()[0].message.contains("PBEM"), "{:?}", p.all());
    let b = g.s.battle(id).unwrap().clone();
    assert!(live_view(&g.s, &bc(BC_A), &b, now()).is_none());
}

#[test]
fn r13_6_a_slot_proposed_is_accepted_by_the_other_and_puts_the_battle_in_play() {
    let (mut g, id) = set_up(PlayMode::Live);
    let at = now() + Duration::hours(30);
    // Refused at once: in the past, too long.
    let p = g.refused(&bc(BC_A), propose(id, now() - Duration::hours(1), 5000));
    assert_eq!(rules_of(&p), ["R13.6", "R13.6"], "{:?}", p.all());
    let p = g.refused(&bc(BC_A), propose(id, now() + Duration::days(15), 120));
    assert!(p.all()[0].message.contains("14 days"), "{:?}", p.all());
    g.ok(&bc(BC_A), propose(id, at, 180));
    // The proposer cannot accept his own proposal; the other can.
    let p = g.refused(&bc(BC_A), answer(id, true));
    assert_eq!(rules_of(&p), ["R13.6"]);
    let b = g.s.battle(id).unwrap().clone();
    let v = live_view(&g.s, &bc(BC_X), &b, now()).unwrap();
    assert!(v.may_answer && !v.may_call_off, "{v:?}");
    let said = g.ok(&bc(BC_X), answer(id, true));
    assert!(said
        .iter()
        .any(|e| e.kind() == "battle_in_play" && e.audience == Visibility::All));
    let b = g.s.battle(id).unwrap().clone();
    assert_eq!(b.stage(), Stage::InPlay);
    let k = b.sessions.booking.clone().unwrap();
    assert_eq!((k.at, k.minutes, k.by), (at, 180, Side::Allies));
    // Both commanders have it in their calendars; nobody else.
    for (who, has) in [
        (bc(BC_A), true),
        (bc(BC_X), true),
        (hc(Side::Allies), false),
        (gm(), false),
    ] {
        assert_eq!(agreed_for(&g.s, &who).len(), usize::from(has), "{who:?}");
    }
    // Agreed: no new proposal until it is called off.
    let p = g.refused(&bc(BC_X), propose(id, at + Duration::hours(2), 120));
    assert_eq!(rules_of(&p), ["R13.6"]);
    g.ok(&bc(BC_A), answer(id, false));
    assert!(sessions(&g, id).booking.is_none());
    // A stage once reached stays: the battle is still in play.
    assert_eq!(g.s.battle(id).unwrap().stage(), Stage::InPlay);
}

#[test]
fn r13_6_a_counter_proposal_replaces_the_first_and_a_decline_clears_it() {
    let (mut g, id) = set_up(PlayMode::Live);
    g.ok(&bc(BC_A), propose(id, now() + Duration::hours(30), 180));
    g.ok(&bc(BC_X), propose(id, now() + Duration::hours(50), 120));
    let k = sessions(&g, id).booking.clone().unwrap();
    assert_eq!((k.by, k.minutes), (Side::Axis, 120));
    g.ok(&bc(BC_A), answer(id, false));
    assert!(sessions(&g, id).booking.is_none());
    let p = g.refused(&bc(BC_A), answer(id, true));
    assert!(
        p.all()[0].message.contains("no session proposed"),
        "{:?}",
        p.all()
    );
}

#[test]
fn r13_6_a_no_show_reported_and_confirmed_counts_in_the_record() {
    let (mut g, id) = set_up(PlayMode::Live);
    let at = now() + Duration::hours(3);
    g.ok(&bc(BC_X), propose(id, at, 120));
    g.ok(&bc(BC_A), answer(id, true));
    // Not before it began.
    let p = g.refused(&bc(BC_A), report(id, false));
    assert!(p.all()[0].message.contains("not begun"), "{:?}", p.all());
    let later = at + Duration::minutes(40);
    g.run_at(&bc(BC_A), report(id, false), later).unwrap();
    // One report: the GM decides.
    let p = match g.run_at(&bc(BC_X), report(id, true), later) {
        Err(Refusal::Rule(p)) => p,
        other => panic!("{other:?}"),
    };
    assert!(
        p.all()[0].message.contains("Allied commander"),
        "{:?}",
        p.all()
    );
    // Only the GM confirms.
    assert!(matches!(
        g.run_at(&bc(BC_A), confirm(id, Some(Side::Axis)), later),
        Err(Refusal::Forbidden(_))
    ));
    let before = record_of(&g.s, BC_X);
    g.run_at(&gm(), confirm(id, Some(Side::Axis)), later)
        .unwrap();
    let after = record_of(&g.s, BC_X);
    assert_eq!(after.turns_answered, before.turns_answered + 1);
    assert_eq!(after.turns_in_time, before.turns_in_time);
    assert_eq!(after.no_shows, 1);
    assert_eq!(record_of(&g.s, BC_A).no_shows, 0);
    // The slot is done: a new one may be booked.
    assert!(sessions(&g, id).booking.is_none());
    g.run_at(
        &bc(BC_A),
        propose(id, later + Duration::hours(20), 120),
        later,
    )
    .unwrap();
}

#[test]
fn r13_6_a_session_played_is_counted_and_not_in_anyones_record() {
    let (mut g, id) = set_up(PlayMode::Live);
    let at = now() + Duration::hours(3);
    g.ok(&bc(BC_X), propose(id, at, 120));
    g.ok(&bc(BC_A), answer(id, true));
    let later = at + Duration::hours(2);
    g.run_at(&bc(BC_X), report(id, true), later).unwrap();
    g.run_at(&gm(), confirm(id, None), later).unwrap();
    assert_eq!(sessions(&g, id).played, 1);
    assert_eq!(record_of(&g.s, BC_X).no_shows, 0);
    assert_eq!(record_of(&g.s, BC_A).turns_answered, 0);
}

#[test]
fn r13_6_only_followers_read_the_sessions() {
    let (mut g, id) = set_up(PlayMode::Live);
    g.ok(&bc(BC_A), mark(id, vec![span(2, 6)]));
    let b = g.s.battle(id).unwrap().clone();
    for (who, follows) in [
        (bc(BC_A), true),
        (bc(BC_X), true),
        (hc(Side::Allies), true),
        (hc(Side::Axis), true),
        (gm(), true),
        (bc(BC_B), false),
        (bc(BC_Y), false),
        (Actor::of(OBSERVER, &roster()), false),
    ] {
        let r = relay_view::follow(&g.s, &who, &b, now());
        assert_eq!(
            r.as_ref().and_then(|r| r.live.as_ref()).is_some(),
            follows,
            "{who:?}"
        );
    }
    // The side views carry no sessions: their battles are public facts.
    let v = view(&g.s, &g.map, &bc(BC_B));
    let text = serde_json::to_string(&v).unwrap();
    assert!(!text.contains("sessions"), "{text}");
}

#[test]
fn r13_6_whole_hours_in_the_overlap_are_offered_as_starts() {
    let o = [Span {
        from: now() + Duration::minutes(30),
        to: now() + Duration::minutes(30) + Duration::hours(3),
    }];
    let s = starts(&o, 10);
    assert_eq!(
        s,
        vec![now() + Duration::hours(1), now() + Duration::hours(2)],
        "an hour must fit"
    );
    assert_eq!(starts(&o, 1).len(), 1);
}

fn spans() -> impl Strategy<Value = Vec<Span>> {
    proptest::collection::vec((0i64..400, 1i64..40), 0..12).prop_map(|v| {
        v.into_iter()
            .map(|(a, len)| span(a, a + len))
            .collect::<Vec<_>>()
    })
}

proptest! {
    #[test]
    fn r13_6_the_overlap_is_in_both_and_the_same_either_way(a in spans(), b in spans()) {
        let o = overlap(&a, &b);
        prop_assert_eq!(&o, &overlap(&b, &a));
        let hour = |t: DateTime<Utc>| (t - now()).num_hours();
        for s in &o {
            prop_assert!(s.from < s.to);
            for h in hour(s.from)..hour(s.to) {
                let t = now() + Duration::hours(h);
                prop_assert!(a.iter().any(|x| x.from <= t && t < x.to));
                prop_assert!(b.iter().any(|x| x.from <= t && t < x.to));
            }
        }
        // Every hour in both is in the overlap.
        for h in 0..440 {
            let t = now() + Duration::hours(h);
            let both = a.iter().any(|x| x.from <= t && t < x.to) && b.iter().any(|x| x.from <= t && t < x.to);
            prop_assert_eq!(both, o.iter().any(|x| x.from <= t && t < x.to));
        }
        // Merged spans neither overlap nor touch.
        let m = merged(&a);
        for w in m.windows(2) {
            prop_assert!(w[0].to < w[1].from);
        }
    }
}

#[test]
fn r13_6_the_board_shows_the_slot_and_asks_the_gm_to_decide_a_report() {
    use crate::rules::battle_board::{rows, NextAction};
    let (mut g, id) = set_up(PlayMode::Live);
    let row = |g: &Game, at: DateTime<Utc>| {
        let inputs = Inputs::new(&g.map, &g.roster, at);
        let a = actions(&g.s, &inputs, &gm(), None);
        rows(&g.s, &a, at)
            .into_iter()
            .find(|r| r.battle == id)
            .map(|r| (r.next, r.session))
            .unwrap()
    };
    let at = now() + Duration::hours(3);
    assert_eq!(row(&g, now()), (NextAction::None, None));
    g.ok(&bc(BC_X), propose(id, at, 120));
    assert_eq!(row(&g, now()), (NextAction::None, None), "not agreed yet");
    g.ok(&bc(BC_A), answer(id, true));
    assert_eq!(row(&g, now()), (NextAction::None, Some(at)));
    let later = at + Duration::hours(1);
    g.run_at(&bc(BC_A), report(id, true), later).unwrap();
    assert_eq!(row(&g, later), (NextAction::DecideSession, Some(at)));
    g.run_at(&gm(), confirm(id, None), later).unwrap();
    assert_eq!(row(&g, later), (NextAction::None, None));
}
