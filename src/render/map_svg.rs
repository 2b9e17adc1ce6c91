//! The board as server-side SVG: every zone coloured by its state (a
//! contested zone is split into an Allied and an Axis half, as on the board),
//! unit counts per side, artillery, objective, bunker and entry markers, the
//! launch boxes, both reinforcement boxes, the ships, a legend and a banner.

use crate::rules::board_view::ZoneView;
use crate::rules::map::Point;
use crate::rules::mapfile::{LaunchBox, ReinforcementBox, Zone};
use crate::rules::say::Lang;
use crate::rules::view::View;
use crate::rules::{Location, Map, Side, ZoneState};
use std::fmt::Write;

mod counters;
mod marks;
pub mod overlay;
use marks::{battle_marks, legend, ships, town};

pub use super::escape::esc;

fn path(points: &[Point]) -> String {
    let mut d = String::with_capacity(points.len() * 10);
    for (i, p) in points.iter().enumerate() {
        let _ = write!(d, "{}{} {}", if i == 0 { "M" } else { "L" }, p[0], p[1]);
    }
    d.push('Z');
    d
}

fn bbox(outlines: &[Vec<Point>]) -> (f64, f64, f64, f64) {
    let mut b = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for p in outlines.iter().flatten() {
        b = (b.0.min(p[0]), b.1.min(p[1]), b.2.max(p[0]), b.3.max(p[1]));
    }
    b
}

/// A zone's combat units and artillery per side: `[allied, axis,
/// allied artillery, axis artillery]`.
fn counts(z: &ZoneView) -> [usize; 4] {
    [
        z.units.allies,
        z.units.axis,
        z.artillery.allies,
        z.artillery.axis,
    ]
}

