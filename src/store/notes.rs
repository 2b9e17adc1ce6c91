//! Notepads and sealed notes (#27): rows of `notes`, kind "notepad" (one
//! per member and campaign) or "sealed" (never changed once written).

use super::schema::notes;
use super::{now, DbConn};
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = notes)]
pub struct Note {
    pub id: i64,
    pub campaign_id: i64,
    pub author_id: i64,
    pub kind: String,
    pub body: String,
    pub opens_round: Option<i32>,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

pub const NOTEPAD: &str = "notepad";
pub const SEALED: &str = "sealed";

/// A member's notepad, if written.
pub fn notepad(c: &mut DbConn, campaign: i64, author: i64) -> QueryResult<Option<Note>> {
    notes::table
        .filter(notes::campaign_id.eq(campaign))
        .filter(notes::author_id.eq(author))
        .filter(notes::kind.eq(NOTEPAD))
        .select(Note::as_select())
        .first(c)
        .optional()
}

/// Writes (or rewrites) a member's notepad; the caller holds the
/// campaign's row (`campaigns::locked_tx`), so two first writes make one.
pub fn put_notepad(c: &mut DbConn, campaign: i64, author: i64, body: &str) -> QueryResult<()> {
    let mine = notes::table
        .filter(notes::campaign_id.eq(campaign))
        .filter(notes::author_id.eq(author))
        .filter(notes::kind.eq(NOTEPAD));
    let t = now();
    let changed = diesel::update(mine)
        .set((notes::body.eq(body), notes::updated_at.eq(t)))
        .execute(c)?;
    if changed == 0 {
        diesel::insert_into(notes::table)
            .values((
                notes::campaign_id.eq(campaign),
                notes::author_id.eq(author),
                notes::kind.eq(NOTEPAD),
                notes::body.eq(body),
                notes::created_at.eq(t),
                notes::updated_at.eq(t),
            ))
            .execute(c)?;
    }
    Ok(())
}

/// Seals a note.
pub fn seal(
    c: &mut DbConn,
    campaign: i64,
    author: i64,
    body: &str,
    opens_round: Option<i32>,
) -> QueryResult<()> {
    let t = now();
    diesel::insert_into(notes::table)
        .values((
            notes::campaign_id.eq(campaign),
            notes::author_id.eq(author),
            notes::kind.eq(SEALED),
            notes::body.eq(body),
            notes::opens_round.eq(opens_round),
            notes::created_at.eq(t),
            notes::updated_at.eq(t),
        ))
        .execute(c)?;
    Ok(())
}

/// Every sealed note of a campaign, oldest first (the caller shows each
/// reader only what is open or theirs).
pub fn sealed(c: &mut DbConn, campaign: i64) -> QueryResult<Vec<Note>> {
    notes::table
        .filter(notes::campaign_id.eq(campaign))
        .filter(notes::kind.eq(SEALED))
        .order(notes::id.asc())
        .select(Note::as_select())
        .load(c)
}
