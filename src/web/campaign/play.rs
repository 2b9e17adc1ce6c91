//! Playing pages: the map, zones, orders, battles and setup sheets, and the
//! GM's phase controls. Every change goes through `execute`.

use super::{access, Access};
use crate::error::{AppError, AppResult};
use crate::rules::{defender_requirement, drafted_counts};
use crate::rules::{
    BattalionId, Battle, BattleId, Conditions, DraftId, Location, Outcome, Phase, Side, Status,
    Unit, UnitClass, UnitId, ZoneState,
};
use crate::sheet::{self, Sheet};
use crate::store::campaigns as cstore;
use crate::web::auth::CurrentUser;
use crate::web::layout::Layout;
use crate::web::map_svg;
use crate::web::{db, AppState};
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
    let map = a.map(&state.catalog)?;
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
    pub id: UnitId,
    pub name: String,
    pub class: String,
    pub destroyed: bool,
}

pub struct BattalionGroup {
    pub id: BattalionId,
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
    let map = a.map(&state.catalog)?;
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
                id: BattalionId::default(),
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
    pub id: DraftId,
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
    enemies: Vec<(BattalionId, String)>,
    reinforcements: Vec<(BattalionId, String, u32, bool)>,
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
    let map = a.map(&state.catalog)?;
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
        for b in s.battalions.iter().filter(|b| {
            b.side == s.side
                && (is_hc || b.commander == Some(crate::rules::UserId::new(me.user.id)))
        }) {
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
    let name_of = |id: &UnitId| {
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
            crate::rules::stacking_problems(s)
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

// ----- phases -----

// ----- battles -----

pub struct BattleRow {
    pub id: BattleId,
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
    let bname = |b: BattalionId| s.battalion(b).map(|x| x.name.clone()).unwrap_or_default();
    let cname = |b: BattalionId| {
        s.battalion(b)
            .and_then(|x| x.commander)
            .and_then(|c| names.get(&c.get()).cloned())
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
                battle_type: crate::rules::battle_odds(s, b).0.battle_type,
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
    battle: BattleId,
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
            a.map(&state.catalog)?,
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
    path: web::Path<(i64, BattleId)>,
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
                    z == b.zone || a.map(&state.catalog).is_ok_and(|m| m.adjacent(z, &b.zone))
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
