//! The iCalendar feed's text (RFC 5545), built with the `icalendar` crate:
//! it escapes TEXT values and folds long lines; players' text is made one
//! line first, so no carriage return can start a line of its own.

use crate::rules::say::Lang;
use crate::rules::told;
use crate::rules::view::View;
use crate::say;
use chrono::{DateTime, Utc};
use icalendar::{Calendar, Component, EventLike};

/// One dated entry of the feed.
pub struct Entry {
    /// Unique and stable across fetches, e.g. "deadline-3-r1-allies-combat_move".
    pub uid: String,
    pub at: DateTime<Utc>,
    /// When it ends; none: a moment (a deadline).
    pub end: Option<DateTime<Utc>>,
    /// A reminder this long before it starts (a live session, R13.6).
    pub remind: Option<chrono::Duration>,
    pub summary: String,
    pub url: String,
}

/// Players' text as one line: CR, LF and other control characters become
/// spaces.
fn one_line(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// The dated entries of one campaign as `v`'s reader may see them: the
/// phase deadline and the due date of every open battle. `base` is the
/// public address, `id` the campaign's; said in the reader's `lang` (#44).
pub fn entries(v: &View, id: i64, base: &str, lang: Lang) -> Vec<Entry> {
    let mut out = Vec::new();
    if let Some(d) = v.deadline {
        out.push(Entry {
            uid: format!("deadline-{id}-{}", v.label()),
            at: d,
            end: None,
            remind: None,
            summary: lang.say(&say!(
                "calendar-deadline",
                campaign = v.name,
                round = v.round,
                side = told::side(v.side),
                phase = told::phase(v.phase)
            )),
            url: format!("{base}/campaigns/{id}"),
        });
    }
    for b in v.battles.iter().filter(|b| !b.closed) {
        if let Some(d) = b.due {
            out.push(Entry {
                uid: format!("battle-{id}-{}", b.id),
                at: d,
                end: None,
                remind: None,
                summary: lang.say(&say!(
                    "calendar-battle-due",
                    campaign = v.name,
                    battle = b.id.get(),
                    zone = b.zone
                )),
                url: format!("{base}/campaigns/{id}/battles/{}/sheet", b.id),
            });
        }
    }
    out
}

/// The live sessions agreed (R13.6) that `actor` plays in, each with a
/// reminder an hour before; the two commanders' feeds hold the same
/// instant, each calendar saying it in its own zone.
pub fn sessions(
    s: &crate::rules::CampaignState,
    actor: &crate::rules::Actor,
    id: i64,
    name: &str,
    base: &str,
    lang: Lang,
) -> Vec<Entry> {
    crate::rules::session_view::agreed_for(s, actor)
        .into_iter()
        .map(|(bid, zone, k)| Entry {
            uid: format!("session-{id}-{bid}-{}", k.at.timestamp()),
            at: k.at,
            end: Some(k.end()),
            remind: Some(chrono::Duration::hours(1)),
            summary: lang.say(&say!(
                "calendar-session",
                campaign = name,
                battle = bid.get(),
                zone = zone.as_str()
            )),
            url: format!("{base}/campaigns/{id}/battles/{bid}/sheet#live"),
        })
        .collect()
}

/// The whole feed.
pub fn feed(name: &str, entries: &[Entry]) -> String {
    let mut cal = Calendar::new();
    cal.name(&one_line(name));
    for e in entries {
        let mut ev = icalendar::Event::new();
        ev.uid(&format!("{}@bocage", one_line(&e.uid)))
            .timestamp(Utc::now())
            .summary(&one_line(&e.summary))
            .starts(e.at)
            .ends(e.end.unwrap_or(e.at))
            .url(&one_line(&e.url));
        if let Some(before) = e.remind {
            ev.alarm(icalendar::Alarm::display(&one_line(&e.summary), -before));
        }
        cal.push(ev.done());
    }
    cal.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(summary: &str) -> Entry {
        Entry {
            uid: "deadline-1".into(),
            at: DateTime::from_timestamp(1_780_000_000, 0).unwrap_or_default(),
            end: None,
            remind: None,
            summary: summary.into(),
            url: "http://localhost:8080/campaigns/1".into(),
        }
    }

    #[test]
    fn a_carriage_return_in_a_name_cannot_start_an_event() {
        let text = feed(
            "Bocage deadlines",
            &[entry(
                "War\r\nBEGIN:VEVENT\rSUMMARY:evil\nEND:VEVENT; round 1, ends",
            )],
        );
        let lines: Vec<&str> = text.split("\r\n").collect();
        assert_eq!(
            lines.iter().filter(|l| **l == "BEGIN:VEVENT").count(),
            1,
            "{text}"
        );
        assert!(
            !lines.iter().any(|l| l.starts_with("SUMMARY:evil")),
            "{text}"
        );
        assert!(!text.replace("\r\n", "").contains('\r'), "{text}");
        // RFC 5545 TEXT escaping of ; and ,
        assert!(text.contains("END:VEVENT\\; round 1\\, ends"), "{text}");
    }

    #[test]
    fn long_lines_are_folded_at_75_octets() {
        let e = entry(&"x".repeat(300));
        let start = format!("DTSTART:{}", e.at.format("%Y%m%dT%H%M%SZ"));
        let text = feed("Bocage deadlines", &[e]);
        assert!(text.split("\r\n").all(|l| l.len() <= 75), "{text}");
        assert!(text.contains(&start), "{text}");
    }
}
