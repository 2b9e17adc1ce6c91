//! Playing pages: the map, zones, orders, battles and setup sheets, and the
//! GM's phase controls. Every change goes through `execute`.

use super::{access, execute, Access};
use crate::error::{AppError, AppResult};
use crate::rules::commands::{defender_requirement, drafted_counts};
use crate::rules::{
    Battle, Command, Conditions, Location, Outcome, Phase, Side, Status, Unit, UnitClass, ZoneState,
};
use crate::sheet::{self, Sheet};
use crate::store::campaigns as cstore;
use crate::web::auth::{self, CurrentUser};
use crate::web::layout::Layout;
use crate::web::map_svg;
use crate::web::{db, optional_number, redirect, AppState, HtmlForm};
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

fn banner(s: &crate::rules::CampaignState) -> String {
    super::pages::status_text(s)
}

// ----- map and zones -----

pub struct ZoneRow {
    pub id: String,
    pub name: String,
    pub state: String,
    pub allies: usize,
    pub axis: usize,
    pub art_allies: usize,
    pub art_axis: usize,
    pub marks: String,
}

#[derive(Template)]
#[template(path = "campaign/map.html")]
struct MapPage {
    layout: Layout,
    body: std::sync::Arc<str>,
}

/// Everything below the page frame; the same for every reader (R12: the map
/// shows public information only), so it is kept per campaign version.
#[derive(Template)]
#[template(path = "campaign/map_body.html")]
struct MapBody<'a> {
    id: i64,
    svg: String,
    rows: Vec<ZoneRow>,
    banner: String,
    at: Option<&'a str>,
    snapshots: Vec<String>,
}

#[derive(Deserialize)]
pub struct MapQuery {
    at: Option<String>,
}

pub async fn map_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    q: web::Query<MapQuery>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let at = q.at.clone().filter(|s| !s.is_empty());
    let key = format!("map:{}", at.as_deref().unwrap_or_default());
    let body = match state.fragments.get(id, a.row.version, &key) {
        Some(body) => body,
        None => {
            let body: std::sync::Arc<str> = map_body(&state, &a, at).await?.into();
            state.fragments.put(id, a.row.version, &key, body.clone());
            body
        }
    };
    let page = MapPage {
        layout: Layout::new(&session, Some(&me.user), "Map").in_campaign(id, &a.row.name),
        body,
    };
    Ok(html(page.render()?))
}

/// Renders the map page's body: the live map, or the map at the end of the
/// phase `at` (R12).
async fn map_body(
    state: &web::Data<AppState>,
    a: &Access,
    at: Option<String>,
) -> AppResult<String> {
    let id = a.id();
    let label = at.clone();
    let (snap, snapshots) = db(state, move |c| {
        let snap = match &label {
            Some(l) => Some(
                cstore::snapshot_by_label(c, id, l)?.ok_or(AppError::Missing(format!(
                    "There is no saved map for '{}'.",
                    l.chars().take(40).collect::<String>()
                )))?,
            ),
            None => None,
        };
        Ok((snap, cstore::snapshot_labels(c, id)?))
    })
    .await?;
    let s = snap.as_ref().unwrap_or(&a.state);
    let map = a.map(state)?;
    let banner = match &at {
        Some(l) => format!("End of {}", super::pages::label_text(l)),
        None => banner(s),
    };
    let svg = map_svg::render(s, map, &format!("/campaigns/{id}/zones/"), &banner);
    let counts = s.zone_counts();
    let rows = map
        .zones()
        .iter()
        .map(|z| (z, counts.get(z.id.as_str()).copied().unwrap_or_default()))
        .map(|(z, c)| ZoneRow {
            id: z.id.clone(),
            name: z.name.clone(),
            state: s
                .zone_state_from(&z.id, &c)
                .map_or("none", ZoneState::as_str)
                .to_string(),
            allies: c[0],
            axis: c[1],
            art_allies: c[2],
            art_axis: c[3],
            marks: [
                (z.objective, "objective"),
                (z.bunker, "bunker"),
                (!z.entry.is_empty(), "entry"),
            ]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, m)| *m)
            .collect::<Vec<_>>()
            .join(", "),
        })
        .collect();
    Ok(MapBody {
        id,
        svg,
        rows,
        banner,
        at: at.as_deref(),
        snapshots,
    }
    .render()?)
}

