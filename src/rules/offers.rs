//! What the pages offer a viewer about seats and time, besides orders
//! (`rules::actions`): whose deputy they may name and whom, which seat they
//! may hand over and to whom, whether they may ask for more time. Each
//! offer is drawn from the predicate the command itself checks
//! (`cover::may_name`, `cover::may_deputise`, `handover::may_hand_over`,
//! `handover::may_take`, `extensions::may_ask`), so a form lists exactly
//! what its command accepts; `rules/tests/offers.rs` decides every offer
//! and every choice left out.

use super::cover::{deputy_of, holder, may_deputise, may_name, seat_name, side_of};
use super::handover::{may_hand_over, may_take};
use super::ids::UserId;
use super::members::is_player;
use super::roles::{Actor, Membership};
use super::state::CampaignState;
use super::timetable::Seat;
use super::types::Side;

/// A seat and the members a form may name for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatOffer {
    pub seat: Seat,
    /// "2/116th Infantry", "the Allied High Commander".
    pub name: String,
    /// Its deputy now (the deputy offers) or its holder (the handovers).
    pub now: Option<UserId>,
    /// Whom the form may name, in the roster's order.
    pub candidates: Vec<UserId>,
}

impl SeatOffer {
    /// `name` as its reader reads it (#44): a battalion's name is data; a
    /// High Commander's seat is words ("the Allied High Commander").
    pub fn name_arg(&self) -> super::say::Arg {
        match self.seat {
            Seat::HighCommander(side) => {
                crate::say!("word-hc-seat", side = super::told::side(side)).into()
            }
            Seat::Battalion(_) => self.name.clone().into(),
        }
    }
}

/// Every seat: the battalions, then the two High Commanders'.
fn seats(s: &CampaignState) -> impl Iterator<Item = Seat> + '_ {
    s.battalions
        .iter()
        .map(|b| Seat::Battalion(b.id))
        .chain(Side::ALL.iter().map(|side| Seat::HighCommander(*side)))
}

/// The roster's users, each once, who pass `keep`.
fn users(roster: &[Membership], keep: impl Fn(UserId) -> bool) -> Vec<UserId> {
    let mut out: Vec<UserId> = Vec::new();
    for m in roster {
        if !out.contains(&m.user) && keep(m.user) {
            out.push(m.user);
        }
    }
    out
}

/// The seats whose deputy `actor` may name (R1.5), each with the members
/// who may be named (none: the seat's default).
pub fn deputies(s: &CampaignState, roster: &[Membership], actor: &Actor) -> Vec<SeatOffer> {
    if !is_player(actor) {
        return Vec::new();
    }
    seats(s)
        .filter(|seat| may_name(actor, s, roster, *seat))
        .filter_map(|seat| {
            let side = side_of(s, seat)?;
            let held = holder(s, roster, seat);
            Some(SeatOffer {
                seat,
                name: seat_name(s, seat),
                now: deputy_of(s, roster, seat),
                candidates: users(roster, |u| {
                    may_deputise(roster, u, side, seat) && held != Some(u)
                }),
            })
        })
        .collect()
}

/// The seats `actor` may hand over (R1.6), each with the members who may
/// take it; `only` narrows them to one seat (a battalion's page).
pub fn handovers(
    s: &CampaignState,
    roster: &[Membership],
    actor: &Actor,
    only: Option<Seat>,
) -> Vec<SeatOffer> {
    if !is_player(actor) {
        return Vec::new();
    }
    seats(s)
        .filter(|seat| only.is_none_or(|o| o == *seat))
        .filter_map(|seat| {
            let side = side_of(s, seat)?;
            may_hand_over(actor, side, seat).then(|| SeatOffer {
                seat,
                name: seat_name(s, seat),
                now: holder(s, roster, seat),
                candidates: users(roster, |u| may_take(s, roster, u, seat)),
            })
        })
        .filter(|o| !o.candidates.is_empty())
        .collect()
}

/// Whether requests for more time are off while a deadline runs (R5.10:
/// the schedule's longest extension is 0), as the reader is told: a player
/// who could otherwise ask, and the GM who may turn them on (found in play:
/// "Need more time?" never showed, and nobody said why).
pub fn extensions_off(s: &CampaignState, actor: &Actor) -> bool {
    s.schedule.max_extension_hours == 0
        && s.deadline.is_some()
        && super::ctx::require_active(s).is_ok()
        && (actor.gm || (is_player(actor) && actor.side.is_some()))
}

/// Whether `actor` may ask the GM for more time now (R5.10).
pub fn may_ask_extension(s: &CampaignState, actor: &Actor) -> bool {
    is_player(actor) && super::extensions::may_ask(s, actor).is_ok()
}
