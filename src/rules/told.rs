//! The words a history entry is made of, as messages (#44): a side, a
//! phase, what a move did, a count of units by class, a place. An entry's
//! message takes them as arguments, so each reader reads the whole entry in
//! their own language; places and names stay data.

use super::location::Location;
use super::pieces::{Act, Unit};
use super::say::{Arg, Said};
use super::types::{Outcome, Phase, Side, UnitClass};
use crate::say;

/// "Allied" / "Axis".
pub fn side(s: Side) -> Said {
    say!("word-side", side = s.as_str())
}

/// "Combat move", "Reinforcements", ...
pub fn phase(p: Phase) -> Said {
    say!("word-phase", phase = p.as_str())
}

/// "moved", "attacked", ...
pub fn act(a: Act) -> Said {
    let key = match a {
        Act::Moved => "moved",
        Act::Attacked => "attacked",
        Act::Captured => "captured",
        Act::Reinforced => "reinforced",
        Act::Landed => "landed",
    };
    say!("word-act", act = key)
}

/// A battle's outcome as CMBN names it ("Tactical Victory").
pub fn outcome(o: Outcome) -> Said {
    say!("word-outcome", outcome = o.as_str())
}

/// "High Commander", "Observer", ...
pub fn role(r: super::roles::Role) -> Said {
    say!("word-role", role = r.as_str())
}

/// A seat: a battalion's name (data), or "the Allied High Commander".
pub fn seat(s: &super::state::CampaignState, seat: super::timetable::Seat) -> Arg {
    match seat {
        super::timetable::Seat::HighCommander(side) => {
            say!("word-hc-seat", side = self::side(side)).into()
        }
        other => super::cover::seat_name(s, other).into(),
    }
}

/// "company", "artillery unit", ...
pub fn class(c: UnitClass) -> Said {
    say!("word-class", class = c.as_str())
}

/// "3 companies, 1 platoon" (or "no units"), as `count_classes` writes it
/// in English.
pub fn count<'a>(units: impl IntoIterator<Item = &'a Unit>) -> Arg {
    count_classes(units.into_iter().map(|u| u.class))
}

/// `count` of units given by their classes.
pub fn count_classes(classes: impl IntoIterator<Item = UnitClass>) -> Arg {
    let mut n = [0usize; 4];
    for class in classes {
        let i = match class {
            UnitClass::Company => 0,
            UnitClass::Platoon => 1,
            UnitClass::Artillery => 2,
            UnitClass::Air => 3,
        };
        if let Some(x) = n.get_mut(i) {
            *x += 1;
        }
    }
    let parts: Vec<Said> = n
        .iter()
        .zip(["company", "platoon", "artillery", "air"])
        .filter(|(k, _)| **k > 0)
        .map(|(k, class)| say!("word-count", class = class, n = *k))
        .collect();
    if parts.is_empty() {
        say!("word-no-units").into()
    } else {
        Arg::list(parts, ", ")
    }
}

/// A place as players read it: a zone's id and a launch box's name are
/// data; the reinforcement box and the air pool are words.
pub fn place(map: &super::map::Map, loc: &Location) -> Arg {
    match loc {
        Location::Reinforcements => say!("place-reinforcement-box").into(),
        Location::AirPool => say!("place-air-pool").into(),
        Location::Zone(z) => z.as_str().into(),
        Location::LaunchBox(b) => map
            .launch_box(b)
            .map_or_else(|| b.clone(), |x| x.name.clone())
            .into(),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use crate::rules::say::Lang;

    fn said(a: Arg) -> Said {
        say!(
            "history-battle-ready",
            battle = 3,
            zone = "F14",
            n = 4,
            counted = a
        )
    }

    #[test]
    fn a_count_reads_as_the_english_did_and_in_each_language() {
        use UnitClass::*;
        let three_one = count_classes([Company, Company, Platoon, Company]);
        let en = said(three_one.clone()).english();
        assert!(en.ends_with("(3 companies, 1 platoon)"), "{en}");
        let de = said(three_one).said_in(Lang::De);
        assert!(de.contains("3 Kompanien") && de.contains("1 Zug"), "{de}");
        let none = said(count_classes([])).english();
        assert!(none.ends_with("(no units)"), "{none}");
    }

    #[test]
    fn every_side_phase_act_and_outcome_has_its_words() {
        for lang in Lang::ALL {
            for s in Side::ALL {
                assert!(!side(s).said_in(lang).starts_with("word-"));
            }
            for p in Phase::ALL {
                let w = phase(p).said_in(lang);
                assert!(!w.is_empty() && !w.starts_with("word-"), "{lang:?} {p:?}");
            }
            for o in Outcome::ALL {
                assert!(!outcome(o).said_in(lang).starts_with("word-"));
            }
        }
        // English reads as the labels did.
        assert_eq!(
            phase(Phase::NonCombatMove).english(),
            Phase::NonCombatMove.label()
        );
        assert_eq!(
            outcome(Outcome::TacticalVictory).english(),
            "Tactical Victory"
        );
        assert_eq!(side(Side::Allies).english(), "Allied");
    }
}
