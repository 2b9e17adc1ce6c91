//! `actions` and `decide` agree: every move `actions` lists is accepted, and
//! every single-unit move it does not list is refused, over random
//! campaign states reached by random commands. The battle and reinforcement
//! choices it lists are accepted too.

use super::fixture::*;
use super::props::{apply, position, step, AXIS_CHOICES};
use crate::rules::attacks::MoveType;
use crate::rules::*;
use proptest::prelude::*;

fn table(g: &Game) -> Inputs<'_> {
    Inputs {
        map: &g.map,
        roster: &g.roster,
        now: now(),
        previous: None,
    }
}

fn viewers() -> Vec<Actor> {
    vec![
        gm(),
        hc(Side::Allies),
        hc(Side::Axis),
        bc(BC_A),
        bc(BC_B),
        bc(BC_X),
        bc(BC_Y),
        bc(OBSERVER),
    ]
}

/// Whether `actions` lists drafting `unit` alone into `zone` at `target`.
fn listed(acts: &Actions, unit: UnitId, zone: &str, target: Option<BattalionId>) -> bool {
    let Some(m) = acts.moves.iter().find(|m| m.unit == unit) else {
        return false;
    };
    m.destinations
        .iter()
        .filter(|d| d.to.zone() == Some(zone))
        .any(|d| match (d.kind, target) {
            (MoveType::Attack, Some(t)) => d.targets.iter().any(|x| x.battalion == t),
            (MoveType::Attack, None) => !d.needs_target,
            (_, None) => true,
            (_, Some(_)) => false,
        })
}

fn accepted(g: &Game, viewer: &Actor, cmd: Command) -> bool {
    decide(&g.s, &table(g), viewer, &cmd).is_ok()
}

fn draft(unit: UnitId, zone: &str, target: Option<BattalionId>) -> Command {
    Command::DraftMove(DraftMove {
        units: vec![unit],
        to: Location::Zone(zone.into()),
        target,
    })
}

/// Every listed choice is accepted by `decide`.
fn listed_are_accepted(g: &Game, viewer: &Actor, acts: &Actions) -> Result<(), TestCaseError> {
    for m in &acts.moves {
        for d in &m.destinations {
            let zone = d.to.zone().unwrap_or_default();
            let targets: Vec<Option<BattalionId>> = if d.kind == MoveType::Attack {
                d.targets.iter().map(|t| Some(t.battalion)).collect()
            } else {
                vec![None]
            };
            for t in targets {
                prop_assert!(
                    accepted(g, viewer, draft(m.unit, zone, t)),
                    "listed move refused: {:?} -> {} {:?} for {:?}",
                    m.unit,
                    zone,
                    t,
                    viewer
                );
            }
        }
    }
    for d in &acts.defenders {
        let cmd = Command::ChooseDefenders(ChooseDefenders {
            battle: d.battle,
            units: d.default.clone(),
        });
        prop_assert!(
            accepted(g, viewer, cmd),
            "default defenders refused for {:?}",
            d.battle
        );
    }
    for c in &acts.casualties {
        let cmd = Command::ChooseCasualties(ChooseCasualties {
            battle: c.battle,
            side: Some(c.side),
            units: c.default.clone(),
        });
        prop_assert!(
            accepted(g, viewer, cmd),
            "default casualties refused for {:?}",
            c.battle
        );
    }
    for p in &acts.reinforcements {
        for to in &p.destinations {
            let cmd = Command::PlaceReinforcement(PlaceReinforcement {
                battalion: None,
                units: Some(p.units.clone()),
                to: to.clone(),
            });
            prop_assert!(
                accepted(g, viewer, cmd),
                "listed placement refused: {} -> {}",
                p.name,
                to
            );
        }
    }
    for s in &acts.support {
        for a in &s.artillery {
            let cmd = Command::AssignSupport(AssignSupport {
                battle: s.battle,
                artillery: vec![*a],
                air: vec![],
                ship: false,
            });
            prop_assert!(accepted(g, viewer, cmd), "listed artillery refused");
        }
    }
    for battle in acts.gm.iter().flat_map(|o| &o.results) {
        let cmd = Command::EnterResult(EnterResult {
            battle: *battle,
            outcome: Outcome::Draw,
            attacker_losses: None,
            defender_losses: None,
            notes: String::new(),
            link: String::new(),
            ruling: String::new(),
        });
        prop_assert!(
            accepted(g, viewer, cmd),
            "listed result refused: {:?}",
            battle
        );
    }
    if let Some(c) = &acts.commit {
        prop_assert_eq!(c.ready, accepted(g, viewer, Command::Commit(Commit {})));
    }
    Ok(())
}

