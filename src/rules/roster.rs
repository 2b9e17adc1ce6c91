//! What a change of membership takes away (#40, R1.2, R1.5, R1.6): the
//! roster after a decision's changes, and the stored references to members
//! that grant a right (a deputy, an absence that lets a deputy act, an
//! extension request, a request for a seat, a battalion's command), each
//! kept only while the roster still gives it. Records that must survive
//! (tenures, marks, who wrote what, the history) stay and grant nothing.

use super::cover::{holder, may_deputise, side_of};
use super::ids::{MemberId, UserId};
use super::roles::{may_command, MemberChange, Membership};
use super::seats::may_take;
use super::state::CampaignState;
use super::types::Side;

/// The roster after `changes`, as the store applies them: an `Add` of a
/// role the user holds already changes that membership's side, any other
/// `Add` is a new membership (numbered after the highest id); a `Remove`
/// drops the membership.
pub fn after(roster: &[Membership], changes: &[MemberChange]) -> Vec<Membership> {
    let mut out = roster.to_vec();
    for change in changes {
        match change {
            MemberChange::Add(m) => {
                if let Some(held) = out
                    .iter_mut()
                    .find(|x| x.user == m.user && x.role == m.role)
                {
                    held.side = m.side;
                } else {
                    let next = out.iter().map(|x| x.id.get()).max().unwrap_or(0) + 1;
                    out.push(Membership {
                        id: MemberId::new(next),
                        ..m.clone()
                    });
                }
            }
            MemberChange::Remove(id) => out.retain(|x| x.id != *id),
        }
    }
    out
}

/// The side `user` plays for in `roster` (a High Commander or battalion
/// commander), if any.
pub fn side_of_member(roster: &[Membership], user: UserId) -> Option<Side> {
    roster
        .iter()
        .find(|m| m.user == user && m.role.needs_side())
        .and_then(|m| m.side)
}

/// Whether `user` is a member at all.
pub fn is_member(roster: &[Membership], user: UserId) -> bool {
    roster.iter().any(|m| m.user == user)
}

/// Forgets every right-granting reference that `roster` no longer backs:
/// a deputy who may no longer deputise the seat, the absence, extension
/// request or grant of a member who left or changed sides, a request for a
/// seat its asker may no longer take, and a battalion's commander who may
/// no longer command it.
pub fn forget_lapsed(s: &mut CampaignState, roster: &[Membership]) {
    let still_on = |user: UserId, side: Option<Side>| {
        is_member(roster, user) && side_of_member(roster, user) == side
    };
    for b in s.battalions.iter_mut() {
        if b.commander.is_some_and(|u| !may_command(roster, u, b.side)) {
            b.commander = None;
        }
    }
    let people = &mut s.people;
    people.absences.retain(|a| still_on(a.user, a.side));
    people.extensions.retain(|r| still_on(r.user, r.side));
    people.granted.retain(|u| is_member(roster, *u));
    people.ready.retain(|f| is_member(roster, f.user));
    let deputies = std::mem::take(&mut s.people.deputies);
    s.people.deputies = deputies
        .into_iter()
        .filter(|d| {
            may_deputise(roster, d.user, d.side, d.seat)
                && holder(s, roster, d.seat) != Some(d.user)
        })
        .collect();
    let claims = std::mem::take(&mut s.people.claims);
    s.people.claims = claims
        .into_iter()
        .filter(|c| {
            side_of(s, c.seat).is_some_and(|side| may_take(s, roster, c.user, c.seat, side))
        })
        .collect();
}
