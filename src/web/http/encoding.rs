//! Compressed and revalidated answers (#28).
//!
//! Every answer whose body is in memory and of a text type (HTML, JSON, SVG,
//! CSS, JavaScript, iCalendar, plain text) and at least 1 KiB is sent with
//! brotli or gzip when the client accepts it (`codecs`). The compressed
//! bytes are kept by the digest of what they compress, so a page the caches
//! already hold costs one digest and no compression per request.
//!
//! A page (HTML) is drawn with slots where the session's form token goes;
//! every answer fills them with the token masked afresh (`auth::csrf`,
//! #40), spliced into the page's kept gzip pieces (`spliced`), so the token
//! is never compressed beside what a page shows and no two answers repeat
//! it.
//!
//! An answer marked `Cache-Control: private, no-cache` (campaign pages and
//! API reads, `security::cache_policy`) carries a weak `ETag`, the digest of
//! its bytes as drawn (a page's with its slots, not the masked token), and a
//! request whose `If-None-Match` names it gets `304 Not Modified` without
//! the body. The tag changes exactly when the bytes would: something new
//! the viewer sees, another viewer's view, a one-off notice. `no-store`
//! answers (account, sign-in, tokens, resets) get none.

use super::codecs::{accepts, compress, compressible, negotiate, Encoding};
use actix_web::body::{BoxBody, EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{
    HeaderMap, HeaderValue, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_LENGTH, CONTENT_TYPE, ETAG,
    IF_NONE_MATCH, VARY,
};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::web::Bytes;
use lru::LruCache;
use std::num::NonZeroUsize;
use std::sync::{Mutex, OnceLock};

/// Bodies smaller than this are sent as they are: compression would save
/// less than its headers cost.
const MIN_SIZE: usize = 1024;
/// Bodies larger than this are not buffered for a digest (battle files,
/// exports with files are streamed or sent once).
const MAX_SIZE: usize = 4 * 1024 * 1024;
/// The compressed bytes kept, in all.
const KEPT_BYTES: usize = 32 * 1024 * 1024;

/// The session's form token (`auth::csrf::carry_token`) masked afresh for
/// this answer; none without a session (a bearer client posts no forms).
fn form_token<B>(res: &actix_web::HttpResponse<B>) -> Option<String> {
    res.extensions()
        .get::<crate::web::http::form_token::FormToken>()
        .map(|t| crate::web::http::form_token::mask(&t.0))
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

/// The body under `tag` compressed, from the kept bytes when they hold it;
/// the body is made by `body` only when they do not.
fn compressed_with(tag: u128, encoding: Encoding, body: impl FnOnce() -> Bytes) -> Bytes {
    if let Some(hit) = kept()
        .lock()
        .ok()
        .and_then(|mut k| k.entries.get(&(tag, encoding)).cloned())
    {
        crate::telemetry::cache("compressed", true);
        return hit;
    }
    crate::telemetry::cache("compressed", false);
    let out = Bytes::from(compress(&body(), encoding));
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
    let kind = res
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let text = compressible(kind);
    // A page may carry form-token slots, which every answer fills.
    let page = kind.starts_with("text/html");
    let size = match res.response().body().size() {
        actix_web::body::BodySize::Sized(n) => Some(n as usize),
        _ => None,
    };
    let in_memory = size.is_some_and(|n| n <= MAX_SIZE);
    let already = res.headers().contains_key(CONTENT_ENCODING);
    let tagged = get && res.status() == StatusCode::OK && revalidated(res.headers());
    // Neither tagged nor worth compressing (e.g. `/healthz`): as it is.
    let small = size.is_some_and(|n| n < MIN_SIZE);
    let plain = !tagged && (!text || encoding.is_none() || small);
    if !in_memory || already || (plain && !page) {
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
            Err(_) => return Ok(answer(req, res, Bytes::new())),
        },
    };
    // A kept page carries its digest (`pages`); others are hashed here.
    let tag = match res.extensions().get::<BodyDigest>() {
        Some(d) => d.0,
        None => digest(&body),
    };
    if tagged && revalidate(&req, &mut res, tag, conditional) {
        return Ok(not_modified(req, res));
    }
    // The page's form-token slots, filled with the token freshly masked:
    // its tag above is the page's without it, so a reload still matches.
    let slot = crate::web::http::form_token::slot().as_bytes();
    if page {
        if let Some(token) = form_token(&res) {
            if memchr::memmem::find(&body, slot).is_some() {
                let body = fill_slots(&req, &mut res, tag, &body, slot, &token);
                return Ok(answer(req, res, body));
            }
        }
    }
    // Without a session (a bearer client) there is no token: the slots are
    // emptied, and only when the page's bytes are made, since its
    // compressed bytes are kept under its tag (#45: scanning and copying a
    // kept map page for every bearer read cost a third of its time).
    let bearer_page = page && form_token(&res).is_none();
    let emptied = |body: &Bytes| {
        if bearer_page {
            Bytes::from(super::spliced::fill(body, slot, b""))
        } else {
            body.clone()
        }
    };
    let body = match encoding {
        Some(e) if !plain && text && body.len() >= MIN_SIZE => {
            let out = compressed_with(tag, e, || emptied(&body));
            encoded(&mut res, e);
            out
        }
        _ => {
            if text {
                vary(res.headers_mut(), "accept-encoding");
            }
            emptied(&body)
        }
    };
    Ok(answer(req, res, body))
}

/// The answer with `body`.
fn answer(
    req: actix_web::HttpRequest,
    res: actix_web::HttpResponse<()>,
    body: Bytes,
) -> ServiceResponse<EitherBody<BoxBody>> {
    ServiceResponse::new(req, res.set_body(EitherBody::right(BoxBody::new(body))))
}

/// Tags the answer with `tag`; whether the request's `If-None-Match`
/// names it (then `not_modified` answers).
fn revalidate(
    req: &actix_web::HttpRequest,
    res: &mut actix_web::HttpResponse<()>,
    tag: u128,
    conditional: bool,
) -> bool {
    let etag = etag_of(tag);
    if let Ok(v) = HeaderValue::from_str(&etag) {
        res.headers_mut().insert(ETAG, v);
    }
    let hit = conditional && matches(req.headers(), &etag);
    crate::telemetry::cache("etag", hit);
    hit
}

/// 304 Not Modified, without a body.
fn not_modified(
    req: actix_web::HttpRequest,
    res: actix_web::HttpResponse<()>,
) -> ServiceResponse<EitherBody<BoxBody>> {
    let mut not_modified = res.set_body(EitherBody::right(BoxBody::new(())));
    *not_modified.status_mut() = StatusCode::NOT_MODIFIED;
    not_modified.headers_mut().remove(CONTENT_TYPE);
    not_modified.headers_mut().remove(CONTENT_LENGTH);
    ServiceResponse::new(req, not_modified)
}

/// Adds `token` to the answer's one `Vary` header (once).
pub fn vary(headers: &mut actix_web::http::header::HeaderMap, token: &'static str) {
    let have: Vec<String> = headers
        .get_all(VARY)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .collect();
    if have
        .iter()
        .any(|t| t.eq_ignore_ascii_case(token) || t == "*")
    {
        return;
    }
    let all = have
        .into_iter()
        .chain(std::iter::once(token.to_string()))
        .collect::<Vec<_>>()
        .join(", ");
    if let Ok(v) = HeaderValue::from_str(&all) {
        headers.insert(VARY, v);
    }
}

/// Marks the answer as compressed with `e`.
fn encoded(res: &mut actix_web::HttpResponse<()>, e: Encoding) {
    let headers = res.headers_mut();
    headers.insert(CONTENT_ENCODING, HeaderValue::from_static(e.token()));
    vary(headers, "accept-encoding");
    headers.remove(CONTENT_LENGTH);
}

/// A page's slots filled with the session's token masked afresh: spliced
/// into its kept gzip pieces when the client takes gzip (`spliced`), else
/// as plain text (brotli would compress the token with the page).
fn fill_slots(
    req: &actix_web::HttpRequest,
    res: &mut actix_web::HttpResponse<()>,
    tag: u128,
    body: &[u8],
    slot: &[u8],
    token: &str,
) -> Bytes {
    if accepts(req.headers(), Encoding::Gzip) && body.len() >= MIN_SIZE {
        encoded(res, Encoding::Gzip);
        return super::spliced::gzip(tag, body, slot, token.as_bytes());
    }
    vary(res.headers_mut(), "accept-encoding");
    Bytes::from(super::spliced::fill(body, slot, token.as_bytes()))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::web::http::codecs::tests::h;

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
}
