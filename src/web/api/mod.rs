//! The JSON API under `/api/v1`: token or session auth, the same commands as
//! the pages, errors as `{"error": {"code", "rule"?, "message"}}`.

pub mod answers;
pub mod campaigns;
pub mod commands;
pub mod docs;
pub mod files;
pub mod live;
pub mod messages;
pub mod notes;
pub mod openapi;
pub mod schemas;
pub mod story;
pub mod views;
pub mod webhooks;

use crate::web::auth::ApiUser;
use crate::web::http::errors::ApiResult;
use crate::web::state::AppState;
use actix_web::{web, FromRequest, Handler, HttpResponse, Responder, Route};
use campaigns as c;

/// One route: its method, its path under `/api/v1`, its handler.
pub type Entry = (&'static str, &'static str, Route);

/// The API's routes as data: the router, the documentation test and the
/// authorization matrix test all read this one table. Every change is a
/// command: the REST path of each registry entry and `POST .../commands`.
pub fn table() -> Vec<Entry> {
    let mut t = account_routes();
    t.extend(campaign_routes());
    t.extend(battle_routes());
    t.extend(people_routes());
    for spec in crate::rules::command::COMMANDS {
        t.push(at(spec.api.method, spec.api.path, commands::alias_handler));
    }
    t
}

/// The documents, the account, the campaign list, creating and importing.
fn account_routes() -> Vec<Entry> {
    vec![
        at("GET", "/docs", docs::docs_page),
        at("GET", "/openapi.json", openapi::serve),
        at("GET", "/me", me),
        at("GET", "/campaigns", list_campaigns),
        at("POST", "/campaigns", c::create_campaign),
        at("POST", "/campaigns/import", c::import),
    ]
}

/// A campaign's own reads: state, actions, events, orders, history, the story; and `POST .../commands`.
fn campaign_routes() -> Vec<Entry> {
    vec![
        at("GET", "/campaigns/{id}/export", c::export),
        at("GET", "/campaigns/{id}", c::get_campaign),
        at("GET", "/campaigns/{id}/actions", c::get_actions),
        at("GET", "/campaigns/{id}/events", live::events),
        at("GET", "/campaigns/{id}/checklist", c::checklist),
        at("GET", "/campaigns/{id}/stats", story::stats),
        at("GET", "/campaigns/{id}/replay", story::replay),
        at("GET", "/campaigns/{id}/orders", c::list_orders),
        at("GET", "/campaigns/{id}/history", c::history),
        at("POST", "/campaigns/{id}/commands", commands::command),
    ]
}

/// Battles: their sheets, files, after-action reports, the turn reports.
fn battle_routes() -> Vec<Entry> {
    vec![
        at("GET", "/campaigns/{id}/battles/{bid}/files", files::list),
        at("POST", "/campaigns/{id}/battles/{bid}/files", files::upload),
        at("GET", "/campaigns/{id}/files/{fid}", files::download),
        at("DELETE", "/campaigns/{id}/files/{fid}", files::remove),
        at(
            "GET",
            "/campaigns/{id}/battles/{bid}/aars",
            files::list_aars,
        ),
        at("PUT", "/campaigns/{id}/battles/{bid}/aar", files::write_aar),
        at("GET", "/campaigns/{id}/battles/{bid}/turns", files::turns),
        at("GET", "/campaigns/{id}/battles", c::list_battles),
        at("GET", "/campaigns/{id}/battles/{bid}", c::get_battle),
        at("GET", "/campaigns/{id}/battles/{bid}/sheet", c::get_sheet),
        at("GET", "/campaigns/{id}/reports/{round}/{side}", c::report),
    ]
}

/// The members and what they write: messages, notes, the record, webhooks.
fn people_routes() -> Vec<Entry> {
    vec![
        at("GET", "/campaigns/{id}/messages", messages::list),
        at("POST", "/campaigns/{id}/messages", messages::post),
        at("POST", "/campaigns/{id}/messages/read", messages::mark_read),
        at("GET", "/campaigns/{id}/webhooks", webhooks::list),
        at("POST", "/campaigns/{id}/webhooks", webhooks::add),
        at("DELETE", "/campaigns/{id}/webhooks/{wid}", webhooks::remove),
        at("PUT", "/campaigns/{id}/language", webhooks::set_language),
        at("GET", "/campaigns/{id}/members", c::list_members),
        at("GET", "/campaigns/{id}/record", c::record),
        at("GET", "/campaigns/{id}/notepad", notes::get_notepad),
        at("PUT", "/campaigns/{id}/notepad", notes::put_notepad),
        at("GET", "/campaigns/{id}/sealed-notes", notes::list_sealed),
        at("POST", "/campaigns/{id}/sealed-notes", notes::seal),
    ]
}

/// The route of `method` at `path`, answered by `handler`.
fn at<F, Args>(method: &'static str, path: &'static str, handler: F) -> Entry
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    (method, path, route(method).to(handler))
}

fn route(method: &str) -> Route {
    match method {
        "GET" => web::get(),
        "PUT" => web::put(),
        "PATCH" => web::patch(),
        "DELETE" => web::delete(),
        _ => web::post(),
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    crate::web::http::scope::resources(cfg, table());
}

async fn me(user: ApiUser) -> HttpResponse {
    let u = user.0;
    HttpResponse::Ok().json(answers::Me {
        id: u.id,
        email: u.email,
        display_name: u.display_name,
        time_zone: u.time_zone,
        is_admin: u.is_admin,
    })
}

async fn list_campaigns(state: web::Data<AppState>, user: ApiUser) -> ApiResult<HttpResponse> {
    let campaigns = state
        .app
        .campaigns_of(&user.0, false)
        .await?
        .into_iter()
        .map(|l| answers::CampaignSummary {
            id: l.row.id,
            name: l.row.name,
            map: l.row.map_id,
            status: l.state.status,
            round: l.state.round,
            side: l.state.side,
            phase: l.state.phase,
            victory: l.state.victory.clone(),
        })
        .collect();
    Ok(HttpResponse::Ok().json(answers::CampaignList { campaigns }))
}
