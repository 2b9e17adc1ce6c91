//! After the battle: the GM's outcome and the losses it allows (R7.5), and
//! the outcomes a result form offers. Each side's casualties, control and
//! the battle's close follow in `casualties`.

use super::casualties::close_battle;
use super::combat::{loss_caps, loss_range};
use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::{BattleId, UnitId};
use super::pieces::{Battle, BattleResult};
use super::refusal::{violation, Found, Refusal};
use super::rulings::RULING_MAX;
use super::types::{Outcome, Phase, Side};
use crate::say;
use serde::{Deserialize, Serialize};

/// The longest notes and link of a result, on every face.
pub const NOTES_MAX: usize = 4000;
pub const LINK_MAX: usize = 500;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EnterResult {
    pub battle: BattleId,
    pub outcome: Outcome,
    /// Default: the cap (R7.5).
    #[serde(default)]
    pub attacker_losses: Option<u32>,
    #[serde(default)]
    pub defender_losses: Option<u32>,
    #[serde(default)]
    pub notes: String,
    #[serde(default)]
    pub link: String,
    /// A result by ruling (R13.5): why the GM decides it without the
    /// game's end; empty for a result played out.
    #[serde(default)]
    #[schema(max_length = 500)]
    pub ruling: String,
}

/// Empty, or an http(s) address without spaces or control characters
/// (no `javascript:` or `data:` link reaches a page or a post).
fn web_link(link: &str) -> bool {
    let l = link.trim();
    if l.is_empty() {
        return true;
    }
    let lower = l.to_ascii_lowercase();
    (lower.starts_with("https://") || lower.starts_with("http://"))
        && l.len() > "https://".len()
        && !l.chars().any(|c| c.is_whitespace() || c.is_control())
}

impl Apply for EnterResult {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master may do this (R1.2).")?;
        let id = self.battle;
        let b = c.battle(id)?;
        c.require_active()?;
        c.require_phase(&[Phase::CombatResolution], "results")?;
        let defenders = check_open(c, &b)?;
        let mut found = Found::default();
        let losses = found.check(self.losses(&b, defenders.len() as u32))?;
        if self.notes.chars().count() > NOTES_MAX || self.link.chars().count() > LINK_MAX {
            found.push(
                "R7.5",
                say!(
                    "results-notes-too-long",
                    notes_max = NOTES_MAX,
                    link_max = LINK_MAX,
                ),
            );
        }
        if !web_link(&self.link) {
            found.push("R7.5", say!("results-link"));
        }
        let ruling = self.ruling.trim();
        if ruling.chars().count() > RULING_MAX
            || ruling
                .chars()
                .any(|ch| ch.is_control() && ch != '\n' && ch != '\r')
        {
            found.push("R13.5", say!("ruling-reason", max = RULING_MAX));
        }
        let (Some((al, dl)), true) = (losses, found.is_empty()) else {
            return found.done();
        };
        let outcome = self.outcome;
        let bm = c.battle_mut(id)?;
        bm.result = Some(BattleResult {
            outcome,
            attacker_losses: al,
            defender_losses: dl,
            notes: self.notes.clone(),
            link: self.link.clone(),
            ruling: ruling.to_string(),
            conceded: b.relay.conceded,
        });
        // Nothing to choose when a side loses nothing.
        if al == 0 {
            bm.attacker_casualties = Some(Vec::new());
        }
        if dl == 0 {
            bm.defender_casualties = Some(Vec::new());
        }
        let zone = bm.zone.clone();
        c.record(Entry::public(
            Event::ResultEntered {
                battle: id,
                outcome,
                attacker_losses: al,
                defender_losses: dl,
            },
            how_decided(id.get(), &zone, outcome, (al, dl), ruling, b.relay.conceded),
        ));
        if al == 0 && dl == 0 {
            close_battle(c, id)?;
        }
        Ok(())
    }
}

/// What a result's history line adds when the game did not end it (R13.5).
/// The result's entry: the outcome and losses, and how it was decided (a
/// ruling, a concession) where it was not by the game.
fn how_decided(
    battle: u32,
    zone: &str,
    outcome: Outcome,
    (al, dl): (u32, u32),
    ruling: &str,
    conceded: Option<Side>,
) -> super::say::Said {
    let outcome = super::told::outcome(outcome);
    match (ruling.is_empty(), conceded) {
        (false, _) => say!(
            "history-result-ruled",
            battle = battle,
            zone = zone,
            outcome = outcome,
            attacker_losses = al,
            defender_losses = dl,
            ruling = ruling
        ),
        (true, Some(side)) => say!(
            "history-result-conceded",
            battle = battle,
            zone = zone,
            outcome = outcome,
            attacker_losses = al,
            defender_losses = dl,
            side = super::told::side(side)
        ),
        (true, None) => say!(
            "history-result",
            battle = battle,
            zone = zone,
            outcome = outcome,
            attacker_losses = al,
            defender_losses = dl
        ),
    }
}

