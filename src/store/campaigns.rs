//! Campaigns: the state document, memberships, history events and phase
//! snapshots.

use super::schema::{
    campaign_drafts, campaign_states, campaigns, events, memberships, snapshots, users,
};
use super::{now, DbConn};
use crate::rules::{CampaignState, Entry, MemberId, Membership, Side, UserId};
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = campaigns)]
pub struct CampaignRow {
    pub id: i64,
    pub name: String,
    pub map_id: String,
    pub version: i64,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

/// The state of a campaign row (see `load_state`).
pub fn state_of(conn: &mut DbConn, row: &CampaignRow) -> anyhow::Result<CampaignState> {
    Ok(load_state(conn, row.id)?
        .ok_or_else(|| anyhow::anyhow!("campaign {} has no state", row.id))?
        .1)
}

/// A campaign's (version, state): its document, with the drafted moves and
/// the id counter from `campaign_drafts` when that row exists (see
/// `save_state`). One statement, so the three parts agree.
pub fn load_state(conn: &mut DbConn, id: i64) -> anyhow::Result<Option<(i64, CampaignState)>> {
    let row = campaigns::table
        .inner_join(campaign_states::table)
        .left_join(campaign_drafts::table)
        .filter(campaigns::id.eq(id))
        .select((
            campaigns::version,
            campaign_states::state_json,
            (
                campaign_drafts::next_id,
                campaign_drafts::drafts_json,
                campaign_drafts::allied_seq,
                campaign_drafts::axis_seq,
            )
                .nullable(),
        ))
        .get_result::<(i64, String, Option<(i64, String, i64, i64)>)>(conn)
        .optional()?;
    let Some((version, json, drafts)) = row else {
        return Ok(None);
    };
    let mut state: CampaignState = serde_json::from_str(&json)?;
    if let Some((next_id, drafts, allied, axis)) = drafts {
        state.next_id = u32::try_from(next_id)?;
        state.drafts = serde_json::from_str(&drafts)?;
        state.draft_seq.allies = u32::try_from(allied)?;
        state.draft_seq.axis = u32::try_from(axis)?;
    }
    // Drafts written before the per-side counters: never reuse their ids.
    let top = state.drafts.iter().map(|d| d.id.get()).max().unwrap_or(0);
    let seq = match state.side {
        Side::Allies => &mut state.draft_seq.allies,
        Side::Axis => &mut state.draft_seq.axis,
    };
    *seq = (*seq).max(top);
    Ok(Some((version, state)))
}

/// The stored state document of a campaign, as written by the last change
/// that was not only drafting.
pub fn document(conn: &mut DbConn, id: i64) -> QueryResult<String> {
    campaign_states::table
        .find(id)
        .select(campaign_states::state_json)
        .get_result(conn)
}

/// Writes the drafted moves and the id counters of a campaign.
fn save_drafts(conn: &mut DbConn, id: i64, state: &CampaignState) -> anyhow::Result<()> {
    let json = serde_json::to_string(&state.drafts)?;
    let values = (
        campaign_drafts::next_id.eq(i64::from(state.next_id)),
        campaign_drafts::drafts_json.eq(&json),
        campaign_drafts::allied_seq.eq(i64::from(state.draft_seq.allies)),
        campaign_drafts::axis_seq.eq(i64::from(state.draft_seq.axis)),
    );
    let n = diesel::update(campaign_drafts::table.find(id))
        .set(values)
        .execute(conn)?;
    if n == 0 {
        diesel::insert_into(campaign_drafts::table)
            .values((campaign_drafts::campaign_id.eq(id), values))
            .execute(conn)?;
    }
    Ok(())
}

pub use crate::rules::Role;

#[derive(Debug, Clone, serde::Serialize)]
pub struct Member {
    pub membership_id: i64,
    pub user_id: i64,
    pub email: String,
    pub display_name: String,
    pub role: Role,
    pub side: Option<Side>,
}

impl Member {
    /// The rules' view of this membership.
    pub fn membership(&self) -> Membership {
        Membership {
            id: MemberId::new(self.membership_id),
            user: UserId::new(self.user_id),
            name: self.display_name.clone(),
            email: self.email.clone(),
            role: self.role,
            side: self.side,
        }
    }
}

/// The rules' roster of a campaign.
pub fn roster(members: &[Member]) -> Vec<Membership> {
    members.iter().map(Member::membership).collect()
}

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

/// A campaign row without its state document: (name, map, version).
pub fn find_meta(conn: &mut DbConn, id: i64) -> QueryResult<Option<(String, String, i64)>> {
    campaigns::table
        .find(id)
        .select((campaigns::name, campaigns::map_id, campaigns::version))
        .get_result(conn)
        .optional()
}

/// Parsed campaign states by (campaign, version): pages read the state far
/// more often than it changes, and every change bumps the version.
#[derive(Default)]
pub struct StateCache {
    states: std::sync::Mutex<std::collections::HashMap<i64, (i64, std::sync::Arc<CampaignState>)>>,
}

impl StateCache {
    /// Keeps the state a committed change wrote at `version`, so readers
    /// need not parse it; an older version never replaces a newer one.
    pub fn put(&self, id: i64, version: i64, state: std::sync::Arc<CampaignState>) {
        if let Ok(mut map) = self.states.lock() {
            if map.len() > 1000 {
                map.clear();
            }
            match map.get(&id) {
                Some((v, _)) if *v > version => {}
                _ => {
                    map.insert(id, (version, state));
                }
            }
        }
    }

