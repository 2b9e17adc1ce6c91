//! One error type, mapped to HTTP in one place. Pages get a styled error page,
//! the JSON API gets `{"error": {"code", "rule"?, "message"}}`. Internal causes
//! are logged and never shown.

use crate::rules::RuleViolation;
use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use askama::Template;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    BadRequest(String),
    #[error("sign in first")]
    Unauthorized,
    #[error("{0}")]
    Forbidden(String),
    #[error("not found")]
    NotFound,
    #[error("{0}")]
    Missing(String),
    #[error("{0}")]
    Rule(RuleViolation),
    #[error("{0}")]
    Invalid(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    TooManyRequests(String),
    #[error("internal error")]
    Internal(#[from] anyhow::Error),
}

pub type AppResult<T> = Result<T, AppError>;

impl From<RuleViolation> for AppError {
    fn from(v: RuleViolation) -> Self {
        AppError::Rule(v)
    }
}

impl From<crate::rules::Refusal> for AppError {
    fn from(r: crate::rules::Refusal) -> Self {
        match r {
            crate::rules::Refusal::Rule(v) => AppError::Rule(v),
            crate::rules::Refusal::Forbidden(m) => AppError::Forbidden(m),
            crate::rules::Refusal::NotFound(m) => AppError::Missing(m),
        }
    }
}

impl From<diesel::result::Error> for AppError {
    fn from(e: diesel::result::Error) -> Self {
        match e {
            diesel::result::Error::NotFound => AppError::NotFound,
            other => AppError::Internal(other.into()),
        }
    }
}

impl From<diesel::r2d2::PoolError> for AppError {
    fn from(e: diesel::r2d2::PoolError) -> Self {
        AppError::Internal(e.into())
    }
}

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
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// Machine-readable code for the JSON API.
    pub fn code(&self) -> &'static str {
        match self {
            AppError::BadRequest(_) => "bad_request",
            AppError::Unauthorized => "unauthorized",
            AppError::Forbidden(_) => "forbidden",
            AppError::NotFound | AppError::Missing(_) => "not_found",
            AppError::Rule(_) => "rule_violation",
            AppError::Invalid(_) => "invalid",
            AppError::Conflict(_) => "conflict",
            AppError::TooManyRequests(_) => "rate_limited",
            AppError::Internal(_) => "internal",
        }
    }

    /// What a player reads. Never the internal cause.
    pub fn public_message(&self) -> String {
        match self {
            AppError::BadRequest(m)
            | AppError::Forbidden(m)
            | AppError::Invalid(m)
            | AppError::Conflict(m)
            | AppError::Missing(m)
            | AppError::TooManyRequests(m) => m.clone(),
            AppError::Rule(v) => v.to_string(),
            AppError::Unauthorized => "Sign in to see this page.".into(),
            AppError::NotFound => "There is nothing at this address, or you may not see it.".into(),
            AppError::Internal(_) => {
                "Something went wrong on our side. Nothing was changed; please try again.".into()
            }
        }
    }

    fn title(&self) -> &'static str {
        match self.status().as_u16() {
            400 => "That request did not make sense",
            401 => "Please sign in",
            403 => "Not allowed",
            404 => "Not found",
            409 => "Changed in the meantime",
            422 => "That cannot be done",
            429 => "Too many attempts",
            _ => "Server error",
        }
    }

    fn log(&self) {
        if let AppError::Internal(cause) = self {
            tracing::error!(error = ?cause, "internal error");
        }
    }

    pub fn json_body(&self) -> serde_json::Value {
        let mut err = serde_json::json!({ "code": self.code(), "message": self.public_message() });
        if let AppError::Rule(v) = self {
            err["rule"] = serde_json::Value::String(v.rule.to_string());
            err["message"] = serde_json::Value::String(v.message.clone());
        }
        serde_json::json!({ "error": err })
    }
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
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
        let message = self.public_message();
        let rule = match self {
            AppError::Rule(v) => Some(v.rule.as_ref()),
            _ => None,
        };
        let page = ErrorPage {
            status: self.status().as_u16(),
            title: self.title(),
            message: &message,
            rule,
        };
        match page.render() {
            Ok(html) => HttpResponse::build(self.status())
                .content_type("text/html; charset=utf-8")
                .body(html),
            Err(_) => HttpResponse::build(self.status()).body(message),
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
        HttpResponse::build(self.0.status()).json(self.0.json_body())
    }
}
