//! Property tests: random sequences of legal and illegal commands on random
//! positions never stack over the limit (R4), never lose or duplicate a unit,
//! and keep control consistent with occupancy (R2.2).

use super::fixture::*;
use crate::rules::*;
use proptest::prelude::*;
use std::collections::BTreeSet;

#[derive(Debug, Clone)]
pub(super) enum Step {
    Draft {
        battalion: usize,
        take: usize,
        skip: usize,
        dest: usize,
        target: bool,
    },
    DraftArtillery {
        unit: usize,
        dest: usize,
    },
    DeleteDraft(usize),
    Commit,
    Advance {
        force: bool,
    },
    Defaults(usize),
    Result {
        battle: usize,
        outcome: usize,
        less: u32,
    },
    Casualties {
        battle: usize,
        attacker: bool,
        take: usize,
    },
    Reinforce {
        battalion: usize,
        dest: usize,
    },
}

pub(super) fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => (0..10usize, 1..6usize, 0..8usize, 0..8usize, any::<bool>())
            .prop_map(|(battalion, take, skip, dest, target)| Step::Draft { battalion, take, skip, dest, target }),
        1 => (0..4usize, 0..8usize).prop_map(|(unit, dest)| Step::DraftArtillery { unit, dest }),
        1 => (0..4usize).prop_map(Step::DeleteDraft),
        3 => Just(Step::Commit),
        1 => any::<bool>().prop_map(|force| Step::Advance { force }),
        1 => (0..4usize).prop_map(Step::Defaults),
        2 => (0..4usize, 0..9usize, 0..3u32).prop_map(|(battle, outcome, less)| Step::Result { battle, outcome, less }),
        2 => (0..4usize, any::<bool>(), 0..4usize).prop_map(|(battle, attacker, take)| Step::Casualties { battle, attacker, take }),
        1 => (0..10usize, 0..6usize).prop_map(|(battalion, dest)| Step::Reinforce { battalion, dest }),
    ]
}

/// Allied battalions in launch boxes and inland; Axis battalions on
/// `axis_zones` (distinct), artillery on both sides, one reinforcement each.
pub(super) fn position(axis_zones: &[&str]) -> Game {
    let mut g = Game::new();
    g.battalion("A1", Nation::Us, BC_A, "box:utah");
    g.battalion("A2", Nation::Us, BC_A, "box:omaha");
    g.battalion("A3", Nation::Uk, BC_B, "box:gold");
    g.battalion("A4", Nation::Canada, BC_B, "box:juno");
    g.battalion("A5", Nation::Us, BC_B, "F10");
    g.battalion("AR", Nation::Us, BC_A, "reinforcements");
    for (i, z) in axis_zones.iter().enumerate() {
        g.battalion(
            &format!("X{i}"),
            Nation::Heer,
            if i % 2 == 0 { BC_X } else { BC_Y },
            z,
        );
    }
    g.battalion("XR", Nation::Heer, BC_X, "reinforcements");
    g.artillery(Side::Allies, "F10");
    g.artillery(Side::Axis, axis_zones[0]);
    g.artillery(Side::Axis, axis_zones[1]);
    g.start();
    g
}

fn dests(g: &Game, from: &Location) -> Vec<String> {
    match from {
        Location::Zone(z) => {
            let mut d: Vec<String> = g.map.neighbours(z).cloned().collect();
            d.push(z.clone());
            d.push("F42".into()); // far away: illegal
            d
        }
        Location::LaunchBox(b) => vec![
            g.map
                .launch_box(b)
                .map(|x| x.lands_into.clone())
                .unwrap_or_default(),
            "F1".into(),
        ],
        _ => vec!["F13".into()],
    }
}

