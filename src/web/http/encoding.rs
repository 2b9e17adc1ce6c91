//! Compressed and revalidated answers (#28).
//!
//! Every answer whose body is in memory and of a text type (HTML, JSON, SVG,
//! CSS, JavaScript, iCalendar, plain text) and at least 1 KiB is sent with
//! brotli or gzip when the client accepts it. The compressed bytes are kept
//! by the digest of what they compress, so a page the caches already hold
//! (the same bytes for the same viewer at the same version) costs one
//! digest and no compression per request.
//!
//! An answer marked `Cache-Control: private, no-cache` (campaign pages and
//! API reads, `security::cache_policy`) carries a weak `ETag`, the digest of
//! its bytes, and a request whose `If-None-Match` names it gets
//! `304 Not Modified` without the body. The tag changes exactly when the
//! bytes would: a new campaign version, another viewer's view, a one-off
//! notice. `no-store` answers (account, sign-in, tokens, resets) get none.

use actix_web::body::{BoxBody, EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{
    HeaderMap, HeaderValue, ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_LENGTH,
    CONTENT_TYPE, ETAG, IF_NONE_MATCH, VARY,
};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::web::Bytes;
use lru::LruCache;
use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex, OnceLock};

/// Bodies smaller than this are sent as they are: compression would save
/// less than its headers cost.
const MIN_SIZE: usize = 1024;
/// Bodies larger than this are not buffered for a digest (battle files,
/// exports with files are streamed or sent once).
const MAX_SIZE: usize = 4 * 1024 * 1024;
/// The compressed bytes kept, in all.
const KEPT_BYTES: usize = 32 * 1024 * 1024;

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

/// The encoding to answer with, from `Accept-Encoding`: brotli over gzip,
/// none when neither is accepted (`q=0` refuses one).
pub fn negotiate(headers: &HeaderMap) -> Option<Encoding> {
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
    if br {
        Some(Encoding::Brotli)
    } else if gzip {
        Some(Encoding::Gzip)
    } else {
        None
    }
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

/// A body's digest carried by its answer (a kept page, `pages`), so that
/// the middleware does not hash the body again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyDigest(pub u128);

/// The digest of a body, as it names the body in an `ETag` and in the kept
/// compressed bytes.
pub fn digest(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

/// Compressed bodies by (digest, encoding), bounded by their total size.
struct Kept {
    entries: LruCache<(u128, Encoding), Bytes>,
    bytes: usize,
}

fn kept() -> &'static Mutex<Kept> {
    static KEPT: OnceLock<Mutex<Kept>> = OnceLock::new();
    KEPT.get_or_init(|| {
        Mutex::new(Kept {
            entries: LruCache::new(NonZeroUsize::new(4096).unwrap_or(NonZeroUsize::MIN)),
            bytes: 0,
        })
    })
}

/// `body` (whose digest is `tag`) compressed, from the kept bytes when they
/// hold it.
pub fn compressed(tag: u128, body: &[u8], encoding: Encoding) -> Bytes {
    if let Some(hit) = kept()
        .lock()
        .ok()
        .and_then(|mut k| k.entries.get(&(tag, encoding)).cloned())
    {
        crate::telemetry::cache("compressed", true);
        return hit;
    }
    crate::telemetry::cache("compressed", false);
    let out = Bytes::from(compress(body, encoding));
    if let Ok(mut k) = kept().lock() {
        k.bytes += out.len();
        if let Some((_, old)) = k.entries.push((tag, encoding), out.clone()) {
            k.bytes = k.bytes.saturating_sub(old.len());
        }
        while k.bytes > KEPT_BYTES {
            match k.entries.pop_lru() {
                Some((_, old)) => k.bytes = k.bytes.saturating_sub(old.len()),
                None => break,
            }
        }
    }
    out
}

fn etag_of(tag: u128) -> String {
    format!("W/\"{tag:032x}\"")
}

/// Whether `If-None-Match` names `etag` (weak comparison, `*` matches).
pub fn matches(headers: &HeaderMap, etag: &str) -> bool {
    let bare = etag.trim_start_matches("W/");
    headers.get_all(IF_NONE_MATCH).any(|v| {
        v.to_str().is_ok_and(|s| {
            s.split(',')
                .map(|t| t.trim().trim_start_matches("W/"))
                .any(|t| t == "*" || t == bare)
        })
    })
}

fn revalidated(headers: &HeaderMap) -> bool {
    headers
        .get(CACHE_CONTROL)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("no-cache") && !v.contains("no-store"))
}

