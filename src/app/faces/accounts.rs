//! `App`'s calls of `app::accounts` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::accounts::User;
use crate::app::accounts::*;
use crate::app::App;
use crate::error::AppError;

impl App {
    /// The user of `id`, if the account exists.
    pub async fn user(&self, id: i64) -> Result<Option<User>, AppError> {
        self.run(move |c| find(c, id)).await
    }

    /// Checks `password` against the account of `email`, with the same
    /// work whether it exists or not; a hash stored with weaker settings is
    /// made again. The user, when the password is right.
    pub async fn sign_in(&self, email: String, password: String) -> Result<Option<User>, AppError> {
        use crate::app::passwords::{burn_time, hash_password, needs_rehash, verify_password};
        self.run(move |c| {
            let user = find_by_email(c, &email)?;
            let ok = match &user {
                Some(u) => verify_password(&password, &u.password_hash),
                None => {
                    burn_time(&password);
                    false
                }
            };
            match user {
                Some(u) if ok => {
                    if needs_rehash(&u.password_hash) {
                        rehash(c, u.id, &hash_password(&password)?)?;
                    }
                    Ok(Some(u))
                }
                _ => Ok(None),
            }
        })
        .await
    }

    /// Sets the language the member reads Bocage in (#44).
    pub async fn set_language(
        &self,
        user: i64,
        lang: Option<crate::rules::say::Lang>,
    ) -> Result<(), AppError> {
        self.run(move |c| set_language(c, user, lang)).await
    }

    /// Sets the CMBN the user has (R13.2).
    pub async fn set_game(
        &self,
        user: i64,
        kit: crate::rules::kit::GameKit,
    ) -> Result<(), AppError> {
        self.run(move |c| set_game(c, user, &kit)).await
    }

    /// Sets the display name (checked and unique in the user's campaigns)
    /// and the time zone.
    pub async fn set_profile(
        &self,
        user: i64,
        name: String,
        time_zone: String,
    ) -> Result<(), AppError> {
        self.run(move |c| set_profile(c, user, &name, &time_zone))
            .await
    }

    /// The owner changes their password, proving the current one: every
    /// session ends, and every API token unless `keep_tokens`. Answers how
    /// many tokens ended.
    pub async fn change_password(
        &self,
        user: User,
        current: String,
        new: String,
        keep_tokens: bool,
    ) -> Result<usize, AppError> {
        use crate::app::passwords::{hash_password, verify_password};
        self.run(move |c| {
            if !verify_password(&current, &user.password_hash) {
                return Err(AppError::Invalid(
                    "Your current password is not right.".into(),
                ));
            }
            let hash = hash_password(&new)?;
            change_password(c, user.id, &hash, keep_tokens)
        })
        .await
    }

    /// Stores a new API token (its digest) named `name`.
    pub async fn add_token(&self, user: i64, name: String, token: String) -> Result<(), AppError> {
        self.run(move |c| add_token(c, user, &name, &token)).await
    }

    /// Revokes API token `id` of `user`; whether it was theirs.
    pub async fn revoke_token(&self, user: i64, id: i64) -> Result<bool, AppError> {
        self.run(move |c| revoke_token(c, user, id)).await
    }

    /// The token of `digest` and its user, if it is live.
    pub async fn token_by_digest(&self, digest: String) -> Result<Option<(i64, User)>, AppError> {
        self.run(move |c| token_by_digest(c, &digest)).await
    }

    /// The user an invitation or reset link belongs to, without using it.
    pub async fn link_user(&self, token: String) -> Result<Option<User>, AppError> {
        self.run(move |c| link_user(c, &token)).await
    }

    /// Uses an invitation or reset link (`set_password_by_link`).
    pub async fn set_password_by_link(
        &self,
        token: String,
        hash: String,
        name: String,
    ) -> Result<i64, AppError> {
        self.run(move |c| set_password_by_link(c, &token, &hash, &name))
            .await
    }
}
