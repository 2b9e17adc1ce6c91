//! What both faces (pages and API) draw for a reader and keep per what the
//! reader sees (#40): a battle's sheet with its BBCode, the statistics as
//! CSV; and the replay's viewpoint as the reader may take it. Neither face
//! imports the other: they share this.

use crate::app::access::Access;
use crate::error::{AppError, AppResult};
use crate::render::sheet::{self, Sheet};
use crate::rules::replay::{NotGiven, Viewpoint};
use crate::rules::{Audience, Battle, BattleId};
use crate::web::state::AppState;
use actix_web::{web, HttpResponse};
use std::sync::Arc;

/// The sheet as this member may see it, with its BBCode, in `lang` (the
/// reader's), and the battle.
pub fn sheet_for(
    a: &Access,
    state: &AppState,
    battle: BattleId,
    names: &crate::rules::Names,
    lang: crate::rules::say::Lang,
) -> AppResult<(Arc<(Sheet, String)>, Battle)> {
    let missing = || AppError::Missing(format!("There is no battle {battle} in this campaign."));
    let b = a.state.battle(battle).ok_or_else(missing)?.clone();
    // Made from the reader's view (the same within an audience) and the
    // members' names: kept for readers who see the same (#40: not the
    // version, which counts the other side's hidden changes), share the
    // names and read the same language (#44).
    let who = Audience::of(&a.actor());
    let key = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        names.hash(&mut h);
        format!(
            "sheet:{battle}:{}:{:x}:{}",
            who.key(),
            h.finish(),
            lang.code()
        )
    };
    let sight = crate::web::access::sight(state, a)?;
    if let Some(kept) = state.sheets.get(a.id(), sight, &key) {
        return Ok((kept, b));
    }
    let map = a.map(state.catalog())?;
    let v = crate::rules::view::view_for(&a.state, map, who);
    let bv = v.battle(battle).ok_or_else(missing)?;
    let sh = sheet::build(&v, map, bv, names, &state.catalog().qb_maps, lang);
    let bbcode = sheet::bbcode(&sh, lang);
    let kept = Arc::new((sh, bbcode));
    state.renders.drawn("sheet");
    state.sheets.put(a.id(), sight, &key, kept.clone());
    Ok((kept, b))
}

/// The reader's statistics as CSV, kept under what they are made of: the
/// saved phases' stamp and the reader's sight (#40: a change of the other
/// side's draws nothing again).
pub async fn stats_csv(state: &web::Data<AppState>, a: &Access) -> AppResult<String> {
    let (saved, stamp) = state.app.saved(a.id()).await?;
    let who = Audience::of(&a.actor());
    let sight = crate::web::access::sight(state, a)?;
    let stamp = xxhash_rust::xxh3::xxh3_64(&[stamp.to_le_bytes(), sight.to_le_bytes()].concat());
    let key = format!("csv:{}", who.key());
    if let Some(kept) = state.fragments.get(a.id(), stamp, &key) {
        return Ok(kept.to_string());
    }
    let map = a.map(state.catalog())?;
    let stats = crate::app::story::stats_for(&saved, &a.state, map, who);
    let csv = crate::render::stats_csv::csv(&stats).map_err(|e| AppError::Internal(e.into()))?;
    state.renders.drawn("csv");
    state
        .fragments
        .put(a.id(), stamp, &key, csv.as_str().into());
    Ok(csv)
}

/// The statistics' CSV as a download.
pub fn csv_answer(id: i64, body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            "content-disposition",
            format!("attachment; filename=\"campaign-{id}-stats.csv\""),
        ))
        .body(body)
}

/// The viewpoint asked for, if the reader may take it: their own while
/// the campaign runs, any once it is over (the GM: any, always).
pub fn viewpoint(a: &Access, asked: Option<&str>) -> Result<Viewpoint, AppError> {
    viewpoint_or(a, asked, Viewpoint::of(Audience::of(&a.actor())))
}

/// `viewpoint`, with `default` when none is asked (`rules::replay::pick`).
pub fn viewpoint_or(
    a: &Access,
    asked: Option<&str>,
    default: Viewpoint,
) -> Result<Viewpoint, AppError> {
    crate::rules::replay::pick(Audience::of(&a.actor()), a.state.status, asked, default).map_err(
        |e| match e {
            NotGiven::Unknown(what) => AppError::BadRequest(format!(
                "The viewpoint is allies, axis, public or complete, not {what:?}."
            )),
            NotGiven::NotYet => AppError::Forbidden(
                "Until the campaign is over you replay it as you saw it; the other viewpoints open at its end.".into(),
            ),
        },
    )
}
