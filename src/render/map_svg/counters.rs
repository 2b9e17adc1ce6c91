//! Stacks drawn as counters (#25): for each battalion of the reader's own
//! side in a zone, a counter in the side's colour with its NATO symbol
//! (infantry, armour, recon, engineer, anti-tank, artillery), a stripe of
//! the battalion's colour and a badge with its unit count; the other side's
//! units in a zone are one plain counter that says only how many companies
//! and platoons stand there (their kinds are not in the reader's view).

use crate::render::escape::esc;
use crate::rules::board_view::UnitView;
use crate::rules::say::Lang;
use crate::rules::view::View;
use crate::rules::{Audience, BattalionId, Location, Side, UnitClass};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// A counter's size in map units, and the gap between two (its badge's
/// number reads at 11 px or more on a 1366 px screen, like the map's text).
const W: f64 = 62.0;
const H: f64 = 44.0;
const GAP: f64 = 8.0;

/// The stripe colours battalions take in turn (by id), each readable on
/// both sides' counters.
const STRIPES: [&str; 8] = [
    "#f2c14e", "#f78154", "#5fad56", "#b4436c", "#4d9078", "#e0e0e0", "#8c6bb1", "#ff9f1c",
];

/// What a counter of own units shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arm {
    Infantry,
    Armour,
    /// Infantry with tanks: the two symbols together.
    Combined,
    Recon,
    Engineer,
    AntiTank,
    Artillery,
}

/// The arm a group of units is shown as: what all of them are, else
/// infantry with tanks (or infantry) for a mixed group.
pub fn arm_of(units: &[&UnitView]) -> Arm {
    let arm = |u: &&UnitView| match (u.class, u.kind.unwrap_or_default()) {
        (UnitClass::Artillery, _) => Arm::Artillery,
        (UnitClass::Platoon, _) => Arm::Armour,
        (_, "recon") => Arm::Recon,
        (_, "engineer") => Arm::Engineer,
        (_, "anti_tank") => Arm::AntiTank,
        _ => Arm::Infantry,
    };
    let arms: Vec<Arm> = units.iter().map(arm).collect();
    match arms.first() {
        Some(first) if arms.iter().all(|a| a == first) => *first,
        _ if arms.contains(&Arm::Armour) => Arm::Combined,
        _ => Arm::Infantry,
    }
}

/// "3 companies, 2 platoons", in `lang` (#44: `word-count`).
pub fn classes(units: &[&UnitView], lang: Lang) -> String {
    let n = |c: UnitClass| units.iter().filter(|u| u.class == c).count();
    let mut parts = Vec::new();
    for class in [UnitClass::Company, UnitClass::Platoon, UnitClass::Artillery] {
        let count = n(class);
        if count > 0 {
            parts.push(lang.say(&crate::say!(
                "word-count",
                class = class.as_str(),
                n = count
            )));
        }
    }
    parts.join(", ")
}

/// The counters of zone `zone` (at the label point `lx`, `ly`), their
/// titles in `lang`.
pub fn zone_counters(o: &mut String, v: &View, zone: &str, lx: f64, ly: f64, lang: Lang) {
    let at = Location::Zone(zone.to_string());
    let mut drawn: Vec<Counter> = Vec::new();
    for side in Side::ALL {
        let units: Vec<&UnitView> = v.units_at(side, &at).collect();
        if units.is_empty() {
            continue;
        }
        if own(v.audience, side) {
            let mut by: BTreeMap<Option<BattalionId>, Vec<&UnitView>> = BTreeMap::new();
            for u in units {
                by.entry(u.battalion).or_default().push(u);
            }
            for (b, us) in by {
                let name = b
                    .and_then(|b| v.battalions.iter().find(|x| x.id == b))
                    .map_or_else(
                        || {
                            lang.say(&crate::say!(
                                "history-side-artillery",
                                side = crate::rules::told::side(side)
                            ))
                        },
                        |x| x.name.to_string(),
                    );
                drawn.push(Counter {
                    side,
                    arm: Some(arm_of(&us)),
                    stripe: b.and_then(|b| STRIPES.get(b.get() as usize % STRIPES.len()).copied()),
                    count: us.len(),
                    title: lang.t2(
                        "picture-counter-own",
                        "name",
                        name,
                        "units",
                        classes(&us, lang),
                    ),
                    theirs: false,
                });
            }
        } else {
            // The combat units on one counter, whose count is what the
            // stack limit counts (R4.1); artillery on its own (R4.2), as
            // the reader's own is drawn (#43).
            let (guns, combat): (Vec<&UnitView>, Vec<&UnitView>) = units
                .into_iter()
                .partition(|u| u.class == UnitClass::Artillery);
            if !combat.is_empty() {
                drawn.push(Counter {
                    side,
                    arm: None,
                    stripe: None,
                    count: combat.len(),
                    title: lang.t2(
                        "picture-counter-side",
                        "side",
                        side.as_str(),
                        "units",
                        classes(&combat, lang),
                    ),
                    theirs: true,
                });
            }
            if !guns.is_empty() {
                drawn.push(Counter {
                    side,
                    arm: Some(Arm::Artillery),
                    stripe: None,
                    count: guns.len(),
                    title: lang.t2(
                        "picture-counter-side",
                        "side",
                        side.as_str(),
                        "units",
                        classes(&guns, lang),
                    ),
                    theirs: true,
                });
            }
        }
    }
    if drawn.is_empty() {
        return;
    }
    let total = drawn.len() as f64 * (W + GAP) - GAP;
    let mut x = lx - total / 2.0;
    let y = ly + 30.0;
    for c in drawn {
        c.draw(o, x, y);
        x += W + GAP;
    }
}

