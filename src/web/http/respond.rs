//! Answers: a page, a redirect, the 404 of an unknown address.

use super::errors::ApiError;
use crate::error::AppError;
use actix_web::http::header;
use actix_web::HttpResponse;

/// A page, 200 OK.
pub fn html(body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(body)
}

pub fn redirect(to: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, to.to_string()))
        .finish()
}

pub async fn not_found(req: actix_web::HttpRequest) -> Result<HttpResponse, actix_web::Error> {
    if req.path().starts_with("/api/") {
        Err(ApiError(AppError::NotFound).into())
    } else {
        Err(AppError::NotFound.into())
    }
}