pub struct UnitLine {
    pub id: u32,
    pub name: String,
    pub class: String,
    pub destroyed: bool,
}

pub struct BattalionGroup {
    pub id: u32,
    pub name: String,
    pub units: Vec<UnitLine>,
}

#[derive(Template)]
#[template(path = "campaign/zone.html")]
struct ZonePage {
    layout: Layout,
    id: i64,
    zone: crate::rules::map::Zone,
    state: String,
    groups: Vec<(String, Vec<BattalionGroup>, usize, usize)>,
    limit: u32,
    art_limit: u32,
}

fn unit_line(u: &Unit, visible: bool) -> UnitLine {
    UnitLine {
        id: u.id,
        name: if visible {
            u.name.clone()
        } else {
            class_label(u.class).to_string()
        },
        class: class_label(u.class).to_string(),
        destroyed: u.destroyed,
    }
}

pub fn class_label(c: UnitClass) -> &'static str {
    match c {
        UnitClass::Company => "company",
        UnitClass::Platoon => "platoon",
        UnitClass::Artillery => "artillery",
        UnitClass::Air => "air",
    }
}

pub async fn zone_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, String)>,
) -> AppResult<HttpResponse> {
    let (id, zone_id) = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let map = a.map(&state)?;
    let zone = map
        .zone(&zone_id)
        .ok_or_else(|| {
            AppError::Missing(format!(
                "There is no zone {} on this map.",
                zone_id.chars().take(20).collect::<String>()
            ))
        })?
        .clone();
    let s = &a.state;
    let mut groups = Vec::new();
    for side in [Side::Allies, Side::Axis] {
        let visible = super::super::api::views::sees_names(&a, side);
        let here: Vec<&Unit> = s
            .units
            .iter()
            .filter(|u| u.active() && u.side == side && u.location.zone() == Some(zone.id.as_str()))
            .collect();
        let mut bgs: Vec<BattalionGroup> = Vec::new();
        for b in s.battalions.iter().filter(|b| b.side == side) {
            let units: Vec<UnitLine> = here
                .iter()
                .filter(|u| u.battalion == Some(b.id))
                .map(|u| unit_line(u, visible))
                .collect();
            if !units.is_empty() {
                bgs.push(BattalionGroup {
                    id: b.id,
                    name: b.name.clone(),
                    units,
                });
            }
        }
        let art: Vec<UnitLine> = here
            .iter()
            .filter(|u| u.battalion.is_none())
            .map(|u| unit_line(u, visible))
            .collect();
        if !art.is_empty() {
            bgs.push(BattalionGroup {
                id: 0,
                name: "Artillery".into(),
                units: art,
            });
        }
        groups.push((
            side.label().to_string(),
            bgs,
            s.combat_units_in(&zone.id, side),
            s.artillery_in(&zone.id, side),
        ));
    }
    let page = ZonePage {
        layout: Layout::new(
            &session,
            Some(&me.user),
            format!("{} {}", zone.id, zone.name),
        )
        .in_campaign(id, &a.row.name),
        id,
        state: s
            .zone_state(&zone.id)
            .map_or("uncontrolled", ZoneState::as_str)
            .to_string(),
        zone,
        groups,
        limit: s.params.stack_limit,
        art_limit: s.params.artillery_stack,
    };
    Ok(html(page.render()?))
}

// ----- orders -----

pub struct DraftLine {
    pub id: u32,
    pub units: String,
    pub to: String,
    pub target: String,
    pub kind: String,
}

pub struct Stack {
    pub zone: String,
    pub units: usize,
    pub artillery: usize,
    pub over: bool,
}

#[derive(Template)]
#[template(path = "campaign/orders.html")]
struct OrdersPage {
    layout: Layout,
    id: i64,
    banner: String,
    my_side: Option<Side>,
    acting: bool,
    is_hc: bool,
    phase: String,
    move_phase: bool,
    units: Vec<(String, String, Vec<UnitLine>)>,
    drafts: Vec<DraftLine>,
    stacks: Vec<Stack>,
    problems: Vec<String>,
    zones: Vec<(String, String)>,
    enemies: Vec<(u32, String)>,
    reinforcements: Vec<(u32, String, u32, bool)>,
    destinations: Vec<(String, String)>,
}

