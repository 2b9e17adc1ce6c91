//! The mail of live sessions (R13.6): a proposal goes to the other
//! commander, an answer to the proposer, a report to the GM, a confirmed
//! no-show to both commanders. Times are said in the reader's zone.

use super::planner::Planner;
use crate::rules::{BattleId, Side};
use chrono::{DateTime, Utc};

/// `at` in the reader's zone: "Mon 7 Dec 2026, 22:00 CET".
fn when(at: DateTime<Utc>, tz: chrono_tz::Tz) -> String {
    at.with_timezone(&tz)
        .format("%a %-d %b %Y, %H:%M %Z")
        .to_string()
}

fn zone(p: &Planner, bid: BattleId) -> Option<String> {
    p.public().battle(bid).map(|b| b.zone.to_string())
}

pub(super) fn proposed(p: &mut Planner, bid: BattleId, by: Side, at: DateTime<Utc>, minutes: u32) {
    let (Some(zone), Some(user)) = (zone(p, bid), p.commander_on(bid, by.enemy())) else {
        return;
    };
    let sheet = p.path(&format!("/battles/{bid}/sheet#live"));
    let hours = crate::rules::sessions::length_text(minutes);
    p.push(
        format!("session_proposed:{}:{bid}:{}", p.id, p.stamp),
        user,
        "battle",
        format!("Battle {bid} in {zone}: a live session is proposed"),
        vec![format!(
            "Your opponent proposes to play battle {bid} in {zone} live on {} for {hours}. Accept or decline it on the battle's sheet.",
            when(at, p.zone_of(user))
        )],
        ("Answer the proposal", sheet),
    );
}

pub(super) fn answered(p: &mut Planner, bid: BattleId, by: Side, accepted: bool) {
    let (Some(zone), Some(user)) = (zone(p, bid), p.commander_on(bid, by.enemy())) else {
        return;
    };
    let slot = p
        .state()
        .battle(bid)
        .and_then(|b| b.sessions.booking.as_ref())
        .map(|k| format!(" on {}", when(k.at, p.zone_of(user))))
        .unwrap_or_default();
    let sheet = p.path(&format!("/battles/{bid}/sheet#live"));
    let (title, line) = if accepted {
        (
            format!("Battle {bid} in {zone}: your live session is agreed"),
            format!("Your opponent accepted the live session of battle {bid} in {zone}{slot}. It is in your calendar feed, with a reminder an hour before."),
        )
    } else {
        (
            format!("Battle {bid} in {zone}: no live session agreed"),
            format!("Your opponent declined or called off the live session of battle {bid} in {zone}. Propose another time on the battle's sheet."),
        )
    };
    p.push(
        format!("session_answered:{}:{bid}:{}", p.id, p.stamp),
        user,
        "battle",
        title,
        vec![line],
        ("See the battle", sheet),
    );
}

pub(super) fn reported(p: &mut Planner, bid: BattleId, by: Side, absent: Option<Side>) {
    let Some(zone) = zone(p, bid) else {
        return;
    };
    let sheet = p.path(&format!("/battles/{bid}/sheet#live"));
    let line = match absent {
        None => format!(
            "The {} commander reports that the live session of battle {bid} in {zone} was played. Confirm it on the sheet.",
            by.label()
        ),
        Some(a) => format!(
            "The {} commander reports that the {} commander did not come to the live session of battle {bid} in {zone}. Decide it on the sheet: a confirmed no-show counts in the record (R13.6).",
            by.label(),
            a.label()
        ),
    };
    for u in p.gms() {
        p.push(
            format!("session_reported:{}:{bid}:{u}:{}", p.id, p.stamp),
            u,
            "battle",
            format!("Battle {bid} in {zone}: a live session to decide"),
            vec![line.clone()],
            ("Decide the session", sheet.clone()),
        );
    }
}

pub(super) fn confirmed(p: &mut Planner, bid: BattleId, absent: Option<Side>) {
    let (Some(zone), Some(absent)) = (zone(p, bid), absent) else {
        return;
    };
    let sheet = p.path(&format!("/battles/{bid}/sheet#live"));
    let users: Vec<i64> = [absent, absent.enemy()]
        .into_iter()
        .filter_map(|s| p.commander_on(bid, s))
        .collect();
    for u in users {
        p.push(
            format!("session_no_show:{}:{bid}:{u}:{}", p.id, p.stamp),
            u,
            "battle",
            format!("Battle {bid} in {zone}: a live session was missed"),
            vec![format!(
                "The game master confirms that the {} commander did not come to the live session of battle {bid} in {zone}; it counts in his record (R13.6). Agree on a new time on the battle's sheet.",
                absent.label()
            )],
            ("Book a new session", sheet.clone()),
        );
    }
}
