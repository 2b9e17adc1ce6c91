//! Users, API tokens and one-time links (invitations, password resets).

use super::schema::{api_tokens, user_tokens, users};
use super::{now, DbConn};
use chrono::NaiveDateTime;
use diesel::prelude::*;
use sha2::{Digest, Sha256};

/// A user row. Serialisable only so that a loaded session can carry it
/// through the request (never stored or sent as such).
#[derive(Debug, Clone, Queryable, Selectable, serde::Serialize, serde::Deserialize)]
#[diesel(table_name = users)]
pub struct User {
    pub id: i64,
    pub email: String,
    pub display_name: String,
    pub password_hash: String,
    pub time_zone: String,
    pub is_admin: bool,
    pub created_at: NaiveDateTime,
    pub digest_hour: i32,
    /// The SHA-256 digest of the calendar feed's secret (never the secret).
    pub calendar_token: Option<String>,
    /// The CMBN version the member has (R13.2); empty: not said.
    pub cmbn_version: String,
    /// The CMBN modules the member has, one per line.
    pub cmbn_modules: String,
    /// The language the member reads Bocage in (#44); empty: not chosen.
    pub language: String,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = api_tokens)]
pub struct ApiToken {
    pub id: i64,
    pub user_id: i64,
    pub name: String,
    pub token_hash: String,
    pub created_at: NaiveDateTime,
    pub last_used_at: Option<NaiveDateTime>,
}

