//! Battle files (#15 part 2): attach, list, open and remove, each asking
//! `rules::files` who may. A file the reader may not see is answered like
//! one that does not exist ("no file N here that you may see"): its
//! existence is not told either.

use super::access::Access;
use crate::config::FileSettings;
use crate::error::AppError;
use crate::rules::files::{self, FileFacts, FileKind};
use crate::rules::{BattleId, Side, UserId};
use crate::store::files::{self as fstore, NewFile, Refused, Staged};

record! {
    /// A battle file without its bytes: what lists, pages and exports carry.
    #[derive(Debug, Clone, serde::Serialize)]
    pub struct FileMeta from crate::store::files::FileMeta {
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
        pub created_at: chrono::NaiveDateTime,
    }
}
use crate::store::DbConn;
use sha2::{Digest, Sha256};

/// What the rules need to know of a stored file.
pub fn facts(f: &FileMeta) -> FileFacts {
    FileFacts {
        file: f.id,
        battle: BattleId::new(u32::try_from(f.battle_id).unwrap_or(0)),
        uploader: UserId::new(f.uploader_id),
        side: f.side.as_deref().and_then(Side::parse),
        gm_only: f.gm_only,
    }
}

pub fn kind(f: &FileMeta) -> FileKind {
    FileKind::parse(&f.kind).unwrap_or(FileKind::Save)
}

pub(super) fn mb(bytes: i64) -> String {
    // Display only: one decimal of a megabyte.
    #[allow(clippy::cast_precision_loss)]
    let v = bytes as f64 / (1024.0 * 1024.0);
    format!("{v:.1} MB")
}

/// The refusal of a file over the per-file limit.
pub fn too_large(settings: &FileSettings) -> AppError {
    AppError::TooLarge(format!(
        "A battle file may be at most {} MB; nothing was stored.",
        settings.max_file_mb
    ))
}

/// The battle exists and `a`'s member may attach to it.
pub(super) fn may_attach(a: &Access, battle: BattleId) -> Result<(), AppError> {
    if a.state.battle(battle).is_none() {
        return Err(AppError::Missing(format!(
            "There is no battle {battle} in this campaign."
        )));
    }
    if !files::may_attach(&a.actor(), &a.state, battle) {
        return Err(AppError::Forbidden(
            "Only the two commanders of a battle and the GM attach files to it.".into(),
        ));
    }
    Ok(())
}

/// An upload whose bytes have all arrived: what `attach` stores.
#[derive(Debug, Clone)]
pub struct Taken {
    /// The chunks already in the database.
    pub staged: Option<Staged>,
    /// The bytes after them.
    pub tail: Vec<u8>,
    /// The file's first bytes, for the content check.
    pub head: Vec<u8>,
    pub len: usize,
    /// SHA-256, hex.
    pub sha256: String,
}

impl Taken {
    /// A file whose bytes are all at hand (nothing staged).
    pub fn whole(bytes: &[u8]) -> Taken {
        Taken {
            staged: None,
            tail: bytes.to_vec(),
            head: bytes.get(..files::HEAD).unwrap_or(bytes).to_vec(),
            len: bytes.len(),
            sha256: hex::encode(Sha256::digest(bytes)),
        }
    }
}

/// Stores an upload that has all arrived (`Intake::finish`); a refused one
/// lets its staged chunks go.
pub fn attach(
    c: &mut DbConn,
    a: &Access,
    settings: &FileSettings,
    battle: BattleId,
    upload: &Upload,
) -> Result<FileMeta, AppError> {
    let stored = store(c, a, settings, battle, upload);
    if let (Err(_), Some(s)) = (&stored, upload.taken.staged) {
        fstore::discard(c, s.id)?;
    }
    stored
}

fn store(
    c: &mut DbConn,
    a: &Access,
    settings: &FileSettings,
    battle: BattleId,
    upload: &Upload,
) -> Result<FileMeta, AppError> {
    let Upload {
        name,
        taken,
        gm_only,
    } = upload;
    let gm_only = *gm_only;
    let who = a.actor();
    may_attach(a, battle)?;
    if name.trim().is_empty() {
        return Err(AppError::Invalid(
            "Name the file (e.g. turn 3.ema): its name says what it claims to be.".into(),
        ));
    }
    if taken.len > settings.max_file_bytes() {
        return Err(too_large(settings));
    }
    let name = files::clean_name(name);
    let kind = files::sniff(&name, &taken.head).map_err(AppError::Invalid)?;
    let side = files::commanded_side(&who, &a.state, battle);
    let new = NewFile {
        campaign: a.id(),
        battle: i64::from(battle.get()),
        uploader: a.user_id,
        side: side.map(Side::as_str),
        name: &name,
        kind: kind.as_str(),
        sha256: &taken.sha256,
        gm_only,
        data: &taken.tail,
        staged: taken.staged,
    };
    fstore::insert(c, &new, settings.max_campaign_bytes()).map_err(|e| match e {
        Refused::CampaignFull(used) => AppError::TooLarge(format!(
            "This campaign's files take {} of its {} MB; {name} ({}) does not fit. The GM may remove old files.",
            mb(used),
            settings.max_campaign_mb,
            mb(i64::try_from(taken.len).unwrap_or(i64::MAX)),
        )),
        Refused::Lost => AppError::Conflict(
            "The upload took over a day and was let go; nothing was stored. Send the file again.".into(),
        ),
        Refused::Db(e) => e.into(),
    })
    .map(FileMeta::from)
}

