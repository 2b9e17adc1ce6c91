//! Campaigns: the state document, memberships, history events and phase
//! snapshots.

pub use super::history::*;
pub use super::members::*;
use super::schema::{campaign_drafts, campaign_states, campaigns, memberships};
use super::{now, DbConn};
use crate::rules::{CampaignState, Side};
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
    /// What the campaign sends to the public or a forum is written in
    /// (a language code, #44; the GM chooses).
    pub language: String,
}

impl CampaignRow {
    /// The campaign's language (English when unknown).
    pub fn lang(&self) -> crate::rules::say::Lang {
        crate::rules::say::Lang::of(&self.language).unwrap_or_default()
    }
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
    let mut state = read_state(conn, id, &json)?;
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

/// A stored state document read through its upgrade steps
/// (`rules::upgrade`); an older one learns where its units moved from the
/// snapshot that began its phase.
fn read_state(conn: &mut DbConn, id: i64, json: &str) -> anyhow::Result<CampaignState> {
    use crate::rules::upgrade;
    let doc: serde_json::Value = serde_json::from_str(json)?;
    let start = match upgrade::phase_start_label(&doc) {
        Some(label) if upgrade::format_of(&doc) < upgrade::FORMAT => {
            super::snapshots::snapshot_json(conn, id, &label)?
                .and_then(|j| serde_json::from_str::<serde_json::Value>(&j).ok())
        }
        _ => None,
    };
    let doc = upgrade::upgrade(doc, start.as_ref()).map_err(anyhow::Error::msg)?;
    Ok(serde_json::from_value(doc)?)
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
    let update = diesel::update(campaign_drafts::table.find(id)).set(values);
    let n = super::db::on_backend!(conn, |c| update.execute(c))?;
    if n == 0 {
        diesel::insert_into(campaign_drafts::table)
            .values((campaign_drafts::campaign_id.eq(id), values))
            .execute(conn)?;
    }
    Ok(())
}

/// Parsed campaign states by (campaign, version): pages read the state far
/// more often than it changes, and every change bumps the version. The
/// most recently used `STATES_KEPT` campaigns are kept (a parsed state of a
/// 24-battalion campaign is about 100 KB), so memory stays flat however
/// many campaigns a server holds.
pub struct StateCache {
    states: std::sync::Mutex<lru::LruCache<i64, (i64, std::sync::Arc<CampaignState>)>>,
}

/// Campaigns whose parsed state is kept: every campaign of a community
/// server with pages open (#45: with 128 for 500 campaigns, the streams'
/// heartbeats parsed states all day long).
pub const STATES_KEPT: usize = 512;

impl Default for StateCache {
    fn default() -> Self {
        StateCache {
            states: std::sync::Mutex::new(lru::LruCache::new(
                std::num::NonZeroUsize::MIN.saturating_add(STATES_KEPT - 1),
            )),
        }
    }
}

impl StateCache {
    /// Keeps the state a committed change wrote at `version`, so readers
    /// need not parse it; an older version never replaces a newer one.
    pub fn put(&self, id: i64, version: i64, state: std::sync::Arc<CampaignState>) {
        if let Ok(mut map) = self.states.lock() {
            match map.peek(&id) {
                Some((v, _)) if *v > version => {}
                _ => {
                    map.put(id, (version, state));
                }
            }
        }
    }

    /// Drops what is kept for a campaign (a change that was rolled back).
    pub fn forget(&self, id: i64) {
        if let Ok(mut map) = self.states.lock() {
            map.pop(&id);
        }
    }

