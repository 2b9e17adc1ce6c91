//! Battle files: their rows (metadata) and their bytes, in the database, in
//! chunks of at most `CHUNK` bytes (#45): an upload is written and a
//! download read a chunk at a time on both backends. An upload's chunks are
//! staged under an id of `file_uploads` as they arrive; the file's row takes
//! that id in the transaction that counts the campaign's room.

use super::schema::battle_files as bf;
use super::schema::file_chunks as fc;
use super::schema::file_uploads as fu;
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
    /// The bytes not yet stored: the whole file, or what follows a staged
    /// upload's chunks.
    pub data: &'a [u8],
    /// The staged upload whose chunks come first, if any.
    pub staged: Option<Staged>,
}

/// The most bytes a chunk holds. Measured (docs/BENCHMARKS.md, #45): with
/// 256 KiB chunks 20 uploads and 20 downloads of 5 MB at once grew the
/// server by 35 MB, with 128 KiB by 32 MB, with 64 KiB by 21-26 MB, at
/// 60-75 % of the throughput.
pub const CHUNK: usize = 64 * 1024;

/// An upload's chunks written so far (`stage`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Staged {
    pub id: i64,
    /// Chunks written (the next one's `seq`).
    pub chunks: i32,
    /// Bytes written.
    pub bytes: i64,
}

/// Why a file was not stored.
pub enum Refused {
    /// The campaign's files would exceed the limit: bytes already kept.
    CampaignFull(i64),
    /// The staged upload is gone (swept after a day, or let go).
    Lost,
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
        let size = i64::try_from(f.data.len())
            .unwrap_or(i64::MAX)
            .saturating_add(f.staged.map_or(0, |s| s.bytes));
        if used.saturating_add(size) > limit {
            return Err(Refused::CampaignFull(used));
        }
        let (id, first) = match f.staged {
            Some(s) => {
                let staged = fu::table
                    .filter(fu::id.eq(s.id))
                    .filter(fu::campaign_id.eq(f.campaign));
                if diesel::delete(staged).execute(c)? == 0 {
                    return Err(Refused::Lost);
                }
                (s.id, s.chunks)
            }
            None => (free_id(c)?, 0),
        };
        put_chunks(c, id, first, f.data)?;
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
            ))
            .execute(c)?;
        Ok(bf::table
            .find(id)
            .select(FileMeta::as_select())
            .get_result(c)?)
    }
}

/// Writes `data` as the file's chunks, the first numbered `first`.
fn put_chunks(c: &mut DbConn, file: i64, first: i32, data: &[u8]) -> QueryResult<()> {
    for (seq, part) in (first..).zip(data.chunks(CHUNK)) {
        diesel::insert_into(fc::table)
            .values((fc::file_id.eq(file), fc::seq.eq(seq), fc::data.eq(part)))
            .execute(c)?;
    }
    Ok(())
}

/// Writes an upload's next chunk of `CHUNK` bytes: the first (`staged`
/// None) stages the upload for `campaign` under a new id.
pub fn stage(
    c: &mut DbConn,
    campaign: i64,
    staged: Option<Staged>,
    data: &[u8],
) -> QueryResult<Staged> {
    let n = i64::try_from(data.len()).unwrap_or(i64::MAX);
    match staged {
        Some(s) => {
            put_chunks(c, s.id, s.chunks, data)?;
            Ok(Staged {
                id: s.id,
                chunks: s.chunks.saturating_add(1),
                bytes: s.bytes.saturating_add(n),
            })
        }
        None => write_tx(c, |c| {
            let id = free_id(c)?;
            diesel::insert_into(fu::table)
                .values((
                    fu::id.eq(id),
                    fu::campaign_id.eq(campaign),
                    fu::started_at.eq(now()),
                ))
                .execute(c)?;
            put_chunks(c, id, 0, data)?;
            Ok(Staged {
                id,
                chunks: 1,
                bytes: n,
            })
        }),
    }
}

/// Lets a staged upload go, chunks and all; a stored file's id (the upload
/// ended meanwhile) is left alone.
pub fn discard(c: &mut DbConn, staged: i64) -> QueryResult<()> {
    write_tx(c, |c| {
        if diesel::delete(fu::table.find(staged)).execute(c)? > 0 {
            diesel::delete(fc::table.filter(fc::file_id.eq(staged))).execute(c)?;
        }
        Ok(())
    })
}

/// Lets go the staged uploads begun before `before` (left by a closed
/// connection or a stopped server); returns how many.
pub fn sweep(c: &mut DbConn, before: NaiveDateTime) -> QueryResult<usize> {
    write_tx(c, |c| {
        let old: Vec<i64> = fu::table
            .filter(fu::started_at.lt(before))
            .select(fu::id)
            .load(c)?;
        if old.is_empty() {
            return Ok(0);
        }
        diesel::delete(fc::table.filter(fc::file_id.eq_any(&old))).execute(c)?;
        diesel::delete(fu::table.filter(fu::id.eq_any(&old))).execute(c)
    })
}

/// A random id no file and no staged upload has (#23: sequential ids told
/// a reader that files they may not see stood between theirs). Below 2^53,
/// so JavaScript reads it exactly.
fn free_id(c: &mut DbConn) -> QueryResult<i64> {
    loop {
        let id = rand::Rng::gen_range(&mut rand::thread_rng(), 1..(1_i64 << 53));
        let taken: i64 = bf::table.filter(bf::id.eq(id)).count().get_result(c)?;
        let staged: i64 = fu::table.filter(fu::id.eq(id)).count().get_result(c)?;
        if taken == 0 && staged == 0 {
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

/// A file's chunk number `seq` (None past its last); the file's id was
/// found in its campaign first.
pub fn chunk(c: &mut DbConn, file: i64, seq: i32) -> QueryResult<Option<Vec<u8>>> {
    fc::table
        .filter(fc::file_id.eq(file))
        .filter(fc::seq.eq(seq))
        .select(fc::data)
        .get_result(c)
        .optional()
}

/// A file's bytes, whole: for checks and tools (the server streams them,
/// `chunk`).
pub fn data(c: &mut DbConn, campaign: i64, id: i64) -> QueryResult<Option<Vec<u8>>> {
    if find(c, campaign, id)?.is_none() {
        return Ok(None);
    }
    let parts: Vec<Vec<u8>> = fc::table
        .filter(fc::file_id.eq(id))
        .order(fc::seq.asc())
        .select(fc::data)
        .load(c)?;
    Ok(Some(parts.concat()))
}

pub fn delete(c: &mut DbConn, campaign: i64, id: i64) -> QueryResult<usize> {
    write_tx(c, |c| delete_in(c, campaign, id))
}

/// `delete` inside the caller's transaction (a command that lets a turn
/// file go, R13.3).
pub fn delete_in(c: &mut DbConn, campaign: i64, id: i64) -> QueryResult<usize> {
    let n = diesel::delete(
        bf::table
            .filter(bf::campaign_id.eq(campaign))
            .filter(bf::id.eq(id)),
    )
    .execute(c)?;
    if n > 0 {
        diesel::delete(fc::table.filter(fc::file_id.eq(id))).execute(c)?;
    }
    Ok(n)
}