/// Whether the reader sees `side`'s units as their own (kinds and all).
fn own(who: Audience, side: Side) -> bool {
    match who {
        Audience::Gm => true,
        Audience::Side(s) => s == side,
        Audience::Public => false,
    }
}

struct Counter {
    side: Side,
    /// None: the other side's, kinds unknown.
    arm: Option<Arm>,
    stripe: Option<&'static str>,
    count: usize,
    title: String,
    /// The other side's (drawn without their battalions).
    theirs: bool,
}

impl Counter {
    fn draw(&self, o: &mut String, x: f64, y: f64) {
        let (fill, ink) = match self.side {
            Side::Allies => ("#2f6db5", "#ffffff"),
            Side::Axis => ("#9b2d2d", "#ffffff"),
        };
        let kind = if self.theirs { "other" } else { "own" };
        let _ = write!(
            o,
            r##"<g class="counter {kind} {side}"><title>{title}</title><rect x="{x}" y="{y}" width="{W}" height="{H}" rx="3" fill="{fill}" stroke="#111" stroke-width="1.5"/>"##,
            side = self.side.as_str(),
            title = esc(&self.title),
        );
        if let Some(s) = self.stripe {
            let _ = write!(
                o,
                r##"<rect x="{}" y="{}" width="{}" height="5" fill="{s}"/>"##,
                x + 1.0,
                y + 1.0,
                W - 2.0
            );
        }
        // The symbol's frame, inside the counter.
        let (fx, fy, fw, fh) = (x + 8.0, y + 10.0, W - 26.0, H - 20.0);
        match self.arm {
            Some(arm) => {
                let _ = write!(
                    o,
                    r##"<rect x="{fx}" y="{fy}" width="{fw}" height="{fh}" fill="none" stroke="{ink}" stroke-width="1.6"/>"##
                );
                symbol(o, arm, (fx, fy, fw, fh), ink);
            }
            None => {
                let _ = write!(
                    o,
                    r##"<text x="{}" y="{}" text-anchor="middle" font-size="25" font-weight="700" fill="{ink}">?</text>"##,
                    x + W / 2.0,
                    fy + fh - 3.0
                );
            }
        }
        // The count badge, on the counter's corner.
        let _ = write!(
            o,
            r##"<circle cx="{}" cy="{}" r="17" fill="#fff" stroke="#111" stroke-width="1.5"/><text class="badge-count" x="{}" y="{}" text-anchor="middle" font-size="25" font-weight="700" fill="#111">{}</text></g>"##,
            x + W - 4.0,
            y + H - 4.0,
            x + W - 4.0,
            y + H + 5.0,
            self.count
        );
    }
}

