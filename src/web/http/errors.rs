//! `AppError` as HTTP: status codes, the styled error page for pages and the
//! JSON shape for the API (`ApiError`).

use crate::error::AppError;
use crate::rules::say::Lang;
use crate::web::http::language::reader;
use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use askama::Template;

impl From<actix_web::error::BlockingError> for AppError {
    fn from(e: actix_web::error::BlockingError) -> Self {
        AppError::Internal(anyhow::anyhow!("blocking task failed: {e}"))
    }
}

impl From<askama::Error> for AppError {
    fn from(e: askama::Error) -> Self {
        AppError::Internal(anyhow::anyhow!("template: {e}"))
    }
}

impl AppError {
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Unauthorized => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound | AppError::Missing(_) => StatusCode::NOT_FOUND,
            AppError::Rule(_) | AppError::Invalid(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            AppError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal(_) if self.unavailable().is_some() => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The error page's title in `lang` (`error-title-<status>`).
    fn title(&self, lang: Lang) -> String {
        let status = match self.status().as_u16() {
            s @ (400 | 401 | 403 | 404 | 409 | 422 | 413 | 429 | 503) => s,
            _ => 500,
        };
        lang.t(&format!("error-title-{status}"))
    }

    fn log(&self) {
        match self {
            AppError::Internal(cause) if self.unavailable().is_some() => {
                tracing::warn!(error = ?cause, "database unavailable");
            }
            AppError::Internal(cause) => tracing::error!(error = ?cause, "internal error"),
            _ => {}
        }
    }

    /// What a client should wait before trying again, when it should.
    fn retry_after(&self) -> Option<(header::HeaderName, &'static str)> {
        (self.status() == StatusCode::SERVICE_UNAVAILABLE).then_some((header::RETRY_AFTER, "5"))
    }

    /// The API's error body, its messages in the reader's language
    /// (`Accept-Language`); ids, rules and arguments as they are.
    pub fn json_body(&self) -> serde_json::Value {
        let lang = reader();
        let err = match self {
            AppError::Rule(v) => serde_json::json!({
                "code": self.code(),
                "rule": v.rule,
                "message": v.message_in(lang),
                "problems": v.all().iter().map(|p| p.told_in(lang)).collect::<Vec<_>>(),
            }),
            _ => serde_json::json!({
                "code": self.code(),
                "message": self.public_message_in(lang),
            }),
        };
        serde_json::json!({ "error": err })
    }
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    lang: Lang,
    status: u16,
    title: &'a str,
    message: &'a str,
    rule: Option<&'a str>,
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        self.status()
    }

    fn error_response(&self) -> HttpResponse {
        self.log();
        if matches!(self, AppError::Unauthorized) {
            return HttpResponse::SeeOther()
                .insert_header((header::LOCATION, "/login"))
                .finish();
        }
        let lang = reader();
        let message = self.public_message_in(lang);
        let rule = match self {
            AppError::Rule(v) => Some(v.rule.as_ref()),
            _ => None,
        };
        let title = self.title(lang);
        let page = ErrorPage {
            lang,
            status: self.status().as_u16(),
            title: &title,
            message: &message,
            rule,
        };
        let mut answer = HttpResponse::build(self.status());
        if let Some(h) = self.retry_after() {
            answer.insert_header(h);
        }
        match page.render() {
            Ok(html) => answer.content_type("text/html; charset=utf-8").body(html),
            Err(_) => answer.body(message),
        }
    }
}

/// The same errors, answered as JSON: used by every `/api/v1` handler.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct ApiError(pub AppError);

pub type ApiResult<T> = Result<T, ApiError>;

impl<E: Into<AppError>> From<E> for ApiError {
    fn from(e: E) -> Self {
        ApiError(e.into())
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.0.status()
    }

    fn error_response(&self) -> HttpResponse {
        self.0.log();
        let mut answer = HttpResponse::build(self.0.status());
        if let Some(h) = self.0.retry_after() {
            answer.insert_header(h);
        }
        answer.json(self.0.json_body())
    }
}

/// What a body over its limit is told, wherever the limit is met.
const TOO_LARGE: &str = "This request is larger than Bocage accepts here (256 KB for forms and \
scenario files, 2 MB for JSON). Nothing was changed.";

/// A body over its limit: 413 with the styled page, or the JSON error
/// (`too_large`) on the API.
pub fn too_large(api: bool) -> actix_web::Error {
    let e = AppError::TooLarge(TOO_LARGE.into());
    if api {
        ApiError(e).into()
    } else {
        e.into()
    }
}

/// Whether an extractor's error is a body over its limit.
pub fn is_overflow(status: StatusCode) -> bool {
    status == StatusCode::PAYLOAD_TOO_LARGE
}

/// Limits are met in several places (the form, JSON and bytes extractors,
/// the CSRF check reading a form); each answered 413 its own way (plain
/// text, empty) or even 400. This gives every one the same answer.
pub async fn uniform_413(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody + 'static>,
) -> Result<actix_web::dev::ServiceResponse<actix_web::body::BoxBody>, actix_web::Error> {
    let api = req.path().starts_with("/api/");
    match next.call(req).await {
        Ok(res) if is_overflow(res.status()) && !ours(res.headers()) => {
            let (req, _) = res.into_parts();
            let answer = too_large(api).error_response();
            Ok(actix_web::dev::ServiceResponse::new(req, answer))
        }
        Ok(res) => Ok(res.map_into_boxed_body()),
        Err(e) if is_overflow(e.as_response_error().status_code()) => Err(too_large(api)),
        Err(e) => Err(e),
    }
}

/// Our own answers are HTML pages or JSON.
fn ours(headers: &actix_web::http::header::HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("text/html") || ct.starts_with("application/json"))
}