    /// The state of a campaign at `version`, parsed at most once.
    pub fn get(
        &self,
        conn: &mut DbConn,
        id: i64,
        version: i64,
    ) -> anyhow::Result<std::sync::Arc<CampaignState>> {
        if let Ok(mut map) = self.states.lock() {
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

/// Sets the campaign's language (#44).
pub fn set_language(
    conn: &mut DbConn,
    id: i64,
    lang: crate::rules::say::Lang,
) -> QueryResult<usize> {
    diesel::update(campaigns::table.find(id))
        .set(campaigns::language.eq(lang.code()))
        .execute(conn)
}

pub fn create(conn: &mut DbConn, state: &CampaignState) -> anyhow::Result<i64> {
    let id = diesel::insert_into(campaigns::table)
        .values((
            campaigns::name.eq(&state.name),
            campaigns::map_id.eq(&state.map_id),
            campaigns::version.eq(0i64),
            campaigns::created_at.eq(now()),
            campaigns::updated_at.eq(now()),
            campaigns::clock_at.eq(clock_of(state)),
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

/// Locks a campaign's row until the transaction ends (PostgreSQL; SQLite's
/// writer already holds the database's write lock): a check-then-write of
/// a count that spans rows (the files' quota, the message rate) is then
/// done by one writer at a time.
pub fn lock(conn: &mut DbConn, id: i64) -> QueryResult<()> {
    if let DbConn::Postgresql(c) = conn {
        campaigns::table
            .find(id)
            .select(campaigns::id)
            .for_update()
            .get_result::<i64>(c)
            .optional()?;
    }
    Ok(())
}

/// Runs `f` in a write transaction holding the campaign's row (`lock`):
/// every check-then-write that spans rows (a cap counted before an insert,
/// a row written if none exists) goes through here, so two requests, on
/// one instance or two, cannot both pass it (#40: 80 parallel posts stored
/// 54 sealed notes against a cap of 50 on PostgreSQL).
pub fn locked_tx<T, E, F>(conn: &mut DbConn, id: i64, f: F) -> Result<T, E>
where
    F: FnOnce(&mut DbConn) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    super::write_tx(conn, |c| {
        lock(c, id)?;
        f(c)
    })
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
    let bump = diesel::update(row).set((
        campaigns::name.eq(&new.name),
        campaigns::version.eq(version + 1),
        campaigns::updated_at.eq(now()),
        campaigns::clock_at.eq(clock_of(new)),
    ));
    let n = super::db::on_backend!(conn, |c| bump.execute(c))?;
    anyhow::ensure!(n == 1, "campaign {id} changed concurrently");
    if !drafts_only {
        diesel::update(campaign_states::table.find(id))
            .set(campaign_states::state_json.eq(serde_json::to_string(new)?))
            .execute(conn)?;
    }
    save_drafts(conn, id, new)?;
    Ok(version + 1)
}

/// When the clock next acts on `s` (`rules::clock::clock_at`), as stored.
fn clock_of(s: &CampaignState) -> Option<NaiveDateTime> {
    crate::rules::clock::clock_at(s).map(|t| t.naive_utc())
}

/// Campaigns whose clock is due at `at`, oldest first: (id, the deadline).
pub fn due_clocks(
    conn: &mut DbConn,
    at: NaiveDateTime,
    limit: i64,
) -> QueryResult<Vec<(i64, NaiveDateTime)>> {
    let rows: Vec<(i64, Option<NaiveDateTime>)> = campaigns::table
        .filter(campaigns::clock_at.le(at))
        .order(campaigns::clock_at.asc())
        .limit(limit)
        .select((campaigns::id, campaigns::clock_at))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, t)| t.map(|t| (id, t)))
        .collect())
}

/// Sets every campaign's clock from its state (at start: campaigns saved by
/// an older version, or a state changed by hand); how many changed.
pub fn refresh_clocks(conn: &mut DbConn, states: &StateCache) -> anyhow::Result<usize> {
    let rows: Vec<(i64, i64, Option<NaiveDateTime>)> = campaigns::table
        .select((campaigns::id, campaigns::version, campaigns::clock_at))
        .load(conn)?;
    let mut changed = 0;
    for (id, version, stored) in rows {
        let clock = clock_of(states.get(conn, id, version)?.as_ref());
        if clock != stored {
            // Only if no instance has changed the campaign since it was
            // read: a change writes its own clock, and this one, from the
            // older state, would hide a deadline it brought forward.
            changed += diesel::update(
                campaigns::table
                    .filter(campaigns::id.eq(id))
                    .filter(campaigns::version.eq(version)),
            )
            .set(campaigns::clock_at.eq(clock))
            .execute(conn)?;
        }
    }
    Ok(changed)
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
mod tests;
