//! Typed ids: a battle's id does not pass where a unit's is expected. Each is
//! serialized as its bare number, so the JSON and the forms do not change.

use super::refusal::{violation, Refusal};
use super::types::Side;
use crate::say;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// `*counter + 1`, kept in `counter`; or a refusal naming it.
pub fn step(counter: &mut u32, name: &str) -> Result<u32, Refusal> {
    match counter.checked_add(1) {
        Some(n) => {
            *counter = n;
            Ok(n)
        }
        None => violation(
            "R12.1",
            say!("ids-counter-exhausted", counter = name, max = u32::MAX),
        ),
    }
}

/// The name of a side's draft counter.
pub fn draft_counter(side: Side) -> &'static str {
    match side {
        Side::Allies => "draft_seq.allies",
        Side::Axis => "draft_seq.axis",
    }
}

/// The name of a side's annotation counter.
pub fn annotation_counter(side: Side) -> &'static str {
    match side {
        Side::Allies => "annotations.last_allies",
        Side::Axis => "annotations.last_axis",
    }
}

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident($inner:ty)) => {
        $(#[$doc])*
        #[derive(
            Debug,
            Clone,
            Copy,
            PartialEq,
            Eq,
            PartialOrd,
            Ord,
            Hash,
            Default,
            Serialize,
            Deserialize,
            utoipa::ToSchema,
        )]
        #[serde(transparent)]
        pub struct $name($inner);

        impl $name {
            pub const fn new(n: $inner) -> Self {
                $name(n)
            }
            pub const fn get(self) -> $inner {
                self.0
            }
        }

        impl PartialEq<$inner> for $name {
            fn eq(&self, other: &$inner) -> bool {
                self.0 == *other
            }
        }

        impl From<$inner> for $name {
            fn from(n: $inner) -> Self {
                $name(n)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl FromStr for $name {
            type Err = std::num::ParseIntError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                s.trim().parse().map($name)
            }
        }
    };
}

id_type!(
    /// A unit: a company, platoon, artillery or air unit.
    UnitId(u32)
);
id_type!(
    /// A battalion (R3.1).
    BattalionId(u32)
);
id_type!(
    /// A battle: one attacked battalion in one territory (R6.3b).
    BattleId(u32)
);
id_type!(
    /// A drafted move (R6.2); numbered per side, never shown to the other.
    DraftId(u32)
);
id_type!(
    /// A user account.
    UserId(i64)
);
id_type!(
    /// One role of one user in one campaign.
    MemberId(i64)
);

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_bare_numbers_in_json_and_text() {
        assert_eq!(serde_json::to_string(&UnitId::new(7)).unwrap(), "7");
        assert_eq!(
            serde_json::from_str::<BattleId>("12").unwrap(),
            BattleId::new(12)
        );
        assert_eq!("40".parse::<DraftId>().unwrap().get(), 40);
        assert_eq!(UserId::new(-1).to_string(), "-1");
        assert!(serde_json::from_str::<UnitId>("\"x\"").is_err());
    }
}
