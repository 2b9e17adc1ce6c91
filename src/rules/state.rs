//! The campaign's whole state: what the store saves as one document.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

pub type UnitId = u32;
pub type BattalionId = u32;
pub type BattleId = u32;
pub type DraftId = u32;
pub type UserId = i64;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Allies,
    Axis,
}

impl Side {
    pub fn enemy(self) -> Side {
        match self {
            Side::Allies => Side::Axis,
            Side::Axis => Side::Allies,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Side::Allies => "allies",
            Side::Axis => "axis",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Side::Allies => "Allied",
            Side::Axis => "Axis",
        }
    }
    pub fn parse(s: &str) -> Option<Side> {
        match s {
            "allies" => Some(Side::Allies),
            "axis" => Some(Side::Axis),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// R5.3: the five phases of a turn, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    CombatMove,
    CombatResolution,
    CombatResults,
    NonCombatMove,
    Reinforcements,
}

impl Phase {
    pub const ALL: [Phase; 5] = [
        Phase::CombatMove,
        Phase::CombatResolution,
        Phase::CombatResults,
        Phase::NonCombatMove,
        Phase::Reinforcements,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::CombatMove => "combat_move",
            Phase::CombatResolution => "combat_resolution",
            Phase::CombatResults => "combat_results",
            Phase::NonCombatMove => "non_combat_move",
            Phase::Reinforcements => "reinforcements",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Phase::CombatMove => "Combat move",
            Phase::CombatResolution => "Combat resolution",
            Phase::CombatResults => "Combat results",
            Phase::NonCombatMove => "Non-combat move",
            Phase::Reinforcements => "Reinforcements",
        }
    }
    pub fn parse(s: &str) -> Option<Phase> {
        Phase::ALL.into_iter().find(|p| p.as_str() == s)
    }
    pub fn next(self) -> Option<Phase> {
        let i = Phase::ALL.iter().position(|p| *p == self)?;
        Phase::ALL.get(i + 1).copied()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Setup,
    Active,
    Finished,
}

/// R3.1 nations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Nation {
    Us,
    UsAirborne,
    Uk,
    UkAirborne,
    Canada,
    Poland,
    Heer,
    Luftwaffe,
    WaffenSs,
}

impl Nation {
    pub const ALL: [Nation; 9] = [
        Nation::Us,
        Nation::UsAirborne,
        Nation::Uk,
        Nation::UkAirborne,
        Nation::Canada,
        Nation::Poland,
        Nation::Heer,
        Nation::Luftwaffe,
        Nation::WaffenSs,
    ];
    pub fn side(self) -> Side {
        match self {
            Nation::Heer | Nation::Luftwaffe | Nation::WaffenSs => Side::Axis,
            _ => Side::Allies,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Nation::Us => "us",
            Nation::UsAirborne => "us_airborne",
            Nation::Uk => "uk",
            Nation::UkAirborne => "uk_airborne",
            Nation::Canada => "canada",
            Nation::Poland => "poland",
            Nation::Heer => "heer",
            Nation::Luftwaffe => "luftwaffe",
            Nation::WaffenSs => "waffen_ss",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Nation::Us => "US",
            Nation::UsAirborne => "US Airborne",
            Nation::Uk => "UK",
            Nation::UkAirborne => "UK Airborne",
            Nation::Canada => "Canada",
            Nation::Poland => "Poland",
            Nation::Heer => "German Army (Heer)",
            Nation::Luftwaffe => "Luftwaffe (Fallschirmjäger)",
            Nation::WaffenSs => "Waffen-SS",
        }
    }
    pub fn parse(s: &str) -> Option<Nation> {
        Nation::ALL.into_iter().find(|n| n.as_str() == s)
    }
}

/// R3.3: what a unit counts as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitClass {
    Company,
    Platoon,
    Artillery,
    Air,
}

impl UnitClass {
    pub fn is_combat(self) -> bool {
        matches!(self, UnitClass::Company | UnitClass::Platoon)
    }
}

/// Where a unit stands; written as its text ("F14", "box:utah").
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(try_from = "String")]
pub enum Location {
    /// A land zone, e.g. "F14".
    Zone(String),
    /// A launch box, written "box:utah".
    LaunchBox(String),
    /// The side's reinforcement box, written "reinforcements".
    Reinforcements,
    /// The side's air support pool, written "air_pool".
    AirPool,
}

