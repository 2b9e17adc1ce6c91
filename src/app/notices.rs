//! What a committed change tells people, in its own transaction: the mail
//! its events plan (`mail::notify`), a returning member's summary and a
//! seat's briefing (`mail::summary`), the webhooks, and a handover's line
//! in the side's channel.

use super::core::Parts;
use crate::error::AppError;
use crate::rules::{self, Decision, Event};
use crate::store::campaigns as cstore;
use crate::store::DbConn;

/// A handover is told in the side's own channel (R1.6): "Carla takes
/// command of 1/8th Infantry from Bob", posted by whoever handed it over.
pub(super) fn announce(
    c: &mut DbConn,
    campaign_id: i64,
    by: Option<i64>,
    d: &Decision,
) -> Result<(), AppError> {
    let Some(by) = by else {
        return Ok(());
    };
    for e in &d.entries {
        if let (
            Event::SeatHandedOver { .. },
            crate::rules::Visibility::Allies | crate::rules::Visibility::Axis,
        ) = (&e.event, e.audience)
        {
            let channel = e.audience.as_str();
            crate::store::messages::post(c, campaign_id, channel, by, &e.text)?;
        }
    }
    Ok(())
}

/// Queues the decision's mail in this transaction.
pub(super) fn notify(
    c: &mut DbConn,
    core: &Parts,
    campaign_id: i64,
    d: &Decision,
    members: &[cstore::Member],
    invite: Option<(i64, &str)>,
) -> Result<(), AppError> {
    let deadline_moved = d
        .entries
        .iter()
        .any(|e| matches!(e.event, Event::DeadlineSet { .. } | Event::Paused { .. }));
    if deadline_moved {
        crate::store::outbox::cancel_reminders(c, campaign_id)?;
    }
    let map = core
        .catalog
        .map(&d.state.map_id)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("map {}", d.state.map_id)))?;
    let mut notices = crate::mail::notify::plan(campaign_id, d, map, members, core.mail);
    for e in &d.entries {
        if let Event::AbsenceEnded {
            user,
            since: Some(since),
        } = e.event
        {
            let back =
                crate::mail::summary::back(c, campaign_id, members, user.get(), since, core.mail)?;
            notices.push(back);
        }
        if let Event::SeatHandedOver { seat, from, to } = e.event {
            let Some(side) = rules::cover::side_of(&d.state, seat) else {
                continue;
            };
            let at = crate::mail::summary::Seat {
                state: &d.state,
                map,
                seat,
                side,
            };
            let brief =
                crate::mail::summary::briefing(c, campaign_id, members, to.get(), &at, core.mail)?;
            notices.push(brief);
            // The former holder hears it, if still on the side.
            let still = |u: i64| {
                members
                    .iter()
                    .any(|m| m.user_id == u && m.side == Some(side))
            };
            if let Some(f) = from.map(|f| f.get()).filter(|f| still(*f)) {
                let text = e.said.clone().map_or_else(
                    || crate::mail::compose::Line::Plain(e.text.clone()),
                    crate::mail::compose::Line::Said,
                );
                notices.push(crate::mail::summary::relieved(
                    campaign_id,
                    f,
                    &text,
                    core.mail,
                ));
            }
        }
    }
    notices.extend(crate::mail::invitations::invitations(
        campaign_id,
        &d.state,
        d,
        invite,
        core.mail,
    ));
    crate::mail::notify::enqueue(c, Some(campaign_id), &d.state.name, &notices, core.mail)?;
    super::webhooks::enqueue(c, campaign_id, d)?;
    Ok(())
}
