//! The orders of battle (R3): battalions of a nation's template, support
//! units, renaming, removal in setup, and the GM's restore of a destroyed
//! unit (R3.5).

use super::ctx::{Apply, Ctx};
use super::decision::Created;
use super::event::{Entry, Event};
use super::ids::{BattalionId, UnitId, UserId};
use super::location::Location;
use super::oob::UnitSpec;
use super::pieces::{Battalion, Unit};
use super::refusal::{not_found, violation, Refusal};
use super::roles::{check_commander, find_commander};
use super::setup::{check_place, clean_name, gm_in_setup};
use super::told;
use super::types::{Nation, Side, Status, UnitClass};
use crate::say;
use serde::{Deserialize, Serialize};

/// A battalion of a nation's template (R3.1, R3.2). The application fills
/// `units` and `hq` from the nation's template.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AddBattalion {
    pub name: String,
    pub nation: Nation,
    #[serde(default)]
    pub commander: Option<UserId>,
    /// The commander by email, instead of `commander`.
    #[serde(default)]
    pub commander_email: Option<String>,
    pub location: Location,
    #[serde(default)]
    pub arrives_round: Option<u32>,
    #[serde(skip)]
    pub units: Vec<UnitSpec>,
    #[serde(skip)]
    pub hq: String,
}

impl Apply for AddBattalion {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        gm_in_setup(c)?;
        let name = clean_name(&self.name, "battalion")?;
        let side = self.nation.side();
        check_place(c.inputs.map, side, &self.location, self.arrives_round)?;
        if let Some(r) = self.arrives_round {
            if r < 1 || r > c.state.params.rounds {
                let max = c.state.params.rounds;
                return violation("R10.1", say!("forces-arrival-round", max = max));
            }
        }
        if self.units.is_empty() {
            return violation("R3.2", say!("forces-battalion-units"));
        }
        let commander = find_commander(
            c.inputs.roster,
            self.commander,
            self.commander_email.as_deref(),
        )?;
        if let Some(u) = commander {
            check_commander(c.inputs.roster, u, side, &name)?;
        }
        let id = BattalionId::new(c.state.fresh_id()?);
        let in_box = self.location == Location::Reinforcements;
        c.state.battalions.push(Battalion {
            id,
            name: name.clone(),
            nation: self.nation,
            side,
            commander,
            hq: self.hq.clone(),
            arrives_round: self.arrives_round.filter(|_| in_box),
        });
        let mut ids = Vec::new();
        for spec in &self.units {
            let uid = UnitId::new(c.state.fresh_id()?);
            ids.push(uid);
            c.state.units_mut().push(Unit {
                id: uid,
                side,
                battalion: Some(id),
                name: spec.name.clone(),
                kind: spec.kind.clone(),
                class: spec.class,
                cmbn: spec.cmbn.clone(),
                strength: spec.strength,
                location: self.location.clone(),
                destroyed: false,
                arrives_round: None,
            });
        }
        c.created = Some(Created::Battalion(id, ids));
        let text = say!(
            "history-battalion-added",
            name = name,
            nation = self.nation.label(),
            at = self.location.to_string()
        );
        c.record(Entry::public(Event::BattalionAdded { battalion: id }, text));
        Ok(())
    }
}

/// Renaming and assigning commanders stays possible after the start (R1.2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateBattalion {
    pub battalion: BattalionId,
    #[serde(default)]
    pub name: Option<String>,
    /// `Some(None)` (`"commander": null`) takes the command away; absent
    /// leaves it.
    #[serde(default, deserialize_with = "present")]
    pub commander: Option<Option<UserId>>,
    /// The new commander by email, instead of `commander`.
    #[serde(default)]
    pub commander_email: Option<String>,
}

/// A field that is present, `null` or not: absent stays `None` (the
/// field's default), `null` is `Some(None)`.
fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

