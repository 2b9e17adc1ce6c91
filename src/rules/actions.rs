//! `actions(state, inputs, viewer)`: everything the viewer may do now, as
//! godip answers `Options` and Rally the Troops sends its action list. Each
//! listed move is checked by the same code `decide` runs, so the two agree
//! (a property test holds them to it). Battle, reinforcement and GM choices
//! are in `choices.rs`.

use super::attacks::{combat_effect, MoveEffect, MoveType};
use super::choices::{casualty_choices, defender_choices, placements, support_choices};
pub use super::choices::{CasualtyChoice, CommitOption, DefenderChoice, Placement, SupportChoice};
use super::ctx::Ctx;
use super::decision::Inputs;
use super::gm_options::gm_options;
pub use super::gm_options::GmOptions;
use super::ids::{BattalionId, UnitId};
use super::location::Location;
use super::orders::check_draft;
use super::pieces::{MoveKind, Unit};
use super::preview::{preview, OddsPreview};
use super::refusal::{Refusal, RuleViolation};
use super::roles::Actor;
use super::state::CampaignState;
use super::types::{Phase, Status, UnitClass};
use serde::Serialize;
use std::collections::BTreeSet;
use utoipa::ToSchema;

/// What the viewer may do now.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
pub struct Actions {
    /// Units the viewer may order, each with its legal destinations.
    pub moves: Vec<UnitMoves>,
    /// Units the viewer would order in this phase that have nowhere to go,
    /// each with the rules that stop it (#43: they do not vanish).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stuck: Vec<Stuck>,
    /// The side's drafts to commit (the acting side's HC and the GM).
    pub commit: Option<CommitOption>,
    /// Support the HC may assign, per open battle (R6.6, R2.4).
    pub support: Vec<SupportChoice>,
    /// Reinforcements that may be placed, and where (R10).
    pub reinforcements: Vec<Placement>,
    /// Battles whose defenders the viewer chooses (R7.1).
    pub defenders: Vec<DefenderChoice>,
    /// Battles whose casualties the viewer chooses (R7.5, R8.1).
    pub casualties: Vec<CasualtyChoice>,
    /// The GM's phase controls.
    pub gm: Option<GmOptions>,
    /// Whether the viewer may say his orders for this move phase are done
    /// (R5.12): absent if not; else whether he has said so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ready: Option<bool>,
    /// Battles whose game the viewer may move on now (R13.1): set it up
    /// (the GM) or say it began (its commanders, the GM).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub play: Vec<super::play_options::PlayOption>,
    /// Seats the viewer covers now for an absent member (R1.5): what they
    /// may do for them is in the lists above.
    pub covering: Vec<super::cover::Covering>,
    /// The battles' PBEM relays the viewer follows (R13.3): the two
    /// commanders', their HCs' and the GM's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub relays: Vec<super::relay_view::RelayView>,
    /// When the moves are narrowed to several units (`?units=`): where
    /// they may go together, in one order. The map asks for it rather than
    /// working it out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub together: Option<Together>,
}

/// Where some units may go in one order: the destinations each of them may
/// take, or, when there is none, why.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Together {
    pub destinations: Vec<Destination>,
    /// Why they have no destination in common, in the rules' words.
    pub problem: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct UnitMoves {
    pub unit: UnitId,
    pub battalion: Option<BattalionId>,
    pub class: UnitClass,
    pub from: Location,
    pub destinations: Vec<Destination>,
}

