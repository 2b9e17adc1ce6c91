//! The history page: the campaign's entries as the reader may see them,
//! newest first, filtered by round and kind, a page at a time.

use super::access;
use crate::app::history::HistoryEntry;
use crate::error::AppResult;
use crate::store::campaigns as cstore;
use crate::store::history::HistoryFilter;
use crate::web::auth::CurrentUser;
use crate::web::html;
use crate::web::layout::Layout;
use crate::web::{db, AppState};
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct HistoryQuery {
    round: Option<i32>,
    kind: Option<String>,
    before: Option<i64>,
}

/// Entries per history page.
const HISTORY_PAGE: i64 = 100;

#[derive(Template)]
#[template(path = "campaign/history.html")]
struct HistoryPage {
    layout: Layout,
    id: i64,
    events: Vec<HistoryEntry>,
    kinds: Vec<String>,
    rounds: Vec<i32>,
    round: Option<i32>,
    kind: String,
    snapshots: Vec<String>,
    tz: String,
    /// The link to the next, older page.
    older: Option<String>,
}

pub async fn history(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    q: web::Query<HistoryQuery>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let q = q.into_inner();
    let kind = q.kind.clone().unwrap_or_default();
    let filter = HistoryFilter {
        round: q.round,
        kind: q.kind.clone(),
        before: q.before,
        limit: HISTORY_PAGE,
    };
    let actor = a.actor();
    let who = crate::rules::Audience::of(&actor);
    let (events, (rounds, kinds), snapshots) = db(&state, move |c| {
        Ok((
            crate::app::history::read(c, id, &actor, &filter)?,
            crate::store::history::facets(c, id, who)?,
            cstore::snapshot_labels(c, id)?,
        ))
    })
    .await?;
    let older = (events.len() as i64 == HISTORY_PAGE)
        .then(|| events.last().map(|e| e.id))
        .flatten()
        .map(|n| {
            let mut link = format!("/campaigns/{id}/history?before={n}");
            if let Some(r) = q.round {
                link.push_str(&format!("&round={r}"));
            }
            if !kind.is_empty() {
                link.push_str(&format!("&kind={}", urlencoding::encode(&kind)));
            }
            link
        });
    let page = HistoryPage {
        layout: Layout::new(&session, Some(&me.user), "History").in_campaign(id, &a.row.name),
        id,
        events,
        kinds,
        rounds,
        round: q.round,
        kind,
        snapshots,
        tz: me.user.time_zone.clone(),
        older,
    };
    Ok(html(page.render()?))
}
