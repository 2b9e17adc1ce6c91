//! How an upload's bytes come in (#42; #45 measures it): checked before a
//! byte is read, then chunk by chunk against the file limit and the
//! campaign's room.

use super::access::Access;
use super::files::{may_attach, mb, too_large, Taken};
use crate::app::App;
use crate::config::FileSettings;
use crate::error::AppError;
use crate::rules::files;
use crate::rules::BattleId;
use crate::store::files::{self as fstore, Staged};
use crate::store::DbConn;
use sha2::{Digest, Sha256};

/// The refusal of a file the campaign's room does not hold.
fn no_room(settings: &FileSettings, used: i64, n: i64) -> AppError {
    AppError::TooLarge(format!(
        "This campaign's files take {} of its {} MB; a file of {} does not fit. The GM may remove old files.",
        mb(used),
        settings.max_campaign_mb,
        mb(n),
    ))
}

/// An upload as its bytes arrive (#42; #45 streams it): the one way the
/// API's raw body and the page's multipart file are taken in. Each chunk is
/// held to the file limit and to the campaign's room as counted when the
/// upload began, so that an upload over either stops at the first chunk
/// past it and the rest is never read. The bytes go to the database in
/// chunks of `fstore::CHUNK` as they come (`App::take`), so an upload holds
/// at most one chunk in memory; the first `files::HEAD` bytes are kept for
/// the content check and the digest is taken on the way. `attach` counts
/// the room again in the transaction that stores the file (another upload
/// may have taken it meanwhile). An intake dropped before it is finished
/// (a refusal, a closed connection) lets its staged chunks go.
pub struct Intake {
    settings: FileSettings,
    campaign: i64,
    /// Bytes the campaign's files took when the upload began.
    used: i64,
    /// The chunks written so far.
    staged: Option<Staged>,
    /// Bytes not yet written: full chunks, then the one filling.
    filling: Vec<Vec<u8>>,
    head: Vec<u8>,
    len: usize,
    sha: Sha256,
    /// Where staged chunks are let go from, when the intake is dropped.
    app: Option<App>,
}

impl std::fmt::Debug for Intake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Intake")
            .field("campaign", &self.campaign)
            .field("used", &self.used)
            .field("staged", &self.staged)
            .field("len", &self.len)
            .finish_non_exhaustive()
    }
}

impl Intake {
    /// Takes in the next bytes, or refuses the upload: over the file limit,
    /// or past the campaign's room.
    pub fn push(&mut self, chunk: &[u8]) -> Result<(), AppError> {
        let n = self.len.saturating_add(chunk.len());
        if n > self.settings.max_file_bytes() {
            return Err(too_large(&self.settings));
        }
        let bytes = i64::try_from(n).unwrap_or(i64::MAX);
        if self.used.saturating_add(bytes) > self.settings.max_campaign_bytes() {
            return Err(no_room(&self.settings, self.used, bytes));
        }
        let room = files::HEAD.saturating_sub(self.head.len());
        self.head
            .extend_from_slice(chunk.get(..room.min(chunk.len())).unwrap_or(chunk));
        self.sha.update(chunk);
        self.len = n;
        // Filled a chunk at a time, each of exactly `CHUNK` bytes' room:
        // what a full one leaves over starts the next.
        let mut rest = chunk;
        while !rest.is_empty() {
            let last = self.filling.last().map_or(fstore::CHUNK, Vec::len);
            if last == fstore::CHUNK {
                self.filling.push(Vec::with_capacity(fstore::CHUNK));
            }
            let Some(buf) = self.filling.last_mut() else {
                break;
            };
            let (now, later) = rest.split_at(rest.len().min(fstore::CHUNK - buf.len()));
            buf.extend_from_slice(now);
            rest = later;
        }
        Ok(())
    }

    /// The next full chunk to write, if one is waiting.
    pub fn full(&mut self) -> Option<Vec<u8>> {
        if self
            .filling
            .first()
            .is_some_and(|c| c.len() == fstore::CHUNK)
        {
            Some(self.filling.remove(0))
        } else {
            None
        }
    }

    /// The campaign the upload is for, and its chunks written so far.
    pub fn staged(&self) -> (i64, Option<Staged>) {
        (self.campaign, self.staged)
    }

    /// A chunk was written (`fstore::stage`).
    pub fn wrote(&mut self, staged: Staged) {
        self.staged = Some(staged);
    }

    /// Lets staged chunks go through `app` if the intake is dropped
    /// unfinished.
    pub fn keep_tidy(&mut self, app: App) {
        self.app = Some(app);
    }

    /// Bytes taken in so far.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The upload's bytes have all arrived: what `attach` stores (and, if
    /// it refuses, lets go).
    pub fn finish(mut self) -> Taken {
        Taken {
            staged: self.staged.take(),
            tail: std::mem::take(&mut self.filling).concat(),
            head: std::mem::take(&mut self.head),
            len: self.len,
            sha256: hex::encode(std::mem::take(&mut self.sha).finalize()),
        }
    }
}