/// A unit that may not move anywhere in this phase, and why: the problems
/// of its moves to every place within range, each once.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Stuck {
    pub unit: UnitId,
    pub battalion: Option<BattalionId>,
    pub class: UnitClass,
    pub from: Location,
    pub problems: Vec<RuleViolation>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Destination {
    pub to: Location,
    pub kind: MoveType,
    /// For an attack: the battalions that may be named as its target.
    pub targets: Vec<Target>,
    /// For an attack: whether the target must be named (R6.5); a zone with
    /// one enemy battalion takes it as the target when none is named.
    pub needs_target: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Target {
    pub battalion: BattalionId,
    pub name: String,
    /// The battle the unit's battalion would get, with every unit already
    /// drafted against this battalion there plus this one; provisional
    /// until the defenders are chosen (R7.1, R7.2).
    pub odds: OddsPreview,
}

/// Everything `viewer` may do now. `only` narrows the moves to some units.
pub fn actions(
    s: &CampaignState,
    t: &Inputs,
    viewer: &Actor,
    only: Option<&BTreeSet<UnitId>>,
) -> Actions {
    if s.status != Status::Active {
        return Actions::default();
    }
    let covering = super::cover::covering(s, t.roster, viewer.user_id, t.now);
    let viewer = &super::cover::extend(viewer, s, t.roster, t.now);
    let c = Ctx::reading(s, t, viewer);
    let mut stuck = Vec::new();
    let moves: Vec<UnitMoves> = movable(&c)
        .into_iter()
        .filter(|u| only.is_none_or(|o| o.contains(&u.id)))
        .filter_map(|u| {
            let m = unit_moves(&c, &u);
            if m.is_none() {
                stuck.push(why_stuck(&c, &u));
            }
            m
        })
        .collect();
    Actions {
        together: only.filter(|o| o.len() > 1).map(|o| together(&moves, o)),
        moves,
        stuck,
        commit: super::choices::commit_option(s, t, viewer),
        support: support_choices(&c),
        reinforcements: placements(&c),
        defenders: defender_choices(&c),
        casualties: casualty_choices(&c),
        gm: gm_options(&c),
        ready: super::ready::may_say(s, viewer)
            .ok()
            .map(|()| super::ready::is_ready(s, viewer.user_id)),
        play: super::play_options::options(&c),
        relays: super::relay_view::followed(s, viewer, t.now),
        covering,
    }
}

/// Where all of `units` may go in one order (R6.1, R6.2): the destinations
/// (zone and kind) every one of them may take, as the first lists them. One
/// order moves units of one battalion from one place.
pub fn together(moves: &[UnitMoves], units: &BTreeSet<UnitId>) -> Together {
    let of = |u: &UnitId| moves.iter().find(|m| m.unit == *u);
    let listed: Vec<&UnitMoves> = units.iter().filter_map(of).collect();
    let none = |problem: &str| Together {
        destinations: Vec::new(),
        problem: Some(problem.to_string()),
    };
    if listed.len() < units.len() {
        return none("Some of these units cannot move now (R6.1).");
    }
    let Some((first, rest)) = listed.split_first() else {
        return none("Tick the units to move.");
    };
    if rest
        .iter()
        .any(|m| m.battalion != first.battalion || m.from != first.from)
    {
        return none("One order moves units of one battalion from one place (R6.2).");
    }
    let destinations: Vec<Destination> = first
        .destinations
        .iter()
        .filter(|d| {
            rest.iter().all(|m| {
                m.destinations
                    .iter()
                    .any(|e| e.to == d.to && e.kind == d.kind)
            })
        })
        .cloned()
        .collect();
    if destinations.is_empty() {
        return none(
            "These units have no destination in common: one order moves units that can all reach the same place (R6.1).",
        );
    }
    Together {
        destinations,
        problem: None,
    }
}

/// The units the viewer may order in this phase, not yet drafted or moved.
fn movable(c: &Ctx) -> Vec<Unit> {
    let s = &c.state;
    if !matches!(s.phase, Phase::CombatMove | Phase::NonCombatMove) {
        return Vec::new();
    }
    let side = s.side;
    let privileged = c.actor.gm || c.actor.is_hc(side);
    let drafted: BTreeSet<UnitId> = s.drafts.iter().flat_map(|d| d.units.clone()).collect();
    s.units
        .iter()
        .filter(|u| u.active() && u.side == side && !drafted.contains(&u.id))
        .filter(|u| !s.turn.phase_acts.contains_key(&u.id))
        .filter(|u| matches!(u.location, Location::Zone(_) | Location::LaunchBox(_)))
        .filter(|u| match (u.battalion, u.class) {
            (_, UnitClass::Air) => false,
            (None, _) => privileged && s.phase == Phase::NonCombatMove,
            (Some(b), _) => privileged || c.actor.commands(s, b),
        })
        .cloned()
        .collect()
}

/// Where one unit may go, alone, in this phase.
fn unit_moves(c: &Ctx, u: &Unit) -> Option<UnitMoves> {
    let destinations: Vec<Destination> = candidates(c, u)
        .into_iter()
        .flat_map(|z| destinations(c, u, &z))
        .collect();
    (!destinations.is_empty()).then(|| UnitMoves {
        unit: u.id,
        battalion: u.battalion,
        class: u.class,
        from: u.location.clone(),
        destinations,
    })
}

/// Why `u` may go nowhere: what `decide` answers to a move to each place
/// within range (and to an attack on each battalion there), each problem
/// once. "Name the battalion attacked" (R6.5) is left out when something
/// else stops the move, as naming one would not help.
fn why_stuck(c: &Ctx, u: &Unit) -> Stuck {
    let mut problems: Vec<RuleViolation> = Vec::new();
    for zone in candidates(c, u) {
        let mut targets = vec![None];
        if move_kind(c) == MoveKind::Combat {
            targets.extend(
                c.state
                    .battalions_in(&zone, c.state.side.enemy())
                    .into_iter()
                    .map(Some),
            );
        }
        let to = Location::Zone(zone);
        for t in targets {
            if let Err(Refusal::Rule(p)) = check_draft(c, None, &[u.id], &to, t) {
                for v in p.into_vec() {
                    if !problems.iter().any(|q| q.message == v.message) {
                        problems.push(v);
                    }
                }
            }
        }
    }
    if problems.iter().any(|v| v.rule != "R6.5") {
        problems.retain(|v| v.rule != "R6.5");
    }
    Stuck {
        unit: u.id,
        battalion: u.battalion,
        class: u.class,
        from: u.location.clone(),
        problems,
    }
}

/// Zones within range (R6.1), the beach of a launch box (R9.3), and the
/// zone it stands in, for an attack inside a contested zone (R6.3c).
fn candidates(c: &Ctx, u: &Unit) -> Vec<String> {
    let map = c.inputs.map;
    match &u.location {
        Location::Zone(f) => {
            let range = c.state.params.move_range;
            let mut out: Vec<String> = map
                .zones()
                .iter()
                .filter(|z| map.distance(f, &z.id).is_some_and(|d| d >= 1 && d <= range))
                .map(|z| z.id.clone())
                .collect();
            if c.state.phase == Phase::CombatMove {
                out.push(f.clone());
            }
            out
        }
        Location::LaunchBox(b) => map
            .launch_box(b)
            .map(|lb| vec![lb.lands_into.clone()])
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// What `u` may do in `zone`: attack (one entry with its targets), and/or
/// capture, reinforce, land or move (another entry).
fn destinations(c: &Ctx, u: &Unit, zone: &str) -> Vec<Destination> {
    let to = Location::Zone(zone.to_string());
    let ok = |target: Option<BattalionId>| check_draft(c, None, &[u.id], &to, target).is_ok();
    let mut out = Vec::new();
    let untargeted = ok(None);
    let auto_attack = matches!(combat_effect(c, zone, None), Ok(MoveEffect::Attack { .. }))
        && move_kind(c) == MoveKind::Combat;
    if move_kind(c) == MoveKind::Combat {
        let targets: Vec<Target> = c
            .state
            .battalions_in(zone, c.state.side.enemy())
            .into_iter()
            .filter(|t| ok(Some(*t)))
            .map(|t| target(c, zone, t))
            .collect();
        if !targets.is_empty() {
            out.push(Destination {
                to: to.clone(),
                kind: MoveType::Attack,
                targets,
                needs_target: !(auto_attack && untargeted),
            });
        }
    }
    if untargeted && !auto_attack {
        let kind = match (move_kind(c), combat_effect(c, zone, None)) {
            _ if matches!(u.location, Location::LaunchBox(_)) => MoveType::Land,
            (MoveKind::NonCombat, _) => MoveType::Move,
            (_, Ok(MoveEffect::Capture { .. })) => MoveType::Capture,
            (_, Ok(MoveEffect::Reinforce)) => MoveType::Reinforce,
            _ => MoveType::Move,
        };
        out.push(Destination {
            to,
            kind,
            targets: Vec::new(),
            needs_target: false,
        });
    }
    out
}

fn move_kind(c: &Ctx) -> MoveKind {
    super::orders::move_kind(c.state.phase)
}

/// The provisional battle if `u` joined the drafted attack on `t` in `zone`.
fn target(c: &Ctx, zone: &str, t: BattalionId) -> Target {
    Target {
        battalion: t,
        name: c.battalion_name(t),
        odds: preview(c, zone, t, 1),
    }
}

/// What a drafted move would do, as the map draws it: an attack, a capture,
/// a reinforcement, a landing from a launch box, or a plain move.
pub fn draft_kind(
    s: &CampaignState,
    t: &Inputs,
    viewer: &Actor,
    d: &super::pieces::Draft,
) -> MoveType {
    let c = Ctx::new(s, t, viewer);
    let from_box = d
        .units
        .first()
        .and_then(|u| s.unit(*u))
        .is_some_and(|u| matches!(u.location, Location::LaunchBox(_)));
    let effect = match (d.kind, d.to.zone()) {
        (MoveKind::Combat, Some(zone)) => combat_effect(&c, zone, d.target).ok(),
        _ => None,
    };
    // Named as its destination was offered (`destinations`): from a launch
    // box, anything but an attack is a landing (found in play: "Land F16"
    // in the panel became "Capture F16" in the drafts list).
    match effect {
        Some(MoveEffect::Attack { .. }) => MoveType::Attack,
        _ if from_box => MoveType::Land,
        Some(MoveEffect::Capture { .. }) => MoveType::Capture,
        Some(MoveEffect::Reinforce) => MoveType::Reinforce,
        _ => MoveType::Move,
    }
}
