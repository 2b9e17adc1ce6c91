//! Stored states carry their format (`CampaignState::format`); a state of an
//! older format is upgraded step by step before it is read, each step
//! carrying the old fields into the new ones (never a silent serde
//! default), and a state of a newer format than this program knows is
//! refused, not guessed at. Pure: the store passes the JSON, and the state
//! at the start of the current phase when it has one.
//!
//! | format | written by | what the next step carries |
//! |---|---|---|
//! | 1 (no `format` key) | releases up to 2026-11-29 | `turn.attacked` (battalions) into `turn.attacked_in` (battalion, zone); `turn.phase_acts` rebuilt; `draft_seq` from the drafts |
//! | 2 | today | |

use serde_json::{json, Map, Value};

pub use super::state::FORMAT;

/// The format of a stored state: 1 when it names none.
pub fn format_of(doc: &Value) -> u64 {
    doc.get("format").and_then(Value::as_u64).unwrap_or(1)
}

/// Upgrades `doc` to `FORMAT`. `phase_start` is the state at the start of
/// the current phase (the snapshot of the phase before), when the store has
/// one: it tells where units moved from. Refused for a newer format.
pub fn upgrade(mut doc: Value, phase_start: Option<&Value>) -> Result<Value, String> {
    let from = format_of(&doc);
    if from > FORMAT {
        return Err(format!(
            "This campaign was saved in format {from} by a newer Bocage; this one reads formats up to {FORMAT}. Upgrade Bocage to open it."
        ));
    }
    if !doc.is_object() {
        return Err("A stored campaign state is a JSON object.".into());
    }
    if from < 2 {
        v1_to_v2(&mut doc, phase_start);
    }
    if let Some(o) = doc.as_object_mut() {
        o.insert("format".into(), json!(FORMAT));
    }
    Ok(doc)
}

/// A stored state's JSON, upgraded and read; `phase_start` is the JSON of
/// the state at the start of its current phase, when known.
pub fn parse(text: &str, phase_start: Option<&str>) -> Result<super::state::CampaignState, String> {
    let doc: Value = serde_json::from_str(text).map_err(|e| format!("a stored state: {e}"))?;
    let start: Option<Value> = match phase_start {
        Some(p) if format_of(&doc) < FORMAT => serde_json::from_str(p).ok(),
        _ => None,
    };
    let doc = upgrade(doc, start.as_ref())?;
    serde_json::from_value(doc).map_err(|e| format!("a stored state: {e}"))
}

/// The label of the phase whose end state is the start of the current
/// phase of `doc` ("3.axis.reinforcements" for round 4's Allied combat
/// move); None in round 1's first phase (no snapshot precedes it).
pub fn phase_start_label(doc: &Value) -> Option<String> {
    let round = doc.get("round")?.as_u64()?;
    let side = doc.get("side")?.as_str()?;
    match (doc.get("phase")?.as_str()?, side) {
        ("combat_move", "allies") if round > 1 => {
            Some(format!("{}.axis.reinforcements", round - 1))
        }
        ("combat_move", "axis") => Some(format!("{round}.allies.reinforcements")),
        ("non_combat_move", s) => Some(format!("{round}.{s}.combat_results")),
        _ => None,
    }
}

fn ids(v: Option<&Value>) -> Vec<u64> {
    v.and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default()
}

fn str_of<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or_default()
}

fn unit(doc: &Value, id: u64) -> Option<&Value> {
    doc.get("units")?
        .as_array()?
        .iter()
        .find(|u| u.get("id").and_then(Value::as_u64) == Some(id))
}

fn location(doc: &Value, id: u64) -> Option<String> {
    unit(doc, id).map(|u| str_of(u, "location").to_string())
}

fn is_combat(u: &Value) -> bool {
    matches!(str_of(u, "class"), "company" | "platoon")
}

fn destroyed(u: &Value) -> bool {
    u.get("destroyed").and_then(Value::as_bool).unwrap_or(false)
}

