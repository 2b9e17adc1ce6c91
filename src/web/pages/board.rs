//! The GM's battle board (#42, `/battles`): every open battle of every
//! campaign the reader runs, one row each, sortable and filtered by
//! campaign or by what waits on the GM; the next action one click away on
//! the battle's sheet. Words only: the rows and their next actions come
//! from `app` and the rules.

use crate::app::read::board::BoardLine;
use crate::error::AppResult;
use crate::rules::battle_board::NextAction;
use crate::rules::say::Lang;
use crate::web::auth::CurrentUser;
use crate::web::http::respond::html;
use crate::web::pages::campaign::words::local_time;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Deserialize, Default)]
pub struct BoardQuery {
    /// next (default), due, held, campaign, stage.
    #[serde(default)]
    sort: String,
    /// One campaign only.
    #[serde(default)]
    campaign: Option<i64>,
    /// Only the battles waiting on the GM.
    #[serde(default)]
    waiting: Option<String>,
}

/// One row as the page shows it.
struct Line {
    campaign_id: i64,
    campaign: String,
    battle: u32,
    place: String,
    sides: String,
    stage: String,
    files: String,
    ball: String,
    due: String,
    last: String,
    /// (what to do, in the reader's language; where on the sheet)
    next: Option<(String, String)>,
    waiting: bool,
    /// What its commanders lack of the campaign's CMBN (R13.2).
    kit: String,
}

