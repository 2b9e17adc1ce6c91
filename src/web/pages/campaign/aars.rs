//! After-action reports on the battle's sheet: each commander writes one
//! once the result is in (`app::aars`).

use super::access;
use crate::error::AppResult;
use crate::rules::{BattleId, Side};
use crate::store::aars::Aar;
use crate::web::auth::{self, CurrentUser};
use crate::web::{db, redirect, AppState};
use actix_session::Session;
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use std::collections::BTreeMap;

/// A report as the sheet shows it.
pub struct AarLine {
    pub side: String,
    pub author: String,
    pub paragraphs: Vec<String>,
}

/// The reports of battle `bid`.
pub fn lines(rows: &[Aar], bid: BattleId, names: &BTreeMap<i64, String>) -> Vec<AarLine> {
    rows.iter()
        .filter(|r| r.battle_id == i64::from(bid.get()))
        .map(|r| AarLine {
            side: Side::parse(&r.side).map_or_else(|| r.side.clone(), |s| s.label().into()),
            author: names.get(&r.author_id).cloned().unwrap_or_default(),
            paragraphs: r
                .body
                .split("\n\n")
                .map(|p| p.trim().to_string())
                .filter(|p| !p.is_empty())
                .collect(),
        })
        .collect()
}

#[derive(Deserialize)]
pub struct AarForm {
    body: String,
}

pub async fn write(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, BattleId)>,
    form: web::Form<AarForm>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let a = access(&state, id, &me).await?;
    let body = form.into_inner().body;
    let sent = vec![("body".to_string(), body.clone())];
    if let Err(e) = db(&state, move |c| crate::app::aars::write(c, &a, bid, &body)).await {
        let action = format!("/campaigns/{id}/battles/{bid}/aar");
        return super::battles::sheet_again(session, state, me, (id, bid), &action, &sent, e).await;
    }
    auth::flash(&session, "ok", "After-action report saved.");
    Ok(redirect(&format!(
        "/campaigns/{id}/battles/{bid}/sheet#aar"
    )))
}
