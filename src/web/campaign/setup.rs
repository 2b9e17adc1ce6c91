//! The GM's setup page: parameters, calendar, battalions, support units,
//! control, the ready-to-start checklist, scenario export and import.

use super::{access, execute};
use crate::error::{AppError, AppResult};
use crate::rules::{Command, Location, Nation, Params, Side, Status, UnitClass};
use crate::scenario::{self, Scenario, ScenarioMember};
use crate::store::accounts::{self, User};
use crate::store::campaigns::{self as cstore, Member, Role};
use crate::store::{self, DbConn};
use crate::web::auth::{self, CurrentUser};
use crate::web::layout::Layout;
use crate::web::{db, optional_number, redirect, AppState};
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;
use std::collections::BTreeMap;

fn html(body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(body)
}

pub struct BattalionRow {
    pub id: u32,
    pub name: String,
    pub nation: String,
    pub side: String,
    pub commander: Option<i64>,
    pub location: String,
    pub arrives: String,
    pub units: Vec<(u32, String, bool)>,
}

#[derive(Template)]
#[template(path = "campaign/setup.html")]
struct SetupPage {
    layout: Layout,
    id: i64,
    is_gm: bool,
    in_setup: bool,
    params: Params,
    tables_json: String,
    start_date: String,
    battalions: Vec<BattalionRow>,
    support: Vec<(u32, String, String, String)>,
    members: Vec<Member>,
    problems: Vec<String>,
    nations: Vec<(&'static str, &'static str)>,
    places: Vec<(String, String)>,
    artillery_types: Vec<(String, String)>,
    air_types: Vec<(String, String)>,
    zones: Vec<(String, String)>,
}

pub async fn setup_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let members = db(&state, move |c| Ok(cstore::members(c, id)?)).await?;
    let problems = crate::web::api::campaigns::setup_problems(&state, &a).await?;
    let s = &a.state;
    let map = a.map(&state)?;
    let battalions = s
        .battalions
        .iter()
        .map(|b| {
            let units: Vec<(u32, String, bool)> = s
                .units
                .iter()
                .filter(|u| u.battalion == Some(b.id))
                .map(|u| (u.id, u.name.clone(), u.destroyed))
                .collect();
            let locs: std::collections::BTreeSet<String> = s
                .units
                .iter()
                .filter(|u| u.battalion == Some(b.id) && u.active())
                .map(|u| u.location.to_string())
                .collect();
            BattalionRow {
                id: b.id,
                name: b.name.clone(),
                nation: b.nation.label().into(),
                side: b.side.as_str().into(),
                commander: b.commander,
                location: locs.into_iter().collect::<Vec<_>>().join(", "),
                arrives: b
                    .arrives_round
                    .map(|r| format!("round {r}"))
                    .unwrap_or_default(),
                units,
            }
        })
        .collect();
    let support = s
        .units
        .iter()
        .filter(|u| u.battalion.is_none())
        .map(|u| {
            (
                u.id,
                u.name.clone(),
                u.side.label().to_string(),
                if u.destroyed {
                    "destroyed".into()
                } else {
                    u.location.to_string()
                },
            )
        })
        .collect();
    let mut places: Vec<(String, String)> = map
        .zones()
        .iter()
        .map(|z| (z.id.clone(), format!("{} {}", z.id, z.name)))
        .collect();
    places.extend(
        map.launch_boxes()
            .iter()
            .map(|b| (format!("box:{}", b.id), format!("{} (launch box)", b.name))),
    );
    places.push(("reinforcements".into(), "Reinforcement box".into()));
    let tables = serde_json::json!({
        "qb_ratio_table": s.params.qb_ratio_table,
        "qb_size_table": s.params.qb_size_table,
        "launch_boxes_by_nation": s.params.launch_boxes_by_nation,
        "axis_entry": s.params.axis_entry,
        "objectives": s.params.objectives,
    });
    let page = SetupPage {
        layout: Layout::new(&session, Some(&me.user), "Setup").in_campaign(id, &a.row.name),
        id,
        is_gm: a.is_gm(),
        in_setup: s.status == Status::Setup,
        params: s.params.clone(),
        tables_json: serde_json::to_string_pretty(&tables).unwrap_or_default(),
        start_date: s.start_date.to_string(),
        battalions,
        support,
        members,
        problems,
        nations: Nation::ALL
            .iter()
            .map(|n| (n.as_str(), n.label()))
            .collect(),
        places,
        artillery_types: state
            .catalog
            .support
            .artillery
            .iter()
            .map(|t| (t.side.as_str().to_string(), t.name.clone()))
            .collect(),
        air_types: state
            .catalog
            .support
            .air
            .iter()
            .map(|t| (t.side.as_str().to_string(), t.name.clone()))
            .collect(),
        zones: map
            .zones()
            .iter()
            .map(|z| (z.id.clone(), z.name.clone()))
            .collect(),
    };
    Ok(html(page.render()?))
}

