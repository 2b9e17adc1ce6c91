//! The history as one reader may read it (R12.1): only the entries meant
//! for their audience, in the text meant for them, numbered over what they
//! may read.

use crate::error::AppError;
use crate::rules::{Actor, Audience};
use crate::store::history;
use crate::store::DbConn;

use crate::store::history::HistoryFilter as StoreFilter;

/// Which entries to read, newest first: a round, a kind (or `corrections`,
/// R12.3), entries numbered below `before` (the reader's numbers), at most
/// `limit`.
#[derive(Debug, Clone, Default)]
pub struct HistoryFilter {
    pub round: Option<i32>,
    pub kind: Option<String>,
    pub before: Option<i64>,
    pub limit: i64,
}

impl From<&HistoryFilter> for StoreFilter {
    fn from(f: &HistoryFilter) -> StoreFilter {
        StoreFilter {
            round: f.round,
            kind: f.kind.clone(),
            before: f.before,
            limit: f.limit,
        }
    }
}
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// One history entry as a reader reads it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct HistoryEntry {
    /// Numbered 1, 2, 3 ... over the entries this reader may read.
    pub id: i64,
    pub round: i32,
    pub side: String,
    pub phase: String,
    pub kind: String,
    /// The user who made the change.
    pub actor: Option<i64>,
    pub summary: String,
    /// The event's facts, as the entry's whole audience may know them.
    #[schema(value_type = Object)]
    pub payload: serde_json::Value,
    pub at: DateTime<Utc>,
}

/// One page of the entries `viewer` may read, newest first, in `lang`
/// (#44: an entry kept as a message is said again in it).
pub fn read(
    c: &mut DbConn,
    campaign_id: i64,
    viewer: &Actor,
    filter: &HistoryFilter,
    lang: crate::rules::say::Lang,
) -> Result<Vec<HistoryEntry>, AppError> {
    let who = Audience::of(viewer);
    let rows = history::read(c, campaign_id, who, &StoreFilter::from(filter))?;
    Ok(rows
        .into_iter()
        .map(|e| HistoryEntry {
            id: e.number(who),
            round: e.round,
            summary: e.text_in(viewer, lang),
            payload: serde_json::from_str(&e.payload).unwrap_or(serde_json::Value::Null),
            at: e.created_at.and_utc(),
            side: e.side,
            phase: e.phase,
            kind: e.kind,
            actor: e.actor_id,
        })
        .collect())
}

/// The number of the newest entry `who` may read (what their history page
/// is kept under).
pub fn newest_for(c: &mut DbConn, campaign_id: i64, who: Audience) -> Result<i64, AppError> {
    Ok(history::newest_for(c, campaign_id, who)?)
}

/// The rounds and kinds of the entries audience `who` may read (the
/// history page's filters).
pub fn facets(c: &mut DbConn, id: i64, who: Audience) -> Result<(Vec<i32>, Vec<String>), AppError> {
    Ok(history::facets(c, id, who)?)
}

/// What the history page's filters are made of: the rounds and kinds `who`
/// may read, the saved phases, and the entry that started the campaign.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Facets {
    pub rounds: Vec<i32>,
    pub kinds: Vec<String>,
    pub snapshots: Vec<String>,
    /// The entry that started the campaign (what came before is the setup).
    pub start: Option<i64>,
}

pub(crate) fn all_facets(c: &mut DbConn, id: i64, actor: &Actor) -> Result<Facets, AppError> {
    let started = HistoryFilter {
        round: None,
        kind: Some("campaign_started".into()),
        before: None,
        limit: 1,
    };
    let (rounds, kinds) = facets(c, id, Audience::of(actor))?;
    Ok(Facets {
        rounds,
        kinds,
        snapshots: crate::store::snapshots::snapshot_labels(c, id)?,
        start: read(c, id, actor, &started, crate::rules::say::Lang::En)?
            .first()
            .map(|e| e.id),
    })
}
