//! How often this instance drew each kind of thing (a page kept whole, a
//! map's SVG, a sheet, a picture, a GIF, a CSV, a history page): what the
//! keyed caches save, counted where they miss. `/metrics` counts the same
//! (`bocage_renders_total`); the per-instance count lets a test show that
//! a change a reader may not see draws nothing for them (#40).

use std::collections::BTreeMap;
use std::sync::Mutex;

#[derive(Default)]
pub struct Renders {
    counts: Mutex<BTreeMap<&'static str, u64>>,
}

impl Renders {
    /// Counts one drawing of `kind`.
    pub fn drawn(&self, kind: &'static str) {
        crate::telemetry::metrics()
            .renders
            .with_label_values(&[kind])
            .inc();
        if let Ok(mut c) = self.counts.lock() {
            *c.entry(kind).or_default() += 1;
        }
    }

    /// Every kind drawn so far, with its count.
    pub fn counts(&self) -> BTreeMap<&'static str, u64> {
        self.counts.lock().map(|c| c.clone()).unwrap_or_default()
    }
}