fn back(id: i64) -> HttpResponse {
    redirect(&format!("/campaigns/{id}/setup"))
}

#[derive(Deserialize)]
pub struct ParamsForm {
    rounds: u32,
    stack_limit: u32,
    artillery_stack: u32,
    move_range: u32,
    max_battle_companies: u32,
    naval_support: u32,
    air_support_allies: u32,
    air_support_axis: u32,
    #[serde(default)]
    bunker_fortifications: Option<String>,
    tables: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Tables {
    qb_ratio_table: Vec<crate::rules::RatioRow>,
    qb_size_table: Vec<crate::rules::SizeRow>,
    launch_boxes_by_nation: BTreeMap<Nation, Vec<String>>,
    axis_entry: Vec<String>,
    objectives: Vec<String>,
}

pub async fn set_params(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<ParamsForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let f = form.into_inner();
    let t: Tables = serde_json::from_str(&f.tables)
        .map_err(|e| AppError::Invalid(format!("The tables are not valid JSON: {e}.")))?;
    let params = Params {
        rounds: f.rounds,
        stack_limit: f.stack_limit,
        artillery_stack: f.artillery_stack,
        move_range: f.move_range,
        max_battle_companies: f.max_battle_companies,
        naval_support: f.naval_support,
        air_support_allies: f.air_support_allies,
        air_support_axis: f.air_support_axis,
        bunker_fortifications: f.bunker_fortifications.is_some(),
        qb_ratio_table: t.qb_ratio_table,
        qb_size_table: t.qb_size_table,
        launch_boxes_by_nation: t.launch_boxes_by_nation,
        axis_entry: t.axis_entry,
        objectives: t.objectives,
    };
    execute(&state, id, &me.user, Command::SetParams { params }).await?;
    auth::flash(&session, "ok", "Parameters saved.");
    Ok(back(id))
}

#[derive(Deserialize)]
pub struct CalendarForm {
    start_date: String,
}

pub async fn set_calendar(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<CalendarForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let date = chrono::NaiveDate::parse_from_str(form.start_date.trim(), "%Y-%m-%d")
        .map_err(|_| AppError::Invalid("The date must look like 1944-06-06.".into()))?;
    execute(
        &state,
        id,
        &me.user,
        Command::SetCalendar {
            start_date: date,
            round_dates: BTreeMap::new(),
        },
    )
    .await?;
    auth::flash(&session, "ok", "Calendar saved.");
    Ok(back(id))
}

#[derive(Deserialize)]
pub struct BattalionForm {
    name: String,
    nation: String,
    #[serde(default)]
    commander: String,
    location: String,
    #[serde(default)]
    arrives_round: String,
}

pub async fn add_battalion(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<BattalionForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let f = form.into_inner();
    let nation =
        Nation::parse(&f.nation).ok_or_else(|| AppError::Invalid("Choose a nation.".into()))?;
    let template = state
        .catalog
        .templates
        .get(&nation)
        .ok_or_else(|| AppError::Invalid("No template for that nation.".into()))?;
    let commander = optional_number(&f.commander, "commander")?;
    if let Some(c) = commander {
        let members = db(&state, move |conn| Ok(cstore::members(conn, id)?)).await?;
        if !members.iter().any(|m| m.user_id == c) {
            return Err(AppError::Invalid(
                "The commander must be a member of this campaign.".into(),
            ));
        }
    }
    let cmd = Command::AddBattalion {
        name: f.name,
        nation,
        commander,
        location: Location::parse(&f.location).map_err(AppError::Invalid)?,
        arrives_round: optional_number(&f.arrives_round, "arrival round")?,
        units: template.unit_specs(),
        hq: template.hq.clone(),
    };
    execute(&state, id, &me.user, cmd).await?;
    auth::flash(&session, "ok", "Battalion added.");
    Ok(back(id))
}

#[derive(Deserialize)]
pub struct UpdateBattalionForm {
    name: String,
    #[serde(default)]
    commander: String,
}

pub async fn update_battalion(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
    form: web::Form<UpdateBattalionForm>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let commander = optional_number(&form.commander, "commander")?;
    if let Some(c) = commander {
        let members = db(&state, move |conn| Ok(cstore::members(conn, id)?)).await?;
        if !members.iter().any(|m| m.user_id == c) {
            return Err(AppError::Invalid(
                "The commander must be a member of this campaign.".into(),
            ));
        }
    }
    execute(
        &state,
        id,
        &me.user,
        Command::UpdateBattalion {
            battalion: bid,
            name: Some(form.name.clone()),
            commander: Some(commander),
        },
    )
    .await?;
    auth::flash(&session, "ok", "Battalion saved.");
    Ok(back(id))
}

pub async fn remove_battalion(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    execute(
        &state,
        id,
        &me.user,
        Command::RemoveBattalion { battalion: bid },
    )
    .await?;
    auth::flash(&session, "ok", "Battalion removed.");
    Ok(back(id))
}

#[derive(Deserialize)]
pub struct RenameForm {
    name: String,
}

pub async fn rename_unit(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
    form: web::Form<RenameForm>,
) -> AppResult<HttpResponse> {
    let (id, uid) = path.into_inner();
    execute(
        &state,
        id,
        &me.user,
        Command::RenameUnit {
            unit: uid,
            name: form.name.clone(),
        },
    )
    .await?;
    auth::flash(&session, "ok", "Unit renamed.");
    Ok(back(id))
}

#[derive(Deserialize)]
pub struct SupportForm {
    kind: String,
    #[serde(default)]
    location: String,
    #[serde(default)]
    arrives_round: String,
}

pub async fn add_support(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<SupportForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    // kind is "artillery:<index>" or "air:<index>" into the support file.
    let (class, list) = match form.kind.split_once(':') {
        Some(("artillery", i)) => (UnitClass::Artillery, (&state.catalog.support.artillery, i)),
        Some(("air", i)) => (UnitClass::Air, (&state.catalog.support.air, i)),
        _ => return Err(AppError::BadRequest("Unknown support type.".into())),
    };
    let t = list
        .1
        .parse::<usize>()
        .ok()
        .and_then(|i| list.0.get(i))
        .ok_or_else(|| AppError::BadRequest("Unknown support type.".into()))?;
    let location = if class == UnitClass::Air {
        Location::AirPool
    } else {
        Location::parse(&form.location).map_err(AppError::Invalid)?
    };
    let cmd = Command::AddSupport {
        side: t.side,
        class,
        name: t.name.clone(),
        cmbn: t.cmbn.clone(),
        location,
        arrives_round: optional_number(&form.arrives_round, "arrival round")?,
    };
    execute(&state, id, &me.user, cmd).await?;
    auth::flash(&session, "ok", "Support unit added.");
    Ok(back(id))
}

pub async fn remove_unit(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
) -> AppResult<HttpResponse> {
    let (id, uid) = path.into_inner();
    execute(&state, id, &me.user, Command::RemoveUnit { unit: uid }).await?;
    auth::flash(&session, "ok", "Unit removed.");
    Ok(back(id))
}

#[derive(Deserialize)]
pub struct ControlForm {
    zone: String,
    side: String,
}

pub async fn set_control(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<ControlForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let side = Side::parse(&form.side)
        .ok_or_else(|| AppError::Invalid("The side must be allies or axis.".into()))?;
    execute(
        &state,
        id,
        &me.user,
        Command::SetControl {
            zone: form.zone.clone(),
            side,
        },
    )
    .await?;
    auth::flash(&session, "ok", "Control saved.");
    Ok(back(id))
}

pub async fn start(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    execute(&state, id, &me.user, Command::Start).await?;
    auth::flash(
        &session,
        "ok",
        "The campaign has started: round 1, Allied turn, combat move.",
    );
    Ok(redirect(&format!("/campaigns/{id}")))
}

// ----- scenario files -----

/// The scenario document of a campaign.
pub fn export_in(conn: &mut DbConn, campaign_id: i64) -> Result<Scenario, AppError> {
    let row = cstore::find(conn, campaign_id)?.ok_or(AppError::NotFound)?;
    let state = cstore::state_of(conn, &row)?;
    let members = cstore::members(conn, campaign_id)?;
    let email_of: BTreeMap<i64, String> = members
        .iter()
        .map(|m| (m.user_id, m.email.clone()))
        .collect();
    let list = members
        .iter()
        .map(|m| ScenarioMember {
            email: m.email.clone(),
            display_name: m.display_name.clone(),
            role: m.role.as_str().into(),
            side: m.side,
        })
        .collect();
    Ok(scenario::export(&state, list, &email_of))
}

pub async fn export(
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    if !a.is_gm() && !a.admin {
        return Err(AppError::Forbidden(
            "Only the game master exports the campaign (it holds both sides' secrets).".into(),
        ));
    }
    let doc = db(&state, move |c| export_in(c, id)).await?;
    let body = serde_json::to_string_pretty(&doc).map_err(|e| AppError::Internal(e.into()))?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"campaign-{id}.json\""),
        ))
        .body(body))
}

