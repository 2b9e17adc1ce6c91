//! Seat handover (#26, R1.6): the GM, or a side's High Commander for the
//! side's battalions, hands a seat to another member of the side. The
//! battalion keeps its units and record; the tenure ("Bob, rounds 1-4;
//! Carla from round 5") is kept for the side and the GM.

use super::cover::{holder, name_of, seat_name, side_of};
use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::{BattalionId, MemberId, UserId};
use super::refusal::{forbidden, not_found, violation, Refusal};
use super::roles::{check_commander, Actor, MemberChange, Membership, Role};
use super::say::{Arg, Said};
use super::state::CampaignState;
use super::timetable::{Seat, Tenure};
use super::types::Side;
use crate::say;
use serde::{Deserialize, Serialize};

/// Hands a battalion, or a side's High Commander seat, to another member.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HandOver {
    /// The battalion handed over; or
    #[serde(default)]
    pub battalion: Option<BattalionId>,
    /// the side whose High Commander seat is handed over.
    #[serde(default)]
    pub high_commander: Option<Side>,
    /// The new holder: a member of the seat's side (a battalion: its High
    /// Commander or a battalion commander; the HC seat: a battalion
    /// commander of the side).
    pub to: UserId,
}

impl HandOver {
    fn seat(&self) -> Result<Seat, Refusal> {
        match (self.battalion, self.high_commander) {
            (Some(b), None) => Ok(Seat::Battalion(b)),
            (None, Some(side)) => Ok(Seat::HighCommander(side)),
            _ => violation("R1.6", say!("handover-name-one")),
        }
    }
}

/// Whether `actor` may hand `seat` (of `side`) to another member (R1.6):
/// a battalion, the GM or the side's High Commander; a High Commander's
/// seat, the GM.
pub fn may_hand_over(actor: &Actor, side: Side, seat: Seat) -> bool {
    match seat {
        Seat::Battalion(_) => actor.gm || actor.is_hc(side),
        Seat::HighCommander(_) => actor.gm,
    }
}

/// Whether `user` may be handed `seat` of `side` (R1.6): a battalion goes
/// to a commander of its side (R1.2), a High Commander's seat to one of
/// the side's battalion commanders; never to its holder.
pub fn may_take(s: &CampaignState, roster: &[Membership], user: UserId, seat: Seat) -> bool {
    let Some(side) = side_of(s, seat) else {
        return false;
    };
    holder(s, roster, seat) != Some(user)
        && match seat {
            Seat::Battalion(_) => super::roles::may_command(roster, user, side),
            Seat::HighCommander(_) => roster.iter().any(|m| {
                m.user == user && m.side == Some(side) && m.role == Role::BattalionCommander
            }),
        }
}

impl Apply for HandOver {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let roster = c.inputs.roster;
        let seat = self.seat()?;
        let Some(side) = side_of(&c.state, seat) else {
            return not_found("There is no such battalion in this campaign.");
        };
        if !may_hand_over(c.actor, side, seat) {
            return forbidden(match seat {
                Seat::Battalion(_) => {
                    "Only the game master or the side's High Commander hands a battalion over (R1.6)."
                }
                Seat::HighCommander(_) => {
                    "Only the game master hands a High Commander's seat over (R1.6)."
                }
            });
        }
        let from = holder(&c.state, roster, seat);
        if from == Some(self.to) {
            return violation(
                "R1.6",
                say!(
                    "handover-already-holds",
                    member = name_of(roster, self.to),
                    seat = seat_name(&c.state, seat),
                ),
            );
        }
        let name = seat_name(&c.state, seat);
        match seat {
            Seat::Battalion(b) => {
                check_commander(roster, self.to, side, &name)?;
                if let Some(bm) = c.state.battalions.iter_mut().find(|x| x.id == b) {
                    bm.commander = Some(self.to);
                }
            }
            Seat::HighCommander(_) => hand_hc_seat(c, roster, side, from, self.to)?,
        }
        handed(c, seat, side, from, self.to);
        Ok(())
    }
}

/// What every change of a seat's holder records (R1.6): the tenure, no
/// deputy who now holds the seat, and the side's entry ("Carla takes
/// command of 1/8th Infantry from Bob"), which the side's channel hears and
/// which brings the newcomer's briefing (and the former holder's notice).
pub(super) fn handed(c: &mut Ctx, seat: Seat, side: Side, from: Option<UserId>, to: UserId) {
    let roster = c.inputs.roster;
    c.state
        .people
        .deputies
        .retain(|d| !(d.seat == seat && d.user == to));
    let round = c.state.round;
    record_tenure(&mut c.state, seat, side, from, to, round);
    let name = super::told::seat(&c.state, seat);
    let text = match from {
        Some(f) => say!(
            "history-handed-from",
            name = name_of(roster, to),
            seat = name,
            from = name_of(roster, f),
            round = round
        ),
        None => say!(
            "history-handed",
            name = name_of(roster, to),
            seat = name,
            round = round
        ),
    };
    c.record(Entry::side(
        side,
        Event::SeatHandedOver { seat, from, to },
        text,
    ));
}

