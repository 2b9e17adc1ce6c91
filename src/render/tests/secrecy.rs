//! Every renderer, for every viewer, with a marker in the name, kind and
//! CMBN hint of every unit and in every battalion's HQ: a viewer never
//! reads the other side's markers, in the map (SVG and PNG, with the
//! reinforcement boxes and the air pools), the turn report, the setup
//! sheet, the calendar feed or the mail. Renderers draw a `View`, so this
//! holds by construction; the test keeps it so.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::super::{calendar, map_png, map_svg, qbmaps, report, sheet};
use crate::mail::notify::{self, MailCtx};
use crate::rules::tests::fixture::*;
use crate::rules::view::view_for;
use crate::rules::*;
use crate::store::campaigns::Member;

const ALLIED: &str = "ALLIEDMARK";
const AXIS: &str = "AXISMARK";

fn marker(side: Side) -> &'static str {
    match side {
        Side::Allies => ALLIED,
        Side::Axis => AXIS,
    }
}

/// The audiences, each with the markers it must never read.
fn audiences() -> Vec<(Audience, Vec<&'static str>)> {
    vec![
        (Audience::Public, vec![ALLIED, AXIS]),
        (Audience::Side(Side::Allies), vec![AXIS]),
        (Audience::Side(Side::Axis), vec![ALLIED]),
        (Audience::Gm, vec![]),
    ]
}

/// Gives every unit and HQ of `side` names made with `tag`.
fn mark(s: &mut CampaignState, side: Side, tag: &str) {
    for u in s.units_mut().iter_mut().filter(|u| u.side == side) {
        u.name = format!("{tag}-{}-name", u.id);
        u.kind = format!("{tag}-{}-kind", u.id);
        u.cmbn = format!("{tag}-{}-cmbn", u.id);
    }
    for b in s.battalions.iter_mut().filter(|b| b.side == side) {
        b.hq = format!("{tag}-{}-hq", b.id);
    }
}

/// A campaign with something of both sides everywhere a renderer looks:
/// battalions and artillery waiting in both reinforcement boxes, artillery
/// on the map, both air pools, a beach assault with artillery, air and a
/// ship, a draft left standing, a deadline and a battle due date. Returns
/// the game and every decision made after the markers were set.
fn played() -> (Game, Vec<Decision>) {
    let mut g = Game::new();
    let a = g.battalion("2/116th", Nation::Us, BC_A, "box:omaha");
    let b = g.battalion("1/501st", Nation::Us, BC_B, "F13");
    let x = g.battalion("I./916", Nation::Heer, BC_X, "F14");
    g.battalion("II./916", Nation::Heer, BC_Y, "reinforcements");
    g.battalion("1st Hampshire", Nation::Uk, BC_B, "reinforcements");
    let gun = g.artillery(Side::Allies, "F13");
    g.artillery(Side::Axis, "F22");
    g.artillery(Side::Allies, "reinforcements");
    g.artillery(Side::Axis, "reinforcements");
    mark(&mut g.s, Side::Allies, ALLIED);
    mark(&mut g.s, Side::Axis, AXIS);
    let mut log = Vec::new();
    let mut run = |g: &mut Game, actor: &Actor, cmd: Command| {
        let inputs = Inputs {
            map: &g.map,
            roster: &g.roster,
            now: now(),
            previous: None,
        };
        let d = decide(&g.s, &inputs, actor, &cmd).unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
        g.s = d.state.clone();
        log.push(d);
    };
    run(&mut g, &gm(), Command::Start(Start {}));
    let attackers = g.pick(a, 3, 2);
    let draft = |units, to: &str, target| {
        Command::DraftMove(DraftMove {
            units,
            to: Location::parse(to).unwrap(),
            target,
        })
    };
    run(&mut g, &bc(BC_A), draft(attackers, "F14", Some(x)));
    run(&mut g, &hc(Side::Allies), Command::Commit(Commit {}));
    let battle = g.s.battles[0].id;
    let air =
        g.s.units
            .iter()
            .find(|u| u.class == UnitClass::Air && u.side == Side::Allies)
            .unwrap()
            .id;
    run(
        &mut g,
        &hc(Side::Allies),
        Command::AssignSupport(AssignSupport {
            battle,
            artillery: vec![gun],
            air: vec![air],
            ship: true,
        }),
    );
    let later = now() + chrono::Duration::days(3);
    run(
        &mut g,
        &gm(),
        Command::SetDeadline(SetDeadline {
            deadline: Some(later),
        }),
    );
    run(
        &mut g,
        &gm(),
        Command::SetBattleDue(SetBattleDue {
            battle,
            due: Some(later),
        }),
    );
    let stay = g.pick(b, 1, 0);
    run(&mut g, &bc(BC_B), draft(stay, "F12", None));
    (g, log)
}

fn assert_hidden(what: &str, who: Audience, text: &str, forbidden: &[&str]) {
    for m in forbidden {
        assert!(
            !text.contains(m),
            "{what} for {who:?} holds {m}: …{}…",
            text.get(text.find(m).unwrap_or(0).saturating_sub(80)..)
                .unwrap_or_default()
                .chars()
                .take(160)
                .collect::<String>()
        );
    }
}

#[test]
fn the_map_names_no_hidden_unit_for_any_viewer() {
    let (g, _) = played();
    let waiting =
        g.s.units
            .iter()
            .filter(|u| u.location == Location::Reinforcements && u.battalion.is_none())
            .count();
    assert_eq!(waiting, 2, "each side has artillery in its box");
    for (who, forbidden) in audiences() {
        let v = view_for(&g.s, &g.map, who);
        let svg = map_svg::render(
            &v,
            &g.map,
            "/campaigns/1/zones/",
            "banner",
            crate::rules::say::Lang::En,
        );
        assert_hidden("the map", who, &svg, &forbidden);
        for side in [Side::Allies, Side::Axis] {
            // What the view may show is drawn: the own side's artillery
            // waiting in its box, by name.
            if who.sees_side(side) {
                assert!(svg.contains(&format!("{}-", marker(side))), "{who:?}");
            } else {
                assert!(svg.contains("R2: artillery unit"), "{who:?}: {side:?}");
            }
        }
    }
}