/// Creates a new campaign from a checked document in one transaction:
/// unknown emails become invited users, the importer becomes a GM.
/// Returns the campaign id and the invitation links.
pub fn import_in(
    conn: &mut DbConn,
    doc: &Scenario,
    importer: &User,
    base_url: &str,
) -> Result<(i64, Vec<(String, String)>), AppError> {
    store::write_tx(conn, |c| {
        let mut invites = Vec::new();
        let mut ids: BTreeMap<String, i64> = BTreeMap::new();
        for m in &doc.members {
            let email = accounts::normalise_email(&m.email);
            if ids.contains_key(&email) {
                continue;
            }
            let uid = match accounts::find_by_email(c, &email)? {
                Some(u) => u.id,
                None => {
                    let name = if m.display_name.trim().is_empty() {
                        email.split('@').next().unwrap_or("player").to_string()
                    } else {
                        m.display_name.trim().chars().take(60).collect()
                    };
                    let uid = accounts::create(c, &email, &name, auth::NO_PASSWORD, false)?;
                    let token = auth::random_token(24);
                    accounts::add_user_token(
                        c,
                        uid,
                        "invite",
                        &token,
                        store::now() + chrono::Duration::days(7),
                    )?;
                    invites.push((
                        email.clone(),
                        format!("{}/invite/{token}", base_url.trim_end_matches('/')),
                    ));
                    uid
                }
            };
            ids.insert(email, uid);
        }
        let mut state = doc.state.clone();
        for b in &mut state.battalions {
            b.commander = doc
                .commanders
                .get(&b.id)
                .and_then(|e| ids.get(&accounts::normalise_email(e)))
                .copied();
        }
        let id = cstore::create(c, &state)?;
        for m in &doc.members {
            let Some(uid) = ids.get(&accounts::normalise_email(&m.email)) else {
                continue;
            };
            let role = Role::parse(&m.role)
                .ok_or_else(|| AppError::Invalid(format!("{} is not a role", m.role)))?;
            cstore::add_member(c, id, *uid, role, m.side)?;
        }
        cstore::add_member(c, id, importer.id, Role::Gm, None)?;
        let ev = crate::rules::Event {
            kind: "campaign_imported".into(),
            summary: format!("Campaign {} imported from a scenario file", state.name),
            visibility: crate::rules::Visibility::All,
            payload: serde_json::json!({"members": doc.members.len(), "battalions": state.battalions.len()}),
        };
        cstore::append_events(c, id, &state, Some(importer.id), &[ev])?;
        Ok((id, invites))
    })
}

