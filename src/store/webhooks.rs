//! A campaign's webhooks.

use super::schema::webhooks as wh;
use super::{now, write_tx, DbConn};
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = wh)]
pub struct Webhook {
    pub id: i64,
    pub campaign_id: i64,
    pub url: String,
    pub format: String,
    /// Comma-separated `HookEvent`s.
    pub events: String,
    pub created_at: NaiveDateTime,
}

impl Webhook {
    pub fn wants(&self, event: &str) -> bool {
        self.events.split(',').any(|e| e == event)
    }
}

pub fn of(c: &mut DbConn, campaign: i64) -> QueryResult<Vec<Webhook>> {
    wh::table
        .filter(wh::campaign_id.eq(campaign))
        .order(wh::id.asc())
        .select(Webhook::as_select())
        .load(c)
}

pub fn find(c: &mut DbConn, id: i64) -> QueryResult<Option<Webhook>> {
    wh::table
        .filter(wh::id.eq(id))
        .select(Webhook::as_select())
        .get_result(c)
        .optional()
}

/// Adds a webhook; the caller holds the campaign's row
/// (`campaigns::locked_tx`), having counted the campaign's webhooks.
pub fn add(
    c: &mut DbConn,
    campaign: i64,
    url: &str,
    format: &str,
    events: &str,
) -> QueryResult<Webhook> {
    diesel::insert_into(wh::table)
        .values((
            wh::campaign_id.eq(campaign),
            wh::url.eq(url),
            wh::format.eq(format),
            wh::events.eq(events),
            wh::created_at.eq(now()),
        ))
        .execute(c)?;
    wh::table
        .filter(wh::campaign_id.eq(campaign))
        .order(wh::id.desc())
        .select(Webhook::as_select())
        .first(c)
}

pub fn remove(c: &mut DbConn, campaign: i64, id: i64) -> QueryResult<usize> {
    write_tx(c, |c| {
        diesel::delete(
            wh::table
                .filter(wh::campaign_id.eq(campaign))
                .filter(wh::id.eq(id)),
        )
        .execute(c)
    })
}
