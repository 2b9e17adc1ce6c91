//! The history page: the campaign's entries as the reader may see them,
//! newest first, filtered by round and kind, a page at a time.

use crate::app::history::Facets;
use crate::app::history::HistoryEntry;
use crate::app::history::HistoryFilter;
use crate::error::AppResult;
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
pub struct HistoryQuery {
    round: Option<i32>,
    kind: Option<String>,
    before: Option<i64>,
}

/// Entries per history page.
const HISTORY_PAGE: i64 = 50;

#[derive(Template)]
#[template(path = "campaign/history.html")]
struct HistoryPage {
    layout: Layout,
    body: std::sync::Arc<str>,
}

/// The page below its frame: the same for every reader of one audience,
/// time zone and filter at one campaign version, so it is kept per version.
#[derive(Template)]
#[template(path = "campaign/history_body.html")]
struct HistoryBody {
    /// The reader's language (the body is kept per language).
    lang: crate::rules::say::Lang,
    id: i64,
    groups: Vec<Turn>,
    kinds: Vec<String>,
    rounds: Vec<i32>,
    round: Option<i32>,
    kind: String,
    snapshots: Vec<String>,
    /// The link to the next, older page.
    older: Option<String>,
}

pub async fn history(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    q: web::Query<HistoryQuery>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let q = q.into_inner();
    let who = crate::rules::Audience::of(&a.actor());
    // The rendered entries change only with the entries the reader may
    // read: kept per their newest entry's number (never the version, which
    // counts the other side's hidden entries: #40), audience, time zone,
    // names and filter, a page costs the same at round 10 as at round 1.
    let newest = state.app.newest_entry(id, who).await?;
    let stamp = newest.unsigned_abs();
    // The reader's whole page, when they read it lately seeing the same and
    // with the same newest entry (#45: at round 10 a page of 50 entries was
    // framed and copied again for every read, a third dearer than round 1's
    // few).
    let sight = crate::web::access::sight(&state, &a)?;
    let kept = crate::web::pages::layout::page_key(
        &session,
        &me.user,
        id,
        sight,
        format!(
            "history?round={:?}&kind={:?}&before={:?}&n={stamp}",
            q.round, q.kind, q.before
        ),
    );
    if let Some(hit) = kept.as_ref().and_then(|k| state.pages.get(k)) {
        return Ok(hit);
    }
    // The members' names come with the viewer's kept actions (no read).
    let names =
        crate::web::access::names(&crate::web::access::actions_of(&state, &a).await?.members);
    let key = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        let lang = crate::web::http::language::reader();
        (&names, &me.user.time_zone, q.round, &q.kind, q.before, lang).hash(&mut h);
        format!("history:{}:{:x}", who.key(), h.finish())
    };
    let body = match state.fragments.get(id, stamp, &key) {
        Some(body) => body,
        None => {
            let body: std::sync::Arc<str> =
                history_body(&state, &a, &q, &names, &me.user.time_zone, stamp)
                    .await?
                    .into();
            state.renders.drawn("history");
            state.fragments.put(id, stamp, &key, body.clone());
            body
        }
    };
    let page = HistoryPage {
        layout: Layout::new(
            &session,
            Some(&me.user),
            crate::web::http::language::reader().t("nav-history"),
        )
        .in_campaign(id, &a.row.name)
        .paused(&a.state),
        body,
    };
    let html_text = page.render()?;
    state.renders.drawn("history_page");
    Ok(match kept {
        Some(k) => state.pages.keep(k, html_text),
        None => html(html_text),
    })
}

/// Reads and renders one page of entries, newest first.
async fn history_body(
    state: &web::Data<AppState>,
    a: &crate::web::access::Access,
    q: &HistoryQuery,
    names: &crate::rules::Names,
    tz: &str,
    stamp: u64,
) -> AppResult<String> {
    let id = a.id();
    let kind = q.kind.clone().unwrap_or_default();
    let filter = HistoryFilter {
        round: q.round,
        kind: q.kind.clone(),
        before: q.before,
        limit: HISTORY_PAGE,
    };
    let actor = a.actor();
    let who = crate::rules::Audience::of(&actor);
    // The filters, the saved maps and where the setup ends scan the whole
    // history: kept per audience and newest entry for the other filters'
    // pages.
    let key = format!("history-facets:{}", who.key());
    let kept: Option<Facets> = state
        .fragments
        .get(id, stamp, &key)
        .and_then(|j| serde_json::from_str(&j).ok());
    let hit = kept.is_some();
    let lang = crate::web::http::language::reader();
    let (events, facets) = state
        .app
        .history_page(id, actor, filter, kept, lang)
        .await?;
    if let (false, Ok(j)) = (hit, serde_json::to_string(&facets)) {
        state.fragments.put(id, stamp, &key, j.into());
    }
    let Facets {
        rounds,
        kinds,
        snapshots,
        start,
    } = facets;
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
    let body = HistoryBody {
        lang,
        id,
        groups: turns(id, &events, start, names, tz, lang),
        kinds,
        rounds,
        round: q.round,
        kind,
        snapshots,
        older,
    };
    Ok(body.render()?)
}