#[derive(Template)]
#[template(path = "board.html")]
struct BoardPage {
    layout: Layout,
    lines: Vec<Line>,
    campaigns: Vec<(i64, String)>,
    campaign: Option<i64>,
    sort: String,
    waiting: bool,
    /// Open battles in all, before the filters.
    total: usize,
    /// The campaigns whose event streams keep the board current (the one
    /// chosen, or the first four: a browser holds few connections).
    live: String,
    /// Campaigns beyond those, whose changes show on a reload.
    not_live: usize,
    /// The orders the board may be sorted in: (value, label).
    sorts: [(&'static str, String); 5],
}

impl BoardPage {
    fn chosen(&self, id: &i64) -> bool {
        self.campaign == Some(*id)
    }
}

pub async fn board_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    q: web::Query<BoardQuery>,
) -> AppResult<HttpResponse> {
    let mut all = state.app.battle_board(&me.user).await?;
    let total = all.len();
    let mut campaigns: Vec<(i64, String)> = all
        .iter()
        .map(|l| (l.campaign_id, l.campaign.clone()))
        .collect();
    campaigns.sort();
    campaigns.dedup();
    let waiting = q.waiting.is_some();
    all.retain(|l| q.campaign.is_none_or(|c| c == l.campaign_id));
    all.retain(|l| !waiting || l.row.next != NextAction::None);
    let sort = match q.sort.as_str() {
        "due" | "held" | "campaign" | "stage" => q.sort.clone(),
        _ => "next".to_string(),
    };
    sort_lines(&mut all, &sort);
    let now = chrono::Utc::now();
    let tz = me.user.time_zone.clone();
    let lang = crate::web::http::language::reader();
    let lines = all.iter().map(|l| line(l, &tz, now, lang)).collect();
    let followed: Vec<i64> = match q.campaign {
        Some(c) => vec![c],
        None => campaigns.iter().map(|(c, _)| *c).collect(),
    };
    let live = followed
        .iter()
        .take(LIVE_MAX)
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    let page = BoardPage {
        not_live: followed.len().saturating_sub(LIVE_MAX),
        live,
        layout: Layout::new(&session, Some(&me.user), lang.t("board-title")),
        lines,
        campaigns,
        campaign: q.campaign,
        sort,
        waiting,
        total,
        sorts: [
            ("next", lang.t("board-sort-next")),
            ("due", lang.t("board-sort-due")),
            ("held", lang.t("board-sort-held")),
            ("campaign", lang.t("board-sort-campaign")),
            ("stage", lang.t("board-sort-stage")),
        ],
    };
    Ok(html(page.render()?))
}

/// The campaigns whose streams the board follows at most (live.js).
const LIVE_MAX: usize = 4;

fn sort_lines(all: &mut [BoardLine], sort: &str) {
    let far = chrono::DateTime::<chrono::Utc>::MAX_UTC;
    match sort {
        "due" => all.sort_by_key(|l| (l.row.due.unwrap_or(far), l.campaign_id, l.row.battle)),
        "held" => all.sort_by_key(|l| (l.row.since.unwrap_or(far), l.campaign_id, l.row.battle)),
        "campaign" => all.sort_by_key(|l| (l.campaign.clone(), l.row.battle)),
        "stage" => all.sort_by_key(|l| (l.row.stage, l.campaign_id, l.row.battle)),
        _ => all.sort_by_key(|l| {
            (
                l.row.next,
                l.row.due.unwrap_or(far),
                l.campaign_id,
                l.row.battle,
            )
        }),
    }
}

fn line(l: &BoardLine, tz: &str, now: chrono::DateTime<chrono::Utc>, lang: Lang) -> Line {
    let r = &l.row;
    let mut stage = lang.t1("board-stage-name", "stage", r.stage.as_str());
    if let Some(m) = r.mode {
        let mode = lang.t1("board-mode", "mode", m.as_str());
        stage = format!("{stage}, {mode}");
    }
    if let Some(side) = r.conceded {
        let conceded = lang.t1("board-conceded", "side", side.as_str());
        stage = format!("{stage}; {conceded}");
    }
    let live = r.mode == Some(crate::rules::play::PlayMode::Live);
    let ball = match (&l.holder, r.since, r.session) {
        (Some(who), Some(since), _) => lang.t2(
            "board-held-for",
            "who",
            who,
            "time",
            waited(now - since, lang),
        ),
        (_, _, Some(at)) => lang.t1("board-live-session", "time", local_time(&at, tz)),
        _ if live && r.stage < crate::rules::play::Stage::ResultIn => lang.t("board-no-session"),
        _ => "—".into(),
    };
    let sheet = format!(
        "/campaigns/{}/battles/{}/sheet#{}",
        l.campaign_id,
        r.battle,
        r.next.anchor()
    );
    Line {
        campaign_id: l.campaign_id,
        campaign: l.campaign.clone(),
        battle: r.battle.get(),
        place: l.place.clone(),
        sides: lang.t2(
            "board-against",
            "attacker",
            &l.attacker,
            "defender",
            &l.defender,
        ),
        stage,
        files: if r.mode == Some(crate::rules::play::PlayMode::Pbem) {
            r.sent.to_string()
        } else {
            "—".into()
        },
        ball,
        due: r.due.map_or_else(|| "—".into(), |d| local_time(&d, tz)),
        last: r.last_activity.map_or_else(
            || "—".into(),
            |t| lang.t1("board-ago", "time", waited(now - t, lang)),
        ),
        next: (r.next != NextAction::None).then(|| (next_label(r.next, lang), sheet)),
        waiting: r.next != NextAction::None,
        kit: l.kit.join("; "),
    }
}

/// How long something has waited, in the reader's language (as
/// `rules::words::waited` says it in English).
fn waited(d: chrono::Duration, lang: Lang) -> String {
    match d.num_hours() {
        h if h < 1 => lang.t("board-less-than-an-hour"),
        h if h < 48 => lang.n1("board-hours", "n", h),
        h => lang.n1("board-days", "n", h / 24),
    }
}

/// What waits on the GM, in the reader's language.
fn next_label(next: NextAction, lang: Lang) -> String {
    match next {
        NextAction::EnterResult => lang.t("board-next-enter-result"),
        NextAction::DecideSession => lang.t("board-next-decide-session"),
        NextAction::Conceded => lang.t("board-next-conceded"),
        NextAction::Chase => lang.t("board-next-chase"),
        NextAction::SetUp => lang.t("board-next-set-up"),
        NextAction::None => String::new(),
    }
}
