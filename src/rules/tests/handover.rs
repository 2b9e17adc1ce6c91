//! R1.6: seat handover. The GM or the side's HC hands a battalion to
//! another member of the side; it keeps its units and record; the tenure
//! and the handover are the side's (and the GM's).

use super::fixture::*;
use crate::rules::handover::{record_of, tenure_text, HandOver};
use crate::rules::timetable::Seat;
use crate::rules::*;

fn hand(b: BattalionId, to: UserId) -> Command {
    Command::HandOver(HandOver {
        battalion: Some(b),
        high_commander: None,
        to,
    })
}

#[test]
fn r1_6_the_hc_hands_a_battalion_over_and_it_keeps_its_units() {
    let (mut g, a, b, _x, _y) = beach_game();
    let units_before: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(b))
            .map(|u| u.id)
            .collect();
    let ev = g.ok(&hc(Side::Allies), hand(b, BC_A));
    assert_eq!(ev[0].audience, Visibility::Allies);
    assert_eq!(
        ev[0].event,
        Event::SeatHandedOver {
            seat: Seat::Battalion(b),
            from: Some(BC_B),
            to: BC_A
        }
    );
    assert!(
        ev[0]
            .text
            .contains("user 10 takes command of 1/501st from user 11"),
        "{}",
        ev[0].text
    );
    assert_eq!(g.s.battalion(b).unwrap().commander, Some(BC_A));
    let units_after: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(b))
            .map(|u| u.id)
            .collect();
    assert_eq!(units_before, units_after);
    // The new commander drafts for it; the former one no longer may.
    let units = g.pick(b, 1, 0);
    assert!(g.draft(&bc(BC_B), units.clone(), "F12", None).is_err());
    g.draft(&bc(BC_A), units, "F12", None).unwrap();
    let _ = a;
}

#[test]
fn r1_6_the_tenure_reads_per_round_and_only_for_the_side() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let roster = roster();
    let m = map();
    let seat = Seat::Battalion(b);
    let v = view(&g.s, &m, &hc(Side::Allies));
    assert_eq!(
        tenure_text(&v.tenures, &roster, seat, Some(BC_B)),
        "user 11 from round 1"
    );
    g.s.round = 5;
    g.ok(&gm(), hand(b, BC_A));
    let v = view(&g.s, &m, &bc(BC_A));
    assert_eq!(
        tenure_text(&v.tenures, &roster, seat, Some(BC_A)),
        "user 11, rounds 1-5; user 10 from round 5"
    );
    assert!(view(&g.s, &m, &hc(Side::Axis)).tenures.is_empty());
    assert!(view(&g.s, &m, &Actor::of(OBSERVER, &roster))
        .tenures
        .is_empty());
    assert_eq!(view(&g.s, &m, &gm()).tenures.len(), 2);
}

#[test]
fn r1_6_only_the_gm_or_the_sides_hc_hands_over_and_only_within_the_side() {
    let (mut g, a, b, x, _y) = beach_game();
    g.forbidden(&bc(BC_B), hand(b, BC_A));
    g.forbidden(&hc(Side::Axis), hand(b, BC_X));
    g.forbidden(&hc(Side::Allies), hand(x, BC_A));
    let v = g.refused(&gm(), hand(b, BC_X));
    assert_eq!(v.rule, "R1.2", "{}", v.message);
    let v = g.refused(&gm(), hand(a, BC_A));
    assert!(v.message.contains("already holds"), "{}", v.message);
    let v = g.refused(
        &gm(),
        Command::HandOver(HandOver {
            battalion: None,
            high_commander: None,
            to: BC_A,
        }),
    );
    assert_eq!(v.rule, "R1.6");
}

#[test]
fn r1_6_the_hc_seat_moves_by_membership_and_only_the_gm_moves_it() {
    let (mut g, ..) = beach_game();
    let cmd = Command::HandOver(HandOver {
        battalion: None,
        high_commander: Some(Side::Allies),
        to: BC_A,
    });
    g.forbidden(&hc(Side::Allies), cmd.clone());
    let inputs = Inputs::new(&g.map, &g.roster, now());
    let d = decide(&g.s, &inputs, &gm(), &cmd).unwrap();
    let adds: Vec<(UserId, Role)> = d
        .members
        .iter()
        .filter_map(|m| match m {
            MemberChange::Add(m) => Some((m.user, m.role)),
            MemberChange::Remove(_) => None,
        })
        .collect();
    assert!(adds.contains(&(BC_A, Role::HighCommander)), "{adds:?}");
    assert!(
        adds.contains(&(ALLIED_HC, Role::BattalionCommander)),
        "{adds:?}"
    );
    assert!(d
        .members
        .iter()
        .any(|m| matches!(m, MemberChange::Remove(id) if id.get() == 2)));
    // Only a battalion commander of the side takes the HC seat.
    let v = g.refused(
        &gm(),
        Command::HandOver(HandOver {
            battalion: None,
            high_commander: Some(Side::Allies),
            to: BC_X,
        }),
    );
    assert_eq!(v.rule, "R1.6");
}

#[test]
fn r1_6_the_record_follows_the_battalion_as_the_view_shows_it() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    g.ok(&hc(Side::Allies), hand(a, BC_B));
    let m = map();
    let v = view(&g.s, &m, &bc(BC_B));
    let record = record_of(&v, a);
    assert_eq!(record.len(), 1, "{record:?}");
    let id = g.s.battles[0].id;
    assert_eq!(
        record[0],
        format!("Round 1, battle {id} in F14: attacked, awaiting defenders")
    );
}

#[test]
fn r1_6_a_new_commander_set_on_the_setup_page_after_the_start_is_a_handover() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let ev = g.ok(
        &gm(),
        Command::UpdateBattalion(crate::rules::forces::UpdateBattalion {
            battalion: b,
            name: None,
            commander: Some(Some(BC_A)),
            commander_email: None,
        }),
    );
    let handed = ev.iter().find(|e| e.kind() == "seat_handed_over").unwrap();
    assert_eq!(handed.audience, Visibility::Allies);
    assert!(handed.text.contains("from user 11"), "{}", handed.text);
    let m = map();
    let v = view(&g.s, &m, &hc(Side::Allies));
    assert_eq!(
        tenure_text(&v.tenures, &roster(), Seat::Battalion(b), Some(BC_A)),
        "user 11, round 1; user 10 from round 1"
    );
}