pub async fn orders_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let s = &a.state;
    let map = a.map(&state)?;
    let my_side = if a.is_gm() {
        Some(s.side)
    } else {
        a.hc_side().or(a.side())
    };
    let acting = s.status == Status::Active && my_side == Some(s.side);
    let is_hc = a.hc_side() == Some(s.side) || a.is_gm();
    // Units the viewer may order: own battalions, or every battalion of the side for the HC/GM.
    let mut units = Vec::new();
    if acting {
        for b in s
            .battalions
            .iter()
            .filter(|b| b.side == s.side && (is_hc || b.commander == Some(me.user.id)))
        {
            let list: Vec<UnitLine> = s
                .units
                .iter()
                .filter(|u| {
                    u.battalion == Some(b.id)
                        && u.active()
                        && u.location != Location::Reinforcements
                })
                .map(|u| UnitLine {
                    id: u.id,
                    name: format!("{} ({})", u.name, u.location),
                    class: class_label(u.class).into(),
                    destroyed: false,
                })
                .collect();
            if !list.is_empty() {
                units.push((b.name.clone(), b.nation.label().to_string(), list));
            }
        }
        if is_hc {
            let list: Vec<UnitLine> = s
                .units
                .iter()
                .filter(|u| {
                    u.side == s.side
                        && u.class == UnitClass::Artillery
                        && u.active()
                        && u.location.zone().is_some()
                })
                .map(|u| UnitLine {
                    id: u.id,
                    name: format!("{} ({})", u.name, u.location),
                    class: "artillery".into(),
                    destroyed: false,
                })
                .collect();
            if !list.is_empty() {
                units.push(("Artillery".into(), s.side.label().into(), list));
            }
        }
    }
    let name_of = |id: &u32| {
        s.unit(*id)
            .map_or_else(|| id.to_string(), |u| u.name.clone())
    };
    let drafts = if a.sees_side(s.side) || a.hc_side() == Some(s.side) {
        s.drafts
            .iter()
            .map(|d| DraftLine {
                id: d.id,
                units: d.units.iter().map(name_of).collect::<Vec<_>>().join(", "),
                to: d.to.to_string(),
                target: d
                    .target
                    .and_then(|t| s.battalion(t))
                    .map(|b| b.name.clone())
                    .unwrap_or_default(),
                kind: if d.kind == crate::rules::MoveKind::Combat {
                    "combat".into()
                } else {
                    "non-combat".into()
                },
            })
            .collect()
    } else {
        Vec::new()
    };
    let counts = drafted_counts(s, s.side);
    let stacks = s
        .drafts
        .iter()
        .filter_map(|d| d.to.zone())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .map(|z| {
            let (u, art) = counts.get(z).copied().unwrap_or_default();
            Stack {
                zone: z.to_string(),
                units: u,
                artillery: art,
                over: u as u32 > s.params.stack_limit,
            }
        })
        .collect();
    let zones = map
        .zones()
        .iter()
        .map(|z| (z.id.clone(), format!("{} {}", z.id, z.name)))
        .collect();
    let enemies = s
        .battalions
        .iter()
        .filter(|b| b.side != s.side)
        .map(|b| (b.id, b.name.clone()))
        .collect();
    let reinforcements = s
        .battalions
        .iter()
        .filter(|b| {
            b.side == s.side
                && s.units.iter().any(|u| {
                    u.battalion == Some(b.id)
                        && u.active()
                        && u.location == Location::Reinforcements
                })
        })
        .map(|b| {
            (
                b.id,
                b.name.clone(),
                b.arrives_round.unwrap_or(1),
                b.arrives_round.unwrap_or(1) <= s.round,
            )
        })
        .collect();
    let destinations = match s.side {
        Side::Allies => map
            .launch_boxes()
            .iter()
            .map(|b| (format!("box:{}", b.id), b.name.clone()))
            .collect(),
        Side::Axis => s
            .params
            .axis_entry
            .iter()
            .map(|z| {
                (
                    z.clone(),
                    map.zone(z)
                        .map_or(z.clone(), |x| format!("{} {} ({})", x.id, x.name, x.entry)),
                )
            })
            .collect(),
    };
    let page = OrdersPage {
        layout: Layout::new(&session, Some(&me.user), "Orders").in_campaign(id, &a.row.name),
        id,
        banner: banner(s),
        my_side,
        acting,
        is_hc,
        phase: s.phase.label().into(),
        move_phase: matches!(s.phase, Phase::CombatMove | Phase::NonCombatMove),
        units,
        drafts,
        stacks,
        problems: if a.sees_side(s.side) || a.hc_side() == Some(s.side) {
            crate::rules::commands::stacking_problems(s)
                .iter()
                .map(ToString::to_string)
                .collect()
        } else {
            Vec::new()
        },
        zones,
        enemies,
        reinforcements,
        destinations,
    };
    Ok(html(page.render()?))
}