    /// Drops what is kept for a campaign (a change that was rolled back).
    pub fn forget(&self, id: i64) {
        if let Ok(mut map) = self.states.lock() {
            map.remove(&id);
        }
    }

    /// The state of a campaign at `version`, parsed at most once.
    pub fn get(
        &self,
        conn: &mut DbConn,
        id: i64,
        version: i64,
    ) -> anyhow::Result<std::sync::Arc<CampaignState>> {
        if let Ok(map) = self.states.lock() {
            if let Some((v, s)) = map.get(&id) {
                if *v == version {
                    return Ok(s.clone());
                }
            }
        }
        let (v, state) =
            load_state(conn, id)?.ok_or_else(|| anyhow::anyhow!("campaign {id} not found"))?;
        let state = std::sync::Arc::new(state);
        self.put(id, v, state.clone());
        Ok(state)
    }
}

pub fn find(conn: &mut DbConn, id: i64) -> QueryResult<Option<CampaignRow>> {
    campaigns::table
        .find(id)
        .select(CampaignRow::as_select())
        .get_result(conn)
        .optional()
}

pub fn create(conn: &mut DbConn, state: &CampaignState) -> anyhow::Result<i64> {
    let id = diesel::insert_into(campaigns::table)
        .values((
            campaigns::name.eq(&state.name),
            campaigns::map_id.eq(&state.map_id),
            campaigns::version.eq(0i64),
            campaigns::created_at.eq(now()),
            campaigns::updated_at.eq(now()),
        ))
        .returning(campaigns::id)
        .get_result(conn)?;
    diesel::insert_into(campaign_states::table)
        .values((
            campaign_states::campaign_id.eq(id),
            campaign_states::state_json.eq(serde_json::to_string(state)?),
        ))
        .execute(conn)?;
    save_drafts(conn, id, state)?;
    Ok(id)
}

/// Loads the state for a change, locking the row on PostgreSQL (call
/// inside `write_tx`): (version, state). The document is parsed at most once
/// per version; the state is shared with the cache, so a change clones it.
pub fn load_for_update(
    conn: &mut DbConn,
    states: &StateCache,
    id: i64,
) -> anyhow::Result<Option<(i64, std::sync::Arc<CampaignState>)>> {
    // One round trip: the version, with the row locked on PostgreSQL
    // (SQLite already holds the database's write lock).
    let version = campaigns::table.find(id).select(campaigns::version);
    let version = match conn {
        DbConn::Postgresql(c) => version.for_update().get_result::<i64>(c).optional()?,
        DbConn::Sqlite(c) => version.get_result::<i64>(c).optional()?,
    };
    match version {
        Some(version) => Ok(Some((version, states.get(conn, id, version)?))),
        None => Ok(None),
    }
}

/// Saves `new` over `old` at `version` and returns the new version; fails if
/// someone else saved in between. A change of drafted moves only (the most
/// frequent change; `drafts_only`, see `Command::changes_only_drafts`)
/// writes them alone and bumps the version; any other change writes the
/// whole document too.
pub fn save_state(
    conn: &mut DbConn,
    id: i64,
    version: i64,
    (old, new): (&CampaignState, &CampaignState),
    drafts_only: bool,
) -> anyhow::Result<i64> {
    debug_assert!(
        !drafts_only || new.same_apart_from_drafts(old),
        "a drafts-only change of campaign {id} changed more than the drafts"
    );
    let row = campaigns::table
        .filter(campaigns::id.eq(id))
        .filter(campaigns::version.eq(version));
    let n = diesel::update(row)
        .set((
            campaigns::name.eq(&new.name),
            campaigns::version.eq(version + 1),
            campaigns::updated_at.eq(now()),
        ))
        .execute(conn)?;
    anyhow::ensure!(n == 1, "campaign {id} changed concurrently");
    if !drafts_only {
        diesel::update(campaign_states::table.find(id))
            .set(campaign_states::state_json.eq(serde_json::to_string(new)?))
            .execute(conn)?;
    }
    save_drafts(conn, id, new)?;
    Ok(version + 1)
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

// ----- memberships -----

pub fn members(conn: &mut DbConn, campaign_id: i64) -> QueryResult<Vec<Member>> {
    let rows: Vec<(i64, i64, String, String, String, Option<String>)> = memberships::table
        .inner_join(users::table)
        .filter(memberships::campaign_id.eq(campaign_id))
        .order(memberships::id.asc())
        .select((
            memberships::id,
            users::id,
            users::email,
            users::display_name,
            memberships::role,
            memberships::side,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(mid, uid, email, name, role, side)| {
            Some(Member {
                membership_id: mid,
                user_id: uid,
                email,
                display_name: name,
                role: Role::parse(&role)?,
                side: side.as_deref().and_then(Side::parse),
            })
        })
        .collect())
}

pub fn roles_of(
    conn: &mut DbConn,
    campaign_id: i64,
    user_id: i64,
) -> QueryResult<Vec<(Role, Option<Side>)>> {
    let rows: Vec<(String, Option<String>)> = memberships::table
        .filter(memberships::campaign_id.eq(campaign_id))
        .filter(memberships::user_id.eq(user_id))
        .select((memberships::role, memberships::side))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(r, s)| Some((Role::parse(&r)?, s.as_deref().and_then(Side::parse))))
        .collect())
}

