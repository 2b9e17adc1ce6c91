//! What one zone holds as a viewer may see it (the zone page, #41): each
//! side's battalions there, their units named for their own side and the
//! GM and counted for everyone else. Built from the viewer's `View`, whose
//! units carry no name the viewer may not read, so the page cannot show
//! one (secrecy by construction).

use super::board_view::UnitView;
use super::ids::{BattalionId, UnitId};
use super::location::Location;
use super::say::{Arg, Lang, Said};
use super::types::Side;
use super::types::UnitClass;
use super::view::View;

/// One unit as a list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitLine {
    pub id: UnitId,
    pub name: String,
    pub class: String,
    pub destroyed: bool,
}

impl UnitLine {
    /// The line of a unit the viewer may name (None for one they may not).
    pub fn of(u: &UnitView) -> Option<UnitLine> {
        Some(UnitLine {
            id: u.id,
            name: u.name?.to_string(),
            class: u.class.label().to_string(),
            destroyed: u.destroyed,
        })
    }
}

/// A battalion's units in a zone (the side's artillery has no battalion).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    pub battalion: Option<BattalionId>,
    pub name: String,
    /// The units, when the viewer may name them.
    pub units: Vec<UnitLine>,
    /// For units the viewer may not name: "3 enemy companies, 1 enemy
    /// platoon", said in the reader's language (#44).
    pub hidden: Option<Arg>,
}

/// One side in a zone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideInZone {
    pub side: Side,
    pub groups: Vec<Group>,
    /// Combat units and artillery there (R4.1, R4.2).
    pub units: usize,
    pub artillery: usize,
}

/// Both sides in zone `zone`, as `v`'s viewer may see them; None for a
/// zone the map does not have.
pub fn zone_sides(v: &View, zone: &str) -> Option<Vec<SideInZone>> {
    let z = v.zone(zone)?;
    let at = Location::Zone(zone.to_string());
    Some(
        [Side::Allies, Side::Axis]
            .into_iter()
            .map(|side| {
                let here: Vec<&UnitView> = v.units_at(side, &at).collect();
                let mut groups: Vec<Group> = v
                    .battalions
                    .iter()
                    .filter(|b| b.side == side)
                    .filter_map(|b| {
                        let mine: Vec<&UnitView> = here
                            .iter()
                            .copied()
                            .filter(|u| u.battalion == Some(b.id))
                            .collect();
                        (!mine.is_empty()).then(|| group(Some(b.id), b.name, &mine))
                    })
                    .collect();
                let art: Vec<&UnitView> = here
                    .iter()
                    .copied()
                    .filter(|u| u.battalion.is_none())
                    .collect();
                if !art.is_empty() {
                    groups.push(group(None, "Artillery", &art));
                }
                let (units, artillery) = match side {
                    Side::Allies => (z.units.allies, z.artillery.allies),
                    Side::Axis => (z.units.axis, z.artillery.axis),
                };
                SideInZone {
                    side,
                    groups,
                    units,
                    artillery,
                }
            })
            .collect(),
    )
}

fn group(battalion: Option<BattalionId>, name: &str, units: &[&UnitView]) -> Group {
    let lines: Vec<UnitLine> = units.iter().filter_map(|u| UnitLine::of(u)).collect();
    let named = lines.len() == units.len();
    Group {
        battalion,
        name: name.to_string(),
        units: if named { lines } else { Vec::new() },
        hidden: (!named).then(|| hidden_said(units.iter().map(|u| u.class))),
    }
}

/// "3 enemy companies, 1 enemy platoon": units counted by class.
pub fn hidden_summary(classes: impl IntoIterator<Item = UnitClass>) -> String {
    hidden_said(classes).said_in(Lang::En)
}

/// `hidden_summary` as words said in each reader's language (#44): each
/// class counted ("3 enemy companies"), ", " between; "no enemy units".
pub fn hidden_said(classes: impl IntoIterator<Item = UnitClass>) -> Arg {
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
        .map(|(k, class)| crate::say!("words-enemy-count", class = class, n = *k))
        .collect();
    if parts.is_empty() {
        crate::say!("words-no-enemy-units").into()
    } else {
        Arg::list(parts, ", ")
    }
}