#[derive(Deserialize)]
pub struct DraftForm {
    #[serde(default)]
    units: Vec<u32>,
    to: String,
    #[serde(default)]
    target: String,
}

pub async fn draft_move(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: HtmlForm<DraftForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let f = form.0;
    let cmd = Command::DraftMove {
        units: f.units,
        to: Location::parse(&f.to).map_err(AppError::Invalid)?,
        target: optional_number(&f.target, "target battalion")?,
    };
    execute(&state, id, &me.user, cmd).await?;
    auth::flash(
        &session,
        "ok",
        "Move drafted. The High Commander commits the side's orders.",
    );
    Ok(redirect(&format!("/campaigns/{id}/orders")))
}

pub async fn delete_draft(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
) -> AppResult<HttpResponse> {
    let (id, draft) = path.into_inner();
    execute(&state, id, &me.user, Command::DeleteDraft { draft }).await?;
    auth::flash(&session, "ok", "Move deleted.");
    Ok(redirect(&format!("/campaigns/{id}/orders")))
}

pub async fn commit(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let d = execute(&state, id, &me.user, Command::Commit).await?;
    let battles = d
        .events
        .iter()
        .filter(|e| e.kind == "battle_created")
        .count();
    auth::flash(
        &session,
        "ok",
        format!("Orders committed. {battles} battle(s) declared."),
    );
    Ok(redirect(&format!("/campaigns/{id}/orders")))
}

#[derive(Deserialize)]
pub struct PlaceForm {
    battalion: u32,
    to: String,
}

pub async fn place_reinforcement(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<PlaceForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let units: Vec<u32> = a
        .state
        .units
        .iter()
        .filter(|u| u.battalion == Some(form.battalion) && u.active())
        .map(|u| u.id)
        .collect();
    if units.is_empty() {
        return Err(AppError::Missing(format!(
            "There is no battalion {} in this campaign.",
            form.battalion
        )));
    }
    execute(
        &state,
        id,
        &me.user,
        Command::PlaceReinforcement {
            units,
            to: Location::parse(&form.to).map_err(AppError::Invalid)?,
        },
    )
    .await?;
    auth::flash(&session, "ok", "Reinforcements placed.");
    Ok(redirect(&format!("/campaigns/{id}/orders")))
}

// ----- phases -----

#[derive(Deserialize)]
pub struct AdvanceForm {
    #[serde(default)]
    force: Option<String>,
    #[serde(default)]
    reason: String,
}

pub async fn advance(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<AdvanceForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let force = form
        .force
        .as_deref()
        .is_some_and(|v| v == "true" || v == "on");
    let d = execute(
        &state,
        id,
        &me.user,
        Command::Advance {
            force,
            reason: form.reason.clone(),
        },
    )
    .await?;
    auth::flash(&session, "ok", super::pages::status_text(&d.access.state));
    Ok(redirect(&format!("/campaigns/{id}")))
}

pub async fn undo(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let done = super::undo(&state, id, &me.user).await?;
    auth::flash(
        &session,
        "ok",
        format!(
            "Undone: back to {}",
            super::pages::status_text(&done.access.state)
        ),
    );
    Ok(redirect(&format!("/campaigns/{id}")))
}

#[derive(Deserialize)]
pub struct DeadlineForm {
    deadline: String,
}