/// The map of an audience is the same, byte for byte, whatever the names of
/// the units it may not name; so is its PNG.
#[test]
fn the_map_and_its_png_do_not_change_with_hidden_names() {
    let (g, _) = played();
    for (who, _) in audiences() {
        for side in [Side::Allies, Side::Axis] {
            if who.sees_side(side) {
                continue;
            }
            let mut other = g.s.clone();
            mark(&mut other, side, "RENAMED");
            let draw = |s: &CampaignState| {
                map_svg::render(
                    &view_for(s, &g.map, who),
                    &g.map,
                    "",
                    "banner",
                    crate::rules::say::Lang::En,
                )
            };
            assert_eq!(draw(&g.s), draw(&other), "{who:?}, {side:?}'s names");
            if who == Audience::Public {
                let png = |s| map_png::png(&draw(s)).unwrap();
                assert_eq!(png(&g.s), png(&other), "the PNG, {side:?}'s names");
            }
        }
    }
}

#[test]
fn the_turn_report_names_no_hidden_unit_for_any_viewer() {
    let (g, log) = played();
    for (who, forbidden) in audiences() {
        let entries: Vec<(String, String)> = log
            .iter()
            .flat_map(|d| &d.entries)
            .filter(|e| who.reads(e.audience))
            .map(|e| {
                let text = match &e.inner {
                    Some((side, t)) if who.sees_side(*side) => t.clone(),
                    _ => e.text.clone(),
                };
                (e.event.kind().to_string(), text)
            })
            .collect();
        let lines: Vec<report::Line> = entries
            .iter()
            .map(|(kind, text)| report::Line { kind, text })
            .collect();
        let v = view_for(&g.s, &g.map, who);
        let r = report::build(
            &lines,
            &[],
            &v,
            &g.map,
            1,
            Side::Allies,
            crate::rules::say::Lang::En,
        );
        assert_eq!(r.side_version, who.sees_side(Side::Allies), "{who:?}");
        assert_hidden("the report", who, &r.text(), &forbidden);
        assert_hidden("the report's BBCode", who, &r.bbcode(), &forbidden);
        let support = r.battles[0].support.is_some();
        assert_eq!(support, who.sees_side(Side::Allies), "support: {who:?}");
    }
}

#[test]
fn the_setup_sheet_names_no_hidden_unit_for_any_viewer() {
    let (g, _) = played();
    let cat = qbmaps::parse_catalogue(include_str!("../../../config/qb-maps.csv")).unwrap();
    for (who, forbidden) in audiences() {
        let v = view_for(&g.s, &g.map, who);
        for b in &v.battles {
            let sh = sheet::build(
                &v,
                &g.map,
                b,
                &crate::rules::Names::default(),
                &cat,
                crate::rules::say::Lang::En,
            );
            let json = serde_json::to_string(&sh).unwrap();
            assert_hidden("the sheet", who, &json, &forbidden);
            assert_hidden(
                "the sheet's BBCode",
                who,
                &sheet::bbcode(&sh, crate::rules::say::Lang::En),
                &forbidden,
            );
            let sees = who.sees_side(b.attacker_side);
            assert_eq!(sh.attacker.units.is_some(), sees, "{who:?}");
            assert_eq!(sh.naval_support.is_some(), sees, "the ship: {who:?}");
            assert!(json.contains(b.zone));
        }
    }
}

#[test]
fn the_calendar_names_no_hidden_unit_for_any_viewer() {
    let (g, _) = played();
    for (who, forbidden) in audiences() {
        let v = view_for(&g.s, &g.map, who);
        let entries =
            calendar::entries(&v, 1, "https://bocage.example", crate::rules::say::Lang::De);
        assert_eq!(entries.len(), 2, "the deadline and the battle: {who:?}");
        assert_hidden("the feed", who, &calendar::feed("f", &entries), &forbidden);
    }
}

#[test]
fn mail_names_no_hidden_unit_for_any_recipient() {
    let (g, log) = played();
    let members: Vec<Member> = roster()
        .iter()
        .map(|m| Member {
            membership_id: m.id.get(),
            user_id: m.user.get(),
            email: m.email.clone(),
            display_name: m.name.clone(),
            time_zone: "UTC".into(),
            role: m.role,
            side: m.side,
        })
        .collect();
    let ctx = MailCtx {
        base_url: "https://bocage.example".into(),
        secret: vec![7; 32],
    };
    let mut sent = 0;
    for d in &log {
        for n in notify::plan(1, d, &g.map, &members, &ctx) {
            let m = members.iter().find(|m| m.user_id == n.user_id).unwrap();
            let forbidden: Vec<&str> = match (m.role, m.side) {
                (Role::Gm, _) => vec![],
                (_, Some(Side::Allies)) => vec![AXIS],
                (_, Some(Side::Axis)) => vec![ALLIED],
                _ => vec![ALLIED, AXIS],
            };
            // In every language (#44): a translation never says more.
            for lang in crate::rules::say::Lang::ALL {
                let text = format!("{}\n{}", n.title.in_lang(lang), n.lines_in(lang).join("\n"));
                assert_hidden("a mail", Audience::Public, &text, &forbidden);
            }
            sent += 1;
        }
    }
    assert!(sent > 5, "the turn mailed its players ({sent})");
}
