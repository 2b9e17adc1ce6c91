use crate::error::AppError;
use crate::web::state::AppState;
use actix_web::{web, HttpResponse};

/// 200 "ok" after a database round trip.
pub async fn healthz(state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    state.run(crate::app::health::ping).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body("ok"))
}
