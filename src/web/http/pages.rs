//! Whole pages kept per reader for a few seconds (#28, item 7).
//!
//! A campaign page read again by the same reader who sees the same (their
//! sight, `app::live::Sight`: a change of the other side's they may not see
//! leaves it as it was, #40) is the same bytes: the same view, the same
//! actions, the same form token. The map and zone pages are kept whole
//! under a key naming all of that (campaign, sight, user, their name as the
//! menu shows it, the session's form token, the address), with the body's
//! digest, so a reader
//! who reloads or whose page refreshes itself costs one access check (never
//! skipped: a removed member or an ended session is refused as before), a
//! lookup, and no rendering, hashing or compression (`encoding` takes the
//! digest from the answer and the compressed bytes from its own cache).
//!
//! A kept page lives `FRESH` at most, the lifetime of the reader's kept
//! actions (`access::actions_of`): what moves with the clock or outside the
//! campaign's version (a deadline passing, a member's new name) is never
//! older on a kept page than on a drawn one. A session holding a one-off
//! notice is drawn afresh and not kept (the notice is shown once).

use super::encoding::{self, BodyDigest};
use actix_web::web::Bytes;
use actix_web::HttpResponse;
use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a kept page is served.
pub const FRESH: Duration = Duration::from_secs(5);
/// Pages kept in all (a map page is about 75 KB: at most ~40 MB).
const CAPACITY: usize = 512;

/// What names one reader's page: everything its bytes depend on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PageKey {
    pub campaign: i64,
    /// What the reader sees of the campaign (`app::live::Sight`), not its
    /// version: the other side's hidden changes keep a page (#40).
    pub sight: u64,
    pub user: i64,
    /// The menu's name and admin link, the session's form token.
    pub reader: String,
    /// The page and its query, as asked.
    pub page: String,
}

struct Kept {
    at: Instant,
    body: Bytes,
    digest: u128,
}

pub struct Pages {
    entries: Mutex<lru::LruCache<PageKey, Kept>>,
}

impl Default for Pages {
    fn default() -> Pages {
        Pages {
            entries: Mutex::new(lru::LruCache::new(
                NonZeroUsize::new(CAPACITY).unwrap_or(NonZeroUsize::MIN),
            )),
        }
    }
}

impl Pages {
    /// The kept page for `key`, as an answer, when it is fresh.
    pub fn get(&self, key: &PageKey) -> Option<HttpResponse> {
        let found = self.entries.lock().ok().and_then(|mut e| {
            e.get(key)
                .filter(|k| k.at.elapsed() < FRESH)
                .map(|k| (k.body.clone(), k.digest))
        });
        crate::telemetry::cache("pages", found.is_some());
        found.map(|(body, digest)| answer(body, digest))
    }

    /// Keeps `html` under `key` and answers with it.
    pub fn keep(&self, key: PageKey, html: String) -> HttpResponse {
        let body = Bytes::from(html);
        let digest = encoding::digest(&body);
        if let Ok(mut e) = self.entries.lock() {
            e.put(
                key,
                Kept {
                    at: Instant::now(),
                    body: body.clone(),
                    digest,
                },
            );
        }
        answer(body, digest)
    }
}

fn answer(body: Bytes, digest: u128) -> HttpResponse {
    let mut res = HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(body);
    res.extensions_mut().insert(BodyDigest(digest));
    res
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn key(sight: u64, reader: &str) -> PageKey {
        PageKey {
            campaign: 1,
            sight,
            user: 7,
            reader: reader.into(),
            page: "map".into(),
        }
    }

    #[test]
    fn a_page_is_served_to_its_key_only() {
        let p = Pages::default();
        assert!(p.get(&key(3, "a")).is_none());
        let first = p.keep(key(3, "a"), "<p>v3</p>".into());
        let digest = first.extensions().get::<BodyDigest>().copied();
        assert_eq!(digest, Some(BodyDigest(encoding::digest(b"<p>v3</p>"))));
        let again = p.get(&key(3, "a")).unwrap();
        assert_eq!(again.extensions().get::<BodyDigest>().copied(), digest);
        assert!(p.get(&key(4, "a")).is_none(), "a new sight is drawn again");
        assert!(
            p.get(&key(3, "b")).is_none(),
            "another reader is drawn again"
        );
    }

    #[test]
    fn a_page_older_than_fresh_is_not_served() {
        let p = Pages::default();
        p.keep(key(3, "a"), "x".into());
        if let Ok(mut e) = p.entries.lock() {
            if let Some(k) = e.get_mut(&key(3, "a")) {
                k.at = Instant::now() - FRESH;
            }
        }
        assert!(p.get(&key(3, "a")).is_none());
    }

    #[test]
    fn the_pages_kept_stay_bounded() {
        let p = Pages::default();
        for v in 0..(CAPACITY as u64 * 2) {
            p.keep(key(v, "a"), "x".into());
        }
        assert_eq!(p.entries.lock().unwrap().len(), CAPACITY);
    }
}
