//! Battle files (#15 part 2): what a file is, by its bytes; who may attach
//! one to a battle, see it and remove it.
//!
//! | file | GM | its uploader | the battle's two commanders | uploader's side | others, observers |
//! |---|---|---|---|---|---|
//! | "GM only" | yes | yes | no | no | no |
//! | before the result | yes | yes | yes | yes | no |
//! | once the result is in | yes | yes | yes | yes | yes |
//!
//! A battle's record (its sheet and result) is every member's once it is
//! decided; its files follow it. Before that they are the two commanders'
//! working papers (the turn files they swap), seen by the uploader's side.

use super::ids::{BattleId, UserId};
use super::roles::Actor;
use super::state::CampaignState;
use super::types::Side;

/// What Bocage keeps, told by content, never by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A CMBN save, scenario or turn file (`.bts`, `.btt`, `.ema`).
    Save,
    Png,
    Jpeg,
    Pdf,
}

impl FileKind {
    pub fn as_str(self) -> &'static str {
        match self {
            FileKind::Save => "save",
            FileKind::Png => "png",
            FileKind::Jpeg => "jpeg",
            FileKind::Pdf => "pdf",
        }
    }
    pub fn parse(s: &str) -> Option<FileKind> {
        [FileKind::Save, FileKind::Png, FileKind::Jpeg, FileKind::Pdf]
            .into_iter()
            .find(|k| k.as_str() == s)
    }
    /// The type it is served as.
    pub fn content_type(self) -> &'static str {
        match self {
            FileKind::Save => "application/octet-stream",
            FileKind::Png => "image/png",
            FileKind::Jpeg => "image/jpeg",
            FileKind::Pdf => "application/pdf",
        }
    }
    /// Only images are ever shown inline (as `<img>`).
    pub fn is_image(self) -> bool {
        matches!(self, FileKind::Png | FileKind::Jpeg)
    }
    pub fn label(self) -> &'static str {
        match self {
            FileKind::Save => "CMBN file",
            FileKind::Png => "PNG image",
            FileKind::Jpeg => "JPEG image",
            FileKind::Pdf => "PDF",
        }
    }
}

/// What the bytes say a file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Content {
    Png,
    Jpeg,
    Pdf,
    /// A format Bocage recognises and does not keep (archives, programs,
    /// other images, markup): named for the refusal.
    Other(&'static str),
    Text,
    /// Binary bytes of no format Bocage recognises: what a CMBN file is
    /// (Battlefront does not document a signature for it).
    Binary,
}

