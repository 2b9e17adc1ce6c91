//! Server-side sessions, as the web's session middleware keeps them: one
//! row per signed-in browser (its data, agent and address), live while it
//! is used within `session.idle_hours` and younger than
//! `session.lifetime_hours`. Ending one (sign-out, a new password, the
//! account page, the CLI) removes the row, so every instance refuses it at
//! the next request.

pub use crate::store::members::{Confirm, Confirmed};
pub use crate::store::sessions::{
    confirm, create, delete, end_all_of, end_one, list, load, purge_expired, update, Lifetimes,
    Loaded, SessionInfo,
};

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
