//! `App`'s calls of `app::sessions` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::accounts::User;
use crate::app::sessions::*;
use crate::app::App;
use crate::error::AppError;
use crate::store::sessions::{confirm, create, delete, end_one, load, purge_expired, update};

impl App {
    /// A new session row for `user` under `key` (its digest is stored).
    pub async fn create_session(
        &self,
        key: String,
        user: i64,
        data: String,
        agent: String,
        address: String,
    ) -> Result<(), AppError> {
        self.run(move |c| Ok(create(c, &key, user, &data, &agent, &address)?))
            .await
    }

    /// The live session of `key`, marked seen.
    pub async fn load_session(
        &self,
        key: String,
        life: Lifetimes,
    ) -> Result<Option<Loaded>, AppError> {
        self.run(move |c| Ok(load(c, &key, life)?.map(Loaded::from)))
            .await
    }

    /// Stores a session's data; whether it is still live.
    pub async fn update_session(&self, key: String, data: String) -> Result<bool, AppError> {
        self.run(move |c| Ok(update(c, &key, &data)?)).await
    }

    /// Ends the session of `key`.
    pub async fn delete_session(&self, key: String) -> Result<(), AppError> {
        self.run(move |c| Ok(delete(c, &key).map(|_| ())?)).await
    }

    /// Ends session `id` of `user`; how many ended (0: none of theirs).
    pub async fn end_session(&self, user: i64, id: i64) -> Result<usize, AppError> {
        self.run(move |c| Ok(end_one(c, user, id)?)).await
    }

    /// Deletes the sessions past their lifetimes; how many.
    pub async fn purge_sessions(&self, life: Lifetimes) -> Result<usize, AppError> {
        self.run(move |c| Ok(purge_expired(c, life)?)).await
    }

    /// Ends every session of `user`.
    pub async fn end_all_sessions(&self, user: i64) -> Result<usize, AppError> {
        self.run(move |c| end_all(c, user)).await
    }

    /// Session `id` of `user`, if still live: its data and the user as
    /// stored now.
    pub async fn confirm_session(
        &self,
        id: i64,
        user: i64,
        life: Lifetimes,
    ) -> Result<Option<(String, User)>, AppError> {
        self.run(move |c| Ok(confirm(c, id, user, life)?.map(|(d, u)| (d, u.into()))))
            .await
    }

    /// A kept credential, if it still belongs to `user`: the user as stored
    /// now, and a session's data.
    pub async fn confirm_claim(
        &self,
        claim: Claim,
        user: i64,
        life: Lifetimes,
    ) -> Result<Option<(User, Option<String>)>, AppError> {
        self.run(move |c| {
            Ok(match claim {
                Claim::Token(id) => {
                    crate::app::accounts::token_user(c, id, user)?.map(|u| (u, None))
                }
                Claim::Session(id) => confirm(c, id, user, life)?.map(|(d, u)| (u.into(), Some(d))),
            })
        })
        .await
    }
}
