//! How the campaign pages say things: a campaign's status, a phase label,
//! a place, a time in the reader's zone.

use crate::rules::{CampaignState, Location, Map, Side, Status};
use chrono::{DateTime, Utc};

/// "Round 1 · Allied turn · Combat move", "Setting up", "Finished: ...".
pub fn status_text(s: &CampaignState) -> String {
    match (&s.status, &s.victory) {
        (Status::Setup, _) => "Setting up".into(),
        (Status::Finished, Some(v)) => format!("Finished: {} victory", v.winner.label()),
        (Status::Finished, None) => "Finished".into(),
        (Status::Active, _) => format!(
            "Round {} · {} turn · {}",
            s.round,
            s.side.label(),
            s.phase.label()
        ),
    }
}

/// "2026-06-06 14:00" in the viewer's time zone.
pub fn local_time(t: &DateTime<Utc>, tz: &str) -> String {
    let tz: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
    t.with_timezone(&tz).format("%Y-%m-%d %H:%M %Z").to_string()
}

pub fn label_text(label: &str) -> String {
    let mut it = label.split('.');
    match (
        it.next(),
        it.next().and_then(Side::parse),
        it.next().and_then(crate::rules::Phase::parse),
    ) {
        (Some(r), Some(s), Some(p)) => format!("Round {r}, {} {}", s.label(), p.label()),
        _ => label.to_string(),
    }
}

/// "F14 Isigny / Trévières", "Omaha Beach (launch box)".
pub fn place(map: &Map, loc: &Location) -> String {
    match loc {
        Location::Zone(z) => map
            .zone(z)
            .map_or_else(|| z.clone(), |x| format!("{} {}", x.id, x.name)),
        Location::LaunchBox(b) => map
            .launch_box(b)
            .map_or_else(|| b.clone(), |x| format!("{} (launch box)", x.name)),
        Location::Reinforcements => "Reinforcement box".into(),
        Location::AirPool => "Air pool".into(),
    }
}
