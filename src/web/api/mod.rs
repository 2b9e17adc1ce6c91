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
        let route = match spec.api.method {
            "PUT" => web::put(),
            "PATCH" => web::patch(),
            "DELETE" => web::delete(),
            _ => web::post(),
        };
        t.push((
            spec.api.method,
            spec.api.path,
            route.to(commands::alias_handler),
        ));
    }
    t
}

/// The documents, the account, the campaign list, creating and importing.
fn account_routes() -> Vec<Entry> {
    vec![
        get("/docs", docs::docs_page),
        get("/openapi.json", openapi::serve),
        get("/me", me),
        get("/campaigns", list_campaigns),
        post("/campaigns", c::create_campaign),
        post("/campaigns/import", c::import),
    ]
}

/// A campaign's own reads: state, actions, events, orders, history, the story; and `POST .../commands`.
fn campaign_routes() -> Vec<Entry> {
    vec![
        get("/campaigns/{id}/export", c::export),
        get("/campaigns/{id}", c::get_campaign),
        get("/campaigns/{id}/actions", c::get_actions),
        get("/campaigns/{id}/events", live::events),
        get("/campaigns/{id}/checklist", c::checklist),
        get("/campaigns/{id}/stats", story::stats),
        get("/campaigns/{id}/replay", story::replay),
        get("/campaigns/{id}/orders", c::list_orders),
        get("/campaigns/{id}/history", c::history),
        post("/campaigns/{id}/commands", commands::command),
    ]
}

/// Battles: their sheets, files, after-action reports, the turn reports.
fn battle_routes() -> Vec<Entry> {
    vec![
        get("/campaigns/{id}/battles/{bid}/files", files::list),
        post("/campaigns/{id}/battles/{bid}/files", files::upload),
        get("/campaigns/{id}/files/{fid}", files::download),
        delete("/campaigns/{id}/files/{fid}", files::remove),
        get("/campaigns/{id}/battles/{bid}/aars", files::list_aars),
        put("/campaigns/{id}/battles/{bid}/aar", files::write_aar),
        get("/campaigns/{id}/battles", c::list_battles),
        get("/campaigns/{id}/battles/{bid}", c::get_battle),
        get("/campaigns/{id}/battles/{bid}/sheet", c::get_sheet),
        get("/campaigns/{id}/reports/{round}/{side}", c::report),
    ]
}

/// The members and what they write: messages, notes, the record, webhooks.
fn people_routes() -> Vec<Entry> {
    vec![
        get("/campaigns/{id}/messages", messages::list),
        post("/campaigns/{id}/messages", messages::post),
        post("/campaigns/{id}/messages/read", messages::mark_read),
        get("/campaigns/{id}/webhooks", webhooks::list),
        post("/campaigns/{id}/webhooks", webhooks::add),
        delete("/campaigns/{id}/webhooks/{wid}", webhooks::remove),
        get("/campaigns/{id}/members", c::list_members),
        get("/campaigns/{id}/record", c::record),
        get("/campaigns/{id}/notepad", notes::get_notepad),
        put("/campaigns/{id}/notepad", notes::put_notepad),
        get("/campaigns/{id}/sealed-notes", notes::list_sealed),
        post("/campaigns/{id}/sealed-notes", notes::seal),
    ]
}

fn get<F, Args>(path: &'static str, handler: F) -> Entry
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    ("GET", path, web::get().to(handler))
}

fn post<F, Args>(path: &'static str, handler: F) -> Entry
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    ("POST", path, web::post().to(handler))
}

fn put<F, Args>(path: &'static str, handler: F) -> Entry
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    ("PUT", path, web::put().to(handler))
}

fn delete<F, Args>(path: &'static str, handler: F) -> Entry
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    ("DELETE", path, web::delete().to(handler))
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
