//! The JSON API under `/api/v1`: token or session auth, the same commands as
//! the pages, errors as `{"error": {"code", "rule"?, "message"}}`.

use crate::error::ApiResult;
use crate::store::campaigns as cstore;
use crate::web::auth::ApiUser;
use crate::web::{db, AppState};
use actix_web::{web, HttpResponse};
use serde_json::json;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/campaigns", web::get().to(list_campaigns))
        .route("/me", web::get().to(me));
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
