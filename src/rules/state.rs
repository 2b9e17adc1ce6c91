//! The campaign's whole state: what the store saves as one document.

pub use super::ids::{BattalionId, BattleId, DraftId, MemberId, UnitId, UserId};
pub use super::location::*;
pub use super::params::*;
pub use super::pieces::*;
pub use super::types::*;
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Victory {
    pub winner: Side,
    pub round: u32,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct CampaignState {
    /// The format this document is written in (`rules::upgrade`): every
    /// stored state is read through its upgrade steps.
    #[serde(default)]
    pub format: u64,
    pub name: String,
    pub map_id: String,
    pub params: Params,
    pub status: Status,
    pub round: u32,
    pub side: Side,
    pub phase: Phase,
    #[serde(default)]
    pub deadline: Option<DateTime<Utc>>,
    /// The GM's schedule of phase lengths and deadline policy (R5.6-R5.8).
    #[serde(default)]
    pub schedule: super::timetable::Schedule,
    /// Set while the GM has paused the clock (R5.9).
    #[serde(default)]
    pub paused: Option<super::timetable::Pause>,
    /// Absences and deputies (R1.5): each side's own.
    #[serde(default)]
    pub people: super::timetable::People,
    /// The CMBN version and modules every battle needs (R13.2).
    #[serde(default, skip_serializing_if = "super::kit::GameKit::is_empty")]
    pub game: super::kit::GameKit,
    pub start_date: NaiveDate,
    /// Date each round represents, when it differs from start_date + round - 1.
    #[serde(default)]
    pub round_dates: BTreeMap<u32, NaiveDate>,
    /// Last side to control each zone (R2.2); contested is derived from units.
    pub control: BTreeMap<String, Side>,
    pub battalions: Vec<Battalion>,
    /// Shared between a state and the states made from it until one of
    /// them changes a unit (`units_mut`): a drafted move, which changes
    /// only the drafts, copies none of the side's units.
    #[serde(with = "shared_units")]
    #[schema(value_type = Vec<Unit>)]
    pub units: std::sync::Arc<Vec<Unit>>,
    #[serde(default)]
    pub drafts: Vec<Draft>,
    #[serde(default)]
    pub battles: Vec<Battle>,
    #[serde(default)]
    pub turn: TurnFlags,
    /// Ships used this Allied turn (R2.4).
    #[serde(default)]
    pub ships_used: Vec<String>,
    /// Consecutive round ends with every objective Allied (R11.1).
    #[serde(default)]
    pub objective_rounds: u32,
    #[serde(default)]
    pub victory: Option<Victory>,
    /// Ids of units, battalions and battles: public actions only.
    #[serde(default)]
    pub next_id: u32,
    /// Draft ids, counted per side, so that no id the other side sees tells
    /// how many drafts were made (R6.2 drafts are hidden).
    #[serde(default)]
    pub draft_seq: DraftSeq,
    /// Each side's annotations on the map (R12.5): the side's own.
    #[serde(default)]
    pub annotations: super::layer::Layers,
}

/// The last draft id of each side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct DraftSeq {
    pub allies: u32,
    pub axis: u32,
}

impl DraftSeq {
    /// The next draft id of `side`; refused at the counter's end (#40).
    pub fn next(&mut self, side: Side) -> Result<DraftId, super::refusal::Refusal> {
        let n = match side {
            Side::Allies => &mut self.allies,
            Side::Axis => &mut self.axis,
        };
        super::ids::step(n, super::ids::draft_counter(side)).map(DraftId::new)
    }
}

/// The format of the stored state this program writes (`rules::upgrade`
/// reads the older ones).
pub const FORMAT: u64 = 2;

