//! Pages that carry the session's form token (#40, item 8). A page is drawn
//! (and kept, `pages`) with a slot where the token goes (`auth::csrf::slot`);
//! each answer fills every slot with the token freshly masked, so no two
//! answers repeat it and a page's compressed size, beside text a side-mate
//! wrote, tells nothing of it.
//!
//! Compressing each answer anew would cost what keeping pages saves, so a
//! page is deflated once, piece by piece between its slots (each piece on
//! its own, ended on a sync flush: byte-aligned, referring to nothing
//! before it), and kept by its digest; an answer is those pieces with the
//! masked token between them as stored (uncompressed) deflate blocks, in
//! one gzip member whose checksum covers what the reader gets. The token is
//! never compressed, and never next to anything that is.

use actix_web::web::Bytes;
use lru::LruCache;
use std::io::Write;
use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex, OnceLock};

/// The pieces kept, in all (a map page's are about 25 KB).
const KEPT: usize = 512;

/// Where `slot` starts in `body`, each time.
pub fn slots(body: &[u8], slot: &[u8]) -> Vec<usize> {
    memchr::memmem::find_iter(body, slot).collect()
}

/// `body` with every `slot` replaced by `token`.
pub fn fill(body: &[u8], slot: &[u8], token: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len() + token.len() * 4);
    for (i, piece) in pieces(body, slot).into_iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(token);
        }
        out.extend_from_slice(piece);
    }
    out
}

/// The bytes between the slots (one more than there are slots).
fn pieces<'a>(body: &'a [u8], slot: &[u8]) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    let mut from = 0;
    for at in slots(body, slot) {
        out.push(body.get(from..at).unwrap_or_default());
        from = at + slot.len();
    }
    out.push(body.get(from..).unwrap_or_default());
    out
}

/// A page's pieces, each deflated on its own and sync-flushed.
pub struct Spliced {
    deflated: Vec<Vec<u8>>,
}

impl Spliced {
    pub fn new(body: &[u8], slot: &[u8]) -> Spliced {
        Spliced {
            deflated: pieces(body, slot).into_iter().map(deflate_piece).collect(),
        }
    }

    /// The gzip member of `body` (whose pieces these are) with `token` in
    /// every slot.
    pub fn gzip(&self, body: &[u8], slot: &[u8], token: &[u8]) -> Vec<u8> {
        let size: usize = self.deflated.iter().map(Vec::len).sum();
        let mut out = Vec::with_capacity(size + 64 + token.len() * self.deflated.len());
        // Magic, deflate, no flags, no time, no extra flags, unknown system.
        out.extend_from_slice(&[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
        let mut crc = crc32fast::Hasher::new();
        let plain = pieces(body, slot);
        let mut length: u64 = 0;
        for (i, (deflated, piece)) in self.deflated.iter().zip(&plain).enumerate() {
            if i > 0 {
                stored(&mut out, token, false);
                crc.update(token);
                length += token.len() as u64;
            }
            out.extend_from_slice(deflated);
            crc.update(piece);
            length += piece.len() as u64;
        }
        stored(&mut out, &[], true);
        out.extend_from_slice(&crc.finalize().to_le_bytes());
        out.extend_from_slice(&((length & 0xffff_ffff) as u32).to_le_bytes());
        out
    }

    fn size(&self) -> usize {
        self.deflated.iter().map(Vec::len).sum()
    }
}

/// One piece, deflated by an encoder of its own and ended on a sync flush
/// (an empty stored block: byte-aligned, no final block).
fn deflate_piece(piece: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::new(6));
    // Writing into a Vec cannot fail; `flush` is deflate's sync flush.
    let _ = e.write_all(piece);
    let _ = e.flush();
    std::mem::take(e.get_mut())
}

/// A stored (uncompressed) deflate block of `data`, at a byte boundary;
/// `last`: the stream's final block.
fn stored(out: &mut Vec<u8>, data: &[u8], last: bool) {
    let mut chunks = data.chunks(0xffff).peekable();
    if chunks.peek().is_none() {
        out.extend_from_slice(&[u8::from(last), 0, 0, 0xff, 0xff]);
        return;
    }
    while let Some(chunk) = chunks.next() {
        let fin = last && chunks.peek().is_none();
        let len = chunk.len() as u16;
        out.push(u8::from(fin));
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(chunk);
    }
}

fn kept() -> &'static Mutex<LruCache<u128, Arc<Spliced>>> {
    static KEPT_PIECES: OnceLock<Mutex<LruCache<u128, Arc<Spliced>>>> = OnceLock::new();
    KEPT_PIECES.get_or_init(|| {
        Mutex::new(LruCache::new(
            NonZeroUsize::new(KEPT).unwrap_or(NonZeroUsize::MIN),
        ))
    })
}