/// The middleware: see the module's comment.
pub async fn encode(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<BoxBody>>, actix_web::Error> {
    let get = matches!(*req.method(), Method::GET | Method::HEAD);
    let encoding = negotiate(req.headers());
    let conditional = get && req.headers().contains_key(IF_NONE_MATCH);
    let res = next.call(req).await?;
    let ok = res.status() == StatusCode::OK;
    let text = res
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(compressible);
    let size = match res.response().body().size() {
        actix_web::body::BodySize::Sized(n) => Some(n as usize),
        _ => None,
    };
    let in_memory = size.is_some_and(|n| n <= MAX_SIZE);
    let already = res.headers().contains_key(CONTENT_ENCODING);
    let tagged = get && ok && revalidated(res.headers());
    // Neither tagged nor worth compressing (e.g. `/healthz`): as it is.
    let small = size.is_some_and(|n| n < MIN_SIZE);
    if !in_memory
        || already
        || !(text || tagged)
        || !(tagged || encoding.is_some())
        || (small && !tagged)
    {
        return Ok(res.map_body(|_, b| EitherBody::left(b.boxed())));
    }
    let (req, res) = res.into_parts();
    let (mut res, body) = res.into_parts();
    // A body in one piece (a page, a JSON answer) is taken as it is, not
    // copied.
    let body = match body.try_into_bytes() {
        Ok(b) => b,
        Err(body) => match actix_web::body::to_bytes(body).await {
            Ok(b) => b,
            Err(_) => {
                return Ok(ServiceResponse::new(
                    req,
                    res.set_body(EitherBody::right(BoxBody::new(()))),
                ))
            }
        },
    };
    // A kept page carries its digest (`pages`); others are hashed here.
    let tag = match res.extensions().get::<BodyDigest>() {
        Some(d) => d.0,
        None => digest(&body),
    };
    let headers = res.headers_mut();
    if tagged {
        let etag = etag_of(tag);
        if let Ok(v) = HeaderValue::from_str(&etag) {
            headers.insert(ETAG, v);
        }
        if conditional && matches(req.headers(), &etag) {
            let mut not_modified = res.set_body(EitherBody::right(BoxBody::new(())));
            *not_modified.status_mut() = StatusCode::NOT_MODIFIED;
            not_modified.headers_mut().remove(CONTENT_TYPE);
            not_modified.headers_mut().remove(CONTENT_LENGTH);
            crate::telemetry::cache("etag", true);
            return Ok(ServiceResponse::new(req, not_modified));
        }
        crate::telemetry::cache("etag", false);
    }
    let body = match encoding {
        Some(e) if text && body.len() >= MIN_SIZE => {
            let out = compressed(tag, &body, e);
            let headers = res.headers_mut();
            headers.insert(CONTENT_ENCODING, HeaderValue::from_static(e.token()));
            headers.append(VARY, HeaderValue::from_static("accept-encoding"));
            headers.remove(CONTENT_LENGTH);
            out
        }
        _ => {
            if text {
                res.headers_mut()
                    .append(VARY, HeaderValue::from_static("accept-encoding"));
            }
            body
        }
    };
    Ok(ServiceResponse::new(
        req,
        res.set_body(EitherBody::right(BoxBody::new(body))),
    ))
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
mod tests {
    use super::*;
    use actix_web::http::header::HeaderName;

    fn h(pairs: &[(&str, &str)]) -> HeaderMap {
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
    fn an_etag_matches_itself_weakly_and_nothing_else() {
        let tag = etag_of(digest(b"page"));
        assert!(matches(&h(&[("if-none-match", &tag)]), &tag));
        let strong = tag.trim_start_matches("W/").to_string();
        assert!(matches(&h(&[("if-none-match", &strong)]), &tag));
        assert!(matches(
            &h(&[("if-none-match", &format!("\"x\", {tag}"))]),
            &tag
        ));
        assert!(matches(&h(&[("if-none-match", "*")]), &tag));
        let other = etag_of(digest(b"page2"));
        assert!(!matches(&h(&[("if-none-match", &other)]), &tag));
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