/// What the history page shows beside its entries, the same for every
/// reader of one audience at one campaign version.
/// The entries of one turn (a round and a side), newest first.
pub struct Turn {
    pub title: String,
    /// The turn's report (none for the setup).
    pub report: Option<String>,
    pub rows: Vec<Row>,
}

pub struct Row {
    /// The kind's code (`battle_ready`), for scripts and tests.
    pub code: String,
    pub when: String,
    pub phase: String,
    pub who: String,
    pub kind: String,
    pub what: String,
}

impl HistoryBody {
    /// A kind's name in the reader's language ("Battle ready"); a kind the
    /// catalogue does not name reads as its code in words.
    fn kind_text(&self, kind: &str) -> String {
        let said = self.lang.t1("history-page-kind-name", "kind", kind);
        if said == kind {
            kind_label(kind)
        } else {
            said
        }
    }

    /// A past map's link, "End of Round 3, Allied Combat move" (as
    /// `words::label_text` says a label in English).
    fn past_map(&self, label: &str) -> String {
        use crate::rules::say::{Arg, Said};
        use crate::rules::{Phase, Side};
        let lang = self.lang;
        let mut it = label.split('.');
        match (
            it.next(),
            it.next().and_then(Side::parse),
            it.next().and_then(Phase::parse),
        ) {
            (Some(r), Some(s), Some(p)) => lang.say(&Said::new(
                "history-page-end-of",
                vec![
                    ("round", Arg::Text(r.to_string())),
                    ("side", Arg::Text(s.as_str().to_string())),
                    (
                        "phase",
                        Arg::Text(lang.t1("overview-phase", "phase", p.as_str())),
                    ),
                ],
            )),
            _ => lang.t1("history-page-end-of-label", "label", label),
        }
    }
}

/// "battle_ready" -> "Battle ready".
pub fn kind_label(kind: &str) -> String {
    let words = kind.replace('_', " ");
    let mut c = words.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Entries grouped by turn, with who did each and labels in words; what
/// came before the start (`start`: the entry that started the campaign) is
/// the setup.
fn turns(
    id: i64,
    events: &[HistoryEntry],
    start: Option<i64>,
    names: &crate::rules::Names,
    tz: &str,
    lang: crate::rules::say::Lang,
) -> Vec<Turn> {
    use crate::rules::say::{Arg, Said};
    use crate::rules::{Phase, Side};
    let mut out: Vec<Turn> = Vec::new();
    for e in events {
        let setup = start.is_none_or(|s| e.id < s);
        let title = if setup {
            lang.t("history-page-setup")
        } else {
            match Side::parse(&e.side) {
                Some(s) => lang.say(&Said::new(
                    "history-page-turn",
                    vec![
                        ("round", Arg::Text(e.round.to_string())),
                        ("side", Arg::Text(s.as_str().to_string())),
                    ],
                )),
                None => lang.t2("history-page-turn-of", "round", e.round, "side", &e.side),
            }
        };
        let report = (!setup).then(|| format!("/campaigns/{id}/reports/{}/{}", e.round, e.side));
        let row = Row {
            code: e.kind.clone(),
            when: super::words::local_time(&e.at, tz),
            phase: Phase::parse(&e.phase).map_or_else(
                || e.phase.clone(),
                |p| lang.t1("overview-phase", "phase", p.as_str()),
            ),
            who: e.actor.map_or_else(|| "Bocage".into(), |a| names.of(a)),
            kind: kind_label(&e.kind),
            what: e.summary.clone(),
        };
        match out.last_mut() {
            Some(t) if t.title == title => t.rows.push(row),
            _ => out.push(Turn {
                title,
                report,
                rows: vec![row],
            }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::kind_label;

    #[test]
    fn kinds_read_as_words() {
        assert_eq!(kind_label("battle_ready"), "Battle ready");
        assert_eq!(kind_label("non_combat_move"), "Non combat move");
        assert_eq!(kind_label(""), "");
    }
}