impl Location {
    pub fn zone(&self) -> Option<&str> {
        match self {
            Location::Zone(z) => Some(z),
            _ => None,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Zone(z) => f.write_str(z),
            Location::LaunchBox(b) => write!(f, "box:{b}"),
            Location::Reinforcements => f.write_str("reinforcements"),
            Location::AirPool => f.write_str("air_pool"),
        }
    }
}

impl Serialize for Location {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // Straight from Display: no String per unit in every campaign view.
        s.collect_str(self)
    }
}

impl From<Location> for String {
    fn from(l: Location) -> String {
        l.to_string()
    }
}

impl TryFrom<String> for Location {
    type Error = String;
    fn try_from(s: String) -> Result<Location, String> {
        Location::parse(&s)
    }
}

impl Location {
    /// Parses "F14", "box:utah", "reinforcements" or "air_pool". Whether the
    /// zone or box exists is checked against the map by the caller.
    pub fn parse(s: &str) -> Result<Location, String> {
        let s = s.trim();
        if let Some(b) = s.strip_prefix("box:") {
            if b.is_empty() || b.len() > 40 {
                return Err(format!("'{s}' is not a launch box"));
            }
            return Ok(Location::LaunchBox(b.to_string()));
        }
        match s {
            "reinforcements" => Ok(Location::Reinforcements),
            "air_pool" => Ok(Location::AirPool),
            _ if !s.is_empty()
                && s.len() <= 40
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') =>
            {
                Ok(Location::Zone(s.to_string()))
            }
            _ => Err(format!(
                "'{}' is not a place on the map",
                s.chars().take(40).collect::<String>()
            )),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Unit {
    pub id: UnitId,
    pub side: Side,
    /// None for artillery and air units, which belong to the side (R3.4).
    pub battalion: Option<BattalionId>,
    pub name: String,
    pub kind: String,
    pub class: UnitClass,
    /// CMBN purchase hint for the setup sheet.
    #[serde(default)]
    pub cmbn: String,
    /// Lower is weaker: the default casualty order (R8.1).
    #[serde(default)]
    pub strength: u32,
    pub location: Location,
    #[serde(default)]
    pub destroyed: bool,
    /// Artillery reinforcement schedule (R10.1).
    #[serde(default)]
    pub arrives_round: Option<u32>,
}

impl Unit {
    pub fn active(&self) -> bool {
        !self.destroyed
    }
    pub fn is_combat(&self) -> bool {
        self.class.is_combat()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Battalion {
    pub id: BattalionId,
    pub name: String,
    pub nation: Nation,
    pub side: Side,
    pub commander: Option<UserId>,
    #[serde(default)]
    pub hq: String,
    /// Round the battalion becomes available in the reinforcement box (R10.1).
    #[serde(default)]
    pub arrives_round: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    Combat,
    NonCombat,
}

/// A drafted move (R6.2): not in effect until the HC commits.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Draft {
    pub id: DraftId,
    pub kind: MoveKind,
    pub battalion: Option<BattalionId>,
    pub units: Vec<UnitId>,
    pub to: Location,
    pub target: Option<BattalionId>,
    pub author: UserId,
}

/// R7.5 outcomes, from the attacker's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    TotalVictory,
    MajorVictory,
    TacticalVictory,
    MinorVictory,
    Draw,
    MinorLoss,
    TacticalLoss,
    MajorLoss,
    TotalLoss,
}

impl Outcome {
    pub const ALL: [Outcome; 9] = [
        Outcome::TotalVictory,
        Outcome::MajorVictory,
        Outcome::TacticalVictory,
        Outcome::MinorVictory,
        Outcome::Draw,
        Outcome::MinorLoss,
        Outcome::TacticalLoss,
        Outcome::MajorLoss,
        Outcome::TotalLoss,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::TotalVictory => "total_victory",
            Outcome::MajorVictory => "major_victory",
            Outcome::TacticalVictory => "tactical_victory",
            Outcome::MinorVictory => "minor_victory",
            Outcome::Draw => "draw",
            Outcome::MinorLoss => "minor_loss",
            Outcome::TacticalLoss => "tactical_loss",
            Outcome::MajorLoss => "major_loss",
            Outcome::TotalLoss => "total_loss",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Outcome::TotalVictory => "Total Victory",
            Outcome::MajorVictory => "Major Victory",
            Outcome::TacticalVictory => "Tactical Victory",
            Outcome::MinorVictory => "Minor Victory",
            Outcome::Draw => "Draw",
            Outcome::MinorLoss => "Minor Loss",
            Outcome::TacticalLoss => "Tactical Loss",
            Outcome::MajorLoss => "Major Loss",
            Outcome::TotalLoss => "Total Loss",
        }
    }
    pub fn parse(s: &str) -> Option<Outcome> {
        Outcome::ALL.into_iter().find(|o| o.as_str() == s)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BattleResult {
    pub outcome: Outcome,
    pub attacker_losses: u32,
    pub defender_losses: u32,
    #[serde(default)]
    pub notes: String,
    #[serde(default)]
    pub link: String,
}

/// Conditions the GM sets for a battle (CMBN value lists).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Conditions {
    #[serde(default)]
    pub time_of_day: String,
    /// Fortification allowance for an Axis defender in a bunker zone; empty
    /// means the suggested default.
    #[serde(default)]
    pub fortifications: String,
    #[serde(default)]
    pub weather: String,
    #[serde(default)]
    pub ground: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Battle {
    pub id: BattleId,
    pub round: u32,
    /// The attacking side.
    pub side: Side,
    pub zone: String,
    pub attacker_battalion: BattalionId,
    pub attacker_units: Vec<UnitId>,
    pub defender_battalion: BattalionId,
    pub defender_units: Option<Vec<UnitId>>,
    /// Set when the attack came from a launch box onto its beach (R2.4).
    #[serde(default)]
    pub from_launch_box: Option<String>,
    #[serde(default)]
    pub artillery: Vec<UnitId>,
    #[serde(default)]
    pub air: Vec<UnitId>,
    #[serde(default)]
    pub ship: Option<String>,
    #[serde(default)]
    pub result: Option<BattleResult>,
    #[serde(default)]
    pub attacker_casualties: Option<Vec<UnitId>>,
    #[serde(default)]
    pub defender_casualties: Option<Vec<UnitId>>,
    #[serde(default)]
    pub closed: bool,
    #[serde(default)]
    pub conditions: Conditions,
    #[serde(default)]
    pub due: Option<DateTime<Utc>>,
}

impl Battle {
    /// Where the battle stands in its life cycle.
    pub fn status(&self, phase: Phase) -> &'static str {
        if self.closed {
            "closed"
        } else if self.result.is_some() {
            if self.attacker_casualties.is_some() && self.defender_casualties.is_some() {
                "casualties_chosen"
            } else {
                "result_entered"
            }
        } else if self.defender_units.is_none() {
            "awaiting_defenders"
        } else if phase == Phase::CombatMove {
            "ready_for_setup"
        } else {
            "being_played"
        }
    }
}

/// What a unit did in the current phase (R6.1: at most one move per phase,
/// however many drafts and commits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Act {
    /// Moved into a zone its side controls (non-combat move).
    Moved,
    /// Attacked: a battle names it.
    Attacked,
    /// Took an empty enemy zone (R6.3a).
    Captured,
    /// Entered a contested zone without attacking (R6.3).
    Reinforced,
    /// Came ashore from a launch box (R9.3).
    Landed,
}

impl Act {
    pub fn label(self) -> &'static str {
        match self {
            Act::Moved => "moved",
            Act::Attacked => "attacked",
            Act::Captured => "captured",
            Act::Reinforced => "reinforced",
            Act::Landed => "landed",
        }
    }
}

/// One unit's move in the current phase.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitAct {
    pub from: Location,
    pub to: Location,
    pub act: Act,
}

