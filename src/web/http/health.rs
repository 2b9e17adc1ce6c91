use crate::error::AppError;
use crate::store;
use crate::web::{db, AppState};
use actix_web::{web, HttpResponse};

/// 200 "ok" after a database round trip.
pub async fn healthz(state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    db(&state, |c| Ok(store::ping(c)?)).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body("ok"))
}
