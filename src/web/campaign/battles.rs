//! The battles list and the Quick Battle setup sheet with its forms.

use super::{access, html, Access};
use crate::error::{AppError, AppResult};
use crate::rules::defender_requirement;
use crate::rules::{
    BattalionId, Battle, BattleId, Conditions, Outcome, Phase, Side, Status, UnitClass,
};
use crate::sheet::{self, Sheet};
use crate::store::campaigns as cstore;
use crate::web::auth::CurrentUser;
use crate::web::layout::Layout;
use crate::web::{db, AppState};
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;
use std::collections::BTreeMap;

use super::map::{unit_line, UnitLine};

pub struct BattleRow {
    pub id: BattleId,
    pub round: u32,
    pub zone: String,
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

async fn member_names(state: &web::Data<AppState>, id: i64) -> AppResult<BTreeMap<i64, String>> {
    let members = db(state, move |c| Ok(cstore::members(c, id)?)).await?;
    Ok(members
        .into_iter()
        .map(|m| (m.user_id, m.display_name))
        .collect())
}

fn waiting_on(b: &Battle, phase: Phase) -> &'static str {
    match b.status(phase) {
        "awaiting_defenders" => "defending battalion commander",
        "ready_for_setup" | "being_played" => "game master (set up, play, enter the result)",
        "result_entered" => "battalion commanders (casualties)",
        _ => "",
    }
}

pub async fn battles_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let names = member_names(&state, id).await?;
    let s = &a.state;
    let bname = |b: BattalionId| s.battalion(b).map(|x| x.name.clone()).unwrap_or_default();
    let cname = |b: BattalionId| {
        s.battalion(b)
            .and_then(|x| x.commander)
            .and_then(|c| names.get(&c.get()).cloned())
            .unwrap_or_default()
    };
    let mut rows: Vec<BattleRow> = s
        .battles
        .iter()
        .map(|b| {
            let due = super::pages::deadline_view(
                b.due.or(s.deadline).filter(|_| !b.closed),
                &me.user.time_zone,
            );
            BattleRow {
                id: b.id,
                round: b.round,
                zone: b.zone.clone(),
                attacker: bname(b.attacker_battalion),
                attacker_commander: cname(b.attacker_battalion),
                defender: bname(b.defender_battalion),
                defender_commander: cname(b.defender_battalion),
                status: b.status(s.phase).replace('_', " "),
                waiting: waiting_on(b, s.phase).into(),
                overdue: due.as_ref().is_some_and(|d| d.overdue),
                due: due.map(|d| d.local).unwrap_or_default(),
                battle_type: crate::rules::battle_odds(s, b).0.battle_type,
            }
        })
        .collect();
    rows.reverse();
    let page = BattlesPage {
        layout: Layout::new(&session, Some(&me.user), "Battles").in_campaign(id, &a.row.name),
        id,
        rows,
    };
    Ok(html(page.render()?))
}

/// The sheet as this member may see it.
pub fn sheet_for(
    a: &Access,
    state: &AppState,
    battle: BattleId,
    names: &BTreeMap<i64, String>,
) -> AppResult<(Sheet, Battle)> {
    let b = a
        .state
        .battle(battle)
        .ok_or_else(|| AppError::Missing(format!("There is no battle {battle} in this campaign.")))?
        .clone();
    let vis = sheet::Visibility {
        attacker: super::super::api::views::sees_names(a, b.side),
        defender: super::super::api::views::sees_names(a, b.side.enemy()),
    };
    Ok((
        sheet::build(
            &a.state,
            a.map(&state.catalog)?,
            &b,
            names,
            &state.catalog.qb_maps,
            vis,
        ),
        b,
    ))
}

#[derive(Template)]
#[template(path = "campaign/sheet.html")]
struct SheetPage {
    layout: Layout,
    id: i64,
    sh: Sheet,
    sides: Vec<sheet::SheetSide>,
    bbcode: String,
    status: String,
    is_gm: bool,
    can_defend: bool,
    defend_choices: Vec<UnitLine>,
    required: u32,
    max_companies: u32,
    can_support: bool,
    artillery: Vec<UnitLine>,
    air: Vec<UnitLine>,
    ship_possible: bool,
    outcomes: Vec<(&'static str, &'static str)>,
    casualty_forms: Vec<(String, String, u32, Vec<UnitLine>)>,
    result: Option<crate::rules::BattleResult>,
    conditions: Conditions,
    can_enter_result: bool,
}

