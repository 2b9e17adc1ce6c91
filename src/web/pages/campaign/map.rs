//! The map page (live or at the end of a past phase, R12.1) and the zone pages.

use super::words::status_text as banner;
use crate::app::campaigns as cstore;
use crate::error::{AppError, AppResult};
use crate::render::map_svg;
use crate::rules::ZoneState;
use crate::web::access::Access;
use crate::web::access::InCampaign;
use crate::web::auth::CurrentUser;
use crate::web::http::respond::html;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

pub struct ZoneRow {
    pub id: String,
    pub name: String,
    pub state: String,
    /// The state as the reader's language says it (the badge's words).
    pub state_label: String,
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
    /// The viewer's order data (JSON), on the live map only.
    orders: Option<std::sync::Arc<str>>,
    /// The reader's side's annotations and their forms (R12.5), on the
    /// live map of a player or the GM.
    notes: Option<super::annotations::Panel>,
    /// Whether the viewer may say his orders are done, and has (R5.12).
    ready: Option<bool>,
}

/// Everything below the page frame; the same for every reader (R12: the map
/// shows public information only), so it is kept per campaign version.
#[derive(Template)]
#[template(path = "campaign/map_body.html")]
struct MapBody<'a> {
    /// The reader's language (the body is kept per language too).
    lang: crate::rules::say::Lang,
    id: i64,
    svg: String,
    rows: Vec<ZoneRow>,
    banner: String,
    at: Option<&'a str>,
    snapshots: Vec<String>,
    /// Step through the phases (VCR style): the map before and after this one.
    prev: Option<String>,
    next: Option<String>,
}

#[derive(Deserialize, Default)]
pub struct MapQuery {
    at: Option<String>,
}

pub async fn map_page(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    q: web::Query<MapQuery>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let at = q.at.clone().filter(|s| !s.is_empty());
    let live = at.is_none();
    // The reader's whole page, when they read it lately seeing the same.
    let sight = crate::web::access::sight(&state, &a)?;
    let kept = crate::web::pages::layout::page_key(
        &session,
        &me.user,
        id,
        sight,
        format!("map?at={}", at.as_deref().unwrap_or_default()),
    );
    if let Some(hit) = kept.as_ref().and_then(|k| state.pages.get(k)) {
        return Ok(hit);
    }
    // The body is the same for every reader of one audience (R12 hidden
    // information differs between audiences), so it is kept per audience
    // and what it sees.
    let who = crate::rules::Audience::of(&a.actor());
    let key = format!(
        "map:{}:{}:{}",
        who.key(),
        crate::web::http::language::reader().code(),
        at.as_deref().unwrap_or_default()
    );
    let body = match state.fragments.get(id, sight, &key) {
        Some(body) => body,
        None => {
            let body: std::sync::Arc<str> = map_body(&state, &a, at).await?.into();
            state.renders.drawn("map_body");
            state.fragments.put(id, sight, &key, body.clone());
            body
        }
    };
    let moves = if live {
        Some(crate::web::access::actions_of(&state, &a).await?)
    } else {
        None
    };
    let orders = if let Some(moves) = &moves {
        // Computed once per viewer and version with the actions it comes
        // from: the odds preview per destination was most of the page's cost.
        let map = a.map(state.catalog())?;
        // One block per language: its words are the reader's (#44).
        let cell = moves
            .map_orders
            .get(crate::web::http::language::reader() as usize);
        match cell.and_then(|c| c.get()) {
            Some(kept) => kept.clone(),
            None => {
                let roster = cstore::roster(&moves.members);
                let inputs = crate::rules::Inputs::new(map, &roster, chrono::Utc::now());
                let block: Option<std::sync::Arc<str>> =
                    super::map_orders::order_data(&a, map, &inputs, &moves.actions)
                        .map(|d| super::map_orders::json_block(&d))
                        .transpose()?
                        .map(Into::into);
                // Another request may have kept the same block meanwhile.
                if let Some(c) = cell {
                    let _ = c.set(block.clone());
                }
                block
            }
        }
    } else {
        None
    };
    let notes = match &moves {
        // The members read with the actions: no second trip.
        Some(moves) if a.state.status != crate::rules::Status::Finished => {
            let map = a.map(state.catalog())?;
            let v = crate::rules::view(&a.state, map, &a.actor());
            super::annotations::panel(&v, &a.actor(), &crate::web::access::names(&moves.members))
        }
        _ => None,
    };
    let mut layout = Layout::new(&session, Some(&me.user), "Map")
        .in_campaign(id, &a.row.name)
        .paused(&a.state);
    // The menu's section is known by the English title; the reader reads
    // the page's title in their own language.
    layout.title = layout.lang.t("nav-map");
    let page = MapPage {
        layout,
        body,
        orders,
        notes,
        ready: moves.as_ref().and_then(|m| m.actions.ready),
    };
    let html_text = page.render()?;
    state.renders.drawn("map_page");
    Ok(match kept {
        Some(k) => state.pages.keep(k, html_text),
        None => html(html_text),
    })
}