const SIGNATURES: &[(&[u8], &str)] = &[
    (b"GIF8", "a GIF image"),
    (b"PK\x03\x04", "a ZIP archive"),
    (b"PK\x05\x06", "a ZIP archive"),
    (b"Rar!", "a RAR archive"),
    (b"7z\xBC\xAF\x27\x1C", "a 7-Zip archive"),
    (b"\x1F\x8B", "a gzip archive"),
    (b"MZ", "a Windows program"),
    (b"\x7FELF", "a program"),
    (b"\xCA\xFE\xBA\xBE", "a program"),
    (b"\xCF\xFA\xED\xFE", "a program"),
    (b"RIFF", "a media file"),
    (b"BM", "a BMP image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"%!PS", "a PostScript file"),
    (b"{\\rtf", "an RTF document"),
    (b"\xD0\xCF\x11\xE0", "an Office document"),
    (b"\x00\x00\x01\x00", "an icon"),
];

fn content(bytes: &[u8]) -> Content {
    if bytes.starts_with(b"\x89PNG\r\n\x1A\n") {
        return Content::Png;
    }
    if bytes.starts_with(b"\xFF\xD8\xFF") {
        return Content::Jpeg;
    }
    if bytes.starts_with(b"%PDF-") {
        return Content::Pdf;
    }
    let head = bytes.get(..bytes.len().min(HEAD)).unwrap_or(bytes);
    if let Some((_, what)) = SIGNATURES.iter().find(|(sig, _)| bytes.starts_with(sig)) {
        return Content::Other(what);
    }
    // Any other known format by its magic bytes (infer's table: archives,
    // programs, images, media, documents, fonts), named by its type.
    if let Some(t) = infer::get(head) {
        return Content::Other(t.mime_type());
    }
    // A format hidden behind a few bytes (a ZIP or a program after a
    // prefix), or markup anywhere in the head, in any of the encodings a
    // browser would read it in.
    if let Some(what) = hidden_format(head) {
        return Content::Other(what);
    }
    if is_text(head) {
        Content::Text
    } else {
        Content::Binary
    }
}

/// How much of a file's start is looked at.
pub const HEAD: usize = 4096;

/// Signatures that must not stand near a file's start, with their names.
const EMBEDDED: &[(&[u8], &str)] = &[
    (b"PK\x03\x04", "a ZIP archive"),
    (b"\x7FELF", "a program"),
    (b"Rar!\x1A\x07", "a RAR archive"),
    (b"7z\xBC\xAF\x27\x1C", "a 7-Zip archive"),
    (b"%PDF-", "a PDF"),
];

/// Markup a browser would run, looked for case-insensitively.
const MARKUP: &[&str] = &[
    "<html",
    "<!doctype",
    "<script",
    "<svg",
    "<body",
    "<iframe",
    "<?xml",
    "<head",
    "<img",
    "<a ",
    "<meta",
    "<object",
    "<embed",
    "<style",
    "javascript:",
];

/// A format behind a prefix, or markup in the head (read as bytes, as
/// UTF-16 either way, and with NUL bytes left out).
fn hidden_format(head: &[u8]) -> Option<&'static str> {
    let near = head.get(..head.len().min(1024)).unwrap_or(head);
    if let Some((_, what)) = EMBEDDED
        .iter()
        .find(|(sig, _)| near.windows(sig.len()).any(|w| w == *sig))
    {
        return Some(what);
    }
    let readings = [
        String::from_utf8_lossy(head).into_owned(),
        head.iter()
            .filter(|b| **b != 0)
            .map(|b| char::from(*b))
            .collect(),
        utf16(head, u16::from_le_bytes),
        utf16(head, u16::from_be_bytes),
    ];
    readings
        .iter()
        .map(|r| r.to_lowercase())
        .any(|r| MARKUP.iter().any(|m| r.contains(m)))
        .then_some("text with markup (HTML, SVG or XML)")
}

fn utf16(bytes: &[u8], word: fn([u8; 2]) -> u16) -> String {
    let units: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|c| {
            word([
                c.first().copied().unwrap_or(0),
                c.get(1).copied().unwrap_or(0),
            ])
        })
        .collect();
    String::from_utf16_lossy(&units)
}

/// Text in a common encoding: UTF-8 or ASCII without NULs, or UTF-16 / UTF-32
/// (a byte-order mark, or zeros on every other byte).
fn is_text(head: &[u8]) -> bool {
    let bom = [
        &b"\xFF\xFE"[..],
        b"\xFE\xFF",
        b"\xEF\xBB\xBF",
        b"\x00\x00\xFE\xFF",
        b"\xFF\xFE\x00\x00",
    ];
    if bom.iter().any(|b| head.starts_with(b)) {
        return true;
    }
    if !head.contains(&0) {
        return std::str::from_utf8(head).is_ok()
            || head
                .iter()
                .all(|b| b.is_ascii_graphic() || b.is_ascii_whitespace());
    }
    // UTF-16 text without a mark: one byte of each pair zero, the other
    // printable ASCII, throughout.
    let pairs: Vec<&[u8]> = head.chunks_exact(2).collect();
    let printable = |b: u8| b.is_ascii_graphic() || b.is_ascii_whitespace();
    let le = pairs
        .iter()
        .all(|p| p.get(1) == Some(&0) && p.first().is_some_and(|b| printable(*b)));
    let be = pairs
        .iter()
        .all(|p| p.first() == Some(&0) && p.get(1).is_some_and(|b| printable(*b)));
    pairs.len() >= 4 && (le || be)
}

/// The kinds of file a name may claim.
fn claimed(name: &str) -> Option<FileKind> {
    let ext = name.rsplit_once('.')?.1.to_ascii_lowercase();
    match ext.as_str() {
        "bts" | "btt" | "ema" => Some(FileKind::Save),
        "png" => Some(FileKind::Png),
        "jpg" | "jpeg" => Some(FileKind::Jpeg),
        "pdf" => Some(FileKind::Pdf),
        _ => None,
    }
}

pub const KEPT: &str =
    "Bocage keeps CMBN files (.bts, .btt, .ema), PNG and JPEG screenshots and PDFs.";

