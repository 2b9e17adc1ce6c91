//! The CMBN Quick Battle setup sheet (R7.2-R7.4): everything the GM needs to
//! build a battle, with the same hidden-information rules for the page, the
//! BBCode block and the JSON. Pure: no I/O.

use crate::rules::battle_odds;
use crate::rules::{BattalionId, Battle, CampaignState, Map, Side, UnitClass, UnitId};
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Serialize)]
pub struct QbMap {
    pub name: String,
    pub stock: bool,
    pub battle_type: String,
    pub size: String,
    pub width_m: f64,
    pub depth_m: f64,
    pub length_min: u32,
    pub region: String,
    pub terrain: String,
    pub date: String,
}

/// Parses `config/qb-maps.csv`.
pub fn parse_catalogue(text: &str) -> Result<Vec<QbMap>, String> {
    let mut rdr = csv::Reader::from_reader(text.as_bytes());
    let mut out = Vec::new();
    for (i, rec) in rdr.records().enumerate() {
        let r = rec.map_err(|e| format!("qb-maps.csv line {}: {e}", i + 2))?;
        let f = |n: usize| r.get(n).unwrap_or_default().trim().to_string();
        out.push(QbMap {
            name: f(0),
            stock: f(1) == "True",
            battle_type: f(2),
            size: f(3),
            width_m: f(4).parse().unwrap_or(0.0),
            depth_m: f(5).parse().unwrap_or(0.0),
            length_min: f(7).parse().unwrap_or(0),
            region: f(8),
            terrain: f(9),
            date: f(10),
        });
    }
    Ok(out)
}

/// CMBN terrain types that fit a zone's terrain hint.
fn terrain_types(hint: &str) -> Vec<&'static str> {
    let h = hint.to_lowercase();
    let mut t = Vec::new();
    for (word, ty) in [
        ("city", "City"),
        ("port", "City"),
        ("town", "Town"),
        ("village", "Village"),
        ("hill", "Hills"),
        ("ridge", "Hills"),
        ("forest", "Forest"),
        ("wood", "Forest"),
        ("marsh", "Rough"),
        ("flood", "Rough"),
        ("bocage", "Rough"),
        ("bocage", "Open"),
        ("dune", "Open"),
        ("beach", "Open"),
        ("open", "Open"),
    ] {
        if h.contains(word) && !t.contains(&ty) {
            t.push(ty);
        }
    }
    t
}

#[derive(Debug, Clone, Serialize)]
pub struct Suggestions {
    pub wanted_type: String,
    pub wanted_size: String,
    pub maps: Vec<QbMap>,
    /// Set when no exact match existed and a fallback was used.
    pub note: Option<String>,
}

const SIZES: [&str; 5] = ["Tiny", "Small", "Medium", "Large", "Huge"];

