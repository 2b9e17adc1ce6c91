//! Campaign endpoints: state, setup, orders, battles, phases, history.

use super::views::{battle_view, campaign_view, sees_names};
use crate::error::{ApiResult, AppError};
use crate::rules::{Command, Conditions, Location, Nation, Outcome, Params, Side, UnitClass};
use crate::store::accounts::{self, User};
use crate::store::campaigns::{self as cstore, Role};
use crate::web::auth::{ApiUser, Return};
use crate::web::campaign::{self as wc, access, execute, pages, Access, Executed};
use crate::web::{db, AppState};
use actix_web::{web, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::BTreeMap;

type Id = web::Path<i64>;
type Sub = web::Path<(i64, u32)>;

fn parse_location(s: &str) -> Result<Location, AppError> {
    Location::parse(s).map_err(AppError::Invalid)
}

/// The map of the campaign view an answer carries; None leaves it out.
type View<'a> = Option<&'a crate::rules::Map>;

/// Runs a command and answers with its events and the campaign as it now is.
/// With `Prefer: return=minimal` the campaign is left out.
async fn run<'a>(
    state: &'a web::Data<AppState>,
    id: i64,
    user: &ApiUser,
    cmd: Command,
) -> ApiResult<(Executed, View<'a>)> {
    let done = execute(state, id, &user.0, cmd).await?;
    let view = match user.1 {
        Return::Minimal => None,
        Return::Representation => Some(done.access.map(state)?),
    };
    Ok((done, view))
}

fn answer(
    status: actix_web::http::StatusCode,
    d: &Executed,
    view: View<'_>,
    extra: Value,
) -> HttpResponse {
    #[derive(serde::Serialize)]
    struct Event<'a> {
        kind: &'a str,
        summary: &'a str,
    }
    #[derive(serde::Serialize)]
    struct Body<'a> {
        // First: what the change made (a draft's id), then what happened.
        #[serde(flatten)]
        extra: Value,
        events: Vec<Event<'a>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        campaign: Option<super::views::CampaignView<'a>>,
    }
    let events = d
        .events
        .iter()
        .map(|e| Event {
            kind: &e.kind,
            summary: &e.summary,
        })
        .collect();
    let mut res = HttpResponse::build(status);
    if view.is_none() {
        res.insert_header(("preference-applied", "return=minimal"));
    }
    let body = Body {
        extra,
        events,
        campaign: view.map(|map| campaign_view(&d.access, map)),
    };
    // Sized up front: a campaign is tens of kilobytes, and growing the
    // buffer by doubling copied it over and over.
    let mut bytes = Vec::with_capacity(if view.is_some() { 128 * 1024 } else { 1024 });
    match serde_json::to_writer(&mut bytes, &body) {
        Ok(()) => res.content_type("application/json").body(bytes),
        Err(e) => actix_web::ResponseError::error_response(&crate::error::ApiError(
            AppError::Internal(e.into()),
        )),
    }
}

fn ok(d: &Executed, view: View<'_>) -> HttpResponse {
    answer(actix_web::http::StatusCode::OK, d, view, json!({}))
}

// ----- campaigns -----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateCampaign {
    name: String,
    #[serde(default)]
    map: Option<String>,
    #[serde(default)]
    start_date: Option<NaiveDate>,
}

pub async fn create_campaign(
    state: web::Data<AppState>,
    user: ApiUser,
    body: web::Json<CreateCampaign>,
) -> ApiResult<HttpResponse> {
    if !user.0.is_admin {
        return Err(AppError::Forbidden("Only a site admin may create campaigns.".into()).into());
    }
    let name = body.name.trim().to_string();
    if name.is_empty() || name.chars().count() > 80 {
        return Err(
            AppError::Invalid("A campaign needs a name of 1 to 80 characters.".into()).into(),
        );
    }
    let map = body.map.clone().unwrap_or_else(|| "aa-dday".into());
    if state.catalog.map(&map).is_none() {
        return Err(AppError::Invalid(format!(
            "There is no map '{}'.",
            map.chars().take(40).collect::<String>()
        ))
        .into());
    }
    let date = body
        .start_date
        .unwrap_or_else(|| NaiveDate::from_ymd_opt(1944, 6, 6).unwrap_or_default());
    let id = pages::create_campaign(&state, &user.0, &name, &map, date).await?;
    let a = access(&state, id, &user.0).await?;
    Ok(HttpResponse::Created().json(campaign_view(&a, a.map(&state)?)))
}

