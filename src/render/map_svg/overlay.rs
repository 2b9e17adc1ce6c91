//! What is drawn over the board: a side's annotations (R12.5) and a replay
//! frame's arrows, battles and captures (#27). Both come from a reader's
//! view (the annotations) or from the replay made of that reader's views
//! and entries, never from the campaign state.

use crate::render::escape::esc;
use crate::rules::annotations::{Annotation, Shape};
use crate::rules::map::Point;
use crate::rules::replay::ReplayFrame;
use crate::rules::say::Lang;
use crate::rules::{Location, Map, Side};
use std::fmt::Write;

/// The annotations' ink, one per side (the GM sees both layers).
const NOTE_ALLIES: &str = "#4b2a96";
const NOTE_AXIS: &str = "#8a4200";

fn note_colour(side: Side) -> &'static str {
    match side {
        Side::Allies => NOTE_ALLIES,
        Side::Axis => NOTE_AXIS,
    }
}

fn side_colour(side: Side) -> &'static str {
    match side {
        Side::Allies => "#123f7a",
        Side::Axis => "#7a1f12",
    }
}

/// Where a place is drawn: a zone's or a launch box's label point, the
/// middle of a side's reinforcement box.
pub fn point(map: &Map, at: &Location, side: Side) -> Option<Point> {
    match at {
        Location::Zone(z) => map.zone(z).map(|z| z.label),
        Location::LaunchBox(b) => map.launch_box(b).map(|b| b.label),
        Location::Reinforcements => map
            .file
            .reinforcement_boxes
            .iter()
            .find(|r| r.side == side.as_str())
            .map(|r| [r.rect[0] + r.rect[2] / 2.0, r.rect[1] + r.rect[3] / 2.0]),
        Location::AirPool => None,
    }
}

/// Arrow heads: (id, colour) each.
fn heads(o: &mut String, which: &[(&str, &str)]) {
    o.push_str("<defs>");
    for (id, colour) in which {
        let _ = write!(
            o,
            r##"<marker id="head-{id}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="{colour}"/></marker>"##
        );
    }
    o.push_str("</defs>");
}

/// A line from `a` to `b`, its ends pulled in by `gap` so it does not hide
/// the zones' labels.
fn line(a: Point, b: Point, gap: f64) -> Option<(f64, f64, f64, f64)> {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= 2.0 * gap {
        return None;
    }
    let (ux, uy) = (dx / len, dy / len);
    Some((
        a[0] + ux * gap,
        a[1] + uy * gap,
        b[0] - ux * gap,
        b[1] - uy * gap,
    ))
}

