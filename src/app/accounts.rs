//! Accounts as the faces use them: users, API tokens, one-time links and
//! passwords. A new password (changed, reset, or chosen through an
//! invitation) ends every session; a reset or an invitation ends every API
//! token too, and a change does unless the owner keeps them (#23: a token
//! made by whoever held the account before must not outlive it).

use crate::error::AppError;
use crate::store::{self, accounts, sessions, DbConn};

use crate::store::accounts as astore;

/// An account as the shell and its faces know it (the store's row, copied:
/// no face reaches the store's types, #41).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct User {
    pub id: i64,
    pub email: String,
    pub display_name: String,
    pub password_hash: String,
    pub time_zone: String,
    pub is_admin: bool,
    pub created_at: chrono::NaiveDateTime,
    pub digest_hour: i32,
    /// The SHA-256 digest of the calendar feed's secret (never the secret).
    pub calendar_token: Option<String>,
    /// The CMBN the member has (R13.2): a version and modules.
    #[serde(default)]
    pub game: crate::rules::kit::GameKit,
    /// The language the member chose (#44); None: the browser's.
    #[serde(default)]
    pub language: Option<crate::rules::say::Lang>,
}

impl From<astore::User> for User {
    fn from(u: astore::User) -> User {
        User {
            id: u.id,
            email: u.email,
            display_name: u.display_name,
            password_hash: u.password_hash,
            time_zone: u.time_zone,
            is_admin: u.is_admin,
            created_at: u.created_at,
            digest_hour: u.digest_hour,
            calendar_token: u.calendar_token,
            game: crate::rules::kit::GameKit::of_lines(&u.cmbn_version, &u.cmbn_modules),
            language: crate::rules::say::Lang::of(&u.language),
        }
    }
}

/// An API token's row (its digest, never the token).
#[derive(Debug, Clone)]
pub struct ApiToken {
    pub id: i64,
    pub user_id: i64,
    pub name: String,
    pub created_at: chrono::NaiveDateTime,
    pub last_used_at: Option<chrono::NaiveDateTime>,
}

impl From<astore::ApiToken> for ApiToken {
    fn from(t: astore::ApiToken) -> ApiToken {
        ApiToken {
            id: t.id,
            user_id: t.user_id,
            name: t.name,
            created_at: t.created_at,
            last_used_at: t.last_used_at,
        }
    }
}

/// An email as accounts are found by it: trimmed, lower-cased.
pub fn normalise_email(email: &str) -> String {
    astore::normalise_email(email)
}

/// The digest under which a secret (a token, a session key) is stored.
pub fn token_digest(token: &str) -> String {
    astore::token_digest(token)
}

pub fn find(c: &mut DbConn, id: i64) -> Result<Option<User>, AppError> {
    Ok(accounts::find(c, id)?.map(User::from))
}

pub fn find_by_email(c: &mut DbConn, email: &str) -> Result<Option<User>, AppError> {
    Ok(accounts::find_by_email(c, email)?.map(User::from))
}

/// A user's API tokens (their digests never leave the store).
pub fn tokens_of(c: &mut DbConn, user: i64) -> Result<Vec<ApiToken>, AppError> {
    Ok(accounts::tokens_of(c, user)?
        .into_iter()
        .map(ApiToken::from)
        .collect())
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
    Ok(accounts::token_by_digest(c, digest)?.map(|(id, u)| (id, u.into())))
}

/// The user of token `id`, if it is still `user`'s.
pub fn token_user(c: &mut DbConn, id: i64, user: i64) -> Result<Option<User>, AppError> {
    Ok(accounts::token_user(c, id, user)?.map(User::from))
}

/// Sets the display name and time zone. The name is checked
/// (`rules::roles::check_display_name`) and must differ, whatever its case,
/// from every other member's in each campaign the user belongs to.
pub fn set_profile(c: &mut DbConn, user: i64, name: &str, time_zone: &str) -> Result<(), AppError> {
    let name = usable_name(c, user, name)?;
    accounts::set_profile(c, user, &name, time_zone)?;
    Ok(())
}

/// Sets the language the member reads Bocage in (#44); None: the
/// browser's.
pub fn set_language(
    c: &mut DbConn,
    user: i64,
    lang: Option<crate::rules::say::Lang>,
) -> Result<(), AppError> {
    accounts::set_language(c, user, lang.map_or("", |l| l.code()))?;
    Ok(())
}

/// Sets the CMBN the user has (R13.2), checked as the GM's statement is
/// (`rules::play::clean_kit`): the version, and each module once.
pub fn set_game(
    c: &mut DbConn,
    user: i64,
    kit: &crate::rules::kit::GameKit,
) -> Result<(), AppError> {
    let kit = crate::rules::play::clean_kit(kit).map_err(|r| AppError::Invalid(r.to_string()))?;
    accounts::set_game(c, user, &kit.version, &kit.modules.join("\n"))?;
    Ok(())
}

/// What each of a battle's commanders lacks of the campaign's CMBN (R13.2),
/// for the GM: "Anna lacks Market Garden". Empty when the campaign states
/// nothing, or nothing lacks.
pub fn kit_flags(
    c: &mut DbConn,
    s: &crate::rules::CampaignState,
    battle: crate::rules::BattleId,
    names: &crate::rules::Names,
) -> Result<Vec<String>, AppError> {
    let Some(b) = s.battle(battle) else {
        return Ok(Vec::new());
    };
    if s.game.is_empty() {
        return Ok(Vec::new());
    }
    let commanders: Vec<i64> = [b.attacker_battalion, b.defender_battalion]
        .into_iter()
        .filter_map(|bn| s.battalion(bn).and_then(|x| x.commander))
        .map(|u| u.get())
        .collect();
    let games = accounts::games_of(c, &commanders)?;
    let mut out = Vec::new();
    for u in commanders {
        let has = games
            .iter()
            .find(|(id, _, _)| *id == u)
            .map(|(_, v, m)| crate::rules::kit::GameKit::of_lines(v, m))
            .unwrap_or_default();
        for lack in s.game.lacking_in(&has) {
            out.push(format!("{} {lack}", names.of(u)));
        }
    }
    Ok(out)
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
        Some(id) => Ok(accounts::find(c, id)?.map(User::from)),
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