pub fn add_member(
    conn: &mut DbConn,
    campaign_id: i64,
    user_id: i64,
    role: Role,
    side: Option<Side>,
) -> QueryResult<bool> {
    let exists = memberships::table
        .filter(memberships::campaign_id.eq(campaign_id))
        .filter(memberships::user_id.eq(user_id))
        .filter(memberships::role.eq(role.as_str()))
        .count()
        .get_result::<i64>(conn)?;
    if exists > 0 {
        diesel::update(
            memberships::table
                .filter(memberships::campaign_id.eq(campaign_id))
                .filter(memberships::user_id.eq(user_id))
                .filter(memberships::role.eq(role.as_str())),
        )
        .set(memberships::side.eq(side.map(|s| s.as_str())))
        .execute(conn)?;
        return Ok(false);
    }
    diesel::insert_into(memberships::table)
        .values((
            memberships::campaign_id.eq(campaign_id),
            memberships::user_id.eq(user_id),
            memberships::role.eq(role.as_str()),
            memberships::side.eq(side.map(|s| s.as_str())),
            memberships::created_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(true)
}

pub fn remove_member(
    conn: &mut DbConn,
    campaign_id: i64,
    membership_id: i64,
) -> QueryResult<usize> {
    diesel::delete(
        memberships::table
            .filter(memberships::id.eq(membership_id))
            .filter(memberships::campaign_id.eq(campaign_id)),
    )
    .execute(conn)
}

/// Whether the user is a GM of any campaign.
pub fn is_gm_anywhere(conn: &mut DbConn, user_id: i64) -> QueryResult<bool> {
    let n: i64 = memberships::table
        .filter(memberships::user_id.eq(user_id))
        .filter(memberships::role.eq(Role::Gm.as_str()))
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

/// Campaigns a user belongs to (any role), or all of them for a site admin.
pub fn list_for(conn: &mut DbConn, user_id: i64, admin: bool) -> QueryResult<Vec<CampaignRow>> {
    if admin {
        return campaigns::table
            .order(campaigns::id.asc())
            .select(CampaignRow::as_select())
            .load(conn);
    }
    let ids: Vec<i64> = memberships::table
        .filter(memberships::user_id.eq(user_id))
        .select(memberships::campaign_id)
        .distinct()
        .load(conn)?;
    campaigns::table
        .filter(campaigns::id.eq_any(ids))
        .order(campaigns::id.asc())
        .select(CampaignRow::as_select())
        .load(conn)
}

/// `list_for`, each campaign with its state (an unreadable state is an
/// error for that campaign only).
pub fn list_with_states(
    conn: &mut DbConn,
    user_id: i64,
    admin: bool,
) -> QueryResult<Vec<(CampaignRow, anyhow::Result<CampaignState>)>> {
    let rows = list_for(conn, user_id, admin)?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let s = state_of(conn, &r);
            (r, s)
        })
        .collect())
}

pub fn all(conn: &mut DbConn) -> QueryResult<Vec<CampaignRow>> {
    campaigns::table
        .order(campaigns::id.asc())
        .select(CampaignRow::as_select())
        .load(conn)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn state(name: &str) -> Arc<CampaignState> {
        Arc::new(CampaignState::new(
            name,
            "aa-dday",
            Default::default(),
            chrono::NaiveDate::default(),
        ))
    }

    fn kept(cache: &StateCache, id: i64) -> Option<(i64, String)> {
        let map = cache.states.lock().ok()?;
        map.get(&id).map(|(v, s)| (*v, s.name.clone()))
    }

    #[test]
    fn a_newer_state_replaces_an_older_one_but_never_the_reverse() {
        let cache = StateCache::default();
        cache.put(1, 4, state("v4"));
        cache.put(1, 5, state("v5"));
        assert_eq!(kept(&cache, 1), Some((5, "v5".into())));
        cache.put(1, 4, state("v4 again"));
        assert_eq!(kept(&cache, 1), Some((5, "v5".into())));
        cache.put(2, 1, state("other"));
        assert_eq!(kept(&cache, 2), Some((1, "other".into())));
    }

    #[test]
    fn a_forgotten_campaign_is_read_again() {
        let cache = StateCache::default();
        cache.put(1, 5, state("rolled back"));
        cache.put(2, 1, state("kept"));
        cache.forget(1);
        assert_eq!(kept(&cache, 1), None);
        assert_eq!(kept(&cache, 2), Some((1, "kept".into())));
    }
}
