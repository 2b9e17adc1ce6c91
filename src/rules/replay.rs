//! The replay (#27): every phase of the campaign in order, with what
//! happened in it: committed moves as arrows by kind, battles with their
//! outcome, zones changing hands, reinforcements arriving. Pure: the caller
//! passes one reader's views at the end of each saved phase (and now) and
//! the history entries that reader may read; a frame says nothing the
//! reader's view and entries did not.

use super::event::Event;
use super::location::{Location, PhaseLabel};
use super::pieces::Act;
use super::stats::Frame;
use super::types::{Outcome, Phase, Side, Status};
use super::visibility::Audience;
use serde::Serialize;
use utoipa::ToSchema;

/// Whose eyes a replay is seen through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Viewpoint {
    Allies,
    Axis,
    Public,
    /// Fog lifted: everything, as the GM sees it.
    Complete,
}

impl Viewpoint {
    pub const ALL: [Viewpoint; 4] = [
        Viewpoint::Allies,
        Viewpoint::Axis,
        Viewpoint::Public,
        Viewpoint::Complete,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Viewpoint::Allies => "allies",
            Viewpoint::Axis => "axis",
            Viewpoint::Public => "public",
            Viewpoint::Complete => "complete",
        }
    }

    pub fn parse(s: &str) -> Option<Viewpoint> {
        Viewpoint::ALL.into_iter().find(|v| v.as_str() == s)
    }

    pub fn label(self) -> &'static str {
        match self {
            Viewpoint::Allies => "Allied",
            Viewpoint::Axis => "Axis",
            Viewpoint::Public => "Public",
            Viewpoint::Complete => "Complete (fog lifted)",
        }
    }

    pub fn audience(self) -> Audience {
        match self {
            Viewpoint::Allies => Audience::Side(Side::Allies),
            Viewpoint::Axis => Audience::Side(Side::Axis),
            Viewpoint::Public => Audience::Public,
            Viewpoint::Complete => Audience::Gm,
        }
    }

    pub fn of(who: Audience) -> Viewpoint {
        match who {
            Audience::Side(Side::Allies) => Viewpoint::Allies,
            Audience::Side(Side::Axis) => Viewpoint::Axis,
            Audience::Public => Viewpoint::Public,
            Audience::Gm => Viewpoint::Complete,
        }
    }
}

/// The viewpoints a reader of audience `own` may choose in a campaign of
/// status `status`: their own while it runs; any once it is over; the GM
/// any at any time (the GM sees everything anyway).
pub fn viewpoints(own: Audience, status: Status) -> Vec<Viewpoint> {
    if own == Audience::Gm || status == Status::Finished {
        Viewpoint::ALL.to_vec()
    } else {
        vec![Viewpoint::of(own)]
    }
}

/// Why a viewpoint asked for is not given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotGiven {
    /// Not a viewpoint's name (what was asked, cut to 20 characters).
    Unknown(String),
    /// Another side's, or fog lifted, before the campaign is over.
    NotYet,
}

/// The viewpoint a reader of `own` may take among what they asked for
/// (`default` when nothing): their own while the campaign runs, any once
/// it is over (the GM: any, always); the public view, less than anyone's
/// own, whenever it is the default.
pub fn pick(
    own: Audience,
    status: Status,
    asked: Option<&str>,
    default: Viewpoint,
) -> Result<Viewpoint, NotGiven> {
    let Some(asked) = asked.filter(|s| !s.is_empty()) else {
        return Ok(default);
    };
    if default == Viewpoint::Public && asked == Viewpoint::Public.as_str() {
        return Ok(Viewpoint::Public);
    }
    let v = Viewpoint::parse(asked)
        .ok_or_else(|| NotGiven::Unknown(asked.chars().take(20).collect()))?;
    if viewpoints(own, status).contains(&v) {
        Ok(v)
    } else {
        Err(NotGiven::NotYet)
    }
}

/// One committed move drawn as an arrow.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Arrow {
    pub side: Side,
    pub from: Location,
    pub to: Location,
    /// What it did: moved, attacked, captured, reinforced, landed; or
    /// arrived (a reinforcement placed).
    pub kind: &'static str,
    pub units: u32,
}

/// A zone that changed hands.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct ZoneChange {
    pub zone: String,
    pub to: Side,
}

