//! What Bocage keeps of a live battle's sessions (R13.6): plain data; the
//! commands that change it and what a reader follows of it are in
//! `sessions`.

use super::types::Side;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

/// A time span, from (inclusive) to (exclusive).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, utoipa::ToSchema,
)]
#[serde(deny_unknown_fields)]
pub struct Span {
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
}

/// What a commander said once the slot began (R13.6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct SessionReport {
    /// The side whose commander reported.
    pub by: Side,
    /// The side whose commander did not come; none: it was played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub absent: Option<Side>,
    pub at: DateTime<Utc>,
}

/// The slot proposed, or agreed (R13.6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Booking {
    /// When the session starts.
    pub at: DateTime<Utc>,
    pub minutes: u32,
    /// The side whose commander proposed it.
    pub by: Side,
    /// When the other accepted it; none while it waits on him.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accepted: Option<DateTime<Utc>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub report: Option<SessionReport>,
}

impl Booking {
    pub fn end(&self) -> DateTime<Utc> {
        self.at + Duration::minutes(i64::from(self.minutes))
    }
}

/// A live battle's sessions (R13.6): when each side's commander can play,
/// the slot proposed or agreed, and how many sessions the GM confirmed as
/// played.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Sessions {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allies: Vec<Span>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub axis: Vec<Span>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub booking: Option<Booking>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub played: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Sessions {
    pub fn is_empty(&self) -> bool {
        *self == Sessions::default()
    }
    pub fn marks(&self, side: Side) -> &[Span] {
        match side {
            Side::Allies => &self.allies,
            Side::Axis => &self.axis,
        }
    }
    pub fn marks_mut(&mut self, side: Side) -> &mut Vec<Span> {
        match side {
            Side::Allies => &mut self.allies,
            Side::Axis => &mut self.axis,
        }
    }
}
