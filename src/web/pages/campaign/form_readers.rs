//! How a posted form becomes a command's JSON body (what its REST path
//! takes), named by the registry's `read`: `fields` reads the fields as the
//! payload itself, typed; the others read the forms whose fields need more
//! than that (a time in the player's zone, a choice that stands for several
//! fields). What they answer goes through `web::commands::build`, as an API
//! body does.

use super::fields::{parse_id, Form};
use crate::error::AppError;
use crate::rules::{Event, Nation, Outcome, RatioRow, SizeRow, UnitClass, UnitId};
use crate::web::commands::Executed;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

pub type Body = Result<Map<String, Value>, AppError>;

fn object(v: Value) -> Body {
    match v {
        Value::Object(m) => Ok(m),
        _ => Err(AppError::BadRequest("The form could not be read.".into())),
    }
}

/// The form's fields as the payload `T` itself (its names, repeated fields
/// as lists, empty fields as absent), with the address's id in the field
/// the registry names.
pub fn fields<T: DeserializeOwned + Serialize>(f: &Form, sub: Option<&'static str>) -> Body {
    let mut pairs: Vec<(&str, &str)> = f
        .fields
        .iter()
        .filter(|(k, v)| k != "csrf_token" && !v.is_empty())
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    if let (Some(field), Some(id)) = (sub, f.sub) {
        pairs.push((field, id));
    }
    let text = serde_urlencoded::to_string(&pairs)
        .map_err(|e| AppError::BadRequest(format!("The form could not be read: {e}.")))?;
    let payload: T = serde_html_form::from_str(&text)
        .map_err(|e| AppError::Invalid(format!("The form could not be read: {e}.")))?;
    object(serde_json::to_value(payload).map_err(|e| AppError::Internal(e.into()))?)
}

/// Every field as text, `datetime-local` fields (`deadline`, `due`) read in
/// the player's time zone and given in UTC (empty: none).
pub fn local_times(f: &Form, _sub: Option<&'static str>) -> Body {
    let mut out = Map::new();
    for key in ["deadline", "due"] {
        if f.fields.iter().any(|(k, _)| k == key) {
            out.insert(key.into(), json!(f.time(key)?));
        }
    }
    Ok(out)
}

/// An absence: from (empty: now) and to in the member's time zone, a note.
pub fn mark_away(f: &Form, _sub: Option<&'static str>) -> Body {
    let to = f
        .time("to")?
        .ok_or_else(|| AppError::Invalid("Say until when you are away.".into()))?;
    object(json!({"from": f.time("from")?, "to": to, "note": f.text("note")}))
}

/// A deputy: the seat ("battalion:2" or "hc:allies") and the member (empty:
/// the default).
pub fn set_deputy(f: &Form, _sub: Option<&'static str>) -> Body {
    let deputy = f.number::<i64>("deputy", "deputy")?;
    match f.text("seat").split_once(':') {
        Some(("battalion", id)) => {
            object(json!({"battalion": parse_id::<u32>(id)?, "deputy": deputy}))
        }
        Some(("hc", side)) => object(json!({"high_commander": side, "deputy": deputy})),
        _ => Err(AppError::Invalid("Choose a seat.".into())),
    }
}

/// A handover: the seat ("battalion:2" or "hc:allies") and the new holder.
pub fn hand_over(f: &Form, _sub: Option<&'static str>) -> Body {
    let to = f.required::<i64>("to", "the new commander")?;
    match f.text("seat").split_once(':') {
        Some(("battalion", id)) => object(json!({"battalion": parse_id::<u32>(id)?, "to": to})),
        Some(("hc", side)) => object(json!({"high_commander": side, "to": to})),
        _ => Err(AppError::Invalid("Choose a seat.".into())),
    }
}

/// The seat of a form ("battalion:2" or "hc:allies") as payload fields.
fn seat_fields(f: &Form) -> Result<serde_json::Map<String, serde_json::Value>, AppError> {
    match f.text("seat").split_once(':') {
        Some(("battalion", id)) => object(json!({"battalion": parse_id::<u32>(id)?})),
        Some(("hc", side)) => object(json!({"high_commander": side})),
        _ => Err(AppError::Invalid("Choose a seat.".into())),
    }
}

