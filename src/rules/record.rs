//! The reliability record (#26, R1.7): per member and campaign, the
//! deadlines met and missed (excused by an absence or an extension, or
//! covered by a deputy), the phases acted in and the average time to act;
//! and the turn tempo of PBEM battles (R13.4): files answered within the
//! turn clock, and the average time to answer.
//! A member reads their own; the GM reads everyone's; nobody else any.
//!
//! Marks are written by the rules at two moments: when a player does what
//! a phase waits on while a deadline stands (met, or covered for the
//! holder a deputy acted for), and when a deadline or a battle's due date
//! passes with something still waiting on a seat (missed, or excused).

use super::cover::{away, holder};
use super::ids::UserId;
use super::location::{Location, PhaseLabel};
use super::roles::Membership;
use super::state::CampaignState;
use super::timetable::Seat;
use super::types::{Phase, Side};
use chrono::{DateTime, Utc};
use serde::Serialize;

pub use super::timetable::{Kept, Mark};

/// The phase a mark belongs to and when it opened.
#[derive(Clone, Copy)]
struct At {
    label: PhaseLabel,
    opened: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
}

impl At {
    fn of(s: &CampaignState, now: DateTime<Utc>) -> At {
        At {
            label: s.label(),
            opened: s.people.phase_opened,
            now,
        }
    }
}

/// Writes `user`'s mark for the phase `at`: a later "missed" (or excused)
/// replaces an earlier mark; otherwise the first mark stands.
fn put(marks: &mut Vec<Mark>, at: At, user: UserId, side: Side, kept: Kept) {
    let minutes = match kept {
        Kept::Met => at.opened.map(|t| (at.now - t).num_minutes().max(0)),
        _ => None,
    };
    let mark = Mark {
        user,
        side,
        label: at.label,
        kept,
        minutes,
    };
    match marks
        .iter_mut()
        .find(|m| m.user == user && m.label == at.label)
    {
        Some(m) if matches!(kept, Kept::Missed | Kept::Excused) => *m = mark,
        Some(_) => {}
        None => marks.push(mark),
    }
}

/// After a player's act in `before`'s phase (which a deadline governs):
/// the actor met it, and each holder they covered was covered. The marks
/// belong to the phase acted in, even if the act advanced it.
pub fn acted(
    after: &mut CampaignState,
    before: &CampaignState,
    actor: (UserId, Option<Side>),
    covered: &[UserId],
    now: DateTime<Utc>,
) {
    if before.deadline.is_none() {
        return;
    }
    let at = At::of(before, now);
    let marks = &mut after.people.marks;
    if covered.is_empty() {
        if let (user, Some(side)) = actor {
            put(marks, at, user, side, Kept::Met);
        }
    }
    for h in covered {
        let side = before
            .people
            .absences
            .iter()
            .find(|a| a.user == *h)
            .and_then(|a| a.side);
        if let Some(side) = side {
            put(marks, at, *h, side, Kept::Covered);
        }
    }
}

/// The seats something waits on at a deadline in `s`'s phase: the acting
/// side's High Commander for uncommitted drafts or reinforcements left to
/// place, and the battalions of this turn's battles for their defenders or
/// casualties (R5.7).
pub fn waiting_seats(s: &CampaignState) -> Vec<Seat> {
    let mut out = Vec::new();
    let hc = Seat::HighCommander(s.side);
    match s.phase {
        Phase::CombatMove | Phase::NonCombatMove if !s.drafts.is_empty() => out.push(hc),
        Phase::Reinforcements if placeable_left(s) => out.push(hc),
        _ => {}
    }
    for b in s
        .battles
        .iter()
        .filter(|b| b.round == s.round && b.side == s.side && !b.closed)
    {
        out.extend(battle_seats(s, b));
    }
    out
}

/// The seats battle `b` waits on in this phase.
pub fn battle_seats(s: &CampaignState, b: &super::pieces::Battle) -> Vec<Seat> {
    match s.phase {
        Phase::CombatMove | Phase::CombatResolution if b.defender_units.is_none() => {
            vec![Seat::Battalion(b.defender_battalion)]
        }
        Phase::CombatResults if b.result.is_some() => {
            let mut out = Vec::new();
            if b.attacker_casualties.is_none() {
                out.push(Seat::Battalion(b.attacker_battalion));
            }
            if b.defender_casualties.is_none() {
                out.push(Seat::Battalion(b.defender_battalion));
            }
            out
        }
        _ => Vec::new(),
    }
}

fn placeable_left(s: &CampaignState) -> bool {
    s.units.iter().any(|u| {
        u.active()
            && u.side == s.side
            && u.location == Location::Reinforcements
            && super::reinforcements::arrives(s, u) <= s.round
    })
}

