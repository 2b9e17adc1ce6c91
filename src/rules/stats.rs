//! Statistics over rounds and turns (#27): how the campaign went, counted
//! from the reader's views at the end of each saved phase (and now), never
//! from the campaign state. What a view hides (the other side's support,
//! drafts, names) is therefore never counted: a reader who may not see a
//! side's support reads `null` for it, not a number.

use super::board_view::PerSide;
use super::ids::{BattalionId, BattleId};
use super::location::Location;
use super::types::{Outcome, Side, Status, UnitClass};
use super::view::View;
use serde::Serialize;
use std::collections::BTreeSet;
use utoipa::ToSchema;

/// Active units of one side by class (R3.3, R3.4): on the map, in a launch
/// box or in the air pool; not destroyed, not waiting as reinforcements.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct Strength {
    pub companies: u32,
    pub platoons: u32,
    pub artillery: u32,
    pub air: u32,
}

impl Strength {
    /// Companies and platoons.
    pub fn combat(&self) -> u32 {
        self.companies + self.platoons
    }
}

/// Support a side gave its attacks in one turn (R6.6, R2.4).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct SupportUsed {
    pub artillery: u32,
    pub air: u32,
    pub ships: u32,
}

/// One of the reader's own battalions at the end of a turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct BattalionRow {
    pub id: BattalionId,
    pub name: String,
    /// Active combat units.
    pub units: u32,
}

/// One turn (a round's Allied or Axis half) as it ended, or as it stands.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct TurnRow {
    pub round: u32,
    /// Whose turn.
    pub side: Side,
    /// The saved phase the row was read at (`map?at=`); null: the campaign
    /// as it stands now.
    pub at: Option<String>,
    /// Zones each side controls (R2.2), and the contested ones.
    pub zones: PerSide<u32>,
    pub contested: u32,
    /// Objectives each side controls (R11.1).
    pub objectives: PerSide<u32>,
    /// Consecutive round ends the Allies held every objective (R11.1).
    pub objective_rounds: u32,
    pub strength: PerSide<Strength>,
    /// Battles fought in this turn: their number, and how they ended.
    pub battles: u32,
    pub attacker_won: u32,
    pub drawn: u32,
    pub defender_held: u32,
    /// Battles without a result yet.
    pub undecided: u32,
    /// Units each side lost in this turn's battles (R7.5).
    pub losses: PerSide<u32>,
    /// Artillery units destroyed in this turn (R8.3).
    pub artillery_lost: PerSide<u32>,
    /// Support each side used in this turn's attacks: null for a side whose
    /// support the reader may not see.
    pub support: PerSide<Option<SupportUsed>>,
    /// Units that left the reinforcement box in this turn (R10): null for a
    /// side the reader may not see.
    pub reinforcements: PerSide<Option<u32>>,
    /// The reader's own battalions (both sides' for the GM; none for the
    /// public).
    pub battalions: Vec<BattalionRow>,
}

/// One battle: where, whose attack, its type and how it ended.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct BattleRow {
    pub id: BattleId,
    pub round: u32,
    pub zone: String,
    pub attacker: Side,
    pub battle_type: String,
    pub outcome: Option<Outcome>,
    /// Units lost per side (from the result; 0 before it).
    pub losses: PerSide<u32>,
}

/// The campaign's statistics as one reader may know them.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Stats {
    /// Every turn that began, oldest first; the last one as it stands.
    pub turns: Vec<TurnRow>,
    pub battles: Vec<BattleRow>,
}

/// One reading: the view at the end of a saved phase (`at`), or now (None).
pub struct Frame<'a> {
    pub at: Option<String>,
    pub view: View<'a>,
}

/// How a battle ended for its attacker (R7.5): won, drawn or held off.
pub fn outcome_kind(o: Outcome) -> i8 {
    match o {
        Outcome::TotalVictory
        | Outcome::MajorVictory
        | Outcome::TacticalVictory
        | Outcome::MinorVictory => 1,
        Outcome::Draw => 0,
        _ => -1,
    }
}