pub async fn get_campaign(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
) -> ApiResult<HttpResponse> {
    let a = access(&state, path.into_inner(), &user.0).await?;
    Ok(HttpResponse::Ok().json(campaign_view(&a, a.map(&state)?)))
}

// ----- members -----

pub async fn list_members(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    access(&state, id, &user.0).await?;
    let members = db(&state, move |c| Ok(cstore::members(c, id)?)).await?;
    Ok(HttpResponse::Ok().json(json!({"members": members})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AddMember {
    email: String,
    role: String,
    #[serde(default)]
    side: Option<Side>,
}

pub async fn add_member(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    body: web::Json<AddMember>,
) -> ApiResult<HttpResponse> {
    let role = Role::parse(&body.role).ok_or_else(|| {
        AppError::Invalid("role must be gm, high_commander, battalion_commander or observer".into())
    })?;
    let invite = pages::add_member_by_email(
        &state,
        path.into_inner(),
        &user.0,
        &body.email,
        role,
        body.side,
    )
    .await?;
    Ok(
        HttpResponse::Created()
            .json(json!({"user_id": invite.user_id, "invite_link": invite.link})),
    )
}

// ----- setup -----

pub async fn set_params(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    body: web::Json<Params>,
) -> ApiResult<HttpResponse> {
    let (d, v) = run(
        &state,
        path.into_inner(),
        &user,
        Command::SetParams {
            params: body.into_inner(),
        },
    )
    .await?;
    Ok(ok(&d, v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AddBattalion {
    name: String,
    nation: Nation,
    #[serde(default)]
    commander: Option<i64>,
    #[serde(default)]
    commander_email: Option<String>,
    location: String,
    #[serde(default)]
    arrives_round: Option<u32>,
}

/// A member's user id from an id or an email.
async fn member_id(
    state: &web::Data<AppState>,
    campaign: i64,
    id: Option<i64>,
    email: Option<String>,
) -> Result<Option<i64>, AppError> {
    if id.is_none() && email.is_none() {
        return Ok(None);
    }
    let members = db(state, move |c| Ok(cstore::members(c, campaign)?)).await?;
    let found = members.iter().find(|m| {
        Some(m.user_id) == id
            || email
                .as_deref()
                .is_some_and(|e| accounts::normalise_email(e) == m.email)
    });
    match found {
        Some(m) => Ok(Some(m.user_id)),
        None => Err(AppError::Invalid(
            "The commander must be a member of this campaign.".into(),
        )),
    }
}

/// Setup endpoints check the role before looking at the body's references.
async fn require_gm(state: &web::Data<AppState>, id: i64, user: &User) -> Result<(), AppError> {
    let a = access(state, id, user).await?;
    if a.is_gm() {
        Ok(())
    } else {
        Err(AppError::Forbidden(
            "Only the game master may change the campaign setup (R1.2).".into(),
        ))
    }
}

pub async fn add_battalion(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    body: web::Json<AddBattalion>,
) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    require_gm(&state, id, &user.0).await?;
    let b = body.into_inner();
    let commander = member_id(&state, id, b.commander, b.commander_email).await?;
    let template = state
        .catalog
        .templates
        .get(&b.nation)
        .ok_or_else(|| AppError::Invalid("No template for that nation.".into()))?;
    let cmd = Command::AddBattalion {
        name: b.name,
        nation: b.nation,
        commander,
        location: parse_location(&b.location)?,
        arrives_round: b.arrives_round,
        units: template.unit_specs(),
        hq: template.hq.clone(),
    };
    let (d, v) = run(&state, id, &user, cmd).await?;
    let bid = d.access.state.battalions.last().map(|b| b.id);
    let units: Vec<u32> = d
        .access
        .state
        .units
        .iter()
        .filter(|u| u.battalion == bid && bid.is_some())
        .map(|u| u.id)
        .collect();
    Ok(answer(
        actix_web::http::StatusCode::CREATED,
        &d,
        v,
        json!({"battalion": bid, "units": units}),
    ))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UpdateBattalion {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    commander: Option<i64>,
    #[serde(default)]
    commander_email: Option<String>,
}

pub async fn update_battalion(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
    body: web::Json<UpdateBattalion>,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    require_gm(&state, id, &user.0).await?;
    let b = body.into_inner();
    let commander = member_id(&state, id, b.commander, b.commander_email)
        .await?
        .map(Some);
    let (d, v) = run(
        &state,
        id,
        &user,
        Command::UpdateBattalion {
            battalion: bid,
            name: b.name,
            commander,
        },
    )
    .await?;
    Ok(ok(&d, v))
}

pub async fn remove_battalion(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let (d, v) = run(
        &state,
        id,
        &user,
        Command::RemoveBattalion { battalion: bid },
    )
    .await?;
    Ok(ok(&d, v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rename {
    name: String,
}

pub async fn rename_unit(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
    body: web::Json<Rename>,
) -> ApiResult<HttpResponse> {
    let (id, uid) = path.into_inner();
    let (d, v) = run(
        &state,
        id,
        &user,
        Command::RenameUnit {
            unit: uid,
            name: body.into_inner().name,
        },
    )
    .await?;
    Ok(ok(&d, v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AddSupport {
    side: Side,
    class: UnitClass,
    name: String,
    #[serde(default)]
    cmbn: String,
    #[serde(default)]
    location: Option<String>,
    #[serde(default)]
    arrives_round: Option<u32>,
}

pub async fn add_support(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    body: web::Json<AddSupport>,
) -> ApiResult<HttpResponse> {
    let b = body.into_inner();
    let location = match &b.location {
        Some(l) => parse_location(l)?,
        None => Location::AirPool,
    };
    let cmd = Command::AddSupport {
        side: b.side,
        class: b.class,
        name: b.name,
        cmbn: b.cmbn,
        location,
        arrives_round: b.arrives_round,
    };
    let (d, v) = run(&state, path.into_inner(), &user, cmd).await?;
    let unit = d.access.state.units.last().map(|u| u.id);
    Ok(answer(
        actix_web::http::StatusCode::CREATED,
        &d,
        v,
        json!({"unit": unit}),
    ))
}

pub async fn remove_unit(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
) -> ApiResult<HttpResponse> {
    let (id, uid) = path.into_inner();
    let (d, v) = run(&state, id, &user, Command::RemoveUnit { unit: uid }).await?;
    Ok(ok(&d, v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetControl {
    zone: String,
    side: Side,
}

pub async fn set_control(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    body: web::Json<SetControl>,
) -> ApiResult<HttpResponse> {
    let b = body.into_inner();
    let (d, v) = run(
        &state,
        path.into_inner(),
        &user,
        Command::SetControl {
            zone: b.zone,
            side: b.side,
        },
    )
    .await?;
    Ok(ok(&d, v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Calendar {
    start_date: NaiveDate,
    #[serde(default)]
    round_dates: BTreeMap<u32, NaiveDate>,
}

pub async fn set_calendar(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    body: web::Json<Calendar>,
) -> ApiResult<HttpResponse> {
    let b = body.into_inner();
    let (d, v) = run(
        &state,
        path.into_inner(),
        &user,
        Command::SetCalendar {
            start_date: b.start_date,
            round_dates: b.round_dates,
        },
    )
    .await?;
    Ok(ok(&d, v))
}

pub async fn checklist(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &user.0).await?;
    let problems = setup_problems(&state, &a).await?;
    Ok(HttpResponse::Ok().json(json!({"ready": problems.is_empty(), "problems": problems})))
}

pub async fn setup_problems(
    state: &web::Data<AppState>,
    a: &Access,
) -> Result<Vec<String>, AppError> {
    let id = a.id();
    let members = db(state, move |c| Ok(cstore::members(c, id)?)).await?;
    let hc: BTreeMap<Side, bool> = [Side::Allies, Side::Axis]
        .into_iter()
        .map(|s| {
            (
                s,
                members
                    .iter()
                    .any(|m| m.role == Role::HighCommander && m.side == Some(s)),
            )
        })
        .collect();
    Ok(crate::rules::setup::checklist(&a.state, a.map(state)?, &hc))
}

pub async fn start(state: web::Data<AppState>, user: ApiUser, path: Id) -> ApiResult<HttpResponse> {
    let (d, v) = run(&state, path.into_inner(), &user, Command::Start).await?;
    Ok(ok(&d, v))
}

// ----- orders -----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Move {
    units: Vec<u32>,
    to: String,
    #[serde(default)]
    target: Option<u32>,
}

pub async fn list_orders(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
) -> ApiResult<HttpResponse> {
    let a = access(&state, path.into_inner(), &user.0).await?;
    let sees = sees_names(&a, a.state.side);
    let drafts: &[crate::rules::Draft] = if sees { &a.state.drafts } else { &[] };
    // R4.4: a drafted set that breaks stacking is shown at once.
    let problems = if sees {
        crate::rules::commands::stacking_problems(&a.state)
    } else {
        Vec::new()
    };
    Ok(HttpResponse::Ok().json(json!({"phase": a.state.phase, "side": a.state.side, "drafts": drafts, "stacking_problems": problems})))
}

pub async fn draft(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    body: web::Json<Move>,
) -> ApiResult<HttpResponse> {
    let m = body.into_inner();
    let cmd = Command::DraftMove {
        units: m.units,
        to: parse_location(&m.to)?,
        target: m.target,
    };
    let (d, v) = run(&state, path.into_inner(), &user, cmd).await?;
    let draft = d.access.state.drafts.iter().max_by_key(|x| x.id).cloned();
    Ok(answer(
        actix_web::http::StatusCode::CREATED,
        &d,
        v,
        json!({"draft": draft}),
    ))
}

pub async fn update_draft(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
    body: web::Json<Move>,
) -> ApiResult<HttpResponse> {
    let (id, did) = path.into_inner();
    let m = body.into_inner();
    let cmd = Command::UpdateDraft {
        draft: did,
        units: m.units,
        to: parse_location(&m.to)?,
        target: m.target,
    };
    let (d, v) = run(&state, id, &user, cmd).await?;
    let draft = d.access.state.drafts.iter().find(|x| x.id == did).cloned();
    Ok(answer(
        actix_web::http::StatusCode::OK,
        &d,
        v,
        json!({"draft": draft}),
    ))
}

pub async fn delete_draft(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
) -> ApiResult<HttpResponse> {
    let (id, did) = path.into_inner();
    let (d, v) = run(&state, id, &user, Command::DeleteDraft { draft: did }).await?;
    Ok(ok(&d, v))
}

pub async fn commit(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
) -> ApiResult<HttpResponse> {
    let (d, v) = run(&state, path.into_inner(), &user, Command::Commit).await?;
    Ok(ok(&d, v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Place {
    #[serde(default)]
    battalion: Option<u32>,
    #[serde(default)]
    units: Option<Vec<u32>>,
    to: String,
}

pub async fn place_reinforcement(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    body: web::Json<Place>,
) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    let p = body.into_inner();
    let units = match (p.battalion, p.units) {
        (Some(b), None) => {
            let a = access(&state, id, &user.0).await?;
            let actor = a.actor();
            if !actor.gm && actor.hc.is_none() {
                return Err(AppError::Forbidden(
                    "Only the High Commander places reinforcements (R10).".into(),
                )
                .into());
            }
            if a.state.battalion(b).is_none() {
                return Err(AppError::Missing(format!(
                    "There is no battalion {b} in this campaign."
                ))
                .into());
            }
            a.state
                .units
                .iter()
                .filter(|u| u.battalion == Some(b) && u.active())
                .map(|u| u.id)
                .collect()
        }
        (None, Some(u)) => u,
        _ => {
            return Err(
                AppError::BadRequest("Give either \"battalion\" or \"units\".".into()).into(),
            )
        }
    };
    let (d, v) = run(
        &state,
        id,
        &user,
        Command::PlaceReinforcement {
            units,
            to: parse_location(&p.to)?,
        },
    )
    .await?;
    Ok(ok(&d, v))
}

// ----- phases -----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Advance {
    #[serde(default)]
    force: bool,
    #[serde(default)]
    reason: String,
}

pub async fn advance(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    // The body is optional, but a body that is there must be right.
    let b = if body.iter().all(u8::is_ascii_whitespace) {
        Advance {
            force: false,
            reason: String::new(),
        }
    } else {
        serde_json::from_slice::<Advance>(&body)
            .map_err(|e| AppError::BadRequest(format!("The JSON body could not be read: {e}.")))?
    };
    let (d, v) = run(
        &state,
        path.into_inner(),
        &user,
        Command::Advance {
            force: b.force,
            reason: b.reason,
        },
    )
    .await?;
    Ok(ok(&d, v))
}

pub async fn undo(state: web::Data<AppState>, user: ApiUser, path: Id) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    let done = wc::undo(&state, id, &user.0).await?;
    let view = match user.1 {
        Return::Minimal => None,
        Return::Representation => Some(done.access.map(&state)?),
    };
    Ok(ok(&done, view))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deadline {
    deadline: Option<DateTime<Utc>>,
}

pub async fn set_deadline(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    body: web::Json<Deadline>,
) -> ApiResult<HttpResponse> {
    let (d, v) = run(
        &state,
        path.into_inner(),
        &user,
        Command::SetDeadline { at: body.deadline },
    )
    .await?;
    Ok(ok(&d, v))
}

// ----- battles -----

pub async fn list_battles(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
) -> ApiResult<HttpResponse> {
    let a = access(&state, path.into_inner(), &user.0).await?;
    let battles: Vec<Value> = a
        .state
        .battles
        .iter()
        .map(|b| battle_view(&a.state, b, &a))
        .collect();
    Ok(HttpResponse::Ok().json(json!({"battles": battles})))
}

pub async fn get_battle(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let a = access(&state, id, &user.0).await?;
    let b = a
        .state
        .battle(bid)
        .ok_or_else(|| AppError::Missing(format!("There is no battle {bid} in this campaign.")))?;
    Ok(HttpResponse::Ok().json(battle_view(&a.state, b, &a)))
}

/// The setup sheet as JSON, with the same visibility as the page.
pub async fn get_sheet(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let a = access(&state, id, &user.0).await?;
    let members = db(&state, move |c| Ok(cstore::members(c, id)?)).await?;
    let names = members
        .into_iter()
        .map(|m| (m.user_id, m.display_name))
        .collect();
    let (sheet, _) = crate::web::campaign::play::sheet_for(&a, &state, bid, &names)?;
    let bbcode = crate::sheet::bbcode(&sheet);
    Ok(HttpResponse::Ok().json(json!({"sheet": sheet, "bbcode": bbcode})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Support {
    #[serde(default)]
    artillery: Vec<u32>,
    #[serde(default)]
    air: Vec<u32>,
    #[serde(default)]
    ship: bool,
}

pub async fn assign_support(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
    body: web::Json<Support>,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let b = body.into_inner();
    let (d, v) = run(
        &state,
        id,
        &user,
        Command::AssignSupport {
            battle: bid,
            artillery: b.artillery,
            air: b.air,
            ship: b.ship,
        },
    )
    .await?;
    Ok(ok(&d, v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Units {
    units: Vec<u32>,
    #[serde(default)]
    side: Option<Side>,
}

pub async fn choose_defenders(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
    body: web::Json<Units>,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let (d, v) = run(
        &state,
        id,
        &user,
        Command::ChooseDefenders {
            battle: bid,
            units: body.into_inner().units,
        },
    )
    .await?;
    Ok(ok(&d, v))
}

pub async fn choose_casualties(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
    body: web::Json<Units>,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let b = body.into_inner();
    let (d, v) = run(
        &state,
        id,
        &user,
        Command::ChooseCasualties {
            battle: bid,
            side: b.side,
            units: b.units,
        },
    )
    .await?;
    Ok(ok(&d, v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultBody {
    outcome: Outcome,
    #[serde(default)]
    attacker_losses: Option<u32>,
    #[serde(default)]
    defender_losses: Option<u32>,
    #[serde(default)]
    notes: String,
    #[serde(default)]
    link: String,
}

pub async fn enter_result(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
    body: web::Json<ResultBody>,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let r = body.into_inner();
    let cmd = Command::EnterResult {
        battle: bid,
        outcome: r.outcome,
        attacker_losses: r.attacker_losses,
        defender_losses: r.defender_losses,
        notes: r.notes,
        link: r.link,
    };
    let (d, v) = run(&state, id, &user, cmd).await?;
    Ok(ok(&d, v))
}

pub async fn set_conditions(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
    body: web::Json<Conditions>,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let (d, v) = run(
        &state,
        id,
        &user,
        Command::SetConditions {
            battle: bid,
            conditions: body.into_inner(),
        },
    )
    .await?;
    Ok(ok(&d, v))
}

// ----- history -----

#[derive(Deserialize)]
pub struct HistoryQuery {
    round: Option<i32>,
    kind: Option<String>,
}

pub async fn history(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
    q: web::Query<HistoryQuery>,
) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &user.0).await?;
    let vis: Vec<String> = a.visibilities().into_iter().map(String::from).collect();
    let rows = db(&state, move |c| {
        let v: Vec<&str> = vis.iter().map(String::as_str).collect();
        Ok(cstore::events(c, id, &v, 10_000)?)
    })
    .await?;
    let events: Vec<Value> = rows
        .into_iter()
        .filter(|e| q.round.is_none_or(|r| e.round == r))
        .filter(|e| q.kind.as_deref().is_none_or(|k| k.is_empty() || e.kind == k))
        .map(|e| {
            json!({"id": e.id, "round": e.round, "side": e.side, "phase": e.phase, "kind": e.kind, "actor": e.actor_id,
                   "summary": e.summary, "payload": serde_json::from_str::<Value>(&e.payload).unwrap_or(Value::Null),
                   "at": e.created_at.and_utc()})
        })
        .collect();
    Ok(HttpResponse::Ok().json(json!({"events": events})))
}

/// The scenario document of a campaign (GM or site admin).
pub async fn export(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Id,
) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &user.0).await?;
    if !a.is_gm() && !user.0.is_admin {
        return Err(AppError::Forbidden(
            "Only the game master exports the campaign (it holds both sides' secrets).".into(),
        )
        .into());
    }
    let doc = db(&state, move |c| {
        crate::web::campaign::setup::export_in(c, id)
    })
    .await?;
    Ok(HttpResponse::Ok().json(doc))
}

/// Creates a campaign from a scenario document (site admin, or the GM of any campaign).
pub async fn import(
    state: web::Data<AppState>,
    user: ApiUser,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let uid = user.0.id;
    let is_gm_somewhere = db(&state, move |c| {
        let rows = cstore::list_for(c, uid, false)?;
        for r in rows {
            if cstore::roles_of(c, r.id, uid)?
                .iter()
                .any(|(role, _)| *role == Role::Gm)
            {
                return Ok(true);
            }
        }
        Ok(false)
    })
    .await?;
    if !user.0.is_admin && !is_gm_somewhere {
        return Err(AppError::Forbidden(
            "Only a site admin or a game master imports scenarios.".into(),
        )
        .into());
    }
    let text = String::from_utf8(body.to_vec())
        .map_err(|_| AppError::BadRequest("The scenario file is not UTF-8 text.".into()))?;
    let doc = match crate::scenario::parse(&text, &state.catalog.maps) {
        Ok(d) => d,
        Err(problems) => {
            return Ok(HttpResponse::UnprocessableEntity().json(json!({"error": {"code": "invalid",
                "message": format!("The scenario file was refused; nothing was created ({} problem(s)).", problems.len()),
                "problems": problems}})));
        }
    };
    let u = user.0.clone();
    let base = state.settings.server.public_url.clone();
    let (id, invites) = db(&state, move |c| {
        crate::web::campaign::setup::import_in(c, &doc, &u, &base)
    })
    .await?;
    let links: Vec<Value> = invites
        .into_iter()
        .map(|(e, l)| json!({"email": e, "invite_link": l}))
        .collect();
    Ok(HttpResponse::Created().json(json!({"id": id, "invitations": links})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Due {
    due: Option<DateTime<Utc>>,
}

pub async fn set_battle_due(
    state: web::Data<AppState>,
    user: ApiUser,
    path: Sub,
    body: web::Json<Due>,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let (d, v) = run(
        &state,
        id,
        &user,
        Command::SetBattleDue {
            battle: bid,
            due: body.into_inner().due,
        },
    )
    .await?;
    Ok(ok(&d, v))
}
