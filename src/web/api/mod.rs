//! The JSON API under `/api/v1`: token or session auth, the same commands as
//! the pages, errors as `{"error": {"code", "rule"?, "message"}}`.

pub mod campaigns;
pub mod docs;
pub mod views;

use crate::error::ApiResult;
use crate::store::campaigns as cstore;
use crate::web::auth::ApiUser;
use crate::web::{db, AppState};
use actix_web::{web, HttpResponse, Route};
use campaigns as c;
use serde_json::json;

/// The API's routes as data: the router, the documentation test and the
/// authorization matrix test all read this one table.
pub fn table() -> Vec<(&'static str, &'static str, Route)> {
    vec![
        ("GET", "/docs", web::get().to(docs::docs_page)),
        ("GET", "/openapi.json", web::get().to(docs::openapi)),
        ("GET", "/me", web::get().to(me)),
        ("GET", "/campaigns", web::get().to(list_campaigns)),
        ("POST", "/campaigns", web::post().to(c::create_campaign)),
        ("POST", "/campaigns/import", web::post().to(c::import)),
        ("GET", "/campaigns/{id}/export", web::get().to(c::export)),
        ("GET", "/campaigns/{id}", web::get().to(c::get_campaign)),
        (
            "GET",
            "/campaigns/{id}/members",
            web::get().to(c::list_members),
        ),
        (
            "POST",
            "/campaigns/{id}/members",
            web::post().to(c::add_member),
        ),
        (
            "PUT",
            "/campaigns/{id}/params",
            web::put().to(c::set_params),
        ),
        (
            "PUT",
            "/campaigns/{id}/calendar",
            web::put().to(c::set_calendar),
        ),
        (
            "POST",
            "/campaigns/{id}/battalions",
            web::post().to(c::add_battalion),
        ),
        (
            "PATCH",
            "/campaigns/{id}/battalions/{bid}",
            web::patch().to(c::update_battalion),
        ),
        (
            "DELETE",
            "/campaigns/{id}/battalions/{bid}",
            web::delete().to(c::remove_battalion),
        ),
        (
            "PATCH",
            "/campaigns/{id}/units/{uid}",
            web::patch().to(c::rename_unit),
        ),
        (
            "DELETE",
            "/campaigns/{id}/units/{uid}",
            web::delete().to(c::remove_unit),
        ),
        (
            "POST",
            "/campaigns/{id}/support",
            web::post().to(c::add_support),
        ),
        (
            "POST",
            "/campaigns/{id}/control",
            web::post().to(c::set_control),
        ),
        (
            "GET",
            "/campaigns/{id}/checklist",
            web::get().to(c::checklist),
        ),
        ("POST", "/campaigns/{id}/start", web::post().to(c::start)),
        (
            "GET",
            "/campaigns/{id}/orders",
            web::get().to(c::list_orders),
        ),
        ("POST", "/campaigns/{id}/orders", web::post().to(c::draft)),
        (
            "POST",
            "/campaigns/{id}/orders/commit",
            web::post().to(c::commit),
        ),
        (
            "PUT",
            "/campaigns/{id}/orders/{oid}",
            web::put().to(c::update_draft),
        ),
        (
            "DELETE",
            "/campaigns/{id}/orders/{oid}",
            web::delete().to(c::delete_draft),
        ),
        (
            "POST",
            "/campaigns/{id}/reinforcements",
            web::post().to(c::place_reinforcement),
        ),
        (
            "POST",
            "/campaigns/{id}/phase/advance",
            web::post().to(c::advance),
        ),
        (
            "POST",
            "/campaigns/{id}/phase/undo",
            web::post().to(c::undo),
        ),
        (
            "PUT",
            "/campaigns/{id}/phase/deadline",
            web::put().to(c::set_deadline),
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
        (
            "POST",
            "/campaigns/{id}/battles/{bid}/support",
            web::post().to(c::assign_support),
        ),
        (
            "POST",
            "/campaigns/{id}/battles/{bid}/defenders",
            web::post().to(c::choose_defenders),
        ),
        (
            "POST",
            "/campaigns/{id}/battles/{bid}/result",
            web::post().to(c::enter_result),
        ),
        (
            "POST",
            "/campaigns/{id}/battles/{bid}/casualties",
            web::post().to(c::choose_casualties),
        ),
        (
            "PUT",
            "/campaigns/{id}/battles/{bid}/due",
            web::put().to(c::set_battle_due),
        ),
        (
            "PUT",
            "/campaigns/{id}/battles/{bid}/conditions",
            web::put().to(c::set_conditions),
        ),
        ("GET", "/campaigns/{id}/history", web::get().to(c::history)),
    ]
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    for (_, path, route) in table() {
        cfg.route(path, route);
    }
}

async fn me(user: ApiUser) -> HttpResponse {
    let u = user.0;
    HttpResponse::Ok().json(json!({"id": u.id, "email": u.email, "display_name": u.display_name, "time_zone": u.time_zone, "is_admin": u.is_admin}))
}

async fn list_campaigns(state: web::Data<AppState>, user: ApiUser) -> ApiResult<HttpResponse> {
    let (uid, admin) = (user.0.id, user.0.is_admin);
    let rows = db(&state, move |c| {
        Ok(cstore::list_with_states(c, uid, admin)?)
    })
    .await?;
    let list: Vec<_> = rows
        .iter()
        .filter_map(|(r, s)| {
            let s = s.as_ref().ok()?;
            Some(json!({"id": r.id, "name": r.name, "map": r.map_id, "status": s.status, "round": s.round, "side": s.side, "phase": s.phase, "victory": s.victory}))
        })
        .collect();
    Ok(HttpResponse::Ok().json(json!({"campaigns": list})))
}