/// A deadline (or a battle's due date) passed with `seats` still waiting:
/// each holder missed it, excused if away or granted an extension.
pub fn missed(s: &mut CampaignState, roster: &[Membership], seats: &[Seat], now: DateTime<Utc>) {
    for seat in seats {
        let Some(user) = holder(s, roster, *seat) else {
            continue;
        };
        let Some(side) = super::cover::side_of(s, *seat) else {
            continue;
        };
        let excused = away(s, user, now).is_some() || s.people.granted.contains(&user);
        let kept = if excused { Kept::Excused } else { Kept::Missed };
        let at = At::of(s, now);
        put(&mut s.people.marks, at, user, side, kept);
    }
}

/// One member's record, summed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct Record {
    pub user: UserId,
    pub met: u32,
    pub covered: u32,
    pub excused: u32,
    pub missed: u32,
    /// Phases in which they acted in time.
    pub phases_acted: u32,
    /// Average minutes from a phase's opening to their act.
    pub average_minutes: Option<i64>,
    /// Their last three marks, newest last.
    pub recent: Vec<Kept>,
    /// Turn tempo (R13.4): PBEM turn files they sent in answer, those
    /// within the turn clock, and the average minutes they held the ball.
    pub turns_answered: u32,
    pub turns_in_time: u32,
    pub average_answer_minutes: Option<i64>,
    /// Live sessions the GM confirmed they did not come to (R13.6),
    /// counted among the turns too.
    pub no_shows: u32,
}

/// The records `reader` may read: their own; the GM everyone's.
pub fn records_for(s: &CampaignState, reader: UserId, gm: bool) -> Vec<Record> {
    let mut users: Vec<UserId> = s
        .people
        .marks
        .iter()
        .map(|m| m.user)
        .chain(s.people.answers.iter().map(|a| a.user))
        .filter(|u| gm || *u == reader)
        .collect();
    users.sort();
    users.dedup();
    users.into_iter().map(|u| record_of(s, u)).collect()
}

/// `user`'s record.
pub fn record_of(s: &CampaignState, user: UserId) -> Record {
    let marks: Vec<&Mark> = s.people.marks.iter().filter(|m| m.user == user).collect();
    let count = |k: Kept| marks.iter().filter(|m| m.kept == k).count() as u32;
    let times: Vec<i64> = marks.iter().filter_map(|m| m.minutes).collect();
    let answers: Vec<&super::timetable::Answer> =
        s.people.answers.iter().filter(|a| a.user == user).collect();
    let files: Vec<i64> = answers
        .iter()
        .filter(|a| !a.no_show)
        .map(|a| a.minutes)
        .collect();
    Record {
        turns_answered: answers.len() as u32,
        turns_in_time: answers.iter().filter(|a| a.in_time).count() as u32,
        average_answer_minutes: (!files.is_empty())
            .then(|| files.iter().sum::<i64>() / files.len() as i64),
        no_shows: answers.iter().filter(|a| a.no_show).count() as u32,
        user,
        met: count(Kept::Met),
        covered: count(Kept::Covered),
        excused: count(Kept::Excused),
        missed: count(Kept::Missed),
        phases_acted: count(Kept::Met),
        average_minutes: (!times.is_empty())
            .then(|| times.iter().sum::<i64>() / times.len() as i64),
        recent: marks.iter().rev().take(3).rev().map(|m| m.kept).collect(),
    }
}

/// One member's record with their name, as the API and the overview show it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct NamedRecord {
    pub name: String,
    #[serde(flatten)]
    pub record: Record,
    /// The GM's line when the last deadlines need attention.
    pub warning: Option<String>,
}

/// The records `reader` may read (`records_for`), named.
pub fn named_records(
    s: &CampaignState,
    roster: &[Membership],
    reader: UserId,
    gm: bool,
) -> Vec<NamedRecord> {
    records_for(s, reader, gm)
        .into_iter()
        .map(|r| {
            let name = super::cover::name_of(roster, r.user);
            NamedRecord {
                warning: warning(&r, &name),
                name,
                record: r,
            }
        })
        .collect()
}

/// The GM's line on a member whose recent record needs attention: "Bob,
/// of the last 3 deadlines: 2 missed, 1 covered by a deputy".
pub fn warning(r: &Record, name: &str) -> Option<String> {
    warning_said(r, name).map(|w| w.english())
}

/// `warning` as a message, for the overview in the reader's language (#44).
pub fn warning_said(r: &Record, name: &str) -> Option<super::say::Said> {
    let count = |k: Kept| r.recent.iter().filter(|x| **x == k).count();
    let parts: Vec<super::say::Said> = [
        (count(Kept::Missed), "missed"),
        (count(Kept::Excused), "excused"),
        (count(Kept::Covered), "covered"),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, kept)| crate::say!("words-record-kept", kept = kept, n = n))
    .collect();
    if parts.is_empty() {
        return None;
    }
    Some(crate::say!(
        "words-record-warning",
        name = name,
        n = r.recent.len(),
        parts = super::say::Arg::list(parts, ", ")
    ))
}

/// The label a mark belongs to, in words ("round 3 Allied combat move").
pub fn label_text(l: &PhaseLabel) -> String {
    format!("round {} {} {}", l.round, l.side.label(), l.phase.label())
}
