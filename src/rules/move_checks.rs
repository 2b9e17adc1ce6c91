//! What a drafted move may be (R6, R9), checked against the side's other
//! drafts: the drafter's own units (R1.3), one origin, each unit once a
//! phase, the range from where it stands, and a non-combat move's end.

use super::attacks::{combat_effect, MoveEffect};
use super::ctx::Ctx;
use super::ids::BattalionId;
use super::location::Location;
use super::pieces::{Act, Draft, MoveKind, Unit};
use super::refusal::{forbidden, violation, Found, Refusal};
use super::types::{UnitClass, ZoneState};
use crate::say;
use std::collections::BTreeSet;

/// Every check of one draft against the state and the side's other drafts,
/// every rule it breaks at once (#43). Returns whether the draft is sound
/// enough for the checks of the whole set (stacking, attack groups): a
/// known destination and each unit drafted once.
pub fn validate_draft(
    c: &Ctx,
    d: &Draft,
    units: &[Unit],
    others: &[Draft],
) -> Result<(Found, bool), Refusal> {
    let mut found = Found::default();
    found.check(check_ownership(c, d, units))?;
    let from = found.check(check_one_origin(c, units))?;
    let once = found.check(check_once(c, units, others))?.is_some();
    c.check_location_exists(&d.to)?;
    if d.kind == MoveKind::NonCombat {
        if let Some(u) = units
            .iter()
            .find(|u| c.state.turn.combat_moved.contains(&u.id))
        {
            found.push("R6.7", say!("move-combat-moved", unit = &u.name));
        }
    }
    let Some(from) = from else {
        // No one origin (R6.1): the range is measured from each place the
        // units stand (a launch box's beach said too), and the end state
        // and the battle's size are counted (#43).
        let mut places: Vec<&Location> = Vec::new();
        for u in units {
            if !places.contains(&&u.location) {
                places.push(&u.location);
            }
        }
        for place in places {
            found.check(check_range(c, d, place))?;
        }
        return Ok((found, once));
    };
    let Some(to_zone) = found.check(check_range(c, d, &from))? else {
        return Ok((found, once));
    };
    match d.kind {
        MoveKind::Combat => {
            let effect = found.check(combat_effect(c, &to_zone, d.target))?;
            if effect == Some(MoveEffect::Move) && !matches!(from, Location::LaunchBox(_)) {
                found.push(
                    "R6.3",
                    say!(
                        "move-own-territory",
                        zone = &to_zone,
                        side = c.state.side.as_str()
                    ),
                );
            }
        }
        MoveKind::NonCombat => {
            found.check(check_non_combat(c, d, &from, &to_zone))?;
        }
    }
    Ok((found, once))
}

/// R5.5, R6.2, R3.4, R6.6, R6.5: the acting side's own movable units, of
/// one battalion.
fn check_ownership(c: &Ctx, d: &Draft, units: &[Unit]) -> Result<(), Refusal> {
    let side = c.state.side;
    let mut found = Found::default();
    if let Some(u) = units.iter().find(|u| u.side != side) {
        return violation(
            "R5.5",
            say!(
                "move-not-your-turn",
                side = side.as_str(),
                unit = c.unit_name(u)
            ),
        );
    }
    let privileged = c.actor.gm || c.actor.is_hc(side);
    for u in units {
        match u.battalion {
            Some(b) if !privileged && !c.actor.commands(&c.state, b) => {
                return forbidden(format!(
                    "{} belongs to {}, which you do not command (R6.2).",
                    c.unit_name(u),
                    c.battalion_name(b)
                ));
            }
            None if !privileged => {
                return forbidden(format!(
                    "{} is a side asset: only the High Commander moves it (R6.2).",
                    c.unit_name(u)
                ));
            }
            _ => {}
        }
        if u.class == UnitClass::Air {
            found.push("R3.4", say!("move-air-unit", unit = &u.name));
        }
        if u.class == UnitClass::Artillery && d.kind == MoveKind::Combat {
            found.push("R6.6", say!("move-artillery", unit = &u.name));
        }
    }
    let battalions: BTreeSet<Option<BattalionId>> = units.iter().map(|u| u.battalion).collect();
    if battalions.len() > 1 {
        found.push("R6.5", say!("move-one-battalion"));
    }
    found.done()
}