/// A `datetime-local` field in the user's time zone, as UTC; empty is none.
fn local_time_field(value: &str, tz: &str) -> AppResult<Option<chrono::DateTime<chrono::Utc>>> {
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

pub async fn set_deadline(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<DeadlineForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let at = local_time_field(&form.deadline, &me.user.time_zone)?;
    execute(&state, id, &me.user, Command::SetDeadline { at }).await?;
    auth::flash(&session, "ok", "Deadline saved.");
    Ok(redirect(&format!("/campaigns/{id}")))
}

#[derive(Deserialize)]
pub struct DueForm {
    due: String,
}

pub async fn set_battle_due(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
    form: web::Form<DueForm>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let due = local_time_field(&form.due, &me.user.time_zone)?;
    execute(
        &state,
        id,
        &me.user,
        Command::SetBattleDue { battle: bid, due },
    )
    .await?;
    auth::flash(&session, "ok", "Due date saved.");
    Ok(back_to_sheet(id, bid))
}

// ----- battles -----

pub struct BattleRow {
    pub id: u32,
    pub round: u32,
    pub zone: String,
    pub attacker: String,
    pub attacker_commander: String,
    pub defender: String,
    pub defender_commander: String,
    pub status: String,
    pub waiting: String,
    pub due: String,
    pub overdue: bool,
    pub battle_type: String,
}

#[derive(Template)]
#[template(path = "campaign/battles.html")]
struct BattlesPage {
    layout: Layout,
    id: i64,
    rows: Vec<BattleRow>,
}

async fn member_names(state: &web::Data<AppState>, id: i64) -> AppResult<BTreeMap<i64, String>> {
    let members = db(state, move |c| Ok(cstore::members(c, id)?)).await?;
    Ok(members
        .into_iter()
        .map(|m| (m.user_id, m.display_name))
        .collect())
}

fn waiting_on(b: &Battle, phase: Phase) -> &'static str {
    match b.status(phase) {
        "awaiting_defenders" => "defending battalion commander",
        "ready_for_setup" | "being_played" => "game master (set up, play, enter the result)",
        "result_entered" => "battalion commanders (casualties)",
        _ => "",
    }
}

pub async fn battles_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let names = member_names(&state, id).await?;
    let s = &a.state;
    let bname = |b: u32| s.battalion(b).map(|x| x.name.clone()).unwrap_or_default();
    let cname = |b: u32| {
        s.battalion(b)
            .and_then(|x| x.commander)
            .and_then(|c| names.get(&c).cloned())
            .unwrap_or_default()
    };
    let mut rows: Vec<BattleRow> = s
        .battles
        .iter()
        .map(|b| {
            let due = super::pages::deadline_view(
                b.due.or(s.deadline).filter(|_| !b.closed),
                &me.user.time_zone,
            );
            BattleRow {
                id: b.id,
                round: b.round,
                zone: b.zone.clone(),
                attacker: bname(b.attacker_battalion),
                attacker_commander: cname(b.attacker_battalion),
                defender: bname(b.defender_battalion),
                defender_commander: cname(b.defender_battalion),
                status: b.status(s.phase).replace('_', " "),
                waiting: waiting_on(b, s.phase).into(),
                overdue: due.as_ref().is_some_and(|d| d.overdue),
                due: due.map(|d| d.local).unwrap_or_default(),
                battle_type: crate::rules::commands::battle_odds(s, b).0.battle_type,
            }
        })
        .collect();
    rows.reverse();
    let page = BattlesPage {
        layout: Layout::new(&session, Some(&me.user), "Battles").in_campaign(id, &a.row.name),
        id,
        rows,
    };
    Ok(html(page.render()?))
}

/// The sheet as this member may see it.
pub fn sheet_for(
    a: &Access,
    state: &AppState,
    battle: u32,
    names: &BTreeMap<i64, String>,
) -> AppResult<(Sheet, Battle)> {
    let b = a
        .state
        .battle(battle)
        .ok_or_else(|| AppError::Missing(format!("There is no battle {battle} in this campaign.")))?
        .clone();
    let vis = sheet::Visibility {
        attacker: super::super::api::views::sees_names(a, b.side),
        defender: super::super::api::views::sees_names(a, b.side.enemy()),
    };
    Ok((
        sheet::build(
            &a.state,
            a.map(state)?,
            &b,
            names,
            &state.catalog.qb_maps,
            vis,
        ),
        b,
    ))
}

