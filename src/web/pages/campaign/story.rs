//! The campaign's story (#27): what the statistics and the replay read
//! (the saved phases, kept under their stamp; the reader's viewpoint), and the
//! statistics page with its charts and tables (and CSV). The replay's
//! pages are in `replay.rs`.

use crate::app::story::{self, Saved};
use crate::error::{AppError, AppResult};
use crate::render::charts;
use crate::rules::replay::{Replay, Viewpoint};
use crate::rules::stats::Stats;
use crate::rules::Audience;
use crate::web::access::{Access, InCampaign};
use crate::web::auth::CurrentUser;
use crate::web::http::respond::html;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;

/// The saved phases, kept under their stamp (`story::saved_stamp`): a
/// change of the other side's, which saves no phase, reads none again.
pub async fn saved_of(state: &web::Data<AppState>, a: &Access) -> AppResult<Saved> {
    Ok(saved_and_stamp(state, a).await?.0)
}

/// `saved_of`, with the stamp it is kept under (for what is drawn from it).
pub async fn saved_and_stamp(state: &web::Data<AppState>, a: &Access) -> AppResult<(Saved, u64)> {
    state.app.saved(a.id()).await
}

/// The reader's statistics.
pub async fn stats_of(state: &web::Data<AppState>, a: &Access) -> AppResult<Stats> {
    let saved = saved_of(state, a).await?;
    let map = a.map(state.catalog())?;
    Ok(story::stats_for(
        &saved,
        &a.state,
        map,
        Audience::of(&a.actor()),
    ))
}

/// The viewpoint asked for, if the reader may take it: their own while
/// the campaign runs, any once it is over (the GM: any, always).
pub fn viewpoint(a: &Access, asked: Option<&str>) -> Result<Viewpoint, AppError> {
    viewpoint_or(a, asked, Viewpoint::of(Audience::of(&a.actor())))
}

/// `viewpoint`, with `default` when none is asked; the public view (less
/// than anyone's own) is always allowed when it is the default.
pub fn viewpoint_or(
    a: &Access,
    asked: Option<&str>,
    default: Viewpoint,
) -> Result<Viewpoint, AppError> {
    let own = Audience::of(&a.actor());
    let Some(asked) = asked.filter(|s| !s.is_empty()) else {
        return Ok(default);
    };
    if default == Viewpoint::Public && asked == Viewpoint::Public.as_str() {
        return Ok(Viewpoint::Public);
    }
    let v = Viewpoint::parse(asked).ok_or_else(|| {
        AppError::BadRequest(format!(
            "The viewpoint is allies, axis, public or complete, not {:?}.",
            asked.chars().take(20).collect::<String>()
        ))
    })?;
    if !crate::rules::replay::viewpoints(own, a.state.status).contains(&v) {
        return Err(AppError::Forbidden(
            "Until the campaign is over you replay it as you saw it; the other viewpoints open at its end.".into(),
        ));
    }
    Ok(v)
}

/// The replay through `v`'s eyes.
pub async fn replay_of(
    state: &web::Data<AppState>,
    a: &Access,
    v: Viewpoint,
) -> AppResult<(Saved, Replay)> {
    let saved = saved_of(state, a).await?;
    let id = a.id();
    let who = v.audience();
    let entries = state.app.replay_entries(id, who).await?;
    let map = a.map(state.catalog())?;
    let r = story::replay_for(&saved, &a.state, map, &entries, v, Audience::of(&a.actor()));
    Ok((saved, r))
}

/// One chart and its data table.
pub struct ChartBlock {
    pub id: &'static str,
    pub title: &'static str,
    pub unit: &'static str,
    pub svg: String,
    /// The series' names (the table's columns).
    pub names: Vec<&'static str>,
    /// One row per round: its label and each series' value.
    pub table: Vec<(String, Vec<u32>)>,
}

pub fn chart_blocks(s: &Stats, small: bool) -> Vec<ChartBlock> {
    charts::charts(s)
        .into_iter()
        .map(|c| ChartBlock {
            id: c.id,
            title: c.title,
            unit: c.unit,
            svg: charts::svg(&c, small),
            names: c.series.iter().map(|s| s.name).collect(),
            table: c
                .x
                .iter()
                .enumerate()
                .map(|(i, x)| {
                    let values = c
                        .series
                        .iter()
                        .map(|s| s.values.get(i).copied().unwrap_or(0))
                        .collect();
                    (x.clone(), values)
                })
                .collect(),
        })
        .collect()
}