/// Tokens are stored as SHA-256 digests: they are long random strings, so a
/// fast hash is enough and lets us look them up by value.
pub fn token_digest(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

pub fn normalise_email(email: &str) -> String {
    email.trim().to_lowercase()
}

pub fn find_by_email(conn: &mut DbConn, email: &str) -> QueryResult<Option<User>> {
    users::table
        .filter(users::email.eq(normalise_email(email)))
        .select(User::as_select())
        .get_result(conn)
        .optional()
}

/// The user whose calendar feed secret is `token` (stored as its digest).
pub fn by_calendar_token(conn: &mut DbConn, token: &str) -> QueryResult<Option<User>> {
    users::table
        .filter(users::calendar_token.eq(Some(token_digest(token))))
        .select(User::as_select())
        .get_result(conn)
        .optional()
}

/// The hour (0-23, the user's time) of the daily digest.
pub fn set_digest_hour(conn: &mut DbConn, id: i64, hour: i32) -> QueryResult<usize> {
    diesel::update(users::table.find(id))
        .set(users::digest_hour.eq(hour))
        .execute(conn)
}

/// The digest of the calendar feed's secret; None: no feed.
pub fn set_calendar_token(conn: &mut DbConn, id: i64, digest: Option<&str>) -> QueryResult<usize> {
    diesel::update(users::table.find(id))
        .set(users::calendar_token.eq(digest))
        .execute(conn)
}

pub fn find(conn: &mut DbConn, id: i64) -> QueryResult<Option<User>> {
    users::table
        .find(id)
        .select(User::as_select())
        .get_result(conn)
        .optional()
}

pub fn first_admin(conn: &mut DbConn) -> QueryResult<Option<User>> {
    users::table
        .filter(users::is_admin.eq(true))
        .order(users::id.asc())
        .select(User::as_select())
        .first(conn)
        .optional()
}

pub fn count(conn: &mut DbConn) -> QueryResult<i64> {
    users::table.count().get_result(conn)
}

pub fn create(
    conn: &mut DbConn,
    email: &str,
    display_name: &str,
    password_hash: &str,
    is_admin: bool,
) -> QueryResult<i64> {
    diesel::insert_into(users::table)
        .values((
            users::email.eq(normalise_email(email)),
            users::display_name.eq(display_name),
            users::password_hash.eq(password_hash),
            users::time_zone.eq("UTC"),
            users::is_admin.eq(is_admin),
            users::created_at.eq(now()),
        ))
        .returning(users::id)
        .get_result(conn)
}

/// A new password voids every one-time link the user still holds.
pub fn set_password(conn: &mut DbConn, user_id: i64, hash: &str) -> QueryResult<()> {
    diesel::update(users::table.find(user_id))
        .set(users::password_hash.eq(hash))
        .execute(conn)?;
    void_user_tokens(conn, user_id, None)?;
    Ok(())
}

/// The CMBN a member has (R13.2): a version and modules, one per line.
pub fn set_game(conn: &mut DbConn, user_id: i64, version: &str, modules: &str) -> QueryResult<()> {
    diesel::update(users::table.find(user_id))
        .set((
            users::cmbn_version.eq(version),
            users::cmbn_modules.eq(modules),
        ))
        .execute(conn)?;
    Ok(())
}

/// The language a member reads pages and mail in (#44); empty: not chosen.
pub fn set_language(conn: &mut DbConn, user_id: i64, language: &str) -> QueryResult<()> {
    diesel::update(users::table.find(user_id))
        .set(users::language.eq(language))
        .execute(conn)?;
    Ok(())
}

/// The CMBN each of `ids` has: (user, version, modules one per line).
pub fn games_of(conn: &mut DbConn, ids: &[i64]) -> QueryResult<Vec<(i64, String, String)>> {
    users::table
        .filter(users::id.eq_any(ids))
        .select((users::id, users::cmbn_version, users::cmbn_modules))
        .load(conn)
}

/// The time zones of users `ids`.
pub fn time_zones_of(conn: &mut DbConn, ids: &[i64]) -> QueryResult<Vec<(i64, String)>> {
    users::table
        .filter(users::id.eq_any(ids))
        .select((users::id, users::time_zone))
        .load(conn)
}

pub fn set_profile(
    conn: &mut DbConn,
    user_id: i64,
    display_name: &str,
    time_zone: &str,
) -> QueryResult<()> {
    diesel::update(users::table.find(user_id))
        .set((
            users::display_name.eq(display_name),
            users::time_zone.eq(time_zone),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn set_admin(conn: &mut DbConn, user_id: i64, admin: bool) -> QueryResult<()> {
    diesel::update(users::table.find(user_id))
        .set(users::is_admin.eq(admin))
        .execute(conn)?;
    Ok(())
}

/// Stores a new API token (by digest) and returns its row id.
pub fn add_token(conn: &mut DbConn, user_id: i64, name: &str, token: &str) -> QueryResult<i64> {
    diesel::insert_into(api_tokens::table)
        .values((
            api_tokens::user_id.eq(user_id),
            api_tokens::name.eq(name),
            api_tokens::token_hash.eq(token_digest(token)),
            api_tokens::created_at.eq(now()),
        ))
        .returning(api_tokens::id)
        .get_result(conn)
}

pub fn tokens_of(conn: &mut DbConn, user_id: i64) -> QueryResult<Vec<ApiToken>> {
    api_tokens::table
        .filter(api_tokens::user_id.eq(user_id))
        .order(api_tokens::id.asc())
        .select(ApiToken::as_select())
        .load(conn)
}

pub fn revoke_token(conn: &mut DbConn, user_id: i64, token_id: i64) -> QueryResult<usize> {
    diesel::delete(
        api_tokens::table
            .filter(api_tokens::id.eq(token_id))
            .filter(api_tokens::user_id.eq(user_id)),
    )
    .execute(conn)
}

/// Revokes every API token of a user; answers how many.
pub fn revoke_all_tokens(conn: &mut DbConn, user_id: i64) -> QueryResult<usize> {
    diesel::delete(api_tokens::table.filter(api_tokens::user_id.eq(user_id))).execute(conn)
}

/// The token of this digest (`token_digest`) and its user, in one
/// statement: every API request that has not just been seen starts here.
pub fn token_by_digest(conn: &mut DbConn, digest: &str) -> QueryResult<Option<(i64, User)>> {
    api_tokens::table
        .inner_join(users::table)
        .filter(api_tokens::token_hash.eq(digest))
        .select((api_tokens::id, User::as_select()))
        .get_result(conn)
        .optional()
}

/// The user of token `token_id` if that token still exists and is theirs:
/// a kept token confirmed (`web::tokens`).
pub fn token_user(conn: &mut DbConn, token_id: i64, user_id: i64) -> QueryResult<Option<User>> {
    api_tokens::table
        .inner_join(users::table)
        .filter(api_tokens::id.eq(token_id))
        .filter(api_tokens::user_id.eq(user_id))
        .select(User::as_select())
        .get_result(conn)
        .optional()
}

/// A one-time link token (purpose "invite" or "reset").
pub fn add_user_token(
    conn: &mut DbConn,
    user_id: i64,
    purpose: &str,
    token: &str,
    expires_at: NaiveDateTime,
) -> QueryResult<()> {
    // A new link voids the older ones of its kind.
    void_user_tokens(conn, user_id, Some(purpose))?;
    diesel::insert_into(user_tokens::table)
        .values((
            user_tokens::user_id.eq(user_id),
            user_tokens::purpose.eq(purpose),
            user_tokens::token_hash.eq(token_digest(token)),
            user_tokens::created_at.eq(now()),
            user_tokens::expires_at.eq(expires_at),
        ))
        .execute(conn)?;
    Ok(())
}

/// The user of a valid, unused one-time token; marks it used.
pub fn consume_user_token(
    conn: &mut DbConn,
    purpose: &str,
    token: &str,
) -> QueryResult<Option<i64>> {
    let digest = token_digest(token);
    let row = user_tokens::table
        .filter(user_tokens::token_hash.eq(&digest))
        .filter(user_tokens::purpose.eq(purpose))
        .filter(user_tokens::used_at.is_null())
        .filter(user_tokens::expires_at.gt(now()))
        .select((user_tokens::id, user_tokens::user_id))
        .get_result::<(i64, i64)>(conn)
        .optional()?;
    let Some((id, uid)) = row else {
        return Ok(None);
    };
    diesel::update(user_tokens::table.find(id))
        .set(user_tokens::used_at.eq(Some(now())))
        .execute(conn)?;
    // Using one link voids every other the user still holds.
    void_user_tokens(conn, uid, None)?;
    Ok(Some(uid))
}

/// Marks the user's unused one-time links (of one purpose, or all) used.
pub fn void_user_tokens(
    conn: &mut DbConn,
    user_id: i64,
    purpose: Option<&str>,
) -> QueryResult<usize> {
    let unused = user_tokens::table
        .filter(user_tokens::user_id.eq(user_id))
        .filter(user_tokens::used_at.is_null());
    match purpose {
        Some(p) => diesel::update(unused.filter(user_tokens::purpose.eq(p)))
            .set(user_tokens::used_at.eq(Some(now())))
            .execute(conn),
        None => diesel::update(unused)
            .set(user_tokens::used_at.eq(Some(now())))
            .execute(conn),
    }
}

/// Whether a one-time token is valid, without using it.
pub fn peek_user_token(conn: &mut DbConn, purpose: &str, token: &str) -> QueryResult<Option<i64>> {
    user_tokens::table
        .filter(user_tokens::token_hash.eq(token_digest(token)))
        .filter(user_tokens::purpose.eq(purpose))
        .filter(user_tokens::used_at.is_null())
        .filter(user_tokens::expires_at.gt(now()))
        .select(user_tokens::user_id)
        .get_result::<i64>(conn)
        .optional()
}

/// Calendar secrets were once stored as they are (40 hex digits); this
/// replaces each with its digest (64), so old feed URLs keep working. Runs
/// after every migration; a no-op once done.
pub fn hash_plain_calendar_tokens(conn: &mut DbConn) -> QueryResult<usize> {
    let plain: Vec<(i64, String)> = users::table
        .filter(users::calendar_token.is_not_null())
        .select((users::id, users::calendar_token.assume_not_null()))
        .load::<(i64, String)>(conn)?
        .into_iter()
        .filter(|(_, t)| t.len() != 64)
        .collect();
    for (id, token) in &plain {
        diesel::update(users::table.find(id))
            .set(users::calendar_token.eq(Some(token_digest(token))))
            .execute(conn)?;
    }
    Ok(plain.len())
}
