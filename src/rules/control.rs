//! Control of a zone (R2.2) passing to a side, and artillery overrun when
//! it does (R8.3).

use super::ctx::Ctx;
use super::event::{Entry, Event};
use super::ids::UnitId;
use super::types::{Side, UnitClass, ZoneState};

/// The zone state of a zone `side` controls outright.
pub fn controlled(side: Side) -> ZoneState {
    match side {
        Side::Allies => ZoneState::Allies,
        Side::Axis => ZoneState::Axis,
    }
}

/// `side` now controls `zone` outright, which was `was` before (R2.2).
/// Unless it already was that side's, control passes: the change is
/// recorded and enemy artillery still there is destroyed (R8.3). A
/// contested zone is nobody's, so contested -> controlled is a change too.
pub fn change_control(c: &mut Ctx, zone: &str, side: Side, was: Option<ZoneState>) {
    c.state.control.insert(zone.to_string(), side);
    if was == Some(controlled(side)) {
        return;
    }
    c.record(Entry::public(
        Event::ControlChanged {
            zone: zone.to_string(),
            side,
        },
        // From contested the zone was nobody's: said as what it is, not
        // as if it had been the other side's (#43).
        if was == Some(ZoneState::Contested) {
            crate::say!(
                "history-control-uncontested",
                zone = zone,
                state = crate::say!("word-control", state = side.as_str())
            )
        } else {
            crate::say!(
                "history-control-changed",
                zone = zone,
                state = crate::say!("word-control", state = side.as_str())
            )
        },
    ));
    let lost: Vec<UnitId> = c
        .state
        .units
        .iter()
        .filter(|u| {
            u.active()
                && u.side == side.enemy()
                && u.class == UnitClass::Artillery
                && u.location.zone() == Some(zone)
        })
        .map(|u| u.id)
        .collect();
    for id in lost {
        let Some(u) = c.state.unit_mut(id) else {
            continue;
        };
        u.destroyed = true;
        let (name, owner) = (u.name.clone(), u.side);
        c.record(
            Entry::public(
                Event::ArtilleryCaptured {
                    unit: id,
                    zone: zone.to_string(),
                },
                crate::say!(
                    "history-artillery-overrun",
                    side = super::told::side(owner),
                    zone = zone
                ),
            )
            .with_inner(
                owner,
                crate::say!("history-overrun-named", name = name, zone = zone),
            ),
        );
    }
}
