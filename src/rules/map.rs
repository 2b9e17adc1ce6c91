//! The board as data (R2): zones, adjacency, launch boxes, reinforcement boxes
//! and ships, loaded from a TOML file and validated before use.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use super::mapfile::validate;
pub use super::mapfile::{LaunchBox, MapFile, MapHeader, Point, ReinforcementBox, Sea, Ship, Zone};

/// A validated map with its adjacency graph.
#[derive(Debug, Clone)]
pub struct Map {
    pub file: MapFile,
    adjacency: BTreeMap<String, BTreeSet<String>>,
    /// Every zone's number in `distances` (zone ids, sorted).
    numbers: BTreeMap<String, usize>,
    /// Steps between every two zones (None: no route), by number, worked
    /// out once when the map is loaded: the rules ask for distances for
    /// every unit and zone of a view (R6.1), so a breadth-first search per
    /// question cost more than all the rest of drawing a map page.
    distances: Vec<Vec<Option<u32>>>,
}

impl Map {
    /// Parses and validates a map file; the error names the zone and the fault.
    pub fn parse(text: &str) -> Result<Map, String> {
        let file: MapFile = toml::from_str(text).map_err(|e| format!("map file: {e}"))?;
        Map::from_file(file)
    }

    pub fn from_file(file: MapFile) -> Result<Map, String> {
        validate(&file)?;
        let adjacency: BTreeMap<String, BTreeSet<String>> = file
            .zones
            .iter()
            .map(|z| (z.id.clone(), z.neighbours.iter().cloned().collect()))
            .collect();
        let numbers: BTreeMap<String, usize> = adjacency
            .keys()
            .enumerate()
            .map(|(i, z)| (z.clone(), i))
            .collect();
        let distances = adjacency
            .keys()
            .map(|from| breadth_first(&adjacency, &numbers, from))
            .collect();
        Ok(Map {
            file,
            adjacency,
            numbers,
            distances,
        })
    }

    pub fn id(&self) -> &str {
        &self.file.map.id
    }

    pub fn zones(&self) -> &[Zone] {
        &self.file.zones
    }

    pub fn zone(&self, id: &str) -> Option<&Zone> {
        self.file.zones.iter().find(|z| z.id == id)
    }

    pub fn is_zone(&self, id: &str) -> bool {
        self.adjacency.contains_key(id)
    }

    pub fn launch_box(&self, id: &str) -> Option<&LaunchBox> {
        self.file.launch_boxes.iter().find(|b| b.id == id)
    }

    pub fn launch_boxes(&self) -> &[LaunchBox] {
        &self.file.launch_boxes
    }

    pub fn neighbours(&self, zone: &str) -> impl Iterator<Item = &String> {
        self.adjacency.get(zone).into_iter().flatten()
    }

    pub fn adjacent(&self, a: &str, b: &str) -> bool {
        self.adjacency.get(a).is_some_and(|n| n.contains(b))
    }

    /// Land distance between two zones (0 for the same zone), if connected.
    pub fn distance(&self, from: &str, to: &str) -> Option<u32> {
        let (from, to) = (self.numbers.get(from)?, self.numbers.get(to)?);
        *self.distances.get(*from)?.get(*to)?
    }

    pub fn objectives(&self) -> &[String] {
        &self.file.map.objectives
    }

    pub fn edge_count(&self) -> usize {
        self.adjacency.values().map(BTreeSet::len).sum::<usize>() / 2
    }
}

