//! The game's vocabulary: sides, phases, nations, unit classes, places,
//! outcomes and zone states, each with its text form.

use serde::{Deserialize, Serialize};

/// A closed set of words with a stored form (`as_str`, the serde form) and a
/// label for people: `words! { Side { Allies = "allies" / "Allied", .. } }`.
macro_rules! words {
    ($(#[$m:meta])* pub enum $name:ident {
        $($(#[$vm:meta])* $variant:ident = $text:literal / $label:literal),+ $(,)?
    }) => {
        $(#[$m])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash,
            ::serde::Serialize, ::serde::Deserialize, ::utoipa::ToSchema,
        )]
        // The stored forms are the variants in snake_case (a test holds
        // `as_str` and serde to the same text).
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $($(#[$vm])* $variant),+
        }

        impl $name {
            pub const ALL: [$name; <[&str]>::len(&[$(stringify!($variant)),+])] =
                [$($name::$variant),+];
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }
            pub fn label(self) -> &'static str {
                match self {
                    $($name::$variant => $label),+
                }
            }
            pub fn parse(s: &str) -> Option<$name> {
                match s {
                    $($text => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}
pub(crate) use words;

#[rustfmt::skip]
words! {
    pub enum Side {
        Allies = "allies" / "Allied",
        Axis = "axis" / "Axis",
    }
}

impl Side {
    pub fn enemy(self) -> Side {
        match self {
            Side::Allies => Side::Axis,
            Side::Axis => Side::Allies,
        }
    }
}

#[rustfmt::skip]
words! {
    /// R5.3: the five phases of a turn, in order.
    pub enum Phase {
        CombatMove = "combat_move" / "Combat move",
        CombatResolution = "combat_resolution" / "Combat resolution",
        CombatResults = "combat_results" / "Combat results",
        NonCombatMove = "non_combat_move" / "Non-combat move",
        Reinforcements = "reinforcements" / "Reinforcements",
    }
}

impl Phase {
    pub fn next(self) -> Option<Phase> {
        let i = Phase::ALL.iter().position(|p| *p == self)?;
        Phase::ALL.get(i + 1).copied()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Setup,
    Active,
    Finished,
}

#[rustfmt::skip]
words! {
    /// R3.1 nations.
    pub enum Nation {
        Us = "us" / "US",
        UsAirborne = "us_airborne" / "US Airborne",
        Uk = "uk" / "UK",
        UkAirborne = "uk_airborne" / "UK Airborne",
        Canada = "canada" / "Canada",
        Poland = "poland" / "Poland",
        Heer = "heer" / "German Army (Heer)",
        Luftwaffe = "luftwaffe" / "Luftwaffe (Fallschirmjäger)",
        WaffenSs = "waffen_ss" / "Waffen-SS",
    }
}

impl Nation {
    pub fn side(self) -> Side {
        match self {
            Nation::Heer | Nation::Luftwaffe | Nation::WaffenSs => Side::Axis,
            _ => Side::Allies,
        }
    }
}

#[rustfmt::skip]
words! {
    /// R3.3: what a unit counts as.
    pub enum UnitClass {
        Company = "company" / "company",
        Platoon = "platoon" / "platoon",
        Artillery = "artillery" / "artillery",
        Air = "air" / "air",
    }
}

impl UnitClass {
    pub fn is_combat(self) -> bool {
        matches!(self, UnitClass::Company | UnitClass::Platoon)
    }
}

#[rustfmt::skip]
words! {
    /// R7.5 outcomes, from the attacker's point of view.
    pub enum Outcome {
        TotalVictory = "total_victory" / "Total Victory",
        MajorVictory = "major_victory" / "Major Victory",
        TacticalVictory = "tactical_victory" / "Tactical Victory",
        MinorVictory = "minor_victory" / "Minor Victory",
        Draw = "draw" / "Draw",
        MinorLoss = "minor_loss" / "Minor Loss",
        TacticalLoss = "tactical_loss" / "Tactical Loss",
        MajorLoss = "major_loss" / "Major Loss",
        TotalLoss = "total_loss" / "Total Loss",
    }
}

#[rustfmt::skip]
words! {
    /// What a zone looks like to players (R2.2).
    pub enum ZoneState {
        Allies = "allies" / "Allied-controlled",
        Axis = "axis" / "Axis-controlled",
        Contested = "contested" / "contested",
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::rules::Role;

    /// Each word's stored form is its serde form, and parses back.
    fn round_trips<T>(all: &[T])
    where
        T: Copy + PartialEq + std::fmt::Debug + Serialize + std::fmt::Display,
        T: for<'de> Deserialize<'de>,
    {
        for w in all {
            let json = serde_json::to_string(w).unwrap();
            assert_eq!(json, format!("\"{w}\""));
            assert_eq!(serde_json::from_str::<T>(&json).unwrap(), *w);
        }
    }

    #[test]
    fn stored_forms_are_the_serde_forms() {
        round_trips(&Side::ALL);
        round_trips(&Phase::ALL);
        round_trips(&Nation::ALL);
        round_trips(&UnitClass::ALL);
        round_trips(&Outcome::ALL);
        round_trips(&ZoneState::ALL);
        round_trips(&Role::ALL);
        for p in Phase::ALL {
            assert_eq!(Phase::parse(p.as_str()), Some(p));
        }
        assert_eq!(Nation::parse("waffen_ss"), Some(Nation::WaffenSs));
        assert_eq!(Role::parse("High Commander"), None);
    }
}
