//! The catalogue of CMBN Quick Battle maps (`config/qb-maps.csv`) and the
//! 3 to 5 real maps suggested for a battle's type, size and terrain (R7.4).

use crate::rules::say::Lang;
use serde::Serialize;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
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

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Suggestions {
    pub wanted_type: String,
    pub wanted_size: String,
    pub maps: Vec<QbMap>,
    /// Set when no exact match existed and a fallback was used.
    pub note: Option<String>,
}

const SIZES: [&str; 5] = ["Tiny", "Small", "Medium", "Large", "Huge"];

/// 3 to 5 real QB maps of the battle's type and size, France and the zone's
/// terrain preferred, stock first. Falls back to the nearest size, and says so
/// in `lang`.
pub fn suggest_maps(
    catalogue: &[QbMap],
    battle_type: &str,
    size: &str,
    terrain_hint: &str,
    minutes: u32,
    lang: Lang,
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
        // Each map scored once (the score lowercases its name), not once
        // per comparison.
        v.sort_by_cached_key(|m| (std::cmp::Reverse(score(m)), m.name.clone()));
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
    let note = Some(if used.is_empty() {
        lang.say(&crate::say!(
            "sheet-maps-note-none",
            n = exact.len(),
            kind = battle_type,
            size = size
        ))
    } else {
        lang.say(&crate::say!(
            "sheet-maps-note-nearest",
            n = exact.len(),
            kind = battle_type,
            size = size,
            sizes = used.join(", ")
        ))
    });
    Suggestions {
        wanted_type: battle_type.into(),
        wanted_size: size.into(),
        maps,
        note,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    fn cat() -> Vec<QbMap> {
        parse_catalogue(include_str!("../../config/qb-maps.csv")).unwrap()
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
                let s = suggest_maps(&c, ty, size, "bocage", 60, Lang::En);
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
            Lang::En,
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
        let s = suggest_maps(&c, "Axis Assault", "Huge", "", 120, Lang::En);
        assert!(exact < 3);
        let note = s.note.clone().unwrap();
        assert!(
            note.contains("Axis Assault") && note.contains("Huge") && note.contains("nearest size"),
            "{note}"
        );
        assert!(s.maps.iter().all(|m| m.battle_type == "Axis Assault"));
        assert!(s.maps.len() >= 3);
        // Said in the reader's language, CMBN's names as they are.
        let de = suggest_maps(&c, "Axis Assault", "Huge", "", 120, Lang::De)
            .note
            .unwrap();
        assert!(
            de.contains("Axis Assault") && de.contains("Huge") && de.contains("Katalog"),
            "{de}"
        );
    }
}