/// The kind of file `bytes` is, when its content matches what its name
/// claims; otherwise why it is refused.
pub fn sniff(name: &str, bytes: &[u8]) -> Result<FileKind, String> {
    if bytes.is_empty() {
        return Err("The file is empty.".into());
    }
    let Some(claim) = claimed(name) else {
        return Err(format!(
            "\"{name}\" is not a kind of file Bocage keeps. {KEPT}"
        ));
    };
    let found = content(bytes);
    let ok = matches!(
        (claim, found),
        (FileKind::Save, Content::Binary)
            | (FileKind::Png, Content::Png)
            | (FileKind::Jpeg, Content::Jpeg)
            | (FileKind::Pdf, Content::Pdf)
    );
    if ok {
        return Ok(claim);
    }
    let what = match found {
        Content::Png => "a PNG image",
        Content::Jpeg => "a JPEG image",
        Content::Pdf => "a PDF",
        Content::Other(w) => w,
        Content::Text => "text",
        Content::Binary => "binary data of no known image or document format",
    };
    Err(format!(
        "\"{name}\" is named as a {} but its content is {what}: files are checked by content, not by name. {KEPT}",
        claim.label()
    ))
}

/// A file name safe to store and to send in a header: the last path part,
/// letters, digits, spaces, `._()-` (others become `_`), at most 100
/// characters.
pub fn clean_name(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name).trim();
    let mut out: String = base
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || " ._()-".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    if out.chars().count() > 100 {
        let ext = out.rsplit_once('.').map(|(_, e)| e.to_string());
        out = out.chars().take(90).collect();
        if let Some(e) = ext.filter(|e| e.len() <= 9) {
            out = format!("{}.{e}", out.trim_end_matches('.'));
        }
    }
    let out = out.trim_start_matches('.').to_string();
    if out.is_empty() {
        "file".into()
    } else {
        out
    }
}

/// What the visibility of a file depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileFacts {
    /// The stored file's id (a battle's turn file is known by it, R13.3).
    pub file: i64,
    pub battle: BattleId,
    pub uploader: UserId,
    /// The side the uploader fought for in that battle (None for the GM).
    pub side: Option<Side>,
    pub gm_only: bool,
}

/// The side `who` commands in `battle`, if they command one of its two
/// battalions.
pub fn commanded_side(who: &Actor, s: &CampaignState, battle: BattleId) -> Option<Side> {
    let b = s.battle(battle)?;
    if who.commands(s, b.attacker_battalion) {
        Some(b.side)
    } else if who.commands(s, b.defender_battalion) {
        Some(b.side.enemy())
    } else {
        None
    }
}

/// Whether `who` may attach a file to `battle`: its two commanders and the
/// GM.
pub fn may_attach(who: &Actor, s: &CampaignState, battle: BattleId) -> bool {
    s.battle(battle).is_some() && (who.gm || commanded_side(who, s, battle).is_some())
}

/// Whether `who` may see (list and download) the file.
pub fn may_see(who: &Actor, s: &CampaignState, f: &FileFacts) -> bool {
    let Some(b) = s.battle(f.battle) else {
        return false;
    };
    if who.gm {
        return true;
    }
    // A turn file in a battle's relay is its two commanders' (as they hold
    // the seats now, deputies while covering) and the GM's until the
    // result (R13.3).
    if b.result.is_none() && super::relay::turn_of(s, f.battle, f.file).is_some() {
        return commanded_side(who, s, f.battle).is_some();
    }
    if is_uploader(who, f) {
        return true;
    }
    if f.gm_only {
        return false;
    }
    b.result.is_some()
        || commanded_side(who, s, f.battle).is_some()
        || (f.side.is_some() && f.side == who.side.or(who.hc))
}

/// Whether `who` may remove the file: its uploader and the GM.
pub fn may_remove(who: &Actor, f: &FileFacts) -> bool {
    who.gm || is_uploader(who, f)
}

/// Whether `who` uploaded the file and still plays for the side they
/// uploaded it for (#40: having written something grants nothing once its
/// author changed sides).
fn is_uploader(who: &Actor, f: &FileFacts) -> bool {
    who.user_id == f.uploader && f.side.is_some() && f.side == who.side.or(who.hc)
}
