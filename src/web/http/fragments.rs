//! Rendered page fragments by campaign version. A campaign's public pieces
//! (the SVG map and its zone table) change only when its version does, so
//! they are rendered once per version and shared by every reader. The same
//! cache keeps other values made from one version (a battle's sheet).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Above this many entries the cache starts again from empty: a cheap bound
/// that keeps memory flat however many campaigns and past maps are read.
const MAX_ENTRIES: usize = 256;

/// (campaign, fragment key) -> (campaign version, rendered fragment).
type Entries<V> = HashMap<(i64, String), (i64, V)>;

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
    /// The fragment `key` of a campaign at `version`, if it was rendered.
    pub fn get(&self, campaign: i64, version: i64, key: &str) -> Option<V> {
        let map = self.inner.lock().ok()?;
        let found = match map.get(&(campaign, key.to_string())) {
            Some((v, body)) if *v == version => Some(body.clone()),
            _ => None,
        };
        crate::telemetry::cache("fragments", found.is_some());
        found
    }

    /// Keeps a fragment; an older version never replaces a newer one.
    pub fn put(&self, campaign: i64, version: i64, key: &str, body: V) {
        let Ok(mut map) = self.inner.lock() else {
            return;
        };
        if map.len() >= MAX_ENTRIES {
            map.clear();
        }
        let entry = map
            .entry((campaign, key.to_string()))
            .or_insert_with(|| (version, body.clone()));
        if entry.0 <= version {
            *entry = (version, body);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fragment_is_served_only_at_its_version() {
        let f: Fragments = Fragments::default();
        assert!(f.get(1, 3, "map").is_none());
        f.put(1, 3, "map", Arc::from("v3"));
        assert_eq!(f.get(1, 3, "map").as_deref(), Some("v3"));
        assert!(f.get(1, 4, "map").is_none(), "a newer version misses");
        assert!(f.get(2, 3, "map").is_none(), "another campaign misses");
        assert!(f.get(1, 3, "map:x").is_none(), "another key misses");
    }

    #[test]
    fn an_older_version_never_replaces_a_newer_one() {
        let f: Fragments = Fragments::default();
        f.put(1, 5, "map", Arc::from("v5"));
        f.put(1, 4, "map", Arc::from("v4"));
        assert_eq!(f.get(1, 5, "map").as_deref(), Some("v5"));
        assert!(f.get(1, 4, "map").is_none());
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