/// The side's annotations of round `round`, as a layer the page can hide
/// (their titles in `lang`).
pub fn annotations(o: &mut String, map: &Map, marks: &[&Annotation], round: u32, lang: Lang) {
    let shown: Vec<&&Annotation> = marks.iter().filter(|a| a.round == round).collect();
    if shown.is_empty() {
        return;
    }
    o.push_str(r#"<g class="annotations" id="annotation-layer">"#);
    heads(o, &[("note-allies", NOTE_ALLIES), ("note-axis", NOTE_AXIS)]);
    for a in shown {
        let Some(z) = map.zone(&a.zone) else { continue };
        let [x, y] = z.label;
        let title = lang.say(&crate::say!(
            "picture-annotation-title",
            side = a.side.as_str(),
            id = a.id,
            what = crate::rules::annotations::described(a)
        ));
        let ink = note_colour(a.side);
        let side = a.side.as_str();
        let _ = write!(
            o,
            r#"<g class="annotation {} {side}" data-annotation="{}"><title>{}</title>"#,
            a.shape.label(),
            a.id,
            esc(&title)
        );
        match a.shape {
            Shape::Arrow => {
                let to = a.to.as_deref().and_then(|t| map.zone(t)).map(|z| z.label);
                if let Some((x1, y1, x2, y2)) = to.and_then(|t| line([x, y], t, 34.0)) {
                    let _ = write!(
                        o,
                        r##"<line x1="{x1:.0}" y1="{y1:.0}" x2="{x2:.0}" y2="{y2:.0}" stroke="{ink}" stroke-width="10" stroke-dasharray="24 10" marker-end="url(#head-note-{side})"/>"##
                    );
                }
            }
            Shape::Circle => {
                let _ = write!(
                    o,
                    r##"<circle cx="{x}" cy="{y}" r="78" fill="none" stroke="{ink}" stroke-width="8" stroke-dasharray="18 8"/>"##
                );
            }
            Shape::Label => {}
        }
        if !a.text.is_empty() {
            let ty = if a.shape == Shape::Label {
                y + 52.0
            } else {
                y - 84.0
            };
            let _ = write!(
                o,
                r##"<text x="{x}" y="{ty}" text-anchor="middle" font-size="30" font-weight="700" fill="{ink}" stroke="#fff" stroke-width="6" paint-order="stroke">{}</text>"##,
                esc(&a.text)
            );
        }
        o.push_str("</g>");
    }
    o.push_str("</g>");
}

/// A place as an arrow's title names it: a zone's id, a launch box as
/// `box:omaha` (data), the reinforcement box in `lang`.
fn place_words(at: &Location, lang: Lang) -> String {
    match at {
        Location::Reinforcements => lang.t("picture-place-reinforcements"),
        other => other.to_string(),
    }
}

/// A replay frame's arrows, battles and captures, their words in `lang`.
pub fn frame(o: &mut String, map: &Map, f: &ReplayFrame, lang: Lang) {
    o.push_str(r#"<g class="replay-layer">"#);
    heads(
        o,
        &[
            ("allies", side_colour(Side::Allies)),
            ("axis", side_colour(Side::Axis)),
        ],
    );
    for a in &f.arrows {
        let (Some(from), Some(to)) = (point(map, &a.from, a.side), point(map, &a.to, a.side))
        else {
            continue;
        };
        let Some((x1, y1, x2, y2)) = line(from, to, 30.0) else {
            continue;
        };
        let dash = match a.kind {
            "attacked" => "",
            "moved" | "reinforced" => "20 10",
            _ => "6 8",
        };
        let width = if a.kind == "attacked" { 14 } else { 9 };
        let title = lang.say(&crate::say!(
            "picture-arrow-title",
            side = a.side.as_str(),
            kind = a.kind,
            n = a.units,
            from = place_words(&a.from, lang),
            to = place_words(&a.to, lang)
        ));
        let _ = write!(
            o,
            r##"<line class="arrow {kind} {side}" x1="{x1:.0}" y1="{y1:.0}" x2="{x2:.0}" y2="{y2:.0}" stroke="{c}" stroke-width="{width}" stroke-dasharray="{dash}" marker-end="url(#head-{side})"><title>{title}</title></line>"##,
            kind = a.kind,
            side = a.side.as_str(),
            c = side_colour(a.side),
            title = esc(&title),
        );
    }
    for c in &f.captured {
        let Some(z) = map.zone(&c.zone) else { continue };
        let [x, y] = z.label;
        let _ = write!(
            o,
            r##"<circle class="captured {side}" cx="{x}" cy="{y}" r="64" fill="none" stroke="{c}" stroke-width="7"><title>{title}</title></circle>"##,
            side = c.to.as_str(),
            c = side_colour(c.to),
            title = esc(&lang.t2("picture-captured", "zone", &c.zone, "side", c.to.as_str())),
        );
    }
    for b in &f.battles {
        let Some(z) = map.zone(&b.zone) else { continue };
        let [x, y] = z.label;
        let result = b.outcome.map_or_else(
            || lang.t("picture-to-be-fought"),
            |o| crate::rules::told::outcome(o).said_in(lang),
        );
        let short = b.outcome.map_or_else(
            || lang.t("picture-battle"),
            |o| crate::rules::told::outcome(o).said_in(lang),
        );
        let bw = 44.0 + 15.0 * short.chars().count() as f64;
        let title = lang.say(&crate::say!(
            "picture-battle-title",
            battle = b.id.get(),
            zone = b.zone.as_str(),
            kind = b.battle_type.as_str(),
            result = result
        ));
        let _ = write!(
            o,
            r##"<g class="replay-battle" data-battle="{id}"><title>{title}</title><rect x="{rx}" y="{ry}" width="{bw}" height="40" rx="8" fill="#8a1c1c" stroke="#fff" stroke-width="3"/><text x="{tx}" y="{ty}" font-size="26" fill="#fff" text-anchor="middle">⚔ {short}</text></g>"##,
            id = b.id,
            title = esc(&title),
            rx = x - bw / 2.0,
            ry = y + 62.0,
            tx = x,
            ty = y + 91.0,
            short = esc(&short),
        );
    }
    o.push_str("</g>");
}