impl CampaignState {
    pub fn new(name: &str, map_id: &str, params: Params, start_date: NaiveDate) -> CampaignState {
        CampaignState {
            format: FORMAT,
            name: name.to_string(),
            map_id: map_id.to_string(),
            params,
            status: Status::Setup,
            round: 1,
            side: Side::Allies,
            phase: Phase::CombatMove,
            deadline: None,
            schedule: Default::default(),
            paused: None,
            people: Default::default(),
            game: Default::default(),
            start_date,
            round_dates: BTreeMap::new(),
            control: BTreeMap::new(),
            battalions: Vec::new(),
            units: Default::default(),
            drafts: Vec::new(),
            battles: Vec::new(),
            turn: TurnFlags::default(),
            ships_used: Vec::new(),
            objective_rounds: 0,
            victory: None,
            next_id: 1,
            draft_seq: DraftSeq::default(),
            annotations: Default::default(),
        }
    }

    /// Whether two states differ at most in their drafted moves and the
    /// draft counters (what drafting changes), so that only those need saving.
    pub fn same_apart_from_drafts(&self, other: &CampaignState) -> bool {
        // Destructured in full: a new field must be placed here, or this
        // stops compiling.
        let CampaignState {
            format,
            name,
            map_id,
            params,
            status,
            round,
            side,
            phase,
            deadline,
            schedule,
            paused,
            people,
            start_date,
            round_dates,
            control,
            battalions,
            units,
            drafts: _,
            battles,
            turn,
            ships_used,
            objective_rounds,
            victory,
            next_id,
            draft_seq: _,
            annotations,
            game,
        } = self;
        *format == other.format
            && *name == other.name
            && *map_id == other.map_id
            && *params == other.params
            && *status == other.status
            && *round == other.round
            && *side == other.side
            && *phase == other.phase
            && *deadline == other.deadline
            && *schedule == other.schedule
            && *paused == other.paused
            && *people == other.people
            && *start_date == other.start_date
            && *round_dates == other.round_dates
            && *control == other.control
            && *battalions == other.battalions
            && *units == other.units
            && *battles == other.battles
            && *turn == other.turn
            && *ships_used == other.ships_used
            && *objective_rounds == other.objective_rounds
            && *victory == other.victory
            && *next_id == other.next_id
            && *annotations == other.annotations
            && *game == other.game
    }

    /// A new id for a unit, battalion or battle; refused at the counter's
    /// end (#40), never wrapped to an id in use.
    pub fn fresh_id(&mut self) -> Result<u32, super::refusal::Refusal> {
        let id = self.next_id;
        super::ids::step(&mut self.next_id, "next_id")?;
        Ok(id)
    }

    /// "3.allies.combat_move": the phase the campaign is in.
    pub fn label(&self) -> PhaseLabel {
        PhaseLabel {
            round: self.round,
            side: self.side,
            phase: self.phase,
        }
    }

    /// Units are kept in id order (ids only grow), so a binary search finds
    /// them; a linear scan covers a hand-edited scenario file.
    fn unit_index(&self, id: UnitId) -> Option<usize> {
        self.units
            .binary_search_by_key(&id, |u| u.id)
            .ok()
            .or_else(|| self.units.iter().position(|u| u.id == id))
    }

    /// The unit `id` (a bare number is taken as a unit id).
    pub fn unit(&self, id: impl Into<UnitId>) -> Option<&Unit> {
        self.unit_index(id.into()).and_then(|i| self.units.get(i))
    }

    pub fn unit_mut(&mut self, id: UnitId) -> Option<&mut Unit> {
        let i = self.unit_index(id)?;
        self.units_mut().get_mut(i)
    }

    /// The units to change (copied first if another state shares them).
    pub fn units_mut(&mut self) -> &mut Vec<Unit> {
        std::sync::Arc::make_mut(&mut self.units)
    }

    pub fn battalion(&self, id: BattalionId) -> Option<&Battalion> {
        self.battalions.iter().find(|b| b.id == id)
    }

    pub fn battle(&self, id: BattleId) -> Option<&Battle> {
        self.battles.iter().find(|b| b.id == id)
    }

