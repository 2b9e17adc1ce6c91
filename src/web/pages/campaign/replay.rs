//! The replay's pages (#27): every phase in order, drawn from the reader's
//! viewpoint, stepped or played; its frames as SVG for the page's player,
//! and the animated export for forum posts.

use crate::app::story::Saved;
use crate::error::{AppError, AppResult};
use crate::rules::replay::{Replay, Viewpoint};
use crate::rules::say::{Arg, Said};
use crate::web::access::{Access, InCampaign};
use crate::web::auth::CurrentUser;
use crate::web::drawn::{viewpoint, viewpoint_or};
use crate::web::http::language::reader;
use crate::web::http::respond::html;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Deserialize, Default)]
pub struct ReplayQuery {
    viewpoint: Option<String>,
    /// The frame shown (1 = the first saved phase).
    frame: Option<String>,
    /// The animated export of one round only.
    round: Option<String>,
}

/// One frame as the page lists it.
pub struct FrameLine {
    pub n: usize,
    pub title: String,
    pub round: u32,
    /// "3 moves, 1 battle, 2 zones changed hands"
    pub what: String,
    /// Battles begun in it: (id, zone).
    pub battles: Vec<(crate::rules::BattleId, String)>,
}

#[derive(Template)]
#[template(path = "campaign/replay.html")]
struct ReplayPage {
    layout: Layout,
    id: i64,
    viewpoint: Viewpoint,
    viewpoints: Vec<Viewpoint>,
    frames: Vec<FrameLine>,
    /// 1-based.
    current: usize,
    svg: String,
    rounds: Vec<u32>,
}

/// What happened in frame `f`, in the reader's language (#44).
fn frame_words(f: &crate::rules::replay::ReplayFrame) -> String {
    let lang = reader();
    let mut parts = Vec::new();
    if !f.arrows.is_empty() {
        parts.push(lang.n1("replay-moves", "n", f.arrows.len()));
    }
    let fought = f.battles.iter().filter(|b| b.new).count();
    if fought > 0 {
        parts.push(lang.n1("replay-battles-begun", "n", fought));
    }
    let decided = f.battles.iter().filter(|b| b.decided).count();
    if decided > 0 {
        parts.push(lang.n1("replay-battles-decided", "n", decided));
    }
    if !f.captured.is_empty() {
        parts.push(lang.n1("replay-zones-changed", "n", f.captured.len()));
    }
    if parts.is_empty() {
        lang.t("replay-no-moves")
    } else {
        parts.join(", ")
    }
}

/// Frame `f`'s title ("Round 1, Allied Combat move") in the reader's
/// language (#44); `f.title` is the English one the pictures keep.
fn frame_title(f: &crate::rules::replay::ReplayFrame) -> String {
    reader().say(&Said::new(
        "replay-frame-title",
        vec![
            ("round", Arg::from(f.round.to_string())),
            ("side", Arg::from(f.side.as_str())),
            ("phase", Arg::from(f.phase.as_str())),
        ],
    ))
}

/// The SVG of replay frame `f` seen through `vp`, its words in `lang` and
/// `title` its caption (#44: the reader's on the page, the campaign's in
/// the GIF).
fn frame_svg(
    a: &Access,
    state: &AppState,
    saved: &Saved,
    vp: Viewpoint,
    f: &crate::rules::replay::ReplayFrame,
    title: &str,
    lang: crate::rules::say::Lang,
) -> AppResult<String> {
    let map = a.map(state.catalog())?;
    let s = match &f.at {
        Some(l) => saved
            .iter()
            .rev()
            .find(|(label, _)| label == l)
            .map(|(_, s)| s)
            .ok_or(AppError::NotFound)?,
        None => &a.state,
    };
    let v = crate::rules::view::view_for(s, map, vp.audience());
    let view = lang.t1(
        "replay-view",
        "name",
        lang.t1("replay-viewpoint-name", "viewpoint", vp.as_str()),
    );
    let banner = format!("{title} · {view}");
    Ok(crate::render::map_svg::render_frame(
        &v,
        map,
        &format!("/campaigns/{}/zones/", a.id()),
        &banner,
        Some(f),
        lang,
    ))
}

fn frame_index(r: &Replay, asked: Option<&str>) -> Result<usize, AppError> {
    match asked.filter(|s| !s.is_empty()) {
        None => Ok(0),
        Some(n) => match n.parse::<usize>() {
            Ok(n) if n >= 1 && n <= r.frames.len() => Ok(n - 1),
            _ => Err(AppError::Missing(format!(
                "The replay has frames 1 to {}.",
                r.frames.len()
            ))),
        },
    }
}

