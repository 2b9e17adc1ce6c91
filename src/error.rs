//! One error type for the shell and the faces. `web::errors` maps it to
//! HTTP in one place: pages get a styled error page, the JSON API gets
//! `{"error": {"code", "rule"?, "message", "problems"?}}`. Internal causes are logged and
//! never shown.

use crate::rules::{Problems, RuleViolation};

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
    /// Every rule the command breaks, the first first.
    #[error("{0}")]
    Rule(Problems),
    #[error("{0}")]
    Invalid(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    TooManyRequests(String),
    #[error("{0}")]
    TooLarge(String),
    /// The database cannot be reached or written now (restarting, a full
    /// disk): 503 with `Retry-After`, nothing was changed.
    #[error("{0}")]
    Unavailable(String),
    #[error("internal error")]
    Internal(#[from] anyhow::Error),
}

/// What a database failure says when it is the database being away (a
/// restart, a lost connection, an exhausted pool) or out of room, rather
/// than our mistake.
const AWAY: &[&str] = &[
    "timed out waiting for connection",
    "connection refused",
    "server closed the connection",
    "terminating connection",
    "database system is shutting down",
    "database system is starting up",
    "database system is in recovery",
    "no connection to the server",
    "connection reset",
    "broken pipe",
    "could not connect",
    "closed the connection unexpectedly",
    "connection to server",
];
const FULL: &[&str] = &[
    "database or disk is full",
    "no space left on device",
    "disk i/o error",
];

impl AppError {
    /// An internal error that is the database being away or full, as the
    /// answer the reader gets: 503 with a message, never 500.
    pub fn unavailable(&self) -> Option<String> {
        match self {
            AppError::Unavailable(m) => Some(m.clone()),
            AppError::Internal(e) => {
                let text = format!("{e:#}").to_lowercase();
                if FULL.iter().any(|p| text.contains(p)) {
                    Some("The server's disk is full: nothing was changed. Reading still works; try again later.".into())
                } else if AWAY.iter().any(|p| text.contains(p)) {
                    Some("The database is not answering right now: nothing was changed. Try again in a few seconds.".into())
                } else {
                    None
                }
            }
            _ => None,
        }
    }
}

pub type AppResult<T> = Result<T, AppError>;

impl From<RuleViolation> for AppError {
    fn from(v: RuleViolation) -> Self {
        AppError::Rule(Problems::one(v))
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

/// A row the code expected and the database did not have is our failure
/// (500, logged), not the reader's "not found": what a reader may ask for and
/// miss is looked up with `.optional()` and answered as a 404 where it is.
impl From<diesel::result::Error> for AppError {
    fn from(e: diesel::result::Error) -> Self {
        AppError::Internal(e.into())
    }
}

impl From<diesel::r2d2::PoolError> for AppError {
    fn from(e: diesel::r2d2::PoolError) -> Self {
        AppError::Internal(e.into())
    }
}

impl AppError {
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
            AppError::TooLarge(_) => "too_large",
            AppError::Unavailable(_) => "unavailable",
            AppError::Internal(_) if self.unavailable().is_some() => "unavailable",
            AppError::Internal(_) => "internal",
        }
    }

    /// What a player reads, in English. Never the internal cause.
    pub fn public_message(&self) -> String {
        self.public_message_in(crate::rules::say::Lang::En)
    }

    /// Each problem a reader of `lang` is told, one per line: every rule a
    /// refusal names with its id, else the one message.
    pub fn lines_in(&self, lang: crate::rules::say::Lang) -> Vec<String> {
        match self {
            AppError::Rule(p) => p.all().iter().map(|v| v.line_in(lang)).collect(),
            other => vec![other.public_message_in(lang)],
        }
    }

    /// What a reader of `lang` is told. Never the internal cause. Rules'
    /// refusals and the fixed messages are said in `lang`; messages made
    /// elsewhere with their words (a bad request's) are as they were made.
    pub fn public_message_in(&self, lang: crate::rules::say::Lang) -> String {
        match self {
            AppError::Rule(v) => v
                .all()
                .iter()
                .map(|v| v.line_in(lang))
                .collect::<Vec<_>>()
                .join(" "),
            AppError::Unauthorized => lang.t("error-sign-in"),
            AppError::NotFound => lang.t("error-not-found"),
            AppError::Internal(_) if self.unavailable().is_none() => lang.t("error-internal"),
            other => lang.from_english(&other.public_message_en()),
        }
    }

    fn public_message_en(&self) -> String {
        match self {
            AppError::BadRequest(m)
            | AppError::Forbidden(m)
            | AppError::Invalid(m)
            | AppError::Conflict(m)
            | AppError::Missing(m)
            | AppError::TooManyRequests(m)
            | AppError::TooLarge(m) => m.clone(),
            AppError::Rule(v) => v.to_string(),
            AppError::Unauthorized => "Sign in to see this page.".into(),
            AppError::NotFound => "There is nothing at this address, or you may not see it.".into(),
            AppError::Unavailable(m) => m.clone(),
            AppError::Internal(_) => self.unavailable().unwrap_or_else(|| {
                "Something went wrong on our side. Nothing was changed; please try again.".into()
            }),
        }
    }
}