#[derive(Template)]
#[template(path = "campaign/sheet.html")]
struct SheetPage {
    layout: Layout,
    id: i64,
    sh: Sheet,
    sides: Vec<sheet::SheetSide>,
    bbcode: String,
    status: String,
    is_gm: bool,
    can_defend: bool,
    defend_choices: Vec<UnitLine>,
    required: u32,
    max_companies: u32,
    can_support: bool,
    artillery: Vec<UnitLine>,
    air: Vec<UnitLine>,
    ship_possible: bool,
    outcomes: Vec<(&'static str, &'static str)>,
    casualty_forms: Vec<(String, String, u32, Vec<UnitLine>)>,
    result: Option<crate::rules::BattleResult>,
    conditions: Conditions,
    can_enter_result: bool,
}

#[derive(Deserialize)]
pub struct SheetQuery {
    format: Option<String>,
}

pub async fn sheet_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
    q: web::Query<SheetQuery>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let names = member_names(&state, id).await?;
    let (sh, b) = sheet_for(&a, &state, bid, &names)?;
    let bbcode = sheet::bbcode(&sh);
    if q.format.as_deref() == Some("bbcode") {
        return Ok(HttpResponse::Ok()
            .content_type("text/plain; charset=utf-8")
            .body(bbcode));
    }
    let s = &a.state;
    let actor = a.actor();
    let open = !b.closed && b.round == s.round && b.side == s.side && s.status == Status::Active;
    let can_defend = open
        && b.defender_units.is_none()
        && (actor.commands(s, b.defender_battalion) || actor.is_hc(b.side.enemy()) || a.is_gm());
    let defend_choices = if can_defend {
        s.battalion_units_in(b.defender_battalion, &b.zone)
            .iter()
            .filter(|u| u.is_combat())
            .map(|u| unit_line(u, true))
            .collect()
    } else {
        Vec::new()
    };
    let (required, max_companies) = defender_requirement(s, &b);
    let can_support = open
        && b.result.is_none()
        && (actor.is_hc(b.side) || a.is_gm())
        && matches!(s.phase, Phase::CombatMove | Phase::CombatResolution);
    let artillery = if can_support {
        s.units
            .iter()
            .filter(|u| u.side == b.side && u.class == UnitClass::Artillery && u.active())
            .filter(|u| {
                u.location.zone().is_some_and(|z| {
                    z == b.zone || a.map(&state).is_ok_and(|m| m.adjacent(z, &b.zone))
                })
            })
            .map(|u| unit_line(u, true))
            .collect()
    } else {
        Vec::new()
    };
    let air = if can_support {
        s.units
            .iter()
            .filter(|u| u.side == b.side && u.class == UnitClass::Air && u.active())
            .map(|u| unit_line(u, true))
            .collect()
    } else {
        Vec::new()
    };
    let mut casualty_forms = Vec::new();
    if let (true, Some(r), Phase::CombatResults) = (open, &b.result, s.phase) {
        for (attacker, battalion, side, chosen, units, count) in [
            (
                true,
                b.attacker_battalion,
                b.side,
                &b.attacker_casualties,
                b.attacker_units.clone(),
                r.attacker_losses,
            ),
            (
                false,
                b.defender_battalion,
                b.side.enemy(),
                &b.defender_casualties,
                b.defender_units.clone().unwrap_or_default(),
                r.defender_losses,
            ),
        ] {
            if chosen.is_none() && (actor.commands(s, battalion) || actor.is_hc(side) || a.is_gm())
            {
                let lines = units
                    .iter()
                    .filter_map(|id| s.unit(*id))
                    .map(|u| unit_line(u, true))
                    .collect();
                casualty_forms.push((
                    side.as_str().to_string(),
                    if attacker {
                        "Attacker".to_string()
                    } else {
                        "Defender".to_string()
                    },
                    count,
                    lines,
                ));
            }
        }
    }
    let page = SheetPage {
        layout: Layout::new(
            &session,
            Some(&me.user),
            format!("Battle {bid} setup sheet"),
        )
        .in_campaign(id, &a.row.name),
        id,
        bbcode,
        status: b.status(s.phase).replace('_', " "),
        is_gm: a.is_gm(),
        can_defend,
        defend_choices,
        required,
        max_companies,
        can_support,
        artillery,
        air,
        ship_possible: b.side == Side::Allies && b.from_launch_box.is_some(),
        outcomes: Outcome::ALL
            .iter()
            .map(|o| (o.as_str(), o.label()))
            .collect(),
        casualty_forms,
        result: b.result.clone(),
        conditions: b.conditions.clone(),
        can_enter_result: open
            && a.is_gm()
            && s.phase == Phase::CombatResolution
            && b.defender_units.is_some()
            && b.attacker_casualties.is_none(),
        sides: vec![sh.attacker.clone(), sh.defender.clone()],
        sh,
    };
    Ok(html(page.render()?))
}

