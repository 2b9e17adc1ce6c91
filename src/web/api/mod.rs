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
use actix_web::{web, HttpResponse, Route};
use campaigns as c;

/// The API's routes as data: the router, the documentation test and the
/// authorization matrix test all read this one table. Every change is a
/// command: the REST path of each registry entry and `POST .../commands`.
pub fn table() -> Vec<(&'static str, &'static str, Route)> {
    let mut t = vec![
        ("GET", "/docs", web::get().to(docs::docs_page)),
        ("GET", "/openapi.json", web::get().to(openapi::serve)),
        ("GET", "/me", web::get().to(me)),
        ("GET", "/campaigns", web::get().to(list_campaigns)),
        ("POST", "/campaigns", web::post().to(c::create_campaign)),
        ("POST", "/campaigns/import", web::post().to(c::import)),
        ("GET", "/campaigns/{id}/export", web::get().to(c::export)),
        ("GET", "/campaigns/{id}", web::get().to(c::get_campaign)),
        (
            "GET",
            "/campaigns/{id}/actions",
            web::get().to(c::get_actions),
        ),
        ("GET", "/campaigns/{id}/events", web::get().to(live::events)),
        (
            "GET",
            "/campaigns/{id}/messages",
            web::get().to(messages::list),
        ),
        (
            "POST",
            "/campaigns/{id}/messages",
            web::post().to(messages::post),
        ),
        (
            "POST",
            "/campaigns/{id}/messages/read",
            web::post().to(messages::mark_read),
        ),
        (
            "GET",
            "/campaigns/{id}/battles/{bid}/files",
            web::get().to(files::list),
        ),
        (
            "POST",
            "/campaigns/{id}/battles/{bid}/files",
            web::post().to(files::upload),
        ),
        (
            "GET",
            "/campaigns/{id}/files/{fid}",
            web::get().to(files::download),
        ),
        (
            "DELETE",
            "/campaigns/{id}/files/{fid}",
            web::delete().to(files::remove),
        ),
        (
            "GET",
            "/campaigns/{id}/battles/{bid}/aars",
            web::get().to(files::list_aars),
        ),
        (
            "PUT",
            "/campaigns/{id}/battles/{bid}/aar",
            web::put().to(files::write_aar),
        ),
        (
            "GET",
            "/campaigns/{id}/webhooks",
            web::get().to(webhooks::list),
        ),
        (
            "POST",
            "/campaigns/{id}/webhooks",
            web::post().to(webhooks::add),
        ),
        (
            "DELETE",
            "/campaigns/{id}/webhooks/{wid}",
            web::delete().to(webhooks::remove),
        ),
        (
            "GET",
            "/campaigns/{id}/members",
            web::get().to(c::list_members),
        ),
        (
            "GET",
            "/campaigns/{id}/checklist",
            web::get().to(c::checklist),
        ),
        ("GET", "/campaigns/{id}/record", web::get().to(c::record)),
        ("GET", "/campaigns/{id}/stats", web::get().to(story::stats)),
        (
            "GET",
            "/campaigns/{id}/replay",
            web::get().to(story::replay),
        ),
        (
            "GET",
            "/campaigns/{id}/notepad",
            web::get().to(notes::get_notepad),
        ),
        (
            "PUT",
            "/campaigns/{id}/notepad",
            web::put().to(notes::put_notepad),
        ),
        (
            "GET",
            "/campaigns/{id}/sealed-notes",
            web::get().to(notes::list_sealed),
        ),
        (
            "POST",
            "/campaigns/{id}/sealed-notes",
            web::post().to(notes::seal),
        ),
        (
            "GET",
            "/campaigns/{id}/orders",
            web::get().to(c::list_orders),
        ),
        (
            "GET",
            "/campaigns/{id}/battles",
            web::get().to(c::list_battles),
        ),
        (
            "GET",
            "/campaigns/{id}/battles/{bid}",
            web::get().to(c::get_battle),
        ),
        (
            "GET",
            "/campaigns/{id}/battles/{bid}/sheet",
            web::get().to(c::get_sheet),
        ),
        ("GET", "/campaigns/{id}/history", web::get().to(c::history)),
        (
            "GET",
            "/campaigns/{id}/reports/{round}/{side}",
            web::get().to(c::report),
        ),
        (
            "POST",
            "/campaigns/{id}/commands",
            web::post().to(commands::command),
        ),
    ];
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
