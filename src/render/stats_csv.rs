//! The statistics as CSV (docs/PLAYING.md, "The statistics' CSV", lists the columns): one row per turn.

use crate::rules::stats::{csv_cells, Stats, CSV_COLUMNS};

/// The turns' rows, under a header of the columns.
pub fn csv(s: &Stats) -> Result<String, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(CSV_COLUMNS)?;
    for t in &s.turns {
        w.write_record(csv_cells(t))?;
    }
    let bytes = w.into_inner().map_err(|e| e.into_error())?;
    // Every cell is a number, a label or empty: written from UTF-8.
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}
