//! Every `[param]` of RULES.md, with its default.

use super::map::Map;
use super::say::Said;
use super::types::Nation;
use crate::say;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct RatioRow {
    /// Minimum attacker:defender ratio (x:1) for this battle type.
    pub ratio: u32,
    pub battle_type: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct SizeRow {
    /// Largest side, in company-equivalents, this row covers; None = no upper end.
    pub up_to: Option<f64>,
    pub force_size: String,
    pub map_size: String,
    pub minutes: u32,
    pub assault_bonus: u32,
}

/// Every `[param]` of RULES.md, with its default.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Params {
    pub rounds: u32,
    pub stack_limit: u32,
    pub artillery_stack: u32,
    pub move_range: u32,
    pub max_battle_companies: u32,
    pub naval_support: u32,
    pub air_support_allies: u32,
    pub air_support_axis: u32,
    pub bunker_fortifications: bool,
    pub qb_ratio_table: Vec<RatioRow>,
    pub qb_size_table: Vec<SizeRow>,
    /// Nation -> launch box ids (R10.2).
    pub launch_boxes_by_nation: BTreeMap<Nation, Vec<String>>,
    /// Axis entry zones (R10.3).
    pub axis_entry: Vec<String>,
    /// Allied objectives (R11.1).
    pub objectives: Vec<String>,
    /// Whether the game master reads the sides' message channels (#15;
    /// observers never do).
    pub gm_reads_side_channels: bool,
}

impl Default for Params {
    fn default() -> Self {
        let us = vec!["utah".to_string(), "omaha".to_string()];
        let uk = vec!["gold".to_string(), "juno".to_string(), "sword".to_string()];
        let row = |up_to: Option<f64>, f: &str, m: &str, minutes: u32, bonus: u32| SizeRow {
            up_to,
            force_size: f.into(),
            map_size: m.into(),
            minutes,
            assault_bonus: bonus,
        };
        Params {
            rounds: 10,
            stack_limit: 12,
            artillery_stack: 1,
            move_range: 1,
            max_battle_companies: 3,
            naval_support: 3,
            air_support_allies: 3,
            air_support_axis: 1,
            bunker_fortifications: true,
            qb_ratio_table: vec![
                RatioRow {
                    ratio: 4,
                    battle_type: "Assault".into(),
                },
                RatioRow {
                    ratio: 3,
                    battle_type: "Attack".into(),
                },
                RatioRow {
                    ratio: 2,
                    battle_type: "Probe".into(),
                },
            ],
            qb_size_table: vec![
                row(Some(0.5), "Tiny", "~430 x 290 m", 30, 0),
                row(Some(1.5), "Small", "~560 x 510 m", 45, 15),
                row(Some(2.5), "Medium", "~830 x 780 m", 60, 15),
                row(Some(4.5), "Large", "~1200 x 1200 m", 90, 30),
                row(None, "Huge", "~1700 x 1700 m", 120, 30),
            ],
            launch_boxes_by_nation: BTreeMap::from([
                (Nation::Us, us.clone()),
                (Nation::UsAirborne, us),
                (Nation::Uk, uk.clone()),
                (Nation::UkAirborne, uk.clone()),
                (Nation::Canada, uk.clone()),
                (Nation::Poland, uk),
            ]),
            axis_entry: ["F33", "F35", "F37", "F40", "F32", "F42"]
                .map(String::from)
                .to_vec(),
            objectives: ["F2", "F26", "F30"].map(String::from).to_vec(),
            gm_reads_side_channels: true,
        }
    }
}

/// Validates every parameter against sensible bounds; the first problem
/// found, as a message id and its arguments.
pub fn check_params(p: &Params, map: &Map) -> Result<(), Said> {
    let range = |name: &str, v: u32, lo: u32, hi: u32| {
        if v < lo || v > hi {
            Err(say!(
                "params-range",
                name = name,
                lo = lo,
                hi = hi,
                given = v
            ))
        } else {
            Ok(())
        }
    };
    range("rounds", p.rounds, 1, 50)?;
    range("stack_limit", p.stack_limit, 1, 50)?;
    range("artillery_stack", p.artillery_stack, 0, 10)?;
    range("move_range", p.move_range, 1, 5)?;
    range("max_battle_companies", p.max_battle_companies, 1, 12)?;
    range(
        "naval_support",
        p.naval_support,
        0,
        map.file.ships.len() as u32,
    )?;
    range("air_support_allies", p.air_support_allies, 0, 20)?;
    range("air_support_axis", p.air_support_axis, 0, 20)?;
    if p.qb_ratio_table.is_empty()
        || p.qb_ratio_table
            .iter()
            .any(|r| r.ratio == 0 || r.battle_type.trim().is_empty())
    {
        return Err(say!("params-ratio-table"));
    }
    if p.qb_size_table.is_empty() || p.qb_size_table.last().is_some_and(|r| r.up_to.is_some()) {
        return Err(say!("params-size-table"));
    }
    let mut last = -1.0;
    for r in &p.qb_size_table {
        if let Some(u) = r.up_to {
            if u <= last || !u.is_finite() {
                return Err(say!("params-size-grow"));
            }
            last = u;
        }
    }
    for z in p.objectives.iter().chain(p.axis_entry.iter()) {
        if !map.is_zone(z) {
            return Err(say!("params-zone", zone = z));
        }
    }
    for boxes in p.launch_boxes_by_nation.values() {
        for b in boxes {
            if map.launch_box(b).is_none() {
                return Err(say!("params-launch-box", launch_box = b));
            }
        }
    }
    Ok(())
}
