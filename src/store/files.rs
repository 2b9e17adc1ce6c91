//! Battle files: their rows (metadata) and their bytes, in the database.

use super::schema::battle_files as bf;
use super::{now, write_tx, DbConn};
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// A file without its bytes: what lists, pages and exports carry.
#[derive(Debug, Clone, Queryable, Selectable, serde::Serialize)]
#[diesel(table_name = bf)]
pub struct FileMeta {
    pub id: i64,
    pub campaign_id: i64,
    pub battle_id: i64,
    pub uploader_id: i64,
    pub side: Option<String>,
    pub name: String,
    pub kind: String,
    pub size: i64,
    pub sha256: String,
    pub gm_only: bool,
    pub created_at: NaiveDateTime,
}

/// A file to store.
pub struct NewFile<'a> {
    pub campaign: i64,
    pub battle: i64,
    pub uploader: i64,
    pub side: Option<&'a str>,
    pub name: &'a str,
    pub kind: &'a str,
    pub sha256: &'a str,
    pub gm_only: bool,
    pub data: &'a [u8],
}

/// Why a file was not stored.
pub enum Refused {
    /// The campaign's files would exceed the limit: bytes already kept.
    CampaignFull(i64),
    Db(diesel::result::Error),
}

impl From<diesel::result::Error> for Refused {
    fn from(e: diesel::result::Error) -> Self {
        Refused::Db(e)
    }
}

/// The bytes the campaign's files take.
pub fn total(c: &mut DbConn, campaign: i64) -> QueryResult<i64> {
    // Summed here: SUM over BIGINT is NUMERIC on PostgreSQL and INTEGER on
    // SQLite, and a campaign holds at most a few hundred files.
    let sizes: Vec<i64> = bf::table
        .filter(bf::campaign_id.eq(campaign))
        .select(bf::size)
        .load(c)?;
    Ok(sizes.iter().sum())
}

/// Stores a file unless the campaign's files would then exceed `limit`
/// bytes; the check and the insert are one transaction.
pub fn insert(c: &mut DbConn, f: &NewFile<'_>, limit: i64) -> Result<FileMeta, Refused> {
    write_tx(c, |c| insert_in(c, f, limit))
}

/// `insert` inside the caller's transaction (an import).
pub fn insert_in(c: &mut DbConn, f: &NewFile<'_>, limit: i64) -> Result<FileMeta, Refused> {
    {
        // Two uploads at once must not both fit in the room one leaves.
        super::campaigns::lock(c, f.campaign)?;
        let used = total(c, f.campaign)?;
        let size = i64::try_from(f.data.len()).unwrap_or(i64::MAX);
        if used.saturating_add(size) > limit {
            return Err(Refused::CampaignFull(used));
        }
        let id = free_id(c)?;
        diesel::insert_into(bf::table)
            .values((
                bf::id.eq(id),
                bf::campaign_id.eq(f.campaign),
                bf::battle_id.eq(f.battle),
                bf::uploader_id.eq(f.uploader),
                bf::side.eq(f.side),
                bf::name.eq(f.name),
                bf::kind.eq(f.kind),
                bf::size.eq(size),
                bf::sha256.eq(f.sha256),
                bf::gm_only.eq(f.gm_only),
                bf::created_at.eq(now()),
                bf::data.eq(f.data),
            ))
            .execute(c)?;
        Ok(bf::table
            .find(id)
            .select(FileMeta::as_select())
            .get_result(c)?)
    }
}

/// A random id no file has (#23: sequential ids told a reader that files
/// they may not see stood between theirs). Below 2^53, so JavaScript reads
/// it exactly.
fn free_id(c: &mut DbConn) -> QueryResult<i64> {
    loop {
        let id = rand::Rng::gen_range(&mut rand::thread_rng(), 1..(1_i64 << 53));
        let taken: i64 = bf::table.filter(bf::id.eq(id)).count().get_result(c)?;
        if taken == 0 {
            return Ok(id);
        }
    }
}

/// The campaign's files (all battles when `battle` is None), oldest first.
pub fn list(c: &mut DbConn, campaign: i64, battle: Option<i64>) -> QueryResult<Vec<FileMeta>> {
    let mut q = bf::table
        .filter(bf::campaign_id.eq(campaign))
        .select(FileMeta::as_select())
        .order((bf::created_at.asc(), bf::id.asc()))
        .into_boxed();
    if let Some(b) = battle {
        q = q.filter(bf::battle_id.eq(b));
    }
    q.load(c)
}

pub fn find(c: &mut DbConn, campaign: i64, id: i64) -> QueryResult<Option<FileMeta>> {
    bf::table
        .filter(bf::campaign_id.eq(campaign))
        .filter(bf::id.eq(id))
        .select(FileMeta::as_select())
        .get_result(c)
        .optional()
}

/// A file's bytes.
pub fn data(c: &mut DbConn, campaign: i64, id: i64) -> QueryResult<Option<Vec<u8>>> {
    bf::table
        .filter(bf::campaign_id.eq(campaign))
        .filter(bf::id.eq(id))
        .select(bf::data)
        .get_result(c)
        .optional()
}

pub fn delete(c: &mut DbConn, campaign: i64, id: i64) -> QueryResult<usize> {
    write_tx(c, |c| delete_in(c, campaign, id))
}

/// `delete` inside the caller's transaction (a command that lets a turn
/// file go, R13.3).
pub fn delete_in(c: &mut DbConn, campaign: i64, id: i64) -> QueryResult<usize> {
    diesel::delete(
        bf::table
            .filter(bf::campaign_id.eq(campaign))
            .filter(bf::id.eq(id)),
    )
    .execute(c)
}
