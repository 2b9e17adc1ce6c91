//! The campaign's story (#27): what the statistics and the replay read
//! (the saved phases, kept under their stamp; the reader's viewpoint), and the
//! statistics page with its charts and tables (and CSV). The replay's
//! pages are in `replay.rs`.

use crate::error::AppResult;
use crate::render::charts;
use crate::rules::say::Lang;
use crate::rules::stats::Stats;
use crate::rules::Audience;
use crate::web::access::InCampaign;
use crate::web::auth::CurrentUser;
use crate::web::http::language::reader;
use crate::web::http::respond::html;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;

/// One chart and its data table; its title, unit and series' names in the
/// reader's language (#44; the SVG itself keeps the chart's English).
pub struct ChartBlock {
    pub id: &'static str,
    pub title: String,
    pub unit: String,
    pub svg: String,
    /// The series' names (the table's columns).
    pub names: Vec<String>,
    /// One row per round: its label and each series' value.
    pub table: Vec<(String, Vec<u32>)>,
}

pub fn chart_blocks(s: &Stats, small: bool) -> Vec<ChartBlock> {
    let lang = reader();
    charts::charts(s)
        .into_iter()
        .map(|mut c| {
            // The chart's words in the reader's language, its picture too.
            let (title, unit) = chart_words(lang, &c);
            for s in &mut c.series {
                s.name = series_name(lang, s);
            }
            (c.title, c.unit) = (title.clone(), unit.clone());
            ChartBlock {
                id: c.id,
                title,
                unit,
                svg: crate::render::chart_svg::svg(&c, small, lang),
                names: c.series.iter().map(|s| s.name.clone()).collect(),
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
            }
        })
        .collect()
}

/// A chart's title and what it counts, in `lang` (the chart's own English
/// words for a chart the catalogue does not name).
fn chart_words(lang: Lang, c: &charts::Chart) -> (String, String) {
    let (title, unit) = match c.id {
        "strength" => ("stats-chart-strength", "stats-chart-strength-unit"),
        "zones" => ("stats-chart-zones", "stats-chart-zones-unit"),
        "battles" => ("stats-chart-battles", "stats-chart-battles-unit"),
        _ => return (c.title.to_string(), c.unit.to_string()),
    };
    (lang.t(title), lang.t(unit))
}

/// A series' name in `lang`, by its class (its own English for another).
fn series_name(lang: Lang, s: &charts::Series) -> String {
    let id = match s.class {
        "allies" => "stats-series-allies",
        "axis" => "stats-series-axis",
        "contested" => "stats-series-contested",
        "won" => "stats-series-won",
        "drawn" => "stats-series-drawn",
        "held" => "stats-series-held",
        _ => return s.name.to_string(),
    };
    lang.t(id)
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
    let stats = state.app.stats(&a).await?;
    let who = Audience::of(&a.actor());
    let (type_rounds, by_type) = battles_by_type(&stats);
    let page = StatsPage {
        type_rounds,
        by_type,
        layout: Layout::new(&session, Some(&me.user), reader().t("stats-title"))
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

pub async fn stats_csv(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
) -> AppResult<HttpResponse> {
    Ok(crate::web::drawn::csv_answer(
        a.id(),
        crate::web::drawn::stats_csv(&state, &a).await?,
    ))
}
