//! The map's extras: town names, battle markers, the ships and the legend.

use crate::render::escape::esc;
use crate::rules::say::Lang;
use crate::rules::view::View;
use crate::rules::Map;
use std::fmt::Write;

/// "Isigny / Trévières" -> "Isigny": the first town, cut to fit a zone.
pub(super) fn town(name: &str) -> String {
    let first = name.split(" / ").next().unwrap_or(name).trim();
    if first.chars().count() > 16 {
        format!("{}…", first.chars().take(15).collect::<String>())
    } else {
        first.to_string()
    }
}

/// A marker on every zone with a battle still to fight (battles are public
/// once the attack is committed).
pub(super) fn battle_marks(o: &mut String, v: &View, map: &Map, lang: Lang) {
    let mut zones: Vec<&str> = v
        .battles
        .iter()
        .filter(|b| !b.closed)
        .map(|b| b.zone)
        .collect();
    zones.sort_unstable();
    zones.dedup();
    for zid in zones {
        let Some(z) = map.zone(zid) else { continue };
        let [lx, ly] = z.label;
        let n = v
            .battles
            .iter()
            .filter(|b| !b.closed && b.zone == zid)
            .count();
        let _ = write!(
            o,
            r##"<g class="battle-mark" data-battle-zone="{id}"><title>{title}</title><circle cx="{cx}" cy="{cy}" r="22" fill="#8a1c1c" stroke="#fff" stroke-width="3"/><text x="{cx}" y="{ty}" font-size="26" text-anchor="middle" fill="#fff">⚔</text></g>"##,
            title = esc(&lang.n2("picture-battle-mark", n, "zone", zid)),
            id = esc(zid),
            cx = lx + 62.0,
            cy = ly - 18.0,
            ty = ly - 9.0
        );
    }
}

/// The ships: which supports a battle is the Allied side's secret (R2.4,
/// R6.6), so only a view that shows the attacker's support marks it.
pub(super) fn ships(o: &mut String, v: &View, map: &Map, lang: Lang) {
    let used: Vec<&str> = v
        .battles
        .iter()
        .filter(|b| b.round == v.round && b.attacker_side == v.side)
        .filter_map(|b| b.support.as_ref().and_then(|s| s.ship))
        .collect();
    for (i, ship) in map.file.ships.iter().enumerate() {
        let available = (i as u32) < v.params.naval_support;
        let busy = used.contains(&ship.name.as_str());
        let [x, y] = ship.position;
        let title = if !available {
            lang.t1("picture-ship-unused", "name", &ship.name)
        } else if busy {
            lang.t1("picture-ship-busy", "name", &ship.name)
        } else {
            lang.t1("picture-ship-free", "name", &ship.name)
        };
        let _ = write!(
            o,
            r##"<g class="ship" data-ship="{id}"><title>{title}</title><path d="M{} {} l120 0 l-20 28 l-80 0 Z" fill="{fill}" stroke="#223"/><text x="{x}" y="{}" text-anchor="middle" font-size="26">{short}</text></g>"##,
            x - 60.0,
            y,
            y + 56.0,
            id = esc(&ship.id),
            title = esc(&title),
            short = esc(ship
                .name
                .trim_start_matches("HMS ")
                .trim_start_matches("USS ")
                .trim_start_matches("HMCS ")),
            fill = if !available {
                "#bbb"
            } else if busy {
                "#c9a227"
            } else {
                "#6b7b8c"
            }
        );
    }
}

