//! Why a command is refused: a rule with its id and numbers, a role that
//! may not do it, or an id that does not exist in this campaign.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A rule the order would break, in words a player can act on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct RuleViolation {
    pub rule: String,
    pub message: String,
}

impl RuleViolation {
    pub fn new(rule: &str, message: impl Into<String>) -> Self {
        RuleViolation {
            rule: rule.to_string(),
            message: message.into(),
        }
    }
}

impl fmt::Display for RuleViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.rule)
    }
}

impl std::error::Error for RuleViolation {}

/// Why a command was refused: a game rule, a role that may not do it, or an
/// id that does not exist in this campaign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    Rule(RuleViolation),
    Forbidden(String),
    NotFound(String),
}

impl From<RuleViolation> for Refusal {
    fn from(v: RuleViolation) -> Self {
        Refusal::Rule(v)
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Rule(v) => v.fmt(f),
            Refusal::Forbidden(m) | Refusal::NotFound(m) => f.write_str(m),
        }
    }
}

pub fn violation<T>(rule: &str, message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::Rule(RuleViolation::new(rule, message)))
}

pub fn forbidden<T>(message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::Forbidden(message.into()))
}

pub fn not_found<T>(message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::NotFound(message.into()))
}