/// A battle fought in this frame's turn, as it stood at the frame's end.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct BattleMark {
    pub id: super::ids::BattleId,
    pub zone: String,
    pub attacker: Side,
    pub battle_type: String,
    pub outcome: Option<Outcome>,
    /// Created in this very phase.
    pub new: bool,
    /// Its result was entered in this very phase.
    pub decided: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct ReplayFrame {
    /// The saved phase (`map?at=`); null: the campaign now.
    pub at: Option<String>,
    pub round: u32,
    pub side: Side,
    pub phase: Phase,
    /// "Round 1, Allied Combat move".
    pub title: String,
    pub arrows: Vec<Arrow>,
    pub battles: Vec<BattleMark>,
    pub captured: Vec<ZoneChange>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Replay {
    pub viewpoint: Viewpoint,
    /// The viewpoints this reader may switch to.
    pub viewpoints: Vec<Viewpoint>,
    pub frames: Vec<ReplayFrame>,
}

fn act_kind(a: Act) -> &'static str {
    match a {
        Act::Moved => "moved",
        Act::Attacked => "attacked",
        Act::Captured => "captured",
        Act::Reinforced => "reinforced",
        Act::Landed => "landed",
    }
}

/// The replay of `frames` (one reader's views, oldest first, the live one
/// last) with `entries`: (the phase label each was filed under, its event),
/// only those the reader may read.
pub fn replay(
    frames: &[Frame],
    entries: &[(String, Event)],
    viewpoint: Viewpoint,
    viewpoints: Vec<Viewpoint>,
) -> Replay {
    let frames: Vec<ReplayFrame> = frames
        .iter()
        .filter(|f| f.view.status != Status::Setup)
        .map(|f| replay_frame(f, entries))
        .collect();
    Replay {
        viewpoint,
        viewpoints,
        frames,
    }
}

/// One frame: the moves, arrivals, captures and battles of its phase.
fn replay_frame(f: &Frame, entries: &[(String, Event)]) -> ReplayFrame {
    let v = &f.view;
    let label = PhaseLabel {
        round: v.round,
        side: v.side,
        phase: v.phase,
    };
    let key = label.to_string();
    let here: Vec<&Event> = entries
        .iter()
        .filter(|(l, _)| *l == key)
        .map(|(_, e)| e)
        .collect();
    let (arrows, captured) = movements(v, &here);
    let battles_of = |pick: fn(&Event) -> Option<super::ids::BattleId>| -> Vec<_> {
        here.iter().filter_map(|e| pick(e)).collect()
    };
    let created = battles_of(|e| match e {
        Event::BattleCreated { battle, .. } => Some(*battle),
        _ => None,
    });
    let decided = battles_of(|e| match e {
        Event::ResultEntered { battle, .. } => Some(*battle),
        _ => None,
    });
    let battles = v
        .battles
        .iter()
        .filter(|b| b.round == v.round && b.attacker_side == v.side)
        .map(|b| BattleMark {
            id: b.id,
            zone: b.zone.to_string(),
            attacker: b.attacker_side,
            battle_type: b.odds.battle_type.clone(),
            outcome: b.result.map(|r| r.outcome),
            new: created.contains(&b.id),
            decided: decided.contains(&b.id),
        })
        .collect();
    ReplayFrame {
        at: f.at.clone(),
        round: v.round,
        side: v.side,
        phase: v.phase,
        title: label.text(),
        arrows,
        battles,
        captured,
    }
}

/// The arrows of a phase's committed moves and placed reinforcements, and
/// the zones that changed hands.
fn movements(v: &super::view::View, here: &[&Event]) -> (Vec<Arrow>, Vec<ZoneChange>) {
    let mut arrows = Vec::new();
    let mut captured = Vec::new();
    for e in here {
        match e {
            Event::OrdersCommitted { side, moves } => arrows.extend(moves.iter().map(|m| Arrow {
                side: *side,
                from: m.from.clone(),
                to: m.to.clone(),
                kind: act_kind(m.act),
                units: m.units.len() as u32,
            })),
            Event::ReinforcementPlaced { units, to } => {
                let side = units.first().and_then(|u| v.unit(*u)).map(|u| u.side);
                if let Some(side) = side {
                    arrows.push(Arrow {
                        side,
                        from: Location::Reinforcements,
                        to: to.clone(),
                        kind: "arrived",
                        units: units.len() as u32,
                    });
                }
            }
            Event::ControlChanged { zone, side } => captured.push(ZoneChange {
                zone: zone.clone(),
                to: *side,
            }),
            _ => {}
        }
    }
    (arrows, captured)
}
