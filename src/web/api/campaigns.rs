//! Campaign reads through the JSON API: the campaign, members, checklist,
//! orders, battles, sheets, history, scenario files. Changes are in
//! `commands.rs`.

use super::answers::{
    Battles, Checklist, ErrorBody, ErrorDetail, History, Imported, Invitation, MemberView, Members,
    Orders, SheetAnswer,
};
use super::views::{battle_view, campaign_view, campaign_view_of};
use crate::app::history::HistoryFilter;
use crate::error::AppError;
use crate::rules;
use crate::web::access::InCampaign;
use crate::web::access::{members, names};
use crate::web::auth::ApiUser;
use crate::web::http::errors::ApiResult;
use crate::web::state::AppState;
use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use serde::Deserialize;

type Sub = web::Path<(i64, rules::BattleId)>;

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateCampaign {
    pub name: String,
    /// A map id (default "aa-dday").
    #[serde(default)]
    pub map: Option<String>,
    /// Round 1's date (default 1944-06-06).
    #[serde(default)]
    pub start_date: Option<NaiveDate>,
}

pub async fn create_campaign(
    state: web::Data<AppState>,
    user: ApiUser,
    body: web::Json<CreateCampaign>,
) -> ApiResult<HttpResponse> {
    let map = body.map.clone().unwrap_or_else(|| "aa-dday".into());
    let date = body
        .start_date
        .unwrap_or_else(|| NaiveDate::from_ymd_opt(1944, 6, 6).unwrap_or_default());
    let id = state
        .app
        .create_campaign(&user.0, body.name.clone(), map, date)
        .await?;
    let a = crate::web::access::access(&state, id, &user).await?;
    Ok(HttpResponse::Created().json(campaign_view(&a, a.map(state.catalog())?)))
}

#[derive(Deserialize)]
pub struct AtQuery {
    /// A past phase ("3.allies.combat_move"): the campaign as it was at its end.
    at: Option<String>,
}

pub async fn get_campaign(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    q: web::Query<AtQuery>,
) -> ApiResult<HttpResponse> {
    let id = a.id();
    let map = a.map(state.catalog())?;
    match q.into_inner().at.filter(|l| !l.is_empty()) {
        None => Ok(HttpResponse::Ok().json(campaign_view(&a, map))),
        Some(label) => {
            // R12.1: any past turn's map can be shown again.
            let past = past_state(&state, id, label).await?;
            Ok(HttpResponse::Ok().json(campaign_view_of(&a, &past, map)))
        }
    }
}

/// The state at the end of the phase `label`, or 404.
pub async fn past_state(
    state: &web::Data<AppState>,
    id: i64,
    label: String,
) -> Result<rules::CampaignState, AppError> {
    let parsed: rules::PhaseLabel = label.parse().map_err(AppError::BadRequest)?;
    let key = parsed.to_string();
    state
        .app
        .snapshot_at(id, key)
        .await?
        .ok_or_else(|| AppError::Missing(format!("There is no saved map for {}.", parsed.text())))
}

#[derive(Deserialize)]
pub struct ActionsQuery {
    /// Only these units' moves: "3,4,5".
    units: Option<String>,
}

/// What the member may do now (`rules::actions`).
pub async fn get_actions(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    q: web::Query<ActionsQuery>,
) -> ApiResult<HttpResponse> {
    let id = a.id();
    let only = match q.into_inner().units.filter(|u| !u.is_empty()) {
        Some(list) => Some(
            list.split(',')
                .map(|u| u.parse::<rules::UnitId>())
                .collect::<Result<std::collections::BTreeSet<_>, _>>()
                .map_err(|_| AppError::BadRequest("units must be unit ids, e.g. 3,4,5".into()))?,
        ),
        None => None,
    };
    let members = members(&state, id).await?;
    let acts = a.actions(state.catalog(), &members, only.as_ref())?;
    Ok(HttpResponse::Ok().json(acts))
}

pub async fn list_members(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
) -> ApiResult<HttpResponse> {
    let id = a.id();
    let members = members(&state, id).await?;
    // Emails are for the GM (and site admins) only.
    let emails = a.is_gm() || a.admin;
    let list: Vec<MemberView> = members
        .into_iter()
        .map(|m| MemberView {
            membership_id: m.membership_id,
            user_id: m.user_id,
            display_name: m.display_name,
            email: emails.then_some(m.email),
            role: m.role,
            side: m.side,
        })
        .collect();
    Ok(HttpResponse::Ok().json(Members { members: list }))
}

pub async fn checklist(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
) -> ApiResult<HttpResponse> {
    let problems = state.app.setup_problems(&a).await?;
    Ok(HttpResponse::Ok().json(Checklist {
        ready: problems.is_empty(),
        problems,
    }))
}

/// The reliability record (R1.7): the reader's own; the GM's, everyone's.
pub async fn record(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
) -> ApiResult<HttpResponse> {
    let members = members(&state, a.id()).await?;
    let roster = crate::app::campaigns::roster(&members);
    let me = rules::UserId::new(a.user_id);
    let records = rules::record::named_records(&a.state, &roster, me, a.is_gm());
    Ok(HttpResponse::Ok().json(crate::web::api::answers::Records { records }))
}

pub async fn list_orders(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
) -> ApiResult<HttpResponse> {
    // The reader's view holds the drafts (and, R4.4, the stacking they
    // break) only for the side they are (secrecy by construction).
    let v = rules::view(&a.state, a.map(state.catalog())?, &a.actor());
    Ok(HttpResponse::Ok().json(Orders {
        phase: a.state.phase,
        side: a.state.side,
        drafts: v.drafts,
        stacking_problems: v.stacking_problems,
    }))
}

