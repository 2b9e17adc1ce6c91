//! Who covers whom (#26, R1.5): while a commander is away, the deputy of
//! their seat may do everything the commander may. A battalion's deputy is
//! the one named for it, else the side's High Commander; the High
//! Commander's seat is covered only by a named deputy (a member of the side
//! or the GM). A deputy who is away covers nothing. Pure: it reads the
//! state, the roster and `now`.

use super::ids::{BattalionId, UserId};
use super::roles::{Actor, Membership, Role};
use super::state::CampaignState;
use super::timetable::{Absence, Deputy, Seat};
use super::types::Side;
use super::visibility::Audience;
use chrono::{DateTime, Utc};
use serde::Serialize;

/// The absence of `user` at `now`, if they are away.
pub fn away(s: &CampaignState, user: UserId, now: DateTime<Utc>) -> Option<&Absence> {
    s.people
        .absences
        .iter()
        .find(|a| a.user == user && a.covers(now))
}

/// Who holds `seat`: the battalion's commander, or the side's HC.
pub fn holder(s: &CampaignState, roster: &[Membership], seat: Seat) -> Option<UserId> {
    match seat {
        Seat::Battalion(b) => s.battalion(b).and_then(|b| b.commander),
        Seat::HighCommander(side) => hc_of(roster, side),
    }
}

fn hc_of(roster: &[Membership], side: Side) -> Option<UserId> {
    roster
        .iter()
        .find(|m| m.role == Role::HighCommander && m.side == Some(side))
        .map(|m| m.user)
}

/// The side a seat belongs to.
pub fn side_of(s: &CampaignState, seat: Seat) -> Option<Side> {
    match seat {
        Seat::Battalion(b) => s.battalion(b).map(|b| b.side),
        Seat::HighCommander(side) => Some(side),
    }
}

/// The deputy of `seat`: the named one, else (a battalion) the side's HC.
/// A named deputy counts only while the roster lets them deputise the seat
/// (#40: a deputy removed and re-added on the other side covered the old
/// side's battalion): the stored name grants nothing by itself.
pub fn deputy_of(s: &CampaignState, roster: &[Membership], seat: Seat) -> Option<UserId> {
    let named = s.people.deputies.iter().find(|d| {
        d.seat == seat
            && side_of(s, seat) == Some(d.side)
            && may_deputise(roster, d.user, d.side, seat)
    });
    if let Some(d) = named {
        return Some(d.user);
    }
    match seat {
        Seat::Battalion(_) => side_of(s, seat).and_then(|side| hc_of(roster, side)),
        Seat::HighCommander(_) => None,
    }
}

/// One seat `user` covers now, for their to-do and their pages.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct Covering {
    pub seat: Seat,
    /// "1/8th Infantry" or "the Allied High Commander".
    pub seat_name: String,
    pub holder: UserId,
    pub holder_name: String,
    /// Until when the holder is away.
    pub until: DateTime<Utc>,
}

/// The seats `user` covers at `now`.
pub fn covering(
    s: &CampaignState,
    roster: &[Membership],
    user: UserId,
    now: DateTime<Utc>,
) -> Vec<Covering> {
    if away(s, user, now).is_some() {
        return Vec::new();
    }
    let seats = s.battalions.iter().map(|b| Seat::Battalion(b.id)).chain([
        Seat::HighCommander(Side::Allies),
        Seat::HighCommander(Side::Axis),
    ]);
    seats
        .filter_map(|seat| {
            let holder = holder(s, roster, seat)?;
            if holder == user || deputy_of(s, roster, seat) != Some(user) {
                return None;
            }
            let absence = away(s, holder, now)?;
            Some(Covering {
                seat,
                seat_name: seat_name(s, seat),
                holder,
                holder_name: name_of(roster, holder),
                until: absence.to,
            })
        })
        .collect()
}

/// A seat in words.
pub fn seat_name(s: &CampaignState, seat: Seat) -> String {
    match seat {
        Seat::Battalion(b) => s
            .battalion(b)
            .map_or_else(|| format!("battalion {b}"), |b| b.name.clone()),
        Seat::HighCommander(side) => format!("the {} High Commander", side.label()),
    }
}

/// A member's display name.
pub fn name_of(roster: &[Membership], user: UserId) -> String {
    roster
        .iter()
        .find(|m| m.user == user)
        .map_or_else(|| format!("member {user}"), |m| m.name.clone())
}

/// `actor` with the seats they cover now: the battalions, and a High
/// Commander's seat (their side's: a deputy is always of the seat's side
/// or the GM).
pub fn extend(
    actor: &Actor,
    s: &CampaignState,
    roster: &[Membership],
    now: DateTime<Utc>,
) -> Actor {
    let mut out = actor.clone();
    for c in covering(s, roster, actor.user_id, now) {
        match c.seat {
            Seat::Battalion(b) if !out.covers.contains(&b) => out.covers.push(b),
            Seat::Battalion(_) => {}
            Seat::HighCommander(side) => {
                if out.hc.is_none() {
                    out.hc = Some(side);
                    out.side = out.side.or(Some(side));
                }
            }
        }
    }
    out
}

/// Who may name the deputy of `seat`: the GM, the side's HC (a battalion),
/// or the seat's holder.
pub fn may_name(actor: &Actor, s: &CampaignState, roster: &[Membership], seat: Seat) -> bool {
    if actor.gm || holder(s, roster, seat) == Some(actor.user_id) {
        return true;
    }
    match seat {
        Seat::Battalion(_) => side_of(s, seat).is_some_and(|side| actor.is_hc(side)),
        Seat::HighCommander(_) => false,
    }
}

/// Who may be the deputy of a seat of `side`: a High Commander or battalion
/// commander of that side, or (the HC's seat) the GM.
pub fn may_deputise(roster: &[Membership], user: UserId, side: Side, seat: Seat) -> bool {
    roster.iter().any(|m| {
        m.user == user
            && ((m.side == Some(side) && m.role.needs_side())
                || (m.role == Role::Gm && matches!(seat, Seat::HighCommander(_))))
    })
}

/// The text a covering deputy's entries add for the side: "Anna for Bob".
pub fn on_behalf(roster: &[Membership], deputy: UserId, holders: &[UserId]) -> super::say::Said {
    let names: Vec<String> = holders.iter().map(|h| name_of(roster, *h)).collect();
    crate::say!(
        "history-on-behalf",
        deputy = name_of(roster, deputy),
        holders = names.join(", ")
    )
}

/// The battalion ids as seats.
pub fn seats(battalions: &[BattalionId]) -> Vec<Seat> {
    battalions.iter().map(|b| Seat::Battalion(*b)).collect()
}

/// The absences a reader of audience `who` may know of: their side's (the
/// GM: all; a GM's or an observer's absence: the GM only) (R1.5).
pub fn absences_for(s: &CampaignState, who: Audience) -> Vec<&Absence> {
    s.people
        .absences
        .iter()
        .filter(|a| match a.side {
            Some(side) => who.sees_side(side),
            None => who == Audience::Gm,
        })
        .collect()
}

/// The deputies a reader of audience `who` may know of (R1.5).
/// The seats' tenures `who` may know of: their side's (the GM: all) (R1.6).
pub fn tenures_for(s: &CampaignState, who: Audience) -> Vec<&super::timetable::Tenure> {
    s.people
        .tenures
        .iter()
        .filter(|t| who.sees_side(t.side))
        .collect()
}

pub fn deputies_for(s: &CampaignState, who: Audience) -> Vec<&Deputy> {
    s.people
        .deputies
        .iter()
        .filter(|d| who.sees_side(d.side))
        .collect()
}
