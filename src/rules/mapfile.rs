//! The map file (R2.1: the board is data, not code) and the checks it
//! passes before Bocage plays on it (R2.5): unique ids, outlines, symmetric
//! adjacency, launch boxes that touch only their coastal beach, known
//! objectives, and one connected land graph.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, VecDeque};

pub type Point = [f64; 2];

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapFile {
    pub map: MapHeader,
    #[serde(default)]
    pub sea: Option<Sea>,
    pub zones: Vec<Zone>,
    #[serde(default)]
    pub launch_boxes: Vec<LaunchBox>,
    #[serde(default)]
    pub reinforcement_boxes: Vec<ReinforcementBox>,
    #[serde(default)]
    pub ships: Vec<Ship>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapHeader {
    pub id: String,
    pub name: String,
    pub width: f64,
    pub height: f64,
    pub objectives: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sea {
    pub outline: Vec<Point>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Zone {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub coastal: bool,
    #[serde(default)]
    pub bunker: bool,
    #[serde(default)]
    pub objective: bool,
    /// Axis entry label ("Rennes", "Chartres", "Rouen"), empty when none.
    #[serde(default)]
    pub entry: String,
    #[serde(default)]
    pub terrain: String,
    pub neighbours: Vec<String>,
    pub label: Point,
    pub outlines: Vec<Vec<Point>>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LaunchBox {
    pub id: String,
    pub name: String,
    /// Nation group whose reinforcements may use this box ("US" or "UK").
    pub group: String,
    pub lands_into: String,
    pub label: Point,
    pub outline: Vec<Point>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReinforcementBox {
    pub side: String,
    pub name: String,
    /// x, y, width, height.
    pub rect: [f64; 4],
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ship {
    pub id: String,
    pub name: String,
    pub position: Point,
}

pub fn validate(file: &MapFile) -> Result<(), String> {
    let ids: BTreeSet<&str> = file.zones.iter().map(|z| z.id.as_str()).collect();
    if ids.len() != file.zones.len() {
        return Err("map: two zones share an id".into());
    }
    if file.zones.is_empty() {
        return Err("map: no zones".into());
    }
    check_zones(file)?;
    for o in &file.map.objectives {
        if !ids.contains(o.as_str()) {
            return Err(format!("objective {o} does not exist"));
        }
    }
    check_launch_boxes(file, &ids)?;
    for r in &file.reinforcement_boxes {
        if r.side != "allies" && r.side != "axis" {
            return Err(format!(
                "reinforcement box {}: side must be allies or axis",
                r.name
            ));
        }
    }
    check_connected(file)
}

/// Outlines, entry labels, and adjacency: symmetric (R2.5), never to itself
/// or to a launch box.
fn check_zones(file: &MapFile) -> Result<(), String> {
    for z in &file.zones {
        if z.outlines.is_empty() || z.outlines.iter().any(|o| o.len() < 3) {
            return Err(format!(
                "zone {}: no outline (needs at least 3 points)",
                z.id
            ));
        }
        if !z.entry.is_empty() && z.entry.trim().is_empty() {
            return Err(format!("zone {}: blank entry label", z.id));
        }
        for n in &z.neighbours {
            if n == &z.id {
                return Err(format!("zone {}: lists itself as a neighbour", z.id));
            }
            if file.launch_boxes.iter().any(|b| &b.id == n) {
                return Err(format!(
                    "launch box {n}: touches zone {} (a launch box touches only its beach)",
                    z.id
                ));
            }
            let Some(other) = file.zones.iter().find(|o| &o.id == n) else {
                return Err(format!("zone {}: neighbour {n} does not exist", z.id));
            };
            if !other.neighbours.contains(&z.id) {
                return Err(format!(
                    "zone {}: adjacency to {n} is not symmetric ({n} does not list {})",
                    z.id, z.id
                ));
            }
        }
    }
    Ok(())
}

/// R2.5: a launch box is adjacent only to its own beach, a coastal zone.
fn check_launch_boxes(file: &MapFile, ids: &BTreeSet<&str>) -> Result<(), String> {
    let mut box_ids = BTreeSet::new();
    for b in &file.launch_boxes {
        if ids.contains(b.id.as_str()) || !box_ids.insert(b.id.as_str()) {
            return Err(format!("launch box {}: id is already used", b.id));
        }
        let Some(beach) = file.zones.iter().find(|z| z.id == b.lands_into) else {
            return Err(format!(
                "launch box {}: its beach {} does not exist",
                b.id, b.lands_into
            ));
        };
        if !beach.coastal {
            return Err(format!(
                "launch box {}: its beach {} is not coastal",
                b.id, b.lands_into
            ));
        }
        if let Some(z) = file.zones.iter().find(|z| z.neighbours.contains(&b.id)) {
            return Err(format!(
                "launch box {}: touches zone {} (a launch box touches only its beach)",
                b.id, z.id
            ));
        }
        if b.outline.len() < 3 {
            return Err(format!("launch box {}: no outline", b.id));
        }
    }
    Ok(())
}

/// Every land zone reaches every other.
fn check_connected(file: &MapFile) -> Result<(), String> {
    let Some(first) = file.zones.first().map(|z| &z.id) else {
        return Err("the map has no zones".into());
    };
    let mut seen = BTreeSet::from([first.as_str()]);
    let mut queue = VecDeque::from([first.as_str()]);
    while let Some(id) = queue.pop_front() {
        if let Some(z) = file.zones.iter().find(|z| z.id == id) {
            for n in &z.neighbours {
                if seen.insert(n.as_str()) {
                    queue.push_back(n.as_str());
                }
            }
        }
    }
    if let Some(z) = file.zones.iter().find(|z| !seen.contains(z.id.as_str())) {
        return Err(format!(
            "zone {}: not connected to the rest of the map",
            z.id
        ));
    }
    Ok(())
}
