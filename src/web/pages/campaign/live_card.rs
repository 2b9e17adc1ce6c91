//! A live battle's sessions on its sheet (R13.6), as its reader follows
//! them (`rules::session_view::live_view`): the slot proposed or agreed and the
//! overlap of the two commanders' times, each said in both commanders'
//! zones; the reader's own 14 days as a grid of 4-hour blocks in his zone;
//! and the forms he may use. Words only: what may be done comes from the
//! rules.

use crate::rules::say::Lang;
use crate::rules::session_view::{starts, LiveView};
use crate::rules::sessions::Span;
use chrono::{DateTime, Duration, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

/// A commander and the zone he lives in.
pub struct Clock {
    /// "you" for the reader, else the commander's name.
    pub who: String,
    pub tz: Tz,
}

impl Clock {
    pub fn new(who: String, tz: &str) -> Clock {
        Clock {
            who,
            tz: tz.parse().unwrap_or(chrono_tz::UTC),
        }
    }
}

pub struct LiveCard {
    /// "No session agreed yet", "Proposed by the Axis commander", "Agreed".
    pub status: String,
    /// The slot in each commander's zone.
    pub slot: Vec<String>,
    /// What was reported of the slot, for the GM to decide.
    pub report: Option<String>,
    /// The times both can play, each in each commander's zone.
    pub overlap: Vec<String>,
    /// Whether each commander has marked his times.
    pub marked: Vec<String>,
    /// The reader's zone, named.
    pub zone: String,
    /// Column heads of the grid, in the reader's zone; the first names
    /// the months ("Dec", "Dec–Jan").
    pub blocks: Vec<String>,
    pub months: String,
    pub days: Vec<GridDay>,
    /// Whole hours within the overlap (value: the instant; label: the
    /// reader's time).
    pub starts: Vec<(String, String)>,
    /// Lengths offered: minutes, words, whether chosen first.
    pub lengths: Vec<(u32, String, bool)>,
    pub played: u32,
    pub may_mark: bool,
    pub may_propose: bool,
    pub may_answer: bool,
    pub may_call_off: bool,
    pub may_report: bool,
    pub may_confirm: bool,
    /// The GM's choices: "" played, else the side that did not come.
    pub absentees: Vec<(String, String)>,
}

pub struct GridDay {
    pub label: String,
    pub month: String,
    pub cells: Vec<Cell>,
}

pub struct Cell {
    /// "from/to", both instants; empty for a block already past.
    pub value: String,
    /// "Tue 8 Dec, 16:00 to 20:00" for screen readers.
    pub label: String,
    pub mine: bool,
    /// The opponent can play the whole block.
    pub theirs: bool,
    /// The opponent can play part of it.
    pub part: bool,
}

const BLOCK_HOURS: u32 = 4;

fn local(t: DateTime<Utc>, tz: Tz) -> chrono::DateTime<Tz> {
    t.with_timezone(&tz)
}

/// The day and month names of `lang` (#44); English keeps chrono's own.
fn locale(lang: Lang) -> Option<chrono::Locale> {
    match lang {
        Lang::En => None,
        Lang::De => Some(chrono::Locale::de_DE),
        Lang::Fr => Some(chrono::Locale::fr_FR),
        Lang::It => Some(chrono::Locale::it_IT),
    }
}

/// A time as `pattern` says it ("%a %-d %b %H:%M"), with `lang`'s names of
/// days and months.
fn time_in(t: chrono::DateTime<Tz>, pattern: &str, lang: Lang) -> String {
    match locale(lang) {
        Some(l) => {
            let pattern = day_dot(pattern, lang);
            t.format_localized(&pattern, l).to_string()
        }
        None => t.format(pattern).to_string(),
    }
}

/// A day as `pattern` says it ("%a %-d %b"), with `lang`'s names of days
/// and months.
fn day_in(d: chrono::NaiveDate, pattern: &str, lang: Lang) -> String {
    match locale(lang) {
        Some(l) => {
            let pattern = day_dot(pattern, lang);
            d.format_localized(&pattern, l).to_string()
        }
        None => d.format(pattern).to_string(),
    }
}

/// German writes a day's number with a dot ("Di 8. Dez").
fn day_dot(pattern: &str, lang: Lang) -> String {
    if lang == Lang::De {
        pattern.replace("%-d", "%-d.")
    } else {
        pattern.to_string()
    }
}

/// A session's length ("3 hours", "1 hour 30 minutes") in `lang`.
fn length_in(lang: Lang, minutes: u32) -> String {
    crate::rules::sessions::length_said(minutes).said_in(lang)
}

/// "Tue 8 Dec 19:00–22:00", or across midnight "Tue 8 Dec 22:00 – Wed 9 Dec 01:00";
/// the days and months in `lang`.
pub fn span_in(s: &Span, tz: Tz, lang: Lang) -> String {
    let (a, b) = (local(s.from, tz), local(s.to, tz));
    if a.date_naive() == b.date_naive() || b.time() == NaiveTime::MIN && b - a <= Duration::days(1)
    {
        format!(
            "{}–{}",
            time_in(a, "%a %-d %b %H:%M", lang),
            b.format("%H:%M")
        )
    } else {
        format!(
            "{} – {}",
            time_in(a, "%a %-d %b %H:%M", lang),
            time_in(b, "%a %-d %b %H:%M", lang)
        )
    }
}

/// A span said in each commander's zone: "you: Tue 8 Dec 19:00–22:00
/// (Europe/Berlin) · Bob: Tue 8 Dec 13:00–16:00 (America/New_York)".
fn in_each(s: &Span, clocks: &[Clock], lang: Lang) -> String {
    clocks
        .iter()
        .map(|c| format!("{}: {} ({})", c.who, span_in(s, c.tz, lang), c.tz.name()))
        .collect::<Vec<_>>()
        .join(" · ")
}

fn covers(spans: &[Span], from: DateTime<Utc>, to: DateTime<Utc>) -> bool {
    spans.iter().any(|s| s.from <= from && s.to >= to)
}

fn touches(spans: &[Span], from: DateTime<Utc>, to: DateTime<Utc>) -> bool {
    spans.iter().any(|s| s.from < to && s.to > from)
}

/// The reader's next 14 days in his zone, in blocks of 4 hours.
fn grid(v: &LiveView, tz: Tz, now: DateTime<Utc>) -> Vec<GridDay> {
    let mine = v.mine.map(|s| {
        if s == crate::rules::Side::Allies {
            &v.allies
        } else {
            &v.axis
        }
    });
    let theirs = v.mine.map(|s| {
        if s == crate::rules::Side::Allies {
            &v.axis
        } else {
            &v.allies
        }
    });
    let lang = crate::web::http::language::reader();
    let horizon = now + Duration::days(crate::rules::sessions::DAYS_AHEAD);
    let today = local(now, tz).date_naive();
    let at = |d: chrono::NaiveDate, h: u32| -> Option<DateTime<Utc>> {
        let naive = d.and_hms_opt(h, 0, 0)?;
        tz.from_local_datetime(&naive)
            .earliest()
            .map(|t| t.with_timezone(&Utc))
    };
    let mut out = Vec::new();
    for day in 0..=crate::rules::sessions::DAYS_AHEAD {
        let Some(d) = today.checked_add_signed(Duration::days(day)) else {
            continue;
        };
        let mut cells = Vec::new();
        for block in 0..(24 / BLOCK_HOURS) {
            let h = block * BLOCK_HOURS;
            let from = at(d, h);
            let to = if h + BLOCK_HOURS >= 24 {
                d.succ_opt().and_then(|n| at(n, 0))
            } else {
                at(d, h + BLOCK_HOURS)
            };
            let (Some(from), Some(to)) = (from, to) else {
                continue;
            };
            let open = to > now && to <= horizon;
            let from = from.max(now);
            cells.push(Cell {
                value: if open {
                    format!("{}/{}", from.to_rfc3339(), to.to_rfc3339())
                } else {
                    String::new()
                },
                label: lang.say(&crate::say!(
                    "sheet-cell",
                    day = day_in(d, "%a %-d %b", lang),
                    from = format!("{h:02}:00"),
                    to = format!("{:02}:00", (h + BLOCK_HOURS) % 24)
                )),
                mine: open && mine.is_some_and(|m| covers(m, from, to)),
                theirs: open && theirs.is_some_and(|m| covers(m, from, to)),
                part: open && theirs.is_some_and(|m| touches(m, from, to) && !covers(m, from, to)),
            });
        }
        if cells.iter().any(|c| !c.value.is_empty()) {
            // "Sun 6" (the months are the column's head): a phone's row
            // holds the day and six blocks.
            out.push(GridDay {
                label: day_in(d, "%a %-d", lang),
                month: day_in(d, "%b", lang),
                cells,
            });
        }
    }
    out
}

impl LiveCard {
    /// `clocks`: the two commanders, the reader first when he is one;
    /// `names` of the sides' commanders for the words.
    pub fn of(v: &LiveView, clocks: &[Clock], reader_tz: &str, now: DateTime<Utc>) -> LiveCard {
        let tz: Tz = reader_tz.parse().unwrap_or(chrono_tz::UTC);
        let lang = crate::web::http::language::reader();
        let status = match &v.booking {
            None if !v.open => lang.t("sheet-live-over"),
            None => lang.t("sheet-live-none"),
            Some(k) if k.accepted.is_none() => lang.say(&crate::say!(
                "sheet-live-proposed",
                by = k.by.as_str(),
                other = k.by.enemy().as_str(),
                length = length_in(lang, k.minutes)
            )),
            Some(k) if now < k.at => {
                lang.t1("sheet-live-agreed", "length", length_in(lang, k.minutes))
            }
            Some(k) => lang.t1("sheet-live-begun", "length", length_in(lang, k.minutes)),
        };
        let slot = v
            .booking
            .iter()
            .map(|k| {
                in_each(
                    &Span {
                        from: k.at,
                        to: k.end(),
                    },
                    clocks,
                    lang,
                )
            })
            .collect();
        let report = v
            .booking
            .as_ref()
            .and_then(|k| k.report.as_ref())
            .map(|r| match r.absent {
                None => lang.t1("sheet-live-reported-played", "side", r.by.as_str()),
                Some(a) => lang.t2(
                    "sheet-live-reported-no-show",
                    "by",
                    r.by.as_str(),
                    "absent",
                    a.as_str(),
                ),
            });
        let marked = [crate::rules::Side::Allies, crate::rules::Side::Axis]
            .into_iter()
            .map(|side| {
                let spans = if side == crate::rules::Side::Allies {
                    &v.allies
                } else {
                    &v.axis
                };
                if spans.is_empty() {
                    lang.t1("sheet-live-not-marked", "side", side.as_str())
                } else {
                    lang.n2("sheet-live-marked", spans.len(), "side", side.as_str())
                }
            })
            .collect();
        let days = if v.may_mark {
            grid(v, tz, now)
        } else {
            Vec::new()
        };
        LiveCard {
            status,
            slot,
            report,
            overlap: if v.open {
                v.overlap.iter().map(|s| in_each(s, clocks, lang)).collect()
            } else {
                Vec::new()
            },
            marked,
            zone: tz.name().to_string(),
            blocks: (0..(24 / BLOCK_HOURS))
                .map(|b| format!("{:02}–{:02}", b * BLOCK_HOURS, (b + 1) * BLOCK_HOURS))
                .collect(),
            months: {
                let mut m: Vec<String> = days.iter().map(|d| d.month.clone()).collect();
                m.dedup();
                m.join("–")
            },
            days,
            starts: starts(&v.overlap, 48)
                .into_iter()
                .map(|t| {
                    (
                        t.to_rfc3339(),
                        time_in(local(t, tz), "%a %-d %b %H:%M", lang),
                    )
                })
                .collect(),
            lengths: [120, 180, 240, 300, 360]
                .into_iter()
                .map(|m| (m, length_in(lang, m), m == 180))
                .collect(),
            played: v.played,
            may_mark: v.may_mark,
            may_propose: v.may_propose,
            may_answer: v.may_answer,
            may_call_off: v.may_call_off,
            may_report: v.may_report,
            may_confirm: v.may_confirm,
            absentees: vec![
                (String::new(), lang.t("sheet-live-played-it")),
                (
                    "allies".to_string(),
                    lang.t1("sheet-live-absent", "side", "allies"),
                ),
                (
                    "axis".to_string(),
                    lang.t1("sheet-live-absent", "side", "axis"),
                ),
            ],
        }
    }
}

/// A live battle's sessions as the reader follows them (R13.6), times in
/// both commanders' zones (the reader's first, as "you").
pub fn for_sheet(
    a: &crate::web::access::Access,
    bid: crate::rules::BattleId,
    names: &crate::rules::Names,
    zones: &[(i64, String)],
    me: &crate::app::accounts::User,
) -> Option<LiveCard> {
    let now = chrono::Utc::now();
    let b = a.state.battle(bid)?;
    let v = crate::rules::relay_view::follow(&a.state, &a.actor(), b, now)?.live?;
    // "you", in the reader's words.
    let you = crate::web::http::language::reader().t("sheet-you");
    let mut clocks: Vec<Clock> = [b.attacker_battalion, b.defender_battalion]
        .into_iter()
        .filter_map(|bn| a.state.battalion(bn).and_then(|x| x.commander))
        .map(|u| {
            let tz = zones
                .iter()
                .find(|(id, _)| *id == u.get())
                .map_or("UTC", |(_, tz)| tz.as_str());
            let who = if u.get() == me.id {
                you.clone()
            } else {
                names.of(u.get())
            };
            Clock::new(who, tz)
        })
        .collect();
    // A reader who plays in neither seat (the GM, a High Commander) reads
    // the times in his own zone too.
    if !clocks.iter().any(|c| c.who == you) {
        clocks.push(Clock::new(you.clone(), &me.time_zone));
    }
    clocks.sort_by_key(|c| c.who != you);
    Some(LiveCard::of(&v, &clocks, &me.time_zone, now))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn a_span_names_its_days_and_months_in_the_readers_language() {
        let at = |h: u32| Utc.with_ymd_and_hms(2026, 12, 8, h, 0, 0).unwrap();
        let s = Span {
            from: at(19),
            to: at(22),
        };
        let utc = chrono_tz::UTC;
        assert_eq!(span_in(&s, utc, Lang::En), "Tue 8 Dec 19:00–22:00");
        assert_eq!(span_in(&s, utc, Lang::De), "Di 8. Dez 19:00–22:00");
        assert_eq!(span_in(&s, utc, Lang::Fr), "mar. 8 déc. 19:00–22:00");
    }
}