/// Parses, checks and imports; any problem refuses the whole file.
pub async fn import_text(
    state: &web::Data<AppState>,
    user: &User,
    text: String,
) -> Result<(i64, Vec<(String, String)>), AppError> {
    let doc = scenario::parse(&text, &state.catalog.maps).map_err(|problems| {
        AppError::Invalid(format!(
            "The scenario file was refused, nothing was created: {}",
            problems.join("; ")
        ))
    })?;
    let user = user.clone();
    let base = state.settings.server.public_url.clone();
    db(state, move |c| import_in(c, &doc, &user, &base)).await
}

#[derive(Deserialize)]
pub struct ImportForm {
    scenario: String,
}

/// Import from the setup page of any campaign the user is GM of (or the list page for admins).
pub async fn import(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<ImportForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    if !a.is_gm() && !me.user.is_admin {
        return Err(AppError::Forbidden(
            "Only a game master or a site admin imports scenarios.".into(),
        ));
    }
    let (new_id, invites) = import_text(&state, &me.user, form.into_inner().scenario).await?;
    let links: Vec<String> = invites.iter().map(|(e, l)| format!("{e}: {l}")).collect();
    auth::flash(
        &session,
        "ok",
        if links.is_empty() {
            "Scenario imported as a new campaign.".to_string()
        } else {
            format!("Scenario imported. Invitation links: {}", links.join(" · "))
        },
    );
    Ok(redirect(&format!("/campaigns/{new_id}/setup")))
}
