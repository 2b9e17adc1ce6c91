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
}

impl Map {
    /// Parses and validates a map file; the error names the zone and the fault.
    pub fn parse(text: &str) -> Result<Map, String> {
        let file: MapFile = toml::from_str(text).map_err(|e| format!("map file: {e}"))?;
        Map::from_file(file)
    }

    pub fn from_file(file: MapFile) -> Result<Map, String> {
        validate(&file)?;
        let adjacency = file
            .zones
            .iter()
            .map(|z| (z.id.clone(), z.neighbours.iter().cloned().collect()))
            .collect();
        Ok(Map { file, adjacency })
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
        if !self.is_zone(from) || !self.is_zone(to) {
            return None;
        }
        let mut seen = BTreeSet::from([from.to_string()]);
        let mut queue = VecDeque::from([(from.to_string(), 0u32)]);
        while let Some((zone, d)) = queue.pop_front() {
            if zone == to {
                return Some(d);
            }
            for n in self.neighbours(&zone) {
                if seen.insert(n.clone()) {
                    queue.push_back((n.clone(), d + 1));
                }
            }
        }
        None
    }

    pub fn objectives(&self) -> &[String] {
        &self.file.map.objectives
    }

    pub fn edge_count(&self) -> usize {
        self.adjacency.values().map(BTreeSet::len).sum::<usize>() / 2
    }
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