pub(super) fn apply(g: &mut Game, s: &Step) -> Result<Vec<Entry>, Refusal> {
    let side = g.s.side;
    match s {
        Step::Draft {
            battalion,
            take,
            skip,
            dest,
            target,
        } => {
            let bs: Vec<&Battalion> = g.s.battalions.iter().filter(|b| b.side == side).collect();
            let Some(b) = bs.get(battalion % bs.len().max(1)).map(|b| b.id) else {
                return Ok(vec![]);
            };
            let units: Vec<&Unit> =
                g.s.units
                    .iter()
                    .filter(|u| u.battalion == Some(b) && u.active())
                    .skip(*skip)
                    .take(*take)
                    .collect();
            let Some(first) = units.first() else {
                return Ok(vec![]);
            };
            let from = first.location.clone();
            let ids: Vec<UnitId> = units
                .iter()
                .filter(|u| u.location == from)
                .map(|u| u.id)
                .collect();
            let d = dests(g, &from);
            let to = d[dest % d.len()].clone();
            let tgt = if *target {
                g.s.battalions_in(&to, side.enemy()).into_iter().next()
            } else {
                None
            };
            let commander = g.s.battalion(b).and_then(|x| x.commander).unwrap_or(GM);
            g.run(
                &bc(commander),
                Command::DraftMove(DraftMove {
                    units: ids,
                    to: Location::Zone(to),
                    target: tgt,
                }),
            )
        }
        Step::DraftArtillery { unit, dest } => {
            let arts: Vec<&Unit> =
                g.s.units
                    .iter()
                    .filter(|u| u.class == UnitClass::Artillery && u.side == side && u.active())
                    .collect();
            let Some(a) = arts.get(unit % arts.len().max(1)) else {
                return Ok(vec![]);
            };
            let d = dests(g, &a.location);
            let cmd = Command::DraftMove(DraftMove {
                units: vec![a.id],
                to: Location::Zone(d[dest % d.len()].clone()),
                target: None,
            });
            g.run(&hc(side), cmd)
        }
        Step::DeleteDraft(i) => {
            let Some(d) = g.s.drafts.get(i % g.s.drafts.len().max(1)).map(|d| d.id) else {
                return Ok(vec![]);
            };
            g.run(&hc(side), Command::DeleteDraft(DeleteDraft { draft: d }))
        }
        Step::Commit => g.run(&hc(side), Command::Commit(Commit {})),
        Step::Advance { force } => g.run(
            &gm(),
            Command::Advance(Advance {
                force: *force,
                reason: "property test".into(),
            }),
        ),
        Step::Defaults(i) => {
            let Some(b) = g.s.battles.get(i % g.s.battles.len().max(1)).map(|b| b.id) else {
                return Ok(vec![]);
            };
            g.run(
                &gm(),
                Command::ChooseDefenders(ChooseDefenders {
                    battle: b,
                    units: vec![],
                }),
            )
        }
        Step::Result {
            battle,
            outcome,
            less,
        } => {
            let Some(b) = g.s.battles.get(battle % g.s.battles.len().max(1)).cloned() else {
                return Ok(vec![]);
            };
            let o = Outcome::ALL[outcome % 9];
            let (ca, cd) = combat::loss_caps(o);
            let (_, amax) = combat::loss_range(ca, b.attacker_units.len() as u32);
            let (_, dmax) =
                combat::loss_range(cd, b.defender_units.as_ref().map_or(0, Vec::len) as u32);
            g.run(
                &gm(),
                Command::EnterResult(EnterResult {
                    battle: b.id,
                    outcome: o,
                    attacker_losses: Some(amax.saturating_sub(*less)),
                    defender_losses: Some(dmax.saturating_sub(*less)),
                    notes: String::new(),
                    link: String::new(),
                    ruling: String::new(),
                }),
            )
        }
        Step::Casualties {
            battle,
            attacker,
            take,
        } => {
            let Some(b) = g.s.battles.get(battle % g.s.battles.len().max(1)).cloned() else {
                return Ok(vec![]);
            };
            let pool = if *attacker {
                b.attacker_units.clone()
            } else {
                b.defender_units.clone().unwrap_or_default()
            };
            let side = if *attacker { b.side } else { b.side.enemy() };
            g.run(
                &gm(),
                Command::ChooseCasualties(ChooseCasualties {
                    battle: b.id,
                    side: Some(side),
                    units: pool.into_iter().take(*take).collect(),
                }),
            )
        }
        Step::Reinforce { battalion, dest } => {
            let Some(b) =
                g.s.battalions
                    .iter()
                    .filter(|b| b.side == side)
                    .nth(*battalion % 6)
                    .map(|b| b.id)
            else {
                return Ok(vec![]);
            };
            let units: Vec<UnitId> =
                g.s.units
                    .iter()
                    .filter(|u| u.battalion == Some(b) && u.active())
                    .map(|u| u.id)
                    .collect();
            let to = match side {
                Side::Allies => Location::LaunchBox(
                    ["utah", "omaha", "gold", "juno", "sword", "utah"][dest % 6].into(),
                ),
                Side::Axis => {
                    Location::Zone(["F33", "F35", "F37", "F40", "F32", "F14"][dest % 6].into())
                }
            };
            g.run(
                &hc(side),
                Command::PlaceReinforcement(PlaceReinforcement {
                    battalion: None,
                    units: Some(units),
                    to,
                }),
            )
        }
    }
}

