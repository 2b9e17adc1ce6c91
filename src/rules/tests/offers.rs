//! What the pages offer about seats and time (`rules::offers`) is exactly
//! what the commands accept: every offer, decided, is accepted, and every
//! choice left out is refused (R1.5 deputies, R1.6 handovers, R5.10
//! extensions, R12.5 removing an annotation). A battalion commander without
//! a battalion keeps a battalion commander's rights that need no seat.

use super::fixture::*;
use crate::rules::absence::SetDeputy;
use crate::rules::annotations::{may_remove, Annotate, RemoveAnnotation, Shape};
use crate::rules::extensions::RequestExtension;
use crate::rules::handover::HandOver;
use crate::rules::offers::{deputies, extensions_off, handovers, may_ask_extension};
use crate::rules::timetable::Seat;
use crate::rules::*;

/// A battalion commander of the Allies who holds no battalion.
const RESERVE: UserId = UserId::new(12);

/// The beach game with a reserve battalion commander, a deadline, and
/// extension requests taken.
fn game() -> Game {
    let (mut g, ..) = beach_game();
    g.roster.push(Membership {
        id: MemberId::new(9),
        user: RESERVE,
        name: "user 12".into(),
        email: "u12@example.com".into(),
        role: Role::BattalionCommander,
        side: Some(Side::Allies),
    });
    g.s.deadline = Some(now() + chrono::Duration::hours(24));
    g.s.schedule.max_extension_hours = 48;
    g
}

fn accepts(g: &Game, actor: &Actor, cmd: &Command) -> bool {
    let inputs = Inputs {
        map: &g.map,
        roster: &g.roster,
        now: now(),
        previous: None,
    };
    decide(&g.s, &inputs, actor, cmd).is_ok()
}

fn everyone(g: &Game) -> Vec<UserId> {
    let mut users: Vec<UserId> = g.roster.iter().map(|m| m.user).collect();
    users.dedup();
    users
}

fn all_seats(g: &Game) -> Vec<Seat> {
    g.s.battalions
        .iter()
        .map(|b| Seat::Battalion(b.id))
        .chain([
            Seat::HighCommander(Side::Allies),
            Seat::HighCommander(Side::Axis),
        ])
        .collect()
}

fn seat_fields(seat: Seat) -> (Option<BattalionId>, Option<Side>) {
    match seat {
        Seat::Battalion(b) => (Some(b), None),
        Seat::HighCommander(side) => (None, Some(side)),
    }
}

#[test]
fn r1_5_the_deputy_form_offers_exactly_the_deputies_the_rule_accepts() {
    let g = game();
    let mut offered = 0;
    for user in everyone(&g) {
        let actor = Actor::of(user, &g.roster);
        let offers = deputies(&g.s, &g.roster, &actor);
        for seat in all_seats(&g) {
            let offer = offers.iter().find(|o| o.seat == seat);
            let (battalion, high_commander) = seat_fields(seat);
            for deputy in everyone(&g).into_iter().map(Some).chain([None]) {
                let cmd = Command::SetDeputy(SetDeputy {
                    battalion,
                    high_commander,
                    deputy,
                });
                let expected =
                    offer.is_some_and(|o| deputy.is_none_or(|d| o.candidates.contains(&d)));
                assert_eq!(
                    accepts(&g, &actor, &cmd),
                    expected,
                    "{user} naming {deputy:?} for {seat:?}"
                );
                offered += usize::from(expected);
            }
        }
    }
    assert!(offered > 20, "the offers were not exercised: {offered}");
}

