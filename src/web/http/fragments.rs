//! Rendered page fragments by what their readers see. A campaign's pieces
//! (the SVG map and its zone table of one audience, a battle's sheet, a
//! picture) change only when what their audience sees does: each is kept
//! under a stamp, the reader's sight (`app::live::Sight`) or another digest
//! of exactly what the piece is drawn from, never the campaign's version,
//! which counts the other side's hidden changes (#40). The piece is drawn
//! once per stamp and shared by every reader of that audience.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Above this many entries the cache starts again from empty: a cheap bound
/// that keeps memory flat however many campaigns and past maps are read.
const MAX_ENTRIES: usize = 256;

/// (campaign, fragment key) -> (stamp, rendered fragment).
type Entries<V> = HashMap<(i64, String), (u64, V)>;

pub struct Fragments<V = Arc<str>> {
    inner: Mutex<Entries<V>>,
}

impl<V> Default for Fragments<V> {
    fn default() -> Self {
        Fragments {
            inner: Mutex::new(HashMap::new()),
        }
    }
}

impl<V: Clone> Fragments<V> {
    /// The fragment `key` of a campaign drawn at `stamp`, if it was.
    pub fn get(&self, campaign: i64, stamp: u64, key: &str) -> Option<V> {
        let map = self.inner.lock().ok()?;
        let found = match map.get(&(campaign, key.to_string())) {
            Some((s, body)) if *s == stamp => Some(body.clone()),
            _ => None,
        };
        crate::telemetry::cache("fragments", found.is_some());
        found
    }

    /// Keeps a fragment drawn at `stamp` (the last drawn wins: a stamp is a
    /// digest, not an order).
    pub fn put(&self, campaign: i64, stamp: u64, key: &str, body: V) {
        let Ok(mut map) = self.inner.lock() else {
            return;
        };
        if map.len() >= MAX_ENTRIES {
            map.clear();
        }
        map.insert((campaign, key.to_string()), (stamp, body));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fragment_is_served_only_at_its_stamp() {
        let f: Fragments = Fragments::default();
        assert!(f.get(1, 3, "map").is_none());
        f.put(1, 3, "map", Arc::from("v3"));
        assert_eq!(f.get(1, 3, "map").as_deref(), Some("v3"));
        assert!(f.get(1, 4, "map").is_none(), "another stamp misses");
        assert!(f.get(2, 3, "map").is_none(), "another campaign misses");
        assert!(f.get(1, 3, "map:x").is_none(), "another key misses");
        f.put(1, 2, "map", Arc::from("v2"));
        assert_eq!(
            f.get(1, 2, "map").as_deref(),
            Some("v2"),
            "the last drawn wins"
        );
    }

    #[test]
    fn the_cache_stays_bounded() {
        let f: Fragments = Fragments::default();
        for i in 0..(MAX_ENTRIES as i64 * 3) {
            f.put(i, 0, "map", Arc::from("x"));
        }
        let len = f.inner.lock().map(|m| m.len()).unwrap_or(usize::MAX);
        assert!(len <= MAX_ENTRIES, "{len} entries");
    }
}
