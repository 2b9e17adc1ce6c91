//! What a combat move does (R6.3) and what a set of attacks may be: one
//! battalion against one named battalion (R6.5), at most three companies
//! (R6.4), each defending battalion in a territory attacked once a turn
//! (R6.8).

use super::ctx::Ctx;
use super::ids::{BattalionId, UnitId};
use super::pieces::{Draft, MoveKind};
use super::refusal::{violation, Found, Refusal};
use super::types::{UnitClass, ZoneState};
use crate::say;
use serde::Serialize;
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// What a drafted combat move does when it takes effect (R6.3).
#[derive(Debug, Clone, PartialEq)]
pub enum MoveEffect {
    Attack { zone: String, target: BattalionId },
    Capture { zone: String },
    Reinforce,
    Move,
}

/// R6.3, R6.5: what a combat move of the acting side into `zone` does.
pub fn combat_effect(
    c: &Ctx,
    zone: &str,
    target: Option<BattalionId>,
) -> Result<MoveEffect, Refusal> {
    let side = c.state.side;
    let enemies = c.state.battalions_in(zone, side.enemy());
    if let Some(t) = target {
        if !enemies.contains(&t) {
            return violation(
                "R6.5",
                say!(
                    "attacks-no-units",
                    battalion = c.battalion_name(t),
                    zone = zone,
                ),
            );
        }
        let zone = zone.to_string();
        return Ok(MoveEffect::Attack { zone, target: t });
    }
    match (c.zone_state(zone), enemies.len()) {
        (Some(ZoneState::Contested), _) => Ok(MoveEffect::Reinforce),
        (Some(st), _) if st.as_str() == side.as_str() => Ok(MoveEffect::Move),
        (_, 0) => Ok(MoveEffect::Capture {
            zone: zone.to_string(),
        }),
        (_, 1) => {
            let target = enemies.iter().next().copied().unwrap_or_default();
            let zone = zone.to_string();
            Ok(MoveEffect::Attack { zone, target })
        }
        _ => {
            let list: Vec<String> = enemies
                .iter()
                .map(|b| format!("{} ({b})", c.battalion_name(*b)))
                .collect();
            violation(
                "R6.5",
                say!(
                    "attacks-name-target",
                    zone = zone,
                    battalions = list.join(", "),
                ),
            )
        }
    }
}

/// R6.4, R6.5, R6.8 over a set of drafted attacks: one battle per attacked
/// battalion in each territory, by one battalion, at most once per turn.
pub fn check_attack_groups(c: &Ctx, drafts: &[Draft]) -> Result<(), Refusal> {
    // The attacking battalions of each battle, with the units each sends.
    type Group = BTreeMap<Option<BattalionId>, Vec<UnitId>>;
    let mut groups: BTreeMap<(BattalionId, String), Group> = BTreeMap::new();
    for d in drafts.iter().filter(|d| d.kind == MoveKind::Combat) {
        let Some(zone) = d.to.zone() else { continue };
        if let MoveEffect::Attack { target, .. } = combat_effect(c, zone, d.target)? {
            let g = groups.entry((target, zone.to_string())).or_default();
            g.entry(d.battalion)
                .or_default()
                .extend(d.units.iter().copied());
        }
    }
    let mut found = Found::default();
    for ((target, zone), attackers) in groups {
        let tname = c.battalion_name(target);
        if c.state.turn.attacked_in.contains(&(target, zone.clone())) {
            found.push(
                "R6.8",
                say!("attacks-already-attacked", target = &tname, zone = &zone),
            );
        }
        let battalions = attackers.keys().flatten().count();
        if battalions > 1 {
            found.push(
                "R6.8",
                say!(
                    "attacks-several-attacks",
                    target = &tname,
                    zone = &zone,
                    attacks = battalions,
                ),
            );
        }
        // R6.4 counts each battalion's own side of the battle (found in
        // play: another battalion's companies were added in, which R6.8
        // already refuses).
        let max = c.state.params.max_battle_companies as usize;
        for units in attackers.values() {
            let companies = units
                .iter()
                .filter(|id| {
                    c.state
                        .unit(**id)
                        .is_some_and(|u| u.class == UnitClass::Company)
                })
                .count();
            if companies > max {
                found.push(
                    "R6.4",
                    say!(
                        "attacks-too-many-companies",
                        target = &tname,
                        zone = &zone,
                        companies = companies,
                        max = max,
                    ),
                );
            }
        }
    }
    found.done()
}

/// What a move into a zone does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MoveType {
    /// Into an empty enemy zone (R6.3a).
    Capture,
    /// Against enemy units (R6.3b, c): pick a target.
    Attack,
    /// Into a contested zone without attacking (R6.3).
    Reinforce,
    /// From a launch box onto its beach (R9.3).
    Land,
    /// A non-combat move (R9.1).
    Move,
}

impl MoveType {
    pub const ALL: [MoveType; 5] = [
        MoveType::Attack,
        MoveType::Capture,
        MoveType::Reinforce,
        MoveType::Land,
        MoveType::Move,
    ];

    /// The kind as a player reads it ("Attack").
    pub fn label(self) -> &'static str {
        match self {
            MoveType::Capture => "Capture",
            MoveType::Attack => "Attack",
            MoveType::Reinforce => "Reinforce",
            MoveType::Land => "Land",
            MoveType::Move => "Move",
        }
    }

    /// `label` as a message, for a reader of any language (#44).
    pub fn said(self) -> super::say::Said {
        say!("words-move-kind", kind = self.as_str())
    }

    /// The kind as JSON writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            MoveType::Capture => "capture",
            MoveType::Attack => "attack",
            MoveType::Reinforce => "reinforce",
            MoveType::Land => "land",
            MoveType::Move => "move",
        }
    }
}
