//! The snapshot of the state before each phase transition (R12.2): past
//! maps, the replay's frames and the GM's undo read them.

use super::schema::snapshots;
use super::{now, DbConn};
use crate::rules::CampaignState;
use diesel::prelude::*;

pub fn add_snapshot(
    conn: &mut DbConn,
    campaign_id: i64,
    label: &str,
    state: &CampaignState,
) -> anyhow::Result<()> {
    diesel::insert_into(snapshots::table)
        .values((
            snapshots::campaign_id.eq(campaign_id),
            snapshots::label.eq(label),
            snapshots::state_json.eq(serde_json::to_string(state)?),
            snapshots::undone.eq(false),
            snapshots::created_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(())
}

/// The newest snapshot not yet undone: (id, label, state).
pub fn last_snapshot(
    conn: &mut DbConn,
    campaign_id: i64,
) -> anyhow::Result<Option<(i64, String, CampaignState)>> {
    let row = snapshots::table
        .filter(snapshots::campaign_id.eq(campaign_id))
        .filter(snapshots::undone.eq(false))
        .order(snapshots::id.desc())
        .select((snapshots::id, snapshots::label, snapshots::state_json))
        .first::<(i64, String, String)>(conn)
        .optional()?;
    match row {
        Some((id, label, json)) => Ok(Some((
            id,
            label,
            crate::rules::upgrade::parse(&json, None).map_err(anyhow::Error::msg)?,
        ))),
        None => Ok(None),
    }
}

pub fn mark_snapshot_undone(conn: &mut DbConn, id: i64) -> QueryResult<()> {
    diesel::update(snapshots::table.find(id))
        .set(snapshots::undone.eq(true))
        .execute(conn)?;
    Ok(())
}

/// The state as it was when a phase began: the snapshot taken when the phase
/// after `label` started is the state at the end of `label`... we store the
/// state *before* each transition, labelled with the phase it ended.
pub fn snapshot_by_label(
    conn: &mut DbConn,
    campaign_id: i64,
    label: &str,
) -> anyhow::Result<Option<CampaignState>> {
    Ok(match snapshot_json(conn, campaign_id, label)? {
        Some(j) => Some(crate::rules::upgrade::parse(&j, None).map_err(anyhow::Error::msg)?),
        None => None,
    })
}

/// The stored document of the newest snapshot labelled `label`, as written.
pub fn snapshot_json(
    conn: &mut DbConn,
    campaign_id: i64,
    label: &str,
) -> QueryResult<Option<String>> {
    snapshots::table
        .filter(snapshots::campaign_id.eq(campaign_id))
        .filter(snapshots::label.eq(label))
        .filter(snapshots::undone.eq(false))
        .order(snapshots::id.desc())
        .select(snapshots::state_json)
        .first::<String>(conn)
        .optional()
}

pub fn snapshot_labels(conn: &mut DbConn, campaign_id: i64) -> QueryResult<Vec<String>> {
    snapshots::table
        .filter(snapshots::campaign_id.eq(campaign_id))
        .filter(snapshots::undone.eq(false))
        .order(snapshots::id.asc())
        .select(snapshots::label)
        .load(conn)
}

/// What names the campaign's saved phases not undone: how many there are
/// and the newest one's id (a new phase saved, or one undone, changes it;
/// nothing else does).
pub fn snapshots_stamp(conn: &mut DbConn, campaign_id: i64) -> QueryResult<(i64, Option<i64>)> {
    snapshots::table
        .filter(snapshots::campaign_id.eq(campaign_id))
        .filter(snapshots::undone.eq(false))
        .select((diesel::dsl::count_star(), diesel::dsl::max(snapshots::id)))
        .get_result(conn)
}

/// Every saved phase not undone, oldest first: (label, stored document).
pub fn snapshots_all(conn: &mut DbConn, campaign_id: i64) -> QueryResult<Vec<(String, String)>> {
    snapshots::table
        .filter(snapshots::campaign_id.eq(campaign_id))
        .filter(snapshots::undone.eq(false))
        .order(snapshots::id.asc())
        .select((snapshots::label, snapshots::state_json))
        .load(conn)
}
