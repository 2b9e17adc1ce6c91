//! The GM's setup page: parameters, calendar, battalions, support units,
//! control, the ready-to-start checklist, scenario export and import.

use crate::app::accounts::User;
use crate::app::campaigns::Member;
use crate::app::scenario::{self};
use crate::error::{AppError, AppResult};
use crate::rules::oob::SupportType;
use crate::rules::{Actor, CampaignState, Map, Nation, Params, Status, UnitId};
use crate::web::access::InCampaign;
use crate::web::auth::{self, CurrentUser};
use crate::web::http::respond::html;
use crate::web::http::respond::redirect;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

pub struct BattalionRow {
    pub id: crate::rules::BattalionId,
    pub name: String,
    pub nation: String,
    pub side: String,
    pub commander: Option<i64>,
    pub location: String,
    pub arrives: String,
    pub units: Vec<(UnitId, String, bool)>,
    /// "12 units", "9 units (3 destroyed)".
    pub summary: String,
    /// For the other side: what the battalion holds, counted.
    pub hidden: Option<String>,
}

#[derive(Template)]
#[template(path = "campaign/setup.html")]
struct SetupPage {
    layout: Layout,
    id: i64,
    is_gm: bool,
    in_setup: bool,
    /// The CMBN version and modules every battle needs (R13.2).
    game: crate::rules::kit::GameKit,
    game_described: String,
    params: Params,
    tables_json: String,
    start_date: String,
    battalions: Vec<BattalionRow>,
    support: Vec<(UnitId, String, String, String)>,
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
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let members = crate::web::access::members(&state, id).await?;
    let problems = state.app.setup_problems(&a).await?;
    let s = &a.state;
    let map = a.map(state.catalog())?;
    let actor = a.actor();
    let battalions = battalion_rows(s, &actor, map);
    let support = support_rows(s, &actor, map);
    let places = places(map);
    let tables = serde_json::json!({
        "qb_ratio_table": s.params.qb_ratio_table,
        "qb_size_table": s.params.qb_size_table,
        "launch_boxes_by_nation": s.params.launch_boxes_by_nation,
        "axis_entry": s.params.axis_entry,
        "objectives": s.params.objectives,
    });
    let page = SetupPage {
        layout: Layout::new(
            &session,
            Some(&me.user),
            crate::web::http::language::reader().t("nav-setup"),
        )
        .in_campaign(id, &a.row.name)
        .paused(&a.state),
        id,
        is_gm: a.is_gm(),
        in_setup: s.status == Status::Setup,
        game: s.game.clone(),
        game_described: s
            .game
            .described()
            .map(|d| d.said_in(crate::web::http::language::reader()))
            .unwrap_or_default(),
        params: s.params.clone(),
        tables_json: serde_json::to_string_pretty(&tables)
            .map_err(|e| AppError::Internal(e.into()))?,
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
        artillery_types: support_types(&state.catalog().support.artillery),
        air_types: support_types(&state.catalog().support.air),
        zones: map
            .zones()
            .iter()
            .map(|z| (z.id.clone(), z.name.clone()))
            .collect(),
    };
    Ok(html(page.render()?))
}

/// Each battalion with its units; the other side's units only counted.
fn battalion_rows(s: &CampaignState, actor: &Actor, map: &Map) -> Vec<BattalionRow> {
    let lang = crate::web::http::language::reader();
    s.battalions
        .iter()
        .map(|b| {
            // Unit names are their side's own (hidden information).
            let visible = crate::rules::sees_side(actor, b.side);
            let all: Vec<&crate::rules::Unit> = s
                .units
                .iter()
                .filter(|u| u.battalion == Some(b.id))
                .collect();
            let units: Vec<(UnitId, String, bool)> = if visible {
                all.iter()
                    .map(|u| (u.id, u.name.clone(), u.destroyed))
                    .collect()
            } else {
                Vec::new()
            };
            let hidden = (!visible).then(|| {
                crate::rules::zone_view::hidden_said(all.iter().map(|u| u.class)).said_in(lang)
            });
            let locs: std::collections::BTreeSet<String> = s
                .units
                .iter()
                .filter(|u| u.battalion == Some(b.id) && u.active())
                .map(|u| crate::rules::told::place(map, &u.location).said_in(lang))
                .collect();
            let lost = all.iter().filter(|u| u.destroyed).count();
            let count = lang.n1("setup-units", "n", all.len() - lost);
            let summary = match lost {
                0 => count,
                n => lang.n2("setup-units-destroyed", n, "units", count),
            };
            BattalionRow {
                id: b.id,
                name: b.name.clone(),
                nation: b.nation.label().into(),
                side: b.side.as_str().into(),
                commander: b.commander.map(|c| c.get()),
                location: locs.into_iter().collect::<Vec<_>>().join(", "),
                arrives: b
                    .arrives_round
                    .map(|r| lang.t1("setup-arrives-round", "round", r))
                    .unwrap_or_default(),
                units,
                summary,
                hidden,
            }
        })
        .collect()
}

