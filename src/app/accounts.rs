//! Accounts as the faces use them: users, API tokens, one-time links and
//! passwords. A new password (changed, reset, or chosen through an
//! invitation) ends every session; a reset or an invitation ends every API
//! token too, and a change does unless the owner keeps them (#23: a token
//! made by whoever held the account before must not outlive it).

use crate::error::AppError;
use crate::store::{self, accounts, sessions, DbConn};

pub use crate::store::accounts::{normalise_email, token_digest, ApiToken, User};

pub fn find(c: &mut DbConn, id: i64) -> Result<Option<User>, AppError> {
    Ok(accounts::find(c, id)?)
}

pub fn find_by_email(c: &mut DbConn, email: &str) -> Result<Option<User>, AppError> {
    Ok(accounts::find_by_email(c, email)?)
}

/// A user's API tokens (their digests never leave the store).
pub fn tokens_of(c: &mut DbConn, user: i64) -> Result<Vec<ApiToken>, AppError> {
    Ok(accounts::tokens_of(c, user)?)
}

pub fn add_token(c: &mut DbConn, user: i64, name: &str, token: &str) -> Result<(), AppError> {
    accounts::add_token(c, user, name, token)?;
    Ok(())
}

/// Revokes one of the user's tokens; false when there is no such token.
pub fn revoke_token(c: &mut DbConn, user: i64, id: i64) -> Result<bool, AppError> {
    Ok(accounts::revoke_token(c, user, id)? > 0)
}

/// The token with this digest and its user.
pub fn token_by_digest(c: &mut DbConn, digest: &str) -> Result<Option<(i64, User)>, AppError> {
    Ok(accounts::token_by_digest(c, digest)?)
}

/// The user of token `id`, if it is still `user`'s.
pub fn token_user(c: &mut DbConn, id: i64, user: i64) -> Result<Option<User>, AppError> {
    Ok(accounts::token_user(c, id, user)?)
}

/// Sets the display name and time zone. The name is checked
/// (`rules::roles::check_display_name`) and must differ, whatever its case,
/// from every other member's in each campaign the user belongs to.
pub fn set_profile(c: &mut DbConn, user: i64, name: &str, time_zone: &str) -> Result<(), AppError> {
    let name = usable_name(c, user, name)?;
    accounts::set_profile(c, user, &name, time_zone)?;
    Ok(())
}

/// `name` checked, and unique in the user's campaigns.
pub fn usable_name(c: &mut DbConn, user: i64, name: &str) -> Result<String, AppError> {
    let name = crate::rules::roles::check_display_name(name).map_err(AppError::Invalid)?;
    for row in store::campaigns::list_for(c, user, false)? {
        let clash = store::campaigns::members(c, row.id)?
            .into_iter()
            .find(|m| m.user_id != user && crate::rules::roles::same_name(&m.display_name, &name));
        if let Some(m) = clash {
            return Err(AppError::Invalid(format!(
                "In {}, {} already goes by that name; choose another.",
                row.name, m.display_name
            )));
        }
    }
    Ok(name)
}

/// After a sign-in with an old hash: the same password, hashed anew.
pub fn rehash(c: &mut DbConn, user: i64, hash: &str) -> Result<(), AppError> {
    accounts::set_password(c, user, hash)?;
    Ok(())
}

/// The user an invitation or reset link belongs to, without using it.
pub fn link_user(c: &mut DbConn, token: &str) -> Result<Option<User>, AppError> {
    let uid = match accounts::peek_user_token(c, "invite", token)? {
        Some(id) => Some(id),
        None => accounts::peek_user_token(c, "reset", token)?,
    };
    match uid {
        Some(id) => Ok(accounts::find(c, id)?),
        None => Ok(None),
    }
}

/// Uses an invitation or reset link: the password `hash` and display
/// `name` are set, every session and every API token of the account ends.
/// NotFound when the link is gone or used.
pub fn set_password_by_link(
    c: &mut DbConn,
    token: &str,
    hash: &str,
    name: &str,
) -> Result<i64, AppError> {
    store::write_tx(c, |c| {
        let uid = match accounts::consume_user_token(c, "invite", token)? {
            Some(id) => Some(id),
            None => accounts::consume_user_token(c, "reset", token)?,
        };
        let Some(uid) = uid else {
            return Err(AppError::NotFound);
        };
        let name = usable_name(c, uid, name)?;
        accounts::set_password(c, uid, hash)?;
        sessions::end_all_of(c, uid)?;
        accounts::revoke_all_tokens(c, uid)?;
        if let Some(u) = accounts::find(c, uid)? {
            accounts::set_profile(c, uid, &name, &u.time_zone)?;
        }
        Ok(uid)
    })
}

/// A password changed by its owner: every session ends (the caller starts
/// a new one for this browser), and every API token unless `keep_tokens`.
/// Answers how many tokens ended.
pub fn change_password(
    c: &mut DbConn,
    user: i64,
    hash: &str,
    keep_tokens: bool,
) -> Result<usize, AppError> {
    store::write_tx(c, |c| {
        accounts::set_password(c, user, hash)?;
        sessions::end_all_of(c, user)?;
        if keep_tokens {
            Ok(0)
        } else {
            Ok(accounts::revoke_all_tokens(c, user)?)
        }
    })
}

/// What the account page shows: the API tokens, the mail preferences and
/// the live sessions.
pub struct AccountReads {
    pub tokens: Vec<ApiToken>,
    pub prefs: Vec<(String, String, String, bool)>,
    pub sessions: Vec<super::sessions::SessionInfo>,
}