/// Steps from `from` to every zone, by zone number (a breadth-first search).
fn breadth_first(
    adjacency: &BTreeMap<String, BTreeSet<String>>,
    numbers: &BTreeMap<String, usize>,
    from: &str,
) -> Vec<Option<u32>> {
    let mut out = vec![None; numbers.len()];
    let mut queue = VecDeque::new();
    if let Some(&i) = numbers.get(from) {
        if let Some(slot) = out.get_mut(i) {
            *slot = Some(0);
            queue.push_back((from, 0u32));
        }
    }
    while let Some((zone, d)) = queue.pop_front() {
        for n in adjacency.get(zone).into_iter().flatten() {
            if let Some(slot) = numbers.get(n).and_then(|&i| out.get_mut(i)) {
                if slot.is_none() {
                    *slot = Some(d + 1);
                    queue.push_back((n, d + 1));
                }
            }
        }
    }
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    const REAL: &str = include_str!("../../config/maps/aa-dday.toml");

    #[test]
    fn r2_1_real_map_has_42_zones_and_97_adjacencies() {
        let m = Map::parse(REAL).unwrap();
        assert_eq!(m.zones().len(), 42);
        assert_eq!(m.edge_count(), 97);
        assert_eq!(m.objectives(), ["F2", "F26", "F30"]);
        let beaches: Vec<_> = m
            .launch_boxes()
            .iter()
            .map(|b| (b.id.as_str(), b.lands_into.as_str()))
            .collect();
        assert_eq!(
            beaches,
            [
                ("utah", "F11"),
                ("omaha", "F14"),
                ("gold", "F15"),
                ("juno", "F16"),
                ("sword", "F17")
            ]
        );
        let bunkers: Vec<_> = m
            .zones()
            .iter()
            .filter(|z| z.bunker)
            .map(|z| z.id.as_str())
            .collect();
        assert_eq!(
            bunkers,
            ["F1", "F2", "F3", "F4", "F5", "F7", "F8", "F11", "F14", "F15", "F16", "F17", "F18"]
        );
        let entries: Vec<_> = m
            .zones()
            .iter()
            .filter(|z| !z.entry.is_empty())
            .map(|z| (z.id.as_str(), z.entry.as_str()))
            .collect();
        assert_eq!(
            entries,
            [
                ("F32", "Rouen"),
                ("F33", "Rennes"),
                ("F35", "Rennes"),
                ("F37", "Chartres"),
                ("F40", "Chartres"),
                ("F42", "Rouen")
            ]
        );
        assert_eq!(m.zone("F26").unwrap().name, "St. Lô");
    }

    #[test]
    fn r2_5_adjacency_is_symmetric_and_distances_work() {
        let m = Map::parse(REAL).unwrap();
        assert!(m.adjacent("F1", "F2") && m.adjacent("F2", "F1"));
        assert!(!m.adjacent("F1", "F42"));
        assert_eq!(m.distance("F14", "F14"), Some(0));
        assert_eq!(m.distance("F14", "F15"), Some(1));
        assert_eq!(m.distance("F14", "F16"), Some(2));
        assert_eq!(m.distance("F14", "utah"), None);
    }

    /// The distances worked out at load are those of the definition: the
    /// fewest steps from neighbour to neighbour, for every pair of zones
    /// (R6.1), and as far one way as the other.
    #[test]
    fn r6_1_every_distance_is_the_fewest_steps_between_neighbours() {
        let m = Map::parse(REAL).unwrap();
        let ids: Vec<&str> = m.zones().iter().map(|z| z.id.as_str()).collect();
        for from in &ids {
            // Zones by number of steps, one ring at a time.
            let mut steps = BTreeMap::from([(from.to_string(), 0u32)]);
            let mut ring = vec![from.to_string()];
            let mut d = 0;
            while !ring.is_empty() {
                d += 1;
                let next: Vec<String> = ring
                    .iter()
                    .flat_map(|z| m.neighbours(z).cloned().collect::<Vec<_>>())
                    .filter(|n| !steps.contains_key(n))
                    .collect::<BTreeSet<_>>()
                    .into_iter()
                    .collect();
                for n in &next {
                    steps.insert(n.clone(), d);
                }
                ring = next;
            }
            for to in &ids {
                assert_eq!(
                    m.distance(from, to),
                    steps.get(*to).copied(),
                    "{from} -> {to}"
                );
                assert_eq!(
                    m.distance(from, to),
                    m.distance(to, from),
                    "{from} <-> {to}"
                );
            }
            assert_eq!(m.distance(from, "nowhere"), None);
        }
    }

    fn broken(edit: impl Fn(&mut MapFile)) -> String {
        let mut f: MapFile = toml::from_str(REAL).unwrap();
        edit(&mut f);
        Map::from_file(f).unwrap_err()
    }

    #[test]
    fn loader_refuses_asymmetric_adjacency() {
        let e = broken(|f| f.zones[0].neighbours.push("F42".into()));
        assert!(e.contains("zone F1") && e.contains("not symmetric"), "{e}");
    }

    #[test]
    fn loader_refuses_unknown_neighbour() {
        let e = broken(|f| f.zones[0].neighbours.push("F99".into()));
        assert!(
            e.contains("zone F1") && e.contains("F99 does not exist"),
            "{e}"
        );
    }

    #[test]
    fn loader_refuses_launch_box_with_missing_beach() {
        let e = broken(|f| f.launch_boxes[0].lands_into = "F77".into());
        assert!(e.contains("launch box utah") && e.contains("F77"), "{e}");
    }

    #[test]
    fn loader_refuses_launch_box_touching_other_zones() {
        let e = broken(|f| f.zones[5].neighbours.push("omaha".into()));
        assert!(
            e.contains("launch box omaha") && e.contains("touches zone F6"),
            "{e}"
        );
    }

    #[test]
    fn loader_refuses_inland_beach() {
        let e = broken(|f| f.launch_boxes[1].lands_into = "F26".into());
        assert!(e.contains("not coastal"), "{e}");
    }

    #[test]
    fn loader_refuses_disconnected_graph() {
        let e = broken(|f| {
            let cut: Vec<String> = f.zones[0].neighbours.drain(..).collect();
            for n in cut {
                if let Some(z) = f.zones.iter_mut().find(|z| z.id == n) {
                    z.neighbours.retain(|x| x != "F1");
                }
            }
        });
        assert!(e.contains("not connected to the rest of the map"), "{e}");
    }

    #[test]
    fn loader_refuses_zone_without_outline() {
        let e = broken(|f| f.zones[3].outlines.clear());
        assert!(e.contains("zone F4") && e.contains("outline"), "{e}");
    }

    #[test]
    fn loader_refuses_missing_objective() {
        let e = broken(|f| f.map.objectives.push("F50".into()));
        assert!(e.contains("objective F50"), "{e}");
    }

    #[test]
    fn loader_refuses_duplicate_zone() {
        let e = broken(|f| f.zones[1].id = "F1".into());
        assert!(e.contains("share an id"), "{e}");
    }

    #[test]
    fn loader_refuses_syntax_errors() {
        assert!(Map::parse("[map]\nid=")
            .unwrap_err()
            .starts_with("map file:"));
    }
}
