//! How the campaign pages say things: a campaign's status, a phase label,
//! a place, a time in the reader's zone.

use crate::rules::say::{Arg, Lang, Said};
use crate::rules::{CampaignState, Location, Map, Side, Status};
use crate::web::http::language::reader;
use chrono::{DateTime, Utc};

/// "Round 1 · Allied turn · Combat move", "Setting up", "Finished: ...",
/// in the reader's language (#44).
pub fn status_text(s: &CampaignState) -> String {
    status_in(s, reader())
}

/// The campaign's status in `lang`.
pub fn status_in(s: &CampaignState, lang: Lang) -> String {
    match (&s.status, &s.victory) {
        (Status::Setup, _) => lang.t("overview-status-setup"),
        (Status::Finished, Some(v)) => lang.t1("overview-status-won", "side", v.winner.as_str()),
        (Status::Finished, None) => lang.t("overview-status-finished"),
        (Status::Active, _) => lang.say(&Said::new(
            "overview-status-active",
            vec![
                ("round", Arg::Text(s.round.to_string())),
                ("side", Arg::Text(s.side.as_str().to_string())),
                ("phase", Arg::Text(phase_in(s.phase, lang))),
            ],
        )),
    }
}

/// A phase's name in `lang`: "Combat move".
pub fn phase_in(p: crate::rules::Phase, lang: Lang) -> String {
    lang.t1("overview-phase", "phase", p.as_str())
}

/// Words the rules made (an `Arg`) as a reader of `lang` reads them, for
/// templates: "3 enemy companies, 1 enemy platoon".
pub fn arg_in(lang: &Lang, a: &Arg) -> String {
    a.said_in(*lang)
}

/// "2026-06-06 14:00" in the viewer's time zone.
pub fn local_time(t: &DateTime<Utc>, tz: &str) -> String {
    let tz: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
    t.with_timezone(&tz).format("%Y-%m-%d %H:%M %Z").to_string()
}

/// A saved phase's label ("3.allies.combat_move") as the reader reads it:
/// "Round 3, Allied Combat move".
pub fn label_text(label: &str) -> String {
    label_in(label, reader())
}

/// A saved phase's label in `lang`.
pub fn label_in(label: &str, lang: Lang) -> String {
    let mut it = label.split('.');
    match (
        it.next().and_then(|r| r.parse::<u32>().ok()),
        it.next().and_then(Side::parse),
        it.next().and_then(crate::rules::Phase::parse),
    ) {
        (Some(r), Some(s), Some(p)) => lang.say(&crate::say!(
            "public-frame-phase",
            round = r,
            side = crate::rules::told::side(s),
            phase = crate::rules::told::phase(p)
        )),
        _ => label.to_string(),
    }
}

/// "End of Round 3, Allied Combat move": the banner of a saved phase's map.
pub fn end_of(label: &str) -> String {
    let lang = reader();
    lang.t1("map-end-of", "phase", label_in(label, lang))
}

/// "F14 Isigny / Trévières", "Omaha Beach (launch box)", in the reader's
/// language (names are data).
pub fn place(map: &Map, loc: &Location) -> String {
    let lang = reader();
    match loc {
        Location::Zone(z) => map
            .zone(z)
            .map_or_else(|| z.clone(), |x| format!("{} {}", x.id, x.name)),
        Location::LaunchBox(b) => map.launch_box(b).map_or_else(
            || b.clone(),
            |x| lang.t1("setup-launch-box", "name", &x.name),
        ),
        Location::Reinforcements => lang.t("words-place-reinforcement-box"),
        Location::AirPool => lang.t("words-place-air-pool"),
    }
}
