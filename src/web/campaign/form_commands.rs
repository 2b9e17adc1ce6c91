//! How a form becomes a command, for the forms whose fields need more
//! than one line of reading.

use super::form::{parse_id, Form};
use super::Executed;
use crate::error::AppError;
use crate::rules::{self, Command, Location, Nation, Outcome, Params, Role, UnitClass, UnitId};
use std::collections::BTreeMap;

pub(super) fn add_member(f: &Form) -> Result<Command, AppError> {
    let role = Role::parse(f.text("role")).ok_or_else(|| {
        AppError::Invalid(
            "Choose a role: gm, high_commander, battalion_commander or observer.".into(),
        )
    })?;
    Ok(Command::AddMember(rules::AddMember {
        email: f.text("email").into(),
        role,
        side: f.side("side")?,
        user: None,
        name: String::new(),
    }))
}

pub(super) fn member_added(d: &Executed) -> String {
    match &d.invite {
        Some(link) => {
            format!("Invitation created. Send this link to the player (valid 7 days): {link}")
        }
        None => "Member added.".into(),
    }
}

pub(super) fn set_params(f: &Form) -> Result<Command, AppError> {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Tables {
        qb_ratio_table: Vec<rules::RatioRow>,
        qb_size_table: Vec<rules::SizeRow>,
        launch_boxes_by_nation: BTreeMap<Nation, Vec<String>>,
        axis_entry: Vec<String>,
        objectives: Vec<String>,
    }
    let t: Tables = serde_json::from_str(f.text("tables"))
        .map_err(|e| AppError::Invalid(format!("The tables are not valid JSON: {e}.")))?;
    let n = |k: &str| f.required::<u32>(k, &k.replace('_', " "));
    let params = Params {
        rounds: n("rounds")?,
        stack_limit: n("stack_limit")?,
        artillery_stack: n("artillery_stack")?,
        move_range: n("move_range")?,
        max_battle_companies: n("max_battle_companies")?,
        naval_support: n("naval_support")?,
        air_support_allies: n("air_support_allies")?,
        air_support_axis: n("air_support_axis")?,
        bunker_fortifications: f.has("bunker_fortifications"),
        qb_ratio_table: t.qb_ratio_table,
        qb_size_table: t.qb_size_table,
        launch_boxes_by_nation: t.launch_boxes_by_nation,
        axis_entry: t.axis_entry,
        objectives: t.objectives,
        gm_reads_side_channels: f.has("gm_reads_side_channels"),
    };
    Ok(Command::SetParams(rules::SetParams { params }))
}

pub(super) fn set_calendar(f: &Form) -> Result<Command, AppError> {
    let date = chrono::NaiveDate::parse_from_str(f.text("start_date").trim(), "%Y-%m-%d")
        .map_err(|_| AppError::Invalid("The date must look like 1944-06-06.".into()))?;
    Ok(Command::SetCalendar(rules::SetCalendar {
        start_date: date,
        round_dates: BTreeMap::new(),
    }))
}

pub(super) fn add_battalion(f: &Form) -> Result<Command, AppError> {
    let nation = Nation::parse(f.text("nation"))
        .ok_or_else(|| AppError::Invalid("Choose a nation.".into()))?;
    Ok(Command::AddBattalion(rules::AddBattalion {
        name: f.text("name").into(),
        nation,
        commander: f.number("commander", "commander")?,
        commander_email: None,
        location: f.location("location")?,
        arrives_round: f.number("arrives_round", "arrival round")?,
        units: Vec::new(),
        hq: String::new(),
    }))
}

pub(super) fn update_battalion(f: &Form) -> Result<Command, AppError> {
    Ok(Command::UpdateBattalion(rules::UpdateBattalion {
        battalion: f.sub()?,
        name: Some(f.text("name").into()),
        commander: Some(f.number("commander", "commander")?),
        commander_email: None,
    }))
}

