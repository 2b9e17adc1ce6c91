//! Open seats (#26, R1.6): the GM (or a side's High Commander, for the
//! side's battalions) marks a seat open; a member who is not yet a player
//! (an observer) or a player of the seat's side takes it, at once if the
//! GM allowed that, else after the GM approves. Taking it is a handover:
//! the tenure, the side's announcement and the newcomer's briefing follow.

use super::cover::{holder, name_of, seat_name, side_of};
use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::handover::{hand_hc_seat, handed};
use super::ids::{BattalionId, MemberId, UserId};
use super::refusal::{forbidden, not_found, violation, Refusal};
use super::roles::{MemberChange, Membership, Role};
use super::timetable::Seat;
use super::told;
use super::types::Side;
use crate::say;
use serde::{Deserialize, Serialize};

pub use super::timetable::{Claim, Opening};

fn seat_of(battalion: Option<BattalionId>, hc: Option<Side>) -> Result<Seat, Refusal> {
    match (battalion, hc) {
        (Some(b), None) => Ok(Seat::Battalion(b)),
        (None, Some(side)) => Ok(Seat::HighCommander(side)),
        _ => violation("R1.6", say!("seats-name-one")),
    }
}

/// Opens (or closes) a seat for a new commander.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OpenSeat {
    #[serde(default)]
    pub battalion: Option<BattalionId>,
    #[serde(default)]
    pub high_commander: Option<Side>,
    /// false: the seat is no longer open (its requests are dropped).
    pub open: bool,
    /// Whoever takes it gets it at once, without the GM's approval.
    #[serde(default)]
    pub at_once: bool,
}

impl Apply for OpenSeat {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let seat = seat_of(self.battalion, self.high_commander)?;
        let Some(side) = side_of(&c.state, seat) else {
            return not_found("There is no such battalion in this campaign.");
        };
        let may = c.actor.gm || (matches!(seat, Seat::Battalion(_)) && c.actor.is_hc(side));
        if !may {
            return forbidden(
                "Only the game master (or the side's High Commander, for its battalions) opens a seat (R1.6).",
            );
        }
        let people = &mut c.state.people;
        people.openings.retain(|o| o.seat != seat);
        let name = told::seat(&c.state, seat);
        if !self.open {
            c.state.people.claims.retain(|x| x.seat != seat);
            c.record(Entry::public(
                Event::SeatOpened { seat, open: false },
                say!("history-seat-closed", seat = name),
            ));
            return Ok(());
        }
        c.state.people.openings.push(Opening {
            seat,
            side,
            at_once: self.at_once,
        });
        let text = if self.at_once {
            say!(
                "history-seat-open-at-once",
                seat = name,
                side = told::side(side)
            )
        } else {
            say!(
                "history-seat-open-approved",
                seat = name,
                side = told::side(side)
            )
        };
        c.record(Entry::public(Event::SeatOpened { seat, open: true }, text));
        Ok(())
    }
}

/// Whether `user` may take the open `seat` of `side`: an observer, or a
/// battalion commander or High Commander of that side who does not hold it.
pub fn may_take(
    s: &super::state::CampaignState,
    roster: &[Membership],
    user: UserId,
    seat: Seat,
    side: Side,
) -> bool {
    let rows: Vec<&Membership> = roster.iter().filter(|m| m.user == user).collect();
    let observer = !rows.is_empty() && rows.iter().all(|m| m.role == Role::Observer);
    let of_side = rows.iter().any(|m| {
        m.side == Some(side) && matches!(m.role, Role::BattalionCommander | Role::HighCommander)
    });
    (observer || of_side) && holder(s, roster, seat) != Some(user)
}

/// Takes an open seat (or asks the GM for it).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TakeSeat {
    #[serde(default)]
    pub battalion: Option<BattalionId>,
    #[serde(default)]
    pub high_commander: Option<Side>,
}