/// R6.1: every unit of one order starts in the same place.
fn check_one_origin(c: &Ctx, units: &[Unit]) -> Result<Location, Refusal> {
    let Some(first) = units.first() else {
        return violation("R6.2", say!("move-no-units"));
    };
    if let Some(u) = units.iter().find(|u| u.location != first.location) {
        return violation(
            "R6.1",
            say!(
                "move-one-origin",
                first = c.unit_name(first),
                first_place = super::ctx::place_name(c.inputs.map, &first.location),
                other = c.unit_name(u),
                other_place = super::ctx::place_name(c.inputs.map, &u.location),
            ),
        );
    }
    Ok(first.location.clone())
}

/// R6.1: a unit moves at most once per phase, whatever the commits, and has
/// at most one drafted move (R6.2).
fn check_once(c: &Ctx, units: &[Unit], others: &[Draft]) -> Result<(), Refusal> {
    let mut found = Found::default();
    for u in units {
        if let Some(done) = c.state.turn.phase_acts.get(&u.id) {
            let act = if done.act == Act::Attacked {
                "attacked"
            } else {
                "moved"
            };
            found.push(
                "R6.1",
                say!(
                    "move-already-moved",
                    unit = &u.name,
                    act = act,
                    from = done.from.to_string(),
                    to = done.to.to_string(),
                    range = c.state.params.move_range,
                ),
            );
        }
        if let Some(o) = others.iter().find(|o| o.units.contains(&u.id)) {
            found.push(
                "R6.2",
                say!("move-already-drafted", unit = &u.name, draft = o.id.get()),
            );
        }
    }
    found.done()
}

/// R6.1, R9.3: the destination is a land zone within range; from a launch
/// box, only its beach. Returns the zone.
fn check_range(c: &Ctx, d: &Draft, from: &Location) -> Result<String, Refusal> {
    let to_zone = match &d.to {
        Location::Zone(z) => z.clone(),
        other => return violation("R6.1", say!("move-land-zones", place = other.to_string())),
    };
    let range = c.state.params.move_range;
    match from {
        Location::Zone(f) => {
            let dist = c.inputs.map.distance(f, &to_zone);
            if dist.is_none_or(|n| n > range) {
                return violation(
                    "R6.1",
                    match dist {
                        Some(n) => say!(
                            "move-too-far",
                            from = f,
                            to = &to_zone,
                            n = n,
                            range = range
                        ),
                        None => say!("move-no-route", from = f, to = &to_zone, range = range),
                    },
                );
            }
            if dist == Some(0) && (d.kind == MoveKind::NonCombat || d.target.is_none()) {
                return violation("R6.1", say!("move-already-there", zone = &to_zone));
            }
        }
        Location::LaunchBox(b) => {
            let beach = c
                .inputs
                .map
                .launch_box(b)
                .map(|lb| lb.lands_into.clone())
                .unwrap_or_default();
            if beach != to_zone {
                return violation(
                    "R6.1",
                    say!(
                        "move-launch-beach",
                        launch_box = b,
                        beach = &beach,
                        zone = &to_zone
                    ),
                );
            }
        }
        Location::Reinforcements => {
            return violation("R10.2", say!("move-reinforcement-box"));
        }
        Location::AirPool => return violation("R3.4", say!("move-air-pool")),
    }
    Ok(to_zone)
}

/// R9.1, R9.3: a non-combat move never attacks and never enters enemy land.
fn check_non_combat(c: &Ctx, d: &Draft, from: &Location, to_zone: &str) -> Result<(), Refusal> {
    let side = c.state.side;
    if d.target.is_some() {
        return violation("R9.1", say!("move-non-combat-attack"));
    }
    match c.zone_state(to_zone) {
        Some(ZoneState::Contested) => Ok(()),
        Some(st) if st.as_str() == side.as_str() => Ok(()),
        _ => {
            let rule = if matches!(from, Location::LaunchBox(_)) {
                "R9.3"
            } else {
                "R9.1"
            };
            violation(
                rule,
                say!(
                    "move-non-combat-enemy",
                    zone = to_zone,
                    side = side.enemy().as_str()
                ),
            )
        }
    }
}