/// `kind` is "artillery:<index>" or "air:<index>" into the support file.
pub(super) fn add_support(f: &Form) -> Result<Command, AppError> {
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
        Location::AirPool
    } else {
        f.location("location")?
    };
    Ok(Command::AddSupport(rules::AddSupport {
        side: t.side,
        class,
        name: t.name.clone(),
        cmbn: t.cmbn.clone(),
        location,
        arrives_round: f.number("arrives_round", "arrival round")?,
    }))
}

pub(super) fn set_control(f: &Form) -> Result<Command, AppError> {
    let side = f
        .side("side")?
        .ok_or_else(|| AppError::Invalid("The side must be allies or axis.".into()))?;
    Ok(Command::SetControl(rules::SetControl {
        zone: f.text("zone").into(),
        side,
    }))
}

/// `to` is a zone, or "F14@7" for a zone and the battalion attacked there;
/// a separate `target` field names the battalion too.
pub(super) fn draft_move(f: &Form) -> Result<Command, AppError> {
    let (to, target) = match f.text("to").split_once('@') {
        Some((z, t)) => (z, Some(parse_id(t)?)),
        None => (f.text("to"), f.number("target", "target battalion")?),
    };
    Ok(Command::DraftMove(rules::DraftMove {
        units: f.all::<UnitId>("units")?,
        to: Location::parse(to).map_err(AppError::Invalid)?,
        target,
    }))
}

/// The orders page's edit of a draft: the same fields as a new one.
pub(super) fn update_draft(f: &Form) -> Result<Command, AppError> {
    let Command::DraftMove(m) = draft_move(f)? else {
        return Err(AppError::BadRequest("The form could not be read.".into()));
    };
    Ok(Command::UpdateDraft(rules::UpdateDraft {
        draft: f.sub()?,
        units: m.units,
        to: m.to,
        target: m.target,
    }))
}

pub(super) fn committed(d: &Executed) -> String {
    let battles = d
        .entries
        .iter()
        .filter(|e| matches!(e.event, rules::Event::BattleCreated { .. }))
        .count();
    format!("Orders committed. {battles} battle(s) declared.")
}

/// `what` is "battalion:12" or "unit:57" (an artillery unit); the older
/// `battalion` field is read too.
pub(super) fn place_reinforcement(f: &Form) -> Result<Command, AppError> {
    let (battalion, units) = match f.text("what").split_once(':') {
        Some(("unit", u)) => (None, Some(vec![parse_id::<UnitId>(u)?])),
        Some(("battalion", b)) => (Some(parse_id(b)?), None),
        _ => (Some(f.required("battalion", "battalion")?), None),
    };
    Ok(Command::PlaceReinforcement(rules::PlaceReinforcement {
        battalion,
        units,
        to: f.location("to")?,
    }))
}

pub(super) fn advance(f: &Form) -> Result<Command, AppError> {
    let force = matches!(f.text("force"), "true" | "on");
    Ok(Command::Advance(rules::Advance {
        force,
        reason: f.text("reason").into(),
    }))
}

pub(super) fn assign_support(f: &Form) -> Result<Command, AppError> {
    Ok(Command::AssignSupport(rules::AssignSupport {
        battle: f.sub()?,
        artillery: f.all("artillery")?,
        air: f.all("air")?,
        ship: f.has("ship"),
    }))
}

pub(super) fn enter_result(f: &Form) -> Result<Command, AppError> {
    let outcome = Outcome::parse(f.text("outcome"))
        .ok_or_else(|| AppError::Invalid("Choose one of the nine outcomes.".into()))?;
    Ok(Command::EnterResult(rules::EnterResult {
        battle: f.sub()?,
        outcome,
        attacker_losses: f.number("attacker_losses", "attacker losses")?,
        defender_losses: f.number("defender_losses", "defender losses")?,
        notes: f.text("notes").into(),
        link: f.text("link").into(),
    }))
}

pub(super) fn set_conditions(f: &Form) -> Result<Command, AppError> {
    Ok(Command::SetConditions(rules::SetConditions {
        battle: f.sub()?,
        conditions: rules::Conditions {
            time_of_day: f.text("time_of_day").into(),
            fortifications: f.text("fortifications").into(),
            weather: f.text("weather").into(),
            ground: f.text("ground").into(),
        },
    }))
}
