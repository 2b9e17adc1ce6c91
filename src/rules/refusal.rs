//! Why a command is refused: a rule with its id and numbers, a role that
//! may not do it, or an id that does not exist in this campaign.

use super::say::{Lang, Said};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A rule the order would break, in words a player can act on: the rule's
/// id, what it says as a message id and arguments (`said`, and `within` for
/// the command it was found in, e.g. "Move 3: "), and that message in
/// English.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct RuleViolation {
    pub rule: String,
    pub message: String,
    #[serde(flatten)]
    pub said: Said,
    /// Where in the command the problem was found (one move of several).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub within: Option<Box<Said>>,
}

impl RuleViolation {
    pub fn new(rule: &str, said: Said) -> Self {
        RuleViolation {
            rule: rule.to_string(),
            message: said.english(),
            said,
            within: None,
        }
    }

    /// The message in `lang` (`message` is the English one).
    pub fn message_in(&self, lang: Lang) -> String {
        match &self.within {
            Some(w) => format!("{}{}", w.said_in(lang), self.said.said_in(lang)),
            None => self.said.said_in(lang),
        }
    }

    /// The problem as a line for a reader of `lang`: its words and rule.
    pub fn line_in(&self, lang: Lang) -> String {
        format!("{} ({})", self.message_in(lang), self.rule)
    }

    /// This problem as the API says it to a reader of `lang`: `message` in
    /// that language, the id and arguments as they are.
    pub fn told_in(&self, lang: Lang) -> RuleViolation {
        RuleViolation {
            message: self.message_in(lang),
            ..self.clone()
        }
    }

    /// The same problem, found within `within` (its words go first).
    pub fn within(self, within: Said) -> Self {
        RuleViolation {
            message: format!("{}{}", within.english(), self.said.english()),
            within: Some(Box::new(within)),
            ..self
        }
    }
}

impl fmt::Display for RuleViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.rule)
    }
}

impl std::error::Error for RuleViolation {}

/// Every rule a command breaks (#43: a player hears them all at once, not
/// one per attempt). Never empty; it reads as its first problem (`rule`,
/// `message`), the one the API's error names as `rule`, and `all` lists
/// every one in the order the checks found them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problems {
    /// Boxed: a refusal is passed up many frames and stays small.
    first: Box<RuleViolation>,
    more: Vec<RuleViolation>,
}

impl Problems {
    pub fn one(v: RuleViolation) -> Self {
        Problems {
            first: Box::new(v),
            more: Vec::new(),
        }
    }

    /// The problems found, or None when there are none.
    pub fn of(found: Vec<RuleViolation>) -> Option<Self> {
        let mut found = found.into_iter();
        let first = found.next()?;
        Some(Problems {
            first: Box::new(first),
            more: found.collect(),
        })
    }

    /// Every problem, the first first.
    pub fn all(&self) -> Vec<&RuleViolation> {
        std::iter::once(&*self.first)
            .chain(self.more.iter())
            .collect()
    }

    pub fn into_vec(self) -> Vec<RuleViolation> {
        let mut all = vec![*self.first];
        all.extend(self.more);
        all
    }

    /// Each problem changed by `f` (still never empty).
    pub fn map(self, mut f: impl FnMut(RuleViolation) -> RuleViolation) -> Self {
        Problems {
            first: Box::new(f(*self.first)),
            more: self.more.into_iter().map(f).collect(),
        }
    }
}

impl std::ops::Deref for Problems {
    type Target = RuleViolation;
    fn deref(&self) -> &RuleViolation {
        &self.first
    }
}

impl fmt::Display for Problems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, v) in self.all().into_iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            v.fmt(f)?;
        }
        Ok(())
    }
}

/// Why a command was refused: the game rules it breaks, a role that may not
/// do it, or an id that does not exist in this campaign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    Rule(Problems),
    Forbidden(String),
    NotFound(String),
}

impl From<RuleViolation> for Refusal {
    fn from(v: RuleViolation) -> Self {
        Refusal::Rule(Problems::one(v))
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

/// Checks that go on after a rule is broken, so that a refusal names every
/// rule at once. A role or an unknown id still ends the checking at once
/// (what cannot be checked without it stands alone).
#[derive(Debug, Default)]
pub struct Found(Vec<RuleViolation>);

impl Found {
    /// Keeps the rules `r` breaks; passes a forbidden or unknown on.
    /// Returns the value when the check passed.
    pub fn check<T>(&mut self, r: Result<T, Refusal>) -> Result<Option<T>, Refusal> {
        match r {
            Ok(v) => Ok(Some(v)),
            Err(Refusal::Rule(p)) => {
                self.push_all(p.into_vec());
                Ok(None)
            }
            Err(other) => Err(other),
        }
    }

    pub fn push(&mut self, rule: &str, said: Said) {
        self.push_all(vec![RuleViolation::new(rule, said)]);
    }

    fn push_all(&mut self, found: Vec<RuleViolation>) {
        for v in found {
            if !self.0.contains(&v) {
                self.0.push(v);
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Ok when nothing was found, else every problem found.
    pub fn done(self) -> Result<(), Refusal> {
        match Problems::of(self.0) {
            None => Ok(()),
            Some(p) => Err(Refusal::Rule(p)),
        }
    }
}

pub fn violation<T>(rule: &str, said: Said) -> Result<T, Refusal> {
    Err(RuleViolation::new(rule, said).into())
}

pub fn forbidden<T>(message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::Forbidden(message.into()))
}

pub fn not_found<T>(message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::NotFound(message.into()))
}