/// Renders the map page's body: the live map, or the map at the end of the
/// phase `at` (R12).
async fn map_body(
    state: &web::Data<AppState>,
    a: &Access,
    at: Option<String>,
) -> AppResult<String> {
    let id = a.id();
    let lang = crate::web::http::language::reader();
    let (snap, snapshots) = state.app.map_reads(id, at.clone()).await?;
    let s = snap.as_ref().unwrap_or(&a.state);
    let map = a.map(state.catalog())?;
    let banner = match &at {
        Some(l) => super::words::end_of(l),
        None => banner(s),
    };
    let v = crate::rules::view(s, map, &a.actor());
    // The marks' words, said once for every row.
    let [objective, bunker, entry] = [
        lang.t("map-mark-objective"),
        lang.t("map-mark-bunker"),
        lang.t("map-mark-entry"),
    ];
    let svg = map_svg::render(&v, map, &format!("/campaigns/{id}/zones/"), &banner, lang);
    let rows = v
        .zones
        .iter()
        .map(|z| ZoneRow {
            id: z.id.to_string(),
            name: z.name.to_string(),
            state: z.state.map_or("none", ZoneState::as_str).to_string(),
            state_label: lang.t1(
                "map-zone-state",
                "state",
                z.state.map_or("none", ZoneState::as_str),
            ),
            allies: z.units.allies,
            axis: z.units.axis,
            art_allies: z.artillery.allies,
            art_axis: z.artillery.axis,
            marks: [
                (z.objective, objective.as_str()),
                (z.bunker, bunker.as_str()),
                (z.entry.is_some(), entry.as_str()),
            ]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, m)| *m)
            .collect::<Vec<_>>()
            .join(", "),
        })
        .collect();
    let (prev, next) = steps(id, &snapshots, at.as_deref());
    Ok(MapBody {
        lang,
        id,
        svg,
        rows,
        banner,
        at: at.as_deref(),
        snapshots,
        prev,
        next,
    }
    .render()?)
}

/// The links to the map one phase earlier and one later: from the live map
/// back to the last saved phase; from the last saved phase on to the live map.
fn steps(id: i64, snapshots: &[String], at: Option<&str>) -> (Option<String>, Option<String>) {
    let href = |l: &str| format!("/campaigns/{id}/map?at={}", urlencoding::encode(l));
    let live = format!("/campaigns/{id}/map");
    match at.and_then(|a| snapshots.iter().position(|l| l == a)) {
        None => (snapshots.last().map(|l| href(l)), None),
        Some(i) => (
            i.checked_sub(1)
                .and_then(|p| snapshots.get(p))
                .map(|l| href(l)),
            Some(snapshots.get(i + 1).map_or(live, |l| href(l))),
        ),
    }
}

#[derive(Template)]
#[template(path = "campaign/zone.html")]
struct ZonePage {
    layout: Layout,
    id: i64,
    zone: crate::rules::map::Zone,
    state: String,
    /// The state as the reader's language says it (the badge's words).
    state_label: String,
    groups: Vec<(String, Vec<crate::rules::zone_view::Group>, usize, usize)>,
    limit: u32,
    art_limit: u32,
}

pub async fn zone_page(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    path: web::Path<(i64, String)>,
) -> AppResult<HttpResponse> {
    let (id, zone_id) = path.into_inner();
    let kept = crate::web::pages::layout::page_key(
        &session,
        &me.user,
        id,
        crate::web::access::sight(&state, &a)?,
        format!("zone/{zone_id}"),
    );
    if let Some(hit) = kept.as_ref().and_then(|k| state.pages.get(k)) {
        return Ok(hit);
    }
    let map = a.map(state.catalog())?;
    let zone = map
        .zone(&zone_id)
        .ok_or_else(|| {
            AppError::Missing(crate::web::http::language::reader().t1(
                "zone-missing",
                "zone",
                zone_id.chars().take(20).collect::<String>(),
            ))
        })?
        .clone();
    let s = &a.state;
    // The zone as the reader's view holds it: names only where they may
    // read them (rules::zone_view).
    let v = crate::rules::view(s, map, &a.actor());
    let lang = crate::web::http::language::reader();
    let groups = crate::rules::zone_view::zone_sides(&v, &zone.id)
        .unwrap_or_default()
        .into_iter()
        .map(|z| {
            let groups: Vec<_> = z
                .groups
                .into_iter()
                .map(|mut g| {
                    // The side's artillery, which has no battalion.
                    if g.battalion.is_none() {
                        g.name = lang.t("zone-artillery");
                    }
                    g
                })
                .collect();
            (
                lang.t1("map-side", "side", z.side.as_str()),
                groups,
                z.units,
                z.artillery,
            )
        })
        .collect();
    let zone_state = s
        .zone_state(&zone.id)
        .map_or("uncontrolled", ZoneState::as_str);
    let page = ZonePage {
        layout: Layout::new(
            &session,
            Some(&me.user),
            format!("{} {}", zone.id, zone.name),
        )
        .in_campaign(id, &a.row.name)
        .paused(&a.state),
        id,
        state: zone_state.to_string(),
        state_label: lang.t1("map-zone-state", "state", zone_state),
        zone,
        groups,
        limit: s.params.stack_limit,
        art_limit: s.params.artillery_stack,
    };
    let html_text = page.render()?;
    state.renders.drawn("zone_page");
    Ok(match kept {
        Some(k) => state.pages.keep(k, html_text),
        None => html(html_text),
    })
}

// ----- orders -----

#[cfg(test)]
mod tests {
    use super::steps;

    #[test]
    fn the_phase_steps_run_from_the_first_saved_map_to_the_live_one() {
        let s = vec![
            "1.allies.combat_move".to_string(),
            "1.allies.combat_resolution".to_string(),
        ];
        assert_eq!(
            steps(3, &s, None),
            (
                Some("/campaigns/3/map?at=1.allies.combat_resolution".into()),
                None
            )
        );
        assert_eq!(
            steps(3, &s, Some("1.allies.combat_resolution")),
            (
                Some("/campaigns/3/map?at=1.allies.combat_move".into()),
                Some("/campaigns/3/map".into())
            )
        );
        assert_eq!(
            steps(3, &s, Some("1.allies.combat_move")),
            (
                None,
                Some("/campaigns/3/map?at=1.allies.combat_resolution".into())
            )
        );
        assert_eq!(steps(3, &[], None), (None, None));
    }
}
