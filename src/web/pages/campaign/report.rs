//! The turn report page (`/campaigns/{id}/reports/{round}/{side}`, also as
//! BBCode and plain text) and the map as a PNG (`/campaigns/{id}/map.png`),
//! for forums and Discord. The reader's audience decides the version: a
//! member of the side reads the side's own (support used; drafts never),
//! anyone else, or `?version=public`, the public one.

use crate::error::{AppError, AppResult};
use crate::render::report::Report;
use crate::rules::say::{Arg, Said};
use crate::rules::{Audience, Side};
use crate::web::access::InCampaign;
use crate::web::auth::CurrentUser;
use crate::web::http::respond::html;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct ReportQuery {
    format: Option<String>,
    version: Option<String>,
}

#[derive(Template)]
#[template(path = "campaign/report.html")]
struct ReportPage {
    layout: Layout,
    id: i64,
    r: Report,
    /// The label of the map at the end of the turn, for the PNG.
    at: Option<String>,
    public: bool,
    can_choose: bool,
    deadline: Option<String>,
    /// The map at the end of the turn as the reader (or, for the public
    /// version, anyone) may see it: the SVG the map page draws, zoomable.
    svg: String,
    /// The statistics so far, small, as the same reader may know them
    /// (R12.6).
    charts: Vec<super::story::ChartBlock>,
}

pub async fn report_page(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    path: web::Path<(i64, u32, String)>,
    q: web::Query<ReportQuery>,
) -> AppResult<HttpResponse> {
    let (id, round, side) = path.into_inner();
    let side = Side::parse(&side)
        .ok_or_else(|| AppError::BadRequest("The side must be allies or axis.".into()))?;
    let v = crate::app::reports::version(&a, side, q.version.as_deref() == Some("public"));
    let (public, can_choose, reader) = (v.public, v.can_choose, v.reader.clone());
    let live = a.state.clone();
    // The page in the reader's language; its BBCode and text, which go to a
    // forum, in the campaign's (#44).
    let lang = match q.format.as_deref() {
        Some("bbcode" | "text") => None,
        _ => Some(crate::web::http::language::reader()),
    };
    let t = state
        .app
        .turn_inputs(id, reader, live, (round, side), lang)
        .await?
        .ok_or_else(|| {
            AppError::Missing(format!(
                "Round {round}, {} turn has not been played yet.",
                side.label()
            ))
        })?;
    let map = a.map(state.catalog())?;
    let who = v.audience;
    let r = t.report(map, round, side, who);
    let at = t.at;
    match q.format.as_deref() {
        Some("bbcode") => return Ok(text(r.bbcode())),
        Some("text") => return Ok(text(r.text())),
        _ => {}
    }
    let deadline = r
        .deadline
        .map(|d| super::words::local_time(&d, &me.user.time_zone));
    let snap = match at.clone() {
        Some(l) => Some(state.app.snapshot(id, l).await?),
        None => None,
    };
    let end = snap.as_ref().unwrap_or(&a.state);
    let banner = match &at {
        Some(l) => super::words::end_of(l),
        None => super::words::status_text(end),
    };
    let svg = crate::render::map_svg::render(
        &crate::rules::view::view_for(end, map, who),
        map,
        &format!("/campaigns/{id}/zones/"),
        &banner,
        crate::web::http::language::reader(),
    );
    let (saved, _) = state.app.saved(a.id()).await?;
    let stats = crate::app::story::stats_until(&saved, &a.state, map, who, round, side);
    let charts = super::story::chart_blocks(&stats, true);
    // The page's title in the reader's language (#44); `r.title()` is the
    // English one the BBCode and text forms keep.
    let title = crate::web::http::language::reader().say(&Said::new(
        "report-title",
        vec![
            ("campaign", Arg::from(r.campaign.as_str())),
            ("round", Arg::from(r.round.to_string())),
            ("side", Arg::from(r.side.as_str())),
        ],
    ));
    let page = ReportPage {
        layout: Layout::new(&session, Some(&me.user), title)
            .in_campaign(id, &a.row.name)
            .in_section("history")
            .paused(&a.state),
        id,
        r,
        at,
        public,
        can_choose,
        deadline,
        svg,
        charts,
    };
    Ok(html(page.render()?))
}

fn text(body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body(body)
}

#[derive(Deserialize)]
pub struct PngQuery {
    at: Option<String>,
    /// "public": the map as anyone may see it, whatever the reader's side
    /// (for the public version of a turn report, to post on a forum).
    version: Option<String>,
}

/// The map as a PNG (live, or at the end of the phase `at`), as the reader
/// may see it, rendered on the server from the same SVG with resvg.
pub async fn map_png(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    q: web::Query<PngQuery>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let at = q.at.clone().filter(|s| !s.is_empty());
    let who = if q.version.as_deref() == Some("public") {
        Audience::Public
    } else {
        Audience::of(&a.actor())
    };
    // Kept per audience, phase and what that audience sees (#40: never the
    // version, so the other side's hidden drafts cost its readers no
    // drawing): a picture costs about 100 ms of CPU, and an observer's
    // flood must not make the others wait.
    let sight = crate::web::access::sight_as(&state, &a, who)?;
    // Its banner is in the reader's language (#44).
    let key = format!(
        "png:{}:{}:{}",
        who.key(),
        at.as_deref().unwrap_or_default(),
        crate::web::http::language::reader().code()
    );
    if let Some(png) = state.pngs.get(id, sight, &key) {
        return Ok(png_answer(png));
    }
    let snap = match at.clone() {
        Some(l) => Some(state.app.snapshot(id, l).await?),
        None => None,
    };
    // At most a few pictures are drawn at once; the others wait their turn.
    let _slot = state
        .png_gate
        .acquire()
        .await
        .map_err(|_| AppError::Internal(anyhow::anyhow!("the picture gate is closed")))?;
    if let Some(png) = state.pngs.get(id, sight, &key) {
        return Ok(png_answer(png));
    }
    let s = snap.as_ref().unwrap_or(&a.state);
    let map = a.map(state.catalog())?;
    let banner = match &at {
        Some(l) => super::words::end_of(l),
        None => super::words::status_text(s),
    };
    let v = crate::rules::view::view_for(s, map, who);
    let svg =
        crate::render::map_svg::render(&v, map, "", &banner, crate::web::http::language::reader());
    // A change the audience sees that leaves its picture as it was (a
    // deadline, a roster, for the GM any change at all not drawn) costs no
    // drawing (#45): the picture is kept under its SVG's digest too.
    let drawn = format!("{key}:svg");
    let svg_stamp = xxhash_rust::xxh3::xxh3_64(svg.as_bytes());
    let png = match state.pngs.get(id, svg_stamp, &drawn) {
        Some(png) => png,
        None => {
            let png: std::sync::Arc<[u8]> = web::block(move || crate::render::map_png::png(&svg))
                .await
                .map_err(AppError::from)??
                .into();
            state.renders.drawn("png");
            state.pngs.put(id, svg_stamp, &drawn, png.clone());
            png
        }
    };
    state.pngs.put(id, sight, &key, png.clone());
    Ok(png_answer(png))
}

fn png_answer(png: std::sync::Arc<[u8]>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("image/png")
        .body(png.to_vec())
}
