//! Campaign setup by the GM (R2, R3.4, R10.1): parameters, calendar, air
//! pools and control. Battalions and support units are in `forces.rs`; the
//! checklist and the start in `start.rs`.

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::UnitId;
use super::location::Location;
use super::map::Map;
use super::params::{check_params, Params};
use super::pieces::Unit;
use super::refusal::{not_found, violation, Refusal, RuleViolation};
use super::state::CampaignState;
use super::types::{Side, Status, UnitClass};
use crate::say;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub(super) fn gm_in_setup(c: &Ctx) -> Result<(), Refusal> {
    c.require_gm("Only the game master may change the campaign setup (R1.2).")?;
    if c.state.status != Status::Setup {
        return violation("R1.2", say!("setup-started"));
    }
    Ok(())
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetParams {
    pub params: Params,
}

impl Apply for SetParams {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        gm_in_setup(c)?;
        check_params(&self.params, c.inputs.map)
            .map_err(|m| Refusal::from(RuleViolation::new("R1.2", m)))?;
        c.state.params = self.params.clone();
        sync_air_pool(&mut c.state)?;
        c.record(Entry::public(
            Event::ParamsSet,
            crate::say!("history-params"),
        ));
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetCalendar {
    pub start_date: NaiveDate,
    #[serde(default, deserialize_with = "round_keys")]
    pub round_dates: BTreeMap<u32, NaiveDate>,
}

/// Round numbers as JSON object keys ("2"): a tagged command is buffered
/// before it is read, and the buffer keeps keys as text.
fn round_keys<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<BTreeMap<u32, NaiveDate>, D::Error> {
    let raw = BTreeMap::<String, NaiveDate>::deserialize(d)?;
    raw.into_iter()
        .map(|(k, v)| {
            k.trim()
                .parse::<u32>()
                .map(|r| (r, v))
                .map_err(|_| serde::de::Error::custom(format!("'{k}' is not a round number")))
        })
        .collect()
}

impl Apply for SetCalendar {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may do this (R1.2).")?;
        c.state.start_date = self.start_date;
        c.state.round_dates = self.round_dates.clone();
        let d = self.start_date;
        c.record(Entry::public(
            Event::CalendarSet { start_date: d },
            crate::say!("history-calendar", date = d.to_string()),
        ));
        Ok(())
    }
}

/// Keeps the air pools at the size the parameters give (R3.4).
pub fn sync_air_pool(s: &mut CampaignState) -> Result<(), Refusal> {
    for (side, want) in [
        (Side::Allies, s.params.air_support_allies),
        (Side::Axis, s.params.air_support_axis),
    ] {
        let have: Vec<UnitId> = s
            .units
            .iter()
            .filter(|u| u.side == side && u.class == UnitClass::Air)
            .map(|u| u.id)
            .collect();
        let drop: Vec<UnitId> = have.iter().skip(want as usize).copied().collect();
        s.units_mut().retain(|u| !drop.contains(&u.id));
        for i in have.len() as u32..want {
            let names = [
                "P-47 flight",
                "Typhoon flight",
                "P-51 flight",
                "Spitfire flight",
            ];
            let name = match side {
                Side::Allies => names.get((i % 4) as usize).copied().unwrap_or("Flight"),
                Side::Axis => "Fw 190 flight",
            };
            let id = UnitId::new(s.fresh_id()?);
            s.units_mut().push(Unit {
                id,
                side,
                battalion: None,
                name: format!("{name} {}", i + 1),
                kind: "air".into(),
                class: UnitClass::Air,
                cmbn: "Air support with a forward air controller".into(),
                strength: 0,
                location: Location::AirPool,
                destroyed: false,
                arrives_round: None,
            });
        }
    }
    Ok(())
}

pub(super) fn check_place(
    map: &Map,
    side: Side,
    loc: &Location,
    arrives: Option<u32>,
) -> Result<(), Refusal> {
    match loc {
        Location::Zone(z) if !map.is_zone(z) => {
            not_found(format!("There is no zone {z} on this map."))
        }
        Location::LaunchBox(b) if map.launch_box(b).is_none() => {
            not_found(format!("There is no launch box {b} on this map."))
        }
        Location::LaunchBox(_) if side == Side::Axis => {
            violation("R2.1", say!("setup-launch-box-allied"))
        }
        Location::AirPool => violation("R3.4", say!("setup-air-pool")),
        Location::Reinforcements if arrives.is_none() => {
            violation("R10.1", say!("setup-arrival-round"))
        }
        _ => Ok(()),
    }
}

/// R3.1: a name of 1 to 80 characters for `what` ("battalion", "unit",
/// "support": a key the message names).
pub(super) fn clean_name(name: &str, what: &str) -> Result<String, Refusal> {
    let n = name.trim();
    if n.is_empty() || n.chars().count() > 80 {
        return violation("R3.1", say!("setup-name-length", what = what));
    }
    Ok(n.to_string())
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetControl {
    pub zone: String,
    pub side: Side,
}

impl Apply for SetControl {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        gm_in_setup(c)?;
        let z = &self.zone;
        if !c.inputs.map.is_zone(z) {
            return not_found(format!("There is no zone {z} on this map."));
        }
        c.state.control.insert(z.clone(), self.side);
        c.record(Entry::public(
            Event::ControlSet {
                zone: z.clone(),
                side: self.side,
            },
            crate::say!(
                "history-control-set",
                zone = z,
                side = super::told::side(self.side)
            ),
        ));
        Ok(())
    }
}
