//! Signed-in sessions, kept on the server. The cookie holds a random key;
//! the table holds only its SHA-256 digest, so a copy of the database does
//! not sign anyone in. A session ends when its row goes: on sign-out, when
//! the password changes, when an admin revokes it, or when it has been idle
//! or alive too long.

use super::accounts::{token_digest, User};
use super::schema::{sessions, users};
use super::{now, write_tx, DbConn};
use chrono::NaiveDateTime;
use diesel::prelude::*;

pub use crate::config::Lifetimes;

/// A live session as its owner sees it on the account page.
#[derive(Debug, Clone, Queryable)]
pub struct SessionInfo {
    pub id: i64,
    pub created_at: NaiveDateTime,
    pub last_seen_at: NaiveDateTime,
    pub user_agent: String,
    pub address: String,
}

/// What a request's cookie opens: the row, its stored state and its user.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub id: i64,
    pub data: String,
    pub user: User,
}

/// Last-seen is written at most this often, so reading pages does not
/// write to the database on every request.
const TOUCH_EVERY_SECONDS: i64 = 60;

/// The live session of `key` with its user, in one statement; refreshes
/// last-seen when it is stale.
pub fn load(conn: &mut DbConn, key: &str, life: Lifetimes) -> QueryResult<Option<Loaded>> {
    let at = now();
    let (idle_since, born_since) = life.bounds(at);
    let row = sessions::table
        .inner_join(users::table)
        .filter(sessions::key_hash.eq(token_digest(key)))
        .filter(sessions::last_seen_at.gt(idle_since))
        .filter(sessions::created_at.gt(born_since))
        .select((
            sessions::id,
            sessions::data,
            sessions::last_seen_at,
            User::as_select(),
        ))
        .get_result::<(i64, String, NaiveDateTime, User)>(conn)
        .optional()?;
    let Some((id, data, seen, user)) = row else {
        return Ok(None);
    };
    if (at - seen).num_seconds() >= TOUCH_EVERY_SECONDS {
        let touched = write_tx(conn, |c| {
            diesel::update(sessions::table.find(id))
                .set(sessions::last_seen_at.eq(at))
                .execute(c)
        });
        // A full disk or a read-only moment must not sign anyone out: the
        // next request touches it again.
        if let Err(e) = touched {
            tracing::warn!(error = %e, "session last-seen not written");
        }
    }
    Ok(Some(Loaded { id, data, user }))
}

/// A kept session (`web::kept`) confirmed: its state and its user as now
/// stored, if the session `id` of `user_id` is still live.
pub fn confirm(
    conn: &mut DbConn,
    id: i64,
    user_id: i64,
    life: Lifetimes,
) -> QueryResult<Option<(String, User)>> {
    let (idle_since, born_since) = life.live_since();
    sessions::table
        .inner_join(users::table)
        .filter(sessions::id.eq(id))
        .filter(sessions::user_id.eq(user_id))
        .filter(sessions::last_seen_at.gt(idle_since))
        .filter(sessions::created_at.gt(born_since))
        .select((sessions::data, User::as_select()))
        .get_result(conn)
        .optional()
}

/// Stores a new session of `user_id` under `key`.
pub fn create(
    conn: &mut DbConn,
    key: &str,
    user_id: i64,
    data: &str,
    user_agent: &str,
    address: &str,
) -> QueryResult<()> {
    let at = now();
    write_tx(conn, |c| {
        diesel::insert_into(sessions::table)
            .values((
                sessions::key_hash.eq(token_digest(key)),
                sessions::user_id.eq(user_id),
                sessions::data.eq(data),
                sessions::created_at.eq(at),
                sessions::last_seen_at.eq(at),
                sessions::user_agent.eq(clip(user_agent, 200)),
                sessions::address.eq(clip(address, 64)),
            ))
            .execute(c)
    })?;
    Ok(())
}

/// Replaces a live session's state; false when the session is gone
/// (ended elsewhere meanwhile), so that a change never brings it back.
pub fn update(conn: &mut DbConn, key: &str, data: &str) -> QueryResult<bool> {
    let at = now();
    let n = write_tx(conn, |c| {
        diesel::update(sessions::table.filter(sessions::key_hash.eq(token_digest(key))))
            .set((sessions::data.eq(data), sessions::last_seen_at.eq(at)))
            .execute(c)
    })?;
    Ok(n > 0)
}

/// Ends the session of `key`.
pub fn delete(conn: &mut DbConn, key: &str) -> QueryResult<usize> {
    write_tx(conn, |c| {
        diesel::delete(sessions::table.filter(sessions::key_hash.eq(token_digest(key)))).execute(c)
    })
}

/// Ends one of the user's sessions (the account page's "sign out" beside it).
pub fn end_one(conn: &mut DbConn, user_id: i64, id: i64) -> QueryResult<usize> {
    write_tx(conn, |c| {
        diesel::delete(
            sessions::table
                .filter(sessions::user_id.eq(user_id))
                .filter(sessions::id.eq(id)),
        )
        .execute(c)
    })
}

/// Ends every session of the user. Inside the caller's transaction (a
/// password change ends them with the change itself).
pub fn end_all_of(conn: &mut DbConn, user_id: i64) -> QueryResult<usize> {
    diesel::delete(sessions::table.filter(sessions::user_id.eq(user_id))).execute(conn)
}

/// The user's live sessions, most recently used first.
pub fn list(conn: &mut DbConn, user_id: i64, life: Lifetimes) -> QueryResult<Vec<SessionInfo>> {
    let (idle_since, born_since) = life.bounds(now());
    sessions::table
        .filter(sessions::user_id.eq(user_id))
        .filter(sessions::last_seen_at.gt(idle_since))
        .filter(sessions::created_at.gt(born_since))
        .order((sessions::last_seen_at.desc(), sessions::id.desc()))
        .select((
            sessions::id,
            sessions::created_at,
            sessions::last_seen_at,
            sessions::user_agent,
            sessions::address,
        ))
        .load(conn)
}

/// Deletes the rows of sessions that have ended by time.
pub fn purge_expired(conn: &mut DbConn, life: Lifetimes) -> QueryResult<usize> {
    let (idle_since, born_since) = life.bounds(now());
    write_tx(conn, |c| {
        diesel::delete(
            sessions::table.filter(
                sessions::last_seen_at
                    .le(idle_since)
                    .or(sessions::created_at.le(born_since)),
            ),
        )
        .execute(c)
    })
}

fn clip(s: &str, max: usize) -> String {
    s.chars().take(max).collect()
}