pub async fn list_battles(
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
) -> ApiResult<HttpResponse> {
    let battles: Vec<_> = a
        .state
        .battles
        .iter()
        .map(|b| battle_view(&a.state, b, &a))
        .collect();
    Ok(HttpResponse::Ok().json(Battles { battles }))
}

pub async fn get_battle(
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    path: Sub,
) -> ApiResult<HttpResponse> {
    let (_id, bid) = path.into_inner();
    let b = a
        .state
        .battle(bid)
        .ok_or_else(|| AppError::Missing(format!("There is no battle {bid} in this campaign.")))?;
    Ok(HttpResponse::Ok().json(battle_view(&a.state, b, &a)))
}

/// The setup sheet as JSON, with the same visibility as the page.
pub async fn get_sheet(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    path: Sub,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let names = names(&members(&state, id).await?);
    // In the language the client asks for (`Accept-Language`, English
    // by default), kept per language.
    let (kept, _) = crate::web::drawn::sheet_for(
        &a,
        &state,
        bid,
        &names,
        crate::web::http::language::reader(),
    )?;
    let (sheet, bbcode) = (kept.0.clone(), kept.1.clone());
    Ok(HttpResponse::Ok().json(SheetAnswer { sheet, bbcode }))
}

#[derive(Deserialize)]
pub struct HistoryQuery {
    round: Option<i32>,
    kind: Option<String>,
    /// Entries numbered below this one (the numbers the reader sees).
    before: Option<i64>,
    /// At most this many entries (default 1000).
    limit: Option<i64>,
}

pub async fn history(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    q: web::Query<HistoryQuery>,
) -> ApiResult<HttpResponse> {
    let id = a.id();
    let q = q.into_inner();
    let filter = HistoryFilter {
        round: q.round,
        kind: q.kind,
        before: q.before,
        limit: q.limit.unwrap_or(1000),
    };
    let lang = crate::web::http::language::reader();
    let events = state.app.history(id, a.actor(), filter, lang).await?;
    Ok(HttpResponse::Ok().json(History { events }))
}

/// The scenario document of a campaign (GM or site admin).
pub async fn export(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
) -> ApiResult<HttpResponse> {
    let id = a.id();
    if !a.is_gm() && !a.admin {
        return Err(AppError::Forbidden(
            "Only the game master exports the campaign (it holds both sides' secrets).".into(),
        )
        .into());
    }
    let doc = state.app.export(id).await?;
    Ok(HttpResponse::Ok().json(doc))
}

/// Creates a campaign from a scenario document (site admin, or the GM of any campaign).
pub async fn import(
    state: web::Data<AppState>,
    user: ApiUser,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let is_gm_somewhere = state.app.is_gm_anywhere(user.0.id).await?;
    if !user.0.is_admin && !is_gm_somewhere {
        return Err(AppError::Forbidden(
            "Only a site admin or a game master imports scenarios.".into(),
        )
        .into());
    }
    let text = String::from_utf8(body.to_vec())
        .map_err(|_| AppError::BadRequest("The scenario file is not UTF-8 text.".into()))?;
    let doc = match crate::app::scenario::parse(&text, &state.catalog().maps) {
        Ok(d) => d,
        Err(problems) => {
            let message = format!(
                "The scenario file was refused; nothing was created ({}).",
                crate::rules::words::count(problems.len(), "problem", "problems")
            );
            return Ok(HttpResponse::UnprocessableEntity().json(ErrorBody {
                error: ErrorDetail {
                    code: "invalid".into(),
                    rule: None,
                    message,
                    problems: Some(
                        problems
                            .into_iter()
                            .map(|message| super::answers::Problem {
                                rule: None,
                                message,
                                id: None,
                                args: None,
                                within: None,
                            })
                            .collect(),
                    ),
                },
            }));
        }
    };
    let u = user.0.clone();
    let base = state.settings.server.public_url.clone();
    let (id, invites) = state.app.import(doc, &u, base).await?;
    let invitations = invites
        .into_iter()
        .map(|(email, invite_link)| Invitation { email, invite_link })
        .collect();
    Ok(HttpResponse::Created().json(Imported { id, invitations }))
}

#[derive(Deserialize)]
pub struct ReportQuery {
    /// `public` for the public version; `side` (the default) for the side's
    /// own where the reader may read it.
    version: Option<String>,
}

/// One side's turn of one round: the side's own version for its members
/// and the GM, the public one for anyone else or on `?version=public`.
pub async fn report(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    path: web::Path<(i64, u32, String)>,
    q: web::Query<ReportQuery>,
) -> ApiResult<HttpResponse> {
    let (id, round, side) = path.into_inner();
    let side = rules::Side::parse(&side)
        .ok_or_else(|| AppError::BadRequest("The side must be allies or axis.".into()))?;
    let want_public = match q.into_inner().version.as_deref() {
        None | Some("side") => false,
        Some("public") => true,
        Some(other) => {
            return Err(AppError::BadRequest(format!(
                "The version is side or public, not {other:?}."
            ))
            .into())
        }
    };
    let v = crate::app::reports::version(&a, side, want_public);
    let (reader, live) = (v.reader.clone(), a.state.clone());
    let t = state
        .app
        .turn_inputs(id, reader, live, (round, side), None)
        .await?
        .ok_or_else(|| {
            AppError::Missing(format!(
                "Round {round}, {} turn has not been played yet.",
                side.label()
            ))
        })?;
    let r = t.report(a.map(state.catalog())?, round, side, v.audience);
    Ok(HttpResponse::Ok().json(super::answers::TurnReport::of(&r, t.at)))
}