/// Opening or closing a seat: the seat, `open` and `at_once` as checkboxes.
pub fn open_seat(f: &Form, _sub: Option<&'static str>) -> Body {
    let mut out = seat_fields(f)?;
    out.insert("open".into(), json!(f.text("open") != "false"));
    out.insert("at_once".into(), json!(!f.text("at_once").is_empty()));
    Ok(out)
}

/// Taking a seat: which one.
pub fn take_seat(f: &Form, _sub: Option<&'static str>) -> Body {
    seat_fields(f)
}

pub fn set_params(f: &Form, _sub: Option<&'static str>) -> Body {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Tables {
        qb_ratio_table: Vec<RatioRow>,
        qb_size_table: Vec<SizeRow>,
        launch_boxes_by_nation: BTreeMap<Nation, Vec<String>>,
        axis_entry: Vec<String>,
        objectives: Vec<String>,
    }
    let t: Tables = serde_json::from_str(f.text("tables"))
        .map_err(|e| AppError::Invalid(format!("The tables are not valid JSON: {e}.")))?;
    let n = |k: &str| f.required::<u32>(k, &k.replace('_', " "));
    Ok(json!({
        "rounds": n("rounds")?,
        "stack_limit": n("stack_limit")?,
        "artillery_stack": n("artillery_stack")?,
        "move_range": n("move_range")?,
        "max_battle_companies": n("max_battle_companies")?,
        "naval_support": n("naval_support")?,
        "air_support_allies": n("air_support_allies")?,
        "air_support_axis": n("air_support_axis")?,
        "bunker_fortifications": f.has("bunker_fortifications"),
        "qb_ratio_table": t.qb_ratio_table,
        "qb_size_table": t.qb_size_table,
        "launch_boxes_by_nation": t.launch_boxes_by_nation,
        "axis_entry": t.axis_entry,
        "objectives": t.objectives,
        "gm_reads_side_channels": f.has("gm_reads_side_channels"),
    })
    .as_object()
    .cloned()
    .unwrap_or_default())
}

/// The CMBN version and the modules, one per line or comma.
pub fn set_game_kit(f: &Form, _sub: Option<&'static str>) -> Body {
    let modules: Vec<&str> = f
        .text("modules")
        .split([',', '\n'])
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .collect();
    object(json!({"version": f.text("version").trim(), "modules": modules}))
}

pub fn set_calendar(f: &Form, _sub: Option<&'static str>) -> Body {
    let date = chrono::NaiveDate::parse_from_str(f.text("start_date").trim(), "%Y-%m-%d")
        .map_err(|_| AppError::Invalid("The date must look like 1944-06-06.".into()))?;
    object(json!({"start_date": date}))
}

pub fn add_battalion(f: &Form, _sub: Option<&'static str>) -> Body {
    let nation = Nation::parse(f.text("nation"))
        .ok_or_else(|| AppError::Invalid("Choose a nation.".into()))?;
    object(json!({
        "name": f.text("name"),
        "nation": nation,
        "commander": f.number::<i64>("commander", "commander")?,
        "location": f.location("location")?,
        "arrives_round": f.number::<u32>("arrives_round", "arrival round")?,
    }))
}

pub fn update_battalion(f: &Form, _sub: Option<&'static str>) -> Body {
    object(json!({
        "name": f.text("name"),
        // Present and empty: the battalion has no commander now.
        "commander": Some(f.number::<i64>("commander", "commander")?),
    }))
}

/// `kind` is "artillery:<index>" or "air:<index>" into the support file.
pub fn add_support(f: &Form, _sub: Option<&'static str>) -> Body {
    let unknown = || AppError::BadRequest("Unknown support type.".into());
    let support = &f.catalog.support;
    let (class, list, i) = match f.text("kind").split_once(':') {
        Some(("artillery", i)) => (UnitClass::Artillery, &support.artillery, i),
        Some(("air", i)) => (UnitClass::Air, &support.air, i),
        _ => return Err(unknown()),
    };
    let t = i
        .parse::<usize>()
        .ok()
        .and_then(|i| list.get(i))
        .ok_or_else(unknown)?;
    let location = if class == UnitClass::Air {
        "air_pool".to_string()
    } else {
        f.location("location")?.to_string()
    };
    object(json!({
        "side": t.side,
        "class": class,
        "name": t.name,
        "cmbn": t.cmbn,
        "location": location,
        "arrives_round": f.number::<u32>("arrives_round", "arrival round")?,
    }))
}

