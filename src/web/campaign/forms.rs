//! Every form of the campaign pages posts to one handler, which maps the
//! form to a `Command` through this table, runs it and goes back to the
//! page. A new command's form is one entry here.

use super::{execute, Executed};
use crate::catalog::Catalog;
use crate::error::AppError;
use crate::rules::{
    self, Command, Location, Nation, Outcome, Params, Role, Side, UnitClass, UnitId,
};
use crate::web::auth::{self, CurrentUser};
use crate::web::{redirect, AppState};
use actix_session::Session;
use actix_web::{web, HttpRequest, HttpResponse};
use std::collections::BTreeMap;
use std::str::FromStr;

/// A posted form: its fields, the ids in its address, the poster's time zone.
pub struct Form<'a> {
    fields: Vec<(String, String)>,
    /// The second id of the address (`{bid}`, `{uid}`, `{draft}`, ...).
    sub: Option<&'a str>,
    tz: &'a str,
    catalog: &'a Catalog,
}

impl Form<'_> {
    fn text(&self, key: &str) -> &str {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map_or("", |(_, v)| v.as_str())
    }
    fn has(&self, key: &str) -> bool {
        self.fields.iter().any(|(k, v)| k == key && !v.is_empty())
    }
    fn all<T: FromStr>(&self, key: &str) -> Result<Vec<T>, AppError> {
        self.fields
            .iter()
            .filter(|(k, _)| k == key)
            .map(|(_, v)| {
                v.trim().parse().map_err(|_| {
                    AppError::BadRequest(format!("{key}: '{}' is not an id.", short(v)))
                })
            })
            .collect()
    }
    fn number<T: FromStr>(&self, key: &str, what: &str) -> Result<Option<T>, AppError> {
        crate::web::optional_number(self.text(key), what)
    }
    fn required<T: FromStr>(&self, key: &str, what: &str) -> Result<T, AppError> {
        self.number(key, what)?
            .ok_or_else(|| AppError::Invalid(format!("Give the {what}.")))
    }
    fn location(&self, key: &str) -> Result<Location, AppError> {
        Location::parse(self.text(key)).map_err(AppError::Invalid)
    }
    fn side(&self, key: &str) -> Result<Option<Side>, AppError> {
        match self.text(key) {
            "" => Ok(None),
            s => Side::parse(s)
                .map(Some)
                .ok_or_else(|| AppError::Invalid("The side must be allies or axis.".into())),
        }
    }
    /// The id in the address.
    fn sub<T: FromStr>(&self) -> Result<T, AppError> {
        self.sub
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| AppError::BadRequest("This address is malformed.".into()))
    }
    fn time(&self, key: &str) -> Result<Option<chrono::DateTime<chrono::Utc>>, AppError> {
        local_time_field(self.text(key), self.tz)
    }
}

fn short(v: &str) -> String {
    v.chars().take(20).collect()
}

/// A `datetime-local` field in the user's time zone, as UTC; empty is none.
pub fn local_time_field(
    value: &str,
    tz: &str,
) -> Result<Option<chrono::DateTime<chrono::Utc>>, AppError> {
    if value.trim().is_empty() {
        return Ok(None);
    }
    let local = chrono::NaiveDateTime::parse_from_str(value.trim(), "%Y-%m-%dT%H:%M")
        .map_err(|_| AppError::Invalid("Give a date and time, e.g. 2026-12-01T18:00.".into()))?;
    let tz: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
    let utc = local
        .and_local_timezone(tz)
        .earliest()
        .ok_or_else(|| {
            AppError::Invalid("That time does not exist in your time zone (a clock change).".into())
        })?
        .with_timezone(&chrono::Utc);
    Ok(Some(utc))
}

/// One form: where it posts, how it becomes a command, what the player
/// reads after it, and where they go back to.
pub struct Action {
    pub path: &'static str,
    pub build: fn(&Form) -> Result<Command, AppError>,
    pub done: fn(&Executed) -> String,
    /// `{id}` and `{sub}` are filled in.
    pub back: &'static str,
}