fn check_invariants(
    g: &Game,
    ids: &BTreeSet<UnitId>,
    destroyed_before: &BTreeSet<UnitId>,
) -> Result<(), TestCaseError> {
    let now: BTreeSet<UnitId> = g.s.units.iter().map(|u| u.id).collect();
    prop_assert_eq!(now.len(), g.s.units.len(), "duplicate unit ids");
    prop_assert_eq!(&now, ids, "a unit was lost or created");
    let destroyed: BTreeSet<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.destroyed)
            .map(|u| u.id)
            .collect();
    prop_assert!(
        destroyed_before.is_subset(&destroyed),
        "a destroyed unit came back"
    );
    for z in g.map.zones() {
        for side in [Side::Allies, Side::Axis] {
            prop_assert!(
                g.s.combat_units_in(&z.id, side) as u32 <= g.s.params.stack_limit,
                "{} {:?} over the stack limit",
                z.id,
                side
            );
            prop_assert!(
                g.s.artillery_in(&z.id, side) as u32 <= g.s.params.artillery_stack,
                "{} {:?} artillery over the limit",
                z.id,
                side
            );
        }
        let (al, ax) = (
            g.s.combat_units_in(&z.id, Side::Allies),
            g.s.combat_units_in(&z.id, Side::Axis),
        );
        if al > 0 && ax == 0 {
            prop_assert_eq!(
                g.s.controller(&z.id),
                Some(Side::Allies),
                "{} holds only Allied units",
                z.id
            );
        }
        if ax > 0 && al == 0 {
            prop_assert_eq!(
                g.s.controller(&z.id),
                Some(Side::Axis),
                "{} holds only Axis units",
                z.id
            );
        }
    }
    // A drafted end state over a stacking limit (left by deleting the draft
    // that made room) is never committed: the commit refuses it (R4.4).
    for side in [Side::Allies, Side::Axis] {
        let over = drafted_counts(&g.s, side).into_iter().find(|(_, (c, a))| {
            *c as u32 > g.s.params.stack_limit || *a as u32 > g.s.params.artillery_stack
        });
        if let Some((z, (c, a))) = over {
            let inputs = Inputs::new(&g.map, &g.roster, super::fixture::now());
            let commit = decide(&g.s, &inputs, &hc(side), &Command::Commit(Commit {}));
            let refused_by_r4 =
                matches!(&commit, Err(Refusal::Rule(r)) if r.rule.starts_with("R4"));
            prop_assert!(
                refused_by_r4,
                "drafts put {} units and {} guns in {}, and the commit took them",
                c,
                a,
                z
            );
        }
    }
    Ok(())
}

