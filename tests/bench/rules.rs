//! Criterion benchmark: validating and committing a whole side's orders for
//! 24 battalions (288 units) in the rules module. Run: `cargo bench --bench rules`.
#![allow(clippy::indexing_slicing)]

use bocage::rules::oob::NationTemplate;
use bocage::rules::{
    commit::Commit, forces::AddBattalion, orders::DraftMove, phases::Advance, start::Start,
};
use bocage::rules::{
    decide, Actor, CampaignState, Command, Inputs, Location, Map, MemberId, Membership, Nation,
    Params, Phase, Role, Side, UserId,
};
use chrono::{NaiveDate, Utc};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

/// The GM (user 1), the Allied HC (2), a battalion commander per Allied
/// battalion (100..) and one Axis one (200).
fn roster() -> Vec<Membership> {
    let m = |user: i64, role: Role, side: Option<Side>| Membership {
        id: MemberId::new(user),
        user: UserId::new(user),
        name: format!("user {user}"),
        email: format!("u{user}@example.com"),
        role,
        side,
    };
    let mut r = vec![
        m(1, Role::Gm, None),
        m(2, Role::HighCommander, Some(Side::Allies)),
        m(3, Role::HighCommander, Some(Side::Axis)),
        m(200, Role::BattalionCommander, Some(Side::Axis)),
    ];
    r.extend((100..124).map(|u| m(u, Role::BattalionCommander, Some(Side::Allies))));
    r
}

fn gm() -> Actor {
    Actor::of(UserId::new(1), &roster())
}

/// 24 Allied battalions on 24 zones, every zone Allied, the Allied
/// non-combat move, and one draft of 6 units to a neighbour per battalion
/// (each validated by `decide`).
fn position(map: &Map) -> (CampaignState, usize) {
    let us = NationTemplate::parse(include_str!("../../config/oob/us.toml"))
        .unwrap_or_else(|e| panic!("{e}"));
    let heer = NationTemplate::parse(include_str!("../../config/oob/heer.toml"))
        .unwrap_or_else(|e| panic!("{e}"));
    // A higher stack limit lets every battalion draft; the checks run all the same.
    let params = Params {
        stack_limit: 50,
        ..Params::default()
    };
    let mut s = CampaignState::new(
        "bench",
        "aa-dday",
        params,
        NaiveDate::from_ymd_opt(1944, 6, 6).unwrap_or_default(),
    );
    let zones: Vec<String> = map.zones().iter().map(|z| z.id.clone()).collect();
    for z in &zones {
        s.control.insert(z.clone(), Side::Allies);
    }
    let run = |s: &mut CampaignState, actor: &Actor, cmd: Command| -> bool {
        let roster = roster();
        match decide(s, &Inputs::new(map, &roster, Utc::now()), actor, &cmd) {
            Ok(d) => {
                *s = d.state;
                true
            }
            Err(_) => false,
        }
    };
    for (i, z) in zones.iter().take(24).enumerate() {
        let cmd = Command::AddBattalion(AddBattalion {
            name: format!("Bn {i}"),
            nation: Nation::Us,
            commander: Some(UserId::new(100 + i as i64)),
            location: Location::Zone(z.clone()),
            arrives_round: None,
            units: us.unit_specs(),
            hq: "HQ".into(),
            commander_email: None,
        });
        assert!(run(&mut s, &gm(), cmd));
    }
    let cmd = Command::AddBattalion(AddBattalion {
        name: "Axis".into(),
        nation: Nation::Heer,
        commander: Some(UserId::new(200)),
        location: Location::Zone(zones[41].clone()),
        arrives_round: None,
        units: heer.unit_specs(),
        hq: "HQ".into(),
        commander_email: None,
    });
    assert!(run(&mut s, &gm(), cmd));
    assert!(run(&mut s, &gm(), Command::Start(Start {})));
    while s.phase != Phase::NonCombatMove {
        assert!(run(
            &mut s,
            &gm(),
            Command::Advance(Advance {
                force: false,
                reason: String::new()
            })
        ));
    }
    let mut drafts = 0;
    let battalions: Vec<_> = s
        .battalions
        .iter()
        .filter(|b| b.side == Side::Allies)
        .map(|b| (b.id, zones[(b.id.get() as usize) % 24].clone()))
        .collect();
    for (bid, _) in battalions {
        let units: Vec<_> = s
            .units
            .iter()
            .filter(|u| u.battalion == Some(bid))
            .take(6)
            .map(|u| u.id)
            .collect();
        let from = s
            .units
            .iter()
            .find(|u| u.battalion == Some(bid))
            .and_then(|u| u.location.zone().map(String::from))
            .unwrap_or_default();
        for n in map.neighbours(&from).cloned().collect::<Vec<_>>() {
            let cmd = Command::DraftMove(DraftMove {
                units: units.clone(),
                to: Location::Zone(n),
                target: None,
            });
            if run(&mut s, &gm(), cmd) {
                drafts += 1;
                break;
            }
        }
    }
    (s, drafts)
}

fn bench(c: &mut Criterion) {
    let map = Map::parse(include_str!("../../config/maps/aa-dday.toml"))
        .unwrap_or_else(|e| panic!("{e}"));
    let (state, drafts) = position(&map);
    let units: usize = state
        .units
        .iter()
        .filter(|u| u.side == Side::Allies && u.is_combat())
        .count();
    assert_eq!(units, 288);
    assert_eq!(drafts, 24, "every battalion drafts a move");
    let hc = Actor::of(UserId::new(2), &roster());
    let roster = roster();
    let table = Inputs::new(&map, &roster, Utc::now());
    // Sanity: the commit is accepted and moves every drafted unit.
    let d =
        decide(&state, &table, &hc, &Command::Commit(Commit {})).unwrap_or_else(|e| panic!("{e}"));
    assert!(d.state.drafts.is_empty());
    println!(
        "commit of {drafts} drafts ({} units moving) for 24 battalions / {units} units",
        drafts * 6
    );
    c.bench_function("commit side orders: 24 battalions, 288 units", |b| {
        b.iter(|| {
            decide(black_box(&state), &table, &hc, &Command::Commit(Commit {}))
                .map(|d| d.entries.len())
        })
    });
    let one_more = state
        .units
        .iter()
        .find(|u| u.side == Side::Allies && !state.drafts.iter().any(|d| d.units.contains(&u.id)))
        .map(|u| (u.id, u.location.clone()));
    if let Some((uid, Location::Zone(z))) = one_more {
        let to = map.neighbours(&z).next().cloned().unwrap_or_default();
        c.bench_function("validate one draft against 24 battalions", |b| {
            b.iter(|| {
                decide(
                    black_box(&state),
                    &table,
                    &hc,
                    &Command::DraftMove(DraftMove {
                        units: vec![uid],
                        to: Location::Zone(to.clone()),
                        target: None,
                    }),
                )
                .is_ok()
            })
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