fn strength(v: &View, side: Side) -> Strength {
    let mut s = Strength::default();
    for u in v
        .units
        .iter()
        .filter(|u| u.side == side && !u.destroyed && *u.location != Location::Reinforcements)
    {
        match u.class {
            UnitClass::Company => s.companies += 1,
            UnitClass::Platoon => s.platoons += 1,
            UnitClass::Artillery => s.artillery += 1,
            UnitClass::Air => s.air += 1,
        }
    }
    s
}

fn per_side<T>(f: impl Fn(Side) -> T) -> PerSide<T> {
    PerSide {
        allies: f(Side::Allies),
        axis: f(Side::Axis),
    }
}

fn slot<T>(p: &mut PerSide<T>, side: Side) -> &mut T {
    match side {
        Side::Allies => &mut p.allies,
        Side::Axis => &mut p.axis,
    }
}

/// The row of the turn `v` is in, read from `v` alone (battles and losses
/// are added by `stats`).
fn turn_row(at: Option<String>, v: &View) -> TurnRow {
    let held = |side: Side, objective: bool| -> u32 {
        v.zones
            .iter()
            .filter(|z| z.controller == Some(side) && (!objective || z.objective))
            .count() as u32
    };
    let sees = |side: Side| v.sees_side(side);
    TurnRow {
        round: v.round,
        side: v.side,
        at,
        zones: per_side(|s| held(s, false)),
        contested: v
            .zones
            .iter()
            .filter(|z| z.state == Some(super::types::ZoneState::Contested))
            .count() as u32,
        objectives: per_side(|s| held(s, true)),
        objective_rounds: v.objective_rounds,
        strength: per_side(|s| strength(v, s)),
        battles: 0,
        attacker_won: 0,
        drawn: 0,
        defender_held: 0,
        undecided: 0,
        losses: per_side(|_| 0),
        artillery_lost: per_side(|_| 0),
        support: per_side(|s| sees(s).then(SupportUsed::default)),
        reinforcements: per_side(|s| sees(s).then_some(0)),
        battalions: v
            .battalions
            .iter()
            .filter(|b| sees(b.side))
            .map(|b| BattalionRow {
                id: b.id,
                name: b.name.to_string(),
                units: v
                    .units
                    .iter()
                    .filter(|u| u.battalion == Some(b.id) && !u.destroyed && u.class.is_combat())
                    .filter(|u| *u.location != Location::Reinforcements)
                    .count() as u32,
            })
            .collect(),
    }
}

/// The statistics of `frames` (one reader's views, oldest first; the live
/// view last). A campaign still in setup has none.
pub fn stats(frames: &[Frame]) -> Stats {
    let mut turns: Vec<TurnRow> = Vec::new();
    // Artillery seen destroyed, and units seen waiting, so far.
    let mut destroyed: BTreeSet<super::ids::UnitId> = BTreeSet::new();
    let mut waiting: BTreeSet<super::ids::UnitId> = BTreeSet::new();
    for f in frames.iter().filter(|f| f.view.status != Status::Setup) {
        let v = &f.view;
        let mut row = turn_row(f.at.clone(), v);
        // Carry what happened earlier in the same turn.
        if let Some(last) = turns.last() {
            if last.round == row.round && last.side == row.side {
                row.artillery_lost = last.artillery_lost.clone();
                row.reinforcements = last.reinforcements.clone();
                turns.pop();
            }
        }
        for u in &v.units {
            if u.class == UnitClass::Artillery && u.destroyed && destroyed.insert(u.id) {
                // Destroyed before the first reading: counted in it.
                *slot(&mut row.artillery_lost, u.side) += 1;
            }
            if *u.location == Location::Reinforcements {
                waiting.insert(u.id);
            } else if waiting.remove(&u.id) {
                if let Some(n) = slot(&mut row.reinforcements, u.side).as_mut() {
                    *n += 1;
                }
            }
        }
        turns.push(row);
    }
    let Some(last) = frames.last().map(|f| &f.view) else {
        return Stats {
            turns,
            battles: Vec::new(),
        };
    };
    let mut battles = Vec::new();
    for b in &last.battles {
        let losses = match b.result {
            Some(r) => {
                let mut l = per_side(|_| 0);
                *slot(&mut l, b.attacker_side) = r.attacker_losses;
                *slot(&mut l, b.attacker_side.enemy()) = r.defender_losses;
                l
            }
            None => per_side(|_| 0),
        };
        if let Some(row) = turns
            .iter_mut()
            .find(|t| t.round == b.round && t.side == b.attacker_side)
        {
            row.battles += 1;
            match b.result.map(|r| outcome_kind(r.outcome)) {
                Some(1) => row.attacker_won += 1,
                Some(0) => row.drawn += 1,
                Some(_) => row.defender_held += 1,
                None => row.undecided += 1,
            }
            row.losses.allies += losses.allies;
            row.losses.axis += losses.axis;
            if let (Some(s), Some(used)) = (&b.support, slot(&mut row.support, b.attacker_side)) {
                used.artillery += s.artillery.len() as u32;
                used.air += s.air.len() as u32;
                used.ships += u32::from(s.ship.is_some());
            }
        }
        battles.push(BattleRow {
            id: b.id,
            round: b.round,
            zone: b.zone.to_string(),
            attacker: b.attacker_side,
            battle_type: b.odds.battle_type.clone(),
            outcome: b.result.map(|r| r.outcome),
            losses,
        });
    }
    Stats { turns, battles }
}

