//! actix-session's storage for Bocage.
//!
//! A signed-in session is a row in `sessions` (see `app::sessions`): the
//! cookie carries a random key, the row its digest, the user, the state,
//! when it began and was last used, and from where. Ending the row ends the
//! session wherever the cookie was copied.
//!
//! A visitor who is not signed in has nothing worth revoking (a CSRF token,
//! a one-off message), so their state travels in the encrypted cookie
//! itself and costs no row: a flood of anonymous visits cannot fill the table.

use crate::app::sessions::Lifetimes;
use crate::app::App;
use crate::web::auth::recent::Sessions;
use actix_session::storage::{LoadError, SaveError, SessionKey, SessionStore, UpdateError};
use actix_web::cookie::time::Duration;
use std::collections::HashMap;
use std::sync::Arc;

type State = HashMap<String, String>;

/// The signed-in user's id (set by `auth::start_session`).
pub const UID: &str = "uid";
/// Filled in on load, never stored: the session's row and its user.
pub const SID: &str = "_sid";
pub const USER: &str = "_user";
/// Filled in on load when the state came from this instance's memory
/// (`web::kept`): the request must still confirm the session.
pub const KEPT: &str = "_kept";
/// Set at sign-in and moved into the row's columns.
pub const AGENT: &str = "_agent";
pub const ADDRESS: &str = "_address";

/// Keys of anonymous sessions start with this; the rest is their state.
const ANON: &str = "anon.";

#[derive(Clone)]
pub struct DbSessionStore {
    app: App,
    life: Lifetimes,
    /// Sessions loaded lately, by key digest (`web::kept`).
    kept: Arc<Sessions>,
}

impl DbSessionStore {
    pub fn new(app: App, life: Lifetimes, kept: Arc<Sessions>) -> DbSessionStore {
        DbSessionStore { app, life, kept }
    }

    async fn store(&self, mut state: State) -> anyhow::Result<SessionKey> {
        let agent = plain(state.remove(AGENT));
        let address = plain(state.remove(ADDRESS));
        let uid = signed_in(&state);
        let data = serde_json::to_string(&stored(state))?;
        let Some(uid) = uid else {
            return Ok(SessionKey::try_from(format!("{ANON}{data}"))?);
        };
        let key = crate::app::passwords::random_token(32);
        let row_key = key.clone();
        self.app
            .create_session(row_key, uid, data, agent, address)
            .await?;
        Ok(SessionKey::try_from(key)?)
    }
}

/// A state value as text: values are stored JSON-encoded (`"\"x\""`).
fn plain(value: Option<String>) -> String {
    value
        .map(|v| serde_json::from_str::<String>(&v).unwrap_or(v))
        .unwrap_or_default()
}

/// The user id of a signed-in state.
fn signed_in(state: &State) -> Option<i64> {
    state.get(UID).and_then(|v| v.parse().ok())
}

/// The state as stored: without what load fills in or sign-in passes along.
fn stored(mut state: State) -> State {
    state.retain(|k, _| !k.starts_with('_'));
    state
}

fn anonymous(key: &SessionKey) -> Option<&str> {
    key.as_ref().strip_prefix(ANON)
}

impl SessionStore for DbSessionStore {
    async fn load(&self, key: &SessionKey) -> Result<Option<State>, LoadError> {
        if let Some(data) = anonymous(key) {
            let mut state: State = serde_json::from_str(data)
                .map_err(|e| LoadError::Deserialization(anyhow::anyhow!(e)))?;
            // An anonymous cookie never signs anyone in.
            state.remove(UID);
            return Ok(Some(stored(state)));
        }
        let digest = crate::app::accounts::token_digest(key.as_ref());
        let (row, kept) = match self.kept.get(&digest) {
            Some(row) => (row, true),
            None => {
                let k = key.as_ref().to_string();
                let loaded = self
                    .app
                    .load_session(k, self.life)
                    .await
                    .map_err(|e| LoadError::Other(e.into()))?;
                let Some(row) = loaded else {
                    return Ok(None);
                };
                self.kept.put(&digest, row.clone());
                (row, false)
            }
        };
        let mut state: State = serde_json::from_str(&row.data)
            .map_err(|e| LoadError::Deserialization(anyhow::anyhow!(e)))?;
        if kept {
            state.insert(KEPT.into(), row.id.to_string());
        }
        state.insert(UID.into(), row.user.id.to_string());
        state.insert(SID.into(), row.id.to_string());
        state.insert(
            USER.into(),
            serde_json::to_string(&row.user).map_err(|e| LoadError::Other(e.into()))?,
        );
        Ok(Some(state))
    }

    async fn save(&self, state: State, _ttl: &Duration) -> Result<SessionKey, SaveError> {
        self.store(state).await.map_err(SaveError::Other)
    }

    async fn update(
        &self,
        key: SessionKey,
        state: State,
        _ttl: &Duration,
    ) -> Result<SessionKey, UpdateError> {
        if anonymous(&key).is_some() || signed_in(&state).is_none() {
            // Anonymous state lives in its key; signing in renews the
            // session, so an anonymous key never becomes a row here.
            if anonymous(&key).is_none() {
                self.delete(&key).await.map_err(UpdateError::Other)?;
            }
            let mut state = state;
            state.remove(UID);
            return self.store(state).await.map_err(UpdateError::Other);
        }
        let data = serde_json::to_string(&stored(state.clone()))
            .map_err(|e| UpdateError::Serialization(e.into()))?;
        self.kept
            .forget(&crate::app::accounts::token_digest(key.as_ref()));
        let k = key.as_ref().to_string();
        let live = self
            .app
            .update_session(k, data)
            .await
            .map_err(|e| UpdateError::Other(e.into()))?;
        if live {
            return Ok(key);
        }
        // Ended meanwhile (signed out elsewhere): the change must not sign
        // the cookie back in.
        let mut state = state;
        state.remove(UID);
        self.store(state).await.map_err(UpdateError::Other)
    }

    async fn update_ttl(&self, _key: &SessionKey, _ttl: &Duration) -> anyhow::Result<()> {
        // Last-seen is kept by `load`; the lifetimes are the server's.
        Ok(())
    }

    async fn delete(&self, key: &SessionKey) -> anyhow::Result<()> {
        if anonymous(key).is_some() {
            return Ok(());
        }
        self.kept
            .forget(&crate::app::accounts::token_digest(key.as_ref()));
        let k = key.as_ref().to_string();
        Ok(self.app.delete_session(k).await?)
    }
}