#[derive(Deserialize)]
pub struct SheetQuery {
    format: Option<String>,
}

pub async fn sheet_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, BattleId)>,
    q: web::Query<SheetQuery>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let names = member_names(&state, id).await?;
    let (sh, b) = sheet_for(&a, &state, bid, &names)?;
    let bbcode = sheet::bbcode(&sh);
    if q.format.as_deref() == Some("bbcode") {
        return Ok(HttpResponse::Ok()
            .content_type("text/plain; charset=utf-8")
            .body(bbcode));
    }
    let s = &a.state;
    let actor = a.actor();
    let open = !b.closed && b.round == s.round && b.side == s.side && s.status == Status::Active;
    let can_defend = open
        && b.defender_units.is_none()
        && (actor.commands(s, b.defender_battalion) || actor.is_hc(b.side.enemy()) || a.is_gm());
    let defend_choices = if can_defend {
        s.battalion_units_in(b.defender_battalion, &b.zone)
            .iter()
            .filter(|u| u.is_combat())
            .map(|u| unit_line(u, true))
            .collect()
    } else {
        Vec::new()
    };
    let (required, max_companies) = defender_requirement(s, &b);
    let can_support = open
        && b.result.is_none()
        && (actor.is_hc(b.side) || a.is_gm())
        && matches!(s.phase, Phase::CombatMove | Phase::CombatResolution);
    let artillery = if can_support {
        s.units
            .iter()
            .filter(|u| u.side == b.side && u.class == UnitClass::Artillery && u.active())
            .filter(|u| {
                u.location.zone().is_some_and(|z| {
                    z == b.zone || a.map(&state.catalog).is_ok_and(|m| m.adjacent(z, &b.zone))
                })
            })
            .map(|u| unit_line(u, true))
            .collect()
    } else {
        Vec::new()
    };
    let air = if can_support {
        s.units
            .iter()
            .filter(|u| u.side == b.side && u.class == UnitClass::Air && u.active())
            .map(|u| unit_line(u, true))
            .collect()
    } else {
        Vec::new()
    };
    let mut casualty_forms = Vec::new();
    if let (true, Some(r), Phase::CombatResults) = (open, &b.result, s.phase) {
        for (attacker, battalion, side, chosen, units, count) in [
            (
                true,
                b.attacker_battalion,
                b.side,
                &b.attacker_casualties,
                b.attacker_units.clone(),
                r.attacker_losses,
            ),
            (
                false,
                b.defender_battalion,
                b.side.enemy(),
                &b.defender_casualties,
                b.defender_units.clone().unwrap_or_default(),
                r.defender_losses,
            ),
        ] {
            if chosen.is_none() && (actor.commands(s, battalion) || actor.is_hc(side) || a.is_gm())
            {
                let lines = units
                    .iter()
                    .filter_map(|id| s.unit(*id))
                    .map(|u| unit_line(u, true))
                    .collect();
                casualty_forms.push((
                    side.as_str().to_string(),
                    if attacker {
                        "Attacker".to_string()
                    } else {
                        "Defender".to_string()
                    },
                    count,
                    lines,
                ));
            }
        }
    }
    let page = SheetPage {
        layout: Layout::new(
            &session,
            Some(&me.user),
            format!("Battle {bid} setup sheet"),
        )
        .in_campaign(id, &a.row.name),
        id,
        bbcode,
        status: b.status(s.phase).replace('_', " "),
        is_gm: a.is_gm(),
        can_defend,
        defend_choices,
        required,
        max_companies,
        can_support,
        artillery,
        air,
        ship_possible: b.side == Side::Allies && b.from_launch_box.is_some(),
        outcomes: Outcome::ALL
            .iter()
            .map(|o| (o.as_str(), o.label()))
            .collect(),
        casualty_forms,
        result: b.result.clone(),
        conditions: b.conditions.clone(),
        can_enter_result: open
            && a.is_gm()
            && s.phase == Phase::CombatResolution
            && b.defender_units.is_some()
            && b.attacker_casualties.is_none(),
        sides: vec![sh.attacker.clone(), sh.defender.clone()],
        sh,
    };
    Ok(html(page.render()?))
}
