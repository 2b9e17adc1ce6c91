//! Writes a decided change inside its transaction: the campaign's state
//! over the version it was decided on, the snapshot a phase's advance
//! leaves (and an undo marks), the history rows, and the roster's changes.

use crate::error::AppError;
use crate::rules::{self, Command, Decision, MemberChange, Transition};
use crate::store::campaigns as cstore;
use crate::store::history::{self, Numbers};
use crate::store::DbConn;

/// Which campaign a change saves, over which version, by whom.
pub(super) struct Saved {
    pub campaign_id: i64,
    pub version: i64,
    /// Who made the change (None: the clock).
    pub actor: Option<i64>,
    /// The newest history entry's numbers, when known.
    pub numbers: Option<Numbers>,
}

/// Saves the decided state, the snapshot of a transition and the history.
pub(super) fn save(
    c: &mut DbConn,
    at: &Saved,
    before: &rules::CampaignState,
    d: &Decision,
    cmd: &Command,
    snapshot: Option<(i64, String, rules::CampaignState)>,
) -> Result<(i64, Numbers), AppError> {
    let campaign_id = at.campaign_id;
    match d.transition {
        Transition::Advanced => crate::store::snapshots::add_snapshot(
            c,
            campaign_id,
            &before.label().to_string(),
            before,
        )?,
        Transition::Undone => {
            if let Some((id, _, _)) = snapshot {
                crate::store::snapshots::mark_snapshot_undone(c, id)?;
            }
        }
        Transition::None => {}
    }
    if let Some(saved) = save_drafts_in_one(c, at, before, d, cmd)? {
        return Ok(saved);
    }
    let version = cstore::save_state(
        c,
        campaign_id,
        at.version,
        (before, &d.state),
        cmd.changes_only_drafts(),
    )?;
    // Entries are filed under the phase they happened in; an undo's under
    // the phase it went back to.
    let label = if d.transition == Transition::Undone {
        &d.state
    } else {
        before
    };
    let numbers =
        cstore::append_events_after(c, campaign_id, label, at.actor, &d.entries, at.numbers)?;
    Ok((version, numbers))
}

/// A change of the drafts alone on PostgreSQL: the version, the drafts and
/// the history in one statement, one round trip (`store::drafting`).
/// None on SQLite, or for any other change.
fn save_drafts_in_one(
    c: &mut DbConn,
    at: &Saved,
    before: &rules::CampaignState,
    d: &Decision,
    cmd: &Command,
) -> Result<Option<(i64, Numbers)>, AppError> {
    if !cmd.changes_only_drafts() || d.transition != Transition::None {
        return Ok(None);
    }
    if !matches!(c, DbConn::Postgresql(_)) {
        return Ok(None);
    }
    debug_assert!(d.state.same_apart_from_drafts(before));
    let last = match at.numbers {
        Some(n) => n,
        None => history::last_numbers(c, at.campaign_id)?,
    };
    let (rows, numbers) = history::new_events(before, at.actor, &d.entries, last);
    let DbConn::Postgresql(pg) = c else {
        return Ok(None);
    };
    let version =
        crate::store::drafting::save_drafts(pg, at.campaign_id, at.version, &d.state, &rows)?;
    Ok(Some((version, numbers)))
}

/// Applies the roster changes; returns the members after them.
pub(super) fn apply_members(
    c: &mut DbConn,
    campaign_id: i64,
    changes: &[MemberChange],
) -> Result<Vec<cstore::Member>, AppError> {
    for ch in changes {
        match ch {
            MemberChange::Add(m) => {
                cstore::add_member(c, campaign_id, m.user.get(), m.role, m.side)?;
            }
            MemberChange::Remove(id) => {
                cstore::remove_member(c, campaign_id, id.get())?;
            }
        }
    }
    Ok(cstore::members(c, campaign_id)?)
}
