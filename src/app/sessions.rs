//! Server-side sessions, as the web's session middleware keeps them: one
//! row per signed-in browser (its data, agent and address), live while it
//! is used within `session.idle_hours` and younger than
//! `session.lifetime_hours`. Ending one (sign-out, a new password, the
//! account page, the CLI) removes the row, so every instance refuses it at
//! the next request.

pub use crate::config::Lifetimes;
use crate::store::sessions::end_all_of;

record! {
    /// One signed-in browser of a user (the account page's list).
    #[derive(Debug, Clone)]
    pub struct SessionInfo from crate::store::sessions::SessionInfo {
        pub id: i64,
        pub created_at: chrono::NaiveDateTime,
        pub last_seen_at: chrono::NaiveDateTime,
        pub user_agent: String,
        pub address: String,
    }
}

record! {
    /// What a session's cookie opens: its row, stored state and user.
    #[derive(Debug, Clone)]
    pub struct Loaded from crate::store::sessions::Loaded {
        pub id: i64,
        pub data: String,
        pub user: crate::app::accounts::User,
    }
}

/// Ends every session of a user, in a write transaction of its own (sign
/// out everywhere, `bocage admin revoke-sessions`).
pub fn end_all(c: &mut crate::store::DbConn, user: i64) -> Result<usize, crate::error::AppError> {
    Ok(crate::store::write_tx(c, |c| end_all_of(c, user))?)
}

/// A credential kept by an instance, to confirm against the database: an
/// API token or a session, by id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    Token(i64),
    Session(i64),
}
