//! Notes (#27, R12.4) as each reader may read them: their own notepad; the
//! sealed notes that are open, and their own still sealed. An unopened note
//! of someone else never reaches a reader, not even its existence.

use super::access::Access;
use crate::error::AppError;
use crate::rules::notes::{check_notepad, check_sealed, revealed};
use crate::store::notes::{self as nstore, Note};
use crate::store::DbConn;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// A reader's notepad.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Notepad {
    pub body: String,
    pub updated_at: Option<DateTime<Utc>>,
}

/// A sealed note as a reader may read it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SealedNote {
    /// The moment it was sealed, in microseconds since 1970: a name for it
    /// that tells nothing `sealed_at` does not (the stored row's number
    /// would count every note of the site, unopened ones too; #40).
    pub id: i64,
    pub author: String,
    pub sealed_at: DateTime<Utc>,
    /// The round it opens at; null: when the campaign ends.
    pub opens_round: Option<u32>,
    /// Open to everyone now.
    pub revealed: bool,
    pub mine: bool,
    pub body: String,
}

fn member(a: &Access) -> Result<(), AppError> {
    // A site admin reading a campaign keeps no notes in it: as if absent.
    if a.roles.is_empty() {
        return Err(AppError::NotFound);
    }
    Ok(())
}

pub fn notepad(c: &mut DbConn, a: &Access) -> Result<Notepad, AppError> {
    let n = nstore::notepad(c, a.id(), a.user_id)?;
    Ok(Notepad {
        body: n.as_ref().map(|n| n.body.clone()).unwrap_or_default(),
        updated_at: n.map(|n| n.updated_at.and_utc()),
    })
}

pub fn save_notepad(c: &mut DbConn, a: &Access, body: &str) -> Result<(), AppError> {
    member(a)?;
    check_notepad(body)?;
    crate::store::campaigns::locked_tx(c, a.id(), |c| {
        Ok(nstore::put_notepad(c, a.id(), a.user_id, body)?)
    })
}

/// The sealed notes `a`'s member may read, oldest first.
pub fn sealed_for(
    c: &mut DbConn,
    a: &Access,
    names: &crate::rules::Names,
) -> Result<Vec<SealedNote>, AppError> {
    let view = |n: Note| -> Option<SealedNote> {
        let opens = n.opens_round.and_then(|r| u32::try_from(r).ok());
        let open = revealed(&a.state, opens);
        let mine = n.author_id == a.user_id;
        (open || mine).then(|| SealedNote {
            id: n.created_at.and_utc().timestamp_micros(),
            author: names.of(n.author_id),
            sealed_at: n.created_at.and_utc(),
            opens_round: opens,
            revealed: open,
            mine,
            body: n.body,
        })
    };
    Ok(nstore::sealed(c, a.id())?
        .into_iter()
        .filter_map(view)
        .collect())
}

pub fn seal(
    c: &mut DbConn,
    a: &Access,
    body: &str,
    opens_round: Option<u32>,
) -> Result<(), AppError> {
    member(a)?;
    // Counted and written holding the campaign's row: parallel posts (on
    // one instance or several) never pass the cap (#40).
    crate::store::campaigns::locked_tx(c, a.id(), |c| {
        let written = nstore::sealed(c, a.id())?
            .iter()
            .filter(|n| n.author_id == a.user_id)
            .count();
        check_sealed(&a.state, body, opens_round, written)?;
        let round = opens_round.and_then(|r| i32::try_from(r).ok());
        Ok(nstore::seal(c, a.id(), a.user_id, body.trim(), round)?)
    })
}

/// What the overview shows of the reader's notes.
pub struct Notes {
    pub notepad: Notepad,
    pub sealed: Vec<SealedNote>,
    /// The rounds a new note may open at.
    pub rounds: Vec<u32>,
}

/// The reader's notes for the overview (none for a site admin reading).
pub fn notes_of(
    c: &mut DbConn,
    a: &Access,
    members: &[crate::app::members::Member],
) -> Result<Option<Notes>, AppError> {
    if a.roles.is_empty() {
        return Ok(None);
    }
    let s = &a.state;
    Ok(Some(Notes {
        notepad: notepad(c, a)?,
        sealed: sealed_for(c, a, &names_of(members))?,
        rounds: (s.round + 1..=s.params.rounds).collect(),
    }))
}

fn names_of(members: &[crate::app::members::Member]) -> crate::rules::Names {
    crate::rules::Names::new(members.iter().map(|m| (m.user_id, m.display_name.clone())))
}

/// The sealed notes `a` may read, with their authors' names.
pub(crate) fn sealed_read(c: &mut DbConn, a: &Access) -> Result<Vec<SealedNote>, AppError> {
    let members = crate::app::members::members(c, a.id())?;
    sealed_for(c, a, &names_of(&members))
}
