//! A change of the drafts alone on PostgreSQL in one round trip (#45): the
//! campaign's version bumped over the version it was decided on, the drafts
//! row and the change's history rows written by one statement whose parts
//! all hang on the bump (a campaign changed meanwhile writes nothing).
//!
//! Drafting is most of what a busy evening writes, and on PostgreSQL the
//! writer waited on one round trip per statement (docs/BENCHMARKS.md). SQLite
//! runs in the process, where a statement costs no trip; it keeps the
//! statements of `campaigns::save_state` and `history::append_events_after`.
//!
//! The statement is written as a query of its own (not `sql_query`, which
//! diesel never keeps prepared), so that PostgreSQL parses and plans it once
//! per connection for each number of history rows.

use super::history::NewEvent;
use crate::rules::CampaignState;
use chrono::NaiveDateTime;
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{BigInt, Integer, Nullable, Text, Timestamp, Untyped};

#[derive(QueryableByName)]
struct Bumped {
    #[diesel(sql_type = BigInt)]
    bumped: i64,
}

/// The columns of an event row after its campaign, in the order
/// `DraftsChange::walk_ast` binds them.
const EVENT_COLUMNS: &str = "round, side, phase, kind, actor_id, visibility, summary, payload, \
     created_at, inner_side, inner_summary, n_all, n_allies, n_axis, n_gm, said, inner_said";

/// The one statement, its values bound in the order they are written.
struct DraftsChange<'a> {
    id: i64,
    version: i64,
    next: i64,
    name: &'a str,
    at: NaiveDateTime,
    clock: Option<NaiveDateTime>,
    next_id: i64,
    drafts: String,
    allied_seq: i64,
    axis_seq: i64,
    events: &'a [NewEvent<'a>],
}

impl QueryId for DraftsChange<'_> {
    type QueryId = ();
    // Kept by its SQL, which differs only by the number of history rows.
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl Query for DraftsChange<'_> {
    type SqlType = Untyped;
}

impl RunQueryDsl<PgConnection> for DraftsChange<'_> {}

impl QueryFragment<Pg> for DraftsChange<'_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("WITH bump AS (UPDATE campaigns SET name = ");
        out.push_bind_param::<Text, _>(self.name)?;
        out.push_sql(", version = ");
        out.push_bind_param::<BigInt, _>(&self.next)?;
        out.push_sql(", updated_at = ");
        out.push_bind_param::<Timestamp, _>(&self.at)?;
        out.push_sql(", clock_at = ");
        out.push_bind_param::<Nullable<Timestamp>, _>(&self.clock)?;
        out.push_sql(" WHERE id = ");
        out.push_bind_param::<BigInt, _>(&self.id)?;
        out.push_sql(" AND version = ");
        out.push_bind_param::<BigInt, _>(&self.version)?;
        out.push_sql(
            " RETURNING id), drafts AS (INSERT INTO campaign_drafts (campaign_id, next_id, \
             drafts_json, allied_seq, axis_seq) SELECT id, ",
        );
        out.push_bind_param::<BigInt, _>(&self.next_id)?;
        out.push_sql(", ");
        out.push_bind_param::<Text, _>(&self.drafts)?;
        out.push_sql(", ");
        out.push_bind_param::<BigInt, _>(&self.allied_seq)?;
        out.push_sql(", ");
        out.push_bind_param::<BigInt, _>(&self.axis_seq)?;
        out.push_sql(
            " FROM bump ON CONFLICT (campaign_id) DO UPDATE SET next_id = excluded.next_id, \
             drafts_json = excluded.drafts_json, allied_seq = excluded.allied_seq, \
             axis_seq = excluded.axis_seq)",
        );
        if !self.events.is_empty() {
            out.push_sql(", entries AS (INSERT INTO events (campaign_id, ");
            out.push_sql(EVENT_COLUMNS);
            out.push_sql(") SELECT bump.id, v.* FROM bump CROSS JOIN (VALUES ");
            for (i, e) in self.events.iter().enumerate() {
                out.push_sql(if i == 0 { "(" } else { ", (" });
                out.push_bind_param::<Integer, _>(&e.round)?;
                out.push_sql(", ");
                out.push_bind_param::<Text, _>(e.side)?;
                out.push_sql(", ");
                out.push_bind_param::<Text, _>(e.phase)?;
                out.push_sql(", ");
                out.push_bind_param::<Text, _>(e.kind)?;
                out.push_sql(", ");
                out.push_bind_param::<Nullable<BigInt>, _>(&e.actor_id)?;
                out.push_sql(", ");
                out.push_bind_param::<Text, _>(e.visibility)?;
                out.push_sql(", ");
                out.push_bind_param::<Text, _>(e.summary)?;
                out.push_sql(", ");
                out.push_bind_param::<Text, _>(&e.payload)?;
                out.push_sql(", ");
                out.push_bind_param::<Timestamp, _>(&e.created_at)?;
                out.push_sql(", ");
                out.push_bind_param::<Nullable<Text>, _>(&e.inner_side)?;
                out.push_sql(", ");
                out.push_bind_param::<Nullable<Text>, _>(&e.inner_summary)?;
                for n in [
                    &e.numbers.public,
                    &e.numbers.allies,
                    &e.numbers.axis,
                    &e.numbers.gm,
                ] {
                    out.push_sql(", ");
                    out.push_bind_param::<BigInt, _>(n)?;
                }
                out.push_sql(", ");
                out.push_bind_param::<Nullable<Text>, _>(&e.said)?;
                out.push_sql(", ");
                out.push_bind_param::<Nullable<Text>, _>(&e.inner_said)?;
                out.push_sql(")");
            }
            out.push_sql(") AS v (");
            out.push_sql(EVENT_COLUMNS);
            out.push_sql("))");
        }
        out.push_sql(" SELECT count(*) AS bumped FROM bump");
        Ok(())
    }
}

/// Saves a drafts-only change of campaign `id` decided over `version`, with
/// its history rows; the new version. Fails, writing nothing, if the
/// campaign's version is no longer `version`.
pub fn save_drafts(
    conn: &mut PgConnection,
    id: i64,
    version: i64,
    new: &CampaignState,
    events: &[NewEvent],
) -> anyhow::Result<i64> {
    let change = DraftsChange {
        id,
        version,
        next: version + 1,
        name: &new.name,
        at: super::now(),
        clock: crate::rules::clock::clock_at(new).map(|t| t.naive_utc()),
        next_id: i64::from(new.next_id),
        drafts: serde_json::to_string(&new.drafts)?,
        allied_seq: i64::from(new.draft_seq.allies),
        axis_seq: i64::from(new.draft_seq.axis),
        events,
    };
    let row: Bumped = change.get_result(conn)?;
    anyhow::ensure!(row.bumped == 1, "campaign {id} changed concurrently");
    Ok(version + 1)
}