impl Apply for TakeSeat {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let seat = seat_of(self.battalion, self.high_commander)?;
        let Some(open) = c
            .state
            .people
            .openings
            .iter()
            .find(|o| o.seat == seat)
            .cloned()
        else {
            return violation("R1.6", say!("seats-not-open"));
        };
        let me = c.actor.user_id;
        if !may_take(&c.state, c.inputs.roster, me, seat, open.side) {
            return forbidden(format!(
                "An open seat of the {} side is taken by an observer or by a commander of that side (R1.6).",
                open.side.label()
            ));
        }
        if open.at_once {
            return take(c, seat, open.side, me);
        }
        if c.state.people.claims.iter().any(|x| x.user == me) {
            return violation("R1.6", say!("seats-asked-already"));
        }
        c.state.people.claims.push(Claim { seat, user: me });
        let text = say!(
            "history-seat-asked",
            name = name_of(c.inputs.roster, me),
            seat = told::seat(&c.state, seat)
        );
        c.record(Entry::gm(Event::SeatClaimed { seat, user: me }, text));
        Ok(())
    }
}

/// The GM approves or refuses a member's request for an open seat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DecideSeat {
    pub user: UserId,
    pub approve: bool,
}

impl Apply for DecideSeat {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master answers a request for a seat (R1.6).")?;
        let Some(i) = c
            .state
            .people
            .claims
            .iter()
            .position(|x| x.user == self.user)
        else {
            return not_found("That member has no request for a seat waiting.");
        };
        let claim = c.state.people.claims.remove(i);
        let Some(open) = c
            .state
            .people
            .openings
            .iter()
            .find(|o| o.seat == claim.seat)
            .cloned()
        else {
            return violation("R1.6", say!("seats-no-longer-open"));
        };
        if !self.approve {
            let text = say!(
                "history-seat-refused",
                name = name_of(c.inputs.roster, claim.user),
                seat = told::seat(&c.state, claim.seat)
            );
            c.record(Entry::gm(
                Event::SeatClaimed {
                    seat: claim.seat,
                    user: claim.user,
                },
                text,
            ));
            return Ok(());
        }
        // The request was made under the roster of its day; the seat goes
        // only to someone who may take it now (#40).
        if !may_take(&c.state, c.inputs.roster, claim.user, claim.seat, open.side) {
            return violation(
                "R1.6",
                say!(
                    "seats-may-no-longer-take",
                    member = name_of(c.inputs.roster, claim.user),
                    seat = seat_name(&c.state, claim.seat),
                    side = open.side.as_str(),
                ),
            );
        }
        take(c, claim.seat, open.side, claim.user)
    }
}

/// `user` becomes the seat's holder: a player of the side (an observer
/// stops being one), the battalion's commander or the side's High
/// Commander; the seat closes and its other requests are dropped.
fn take(c: &mut Ctx, seat: Seat, side: Side, user: UserId) -> Result<(), Refusal> {
    let roster = c.inputs.roster;
    let from = holder(&c.state, roster, seat);
    let rows: Vec<&Membership> = roster.iter().filter(|m| m.user == user).collect();
    let Some(me) = rows.first().map(|m| (*m).clone()) else {
        return not_found("That member is no longer in this campaign.");
    };
    let observer = rows.iter().all(|m| m.role == Role::Observer);
    if observer {
        for m in &rows {
            c.members.push(MemberChange::Remove(m.id));
        }
        c.members.push(MemberChange::Add(Membership {
            id: MemberId::new(0),
            role: Role::BattalionCommander,
            side: Some(side),
            ..me.clone()
        }));
    }
    match seat {
        Seat::Battalion(b) => {
            if let Some(bm) = c.state.battalions.iter_mut().find(|x| x.id == b) {
                bm.commander = Some(user);
            }
        }
        Seat::HighCommander(_) => {
            // The new holder is a battalion commander of the side now (or
            // becomes one in this change).
            let mut as_bc = me.clone();
            as_bc.role = Role::BattalionCommander;
            as_bc.side = Some(side);
            let mut with_me: Vec<Membership> = roster.to_vec();
            with_me.push(as_bc);
            hand_hc_seat(c, &with_me, side, from, user)?;
        }
    }
    c.state.people.openings.retain(|o| o.seat != seat);
    c.state.people.claims.retain(|x| x.seat != seat);
    let name = told::seat(&c.state, seat);
    c.record(Entry::public(
        Event::SeatOpened { seat, open: false },
        say!("history-seat-taken", seat = name),
    ));
    handed(c, seat, side, from, user);
    Ok(())
}