/// The legend and the phase banner, its words in `lang` (each must fit
/// its place in the 640 px box: `picture.ftl` keeps them short).
pub(super) fn legend(o: &mut String, v: &View, banner: &str, lang: Lang) {
    let (air_a, air_x) = (v.air_pools.allies.len(), v.air_pools.axis.len());
    // What the counters show depends on who reads the map: a side sees its
    // own by kind and the enemy's as "?", the GM every unit, anyone else
    // both sides' as "?" (an observer has no "enemy").
    let counters = match v.audience {
        crate::rules::Audience::Side(_) => lang.t("picture-legend-counters-side"),
        crate::rules::Audience::Gm => lang.t("picture-legend-counters-gm"),
        crate::rules::Audience::Public => lang.t("picture-legend-counters-public"),
    };
    // The banner fits the legend's 600 px in every language: a long one
    // is written smaller (bold DejaVu is about 0.6 em a letter).
    let letters = banner.chars().count().max(1) as f64;
    let banner_size = format!("{:.0}", (1000.0 / letters).clamp(12.0, 30.0));
    let _ = write!(
        o,
        r##"<g class="legend" transform="translate(1150 40)"><rect width="640" height="392" rx="12" fill="#fffdf8" stroke="#888"/><text x="20" y="40" font-size="{banner_size}" font-weight="700" class="banner-text">{banner}</text><rect x="20" y="62" width="34" height="26" fill="#b9d0ee" stroke="#333"/><text x="64" y="84" font-size="26">{allied}</text><rect x="180" y="62" width="34" height="26" fill="#e9c3bb" stroke="#333"/><text x="224" y="84" font-size="26">{axis}</text><rect x="320" y="62" width="17" height="26" fill="#b9d0ee" stroke="#333"/><rect x="337" y="62" width="17" height="26" fill="#e9c3bb" stroke="#333"/><text x="364" y="84" font-size="26">{contested}</text><text x="20" y="122" font-size="26">{counters}</text><text x="20" y="156" font-size="26">{marks}</text><circle cx="34" cy="181" r="15" fill="#8a1c1c"/><text x="34" y="191" font-size="26" text-anchor="middle" fill="#fff">⚔</text><text x="60" y="190" font-size="26">{battle}</text><path d="M20 208 l44 0 l-8 12 l-28 0 Z" fill="#6b7b8c" stroke="#223"/><text x="74" y="222" font-size="26">{ship_free}</text><path d="M210 208 l44 0 l-8 12 l-28 0 Z" fill="#c9a227" stroke="#223"/><text x="264" y="222" font-size="26">{ship_busy}</text><path d="M420 208 l44 0 l-8 12 l-28 0 Z" fill="#bbb" stroke="#223"/><text x="474" y="222" font-size="26">{ship_unused}</text><text x="20" y="260" font-size="26">{drafts}</text><g class="draft-swatches" stroke-width="8" stroke-linecap="round"><line x1="120" y1="251" x2="160" y2="251" stroke="#b3261e"/><line x1="270" y1="251" x2="310" y2="251" stroke="#c26a00" stroke-dasharray="12 6"/><line x1="440" y1="251" x2="480" y2="251" stroke="#2f6db5"/><line x1="120" y1="283" x2="160" y2="283" stroke="#2e7d32"/><line x1="250" y1="283" x2="290" y2="283" stroke="#444" stroke-dasharray="4 6"/></g><text x="168" y="260" font-size="26">{attack}</text><text x="318" y="260" font-size="26">{capture}</text><text x="488" y="260" font-size="26">{reinforce}</text><text x="168" y="292" font-size="26">{land}</text><text x="298" y="292" font-size="26">{move}</text><text x="20" y="328" font-size="26">{air}</text><text x="20" y="364" font-size="26">{stack}</text></g>"##,
        banner = esc(banner),
        allied = esc(&lang.t("picture-legend-allied")),
        axis = esc(&lang.t("picture-legend-axis")),
        contested = esc(&lang.t("picture-legend-contested")),
        counters = esc(&counters),
        marks = esc(&lang.t("picture-legend-marks")),
        battle = esc(&lang.t("picture-legend-battle")),
        ship_free = esc(&lang.t("picture-legend-ship-free")),
        ship_busy = esc(&lang.t("picture-legend-ship-busy")),
        ship_unused = esc(&lang.t("picture-legend-ship-unused")),
        drafts = esc(&lang.t("picture-legend-drafts")),
        attack = esc(&lang.t("picture-legend-attack")),
        capture = esc(&lang.t("picture-legend-capture")),
        reinforce = esc(&lang.t("picture-legend-reinforce")),
        land = esc(&lang.t("picture-legend-land")),
        move = esc(&lang.t("picture-legend-move")),
        air = esc(&lang.say(&crate::say!(
            "picture-legend-air",
            allies = air_a,
            axis = air_x
        ))),
        stack = esc(&lang.say(&crate::say!(
            "picture-legend-stack",
            limit = v.params.stack_limit,
            artillery = v.params.artillery_stack
        ))),
    );
}