/// Per-turn bookkeeping, cleared when a turn starts.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct TurnFlags {
    /// R6.7: units that made a combat move this turn.
    pub combat_moved: BTreeSet<UnitId>,
    /// R6.8: (defending battalion, territory) pairs already attacked this turn.
    #[serde(default)]
    pub attacked_in: BTreeSet<(BattalionId, String)>,
    /// R6.6: artillery and air units already assigned this turn.
    pub support_used: BTreeSet<UnitId>,
    /// R6.1: what each unit did in the current phase; cleared when a phase ends.
    #[serde(default)]
    pub phase_acts: BTreeMap<UnitId, UnitAct>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RatioRow {
    /// Minimum attacker:defender ratio (x:1) for this battle type.
    pub ratio: u32,
    pub battle_type: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SizeRow {
    /// Largest side, in company-equivalents, this row covers; None = no upper end.
    pub up_to: Option<f64>,
    pub force_size: String,
    pub map_size: String,
    pub minutes: u32,
    pub assault_bonus: u32,
}

/// Every `[param]` of RULES.md, with its default.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
                row(Some(0.5), "Tiny", "~430 x 290 m", 30, 10),
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
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Victory {
    pub winner: Side,
    pub round: u32,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CampaignState {
    pub name: String,
    pub map_id: String,
    pub params: Params,
    pub status: Status,
    pub round: u32,
    pub side: Side,
    pub phase: Phase,
    #[serde(default)]
    pub deadline: Option<DateTime<Utc>>,
    pub start_date: NaiveDate,
    /// Date each round represents, when it differs from start_date + round - 1.
    #[serde(default)]
    pub round_dates: BTreeMap<u32, NaiveDate>,
    /// Last side to control each zone (R2.2); contested is derived from units.
    pub control: BTreeMap<String, Side>,
    pub battalions: Vec<Battalion>,
    pub units: Vec<Unit>,
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
    #[serde(default)]
    pub next_id: u32,
}

/// What a zone looks like to players (R2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ZoneState {
    Allies,
    Axis,
    Contested,
}

impl ZoneState {
    pub fn as_str(self) -> &'static str {
        match self {
            ZoneState::Allies => "allies",
            ZoneState::Axis => "axis",
            ZoneState::Contested => "contested",
        }
    }
}