/// 3 to 5 real QB maps of the battle's type and size, France and the zone's
/// terrain preferred, stock first. Falls back to the nearest size, and says so.
pub fn suggest_maps(
    catalogue: &[QbMap],
    battle_type: &str,
    size: &str,
    terrain_hint: &str,
    minutes: u32,
) -> Suggestions {
    let terrains = terrain_types(terrain_hint);
    let bocage = terrain_hint.to_lowercase().contains("bocage");
    let score = |m: &QbMap| {
        let mut s = 0i32;
        if m.region == "France" {
            s += 8;
        }
        if terrains.contains(&m.terrain.as_str()) {
            s += 4;
        }
        if bocage && m.name.to_lowercase().contains("bocage") {
            s += 3;
        }
        if m.stock {
            s += 2;
        }
        if m.length_min == minutes {
            s += 1;
        }
        s
    };
    let pick = |size: &str| {
        let mut v: Vec<&QbMap> = catalogue
            .iter()
            .filter(|m| m.battle_type == battle_type && m.size == size)
            .collect();
        v.sort_by(|a, b| score(b).cmp(&score(a)).then_with(|| a.name.cmp(&b.name)));
        v.into_iter().take(5).cloned().collect::<Vec<_>>()
    };
    let exact = pick(size);
    if exact.len() >= 3 {
        return Suggestions {
            wanted_type: battle_type.into(),
            wanted_size: size.into(),
            maps: exact,
            note: None,
        };
    }
    let idx = SIZES.iter().position(|s| *s == size).unwrap_or(2);
    let mut order: Vec<usize> = (0..SIZES.len()).filter(|i| *i != idx).collect();
    order.sort_by_key(|i| (i.abs_diff(idx), usize::from(*i < idx)));
    let mut maps = exact.clone();
    let mut used = Vec::new();
    for size in order.into_iter().filter_map(|i| SIZES.get(i)) {
        if maps.len() >= 3 {
            break;
        }
        let more = pick(size);
        if !more.is_empty() {
            used.push(*size);
            maps.extend(more.into_iter().take(5 - maps.len().min(5)));
        }
    }
    let note = Some(format!(
        "The catalogue has {} {battle_type} map(s) of size {size}; {} added.",
        exact.len(),
        if used.is_empty() {
            "no other size could be".to_string()
        } else {
            format!("the nearest size ({}) was", used.join(", "))
        }
    ));
    Suggestions {
        wanted_type: battle_type.into(),
        wanted_size: size.into(),
        maps,
        note,
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct SheetUnit {
    pub name: String,
    pub class: UnitClass,
    pub cmbn: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct SheetSide {
    pub side: Side,
    pub role: &'static str,
    pub nation: String,
    pub battalion: String,
    pub commander: String,
    pub hq: String,
    pub unit_count: usize,
    /// None when the viewer may not see this side's force.
    pub units: Option<Vec<SheetUnit>>,
    pub support: Option<Vec<String>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Sheet {
    pub battle: crate::rules::BattleId,
    pub campaign: String,
    pub zone: String,
    pub zone_name: String,
    pub terrain: String,
    pub round: u32,
    pub date: String,
    pub region: &'static str,
    pub odds: String,
    pub battle_type: String,
    pub qb_battle_type: String,
    pub force_size: String,
    pub map_size: String,
    pub minutes: u32,
    pub assault_bonus: u32,
    pub total_minutes: u32,
    pub time_of_day: String,
    pub weather: String,
    pub ground: String,
    pub fortifications: Option<String>,
    pub naval_support: Option<String>,
    pub attacker: SheetSide,
    pub defender: SheetSide,
    pub maps: Suggestions,
}

/// Which forces a viewer may see.
#[derive(Debug, Clone, Copy)]
pub struct Visibility {
    pub attacker: bool,
    pub defender: bool,
}

pub fn build(
    s: &CampaignState,
    map: &Map,
    b: &Battle,
    names: &BTreeMap<i64, String>,
    catalogue: &[QbMap],
    vis: Visibility,
) -> Sheet {
    let (odds, size) = battle_odds(s, b);
    let zone = map.zone(&b.zone);
    let terrain = zone.map(|z| z.terrain.clone()).unwrap_or_default();
    let qb_type = if odds.table_ratio == 0 {
        odds.battle_type.clone()
    } else {
        format!(
            "{} {}",
            if b.side == Side::Allies {
                "Allied"
            } else {
                "Axis"
            },
            odds.battle_type
        )
    };
    let side_sheet =
        |side: Side, battalion: BattalionId, units: &[UnitId], visible: bool, attacker: bool| {
            let bn = s.battalion(battalion);
            let commander = bn
                .and_then(|x| x.commander)
                .and_then(|c| names.get(&c.get()).cloned())
                .unwrap_or_else(|| "(no commander)".into());
            let list: Vec<SheetUnit> = units
                .iter()
                .filter_map(|id| s.unit(*id))
                .map(|u| SheetUnit {
                    name: u.name.clone(),
                    class: u.class,
                    cmbn: u.cmbn.clone(),
                })
                .collect();
            let mut support = Vec::new();
            if attacker {
                for id in b.artillery.iter().chain(b.air.iter()) {
                    if let Some(u) = s.unit(*id) {
                        let via = if u.class == UnitClass::Air {
                            "via a forward air controller"
                        } else {
                            "via FO"
                        };
                        support.push(format!("{} {via}", u.name));
                    }
                }
                if let Some(ship) = &b.ship {
                    support.push(format!(
                        "Naval gunfire from {ship}: heaviest off-map artillery on offer, via FO"
                    ));
                }
            }
            SheetSide {
                side,
                role: if attacker { "attacker" } else { "defender" },
                nation: bn.map(|x| x.nation.label().to_string()).unwrap_or_default(),
                battalion: bn.map(|x| x.name.clone()).unwrap_or_default(),
                commander,
                hq: bn.map(|x| x.hq.clone()).unwrap_or_default(),
                unit_count: units.len(),
                units: if visible { Some(list) } else { None },
                support: if visible { Some(support) } else { None },
            }
        };
    let defenders = b.defender_units.clone().unwrap_or_default();
    let fortifications = (b.side == Side::Allies
        && zone.is_some_and(|z| z.bunker)
        && s.params.bunker_fortifications)
        .then(|| {
            if b.conditions.fortifications.trim().is_empty() {
                suggested_fortifications(&size.force_size)
            } else {
                b.conditions.fortifications.clone()
            }
        });
    Sheet {
        battle: b.id,
        campaign: s.name.clone(),
        zone: b.zone.clone(),
        zone_name: zone.map(|z| z.name.clone()).unwrap_or_default(),
        terrain: terrain.clone(),
        round: b.round,
        date: s.round_date(b.round).format("%d %B %Y").to_string(),
        region: "France",
        odds: odds.describe(),
        battle_type: odds.battle_type.clone(),
        qb_battle_type: qb_type.clone(),
        force_size: size.force_size.clone(),
        map_size: size.map_size.clone(),
        minutes: size.minutes,
        assault_bonus: size.assault_bonus,
        total_minutes: size.total_minutes,
        time_of_day: or_gm(&b.conditions.time_of_day),
        weather: or_gm(&b.conditions.weather),
        ground: or_gm(&b.conditions.ground),
        naval_support: b
            .ship
            .clone()
            .map(|s| format!("{s} supports the beach assault")),
        fortifications,
        attacker: side_sheet(
            b.side,
            b.attacker_battalion,
            &b.attacker_units,
            vis.attacker,
            true,
        ),
        defender: side_sheet(
            b.side.enemy(),
            b.defender_battalion,
            &defenders,
            vis.defender,
            false,
        ),
        maps: suggest_maps(
            catalogue,
            &qb_type,
            &size.force_size,
            &terrain,
            size.total_minutes,
        ),
    }
}

fn or_gm(s: &str) -> String {
    if s.trim().is_empty() {
        "GM's choice".into()
    } else {
        s.to_string()
    }
}

/// Suggested defender fortifications for a bunker zone, by force size.
pub fn suggested_fortifications(force: &str) -> String {
    let (bunkers, trenches, wire, mines) = match force {
        "Tiny" => (1, 2, 2, 1),
        "Small" => (1, 3, 4, 2),
        "Medium" => (2, 4, 6, 4),
        "Large" => (3, 6, 8, 6),
        _ => (4, 8, 10, 8),
    };
    format!("{bunkers} bunker(s), {trenches} trench sections, {wire} barbed wire, {mines} minefield tiles (suggested)")
}

/// A BBCode block for a forum post, with the same visibility as the page.
pub fn bbcode(sh: &Sheet) -> String {
    let mut o = String::new();
    o.push_str(&format!(
        "[b]{} - Battle {} in {} {}[/b]\n",
        sh.campaign, sh.battle, sh.zone, sh.zone_name
    ));
    o.push_str(&format!(
        "Round {} - {} - {}\n",
        sh.round, sh.date, sh.region
    ));
    o.push_str(&format!(
        "[b]Quick Battle:[/b] {} ({})\n",
        sh.qb_battle_type, sh.odds
    ));
    o.push_str(&format!(
        "[b]Force size:[/b] {} - map {} - {} min",
        sh.force_size, sh.map_size, sh.total_minutes
    ));
    if sh.assault_bonus > 0 {
        o.push_str(&format!(
            " ({} + {} assault bonus)",
            sh.minutes, sh.assault_bonus
        ));
    }
    o.push('\n');
    o.push_str(&format!(
        "[b]Time / weather / ground:[/b] {} / {} / {}\n",
        sh.time_of_day, sh.weather, sh.ground
    ));
    for side in [&sh.attacker, &sh.defender] {
        o.push_str(&format!(
            "\n[b]{} ({}):[/b] {} - {} - played by {}\n",
            side.role.to_uppercase(),
            side.side.label(),
            side.nation,
            side.battalion,
            side.commander
        ));
        match &side.units {
            Some(units) => {
                o.push_str(&format!("[list]\n[*]{} (HQ)\n", side.hq));
                for u in units {
                    o.push_str(&format!("[*]{} - {}\n", u.name, u.cmbn));
                }
                for s in side.support.iter().flatten() {
                    o.push_str(&format!("[*]Support: {s}\n"));
                }
                o.push_str("[/list]\n");
            }
            None => o.push_str(&format!("{} units (hidden)\n", side.unit_count)),
        }
    }
    if let Some(f) = &sh.fortifications {
        o.push_str(&format!(
            "\n[b]Fortifications (Axis defender, bunker zone):[/b] {f}\n"
        ));
    }
    if !sh.maps.maps.is_empty() {
        o.push_str("\n[b]Suggested QB maps:[/b]\n[list]\n");
        for m in &sh.maps.maps {
            o.push_str(&format!(
                "[*]{} ({} {}, {:.0} x {:.0} m, {} min)\n",
                m.name, m.battle_type, m.size, m.width_m, m.depth_m, m.length_min
            ));
        }
        o.push_str("[/list]\n");
    }
    o
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    fn cat() -> Vec<QbMap> {
        parse_catalogue(include_str!("../config/qb-maps.csv")).unwrap()
    }

    #[test]
    fn catalogue_loads_every_map() {
        let c = cat();
        assert_eq!(c.len(), 937);
        assert_eq!(c.iter().filter(|m| m.stock).count(), 759);
    }

    #[test]
    fn r7_4_suggestions_always_match_type_and_size() {
        let c = cat();
        for ty in [
            "Allied Attack",
            "Allied Probe",
            "Allied Assault",
            "Axis Attack",
            "Meeting Engagement",
        ] {
            for size in ["Small", "Medium", "Large"] {
                let s = suggest_maps(&c, ty, size, "bocage", 60);
                assert!(
                    (3..=5).contains(&s.maps.len()),
                    "{ty} {size}: {}",
                    s.maps.len()
                );
                assert!(
                    s.maps.iter().all(|m| m.battle_type == ty && m.size == size),
                    "{ty} {size}"
                );
                assert!(s.note.is_none());
            }
        }
    }

    #[test]
    fn r7_4_france_and_stock_maps_come_first() {
        let s = suggest_maps(
            &cat(),
            "Allied Attack",
            "Medium",
            "bocage; flooded low ground",
            60,
        );
        assert_eq!(s.maps[0].region, "France");
    }

    #[test]
    fn r7_4_a_battle_with_no_exact_match_explains_the_fallback() {
        let c = cat();
        let exact = c
            .iter()
            .filter(|m| m.battle_type == "Axis Assault" && m.size == "Huge")
            .count();
        let s = suggest_maps(&c, "Axis Assault", "Huge", "", 120);
        assert!(exact < 3);
        let note = s.note.clone().unwrap();
        assert!(
            note.contains("Axis Assault") && note.contains("Huge") && note.contains("nearest size"),
            "{note}"
        );
        assert!(s.maps.iter().all(|m| m.battle_type == "Axis Assault"));
        assert!(s.maps.len() >= 3);
    }

    /// A battle in `zone`, attacked by `side`, in an otherwise empty campaign.
    fn battle_in(zone: &str, side: Side, bunkers: bool) -> Sheet {
        use crate::rules::{BattleId, Conditions, Params};
        let map = crate::rules::Map::parse(include_str!("../config/maps/aa-dday.toml")).unwrap();
        let mut s = CampaignState::new(
            "t",
            "aa-dday",
            Params {
                bunker_fortifications: bunkers,
                ..Params::default()
            },
            chrono::NaiveDate::from_ymd_opt(1944, 6, 6).unwrap(),
        );
        let b = Battle {
            id: BattleId::new(1),
            round: 1,
            side,
            zone: zone.into(),
            attacker_battalion: BattalionId::new(1),
            attacker_units: vec![],
            defender_battalion: BattalionId::new(2),
            defender_units: Some(vec![]),
            from_launch_box: None,
            artillery: vec![],
            air: vec![],
            ship: None,
            result: None,
            attacker_casualties: None,
            defender_casualties: None,
            closed: false,
            conditions: Conditions::default(),
            due: None,
        };
        s.battles.push(b.clone());
        let vis = Visibility {
            attacker: true,
            defender: true,
        };
        build(&s, &map, &b, &BTreeMap::new(), &cat(), vis)
    }

    #[test]
    fn r2_3_an_axis_defender_in_a_bunker_zone_gets_fortifications() {
        // F14 has a blockhouse on the board; F13 has none.
        assert!(battle_in("F14", Side::Allies, true)
            .fortifications
            .is_some());
        assert!(battle_in("F13", Side::Allies, true)
            .fortifications
            .is_none());
        // Only the Axis defends with them, and the GM may turn them off.
        assert!(battle_in("F14", Side::Axis, true).fortifications.is_none());
        assert!(battle_in("F14", Side::Allies, false)
            .fortifications
            .is_none());
    }
}