pub async fn replay_page(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    q: web::Query<ReplayQuery>,
) -> AppResult<HttpResponse> {
    let v = viewpoint(&a, q.viewpoint.as_deref())?;
    let (saved, r) = state.app.replay(&a, v).await?;
    let current = if r.frames.is_empty() {
        0
    } else {
        frame_index(&r, q.frame.as_deref())?
    };
    let svg = if r.frames.is_empty() {
        String::new()
    } else {
        let f = r.frames.get(current).ok_or(AppError::NotFound)?;
        frame_svg(
            &a,
            &state,
            &saved,
            r.viewpoint,
            f,
            &frame_title(f),
            reader(),
        )?
    };
    let mut rounds: Vec<u32> = r.frames.iter().map(|f| f.round).collect();
    rounds.dedup();
    let page = ReplayPage {
        layout: Layout::new(&session, Some(&me.user), reader().t("replay-title"))
            .in_campaign(a.id(), &a.row.name)
            .in_section("history")
            .paused(&a.state),
        id: a.id(),
        viewpoint: r.viewpoint,
        frames: r
            .frames
            .iter()
            .enumerate()
            .map(|(i, f)| FrameLine {
                n: i + 1,
                title: frame_title(f),
                round: f.round,
                what: frame_words(f),
                battles: f
                    .battles
                    .iter()
                    .filter(|b| b.new)
                    .map(|b| (b.id, b.zone.clone()))
                    .collect(),
            })
            .collect(),
        viewpoints: r.viewpoints.clone(),
        current: current + 1,
        svg,
        rounds,
    };
    Ok(html(page.render()?))
}

/// Frame `n` of the replay as SVG (the page's player swaps it in).
pub async fn replay_frame(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    path: web::Path<(i64, String)>,
    q: web::Query<ReplayQuery>,
) -> AppResult<HttpResponse> {
    let v = viewpoint(&a, q.viewpoint.as_deref())?;
    let (_, n) = path.into_inner();
    let (saved, r) = state.app.replay(&a, v).await?;
    let n = frame_index(&r, Some(&n))?;
    let f = r.frames.get(n).ok_or(AppError::NotFound)?;
    let svg = frame_svg(&a, &state, &saved, v, f, &frame_title(f), reader())?;
    Ok(HttpResponse::Ok().content_type("image/svg+xml").body(svg))
}

/// The animated export (`replay.gif`): the whole campaign one frame per
/// turn, or one round one frame per phase. For the forum, it is the public
/// view unless another viewpoint is asked for (and allowed): a side's own
/// picture carries its annotations.
pub async fn replay_gif(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    q: web::Query<ReplayQuery>,
) -> AppResult<HttpResponse> {
    let v = viewpoint_or(&a, q.viewpoint.as_deref(), Viewpoint::Public)?;
    let round = match q.round.as_deref().filter(|s| !s.is_empty()) {
        None => None,
        Some(r) => Some(
            r.parse::<u32>()
                .map_err(|_| AppError::BadRequest("The round is a number, e.g. round=3.".into()))?,
        ),
    };
    // Its captions are in the campaign's language (#44).
    let lang = state.app.campaign_language(a.id()).await?;
    let key = format!(
        "gif:{}:{}:{}",
        v.as_str(),
        round.map(|r| r.to_string()).unwrap_or_default(),
        lang.code()
    );
    let name = format!(
        "campaign-{}{}-{}.gif",
        a.id(),
        round.map(|r| format!("-round-{r}")).unwrap_or_default(),
        v.as_str()
    );
    // Kept under what the viewpoint sees (its sight, the saved phases'
    // stamp and its newest history entry), never the version: the other
    // side's hidden drafts cost no drawing (#40).
    let stamp = gif_stamp(&state, &a, v).await?;
    if let Some(gif) = state.pngs.get(a.id(), stamp, &key) {
        return Ok(gif_answer(gif, &name));
    }
    let (saved, r) = state.app.replay(&a, v).await?;
    use crate::render::animation::NoPicture;
    let picked = crate::render::animation::pick(&r, round, lang).map_err(|e| match e {
        NoPicture::Nothing(m) => AppError::Missing(m),
        NoPicture::TooLarge(m) => AppError::TooLarge(m),
    })?;
    let _slot = state
        .png_gate
        .acquire()
        .await
        .map_err(|_| AppError::Internal(anyhow::anyhow!("the picture gate is closed")))?;
    if let Some(gif) = state.pngs.get(a.id(), stamp, &key) {
        return Ok(gif_answer(gif, &name));
    }
    let mut svgs = Vec::with_capacity(picked.len());
    for f in &picked {
        // `pick` said each caption in the campaign's language already.
        svgs.push(frame_svg(&a, &state, &saved, v, f, &f.title, lang)?);
    }
    let frames = state.gif_frames.clone();
    let (gif, drawn) = web::block(move || crate::render::animation::gif(&svgs, &frames))
        .await
        .map_err(AppError::from)??;
    let gif: std::sync::Arc<[u8]> = gif.into();
    state.renders.drawn("gif");
    for _ in 0..drawn {
        state.renders.drawn("gif_frame");
    }
    state.pngs.put(a.id(), stamp, &key, gif.clone());
    Ok(gif_answer(gif, &name))
}

/// What the replay through `v` is drawn from, as one stamp.
async fn gif_stamp(state: &web::Data<AppState>, a: &Access, v: Viewpoint) -> AppResult<u64> {
    let who = v.audience();
    let sight = crate::web::access::sight_as(state, a, who)?;
    let id = a.id();
    let (saved, newest) = state.app.story_stamps(id, who).await?;
    let bytes = [
        sight.to_le_bytes(),
        saved.to_le_bytes(),
        newest.to_le_bytes(),
    ]
    .concat();
    Ok(xxhash_rust::xxh3::xxh3_64(&bytes))
}

fn gif_answer(gif: std::sync::Arc<[u8]>, name: &str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("image/gif")
        .insert_header((
            "content-disposition",
            format!("attachment; filename=\"{name}\""),
        ))
        .body(gif.to_vec())
}
