//! Criterion benchmark: the animated export (#27) of a played 10-round
//! campaign, one frame per turn (20 frames), from saved phases to GIF bytes:
//! the replay, each frame's SVG, the pictures and the encoding. Prints the
//! picture's size. Run: `cargo bench --bench story`.

use bocage::app::story::replay_for;
use bocage::render::{animation, map_svg};
use bocage::rules::phases::{Advance, Undo};
use bocage::rules::replay::Viewpoint;
use bocage::rules::results::EnterResult;
use bocage::rules::{
    actions, commit::Commit, decide, forces::AddBattalion, oob::NationTemplate, orders::DraftMove,
    start::Start, view::view_for, Actor, Audience, CampaignState, Command, Event, Inputs, Location,
    Map, MemberId, Membership, Nation, Outcome, Params, Phase, Role, Side, Status, UserId,
};
use chrono::{NaiveDate, Utc};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

fn roster() -> Vec<Membership> {
    let m = |user: i64, role: Role, side: Option<Side>| Membership {
        id: MemberId::new(user),
        user: UserId::new(user),
        name: format!("user {user}"),
        email: format!("u{user}@example.com"),
        role,
        side,
    };
    vec![
        m(1, Role::Gm, None),
        m(2, Role::HighCommander, Some(Side::Allies)),
        m(3, Role::HighCommander, Some(Side::Axis)),
    ]
}

type Played = (
    Vec<(String, CampaignState)>,
    CampaignState,
    Vec<(String, Event)>,
);

/// Ten rounds: each move phase the side's first few legal moves are
/// drafted and committed, each battle ends in a draw, the GM advances.
fn played(map: &Map) -> Played {
    let roster = roster();
    let gm = Actor::of(UserId::new(1), &roster);
    let hc = |side: Side| {
        Actor::of(
            UserId::new(if side == Side::Allies { 2 } else { 3 }),
            &roster,
        )
    };
    let mut s = CampaignState::new(
        "bench",
        "aa-dday",
        Params::default(),
        NaiveDate::from_ymd_opt(1944, 6, 6).unwrap_or_default(),
    );
    for z in map.zones() {
        s.control.insert(z.id.clone(), Side::Axis);
    }
    let (mut saved, mut entries) = (Vec::new(), Vec::new());
    let mut run = |s: &mut CampaignState, who: &Actor, cmd: Command| -> bool {
        let label = s.label().to_string();
        match decide(s, &Inputs::new(map, &roster, Utc::now()), who, &cmd) {
            Ok(d) => {
                if d.state.label() != s.label() {
                    saved.push((label.clone(), s.clone()));
                }
                entries.extend(d.entries.into_iter().map(|e| (label.clone(), e.event)));
                *s = d.state;
                true
            }
            Err(e) => {
                if matches!(cmd, Command::Start(_) | Command::AddBattalion(_)) {
                    eprintln!("{}: {e}", cmd.tag());
                }
                false
            }
        }
    };
    let oob = |file: &str| {
        NationTemplate::parse(file)
            .map(|t| t.unit_specs())
            .unwrap_or_default()
    };
    let forces = [
        (
            "box:omaha",
            Nation::Us,
            include_str!("../../config/oob/us.toml"),
        ),
        (
            "box:utah",
            Nation::Us,
            include_str!("../../config/oob/us.toml"),
        ),
        (
            "box:gold",
            Nation::Uk,
            include_str!("../../config/oob/uk.toml"),
        ),
        (
            "F14",
            Nation::Heer,
            include_str!("../../config/oob/heer.toml"),
        ),
        (
            "F11",
            Nation::Heer,
            include_str!("../../config/oob/heer.toml"),
        ),
        (
            "F15",
            Nation::Heer,
            include_str!("../../config/oob/heer.toml"),
        ),
    ];
    for (i, (at, nation, file)) in forces.iter().enumerate() {
        let cmd = Command::AddBattalion(AddBattalion {
            name: format!("Bn {i}"),
            nation: *nation,
            commander: Some(UserId::new(if i < 3 { 2 } else { 3 })),
            location: Location::parse(at).unwrap_or(Location::Reinforcements),
            arrives_round: None,
            units: oob(file),
            hq: "HQ".into(),
            commander_email: None,
        });
        run(&mut s, &gm, cmd);
    }
    run(&mut s, &gm, Command::Start(Start {}));
    let advance = || {
        Command::Advance(Advance {
            force: true,
            reason: "bench".into(),
        })
    };
    for _ in 0..400 {
        if s.status == Status::Finished {
            break;
        }
        if matches!(s.phase, Phase::CombatMove | Phase::NonCombatMove) {
            let acts = actions(&s, &Inputs::new(map, &roster, Utc::now()), &gm, None);
            for m in acts.moves.iter().take(4) {
                if let Some(d) = m.destinations.first() {
                    let cmd = Command::DraftMove(DraftMove {
                        units: vec![m.unit],
                        to: d.to.clone(),
                        target: d.targets.first().map(|t| t.battalion),
                    });
                    run(&mut s, &gm, cmd);
                }
            }
            let side = s.side;
            run(&mut s, &hc(side), Command::Commit(Commit {}));
        }
        if s.phase == Phase::CombatResolution {
            let open: Vec<_> = s
                .battles
                .iter()
                .filter(|b| !b.closed && b.result.is_none())
                .map(|b| b.id)
                .collect();
            for battle in open {
                let cmd = Command::EnterResult(EnterResult {
                    battle,
                    outcome: Outcome::Draw,
                    attacker_losses: None,
                    defender_losses: None,
                    notes: String::new(),
                    link: String::new(),
                    ruling: String::new(),
                });
                run(&mut s, &gm, cmd);
            }
        }
        if !run(&mut s, &gm, advance()) {
            // Nothing else moves it: undo is never needed here.
            let _ = Undo {};
            break;
        }
    }
    (saved, s, entries)
}

