//! A change of the drafts alone on PostgreSQL in one round trip (#45): the
//! campaign's version bumped over the version it was decided on, the drafts
//! row and the change's history rows written by one statement whose parts
//! all hang on the bump (a campaign changed meanwhile writes nothing).
//!
//! Drafting is most of what a busy evening writes, and on PostgreSQL the
//! writer waited on one round trip per statement (docs/BENCHMARKS.md). SQLite
//! runs in the process, where a statement costs no trip; it keeps the
//! statements of `campaigns::save_state` and `history::append_events_after`.

use super::history::NewEvent;
use crate::rules::CampaignState;
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, Nullable, Text, Timestamp};
use std::fmt::Write;

#[derive(QueryableByName)]
struct Bumped {
    #[diesel(sql_type = BigInt)]
    bumped: i64,
}

/// The columns of an event row after its campaign, in the order of
/// `NewEvent`'s binds below.
const EVENT_COLUMNS: &str = "round, side, phase, kind, actor_id, visibility, summary, payload, \
     created_at, inner_side, inner_summary, n_all, n_allies, n_axis, n_gm";
const EVENT_BINDS: usize = 15;

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
    let mut sql = String::from(
        "WITH bump AS (UPDATE campaigns SET name = $1, version = $2 + 1, updated_at = $3, \
         clock_at = $4 WHERE id = $5 AND version = $2 RETURNING id), \
         drafts AS (INSERT INTO campaign_drafts (campaign_id, next_id, drafts_json, allied_seq, \
         axis_seq) SELECT id, $6, $7, $8, $9 FROM bump ON CONFLICT (campaign_id) DO UPDATE SET \
         next_id = excluded.next_id, drafts_json = excluded.drafts_json, \
         allied_seq = excluded.allied_seq, axis_seq = excluded.axis_seq)",
    );
    if !events.is_empty() {
        let _ = write!(
            sql,
            ", entries AS (INSERT INTO events (campaign_id, {EVENT_COLUMNS}) \
             SELECT bump.id, v.* FROM bump CROSS JOIN (VALUES "
        );
        let mut n = 10;
        for (i, _) in events.iter().enumerate() {
            sql.push_str(if i == 0 { "(" } else { ", (" });
            for j in 0..EVENT_BINDS {
                let _ = write!(sql, "{}${n}", if j == 0 { "" } else { ", " });
                n += 1;
            }
            sql.push(')');
        }
        let _ = write!(sql, ") AS v ({EVENT_COLUMNS}))");
    }
    sql.push_str(" SELECT count(*) AS bumped FROM bump");
    let drafts = serde_json::to_string(&new.drafts)?;
    let clock = crate::rules::clock::clock_at(new).map(|t| t.naive_utc());
    let mut q = diesel::sql_query(sql)
        .into_boxed::<Pg>()
        .bind::<Text, _>(new.name.as_str())
        .bind::<BigInt, _>(version)
        .bind::<Timestamp, _>(super::now())
        .bind::<Nullable<Timestamp>, _>(clock)
        .bind::<BigInt, _>(id)
        .bind::<BigInt, _>(i64::from(new.next_id))
        .bind::<Text, _>(drafts)
        .bind::<BigInt, _>(i64::from(new.draft_seq.allies))
        .bind::<BigInt, _>(i64::from(new.draft_seq.axis));
    for e in events {
        q = q
            .bind::<Integer, _>(e.round)
            .bind::<Text, _>(e.side)
            .bind::<Text, _>(e.phase)
            .bind::<Text, _>(e.kind)
            .bind::<Nullable<BigInt>, _>(e.actor_id)
            .bind::<Text, _>(e.visibility)
            .bind::<Text, _>(e.summary)
            .bind::<Text, _>(e.payload.as_str())
            .bind::<Timestamp, _>(e.created_at)
            .bind::<Nullable<Text>, _>(e.inner_side)
            .bind::<Nullable<Text>, _>(e.inner_summary)
            .bind::<BigInt, _>(e.numbers.public)
            .bind::<BigInt, _>(e.numbers.allies)
            .bind::<BigInt, _>(e.numbers.axis)
            .bind::<BigInt, _>(e.numbers.gm);
    }
    let row: Bumped = q.get_result(conn)?;
    anyhow::ensure!(row.bumped == 1, "campaign {id} changed concurrently");
    Ok(version + 1)
}