impl CampaignState {
    pub fn new(name: &str, map_id: &str, params: Params, start_date: NaiveDate) -> CampaignState {
        CampaignState {
            name: name.to_string(),
            map_id: map_id.to_string(),
            params,
            status: Status::Setup,
            round: 1,
            side: Side::Allies,
            phase: Phase::CombatMove,
            deadline: None,
            start_date,
            round_dates: BTreeMap::new(),
            control: BTreeMap::new(),
            battalions: Vec::new(),
            units: Vec::new(),
            drafts: Vec::new(),
            battles: Vec::new(),
            turn: TurnFlags::default(),
            ships_used: Vec::new(),
            objective_rounds: 0,
            victory: None,
            next_id: 1,
        }
    }

    /// Whether two states differ at most in their drafted moves and the id
    /// counter (what drafting changes), so that only those need saving.
    pub fn same_apart_from_drafts(&self, other: &CampaignState) -> bool {
        // Destructured in full: a new field must be placed here, or this
        // stops compiling.
        let CampaignState {
            name,
            map_id,
            params,
            status,
            round,
            side,
            phase,
            deadline,
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
            next_id: _,
        } = self;
        *name == other.name
            && *map_id == other.map_id
            && *params == other.params
            && *status == other.status
            && *round == other.round
            && *side == other.side
            && *phase == other.phase
            && *deadline == other.deadline
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
    }

    pub fn fresh_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// Units are kept in id order (ids only grow), so a binary search finds
    /// them; a linear scan covers a hand-edited scenario file.
    fn unit_index(&self, id: UnitId) -> Option<usize> {
        self.units
            .binary_search_by_key(&id, |u| u.id)
            .ok()
            .or_else(|| self.units.iter().position(|u| u.id == id))
    }

    pub fn unit(&self, id: UnitId) -> Option<&Unit> {
        self.unit_index(id).and_then(|i| self.units.get(i))
    }

    pub fn unit_mut(&mut self, id: UnitId) -> Option<&mut Unit> {
        self.unit_index(id).and_then(|i| self.units.get_mut(i))
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
            out.entry(z).or_default()[slot] += 1;
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
            self.start_date + chrono::Duration::days(i64::from(round.saturating_sub(1)))
        })
    }

    pub fn acting(&self) -> bool {
        self.status == Status::Active
    }
}