#[derive(Template)]
#[template(path = "campaign/stats.html")]
struct StatsPage {
    layout: Layout,
    id: i64,
    charts: Vec<ChartBlock>,
    stats: Stats,
    /// The reader may see a side's support / own battalions.
    sees_allies: bool,
    sees_axis: bool,
    /// Battles by type per round: the rounds, then (type, count per round).
    type_rounds: Vec<u32>,
    by_type: Vec<(String, Vec<u32>)>,
}

/// Battles by type per round (rounds in order, then each type's counts).
fn battles_by_type(s: &Stats) -> (Vec<u32>, Vec<(String, Vec<u32>)>) {
    let mut rounds: Vec<u32> = s.battles.iter().map(|b| b.round).collect();
    rounds.sort_unstable();
    rounds.dedup();
    let mut types: Vec<String> = s.battles.iter().map(|b| b.battle_type.clone()).collect();
    types.sort();
    types.dedup();
    let rows = types
        .into_iter()
        .map(|t| {
            let counts = rounds
                .iter()
                .map(|r| {
                    s.battles
                        .iter()
                        .filter(|b| b.round == *r && b.battle_type == t)
                        .count() as u32
                })
                .collect();
            (t, counts)
        })
        .collect();
    (rounds, rows)
}

pub async fn stats_page(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
) -> AppResult<HttpResponse> {
    let stats = stats_of(&state, &a).await?;
    let who = Audience::of(&a.actor());
    let (type_rounds, by_type) = battles_by_type(&stats);
    let page = StatsPage {
        type_rounds,
        by_type,
        layout: Layout::new(&session, Some(&me.user), "Statistics")
            .in_campaign(a.id(), &a.row.name)
            .in_section("history")
            .paused(&a.state),
        id: a.id(),
        charts: chart_blocks(&stats, false),
        sees_allies: who.sees_side(crate::rules::Side::Allies),
        sees_axis: who.sees_side(crate::rules::Side::Axis),
        stats,
    };
    Ok(html(page.render()?))
}

/// The turns' rows as CSV (README lists the columns).
pub fn csv_of(s: &Stats) -> Result<String, AppError> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(crate::rules::stats::CSV_COLUMNS)
        .map_err(|e| AppError::Internal(e.into()))?;
    for t in &s.turns {
        w.write_record(crate::rules::stats::csv_cells(t))
            .map_err(|e| AppError::Internal(e.into()))?;
    }
    let bytes = w
        .into_inner()
        .map_err(|e| AppError::Internal(anyhow::anyhow!("{e}")))?;
    String::from_utf8(bytes).map_err(|e| AppError::Internal(e.into()))
}

/// The reader's statistics as CSV, kept under what they are made of: the
/// saved phases' stamp and the reader's sight (#40: a change of the other
/// side's draws nothing again).
pub async fn stats_csv_of(state: &web::Data<AppState>, a: &Access) -> AppResult<String> {
    let (saved, stamp) = saved_and_stamp(state, a).await?;
    let who = Audience::of(&a.actor());
    let sight = crate::web::access::sight(state, a)?;
    let stamp = xxhash_rust::xxh3::xxh3_64(&[stamp.to_le_bytes(), sight.to_le_bytes()].concat());
    let key = format!("csv:{}", who.key());
    if let Some(kept) = state.fragments.get(a.id(), stamp, &key) {
        return Ok(kept.to_string());
    }
    let map = a.map(state.catalog())?;
    let stats = story::stats_for(&saved, &a.state, map, who);
    let csv = csv_of(&stats)?;
    state.renders.drawn("csv");
    state
        .fragments
        .put(a.id(), stamp, &key, csv.as_str().into());
    Ok(csv)
}

pub fn csv_answer(id: i64, body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            "content-disposition",
            format!("attachment; filename=\"campaign-{id}-stats.csv\""),
        ))
        .body(body)
}

pub async fn stats_csv(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
) -> AppResult<HttpResponse> {
    Ok(csv_answer(a.id(), stats_csv_of(&state, &a).await?))
}
