//! Absences and deputies (#26, R1.5): a member marks themselves away; each
//! seat has a deputy who covers it meanwhile. Both are the side's own
//! business: their entries reach the side and the GM only.

use super::cover::{may_deputise, may_name, name_of, seat_name, side_of};
use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event, Visibility};
use super::ids::UserId;
use super::refusal::{forbidden, not_found, violation, Refusal};
use super::timetable::{Absence, Deputy, Seat};
use crate::say;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

/// The longest absence one entry may declare: 90 days.
pub const MAX_DAYS: i64 = 90;

/// Who may read a member's absence: their side and the GM.
fn audience(side: Option<super::types::Side>) -> Visibility {
    side.map_or(Visibility::Gm, Visibility::side)
}

/// The actor marks themselves away (replacing an absence they declared).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MarkAway {
    /// Default: now.
    #[serde(default)]
    pub from: Option<DateTime<Utc>>,
    pub to: DateTime<Utc>,
    #[serde(default)]
    #[schema(max_length = 500)]
    pub note: String,
}

impl Apply for MarkAway {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let me = c.actor.user_id;
        if !c.inputs.roster.iter().any(|m| m.user == me) {
            return forbidden("Only members mark themselves away (R1.5).");
        }
        let from = self.from.unwrap_or(c.inputs.now);
        if self.to <= from || self.to <= c.inputs.now {
            return violation("R1.5", say!("absence-dates"));
        }
        if self.to - from > Duration::days(MAX_DAYS) {
            return violation("R1.5", say!("absence-too-long", days = MAX_DAYS));
        }
        let note = self.note.trim();
        if note.chars().count() > 500 {
            return violation("R1.5", say!("absence-note-too-long"));
        }
        let side = c.actor.side;
        let now = c.inputs.now;
        let replaced: Vec<Absence> = c
            .state
            .people
            .absences
            .iter()
            .filter(|a| a.user == me)
            .cloned()
            .collect();
        for old in &replaced {
            super::relay_clock::bank_absence(&mut c.state, old, now);
        }
        c.state.people.absences.retain(|a| a.user != me);
        c.state.people.absences.push(Absence {
            user: me,
            side,
            from,
            to: self.to,
            note: note.to_string(),
        });
        let name = name_of(c.inputs.roster, me);
        let (from_at, to_at) = (
            from.format("%Y-%m-%d %H:%M").to_string(),
            self.to.format("%Y-%m-%d %H:%M").to_string(),
        );
        let text = if note.is_empty() {
            say!("history-away", name = &name, from = from_at, to = to_at)
        } else {
            say!(
                "history-away-note",
                name = &name,
                from = from_at,
                to = to_at,
                note = note
            )
        };
        c.record(Entry::to(
            audience(side),
            Event::AbsenceSet {
                user: me,
                from,
                to: self.to,
            },
            text,
        ));
        Ok(())
    }
}

/// The actor is back (their absence ends now).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Back {}

impl Apply for Back {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let me = c.actor.user_id;
        let Some(i) = c.state.people.absences.iter().position(|a| a.user == me) else {
            return violation("R1.5", say!("absence-not-away"));
        };
        let gone = c.state.people.absences.remove(i);
        super::relay_clock::bank_absence(&mut c.state, &gone, c.inputs.now);
        let name = name_of(c.inputs.roster, me);
        c.record(Entry::to(
            audience(gone.side),
            Event::AbsenceEnded {
                user: me,
                since: Some(gone.from),
            },
            say!("history-back", name = name),
        ));
        Ok(())
    }
}

/// Names (or, with no `deputy`, clears) the deputy of a battalion or of a
/// side's High Commander (R1.5).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetDeputy {
    /// The battalion whose deputy this is; or
    #[serde(default)]
    pub battalion: Option<super::ids::BattalionId>,
    /// the side whose High Commander's deputy this is.
    #[serde(default)]
    pub high_commander: Option<super::types::Side>,
    /// None: the default (a battalion: the side's HC; an HC: none).
    #[serde(default)]
    pub deputy: Option<UserId>,
}

impl SetDeputy {
    /// The seat named: exactly one of `battalion` and `high_commander`.
    pub fn seat(&self) -> Result<Seat, Refusal> {
        match (self.battalion, self.high_commander) {
            (Some(b), None) => Ok(Seat::Battalion(b)),
            (None, Some(side)) => Ok(Seat::HighCommander(side)),
            _ => violation("R1.5", say!("absence-one-seat")),
        }
    }
}

impl Apply for SetDeputy {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let roster = c.inputs.roster;
        let seat = self.seat()?;
        let Some(side) = side_of(&c.state, seat) else {
            return not_found("There is no such battalion in this campaign.");
        };
        if !may_name(c.actor, &c.state, roster, seat) {
            return forbidden(
                "The GM, the side's High Commander or the seat's holder names a deputy (R1.5).",
            );
        }
        if let Some(d) = self.deputy {
            if !may_deputise(roster, d, side, seat) {
                let said = if matches!(seat, Seat::HighCommander(_)) {
                    say!("absence-deputy-or-gm", side = side.as_str())
                } else {
                    say!("absence-deputy", side = side.as_str())
                };
                return violation("R1.5", said);
            }
            if super::cover::holder(&c.state, roster, seat) == Some(d) {
                return violation("R1.5", say!("absence-own-deputy"));
            }
        }
        c.state.people.deputies.retain(|d| d.seat != seat);
        if let Some(user) = self.deputy {
            c.state.people.deputies.push(Deputy { seat, side, user });
        }
        let name = seat_name(&c.state, seat);
        let text = match self.deputy {
            Some(d) => say!("history-deputy", deputy = name_of(roster, d), name = &name),
            None => match seat {
                Seat::Battalion(_) => say!(
                    "history-covered-by-hc",
                    name = &name,
                    side = super::told::side(side)
                ),
                Seat::HighCommander(_) => say!("history-no-deputy", name = &name),
            },
        };
        c.record(Entry::side(
            side,
            Event::DeputySet {
                seat,
                deputy: self.deputy,
            },
            text,
        ));
        Ok(())
    }
}
