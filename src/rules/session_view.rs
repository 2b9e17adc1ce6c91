//! A live battle's sessions as its followers read them (R13.6): both
//! sides' times from now on, their overlap, the slot, and what the reader
//! may do; the starts the sheet offers; the slots in a commander's
//! calendar. Who follows is who follows the relay (`relay_view::follows`).

use super::ids::BattleId;
use super::pieces::Battle;
use super::roles::Actor;
use super::session_data::{Booking, Span};
use super::sessions::{may_answer, overlap, side_of};
use super::stage::PlayMode;
use super::state::CampaignState;
use super::types::Side;
use chrono::{DateTime, Duration, DurationRound, Utc};
use serde::Serialize;

/// A live battle's sessions as one who follows it reads them (R13.6).
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct LiveView {
    /// The reader's side, when he is one of the two commanders.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mine: Option<Side>,
    /// When the Allied and the Axis commander can play, from now on.
    pub allies: Vec<Span>,
    pub axis: Vec<Span>,
    /// When both can.
    pub overlap: Vec<Span>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub booking: Option<Booking>,
    /// Sessions the GM confirmed as played.
    pub played: u32,
    /// Its game goes on: no result in, not conceded.
    pub open: bool,
    /// What the reader may do now.
    pub may_mark: bool,
    pub may_propose: bool,
    /// Accept or decline the proposal.
    pub may_answer: bool,
    /// Call off the agreed slot before it begins.
    pub may_call_off: bool,
    pub may_report: bool,
    pub may_confirm: bool,
}

/// The sessions of live battle `b` as `actor`, who follows it, reads them
/// at `now`; None for a battle not set up live.
pub fn live_view(
    s: &CampaignState,
    actor: &Actor,
    b: &Battle,
    now: DateTime<Utc>,
) -> Option<LiveView> {
    if b.play.mode != Some(PlayMode::Live) || b.play.set_up.is_none() {
        return None;
    }
    let open = !b.closed && b.result.is_none() && b.relay.conceded.is_none();
    let mine = side_of(actor, s, b).filter(|_| s.status == super::types::Status::Active);
    // Spans not over yet, as marked: what a reader follows changes when a
    // span ends, not at each instant (it names his pages and streams).
    let left = |side: Side| -> Vec<Span> {
        b.sessions
            .marks(side)
            .iter()
            .copied()
            .filter(|x| x.to > now)
            .collect()
    };
    let (allies, axis) = (left(Side::Allies), left(Side::Axis));
    let booking = b.sessions.booking.clone();
    let agreed = booking.as_ref().filter(|k| k.accepted.is_some());
    let begun = agreed.is_some_and(|k| now >= k.at);
    let answer = mine.and_then(|side| may_answer(b, side, now));
    Some(LiveView {
        overlap: overlap(&allies, &axis),
        may_mark: open && mine.is_some(),
        may_propose: open && mine.is_some() && agreed.is_none(),
        may_answer: open && answer == Some(true),
        may_call_off: open && answer == Some(false),
        may_report: open && mine.is_some() && begun && agreed.is_some_and(|k| k.report.is_none()),
        may_confirm: open && actor.gm && begun && s.status == super::types::Status::Active,
        mine,
        allies,
        axis,
        booking,
        played: b.sessions.played,
        open,
    })
}

/// Whole hours within `overlap` at which a session of an hour or more may
/// start (what the page offers to propose), at most `max`.
pub fn starts(overlap: &[Span], max: usize) -> Vec<DateTime<Utc>> {
    let mut out = Vec::new();
    for s in overlap {
        let mut t = s.from.duration_trunc(Duration::hours(1)).unwrap_or(s.from);
        if t < s.from {
            t += Duration::hours(1);
        }
        while t + Duration::hours(1) <= s.to && out.len() < max {
            out.push(t);
            t += Duration::hours(1);
        }
    }
    out
}

/// The agreed slots `actor` plays in (the two commanders' calendars), per
/// battle: (battle, zone, the booking).
pub fn agreed_for(s: &CampaignState, actor: &Actor) -> Vec<(BattleId, String, Booking)> {
    s.battles
        .iter()
        .filter(|b| !b.closed && b.result.is_none() && side_of(actor, s, b).is_some())
        .filter_map(|b| {
            let k = b
                .sessions
                .booking
                .as_ref()
                .filter(|k| k.accepted.is_some())?;
            Some((b.id, b.zone.clone(), k.clone()))
        })
        .collect()
}
