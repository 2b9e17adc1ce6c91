//! Security headers on every response.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderValue, CACHE_CONTROL};
use actix_web::middleware::{DefaultHeaders, Next};

pub fn headers() -> DefaultHeaders {
    DefaultHeaders::new()
        .add((
            "Content-Security-Policy",
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
             object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
        ))
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("Referrer-Policy", "same-origin"))
        .add(("X-Frame-Options", "DENY"))
}

/// Whether answers under `path` are a campaign's pages or API reads: a
/// member's own view, which the member's browser may keep and revalidate
/// (`private, no-cache`, with the `ETag` of `encoding`), but no shared cache.
pub fn revalidated(path: &str) -> bool {
    path == "/campaigns"
        || path.starts_with("/campaigns/")
        || path.starts_with("/api/v1/campaigns")
        || path == "/api/v1/openapi.json"
}

/// The `Cache-Control` of every answer that sets none: `private, no-cache`
/// for a campaign's pages and API reads (`revalidated`), `no-store` for the
/// rest (account, sign-in, tokens, resets, invitations: the account page
/// shows a fresh API token, and no browser should keep it). Static files set
/// their own (`assets`).
pub async fn cache_policy(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody + 'static>, actix_web::Error> {
    let private = matches!(
        *req.method(),
        actix_web::http::Method::GET | actix_web::http::Method::HEAD
    ) && revalidated(req.path());
    let mut res = next.call(req).await?;
    if !res.headers().contains_key(CACHE_CONTROL) {
        let policy = if private && res.status().is_success() {
            "private, no-cache"
        } else {
            "no-store"
        };
        res.headers_mut()
            .insert(CACHE_CONTROL, HeaderValue::from_static(policy));
    }
    Ok(res)
}