/// The turns' rows in CSV's columns (docs/PLAYING.md names them).
pub const CSV_COLUMNS: &[&str] = &[
    "round",
    "turn",
    "at",
    "allied_zones",
    "axis_zones",
    "contested_zones",
    "allied_objectives",
    "axis_objectives",
    "objective_rounds",
    "allied_companies",
    "allied_platoons",
    "allied_artillery",
    "allied_air",
    "axis_companies",
    "axis_platoons",
    "axis_artillery",
    "axis_air",
    "battles",
    "attacker_won",
    "drawn",
    "defender_held",
    "undecided",
    "allied_losses",
    "axis_losses",
    "allied_artillery_lost",
    "axis_artillery_lost",
    "allied_support_artillery",
    "allied_support_air",
    "allied_support_ships",
    "axis_support_artillery",
    "axis_support_air",
    "axis_support_ships",
    "allied_reinforcements",
    "axis_reinforcements",
];

/// One turn's CSV cells, in `CSV_COLUMNS`' order; a number the reader may
/// not know is an empty cell.
pub fn csv_cells(t: &TurnRow) -> Vec<String> {
    let n = |x: u32| x.to_string();
    let opt = |x: Option<u32>| x.map(|x| x.to_string()).unwrap_or_default();
    let sup = |s: Option<SupportUsed>| {
        [
            opt(s.map(|s| s.artillery)),
            opt(s.map(|s| s.air)),
            opt(s.map(|s| s.ships)),
        ]
    };
    let st = |s: &Strength| [n(s.companies), n(s.platoons), n(s.artillery), n(s.air)];
    let mut cells = vec![
        n(t.round),
        t.side.as_str().to_string(),
        t.at.clone().unwrap_or_else(|| "now".into()),
        n(t.zones.allies),
        n(t.zones.axis),
        n(t.contested),
        n(t.objectives.allies),
        n(t.objectives.axis),
        n(t.objective_rounds),
    ];
    cells.extend(st(&t.strength.allies));
    cells.extend(st(&t.strength.axis));
    cells.extend([
        n(t.battles),
        n(t.attacker_won),
        n(t.drawn),
        n(t.defender_held),
        n(t.undecided),
        n(t.losses.allies),
        n(t.losses.axis),
        n(t.artillery_lost.allies),
        n(t.artillery_lost.axis),
    ]);
    cells.extend(sup(t.support.allies));
    cells.extend(sup(t.support.axis));
    cells.push(opt(t.reinforcements.allies));
    cells.push(opt(t.reinforcements.axis));
    cells
}
