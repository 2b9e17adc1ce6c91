//! What a drafted move would make (#25): the provisional battle it joins
//! and the stack it leaves at its destination, read from a state that
//! holds the draft (a dry run's), so that a client shows the rules' answer
//! and computes nothing.

use super::attacks::{combat_effect, MoveEffect};
use super::combat::{defenders_required, odds};
use super::ctx::Ctx;
use super::decision::Inputs;
use super::ids::BattalionId;
use super::pieces::Draft;
use super::refusal::RuleViolation;
use super::roles::Actor;
use super::stacking::stack_in;
use super::state::CampaignState;
use super::types::UnitClass;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DraftPreview {
    /// An attack's provisional battle, with every unit drafted against the
    /// same battalion there (R7.1, R7.2: provisional until the defenders
    /// are chosen).
    pub odds: Option<OddsPreview>,
    /// The side's stack at the destination once its drafts take effect
    /// (a zone; launch and reinforcement boxes have no limit, R4.3).
    pub stack: Option<StackAfter>,
    /// The stacking limits the drafts would break there: legal to draft,
    /// refused by the commit until another draft makes room (R4.4).
    pub over: Vec<RuleViolation>,
    /// What else the move does when it takes effect, said before it is
    /// drafted (found in play: a landing destroyed artillery unannounced,
    /// R8.3).
    pub notes: Vec<String>,
}