/// The battle is this turn's, open, with defenders and no casualties yet.
fn check_open(c: &Ctx, b: &Battle) -> Result<Vec<UnitId>, Refusal> {
    let id = b.id;
    if b.round != c.state.round || b.side != c.state.side || b.closed {
        return violation("R7.5", say!("results-battle-closed", battle = id.get()));
    }
    if b.attacker_casualties.is_some() || b.defender_casualties.is_some() {
        return violation(
            "R7.5",
            say!("results-casualties-started", battle = id.get()),
        );
    }
    match &b.defender_units {
        Some(d) => Ok(d.clone()),
        None => violation("R7.1", say!("results-defenders-first", battle = id.get())),
    }
}

impl EnterResult {
    /// R7.5: the losses entered (or the caps), within the outcome's range.
    /// The losses entered (each defaults to its cap), or every problem at
    /// once: both sides' numbers against their ranges (R7.5).
    fn losses(&self, b: &Battle, defenders: u32) -> Result<(u32, u32), Refusal> {
        let o = result_option(self.outcome, b.attacker_units.len() as u32, defenders);
        let al = self.attacker_losses.unwrap_or(o.attacker.1);
        let dl = self.defender_losses.unwrap_or(o.defender.1);
        let wrong = |(min, max): (u32, u32), entered: u32| entered < min || entered > max;
        // How a side's range reads: "exactly 2" or "1 to 3".
        let range = |(min, max): (u32, u32)| if min == max { "exact" } else { "range" };
        let outcome = self.outcome.label();
        let said = match (wrong(o.attacker, al), wrong(o.defender, dl)) {
            (false, false) => return Ok((al, dl)),
            (true, false) => say!(
                "results-losses-attacker",
                outcome = outcome,
                attacker_range = range(o.attacker),
                attacker_min = o.attacker.0,
                attacker_max = o.attacker.1,
                attackers = o.attackers,
                attacker_entered = al,
            ),
            (false, true) => say!(
                "results-losses-defender",
                outcome = outcome,
                defender_range = range(o.defender),
                defender_min = o.defender.0,
                defender_max = o.defender.1,
                defenders = o.defenders,
                defender_entered = dl,
            ),
            (true, true) => say!(
                "results-losses-both",
                outcome = outcome,
                attacker_range = range(o.attacker),
                attacker_min = o.attacker.0,
                attacker_max = o.attacker.1,
                attackers = o.attackers,
                attacker_entered = al,
                defender_range = range(o.defender),
                defender_min = o.defender.0,
                defender_max = o.defender.1,
                defenders = o.defenders,
                defender_entered = dl,
            ),
        };
        violation("R7.5", said)
    }
}

/// One outcome as the result form offers it: the losses each side may
/// take among the units in the battle (R7.5), the cap being the default.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct ResultOption {
    pub outcome: Outcome,
    pub attackers: u32,
    pub defenders: u32,
    /// (least, most) units the attacker loses.
    pub attacker: (u32, u32),
    pub defender: (u32, u32),
}

impl ResultOption {
    /// "Major Victory: attacker loses 0, defender 0 to 3".
    pub fn text(&self) -> String {
        let side = |(min, max): (u32, u32)| {
            if min == max {
                min.to_string()
            } else {
                format!("{min} to {max}")
            }
        };
        format!(
            "{}: attacker loses {}, defender {}",
            self.outcome.label(),
            side(self.attacker),
            side(self.defender)
        )
    }
}

fn result_option(outcome: Outcome, attackers: u32, defenders: u32) -> ResultOption {
    let (ca, cd) = loss_caps(outcome);
    ResultOption {
        outcome,
        attackers,
        defenders,
        attacker: loss_range(ca, attackers),
        defender: loss_range(cd, defenders),
    }
}

/// Every outcome of battle `b` with its loss ranges, for the result form;
/// empty until the defenders are chosen (R7.1).
pub fn result_options(b: &Battle) -> Vec<ResultOption> {
    let Some(defenders) = &b.defender_units else {
        return Vec::new();
    };
    Outcome::ALL
        .iter()
        .map(|o| result_option(*o, b.attacker_units.len() as u32, defenders.len() as u32))
        .collect()
}
