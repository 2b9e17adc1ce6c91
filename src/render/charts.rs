//! The statistics' charts (#27): strength over rounds per side, zones held
//! per side, battle outcomes per round, each with its data as a table (the
//! page puts it under the chart) and a sentence. Each chart is made from a
//! reader's `rules::stats::Stats` (itself counted from that reader's
//! views); `chart_svg` draws it as SVG, no script needed.

use crate::rules::stats::{Stats, TurnRow};

/// One line (or one layer of stacked bars).
pub struct Series {
    pub name: String,
    /// CSS class and look: "allies", "axis", "contested", "won", "drawn", "held".
    pub class: &'static str,
    pub values: Vec<u32>,
}

/// A chart: its title, the x axis' labels, its series.
pub struct Chart {
    pub id: &'static str,
    pub title: String,
    /// What the y axis counts.
    pub unit: String,
    pub x: Vec<String>,
    pub series: Vec<Series>,
    /// Bars stacked per x (else lines).
    pub stacked: bool,
}

/// The rows at the end of each round (the last turn of each round read).
pub fn round_ends(s: &Stats) -> Vec<&TurnRow> {
    let mut ends: Vec<&TurnRow> = Vec::new();
    for t in &s.turns {
        match ends.last_mut() {
            Some(last) if last.round == t.round => *last = t,
            _ => ends.push(t),
        }
    }
    ends
}

/// The three charts of `s`.
pub fn charts(s: &Stats) -> Vec<Chart> {
    let ends = round_ends(s);
    let x: Vec<String> = ends.iter().map(|t| format!("R{}", t.round)).collect();
    let per = |f: &dyn Fn(&TurnRow) -> u32| ends.iter().map(|t| f(t)).collect::<Vec<u32>>();
    let rounds: Vec<u32> = ends.iter().map(|t| t.round).collect();
    let of_round = |f: &dyn Fn(&TurnRow) -> u32| -> Vec<u32> {
        rounds
            .iter()
            .map(|r| s.turns.iter().filter(|t| t.round == *r).map(f).sum())
            .collect()
    };
    let series = |name: &str, class, values| Series {
        name: name.to_string(),
        class,
        values,
    };
    vec![
        Chart {
            id: "strength",
            title: "Strength over rounds".into(),
            unit: "companies and platoons".into(),
            x: x.clone(),
            series: vec![
                series("Allied", "allies", per(&|t| t.strength.allies.combat())),
                series("Axis", "axis", per(&|t| t.strength.axis.combat())),
            ],
            stacked: false,
        },
        Chart {
            id: "zones",
            title: "Zones held".into(),
            unit: "zones".into(),
            x: x.clone(),
            series: vec![
                series("Allied", "allies", per(&|t| t.zones.allies)),
                series("Axis", "axis", per(&|t| t.zones.axis)),
                series("Contested", "contested", per(&|t| t.contested)),
            ],
            stacked: false,
        },
        Chart {
            id: "battles",
            title: "Battle outcomes per round".into(),
            unit: "battles".into(),
            x,
            series: vec![
                series("Attacker won", "won", of_round(&|t| t.attacker_won)),
                series("Draw", "drawn", of_round(&|t| t.drawn)),
                series("Defender held", "held", of_round(&|t| t.defender_held)),
            ],
            stacked: true,
        },
    ]
}

/// The chart in one sentence (its `desc`): the last value of each series,
/// in `lang`.
pub fn describe(c: &Chart, lang: crate::rules::say::Lang) -> String {
    let Some(last) = c.x.last() else {
        return lang.t1("chart-describe-none", "title", &c.title);
    };
    let parts: Vec<String> = c
        .series
        .iter()
        .map(|s| {
            let v = if c.stacked {
                s.values.iter().sum::<u32>()
            } else {
                s.values.last().copied().unwrap_or(0)
            };
            format!("{} {v}", s.name)
        })
        .collect();
    let said = if c.stacked {
        crate::say!(
            "chart-describe-over",
            title = c.title.as_str(),
            n = c.x.len(),
            values = parts.join(", ")
        )
    } else {
        crate::say!(
            "chart-describe-end",
            title = c.title.as_str(),
            round = last.as_str(),
            values = parts.join(", ")
        )
    };
    lang.say(&said)
}

/// The statistics in two lines for a text report (the webhook's turn
/// report): each side's strength and zones at the last row, with the
/// change since the row before, and the battles so far.
pub fn summary(s: &Stats, lang: crate::rules::say::Lang) -> String {
    let Some(last) = s.turns.last() else {
        return String::new();
    };
    let before = s.turns.len().checked_sub(2).and_then(|i| s.turns.get(i));
    let change = |now: u32, then: Option<u32>| match then {
        Some(t) if t != now => format!("{now} ({:+})", i64::from(now) - i64::from(t)),
        _ => now.to_string(),
    };
    let won: u32 = s.turns.iter().map(|t| t.attacker_won).sum();
    let drawn: u32 = s.turns.iter().map(|t| t.drawn).sum();
    let held: u32 = s.turns.iter().map(|t| t.defender_held).sum();
    let strength = crate::say!(
        "summary-strength",
        allies = change(
            last.strength.allies.combat(),
            before.map(|b| b.strength.allies.combat())
        ),
        axis = change(
            last.strength.axis.combat(),
            before.map(|b| b.strength.axis.combat())
        ),
        allies_zones = change(last.zones.allies, before.map(|b| b.zones.allies)),
        axis_zones = change(last.zones.axis, before.map(|b| b.zones.axis)),
        contested = last.contested
    );
    let battles = crate::say!(
        "summary-battles",
        n = s.battles.len(),
        won = won,
        drawn = drawn,
        held = held
    );
    format!("{}\n{}", lang.say(&strength), lang.say(&battles))
}