impl DraftPreview {
    /// The preview in words, as the orders page says it after "Check this
    /// order" (the map's panel says the same from the JSON).
    pub fn sentences(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(o) = &self.odds {
            out.push(format!("Odds: {}.", o.text));
        }
        if let Some(st) = &self.stack {
            out.push(format!(
                "{} after this order: {} of {} units, {} of {} artillery.",
                st.zone, st.units, st.limit, st.artillery, st.artillery_limit
            ));
        }
        for v in &self.over {
            out.push(format!("{} ({})", v.message, v.rule));
        }
        out.extend(self.notes.iter().cloned());
        if !self.over.is_empty() {
            out.push(
                "You may draft it, but the commit is refused until another order makes room (R4.4)."
                    .into(),
            );
        }
        out
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct StackAfter {
    pub zone: String,
    pub units: u32,
    pub limit: u32,
    pub artillery: u32,
    pub artillery_limit: u32,
}

/// The preview of draft `d` in `s`, a state that holds it.
pub fn draft_preview(s: &CampaignState, t: &Inputs, viewer: &Actor, d: &Draft) -> DraftPreview {
    let zone = d.to.zone();
    let odds = match (zone, d.target) {
        (Some(z), Some(target)) => Some(attack_preview(s, t, viewer, z, target, 0)),
        _ => None,
    };
    let (stack, over) = match zone {
        Some(z) => {
            let ((units, artillery), over) = stack_in(s, z);
            let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
            let stack = StackAfter {
                zone: z.to_string(),
                units: count(units),
                limit: s.params.stack_limit,
                artillery: count(artillery),
                artillery_limit: s.params.artillery_stack,
            };
            (Some(stack), over)
        }
        None => (None, Vec::new()),
    };
    let notes = zone
        .map(|z| overrun_note(&Ctx::new(s, t, viewer), d, z))
        .into_iter()
        .flatten()
        .collect();
    DraftPreview {
        odds,
        stack,
        over,
        notes,
    }
}

/// R8.3: a capture takes the zone, and the enemy artillery in it is
/// destroyed (the enemy's guns there are public on the board).
fn overrun_note(c: &Ctx, d: &Draft, zone: &str) -> Option<String> {
    if d.kind != super::pieces::MoveKind::Combat {
        return None;
    }
    let captures = matches!(
        combat_effect(c, zone, d.target),
        Ok(MoveEffect::Capture { .. })
    );
    let guns = c
        .state
        .units
        .iter()
        .filter(|u| {
            u.active()
                && u.side == c.state.side.enemy()
                && u.class == UnitClass::Artillery
                && u.location.zone() == Some(zone)
        })
        .count();
    (captures && guns > 0).then(|| {
        format!(
            "{zone} passes to your side when this move takes effect, and the enemy's {} there {} destroyed (R8.3).",
            super::words::count(guns, "artillery unit", "artillery units"),
            super::words::plural(guns, "is", "are")
        )
    })
}

/// The units a click on a destination proposes when none are ticked yet
/// (#25: stack, destination, confirm): among `movers`, the units of one
/// battalion at one place that may all make that move, for an attack at
/// most `max_battle_companies` companies, strongest first, and every
/// platoon (R6.4), less the companies the battalion's drafts already
/// send into that attack; for any other move, all of them; never more than the
/// destination has room for, when it has any (R4.1). Artillery moves alone (R4.2), so a
/// group of artillery proposes one unit.
pub fn default_group(
    s: &CampaignState,
    movers: &[super::ids::UnitId],
    kind: super::attacks::MoveType,
    to: &str,
) -> Vec<super::ids::UnitId> {
    use super::types::UnitClass;
    let mut units: Vec<&super::pieces::Unit> = movers.iter().filter_map(|id| s.unit(*id)).collect();
    if units.iter().any(|u| u.class == UnitClass::Artillery) {
        return units.first().map(|u| vec![u.id]).unwrap_or_default();
    }
    // R4.1: no more than the destination has room for, counting the side's
    // units there and those its drafts bring (no limit outside zones: the
    // count there is 0, and one battalion is never over the limit alone).
    // A destination with no room at all keeps its option and its whole
    // group, so that the dry run's refusal says why, with the numbers.
    // Units that stand in the zone already (an attack in place inside a
    // contested zone, #43) take no room they do not hold now.
    let ((there, _), _) = super::stacking::stack_in(s, to);
    let here = super::location::Location::Zone(to.to_string());
    let inside = units.iter().filter(|u| u.location == here).count();
    let room = match usize::try_from(s.params.stack_limit)
        .unwrap_or(usize::MAX)
        .saturating_sub(there.saturating_sub(inside))
    {
        0 => usize::MAX,
        room => room,
    };
    if kind != super::attacks::MoveType::Attack {
        return units.iter().take(room).map(|u| u.id).collect();
    }
    units.sort_by_key(|u| {
        (
            u.class != UnitClass::Company,
            std::cmp::Reverse(u.strength),
            u.id,
        )
    });
    // R6.4 counts the battle's side, not one order: companies this
    // battalion's drafts already send into an attack there take their
    // share (found in play: the default added 3 to 2 drafted, refused).
    let battalion = units.first().and_then(|u| u.battalion);
    let drafted = s
        .drafts
        .iter()
        .filter(|d| {
            d.kind == super::pieces::MoveKind::Combat
                && d.to == here
                && d.battalion.is_some()
                && d.battalion == battalion
        })
        .flat_map(|d| d.units.iter())
        .filter(|id| !movers.contains(id))
        .filter(|id| s.unit(**id).is_some_and(|u| u.class == UnitClass::Company))
        .count() as u32;
    let allowed = s.params.max_battle_companies.saturating_sub(drafted);
    let mut companies: u32 = 0;
    units
        .into_iter()
        .filter(|u| match u.class {
            UnitClass::Company => {
                companies += 1;
                companies <= allowed
            }
            _ => true,
        })
        .take(room)
        .map(|u| u.id)
        .collect()
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct OddsPreview {
    pub attackers: u32,
    pub defenders: u32,
    pub battle_type: String,
    pub text: String,
    pub provisional: bool,
}

/// The provisional battle on `target` in `zone` if `joining` more units
/// joined the attacks already drafted on it: what a player sees before
/// confirming an order of several units (R7.1, R7.2).
pub fn attack_preview(
    s: &CampaignState,
    t: &Inputs,
    viewer: &Actor,
    zone: &str,
    target: BattalionId,
    joining: u32,
) -> OddsPreview {
    preview(&Ctx::new(s, t, viewer), zone, target, joining)
}

pub(super) fn preview(c: &Ctx, zone: &str, t: BattalionId, joining: u32) -> OddsPreview {
    let s = &c.state;
    let attack = Ok(MoveEffect::Attack {
        zone: zone.to_string(),
        target: t,
    });
    let drafted: u32 = s
        .drafts
        .iter()
        .filter(|d| d.to.zone() == Some(zone) && combat_effect(c, zone, d.target) == attack)
        .map(|d| d.units.len() as u32)
        .sum();
    let attackers = drafted + joining;
    let present = s.battalion_units_in(t, zone);
    let count = |class| present.iter().filter(|x| x.class == class).count() as u32;
    let required = defenders_required(
        &s.params,
        attackers,
        count(UnitClass::Company),
        count(UnitClass::Platoon),
    );
    let o = odds(&s.params, attackers, required);
    OddsPreview {
        attackers,
        defenders: required,
        battle_type: o.battle_type.clone(),
        text: format!("{}{}", o.describe(), super::battle_view::PROVISIONAL),
        provisional: true,
    }
}
