//! Reading requests: forms with repeated keys, optional numbers, the
//! campaign id of the address, and the extractor settings that answer
//! malformed input with 400 (a page for forms, JSON for the API).

use super::errors::{self, ApiError};
use crate::error::AppError;
use actix_web::web;

/// A form body with repeated keys (checkbox lists) read into a struct.
pub struct HtmlForm<T>(pub T);

impl<T: serde::de::DeserializeOwned + 'static> actix_web::FromRequest for HtmlForm<T> {
    type Error = AppError;
    type Future = std::pin::Pin<Box<dyn std::future::Future<Output = Result<Self, AppError>>>>;

    fn from_request(
        req: &actix_web::HttpRequest,
        payload: &mut actix_web::dev::Payload,
    ) -> Self::Future {
        let fut = web::Bytes::from_request(req, payload);
        Box::pin(async move {
            let body = fut.await.map_err(|e| {
                if errors::is_overflow(e.as_response_error().status_code()) {
                    AppError::TooLarge(
                        "This form is larger than Bocage accepts (256 KB). Nothing was changed."
                            .into(),
                    )
                } else {
                    AppError::BadRequest(format!("The form could not be read: {e}."))
                }
            })?;
            serde_html_form::from_bytes(&body)
                .map(HtmlForm)
                .map_err(|e| AppError::BadRequest(format!("The form could not be read: {e}.")))
        })
    }
}

/// An optional number from a form field: empty means none.
pub fn optional_number<T: std::str::FromStr>(s: &str, what: &str) -> Result<Option<T>, AppError> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    s.parse().map(Some).map_err(|_| {
        AppError::Invalid(format!(
            "The {what} must be a number; '{}' is not.",
            s.chars().take(20).collect::<String>()
        ))
    })
}

/// The body's declared length (`Content-Length`), if any.
pub fn declared_length(req: &actix_web::HttpRequest) -> Option<u64> {
    req.headers()
        .get(actix_web::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse().ok())
}

/// The campaign id in the address (`{id}`).
pub fn campaign_id(req: &actix_web::HttpRequest) -> Result<i64, crate::error::AppError> {
    req.match_info()
        .get("id")
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| crate::error::AppError::BadRequest("This address is malformed.".into()))
}

/// Error handlers so malformed input answers 400 with a clear message, as a
/// page for forms and as JSON for the API.
pub fn form_config() -> web::FormConfig {
    web::FormConfig::default()
        .limit(256 * 1024)
        .error_handler(|err, req| {
            let api = req.path().starts_with("/api/");
            if let actix_web::error::UrlencodedError::Overflow { .. } = err {
                return errors::too_large(api);
            }
            let msg = format!("The form could not be read: {err}.");
            if api {
                ApiError(AppError::BadRequest(msg)).into()
            } else {
                AppError::BadRequest(msg).into()
            }
        })
}

pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(2 * 1024 * 1024)
        .error_handler(|err, _req| {
            use actix_web::error::JsonPayloadError as J;
            if let J::Overflow { .. } | J::OverflowKnownLength { .. } = err {
                return errors::too_large(true);
            }
            ApiError(AppError::BadRequest(format!(
                "The JSON body could not be read: {err}."
            )))
            .into()
        })
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|err, req| {
        let e = AppError::BadRequest(format!("This address is malformed: {err}."));
        if req.path().starts_with("/api/") {
            ApiError(e).into()
        } else {
            e.into()
        }
    })
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, req| {
        let e = AppError::BadRequest(format!("The query string is malformed: {err}."));
        if req.path().starts_with("/api/") {
            ApiError(e).into()
        } else {
            e.into()
        }
    })
}