/// The NATO symbol of `arm` inside the frame (x, y, w, h).
fn symbol(o: &mut String, arm: Arm, (x, y, w, h): (f64, f64, f64, f64), ink: &str) {
    let line = |o: &mut String, x1: f64, y1: f64, x2: f64, y2: f64| {
        let _ = write!(
            o,
            r##"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{ink}" stroke-width="1.6"/>"##
        );
    };
    let oval = |o: &mut String| {
        let _ = write!(
            o,
            r##"<ellipse cx="{}" cy="{}" rx="{}" ry="{}" fill="none" stroke="{ink}" stroke-width="1.6"/>"##,
            x + w / 2.0,
            y + h / 2.0,
            w * 0.32,
            h * 0.3
        );
    };
    match arm {
        Arm::Infantry => {
            line(o, x, y, x + w, y + h);
            line(o, x, y + h, x + w, y);
        }
        Arm::Armour => oval(o),
        Arm::Combined => {
            line(o, x, y, x + w, y + h);
            line(o, x, y + h, x + w, y);
            oval(o);
        }
        Arm::Recon => line(o, x, y + h, x + w, y),
        Arm::Engineer => {
            // The bridge-like "E" of NATO engineers, drawn flat.
            let (l, r, m) = (x + w * 0.25, x + w * 0.75, y + h * 0.35);
            line(o, l, y + h * 0.75, l, m);
            line(o, l, m, r, m);
            line(o, r, m, r, y + h * 0.75);
            line(o, x + w / 2.0, m, x + w / 2.0, y + h * 0.75);
        }
        Arm::AntiTank => {
            line(o, x, y + h, x + w / 2.0, y);
            line(o, x + w / 2.0, y, x + w, y + h);
        }
        Arm::Artillery => {
            let _ = write!(
                o,
                r##"<circle cx="{}" cy="{}" r="3.5" fill="{ink}"/>"##,
                x + w / 2.0,
                y + h / 2.0
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::UnitId;

    fn unit<'a>(class: UnitClass, kind: &'a str, at: &'a Location) -> UnitView<'a> {
        UnitView {
            id: UnitId::new(1),
            side: Side::Allies,
            battalion: Some(BattalionId::new(1)),
            name: Some("u"),
            kind: Some(kind),
            class,
            cmbn: None,
            location: at,
            destroyed: false,
            arrives_round: None,
        }
    }

    #[test]
    fn a_group_shows_its_arm_and_mixed_groups_show_infantry_with_tanks() {
        let at = Location::Zone("F1".into());
        let inf = unit(UnitClass::Company, "infantry", &at);
        let wpn = unit(UnitClass::Company, "weapons", &at);
        let tank = unit(UnitClass::Platoon, "medium_tank", &at);
        let recon = unit(UnitClass::Company, "recon", &at);
        let at_gun = unit(UnitClass::Company, "anti_tank", &at);
        let eng = unit(UnitClass::Company, "engineer", &at);
        let guns = unit(UnitClass::Artillery, "artillery", &at);
        assert_eq!(arm_of(&[&inf, &wpn]), Arm::Infantry);
        assert_eq!(arm_of(&[&tank]), Arm::Armour);
        assert_eq!(arm_of(&[&inf, &tank]), Arm::Combined);
        assert_eq!(arm_of(&[&recon]), Arm::Recon);
        assert_eq!(arm_of(&[&at_gun]), Arm::AntiTank);
        assert_eq!(arm_of(&[&eng]), Arm::Engineer);
        assert_eq!(arm_of(&[&guns]), Arm::Artillery);
        assert_eq!(arm_of(&[&recon, &eng]), Arm::Infantry);
        assert_eq!(
            classes(&[&inf, &wpn, &tank], Lang::En),
            "2 companies, 1 platoon"
        );
        assert_eq!(classes(&[&guns], Lang::En), "1 artillery unit");
        // In the reader's language (#44).
        assert_eq!(
            classes(&[&inf, &wpn, &tank], Lang::De),
            "2 Kompanien, 1 Zug"
        );
    }
}

#[cfg(test)]
mod enemy_counters {
    #![allow(clippy::unwrap_used)]
    use crate::rules::tests::fixture::*;
    use crate::rules::view::view_for;
    use crate::rules::*;

    #[test]
    fn r4_1_the_enemy_counter_counts_what_the_stack_limit_counts_and_artillery_stands_apart() {
        let mut g = Game::new();
        g.battalion("I./916", Nation::Heer, BC_X, "F14");
        g.artillery(Side::Axis, "F14");
        let v = view_for(&g.s, &g.map, Audience::Side(Side::Allies));
        let mut o = String::new();
        super::zone_counters(&mut o, &v, "F14", 100.0, 100.0, crate::rules::say::Lang::En);
        let titles: Vec<&str> = o
            .split("<title>")
            .skip(1)
            .filter_map(|t| t.split("</title>").next())
            .collect();
        assert_eq!(
            titles,
            ["Axis: 9 companies, 3 platoons", "Axis: 1 artillery unit"],
            "{o}"
        );
        // The combat counter's badge says 12, the stack limit's count.
        let combat = o.split("<g class=\"counter").nth(1).unwrap();
        assert!(combat.contains(">12</text>"), "{combat}");
    }
}