#[test]
fn r1_6_the_handover_forms_offer_exactly_the_members_the_rule_accepts() {
    let g = game();
    let mut offered = 0;
    for user in everyone(&g) {
        let actor = Actor::of(user, &g.roster);
        let offers = handovers(&g.s, &g.roster, &actor, None);
        for seat in all_seats(&g) {
            let offer = offers.iter().find(|o| o.seat == seat);
            let narrowed = handovers(&g.s, &g.roster, &actor, Some(seat));
            assert_eq!(
                narrowed.first(),
                offer,
                "one seat's page offers as the list"
            );
            let (battalion, high_commander) = seat_fields(seat);
            for to in everyone(&g) {
                let cmd = Command::HandOver(HandOver {
                    battalion,
                    high_commander,
                    to,
                });
                let expected = offer.is_some_and(|o| o.candidates.contains(&to));
                assert_eq!(
                    accepts(&g, &actor, &cmd),
                    expected,
                    "{user} handing {seat:?} to {to}"
                );
                offered += usize::from(expected);
            }
        }
    }
    assert!(offered > 10, "the offers were not exercised: {offered}");
}

#[test]
fn r5_10_the_extension_form_is_offered_exactly_when_a_request_is_accepted() {
    let mut g = game();
    let ask = Command::RequestExtension(RequestExtension {
        hours: 6,
        reason: "Away for the weekend".into(),
    });
    let check = |g: &Game| {
        for user in everyone(g) {
            let actor = Actor::of(user, &g.roster);
            assert_eq!(
                may_ask_extension(&g.s, &actor),
                accepts(g, &actor, &ask),
                "{user}"
            );
        }
    };
    check(&g);
    // Who may ask: a side's commanders, a reserve BC too; not the GM, not
    // an observer.
    let asks = |g: &Game, u: UserId| may_ask_extension(&g.s, &Actor::of(u, &g.roster));
    assert!(asks(&g, BC_A) && asks(&g, AXIS_HC) && asks(&g, RESERVE));
    assert!(!asks(&g, GM) && !asks(&g, OBSERVER));
    // One request waiting per member.
    g.ok(&Actor::of(RESERVE, &g.roster), ask.clone());
    assert!(!asks(&g, RESERVE) && asks(&g, BC_A));
    check(&g);
    // No requests taken, or no deadline: nobody is offered the form. With
    // requests off, the players who could ask and the GM are told why.
    let off = |g: &Game, u: UserId| extensions_off(&g.s, &Actor::of(u, &g.roster));
    assert!(!off(&g, BC_A) && !off(&g, GM));
    g.s.schedule.max_extension_hours = 0;
    check(&g);
    assert!(!asks(&g, BC_A));
    assert!(off(&g, BC_A) && off(&g, AXIS_HC) && off(&g, GM) && !off(&g, OBSERVER));
    g.s.schedule.max_extension_hours = 48;
    g.s.deadline = None;
    check(&g);
    assert!(!asks(&g, BC_A));
}

#[test]
fn r12_5_removal_is_offered_exactly_for_the_annotations_the_rule_lets_go() {
    let mut g = game();
    let draw = |text: &str| {
        Command::Annotate(Annotate {
            shape: Shape::Label,
            zone: "F13".into(),
            to: None,
            text: text.into(),
            side: None,
        })
    };
    // A reserve BC draws on the side's layer like any BC (R12.5).
    g.ok(&Actor::of(RESERVE, &g.roster), draw("reserve"));
    g.ok(&Actor::of(BC_A, &g.roster), draw("A"));
    g.ok(&hc(Side::Allies), draw("HC"));
    g.ok(&Actor::of(BC_X, &g.roster), draw("X"));
    let mut removable = 0;
    for user in everyone(&g) {
        let actor = Actor::of(user, &g.roster);
        for a in &g.s.annotations.items {
            let cmd = Command::RemoveAnnotation(RemoveAnnotation {
                annotation: a.id,
                side: actor.gm.then_some(a.side),
            });
            let sees = actor.gm || actor.side == Some(a.side);
            if !sees {
                // Another side's layer never reaches this reader's page
                // (and its ids, counted per side, name their own side's).
                continue;
            }
            assert_eq!(
                may_remove(&actor, a),
                accepts(&g, &actor, &cmd),
                "{user}: {}",
                a.text
            );
            removable += usize::from(may_remove(&actor, a));
        }
    }
    assert!(removable >= 8, "{removable}");
}