/// The outlines' path data never change: built once per map.
fn outline_paths(map: &Map) -> std::sync::Arc<Vec<String>> {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex, OnceLock};
    static PATHS: OnceLock<Mutex<HashMap<String, Arc<Vec<String>>>>> = OnceLock::new();
    let cache = PATHS.get_or_init(Default::default);
    if let Some(p) = cache.lock().ok().and_then(|c| c.get(map.id()).cloned()) {
        return p;
    }
    let paths: Arc<Vec<String>> = Arc::new(
        map.zones()
            .iter()
            .map(|z| {
                z.outlines
                    .iter()
                    .map(|ol| path(ol))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect(),
    );
    if let Ok(mut c) = cache.lock() {
        c.insert(map.id().to_string(), paths.clone());
    }
    paths
}

/// The whole map as `v`'s reader may see it, its words in `lang` (#44).
/// `link` is the prefix for zone links, e.g. "/campaigns/3/zones/".
pub fn render(v: &View, map: &Map, link: &str, banner: &str, lang: Lang) -> String {
    render_frame(v, map, link, banner, None, lang)
}

/// `render`, with a replay frame's arrows, battles and captures drawn over
/// the board (#27).
pub fn render_frame(
    v: &View,
    map: &Map,
    link: &str,
    banner: &str,
    frame: Option<&crate::rules::replay::ReplayFrame>,
    lang: Lang,
) -> String {
    let paths = outline_paths(map);
    let (w, h) = (map.file.map.width, map.file.map.height);
    let mut o = String::with_capacity(64 * 1024);
    let _ = write!(
        o,
        r##"<svg xmlns="http://www.w3.org/2000/svg" class="map" viewBox="0 0 {w} {h}" role="group" aria-labelledby="map-title"><title id="map-title">{}</title>"##,
        esc(&format!("{}: {banner}", map.file.map.name))
    );
    o.push_str(r##"<rect x="0" y="0" width="100%" height="100%" fill="#cfe3ee"/>"##);
    half_clips(&mut o, map);
    // The view lists the map's zones in the map's order.
    let zones = || {
        map.zones()
            .iter()
            .zip(&v.zones)
            .filter(|(z, zv)| z.id == zv.id)
    };
    for (zi, (z, zv)) in zones().enumerate() {
        let d: &str = paths.get(zi).map_or("", String::as_str);
        zone(&mut o, z, zv, d, link, lang);
    }
    // Labels after every shape, so that no zone (Caen's circle) hides
    // another's text.
    o.push_str(r#"<g class="labels">"#);
    for (z, zv) in zones() {
        zone_marks(&mut o, z, counts(zv), lang);
        counters::zone_counters(&mut o, v, &z.id, z.label[0], z.label[1], lang);
    }
    battle_marks(&mut o, v, map, lang);
    o.push_str("</g>");
    for b in map.launch_boxes() {
        launch_box(&mut o, v, b, lang);
    }
    for r in &map.file.reinforcement_boxes {
        reinforcement_box(&mut o, v, r, lang);
    }
    ships(&mut o, v, map, lang);
    // The reader's side's annotations of this round (R12.5).
    overlay::annotations(&mut o, map, &v.annotations, v.round, lang);
    if let Some(f) = frame {
        overlay::frame(&mut o, map, f, lang);
    }
    legend(&mut o, v, banner, lang);
    o.push_str("</svg>");
    o
}

/// Clip rectangles that paint the right half of a contested zone.
fn half_clips(o: &mut String, map: &Map) {
    o.push_str("<defs>");
    for z in map.zones() {
        let (x0, y0, x1, y1) = bbox(&z.outlines);
        let mid = (x0 + x1) / 2.0;
        let _ = write!(
            o,
            r#"<clipPath id="half-{id}"><rect x="{mid}" y="{y0}" width="{}" height="{}"/></clipPath>"#,
            x1 - mid + 1.0,
            y1 - y0 + 1.0,
            id = esc(&z.id)
        );
    }
    o.push_str("</defs>");
}

/// One zone: its fill by state, a link to its page, its labels and markers.
fn zone(o: &mut String, z: &Zone, zv: &ZoneView, d: &str, link: &str, lang: Lang) {
    let state = zv.state;
    let c = counts(zv);
    let class = state.map_or("none", ZoneState::as_str);
    let [al, ax, aa, xa] = c;
    let mut title = lang.say(&crate::say!(
        "picture-zone-title",
        zone = z.id.as_str(),
        name = z.name.as_str(),
        state = state.map_or("uncontrolled", ZoneState::as_str),
        allies = al,
        axis = ax
    ));
    if aa + xa > 0 {
        title.push_str(" · ");
        title.push_str(&lang.say(&crate::say!(
            "picture-zone-artillery",
            allies = aa,
            axis = xa
        )));
    }
    let _ = write!(
        o,
        r##"<g class="zone {class}" data-zone="{id}" data-state="{class}" data-allies="{al}" data-axis="{ax}" data-x="{lx}" data-y="{ly}"><a href="{link}{id}"><title>{title}</title>"##,
        id = esc(&z.id),
        lx = z.label[0],
        ly = z.label[1],
        link = esc(link),
        title = esc(&title)
    );
    match state {
        Some(ZoneState::Contested) => {
            let _ = write!(
                o,
                r##"<path class="fill" d="{d}" fill="#b9d0ee"/><path d="{d}" fill="#e9c3bb" clip-path="url(#half-{id})" stroke="none"/><path d="{d}" fill="none"/>"##,
                id = esc(&z.id)
            );
        }
        Some(ZoneState::Allies) => {
            let _ = write!(o, r##"<path class="fill" d="{d}" fill="#b9d0ee"/>"##);
        }
        _ => {
            let _ = write!(o, r##"<path class="fill" d="{d}" fill="#e9c3bb"/>"##);
        }
    }
    o.push_str("</a></g>");
}

/// A zone's id, objective, bunker, artillery and entry marks (its units
/// are drawn as counters, `counters.rs`).
fn zone_marks(o: &mut String, z: &Zone, c: [usize; 4], lang: Lang) {
    let [_, _, aa, xa] = c;
    let [lx, ly] = z.label;
    let _ = write!(
        o,
        r#"<text class="zid" x="{lx}" y="{}" text-anchor="middle">{}</text>"#,
        ly - 8.0,
        esc(&z.id)
    );
    let _ = write!(
        o,
        r#"<text class="town" x="{lx}" y="{}" text-anchor="middle">{}</text>"#,
        ly + 20.0,
        esc(&town(&z.name))
    );
    let mut mx = lx - 40.0;
    if z.objective {
        let _ = write!(
            o,
            r##"<text class="marker objective" x="{mx}" y="{}" font-size="40" fill="#c9a227" stroke="#5a4a00" stroke-width="1.5">★</text>"##,
            ly - 30.0
        );
        mx += 44.0;
    }
    if z.bunker {
        let _ = write!(
            o,
            r##"<rect class="marker bunker" x="{}" y="{}" width="18" height="18" fill="#555" stroke="#111"><title>{}</title></rect>"##,
            mx + 40.0,
            ly - 58.0,
            esc(&lang.t("map-mark-bunker"))
        );
    }
    if aa + xa > 0 {
        let label = match (aa, xa) {
            (0, n) => lang.n1("picture-artillery-axis", "n", n),
            (n, 0) => lang.n1("picture-artillery-allies", "n", n),
            (a, x) => lang.say(&crate::say!("picture-artillery-both", allies = a, axis = x)),
        };
        let _ = write!(
            o,
            r##"<text class="marker artillery" x="{lx}" y="{}" text-anchor="middle" font-size="26" fill="#222">⊕ {}</text>"##,
            ly + 112.0,
            esc(&label)
        );
    }
    if !z.entry.is_empty() {
        let _ = write!(
            o,
            r##"<text class="marker entry" x="{lx}" y="{}" text-anchor="middle" font-size="26" font-style="italic" fill="#6b1d1d">→ {}</text>"##,
            ly + 140.0,
            esc(&z.entry)
        );
    }
}

/// A launch box with the Allied units waiting in it (R9.3).
fn launch_box(o: &mut String, v: &View, b: &LaunchBox, lang: Lang) {
    let loc = Location::LaunchBox(b.id.clone());
    let n = v
        .units_at(Side::Allies, &loc)
        .filter(|u| u.class.is_combat())
        .count();
    let title = lang.say(&crate::say!(
        "picture-launch-title",
        name = b.name.as_str(),
        n = n,
        beach = b.lands_into.as_str()
    ));
    let units = lang.n2("picture-launch-units", n, "beach", &b.lands_into);
    let _ = write!(
        o,
        r##"<g class="box launch" data-box="{id}"><title>{title}</title><path d="{d}"/><text x="{x}" y="{y}" text-anchor="middle" font-size="27" font-weight="700">{name}</text><text x="{x}" y="{y2}" text-anchor="middle" font-size="26">{units}</text></g>"##,
        id = esc(&b.id),
        name = esc(&b.name),
        title = esc(&title),
        units = esc(&units),
        d = path(&b.outline),
        x = b.label[0],
        y = b.label[1] - 10.0,
        y2 = b.label[1] + 24.0
    );
}

/// A side's reinforcement box with what waits there (R10): battalions by
/// name (public), support units by name only for a reader who may see them.
fn reinforcement_box(o: &mut String, v: &View, r: &ReinforcementBox, lang: Lang) {
    let side = Side::parse(&r.side).unwrap_or(Side::Allies);
    let [x, y, bw, bh] = r.rect;
    // The box's name in the reader's words where the map gives the usual
    // English one; a name of the map's own stays as it is.
    let usual = crate::say!("picture-reinforcement-box", side = side.as_str());
    let name = if r.name == usual.english() {
        usual.said_in(lang)
    } else {
        r.name.clone()
    };
    let waiting_units = || v.units_at(side, &Location::Reinforcements);
    let waiting: Vec<String> = v
        .battalions
        .iter()
        .filter(|b| b.side == side && waiting_units().any(|u| u.battalion == Some(b.id)))
        .map(|b| format!("R{}: {}", b.arrives_round.unwrap_or(1), b.name))
        .chain(waiting_units().filter(|u| u.battalion.is_none()).map(|u| {
            // A hidden unit is named by what it is (`shown_name`'s
            // words, said in the reader's language).
            let named = match u.name {
                Some(n) => n.to_string(),
                None => lang.t1("picture-hidden-unit", "class", u.class.as_str()),
            };
            format!("R{}: {}", u.arrives_round.unwrap_or(1), named)
        }))
        .collect();
    let _ = write!(
        o,
        r##"<g class="box reinforcements {side}" data-box="reinforcements-{side}"><title>{name}</title><rect x="{x}" y="{y}" width="{bw}" height="{bh}" rx="12"/><text x="{tx}" y="{ty}" font-size="26" font-weight="700">{name}</text>"##,
        side = side.as_str(),
        name = esc(&name),
        tx = x + 14.0,
        ty = y + 36.0
    );
    // Long names are cut to fit the box.
    let max_chars = ((bw - 28.0) / 14.0).max(10.0) as usize;
    for (i, line) in waiting.iter().take(12).enumerate() {
        let line = if line.chars().count() > max_chars {
            format!("{}…", line.chars().take(max_chars - 1).collect::<String>())
        } else {
            line.clone()
        };
        let _ = write!(
            o,
            r#"<text x="{}" y="{}" font-size="26">{}</text>"#,
            x + 14.0,
            y + 72.0 + 32.0 * i as f64,
            esc(&line)
        );
    }
    if waiting.len() > 12 {
        let _ = write!(
            o,
            r#"<text x="{}" y="{}" font-size="26">{}</text>"#,
            x + 14.0,
            y + 72.0 + 384.0,
            esc(&lang.n1("picture-and-more", "n", waiting.len() - 12))
        );
    }
    if waiting.is_empty() {
        let _ = write!(
            o,
            r##"<text x="{}" y="{}" font-size="26" fill="#555">{}</text>"##,
            x + 14.0,
            y + 70.0,
            esc(&lang.t("picture-empty"))
        );
    }
    o.push_str("</g>");
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests;
