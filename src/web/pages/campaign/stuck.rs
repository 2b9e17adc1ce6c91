//! The viewer's units that may go nowhere now, with the rule that stops
//! them (#43), for the orders page: those stopped in one place by one rule
//! said once, together.

use super::words;
use crate::rules::{Actions, CampaignState, Map};

/// Units stopped in one place by one rule (#43: a unit does not just go
/// missing from the list; found in play: one sentence said 45 times).
pub struct StuckLine {
    pub place: String,
    pub why: String,
    /// The reason with the unit's name taken out, to group by.
    key: String,
    /// "Rifle Company A (2/116th)", with the class where the name lacks it.
    pub units: Vec<String>,
}

/// The viewer's units that may go nowhere now, and the rules that stop
/// them, those stopped in one place by the same rule together.
pub fn stuck(s: &CampaignState, map: &Map, actions: &Actions) -> Vec<StuckLine> {
    let lang = crate::web::http::language::reader();
    let mut out: Vec<StuckLine> = Vec::new();
    for m in &actions.stuck {
        let Some(u) = s.unit(m.unit) else { continue };
        let who = m.battalion.and_then(|b| s.battalion(b)).map_or_else(
            || lang.t1("orders-side-artillery", "side", s.side.as_str()),
            |b| b.name.clone(),
        );
        let name = match crate::rules::words::class_said(&u.name, u.class) {
            None => format!("{} ({who})", u.name),
            Some(note) => format!("{} {} ({who})", u.name, note.said_in(lang)),
        };
        let place = words::place(map, &m.from);
        let why = crate::rules::words::first_of_in(&m.problems, lang);
        // One reason, whichever unit it names ("X made a combat move"):
        // said once for them all (found in play: eight times).
        let key = why.replace(&u.name, "\u{0}");
        match out.iter_mut().find(|l| l.place == place && l.key == key) {
            Some(l) => {
                l.units.push(name);
                l.why = key.replace('\u{0}', &lang.t("js-map-each"));
            }
            None => out.push(StuckLine {
                place,
                why,
                key,
                units: vec![name],
            }),
        }
    }
    out
}
