//! The turn report (#15 part 3): what one side's turn of one round did,
//! built from the event log as the reader may see it and from the reader's
//! view of the campaign at the end of that turn. Pure: the caller reads the
//! entries (already filtered for the reader's audience) and makes the view;
//! this module decides what the report says and writes it as BBCode or
//! plain text for forum posts. A view that shows the side's hidden
//! information makes the side's own version (support used); any other, the
//! public one.

use crate::rules::battle_view::BattleView;
use crate::rules::say::Lang;
use crate::rules::told;
use crate::rules::view::View;
use crate::rules::{Map, Side};
use crate::say;
use chrono::{DateTime, Utc};

/// One history entry as the report needs it: its kind and its text.
pub struct Line<'a> {
    pub kind: &'a str,
    pub text: &'a str,
}

pub struct Report {
    /// The language the report is written in: the campaign's (#44).
    pub lang: Lang,
    pub round: u32,
    pub side: Side,
    pub campaign: String,
    /// Whether this is the side's own version (support used is shown).
    pub side_version: bool,
    pub zones_changed: Vec<String>,
    pub battles: Vec<BattleLine>,
    pub reinforcements: Vec<String>,
    pub artillery_lost: Vec<String>,
    /// Every objective: (zone, name, holder).
    pub objectives: Vec<(String, String, Option<Side>)>,
    pub rounds_left: u32,
    pub deadline: Option<DateTime<Utc>>,
}

pub struct BattleLine {
    pub id: u32,
    pub zone: String,
    /// The zone as players read it: "F14 (Isigny / Trévières)".
    pub place: String,
    pub battle_type: String,
    /// The outcome in words ("Major Victory (by ruling: ...)", R13.5), or
    /// "not fought yet".
    pub outcome: String,
    pub losses: Option<(u32, u32)>,
    /// The start of the after-action notes, and the AAR link.
    pub aar: String,
    pub link: String,
    /// Support the attacker used (side version only).
    pub support: Option<String>,
    /// The commanders' after-action reports: (side, excerpt).
    pub aars: Vec<(Side, String)>,
}

/// The most of a battle's notes a report quotes.
const AAR_EXCERPT: usize = 280;

/// The report of `side`'s turn in `round`. `lines` are that turn's entries
/// as the reader may read them; `end` is the reader's view of the campaign
/// at the end of the turn (or now, while it runs).
pub fn build(
    lines: &[Line],
    aars: &[(u32, Side, String)],
    end: &View,
    map: &Map,
    round: u32,
    side: Side,
    lang: Lang,
) -> Report {
    let side_version = end.sees_side(side);
    let of = |kind: &str| -> Vec<String> {
        lines
            .iter()
            .filter(|l| l.kind == kind)
            .map(|l| named(map, l.text))
            .collect()
    };
    let battles = end
        .battles
        .iter()
        .filter(|b| b.round == round && b.attacker_side == side)
        .map(|b| BattleLine {
            place: named(map, b.zone),
            ..battle_line(b, aars, lang)
        })
        .collect();
    let objectives = map
        .file
        .map
        .objectives
        .iter()
        .map(|z| {
            let name = map.zone(z).map_or_else(String::new, |x| x.name.clone());
            (z.clone(), name, end.zone(z).and_then(|x| x.controller))
        })
        .collect();
    Report {
        lang,
        round,
        side,
        campaign: end.name.to_string(),
        side_version,
        zones_changed: of("control_changed"),
        battles,
        reinforcements: of("reinforcement_placed"),
        artillery_lost: of("artillery_captured"),
        objectives,
        rounds_left: end.params.rounds.saturating_sub(round),
        deadline: end.deadline,
    }
}