/// The files of `battle` (every battle when None) the reader may see.
pub fn visible(
    c: &mut DbConn,
    a: &Access,
    battle: Option<BattleId>,
) -> Result<Vec<FileMeta>, AppError> {
    let who = a.actor();
    Ok(fstore::list(c, a.id(), battle.map(|b| i64::from(b.get())))?
        .into_iter()
        .map(FileMeta::from)
        .filter(|f| files::may_see(&who, &a.state, &facts(f)))
        .collect())
}

fn no_such(id: i64) -> AppError {
    AppError::Missing(format!(
        "There is no file {id} in this campaign that you may see."
    ))
}

/// What a battle's sheet shows besides the battle: the campaign's
/// after-action reports, the battle's files the reader may see, for the GM
/// what its commanders lack of the campaign's CMBN (R13.2), and the time
/// zones of its two commanders (a live battle's sessions, R13.6).
pub type SheetExtras = (
    Vec<super::aars::Aar>,
    Vec<FileMeta>,
    Vec<String>,
    Vec<(i64, String)>,
);

/// `SheetExtras` for `battle`, as `a`'s reader may see them.
pub fn sheet_extras(c: &mut DbConn, a: &Access, battle: BattleId) -> Result<SheetExtras, AppError> {
    let files = visible(c, a, Some(battle))?;
    let kit = if a.is_gm() {
        let members = crate::app::campaigns::members(c, a.id())?;
        let names =
            crate::rules::Names::new(members.iter().map(|m| (m.user_id, m.display_name.clone())));
        super::accounts::kit_flags(c, &a.state, battle, &names)?
    } else {
        Vec::new()
    };
    let zones = match a.state.battle(battle) {
        Some(b) if b.play.mode == Some(crate::rules::play::PlayMode::Live) => {
            let ids: Vec<i64> = [b.attacker_battalion, b.defender_battalion]
                .into_iter()
                .filter_map(|bn| a.state.battalion(bn).and_then(|x| x.commander))
                .map(|u| u.get())
                .collect();
            crate::store::accounts::time_zones_of(c, &ids)?
        }
        _ => Vec::new(),
    };
    Ok((super::aars::all_of(c, a.id())?, files, kit, zones))
}

/// A file the reader may see; one they may not is answered as missing.
pub fn find(c: &mut DbConn, a: &Access, id: i64) -> Result<FileMeta, AppError> {
    let f = FileMeta::from(fstore::find(c, a.id(), id)?.ok_or_else(|| no_such(id))?);
    if files::may_see(&a.actor(), &a.state, &facts(&f)) {
        Ok(f)
    } else {
        Err(no_such(id))
    }
}

/// Removes a file: its uploader or the GM.
pub fn remove(c: &mut DbConn, a: &Access, id: i64) -> Result<FileMeta, AppError> {
    let refuse = || AppError::Forbidden("Only the file's uploader and the GM remove it.".into());
    // Observers and readers from outside the table upload nothing, so
    // remove nothing: told so before anything is looked up.
    let who = a.actor();
    if !who.gm && who.side.or(who.hc).is_none() {
        return Err(refuse());
    }
    let f = find(c, a, id)?;
    if !files::may_remove(&who, &facts(&f)) {
        return Err(refuse());
    }
    let battle = facts(&f).battle;
    if crate::rules::relay::turn_of(&a.state, battle, id).is_some() {
        return Err(AppError::Conflict(
            "This is a turn file of the battle's relay (R13.3): it goes when newer files replace it, or when its sender takes it back before it is downloaded.".into(),
        ));
    }
    fstore::delete(c, a.id(), id)?;
    Ok(f)
}

/// An uploaded file: its name, bytes and whether only the GM may see it.
pub struct Upload {
    pub name: String,
    pub taken: Taken,
    pub gm_only: bool,
}