/// Off-map support units; the other side's by side and kind only.
fn support_rows(
    s: &CampaignState,
    actor: &Actor,
    map: &Map,
) -> Vec<(UnitId, String, String, String)> {
    let lang = crate::web::http::language::reader();
    s.units
        .iter()
        .filter(|u| u.battalion.is_none())
        .map(|u| {
            let name = if crate::rules::sees_side(actor, u.side) {
                u.name.clone()
            } else {
                lang.t2(
                    "setup-hidden-support",
                    "side",
                    u.side.as_str(),
                    "class",
                    u.class.as_str(),
                )
            };
            (
                u.id,
                name,
                lang.t1("sheet-side", "side", u.side.as_str()),
                if u.destroyed {
                    lang.t("setup-destroyed")
                } else {
                    lang.t1(
                        "setup-in",
                        "place",
                        crate::rules::told::place(map, &u.location).said_in(lang),
                    )
                },
            )
        })
        .collect()
}

/// Every place a unit may be set up: zones, launch boxes, reinforcements.
fn places(map: &Map) -> Vec<(String, String)> {
    let lang = crate::web::http::language::reader();
    let mut places: Vec<(String, String)> = map
        .zones()
        .iter()
        .map(|z| (z.id.clone(), format!("{} {}", z.id, z.name)))
        .collect();
    places.extend(map.launch_boxes().iter().map(|b| {
        (
            format!("box:{}", b.id),
            lang.t1("setup-launch-box", "name", &b.name),
        )
    }));
    places.push(("reinforcements".into(), lang.t("setup-reinforcement-box")));
    places
}

/// A support catalogue as (side, type name) choices.
fn support_types(types: &[SupportType]) -> Vec<(String, String)> {
    types
        .iter()
        .map(|t| (t.side.as_str().to_string(), t.name.clone()))
        .collect()
}

// ----- scenario files -----

pub async fn export(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    if !a.is_gm() && !a.admin {
        return Err(AppError::Forbidden(
            "Only the game master exports the campaign (it holds both sides' secrets).".into(),
        ));
    }
    let doc = state.app.export(id).await?;
    let body = serde_json::to_string_pretty(&doc).map_err(|e| AppError::Internal(e.into()))?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"campaign-{id}.json\""),
        ))
        .body(body))
}

/// Parses, checks and imports; any problem refuses the whole file.
pub async fn import_text(
    state: &web::Data<AppState>,
    user: &User,
    text: String,
) -> Result<(i64, Vec<(String, String)>), AppError> {
    let doc = scenario::parse(&text, &state.catalog().maps).map_err(|problems| {
        AppError::Invalid(format!(
            "The scenario file was refused, nothing was created: {}",
            problems.join("; ")
        ))
    })?;
    let user = user.clone();
    let base = state.settings.server.public_url.clone();
    state.app.import(doc, &user, base).await
}

#[derive(Deserialize)]
pub struct ImportForm {
    scenario: String,
}

/// Import from the setup page of any campaign the user is GM of (or the list page for admins).
pub async fn import(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    form: web::Form<ImportForm>,
) -> AppResult<HttpResponse> {
    if !a.is_gm() && !a.admin {
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
            crate::web::http::language::reader().t("setup-imported")
        } else {
            crate::web::http::language::reader().t1(
                "setup-imported-links",
                "links",
                links.join(" · "),
            )
        },
    );
    Ok(redirect(&format!("/campaigns/{new_id}/setup")))
}
