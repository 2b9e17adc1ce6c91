//! Extensions (R5.10): a player asks the GM for more hours on the phase's
//! deadline; the GM grants (the deadline and the open battles' due dates
//! move) or refuses. Request and answer are the asker's side's business.

use super::ctx::require_active;
use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::refusal::{forbidden, violation, Found, Refusal};
use super::roles::Actor;
use super::schedule::move_deadline;
use super::state::CampaignState;
use super::timetable::ExtensionRequest;
use crate::say;
use chrono::Duration;
use serde::{Deserialize, Serialize};

/// Who may read a request: the requester's side and the GM.
pub fn request_audience(side: Option<super::types::Side>) -> super::event::Visibility {
    side.map_or(super::event::Visibility::Gm, super::event::Visibility::side)
}

/// A player asks the GM for more time on the phase's deadline (R5.10).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RequestExtension {
    #[schema(minimum = 1, maximum = 2160)]
    pub hours: u32,
    /// Why; the rule refuses an empty one (absent reads as empty, so a
    /// form sent without one is told so with the request's other problems).
    #[serde(default)]
    #[schema(min_length = 1, max_length = 500)]
    pub reason: String,
}

/// Whether `actor` may ask for an extension now (R5.10), before what they
/// ask: the campaign is under way, the phase has a deadline, the campaign
/// takes requests, the actor commands on a side, and has no request
/// waiting. The overview offers the form exactly when this holds.
pub fn may_ask(s: &CampaignState, actor: &Actor) -> Result<(), Refusal> {
    require_active(s)?;
    if actor.side.is_none() {
        return forbidden(
            "A side's High Commander or battalion commanders ask for more time; the GM moves the deadline (R5.10).",
        );
    }
    if s.deadline.is_none() {
        return violation("R5.10", say!("extensions-no-deadline"));
    }
    if s.schedule.max_extension_hours == 0 {
        return violation("R5.10", say!("extensions-not-taken"));
    }
    if s.people.extensions.iter().any(|r| r.user == actor.user_id) {
        return violation("R5.10", say!("extensions-asked-already"));
    }
    Ok(())
}

impl Apply for RequestExtension {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let mut found = Found::default();
        found.check(may_ask(&c.state, c.actor))?;
        let me = c.actor.user_id;
        let cap = c.state.schedule.max_extension_hours;
        if cap > 0 && (self.hours == 0 || self.hours > cap) {
            found.push(
                "R5.10",
                say!("extensions-hours", cap = cap, hours = self.hours),
            );
        }
        let reason = self.reason.trim();
        if reason.is_empty() || reason.chars().count() > 500 {
            found.push("R5.10", say!("extensions-reason"));
        }
        found.done()?;
        let Some(deadline) = c.state.deadline else {
            return violation("R5.10", say!("extensions-no-deadline"));
        };
        let side = c.actor.side;
        c.state.people.extensions.push(ExtensionRequest {
            user: me,
            side,
            hours: self.hours,
            reason: reason.to_string(),
        });
        let name = super::cover::name_of(c.inputs.roster, me);
        c.record(Entry::to(
            request_audience(side),
            Event::ExtensionRequested {
                user: me,
                hours: self.hours,
            },
            say!(
                "history-extension-asked",
                name = name,
                hours = self.hours,
                deadline = deadline.format("%Y-%m-%d %H:%M").to_string(),
                reason = reason
            ),
        ));
        Ok(())
    }
}

/// The GM grants or refuses a request (R5.10); a grant moves the deadline
/// (and the open battles' due dates) by the hours asked, and reminders are
/// planned again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DecideExtension {
    /// The member who asked.
    pub user: super::ids::UserId,
    pub grant: bool,
}

impl Apply for DecideExtension {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master answers extension requests (R5.10).")?;
        c.require_active()?;
        let Some(i) = c
            .state
            .people
            .extensions
            .iter()
            .position(|r| r.user == self.user)
        else {
            return super::refusal::not_found("That member has no request waiting.");
        };
        let r = c.state.people.extensions.remove(i);
        let name = super::cover::name_of(c.inputs.roster, r.user);
        let text = if self.grant {
            say!("history-extension-granted", name = &name, hours = r.hours)
        } else {
            say!("history-extension-refused", name = &name, hours = r.hours)
        };
        c.record(Entry::to(
            request_audience(r.side),
            Event::ExtensionDecided {
                user: r.user,
                granted: self.grant,
                hours: r.hours,
            },
            text,
        ));
        if self.grant {
            c.state.people.granted.push(r.user);
            move_deadline(
                c,
                Duration::hours(i64::from(r.hours)),
                say!("history-why-extended"),
            );
        }
        Ok(())
    }
}