/// `to` is a zone, or "F14@7" for a zone and the battalion attacked there;
/// a separate `target` field names the battalion too. The orders page's
/// edit of a draft posts the same fields.
pub fn draft_move(f: &Form, _sub: Option<&'static str>) -> Body {
    let (to, target) = match f.text("to").split_once('@') {
        Some((z, t)) => (z, Some(parse_id::<i64>(t)?)),
        None => (f.text("to"), f.number("target", "target battalion")?),
    };
    object(json!({
        "units": f.all::<UnitId>("units")?,
        "to": crate::rules::Location::parse(to).map_err(AppError::Invalid)?,
        "target": target,
    }))
}

/// `what` is "battalion:12" or "unit:57" (an artillery unit); the older
/// `battalion` field is read too.
pub fn place_reinforcement(f: &Form, _sub: Option<&'static str>) -> Body {
    let (battalion, units) = match f.text("what").split_once(':') {
        Some(("unit", u)) => (None, Some(vec![parse_id::<UnitId>(u)?])),
        Some(("battalion", b)) => (Some(parse_id::<i64>(b)?), None),
        _ => (Some(f.required::<i64>("battalion", "battalion")?), None),
    };
    object(json!({"battalion": battalion, "units": units, "to": f.location("to")?}))
}

/// The schedule: each phase's hours (empty: none), the deadline policy and
/// the early-advance box.
pub fn set_schedule(f: &Form, _sub: Option<&'static str>) -> Body {
    let mut out = Map::new();
    for p in crate::rules::Phase::ALL {
        let key = p.as_str();
        let hours = match f.text(key).trim() {
            "" => Value::Null,
            _ => json!(f.number::<u32>(key, &format!("{} hours", p.label()))?),
        };
        out.insert(key.into(), hours);
    }
    out.insert("at_deadline".into(), json!(f.text("at_deadline")));
    out.insert("early_advance".into(), json!(f.has("early_advance")));
    let cap = f.number::<u32>("max_extension_hours", "longest extension")?;
    out.insert("max_extension_hours".into(), json!(cap.unwrap_or(0)));
    // The PBEM battles' settings (R13.3, R13.4): empty takes the default.
    for (key, what) in [
        ("turn_clock_hours", "turn clock hours"),
        ("turn_pause_days", "days an absence stops the turn clock"),
        ("turn_files_kept", "turn files kept"),
    ] {
        if let Some(n) = f.number::<u32>(key, what)? {
            out.insert(key.into(), json!(n));
        }
    }
    Ok(out)
}

pub fn advance(f: &Form, _sub: Option<&'static str>) -> Body {
    let force = matches!(f.text("force"), "true" | "on");
    object(json!({"force": force, "reason": f.text("reason")}))
}

pub fn assign_support(f: &Form, _sub: Option<&'static str>) -> Body {
    object(json!({
        "artillery": f.all::<UnitId>("artillery")?,
        "air": f.all::<UnitId>("air")?,
        "ship": f.has("ship"),
    }))
}

pub fn enter_result(f: &Form, _sub: Option<&'static str>) -> Body {
    let outcome = Outcome::parse(f.text("outcome"))
        .ok_or_else(|| AppError::Invalid("Choose one of the nine outcomes.".into()))?;
    object(json!({
        "outcome": outcome,
        "attacker_losses": f.number::<u32>("attacker_losses", "attacker losses")?,
        "defender_losses": f.number::<u32>("defender_losses", "defender losses")?,
        "notes": f.text("notes"),
        "link": f.text("link"),
        "ruling": f.text("ruling"),
    }))
}

/// Defenders and casualties: the ticked units, and (casualties) the side
/// answered for.
pub fn choose_units(f: &Form, _sub: Option<&'static str>) -> Body {
    let mut out = object(json!({"units": f.all::<UnitId>("units")?}))?;
    if let Some(side) = f.side("side")? {
        out.insert("side".into(), json!(side));
    }
    Ok(out)
}

/// A battle's turn clock (R13.4): hours, or empty for the schedule's.
pub fn set_turn_clock(f: &Form, _sub: Option<&'static str>) -> Body {
    object(json!({"hours": f.number::<u32>("hours", "turn clock hours")?}))
}