pub(super) const AXIS_CHOICES: [&str; 10] = [
    "F11", "F14", "F15", "F16", "F17", "F13", "F22", "F21", "F12", "F23",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn r4_r2_2_invariants_hold_under_random_commands(
        picks in proptest::sample::subsequence(AXIS_CHOICES.to_vec(), 4),
        steps in proptest::collection::vec(step(), 1..120),
    ) {
        let mut g = position(&picks);
        let ids: BTreeSet<UnitId> = g.s.units.iter().map(|u| u.id).collect();
        let mut destroyed = BTreeSet::new();
        check_invariants(&g, &ids, &destroyed)?;
        for s in &steps {
            let before = g.s.clone();
            match apply(&mut g, s) {
                // #44: every entry is a message, so each reader reads it in
                // their language, and its English is the stored text.
                Ok(entries) => {
                    for e in &entries {
                        let said = e.said.as_ref();
                        prop_assert!(said.is_some(), "{} is not a message: {}", e.kind(), e.text);
                        prop_assert_eq!(said.map(|s| s.english()), Some(e.text.clone()));
                        if let Some((_, inner)) = &e.inner {
                            let said = e.inner_said.as_ref();
                            prop_assert_eq!(said.map(|s| s.english()), Some(inner.clone()));
                        }
                        for lang in crate::rules::say::Lang::ALL {
                            let words = said.map(|s| s.said_in(lang)).unwrap_or_default();
                            prop_assert!(!words.contains("history-") && !words.contains("word-"), "{}", words);
                        }
                    }
                }
                Err(_) => prop_assert_eq!(&g.s, &before, "a refused command changed the state"),
            }
            check_invariants(&g, &ids, &destroyed)?;
            destroyed = g.s.units.iter().filter(|u| u.destroyed).map(|u| u.id).collect();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// #45: the counts a read takes once (`ZoneIndex`) answer what the
    /// state answers, after any commands: each zone's state (R2.2), and
    /// each side's stacks (R4) with its drafts, with its drafts and one
    /// more unit moved anywhere, and with the drafts of a single unit.
    #[test]
    fn r2_2_r4_counted_once_answers_what_the_state_answers(
        picks in proptest::sample::subsequence(AXIS_CHOICES.to_vec(), 4),
        steps in proptest::collection::vec(step(), 1..80),
    ) {
        use crate::rules::zone_index::ZoneIndex;
        let mut g = position(&picks);
        for st in &steps {
            let _ = apply(&mut g, st);
            let s = &g.s;
            let index = ZoneIndex::of(s);
            for z in g.map.zones() {
                prop_assert_eq!(index.zone_state(s, &z.id), s.zone_state(&z.id), "{}", z.id);
            }
            let owned = |m: std::collections::BTreeMap<&str, (usize, usize)>| {
                // A zone holding only air units is listed there with no
                // units: the same stack, as far as R4 goes.
                m.into_iter()
                    .filter(|(_, n)| *n != (0, 0))
                    .map(|(z, n)| (z.to_string(), n))
                    .collect::<std::collections::BTreeMap<_, _>>()
            };
            let zones: Vec<&str> = g.map.zones().iter().map(|z| z.id.as_str()).step_by(7).collect();
            for side in [Side::Allies, Side::Axis] {
                prop_assert_eq!(
                    index.counts_with(side, &s.drafts, None),
                    owned(crate::rules::stacking::counts_with(s, side, &s.drafts, None))
                );
                for (i, u) in s.units.iter().enumerate().step_by(5) {
                    let mut drafts = s.drafts.clone();
                    let mut d = drafts.first().cloned().unwrap_or_else(|| Draft {
                        id: DraftId::new(9999),
                        kind: MoveKind::Combat,
                        battalion: None,
                        units: Vec::new(),
                        to: Location::Zone("F14".into()),
                        target: None,
                        author: UserId::new(1),
                    });
                    d.units = vec![u.id];
                    d.to = Location::Zone(zones[i % zones.len()].to_string());
                    drafts.push(d);
                    let only: BTreeSet<&str> = zones.iter().copied().take(1 + i % 3).collect();
                    prop_assert_eq!(
                        index.counts_with(side, &drafts, None),
                        owned(crate::rules::stacking::counts_with(s, side, &drafts, None))
                    );
                    prop_assert_eq!(
                        index.counts_with(side, &drafts, Some(&only)),
                        owned(crate::rules::stacking::counts_with(s, side, &drafts, Some(&only)))
                    );
                }
            }
        }
    }
}
