//! The mail of live sessions (R13.6): a proposal goes to the other
//! commander, an answer to the proposer, a report to the GM, a confirmed
//! no-show to both commanders. Times are said in the reader's zone.

use super::planner::Planner;
use crate::rules::{told, BattleId, Side};
use crate::say;
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
    let length = crate::rules::sessions::length_said(minutes);
    let (b, z) = (bid.get(), zone.as_str());
    p.push(
        format!("session_proposed:{}:{bid}:{}", p.id, p.stamp),
        user,
        "battle",
        say!("mail-session-proposed", battle = b, zone = z),
        vec![say!(
            "mail-session-proposed-line",
            battle = b,
            zone = z,
            when = when(at, p.zone_of(user)),
            length = length
        )],
        (say!("mail-session-answer"), sheet),
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
        .map(|k| when(k.at, p.zone_of(user)));
    let sheet = p.path(&format!("/battles/{bid}/sheet#live"));
    let (b, z) = (bid.get(), zone.as_str());
    let (title, line) = match (accepted, slot) {
        (true, Some(when)) => (
            say!("mail-session-agreed", battle = b, zone = z),
            say!("mail-session-agreed-on", battle = b, zone = z, when = when),
        ),
        (true, None) => (
            say!("mail-session-agreed", battle = b, zone = z),
            say!("mail-session-agreed-line", battle = b, zone = z),
        ),
        (false, _) => (
            say!("mail-session-declined", battle = b, zone = z),
            say!("mail-session-declined-line", battle = b, zone = z),
        ),
    };
    p.push(
        format!("session_answered:{}:{bid}:{}", p.id, p.stamp),
        user,
        "battle",
        title,
        vec![line],
        (say!("mail-session-see"), sheet),
    );
}

pub(super) fn reported(p: &mut Planner, bid: BattleId, by: Side, absent: Option<Side>) {
    let Some(zone) = zone(p, bid) else {
        return;
    };
    let sheet = p.path(&format!("/battles/{bid}/sheet#live"));
    let (b, z) = (bid.get(), zone.as_str());
    let line = match absent {
        None => say!(
            "mail-session-played",
            side = told::side(by),
            battle = b,
            zone = z
        ),
        Some(a) => say!(
            "mail-session-absent",
            side = told::side(by),
            absent = told::side(a),
            battle = b,
            zone = z
        ),
    };
    for u in p.gms() {
        p.push(
            format!("session_reported:{}:{bid}:{u}:{}", p.id, p.stamp),
            u,
            "battle",
            say!("mail-session-to-decide", battle = b, zone = z),
            vec![line.clone()],
            (say!("mail-session-decide"), sheet.clone()),
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
    let (b, z) = (bid.get(), zone.as_str());
    for u in users {
        p.push(
            format!("session_no_show:{}:{bid}:{u}:{}", p.id, p.stamp),
            u,
            "battle",
            say!("mail-session-missed", battle = b, zone = z),
            vec![say!(
                "mail-session-missed-line",
                absent = told::side(absent),
                battle = b,
                zone = z
            )],
            (say!("mail-session-book"), sheet.clone()),
        );
    }
}
