//! The history (R12.1): entries as stored, read back filtered by audience,
//! and the snapshot of the state before each phase transition (past maps,
//! undo).

use super::schema::{events, snapshots};
use super::{now, DbConn};
use crate::rules::{CampaignState, Entry, Side};
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable, serde::Serialize)]
#[diesel(table_name = events)]
pub struct EventRow {
    pub id: i64,
    pub campaign_id: i64,
    pub round: i32,
    pub side: String,
    pub phase: String,
    pub kind: String,
    pub actor_id: Option<i64>,
    pub visibility: String,
    pub summary: String,
    pub payload: String,
    pub created_at: NaiveDateTime,
    pub inner_side: Option<String>,
    pub inner_summary: Option<String>,
}

impl EventRow {
    /// The text a reader reads: the fuller text for its side and the GM.
    pub fn text_for(&self, side: Option<Side>, gm: bool) -> &str {
        match (&self.inner_side, &self.inner_summary) {
            (Some(s), Some(t)) if gm || side.is_some_and(|v| v.as_str() == s) => t,
            _ => &self.summary,
        }
    }
}

/// Appends history entries, labelled with the phase of `state`.
pub fn append_events(
    conn: &mut DbConn,
    campaign_id: i64,
    state: &CampaignState,
    actor: Option<i64>,
    entries: &[Entry],
) -> QueryResult<()> {
    for e in entries {
        let (inner_side, inner_text) = match &e.inner {
            Some((side, text)) => (Some(side.as_str()), Some(text.as_str())),
            None => (None, None),
        };
        diesel::insert_into(events::table)
            .values((
                events::campaign_id.eq(campaign_id),
                events::round.eq(state.round as i32),
                events::side.eq(state.side.as_str()),
                events::phase.eq(state.phase.as_str()),
                events::kind.eq(e.kind()),
                events::actor_id.eq(actor),
                events::visibility.eq(e.audience.as_str()),
                events::summary.eq(&e.text),
                events::payload.eq(e.event.payload().to_string()),
                events::created_at.eq(now()),
                events::inner_side.eq(inner_side),
                events::inner_summary.eq(inner_text),
            ))
            .execute(conn)?;
    }
    Ok(())
}

pub fn events(
    conn: &mut DbConn,
    campaign_id: i64,
    visibilities: &[&str],
    limit: i64,
) -> QueryResult<Vec<EventRow>> {
    events::table
        .filter(events::campaign_id.eq(campaign_id))
        .filter(events::visibility.eq_any(visibilities))
        .order(events::id.desc())
        .limit(limit)
        .select(EventRow::as_select())
        .load(conn)
}

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
        Some((id, label, json)) => Ok(Some((id, label, serde_json::from_str(&json)?))),
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
    let json = snapshots::table
        .filter(snapshots::campaign_id.eq(campaign_id))
        .filter(snapshots::label.eq(label))
        .filter(snapshots::undone.eq(false))
        .order(snapshots::id.desc())
        .select(snapshots::state_json)
        .first::<String>(conn)
        .optional()?;
    Ok(match json {
        Some(j) => Some(serde_json::from_str(&j)?),
        None => None,
    })
}

pub fn snapshot_labels(conn: &mut DbConn, campaign_id: i64) -> QueryResult<Vec<String>> {
    snapshots::table
        .filter(snapshots::campaign_id.eq(campaign_id))
        .filter(snapshots::undone.eq(false))
        .order(snapshots::id.asc())
        .select(snapshots::label)
        .load(conn)
}
