//! The PBEM relay on a battle's sheet (R13.3), as its reader may follow it
//! (`rules::relay_view::follow`): "File 14 · Anna to move, for 2 days", the
//! files kept with their links, and the forms to send the next file or take
//! the last one back; a concession (R13.5). Words only: what may be done
//! comes from the rules.

use crate::rules::relay_view::RelayView;
use crate::rules::{Battle, CampaignState, Names};
use chrono::{DateTime, Utc};

pub struct RelayCard {
    /// Whether the battle is played by PBEM: only then it has turn files.
    pub pbem: bool,
    /// "The Axis commander conceded: ..." (R13.5), until the result.
    pub conceded: Option<String>,
    /// "File 14 · Anna to move, for 2 days".
    pub status: String,
    /// The game is still played (no result in).
    pub open: bool,
    /// Whom the GM's chase reminds (R13.5): the holder of the ball, else
    /// both commanders.
    pub chase_whom: String,
    /// "Last reminder: ...; the next from ..." (R13.5).
    pub reminded: Option<String>,
    /// The file the reader is to answer and has not downloaded yet: said
    /// beside the form that sends his (found in play).
    pub download_first: Option<u32>,
    pub files: Vec<TurnLine>,
    pub may_send: bool,
    pub may_withdraw: bool,
    /// The number the next file gets.
    pub next: u32,
    /// The file the sender may take back.
    pub last: u32,
}

pub struct TurnLine {
    pub n: u32,
    pub file: i64,
    pub by: String,
    pub at: String,
    pub fetched: bool,
}

impl RelayCard {
    pub fn of(
        s: &CampaignState,
        b: &Battle,
        r: &RelayView,
        names: &Names,
        tz: &str,
        now: DateTime<Utc>,
    ) -> RelayCard {
        let lang = crate::web::http::language::reader();
        // The commander of `side`'s battalion in this battle, by name.
        let commander = |side: crate::rules::Side| {
            let battalion = if side == b.side {
                b.attacker_battalion
            } else {
                b.defender_battalion
            };
            s.battalion(battalion)
                .and_then(|x| x.commander)
                .map(|u| names.of(u.get()))
        };
        let holder = r.to_move.map(|side| {
            commander(side)
                .unwrap_or_else(|| lang.t1("sheet-relay-side-commander", "side", side.as_str()))
        });
        let chase_whom = r.to_move.map_or_else(
            || lang.t("sheet-both-commanders"),
            |side| {
                commander(side)
                    .unwrap_or_else(|| lang.t1("sheet-relay-remind-side", "side", side.as_str()))
            },
        );
        let status = match (r.sent, holder, r.since) {
            (0, _, _) => lang.t("sheet-relay-none"),
            (n, Some(_), Some(since)) if r.may_send => lang.say(&crate::say!(
                "sheet-relay-your-move",
                n = n,
                waited = waited(lang, now - since)
            )),
            (n, Some(who), Some(since)) => lang.say(&crate::say!(
                "sheet-relay-their-move",
                n = n,
                who = who,
                waited = waited(lang, now - since)
            )),
            (n, _, _) => lang.n1("sheet-relay-sent", "n", n),
        };
        let reminded = r.reminded.map(|t| {
            let next = t + chrono::Duration::hours(crate::rules::rulings::CHASE_GAP_HOURS);
            lang.t2(
                "sheet-relay-reminded",
                "at",
                super::words::local_time(&t, tz),
                "next",
                super::words::local_time(&next, tz),
            )
        });
        let download_first = r
            .files
            .iter()
            .flatten()
            .last()
            .filter(|t| {
                r.may_send && t.n == r.sent && t.fetched.is_none() && Some(t.side) != r.to_move
            })
            .map(|t| t.n);
        RelayCard {
            reminded,
            download_first,
            pbem: r.mode == crate::rules::play::PlayMode::Pbem,
            conceded: r
                .conceded
                .map(|side| lang.t1("sheet-relay-conceded", "side", side.as_str())),
            status,
            open: b.result.is_none() && !b.closed,
            chase_whom,
            files: r
                .files
                .iter()
                .flatten()
                .rev()
                .map(|t| TurnLine {
                    n: t.n,
                    file: t.file,
                    by: names.of(t.by.get()),
                    at: super::words::local_time(&t.at, tz),
                    fetched: t.fetched.is_some(),
                })
                .collect(),
            may_send: r.may_send,
            may_withdraw: r.may_withdraw,
            next: r.sent + 1,
            last: r.sent,
        }
    }
}

