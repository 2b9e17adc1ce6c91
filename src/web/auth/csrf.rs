//! CSRF: every state-changing request from a browser carries the session's
//! token and comes from this site.
//!
//! The token never travels as it is (#40, item 8, `mask`): pages are drawn
//! with a slot where it goes, and every answer fills each slot with the
//! token masked by a fresh random pad; `mask::accepts` unmasks what a form
//! or header sends.

use crate::error::AppError;
use crate::web::auth::session_store::UID;
use crate::web::auth::users::{bearer, CSRF};
use crate::web::http::errors::ApiError;
use crate::web::http::form_token::{accepts, FormToken};
use crate::web::state::AppState;
use actix_session::{Session, SessionExt};
use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method};
use actix_web::middleware::Next;
use actix_web::{web, HttpRequest};

/// Every state-changing request from a browser must carry the session's CSRF
/// token (form field `csrf_token` or header `X-CSRF-Token`) and must not come
/// from another site. Requests with a bearer token carry no ambient
/// credentials and are exempt.
pub async fn csrf_guard(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody + 'static>, actix_web::Error> {
    let unsafe_method = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if !unsafe_method || bearer(req.request()).is_some() || req.path().starts_with("/unsubscribe") {
        return next.call(req).await;
    }
    let api = req.path().starts_with("/api/");
    // An API call without a signed-in session carries no ambient credentials:
    // nothing to forge; authentication answers it (401).
    if api && req.get_session().get::<i64>(UID).ok().flatten().is_none() {
        return next.call(req).await;
    }
    let refuse = |msg: &str| -> actix_web::Error {
        let e = AppError::Forbidden(msg.to_string());
        if api {
            ApiError(e).into()
        } else {
            e.into()
        }
    };
    if cross_site(req.request()) {
        return Err(refuse(
            "This form was sent from another site and was refused.",
        ));
    }
    let ct = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    // A file upload's token is a field of its multipart body, which only
    // the upload handler reads: it checks it (`check_csrf`) before
    // anything else.
    let upload = req.path().ends_with("/files") || req.path().ends_with("/turns/upload");
    if !api && upload && ct.starts_with("multipart/form-data") {
        return next.call(req).await;
    }
    let expected = req.get_session().get::<String>(CSRF).ok().flatten();
    let mut submitted = req
        .headers()
        .get("x-csrf-token")
        .and_then(|v| v.to_str().ok())
        .map(String::from);
    let is_form = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("application/x-www-form-urlencoded"));
    if submitted.is_none() && is_form {
        let body = req.extract::<web::Bytes>().await?;
        submitted = url_form_field(&body, "csrf_token");
        req.set_payload(bytes_to_payload(body));
    }
    match (expected, submitted) {
        (Some(e), Some(s)) if accepts(&e, &s) => next.call(req).await,
        _ => Err(refuse(
            "Your session expired or the form is stale: nothing was changed. Reload the page and try again.",
        )),
    }
}

/// Puts the session's form token (if it has one) on the answer, for
/// `http::encoding` to mask into the page's slots. Runs inside the session
/// layer.
pub async fn carry_token(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody + 'static>, actix_web::Error> {
    let mut res = next.call(req).await?;
    let token = res
        .request()
        .get_session()
        .get::<String>(CSRF)
        .ok()
        .flatten();
    if let Some(t) = token {
        res.response_mut().extensions_mut().insert(FormToken(t));
    }
    Ok(res)
}

/// The CSRF check of a form whose body the handler reads itself (file
/// uploads): `submitted` must be this session's token.
pub fn check_csrf(session: &Session, submitted: Option<&str>) -> Result<(), AppError> {
    let expected = session.get::<String>(CSRF).ok().flatten();
    match (expected, submitted) {
        (Some(e), Some(s)) if accepts(&e, s) => Ok(()),
        _ => Err(AppError::Forbidden(
            "Your session expired or the form is stale: nothing was changed. Reload the page and try again.".into(),
        )),
    }
}

/// Whether the browser says the request comes from another site, or its
/// `Origin` is neither the public address nor the host it was sent to.
fn cross_site(req: &HttpRequest) -> bool {
    let header = |name| req.headers().get(name).and_then(|v| v.to_str().ok());
    if header(header::HeaderName::from_static("sec-fetch-site")) == Some("cross-site") {
        return true;
    }
    let Some(origin) = header(header::ORIGIN) else {
        return false;
    };
    let host = header(header::HOST).unwrap_or_default();
    let public = req
        .app_data::<web::Data<AppState>>()
        .map(|s| {
            s.settings
                .server
                .public_url
                .trim_end_matches('/')
                .to_string()
        })
        .unwrap_or_default();
    let same_host = origin.split("://").nth(1).is_some_and(|o| o == host);
    origin != public && !same_host
}

fn url_form_field(body: &[u8], name: &str) -> Option<String> {
    serde_urlencoded::from_bytes::<Vec<(String, String)>>(body)
        .ok()?
        .into_iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v)
}

fn bytes_to_payload(buf: web::Bytes) -> Payload {
    let (_, mut pl) = actix_http::h1::Payload::create(true);
    pl.unread_data(buf);
    Payload::from(pl)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn form_field_is_read_from_urlencoded_bodies() {
        assert_eq!(
            url_form_field(b"a=1&csrf_token=x%2By", "csrf_token").as_deref(),
            Some("x+y")
        );
        assert_eq!(url_form_field(b"a=1", "csrf_token"), None);
    }
}
