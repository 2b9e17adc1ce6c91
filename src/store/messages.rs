//! Messages and how far each member has read each channel.

use super::schema::{message_reads, messages};
use super::{now, write_tx, DbConn};
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = messages)]
pub struct Message {
    pub id: i64,
    pub campaign_id: i64,
    pub channel: String,
    pub author_id: i64,
    pub body: String,
    pub created_at: NaiveDateTime,
    pub edited_at: Option<NaiveDateTime>,
    pub deleted_at: Option<NaiveDateTime>,
    pub deleted_by: Option<i64>,
    /// Its number in its channel (what readers see).
    pub n: i64,
}

/// Posts a message (inside the caller's transaction).
pub fn post(
    c: &mut DbConn,
    campaign: i64,
    channel: &str,
    author: i64,
    body: &str,
) -> QueryResult<Message> {
    // Numbered on in its channel (the caller holds the campaign's row).
    let last: Option<i64> = messages::table
        .filter(messages::campaign_id.eq(campaign))
        .filter(messages::channel.eq(channel))
        .select(diesel::dsl::max(messages::n))
        .get_result(c)?;
    diesel::insert_into(messages::table)
        .values((
            messages::campaign_id.eq(campaign),
            messages::channel.eq(channel),
            messages::author_id.eq(author),
            messages::body.eq(body),
            messages::created_at.eq(now()),
            messages::n.eq(last.unwrap_or(0) + 1),
        ))
        .execute(c)?;
    // The row just written (the caller's transaction holds the writer).
    messages::table
        .filter(messages::campaign_id.eq(campaign))
        .filter(messages::author_id.eq(author))
        .filter(messages::channel.eq(channel))
        .order(messages::id.desc())
        .select(Message::as_select())
        .first(c)
}

/// The channel's messages after number `after` (all when None), the
/// newest `limit`, oldest first.
pub fn list(
    c: &mut DbConn,
    campaign: i64,
    channel: &str,
    after: Option<i64>,
    limit: i64,
) -> QueryResult<Vec<Message>> {
    let mut rows: Vec<Message> = messages::table
        .filter(messages::campaign_id.eq(campaign))
        .filter(messages::channel.eq(channel))
        .filter(messages::n.gt(after.unwrap_or(0)))
        .order(messages::n.desc())
        .limit(limit)
        .select(Message::as_select())
        .load(c)?;
    rows.reverse();
    Ok(rows)
}

/// Message number `n` of a channel.
pub fn find(c: &mut DbConn, campaign: i64, channel: &str, n: i64) -> QueryResult<Option<Message>> {
    messages::table
        .filter(messages::campaign_id.eq(campaign))
        .filter(messages::channel.eq(channel))
        .filter(messages::n.eq(n))
        .select(Message::as_select())
        .get_result(c)
        .optional()
}

pub fn edit(c: &mut DbConn, id: i64, body: &str) -> QueryResult<usize> {
    write_tx(c, |c| {
        diesel::update(messages::table.find(id))
            .set((messages::body.eq(body), messages::edited_at.eq(Some(now()))))
            .execute(c)
    })
}

/// Deletes a message's text; the row stays as the trace of who did it.
pub fn delete(c: &mut DbConn, id: i64, by: i64) -> QueryResult<usize> {
    write_tx(c, |c| {
        diesel::update(messages::table.find(id))
            .set((
                messages::body.eq(""),
                messages::deleted_at.eq(Some(now())),
                messages::deleted_by.eq(Some(by)),
            ))
            .execute(c)
    })
}

/// Marks `channel` read by `user` up to the message `upto`.
pub fn mark_read(
    c: &mut DbConn,
    campaign: i64,
    user: i64,
    channel: &str,
    upto: i64,
) -> QueryResult<()> {
    let key = || {
        message_reads::table
            .filter(message_reads::campaign_id.eq(campaign))
            .filter(message_reads::user_id.eq(user))
            .filter(message_reads::channel.eq(channel.to_string()))
    };
    let read = |c: &mut DbConn| -> QueryResult<Option<i64>> {
        let query = key().select(message_reads::last_read);
        super::db::on_backend!(c, |c| query.get_result(c).optional())
    };
    // Reading a thread again is the common case: it costs one read and
    // never takes the write lock (on SQLite, one writer at a time).
    if read(c)?.is_some_and(|b| b >= upto) {
        return Ok(());
    }
    write_tx(c, |c| {
        if read(c)?.is_some_and(|b| b >= upto) {
            return Ok(());
        }
        diesel::delete(key()).execute(c)?;
        diesel::insert_into(message_reads::table)
            .values((
                message_reads::campaign_id.eq(campaign),
                message_reads::user_id.eq(user),
                message_reads::channel.eq(channel),
                message_reads::last_read.eq(upto),
            ))
            .execute(c)?;
        Ok(())
    })
}

/// Messages by others that `user` has not read, per channel of `channels`,
/// in one statement (every page with an unread count asks this). The
/// statement counts every channel of the campaign and the answer keeps the
/// reader's: a list of channels in the SQL (`IN (?, ?, ..)`) would make a
/// statement that cannot be kept prepared, parsed and planned again at
/// every page (a tenth of the messages page's cost).
pub fn unread(
    c: &mut DbConn,
    campaign: i64,
    user: i64,
    channels: &[String],
) -> QueryResult<Vec<(String, i64)>> {
    let query = messages::table
        .left_join(
            message_reads::table.on(message_reads::campaign_id
                .eq(messages::campaign_id)
                .and(message_reads::user_id.eq(user))
                .and(message_reads::channel.eq(messages::channel))),
        )
        .filter(messages::campaign_id.eq(campaign))
        .filter(messages::author_id.ne(user))
        .filter(messages::deleted_at.is_null())
        .filter(
            message_reads::last_read
                .nullable()
                .is_null()
                .or(messages::id
                    .nullable()
                    .gt(message_reads::last_read.nullable())),
        )
        .group_by(messages::channel)
        .select((messages::channel, diesel::dsl::count_star()));
    let counts: Vec<(String, i64)> = super::db::on_backend!(c, |c| query.load(c))?;
    let counts: std::collections::HashMap<String, i64> = counts.into_iter().collect();
    Ok(channels
        .iter()
        .map(|ch| (ch.clone(), counts.get(ch).copied().unwrap_or(0)))
        .collect())
}

/// Messages `author` posted since `since` (for the rate limit).
pub fn posted_since(
    c: &mut DbConn,
    campaign: i64,
    author: i64,
    since: NaiveDateTime,
) -> QueryResult<i64> {
    messages::table
        .filter(messages::campaign_id.eq(campaign))
        .filter(messages::author_id.eq(author))
        .filter(messages::created_at.gt(since))
        .count()
        .get_result(c)
}
