//! Human labels for what the pages show: places, moves, battalions.

use crate::rules::actions::MoveType;
use crate::rules::{Location, Map};

/// "F14 Isigny / Trévières", "Omaha Beach (launch box)".
pub fn place(map: &Map, loc: &Location) -> String {
    match loc {
        Location::Zone(z) => map
            .zone(z)
            .map_or_else(|| z.clone(), |x| format!("{} {}", x.id, x.name)),
        Location::LaunchBox(b) => map
            .launch_box(b)
            .map_or_else(|| b.clone(), |x| format!("{} (launch box)", x.name)),
        Location::Reinforcements => "Reinforcement box".into(),
        Location::AirPool => "Air pool".into(),
    }
}

pub fn move_type(t: MoveType) -> &'static str {
    match t {
        MoveType::Capture => "capture",
        MoveType::Attack => "attack",
        MoveType::Reinforce => "reinforce",
        MoveType::Land => "land",
        MoveType::Move => "move",
    }
}