/// The gzip answer of `body` (digest `tag`) with `token` in its slots, from
/// the kept pieces when they hold it.
pub fn gzip(tag: u128, body: &[u8], slot: &[u8], token: &[u8]) -> Bytes {
    let hit = kept().lock().ok().and_then(|mut k| k.get(&tag).cloned());
    crate::telemetry::cache("spliced", hit.is_some());
    let spliced = match hit {
        Some(s) => s,
        None => {
            let s = Arc::new(Spliced::new(body, slot));
            // A huge page is compressed for this answer only.
            if s.size() <= 4 * 1024 * 1024 {
                if let Ok(mut k) = kept().lock() {
                    k.put(tag, s.clone());
                }
            }
            s
        }
    };
    Bytes::from(spliced.gzip(body, slot, token))
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use std::io::Read;

    fn gunzip(bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(bytes)
            .read_to_end(&mut out)
            .expect("a valid gzip member");
        out
    }

    #[test]
    fn a_spliced_page_reads_as_the_page_with_its_token() {
        let slot = b"SLOT-XYZ";
        let page = format!(
            "<html>{}<form><input value=\"SLOT-XYZ\"></form>{}SLOT-XYZSLOT-XYZ<p>end</p></html>",
            "<p>lorem ipsum</p>".repeat(500),
            "<div>dolor</div>".repeat(300)
        );
        let s = Spliced::new(page.as_bytes(), slot);
        for token in ["first-token", "another, longer token", ""] {
            let got = gunzip(&s.gzip(page.as_bytes(), slot, token.as_bytes()));
            assert_eq!(got, fill(page.as_bytes(), slot, token.as_bytes()));
            assert!(!String::from_utf8(got).unwrap().contains("SLOT-XYZ"));
        }
        // A page without a slot, an empty one and a slot alone.
        for body in ["no slot here".to_string(), String::new(), "SLOT-XYZ".into()] {
            let s = Spliced::new(body.as_bytes(), slot);
            let got = gunzip(&s.gzip(body.as_bytes(), slot, b"T"));
            assert_eq!(got, fill(body.as_bytes(), slot, b"T"));
        }
    }

    #[test]
    fn the_token_is_stored_not_compressed() {
        let slot = b"SLOT";
        let page = "<p>abc</p>SLOT<p>abc</p>";
        let s = Spliced::new(page.as_bytes(), slot);
        let token = b"tokentokentoken";
        let a = s.gzip(page.as_bytes(), slot, token);
        let found = a.windows(token.len()).any(|w| w == token);
        assert!(found, "the token is sent as a stored block, as it is");
        // Its size never depends on what the token holds.
        let b = s.gzip(page.as_bytes(), slot, b"abcabcabcabcabc");
        assert_eq!(a.len(), b.len());
    }

    #[test]
    fn a_long_token_spans_stored_blocks() {
        let slot = b"S";
        let token = vec![b'x'; 70_000];
        let s = Spliced::new(b"aSb", slot);
        let got = gunzip(&s.gzip(b"aSb", slot, &token));
        assert_eq!(got.len(), 70_002);
    }
}
