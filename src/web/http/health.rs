use crate::error::AppError;
use crate::web::state::AppState;
use actix_web::{web, HttpResponse};

/// 200 "ok" after a database round trip.
pub async fn healthz(state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    state.app.ping().await?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body("ok"))
}

/// `GET /readyz`: 200 when the database answers, every migration is
/// applied, the writer runs and each outbox worker finished a pass lately;
/// else 503 with what is not ready. A load balancer sends players only to
/// an instance that is ready; `/healthz` says only that it is alive.
pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    let r = state.app.readiness().await;
    let part = |ok: bool, why: Option<&String>| match (ok, why) {
        (true, _) => serde_json::json!("ok"),
        (false, Some(w)) => serde_json::json!(w),
        (false, None) => serde_json::json!("not running"),
    };
    let body = serde_json::json!({
        "ready": r.ready(),
        "database": part(r.database.is_ok(), r.database.as_ref().err()),
        "migrations": part(r.migrations.is_ok(), r.migrations.as_ref().err()),
        "writer": part(r.writer, None),
        "outbox": r.outbox.iter().map(|(q, up)| (q.to_string(), part(*up, None))).collect::<serde_json::Map<_, _>>(),
    });
    if r.ready() {
        HttpResponse::Ok().json(body)
    } else {
        HttpResponse::ServiceUnavailable()
            .insert_header(("Retry-After", "5"))
            .json(body)
    }
}
