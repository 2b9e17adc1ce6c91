//! #40, item 1: random sequences of membership changes (removal, a new
//! role on the other side, a role change, a handover) interleaved with
//! absences and deputies never let a member act for, or read the secrets
//! of, a side they are not on now (R1.2, R1.5, R1.6).

use super::fixture::*;
use crate::rules::absence::{Back, MarkAway, SetDeputy};
use crate::rules::cover::{covering, extend, side_of};
use crate::rules::handover::HandOver;
use crate::rules::timetable::Seat;
use crate::rules::*;
use chrono::Duration;
use proptest::prelude::*;

/// Everyone who may come and go.
const PEOPLE: [UserId; 7] = [ALLIED_HC, AXIS_HC, BC_A, BC_B, BC_X, BC_Y, OBSERVER];

#[derive(Debug, Clone)]
enum Step {
    Remove(usize),
    Add {
        who: usize,
        role: usize,
        allies: bool,
    },
    HandOver {
        battalion: usize,
        to: usize,
    },
    Away {
        who: usize,
        days: i64,
    },
    Back(usize),
    Deputy {
        battalion: Option<usize>,
        allies: bool,
        who: usize,
    },
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (0..8usize).prop_map(Step::Remove),
        (0..7usize, 0..3usize, any::<bool>()).prop_map(|(who, role, allies)| Step::Add {
            who,
            role,
            allies
        }),
        (0..4usize, 0..7usize).prop_map(|(battalion, to)| Step::HandOver { battalion, to }),
        (0..7usize, 1..10i64).prop_map(|(who, days)| Step::Away { who, days }),
        (0..7usize).prop_map(Step::Back),
        (proptest::option::of(0..4usize), any::<bool>(), 0..7usize).prop_map(
            |(battalion, allies, who)| Step::Deputy {
                battalion,
                allies,
                who
            }
        ),
    ]
}

fn pick<T: Copy>(xs: &[T], i: usize) -> T {
    xs[i % xs.len()]
}

/// Runs one step as whoever may (the GM, the member themselves); refusals
/// are part of the game.
fn play(g: &mut Game, step: &Step) {
    let side = |allies: bool| if allies { Side::Allies } else { Side::Axis };
    let battalions: Vec<BattalionId> = g.s.battalions.iter().map(|b| b.id).collect();
    let (actor, cmd) = match step {
        Step::Remove(i) => {
            let Some(m) = g.roster.get(i % g.roster.len().max(1)).cloned() else {
                return;
            };
            (gm(), Command::RemoveMember(RemoveMember { member: m.id }))
        }
        Step::Add { who, role, allies } => {
            let user = pick(&PEOPLE, *who);
            let role = pick(
                &[
                    Role::BattalionCommander,
                    Role::HighCommander,
                    Role::Observer,
                ],
                *role,
            );
            (
                gm(),
                Command::AddMember(AddMember {
                    email: format!("u{user}@example.com"),
                    role,
                    side: role.needs_side().then(|| side(*allies)),
                    user: Some(user),
                    name: format!("user {user}"),
                }),
            )
        }
        Step::HandOver { battalion, to } => (
            gm(),
            Command::HandOver(HandOver {
                battalion: Some(pick(&battalions, *battalion)),
                high_commander: None,
                to: pick(&PEOPLE, *to),
            }),
        ),
        Step::Away { who, days } => (
            Actor::of(pick(&PEOPLE, *who), &g.roster),
            Command::MarkAway(MarkAway {
                from: None,
                to: now() + Duration::days(*days),
                note: "away".into(),
            }),
        ),
        Step::Back(who) => (
            Actor::of(pick(&PEOPLE, *who), &g.roster),
            Command::Back(Back {}),
        ),
        Step::Deputy {
            battalion,
            allies,
            who,
        } => (
            gm(),
            Command::SetDeputy(SetDeputy {
                battalion: battalion.map(|b| pick(&battalions, b)),
                high_commander: battalion.is_none().then(|| side(*allies)),
                deputy: Some(pick(&PEOPLE, *who)),
            }),
        ),
    };
    let _ = g.run(&actor, cmd);
}

/// Nobody acts for, or reads, a side they are not on now.
fn check(g: &Game, battle: BattleId, defenders: &[UnitId]) -> Result<(), TestCaseError> {
    let map = map();
    for user in PEOPLE {
        let me = Actor::of(user, &g.roster);
        let covered = extend(&me, &g.s, &g.roster, now());
        prop_assert_eq!(
            Audience::of(&covered),
            Audience::of(&me),
            "{} reads another audience by covering",
            user
        );
        for b in &covered.covers {
            let side = g.s.battalion(*b).map(|b| b.side);
            prop_assert_eq!(side, me.side, "{} covers a battalion of another side", user);
        }
        for c in covering(&g.s, &g.roster, user, now()) {
            let side = side_of(&g.s, c.seat);
            let gm_for_hc = me.gm && matches!(c.seat, Seat::HighCommander(_));
            prop_assert!(
                gm_for_hc || side == me.side,
                "{} covers {:?} of {:?} on side {:?}",
                user,
                c.seat,
                side,
                me.side
            );
        }
        let inputs = Inputs::new(&map, &g.roster, now());
        let acts = actions(&g.s, &inputs, &me, None);
        for c in &acts.covering {
            prop_assert!(
                me.gm || side_of(&g.s, c.seat) == me.side,
                "{}'s actions show another side's absence",
                user
            );
        }
        let choose = Command::ChooseDefenders(ChooseDefenders {
            battle,
            units: defenders.to_vec(),
        });
        if decide(&g.s, &inputs, &me, &choose).is_ok() {
            prop_assert!(
                me.gm || me.side == Some(Side::Axis),
                "{} (side {:?}) chose the Axis defenders",
                user,
                me.side
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn r1_5_no_member_acts_for_or_reads_a_side_they_are_not_on(
        steps in proptest::collection::vec(step(), 1..12)
    ) {
        let (mut g, a, _b, x, _y) = beach_game();
        g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
        g.commit(Side::Allies);
        let battle = g.s.battles[0].id;
        let defenders: Vec<UnitId> = g
            .s
            .battalion_units_in(x, "F14")
            .iter()
            .filter(|u| u.is_combat())
            .take(3)
            .map(|u| u.id)
            .collect();
        for s in &steps {
            play(&mut g, s);
            check(&g, battle, &defenders)?;
        }
    }
}

/// Who wrote or uploaded what stays said after they leave (R1.7): a name
/// the roster no longer holds reads "a former member", never a blank.
#[test]
fn r1_7_one_who_left_is_a_former_member_never_a_blank() {
    let names = crate::rules::Names::new([(7, "Anna".to_string())]);
    assert_eq!(names.of(7), "Anna");
    assert_eq!(names.get(7), Some("Anna"));
    assert_eq!(names.of(8), "a former member");
    assert_eq!(names.get(8), None);
    assert_eq!(
        crate::rules::Names::default().of(7),
        crate::rules::Names::FORMER
    );
}