impl Drop for Intake {
    fn drop(&mut self) {
        let (Some(s), Some(app)) = (self.staged.take(), self.app.take()) else {
            return;
        };
        // Off the request's thread; a stopped runtime leaves it to the
        // sweep.
        if let Ok(rt) = tokio::runtime::Handle::try_current() {
            rt.spawn(async move {
                let _ = app.run(move |c| Ok(fstore::discard(c, s.id)?)).await;
            });
        }
    }
}

/// Begins an upload (#23: a body read first let 16 non-members take the
/// server to 640 MB): what can be checked before a byte of it is read (the
/// battle, who attaches, and a declared length over the file limit or the
/// campaign's room), then an `Intake` that checks the rest as it arrives.
pub fn intake(
    c: &mut DbConn,
    a: &Access,
    settings: &FileSettings,
    battle: BattleId,
    declared: Option<u64>,
) -> Result<Intake, AppError> {
    may_attach(a, battle)?;
    // Uploads left behind a day ago go now: no timer is needed for them.
    fstore::sweep(c, crate::store::now() - chrono::Duration::days(1))?;
    let used = fstore::total(c, a.id())?;
    if let Some(n) = declared {
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        if n > i64::try_from(settings.max_file_bytes()).unwrap_or(i64::MAX) {
            return Err(too_large(settings));
        }
        if used.saturating_add(n) > settings.max_campaign_bytes() {
            return Err(no_room(settings, used, n));
        }
    }
    Ok(Intake::new(settings, a.id(), used))
}

impl Intake {
    fn new(settings: &FileSettings, campaign: i64, used: i64) -> Intake {
        Intake {
            settings: settings.clone(),
            campaign,
            used,
            staged: None,
            filling: Vec::new(),
            head: Vec::new(),
            len: 0,
            sha: Sha256::new(),
            app: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn intake(used_mb: i64) -> Intake {
        let settings = FileSettings {
            max_file_mb: 2,
            max_campaign_mb: 3,
        };
        Intake::new(&settings, 1, used_mb * 1024 * 1024)
    }

    const KB64: usize = 64 * 1024;

    #[test]
    fn an_upload_stops_at_the_first_chunk_past_the_campaigns_room() {
        // 2 MB used of 3: the 17th chunk of 64 KB passes the room.
        let mut i = intake(2);
        let chunk = vec![7u8; KB64];
        let mut taken = 0;
        let refused = loop {
            match i.push(&chunk) {
                Ok(()) => taken += 1,
                Err(e) => break e,
            }
            assert!(taken < 100, "never refused");
        };
        assert_eq!(taken, 16);
        assert_eq!(i.len(), 16 * KB64, "nothing of the chunk past it is held");
        let said = refused.to_string();
        assert!(
            matches!(refused, AppError::TooLarge(_)) && said.contains("does not fit"),
            "{said}"
        );
    }

    #[test]
    fn an_upload_stops_at_the_first_chunk_past_the_file_limit() {
        let mut i = intake(0);
        let chunk = vec![7u8; KB64];
        let mut taken = 0;
        let refused = loop {
            match i.push(&chunk) {
                Ok(()) => taken += 1,
                Err(e) => break e,
            }
            assert!(taken < 100, "never refused");
        };
        assert_eq!(taken, 32, "2 MB in 64 KB chunks");
        assert!(refused.to_string().contains("at most 2 MB"), "{refused}");
        // What was taken in is the file's.
        assert_eq!(i.finish().len, 32 * KB64);
    }

    #[test]
    fn an_upload_is_written_a_chunk_at_a_time_and_finishes_as_the_whole_would() {
        let mut i = intake(0);
        let bytes: Vec<u8> = (0..700_000u32).map(|n| (n % 251) as u8).collect();
        let mut written = Vec::new();
        for piece in bytes.chunks(10_000) {
            assert!(i.push(piece).is_ok());
            while let Some(part) = i.full() {
                assert_eq!(part.len(), fstore::CHUNK, "every written chunk is full");
                written.extend_from_slice(&part);
            }
            assert!(
                i.filling.iter().map(Vec::len).sum::<usize>() < fstore::CHUNK,
                "at most a chunk held"
            );
            assert!(i.filling.iter().all(|c| c.capacity() == fstore::CHUNK));
        }
        let t = i.finish();
        assert_eq!(written.len(), 700_000 / fstore::CHUNK * fstore::CHUNK);
        written.extend_from_slice(&t.tail);
        assert_eq!(written, bytes, "the chunks and the tail are the file");
        let whole = Taken::whole(&bytes);
        assert_eq!(
            (t.len, &t.sha256, &t.head),
            (whole.len, &whole.sha256, &whole.head)
        );
        assert_eq!(t.head.len(), files::HEAD);
    }
}