/// Every single-unit move it does not list is refused.
fn unlisted_are_refused(
    g: &Game,
    viewer: &Actor,
    acts: &Actions,
    probes: &[(usize, usize, usize)],
) -> Result<(), TestCaseError> {
    let units: Vec<UnitId> = g.s.units.iter().map(|u| u.id).collect();
    let zones: Vec<String> = g.map.zones().iter().map(|z| z.id.clone()).collect();
    let battalions: Vec<BattalionId> = g.s.battalions.iter().map(|b| b.id).collect();
    for (u, z, t) in probes {
        let (Some(unit), Some(zone)) = (units.get(u % units.len()), zones.get(z % zones.len()))
        else {
            continue;
        };
        let target = battalions.get(t % (battalions.len() + 1)).copied();
        if !listed(acts, *unit, zone, target) {
            prop_assert!(
                !accepted(g, viewer, draft(*unit, zone, target)),
                "unlisted move accepted: {:?} -> {} {:?} for {:?}",
                unit,
                zone,
                target,
                viewer
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn actions_and_decide_agree_over_random_states(
        picks in proptest::sample::subsequence(AXIS_CHOICES.to_vec(), 4),
        steps in proptest::collection::vec(step(), 0..60),
        probes in proptest::collection::vec((0usize..400, 0usize..42, 0usize..30), 60),
    ) {
        let mut g = position(&picks);
        for s in &steps {
            let _ = apply(&mut g, s);
            // Neighbouring zones of every unit are probed as well.
        }
        for viewer in viewers() {
            let acts = actions(&g.s, &table(&g), &viewer, None);
            listed_are_accepted(&g, &viewer, &acts)?;
            unlisted_are_refused(&g, &viewer, &acts, &probes)?;
            // Near probes: every unit to each neighbour of where it stands.
            let near: Vec<(UnitId, String)> = g.s.units.iter()
                .filter_map(|u| u.location.zone().map(|z| (u.id, z.to_string())))
                .flat_map(|(u, z)| {
                    let mut n: Vec<String> = g.map.neighbours(&z).cloned().collect();
                    n.push(z);
                    n.into_iter().map(move |n| (u, n))
                })
                .collect();
            for (u, z) in near.iter().take(400) {
                if !listed(&acts, *u, z, None) {
                    prop_assert!(!accepted(&g, &viewer, draft(*u, z, None)),
                        "unlisted near move accepted: {:?} -> {} for {:?}", u, z, viewer);
                }
            }
        }
    }
}

#[test]
fn r6_5_two_battalions_in_the_zone_need_a_named_target_and_the_odds_are_provisional() {
    let (g, a, _b, x, y) = beach_game();
    let acts = actions(&g.s, &table(&g), &bc(BC_A), None);
    let unit = g.pick(a, 1, 0)[0];
    let m = acts.moves.iter().find(|m| m.unit == unit).unwrap();
    assert_eq!(
        m.destinations.len(),
        1,
        "a launch box lands only on its beach"
    );
    let d = &m.destinations[0];
    assert_eq!((d.to.zone(), d.kind), (Some("F14"), MoveType::Attack));
    assert!(d.needs_target);
    let targets: Vec<BattalionId> = d.targets.iter().map(|t| t.battalion).collect();
    assert_eq!(targets, vec![x, y]);
    let o = &d.targets[0].odds;
    // One attacker against the one defender X must field (R7.1).
    assert_eq!((o.attackers, o.defenders, o.provisional), (1, 1, true));
    assert!(!listed(&acts, unit, "F14", None));
    assert!(!accepted(&g, &bc(BC_A), draft(unit, "F14", None)));
    // B's units in F13 are not BC_A's to order.
    assert!(acts.moves.iter().all(|m| m.battalion == Some(a)));
}
