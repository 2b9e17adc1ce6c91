//! Which compression a client takes, and compressing: brotli over gzip,
//! for the text types worth it (`encoding` answers with them; `assets`
//! keeps each static file's variants).

use actix_web::http::header::{HeaderMap, ACCEPT_ENCODING};
use std::sync::{Arc, OnceLock};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Encoding {
    Brotli,
    Gzip,
}

impl Encoding {
    pub fn token(self) -> &'static str {
        match self {
            Encoding::Brotli => "br",
            Encoding::Gzip => "gzip",
        }
    }
}

/// Whether `Accept-Encoding` takes `e`.
pub fn accepts(headers: &HeaderMap, e: Encoding) -> bool {
    let (br, gzip) = accepted(headers);
    match e {
        Encoding::Brotli => br,
        Encoding::Gzip => gzip,
    }
}

/// The encoding to answer with, from `Accept-Encoding`: brotli over gzip,
/// none when neither is accepted (`q=0` refuses one).
pub fn negotiate(headers: &HeaderMap) -> Option<Encoding> {
    match accepted(headers) {
        (true, _) => Some(Encoding::Brotli),
        (false, true) => Some(Encoding::Gzip),
        _ => None,
    }
}

/// Whether brotli and gzip are accepted.
fn accepted(headers: &HeaderMap) -> (bool, bool) {
    let mut br = false;
    let mut gzip = false;
    for value in headers.get_all(ACCEPT_ENCODING) {
        let Ok(text) = value.to_str() else { continue };
        for part in text.split(',') {
            let mut fields = part.split(';');
            let name = fields.next().unwrap_or("").trim().to_ascii_lowercase();
            let refused = fields.any(|f| {
                f.trim()
                    .strip_prefix("q=")
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            match name.as_str() {
                "br" => br = !refused,
                "gzip" | "x-gzip" => gzip = !refused,
                "*" if !refused => {
                    br = true;
                    gzip = true;
                }
                _ => {}
            }
        }
    }
    (br, gzip)
}

/// Whether a content type is text worth compressing.
pub fn compressible(content_type: &str) -> bool {
    let t = content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    (t.starts_with("text/") && t != "text/event-stream")
        || matches!(
            t.as_str(),
            "application/json"
                | "application/problem+json"
                | "application/javascript"
                | "application/xml"
                | "image/svg+xml"
        )
}

/// `bytes` compressed with `encoding`.
pub fn compress(bytes: &[u8], encoding: Encoding) -> Vec<u8> {
    use std::io::Write;
    match encoding {
        Encoding::Gzip => {
            let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(6));
            // Writing into a Vec cannot fail.
            let _ = e.write_all(bytes);
            e.finish().unwrap_or_default()
        }
        Encoding::Brotli => {
            let mut out = Vec::with_capacity(bytes.len() / 4);
            {
                let mut w = brotli::CompressorWriter::new(&mut out, 4096, 5, 22);
                let _ = w.write_all(bytes);
            }
            out
        }
    }
}

/// The compressed variants of one static file, made once.
pub struct Variants {
    br: OnceLock<Arc<[u8]>>,
    gzip: OnceLock<Arc<[u8]>>,
}

impl Variants {
    pub const fn new() -> Variants {
        Variants {
            br: OnceLock::new(),
            gzip: OnceLock::new(),
        }
    }

    pub fn get(&self, bytes: &[u8], e: Encoding) -> Arc<[u8]> {
        let cell = match e {
            Encoding::Brotli => &self.br,
            Encoding::Gzip => &self.gzip,
        };
        cell.get_or_init(|| compress(bytes, e).into()).clone()
    }
}

impl Default for Variants {
    fn default() -> Self {
        Variants::new()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
pub(crate) mod tests {
    use super::*;
    use actix_web::http::header::{HeaderName, HeaderValue};

    /// A header map of `pairs`.
    pub(crate) fn h(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut m = HeaderMap::new();
        for (k, v) in pairs {
            m.append(
                HeaderName::from_bytes(k.as_bytes()).unwrap(),
                HeaderValue::from_str(v).unwrap(),
            );
        }
        m
    }

    #[test]
    fn brotli_over_gzip_and_a_zero_quality_refuses() {
        let n = |v: &str| negotiate(&h(&[("accept-encoding", v)]));
        assert_eq!(n("gzip, deflate, br"), Some(Encoding::Brotli));
        assert_eq!(n("gzip"), Some(Encoding::Gzip));
        assert_eq!(n("br;q=0, gzip;q=0.5"), Some(Encoding::Gzip));
        assert_eq!(n("identity"), None);
        assert_eq!(n("*"), Some(Encoding::Brotli));
        assert_eq!(n("*;q=0"), None);
        assert_eq!(negotiate(&HeaderMap::new()), None);
    }

    #[test]
    fn compressed_bytes_decompress_to_the_body() {
        use std::io::Read;
        let body = "<p>Rifle Company A in F11</p>".repeat(200);
        let gz = compress(body.as_bytes(), Encoding::Gzip);
        let mut out = String::new();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_string(&mut out)
            .unwrap();
        assert_eq!(out, body);
        let br = compress(body.as_bytes(), Encoding::Brotli);
        let mut out = String::new();
        brotli::Decompressor::new(&br[..], 4096)
            .read_to_string(&mut out)
            .unwrap();
        assert_eq!(out, body);
        assert!(br.len() < body.len() / 10, "{}", br.len());
    }

    #[test]
    fn text_types_are_compressible_and_pictures_are_not() {
        assert!(compressible("text/html; charset=utf-8"));
        assert!(compressible("application/json"));
        assert!(compressible("image/svg+xml"));
        assert!(!compressible("image/png"));
        assert!(!compressible("application/octet-stream"));
        assert!(
            !compressible("text/event-stream"),
            "a stream is never held back"
        );
    }
}
