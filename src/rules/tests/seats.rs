//! R1.6: open seats. The GM (or the side's HC for its battalions) opens a
//! seat; an observer or a commander of the side takes it, at once or after
//! the GM's approval; the enemy cannot.

use super::fixture::*;
use crate::rules::seats::{DecideSeat, OpenSeat, TakeSeat};
use crate::rules::timetable::Seat;
use crate::rules::*;

fn open(b: BattalionId, at_once: bool) -> Command {
    Command::OpenSeat(OpenSeat {
        battalion: Some(b),
        high_commander: None,
        open: true,
        at_once,
    })
}

fn take(b: BattalionId) -> Command {
    Command::TakeSeat(TakeSeat {
        battalion: Some(b),
        high_commander: None,
    })
}

#[test]
fn r1_6_an_observer_takes_an_open_seat_at_once_and_becomes_a_commander_of_the_side() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let observer = Actor::of(OBSERVER, &roster());
    let v = g.refused(&observer, take(b));
    assert!(v.message.contains("not open"), "{}", v.message);
    let ev = g.ok(&gm(), open(b, true));
    assert_eq!(ev[0].audience, Visibility::All, "open seats are public");
    assert!(
        ev[0].text.contains("is open for a new commander"),
        "{}",
        ev[0].text
    );
    let inputs = Inputs::new(&g.map, &g.roster, now());
    let d = decide(&g.s, &inputs, &observer, &take(b)).unwrap();
    assert!(d
        .members
        .iter()
        .any(|m| matches!(m, MemberChange::Remove(id) if id.get() == 8)));
    assert!(d.members.iter().any(|m| matches!(m,
        MemberChange::Add(x) if x.user == OBSERVER && x.role == Role::BattalionCommander && x.side == Some(Side::Allies))));
    assert_eq!(d.state.battalion(b).unwrap().commander, Some(OBSERVER));
    assert!(d.state.people.openings.is_empty());
    let handed = d
        .entries
        .iter()
        .find(|e| e.kind() == "seat_handed_over")
        .unwrap();
    assert_eq!(handed.audience, Visibility::Allies);
    assert_eq!(
        d.state.people.tenures.last().unwrap().seat,
        Seat::Battalion(b)
    );
}

#[test]
fn r1_6_without_at_once_the_gm_approves_who_takes_the_seat() {
    let (mut g, _a, b, _x, _y) = beach_game();
    g.ok(&hc(Side::Allies), open(b, false));
    let ev = g.ok(&bc(BC_A), take(b));
    assert_eq!(ev[0].audience, Visibility::Gm, "a request is the GM's");
    assert_eq!(g.s.battalion(b).unwrap().commander, Some(BC_B), "not yet");
    let v = g.refused(&bc(BC_A), take(b));
    assert!(v.message.contains("already asked"), "{}", v.message);
    g.forbidden(
        &hc(Side::Allies),
        Command::DecideSeat(DecideSeat {
            user: BC_A,
            approve: true,
        }),
    );
    g.ok(
        &gm(),
        Command::DecideSeat(DecideSeat {
            user: BC_A,
            approve: true,
        }),
    );
    assert_eq!(g.s.battalion(b).unwrap().commander, Some(BC_A));
    assert!(g.s.people.claims.is_empty() && g.s.people.openings.is_empty());
}

#[test]
fn r1_6_the_enemy_takes_no_seat_and_only_the_gm_or_the_sides_hc_opens_one() {
    let (mut g, _a, b, x, _y) = beach_game();
    g.forbidden(&bc(BC_B), open(b, true));
    g.forbidden(&hc(Side::Axis), open(b, true));
    g.forbidden(&hc(Side::Allies), open(x, true));
    g.ok(&gm(), open(b, true));
    g.forbidden(&bc(BC_X), take(b));
    g.forbidden(&hc(Side::Axis), take(b));
    // Its holder cannot take it again; closing it ends it.
    g.forbidden(&bc(BC_B), take(b));
    g.ok(
        &gm(),
        Command::OpenSeat(OpenSeat {
            battalion: Some(b),
            high_commander: None,
            open: false,
            at_once: false,
        }),
    );
    assert!(g.s.people.openings.is_empty());
}
