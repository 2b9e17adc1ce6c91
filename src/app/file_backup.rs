//! A campaign's files in its scenario document (#45): their list in an
//! export, their bytes streamed into a backup, and restored from one.

use crate::app::scenario::ScenarioFile;
use crate::error::AppError;
use crate::rules::files;
use crate::rules::Side;
use crate::store::files::{self as fstore, NewFile, Refused};
use crate::store::DbConn;
use sha2::{Digest, Sha256};

/// The campaign's files for a scenario document, with their ids: their
/// metadata only (a backup's bytes are written by `write_backup`).
pub fn exported(
    c: &mut DbConn,
    campaign: i64,
    email_of: &std::collections::BTreeMap<i64, String>,
) -> Result<Vec<(i64, ScenarioFile)>, AppError> {
    Ok(fstore::list(c, campaign, None)?
        .into_iter()
        .map(|f| {
            let file = ScenarioFile {
                battle: u32::try_from(f.battle_id).unwrap_or(0),
                name: f.name,
                kind: f.kind,
                size: f.size,
                sha256: f.sha256,
                gm_only: f.gm_only,
                uploader: email_of.get(&f.uploader_id).cloned().unwrap_or_default(),
                side: f.side.as_deref().and_then(Side::parse),
                uploaded_at: f.created_at.and_utc(),
                data: None,
            };
            (f.id, file)
        })
        .collect())
}

/// Writes a backup: `doc` with the bytes (base64) of its files, whose ids
/// are `ids` in the order of `doc.files`, each read from the database a
/// chunk at a time and encoded on the way (#45: a campaign's files are
/// never held in memory, whole or all at once). A file whose bytes fall
/// short of its size is a broken store: the backup fails rather than
/// carry a blank.
pub fn write_backup(
    c: &mut DbConn,
    doc: &mut crate::app::scenario::Scenario,
    ids: &[i64],
    out: &mut dyn std::io::Write,
) -> Result<(), AppError> {
    use std::io::Write;
    let io = |e: std::io::Error| AppError::Internal(e.into());
    // Each file's `data` is first a mark no document can hold otherwise
    // (a fresh random word), then replaced by the bytes as it is written.
    let nonce = hex::encode(rand::random::<[u8; 16]>());
    let marks: Vec<String> = (0..ids.len())
        .map(|i| format!("\"bocage-file-{nonce}-{i}\""))
        .collect();
    for (f, m) in doc.files.iter_mut().zip(&marks) {
        f.data = Some(m.trim_matches('"').to_string());
    }
    let text = serde_json::to_string_pretty(doc).map_err(|e| AppError::Internal(e.into()))?;
    let mut rest = text.as_str();
    for ((id, mark), f) in ids.iter().zip(&marks).zip(&doc.files) {
        let (before, after) = rest
            .split_once(mark.as_str())
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("file {id}'s place is lost")))?;
        out.write_all(before.as_bytes()).map_err(io)?;
        out.write_all(b"\"").map_err(io)?;
        let mut b64 = base64::write::EncoderWriter::new(
            &mut *out,
            &base64::engine::general_purpose::STANDARD,
        );
        let (mut seq, mut n) = (0_i32, 0_usize);
        while let Some(part) = fstore::chunk(c, *id, seq)? {
            b64.write_all(&part).map_err(io)?;
            seq = seq.saturating_add(1);
            n = n.saturating_add(part.len());
        }
        b64.finish().map_err(io)?;
        drop(b64);
        if i64::try_from(n).ok() != Some(f.size) {
            return Err(AppError::Internal(anyhow::anyhow!(
                "file {id} holds {n} of its {} bytes",
                f.size
            )));
        }
        out.write_all(b"\"").map_err(io)?;
        rest = after;
    }
    out.write_all(rest.as_bytes()).map_err(io)
}

/// Restores the files of a backup into campaign `campaign` (inside the
/// import's transaction): each is checked again (content, digest); files
/// without their bytes (an export, not a backup) are left out. An uploader
/// who is not among the members becomes the importer.
pub fn import(
    c: &mut DbConn,
    campaign: i64,
    files: &[ScenarioFile],
    ids: &std::collections::BTreeMap<String, i64>,
    importer: i64,
) -> Result<(), AppError> {
    use base64::Engine;
    for f in files {
        let Some(b64) = &f.data else { continue };
        let data = base64::engine::general_purpose::STANDARD
            .decode(b64)
            .map_err(|_| {
                AppError::Invalid(format!("The bytes of file {} are not base64.", f.name))
            })?;
        let sha = hex::encode(Sha256::digest(&data));
        if sha != f.sha256 {
            return Err(AppError::Invalid(format!(
                "File {} does not match its SHA-256 digest.",
                f.name
            )));
        }
        let name = files::clean_name(&f.name);
        let kind = files::sniff(&name, &data).map_err(AppError::Invalid)?;
        let uploader = ids
            .get(&crate::store::accounts::normalise_email(&f.uploader))
            .copied()
            .unwrap_or(importer);
        let new = NewFile {
            campaign,
            battle: i64::from(f.battle),
            uploader,
            side: f.side.map(Side::as_str),
            name: &name,
            kind: kind.as_str(),
            sha256: &sha,
            gm_only: f.gm_only,
            data: &data,
            staged: None,
        };
        fstore::insert_in(c, &new, i64::MAX).map_err(|e| match e {
            Refused::CampaignFull(_) | Refused::Lost => AppError::Invalid("too many files".into()),
            Refused::Db(e) => e.into(),
        })?;
    }
    Ok(())
}