impl Apply for UpdateBattalion {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may change a battalion (R1.2).")?;
        let name = self
            .name
            .as_deref()
            .map(|n| clean_name(n, "battalion"))
            .transpose()?;
        let Some(b) = c.state.battalion(self.battalion).cloned() else {
            return not_found(format!(
                "There is no battalion {} in this campaign.",
                self.battalion
            ));
        };
        let commander = match (self.commander, self.commander_email.as_deref()) {
            (_, Some(e)) => Some(find_commander(c.inputs.roster, None, Some(e))?),
            (Some(Some(u)), None) => Some(find_commander(c.inputs.roster, Some(u), None)?),
            (other, None) => other,
        };
        if let Some(Some(u)) = commander {
            check_commander(c.inputs.roster, u, b.side, &b.name)?;
        }
        let Some(bm) = c.state.battalions.iter_mut().find(|x| x.id == b.id) else {
            return not_found("There is no such battalion.");
        };
        if let Some(n) = name {
            bm.name = n;
        }
        if let Some(cmd) = commander {
            bm.commander = cmd;
        }
        let text = say!("history-battalion-updated", name = &bm.name);
        c.record(Entry::public(
            Event::BattalionUpdated { battalion: b.id },
            text,
        ));
        // After the start a new commander is a handover (R1.6): tenure,
        // the side's announcement, the briefing.
        if let (Some(Some(to)), true) = (commander, c.state.status != Status::Setup) {
            if b.commander != Some(to) {
                let seat = super::timetable::Seat::Battalion(b.id);
                super::handover::handed(c, seat, b.side, b.commander, to);
            }
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RemoveBattalion {
    pub battalion: BattalionId,
}

impl Apply for RemoveBattalion {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        gm_in_setup(c)?;
        let id = self.battalion;
        let Some(b) = c.state.battalion(id).cloned() else {
            return not_found(format!("There is no battalion {id} in this campaign."));
        };
        c.state.battalions.retain(|x| x.id != id);
        c.state.units_mut().retain(|u| u.battalion != Some(id));
        c.record(Entry::public(
            Event::BattalionRemoved { battalion: id },
            say!("history-removed", name = &b.name),
        ));
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RenameUnit {
    pub unit: UnitId,
    pub name: String,
}

impl Apply for RenameUnit {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may rename units (R1.2).")?;
        let name = clean_name(&self.name, "unit")?;
        let Some(u) = c.state.unit_mut(self.unit) else {
            return not_found(format!("There is no unit {} in this campaign.", self.unit));
        };
        let old = std::mem::replace(&mut u.name, name.clone());
        let side = u.side;
        // Unit names are the side's own (hidden information).
        c.record(Entry::side(
            side,
            Event::UnitRenamed { unit: self.unit },
            say!("history-renamed", old = old, name = name),
        ));
        Ok(())
    }
}

fn air_pool() -> Location {
    Location::AirPool
}

/// An artillery unit on the map or in the reinforcement box, or an air unit
/// in the side's pool (R3.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AddSupport {
    pub side: Side,
    pub class: UnitClass,
    pub name: String,
    #[serde(default)]
    pub cmbn: String,
    #[serde(default = "air_pool")]
    pub location: Location,
    #[serde(default)]
    pub arrives_round: Option<u32>,
}

impl Apply for AddSupport {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        gm_in_setup(c)?;
        let name = clean_name(&self.name, "support")?;
        let location = match self.class {
            UnitClass::Air => Location::AirPool,
            UnitClass::Artillery => {
                check_place(c.inputs.map, self.side, &self.location, self.arrives_round)?;
                self.location.clone()
            }
            _ => return violation("R3.4", say!("forces-support-class")),
        };
        let id = UnitId::new(c.state.fresh_id()?);
        let in_box = location == Location::Reinforcements;
        c.state.units_mut().push(Unit {
            id,
            side: self.side,
            battalion: None,
            name: name.clone(),
            kind: if self.class == UnitClass::Air {
                "air".into()
            } else {
                "artillery".into()
            },
            class: self.class,
            cmbn: self.cmbn.clone(),
            strength: 0,
            location: location.clone(),
            destroyed: false,
            arrives_round: self.arrives_round.filter(|_| in_box),
        });
        if self.class == UnitClass::Air {
            match self.side {
                Side::Allies => c.state.params.air_support_allies += 1,
                Side::Axis => c.state.params.air_support_axis += 1,
            }
        }
        c.created = Some(Created::Unit(id));
        let (side, class) = (told::side(self.side), told::class(self.class));
        let at = location.to_string();
        c.record(
            Entry::public(
                Event::SupportAdded { unit: id },
                say!(
                    "history-support-added",
                    side = &side,
                    class = class,
                    at = &at
                ),
            )
            .with_inner(
                self.side,
                say!(
                    "history-support-added-named",
                    name = name,
                    side = side,
                    at = at
                ),
            ),
        );
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RemoveUnit {
    pub unit: UnitId,
}

impl Apply for RemoveUnit {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        gm_in_setup(c)?;
        let id = self.unit;
        let Some(u) = c.state.unit(id).cloned() else {
            return not_found(format!("There is no unit {id} in this campaign."));
        };
        c.state.units_mut().retain(|x| x.id != id);
        if u.class == UnitClass::Air {
            let p = &mut c.state.params;
            match u.side {
                Side::Allies => p.air_support_allies = p.air_support_allies.saturating_sub(1),
                Side::Axis => p.air_support_axis = p.air_support_axis.saturating_sub(1),
            }
        }
        let what = say!(
            "history-unit-removed",
            side = told::side(u.side),
            class = told::class(u.class)
        );
        c.record(
            Entry::public(Event::UnitRemoved { unit: id }, what)
                .with_inner(u.side, say!("history-removed", name = &u.name)),
        );
        Ok(())
    }
}

/// R3.5: the GM restores a destroyed unit (a recorded override).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RestoreUnit {
    pub unit: UnitId,
    pub to: Location,
    /// Why (R12.3): recorded in the history.
    #[serde(default)]
    #[schema(min_length = 1, max_length = 500)]
    pub reason: String,
}

impl Apply for RestoreUnit {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may do this (R1.2).")?;
        let why = super::corrections::reason(&self.reason)?;
        c.check_location_exists(&self.to)?;
        let (id, to) = (self.unit, self.to.clone());
        let Some(u) = c.state.unit_mut(id) else {
            return not_found(format!("There is no unit {id} in this campaign."));
        };
        if !u.destroyed {
            let name = u.name.clone();
            return violation("R3.5", say!("forces-not-destroyed", unit = name));
        }
        u.destroyed = false;
        u.location = to.clone();
        let (name, side, class) = (u.name.clone(), u.side, u.class);
        c.record(
            Entry::public(
                Event::UnitRestored {
                    unit: id,
                    to: to.clone(),
                },
                say!(
                    "history-unit-restored",
                    side = told::side(side),
                    class = told::class(class),
                    to = told::place(c.inputs.map, &to),
                    why = &why
                ),
            )
            .with_inner(
                side,
                say!(
                    "history-unit-restored-named",
                    name = name,
                    to = told::place(c.inputs.map, &to),
                    why = why
                ),
            ),
        );
        Ok(())
    }
}