/// `text` with each zone id it names followed by the zone's name, as
/// players read places (#43): "F14 (Isigny / Trévières) is now
/// Allied-controlled".
pub fn named(map: &Map, text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 32);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(word);
        if let Some(z) = map.zone(word).filter(|z| !z.name.is_empty()) {
            out.push_str(&format!(" ({})", z.name));
        }
        word.clear();
    };
    for ch in text.chars() {
        if ch.is_ascii_alphanumeric() {
            word.push(ch);
        } else {
            flush(&mut word, &mut out);
            out.push(ch);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// One battle of the turn: its type, outcome, losses, support and the
/// commanders' reports, quoted.
fn battle_line(b: &BattleView, aars: &[(u32, Side, String)], lang: Lang) -> BattleLine {
    let support = b.support.as_ref().map(|sup| {
        let mut parts = Vec::new();
        if !sup.artillery.is_empty() {
            parts.push(lang.n1("forum-report-artillery", "n", sup.artillery.len()));
        }
        if !sup.air.is_empty() {
            parts.push(lang.n1("forum-report-air", "n", sup.air.len()));
        }
        if let Some(ship) = sup.ship {
            parts.push(ship.to_string());
        }
        if parts.is_empty() {
            lang.t("forum-report-support-none")
        } else {
            parts.join(", ")
        }
    });
    let result = b.result.as_ref();
    BattleLine {
        id: b.id.get(),
        zone: b.zone.to_string(),
        place: b.zone.to_string(),
        battle_type: b.odds.battle_type.clone(),
        outcome: result.map_or_else(
            || lang.t("forum-report-not-fought"),
            |r| {
                let outcome = told::outcome(r.outcome);
                lang.say(&match (r.ruling.is_empty(), r.conceded) {
                    (false, _) => {
                        say!(
                            "forum-report-by-ruling",
                            outcome = outcome,
                            ruling = r.ruling.as_str()
                        )
                    }
                    (true, Some(side)) => {
                        say!(
                            "forum-report-conceded",
                            outcome = outcome,
                            side = told::side(side)
                        )
                    }
                    (true, None) => outcome,
                })
            },
        ),
        losses: result.map(|r| (r.attacker_losses, r.defender_losses)),
        aar: result.map_or_else(String::new, |r| excerpt(&r.notes)),
        link: result
            .map(|r| r.link.clone())
            .filter(|l| l.starts_with("https://") || l.starts_with("http://"))
            .unwrap_or_default(),
        support,
        aars: aars
            .iter()
            .filter(|(bid, _, _)| *bid == b.id.get())
            .map(|(_, side, text)| (*side, excerpt(text)))
            .collect(),
    }
}

fn excerpt(notes: &str) -> String {
    let flat = notes.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= AAR_EXCERPT {
        flat
    } else {
        format!(
            "{}…",
            flat.chars().take(AAR_EXCERPT - 1).collect::<String>()
        )
    }
}

impl Report {
    pub fn title(&self) -> String {
        self.lang.say(&say!(
            "forum-report-title",
            campaign = self.campaign.as_str(),
            round = self.round,
            side = told::side(self.side)
        ))
    }

    fn next_deadline(&self, d: DateTime<Utc>) -> String {
        let when = d.format("%Y-%m-%d %H:%M UTC").to_string();
        self.lang.t1("forum-report-next-deadline", "when", when)
    }

    fn held(&self, side: Side) -> usize {
        self.objectives
            .iter()
            .filter(|(_, _, h)| *h == Some(side))
            .count()
    }

    /// The report as plain text lines (the body of the text and BBCode forms).
    fn sections(&self) -> Vec<(String, Vec<String>)> {
        let l = self.lang;
        let or_none = |v: Vec<String>| {
            if v.is_empty() {
                vec![l.t("forum-report-none")]
            } else {
                v
            }
        };
        let battles = self
            .battles
            .iter()
            .map(|b| {
                let mut s = l.say(&say!(
                    "forum-report-battle",
                    id = b.id,
                    place = b.place.as_str(),
                    battle_type = b.battle_type.as_str(),
                    outcome = b.outcome.as_str()
                ));
                if let Some((a, d)) = b.losses {
                    let losses = say!("forum-report-losses", attacker = a, defender = d);
                    s.push_str(&format!(" ({})", l.say(&losses)));
                }
                if let Some(sup) = &b.support {
                    s.push_str(&format!(
                        "; {}",
                        l.t1("forum-report-support", "support", sup)
                    ));
                }
                if !b.aar.is_empty() {
                    s.push_str(&format!(". {}", l.t1("forum-report-aar", "text", &b.aar)));
                }
                if !b.link.is_empty() {
                    s.push_str(&format!(" {}", b.link));
                }
                for (side, text) in &b.aars {
                    let said = say!(
                        "forum-report-commanders",
                        side = told::side(*side),
                        text = text.as_str()
                    );
                    s.push_str(&format!(". {}", l.say(&said)));
                }
                s
            })
            .collect();
        let objectives = self
            .objectives
            .iter()
            .map(|(z, n, h)| {
                let holder = l.t1(
                    "forum-report-holder",
                    "side",
                    h.map_or("nobody", |s| s.as_str()),
                );
                format!("{z} {n}: {holder}")
            })
            .chain([l.say(&say!(
                "forum-report-track",
                allies = self.held(Side::Allies),
                axis = self.held(Side::Axis),
                n = self.rounds_left
            ))])
            .collect();
        vec![
            (
                l.t("forum-report-head-zones"),
                or_none(self.zones_changed.clone()),
            ),
            (l.t("forum-report-head-battles"), or_none(battles)),
            (
                l.t("forum-report-head-reinforcements"),
                or_none(self.reinforcements.clone()),
            ),
            (
                l.t("forum-report-head-artillery"),
                or_none(self.artillery_lost.clone()),
            ),
            (l.t("forum-report-head-track"), objectives),
        ]
    }

    pub fn text(&self) -> String {
        let mut out = format!("{}\n", self.title());
        for (head, lines) in self.sections() {
            out.push_str(&format!("\n{head}\n"));
            for l in lines {
                out.push_str(&format!("- {l}\n"));
            }
        }
        if let Some(d) = self.deadline {
            out.push_str(&format!("\n{}\n", self.next_deadline(d)));
        }
        out
    }

    /// BBCode for forum posts; players' text cannot open a tag.
    pub fn bbcode(&self) -> String {
        let p = super::sheet::plain_bbcode;
        let mut out = format!("[b]{}[/b]\n", p(&self.title()));
        for (head, lines) in self.sections() {
            out.push_str(&format!("\n[u]{}[/u]\n[list]\n", p(&head)));
            for l in lines {
                out.push_str(&format!("[*]{}\n", p(&l)));
            }
            out.push_str("[/list]\n");
        }
        if let Some(d) = self.deadline {
            out.push_str(&format!("\n{}\n", self.next_deadline(d)));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::named;
    use crate::rules::tests::fixture::Game;

    #[test]
    fn places_are_named_as_players_read_them() {
        let g = Game::new();
        let name = g
            .map
            .zone("F14")
            .map(|z| z.name.clone())
            .unwrap_or_default();
        assert!(!name.is_empty());
        assert_eq!(
            named(&g.map, "F14 is now Allied-controlled"),
            format!("F14 ({name}) is now Allied-controlled")
        );
        // Rule ids and words that are not places stay as they are.
        assert_eq!(
            named(&g.map, "overrun and destroyed (R8.3)"),
            "overrun and destroyed (R8.3)"
        );
    }
}
