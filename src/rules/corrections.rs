//! The GM's corrections (#26, R12.3): a unit put back where it belongs, a
//! zone's control, a battle's result. Each needs a reason and records what
//! was and what is, to the audiences that may know the facts (a unit's
//! name to its side; everyone else reads "an Allied company"), as one
//! history kind, `correction`, that the history filters on.

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::{BattleId, UnitId};
use super::location::Location;
use super::refusal::{not_found, violation, Refusal};
use super::types::{Outcome, Phase, Side};
use crate::say;
use serde::{Deserialize, Serialize};

/// The longest reason, in characters.
pub const REASON_MAX: usize = 500;

/// A correction's reason, trimmed: required, at most `REASON_MAX` long.
pub fn reason(r: &str) -> Result<String, Refusal> {
    let r = r.trim();
    if r.is_empty() {
        return violation("R12.3", say!("corrections-reason-needed"));
    }
    if r.chars().count() > REASON_MAX {
        return violation(
            "R12.3",
            say!("corrections-reason-too-long", max = REASON_MAX),
        );
    }
    Ok(r.to_string())
}

fn record(
    c: &mut Ctx,
    subject: String,
    before: String,
    after: String,
    why: &str,
    inner: Option<(Side, String, String, String)>,
) {
    let text = say!(
        "history-correction",
        subject = &subject,
        before = &before,
        after = &after,
        why = why
    );
    let mut e = Entry::public(
        Event::Corrected {
            subject: subject.clone(),
            before: before.clone(),
            after: after.clone(),
            reason: why.to_string(),
        },
        text,
    );
    if let Some((side, s, b, a)) = inner {
        e = e.with_inner(
            side,
            say!(
                "history-correction",
                subject = s,
                before = b,
                after = a,
                why = why
            ),
        );
    }
    c.record(e);
}

/// Puts a unit at a place (bringing it back if it was destroyed).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CorrectUnit {
    pub unit: UnitId,
    pub to: Location,
    #[schema(min_length = 1, max_length = 500)]
    pub reason: String,
}

impl Apply for CorrectUnit {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master corrects the campaign (R12.3).")?;
        c.require_active()?;
        let why = reason(&self.reason)?;
        c.check_location_exists(&self.to)?;
        let id = self.unit;
        let Some(u) = c.state.unit(id).cloned() else {
            return not_found(format!("There is no unit {id} in this campaign."));
        };
        if !u.destroyed && u.location == self.to {
            return violation(
                "R12.3",
                say!(
                    "corrections-unit-already-there",
                    unit = &u.name,
                    place = c.place(&self.to),
                ),
            );
        }
        let was = if u.destroyed {
            "destroyed".to_string()
        } else {
            c.place(&u.location)
        };
        let now = c.place(&self.to);
        if let Some(m) = c.state.unit_mut(id) {
            m.destroyed = false;
            m.location = self.to.clone();
        }
        let public = format!(
            "unit {id} (an {} {})",
            u.side.label(),
            super::ctx::class_noun(u.class)
        );
        let named = format!("{} (unit {id})", u.name);
        record(
            c,
            public,
            was.clone(),
            now.clone(),
            &why,
            Some((u.side, named, was, now)),
        );
        Ok(())
    }
}

/// Sets who controls a zone.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CorrectZone {
    #[schema(pattern = "^F[0-9]{1,2}$")]
    pub zone: String,
    pub control: Side,
    #[schema(min_length = 1, max_length = 500)]
    pub reason: String,
}

impl Apply for CorrectZone {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master corrects the campaign (R12.3).")?;
        c.require_active()?;
        let why = reason(&self.reason)?;
        if c.inputs.map.zone(&self.zone).is_none() {
            return not_found(format!("There is no zone {} on this map.", self.zone));
        }
        let was = c.state.control.get(&self.zone).copied();
        if was == Some(self.control) {
            return violation(
                "R12.3",
                say!(
                    "corrections-zone-already",
                    zone = &self.zone,
                    side = self.control.as_str(),
                ),
            );
        }
        c.state.control.insert(self.zone.clone(), self.control);
        let before = was.map_or("nobody's".to_string(), |s| {
            format!("{}-controlled", s.label())
        });
        let after = format!("{}-controlled", self.control.label());
        record(
            c,
            format!("control of {}", self.zone),
            before,
            after,
            &why,
            None,
        );
        Ok(())
    }
}

/// Whether battle `b`'s result may be corrected now (what `CorrectResult`
/// checks of the battle and phase), for the pages to offer the form.
pub fn result_correctable(s: &super::state::CampaignState, b: &super::pieces::Battle) -> bool {
    let chosen = |x: &Option<Vec<UnitId>>| x.as_ref().is_some_and(|v| !v.is_empty());
    s.status == super::types::Status::Active
        && matches!(s.phase, Phase::CombatResolution | Phase::CombatResults)
        && b.result.is_some()
        && !b.closed
        && !chosen(&b.attacker_casualties)
        && !chosen(&b.defender_casualties)
}

/// Replaces an open battle's result before any casualty is chosen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CorrectResult {
    pub battle: BattleId,
    pub outcome: Outcome,
    #[schema(maximum = 100)]
    pub attacker_losses: u32,
    #[schema(maximum = 100)]
    pub defender_losses: u32,
    #[schema(min_length = 1, max_length = 500)]
    pub reason: String,
}

impl Apply for CorrectResult {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master corrects the campaign (R12.3).")?;
        c.require_active()?;
        let why = reason(&self.reason)?;
        c.require_phase(
            &[Phase::CombatResolution, Phase::CombatResults],
            "correction",
        )?;
        let b = c.battle(self.battle)?;
        let Some(old) = b.result.clone() else {
            return violation("R12.3", say!("corrections-no-result", battle = b.id.get()));
        };
        let chosen = |x: &Option<Vec<UnitId>>| x.as_ref().is_some_and(|v| !v.is_empty());
        if b.closed || chosen(&b.attacker_casualties) || chosen(&b.defender_casualties) {
            return violation(
                "R12.3",
                say!("corrections-casualties-chosen", battle = b.id.get()),
            );
        }
        let fought = [
            b.attacker_units.len() as u32,
            b.defender_units.as_ref().map_or(0, |d| d.len() as u32),
        ];
        if self.attacker_losses > fought[0] || self.defender_losses > fought[1] {
            return violation(
                "R7.5",
                say!(
                    "corrections-losses-exceed",
                    attacking = fought[0],
                    defending = fought[1],
                ),
            );
        }
        let (al, dl) = (self.attacker_losses, self.defender_losses);
        let bm = c.battle_mut(self.battle)?;
        if let Some(r) = bm.result.as_mut() {
            r.outcome = self.outcome;
            r.attacker_losses = al;
            r.defender_losses = dl;
        }
        bm.attacker_casualties = (al == 0).then(Vec::new);
        bm.defender_casualties = (dl == 0).then(Vec::new);
        let show = |o: Outcome, a: u32, d: u32| {
            format!("{} (attacker loses {a}, defender loses {d})", o.label())
        };
        let before = show(old.outcome, old.attacker_losses, old.defender_losses);
        let after = show(self.outcome, al, dl);
        record(
            c,
            format!("battle {} result", self.battle),
            before,
            after,
            &why,
            None,
        );
        if al == 0 && dl == 0 {
            super::casualties::close_battle(c, self.battle)?;
        }
        Ok(())
    }
}