/// The frames' SVGs of the campaign's picture.
fn frame_svgs(map: &Map, p: &Played) -> Vec<String> {
    let (saved, live, entries) = p;
    let r = replay_for(saved, live, map, entries, Viewpoint::Complete, Audience::Gm);
    let frames = animation::pick(&r, None, bocage::rules::say::Lang::En).unwrap_or_default();
    frames
        .iter()
        .map(|f| {
            let s =
                f.at.as_ref()
                    .and_then(|l| saved.iter().find(|(x, _)| x == l).map(|(_, s)| s))
                    .unwrap_or(live);
            let v = view_for(s, map, Audience::Gm);
            map_svg::render_frame(&v, map, "", &f.title, Some(f), bocage::rules::say::Lang::En)
        })
        .collect()
}

fn export(map: &Map, p: &Played) -> Vec<u8> {
    animation::gif(&frame_svgs(map, p), &animation::Frames::default())
        .map(|(g, _)| g)
        .unwrap_or_default()
}

fn bench(c: &mut Criterion) {
    let map = Map::parse(include_str!("../../config/maps/aa-dday.toml"))
        .unwrap_or_else(|e| panic!("{e}"));
    let p = played(&map);
    let gif = export(&map, &p);
    let frames = animation::pick(
        &replay_for(&p.0, &p.1, &map, &p.2, Viewpoint::Complete, Audience::Gm),
        None,
        bocage::rules::say::Lang::En,
    )
    .map(|f| f.len())
    .unwrap_or(0);
    println!(
        "a played campaign of {} rounds ({} saved phases, {} entries): {frames} frames, {} KB",
        p.1.round,
        p.0.len(),
        p.2.len(),
        gif.len() / 1024
    );
    let mut g = c.benchmark_group("story");
    g.sample_size(10);
    g.bench_function("animated export of a 10-round campaign", |b| {
        b.iter(|| black_box(export(&map, &p)))
    });
    // A real change: one more turn saved. The earlier turns' frames are
    // kept (#45) and only the new one is drawn.
    let svgs = frame_svgs(&map, &p);
    let (earlier, _) = svgs.split_at(svgs.len().saturating_sub(1));
    g.bench_function("the same export after one more turn", |b| {
        b.iter_batched(
            || {
                let kept = animation::Frames::default();
                let _ = animation::gif(earlier, &kept);
                kept
            },
            |kept| black_box(animation::gif(&svgs, &kept)),
            criterion::BatchSize::LargeInput,
        )
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
