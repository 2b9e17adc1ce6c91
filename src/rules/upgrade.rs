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
    let attacked_in = attacked_in(doc, &this_turn, ids(turn.get("attacked")));
    let acts = if str_of(doc, "status") == "active" {
        phase_acts(doc, phase_start, &this_turn, ids(turn.get("combat_moved")))
    } else {
        Map::new()
    };
    let seq = draft_seq(doc, &side);
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

/// The units of `doc`, as stored.
fn units_of(doc: &Value) -> impl Iterator<Item = &Value> {
    doc.get("units")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
}

/// R6.8: the battalions attacked this turn, with the zones they were
/// attacked in (each battle's zone, and where its attackers stand). A
/// battalion attacked with no battle left to show where: every zone it
/// stands in keeps it from a second attack this turn.
fn attacked_in(
    doc: &Value,
    this_turn: &[&Value],
    attacked: Vec<u64>,
) -> std::collections::BTreeSet<(u64, String)> {
    let mut out: std::collections::BTreeSet<(u64, String)> = Default::default();
    for b in this_turn {
        let Some(def) = b.get("defender_battalion").and_then(Value::as_u64) else {
            continue;
        };
        out.insert((def, str_of(b, "zone").to_string()));
        for u in ids(b.get("attacker_units")) {
            if let Some(z) = location(doc, u).filter(|z| z.starts_with('F')) {
                out.insert((def, z));
            }
        }
    }
    for id in attacked {
        if out.iter().any(|(b, _)| *b == id) {
            continue;
        }
        let zones: Vec<String> = units_of(doc)
            .filter(|u| u.get("battalion").and_then(Value::as_u64) == Some(id))
            .filter(|u| !destroyed(u) && is_combat(u))
            .map(|u| str_of(u, "location").to_string())
            .collect();
        for z in zones {
            out.insert((id, z));
        }
    }
    out
}

/// R6.1: what each unit did in the current phase.
fn phase_acts(
    doc: &Value,
    phase_start: Option<&Value>,
    this_turn: &[&Value],
    combat_moved: Vec<u64>,
) -> Map<String, Value> {
    let side = str_of(doc, "side");
    let phase = str_of(doc, "phase");
    let moved: Vec<u64> = match (phase, phase_start) {
        ("combat_move", _) => combat_moved,
        ("non_combat_move", Some(p)) => units_of(doc)
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
    let mut acts = Map::new();
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
        let act = act_of(doc, phase, attacking.is_some(), &from, &to);
        acts.insert(id.to_string(), json!({"from": from, "to": to, "act": act}));
    }
    acts
}

/// What a unit that moved from `from` to `to` did (R6.3, R9).
fn act_of(doc: &Value, phase: &str, attacking: bool, from: &str, to: &str) -> &'static str {
    let enemy = if str_of(doc, "side") == "allies" {
        "axis"
    } else {
        "allies"
    };
    let enemies_there = units_of(doc).any(|u| {
        str_of(u, "side") == enemy && !destroyed(u) && is_combat(u) && str_of(u, "location") == to
    });
    match (phase == "combat_move", from.starts_with("box:")) {
        (true, _) if attacking => "attacked",
        (_, true) => "landed",
        (true, false) if enemies_there => "reinforced",
        (true, false) => "captured",
        (false, false) => "moved",
    }
}

/// Drafts belong to the acting side; its counter starts after them.
fn draft_seq(doc: &Value, side: &str) -> Value {
    let top = doc
        .get("drafts")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|d| d.get("id").and_then(Value::as_u64))
        .max()
        .unwrap_or(0);
    if side == "axis" {
        json!({"allies": 0, "axis": top})
    } else {
        json!({"allies": top, "axis": 0})
    }
}
