//! How an upload's bytes come in (#42; #45 measures it): checked before a
//! byte is read, then chunk by chunk against the file limit and the
//! campaign's room.

use super::access::Access;
use super::files::{may_attach, mb, too_large};
use crate::config::FileSettings;
use crate::error::AppError;
use crate::rules::BattleId;
use crate::store::files as fstore;
use crate::store::DbConn;

/// The refusal of a file the campaign's room does not hold.
fn no_room(settings: &FileSettings, used: i64, n: i64) -> AppError {
    AppError::TooLarge(format!(
        "This campaign's files take {} of its {} MB; a file of {} does not fit. The GM may remove old files.",
        mb(used),
        settings.max_campaign_mb,
        mb(n),
    ))
}

/// An upload as its bytes arrive (#42; #45 measures it): the one way the
/// API's raw body and the page's multipart file are taken in. Each chunk is
/// held to the file limit and to the campaign's room as counted when the
/// upload began, so that an upload over either stops at the first chunk
/// past it and the rest is never read. `attach` counts the room again in
/// the transaction that stores the file (another upload may have taken it
/// meanwhile).
#[derive(Debug)]
pub struct Intake {
    settings: FileSettings,
    /// Bytes the campaign's files took when the upload began.
    used: i64,
    data: Vec<u8>,
}

impl Intake {
    /// Takes in the next chunk, or refuses the upload: over the file limit,
    /// or past the campaign's room.
    pub fn push(&mut self, chunk: &[u8]) -> Result<(), AppError> {
        let n = self.data.len().saturating_add(chunk.len());
        if n > self.settings.max_file_bytes() {
            return Err(too_large(&self.settings));
        }
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        if self.used.saturating_add(n) > self.settings.max_campaign_bytes() {
            return Err(no_room(&self.settings, self.used, n));
        }
        self.data.extend_from_slice(chunk);
        Ok(())
    }

    /// Bytes taken in so far.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The file's bytes, to `attach`.
    pub fn into_bytes(self) -> Vec<u8> {
        self.data
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
    Ok(Intake {
        settings: settings.clone(),
        used,
        data: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn intake(used_mb: i64) -> Intake {
        Intake {
            settings: FileSettings {
                max_file_mb: 2,
                max_campaign_mb: 3,
            },
            used: used_mb * 1024 * 1024,
            data: Vec::new(),
        }
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
        assert_eq!(i.into_bytes().len(), 32 * KB64);
    }
}
