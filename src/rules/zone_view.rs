//! What one zone holds as a viewer may see it (the zone page, #41): each
//! side's battalions there, their units named for their own side and the
//! GM and counted for everyone else. Built from the viewer's `View`, whose
//! units carry no name the viewer may not read, so the page cannot show
//! one (secrecy by construction).

use super::board_view::UnitView;
use super::ids::{BattalionId, UnitId};
use super::location::Location;
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
    /// For units the viewer may not name: "3 enemy companies, 1 enemy platoon".
    pub hidden: Option<String>,
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
        hidden: (!named).then(|| hidden_summary(units.iter().map(|u| u.class))),
    }
}

/// "3 enemy companies, 1 enemy platoon": units counted by class.
pub fn hidden_summary(classes: impl IntoIterator<Item = UnitClass>) -> String {
    super::ctx::count_classes(classes)
        .split(", ")
        .map(|part| match part.split_once(' ') {
            Some((n, what)) => format!("{n} enemy {what}"),
            None => part.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}
