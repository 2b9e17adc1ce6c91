//! The battles list and the Quick Battle setup sheet with its forms.

use crate::error::AppResult;
use crate::rules::stage::Stage;
use crate::rules::{BattalionId, BattleId};
use crate::web::access::InCampaign;
use crate::web::access::{members, names};
use crate::web::auth::CurrentUser;
use crate::web::http::respond::html;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;

pub struct BattleRow {
    pub id: BattleId,
    pub round: u32,
    pub zone: String,
    /// The zone's place name ("Isigny / Trévières").
    pub zone_name: String,
    pub attacker: String,
    pub attacker_commander: String,
    pub defender: String,
    pub defender_commander: String,
    pub status: String,
    pub waiting: String,
    pub due: String,
    pub overdue: bool,
    pub battle_type: String,
}

#[derive(Template)]
#[template(path = "campaign/battles.html")]
struct BattlesPage {
    layout: Layout,
    id: i64,
    rows: Vec<BattleRow>,
}

/// The support a battle has, in words, for the form's "assigned now" line.
pub(super) fn assigned_names(
    s: &crate::rules::CampaignState,
    a: &crate::rules::AssignedSupport,
) -> Vec<String> {
    let mut out: Vec<String> = a
        .artillery
        .iter()
        .chain(a.air.iter())
        .filter_map(|id| s.unit(*id))
        .map(|u| u.name.clone())
        .collect();
    if a.ship {
        out.push("Naval support".into());
    }
    out
}

/// The battle's status in words, in the reader's language; its stage once
/// the game is set up or in play (`set_up`, `in_play`).
fn status_label(status: &str) -> String {
    match status {
        "awaiting_defenders" | "ready_for_setup" | "being_played" | "result_entered"
        | "casualties_chosen" | "closed" | "set_up" | "in_play" => {
            crate::web::http::language::reader().t1("battle-list-status", "status", status)
        }
        other => other.replace('_', " "),
    }
}

pub async fn battles_page(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let names = names(&members(&state, id).await?);
    let s = &a.state;
    let map = a.map(state.catalog())?;
    let bname = |b: BattalionId| s.battalion(b).map(|x| x.name.clone()).unwrap_or_default();
    let cname = |b: BattalionId| {
        s.battalion(b)
            .and_then(|x| x.commander)
            .and_then(|c| names.get(c.get()).map(String::from))
            .unwrap_or_default()
    };
    let mut rows: Vec<BattleRow> = s
        .battles
        .iter()
        .map(|b| {
            let due = super::overview::deadline_view(
                b.due.or(s.deadline).filter(|_| !b.closed),
                &me.user.time_zone,
            );
            BattleRow {
                id: b.id,
                round: b.round,
                zone: b.zone.clone(),
                zone_name: map
                    .zone(&b.zone)
                    .map(|z| z.name.clone())
                    .unwrap_or_default(),
                attacker: bname(b.attacker_battalion),
                attacker_commander: cname(b.attacker_battalion),
                defender: bname(b.defender_battalion),
                defender_commander: cname(b.defender_battalion),
                status: match b.stage() {
                    // Once its game is known, its stage says more (R13.1).
                    st @ (Stage::SetUp | Stage::InPlay) => status_label(st.as_str()),
                    _ => status_label(b.status(s.phase)),
                },
                waiting: b
                    .waiting_said(s.phase)
                    .map(|w| w.said_in(crate::web::http::language::reader()))
                    .unwrap_or_default(),
                overdue: due.as_ref().is_some_and(|d| d.overdue),
                due: due.map(|d| d.local).unwrap_or_default(),
                battle_type: crate::rules::battle_view::shown_type(s, b),
            }
        })
        .collect();
    rows.reverse();
    let page = BattlesPage {
        layout: Layout::new(
            &session,
            Some(&me.user),
            crate::web::http::language::reader().t("nav-battles"),
        )
        .in_campaign(id, &a.row.name)
        .paused(&a.state),
        id,
        rows,
    };
    Ok(html(page.render()?))
}

/// A battle's own address leads to its sheet (found in play: a 404), for
/// the campaign's members.
pub async fn to_sheet(
    _member: crate::web::access::InCampaign<CurrentUser>,
    path: web::Path<(i64, crate::rules::BattleId)>,
) -> HttpResponse {
    let (id, bid) = path.into_inner();
    HttpResponse::SeeOther()
        .insert_header(("Location", format!("/campaigns/{id}/battles/{bid}/sheet")))
        .finish()
}
