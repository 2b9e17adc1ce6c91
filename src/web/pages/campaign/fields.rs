//! A posted form read field by field, with the messages a player reads
//! when a field is missing or malformed.

use crate::app::catalog::Catalog;
use crate::error::AppError;
use crate::rules::{Location, Side};
use std::str::FromStr;

/// A posted form: its fields, the ids in its address, the poster's time zone.
pub struct Form<'a> {
    pub(super) fields: Vec<(String, String)>,
    /// The second id of the address (`{bid}`, `{uid}`, `{draft}`, ...).
    pub(super) sub: Option<&'a str>,
    pub(super) tz: &'a str,
    pub(super) catalog: &'a Catalog,
}

impl Form<'_> {
    pub(super) fn text(&self, key: &str) -> &str {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map_or("", |(_, v)| v.as_str())
    }
    pub(super) fn has(&self, key: &str) -> bool {
        self.fields.iter().any(|(k, v)| k == key && !v.is_empty())
    }
    pub(super) fn all<T: FromStr>(&self, key: &str) -> Result<Vec<T>, AppError> {
        self.fields
            .iter()
            .filter(|(k, _)| k == key)
            .map(|(_, v)| {
                v.trim().parse().map_err(|_| {
                    AppError::BadRequest(format!("{key}: '{}' is not an id.", short(v)))
                })
            })
            .collect()
    }
    pub(super) fn number<T: FromStr>(&self, key: &str, what: &str) -> Result<Option<T>, AppError> {
        crate::web::http::input::optional_number(self.text(key), what)
    }
    pub(super) fn required<T: FromStr>(&self, key: &str, what: &str) -> Result<T, AppError> {
        self.number(key, what)?
            .ok_or_else(|| AppError::Invalid(format!("Give the {what}.")))
    }
    pub(super) fn location(&self, key: &str) -> Result<Location, AppError> {
        Location::parse(self.text(key)).map_err(AppError::Invalid)
    }
    pub(super) fn side(&self, key: &str) -> Result<Option<Side>, AppError> {
        match self.text(key) {
            "" => Ok(None),
            s => Side::parse(s)
                .map(Some)
                .ok_or_else(|| AppError::Invalid("The side must be allies or axis.".into())),
        }
    }
    pub(super) fn time(
        &self,
        key: &str,
    ) -> Result<Option<chrono::DateTime<chrono::Utc>>, AppError> {
        local_time_field(self.text(key), self.tz)
    }
}

fn short(v: &str) -> String {
    v.chars().take(20).collect()
}

/// A `datetime-local` field in the user's time zone, as UTC; empty is none.
pub fn local_time_field(
    value: &str,
    tz: &str,
) -> Result<Option<chrono::DateTime<chrono::Utc>>, AppError> {
    if value.trim().is_empty() {
        return Ok(None);
    }
    let local = chrono::NaiveDateTime::parse_from_str(value.trim(), "%Y-%m-%dT%H:%M")
        .map_err(|_| AppError::Invalid("Give a date and time, e.g. 2026-12-01T18:00.".into()))?;
    let tz: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
    let utc = local
        .and_local_timezone(tz)
        .earliest()
        .ok_or_else(|| {
            AppError::Invalid("That time does not exist in your time zone (a clock change).".into())
        })?
        .with_timezone(&chrono::Utc);
    Ok(Some(utc))
}

pub(super) fn parse_id<T: FromStr>(v: &str) -> Result<T, AppError> {
    v.trim()
        .parse()
        .map_err(|_| AppError::BadRequest(format!("'{}' is not an id.", short(v))))
}