/// When a commander can play (R13.6): each ticked block of the grid is
/// "from/to", two instants the page wrote.
pub fn mark_play_times(f: &Form, _sub: Option<&'static str>) -> Body {
    let mut spans = Vec::new();
    for v in f.all::<String>("span")? {
        let (from, to) = v
            .split_once('/')
            .ok_or_else(|| AppError::Invalid("A time block could not be read.".into()))?;
        let at = |t: &str| {
            chrono::DateTime::parse_from_rfc3339(t)
                .map(|t| t.with_timezone(&chrono::Utc))
                .map_err(|_| AppError::Invalid("A time block could not be read.".into()))
        };
        spans.push(json!({"from": at(from)?, "to": at(to)?}));
    }
    object(json!({ "spans": spans }))
}

/// A proposed slot (R13.6): a start offered (an instant), or another one
/// typed in the player's zone, which wins; its length in minutes.
pub fn propose_session(f: &Form, _sub: Option<&'static str>) -> Body {
    let at = match f.time("at_local")? {
        Some(t) => t,
        None => chrono::DateTime::parse_from_rfc3339(f.text("at"))
            .map(|t| t.with_timezone(&chrono::Utc))
            .map_err(|_| AppError::Invalid("Choose when the session starts.".into()))?,
    };
    let minutes = f.required::<u32>("minutes", "the session's length")?;
    object(json!({"at": at, "minutes": minutes}))
}

pub fn set_conditions(f: &Form, _sub: Option<&'static str>) -> Body {
    object(json!({
        "time_of_day": f.text("time_of_day"),
        "fortifications": f.text("fortifications"),
        "weather": f.text("weather"),
        "ground": f.text("ground"),
    }))
}

// What the player reads after a form whose registry entry says `then`.

pub fn member_added(d: &Executed) -> String {
    match &d.invite {
        Some(link) => {
            format!("Invitation created. Send this link to the player (valid 7 days): {link}")
        }
        None => "Member added.".into(),
    }
}

/// What the player reads after saying his orders are (not) done (R5.12).
pub fn ready_said(d: &Executed) -> String {
    let ready = d
        .entries
        .iter()
        .any(|e| matches!(e.event, Event::ReadySet { ready: true, .. }));
    if ready {
        "Your orders are marked done: your High Commander sees it. A change to your moves takes it back.".into()
    } else {
        "Your orders are no longer marked done.".into()
    }
}

/// Whether the seat was taken at once or waits on the GM (R1.6), said
/// plainly (#43).
pub fn seat_taken(d: &Executed) -> String {
    let asked = d
        .entries
        .iter()
        .any(|e| matches!(e.event, Event::SeatClaimed { .. }));
    if asked {
        "Your request went to the GM, who approves or refuses it.".into()
    } else {
        "The seat is yours: you command it now (see Your battalions).".into()
    }
}

/// "Seat opened" or "Seat closed", as the command did (R1.6).
pub fn seat_opened(d: &Executed) -> String {
    let open = d.entries.iter().find_map(|e| match e.event {
        Event::SeatOpened { open, .. } => Some(open),
        _ => None,
    });
    match open {
        Some(false) => "Seat closed: it is no longer offered.".to_string(),
        _ => {
            "Seat opened: it is listed on the open seats page, for every member to see.".to_string()
        }
    }
}

pub fn committed(d: &Executed) -> String {
    let battles = d
        .entries
        .iter()
        .filter(|e| matches!(e.event, Event::BattleCreated { .. }))
        .count();
    match battles {
        0 => "Orders committed.".to_string(),
        // Support is assigned per battle, on its sheet (R6.6): said where
        // the High Commander reads it (found in play: he looked for it on
        // the orders page).
        n => format!(
            "Orders committed. {} declared: assign artillery, air and naval support on each battle's sheet (Battles page), if you wish.",
            crate::rules::words::count(n, "battle", "battles")
        ),
    }
}

pub fn advanced(d: &Executed) -> String {
    super::words::status_text(&d.access.state)
}

pub fn undone(d: &Executed) -> String {
    format!(
        "Undone: back to {}",
        super::words::status_text(&d.access.state)
    )
}