    /// Active units standing at `loc`.
    pub fn units_at<'a>(&'a self, loc: &'a Location) -> impl Iterator<Item = &'a Unit> + 'a {
        self.units
            .iter()
            .filter(move |u| u.active() && &u.location == loc)
    }

    pub fn combat_units_in(&self, zone: &str, side: Side) -> usize {
        self.units
            .iter()
            .filter(|u| {
                u.active() && u.side == side && u.is_combat() && u.location.zone() == Some(zone)
            })
            .count()
    }

    pub fn artillery_in(&self, zone: &str, side: Side) -> usize {
        self.units
            .iter()
            .filter(|u| {
                u.active()
                    && u.side == side
                    && u.class == UnitClass::Artillery
                    && u.location.zone() == Some(zone)
            })
            .count()
    }

    /// Per zone, in one pass over the units: [Allied combat, Axis combat,
    /// Allied artillery, Axis artillery].
    pub fn zone_counts(&self) -> std::collections::HashMap<&str, [usize; 4]> {
        let mut out: std::collections::HashMap<&str, [usize; 4]> = std::collections::HashMap::new();
        for u in self.units.iter().filter(|u| u.active()) {
            let Some(z) = u.location.zone() else { continue };
            let slot = match (u.class, u.side) {
                (UnitClass::Company | UnitClass::Platoon, Side::Allies) => 0,
                (UnitClass::Company | UnitClass::Platoon, Side::Axis) => 1,
                (UnitClass::Artillery, Side::Allies) => 2,
                (UnitClass::Artillery, Side::Axis) => 3,
                _ => continue,
            };
            if let Some(n) = out.entry(z).or_default().get_mut(slot) {
                *n += 1;
            }
        }
        out
    }

    /// The zone state from precomputed counts (see `zone_counts`).
    pub fn zone_state_from(&self, zone: &str, counts: &[usize; 4]) -> Option<ZoneState> {
        if counts[0] > 0 && counts[1] > 0 {
            return Some(ZoneState::Contested);
        }
        self.control.get(zone).map(|s| match s {
            Side::Allies => ZoneState::Allies,
            Side::Axis => ZoneState::Axis,
        })
    }

    /// R2.2: contested when both sides have combat units there.
    pub fn zone_state(&self, zone: &str) -> Option<ZoneState> {
        let allied = self.combat_units_in(zone, Side::Allies) > 0;
        let axis = self.combat_units_in(zone, Side::Axis) > 0;
        if allied && axis {
            return Some(ZoneState::Contested);
        }
        self.control.get(zone).map(|s| match s {
            Side::Allies => ZoneState::Allies,
            Side::Axis => ZoneState::Axis,
        })
    }

    /// The side controlling a zone outright (not contested).
    pub fn controller(&self, zone: &str) -> Option<Side> {
        match self.zone_state(zone)? {
            ZoneState::Allies => Some(Side::Allies),
            ZoneState::Axis => Some(Side::Axis),
            ZoneState::Contested => None,
        }
    }

    /// Battalions of `side` with active combat units in `zone`.
    pub fn battalions_in(&self, zone: &str, side: Side) -> BTreeSet<BattalionId> {
        self.units
            .iter()
            .filter(|u| {
                u.active() && u.side == side && u.is_combat() && u.location.zone() == Some(zone)
            })
            .filter_map(|u| u.battalion)
            .collect()
    }

    pub fn battalion_units_in(&self, battalion: BattalionId, zone: &str) -> Vec<&Unit> {
        self.units
            .iter()
            .filter(|u| {
                u.active() && u.battalion == Some(battalion) && u.location.zone() == Some(zone)
            })
            .collect()
    }

    pub fn round_date(&self, round: u32) -> NaiveDate {
        self.round_dates.get(&round).copied().unwrap_or_else(|| {
            self.start_date
                .checked_add_days(chrono::Days::new(u64::from(round.saturating_sub(1))))
                .unwrap_or(NaiveDate::MAX)
        })
    }

    pub fn acting(&self) -> bool {
        self.status == Status::Active
    }
}

/// `CampaignState::units` as a plain list in JSON.
mod shared_units {
    use super::Unit;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::sync::Arc;

    pub fn serialize<S: Serializer>(units: &Arc<Vec<Unit>>, s: S) -> Result<S::Ok, S::Error> {
        units.as_slice().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<Vec<Unit>>, D::Error> {
        Vec::<Unit>::deserialize(d).map(Arc::new)
    }
}