/// Format 1 to 2 (the release of 2026-11-29 to today).
fn v1_to_v2(doc: &mut Value, phase_start: Option<&Value>) {
    let round = doc.get("round").and_then(Value::as_u64).unwrap_or(1);
    let side = str_of(doc, "side").to_string();
    let enemy = if side == "allies" { "axis" } else { "allies" };
    let phase = str_of(doc, "phase").to_string();
    let active = str_of(doc, "status") == "active";
    let battles: Vec<Value> = doc
        .get("battles")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let this_turn: Vec<&Value> = battles
        .iter()
        .filter(|b| {
            b.get("round").and_then(Value::as_u64) == Some(round) && str_of(b, "side") == side
        })
        .collect();
    let turn = doc.get("turn").cloned().unwrap_or_else(|| json!({}));
    let attacked = ids(turn.get("attacked"));
    let combat_moved = ids(turn.get("combat_moved"));

    // R6.8: the battalions attacked this turn, with the zones they were
    // attacked in (each battle's zone, and where its attackers stand).
    let mut attacked_in: std::collections::BTreeSet<(u64, String)> = Default::default();
    for b in &this_turn {
        let Some(def) = b.get("defender_battalion").and_then(Value::as_u64) else {
            continue;
        };
        attacked_in.insert((def, str_of(b, "zone").to_string()));
        for u in ids(b.get("attacker_units")) {
            if let Some(z) = location(doc, u).filter(|z| z.starts_with('F')) {
                attacked_in.insert((def, z));
            }
        }
    }
    // A battalion attacked with no battle left to show where: every zone
    // it stands in keeps it from a second attack this turn.
    for id in attacked {
        if attacked_in.iter().any(|(b, _)| *b == id) {
            continue;
        }
        let zones: Vec<String> = doc
            .get("units")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter(|u| u.get("battalion").and_then(Value::as_u64) == Some(id))
            .filter(|u| !destroyed(u) && is_combat(u))
            .map(|u| str_of(u, "location").to_string())
            .collect();
        for z in zones {
            attacked_in.insert((id, z));
        }
    }

    // R6.1: what each unit did in the current phase.
    let mut acts = Map::new();
    if active {
        let moved: Vec<u64> = match (phase.as_str(), phase_start) {
            ("combat_move", _) => combat_moved.clone(),
            ("non_combat_move", Some(p)) => doc
                .get("units")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter(|u| str_of(u, "side") == side && !destroyed(u))
                .filter_map(|u| {
                    let id = u.get("id")?.as_u64()?;
                    let before = unit(p, id)?;
                    (!destroyed(before) && str_of(before, "location") != str_of(u, "location"))
                        .then_some(id)
                })
                .collect(),
            _ => Vec::new(),
        };
        for id in moved {
            let Some(to) = location(doc, id) else {
                continue;
            };
            let attacking = this_turn
                .iter()
                .find(|b| ids(b.get("attacker_units")).contains(&id));
            let from = phase_start
                .and_then(|p| location(p, id))
                .or_else(|| {
                    attacking
                        .and_then(|b| b.get("from_launch_box"))
                        .and_then(Value::as_str)
                        .map(|x| format!("box:{x}"))
                })
                .unwrap_or_else(|| to.clone());
            let enemies_there = doc
                .get("units")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .any(|u| {
                    str_of(u, "side") == enemy
                        && !destroyed(u)
                        && is_combat(u)
                        && str_of(u, "location") == to
                });
            let act = if phase == "combat_move" {
                if attacking.is_some() {
                    "attacked"
                } else if from.starts_with("box:") {
                    "landed"
                } else if enemies_there {
                    "reinforced"
                } else {
                    "captured"
                }
            } else if from.starts_with("box:") {
                "landed"
            } else {
                "moved"
            };
            acts.insert(id.to_string(), json!({"from": from, "to": to, "act": act}));
        }
    }

    // Drafts belong to the acting side; its counter starts after them.
    let top = doc
        .get("drafts")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|d| d.get("id").and_then(Value::as_u64))
        .max()
        .unwrap_or(0);
    let seq = if side == "axis" {
        json!({"allies": 0, "axis": top})
    } else {
        json!({"allies": top, "axis": 0})
    };

    let mut t = turn.as_object().cloned().unwrap_or_default();
    t.remove("attacked");
    t.entry("combat_moved").or_insert(json!([]));
    t.entry("support_used").or_insert(json!([]));
    t.insert(
        "attacked_in".into(),
        Value::Array(
            attacked_in
                .into_iter()
                .map(|(b, z)| json!([b, z]))
                .collect(),
        ),
    );
    t.insert("phase_acts".into(), Value::Object(acts));
    if let Some(o) = doc.as_object_mut() {
        o.insert("turn".into(), Value::Object(t));
        o.entry("draft_seq").or_insert(seq);
        if let Some(p) = o.get_mut("params").and_then(Value::as_object_mut) {
            p.entry("gm_reads_side_channels").or_insert(json!(true));
        }
    }
}
