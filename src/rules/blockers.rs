//! What stops the phase from advancing (R5.4): the blockers of each phase,
//! each said once and marked forceable or not; the GM's list and the
//! advance's refusal both read them here.

use super::event::Visibility;
use super::pieces::Battle;
use super::say::Said;
use super::state::CampaignState;
use super::types::{Phase, Status};
use crate::say;
use serde::Serialize;

/// Something that stops the phase from advancing (R5.4).
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct Blocker {
    pub message: String,
    /// The message as an id and its arguments.
    #[serde(skip)]
    pub said: Said,
    /// Whether forcing the advance applies a default (R7.1, R8.1, dropped drafts).
    pub forceable: bool,
    /// Who may know of it: drafts are the acting side's secret.
    #[serde(skip)]
    pub audience: Visibility,
}

impl Blocker {
    fn public(said: Said, forceable: bool) -> Blocker {
        Blocker {
            message: said.english(),
            said,
            forceable,
            audience: Visibility::All,
        }
    }
}

/// The blockers of the current phase, for everyone who may know them.
pub fn blockers(s: &CampaignState) -> Vec<Blocker> {
    let mut out = Vec::new();
    if s.status != Status::Active {
        return out;
    }
    let open = |b: &&Battle| b.round == s.round && b.side == s.side && !b.closed;
    let no_defenders = |b: &Battle| {
        let m = say!(
            "phases-blocker-defenders",
            battle = b.id.get(),
            zone = &b.zone
        );
        Blocker::public(m, true)
    };
    match s.phase {
        Phase::CombatMove | Phase::NonCombatMove => {
            if !s.drafts.is_empty() {
                let said = say!("phases-blocker-drafts", n = s.drafts.len());
                out.push(Blocker {
                    message: said.english(),
                    said,
                    forceable: true,
                    audience: Visibility::side(s.side),
                });
            }
            if s.phase == Phase::CombatMove {
                let waiting = s.battles.iter().filter(open);
                out.extend(
                    waiting
                        .filter(|b| b.defender_units.is_none())
                        .map(no_defenders),
                );
            }
        }
        Phase::CombatResolution => {
            for b in s.battles.iter().filter(open) {
                if b.defender_units.is_none() {
                    out.push(no_defenders(b));
                }
                if b.result.is_none() {
                    let m = say!("phases-blocker-result", battle = b.id.get(), zone = &b.zone);
                    out.push(Blocker::public(m, false));
                }
            }
        }
        Phase::CombatResults => {
            for b in s.battles.iter().filter(open) {
                for (chosen, who) in [
                    (&b.attacker_casualties, "attacker"),
                    (&b.defender_casualties, "defender"),
                ] {
                    if chosen.is_none() {
                        let m = say!(
                            "phases-blocker-casualties",
                            battle = b.id.get(),
                            zone = &b.zone,
                            who = who,
                        );
                        out.push(Blocker::public(m, true));
                    }
                }
            }
        }
        Phase::Reinforcements => {
            // Reinforcements due and not placed (R10): they wait in the
            // box if the advance is forced (found in play: the phase passed
            // with the HC's placement pending and nobody noticed).
            let due = s
                .units
                .iter()
                .filter(|u| {
                    u.side == s.side
                        && u.location == super::location::Location::Reinforcements
                        && !u.destroyed
                        && super::reinforcements::arrives(s, u) <= s.round
                })
                .count();
            if due > 0 {
                let m = say!(
                    "phases-blocker-reinforcements",
                    side = s.side.as_str(),
                    units = due
                );
                out.push(Blocker::public(m, true));
            }
        }
    }
    out
}