const SETUP: &str = "/campaigns/{id}/setup";
const OVERVIEW: &str = "/campaigns/{id}";
const ORDERS: &str = "/campaigns/{id}/orders";
const SHEET: &str = "/campaigns/{id}/battles/{sub}/sheet";

macro_rules! said {
    ($text:literal) => {
        |_: &Executed| $text.to_string()
    };
}

pub const ACTIONS: &[Action] = &[
    Action {
        path: "/campaigns/{id}/members",
        build: add_member,
        done: member_added,
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/members/{mid}/remove",
        build: |f| {
            Ok(Command::RemoveMember(rules::RemoveMember {
                member: f.sub()?,
            }))
        },
        done: said!("Member removed."),
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/setup/params",
        build: set_params,
        done: said!("Parameters saved."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/calendar",
        build: set_calendar,
        done: said!("Calendar saved."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/battalions",
        build: add_battalion,
        done: said!("Battalion added."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/battalions/{bid}",
        build: update_battalion,
        done: said!("Battalion saved."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/battalions/{bid}/remove",
        build: |f| {
            Ok(Command::RemoveBattalion(rules::RemoveBattalion {
                battalion: f.sub()?,
            }))
        },
        done: said!("Battalion removed."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/units/{uid}/rename",
        build: |f| {
            Ok(Command::RenameUnit(rules::RenameUnit {
                unit: f.sub()?,
                name: f.text("name").into(),
            }))
        },
        done: said!("Unit renamed."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/units/{uid}/remove",
        build: |f| Ok(Command::RemoveUnit(rules::RemoveUnit { unit: f.sub()? })),
        done: said!("Unit removed."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/support",
        build: add_support,
        done: said!("Support unit added."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/control",
        build: set_control,
        done: said!("Control saved."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/start",
        build: |_| Ok(Command::Start(rules::Start {})),
        done: said!("The campaign has started: round 1, Allied turn, combat move."),
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/orders",
        build: draft_move,
        done: said!("Move drafted. The High Commander commits the side's orders."),
        back: ORDERS,
    },
    Action {
        path: "/campaigns/{id}/orders/{draft}/delete",
        build: |f| Ok(Command::DeleteDraft(rules::DeleteDraft { draft: f.sub()? })),
        done: said!("Move deleted."),
        back: ORDERS,
    },
    Action {
        path: "/campaigns/{id}/commit",
        build: |_| Ok(Command::Commit(rules::Commit {})),
        done: committed,
        back: ORDERS,
    },
    Action {
        path: "/campaigns/{id}/reinforcements",
        build: place_reinforcement,
        done: said!("Reinforcements placed."),
        back: ORDERS,
    },
    Action {
        path: "/campaigns/{id}/phase/advance",
        build: advance,
        done: |d| super::pages::status_text(&d.access.state),
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/phase/undo",
        build: |_| Ok(Command::Undo(rules::Undo {})),
        done: |d| {
            format!(
                "Undone: back to {}",
                super::pages::status_text(&d.access.state)
            )
        },
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/phase/deadline",
        build: |f| {
            Ok(Command::SetDeadline(rules::SetDeadline {
                deadline: f.time("deadline")?,
            }))
        },
        done: said!("Deadline saved."),
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/support",
        build: assign_support,
        done: said!("Support assigned."),
        back: SHEET,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/defenders",
        build: |f| {
            Ok(Command::ChooseDefenders(rules::ChooseDefenders {
                battle: f.sub()?,
                units: f.all("units")?,
            }))
        },
        done: said!("Defenders chosen."),
        back: SHEET,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/result",
        build: enter_result,
        done: said!("Result entered."),
        back: SHEET,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/casualties",
        build: |f| {
            Ok(Command::ChooseCasualties(rules::ChooseCasualties {
                battle: f.sub()?,
                side: f.side("side")?,
                units: f.all("units")?,
            }))
        },
        done: said!("Casualties recorded."),
        back: SHEET,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/conditions",
        build: set_conditions,
        done: said!("Conditions saved."),
        back: SHEET,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/due",
        build: |f| {
            Ok(Command::SetBattleDue(rules::SetBattleDue {
                battle: f.sub()?,
                due: f.time("due")?,
            }))
        },
        done: said!("Due date saved."),
        back: SHEET,
    },
];

/// The one handler of every form in `ACTIONS`.
pub async fn act(
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Bytes,
) -> Result<HttpResponse, AppError> {
    let pattern = req.match_pattern().unwrap_or_default();
    let action = ACTIONS
        .iter()
        .find(|a| a.path == pattern)
        .ok_or(AppError::NotFound)?;
    let info = req.match_info();
    let id: i64 = info
        .get("id")
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| AppError::BadRequest("This address is malformed.".into()))?;
    let sub = info.iter().find(|(k, _)| *k != "id").map(|(_, v)| v);
    let fields: Vec<(String, String)> = serde_html_form::from_bytes(&body)
        .map_err(|e| AppError::BadRequest(format!("The form could not be read: {e}.")))?;
    let form = Form {
        fields,
        sub,
        tz: &me.user.time_zone,
        catalog: &state.catalog,
    };
    let cmd = (action.build)(&form)?;
    let done = execute(&state, id, &me.user, cmd).await?;
    auth::flash(&session, "ok", (action.done)(&done));
    let back = action
        .back
        .replace("{id}", &id.to_string())
        .replace("{sub}", sub.unwrap_or_default());
    Ok(redirect(&back))
}

fn add_member(f: &Form) -> Result<Command, AppError> {
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

fn member_added(d: &Executed) -> String {
    match &d.invite {
        Some(link) => {
            format!("Invitation created. Send this link to the player (valid 7 days): {link}")
        }
        None => "Member added.".into(),
    }
}

fn set_params(f: &Form) -> Result<Command, AppError> {
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
    };
    Ok(Command::SetParams(rules::SetParams { params }))
}

fn set_calendar(f: &Form) -> Result<Command, AppError> {
    let date = chrono::NaiveDate::parse_from_str(f.text("start_date").trim(), "%Y-%m-%d")
        .map_err(|_| AppError::Invalid("The date must look like 1944-06-06.".into()))?;
    Ok(Command::SetCalendar(rules::SetCalendar {
        start_date: date,
        round_dates: BTreeMap::new(),
    }))
}

fn add_battalion(f: &Form) -> Result<Command, AppError> {
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

fn update_battalion(f: &Form) -> Result<Command, AppError> {
    Ok(Command::UpdateBattalion(rules::UpdateBattalion {
        battalion: f.sub()?,
        name: Some(f.text("name").into()),
        commander: Some(f.number("commander", "commander")?),
        commander_email: None,
    }))
}

/// `kind` is "artillery:<index>" or "air:<index>" into the support file.
fn add_support(f: &Form) -> Result<Command, AppError> {
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

fn set_control(f: &Form) -> Result<Command, AppError> {
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
fn draft_move(f: &Form) -> Result<Command, AppError> {
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

fn committed(d: &Executed) -> String {
    let battles = d
        .entries
        .iter()
        .filter(|e| matches!(e.event, rules::Event::BattleCreated { .. }))
        .count();
    format!("Orders committed. {battles} battle(s) declared.")
}

/// `what` is "battalion:12" or "unit:57" (an artillery unit); the older
/// `battalion` field is read too.
fn place_reinforcement(f: &Form) -> Result<Command, AppError> {
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

fn parse_id<T: FromStr>(v: &str) -> Result<T, AppError> {
    v.trim()
        .parse()
        .map_err(|_| AppError::BadRequest(format!("'{}' is not an id.", short(v))))
}

fn advance(f: &Form) -> Result<Command, AppError> {
    let force = matches!(f.text("force"), "true" | "on");
    Ok(Command::Advance(rules::Advance {
        force,
        reason: f.text("reason").into(),
    }))
}

fn assign_support(f: &Form) -> Result<Command, AppError> {
    Ok(Command::AssignSupport(rules::AssignSupport {
        battle: f.sub()?,
        artillery: f.all("artillery")?,
        air: f.all("air")?,
        ship: f.has("ship"),
    }))
}

fn enter_result(f: &Form) -> Result<Command, AppError> {
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

fn set_conditions(f: &Form) -> Result<Command, AppError> {
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