#[derive(Deserialize)]
pub struct UnitsForm {
    #[serde(default)]
    units: Vec<u32>,
    #[serde(default)]
    side: String,
}

fn back_to_sheet(id: i64, bid: u32) -> HttpResponse {
    redirect(&format!("/campaigns/{id}/battles/{bid}/sheet"))
}

pub async fn choose_defenders(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
    form: HtmlForm<UnitsForm>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    execute(
        &state,
        id,
        &me.user,
        Command::ChooseDefenders {
            battle: bid,
            units: form.0.units,
        },
    )
    .await?;
    auth::flash(&session, "ok", "Defenders chosen.");
    Ok(back_to_sheet(id, bid))
}

pub async fn choose_casualties(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
    form: HtmlForm<UnitsForm>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let side = if form.0.side.is_empty() {
        None
    } else {
        Some(
            Side::parse(&form.0.side)
                .ok_or_else(|| AppError::BadRequest("side must be allies or axis".into()))?,
        )
    };
    execute(
        &state,
        id,
        &me.user,
        Command::ChooseCasualties {
            battle: bid,
            side,
            units: form.0.units,
        },
    )
    .await?;
    auth::flash(&session, "ok", "Casualties recorded.");
    Ok(back_to_sheet(id, bid))
}

#[derive(Deserialize)]
pub struct SupportForm {
    #[serde(default)]
    artillery: Vec<u32>,
    #[serde(default)]
    air: Vec<u32>,
    #[serde(default)]
    ship: Option<String>,
}

pub async fn assign_support(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
    form: HtmlForm<SupportForm>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let f = form.0;
    execute(
        &state,
        id,
        &me.user,
        Command::AssignSupport {
            battle: bid,
            artillery: f.artillery,
            air: f.air,
            ship: f.ship.is_some(),
        },
    )
    .await?;
    auth::flash(&session, "ok", "Support assigned.");
    Ok(back_to_sheet(id, bid))
}

#[derive(Deserialize)]
pub struct ResultForm {
    outcome: String,
    #[serde(default)]
    attacker_losses: String,
    #[serde(default)]
    defender_losses: String,
    #[serde(default)]
    notes: String,
    #[serde(default)]
    link: String,
}

pub async fn enter_result(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
    form: web::Form<ResultForm>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let outcome = Outcome::parse(&form.outcome)
        .ok_or_else(|| AppError::Invalid("Choose one of the nine outcomes.".into()))?;
    let cmd = Command::EnterResult {
        battle: bid,
        outcome,
        attacker_losses: optional_number(&form.attacker_losses, "attacker losses")?,
        defender_losses: optional_number(&form.defender_losses, "defender losses")?,
        notes: form.notes.clone(),
        link: form.link.clone(),
    };
    execute(&state, id, &me.user, cmd).await?;
    auth::flash(&session, "ok", "Result entered.");
    Ok(back_to_sheet(id, bid))
}

pub async fn set_conditions(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, u32)>,
    form: web::Form<Conditions>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let c = form.into_inner();
    if [&c.time_of_day, &c.weather, &c.ground, &c.fortifications]
        .iter()
        .any(|v| v.len() > 300)
    {
        return Err(AppError::Invalid(
            "Conditions are limited to 300 characters each.".into(),
        ));
    }
    execute(
        &state,
        id,
        &me.user,
        Command::SetConditions {
            battle: bid,
            conditions: c,
        },
    )
    .await?;
    auth::flash(&session, "ok", "Conditions saved.");
    Ok(back_to_sheet(id, bid))
}