/// How long the ball has waited, as `rules::words::waited` says it ("less
/// than an hour", "5 h", "2 days"), in `lang`.
fn waited(lang: crate::rules::say::Lang, d: chrono::Duration) -> String {
    match d.num_hours() {
        h if h < 1 => lang.t("sheet-waited-under-hour"),
        h if h < 48 => lang.n1("sheet-waited-hours", "n", h),
        h => lang.n1("sheet-waited-days", "n", h / 24),
    }
}

/// One battle's game the reader follows, for the overview (#42: "Battle 12
/// in F14 Isigny: In play · file 22 · your move, for 5 hours").
pub struct GameLine {
    pub href: String,
    pub text: String,
    /// The reader is to move.
    pub yours: bool,
}

/// The games of every battle the reader follows (`rules::relay_view::followed`),
/// those waiting on the reader first.
pub fn game_lines(
    id: i64,
    s: &CampaignState,
    map: &crate::rules::Map,
    reader: &crate::rules::Actor,
    relays: &[RelayView],
    names: &Names,
    (now, tz): (DateTime<Utc>, &str),
) -> Vec<GameLine> {
    let mut out: Vec<GameLine> = relays
        .iter()
        .filter_map(|r| {
            let b = s.battle(r.battle)?;
            if b.closed || b.result.is_some() {
                return None;
            }
            let place = super::words::place(map, &crate::rules::Location::Zone(b.zone.clone()));
            let commands = |side: crate::rules::Side| {
                let bn = if side == b.side {
                    b.attacker_battalion
                } else {
                    b.defender_battalion
                };
                reader.commands(s, bn)
            };
            let mut yours = r.to_move.is_some_and(commands);
            let mut parts = vec![b.stage().label().to_string()];
            if let Some(l) = &r.live {
                // R13.6: the slot agreed, or what waits on whom.
                parts.push(match &l.booking {
                    Some(k) if k.accepted.is_some() => {
                        format!("live session {}", super::words::local_time(&k.at, tz))
                    }
                    Some(_) if l.may_answer => {
                        yours = true;
                        "a live session proposed to you".into()
                    }
                    Some(_) => "a live session proposed".into(),
                    None => "played live, no session agreed yet".into(),
                });
            } else if r.mode == crate::rules::play::PlayMode::Live {
                parts.push("played live".into());
            } else if r.sent == 0 {
                parts.push("no turn file yet".into());
            } else {
                parts.push(format!("file {}", r.sent));
                if let (Some(side), Some(since)) = (r.to_move, r.since) {
                    let waited = crate::rules::words::waited(now - since);
                    parts.push(if yours {
                        format!("your move, for {waited}")
                    } else {
                        let who = s
                            .battalion(if side == b.side {
                                b.attacker_battalion
                            } else {
                                b.defender_battalion
                            })
                            .and_then(|x| x.commander)
                            .map_or_else(
                                || format!("the {} commander", side.label()),
                                |u| names.of(u.get()),
                            );
                        format!("{who} to move, for {waited}")
                    });
                }
            }
            if let Some(side) = r.conceded {
                parts.push(format!("conceded by the {} commander", side.label()));
            }
            Some(GameLine {
                href: format!("/campaigns/{id}/battles/{}/sheet#game", b.id),
                text: format!("Battle {} in {place}: {}", b.id, parts.join(" · ")),
                yours,
            })
        })
        .collect();
    out.sort_by_key(|l| !l.yours);
    out
}