/// The HC seat moves: the new holder becomes the side's High Commander, the
/// former one stays on the side as a battalion commander (keeping any
/// battalion they command); the GM removes them if they are leaving.
pub(super) fn hand_hc_seat(
    c: &mut Ctx,
    roster: &[Membership],
    side: Side,
    from: Option<UserId>,
    to: UserId,
) -> Result<(), Refusal> {
    let member = roster
        .iter()
        .find(|m| m.user == to && m.side == Some(side) && m.role == Role::BattalionCommander);
    let Some(member) = member else {
        return violation(
            "R1.6",
            say!(
                "handover-not-bc",
                member = name_of(roster, to),
                side = side.as_str(),
            ),
        );
    };
    let hc_rows: Vec<MemberId> = roster
        .iter()
        .filter(|m| m.role == Role::HighCommander && m.side == Some(side))
        .map(|m| m.id)
        .collect();
    for id in hc_rows {
        c.members.push(MemberChange::Remove(id));
    }
    if let Some(f) = from {
        if let Some(old) = roster.iter().find(|m| m.user == f) {
            c.members.push(MemberChange::Add(Membership {
                id: MemberId::new(0),
                role: Role::BattalionCommander,
                side: Some(side),
                ..old.clone()
            }));
        }
    }
    c.members.push(MemberChange::Add(Membership {
        id: MemberId::new(0),
        role: Role::HighCommander,
        side: Some(side),
        ..member.clone()
    }));
    Ok(())
}

/// Closes the seat's current tenure and opens `to`'s (the first handover
/// writes the first holder's, from round 1).
pub(super) fn record_tenure(
    s: &mut CampaignState,
    seat: Seat,
    side: Side,
    from: Option<UserId>,
    to: UserId,
    round: u32,
) {
    let tenures = &mut s.people.tenures;
    match tenures
        .iter_mut()
        .find(|t| t.seat == seat && t.to_round.is_none())
    {
        Some(open) => open.to_round = Some(round),
        None => {
            if let Some(f) = from {
                tenures.push(Tenure {
                    seat,
                    side,
                    user: f,
                    from_round: 1,
                    to_round: Some(round),
                });
            }
        }
    }
    tenures.push(Tenure {
        seat,
        side,
        user: to,
        from_round: round,
        to_round: None,
    });
}

/// A seat's tenure in words, from the tenures a reader may know (a view's):
/// "Bob, rounds 1-4; Carla from round 5"; the current holder alone when it
/// never changed hands.
pub fn tenure_text(
    tenures: &[&Tenure],
    roster: &[Membership],
    seat: Seat,
    current: Option<UserId>,
) -> String {
    tenure_said(tenures, roster, seat, current).said_in(super::say::Lang::En)
}

/// `tenure_text` as words said in each reader's language (#44).
pub fn tenure_said(
    tenures: &[&Tenure],
    roster: &[Membership],
    seat: Seat,
    current: Option<UserId>,
) -> Arg {
    let parts: Vec<Said> = tenures
        .iter()
        .filter(|t| t.seat == seat)
        .map(|t| {
            let who = name_of(roster, t.user);
            match t.to_round {
                Some(r) if r == t.from_round => say!("words-tenure-round", name = who, round = r),
                Some(r) => say!(
                    "words-tenure-rounds",
                    name = who,
                    from = t.from_round,
                    to = r
                ),
                None => say!("words-tenure-from", name = who, from = t.from_round),
            }
        })
        .collect();
    if parts.is_empty() {
        return match current {
            None => say!("words-tenure-nobody").into(),
            Some(u) => say!("words-tenure-from", name = name_of(roster, u), from = 1).into(),
        };
    }
    Arg::list(parts, "; ")
}

/// Battalion `b`'s record as view `v` shows it, one line per battle:
/// "Round 2, battle 3 in F14: attacked, minor victory; lost 1 unit".
pub fn record_of(v: &super::view::View, b: BattalionId) -> Vec<String> {
    record_said(v, b).iter().map(Said::english).collect()
}

/// `record_of` as messages, said in each reader's language (#44).
pub fn record_said(v: &super::view::View, b: BattalionId) -> Vec<Said> {
    v.battles
        .iter()
        .filter(|x| x.attacker_battalion == b || x.defender_battalion == b)
        .map(|x| {
            let attacked = x.attacker_battalion == b;
            let role = if attacked { "attacked" } else { "defended" };
            let how = match x.result {
                Some(r) => {
                    let lost = if attacked {
                        r.attacker_losses
                    } else {
                        r.defender_losses
                    };
                    say!(
                        "words-record-result",
                        outcome = super::told::outcome(r.outcome),
                        n = lost
                    )
                }
                None => say!("words-battle-status", status = x.status),
            };
            say!(
                "words-record-line",
                round = x.round,
                battle = x.id.to_string(),
                zone = x.zone,
                role = role,
                how = how
            )
        })
        .collect()
}
