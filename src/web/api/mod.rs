//! The JSON API under `/api/v1`: token or session auth, the same commands as
//! the pages, errors as `{"error": {"code", "rule"?, "message"}}`.

pub mod campaigns;
pub mod docs;
pub mod views;

use crate::error::ApiResult;
use crate::store::campaigns as cstore;
use crate::web::auth::ApiUser;
use crate::web::{db, AppState};
use actix_web::{web, HttpResponse};
use campaigns as c;
use serde_json::json;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/docs", web::get().to(docs::docs_page))
        .route("/openapi.json", web::get().to(docs::openapi))
        .route("/me", web::get().to(me))
        .route("/campaigns", web::get().to(list_campaigns))
        .route("/campaigns", web::post().to(c::create_campaign))
        .route("/campaigns/import", web::post().to(c::import))
        .route("/campaigns/{id}/export", web::get().to(c::export))
        .route("/campaigns/{id}", web::get().to(c::get_campaign))
        .route("/campaigns/{id}/members", web::get().to(c::list_members))
        .route("/campaigns/{id}/members", web::post().to(c::add_member))
        .route("/campaigns/{id}/params", web::put().to(c::set_params))
        .route("/campaigns/{id}/calendar", web::put().to(c::set_calendar))
        .route(
            "/campaigns/{id}/battalions",
            web::post().to(c::add_battalion),
        )
        .route(
            "/campaigns/{id}/battalions/{bid}",
            web::patch().to(c::update_battalion),
        )
        .route(
            "/campaigns/{id}/battalions/{bid}",
            web::delete().to(c::remove_battalion),
        )
        .route(
            "/campaigns/{id}/units/{uid}",
            web::patch().to(c::rename_unit),
        )
        .route(
            "/campaigns/{id}/units/{uid}",
            web::delete().to(c::remove_unit),
        )
        .route("/campaigns/{id}/support", web::post().to(c::add_support))
        .route("/campaigns/{id}/control", web::post().to(c::set_control))
        .route("/campaigns/{id}/checklist", web::get().to(c::checklist))
        .route("/campaigns/{id}/start", web::post().to(c::start))
        .route("/campaigns/{id}/orders", web::get().to(c::list_orders))
        .route("/campaigns/{id}/orders", web::post().to(c::draft))
        .route("/campaigns/{id}/orders/commit", web::post().to(c::commit))
        .route(
            "/campaigns/{id}/orders/{oid}",
            web::put().to(c::update_draft),
        )
        .route(
            "/campaigns/{id}/orders/{oid}",
            web::delete().to(c::delete_draft),
        )
        .route(
            "/campaigns/{id}/reinforcements",
            web::post().to(c::place_reinforcement),
        )
        .route("/campaigns/{id}/phase/advance", web::post().to(c::advance))
        .route("/campaigns/{id}/phase/undo", web::post().to(c::undo))
        .route(
            "/campaigns/{id}/phase/deadline",
            web::put().to(c::set_deadline),
        )
        .route("/campaigns/{id}/battles", web::get().to(c::list_battles))
        .route(
            "/campaigns/{id}/battles/{bid}",
            web::get().to(c::get_battle),
        )
        .route(
            "/campaigns/{id}/battles/{bid}/sheet",
            web::get().to(c::get_sheet),
        )
        .route(
            "/campaigns/{id}/battles/{bid}/support",
            web::post().to(c::assign_support),
        )
        .route(
            "/campaigns/{id}/battles/{bid}/defenders",
            web::post().to(c::choose_defenders),
        )
        .route(
            "/campaigns/{id}/battles/{bid}/result",
            web::post().to(c::enter_result),
        )
        .route(
            "/campaigns/{id}/battles/{bid}/casualties",
            web::post().to(c::choose_casualties),
        )
        .route(
            "/campaigns/{id}/battles/{bid}/conditions",
            web::put().to(c::set_conditions),
        )
        .route("/campaigns/{id}/history", web::get().to(c::history));
}

async fn me(user: ApiUser) -> HttpResponse {
    let u = user.0;
    HttpResponse::Ok().json(json!({"id": u.id, "email": u.email, "display_name": u.display_name, "time_zone": u.time_zone, "is_admin": u.is_admin}))
}

async fn list_campaigns(state: web::Data<AppState>, user: ApiUser) -> ApiResult<HttpResponse> {
    let (uid, admin) = (user.0.id, user.0.is_admin);
    let rows = db(&state, move |c| Ok(cstore::list_for(c, uid, admin)?)).await?;
    let list: Vec<_> = rows
        .iter()
        .filter_map(|r| {
            let s = r.state().ok()?;
            Some(json!({"id": r.id, "name": r.name, "map": r.map_id, "status": s.status, "round": s.round, "side": s.side, "phase": s.phase, "victory": s.victory}))
        })
        .collect();
    Ok(HttpResponse::Ok().json(json!({"campaigns": list})))
}
