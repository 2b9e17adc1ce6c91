//! `/metrics` (Prometheus text format, behind `metrics.token`) and the
//! middleware that counts every request by route, method and status, with
//! its latency (`crate::telemetry`).

use crate::error::AppError;
use crate::web::state::AppState;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{web, HttpRequest, HttpResponse};

/// Counts the request under its route's pattern (`/campaigns/{id}/map`),
/// never its concrete path: ids and secrets in paths make no labels.
pub async fn measure(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody + 'static>, actix_web::Error> {
    let start = std::time::Instant::now();
    let method = super::methods::label(req.method());
    let res = next.call(req).await?;
    let route = res
        .request()
        .match_pattern()
        .unwrap_or_else(|| "unmatched".to_string());
    let m = crate::telemetry::metrics();
    m.requests
        .with_label_values(&[route.as_str(), method, res.status().as_str()])
        .inc();
    m.latency
        .with_label_values(&[route.as_str()])
        .observe(start.elapsed().as_secs_f64());
    Ok(res)
}

/// `GET /metrics`: 404 when `metrics.token` is empty (off), 401 without
/// the token, else every counter in Prometheus' text format.
pub async fn metrics(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let token = &state.settings.metrics.token;
    if token.is_empty() {
        return Err(AppError::NotFound);
    }
    let given = req
        .headers()
        .get(actix_web::http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or("");
    if !bool::from(subtle::ConstantTimeEq::ct_eq(
        given.as_bytes(),
        token.as_bytes(),
    )) {
        return Ok(HttpResponse::Unauthorized()
            .insert_header(("WWW-Authenticate", "Bearer realm=\"metrics\""))
            .content_type("text/plain; charset=utf-8")
            .body("/metrics needs Authorization: Bearer <metrics.token>\n"));
    }
    state.app.gauges().await?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(crate::telemetry::render()))
}
